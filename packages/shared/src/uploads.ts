// What an image upload may be, decided once for the picker in the browser and the server.

/** The largest file accepted, counted in decoded bytes (what the shopper's file weighs). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The formats accepted; the server recognises them by their bytes, not by this name. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

type ImageType = (typeof IMAGE_TYPES)[number];

const FORMAT_NAMES: Record<ImageType, string> = {
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
};

const orList = (names: readonly string[]) => `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;

/** "5 MB": the limit as every message and document writes it. */
export const MAX_IMAGE_SIZE_TEXT = `${MAX_IMAGE_BYTES / (1024 * 1024)} MB`;

/** "PNG, JPEG, WebP or GIF", in the order of IMAGE_TYPES. */
export const IMAGE_FORMATS_TEXT = orList(IMAGE_TYPES.map((type) => FORMAT_NAMES[type]));

// The picker has always named JPEG first (what most phone photos are): same formats, its own order.
const PICKER_ORDER: readonly ImageType[] = [
  'image/jpeg',
  ...IMAGE_TYPES.filter((type) => type !== 'image/jpeg'),
];
const PICKER_FORMATS_TEXT = orList(PICKER_ORDER.map((type) => FORMAT_NAMES[type]));

/** The server's answers to an upload it refuses. */
export const IMAGE_UPLOAD_MESSAGES = {
  notDataUrl: `image must be a base64 data URL of a ${IMAGE_FORMATS_TEXT} image`,
  tooLarge: `Image is too large (at most ${MAX_IMAGE_SIZE_TEXT}).`,
  notAnImage: `Only ${IMAGE_FORMATS_TEXT} images can be uploaded.`,
} as const;

/** The browser's notes on a chosen file, shown before anything is uploaded. */
export const IMAGE_FILE_MESSAGES = {
  notImage: `Please choose an image file (${PICKER_FORMATS_TEXT}).`,
  tooLarge: `The image is larger than ${MAX_IMAGE_SIZE_TEXT}. Please choose a smaller one.`,
} as const;
