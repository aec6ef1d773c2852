// What the commands that produce results (certify, rejudge, report render and merge) do with
// them: write the chosen file reports, then print the terminal summary, the verdict alone
// (--quiet) or results.json (--json). Also the progress reporter certify shows while it runs.
import path from 'node:path';
import { Progress } from '../reports/progress.ts';
import type { ReporterName } from '../reports/reporters.ts';
import { renderSummary, renderVerdictLine } from '../reports/summary.ts';
import { writeReports } from '../reports/write-reports.ts';
import { resultsAsWritten } from '../results/write.ts';
import { hydrateEvidence } from '../evidence/bundle.ts';
import type { Results } from '../results/schema.ts';
import type { CliIO } from './command.ts';

export interface OutputOptions {
  outDir: string;
  reporters: readonly ReporterName[];
  quiet?: boolean;
  json?: boolean;
  /** The results with their recordings when the caller has them; else read back from the bundle they reference. */
  full?: Results;
  /** Leave results.json as it is (re-rendering it in place). */
  keepResultsFile?: boolean;
  /** What the summary calls the results file when it is not written here. */
  resultsFile?: string;
}

/** CI=true (or any value but false/0) means a CI log: plain lines, no redrawing. */
export function inCI(io: CliIO): boolean {
  const ci = io.env?.CI;
  return ci !== undefined && ci !== '' && ci !== 'false' && ci !== '0';
}

/** The progress reporter for a run: redrawn in place on a terminal outside CI, else a line per case. */
export function progressFor(io: CliIO): Progress {
  return new Progress({
    write: (text) => io.stderr(text),
    live: io.stderrIsTTY === true && !inCI(io),
    ...(io.columns !== undefined ? { columns: io.columns } : {}),
  });
}

const shown = (file: string) => path.relative(process.cwd(), file) || file;

/** Writes the reports and prints what the reporters ask; returns the results as results.json holds them. */
export async function emitResults(io: CliIO, results: Results, options: OutputOptions): Promise<Results> {
  let withEvidence: Results;
  let missing = new Set<string>();
  if (options.full) withEvidence = resultsAsWritten(options.full);
  else {
    // Evidence references are relative to the folder results.json is in: the output folder.
    const hydrated = await hydrateEvidence(results, options.outDir);
    withEvidence = resultsAsWritten(hydrated.results);
    if (hydrated.missing.length > 0) {
      missing = new Set(
        results.cases.filter((c, i) => c.evidence.ref && hydrated.results.cases[i] === c).map((c) => c.id),
      );
      if (!options.quiet && !options.json)
        io.stderr(`vessel-kit: some recordings could not be read back: ${hydrated.missing.slice(0, 3).join('; ')}\n`);
    }
  }
  const { results: written, files } = await writeReports(results, {
    outDir: options.outDir,
    reporters: options.reporters,
    withEvidence,
    missingEvidence: missing,
    ...(io.env?.GITHUB_STEP_SUMMARY ? { stepSummary: io.env.GITHUB_STEP_SUMMARY } : {}),
    ...(options.keepResultsFile ? { keepResultsFile: true } : {}),
  });
  if (options.json) io.stdout(JSON.stringify(written, null, 2) + '\n');
  else if (options.quiet) io.stdout(renderVerdictLine(written));
  else if (options.reporters.includes('terminal')) {
    const resultsFile = options.resultsFile ?? files[0] ?? path.join(options.outDir, 'results.json');
    const others = files.filter((f) => f !== resultsFile).map((f) => path.basename(f));
    io.stdout(renderSummary(written, shown(resultsFile), others));
  }
  return written;
}
