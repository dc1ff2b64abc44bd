import { IMAGE_FILE_MESSAGES, IMAGE_TYPES, MAX_IMAGE_BYTES } from '@shop/shared/uploads';
import { api } from './api';

/*
 * Image uploads for the profile picture now and product images later. The server re-encodes
 * whatever it accepts; these checks, with the server's own limits, only spare a shopper a slow
 * upload that would be refused.
 */

export const IMAGE_ACCEPT = IMAGE_TYPES.join(',');

/** Why a chosen file cannot be uploaded, or null when it can. */
export function imageFileProblem(file: Pick<File, 'type' | 'size'>): string | null {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return IMAGE_FILE_MESSAGES.notImage;
  if (file.size > MAX_IMAGE_BYTES) return IMAGE_FILE_MESSAGES.tooLarge;
  return null;
}

export function readFileAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('Could not read the file'));
    reader.readAsDataURL(file);
  });
}

const uploadApi = api.injectEndpoints({
  endpoints: (build) => ({
    uploadImage: build.mutation<{ message: string; data: string }, string>({
      // /uploadImage is not under /api (docs/product/api.md); an absolute URL skips the base.
      query: (image) => ({
        url: `${globalThis.location?.origin ?? ''}/uploadImage`,
        method: 'POST',
        body: { image },
      }),
    }),
  }),
});

export const { useUploadImageMutation } = uploadApi;
