import { mkdir, readdir, stat, unlink, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isStoredImageName, newImageName } from './image-name';
import type { ImageStore, StoredImage } from './image-store';

/** Files looked at per page of `list`, and how many are asked about (stat, unlink) at once. */
const LIST_PAGE = 1000;
const AT_ONCE = 64;

export function createLocalImageStore(dir: string, urlPrefix = '/uploads/'): ImageStore {
  return {
    kind: 'local',
    async save(data) {
      await mkdir(dir, { recursive: true });
      const name = newImageName();
      // 'wx': a name collision (never expected with 128 random bits) must not replace an image.
      await writeFile(path.join(dir, name), data, { flag: 'wx' });
      return `${urlPrefix}${name}`;
    },
    isOwnUrl(url) {
      return url.startsWith(urlPrefix) && isStoredImageName(url.slice(urlPrefix.length));
    },
    async *list() {
      const names = await readdir(dir).catch((error: NodeJS.ErrnoException) => {
        // No upload yet: the folder is made by the first one.
        if (error.code === 'ENOENT') return [];
        throw error;
      });
      const ours = names.filter(isStoredImageName);
      for (let at = 0; at < ours.length; at += LIST_PAGE) {
        const page = await eachLimited(ours.slice(at, at + LIST_PAGE), async (name) => {
          const stats = await stat(path.join(dir, name)).catch(gone);
          return stats?.isFile() ? { name, savedAt: stats.mtime } : null;
        });
        yield page.filter((image): image is StoredImage => image !== null);
      }
    },
    async remove(names) {
      await eachLimited(
        names.filter(isStoredImageName),
        async (name) => await unlink(path.join(dir, name)).catch(gone),
      );
    },
  };
}

/** A file deleted meanwhile (by another instance's round, say) is simply not there: null. */
function gone(error: NodeJS.ErrnoException): null {
  if (error.code === 'ENOENT') return null;
  throw error;
}

async function eachLimited<T, R>(items: readonly T[], work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let at = 0; at < items.length; at += AT_ONCE) {
    results.push(...(await Promise.all(items.slice(at, at + AT_ONCE).map(work))));
  }
  return results;
}
