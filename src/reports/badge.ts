// badge.svg: the verdict and the MUST rules passed, as a shields.io-style badge a README or a CI
// page can show. Drawn by badge-maker, the shields.io library, so it looks and measures like one.
import { makeBadge } from 'badge-maker';
import type { Results } from '../results/schema.ts';
import { mustRuleCounts } from './facts.ts';

const COLOR: Record<Results['outcome']['verdict'], string> = {
  certified: 'brightgreen',
  passed: 'yellowgreen',
  failed: 'red',
  incomplete: 'lightgrey',
};

export function renderBadge(results: Results): string {
  const must = mustRuleCounts(results);
  return (
    makeBadge({
      label: 'vessel-kit',
      message: `${results.outcome.verdict} · MUST ${must.passed}/${must.total}`,
      color: COLOR[results.outcome.verdict],
    }) + '\n'
  );
}
