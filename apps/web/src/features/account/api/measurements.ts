import { type Measurements, type MeasurementsBody, NO_MEASUREMENTS } from '@shop/shared/people/measurements';
import { api } from '@/lib/api';

// The shopper's own measurements (docs/product/api.md, Measurements). A save or a forget puts
// the answer in the cache itself, so the card shows what the server kept without asking again.
const measurementsApi = api.injectEndpoints({
  endpoints: (build) => ({
    myMeasurements: build.query<Measurements, void>({
      query: () => '/users/me/measurements',
      keepUnusedDataFor: 0,
    }),
    saveMeasurements: build.mutation<Measurements, MeasurementsBody>({
      query: (body) => ({ url: '/users/me/measurements', method: 'PUT', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (data) dispatch(measurementsApi.util.updateQueryData('myMeasurements', undefined, () => data));
      },
    }),
    forgetMeasurements: build.mutation<null, void>({
      query: () => ({ url: '/users/me/measurements', method: 'DELETE' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        const done = await queryFulfilled.then(() => true).catch(() => false);
        if (done)
          dispatch(measurementsApi.util.updateQueryData('myMeasurements', undefined, () => NO_MEASUREMENTS));
      },
    }),
  }),
});

export const { useMyMeasurementsQuery, useSaveMeasurementsMutation, useForgetMeasurementsMutation } =
  measurementsApi;
