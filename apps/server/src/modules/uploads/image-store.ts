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
}
