import { describe, expect, it } from 'vitest';
import { catalogue, ruleById } from '../../src/rules/index.ts';

describe('the rule catalogue', () => {
  it('has stable dotted lower-case ids with no index or message in them', () => {
    for (const r of catalogue) expect(r.id).toMatch(/^[a-z0-9-]+(\.[a-z0-9-]+)+$/);
  });

  it('gives every rule a level, a title and at least one quoted sentence naming its document and section', () => {
    for (const r of catalogue) {
      expect(['MUST', 'SHOULD', 'INFO']).toContain(r.level);
      expect(r.title.length, r.id).toBeGreaterThan(0);
      expect(r.sources.length, r.id).toBeGreaterThan(0);
      for (const s of r.sources) {
        expect(['transcript-format.txt', 'events.txt', 'CONTRACT.md', 'A2A']).toContain(s.document);
        expect(s.section.length, r.id).toBeGreaterThan(0);
        expect(s.sentence.trim(), r.id).toBe(s.sentence);
        expect(s.sentence.length, r.id).toBeGreaterThan(5);
      }
    }
  });

  it("marks as SHOULD exactly what the documents leave as SHOULD in the kit's areas", () => {
    const should = catalogue.filter((r) => r.level === 'SHOULD').map((r) => r.id);
    expect(should).toEqual(expect.arrayContaining(['turn.tokens-sum', 'merge.pacing', 'rejection.bad-request-detail']));
    expect(ruleById('merge.lateness').level).toBe('INFO');
    expect(ruleById('merge.content-exact').level).toBe('MUST');
  });

  it('throws on an unknown id, so a typo in a check fails loudly', () => {
    expect(() => ruleById('no.such-rule')).toThrow(/no rule with id 'no.such-rule'/);
  });
});
