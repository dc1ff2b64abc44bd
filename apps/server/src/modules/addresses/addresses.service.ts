import { MAX_ADDRESSES, SHIPPING_MESSAGES } from '@shop/shared/orders/shipping';
import type { SavedAddress, ShippingAddress } from '@shop/shared/orders/shipping-schemas';
import type { Db } from '../../db/client';
import { DomainError } from '../../lib/domain-error';
import {
  type AddressFields,
  type AddressRow,
  clearDefault,
  countAddresses,
  deleteAddressRow,
  findSameAddress,
  insertAddress,
  listAddressRows,
  lockAddressBook,
  markDefault,
  newestAddress,
  updateAddressRow,
} from './addresses.queries';

/** Whose book it is: the logged-in shopper, never an id from the request. */
export interface AddressCaller {
  id: string;
}

/** An address as addressBodySchema parsed it, with whether to make it the default. */
export interface AddressInput {
  address: ShippingAddress;
  isDefault?: boolean;
}

function toFields(address: ShippingAddress): AddressFields {
  return {
    name: address.name,
    line1: address.line1,
    line2: address.line2 ?? null,
    city: address.city,
    region: address.region ?? null,
    postalCode: address.postalCode,
    country: address.country,
    phone: address.phone ?? null,
  };
}

function toSavedAddress(row: AddressRow): SavedAddress {
  return {
    id: row.id,
    name: row.name,
    line1: row.line1,
    ...(row.line2 ? { line2: row.line2 } : {}),
    city: row.city,
    ...(row.region ? { region: row.region } : {}),
    postalCode: row.postalCode,
    country: row.country,
    ...(row.phone ? { phone: row.phone } : {}),
    isDefault: row.isDefault,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const notFound = () => new DomainError(404, SHIPPING_MESSAGES.addressNotFound, 'id');

/** The caller's addresses, the default first, then the newest (docs/product/api.md, Addresses). */
export async function listAddresses(db: Db, caller: AddressCaller): Promise<SavedAddress[]> {
  return (await listAddressRows(db, caller.id)).map(toSavedAddress);
}

/**
 * Adds an address inside a transaction holding the book's lock, so `kept` (counted there) is the
 * count the insert sees: parallel requests at the limit cannot pass it. The first address is
 * the default whatever was asked; making a new one the default unmarks the old one first (one
 * default per shopper is also the database's rule).
 */
async function addLocked(tx: Db, userId: string, fields: AddressFields, isDefault: boolean, kept: number) {
  const first = kept === 0;
  if (isDefault && !first) await clearDefault(tx, userId);
  return insertAddress(tx, userId, fields, isDefault || first);
}

export async function createAddress(
  db: Db,
  caller: AddressCaller,
  input: AddressInput,
): Promise<SavedAddress> {
  const row = await db.transaction(async (tx) => {
    await lockAddressBook(tx, caller.id);
    const kept = await countAddresses(tx, caller.id);
    if (kept >= MAX_ADDRESSES) throw new DomainError(409, SHIPPING_MESSAGES.tooManyAddresses);
    return addLocked(tx, caller.id, toFields(input.address), input.isDefault === true, kept);
  });
  return toSavedAddress(row);
}

/**
 * Replaces one of the caller's addresses. `isDefault: true` makes it the default; false or left
 * out leaves the default where it is, since a book with addresses always has one (another
 * address is chosen to move it).
 */
export async function updateAddress(
  db: Db,
  caller: AddressCaller,
  id: string,
  input: AddressInput,
): Promise<SavedAddress> {
  const row = await db.transaction(async (tx) => {
    await lockAddressBook(tx, caller.id);
    const updated = await updateAddressRow(tx, caller.id, id, toFields(input.address));
    if (!updated) throw notFound();
    if (input.isDefault !== true || updated.isDefault) return updated;
    await clearDefault(tx, caller.id, id);
    return (await markDefault(tx, caller.id, id)) ?? updated;
  });
  return toSavedAddress(row);
}

/** Deletes one of the caller's addresses; when it was the default, the newest left takes its place. */
export async function deleteAddress(db: Db, caller: AddressCaller, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockAddressBook(tx, caller.id);
    const deleted = await deleteAddressRow(tx, caller.id, id);
    if (!deleted) throw notFound();
    if (!deleted.isDefault) return;
    const next = await newestAddress(tx, caller.id);
    if (next) await markDefault(tx, caller.id, next.id);
  });
}

/**
 * Keeps an address a shopper checked out with, for the checkout to call: an identical saved
 * address is answered as it is, a full book (MAX_ADDRESSES) keeps nothing and answers null. A
 * checkout never fails because of the address book, so neither case throws.
 */
export async function rememberAddress(
  db: Db,
  userId: string,
  address: ShippingAddress,
): Promise<SavedAddress | null> {
  const fields = toFields(address);
  const row = await db.transaction(async (tx) => {
    await lockAddressBook(tx, userId);
    const same = await findSameAddress(tx, userId, fields);
    if (same) return same;
    const kept = await countAddresses(tx, userId);
    if (kept >= MAX_ADDRESSES) return null;
    return addLocked(tx, userId, fields, false, kept);
  });
  return row ? toSavedAddress(row) : null;
}
