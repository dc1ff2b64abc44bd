import type { SavedAddress, ShippingAddress } from '@shop/shared/orders/shipping-schemas';
import { api } from '@/lib/api';

interface AddressAnswer {
  message: string;
  address: SavedAddress;
}

/** What POST and PATCH /addresses take: the whole address, and whether to make it the default. */
export interface AddressBody {
  address: ShippingAddress;
  isDefault?: boolean;
}

// The address book (docs/product/api.md, Addresses). Every change refetches the list: the
// server decides which address is the default after it (the first, the newest left).
const addressesApi = api.enhanceEndpoints({ addTagTypes: ['Addresses'] }).injectEndpoints({
  endpoints: (build) => ({
    addressBook: build.query<{ addresses: SavedAddress[] }, void>({
      query: () => '/addresses',
      providesTags: ['Addresses'],
      keepUnusedDataFor: 0,
    }),
    addAddress: build.mutation<AddressAnswer, AddressBody>({
      query: (body) => ({ url: '/addresses', method: 'POST', body }),
      invalidatesTags: ['Addresses'],
    }),
    editAddress: build.mutation<AddressAnswer, AddressBody & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/addresses/${encodeURIComponent(id)}`, method: 'PATCH', body }),
      invalidatesTags: ['Addresses'],
    }),
    deleteAddress: build.mutation<{ message: string }, string>({
      query: (id) => ({ url: `/addresses/${encodeURIComponent(id)}`, method: 'DELETE' }),
      invalidatesTags: ['Addresses'],
    }),
  }),
});

export const {
  useAddressBookQuery,
  useAddAddressMutation,
  useEditAddressMutation,
  useDeleteAddressMutation,
} = addressesApi;
