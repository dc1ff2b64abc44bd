/** A product noun the drawing of its line shows; `pair` reads "a pair of" in descriptions. */
export interface Item {
  noun: string;
  type: string;
  pair?: boolean;
  /** Replaces the line's materials where they would read oddly (satin jeans). */
  materials?: readonly string[];
}

/** One design of a category: the nouns it can be sold as and the words that describe them. */
export interface Line {
  items: readonly Item[];
  materials: readonly string[];
  styles: readonly string[];
  /** Each finishes the first description sentence after a comma. */
  features: readonly string[];
  /** Price range in whole dollars; prices are spread evenly on a log scale in between. */
  price: readonly [number, number];
  /** Cosmetics are named by shade or scent; their `materials` are finishes or notes. */
  naming?: 'shade' | 'scent';
}

export interface CategoryCopy {
  lines: readonly Line[];
  occasions: readonly string[];
  care: readonly string[];
  /** Jewellery names its metal and stone, both of which follow the colour. */
  jewel?: boolean;
}

export const item = (noun: string, type: string, extra: Partial<Item> = {}): Item => ({
  noun,
  type,
  ...extra,
});
export const pair = (noun: string, type: string): Item => ({ noun, type, pair: true });
