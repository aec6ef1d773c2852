// Transcript validator at the limits: 2,000 messages of mixed roles (user, assistant with tool
// calls, tool results), 32 real PNG images of about 1 MB each, long texts. Prints validation time
// as a ratio to JSON.parse of the same bytes, both medians of several runs in this process.
// Target (issue 2): ≤ 1.5×. Printed, never asserted.
import { availableParallelism, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { validateTranscript, MAX_MESSAGES, MAX_IMAGES } from '../src/transcript/index.ts';
import { dataUrl, png } from '../src/transcript/sample-images.ts';
import { checkImageUrl } from '../src/transcript/image-url.ts';

const RUNS = 9;
const IMAGE_BYTES = 1_000_000;
const TEXT = 'The quick brown fox jumps over the lazy dog. '.repeat(60); // ~2.7 KB

function atTheLimits(): unknown {
  const image = dataUrl('image/png', png(IMAGE_BYTES));
  const messages: unknown[] = [];
  let images = 0;
  let call = 0;
  while (messages.length < MAX_MESSAGES) {
    const content: unknown[] = [{ type: 'text', text: TEXT }];
    if (images < MAX_IMAGES) {
      content.push({ type: 'image_url', image_url: { url: image, detail: 'auto' } });
      images++;
    }
    messages.push({ role: 'user', content });
    const ids = [`call_${call++}`, `call_${call++}`];
    messages.push({
      role: 'assistant',
      content: TEXT,
      reasoning_content: TEXT,
      tool_calls: ids.map((id) => ({
        id,
        type: 'function',
        function: { name: 'read', arguments: '{"path":"species/"}' },
      })),
    });
    for (const id of ids.reverse()) messages.push({ role: 'tool', tool_call_id: id, content: TEXT });
    messages.push({ role: 'assistant', content: TEXT });
  }
  return { version: 1, messages: messages.slice(0, MAX_MESSAGES - 1).concat([{ role: 'user', content: 'last' }]) };
}

function median(times: number[]): number {
  const sorted = [...times].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? NaN;
}

function time(fn: () => unknown): number {
  const t0 = performance.now();
  fn();
  return performance.now() - t0;
}

const text = JSON.stringify(atTheLimits());
const parsed: unknown = JSON.parse(text);
const check = validateTranscript(parsed, { acceptsImages: true });
if (!check.ok) throw new Error(`bench transcript should be valid: ${JSON.stringify(check.problems.slice(0, 3))}`);

// Warm both paths (JIT, ajv's compiled code) before measuring.
for (let i = 0; i < 2; i++) {
  JSON.parse(text);
  validateTranscript(parsed, { acceptsImages: true });
}
const parseTimes: number[] = [];
const validateTimes: number[] = [];
for (let i = 0; i < RUNS; i++) {
  parseTimes.push(time(() => JSON.parse(text)));
  validateTimes.push(time(() => validateTranscript(parsed, { acceptsImages: true })));
}

// The strict base64 check alone on one 5 MB image (~7 MB of base64), for the record.
const big = dataUrl('image/png', png(5_242_880));
checkImageUrl(big);
const base64Times = Array.from({ length: RUNS }, () => time(() => checkImageUrl(big)));

const mb = (n: number) => (n / 1024 / 1024).toFixed(1);
const parseMs = median(parseTimes);
const validateMs = median(validateTimes);
process.stdout.write(
  [
    `transcript: ${MAX_MESSAGES} messages, ${MAX_IMAGES} images of ${IMAGE_BYTES.toLocaleString('en-US')} bytes, ${mb(text.length)} MB of JSON`,
    `JSON.parse        median ${parseMs.toFixed(1)} ms (${RUNS} runs)`,
    `validateTranscript median ${validateMs.toFixed(1)} ms (${RUNS} runs)`,
    `NOTHING SLOWER, the validator: validate / JSON.parse ${(validateMs / parseMs).toFixed(2)}x (target <= 1.5x) ${validateMs / parseMs <= 1.5 ? 'MET' : 'NOT MET'}; load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`,
    `one 5,242,880-byte image URL (${mb(big.length)} MB base64): checkImageUrl median ${median(base64Times).toFixed(2)} ms`,
  ].join('\n') + '\n',
);
