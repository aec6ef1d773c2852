// `vessel-kit rejudge DIR`: judges an evidence bundle (`certify --evidence DIR`) again, without
// the target, with this kit's checks, and writes the reports as certify does. A newer kit so
// re-checks an old run; the summary says which cases changed status since the recording.
import path from 'node:path';
import { kitPackage } from '../../kit-package.ts';
import { catalogue } from '../../rules/index.ts';
import { loadExpectedFailures } from '../../results/baseline.ts';
import { readManifest } from '../../evidence/bundle.ts';
import { rejudgeBundle, type RunPolicy } from '../../evidence/rejudge.ts';
import { REPORTER_NAMES, DEFAULT_REPORTERS, isReporterName, type ReporterName } from '../../reports/reporters.ts';
import { type Command, UsageError, EXIT_USAGE } from '../command.ts';
import { parseOptions } from '../options.ts';
import { emitResults } from '../report-output.ts';
import { VesselKitError } from '../../errors.ts';

const help = `Usage: vessel-kit rejudge DIR [options]

Judges the evidence bundle in DIR (written by \`vessel-kit certify --evidence DIR\`) again, with
this kit's cases and checks, without the target: every case that ran is run again against its
recording. Writes the reports as certify does and says which cases changed status.

Options:
  --out DIR             where the reports go (default reports/)
  --reporter NAME       ${REPORTER_NAMES.join(', ')} (repeatable; default all)
  --require VERDICT     certified or a2a-conformant, as for certify (default: what the recorded run was held to)
  --fail-on LEVEL       must or should, as for certify (default: as recorded)
  --expected-failures FILE
                        judge known deviations from FILE
  --quiet               print only the verdict line
  --json                print results.json to stdout instead of the summary

Exit codes: as certify's, for the verdict judged now; 2 when DIR is not a readable bundle.
`;

export const command: Command = {
  name: 'rejudge',
  summary: 'judge an evidence bundle again, without the target (a newer kit re-checks an old run)',
  help,
  async run(argv, io) {
    const { values, positionals } = parseOptions(
      argv,
      {
        out: { type: 'string' },
        reporter: { type: 'string', multiple: true },
        require: { type: 'string' },
        'fail-on': { type: 'string' },
        'expected-failures': { type: 'string' },
        quiet: { type: 'boolean' },
        json: { type: 'boolean' },
      },
      true,
    );
    if (positionals.length !== 1) throw new UsageError('give one evidence bundle folder');
    const reporters = values.reporter ?? [...DEFAULT_REPORTERS];
    for (const name of reporters)
      if (!isReporterName(name))
        throw new UsageError(`--reporter must be one of ${REPORTER_NAMES.join(', ')}, got '${name}'`);
    const required = values.require;
    if (required !== undefined && required !== 'certified' && required !== 'a2a-conformant')
      throw new UsageError(`--require takes 'certified' or 'a2a-conformant', got '${required}'`);
    const failOn = values['fail-on'];
    if (failOn !== undefined && failOn !== 'must' && failOn !== 'should')
      throw new UsageError(`--fail-on must be 'must' or 'should', got '${failOn}'`);
    const dir = positionals[0]!;
    const out = values.out ?? 'reports';
    const { allCases } = await import('../../../suites/index.ts');
    try {
      // The cases built as the recorded run built them (the property-based cases' runs, say).
      const manifest = await readManifest(dir);
      const cases = allCases(manifest.suite_options as Parameters<typeof allCases>[0]);
      let policy: RunPolicy | undefined;
      if (required !== undefined || failOn !== undefined || values['expected-failures'] !== undefined) {
        const file = values['expected-failures'];
        policy = {
          ...(required !== undefined ? { require: required } : {}),
          ...(failOn !== undefined ? { failOn } : {}),
          ...(file !== undefined
            ? {
                expectedFailures: {
                  file,
                  entries: await loadExpectedFailures(file, {
                    rules: new Set(catalogue.map((r) => r.id)),
                    cases: new Set(cases.map((c) => c.id)),
                  }),
                },
              }
            : {}),
        };
      }
      const results = await rejudgeBundle({
        dir,
        cases,
        rules: catalogue,
        kit: kitPackage(),
        resultsDir: out,
        ...(policy ? { policy } : {}),
      });
      const changed = results.rejudged_from?.changed ?? [];
      if (!values.quiet && !values.json)
        io.stderr(
          `rejudged ${results.cases.length} case(s) from ${path.resolve(dir)}: ${changed.length === 0 ? 'every status as recorded' : `${changed.length} changed (${changed.map((c) => `${c.id} ${c.was} → ${c.now}`).join(', ')})`}\n`,
        );
      const written = await emitResults(io, results, {
        outDir: out,
        reporters: reporters as ReporterName[],
        quiet: values.quiet ?? false,
        json: values.json ?? false,
      });
      return written.outcome.exit_code;
    } catch (error) {
      if (error instanceof VesselKitError) {
        io.stderr(`vessel-kit rejudge: ${error.message}\n`);
        return EXIT_USAGE;
      }
      throw error;
    }
  },
};
