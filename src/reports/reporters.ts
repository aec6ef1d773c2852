// The reporters `--reporter NAME` chooses from, and the file each writes under `--out`. The
// terminal reporter writes no file; results.json is written whatever is chosen, since every other
// report, `report render`, `report merge` and baselines read it.

export const FILE_REPORTS = {
  json: 'results.json',
  junit: 'junit.xml',
  markdown: 'summary.md',
  html: 'index.html',
  badge: 'badge.svg',
} as const;

export type FileReporter = keyof typeof FILE_REPORTS;
export type ReporterName = 'terminal' | FileReporter;

export const REPORTER_NAMES: readonly ReporterName[] = ['terminal', 'json', 'junit', 'markdown', 'html', 'badge'];

/** What a run writes when no `--reporter` is given: the terminal and all five files. */
export const DEFAULT_REPORTERS: readonly ReporterName[] = REPORTER_NAMES;

export function isReporterName(name: string): name is ReporterName {
  return (REPORTER_NAMES as readonly string[]).includes(name);
}
