import { useState } from 'react';

interface Selection {
  /** The products chosen one by one… */
  ids: string[];
  /** …or every product matching the filter. */
  all: boolean;
}

/**
 * The products the owner selected. A new filter starts afresh, so an action never goes to
 * products chosen from another list; paging keeps the choice.
 */
export function useProductSelection(filterKey: string) {
  const empty: Selection = { ids: [], all: false };
  const [state, setState] = useState<Selection & { key: string }>({ key: filterKey, ...empty });
  const current = state.key === filterKey ? state : empty;
  const set = (next: Selection) => setState({ key: filterKey, ...next });
  return {
    ...current,
    selectAll: () => set({ ids: [], all: true }),
    clear: () => set(empty),
    /** Unticking one of all matching leaves the rest of the page ticked. */
    toggle: (id: string, checked: boolean, pageIds: string[]) => {
      const ids = current.all ? pageIds : current.ids;
      set({ ids: checked ? [...new Set([...ids, id])] : ids.filter((known) => known !== id), all: false });
    },
    setPage: (pageIds: string[], checked: boolean) => {
      const others = current.all ? [] : current.ids.filter((id) => !pageIds.includes(id));
      set({ ids: checked ? [...others, ...pageIds] : others, all: false });
    },
  };
}
