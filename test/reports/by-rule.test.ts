// The section summary.md and index.html open with: each failing rule once (level, cases, the first
// case's message, a link to its evidence), above the per-case tables, under the classification line,
// and never cut; messages from the target escaped for Markdown and for HTML.
import { beforeAll, describe, expect, it } from 'vitest';
import { renderHtml } from '../../src/reports/html.ts';
import { renderMarkdown } from '../../src/reports/markdown.ts';
import type { RuleId } from '../../src/rules/index.ts';
import type { Results } from '../../src/results/schema.ts';
import { fnCase } from '../runner/fakes.ts';
import { mixedResults, type MIXED_CASES } from './support/results.ts';

const failing = (rule: RuleId, message: string) => async () => ({
  verdicts: [{ rule, status: 'fail' as const, message }],
});

/** What a target can make a message say: table pipes, code, a link, an image, a tag, an entity, line breaks. */
const HOSTILE = 'a | b `code` [click](https://evil.example/x) ![img](https://evil.example/i.png) <img src=x onerror=alert(1)> &amp; *em* _u_\nsecond line';

/** The run: one broken rule failing 66 cases, three more failing in fewer, 101 MUST rows in all, and an INFO failure (its case passes). */
const BROKEN: typeof MIXED_CASES = [
  ...Array.from({ length: 66 }, (_, i) =>
    fnCase(`order.case-${String(i).padStart(2, '0')}`, failing('order.sequence', `event #${i} out of sequence`), {
      rules: ['order.sequence'],
    }),
  ),
  ...Array.from({ length: 35 }, (_, i) =>
    fnCase(`events.case-${i}`, failing('event.shape', i === 0 ? HOSTILE : `event #${i} has no content`), {
      rules: ['event.shape'],
    }),
  ),
  ...Array.from({ length: 4 }, (_, i) =>
    fnCase(`merge.case-${i}`, failing('merge.pacing', `events #${i} and #${i + 1} are 3 ms apart`), {
      rules: ['merge.pacing'],
    }),
  ),
  fnCase('merge.late', failing('merge.lateness', 'a delta came 40 ms late'), { rules: ['merge.lateness'] }),
  fnCase('a2a.good', async () => ({ verdicts: [{ rule: 'a2a.card-served', status: 'pass', message: 'served' }] }), {
    rules: ['a2a.card-served'],
  }),
];
const RULES = [
  { rule: 'order.sequence', level: 'MUST', cases: 66, first: 'order.case-00', message: 'event #0 out of sequence' },
  { rule: 'event.shape', level: 'MUST', cases: 35, first: 'events.case-0' },
  { rule: 'merge.pacing', level: 'SHOULD', cases: 4, first: 'merge.case-0', message: 'events #0 and #1 are 3 ms apart' },
  { rule: 'merge.lateness', level: 'INFO', cases: 1, first: 'merge.late', message: 'a delta came 40 ms late' },
];

let results: Results;
beforeAll(async () => {
  results = await mixedResults({ cases: BROKEN });
});

/** The lines of one `### heading` section of summary.md, up to the next blank line after its table. */
function section(md: string, heading: RegExp): string[] {
  const lines = md.split('\n');
  const start = lines.findIndex((l) => heading.test(l));
  expect(start, `no section ${heading}`).toBeGreaterThanOrEqual(0);
  const end = lines.findIndex((l, i) => i > start + 1 && l === '');
  return lines.slice(start, end < 0 ? undefined : end);
}

describe('summary.md: failing rules', () => {
  it('lists every failing rule once, with its level, its count, the first case’s message and a link to that case', () => {
    expect(results.cases.filter((c) => c.status === 'fail')).toHaveLength(105);
    expect(RULES.map((r) => r.rule).sort()).toEqual(Object.keys(results.rules).filter((id) => results.rules[id]!.status === 'fail').sort());
    const md = renderMarkdown(results);
    const rows = section(md, /^### Failing rules/).filter((l) => l.startsWith('| `'));
    expect(section(md, /^### Failing rules/)[0]).toBe('### Failing rules (4)');
    expect(rows).toHaveLength(RULES.length);
    RULES.forEach((r, i) => {
      const cells = rows[i]!.split(/(?<!\\)\|/).map((x) => x.trim());
      expect(cells.slice(1, 4)).toEqual([`\`${r.rule}\``, r.level, String(r.cases)]);
      if (r.message) expect(cells[4]).toBe(r.message);
      expect(cells[5]).toBe(`[${r.first}](index.html#case=${r.first})`);
      expect(md.split('\n').filter((l) => l.startsWith(`| \`${r.rule}\` | ${r.level} |`))).toHaveLength(1);
    });
  });

  it('stands under the classification line and above the counts and the per-case tables, which are cut while it is not', () => {
    const md = renderMarkdown(results);
    const order = ['Judged as a vessel', '### Failing rules (4)', '| cases |', '### MUST failures (2 rule(s))', '… and'];
    let at = -1;
    for (const text of order) {
      const next = md.indexOf(text);
      expect(next, text).toBeGreaterThan(at);
      at = next;
    }
    // The per-case table stops at 100 rows: event.shape's last cases are cut, its rule row is not.
    expect(md).toContain('… and 1 more (see index.html or results.json)');
    expect(md).not.toContain('`events.case-34`');
    // A tighter budget cuts the per-case rows further and shortens messages, but keeps every rule.
    const small = renderMarkdown(results, 9_000);
    expect(Buffer.byteLength(small)).toBeLessThanOrEqual(9_000);
    const rows = section(small, /^### Failing rules/).filter((l) => l.startsWith('| `'));
    expect(rows.map((l) => l.split(' | ')[0])).toEqual(RULES.map((r) => `| \`${r.rule}\``));
  });

  it('links to the evidence bundle’s file of the first case when the run wrote one', () => {
    const withBundle: Results = {
      ...results,
      cases: results.cases.map((c) =>
        c.id === 'order.case-00' ? { ...c, evidence: { ...c.evidence, ref: { bundle: 'evidence (run 1)/', file: 'order.case-00.ndjson' } } } : c,
      ),
    };
    const md = renderMarkdown(withBundle);
    expect(md).toContain('| [order.case-00](evidence%20%28run%201%29/order.case-00.ndjson) |');
  });

  it('escapes what the target wrote: no pipe ends the cell, no code, link, image, tag, entity or emphasis survives, one line', () => {
    const md = renderMarkdown(results);
    const row = md.split('\n').find((l) => l.startsWith('| `event.shape` | MUST |'))!;
    expect(row).toBe(
      '| `event.shape` | MUST | 35 | a \\| b \\`code\\` \\[click\\](https://evil.example/x) !\\[img\\](https://evil.example/i.png) \\<img src=x onerror=alert(1)\\> \\&amp; \\*em\\* \\_u\\_ second line | [events.case-0](index.html#case=events.case-0) |',
    );
    // Six cells, whatever the message held: every pipe of its own is escaped.
    expect(row.split(/(?<!\\)\|/)).toHaveLength(7);
    // The per-case table quotes the same message, escaped the same way.
    expect(md).toContain(
      '| `event.shape` | `events.case-0` | a \\| b \\`code\\` \\[click\\](https://evil.example/x) !\\[img\\]',
    );
  });
});

describe('index.html: failing rules', () => {
  const sectionOf = (html: string) => html.slice(html.indexOf('<section id="failing-rules">'), html.indexOf('</section>', html.indexOf('<section id="failing-rules">')));
  const rowsOf = (html: string) => [...sectionOf(html).matchAll(/<tr class="failing-rule" data-rule="([^"]*)">(.*?)<\/tr>/gs)];

  it('lists every failing rule once, with its level, its count, the first case’s message and a link that opens that case', () => {
    const html = renderHtml(results);
    const rows = rowsOf(html);
    expect(sectionOf(html)).toContain('<h2>Failing rules (4)</h2>');
    expect(rows.map((m) => m[1])).toEqual(RULES.map((r) => r.rule));
    RULES.forEach((r, i) => {
      const cells = [...rows[i]![2]!.matchAll(/<td[^>]*>(.*?)<\/td>/gs)].map((m) => m[1]);
      expect(cells.slice(0, 3)).toEqual([`<code>${r.rule}</code>`, r.level, String(r.cases)]);
      if (r.message) expect(cells[3]).toBe(r.message);
      expect(cells[4]).toBe(`<a href="#case=${r.first}">${r.first}</a>`);
      // The link's target: the first case's row carries the same id.
      expect(html).toContain(`<tr class="case" id="case=${r.first}" `);
    });
  });

  it('stands under the classification line and above the case table', () => {
    const html = renderHtml(results);
    const order = ['id="classification"', '<section id="failing-rules">', '<table id="cases">', '<tr class="case" '];
    let at = -1;
    for (const text of order) {
      const next = html.indexOf(text);
      expect(next, text).toBeGreaterThan(at);
      at = next;
    }
    // A passing run has no such section.
    const passing: Results = { ...results, cases: results.cases.filter((c) => c.evidence.verdicts.every((v) => v.status !== 'fail')) };
    expect(renderHtml(passing)).not.toContain('id="failing-rules"');
  });

  it('escapes what the target wrote, so no tag, attribute or entity of it reaches the page', () => {
    const row = rowsOf(renderHtml(results)).find((m) => m[1] === 'event.shape')!;
    expect(row[2]).toContain(
      '<td class="msg">a | b `code` [click](https://evil.example/x) ![img](https://evil.example/i.png) &lt;img src=x onerror=alert(1)&gt; &amp;amp; *em* _u_\nsecond line</td>',
    );
    expect(row[2]).not.toMatch(/<img|&amp;(?!amp;)/);
  });
});
