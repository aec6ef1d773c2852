// The A2A TCK parity table (src/rules/a2a-tck.ts): every TCK requirement id once, each either
// judged by rules of the catalogue or said not to apply, and every rule citing the A2A
// specification named by some requirement (a new A2A rule is the kit's reading of the TCK's).
import { describe, expect, it } from 'vitest';
import { tckRequirements } from '../../src/rules/a2a-tck.ts';
import { catalogue, hasRule } from '../../src/rules/index.ts';

describe('A2A TCK parity', () => {
  it('lists each TCK requirement once, with its section and level', () => {
    const ids = tckRequirements.map((t) => t.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const t of tckRequirements) {
      expect(t.id).toMatch(/^[A-Z]+(-[A-Z]+)*-\d{3}[a-z]?$/);
      expect(t.section).toMatch(/^\d+(\.\d+)*$/);
      expect(['MUST', 'SHOULD', 'MAY']).toContain(t.level);
    }
  });

  it('judges each requirement with rules of the catalogue, or says why it does not apply', () => {
    for (const t of tckRequirements) {
      expect(Boolean(t.rules) !== Boolean(t.notApplicable), t.id).toBe(true);
      for (const rule of t.rules ?? []) expect(hasRule(rule), `${t.id}: ${rule}`).toBe(true);
      if (t.notApplicable) expect(t.notApplicable.length, t.id).toBeGreaterThan(20);
    }
  });

  it('names every rule that cites the A2A specification', () => {
    const named = new Set<string>(tckRequirements.flatMap((t) => t.rules ?? []));
    const a2aRules = catalogue.filter((r) => r.sources.some((s) => s.document === 'A2A')).map((r) => r.id);
    expect(a2aRules.filter((id) => !named.has(id))).toEqual([]);
  });

  it('a TCK MUST the kit judges rests on at least one MUST rule', () => {
    const levelOf = new Map(catalogue.map((r) => [r.id, r.level]));
    const weak = tckRequirements
      .filter((t) => t.level === 'MUST' && t.rules)
      .filter((t) => !t.rules!.some((id) => levelOf.get(id) === 'MUST'))
      .map((t) => t.id);
    expect(weak).toEqual([]);
  });
});
