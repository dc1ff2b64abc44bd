import { NO_MEASUREMENTS } from '@shop/shared/people/measurements';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NavBar } from '@/components/layout/nav-bar';
import { Toaster } from '@/components/ui/toaster';
import { mockApi, renderWithProviders, reply, requestsTo } from '@/test/render';
import { publicUser } from '@/test/user-fixtures';
import { EditProfileDialog } from '../components/edit-profile-dialog';
import { ProfilePage } from './profile-page';

const jane = publicUser({ bio: '' });
const png = () => new File([new Uint8Array([137, 80, 78, 71])], 'me.png', { type: 'image/png' });

function renderProfile(routes: Parameters<typeof mockApi>[0] = {}) {
  // The measurements card asks for its own on every visit.
  const fetchMock = mockApi({ 'GET /users/me/measurements': NO_MEASUREMENTS, ...routes });
  const rendered = renderWithProviders(
    <>
      <NavBar />
      <ProfilePage />
      <Toaster />
    </>,
    { user: jane },
  );
  return { ...rendered, fetchMock };
}

/** The requests that would change something: everything but the page's own reading. */
function changesSent(fetchMock: ReturnType<typeof mockApi>) {
  return fetchMock.mock.calls
    .map(([input]) => `${(input as Request).method} ${new URL((input as Request).url).pathname}`)
    .filter((call) => !call.startsWith('GET '));
}

async function openEditor(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Edit Profile' }));
  return screen.getByRole('dialog', { name: 'Edit Profile' });
}

describe('ProfilePage', () => {
  it("shows the avatar, the username and 'N/A' for an empty bio", () => {
    renderProfile();
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByTestId('avatar-initials')).toHaveTextContent('JD');
    expect(within(profile).getByText('jane_doe')).toBeInTheDocument();
    expect(within(profile).getByText('N/A')).toBeInTheDocument();
  });

  it("offers 'My measurements' below the profile, saying who sees them", async () => {
    renderProfile({ 'GET /users/me/measurements': { ...NO_MEASUREMENTS, unit: 'in', bust: 36 } });
    const card = screen.getByRole('region', { name: 'My measurements' });
    expect(
      within(card).getByText('Used only to suggest your size on product pages. Only you can see them.'),
    ).toBeInTheDocument();
    expect(await within(card).findByLabelText('Bust')).toHaveValue(36);
    expect(within(card).getByRole('radio', { name: 'inches' })).toBeChecked();
  });

  it('opens the editor with the current values and closes it on Escape and on Cancel', async () => {
    const user = userEvent.setup();
    renderProfile();
    let dialog = await openEditor(user);
    expect(within(dialog).getByLabelText('Username')).toHaveValue('jane_doe');
    expect(within(dialog).getByLabelText('Bio')).toHaveValue('');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Edit Profile' })).toHaveFocus());

    dialog = await openEditor(user);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('uploads a new picture first, then saves the profile, and the nav avatar changes at once', async () => {
    const updated = { ...jane, username: 'jane_new', bio: 'Loves linen.', profileImage: '/uploads/new.webp' };
    const user = userEvent.setup();
    const { fetchMock, store } = renderProfile({
      'POST /uploadImage': { message: 'Image uploaded successfully', data: '/uploads/new.webp' },
      'PATCH /auth/edit-profile': { message: 'Profile updated', user: updated },
    });
    const dialog = await openEditor(user);
    await user.clear(within(dialog).getByLabelText('Username'));
    await user.type(within(dialog).getByLabelText('Username'), 'jane_new');
    await user.type(within(dialog).getByLabelText('Bio'), 'Loves linen.');
    await user.upload(within(dialog).getByLabelText('Profile image'), png());
    expect(await within(dialog).findByRole('img', { name: 'Your new avatar, as chosen' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));

    expect(await screen.findByText('Profile Updated Successfully!')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(changesSent(fetchMock)).toEqual(['POST /uploadImage', 'PATCH /api/auth/edit-profile']);
    expect(await requestsTo(fetchMock, 'POST', '/uploadImage')).toEqual([
      {
        url: `${location.origin}/uploadImage`,
        body: { image: expect.stringMatching(/^data:image\/png;base64,/) },
      },
    ]);
    expect(await requestsTo(fetchMock, 'PATCH', '/auth/edit-profile')).toMatchObject([
      { body: { username: 'jane_new', bio: 'Loves linen.', profileImage: '/uploads/new.webp' } },
    ]);
    const avatarButton = screen.getByRole('button', { name: 'Account menu for jane_new' });
    expect(within(avatarButton).getByTestId('avatar-image')).toHaveAttribute('src', '/uploads/new.webp');
    expect(screen.getByText('Loves linen.')).toBeInTheDocument();
    expect(store.getState().session.user).toEqual(updated);
    expect(JSON.parse(localStorage.getItem('velora.user') ?? 'null')).toEqual(updated);
  });

  it('saves without an upload when no new picture is chosen', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderProfile({
      'PATCH /auth/edit-profile': { message: 'Profile updated', user: { ...jane, bio: 'Hi' } },
    });
    const dialog = await openEditor(user);
    await user.type(within(dialog).getByLabelText('Bio'), 'Hi');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated Successfully!')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'POST', '/uploadImage')).toEqual([]);
    expect(await requestsTo(fetchMock, 'PATCH', '/auth/edit-profile')).toEqual([
      { url: expect.any(String), body: { username: 'jane_doe', bio: 'Hi' } },
    ]);
  });

  it('removes the picture, going back to the initials', async () => {
    const withPicture = { ...jane, profileImage: '/uploads/old.webp' };
    const fetchMock = mockApi({
      'GET /users/me/measurements': NO_MEASUREMENTS,
      'PATCH /auth/edit-profile': { message: 'Profile updated', user: { ...withPicture, profileImage: '' } },
    });
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <ProfilePage />
        <Toaster />
      </>,
      { user: withPicture },
    );
    const dialog = await openEditor(user);
    await user.click(within(dialog).getByRole('button', { name: 'Remove picture' }));
    expect(within(dialog).getByTestId('avatar-initials')).toHaveTextContent('JD');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Profile Updated Successfully!')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'PATCH', '/auth/edit-profile')).toEqual([
      { url: expect.any(String), body: { username: 'jane_doe', bio: '', profileImage: '' } },
    ]);
    const profile = screen.getByRole('region', { name: 'Profile' });
    expect(within(profile).getByTestId('avatar-initials')).toBeInTheDocument();
  });

  it("shows the server's message, or the documented fallback, and keeps the editor open", async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderProfile({
      'POST /uploadImage': reply(413, { message: 'The image must be 5 MB or smaller.' }),
      'PATCH /auth/edit-profile': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    const dialog = await openEditor(user);
    await user.upload(within(dialog).getByLabelText('Profile image'), png());
    await within(dialog).findByRole('img', { name: 'Your new avatar, as chosen' });
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('The image must be 5 MB or smaller.')).toBeInTheDocument();
    expect(await requestsTo(fetchMock, 'PATCH', '/auth/edit-profile')).toEqual([]);
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it("falls back to 'Failed to update profile. Please try again.'", async () => {
    const user = userEvent.setup();
    renderProfile({ 'PATCH /auth/edit-profile': () => Promise.reject(new TypeError('Failed to fetch')) });
    const dialog = await openEditor(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Failed to update profile. Please try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Edit Profile' })).toBeInTheDocument();
  });

  it('refuses files that are not images or larger than 5 MB before uploading', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { fetchMock } = renderProfile();
    const dialog = await openEditor(user);
    const picker = within(dialog).getByLabelText('Profile image');
    await user.upload(picker, new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }));
    expect(picker).toHaveAccessibleDescription('Please choose an image file (JPEG, PNG, WebP or GIF).');
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png', { type: 'image/png' });
    await user.upload(picker, big);
    expect(picker).toHaveAccessibleDescription('The image is larger than 5 MB. Please choose a smaller one.');
    expect(within(dialog).queryByRole('img', { name: 'Your new avatar, as chosen' })).not.toBeInTheDocument();
    expect(changesSent(fetchMock)).toEqual([]);
  });

  it('checks the username rule under the field before sending', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderProfile();
    const dialog = await openEditor(user);
    await user.clear(within(dialog).getByLabelText('Username'));
    await user.type(within(dialog).getByLabelText('Username'), 'no spaces');
    await user.click(within(dialog).getByRole('button', { name: 'Save Changes' }));
    expect(within(dialog).getByLabelText('Username')).toHaveAccessibleDescription(
      'Username must be 4-20 characters long and can only contain letters, numbers, and underscores.',
    );
    expect(changesSent(fetchMock)).toEqual([]);
  });
});

describe('EditProfileDialog', () => {
  it("says 'Please login first' and sends nothing when the session has ended", async () => {
    const fetchMock = mockApi({});
    const user = userEvent.setup();
    renderWithProviders(
      <>
        <EditProfileDialog user={jane} onClose={() => {}} />
        <Toaster />
      </>,
      { user: null },
    );
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    expect(await screen.findByText('Please login first')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
