import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { CatalogProduct, CatalogVariant } from '@shop/shared/catalog-schemas';
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
}

export const CART_STORAGE_KEY = 'velora.cart';

export function loadStoredCart(storage: Pick<Storage, 'getItem'> | undefined): CartState {
  try {
    const raw = storage?.getItem(CART_STORAGE_KEY);
    const lines = raw ? (JSON.parse(raw) as unknown) : [];
    return { lines: Array.isArray(lines) ? (lines as CartLine[]) : [] };
  } catch {
    // A damaged stored cart must not keep the shop from loading.
    return { lines: [] };
  }
}

const cartSlice = createSlice({
  name: 'cart',
  initialState: { lines: [] } as CartState,
  reducers: {
    addToCart(state, action: PayloadAction<Omit<CartLine, 'quantity'>>) {
      const existing = state.lines.find((line) => line.id === action.payload.id);
      if (existing) existing.quantity += 1;
      else state.lines.push({ ...action.payload, quantity: 1 });
    },
    /** Logout and a confirmed payment empty the cart (docs/product/rules.md). */
    clearCart(state) {
      state.lines = [];
    },
  },
});

export const { addToCart, clearCart } = cartSlice.actions;
export const cartReducer = cartSlice.reducer;

/** The nav badge counts distinct lines, not units (docs/product/screens.md). */
export const selectCartLineCount = (state: { cart: CartState }) => state.cart.lines.length;

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
