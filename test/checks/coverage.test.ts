// The catalogue and the checks agree: every rule a check judges exists, every MUST/SHOULD rule
// of the kit's areas has a check, and every check has been seen to fail (test/checks/*-cases.ts).
import { describe, expect, it } from 'vitest';
import { catalogue, hasRule } from '../../src/rules/index.ts';
import { checkFileOf, checkIndex, checkOf, exchangeCheckIndex } from '../../src/checks/index.ts';
import { turnCases, infoCases, ruleOfCase } from './turn-cases.ts';
import { exchangeCases } from './exchange-cases.ts';

/** Rule id prefixes judged by src/checks (the transcript envelope rules are the validator's). */
const CHECKED_AREAS = [
  'a2a.',
  'event.',
  'order.',
  'turn.',
  'merge.',
  'status.',
  'early-end.',
  'artifact.',
  'model.',
  'rejection.',
  'views.',
];
const CHECKED_CONTENT = [
  'content.message-order',
  'content.deltas-equal-transcript',
  'content.tool-calls-kept',
  'content.tool-events-equal-transcript',
  'content.step-finished-model',
  'content.summary-equals-finished',
  'content.get-task-agrees',
  'content.replay-valid',
  'content.prefix-usable',
];
const isCheckedArea = (id: string) => CHECKED_AREAS.some((p) => id.startsWith(p)) || CHECKED_CONTENT.includes(id);

describe('checks and catalogue', () => {
  // turn.same-outcome compares two turns: its check is registered in checkOf alone.
  const checked = new Set([...Object.keys(checkIndex), ...Object.keys(exchangeCheckIndex), 'turn.same-outcome']);

  it('every rule a check judges is in the catalogue', () => {
    expect([...checked].filter((id) => !hasRule(id))).toEqual([]);
  });

  it('every MUST and SHOULD rule of the checked areas has a check', () => {
    const missing = catalogue
      .filter((r) => isCheckedArea(r.id) && r.level !== 'INFO' && !checked.has(r.id))
      .map((r) => r.id);
    expect(missing).toEqual([]);
  });

  it('every judged rule has a failing test, every INFO rule a shown-and-absent test', () => {
    const withFailingTest = new Set([
      ...Object.entries(turnCases).map(([k, c]) => ruleOfCase(k, c)),
      ...Object.keys(exchangeCases),
      // Two turns, not one: test/checks/same-outcome.test.ts.
      'turn.same-outcome',
    ]);
    const judged = [...checked].filter((id) => catalogue.find((r) => r.id === id)?.level !== 'INFO');
    expect(judged.filter((id) => !withFailingTest.has(id))).toEqual([]);
    const info = [...checked].filter((id) => catalogue.find((r) => r.id === id)?.level === 'INFO');
    expect(info.sort()).toEqual(Object.keys(infoCases).sort());
  });

  it('the case tables name only rules that have a check', () => {
    expect(
      Object.entries(turnCases)
        .map(([k, c]) => ruleOfCase(k, c))
        .filter((id) => !(id in checkIndex)),
    ).toEqual([]);
    expect(Object.keys(exchangeCases).filter((id) => !(id in exchangeCheckIndex))).toEqual([]);
  });

  it('every rule of the catalogue has a check, exported by the module of src/checks the docs name', async () => {
    for (const rule of catalogue) {
      if (!hasRule(rule.id)) throw new Error(`${rule.id} is not a RuleId`);
      const file = checkFileOf(rule.id);
      const module = (await import(new URL(`../../${file}`, import.meta.url).href)) as Record<string, unknown>;
      expect(Object.values(module), `${rule.id}: ${file}`).toContain(checkOf[rule.id]);
    }
  });
});
