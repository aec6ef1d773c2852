// index.html as a file: self-contained, its data safe inside <script> blocks, each case's evidence
// in a block of its own (parsed only when the case is opened), incomplete runs said so.
import { describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/reports/html.ts';
import { caseEvidenceView, eventKind } from '../../src/reports/html-evidence.ts';
import type { Results } from '../../src/results/schema.ts';
import { mixedResults } from './support/results.ts';

const sse = (index: number, receivedAt: number, result: unknown) => ({
  index,
  receivedAt,
  bytes: 10,
  data: JSON.stringify({ jsonrpc: '2.0', id: 1, result }),
  json: { jsonrpc: '2.0', id: 1, result },
});
const delta = (content: string) => ({
  statusUpdate: {
    status: { state: 'TASK_STATE_WORKING', message: { parts: [{ data: { type: 'text.delta', step: 1, content } }] } },
  },
});
const frame = (sentAt: number, content: string) => ({
  sentAt,
  data: JSON.stringify({ choices: [{ index: 0, delta: { content } }] }),
});
const TURN = {
  caseId: 'events.bad',
  agent: { name: 'default', url: 'http://x' },
  input: { history: [], userText: 'Hello </script><script>alert(1)</script>' },
  send: {
    url: 'http://x',
    method: 'POST',
    requestHeaders: {},
    requestBody: { method: 'SendStreamingMessage', params: { text: '</script>' } },
    sentAt: 1000,
    status: 200,
    sse: [
      sse(0, 1005, { task: { status: { state: 'TASK_STATE_WORKING' } } }),
      sse(1, 1070, delta('Hel')),
      sse(2, 1130, delta('lo')),
      sse(3, 1140, {
        artifactUpdate: { artifact: { name: 'transcript', parts: [{ data: { role: 'assistant', content: 'Hello' } }] } },
      }),
    ],
    end: { at: 1150, how: 'complete' },
  },
  modelCalls: [{ index: 0, receivedAt: 1010, request: { messages: [{}, {}], tools: [] }, status: 200, frames: [frame(1020, 'Hel'), frame(1080, 'lo'), { sentAt: 1090, data: '[DONE]' }], mismatches: [] }],
};

async function withTurn(): Promise<Results> {
  const results = await mixedResults();
  results.cases[0]!.evidence.turns = [TURN];
  return results;
}

describe('index.html', () => {
  it('is one self-contained file: inline style and script, a policy that allows no network, no external reference', async () => {
    const html = renderHtml(await withTurn());
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain(`<meta http-equiv="Content-Security-Policy" content="default-src 'none';`);
    expect(html).not.toMatch(/<(script|link|img)[^>]+(src|href)=/i);
    expect(html).not.toMatch(/url\(\s*['"]?https?:/i);
  });

  it('keeps data inside its <script> blocks whatever the evidence holds, and each case evidence in its own block', async () => {
    const results = await withTurn();
    const html = renderHtml(results);
    // The only </script> tags are the blocks' own: one per block opened.
    expect(html.match(/<\/script>/g)!.length).toBe(html.match(/<script[ >]/g)!.length);
    expect(html).toContain('\\u003c/script>');
    expect(html.match(/<script type="application\/json" id="ev-\d+">/g)).toEqual(['<script type="application/json" id="ev-0">']);
    const index = JSON.parse(/<script type="application\/json" id="vk-index">(.*?)<\/script>/s.exec(html)![1]!) as {
      cases: { id: string; verdicts: unknown[]; rerun: string }[];
    };
    expect(index.cases.map((c) => c.id)).toEqual(results.cases.map((c) => c.id));
    // The index is small: evidence is not in it.
    expect(JSON.stringify(index)).not.toContain('TASK_STATE_WORKING');
    expect(index.cases[0]!.rerun).toMatch(/^npx vessel-kit certify --target http:\/\/127\.0\.0\.1:\d+ --only events\.bad --seed 4$/);
  });

  it('says an incomplete run is incomplete, with its reason, in a banner', async () => {
    const results = await mixedResults({ cases: [] });
    const html = renderHtml(results);
    expect(html).toContain('<span class="badge incomplete" id="verdict">INCOMPLETE</span>');
    expect(html).toMatch(/<div class="banner incomplete" id="incomplete"><strong>Incomplete:<\/strong> nothing ran: /);
  });
});

describe('the evidence view', () => {
  it('puts receive times beside send times on one clock, and a merge window per delta', () => {
    const view = caseEvidenceView({ turns: [TURN], exchanges: [] });
    const turn = view.turns[0]!;
    expect(turn.events.map((e) => [e.at, e.kind])).toEqual([
      [5, 'task'],
      [70, 'text.delta'],
      [130, 'text.delta'],
      [140, 'artifact:transcript'],
    ]);
    expect(turn.frames.map((f) => [f.at, f.kind])).toEqual([
      [20, 'text'],
      [80, 'text'],
      [90, 'done'],
    ]);
    // Each delta closes the window its first piece after the previous delta opened.
    expect(turn.windows).toEqual([
      { kind: 'text', from: 20, to: 70, chars: 3, event: 1 },
      { kind: 'text', from: 80, to: 130, chars: 2, event: 2 },
    ]);
    expect(turn.transcript).toEqual([{ event: 3, role: 'assistant', text: 'Hello' }]);
    expect(turn.calls[0]).toMatchObject({ at: 10, messages: 2, tools: 0 });
    expect(turn.endAt).toBe(150);
  });

  it('reads whatever the evidence holds without throwing (old or odd results)', () => {
    expect(() => caseEvidenceView({ turns: [null, 3, { send: { sse: [null, { json: 'x' }] } }], exchanges: [{}] })).not.toThrow();
    expect(eventKind({ data: 'not json', parseError: 'bad' })).toEqual({ kind: 'not JSON', text: 'not json' });
  });
});
