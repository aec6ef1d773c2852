// The CI options of a certification as code takes them (`certify()` from the package): the same
// ones `vessel-kit certify` has, read the same way, and the same ending: results exactly as
// results.json holds them, and the reports written when a folder is given.
import { readFile } from 'node:fs/promises';
import { writeReports } from '../reports/write-reports.ts';
import { resultsAsWritten } from '../results/write.ts';
import { DEFAULT_REPORTERS, type ReporterName } from '../reports/reporters.ts';
import { checkExpectedFailures, loadExpectedFailures } from '../results/baseline.ts';
import { runAndRecord, type CertificationOptions } from './run-and-record.ts';
import type { ExpectedFailure, Results } from '../results/schema.ts';
import type { RunOptions } from '../runner/run.ts';
import { durationsOf, parseShard, type Shard } from '../runner/shard.ts';

export interface CIOptions {
  /** 'certified': the outcome's exit code is 1 unless every MUST rule was judged and passed. */
  require?: 'certified';
  /** 'should': SHOULD failures fail the run too (default 'must'). */
  failOn?: 'must' | 'should';
  /** Known deviations: an expected-failures file (schemas/expected-failures.schema.json) or its entries. */
  expectedFailures?: string | ExpectedFailure[];
  /** One slice of the selection: `{ index, total }` or `'i/n'`. */
  shard?: Shard | string;
  /** A previous run's results (or its results.json path), to balance `shard` by case durations. */
  durations?: string | Pick<Results, 'cases'>;
  /** Write an evidence bundle to this folder; the results then reference it. */
  evidence?: string;
  /** Write the reports to this folder (results.json and the file reporters). */
  out?: string;
  /** Which file reports to write with `out` (default all). */
  reporters?: ReporterName[];
}

/** The run's options with the CI options read in (files loaded, ids checked): throws on a bad one. */
export async function certificationOptions(ci: CIOptions, run: RunOptions): Promise<CertificationOptions> {
  let shard: Shard | undefined;
  if (typeof ci.shard === 'string') {
    const parsed = parseShard(ci.shard);
    if ('error' in parsed) throw new TypeError(`certify: ${parsed.error.replace(/^--shard/, 'shard')}`);
    shard = parsed;
  } else shard = ci.shard;
  const known = { rules: new Set(run.rules.map((r) => r.id)), cases: new Set(run.cases.map((c) => c.id)) };
  const expected =
    ci.expectedFailures === undefined
      ? undefined
      : typeof ci.expectedFailures === 'string'
        ? { file: ci.expectedFailures, entries: await loadExpectedFailures(ci.expectedFailures, known) }
        : {
            file: '(given in code)',
            entries: checkExpectedFailures({ entries: ci.expectedFailures }, 'expectedFailures', known),
          };
  const durations =
    ci.durations === undefined
      ? undefined
      : durationsOf(
          typeof ci.durations === 'string'
            ? (JSON.parse(await readFile(ci.durations, 'utf8')) as Results)
            : ci.durations,
        );
  return {
    ...run,
    ...(shard ? { shard } : {}),
    ...(durations ? { durations } : {}),
    policy: {
      ...run.policy,
      ...(ci.require ? { require: ci.require } : {}),
      ...(ci.failOn ? { failOn: ci.failOn } : {}),
      ...(expected ? { expectedFailures: expected } : {}),
      ...(ci.evidence !== undefined ? { evidence: ci.evidence } : {}),
    },
    ...(ci.evidence !== undefined ? { evidenceDir: ci.evidence } : {}),
    resultsDir: ci.out ?? process.cwd(),
  };
}

/** Runs, writes the bundle and the reports asked for; resolves with the results as results.json holds them. */
export async function finishCertification(options: CertificationOptions, ci: CIOptions): Promise<Results> {
  const { results, full } = await runAndRecord(options);
  if (ci.out === undefined) return resultsAsWritten(results);
  const reporters = (ci.reporters ?? DEFAULT_REPORTERS).filter((r) => r !== 'terminal');
  const written = await writeReports(results, { outDir: ci.out, reporters, withEvidence: resultsAsWritten(full) });
  return written.results;
}
