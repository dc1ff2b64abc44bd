import { MAX_IMAGE_BYTES } from '@shop/shared/uploads';
import { reencodeImageDataUrl } from '../../uploads';
import type { CsvProductRow } from './product-csv.queries';
import { fetchPicture, pictureNotFetched } from './product-csv-picture-fetch';
import type { PlannedProduct, Problems, ShopPicture } from './product-csv-plan';

// The pictures a CSV import gives its products: the shop's own addresses kept, other sites'
// fetched from the public internet (product-csv-picture-fetch.ts) and stored like uploads, each
// address once for the whole import, a few at a time.

const FETCH_TIMEOUT_MS = 10_000;
const FETCHES_AT_ONCE = 4;

/** Where pictures fetched from other sites go: the uploads' image store. */
export interface CsvImageStore {
  save(data: Buffer): Promise<string>;
  isOwnUrl(url: string): boolean;
}

/** A picture of another site as the pass before the transaction left it: stored, or why not. */
export type FetchedPicture = { url: string } | { problem: string };

export class CsvPictures {
  constructor(
    private readonly deps: {
      images: CsvImageStore;
      /** The shop's address (PUBLIC_URL or the request's): its absolute picture URLs are its own. */
      baseUrl: string;
      fetchTimeoutMs?: number;
      /** Whether pictures may come from this machine or a private network (tests only). */
      fetchesPrivateHosts?: boolean;
    },
    private readonly options: { dryRun: boolean; skipImages: boolean },
    private readonly problems: Problems,
    /** Other sites' pictures by address, fetched by the first pass or this one. */
    private readonly fetched: Map<string, FetchedPicture>,
  ) {}

  /**
   * The product's pictures as they will be stored, or undefined to leave the product's as they
   * are. One that could not be fetched is left out, with a warning on its line, and the product
   * marked to come in as a draft. The shop's own addresses are
   * kept (as paths); another site's are fetched and stored like uploads, but only for a product
   * without pictures: re-importing a Shopify file does not fetch them all again.
   */
  async forProduct(
    plan: PlannedProduct,
    current: CsvProductRow | undefined,
  ): Promise<ShopPicture[] | undefined> {
    if (this.options.skipImages) return current ? undefined : [];
    if (plan.images.length === 0) return current ? undefined : [];
    const own = plan.images.map((image) => this.ownUrl(image.src));
    if (current && current.images.length > 0 && own.some((url) => url === null)) return undefined;
    const urls = await mapLimited(plan.images, FETCHES_AT_ONCE, async (image, i) => {
      const kept = own[i];
      if (kept) return kept;
      const picture = this.fetched.get(image.src) ?? (await this.fetchOnce(image.src));
      if ('url' in picture) return picture.url;
      // A picture on a site the shop cannot reach does not stop the catalog coming in: the
      // product comes without it, as a draft, and publishing it then asks for a picture.
      this.problems.warn(
        image.line,
        'Image Src',
        `${picture.problem} The product comes in as a draft without it.`,
      );
      return null;
    });
    if (urls.some((url) => url === null)) plan.pictureMissing = true;
    return plan.images.flatMap((image, i) => {
      const url = urls[i];
      return url ? [{ url, alt: image.alt, color: image.color }] : [];
    });
  }

  /**
   * Fetches and stores a picture of another site, once per address for the whole import. A dry
   * run checks it but stores nothing.
   */
  private async fetchOnce(src: string): Promise<FetchedPicture> {
    let picture: FetchedPicture;
    try {
      const webp = await this.fetchPicture(src);
      picture = { url: this.options.dryRun ? src : await this.deps.images.save(webp) };
    } catch {
      // One sentence whatever went wrong: the reason would tell a file what lies behind an address.
      picture = { problem: pictureNotFetched(src) };
    }
    this.fetched.set(src, picture);
    return picture;
  }

  /** The shop's own address for a picture (a path when on its own host), or null for another site's. */
  private ownUrl(src: string): string | null {
    if (src.startsWith('/') && !src.startsWith('//')) return src;
    if (this.deps.images.isOwnUrl(src)) return src;
    try {
      const url = new URL(src);
      if (url.origin === new URL(this.deps.baseUrl).origin) return `${url.pathname}${url.search}`;
    } catch {
      // Not an address: fetching it says so.
    }
    return null;
  }

  private async fetchPicture(src: string): Promise<Buffer> {
    const bytes = await fetchPicture(src, {
      timeoutMs: this.deps.fetchTimeoutMs ?? FETCH_TIMEOUT_MS,
      maxBytes: MAX_IMAGE_BYTES,
      ...(this.deps.fetchesPrivateHosts ? { allows: () => true } : {}),
    });
    return reencodeImageDataUrl(`data:application/octet-stream;base64,${bytes.toString('base64')}`);
  }
}

async function mapLimited<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lanes = Array.from({ length: Math.min(limit, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i] as T, i);
    }
  });
  await Promise.all(lanes);
  return results;
}
