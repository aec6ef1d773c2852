// RuleId is checked by the compiler: tsc type-checks this file (npm test), and each
// `@ts-expect-error` line fails the type-check the day a misspelled id is accepted.
import { describe, expect, it } from 'vitest';
import type { ConformanceCase } from '../../src/case/index.ts';
import { checkErrorCode, type TurnChecks, type Verdict } from '../../src/checks/index.ts';
import { catalogue, hasRule, isClauseRef, type ClauseRef, type RuleId } from '../../src/rules/index.ts';
import type { Finding } from '../../src/checks/verdict.ts';
import type { TranscriptRuleId } from '../../src/rules/transcript.ts';

describe('RuleId', () => {
  it('is exactly the catalogue: a real id is one, a misspelled id is refused by the type-check', () => {
    const real: RuleId = 'a2a.card-served';
    // @ts-expect-error 'a2a.card-serverd' is not a rule id
    const misspelled: RuleId = 'a2a.card-serverd';
    expect(hasRule(real)).toBe(true);
    expect(hasRule(misspelled)).toBe(false);
  });

  it('holds envelope ids, and TranscriptRuleId holds no other kind', () => {
    const envelope: TranscriptRuleId = 'content.list-empty';
    const asRule: RuleId = envelope;
    // @ts-expect-error a turn content rule is not an envelope rule
    const turnContent: TranscriptRuleId = 'content.message-order';
    expect(hasRule(asRule) && hasRule(turnContent)).toBe(true);
  });

  it('hasRule narrows an id read at run time', () => {
    const fromAFile: string = catalogue[0]!.id;
    if (!hasRule(fromAFile)) throw new Error('the first catalogue id is a rule id');
    const narrowed: RuleId = fromAFile;
    expect(narrowed).toBe('transcript.envelope');
  });

  it('types verdicts, the rules a case rests on and the check registry', () => {
    const verdict: Verdict = { rule: 'merge.pacing', status: 'pass', message: 'ok' };
    // @ts-expect-error a verdict on a rule that does not exist
    const stray: Verdict = { rule: 'merge.pacin', status: 'pass', message: 'ok' };
    const rules: ConformanceCase['rules'] = ['status.expected'];
    // @ts-expect-error a case resting on a misspelled rule
    const misnamed: ConformanceCase['rules'] = ['status.expectd'];
    // @ts-expect-error a check registered under a misspelled rule
    const registry: TurnChecks = { 'order.sequense': () => [] };
    const judged = () =>
      checkErrorCode(
        // @ts-expect-error a check judging a misspelled rule
        'a2a.parse-eror',
        { url: '', method: 'POST', requestHeaders: {}, sentAt: 0, end: { at: 0, how: 'complete' } },
        -32700,
        'whole',
      );
    expect([verdict.rule, stray.rule, ...rules, ...misnamed].map(hasRule)).toEqual([true, false, true, false]);
    // A clause is typed too: a finding naming a clause its rule does not have fails the type-check.
    const clause: ClauseRef = 'a2a.sse-framing#one-data-line';
    // @ts-expect-error a2a.sse-framing has no clause 'one-line'
    const misclaused: ClauseRef = 'a2a.sse-framing#one-line';
    const finding: Finding<'a2a.sse-framing'> = { clause: 'blank-line', message: 'x' };
    // @ts-expect-error blank-line is a2a.sse-framing's clause, not a2a.response-id's
    const stranger: Finding<'a2a.response-id'> = { clause: 'blank-line', message: 'x' };
    expect([clause, misclaused].map(isClauseRef)).toEqual([true, false]);
    expect([finding.clause, stranger.clause]).toEqual(['blank-line', 'blank-line']);
    expect(Object.keys(registry).every(hasRule)).toBe(false);
    expect(judged).toBeTypeOf('function');
  });
});
