// `certify --list`: the selected cases as a reader checks a selection before running it. It reads
// the cases, not results, so it lives with the command rather than with the report renderers.
import type { ConformanceCase } from '../case/index.ts';

/** `--list`: every selected case with its rules and needs; runs nothing. */
export function renderCaseList(cases: readonly ConformanceCase[]): string {
  const lines = cases.map((c) => {
    const needs = c.needs.length > 0 ? `\n    needs: ${c.needs.join(', ')}` : '';
    return `${c.id}\n    ${c.title}\n    ${c.section}: “${c.sentence}”\n    rules: ${c.rules.join(', ')}${needs}`;
  });
  lines.push(`${cases.length} case(s)`);
  return lines.join('\n') + '\n';
}
