import { MAX_IMAGE_BYTES } from '@shop/shared/uploads';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { DomainError } from '../../lib/domain-error';
import { reencodeImageDataUrl, sniffImageFormat, UPLOAD_MESSAGES } from './image-upload.service';
import {
  animatedGif,
  decompressionBombPng,
  HTML_PAGE,
  isWebp,
  PDF_START,
  rotatedJpeg,
  SVG_WITH_SCRIPT,
  smallWebp,
  toDataUrl,
  widePngWithMetadata,
} from './test-images';

async function refusal(dataUrl: string): Promise<{ statusCode: number; message: string }> {
  const error = await reencodeImageDataUrl(dataUrl).then(
    () => null,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(DomainError);
  const { status, message } = error as DomainError;
  return { statusCode: status, message };
}

describe('reencodeImageDataUrl', () => {
  it('shrinks a large PNG to 1600 px on its longest side, keeps the aspect and drops EXIF and ICC', async () => {
    const out = await reencodeImageDataUrl(toDataUrl('image/png', await widePngWithMetadata()));
    expect(isWebp(out)).toBe(true);
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 1600, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
  });

  it('applies the EXIF orientation of a JPEG and never enlarges a small image', async () => {
    const out = await reencodeImageDataUrl(toDataUrl('image/jpeg', await rotatedJpeg()));
    const meta = await sharp(out).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(meta.orientation).toBeUndefined();
  });

  it('keeps only the first frame of an animated GIF', async () => {
    const out = await reencodeImageDataUrl(toDataUrl('image/gif', await animatedGif()));
    const meta = await sharp(out, { animated: true }).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 });
    expect(meta.pages ?? 1).toBe(1);
    const { dominant } = await sharp(out).stats();
    expect(dominant).toMatchObject({ r: expect.any(Number), b: expect.any(Number) });
    expect(dominant.r).toBeGreaterThan(dominant.b);
  });

  it('re-encodes a WebP', async () => {
    const out = await reencodeImageDataUrl(toDataUrl('image/webp', await smallWebp()));
    expect(await sharp(out).metadata()).toMatchObject({ format: 'webp', width: 64, height: 48 });
  });

  it('goes by the bytes, not the declared type', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    for (const declared of ['image/gif', 'application/octet-stream', 'text/plain']) {
      expect(isWebp(await reencodeImageDataUrl(toDataUrl(declared, png)))).toBe(true);
    }
    // FileReader leaves the type out for files it cannot name.
    expect(isWebp(await reencodeImageDataUrl(`data:;base64,${png.toString('base64')}`))).toBe(true);
  });

  it.each([
    ['SVG', 'image/svg+xml', SVG_WITH_SCRIPT],
    ['SVG declared as PNG', 'image/png', SVG_WITH_SCRIPT],
    ['HTML renamed .png', 'image/png', HTML_PAGE],
    ['PDF', 'application/pdf', PDF_START],
    ['PDF declared as JPEG', 'image/jpeg', PDF_START],
    ['plain text', 'image/webp', 'hello'],
    ['RIFF that is not WebP', 'image/webp', 'RIFF\u0004\u0000\u0000\u0000WAVEfmt '],
  ])('refuses %s with 400', async (_label, declared, content) => {
    expect(await refusal(toDataUrl(declared, content))).toEqual({
      statusCode: 400,
      message: UPLOAD_MESSAGES.notAnImage,
    });
  });

  it.each([
    ['a URL', 'https://example.com/picture.png'],
    ['an empty string', ''],
    ['a data URL without base64', 'data:image/png,%89PNG'],
    ['a data URL without payload', 'data:image/png;base64,'],
    ['characters outside base64', 'data:image/png;base64,iVBOR$w0KGgo='],
    ['base64 with a bad length', 'data:image/png;base64,iVBORw0KGgo'],
    ['padding in the middle', 'data:image/png;base64,iV==Rw0KGgo='],
    ['whitespace in the payload', 'data:image/png;base64,iVBO Rw0KGgo='],
    ['a header with a comma', 'data:image/png;x=a,b;base64,iVBORw0KGgo='],
  ])('refuses %s with 400', async (_label, value) => {
    expect(await refusal(value)).toEqual({ statusCode: 400, message: UPLOAD_MESSAGES.notDataUrl });
  });

  it('refuses more than 5 MB with 413 from the length alone, before decoding', async () => {
    // Not even valid base64: had it been decoded or checked first, the answer would be 400.
    const chars = Math.ceil(((MAX_IMAGE_BYTES + 1) * 4) / 3) + 4;
    expect(await refusal(`data:image/png;base64,${'!'.repeat(chars)}`)).toEqual({
      statusCode: 413,
      message: UPLOAD_MESSAGES.tooLarge,
    });
  });

  it('takes exactly 5 MB to the next check and refuses one byte more', async () => {
    const atLimit = Buffer.alloc(MAX_IMAGE_BYTES, 0x41).toString('base64');
    expect((await refusal(`data:image/png;base64,${atLimit}`)).message).toBe(UPLOAD_MESSAGES.notAnImage);
    const over = Buffer.alloc(MAX_IMAGE_BYTES + 1, 0x41).toString('base64');
    expect((await refusal(`data:image/png;base64,${over}`)).statusCode).toBe(413);
  });

  it('refuses a decompression bomb with 400 before decoding its pixels', async () => {
    const bomb = decompressionBombPng();
    expect(bomb.length).toBeLessThan(100_000);
    expect(await refusal(toDataUrl('image/png', bomb))).toEqual({
      statusCode: 400,
      message: UPLOAD_MESSAGES.tooManyPixels,
    });
  });

  it('refuses a damaged image with 400', async () => {
    const jpeg = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#888' } })
      .jpeg()
      .toBuffer();
    const cases = [
      jpeg.subarray(0, 40), // the header is cut off
      Buffer.concat([jpeg.subarray(0, 3), Buffer.alloc(500, 7)]), // JPEG magic, then noise
      Buffer.from('GIF89a'), // nothing after the signature
    ];
    for (const bytes of cases) {
      expect(await refusal(toDataUrl('image/jpeg', bytes))).toEqual({
        statusCode: 400,
        message: UPLOAD_MESSAGES.unreadable,
      });
    }
  });
});

describe('sniffImageFormat', () => {
  it('knows the four signatures and nothing else', () => {
    expect(sniffImageFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0]))).toBe('png');
    expect(sniffImageFormat(Buffer.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('jpeg');
    expect(sniffImageFormat(Buffer.from('GIF87a...'))).toBe('gif');
    expect(sniffImageFormat(Buffer.from('GIF89a...'))).toBe('gif');
    expect(sniffImageFormat(Buffer.from('RIFF\u0000\u0000\u0000\u0000WEBPVP8 '))).toBe('webp');
    expect(sniffImageFormat(Buffer.from([0x89, 0x50, 0x4e, 0x47]))).toBeNull();
    expect(sniffImageFormat(Buffer.from('GIF88a'))).toBeNull();
    expect(sniffImageFormat(Buffer.from('<?xml version="1.0"?><svg/>'))).toBeNull();
    expect(sniffImageFormat(Buffer.alloc(0))).toBeNull();
  });
});
