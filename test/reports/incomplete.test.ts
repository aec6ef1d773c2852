// A run stopped before judging (a preflight that found no agent card, say) writes results with
// verdict incomplete and its reason: every reporter shows the verdict and the reason, and merge
// and rejudge keep what stopped it rather than concluding afresh from the cases.
import { describe, expect, it } from 'vitest';
import { renderBadge } from '../../src/reports/badge.ts';
import { renderHtml } from '../../src/reports/html.ts';
import { renderJUnit } from '../../src/reports/junit.ts';
import { renderMarkdown } from '../../src/reports/markdown.ts';
import { renderSummary, renderVerdictLine } from '../../src/reports/summary.ts';
import { recordedFacts } from '../../src/results/conclude.ts';
import type { Results } from '../../src/results/schema.ts';
import { mixedResults } from './support/results.ts';

const REASON =
  "preflight: no agent card at http://127.0.0.1:8080/v1/.well-known/agent-card.json (HTTP 404): is http://127.0.0.1:8080/v1 the agent's base URL? A card is served at http://127.0.0.1:8080/.well-known/agent-card.json: did you mean http://127.0.0.1:8080?";

async function stopped(): Promise<Results> {
  const results = await mixedResults();
  return {
    ...results,
    cases: results.cases.map((c) => ({
      ...c,
      status: 'not-tested',
      message: `not run: ${REASON}`,
      evidence: { verdicts: [], turns: [], exchanges: [] },
    })),
    outcome: { exit_code: 2, verdict: 'incomplete', reason: REASON },
  };
}

describe('an incomplete run in every report', () => {
  it('the terminal, summary.md, junit.xml, index.html and badge.svg each give the verdict and the reason', async () => {
    const results = await stopped();
    expect(renderVerdictLine(results)).toBe(`INCOMPLETE (exit 2): ${REASON}\n`);
    const summary = renderSummary(results, 'reports/results.json');
    expect(summary).toContain(`Not tested:\n  - 5 case(s): not run: ${REASON}`);
    expect(summary).toContain(`INCOMPLETE (exit 2): ${REASON}\n`);
    expect(renderMarkdown(results)).toContain(`## ⚠️ vessel-kit certify: INCOMPLETE\n\n> ${REASON}\n`);
    const junit = renderJUnit(results);
    expect(junit).toContain('name="verdict: incomplete"');
    expect(junit).toContain(`<error message="${REASON.replace(/'/g, '&apos;')}" type="incomplete">`);
    const html = renderHtml(results);
    expect(html).toContain(`<strong>Incomplete:</strong> ${REASON.replace(/'/g, '&#39;')}</div>`);
    expect(renderBadge(results)).toContain('vessel-kit: incomplete');
  });

  it('merge and rejudge keep a stop the cases did not cause, and conclude the cases\u2019 own reasons again', () => {
    expect(recordedFacts({ exit_code: 2, verdict: 'incomplete', reason: REASON }, [])).toEqual({
      unreachable: [],
      stopped: false,
      incomplete: REASON,
    });
    expect(
      recordedFacts({ exit_code: 2, verdict: 'incomplete', reason: 'target unreachable: agent default: ECONNREFUSED' }, []),
    ).toEqual({ unreachable: ['agent default: ECONNREFUSED'], stopped: false });
    for (const reason of ['nothing ran: no case was judged', 'the kit could not judge 1 MUST case(s): x'])
      expect(recordedFacts({ exit_code: 2, verdict: 'incomplete', reason }, [])).toEqual({ unreachable: [], stopped: false });
    expect(recordedFacts({ exit_code: 1, verdict: 'failed', reason: 'x' }, [{ message: 'not run: the run was stopped' }])).toEqual({
      unreachable: [],
      stopped: true,
    });
  });
});
