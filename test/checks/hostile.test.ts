// Whatever a target streams, the checks answer with verdicts: a value of the wrong type anywhere
// in the recorded turn gives fail or not-tested, never a thrown error.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import { checkTurn } from '../../src/checks/index.ts';
import { cancelledTurn, refusedTurn } from './turn-cases.ts';
import { validTurn } from './builders.ts';

/** Every path to a value inside the stream's JSON, the model's frames and requests, and GetTask. */
function paths(
  value: unknown,
  prefix: (string | number)[] = [],
  out: (string | number)[][] = [],
): (string | number)[][] {
  out.push(prefix);
  if (Array.isArray(value)) value.forEach((v, i) => paths(v, [...prefix, i], out));
  else if (value && typeof value === 'object')
    for (const [k, v] of Object.entries(value)) paths(v, [...prefix, k], out);
  return out;
}

function setAt(root: unknown, path: (string | number)[], value: unknown): void {
  let node = root as Record<string | number, unknown>;
  for (const key of path.slice(0, -1)) node = node[key] as Record<string | number, unknown>;
  const last = path.at(-1);
  if (last !== undefined) node[last] = value;
}

const oddValue = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.integer(),
  fc.string(),
  fc.constant([]),
  fc.constant({}),
  fc.boolean(),
  fc.constant([null]),
  fc.double(),
);

function judgedWithoutErrors(turn: RecordedTurn, expectations = {}): void {
  const verdicts = checkTurn(turn, expectations);
  expect(verdicts.filter((v) => v.status === 'error').map((v) => v.message)).toEqual([]);
}

describe('checks on hostile recordings', () => {
  const bases: [string, () => RecordedTurn, object][] = [
    ['a valid turn', () => validTurn(), {}],
    ['a cancelled turn', cancelledTurn, { cancelled: true, toolStopped: true }],
    ['a refused turn', () => refusedTurn(), { rejection: { rule: 'message.system-refused', index: 0 } }],
  ];
  for (const [name, build, expectations] of bases) {
    it(`answers with verdicts when any value of ${name} is replaced by one of another type`, () => {
      const targets = (t: RecordedTurn) =>
        [
          ...(t.send.sse ?? []).flatMap((e, i) => paths(e.json).map((p) => ['send', 'sse', i, 'json', ...p])),
          ...t.modelCalls.flatMap((c, i) => paths(c.request).map((p) => ['modelCalls', i, 'request', ...p])),
          ...(t.getTask?.body ? paths(t.getTask.body.json).map((p) => ['getTask', 'body', 'json', ...p]) : []),
          ...(t.send.body ? paths(t.send.body.json).map((p) => ['send', 'body', 'json', ...p]) : []),
        ].filter((p) => p.length > 0);
      const count = targets(build()).length;
      fc.assert(
        fc.property(fc.nat({ max: count - 1 }), oddValue, (n, value) => {
          const turn = build();
          const path = targets(turn)[n];
          if (path) setAt(turn, path, value);
          judgedWithoutErrors(turn, expectations);
        }),
        { numRuns: 150 },
      );
    });
  }

  it('answers with verdicts for frames that are not chat-completion chunks', () => {
    fc.assert(
      fc.property(fc.array(fc.oneof(fc.string(), fc.json()), { maxLength: 6 }), (datas) => {
        const turn = validTurn();
        turn.modelCalls[0]!.frames = datas.map((data, i) => ({ sentAt: i, data }));
        judgedWithoutErrors(turn);
      }),
      { numRuns: 100 },
    );
  });

  it('answers with verdicts for a stream of events that are not JSON-RPC at all', () => {
    const turn = validTurn();
    turn.send.sse = [
      '[]',
      'null',
      '"x"',
      '{"result":[]}',
      '{"jsonrpc":"2.0","id":7,"result":{"statusUpdate":null}}',
    ].map((data, index) => ({ index, receivedAt: index, data, bytes: data.length, json: JSON.parse(data) }));
    judgedWithoutErrors(turn);
    const verdicts = checkTurn(turn, {});
    expect(verdicts.find((v) => v.rule === 'a2a.task-first')?.status).toBe('fail');
  });
});
