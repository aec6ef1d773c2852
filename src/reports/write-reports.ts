// Writes the chosen reports of a run under one folder: results.json always, then each chosen file
// reporter of src/reports/reporters.ts (summary.md also appended to $GITHUB_STEP_SUMMARY when set).
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Results } from '../results/schema.ts';
import { FILE_REPORTERS, type FileReporter, type FileReporterName, type ReporterName } from './reporters.ts';
import { writeResults } from '../results/write.ts';

export interface WriteReportsOptions {
  outDir: string;
  reporters: readonly ReporterName[];
  /** The results with their recordings (read back from a bundle) for the HTML report; default `results`. */
  withEvidence?: Results;
  /** Cases whose recordings could not be read back (the HTML report says so). */
  missingEvidence?: ReadonlySet<string>;
  /** $GITHUB_STEP_SUMMARY: the Markdown summary is appended to this file too. */
  stepSummary?: string;
  /** Leave results.json alone (re-rendering a results.json in place). */
  keepResultsFile?: boolean;
}

/** Writes the reports; returns the results as results.json holds them and every file written. */
export async function writeReports(
  results: Results,
  options: WriteReportsOptions,
): Promise<{ results: Results; files: string[] }> {
  await mkdir(options.outDir, { recursive: true });
  const files: string[] = [];
  let written = results;
  if (!options.keepResultsFile) {
    const json = await writeResults(results, options.outDir);
    written = json.results;
    files.push(json.file);
  }
  const inputs = { withEvidence: options.withEvidence ?? written, missingEvidence: options.missingEvidence };
  for (const [name, reporter] of Object.entries(FILE_REPORTERS) as [FileReporterName, FileReporter][]) {
    if (!options.reporters.includes(name)) continue;
    const text = reporter.render(written, inputs);
    const file = path.join(options.outDir, reporter.file);
    await writeFile(file, text);
    files.push(file);
    if (reporter.stepSummary && options.stepSummary) await appendFile(options.stepSummary, text + '\n');
  }
  return { results: written, files };
}
