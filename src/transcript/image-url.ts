// One image data URL, judged without decoding it (D12, D15): the size comes from the base64
// length and the type from the first 16 base64 characters (12 bytes), so a 5 MB image costs one
// regex pass over its characters and nothing else.
import { Buffer } from 'node:buffer';
import { IMAGE_MEDIA_TYPES, MAX_IMAGE_BYTES, type ImageMediaType } from './schema.ts';
import type { TranscriptRuleId } from '../rules/transcript.ts';
import { brief } from './problem.ts';

export interface ImageUrlFinding {
  rule: TranscriptRuleId;
  text: string;
}

/** Leading bytes of each accepted type; `null` matches any byte (WebP's RIFF size field). */
const SIGNATURES: Record<ImageMediaType, readonly (readonly (number | null)[])[]> = {
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/gif': [
    [0x47, 0x49, 0x46, 0x38, 0x37, 0x61],
    [0x47, 0x49, 0x46, 0x38, 0x39, 0x61],
  ],
  'image/webp': [[0x52, 0x49, 0x46, 0x46, null, null, null, null, 0x57, 0x45, 0x42, 0x50]],
};
const SIGNATURE_CHARS = 16;

// Standard alphabet, padding only at the end; the length check (a multiple of 4) is separate.
// One regex pass is the fastest strict check V8 offers on a multi-megabyte string (see bench/).
const STRICT_BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

const isMediaType = (t: string): t is ImageMediaType => (IMAGE_MEDIA_TYPES as readonly string[]).includes(t);

export function decodedLength(base64: string): number {
  const pad = base64.endsWith('==') ? 2 : base64.endsWith('=') ? 1 : 0;
  return (base64.length / 4) * 3 - pad;
}

function firstBadBase64(payload: string): string {
  const padding = /={1,2}$/.exec(payload)?.[0].length ?? 0;
  for (let k = 0; k < payload.length - padding; k++) {
    const c = payload.charAt(k);
    if (!/[A-Za-z0-9+/]/.test(c))
      return `character ${brief(c)} at offset ${k.toLocaleString('en-US')} is not standard base64`;
  }
  return `its length ${payload.length.toLocaleString('en-US')} is not a multiple of 4 (missing padding?)`;
}

/** Whether `bytes` begin with the signature of `type`. */
export function hasSignature(type: ImageMediaType, bytes: Uint8Array): boolean {
  // Every signature ends with a fixed byte, so bytes shorter than it never match.
  return SIGNATURES[type].some((sig) => sig.every((b, k) => b === null || bytes[k] === b));
}

function matchesSignature(type: ImageMediaType, payload: string): boolean {
  return hasSignature(type, Buffer.from(payload.slice(0, SIGNATURE_CHARS), 'base64'));
}

/** Every rule the URL breaks, in the order a person would fix them. */
export function checkImageUrl(url: string): ImageUrlFinding[] {
  if (!url.startsWith('data:')) {
    return [
      {
        rule: 'image.data-url',
        text: `image url must be an inline data: URL (a vessel never fetches a URL), found ${brief(url)}`,
      },
    ];
  }
  const comma = url.indexOf(',');
  const header = url.slice(5, comma);
  if (comma === -1 || !header.endsWith(';base64')) {
    return [
      {
        rule: 'image.data-url',
        text: `image data: URL must have the form data:<media type>;base64,<data>, found ${brief(url)}`,
      },
    ];
  }
  const semicolon = header.indexOf(';');
  const mediaType = header.slice(0, semicolon);
  const findings: ImageUrlFinding[] = [];
  const knownType = isMediaType(mediaType);
  if (!knownType) {
    findings.push({
      rule: 'image.media-type',
      text: `image media type ${brief(mediaType)} is unsupported: use image/png, image/jpeg, image/gif or image/webp`,
    });
  }
  const payload = url.slice(comma + 1);
  if (payload.length % 4 !== 0 || !STRICT_BASE64.test(payload)) {
    findings.push({ rule: 'image.base64', text: `image data is not strict base64: ${firstBadBase64(payload)}` });
    return findings;
  }
  if (knownType && !matchesSignature(mediaType, payload)) {
    findings.push({ rule: 'image.magic-bytes', text: `image leading bytes do not match the declared ${mediaType}` });
  }
  const size = decodedLength(payload);
  if (size > MAX_IMAGE_BYTES) {
    findings.push({
      rule: 'image.max-bytes',
      text: `image is too large: ${size.toLocaleString('en-US')} decoded bytes, at most ${MAX_IMAGE_BYTES.toLocaleString('en-US')} (5 MB)`,
    });
  }
  return findings;
}
