import { BACKGROUND_LOCKS, runAlone } from '../../db/background-lock';
import type { Db } from '../../db/client';
import type { ImageStore, UploadNamesQuery } from './image-store';
import { uploadNamesQuery } from './uploads.queries';

/** How long an upload nothing uses is kept when UPLOAD_CLEANUP_GRACE_MINUTES is unset. */
export const DEFAULT_UPLOAD_GRACE_SECONDS = 3600;
/** How often a round runs: an unused upload goes between its grace period and that plus this. */
export const UNUSED_UPLOADS_EVERY_MS = 15 * 60_000;
/** Deleted per round at most, so that its transaction stays short; the rest go next round. */
const MAX_DELETED_PER_ROUND = 1000;

/** Which of the asked-about upload names one column (profile pictures, product pictures…) uses. */
export type UploadsInUse = (db: Db, uploads: UploadNamesQuery) => Promise<string[]>;

export interface UnusedUploadsDeps {
  db: Db;
  store: Pick<ImageStore, 'list' | 'remove'>;
  /** How long an upload is kept before anything is asked about it (UPLOAD_CLEANUP_GRACE_MINUTES). */
  graceSeconds: number;
  /**
   * Every column that can hold an upload's URL, one query each, asked in this order about the
   * names the earlier ones did not claim. The modules that own those columns answer; the app
   * gives their list, so that uploads, below them, imports none of them.
   */
  whereUsed: readonly UploadsInUse[];
}

/**
 * Deletes the uploads no row uses any more and that were written more than the grace period
 * before `now`: a replaced profile picture, a product's removed pictures or a deleted product's,
 * an upload never attached, the pictures of an import that failed. Returns how many went, or
 * null when another instance holds the lock this round.
 *
 * The store is listed first, outside any transaction (listing a bucket takes a while, and the
 * embedded database has one connection); the rows are asked about and the files deleted inside
 * one instance's lock. The grace period is what keeps a fresh upload, not yet saved with its
 * profile or product, from being taken for an unused one (docs/decisions/036).
 */
export async function collectUnusedUploads(
  deps: UnusedUploadsDeps,
  now = new Date(),
): Promise<number | null> {
  const writtenBefore = now.getTime() - deps.graceSeconds * 1000;
  const old: string[] = [];
  for await (const page of deps.store.list()) {
    for (const image of page) if (image.savedAt.getTime() <= writtenBefore) old.push(image.name);
  }
  if (old.length === 0) return 0;
  let deleted = 0;
  const ran = await runAlone(deps.db, BACKGROUND_LOCKS.collectUnusedUploads, async (tx) => {
    let unused = old;
    for (const usedAmong of deps.whereUsed) {
      const used = new Set(await usedAmong(tx, uploadNamesQuery(unused)));
      unused = unused.filter((name) => !used.has(name));
      if (unused.length === 0) return;
    }
    const doomed = unused.slice(0, MAX_DELETED_PER_ROUND);
    await deps.store.remove(doomed);
    deleted = doomed.length;
  });
  return ran ? deleted : null;
}
