// `vessel-kit certify`'s options: the flags, over vessel-kit.config.json (when there is one, or
// --config names one), over the defaults. Every value is checked here, so a mistake is a usage
// error naming the option (exit 2) before anything starts.
import { randomInt } from 'node:crypto';
import { REPORTER_NAMES, DEFAULT_REPORTERS, isReporterName, type ReporterName } from '../reports/reporters.ts';
import { loadConfig } from '../certify/config-file.ts';
import type { GivenOptions } from '../certify/options.ts';
import { DEFAULT_CONCURRENCY } from '../runner/run.ts';
import { SuiteNames, type SuiteName } from '../case/index.ts';
import { parseShard, type Shard } from '../runner/shard.ts';
import { UsageError } from './command.ts';
import { parseOptions, portOption } from './options.ts';

export const DEFAULT_MODEL_PORT = 9100;

export interface CertifyArgs {
  profile?: string;
  target?: string;
  modelPort: number;
  modelHost: string;
  only: string[];
  skip: string[];
  list: boolean;
  concurrency: number;
  timeoutScale: number;
  seed: number;
  out: string;
  json: boolean;
  reporters: ReporterName[];
  quiet: boolean;
  require?: 'certified';
  failOn: 'must' | 'should';
  expectedFailures?: string;
  shard?: Shard;
  durations?: string;
  evidence?: string;
  /** The config file read, if any. */
  config?: string;
  /** `--allow-host`: hosts besides each agent's own its card may send the JSON-RPC calls to. */
  allowHosts: string[];
  /** Generated runs per property (suites/properties); default 8, 100 with --thorough. */
  runs?: number;
  thorough: boolean;
  /** `--suite`: the suites to run (default `default`; `--thorough` adds `robustness`). */
  suites: SuiteName[];
  /** `--load N`: concurrent turns of the robustness suite's load case (default 50). */
  load: number;
}

/** Concurrent turns the robustness suite's load case runs (`--load`). */
export const DEFAULT_LOAD = 50;

export const certifyHelp = `Usage: vessel-kit certify [options]

Certifies a vessel against transcript-format.txt and events.txt (as CONTRACT.md reads them):
runs the conformance cases in suites/, records every exchange, judges each rule and writes
the reports to <out>/: results.json (schema: schemas/results.schema.json), junit.xml,
summary.md, index.html and badge.svg.

With neither --profile nor --target, starts the embedded reference vessel and the mock model
in this process on free loopback ports and certifies them (this is \`npm start\`).

Options come from the flags, over ./vessel-kit.config.json when it exists (schemas/config.schema.json).

Target:
  --profile FILE        a target profile (schemas/profile.schema.json): each agent's URL and
                        what it is configured with (max_steps, deadline_seconds, tools, ...)
  --target URL          a single agent at URL, declaring nothing (cases that need a declared
                        capability are skipped and say what to declare)
  --model-port N        for an external target: the port the kit serves its mock model on,
                        http://127.0.0.1:N/v1, where the target's operator points each agent's
                        model endpoint (default ${DEFAULT_MODEL_PORT}; 0 picks a free port, printed)
  --model-host ADDR     the address the mock model listens on (default 127.0.0.1; e.g. 0.0.0.0
                        when the vessel runs in a container and reaches the kit over a network)
  --allow-host HOST     a host besides the agent's own that its card may send the JSON-RPC calls
                        to (repeatable); the kit sends nothing to any other host, and follows
                        no redirect

Selection:
  --only GLOB           run only cases whose id or rule id matches (repeatable; * and ?)
  --skip GLOB           leave out cases whose id or rule id matches (repeatable)
  --shard I/N           run the I-th of N deterministic slices of the selection (CI matrices;
                        join them with \`vessel-kit report merge\`)
  --durations FILE      a previous results.json: balance --shard by its case durations, not count
  --list                print the selected cases with their rules and needs; run nothing

Run:
  --concurrency N       cases run at once (default ${DEFAULT_CONCURRENCY})
  --timeout-scale X     multiply every wait and time cap by X (default 1; use 2-5 on slow machines)
  --seed N              seed for every random choice (default: a random one, printed and recorded)
  --runs N              generated inputs per property-based case (default 8)
  --property NAME       run only the property-based case properties.NAME (repeatable)
  --thorough            property-based cases run 100 inputs each, larger, with pauses past the
                        merge window (slower; a failure prints the command that replays it alone),
                        and the robustness suite runs too
  --suite NAME          the suites to run (repeatable): default (every run's cases) and robustness
                        (oversized bodies, huge fields, slow, vanishing and dribbling clients, and
                        --load concurrent turns; CONTRACT.md D17; minutes, not seconds). Default:
                        default. A case --only names runs whatever its suite
  --load N              concurrent turns of the robustness suite's load case (default ${DEFAULT_LOAD})
  --config FILE         read options from FILE instead of ./vessel-kit.config.json

CI:
  --require certified   exit 1 unless the verdict is certified: every MUST rule judged and passed
                        (a run that skipped or filtered out MUST rules is not enough)
  --fail-on LEVEL       must (default) or should: SHOULD failures fail the run too
  --expected-failures FILE
                        known deviations (schemas/expected-failures.schema.json): a listed failure
                        does not fail the run; an entry that now passes, or has expired, does

Output:
  --out DIR             where the reports go (default reports/)
  --reporter NAME       ${REPORTER_NAMES.join(', ')} (repeatable; replaces the default,
                        which is all of them; results.json is always written)
  --quiet               print only the verdict line
  --json                print results.json to stdout instead of the summary
  --evidence DIR        write an evidence bundle (every recorded turn as NDJSON, the profile, the
                        scripts played) to DIR; results.json then references it instead of
                        embedding the recordings, and \`vessel-kit rejudge DIR\` judges it again

Exit codes: 0 every MUST rule that ran passed (and what --require and --fail-on add held);
1 a MUST rule failed, or --require certified / --fail-on should / --expected-failures failed it;
2 usage, configuration or reachability error, a run where nothing was judged, a preflight stop,
or a MUST case the kit itself could not judge.
`;

function positiveNumber(name: string, value: number | string | undefined, fallback: number, integer: boolean): number {
  if (value === undefined) return fallback;
  const n = Number(value);
  if (!Number.isFinite(n) || n <= 0 || (integer && !Number.isInteger(n))) {
    throw new UsageError(`--${name} must be a positive ${integer ? 'integer' : 'number'}, got '${value}'`);
  }
  return n;
}

function checkUrl(target: string): void {
  try {
    const url = new URL(target);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
  } catch {
    throw new UsageError(`--target must be an http(s) URL, got '${target}'`);
  }
}

/** `--allow-host` values: host names (or host:port), never URLs. */
function allowHosts(hosts: string[]): string[] {
  for (const host of hosts)
    if (!/^[A-Za-z0-9.\-_]+(:\d+)?$|^\[[0-9A-Fa-f:.]+\](:\d+)?$/.test(host))
      throw new UsageError(`--allow-host takes a host name such as rpc.example.com, got '${host}'`);
  return hosts;
}

/** Parses the flags and reads the config file; flags override the config, which overrides the defaults. */
export async function parseCertifyArgs(argv: string[], cwd = process.cwd()): Promise<CertifyArgs> {
  const { values } = parseOptions(argv, {
    profile: { type: 'string' },
    target: { type: 'string' },
    'model-port': { type: 'string' },
    'model-host': { type: 'string' },
    only: { type: 'string', multiple: true },
    skip: { type: 'string', multiple: true },
    list: { type: 'boolean' },
    concurrency: { type: 'string' },
    'timeout-scale': { type: 'string' },
    seed: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean' },
    reporter: { type: 'string', multiple: true },
    quiet: { type: 'boolean' },
    require: { type: 'string' },
    'fail-on': { type: 'string' },
    'expected-failures': { type: 'string' },
    shard: { type: 'string' },
    durations: { type: 'string' },
    evidence: { type: 'string' },
    config: { type: 'string' },
    runs: { type: 'string' },
    property: { type: 'string', multiple: true },
    thorough: { type: 'boolean' },
    'allow-host': { type: 'string', multiple: true },
    suite: { type: 'string', multiple: true },
    load: { type: 'string' },
  });
  if (values.profile !== undefined && values.target !== undefined)
    throw new UsageError('give --profile or --target, not both');
  let config: GivenOptions;
  let configFile: string | undefined;
  try {
    ({ config, file: configFile } = await loadConfig(values.config, cwd));
  } catch (error) {
    throw new UsageError((error as Error).message);
  }
  // A target given on the command line replaces the config's, whichever kind it names.
  const targetFromFlags = values.profile !== undefined || values.target !== undefined;
  const profile = targetFromFlags ? values.profile : config.profile;
  const target = targetFromFlags ? values.target : config.target;
  if (target !== undefined) checkUrl(target);

  const modelPort =
    values['model-port'] !== undefined
      ? portOption('model-port', values['model-port'], DEFAULT_MODEL_PORT)
      : (config.modelPort ?? DEFAULT_MODEL_PORT);
  let seed = config.seed ?? randomInt(1, 2 ** 31 - 1);
  if (values.seed !== undefined) {
    seed = Number(values.seed);
    if (!Number.isSafeInteger(seed)) throw new UsageError(`--seed must be an integer, got '${values.seed}'`);
  }
  const reporters = values.reporter ?? config.reporters ?? [...DEFAULT_REPORTERS];
  for (const name of reporters)
    if (!isReporterName(name))
      throw new UsageError(`--reporter must be one of ${REPORTER_NAMES.join(', ')}, got '${name}'`);
  const require = values.require ?? config.require;
  if (require !== undefined && require !== 'certified')
    throw new UsageError(`--require takes 'certified' (every MUST rule judged and passed), got '${require}'`);
  const failOn = values['fail-on'] ?? config.failOn ?? 'must';
  if (failOn !== 'must' && failOn !== 'should')
    throw new UsageError(`--fail-on must be 'must' or 'should', got '${failOn}'`);
  let shard: Shard | undefined;
  if (values.shard !== undefined) {
    const parsed = parseShard(values.shard);
    if ('error' in parsed) throw new UsageError(parsed.error);
    shard = parsed;
  }
  const expectedFailures = values['expected-failures'] ?? config.expectedFailures;
  const durations = values.durations ?? config.durations;
  for (const name of values.suite ?? config.suites ?? [])
    if (!(SuiteNames as readonly string[]).includes(name))
      throw new UsageError(`--suite must be one of ${SuiteNames.join(', ')}, got '${name}'`);
  const thorough = values.thorough ?? config.thorough ?? false;
  const named = [...new Set(values.suite ?? config.suites ?? ['default'])] as SuiteName[];
  const suites = thorough && !named.includes('robustness') ? [...named, 'robustness' as const] : named;
  const evidence = values.evidence ?? config.evidence;
  return {
    ...(profile !== undefined ? { profile } : {}),
    ...(target !== undefined ? { target } : {}),
    modelPort,
    modelHost: values['model-host'] ?? config.modelHost ?? '127.0.0.1',
    allowHosts: allowHosts(values['allow-host'] ?? config.allowHosts ?? []),
    only: [
      ...(values.only ?? config.only ?? []),
      ...(values.property ?? config.properties ?? []).map((name) => `properties.${name}`),
    ],
    skip: values.skip ?? config.skip ?? [],
    list: values.list ?? false,
    concurrency: positiveNumber('concurrency', values.concurrency ?? config.concurrency, DEFAULT_CONCURRENCY, true),
    timeoutScale: positiveNumber('timeout-scale', values['timeout-scale'] ?? config.timeoutScale, 1, false),
    ...((values.runs ?? config.runs) !== undefined
      ? { runs: positiveNumber('runs', values.runs ?? config.runs, 8, true) }
      : {}),
    thorough,
    suites,
    load: positiveNumber('load', values.load ?? config.load, DEFAULT_LOAD, true),
    seed,
    out: values.out ?? config.out ?? 'reports',
    json: values.json ?? false,
    reporters: reporters as ReporterName[],
    quiet: values.quiet ?? config.quiet ?? false,
    ...(require === 'certified' ? { require } : {}),
    failOn,
    ...(expectedFailures !== undefined ? { expectedFailures } : {}),
    ...(shard ? { shard } : {}),
    ...(durations !== undefined ? { durations } : {}),
    ...(evidence !== undefined ? { evidence } : {}),
    ...(configFile !== undefined ? { config: configFile } : {}),
  };
}
