import { describe, expect, it } from 'vitest';
import { createStore } from '../app/store';
import { setUser } from '../stores/session';
import { mockApi, reply } from '../test/render';
import { publicUser } from '../test/user-fixtures';
import { api } from './api';

const probe = api.injectEndpoints({
  endpoints: (build) => ({
    probeProfile: build.mutation<unknown, void>({
      query: () => ({ url: '/auth/edit-profile', method: 'PATCH', body: {} }),
    }),
  }),
});

describe('the API client', () => {
  it('forgets a user the server no longer knows (a 401) and marks the session ended', async () => {
    mockApi({ 'PATCH /auth/edit-profile': reply(401, { message: 'You must be logged in!' }) });
    const store = createStore();
    store.dispatch(setUser(publicUser()));
    await store.dispatch(probe.endpoints.probeProfile.initiate());
    expect(store.getState().session).toMatchObject({ user: null, known: true, ended: true });
  });

  it('leaves a guest alone: a failed login is a 401 too', async () => {
    mockApi({ 'PATCH /auth/edit-profile': reply(401, { message: 'Invalid email or password.' }) });
    const store = createStore();
    store.dispatch(setUser(null));
    await store.dispatch(probe.endpoints.probeProfile.initiate());
    expect(store.getState().session.ended).toBeUndefined();
  });
});
