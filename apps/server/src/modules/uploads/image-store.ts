import type { AnyColumn, SQL } from 'drizzle-orm';

/**
 * Where uploaded images live: a folder under DATA_DIR, or S3-compatible storage when S3_* is
 * set. Other modules only store the URLs it hands out.
 */
export interface ImageStore {
  readonly kind: 'local' | 's3';
  /** Stores a re-encoded WebP image under a new random name and returns its public URL. */
  save(data: Buffer): Promise<string>;
  /** Whether a URL points at an image this store handed out (profiles may only use those). */
  isOwnUrl(url: string): boolean;
  /**
   * Every image it holds, a page at a time, with when it was written: what the cleanup of
   * unused uploads looks through (unused-uploads.service.ts). Only names `save` makes are listed.
   */
  list(): AsyncIterable<StoredImage[]>;
  /** Deletes images by file name; one already gone is no error. */
  remove(names: readonly string[]): Promise<void>;
}

export interface StoredImage {
  /** The file name, the last part of its URL (image-name.ts). */
  name: string;
  savedAt: Date;
}

/**
 * Some stored uploads, as SQL for the query of a module whose rows hold their URLs (the cleanup
 * of unused uploads, unused-uploads.service.ts): `name` reads the stored name a URL ends with,
 * `asked` tells whether that name is one of those looked for. Each module keeps its own tables;
 * only this module knows what its URLs look like.
 */
export interface UploadNamesQuery {
  name(url: AnyColumn): SQL<string>;
  asked(url: AnyColumn): SQL;
}
