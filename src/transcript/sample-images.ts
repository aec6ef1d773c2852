// Small real images, made by code so the repository holds no binary files and a fixture of exactly
// 5,242,880 bytes is produced on demand instead of committed. Each is a complete file a decoder
// opens: a PNG with its chunks and CRCs, a baseline JPEG, a GIF89a and a lossless WebP.
import { Buffer } from 'node:buffer';
import { crc32, deflateSync } from 'node:zlib';
import type { ImageMediaType } from './schema.ts';

function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4); // chunk types are ASCII
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/**
 * A 1×1 RGBA PNG; with `padTo`, a private ancillary chunk (`vkPd`, which decoders skip) makes the
 * file exactly that many bytes, so the 5 MB boundary is tested with a real, decodable image.
 */
export function png(padTo?: number): Buffer {
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]); // 1×1, 8-bit RGBA
  const idat = deflateSync(Buffer.from([0, 0x3a, 0x7b, 0xd5, 0xff])); // filter byte + one pixel
  const head = Buffer.concat([PNG_SIGNATURE, pngChunk('IHDR', ihdr), pngChunk('IDAT', idat)]);
  const end = pngChunk('IEND', Buffer.alloc(0));
  if (padTo === undefined) return Buffer.concat([head, end]);
  const padding = padTo - head.length - end.length - 12;
  if (padding < 0)
    throw new RangeError(`png(): ${padTo} bytes is below the smallest padded PNG (${head.length + end.length + 12})`);
  return Buffer.concat([head, pngChunk('vkPd', Buffer.alloc(padding)), end]);
}

/** The fewest bytes png(padTo) can make: the plain PNG plus an empty padding chunk (12 bytes). */
export const SMALLEST_PADDED_PNG = png().length + 12;

/**
 * A 8×8 grey baseline JPEG: one quantisation table, one-code Huffman tables (DC category 0 and
 * AC end-of-block, each coded as the single bit 0), and a scan of those two bits padded with ones.
 */
export function jpeg(): Buffer {
  const segment = (marker: number, body: number[]) => [
    0xff,
    marker,
    (body.length + 2) >> 8,
    (body.length + 2) & 0xff,
    ...body,
  ];
  const oneCodeTable = (tableClass: number) => [tableClass << 4, 1, ...new Array<number>(15).fill(0), 0x00];
  return Buffer.from([
    0xff,
    0xd8, // SOI
    ...segment(0xe0, [0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]), // APP0 JFIF 1.1
    ...segment(0xdb, [0x00, ...new Array<number>(64).fill(1)]), // DQT
    ...segment(0xc0, [8, 0, 8, 0, 8, 1, 1, 0x11, 0]), // SOF0: 8-bit, 8×8, one component
    ...segment(0xc4, oneCodeTable(0)), // DHT, DC table 0
    ...segment(0xc4, oneCodeTable(1)), // DHT, AC table 0
    ...segment(0xda, [1, 1, 0x00, 0, 63, 0]), // SOS
    0x3f, // DC diff 0 ('0'), EOB ('0'), padded with ones
    0xff,
    0xd9, // EOI
  ]);
}

/** A 1×1 GIF89a (the classic 43-byte transparent pixel). */
export function gif(): Buffer {
  return Buffer.from('R0lGODlhAQABAIAAAP///wAAACH5BAEAAAAALAAAAAABAAEAAAICRAEAOw==', 'base64');
}

/** A 1×1 lossless WebP (the image browsers' WebP feature tests decode). */
export function webp(): Buffer {
  return Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
}

export const sampleImages: Record<ImageMediaType, () => Buffer> = {
  'image/png': () => png(),
  'image/jpeg': jpeg,
  'image/gif': gif,
  'image/webp': webp,
};

export function dataUrl(mediaType: string, bytes: Uint8Array): string {
  return `data:${mediaType};base64,${Buffer.from(bytes).toString('base64')}`;
}

/** A data URL of a real sample image of that type. */
export function sampleDataUrl(mediaType: ImageMediaType): string {
  return dataUrl(mediaType, sampleImages[mediaType]());
}
