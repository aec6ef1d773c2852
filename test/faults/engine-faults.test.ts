// Negative controls: each fault of the catalogue that bends the turn engine, switched on, makes a
// check fail that passes without it. This is what shows the checks (and the bends) really work.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Script } from '../../mock-model/index.ts';
import { TRANSCRIPT_MEDIA_TYPE } from '../../src/a2a/vessel-events.ts';
import type { TranscriptMessage } from '../../src/transcript/schema.ts';
import type { AgentConfig } from '../../src/vessel/config/schema.ts';
import { faultCatalogue } from '../../src/faults/catalogue.ts';
import { faultySeams } from '../../src/faults/compose.ts';
import { catalogue } from '../../src/rules/index.ts';
import { codePointLength } from '../../src/vessel/turn/code-points.ts';
import {
  agent,
  PNG_DATA_URL,
  requestsFor,
  runScript,
  startModel,
  type ModelServer,
  type RunOptions,
  type TurnRun,
} from '../vessel/turn/harness.ts';

let server: ModelServer;
beforeAll(async () => (server = await startModel()));
afterAll(() => server.close());

const LONG = 'Long answer with ünïcode 😀, '.repeat(50);
const history: TranscriptMessage[] = [
  { role: 'user', content: 'Before' },
  { role: 'assistant', content: 'Earlier', reasoning_content: 'old thoughts' },
];

interface Scenario {
  steps: Script['steps'];
  agent?: Partial<AgentConfig>;
  run?: (cancel: AbortController) => RunOptions;
  /** True when the run shows the fault. */
  detect(run: TurnRun, scriptId: string): boolean;
  /** Problems the clean run may show because the scenario feeds the engine what the server would refuse. */
  expectedCleanProblems?: RegExp;
}

const byInvariants = (run: TurnRun) => run.problems.length > 0;

const toolTurn = (detect: Scenario['detect'] = byInvariants): Scenario => ({
  steps: [
    {
      reasoning: 'Let me think.',
      text: 'Looking. ',
      tool_calls: [
        { name: 'list' },
        { name: 'big_output', arguments: { n: 5000 } },
        { name: 'make_file', arguments: { name: 'a.md', media_type: 'text/markdown', content: '# A' } },
      ],
    },
    { text: LONG, timing: { chunk_chars: 2 } },
  ],
  run: () => ({ history, acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE, 'text/*'] }),
  detect,
});

const midToolEnd = (how: 'cancel' | 'deadline', detect: Scenario['detect'] = byInvariants): Scenario => ({
  steps: [{ tool_calls: [{ name: 'sleep', arguments: { ms: 60_000 } }] }, { text: 'never' }],
  ...(how === 'deadline' ? { agent: { deadline_seconds: 0.3 } } : {}),
  run: (cancel) => ({
    acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE],
    cancel: cancel.signal,
    onOutput: (o) =>
      how === 'cancel' && o.kind === 'event' && o.event.type === 'tool.started' && setTimeout(() => cancel.abort(), 20),
  }),
  detect,
});

const request = (server: ModelServer, id: string, n = 0) => requestsFor(server, id)[n]!;

/** A tool fails, then the model answers. */
const failingTool = (detect: Scenario['detect'] = byInvariants): Scenario => ({
  steps: [{ tool_calls: [{ name: 'fail' }] }, { text: 'It failed, sorry.' }],
  detect,
});

const storedArguments = (run: TurnRun) =>
  run.result.messages.flatMap((m) =>
    m.role === 'assistant' ? (m.tool_calls ?? []).map((c) => c.function.arguments) : [],
  );

const scenarios: Record<string, Scenario> = {
  'no-turn-started': toolTurn(),
  'tool-finished-before-started': toolTurn(),
  'delta-per-piece': toolTurn((run, id) => {
    const frames = server.model.journal({ script: id })[1]!.frames;
    const streamedMs = frames.at(-1)!.sentAt - frames[0]!.sentAt;
    const deltas = run.events.filter((e) => e.type === 'text.delta' && e.step === 2).length;
    return deltas > Math.ceil(streamedMs / 50) + Math.ceil(codePointLength(LONG) / 512) + 1;
  }),
  'oversized-deltas': toolTurn(),
  'lost-character': toolTurn(),
  'wrong-cancel-status': midToolEnd('cancel', (run) => run.finished.status !== 'cancelled'),
  'working-final-state': toolTurn(),
  'extra-transcript-field': toolTurn(),
  'no-turn-summary': toolTurn(),
  'stack-in-error': { steps: [{ fault: { http_status: 500 } }], detect: byInvariants },
  'reasoning-sent-back': toolTurn((_run, id) =>
    JSON.stringify(request(server, id).messages).includes('reasoning_content'),
  ),
  'tools-on-last-step': {
    steps: [{ text: 'hi' }],
    agent: { max_steps: 1 },
    detect: (_run, id) => request(server, id).tools !== undefined,
  },
  'no-not-run-result': { steps: [{ tool_calls: [{ name: 'list' }] }], agent: { max_steps: 1 }, detect: byInvariants },
  'step-gap': toolTurn(),
  'unpaired-tool-finished': toolTurn(),
  'tokens-not-summed': toolTurn(),
  'answer-mismatch': toolTurn(),
  'transcript-missing-tool-result': toolTurn(),
  'duplicate-transcript-message': toolTurn(),
  'no-early-end-message': midToolEnd('deadline'),
  'wrong-status-deadline': midToolEnd('deadline', (run) => run.finished.status !== 'deadline'),
  'untruncated-tool-output': toolTurn(),
  'missing-step-finished': toolTurn(),
  'no-file-artifact': toolTurn(),
  'image-sent-to-text-model': {
    steps: [{ text: 'seen' }],
    run: () => ({
      userMessage: {
        role: 'user',
        content: [
          { type: 'text', text: 'look\nvessel-kit:script=SCRIPT' },
          { type: 'image_url', image_url: { url: PNG_DATA_URL } },
        ],
      },
    }),
    detect: (_run, id) => JSON.stringify(request(server, id).messages).includes('image_url'),
    // The server refuses images for such an agent (D12); the engine is fed one here to show it strips it.
    expectedCleanProblems: /^D8 replay: .*image/,
  },
  'system-history-forwarded': toolTurn(
    (_run, id) => request(server, id).messages.filter((m) => m.role === 'system').length > 1,
  ),
  'step-as-string': toolTurn((run) => run.steps.some((s) => typeof s.step !== 'number')),
  'delta-not-working': toolTurn(),
  'turn-started-wrong-ids': toolTurn((run) => {
    const started = run.events.find((e) => e.type === 'turn.started');
    return (
      started?.type !== 'turn.started' ||
      run.artifacts.find((a) => a.name === 'answer')?.artifactId !== `${started.turn_id}-answer`
    );
  }),
  'failed-tool-empty-error': failingTool(),
  'tool-started-reverse-order': toolTurn(
    (run) => run.started.map((s) => s.name).join() !== 'list,big_output,make_file',
  ),
  'error-on-ok': toolTurn(),
  'tool-failure-ends-turn': failingTool((_run, id) => requestsFor(server, id).length < 2),
  'answer-plain-text': toolTurn(),
  'file-ignores-accepted-modes': {
    ...toolTurn((run) => run.artifacts.some((a) => a.name === 'file')),
    run: () => ({ history, acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE, 'image/*'] }),
  },
  'transcript-unrequested': {
    steps: [{ text: 'hi' }],
    run: () => ({ acceptedOutputModes: ['text/*'] }),
    detect: byInvariants,
  },
  'tool-arguments-reformatted': toolTurn((run) => storedArguments(run).some((a) => a.includes('\n'))),
  'summary-tokens-differ': toolTurn(),
  'briefing-last': toolTurn((_run, id) => request(server, id).messages[0]?.role !== 'system'),
  'tool-result-as-user': toolTurn((_run, id) => !request(server, id, 1).messages.some((m) => m.role === 'tool')),
  'result-before-its-call': toolTurn(),
  'usage-ignored': toolTurn((run) => run.steps.every((s) => s.tokens.input === 0 && s.tokens.output === 0)),
};

let counter = 0;
async function play(name: string, scenario: Scenario, faults: readonly string[]): Promise<[TurnRun, string]> {
  const id = `fault-${name}-${++counter}`;
  const cancel = new AbortController();
  const options = scenario.run?.(cancel) ?? {};
  if (options.userMessage && typeof options.userMessage.content !== 'string') {
    options.userMessage = {
      role: 'user',
      content: options.userMessage.content.map((p) =>
        p.type === 'text' ? { ...p, text: p.text.replace('SCRIPT', id) } : p,
      ),
    };
  }
  const run = await runScript(
    server,
    agent(server.url, scenario.agent),
    { id, steps: scenario.steps },
    { ...options, runTurn: faultySeams(faults).runTurn },
  );
  return [run, id];
}

const engineFaults = faultCatalogue.filter((f) => f.name in scenarios);

describe('the fault catalogue', () => {
  it('names each fault once and cites rules that exist', () => {
    const names = faultCatalogue.map((f) => f.name);
    expect(new Set(names).size).toBe(names.length);
    const ids = new Set(catalogue.map((r) => r.id));
    for (const fault of faultCatalogue) {
      expect(fault.breaks.length, fault.name).toBeGreaterThan(0);
      for (const id of fault.breaks) expect(ids.has(id), `${fault.name} cites ${id}`).toBe(true);
    }
  });

  // Every fault is certified end to end (test/certify/faults-*.test.ts, clauses.test.ts); these
  // engine-level scenarios show some of them at the seam itself, and must name only engine faults.
  it('has engine-level scenarios only for faults that bend the engine', () => {
    const engineNames = faultCatalogue.filter((f) => f.bend.turn).map((f) => f.name);
    expect(Object.keys(scenarios).filter((name) => !engineNames.includes(name))).toEqual([]);
    expect(Object.keys(scenarios).length).toBeGreaterThan(20);
  });
});

describe.each(engineFaults)('fault $name', ({ name }) => {
  it('is caught, and the same scenario passes without it', async () => {
    const scenario = scenarios[name]!;
    const [clean, cleanId] = await play(name, scenario, []);
    expect(clean.problems.filter((p) => !scenario.expectedCleanProblems?.test(p))).toEqual([]);
    expect(scenario.detect(clean, cleanId)).toBe(false);
    const [faulty, faultyId] = await play(name, scenario, [name]);
    expect(scenario.detect(faulty, faultyId)).toBe(true);
  });
});
