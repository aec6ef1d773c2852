// What the target was judged as, said once in the first lines of every report (terminal, Markdown,
// HTML, JUnit, badge), escaped for each where it quotes the target; and a plain A2A agent's run:
// its A2A verdict and badge, its vessel cases not applicable rather than skips that ask for a declaration.
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderBadge } from '../../src/reports/badge.ts';
import { renderHtml } from '../../src/reports/html.ts';
import { renderJUnit } from '../../src/reports/junit.ts';
import { renderMarkdown } from '../../src/reports/markdown.ts';
import { renderSummary } from '../../src/reports/summary.ts';
import { classificationSentence, NOT_APPLICABLE } from '../../src/results/classification.ts';
import type { Results } from '../../src/results/schema.ts';
import { runCertification } from '../../src/runner/run.ts';
import { catalogue } from '../../src/rules/index.ts';
import { runSettings } from '../support/run-settings.ts';
import { cardServer, fakeModel, fnCase, KIT } from '../runner/fakes.ts';
import { mixedResults } from './support/results.ts';

/** What a hostile target could make the evidence quote: markup, Markdown, an escape sequence. */
const HOSTILE = "its plain turn (SendStreamingMessage) was answered with JSON-RPC error '1' ('<script>alert(1)</script> *x* [a](b) & \u001b[2J'), not with a task or a message";

let vessel: Results;
let hostile: Results;
let a2a: Results;
beforeAll(async () => {
  vessel = await mixedResults();
  hostile = { ...vessel, target: { ...vessel.target, classification: { as: 'not-a2a', evidence: HOSTILE, forced: false } } };
  a2a = await mixedResults({ judgeAs: { as: 'a2a', evidence: '--as a2a' } });
});

const firstLines = (text: string, n: number) => text.split('\n').slice(0, n).join('\n');

describe('the classification in the first lines of every report', () => {
  it('terminal: the second line, an escape sequence shown, never obeyed', () => {
    expect(renderSummary(vessel, 'results.json').split('\n')[1]).toBe(
      'Judged as a vessel (given as one): every rule applies.',
    );
    const line = renderSummary(hostile, 'results.json').split('\n')[1]!;
    expect(line).toBe(classificationSentence(hostile.target.classification!).replace('\u001b', '\uFFFD'));
  });

  it('Markdown: under the verdict, every character Markdown or HTML would read escaped', () => {
    const head = firstLines(renderMarkdown(hostile), 6);
    expect(head).toContain('Not judged: its plain turn (SendStreamingMessage)');
    expect(head).toContain("\\<script\\>alert(1)\\</script\\> \\*x\\* \\[a\\](b) \\& ");
    expect(head).not.toContain('<script>');
  });

  it('HTML: in the header, escaped', () => {
    const html = renderHtml(hostile);
    const div = /<div class="classification" id="classification">([^<]*)<\/div>/.exec(html);
    expect(div?.[1]).toContain('&lt;script&gt;alert(1)&lt;/script&gt; *x* [a](b) &amp; ');
    expect(html.indexOf('id="classification"')).toBeLessThan(html.indexOf('<main>'));
    expect(html).not.toContain('<script>alert');
  });

  it('JUnit: the first property of the run’s suite, and the verdict’s text, as XML holds it', () => {
    const xml = renderJUnit(hostile);
    expect(XMLValidator.validate(xml)).toBe(true);
    const doc = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_', processEntities: true }).parse(xml);
    const run = doc.testsuites.testsuite[0];
    const said = classificationSentence(hostile.target.classification!).replace('\u001b', '\uFFFD');
    expect(run.properties.property[0]).toEqual({ '@_name': 'classification', '@_value': said });
    expect(String(run.testcase.failure['#text'])).toContain(said.slice(0, 60));
  });

  it('badge: its description, escaped, after its title', () => {
    const svg = renderBadge(hostile);
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toMatch(/<\/title><desc>Not judged: its plain turn .*&lt;script&gt;alert\(1\)&lt;\/script&gt;.*<\/desc>/);
    expect(renderBadge({ ...vessel, target: { ...vessel.target, classification: undefined } })).not.toContain('<desc>');
  });
});

describe('a run judged as a plain A2A agent (--as a2a)', () => {
  it('runs only the cases with an A2A rule: the others are not applicable, and no report asks to declare them', () => {
    expect(a2a.target.classification).toEqual({ as: 'a2a', evidence: '--as a2a', forced: true });
    expect(a2a.outcome.verdict).toBe('a2a-conformant');
    expect(a2a.outcome.exit_code).toBe(0);
    expect(a2a.cases.map((c) => [c.id, c.status, c.message])).toEqual([
      ['events.bad', 'skip', NOT_APPLICABLE],
      ['merge.late', 'skip', NOT_APPLICABLE],
      ['a2a.good', 'pass', ''],
      ['statuses.slow', 'skip', NOT_APPLICABLE],
      ['artifacts.boom', 'skip', NOT_APPLICABLE],
    ]);
    const summary = renderSummary(a2a, 'results.json');
    expect(summary.split('\n')[1]).toBe(
      'Judged as a plain A2A 1.0 agent (--as a2a): the vessel rules are not applicable.',
    );
    expect(summary).toContain(
      'Not applicable: 4 case(s) rest on vessel rules alone (the target sends no vessel events)',
    );
    expect(summary).not.toContain('declare');
    expect(summary).toMatch(/A2A-CONFORMANT \(exit 0\): every A2A MUST rule that ran passed \(1 case\(s\) judged\)/);
    const markdown = renderMarkdown(a2a);
    expect(markdown).toContain('### Not applicable (4)');
    expect(markdown).not.toContain('what to declare');
    expect(markdown).toMatch(/A2A MUST rules 1\/\d+ passed/);
  });

  it('has a badge of its own: labelled A2A, counting the A2A MUST rules', () => {
    const svg = renderBadge(a2a);
    expect(svg).toMatch(/<title>vessel-kit A2A: a2a-conformant · A2A MUST 1\/\d+<\/title>/);
    const vesselMust = /· MUST \d+\/(\d+)/.exec(renderBadge(vessel))![1];
    const a2aMust = /A2A MUST 1\/(\d+)/.exec(svg)![1];
    expect(Number(a2aMust)).toBeLessThan(Number(vesselMust));
    expect(renderHtml(a2a)).toContain('<span class="badge a2a-conformant" id="verdict">A2A-CONFORMANT</span>');
  });
});

describe('a profile of several agents', () => {
  it('is one classification for the whole target: every agent a vessel, by declaration', async () => {
    const target = await cardServer();
    try {
      const results = await runCertification({
        profile: {
          agents: [
            { name: 'a', url: target.url },
            { name: 'b', url: `${target.url}agents/b` },
          ],
        },
        target: { kind: 'profile', modelUrl: 'http://127.0.0.1:9100/v1' },
        model: fakeModel(),
        cases: [fnCase('a2a.good', async () => ({ verdicts: [{ rule: 'a2a.card-served', status: 'pass', message: 'served' }] }), { rules: ['a2a.card-served'] })],
        rules: catalogue,
        kit: KIT,
        settings: runSettings({}, { kind: 'profile', modelUrl: 'http://127.0.0.1:9100/v1' }),
      });
      expect(results.target.classification).toEqual({
        as: 'vessel',
        evidence: 'declared by a profile, for each of its 2 agents',
        forced: true,
      });
      expect(renderSummary(results, 'results.json').split('\n')[1]).toBe(
        'Judged as a vessel (declared by a profile, for each of its 2 agents): every rule applies.',
      );
    } finally {
      await target.close();
    }
  });
});
