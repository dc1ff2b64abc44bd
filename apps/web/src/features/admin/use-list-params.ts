import { useSearchParams } from 'react-router';

/**
 * An admin list's page, search and filters, kept in the address so a list can be shared and Back
 * returns to it. `change` sets the given keys (an empty value removes one) and keeps the rest.
 */
export function useListParams() {
  const [params, setParams] = useSearchParams();
  const change = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setParams(next);
  };
  return {
    params,
    page: Math.max(1, Number(params.get('page')) || 1),
    search: params.get('search') ?? '',
    change,
  };
}
