// Images in a history (transcript-format.txt "Messages"; CONTRACT.md D12, D15): inline data: URLs
// of four media types, strict base64 matching the declared type, bounded in size and number, and
// only for agents whose model accepts images. Judged by the transcript validator; the keywords
// follow D3.
import { contract, rule, transcriptFormat } from './cite.ts';
import type { Rule } from './types.ts';

const CHECKS_IMAGES =
  'images are inline data: URLs of PNG, JPEG, GIF or WebP, real base64 with the right leading bytes, at most 5 MB each and 32 in the whole history, and only for agents whose model accepts images;';

export const rules = [
  rule(
    'image.data-url',
    'MUST',
    'An image URL is an inline `data:` URL with `;base64` (a vessel never fetches a URL).',
    [
      transcriptFormat('Messages', CHECKS_IMAGES),
      contract(
        'D12',
        'Inline `data:` URLs only (a vessel never fetches a URL: the kit watches a canary address for it).',
      ),
      contract('D15', 'the scheme `data:` and `;base64` are required;'),
    ],
    ['data:', 'data url', 'inline'],
  ),
  rule(
    'image.media-type',
    'MUST',
    "An image's media type is `image/png`, `image/jpeg`, `image/gif` or `image/webp`, in lower case.",
    [
      transcriptFormat('Messages', CHECKS_IMAGES),
      contract(
        'D15',
        'the media type is one of `image/png`, `image/jpeg`, `image/gif`, `image/webp`, matched as written (lower case);',
      ),
    ],
    ['media type', 'mime', 'png', 'jpeg', 'gif', 'webp', 'unsupported'],
  ),
  rule(
    'image.base64',
    'MUST',
    "An image's data is strict base64: the standard alphabet, padded, no whitespace.",
    [
      transcriptFormat('Messages', CHECKS_IMAGES),
      contract('D15', 'Base64 in image data URLs is the standard alphabet with padding and no whitespace;'),
    ],
    ['base64'],
  ),
  rule(
    'image.magic-bytes',
    'MUST',
    "An image's decoded leading bytes match its declared media type.",
    [
      transcriptFormat('Messages', CHECKS_IMAGES),
      contract('D12', 'with strict base64 whose decoded leading bytes match the declared type.'),
    ],
    ['bytes', 'magic', 'signature', 'match'],
  ),
  rule(
    'image.max-bytes',
    'MUST',
    'An image holds at most 5,242,880 decoded bytes.',
    [
      transcriptFormat('Messages', CHECKS_IMAGES),
      contract('D12', 'At most 5 MB each, counted on the decoded bytes, with 5 MB = 5,242,880 bytes;'),
    ],
    ['5 mb', '5mb', '5,242,880', '5242880', 'too large', 'size'],
  ),
  rule(
    'image.max-count',
    'MUST',
    'The history holds at most 32 images.',
    [
      transcriptFormat('Messages', CHECKS_IMAGES),
      contract('D12', 'At most 32 in the whole history including the new message.'),
    ],
    ['32', 'too many'],
  ),
  rule(
    'image.not-accepted',
    'MUST',
    'No image is sent to an agent whose model does not accept images.',
    [transcriptFormat('Messages', CHECKS_IMAGES)],
    ['accept', 'not supported', 'does not support'],
  ),
  rule(
    'image.detail',
    'MUST',
    '`detail`, when present, is exactly `auto`, `low` or `high`.',
    [
      transcriptFormat('Messages', 'detail, when present, is auto, low or high.'),
      contract('D15', '`detail`, when present, is exactly `auto`, `low` or `high` (not null, not another case).'),
    ],
    ['detail'],
  ),
] as const satisfies readonly Rule[];
