import { matchClientRoute } from '@shop/shared/client-routes';
import type { Db } from '../../db/client';
import type { PageHead } from '../../lib/http/page-head';
import {
  type CatalogMemo,
  categoryMovedTo,
  getProduct,
  listCategories,
  productSearchHead,
  shopCategoryByHandle,
} from '../catalog';
import { reviewSnippet } from '../reviews';

const SHOP = 'Velora';

function clip(text: string, max = 160): string {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= max ? plain : `${plain.slice(0, max - 1).replace(/\s+\S*$/, '')}…`;
}

export interface PageAnswer {
  status: number;
  head: PageHead;
}

/**
 * The status and head of a storefront URL, for crawlers and link previews: a product or a
 * category gets its own, an address the web app has no page for a 404 (the app then shows its
 * not-found page). Null for every other page, which gets the shop's own head from index.html.
 */
export async function describePage(db: Db, pathname: string, base: string): Promise<PageAnswer | null> {
  if (!matchClientRoute(pathname)) return PAGE_NOT_FOUND;
  const product = /^\/shop\/([^/]+)\/?$/i.exec(pathname);
  if (product?.[1]) return describeProduct(db, decodeURIComponent(product[1]), base);
  const category = CATEGORY_PATH.exec(pathname);
  if (category?.[1]) return describeCategory(db, decodeURIComponent(category[1]), base);
  return null;
}

const PAGE_NOT_FOUND: PageAnswer = {
  status: 404,
  head: { title: `Page not found — ${SHOP}`, description: "We couldn't find the page you were looking for." },
};

async function describeProduct(db: Db, handleOrId: string, base: string): Promise<PageAnswer> {
  // Active products only: a draft or archived one is not in the shop for crawlers either.
  const product = handleOrId.length <= 200 ? await getProduct(db, handleOrId) : null;
  if (!product) {
    return {
      status: 404,
      head: { title: `Product not found — ${SHOP}`, description: 'This product is not in our shop.' },
    };
  }
  const url = `${base}/shop/${encodeURIComponent(product.handle)}`;
  // The owner's own search-engine head (a Shopify import's SEO Title and SEO Description) first.
  const own = await productSearchHead(db, product.id);
  const description = clip(own.description ?? product.description);
  const image = product.images.edges[0]?.node.url;
  const price = product.priceRange.minVariantPrice;
  // A few of the newest reviews are enough for a search result's stars and snippet.
  const reviews = await reviewSnippet(db, product.id, 3);
  const inStock = product.variants.edges.some(({ node }) => node.availableForSale);
  const jsonLd = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    description,
    url,
    ...(image ? { image: new URL(image, `${base}/`).toString() } : {}),
    brand: { '@type': 'Brand', name: SHOP },
    offers: {
      '@type': 'Offer',
      url,
      price: price.amount,
      priceCurrency: price.currencyCode,
      availability: `https://schema.org/${inStock ? 'InStock' : 'OutOfStock'}`,
    },
    ...(reviews
      ? {
          aggregateRating: {
            '@type': 'AggregateRating',
            ratingValue: reviews.average,
            reviewCount: reviews.count,
            bestRating: 5,
            worstRating: 1,
          },
          review: reviews.reviews.map((review) => ({
            '@type': 'Review',
            author: { '@type': 'Person', name: review.username },
            datePublished: review.createdAt.slice(0, 10),
            reviewBody: review.comment,
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
  return {
    status: 200,
    head: {
      title: own.title ?? `${product.title} — ${SHOP}`,
      description,
      canonical: url,
      properties: [
        ['og:type', 'product'],
        ['og:site_name', SHOP],
        ['og:title', product.title],
        ['og:description', description],
        ['og:url', url],
        ...(image ? ([['og:image', new URL(image, `${base}/`).toString()]] as [string, string][]) : []),
        ['product:price:amount', price.amount],
        ['product:price:currency', price.currencyCode],
        ['twitter:card', 'summary_large_image'],
      ],
      jsonLd,
    },
  };
}

const CATEGORY_PATH = /^\/categories\/([^/]+)\/?$/i;

/**
 * Where the old address of a renamed or deleted category leads now (its page answers 301 there),
 * or null for any other address.
 */
export async function movedPage(db: Db, pathname: string, memo?: CatalogMemo): Promise<string | null> {
  const match = CATEGORY_PATH.exec(pathname);
  if (!match?.[1]) return null;
  const handle = safeDecode(match[1])?.toLowerCase();
  if (!handle || handle.length > 200) return null;
  const to = await categoryMovedTo(db, handle, memo);
  return to === null ? null : `/categories/${encodeURIComponent(to)}`;
}

function safeDecode(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

async function describeCategory(db: Db, name: string, base: string): Promise<PageAnswer> {
  const found = name.length <= 200 ? await shopCategoryByHandle(db, name.toLowerCase()) : null;
  if (!found) {
    return {
      status: 404,
      head: { title: `Category not found — ${SHOP}`, description: 'This category is not in our shop.' },
    };
  }
  const stocked = (await listCategories(db)).categories.includes(found.handle);
  const title = `${found.name} — ${SHOP}`;
  const description =
    stocked && found.description ? found.description : `${found.name} at ${SHOP}. New pieces arrive soon.`;
  const url = `${base}/categories/${encodeURIComponent(found.handle)}`;
  return {
    status: 200,
    head: {
      title,
      description,
      canonical: url,
      properties: [
        ['og:type', 'website'],
        ['og:site_name', SHOP],
        ['og:title', title],
        ['og:description', description],
        ['og:url', url],
        ['twitter:card', 'summary'],
      ],
    },
  };
}
