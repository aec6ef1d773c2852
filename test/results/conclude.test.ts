// The two verdicts: a vessel's (certified, passed, failed) and a plain A2A agent's (a2a-conformant,
// a2a-failed), concluded from the same cases; the vessel rules not applicable to the A2A agent,
// never failures and never "not judged"; and what --require asks of each.
import { describe, expect, it } from 'vitest';
import { concludeRun } from '../../src/results/conclude.ts';
import { isNotDeclared, NOT_APPLICABLE, VESSEL_RULES } from '../../src/results/classification.ts';
import type { LevelOf, OutcomePolicy } from '../../src/results/roll-up.ts';
import type { CaseResult } from '../../src/results/schema.ts';
import { catalogue } from '../../src/rules/index.ts';

/** Two MUST rules: one A2A 1.0 states (a2a.card-served), one only the vessel's documents do (order.sequence). */
const TWO = [
  { id: 'a2a.card-served', level: 'MUST' as const },
  { id: 'order.sequence', level: 'MUST' as const },
];
const levels = new Map(catalogue.map((r) => [r.id, r.level]));
const levelOf: LevelOf = (id) => levels.get(id) ?? 'MUST';

type Verdicts = CaseResult['evidence']['verdicts'];
const caseOf = (id: string, verdicts: Verdicts, status: CaseResult['status'] = 'pass'): CaseResult => ({
  id,
  title: id,
  section: '',
  sentence: '',
  rules: [...new Set(verdicts.map((v) => v.rule))],
  level: 'MUST',
  status,
  duration_ms: 1,
  message: status === 'pass' ? '' : `${verdicts[0]?.rule}: ${verdicts[0]?.message}`,
  evidence: { verdicts, turns: [], exchanges: [] },
});

const cardPasses = caseOf('a2a.discovery.card', [{ rule: 'a2a.card-served', status: 'pass', message: 'served' }]);
const cardFails = caseOf(
  'a2a.discovery.card',
  [{ rule: 'a2a.card-served', status: 'fail', message: 'HTTP 404' }],
  'fail',
);
/** A case run on a plain A2A agent: its vessel verdict not applicable. */
const streamAsA2A = caseOf('events.plain-answer', [
  { rule: 'a2a.card-served', status: 'pass', message: 'served' },
  { rule: 'order.sequence', status: 'skip', message: NOT_APPLICABLE },
]);
/** A case resting on vessel rules alone, skipped on a plain A2A agent. */
const vesselOnly: CaseResult = {
  ...caseOf('events.tool-pair', [], 'skip'),
  rules: ['order.sequence'],
  message: NOT_APPLICABLE,
};

const conclude = (
  cases: CaseResult[],
  policy: Omit<OutcomePolicy, 'deviations'>,
  rules: readonly { id: string; level: 'MUST' | 'SHOULD' | 'INFO' }[] = TWO,
) => concludeRun(cases, rules, levelOf, { facts: { unreachable: [] }, policy, today: new Date() });

describe('a plain A2A agent’s verdict', () => {
  it('a2a-conformant (exit 0) when every A2A MUST rule that ran passed, the vessel rules not applicable', () => {
    const { outcome, rules } = conclude([streamAsA2A, vesselOnly], { plainA2A: true });
    expect(outcome).toEqual({
      exit_code: 0,
      verdict: 'a2a-conformant',
      reason:
        'every A2A MUST rule that ran passed (1 case(s) judged); the vessel rules are not applicable: the target sends no vessel events',
    });
    expect(rules['order.sequence']).toMatchObject({
      status: 'skip',
      message: `events.plain-answer: ${NOT_APPLICABLE}`,
    });
  });

  it('the same cases judged as a vessel are passed, not certified: order.sequence was never judged', () => {
    expect(conclude([streamAsA2A, vesselOnly], {}).outcome).toMatchObject({ exit_code: 0, verdict: 'passed' });
  });

  it('a2a-failed (exit 1) when an A2A MUST rule failed', () => {
    expect(conclude([cardFails, vesselOnly], { plainA2A: true }).outcome).toEqual({
      exit_code: 1,
      verdict: 'a2a-failed',
      reason: '1 MUST rule(s) failed: a2a.card-served',
    });
    expect(conclude([cardFails], {}).outcome.verdict).toBe('failed');
  });

  it('says which A2A MUST rules were not judged, and counts no vessel rule among them (the whole catalogue)', () => {
    const every = catalogue.map((r) => ({ id: r.id, level: r.level }));
    const { outcome, rules } = conclude([cardPasses], { plainA2A: true }, every);
    const a2aMust = every.filter((r) => r.level === 'MUST' && !VESSEL_RULES.has(r.id));
    expect(outcome.verdict).toBe('a2a-conformant');
    expect(outcome.reason).toContain(`but ${a2aMust.length - 1} MUST rule(s) were not judged`);
    // Every vessel rule no case reached is not applicable, not "not tested".
    for (const id of VESSEL_RULES) expect(rules[id], id).toMatchObject({ status: 'skip', message: NOT_APPLICABLE });
    expect(rules['a2a.method-not-found']).toMatchObject({ status: 'not-tested' });
  });

  it('an incomplete run stays incomplete', () => {
    const stopped = concludeRun([streamAsA2A], TWO, levelOf, {
      facts: { unreachable: [], incomplete: 'preflight: the plain turn got no answer' },
      policy: { plainA2A: true },
      today: new Date(),
    });
    expect(stopped.outcome).toMatchObject({ exit_code: 2, verdict: 'incomplete' });
  });
});

describe('--require', () => {
  it('certified fails a2a-conformant, as it fails passed', () => {
    expect(conclude([streamAsA2A], { plainA2A: true, require: 'certified' }).outcome).toEqual({
      exit_code: 1,
      verdict: 'a2a-conformant',
      reason:
        '--require certified, but the run is a2a-conformant: every A2A MUST rule that ran passed (1 case(s) judged); the vessel rules are not applicable: the target sends no vessel events',
    });
  });

  it('a2a-conformant holds an A2A agent to that verdict, and fails a vessel, which never gets it', () => {
    expect(conclude([streamAsA2A], { plainA2A: true, require: 'a2a-conformant' }).outcome.exit_code).toBe(0);
    const vessel = caseOf('events.plain-answer', [
      { rule: 'a2a.card-served', status: 'pass', message: 'served' },
      { rule: 'order.sequence', status: 'pass', message: 'in order' },
    ]);
    expect(conclude([vessel], {}).outcome.verdict).toBe('certified');
    expect(conclude([vessel], { require: 'a2a-conformant' }).outcome).toMatchObject({
      exit_code: 1,
      verdict: 'certified',
      reason: '--require a2a-conformant, but the run is certified: every MUST rule passed (1 case(s) judged)',
    });
    expect(conclude([cardFails], { plainA2A: true, require: 'a2a-conformant' }).outcome).toMatchObject({
      exit_code: 1,
      verdict: 'a2a-failed',
    });
  });
});

describe('a rule about a capability the card does not declare', () => {
  const PUSH = [...TWO, { id: 'a2a.push-declared', level: 'MUST' as const }];
  const undeclared = {
    rule: 'a2a.push-declared',
    status: 'skip' as const,
    message: 'not applicable: the card does not declare capabilities.pushNotifications',
  };
  const vesselPasses = caseOf('events.plain-answer', [
    { rule: 'a2a.card-served', status: 'pass', message: 'served' },
    { rule: 'order.sequence', status: 'pass', message: 'in order' },
  ]);

  it('is neither judged nor missing: the run certifies', () => {
    const capabilities = caseOf('a2a.errors.capabilities', [undeclared]);
    const { outcome, rules } = conclude([vesselPasses, capabilities], {}, PUSH);
    expect(outcome).toMatchObject({ exit_code: 0, verdict: 'certified' });
    expect(isNotDeclared(rules['a2a.push-declared']!)).toBe(true);
  });

  it('nor is a rule about what a card owes when it does not declare a capability, the card declaring it', () => {
    const STREAMING = [...TWO, { id: 'a2a.streaming-unsupported', level: 'MUST' as const }];
    const declared = {
      rule: 'a2a.streaming-unsupported',
      status: 'skip' as const,
      message:
        'not applicable: the card declares capabilities.streaming, and a2a.streaming-declared holds it to serving both streaming methods',
    };
    const capabilities = caseOf('a2a.errors.capabilities', [declared]);
    const { outcome, rules } = conclude([vesselPasses, capabilities], {}, STREAMING);
    expect(outcome).toMatchObject({ exit_code: 0, verdict: 'certified' });
    expect(isNotDeclared(rules['a2a.streaming-unsupported']!)).toBe(true);
  });

  it('counts as not judged when it was skipped for another reason, or never ran', () => {
    const skipped = caseOf('a2a.errors.capabilities', [{ ...undeclared, message: 'needs tools.fast' }]);
    for (const cases of [[vesselPasses, skipped], [vesselPasses]])
      expect(conclude(cases, {}, PUSH).outcome).toMatchObject({
        verdict: 'passed',
        reason: expect.stringContaining('1 MUST rule(s) were not judged'),
      });
  });
});
