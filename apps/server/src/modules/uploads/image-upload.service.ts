import { IMAGE_UPLOAD_MESSAGES, MAX_IMAGE_BYTES } from '@shop/shared/uploads';
import type { Metadata } from 'sharp';
import { DomainError } from '../../lib/domain-error';

/** Longest side of a stored image: plenty for a product page or a profile picture. */
export const MAX_IMAGE_SIDE = 1600;
/**
 * Decoded size we are willing to hold in memory. A few KB of PNG can claim 20 000 x 20 000
 * pixels (1.6 GB once decoded); anything a camera or phone makes stays well below this.
 */
export const MAX_INPUT_PIXELS = 40_000_000;

export const UPLOAD_MESSAGES = {
  ...IMAGE_UPLOAD_MESSAGES,
  tooManyPixels: 'Image dimensions are too large (at most 40 megapixels).',
  unreadable: 'The image could not be read.',
} as const;

type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp';

// `data:[<type>/<subtype>][;<name>=<value>]*;base64` — what FileReader.readAsDataURL produces.
const DATA_URL_HEADER = /^data:(?:[\w.+-]+\/[\w.+-]+)?(?:;[\w.+-]+=[^;,]*)*;base64$/i;
const BASE64 = /^[A-Za-z0-9+/]+={0,2}$/;
const MAX_HEADER_LENGTH = 256;

/**
 * Turns an uploaded data URL into a WebP we are willing to serve: only the bytes decide what
 * the file is (a declared image/png may hold HTML or SVG), and only pixels survive re-encoding,
 * so no script, metadata or polyglot payload reaches the store.
 */
export async function reencodeImageDataUrl(dataUrl: string): Promise<Buffer> {
  const sharp = await loadSharp();
  const bytes = decodeDataUrl(dataUrl);
  const format = sniffImageFormat(bytes);
  if (!format) throw new DomainError(400, UPLOAD_MESSAGES.notAnImage);

  const options = {
    // Animated GIF/WebP keep their first frame only: a still picture is what a profile or
    // product image shows, and it bounds the work per upload.
    pages: 1,
    failOn: 'error',
  } as const;

  // The header alone tells the dimensions (metadata() decodes no pixels), so a decompression
  // bomb gets its own message; limitInputPixels on the decode below backs this up.
  let metadata: Metadata;
  try {
    metadata = await sharp(bytes, options).metadata();
  } catch {
    throw new DomainError(400, UPLOAD_MESSAGES.unreadable);
  }
  if (metadata.format !== format) throw new DomainError(400, UPLOAD_MESSAGES.unreadable);
  const { width, height } = metadata;
  if (!width || !height) throw new DomainError(400, UPLOAD_MESSAGES.unreadable);
  if (width * height > MAX_INPUT_PIXELS) throw new DomainError(400, UPLOAD_MESSAGES.tooManyPixels);

  try {
    // Metadata (EXIF with GPS, ICC, XMP) is dropped because withMetadata/keepMetadata is not called.
    return await sharp(bytes, { ...options, limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({ width: MAX_IMAGE_SIDE, height: MAX_IMAGE_SIDE, fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    throw new DomainError(400, UPLOAD_MESSAGES.unreadable);
  }
}

let sharpModule: Promise<typeof import('sharp')> | undefined;

/**
 * sharp and libvips load with the first upload, not with the shop: about 23 MB of memory that a
 * shop nobody is editing never needs (docs/decisions/038).
 */
function loadSharp() {
  sharpModule ??= import('sharp');
  return sharpModule.then((module) => module.default);
}

function decodeDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(',');
  if (comma === -1 || comma > MAX_HEADER_LENGTH || !DATA_URL_HEADER.test(dataUrl.slice(0, comma))) {
    throw new DomainError(400, UPLOAD_MESSAGES.notDataUrl);
  }
  const payload = dataUrl.slice(comma + 1);
  // Refuse by length before decoding: every 4 base64 characters carry 3 bytes.
  const padding = payload.endsWith('==') ? 2 : payload.endsWith('=') ? 1 : 0;
  if (Math.floor((payload.length * 3) / 4) - padding > MAX_IMAGE_BYTES) {
    throw new DomainError(413, UPLOAD_MESSAGES.tooLarge);
  }
  // Buffer.from skips characters it does not know; checking first keeps a mangled payload
  // from being half-decoded into something else.
  if (payload.length % 4 !== 0 || !BASE64.test(payload)) {
    throw new DomainError(400, UPLOAD_MESSAGES.notDataUrl);
  }
  return Buffer.from(payload, 'base64');
}

function startsWith(bytes: Buffer, signature: number[] | string, offset = 0): boolean {
  const expected = typeof signature === 'string' ? Buffer.from(signature, 'latin1') : Buffer.from(signature);
  return (
    bytes.length >= offset + expected.length &&
    bytes.subarray(offset, offset + expected.length).equals(expected)
  );
}

/** What the file really is, from its first bytes; null for anything we do not take. */
export function sniffImageFormat(bytes: Buffer): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, 'GIF87a') || startsWith(bytes, 'GIF89a')) return 'gif';
  if (startsWith(bytes, 'RIFF') && startsWith(bytes, 'WEBP', 8)) return 'webp';
  return null;
}
