// Writes the chosen file reports of a run under one folder: results.json always, then junit.xml,
// summary.md (also appended to $GITHUB_STEP_SUMMARY when that is set), index.html and badge.svg.
import { appendFile, mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Results } from '../results/schema.ts';
import { renderBadge } from './badge.ts';
import { renderHtml } from './html.ts';
import { renderJUnit } from './junit.ts';
import { renderMarkdown } from './markdown.ts';
import { FILE_REPORTS, type ReporterName } from './reporters.ts';
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
  const wants = (name: ReporterName) => options.reporters.includes(name);
  const write = async (name: keyof typeof FILE_REPORTS, text: string) => {
    const file = path.join(options.outDir, FILE_REPORTS[name]);
    await writeFile(file, text);
    files.push(file);
  };
  if (wants('junit')) await write('junit', renderJUnit(written));
  if (wants('markdown')) {
    const markdown = renderMarkdown(written);
    await write('markdown', markdown);
    if (options.stepSummary) await appendFile(options.stepSummary, markdown + '\n');
  }
  if (wants('html')) await write('html', renderHtml(options.withEvidence ?? written, options.missingEvidence));
  if (wants('badge')) await write('badge', renderBadge(written));
  return { results: written, files };
}
