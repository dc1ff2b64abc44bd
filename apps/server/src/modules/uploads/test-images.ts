import { randomBytes } from 'node:crypto';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** Test pictures, drawn by sharp itself: nothing is downloaded or checked in. */

export function toDataUrl(declaredType: string, bytes: Buffer | string): string {
  return `data:${declaredType};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** 2400 x 1200 with an ICC profile and EXIF that names a person: both must be gone after upload. */
export function widePngWithMetadata(): Promise<Buffer> {
  return sharp({ create: { width: 2400, height: 1200, channels: 3, background: '#c0392b' } })
    .withIccProfile('p3')
    .withExif({ IFD0: { Artist: 'Jane Shopper', Copyright: 'private' } })
    .png()
    .toBuffer();
}

/** Stored 300 x 200 but tagged "rotate 90°": it shows as 200 x 300. */
export function rotatedJpeg(): Promise<Buffer> {
  return sharp({ create: { width: 300, height: 200, channels: 3, background: '#2980b9' } })
    .withMetadata({ orientation: 6 })
    .jpeg()
    .toBuffer();
}

export async function animatedGif(): Promise<Buffer> {
  const frame = (background: string) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background } })
      .png()
      .toBuffer();
  return sharp([await frame('#ff0000'), await frame('#0000ff')], { join: { animated: true } })
    .gif()
    .toBuffer();
}

export function smallWebp(): Promise<Buffer> {
  return sharp({ create: { width: 64, height: 48, channels: 4, background: '#27ae6080' } })
    .webp()
    .toBuffer();
}

/** Noise does not compress, so this PNG weighs about width x height x 3 bytes. */
export function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/**
 * A valid PNG of `side` x `side` black pixels (1 bit grey): 100 megapixels for side 10 000,
 * in a few KB. Decoding it naively would take 100 MB or more.
 */
export function decompressionBombPng(side = 10_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  const row = Buffer.alloc(1 + Math.ceil(side / 8)); // filter byte + zero pixels
  const rows = Buffer.alloc(row.length * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(rows, { level: 9 })),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

export const SVG_WITH_SCRIPT =
  '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>';

export const HTML_PAGE = '<!doctype html><html><body><script>alert(document.cookie)</script></body></html>';

export const PDF_START = '%PDF-1.7\n1 0 obj\n<< /Type /Catalog >>\nendobj\n%%EOF\n';

export function isWebp(bytes: Buffer): boolean {
  return (
    bytes.subarray(0, 4).toString('latin1') === 'RIFF' && bytes.subarray(8, 12).toString('latin1') === 'WEBP'
  );
}
