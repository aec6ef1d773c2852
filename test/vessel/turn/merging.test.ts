// D6 through a real stream: deltas of a step concatenate to what the model streamed, none holds
// more than 512 characters, and merging happens (the count bound of D6 (c), measured against the
// mock model's own send times, so load cannot fake a failure).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { codePointLength } from '../../../src/vessel/turn/code-points.ts';
import { agent, runScript, startModel, type ModelServer } from './harness.ts';

let server: ModelServer;
beforeAll(async () => (server = await startModel()));
afterAll(() => server.close());

it('merges a long streamed text and reasoning into few events of at most 512 characters', async () => {
  const text = 'Ünïcödé 😀 text, '.repeat(150);
  const reasoning = 'thinking 🤔 '.repeat(100);
  const run = await runScript(server, agent(server.url), {
    id: 'merge-long',
    steps: [{ reasoning, text, timing: { chunk_chars: 7, interval_ms: 1 } }],
  });
  expect(run.problems).toEqual([]);
  const frames = server.model.journal({ script: 'merge-long' })[0]!.frames;
  const streamedMs = frames.at(-1)!.sentAt - frames[0]!.sentAt;
  for (const [kind, streamed] of [
    ['text.delta', text],
    ['reasoning.delta', reasoning],
  ] as const) {
    const deltas = run.events.flatMap((e) => (e.type === kind ? [e.content] : []));
    expect(deltas.join('')).toBe(streamed);
    expect(Math.max(...deltas.map(codePointLength))).toBeLessThanOrEqual(512);
    expect(deltas.length).toBeLessThanOrEqual(
      Math.ceil(streamedMs / 50) + Math.ceil(codePointLength(streamed) / 512) + 1,
    );
  }
});
