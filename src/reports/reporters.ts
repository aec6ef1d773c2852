// The reporters `--reporter NAME` chooses from: the terminal (writes no file), results.json (written
// whatever is chosen, since every other report, `report render`, `report merge` and baselines read
// it), and the file reporters, each its file name under `--out` and its renderer. A new reporter is
// one entry here.
import type { Results } from '../results/schema.ts';
import { renderBadge } from './badge.ts';
import { renderHtml } from './html.ts';
import { renderJUnit } from './junit.ts';
import { renderMarkdown } from './markdown.ts';

/** What a renderer may read besides the results as results.json holds them. */
export interface RenderInputs {
  /** The results with their recordings (read back from a bundle), for reports that show them. */
  withEvidence: Results;
  /** Cases whose recordings could not be read back. */
  missingEvidence?: ReadonlySet<string>;
}

export interface FileReporter {
  /** The file it writes under `--out`. */
  file: string;
  render(results: Results, inputs: RenderInputs): string;
  /** Also appended to $GITHUB_STEP_SUMMARY when that is set. */
  stepSummary?: boolean;
}

export const FILE_REPORTERS = {
  junit: { file: 'junit.xml', render: (results) => renderJUnit(results) },
  markdown: { file: 'summary.md', render: (results) => renderMarkdown(results), stepSummary: true },
  html: { file: 'index.html', render: (_, inputs) => renderHtml(inputs.withEvidence, inputs.missingEvidence) },
  badge: { file: 'badge.svg', render: (results) => renderBadge(results) },
} as const satisfies Record<string, FileReporter>;

export type FileReporterName = keyof typeof FILE_REPORTERS;
export type ReporterName = 'terminal' | 'json' | FileReporterName;

export const REPORTER_NAMES: readonly ReporterName[] = [
  'terminal',
  'json',
  ...(Object.keys(FILE_REPORTERS) as FileReporterName[]),
];

/** What a run writes when no `--reporter` is given: the terminal, results.json and every file reporter. */
export const DEFAULT_REPORTERS: readonly ReporterName[] = REPORTER_NAMES;

export function isReporterName(name: string): name is ReporterName {
  return (REPORTER_NAMES as readonly string[]).includes(name);
}
