// `vessel-kit report render FILE` re-renders the reports of a results.json (after a kit update,
// or with other reporters); `vessel-kit report merge DIR...` joins the results of `--shard i/n`
// runs into the results one run of the whole selection gives, and renders every report of it.
import { readFile } from 'node:fs/promises';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { resultsProblems } from '../../results/write.ts';
import { REPORTER_NAMES, DEFAULT_REPORTERS, isReporterName, type ReporterName } from '../../reports/reporters.ts';
import { mergeShards, rebaseResults, type ShardResults } from '../../results/merge.ts';
import { RESULTS_SCHEMA_VERSION, type Results } from '../../results/schema.ts';
import { type Command, UsageError, EXIT_USAGE } from '../command.ts';
import { parseOptions } from '../options.ts';
import { emitResults } from '../report-output.ts';
import { VesselKitError } from '../../errors.ts';

const help = `Usage: vessel-kit report render FILE [options]
       vessel-kit report merge DIR... [options]

render   re-renders the reports of a results.json (FILE, or a folder holding one): the terminal
         summary and the files --reporter names, into --out (default: FILE's folder, where
         results.json is left as it is).
merge    joins the results of the shards of one run (\`certify --shard i/n\`; each DIR holds a
         shard's results.json, or is one) into one results.json with the verdicts a single run
         gives, and renders every report of it into --out (default reports/). Shards of
         different runs are refused; a missing shard leaves its cases not-tested (exit 2).

Options:
  --out DIR             where the reports go
  --reporter NAME       ${REPORTER_NAMES.join(', ')} (repeatable; default all)
  --quiet               print only the verdict line
  --json                print results.json to stdout instead of the summary

Exit codes: the results' own (0, 1 or 2, as certify's); 2 when a file cannot be read or the
shards do not belong together.
`;

class ReadError extends VesselKitError {
  override name = 'ReadError';
  constructor(message: string, options?: ErrorOptions) {
    super('VK_ERR_INPUT', message, options);
  }
}

/** A results.json path from a file or a folder holding one. */
function resultsFileOf(given: string): string {
  return existsSync(given) && statSync(given).isDirectory() ? path.join(given, 'results.json') : given;
}

async function readResults(given: string): Promise<{ results: Results; file: string }> {
  const file = resultsFileOf(given);
  let parsed: unknown;
  try {
    parsed = JSON.parse(await readFile(file, 'utf8'));
  } catch (error) {
    throw new ReadError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`);
  }
  const version = (parsed as { schema_version?: unknown } | null)?.schema_version;
  if (version !== RESULTS_SCHEMA_VERSION)
    throw new ReadError(
      `${file}: results of schema version ${version === undefined ? '(none: an older kit)' : String(version)}; this kit reads version ${RESULTS_SCHEMA_VERSION} (certify again, or rejudge the run's evidence bundle)`,
    );
  const problems = resultsProblems(parsed);
  if (problems.length > 0) throw new ReadError(`${file}: not valid results: ${problems.slice(0, 3).join('; ')}`);
  return { results: parsed as Results, file };
}

export const command: Command = {
  name: 'report',
  summary: 'render the reports of a results.json again, or merge the results of shards',
  help,
  async run(argv, io) {
    const [sub, ...rest] = argv;
    if (sub !== 'render' && sub !== 'merge')
      throw new UsageError(`give 'render' or 'merge', not ${sub === undefined ? 'nothing' : `'${sub}'`}`);
    const { values, positionals } = parseOptions(
      rest,
      {
        out: { type: 'string' },
        reporter: { type: 'string', multiple: true },
        quiet: { type: 'boolean' },
        json: { type: 'boolean' },
      },
      true,
    );
    const reporters = values.reporter ?? [...DEFAULT_REPORTERS];
    for (const name of reporters)
      if (!isReporterName(name))
        throw new UsageError(`--reporter must be one of ${REPORTER_NAMES.join(', ')}, got '${name}'`);
    const output = { reporters: reporters as ReporterName[], quiet: values.quiet ?? false, json: values.json ?? false };
    try {
      if (sub === 'render') {
        if (positionals.length !== 1)
          throw new UsageError('report render takes one results.json (or a folder holding one)');
        const { results, file } = await readResults(positionals[0]!);
        const from = path.dirname(file);
        const out = values.out ?? from;
        const inPlace = path.resolve(out) === path.resolve(from);
        const written = await emitResults(io, inPlace ? results : rebaseResults(results, from, out), {
          outDir: out,
          ...output,
          ...(inPlace ? { keepResultsFile: true, resultsFile: file } : {}),
        });
        return written.outcome.exit_code;
      }
      if (positionals.length === 0)
        throw new UsageError('report merge takes the folders (or results.json files) of the shards');
      const out = values.out ?? 'reports';
      const shards: ShardResults[] = [];
      for (const given of positionals) {
        const { results, file } = await readResults(given);
        shards.push({ results, dir: path.dirname(file) });
      }
      const merged = mergeShards(shards, out);
      const written = await emitResults(io, merged, { outDir: out, ...output });
      return written.outcome.exit_code;
    } catch (error) {
      if (error instanceof VesselKitError) {
        io.stderr(`vessel-kit report ${sub}: ${error.message}\n`);
        return EXIT_USAGE;
      }
      throw error;
    }
  },
};
