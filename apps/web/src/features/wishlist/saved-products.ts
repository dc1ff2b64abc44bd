import type { WishlistDispatch } from './wishlist-changes';

// Which products the hearts show as saved (docs/product/rules.md, Wishlist). It sits on every
// product card of the home page, so it is kept to a small store of its own: a guest's list lives
// in localStorage, a shopper's comes from the server (wishlist-sync.tsx), and talking to the
// server loads only when a logged-in shopper presses a heart.

/** A product a guest saved in this browser, newest first. */
export interface GuestSaved {
  productId: string;
  size: string | null;
}

export const WISHLIST_STORAGE_KEY = 'velora.wishlist';
/** The most one merge after a login takes (WISHLIST_MERGE_MAX): a guest keeps the newest that many. */
export const GUEST_WISHLIST_MAX = 100;

const listeners = new Set<() => void>();
/** The logged-in shopper's saved products as the server last answered, and whose they are. */
let account: { owner: string; ids: Set<string> } | null = null;
// The guest list as last read: parsed again only when the stored text changed.
let guestText: string | null | undefined;
let guestIds = new Set<string>();

const emit = () => {
  for (const listener of listeners) listener();
};

export function subscribeSaved(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function storedText(): string | null {
  try {
    return globalThis.localStorage?.getItem(WISHLIST_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The guest's saved products, newest first; a damaged entry is dropped. */
export function guestWishlist(): GuestSaved[] {
  try {
    const list = JSON.parse(storedText() ?? '[]') as unknown;
    return Array.isArray(list)
      ? list.filter(
          (item): item is GuestSaved => typeof (item as Partial<GuestSaved> | null)?.productId === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

function writeGuest(list: GuestSaved[]) {
  try {
    if (list.length > 0) localStorage.setItem(WISHLIST_STORAGE_KEY, JSON.stringify(list));
    else localStorage.removeItem(WISHLIST_STORAGE_KEY);
  } catch {
    // Private browsing or a full quota: the heart still answers for this page.
  }
  emit();
}

/** After the guest's list joined the account: the browser's copy goes. */
export const clearGuestWishlist = () => writeGuest([]);

/** Whether `owner`'s list (null: this browser's guest list) holds the product. */
export function isSaved(productId: string, owner: string | null): boolean {
  if (owner) return account?.owner === owner && account.ids.has(productId);
  const text = storedText();
  if (text !== guestText) {
    guestText = text;
    guestIds = new Set(guestWishlist().map((item) => item.productId));
  }
  return guestIds.has(productId);
}

/** The server's word on the shopper's list (a load, a merge, a change). */
export function setAccountWishlist(owner: string, productIds: readonly string[]) {
  account = { owner, ids: new Set(productIds) };
  emit();
}

function markAccount(owner: string, productId: string, saved: boolean) {
  const ids = new Set(account?.owner === owner ? account.ids : []);
  if (saved) ids.add(productId);
  else ids.delete(productId);
  setAccountWishlist(owner, [...ids]);
}

/**
 * A heart pressed: saves the product (with `size` when one is chosen) or removes it. A guest's
 * list changes in the browser; a shopper's heart changes at once and goes back if the server
 * refuses.
 */
export function toggleSaved(
  productId: string,
  size: string | null,
  owner: string | null,
  dispatch: WishlistDispatch,
) {
  const save = !isSaved(productId, owner);
  if (!owner) {
    const rest = guestWishlist().filter((item) => item.productId !== productId);
    writeGuest(save ? [{ productId, size }, ...rest].slice(0, GUEST_WISHLIST_MAX) : rest);
    return;
  }
  markAccount(owner, productId, save);
  import('./wishlist-changes')
    .then((changes) => changes.sendSaved(dispatch, productId, size, save))
    .catch(() => markAccount(owner, productId, !save));
}
