import { describe, expect, it } from 'vitest';
import { IMAGE_FILE_MESSAGES, IMAGE_UPLOAD_MESSAGES, MAX_IMAGE_BYTES } from './uploads';

describe('upload limits in words', () => {
  it('writes the limit and the formats the way shoppers have always read them', () => {
    expect(MAX_IMAGE_BYTES).toBe(5 * 1024 * 1024);
    expect(IMAGE_UPLOAD_MESSAGES).toEqual({
      notDataUrl: 'image must be a base64 data URL of a PNG, JPEG, WebP or GIF image',
      tooLarge: 'Image is too large (at most 5 MB).',
      notAnImage: 'Only PNG, JPEG, WebP or GIF images can be uploaded.',
    });
    expect(IMAGE_FILE_MESSAGES).toEqual({
      notImage: 'Please choose an image file (JPEG, PNG, WebP or GIF).',
      tooLarge: 'The image is larger than 5 MB. Please choose a smaller one.',
    });
  });
});
