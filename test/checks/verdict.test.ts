// Building verdicts (src/checks/verdict.ts): what every check's verdict is made of. A failure
// names its clauses in the rule's order and keeps at most 20 findings; a finding naming another
// rule's clause is a bug of the kit and throws; messages cut long values at a stated length.
import { describe, expect, it } from 'vitest';
import {
  aboutAgent,
  brief,
  brokenClauses,
  failOn,
  judge,
  notExercised,
  notTested,
  pass,
  unexercisedClauses,
  worstStatus,
} from '../../src/checks/verdict.ts';
import { ruleById } from '../../src/rules/index.ts';

const RULE = 'content.message-order';

describe('judge', () => {
  it('passes without findings, keeping the pass message and evidence', () => {
    expect(judge(RULE, [], 'all good', { n: 1 })).toEqual([
      { rule: RULE, status: 'pass', message: 'all good', evidence: { n: 1 } },
    ]);
  });

  it("fails with the first finding's message, naming the clauses in the rule's order", () => {
    const [v] = judge(
      RULE,
      [
        { clause: 'ends-with-answer', message: 'no answer' },
        { clause: 'user-first', message: 'no user' },
        { clause: 'ends-with-answer', message: 'again' },
      ],
      'unused',
    );
    expect(v!.status).toBe('fail');
    expect(v!.message).toBe('no answer (and 2 more)');
    expect(brokenClauses(v!)).toEqual(['user-first', 'ends-with-answer']);
    expect((v!.evidence as any).findings.map((f: any) => f.message)).toEqual(['no answer', 'no user', 'again']);
    expect(v!.evidence).not.toHaveProperty('omitted');
  });

  it('says nothing more for a single finding', () => {
    expect(judge(RULE, [{ clause: 'user-first', message: 'no user' }], '')[0]!.message).toBe('no user');
  });

  it('keeps 20 findings as evidence and counts the ones it left out', () => {
    const findings = Array.from({ length: 25 }, (_, i) => ({ clause: 'user-first' as const, message: `m${i}` }));
    const [v] = judge(RULE, findings, '');
    expect(v!.message).toBe('m0 (and 24 more)');
    const evidence = v!.evidence as any;
    expect(evidence.findings).toHaveLength(20);
    expect(evidence.findings.at(-1).message).toBe('m19');
    expect(evidence.omitted).toBe(5);

    const twenty = judge(RULE, findings.slice(0, 20), '')[0]!.evidence as any;
    expect(twenty.findings).toHaveLength(20);
    expect(twenty).not.toHaveProperty('omitted');
  });

  it('throws on a finding naming a clause its rule does not have', () => {
    const own = ruleById(RULE)
      .clauses.map((c) => c.id)
      .join(', ');
    expect(() => judge(RULE, [{ clause: 'nope' as any, message: 'x' }], '')).toThrow(
      `${RULE} has no clause 'nope' (its clauses: ${own})`,
    );
    expect(() =>
      judge(
        RULE,
        [
          { clause: 'user-first', message: 'x' },
          { clause: 'whole' as any, message: 'y' },
        ],
        '',
      ),
    ).toThrow(/has no clause 'whole'/);
  });
});

describe('failOn', () => {
  it('fails on one clause, keeping evidence only when given', () => {
    const [bare] = failOn(RULE, 'user-form', 'bad form');
    expect(bare).toMatchObject({ rule: RULE, status: 'fail', message: 'bad form' });
    expect(brokenClauses(bare!)).toEqual(['user-form']);
    expect(Object.keys((bare!.evidence as any).findings[0])).toEqual(['clause', 'message']);

    const [withEvidence] = failOn(RULE, 'user-form', 'bad form', { at: 0 });
    expect((withEvidence!.evidence as any).findings[0]).toEqual({
      clause: 'user-form',
      message: 'bad form',
      evidence: { at: 0 },
    });
  });
});

describe('brokenClauses', () => {
  it('reads the clauses a failure names, and none from other evidence', () => {
    expect(brokenClauses(pass(RULE, 'ok'))).toEqual([]);
    expect(brokenClauses(notTested(RULE, 'why', { clauses: 'user-first' }))).toEqual([]);
    expect(brokenClauses(pass(RULE, 'ok', { clauses: ['user-first', 3, null, 'whole'] }))).toEqual([
      'user-first',
      'whole',
    ]);
  });
});

describe('notExercised', () => {
  it('is a not-tested verdict naming the clause and why, which brokenClauses never reads as broken', () => {
    const v = notExercised('a2a.cancel-finished', 'cancelled', 'the task was never cancelled');
    expect(v).toEqual({
      rule: 'a2a.cancel-finished',
      status: 'not-tested',
      message: '#cancelled not exercised: the task was never cancelled',
      evidence: { notExercised: ['cancelled'] },
    });
    expect(unexercisedClauses(v)).toEqual(['cancelled']);
    expect(brokenClauses(v)).toEqual([]);
    expect(unexercisedClauses(pass(RULE, 'ok'))).toEqual([]);
  });

  it('throws for a clause its rule does not have (a bug of the kit)', () => {
    expect(() => notExercised('a2a.cancel-finished', 'whole' as never, 'x')).toThrow(
      "a2a.cancel-finished has no clause 'whole'",
    );
  });
});

describe('worstStatus', () => {
  it('is the worst of the statuses, not-tested when there are none', () => {
    expect(worstStatus([])).toBe('not-tested');
    expect(worstStatus(['pass', 'not-tested', 'skip'])).toBe('pass');
    expect(worstStatus(['pass', 'error', 'skip'])).toBe('error');
    expect(worstStatus(['pass', 'fail', 'error'])).toBe('fail');
  });
});

describe('aboutAgent', () => {
  it("prefixes each verdict's message with the agent, keeping the rest", () => {
    const verdicts = [pass(RULE, 'ok', { n: 1 }), notTested(RULE, 'why')];
    expect(aboutAgent('b', verdicts)).toEqual([
      { rule: RULE, status: 'pass', message: "agent 'b': ok", evidence: { n: 1 } },
      { rule: RULE, status: 'not-tested', message: "agent 'b': why", evidence: undefined },
    ]);
  });
});

describe('brief', () => {
  it('writes a value as JSON, undefined as the word', () => {
    expect(brief({ a: 'x' })).toBe('{"a":"x"}');
    expect(brief(undefined)).toBe('undefined');
  });

  it('keeps a text of exactly the limit and cuts one past it to the limit, ending in …', () => {
    const at = 'x'.repeat(78); // 80 with its quotes
    expect(brief(at)).toBe(`"${at}"`);
    const past = 'x'.repeat(79);
    expect(brief(past)).toBe(`"${'x'.repeat(78)}…`);
    expect(brief(past)).toHaveLength(80);
    expect(brief('abcdef', 5)).toBe('"abc…');
    expect(brief('abc', 5)).toBe('"abc"');
  });
});
