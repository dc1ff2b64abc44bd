import { SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import { type SavedAddress, shippingAddressSchema } from '@shop/shared/orders/shipping-schemas';
import { emailSchema } from '@shop/shared/people/auth-schemas';
import { z } from 'zod';

/** The address choice that shows the empty address fields. */
export const NEW_ADDRESS = 'new';

/**
 * The checkout step's form: the address the order goes to (a saved one is copied into the
 * fields, so the body is always the address itself), the delivery method, and whether to keep
 * a new address. The address is the server's own schema, so its words are the server's.
 */
export const checkoutFormSchema = z.object({
  addressId: z.string(),
  address: shippingAddressSchema,
  shippingMethodId: z
    .string({ error: SHIPPING_MESSAGES.methodRequired })
    .min(1, SHIPPING_MESSAGES.methodRequired),
  saveAddress: z.boolean(),
  /** 'Email me about my order': one reminder if the checkout is left unpaid (unticked unless ticked). */
  mailConsent: z.boolean(),
  /** A guest's email; a logged-in shopper's is the account's, and not asked. */
  email: z.string().optional(),
});
export type CheckoutFormInput = z.input<typeof checkoutFormSchema>;

/** A guest's form: the email is theirs to give, in the words the server would use. */
export const guestCheckoutFormSchema = checkoutFormSchema.extend({ email: emailSchema });

export function blankAddress(country: string, name = ''): CheckoutFormInput['address'] {
  return {
    name,
    line1: '',
    line2: '',
    city: '',
    region: '',
    postalCode: '',
    country,
    phone: '',
  } as CheckoutFormInput['address'];
}

/** The name a new address starts with: the address book's default (else first) address's, or none. */
export function bookName(addresses: readonly SavedAddress[]): string {
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?.name ?? '';
}

/** A saved address as the fields hold it. */
export function addressValues(saved: SavedAddress): CheckoutFormInput['address'] {
  return {
    name: saved.name,
    line1: saved.line1,
    line2: saved.line2 ?? '',
    city: saved.city,
    region: saved.region ?? '',
    postalCode: saved.postalCode,
    country: saved.country,
    phone: saved.phone ?? '',
  } as CheckoutFormInput['address'];
}

/** The server's field names for the form's, so a refusal shows under the field it names. */
export const SERVER_FIELDS = {
  'shippingAddress.name': 'address.name',
  'shippingAddress.line1': 'address.line1',
  'shippingAddress.line2': 'address.line2',
  'shippingAddress.city': 'address.city',
  'shippingAddress.region': 'address.region',
  'shippingAddress.postalCode': 'address.postalCode',
  'shippingAddress.country': 'address.country',
  'shippingAddress.phone': 'address.phone',
  shippingMethodId: 'shippingMethodId',
  user_email: 'email',
} as const;
export type ServerField = keyof typeof SERVER_FIELDS;
