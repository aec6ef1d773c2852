import { describe, expect, it } from 'vitest';
import { checkIndex, checkTurn } from '../../src/checks/index.ts';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import type { TurnExpectations, Verdict } from '../../src/checks/types.ts';
import type { RuleId } from '../../src/rules/index.ts';
import { validTurn } from './builders.ts';
import {
  cancelledTurn,
  failingToolTurn,
  fileTurn,
  imageTurn,
  infoCases,
  modelErrorTurn,
  reasoningTurn,
  refusedTurn,
  ruleOfCase,
  rejectedTaskTurn,
  stepLimitAnswer,
  stepLimitWithTools,
  turnCases,
} from './turn-cases.ts';

function verdictOf(rule: RuleId, turn: RecordedTurn, expectations?: TurnExpectations): Verdict {
  const check = checkIndex[rule];
  if (!check) throw new Error(`no check for ${rule}`);
  const verdicts = check(turn, expectations);
  expect(verdicts.map((v) => v.rule)).toEqual([rule]);
  return verdicts[0]!;
}

describe('each turn check passes a conformant turn and fails one broken in one place', () => {
  for (const [name, c] of Object.entries(turnCases)) {
    const rule = ruleOfCase(name, c);
    it(`${name}: pass`, () => {
      const pass = c.pass ?? { build: () => validTurn() };
      const v = verdictOf(rule, pass.build(), pass.expectations);
      expect(v.status, v.message).toBe('pass');
    });
    it(`${name}: fail`, () => {
      const v = verdictOf(rule, c.fail.build(), c.fail.expectations);
      expect(v.status, v.message).toBe('fail');
      expect(v.message).toMatch(c.fail.message);
      expect(() => JSON.stringify(v.evidence)).not.toThrow();
    });
  }
});

describe('INFO rules are shown, never judged', () => {
  for (const [rule, c] of Object.entries(infoCases) as [RuleId, NonNullable<(typeof infoCases)[RuleId]>][]) {
    it(`${rule} is reported as pass with evidence when there is something to show`, () => {
      const v = verdictOf(rule, c.shown.build());
      expect(v.status).toBe('pass');
      expect(v.evidence).toBeDefined();
    });
    it(`${rule} is not-tested when there is nothing to show`, () => {
      expect(verdictOf(rule, c.absent.build()).status).toBe('not-tested');
    });
  }
});

describe('checkTurn', () => {
  const conformant: [string, () => RecordedTurn, TurnExpectations][] = [
    ['a turn with reasoning, a tool call and an answer', () => validTurn(), {}],
    ['the same turn without the transcript', () => validTurn({ transcript: false }), {}],
    ['a cancelled turn with a stopped tool', cancelledTurn, { cancelled: true, toolStopped: true }],
    ['a step_limit turn whose last call called tools anyway', stepLimitWithTools, { status: 'step_limit' }],
    ['a step_limit turn that answered', stepLimitAnswer, { status: 'step_limit' }],
    ['a model_error turn', modelErrorTurn, { status: 'model_error' }],
    ['a turn whose tool failed', failingToolTurn, { status: 'ok' }],
    ['a turn that sent a file', () => fileTurn(), {}],
    ['a turn with earlier reasoning withheld', () => reasoningTurn(false), {}],
    ['a turn with earlier reasoning sent back', () => reasoningTurn(true), {}],
    ['a turn with an image for a model that accepts images', imageTurn, {}],
    ['a history refused with -32602', () => refusedTurn(), { rejection: { rule: 'message.system-refused', index: 0 } }],
    [
      'a history refused with a REJECTED task',
      () => rejectedTaskTurn(),
      { rejection: { rule: 'message.system-refused', index: 0 } },
    ],
  ];
  for (const [name, build, expectations] of conformant) {
    it(`finds nothing wrong with ${name}`, () => {
      const bad = checkTurn(build(), expectations).filter((v) => v.status === 'fail' || v.status === 'error');
      expect(bad.map((v) => `${v.rule}: ${v.message}`)).toEqual([]);
    });
  }

  it('judges a refused turn on the rejection rules, not on the events of a turn that never ran', () => {
    const rules = checkTurn(refusedTurn(), { rejection: { rule: 'message.system-refused' } }).map((v) => v.rule);
    expect(rules).toEqual(
      expect.arrayContaining([
        'rejection.refused',
        'rejection.names-problem',
        'rejection.no-model-call',
        'a2a.error-response',
      ]),
    );
    expect(rules).not.toContain('order.sequence');
  });

  it('reports a vessel that refuses a valid history instead of running it', () => {
    const verdicts = checkTurn(refusedTurn(), {});
    expect(verdicts.find((v) => v.rule === 'a2a.sse-framing')?.status).toBe('fail');
  });

  it('says not-tested, never pass, when the turn holds nothing to judge a rule on', () => {
    const verdicts = checkTurn(validTurn(), {});
    const byRule = new Map(verdicts.map((v) => [v.rule, v]));
    for (const rule of <const>[
      'early-end.not-run',
      'early-end.stopped',
      'artifact.file',
      'model.no-url-fetch',
      'status.error-generic',
      'status.tool-failure-continues',
    ]) {
      expect(byRule.get(rule)?.status, rule).toBe('not-tested');
      expect(byRule.get(rule)?.message.length).toBeGreaterThan(0);
    }
  });
});
