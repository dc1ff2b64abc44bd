import { LOW_STOCK_MAIL_LIMITS, type ProductThreshold } from '@shop/shared/catalog/low-stock-schemas';
import { type RefObject, useRef, useState } from 'react';
import { useLowStockSettingsQuery } from '@/features/admin/settings/api/low-stock-api';
import { apiErrorMessage, apiFieldErrors } from '@/lib/api-error';
import { useGetProductThresholdQuery, useSaveProductThresholdMutation } from '../api/product-threshold-api';

export const THRESHOLD_NOT_A_NUMBER = `Enter a whole number of units from 0 to ${LOW_STOCK_MAIL_LIMITS.maxThreshold}, or leave it empty.`;
const SAVE_FAILED = 'The low-stock alert could not be saved. Please try again.';

/** What was typed as the server takes it: empty is the shop's number (null); undefined is no number. */
function thresholdOf(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  const units = Number(trimmed);
  return units <= LOW_STOCK_MAIL_LIMITS.maxThreshold ? units : undefined;
}

/** The product's own low-stock number on its edit form: read, typed, checked and saved apart from the product. */
export interface ProductThresholdField {
  /** The input's text: the saved number (empty for the shop's) until something is typed. */
  text: string;
  type: (text: string) => void;
  /** Not read yet: the input waits. */
  loading: boolean;
  /** Not readable: nothing is offered or sent. */
  unavailable: boolean;
  /** The shop's number, which an empty field means; undefined while unknown. */
  shopThreshold: number | undefined;
  error: string | null;
  /** Something other than the saved number is typed. */
  changed: boolean;
  /** Marks the field when what is typed is no number the server takes; true when it may be sent. */
  check: () => boolean;
  /**
   * Sends what is typed when it changed; true once nothing is left unsaved. A refusal is said
   * under the field, which takes the focus so it is seen.
   */
  save: () => Promise<boolean>;
  inputRef: RefObject<HTMLInputElement | null>;
}

export function useProductThreshold(productId: string): ProductThresholdField {
  const read = useGetProductThresholdQuery(productId);
  const shop = useLowStockSettingsQuery();
  const [send] = useSaveProductThresholdMutation();
  /** The answer to the last save, newer than what was read. */
  const [saved, setSaved] = useState<ProductThreshold | null>(null);
  /** What the owner typed; null while they have typed nothing since the last save. */
  const [typed, setTyped] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const inputRef = useRef<HTMLInputElement>(null);

  const current = saved ?? read.data;
  const text = typed ?? (current?.threshold == null ? '' : String(current.threshold));
  const changed = current !== undefined && typed !== null && thresholdOf(typed) !== current.threshold;

  const check = () => {
    const fine = !changed || thresholdOf(text) !== undefined;
    setError(fine ? null : THRESHOLD_NOT_A_NUMBER);
    return fine;
  };

  const save = async () => {
    if (!changed) return true;
    const threshold = thresholdOf(text);
    if (threshold === undefined) {
      setError(THRESHOLD_NOT_A_NUMBER);
      return false;
    }
    try {
      setSaved(await send({ productId, threshold }).unwrap());
      setTyped(null);
      setError(null);
      return true;
    } catch (refusal) {
      setError(
        apiFieldErrors(refusal).find((field) => field.field === 'threshold')?.message ??
          apiErrorMessage(refusal) ??
          SAVE_FAILED,
      );
      inputRef.current?.focus();
      return false;
    }
  };

  return {
    text,
    type: setTyped,
    loading: read.isLoading,
    unavailable: read.isError,
    shopThreshold: shop.data?.threshold,
    error,
    changed,
    check,
    save,
    inputRef,
  };
}
