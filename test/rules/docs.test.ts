import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { faultCatalogue } from '../../src/faults/catalogue.ts';
import { basisOf, catalogue } from '../../src/rules/index.ts';
import { kitLinks, renderRulesDoc, RULES_DOC_PATH, type RuleLinks } from '../../scripts/rules-doc.ts';
import { allCases } from '../../suites/index.ts';

const links = kitLinks();
const doc = renderRulesDoc(catalogue, links);
const rowOf = (id: string) => doc.split('\n').find((line) => line.startsWith(`| \`${id}\` |`));
const noLinks: RuleLinks = { check: () => undefined, cases: () => [], faults: () => [] };

describe('docs/rules.md', () => {
  it('is the catalogue as rendered now (run `npm run generate` after changing a rule, a check, a case or a fault)', () => {
    expect(readFileSync(RULES_DOC_PATH, 'utf8')).toBe(doc);
  });

  it('lists every rule once with its level and its basis', () => {
    for (const r of catalogue)
      expect(doc).toContain(`| \`${r.id}\` | ${r.level} | ${basisOf(r) === 'a2a' ? 'A2A' : 'vessel'} |`);
    expect(rowOf('a2a.parse-error')).toMatch(/^\| `a2a\.parse-error` \| MUST \| A2A \|/);
    expect(rowOf('a2a.trailing-slash')).toMatch(/^\| `a2a\.trailing-slash` \| MUST \| vessel \|/);
    expect(rowOf('event.shape')).toMatch(/^\| `event\.shape` \| MUST \| vessel \|/);
  });

  it('names for every rule the module of src/checks that judges it, a file that exists (a path: the package ships no src/)', () => {
    for (const r of catalogue) {
      const named = /\| `(src\/checks\/[a-z0-9-]+\.ts)` \|/.exec(rowOf(r.id) ?? '');
      expect(named, r.id).not.toBeNull();
      expect(existsSync(new URL(`../../${named![1]}`, import.meta.url)), named![1]).toBe(true);
    }
    expect(rowOf('a2a.stream-closed')).toContain('| `src/checks/a2a-stream.ts` |');
    expect(rowOf('message.system-refused')).toContain('| `src/checks/envelope.ts` |');
    expect(doc).not.toMatch(/\]\(\.\.\/src\//);
  });

  it('names the cases that exercise each rule and the faults that break it', () => {
    const cases = allCases();
    for (const r of catalogue) {
      expect(links.cases(r.id), r.id).toEqual(
        cases.filter((c) => c.rules.some((rule) => rule === r.id)).map((c) => c.id),
      );
      expect(links.faults(r.id), r.id).toEqual(
        faultCatalogue.filter((f) => f.breaks.some((rule) => rule === r.id)).map((f) => f.name),
      );
    }
    expect(rowOf('order.tool-call-order')).toMatch(
      /\| `events\.parallel-tools`[^|]* \| `tool-started-reverse-order` \|/,
    );
  });

  it('escapes table separators inside quoted sentences', () => {
    const escaped = renderRulesDoc(
      [
        {
          id: 'x.y',
          level: 'MUST',
          title: 'a | b',
          sources: [{ document: 'events.txt', section: 'S', sentence: 'c | d' }],
          keywords: [],
          clauses: [{ id: 'whole', text: 'a | b' }],
        },
      ],
      noLinks,
    );
    expect(escaped).toContain('a \\| b');
    expect(escaped).toContain('c \\| d');
  });
});
