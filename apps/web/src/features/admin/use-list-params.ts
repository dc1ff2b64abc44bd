import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router';

/**
 * An admin list's page, search and filters, kept in the address so a list can be shared and Back
 * and reload return to it. `change` sets the given keys (an empty value removes one) and keeps the
 * rest; `replace` changes the address without a new history entry.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  // Two changes before the list renders again (a category, then a sort, picked at once) must
  // build on each other: the second starts from the first's address, not from this render's.
  // Only a new address replaces the pending one: a render for other state (a choice's own
  // useState) can come before the first change's address lands, and must not undo it.
  const latest = useRef(params);
  const seen = useRef(params);
  if (seen.current !== params) {
    seen.current = params;
    latest.current = params;
  }
  const change = (changes: Record<string, string>, { replace = false } = {}) => {
    const next = new URLSearchParams(latest.current);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    latest.current = next;
    setParams(next, { replace });
  };
  return {
    params,
    page: Math.max(1, Math.floor(Number(params.get('page'))) || 1),
    search: params.get('search') ?? '',
    change,
  };
}

/** A value of the address only when it is one of `values`; anything else reads as no filter. */
export function oneOf<T extends string>(values: readonly T[], value: string | null): T | undefined {
  return values.find((known) => known === value);
}

/**
 * A page past the end is answered with the last page (docs/product/api.md): the address then
 * names the page shown, in place of the one asked for, so Back does not return to the empty one.
 */
export function useAnsweredPage(
  { page, change }: Pick<ReturnType<typeof useListParams>, 'page' | 'change'>,
  answered: number | undefined,
) {
  useEffect(() => {
    if (answered !== undefined && answered !== page) {
      change({ page: answered === 1 ? '' : String(answered) }, { replace: true });
    }
  });
}
