// certify() for code: what `vessel-kit certify` does, returning the results instead of printing
// them. It takes the command's options under their camelCase names (src/certify/options.ts, the
// one declaration of them), read and checked as the command reads them, plus the values
// themselves where the command takes files; `config` names a vessel-kit.config.json to read.
// With neither a profile nor a target it certifies the embedded reference vessel, started in this
// process with the mock model on free loopback ports.
// The runner, the checks and the suites are loaded when certify() is called, not when the package
// is imported: an application's test file that imports the mock vessel never pays for them.
import type { CertifyArgs, GivenOptions, InCodeValues } from '../certify/options.ts';
import type { Profile } from '../profile/schema.ts';
import type { Results } from '../results/schema.ts';

/** The command's options that certify() takes: every one but those that print (list, json, quiet). */
export type CertifyOptions = Omit<GivenOptions, keyof InCodeValues | 'list' | 'json' | 'quiet'> &
  InCodeValues & {
    /** Stops the run: the open exchanges end at once, and the results say it was stopped. */
    signal?: AbortSignal;
  };

export type { Profile, Results };

/**
 * Certifies a vessel (the embedded reference vessel by default); resolves with the results exactly
 * as results.json holds them (schemas/results.schema.json), and writes the reports when `out` is
 * given. A wrong option rejects with an OptionsError (a TypeError) naming it, before anything starts.
 */
export async function certify(options: CertifyOptions = {}): Promise<Results> {
  const { signal, ...given } = options;
  // One import at a time: Jest's ES module mode links modules that concurrent dynamic imports share
  // only sometimes (ERR_VM_MODULE_LINK_FAILURE, about one run in two here); one after another, always.
  const { readCertifyOptions, planCertification } = await import('../certify/plan.ts');
  const { runAndRecord } = await import('../certify/run-and-record.ts');
  const { resultsAsWritten } = await import('../results/write.ts');
  // A shard given no seed takes the CI run's, as the command's does (src/certify/ci-seed.ts).
  const args: CertifyArgs = await readCertifyOptions(given, { door: 'code', env: process.env });
  const planned = await planCertification(args, { door: 'code', ...(signal ? { signal } : {}) });
  try {
    const { results, full } = await runAndRecord(planned.run);
    if (args.out === undefined) return resultsAsWritten(results);
    const { writeReports } = await import('../reports/write-reports.ts');
    const reporters = args.reporters.filter((r) => r !== 'terminal');
    const written = await writeReports(results, { outDir: args.out, reporters, withEvidence: resultsAsWritten(full) });
    return written.results;
  } finally {
    await planned.close();
  }
}
