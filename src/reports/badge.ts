// badge.svg: the verdict and the MUST rules passed, as a shields.io-style badge a README or a CI
// page can show. Drawn by badge-maker, the shields.io library, so it looks and measures like one.
// A plain A2A agent's badge is its own: labelled A2A, counting the A2A MUST rules, so it is never
// read as a vessel's certification. What the target was judged as is the SVG's description.
import { makeBadge } from 'badge-maker';
import type { Results } from '../results/schema.ts';
import { judgedAsA2A } from '../results/classification.ts';
import { escapeMarkup } from './escape-markup.ts';
import { classificationLine, mustRuleCounts } from './facts.ts';

const COLOR: Record<Results['outcome']['verdict'], string> = {
  certified: 'brightgreen',
  passed: 'yellowgreen',
  failed: 'red',
  'a2a-conformant': 'blue',
  'a2a-failed': 'red',
  incomplete: 'lightgrey',
};

/** Text in an XML element: markup escaped, and no character XML 1.0 cannot hold. */
const xmlText = (text: string) =>
  escapeMarkup(text.replace(/[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '\uFFFD'));

export function renderBadge(results: Results): string {
  const must = mustRuleCounts(results);
  const a2a = judgedAsA2A(results.target);
  const svg = makeBadge({
    label: a2a ? 'vessel-kit A2A' : 'vessel-kit',
    message: `${results.outcome.verdict} · ${a2a ? 'A2A MUST' : 'MUST'} ${must.passed}/${must.total}`,
    color: COLOR[results.outcome.verdict],
  });
  const judgedAs = classificationLine(results);
  // After the <title> badge-maker writes first: the description assistive technology reads next.
  const described =
    judgedAs === undefined ? svg : svg.replace(/<\/title>/, () => `</title><desc>${xmlText(judgedAs)}</desc>`);
  return described + '\n';
}
