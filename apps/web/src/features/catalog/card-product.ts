import type {
  CatalogProduct,
  CatalogVariant,
  ProductListResponse,
} from '@shop/shared/catalog/catalog-schemas';

/** What a card needs of a size: to name it, tell its stock and put it in the cart. */
export type CardVariant = Pick<
  CatalogVariant,
  'id' | 'price' | 'availableForSale' | 'quantityAvailable' | 'selectedOptions'
>;

/**
 * What a product card shows and adds to the cart from. A listing's products are this (the API
 * answers whole products; the page the server renders embeds only this much of them).
 */
export type CardProduct = Pick<
  CatalogProduct,
  'id' | 'handle' | 'title' | 'color' | 'averageRating' | 'reviewCount' | 'priceRange' | 'compareAtPrice'
> & {
  /** At least each colour's first picture and the first one shown whatever the colour. */
  images: CatalogProduct['images'];
  variants: { edges: { node: CardVariant }[] };
};

/** A page of a listing, as cards. */
export type CardList = Omit<ProductListResponse, 'products'> & { products: CardProduct[] };

/**
 * A product cut to its card: no descriptions, and only the pictures a card can show (the first
 * of each colour, and the first without one: colour-pictures.ts picks the same from these as
 * from all). A server-rendered listing embeds its answer for the browser to hydrate from
 * (docs/decisions/025); whole products made a page of 20 dresses 80 KB of JSON.
 */
export function cardProduct(product: CatalogProduct): CardProduct {
  const { id, handle, title, color, averageRating, reviewCount, priceRange, compareAtPrice } = product;
  const colours = new Set<string | null>();
  const images = product.images.edges.filter(({ node }) => {
    const colour = node.color?.toLowerCase() ?? null;
    if (colours.has(colour)) return false;
    colours.add(colour);
    return true;
  });
  const variants = product.variants.edges.map(({ node }) => ({
    node: {
      id: node.id,
      price: node.price,
      availableForSale: node.availableForSale,
      quantityAvailable: node.quantityAvailable,
      selectedOptions: node.selectedOptions,
    },
  }));
  return {
    id,
    handle,
    title,
    color,
    averageRating,
    reviewCount,
    priceRange,
    compareAtPrice,
    images: { edges: images },
    variants: { edges: variants },
  };
}

/** A listing's answer with its products cut to cards. */
export const cardList = (answer: ProductListResponse): CardList => ({
  ...answer,
  products: answer.products.map(cardProduct),
});
