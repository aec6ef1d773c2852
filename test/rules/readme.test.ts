// The README's rule table and its paragraph on the basis are written by hand: each row's level
// and basis must be the catalogue's, and the paragraph must name exactly the vessel a2a.* rules.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { basisOf, catalogue, ruleById } from '../../src/rules/index.ts';

const readme = readFileSync(new URL('../../README.md', import.meta.url), 'utf8');
const label = (id: string) => (basisOf(ruleById(id)) === 'a2a' ? 'A2A' : 'vessel');

/** The README's table rows with a basis column: `| \`id\` | level | basis | …`. */
function basisRows(text: string): { id: string; level: string; basis: string }[] {
  const header = text.split('\n').findIndex((l) => /^\| rule +\| level +\| basis +\|/.test(l));
  if (header < 0) return [];
  const rows: { id: string; level: string; basis: string }[] = [];
  for (const line of text.split('\n').slice(header + 2)) {
    if (!line.startsWith('|')) break;
    const [, id, level, basis] = line.split('|').map((c) => c.trim());
    rows.push({ id: id!.replace(/`/g, ''), level: level!, basis: basis! });
  }
  return rows;
}

describe('README', () => {
  it("gives each rule of its table the catalogue's level and basis", () => {
    const rows = basisRows(readme);
    expect(rows.length).toBeGreaterThan(10);
    for (const row of rows)
      expect(row, row.id).toEqual({ ...row, level: ruleById(row.id).level, basis: label(row.id) });
  });

  it('names, where it explains the basis, exactly the a2a.* rules that are vessel rules', () => {
    const paragraph = readme.split('\n\n').find((p) => p.startsWith('Each rule has a basis'));
    expect(paragraph).toBeDefined();
    const named = [...new Set(paragraph!.match(/a2a\.[a-z-]+/g))].sort();
    const vessel = catalogue
      .filter((r) => r.id.startsWith('a2a.') && basisOf(r) === 'vessel')
      .map((r) => r.id)
      .sort();
    expect(named).toEqual(vessel);
  });

  it('the table check can fail: a row with a wrong basis is told apart', () => {
    const [row] = basisRows('| rule | level | basis |\n| --- | --- | --- |\n| `a2a.trailing-slash` | MUST | A2A |\n');
    expect(row).toEqual({ id: 'a2a.trailing-slash', level: 'MUST', basis: 'A2A' });
    expect(row!.basis).not.toBe(label('a2a.trailing-slash'));
  });
});
