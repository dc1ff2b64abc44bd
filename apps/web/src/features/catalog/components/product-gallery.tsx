import { useState } from 'react';
import { type CatalogImage, colourPicture, colourPictures } from '../colour-pictures';

export interface ProductGalleryProps {
  images: readonly CatalogImage[];
  /** The colour chosen on the page (null for a product of one colour): its pictures are shown. */
  colour: string | null;
  /** The picture's words when it has none of its own. */
  title: string;
}

/**
 * The product page's pictures of the chosen colour, opening on that colour's first own picture.
 * The page keys it by colour, so a new colour starts again on its own first picture.
 */
export function ProductGallery({ images: all, colour, title }: ProductGalleryProps) {
  const images = colourPictures(all, colour);
  const first = colourPicture(all, colour);
  const [imageIndex, setImageIndex] = useState(() => Math.max(first ? images.indexOf(first) : 0, 0));
  const image = images[imageIndex];

  return (
    <div>
      <div className="aspect-[4/5] overflow-hidden rounded-lg bg-stone-100">
        {image ? (
          <img
            src={image.url}
            alt={image.altText || title}
            width={600}
            height={750}
            className="h-full w-full object-cover"
          />
        ) : (
          <span className="flex h-full items-center justify-center text-stone-500">No Image</span>
        )}
      </div>
      {images.length > 1 && (
        <ul className="mt-4 grid grid-cols-4 gap-3">
          {images.map((thumb, index) => (
            <li key={thumb.url}>
              <button
                type="button"
                onClick={() => setImageIndex(index)}
                aria-label={`Show image ${index + 1} of ${images.length}`}
                aria-pressed={index === imageIndex}
                className={`block aspect-[4/5] w-full overflow-hidden rounded-md border-2 ${
                  index === imageIndex ? 'border-rose-800' : 'border-transparent hover:border-stone-300'
                }`}
              >
                <img src={thumb.url} alt="" width={120} height={150} className="h-full w-full object-cover" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
