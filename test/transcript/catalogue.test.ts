import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { rules } from '../../src/rules/transcript.ts';
import { hasRule } from '../../src/rules/index.ts';

const doc = readFileSync(new URL('../../docs/transcript-validator.md', import.meta.url), 'utf8');

describe('transcript rules in the catalogue', () => {
  it.each(rules.map((r) => [r.id, r] as const))('%s has a stable id, sources and keywords', (id, rule) => {
    expect(hasRule(id)).toBe(true);
    // Ids never embed a message or an index: dotted lower-case words only.
    expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*\.[a-z][a-z0-9]*(?:-[a-z]+)*$/);
    expect(rule.keywords.length).toBeGreaterThan(0);
    for (const k of rule.keywords) expect(k).toBe(k.toLowerCase());
    expect(rule.sources.length).toBeGreaterThan(0);
    for (const s of rule.sources) expect(s.sentence.trim()).toBe(s.sentence);
  });

  it('are each described in docs/transcript-validator.md', () => {
    for (const rule of rules) expect(doc, rule.id).toContain(`\`${rule.id}\``);
  });
});
