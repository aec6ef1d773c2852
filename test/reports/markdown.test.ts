// summary.md and badge.svg from real runner results; the size bound on a huge run; the step summary.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { renderBadge } from '../../src/reports/badge.ts';
import { MARKDOWN_LIMIT_BYTES, renderMarkdown } from '../../src/reports/markdown.ts';
import { writeReports } from '../../src/reports/write-reports.ts';
import type { Results } from '../../src/results/schema.ts';
import { mixedResults } from './support/results.ts';

let results: Results;
const dirs: string[] = [];
beforeAll(async () => {
  results = await mixedResults({
    policy: {
      expectedFailures: {
        file: 'expected-failures.json',
        entries: [{ rule: 'merge.pacing', reason: 'pacing is tuned in issue 12' }],
      },
    },
  });
});
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('summary.md', () => {
  it('gives the verdict and counts, then MUST failures, SHOULD failures, known deviations, kit errors and skips by what to declare', () => {
    const md = renderMarkdown(results);
    expect(md).toMatch(/^## ❌ vessel-kit certify: FAILED\n\n> 1 MUST rule\(s\) failed: event\.shape\n/);
    expect(md).toContain('| cases | 1 | 2 | 1 | 1 | 0 |');
    const order = [
      '### MUST failures',
      '| `event.shape` | `events.bad` | event #3 (text.delta step 2) has no content |',
      '### SHOULD failures',
      '| `merge.pacing` | `merge.late` | events #4 and #5 are 3 ms apart _(known deviation)_ |',
      '### Known deviations (`expected-failures.json`)',
      'merge.pacing: still fails (1 failure(s), not failing the run). Reason: pacing is tuned in issue 12',
      '### The kit could not judge (1)',
      '### Skipped: what to declare (1)',
      '- **needs an agent declaring tools.slow',
      '```sh\nnpx vessel-kit certify --target',
    ];
    let at = -1;
    for (const text of order) {
      const next = md.indexOf(text);
      expect(next, text).toBeGreaterThan(at);
      at = next;
    }
  });

  it('says why cases were not tested, grouped by reason', async () => {
    const unreachable = await mixedResults({});
    const stopped: Results = {
      ...unreachable,
      cases: unreachable.cases.map((c) => ({ ...c, status: 'not-tested', message: 'not run: the target is unreachable' })),
      outcome: { exit_code: 2, verdict: 'incomplete', reason: 'target unreachable: agent default: ECONNREFUSED' },
    };
    const md = renderMarkdown(stopped);
    expect(md).toMatch(/^## ⚠️ vessel-kit certify: INCOMPLETE/);
    expect(md).toContain('> target unreachable: agent default: ECONNREFUSED');
    expect(md).toContain('### Not tested (5)\n\n- **not run: the target is unreachable** — 5 case(s): `events.bad`');
  });

  it('stays under 60 KB for a run with thousands of failures, saying how many it left out', () => {
    const base = results.cases[0]!;
    const huge: Results = {
      ...results,
      cases: Array.from({ length: 3000 }, (_, i) => ({
        ...base,
        id: `events.bad-${i}`,
        message: `event.shape: ${'x'.repeat(500)}`,
        evidence: { ...base.evidence, verdicts: [{ rule: 'event.shape', status: 'fail', message: 'y'.repeat(500) }] },
      })),
    };
    const md = renderMarkdown(huge);
    expect(Buffer.byteLength(md)).toBeLessThanOrEqual(MARKDOWN_LIMIT_BYTES);
    expect(md).toMatch(/… and \d+ more \(see index\.html or results\.json\)/);
    // Short runs are not cut.
    expect(renderMarkdown(results)).not.toContain('… and');
  });

  it('is appended to $GITHUB_STEP_SUMMARY when that is set, after what earlier steps wrote', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vk-md-'));
    dirs.push(dir);
    const summary = path.join(dir, 'step-summary.md');
    writeFileSync(summary, '# an earlier step\n');
    const { files } = await writeReports(results, { outDir: dir, reporters: ['markdown'], stepSummary: summary });
    expect(files.map((f) => path.basename(f))).toEqual(['results.json', 'summary.md']);
    const text = readFileSync(summary, 'utf8');
    expect(text.startsWith('# an earlier step\n## ❌ vessel-kit certify: FAILED')).toBe(true);
  });
});

describe('badge.svg', () => {
  it('shows the verdict and the MUST rules passed, coloured by verdict', () => {
    const svg = renderBadge(results);
    const must = Object.values(results.rules).filter((r) => r.level === 'MUST');
    const passed = must.filter((r) => r.status === 'pass').length;
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).toContain(`aria-label="vessel-kit: failed · MUST ${passed}/${must.length}"`);
    expect(svg).toContain('fill="#dd4343"');
    const certified = renderBadge({ ...results, outcome: { ...results.outcome, verdict: 'certified' } });
    expect(certified).toContain('fill="#4b0"');
  });

  it('does not count a MUST rule whose capability the card does not declare; one skipped for another reason it does', () => {
    const others = Object.entries(results.rules).filter(([id, r]) => r.level === 'MUST' && id !== 'a2a.push-declared');
    const passed = others.filter(([, r]) => r.status === 'pass').length;
    const skipped = (message: string) => ({ level: 'MUST' as const, status: 'skip' as const, cases: ['c'], message });
    const badge = (message: string) =>
      renderBadge({ ...results, rules: { ...results.rules, 'a2a.push-declared': skipped(message) } });
    const undeclared = 'a2a.errors.capabilities: not applicable: the card does not declare capabilities.pushNotifications';
    expect(badge(undeclared)).toContain(`MUST ${passed}/${others.length}"`);
    expect(badge('a2a.errors.capabilities: needs tools.fast')).toContain(`MUST ${passed}/${others.length + 1}"`);
  });
});
