// Ending early (D8, D16) in each phase of a turn, by deadline and by cancel: before the model's
// first piece, mid-text, mid-tool and between steps. Whatever the phase, the turn closes with
// the early-end message, the answer artifact holds it, and the messages replay.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Script } from '../../../mock-model/index.ts';
import { earlyEndMessage, STOPPED_OUTPUT, type EventType, type TurnStatus } from '../../../src/a2a/vessel-events.ts';
import type { TurnOutput } from '../../../src/vessel/turn/seam.ts';
import { agent, runScript, startModel, type ModelServer, type TurnRun } from './harness.ts';

let server: ModelServer;
beforeAll(async () => (server = await startModel()));
afterAll(() => server.close());

const FOREVER = 60_000;

interface Phase {
  name: string;
  script: (id: string) => Script;
  /** The event after which a cancel is sent (a little later, so the turn is really in that phase). */
  cancelAfter: EventType;
  /** Whether the model call in progress at the end must have been hung up on. */
  modelCallOpen: boolean;
  expectRun(run: TurnRun, status: TurnStatus): void;
}

const phases: Phase[] = [
  {
    name: 'before the first piece',
    script: (id) => ({ id, steps: [{ text: 'never', timing: { ttft_ms: FOREVER } }] }),
    cancelAfter: 'turn.started',
    modelCallOpen: true,
    expectRun(run, status) {
      expect(run.steps).toEqual([]);
      expect(run.result.messages.slice(1)).toEqual([{ role: 'assistant', content: earlyEndMessage(status) }]);
    },
  },
  {
    name: 'mid-text',
    script: (id) => ({
      id,
      steps: [
        { reasoning: 'hmm', text: 'Hello world, at length', timing: { chunk_chars: 4 }, fault: { stall_after: 4 } },
      ],
    }),
    cancelAfter: 'text.delta',
    modelCallOpen: true,
    expectRun(run, status) {
      // The cut call gets its step.finished; its partial text is kept, then the closing message.
      expect(run.steps).toMatchObject([{ step: 1, tool_calls: 0, finish_reason: null }]);
      expect(run.result.messages.slice(1)).toEqual([
        { role: 'assistant', content: 'Hello wo', reasoning_content: 'hmm' },
        { role: 'assistant', content: earlyEndMessage(status) },
      ]);
      const text = run.events.flatMap((e) => (e.type === 'text.delta' ? [e.content] : [])).join('');
      expect(text).toBe('Hello wo');
    },
  },
  {
    name: 'mid-tool',
    script: (id) => ({
      id,
      steps: [{ tool_calls: [{ name: 'sleep', arguments: { ms: FOREVER } }, { name: 'list' }] }, { text: 'never' }],
    }),
    cancelAfter: 'tool.started',
    modelCallOpen: false,
    expectRun(run, status) {
      const sleep = run.toolFinished.find((e) => e.name === 'sleep');
      expect(sleep).toMatchObject({ output: STOPPED_OUTPUT, error: null, truncated: false });
      expect(run.toolFinished.find((e) => e.name === 'list')?.output).toContain('species/');
      const results = run.result.messages.filter((m) => m.role === 'tool');
      expect(results.map((m) => m.content)).toContain(STOPPED_OUTPUT);
      expect(run.result.messages.at(-1)).toEqual({ role: 'assistant', content: earlyEndMessage(status) });
      expect(run.steps).toHaveLength(1);
    },
  },
  {
    name: 'between steps',
    script: (id) => ({
      id,
      steps: [{ tool_calls: [{ name: 'list' }] }, { text: 'never', timing: { ttft_ms: FOREVER } }],
    }),
    cancelAfter: 'tool.finished',
    modelCallOpen: true,
    expectRun(run, status) {
      expect(run.steps).toHaveLength(1);
      expect(run.events.at(-2)?.type).toBe('tool.finished');
      expect(run.result.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant']);
      expect(run.result.messages.at(-1)).toEqual({ role: 'assistant', content: earlyEndMessage(status) });
    },
  },
];

async function modelHungUp(scriptId: string): Promise<boolean> {
  for (let i = 0; i < 100; i++) {
    const entries = server.model.journal({ script: scriptId });
    if (entries.at(-1)?.disconnectedAt !== undefined) return true;
    await new Promise((r) => setTimeout(r, 20));
  }
  return false;
}

function checkEarlyEnd(run: TurnRun, status: TurnStatus): void {
  expect(run.problems).toEqual([]);
  expect(run.result.status).toBe(status);
  expect(run.artifacts.filter((a) => a.name === 'answer').map((a) => a.parts[0]?.text)).toEqual([
    earlyEndMessage(status),
  ]);
}

describe.each(phases)('ending early $name', (phase) => {
  it('by deadline', async () => {
    const id = `deadline-${phase.name.replace(/\W+/g, '-')}`;
    const run = await runScript(server, agent(server.url, { deadline_seconds: 0.4 }), phase.script(id), {
      acceptedOutputModes: ['application/vnd.astralvessel.transcript+json'],
    });
    checkEarlyEnd(run, 'deadline');
    expect(run.result.finalState).toBe('TASK_STATE_FAILED');
    phase.expectRun(run, 'deadline');
    if (phase.modelCallOpen) expect(await modelHungUp(id)).toBe(true);
  });

  it('by cancel', async () => {
    const id = `cancel-${phase.name.replace(/\W+/g, '-')}`;
    const cancel = new AbortController();
    const onOutput = (o: TurnOutput) => {
      if (o.kind === 'event' && o.event.type === phase.cancelAfter) setTimeout(() => cancel.abort(), 30);
    };
    const run = await runScript(server, agent(server.url), phase.script(id), {
      cancel: cancel.signal,
      onOutput,
      acceptedOutputModes: ['application/vnd.astralvessel.transcript+json'],
    });
    checkEarlyEnd(run, 'cancelled');
    expect(run.result.finalState).toBe('TASK_STATE_CANCELED');
    phase.expectRun(run, 'cancelled');
    if (phase.modelCallOpen) expect(await modelHungUp(id)).toBe(true);
  });
});

describe('a cancel that arrives before the turn starts', () => {
  it('ends the turn at once, without a model call', async () => {
    const cancel = new AbortController();
    cancel.abort();
    const run = await runScript(
      server,
      agent(server.url),
      { id: 'cancel-at-once', steps: [{ text: 'never' }] },
      { cancel: cancel.signal },
    );
    checkEarlyEnd(run, 'cancelled');
    expect(server.model.journal({ script: 'cancel-at-once' })).toEqual([]);
  });
});

describe('model errors in each phase', () => {
  const cases: [string, Script['steps']][] = [
    ['an error frame mid-stream', [{ text: 'Some text here', fault: { error_frame_after: 2 } }]],
    ['a connection cut mid-stream', [{ text: 'Some text here', fault: { cut_after: 2 } }]],
    ['a stream that ends without finish_reason', [{ text: 'Some text here', fault: { eof_without_finish: true } }]],
    ['a malformed frame', [{ text: 'Some text here', fault: { malformed_after: 2 } }]],
    ['an HTTP 503 between steps', [{ tool_calls: [{ name: 'list' }] }, { fault: { http_status: 503 } }]],
  ];
  it.each(cases)('%s ends the turn with model_error and a generic error', async (name, steps) => {
    const id = `model-error-${name.replace(/\W+/g, '-')}`;
    const run = await runScript(
      server,
      agent(server.url),
      { id, steps },
      { acceptedOutputModes: ['application/vnd.astralvessel.transcript+json'] },
    );
    checkEarlyEnd(run, 'model_error');
    expect(run.result.finalState).toBe('TASK_STATE_FAILED');
    expect(run.finished.error).toMatch(/^the model (stream|endpoint) /);
    expect(run.result.messages.at(-1)).toEqual({ role: 'assistant', content: earlyEndMessage('model_error') });
  });

  it('a bad frame after finish_reason still fails the call: its step.finished says finish_reason null', async () => {
    // Frames: role, 2 text pieces, finish, then a malformed frame in place of the usage chunk.
    const run = await runScript(server, agent(server.url), {
      id: 'malformed-after-finish',
      steps: [{ text: 'Hi there', fault: { malformed_after: 4 } }],
    });
    checkEarlyEnd(run, 'model_error');
    expect(run.steps).toMatchObject([{ step: 1, tool_calls: 0, finish_reason: null }]);
    expect(run.result.messages.slice(1)).toEqual([
      { role: 'assistant', content: 'Hi there' },
      { role: 'assistant', content: earlyEndMessage('model_error') },
    ]);
  });

  it('a stream cut right after finish_reason is a complete answer (D16)', async () => {
    // Frames: role, 3 text pieces, finish; the cut comes before the usage chunk and [DONE].
    const run = await runScript(server, agent(server.url), {
      id: 'cut-after-finish',
      steps: [{ text: 'Done here.', fault: { cut_after: 5 } }],
    });
    expect(run.problems).toEqual([]);
    expect(run.result.status).toBe('ok');
    expect(run.steps).toMatchObject([{ step: 1, finish_reason: 'stop' }]);
    expect(run.result.messages.at(-1)).toEqual({ role: 'assistant', content: 'Done here.' });
  });
});
