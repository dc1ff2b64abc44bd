// What an image upload may be, decided once for the picker in the browser and the server.

/** The largest file accepted, counted in decoded bytes (what the shopper's file weighs). */
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** The formats accepted; the server recognises them by their bytes, not by this name. */
export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
