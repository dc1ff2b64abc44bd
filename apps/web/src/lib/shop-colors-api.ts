// colors.ts, not variant-labels.ts: this list is on every page, and the size charts that the
// latter brings along are not (docs/benchmarks.md, home page JS).
import { colorLabel, FAMILY_SWATCHES, type ShopColor } from '@shop/shared/catalog/colors';
import { useMemo } from 'react';
import { api } from './api';

// The shop's colours (GET /api/colors): their names as the owner writes them and their swatches,
// read by cards, the product page, the cart and the admin's forms alike. The owner's changes
// invalidate 'Colors' (docs/product/rules.md, Colours).
const shopColorsApi = api.enhanceEndpoints({ addTagTypes: ['Colors'] }).injectEndpoints({
  endpoints: (build) => ({
    shopColors: build.query<{ colors: ShopColor[] }, void>({
      query: () => '/colors',
      providesTags: ['Colors'],
    }),
  }),
});

export const { useShopColorsQuery } = shopColorsApi;

/** A grey dot for a colour the shop does not know (yet). */
const UNKNOWN_SWATCH = '#d6d3d1';

export interface ShopColors {
  list: ShopColor[];
  loaded: boolean;
  find(name: string): ShopColor | undefined;
  /** The shop's spelling of a colour ('navy' → 'Navy'), as it stores it ('gold' stays 'gold'). */
  nameOf(name: string): string;
  /** 'Navy', 'Gold': the shop's spelling with a capital, whatever case `name` is in; every page prints colours so. */
  labelOf(name: string): string;
  /** The colour's own swatch, else its family's. */
  swatchOf(name: string): string;
}

/** The shop's colours with the lookups pages need; names are matched in any case. */
export function useShopColors(): ShopColors {
  const { data } = useShopColorsQuery();
  return useMemo(() => {
    const list = data?.colors ?? [];
    const byName = new Map(list.map((color) => [color.name.toLowerCase(), color]));
    const find = (name: string) => byName.get(name.toLowerCase());
    return {
      list,
      loaded: data !== undefined,
      find,
      nameOf: (name) => find(name)?.name ?? name,
      labelOf: (name) => colorLabel(find(name)?.name ?? name),
      swatchOf: (name) => {
        const color = find(name);
        const family = (color?.family ?? name.toLowerCase()) as keyof typeof FAMILY_SWATCHES;
        return color?.swatch ?? FAMILY_SWATCHES[family] ?? UNKNOWN_SWATCH;
      },
    };
  }, [data]);
}
