import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { DISCOUNT_CODE_PATTERN } from '@shop/shared/promotions/discount-code-pattern';
import { cartLoaded, clearCart, linesEdited } from './cart';

/**
 * The discount code the shopper applied, kept from the cart page to the checkout step
 * (features/cart). Only the code: what it takes off is asked of the server for the lines and
 * delivery of the moment (POST /api/discounts/preview), which is what checkout charges.
 */
export interface DiscountCodeState {
  /** As the server names it (upper case); null: none applied. */
  code: string | null;
  /** Why the code last tried no longer applies, shown under the code's field; null: nothing to say. */
  refusal: string | null;
}

const NONE: DiscountCodeState = { code: null, refusal: null };

/** Kept beside the cart, so a reload or a return from the payment page keeps the code applied. */
export const DISCOUNT_CODE_STORAGE_KEY = 'velora.discount-code';

/**
 * The code applied before the page loaded, if any. Only its text: the cart and checkout ask the
 * server about it again before showing what it takes off, and drop it if it no longer applies.
 */
export function loadStoredDiscountCode(storage: Pick<Storage, 'getItem'> | undefined): DiscountCodeState {
  try {
    const stored: unknown = JSON.parse(storage?.getItem(DISCOUNT_CODE_STORAGE_KEY) ?? 'null');
    return typeof stored === 'string' && DISCOUNT_CODE_PATTERN.test(stored) && stored.length <= 100
      ? { code: stored, refusal: null }
      : NONE;
  } catch {
    return NONE;
  }
}

const discountCodeSlice = createSlice({
  name: 'discountCode',
  initialState: NONE,
  reducers: {
    discountApplied(_state, action: PayloadAction<string>) {
      return { code: action.payload, refusal: null };
    },
    /** The shopper removed it (no refusal), or the server refused it for the cart as it is now. */
    discountDropped(_state, action: PayloadAction<string | null>) {
      return { code: null, refusal: action.payload };
    },
  },
  extraReducers: (builder) => {
    // A paid order, a logout or an emptied cart leaves nothing for the code to apply to.
    builder.addCase(clearCart, () => NONE);
    builder.addMatcher(
      (action) => cartLoaded.match(action) || linesEdited.match(action),
      (state, action) => {
        const lines = cartLoaded.match(action) ? action.payload.lines : (action.payload as unknown[]);
        return lines.length === 0 ? NONE : state;
      },
    );
  },
});

export const { discountApplied, discountDropped } = discountCodeSlice.actions;
export const discountCodeReducer = discountCodeSlice.reducer;

export const selectDiscountCode = (state: { discountCode: DiscountCodeState }) => state.discountCode;
