// A rule's basis is read off its sources (src/rules/basis.ts): A2A where a sentence of the A2A
// specification says it, vessel where only the vessel's documents do. The a2a.* rules that stay
// vessel rules are pinned here, each with a note saying why no A2A sentence holds it.
import { describe, expect, it } from 'vitest';
import { basisOf, catalogue, ruleById } from '../../src/rules/index.ts';
import type { RuleSource } from '../../src/rules/types.ts';

const a2a: RuleSource = {
  document: 'A2A',
  section: '9.5 Error Handling',
  sentence: 'The server received invalid JSON',
};
const contract: RuleSource = { document: 'CONTRACT.md', section: 'A2A layer', sentence: 'Errors: -32700 parse error' };
const events: RuleSource = { document: 'events.txt', section: 'Event types', sentence: 'turn.started' };

/** The a2a.* rules no A2A sentence says: CONTRACT.md's alone. */
const VESSEL_A2A_RULES = [
  'a2a.card-streaming',
  'a2a.trailing-slash',
  'a2a.snake-case-accepted',
  'a2a.list-tasks',
  'a2a.terminal-status',
];

describe('rule basis', () => {
  it('is a2a when any source is the A2A specification, vessel when none is', () => {
    expect(basisOf({ sources: [a2a] })).toBe('a2a');
    expect(basisOf({ sources: [contract, a2a] })).toBe('a2a');
    expect(basisOf({ sources: [contract] })).toBe('vessel');
    expect(basisOf({ sources: [events, contract] })).toBe('vessel');
  });

  it('makes vessel rules of exactly the a2a.* rules that cite no A2A sentence', () => {
    const a2aRules = catalogue.filter((r) => r.id.startsWith('a2a.'));
    expect(a2aRules.filter((r) => basisOf(r) === 'vessel').map((r) => r.id)).toEqual(VESSEL_A2A_RULES);
    for (const r of a2aRules) {
      const cited = r.sources.filter((s) => s.document === 'A2A');
      expect(basisOf(r), r.id).toBe(cited.length > 0 ? 'a2a' : 'vessel');
    }
  });

  it('says, in its note, why each vessel a2a.* rule rests on no A2A sentence', () => {
    for (const id of VESSEL_A2A_RULES) expect(ruleById(id).note, id).toMatch(/^A vessel rule: .*A2A/);
  });

  it('known cases: the trailing slash and snake_case are vessel rules, the parse error is A2A §9.5', () => {
    expect(basisOf(ruleById('a2a.trailing-slash'))).toBe('vessel');
    expect(basisOf(ruleById('a2a.snake-case-accepted'))).toBe('vessel');
    const parseError = ruleById('a2a.parse-error');
    expect(basisOf(parseError)).toBe('a2a');
    expect(parseError.sources).toContainEqual(
      expect.objectContaining({
        document: 'A2A',
        section: '9.5 Error Handling',
        sentence: expect.stringContaining('-32700'),
      }),
    );
  });

  it('makes vessel rules of the transcript, event and turn rules, which rest on the product documents', () => {
    const productRules = catalogue.filter((r) => /^(transcript|event|order|turn|merge|status)\./.test(r.id));
    expect(productRules.length).toBeGreaterThan(10);
    expect(productRules.filter((r) => basisOf(r) !== 'vessel').map((r) => r.id)).toEqual([]);
  });

  it('makes A2A rules of the rules outside a2a.* that cite the A2A specification', () => {
    const outside = catalogue.filter((r) => !r.id.startsWith('a2a.') && basisOf(r) === 'a2a').map((r) => r.id);
    expect(outside).toEqual([
      'robust.malformed-codes',
      'security.auth',
      'views.get-task',
      'views.cancel-task',
      'views.list-tasks',
      'views.subscribe',
    ]);
  });
});
