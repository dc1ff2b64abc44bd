import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isStoredImageName, newImageName } from './image-name';
import type { ImageStore } from './image-store';

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
  };
}
