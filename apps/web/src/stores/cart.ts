import { createSlice, original, type PayloadAction } from '@reduxjs/toolkit';
import type { CatalogProduct, CatalogVariant } from '@shop/shared/catalog/catalog-schemas';
import { amountToCents } from '@shop/shared/money';

/** docs/product/api.md's cart line; price is integer cents inside the app. */
export interface CartLine {
  id: string;
  productId: string;
  handle: string;
  title: string;
  image: string | null;
  priceCents: number;
  quantity: number;
  size: string;
  color: string;
}

export interface CartState {
  lines: CartLine[];
  /**
   * Whose stored cart these lines mirror: null for a guest's cart, which is merged into the
   * shopper's stored cart after a login (features/cart/cart-sync.tsx).
   */
  owner: string | null;
  /** Changed here since the server last confirmed it: the sync sends it again until it does. */
  dirty: boolean;
}

export const CART_STORAGE_KEY = 'velora.cart';

const EMPTY: CartState = { lines: [], owner: null, dirty: false };

function isLine(value: unknown): value is CartLine {
  const line = value as Partial<CartLine> | null;
  return (
    typeof line?.id === 'string' &&
    typeof line.title === 'string' &&
    Number.isInteger(line.priceCents) &&
    Number.isInteger(line.quantity) &&
    (line.quantity ?? 0) >= 1
  );
}

export function loadStoredCart(storage: Pick<Storage, 'getItem'> | undefined): CartState {
  try {
    const raw = storage?.getItem(CART_STORAGE_KEY);
    const stored = raw ? (JSON.parse(raw) as unknown) : null;
    // Carts stored before the sync existed are a plain list of a guest's lines.
    if (Array.isArray(stored)) return { ...EMPTY, lines: stored.filter(isLine) };
    const state = stored as Partial<CartState> | null;
    if (!state || !Array.isArray(state.lines)) return EMPTY;
    return {
      lines: state.lines.filter(isLine),
      owner: typeof state.owner === 'string' ? state.owner : null,
      dirty: state.dirty === true,
    };
  } catch {
    // A damaged stored cart must not keep the shop from loading.
    return EMPTY;
  }
}

const findLine = (state: CartState, id: string) => state.lines.find((line) => line.id === id);

const cartSlice = createSlice({
  name: 'cart',
  initialState: EMPTY,
  reducers: {
    /** A variant already in the cart gains one; a new one starts at 1 (docs/product/rules.md). */
    addToCart(state, action: PayloadAction<Omit<CartLine, 'quantity'>>) {
      const existing = findLine(state, action.payload.id);
      if (existing) existing.quantity += 1;
      else state.lines.push({ ...action.payload, quantity: 1 });
      state.dirty = true;
    },
    /**
     * The shopper changed the lines on the cart page (features/cart/cart-lines.ts says how), or
     * the catalog's current prices replaced stale ones: to be sent to the server.
     */
    linesEdited(state, action: PayloadAction<CartLine[]>) {
      state.lines = action.payload;
      state.dirty = true;
    },
    /**
     * The server's cart replaces this one (a load): it is now in sync. With `dirty`, the lines
     * are this shopper's but still to be sent (a guest cart merged after a login).
     */
    cartLoaded(state, action: PayloadAction<{ owner: string; lines: CartLine[]; dirty?: boolean }>) {
      state.lines = action.payload.lines;
      state.owner = action.payload.owner;
      state.dirty = action.payload.dirty === true;
    },
    /**
     * The server has stored these lines; unless the cart changed meanwhile (a change makes new
     * lines, an unchanged cart keeps the very same list), nothing is left to send.
     */
    cartSynced(state, action: PayloadAction<CartLine[]>) {
      if (original(state.lines) === action.payload) state.dirty = false;
    },
    /** Logout and a confirmed payment empty the cart (docs/product/rules.md). */
    clearCart() {
      return EMPTY;
    },
  },
});

export const { addToCart, linesEdited, cartLoaded, cartSynced, clearCart } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

/** The nav badge counts distinct lines, not units (docs/product/screens.md). */
export const selectCartLineCount = (state: { cart: CartState }) => state.cart.lines.length;
export const selectCartLines = (state: { cart: CartState }) => state.cart.lines;

/**
 * The cart line for one variant of a catalog product. Size and colour fall back to
 * 'Default' (docs/product/rules.md, Cart) when the variant lacks that option.
 */
export function cartLineFor(
  product: Pick<CatalogProduct, 'id' | 'handle' | 'title' | 'images'>,
  variant: Pick<CatalogVariant, 'id' | 'price' | 'selectedOptions'>,
): Omit<CartLine, 'quantity'> {
  const option = (name: string) =>
    variant.selectedOptions.find((o) => o.name.toLowerCase() === name)?.value ?? 'Default';
  return {
    id: variant.id,
    productId: product.id,
    handle: product.handle,
    title: product.title,
    image: product.images.edges[0]?.node.url ?? null,
    priceCents: amountToCents(variant.price.amount),
    size: option('size'),
    color: option('color'),
  };
}
