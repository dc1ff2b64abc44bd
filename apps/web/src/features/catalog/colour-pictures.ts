import type { CatalogProduct } from '@shop/shared/catalog/catalog-schemas';

export type CatalogImage = CatalogProduct['images']['edges'][number]['node'];

const pictureColour = (image: CatalogImage) => image.color?.toLowerCase() ?? null;

/**
 * The pictures shown for a colour, in order: its own and those shown whatever the colour (no
 * colour). A product none of whose pictures has a colour (every product from before pictures had
 * one) shows them all, and so does a colour with nothing to show: any picture beats "No Image".
 */
export function colourPictures(images: readonly CatalogImage[], colour: string | null): CatalogImage[] {
  const wanted = colour?.toLowerCase();
  if (!wanted || images.every((image) => pictureColour(image) === null)) return [...images];
  const shown = images.filter((image) => {
    const own = pictureColour(image);
    return own === null || own === wanted;
  });
  return shown.length > 0 ? shown : [...images];
}

/**
 * The picture a colour is shown by: its own first picture, as a shopper who picked green expects
 * to see green even when the pictures of every colour come first; else the first it shows.
 */
export function colourPicture(
  images: readonly CatalogImage[],
  colour: string | null,
): CatalogImage | undefined {
  const wanted = colour?.toLowerCase();
  return (
    images.find((image) => wanted && pictureColour(image) === wanted) ?? colourPictures(images, colour)[0]
  );
}
