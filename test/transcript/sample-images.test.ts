// The sample images are real files (src/transcript/sample-images.ts): their structure is read
// back here as a decoder would, chunk by chunk and segment by segment.
import { describe, expect, it } from 'vitest';
import { crc32, inflateSync } from 'node:zlib';
import { SMALLEST_PADDED_PNG, dataUrl, jpeg, png, sampleDataUrl } from '../../src/transcript/sample-images.ts';

interface Chunk {
  type: string;
  data: Buffer;
}

/** A PNG's chunks, after checking the signature, each length and each CRC. */
function pngChunks(file: Buffer): Chunk[] {
  expect([...file.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const chunks: Chunk[] = [];
  let at = 8;
  while (at < file.length) {
    const length = file.readUInt32BE(at);
    const typeAndData = file.subarray(at + 4, at + 8 + length);
    expect(file.readUInt32BE(at + 8 + length)).toBe(crc32(typeAndData) >>> 0);
    chunks.push({ type: typeAndData.subarray(0, 4).toString('latin1'), data: typeAndData.subarray(4) });
    at += 12 + length;
  }
  expect(at).toBe(file.length);
  return chunks;
}

describe('png', () => {
  it('is a 1×1 8-bit RGBA image with one pixel, its chunks and CRCs intact', () => {
    const chunks = pngChunks(png());
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect([...(chunks[0]?.data ?? [])]).toEqual([0, 0, 0, 1, 0, 0, 0, 1, 8, 6, 0, 0, 0]);
    expect([...inflateSync(chunks[1]?.data ?? Buffer.alloc(0))]).toEqual([0, 0x3a, 0x7b, 0xd5, 0xff]);
    expect(chunks[2]?.data.length).toBe(0);
  });

  it('pads to exactly the bytes asked with a private chunk, from the smallest padded size on', () => {
    const padded = png(1000);
    expect(padded.length).toBe(1000);
    const chunks = pngChunks(padded);
    expect(chunks.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'vkPd', 'IEND']);
    expect(chunks[2]?.data.length).toBe(1000 - png().length - 12);
    expect(SMALLEST_PADDED_PNG).toBe(png().length + 12);
    expect(png(SMALLEST_PADDED_PNG).length).toBe(SMALLEST_PADDED_PNG);
    expect(() => png(SMALLEST_PADDED_PNG - 1)).toThrow(
      new RangeError(
        `png(): ${SMALLEST_PADDED_PNG - 1} bytes is below the smallest padded PNG (${SMALLEST_PADDED_PNG})`,
      ),
    );
  });
});

describe('jpeg', () => {
  it('is a baseline JPEG whose segments each carry their own length', () => {
    const file = jpeg();
    expect([...file.subarray(0, 2)]).toEqual([0xff, 0xd8]);
    const segments: { marker: number; body: number[] }[] = [];
    let at = 2;
    for (;;) {
      expect(file[at]).toBe(0xff);
      const marker = file[at + 1] ?? -1;
      const length = file.readUInt16BE(at + 2);
      segments.push({ marker, body: [...file.subarray(at + 4, at + 2 + length)] });
      at += 2 + length;
      if (marker === 0xda) break;
    }
    expect(segments.map((s) => s.marker)).toEqual([0xe0, 0xdb, 0xc0, 0xc4, 0xc4, 0xda]);
    const [app0, dqt, sof0, dcTable, acTable, sos] = segments.map((s) => s.body);
    expect(app0).toEqual([0x4a, 0x46, 0x49, 0x46, 0x00, 1, 1, 0, 0, 1, 0, 1, 0, 0]);
    expect(dqt).toEqual([0x00, ...new Array<number>(64).fill(1)]);
    expect(sof0).toEqual([8, 0, 8, 0, 8, 1, 1, 0x11, 0]);
    expect(dcTable).toEqual([0x00, 1, ...new Array<number>(15).fill(0), 0x00]);
    expect(acTable).toEqual([0x10, 1, ...new Array<number>(15).fill(0), 0x00]);
    expect(sos).toEqual([1, 1, 0x00, 0, 63, 0]);
    // The scan (DC 0, end of block, padded with ones), then the end of the image.
    expect([...file.subarray(at)]).toEqual([0x3f, 0xff, 0xd9]);
  });
});

describe('dataUrl', () => {
  it('writes the media type and the base64 of the bytes', () => {
    expect(dataUrl('image/x', Buffer.from('abc'))).toBe('data:image/x;base64,YWJj');
    expect(sampleDataUrl('image/jpeg')).toBe(`data:image/jpeg;base64,${jpeg().toString('base64')}`);
  });
});
