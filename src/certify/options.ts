// Every option of a certification, declared once: what it takes (a TypeBox schema), its flag, its
// help line, its default, its key in vessel-kit.config.json, where results.options records it,
// whether the commands that re-run a failure carry it, and whether it changes what runs and how
// it is judged or only shapes the output. The command line (src/cli/certify-args.ts), the config
// file (config-file.ts) and certify() (src/package/certify.ts) read through this one table and
// check what they are given with one function, so the same mistake reads the same in each door.
import { randomInt } from 'node:crypto';
import { Type, type Static, type TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { SuiteNames } from '../case/index.ts';
import type { Profile } from '../profile/schema.ts';
import { REPORTER_NAMES } from '../reports/reporters.ts';
import type { ExpectedFailure, Results } from '../results/schema.ts';
import { parseShard, type Shard } from '../runner/shard.ts';
import { VesselKitError, type VesselKitErrorCode } from '../errors.ts';
import { CI_RUN_VARIABLES, seedFromCi, type CiRunVariable, type Env } from './ci-seed.ts';

export type { Env };

/**
 * `run`: changes which cases run or how they drive the target; `judge`: changes how the verdicts
 * are held (the exit code); `output`: only what is printed or written.
 */
export type Effect = 'run' | 'judge' | 'output';

/** The headings of `vessel-kit certify --help`. */
export type Group = 'Target' | 'Selection' | 'Run' | 'CI' | 'Output';

interface Declaration<T> {
  /** `--<flag>` on the command line. */
  flag: string;
  /** What the help calls the value (`N`, `FILE`); absent for a switch. */
  arg?: string;
  help: string;
  group: Group;
  effect: Effect;
  /** What applies when no door gives the option. */
  default?: T;
  /** How `--help` names the default (false: the help line says it itself). */
  helpDefault?: false;
  /** Its key in vessel-kit.config.json; absent: the file cannot hold it (the reason is in `help` or below). */
  config?: string;
  /** A file or folder: in the config file, relative to the file's own folder. */
  path?: true;
  /** Where results.options records it. */
  results?: keyof Results['options'];
  /** The commands that re-run a case and replay a counterexample carry it (src/results/commands.ts). */
  rerun?: true;
  /** Only for a target the kit does not start (the embedded one ignores it). */
  external?: true;
  /** certify() does not take it: it prints, and certify() prints nothing. */
  commandLineOnly?: true;
  /** certify() applies no default (without a folder it writes no reports). */
  codeDefault?: false;
  /** What a wrong value is told it must be, when the schema does not say it plainly. */
  expects?: string;
  /** A check the schema cannot express. */
  valid?: (value: T) => boolean;
}

function declare<S extends TSchema, D extends Declaration<Static<S>>>(schema: S, declaration: D): { schema: S } & D {
  return { schema, ...declaration };
}

const isUrl = (text: string) => {
  try {
    const url = new URL(text);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
};

// Hosts, never URLs: a host name or address, with a port when the card names one.
const HOST = '^[A-Za-z0-9.\\-_]+(:\\d+)?$|^\\[[0-9A-Fa-f:.]+\\](:\\d+)?$';

/** Every option of `vessel-kit certify` and `certify()`, in the order `--help` lists them. */
export const CERTIFY_OPTIONS = {
  profile: declare(Type.String({ minLength: 1 }), {
    flag: 'profile',
    arg: 'FILE',
    group: 'Target',
    effect: 'run',
    help: "a target profile (schemas/profile.schema.json): each agent's URL and what it is configured with (max_steps, deadline_seconds, tools, ...)",
    config: 'profile',
    path: true,
    results: 'profile_file',
    rerun: true,
  }),
  target: declare(Type.String({ minLength: 1 }), {
    flag: 'target',
    arg: 'URL',
    group: 'Target',
    effect: 'run',
    help: 'a single agent at URL, declaring nothing (cases that need a declared capability are skipped and say what to declare)',
    config: 'target',
    rerun: true,
    expects: 'an http(s) URL',
    valid: isUrl,
  }),
  as: declare(Type.Union([Type.Literal('vessel'), Type.Literal('a2a')]), {
    flag: 'as',
    arg: 'KIND',
    group: 'Target',
    effect: 'run',
    help: 'vessel or a2a: judge the --target as a vessel (every rule) or as a plain A2A 1.0 agent (the A2A rules; the vessel rules not applicable), instead of telling which from its card and a plain turn. A profile and the embedded reference vessel are always vessels',
    config: 'as',
    results: 'as',
    rerun: true,
    expects: "'vessel' or 'a2a'",
  }),
  modelPort: declare(Type.Integer({ minimum: 0, maximum: 65535 }), {
    flag: 'model-port',
    arg: 'N',
    group: 'Target',
    effect: 'run',
    help: "for an external target: the port the kit serves its mock model on, http://127.0.0.1:N/v1, where the target's operator points each agent's model endpoint; 0 picks a free port, printed",
    default: 9100,
    config: 'model_port',
    rerun: true,
    external: true,
    expects: 'a port number from 0 to 65535',
  }),
  modelHost: declare(Type.String({ minLength: 1 }), {
    flag: 'model-host',
    arg: 'ADDR',
    group: 'Target',
    effect: 'run',
    help: 'the address the mock model listens on, e.g. 0.0.0.0 when the vessel runs in a container and reaches the kit over a network',
    default: '127.0.0.1',
    config: 'model_host',
    rerun: true,
    external: true,
  }),
  allowHosts: declare(Type.Array(Type.String({ pattern: HOST })), {
    flag: 'allow-host',
    arg: 'HOST',
    group: 'Target',
    effect: 'run',
    help: "a host besides the agent's own that its card may send the JSON-RPC calls to (repeatable); the kit sends nothing to any other host, and follows no redirect",
    default: [],
    config: 'allow_hosts',
    results: 'allow_hosts',
    rerun: true,
    expects: 'a host name such as rpc.example.com (a host, or host:port; not a URL)',
  }),
  waitForTarget: declare(Type.Number({ exclusiveMinimum: 0 }), {
    flag: 'wait-for-target',
    arg: 'SECONDS',
    group: 'Target',
    effect: 'run',
    help: "for an external target started in the background: serve the mock model, then fetch every agent's card until each answers 200, for up to SECONDS, saying on standard error what came back every few seconds; past that, exit 2 naming the last answer",
    config: 'wait_for_target',
    external: true,
  }),
  only: declare(Type.Array(Type.String()), {
    flag: 'only',
    arg: 'GLOB',
    group: 'Selection',
    effect: 'run',
    help: 'run only cases whose id or rule id matches (repeatable; * and ?)',
    default: [],
    config: 'only',
    results: 'only',
  }),
  skip: declare(Type.Array(Type.String()), {
    flag: 'skip',
    arg: 'GLOB',
    group: 'Selection',
    effect: 'run',
    help: 'leave out cases whose id or rule id matches (repeatable)',
    default: [],
    config: 'skip',
    results: 'skip',
  }),
  properties: declare(Type.Array(Type.String({ pattern: '^[a-z0-9-]+$' })), {
    flag: 'property',
    arg: 'NAME',
    group: 'Selection',
    effect: 'run',
    help: 'run only the property-based case properties.NAME (repeatable; added to --only, and recorded there)',
    default: [],
    config: 'properties',
    expects: 'the name of a property-based case without its properties. prefix (turns, replay, ...)',
  }),
  // Not in the config file: a shard is one CI job's, and every job reads the same file.
  shard: declare(Type.String({ pattern: '^\\d+/\\d+$' }), {
    flag: 'shard',
    arg: 'I/N',
    group: 'Selection',
    effect: 'run',
    help: 'run the I-th of N deterministic slices of the selection (CI matrices; join them with `vessel-kit report merge`; not in the config file: each job gives its own)',
    expects: 'i/n (e.g. 1/3)',
  }),
  durations: declare(Type.String({ minLength: 1 }), {
    flag: 'durations',
    arg: 'FILE',
    group: 'Selection',
    effect: 'run',
    help: 'a previous results.json: balance --shard by its case durations, not count',
    config: 'durations',
    path: true,
    results: 'durations',
  }),
  list: declare(Type.Boolean(), {
    flag: 'list',
    group: 'Selection',
    effect: 'output',
    help: 'print the selected cases with their rules and needs; run nothing',
    default: false,
    commandLineOnly: true,
  }),
  concurrency: declare(Type.Integer({ minimum: 1 }), {
    flag: 'concurrency',
    arg: 'N',
    group: 'Run',
    effect: 'run',
    help: 'cases run at once',
    // Most cases wait on loopback and on scripted timings, not on CPU: 16 at once keep the kit's
    // one thread busy without crowding its timing checks (bench/certify.bench.ts measures the run).
    default: 16,
    config: 'concurrency',
    results: 'concurrency',
  }),
  timeoutScale: declare(Type.Number({ exclusiveMinimum: 0 }), {
    flag: 'timeout-scale',
    arg: 'X',
    group: 'Run',
    effect: 'run',
    help: 'multiply every wait and time cap by X; 2-5 on slow machines',
    default: 1,
    config: 'timeout_scale',
    results: 'timeout_scale',
    rerun: true,
  }),
  seed: declare(Type.Integer(), {
    flag: 'seed',
    arg: 'N',
    group: 'Run',
    effect: 'run',
    help: `seed for every random choice (default: a random one, printed and recorded; with --shard I/N, one the CI run's identity gives, ${CI_RUN_VARIABLES.map((v) => v.variable).join(', ')}, the same in every shard)`,
    config: 'seed',
  }),
  runs: declare(Type.Integer({ minimum: 1 }), {
    flag: 'runs',
    arg: 'N',
    group: 'Run',
    effect: 'run',
    help: 'generated inputs per property-based case (default 8, 100 with --thorough)',
    config: 'runs',
    results: 'runs',
    rerun: true,
  }),
  thorough: declare(Type.Boolean(), {
    flag: 'thorough',
    group: 'Run',
    effect: 'run',
    help: 'property-based cases run 100 inputs each, larger, with pauses past the merge window (slower; a failure prints the one-line command that replays it alone), and the robustness suite runs too',
    default: false,
    config: 'thorough',
    results: 'thorough',
    rerun: true,
  }),
  suites: declare(Type.Array(Type.Union(SuiteNames.map((name) => Type.Literal(name)))), {
    flag: 'suite',
    arg: 'NAME',
    group: 'Run',
    effect: 'run',
    help: "the suites to run (repeatable): default (every run's cases) and robustness (oversized bodies, huge fields, slow, vanishing and dribbling clients, and --load concurrent turns; CONTRACT.md D17; minutes, not seconds). Default: default. A case --only names runs whatever its suite",
    default: ['default'],
    helpDefault: false,
    config: 'suites',
    results: 'suites',
    rerun: true,
  }),
  load: declare(Type.Integer({ minimum: 1 }), {
    flag: 'load',
    arg: 'N',
    group: 'Run',
    effect: 'run',
    help: "concurrent turns of the robustness suite's load case",
    default: 50,
    config: 'load',
    results: 'load',
    rerun: true,
  }),
  config: declare(Type.String({ minLength: 1 }), {
    flag: 'config',
    arg: 'FILE',
    group: 'Run',
    effect: 'run',
    help: 'read options from FILE instead of ./vessel-kit.config.json (certify() reads a config file only when given one)',
    results: 'config_file',
  }),
  require: declare(Type.Union([Type.Literal('certified'), Type.Literal('a2a-conformant')]), {
    flag: 'require',
    arg: 'VERDICT',
    group: 'CI',
    effect: 'judge',
    help: "exit 1 unless the verdict is this one: certified (a vessel's every MUST rule judged and passed; a run that skipped or filtered out MUST rules is not enough) or a2a-conformant (a plain A2A agent's every A2A MUST rule that ran passed)",
    config: 'require',
    results: 'require',
    expects:
      "'certified' (every MUST rule judged and passed) or 'a2a-conformant' (a plain A2A agent's A2A MUST rules passed)",
  }),
  failOn: declare(Type.Union([Type.Literal('must'), Type.Literal('should')]), {
    flag: 'fail-on',
    arg: 'LEVEL',
    group: 'CI',
    effect: 'judge',
    help: 'must or should: SHOULD failures fail the run too',
    default: 'must',
    config: 'fail_on',
    results: 'fail_on',
    expects: "'must' or 'should'",
  }),
  expectedFailures: declare(Type.String({ minLength: 1 }), {
    flag: 'expected-failures',
    arg: 'FILE',
    group: 'CI',
    effect: 'judge',
    help: 'known deviations (schemas/expected-failures.schema.json): a listed failure does not fail the run; an entry that now passes, or has expired, does',
    config: 'expected_failures',
    path: true,
    results: 'expected_failures',
  }),
  out: declare(Type.String(), {
    flag: 'out',
    arg: 'DIR',
    group: 'Output',
    effect: 'output',
    help: 'where the reports go; certify() writes none unless given one',
    default: 'reports',
    codeDefault: false,
    config: 'out',
    path: true,
  }),
  reporters: declare(Type.Array(Type.Union(REPORTER_NAMES.map((name) => Type.Literal(name)))), {
    flag: 'reporter',
    arg: 'NAME',
    group: 'Output',
    effect: 'output',
    help: `${REPORTER_NAMES.join(', ')} (repeatable; replaces the default, which is all of them; results.json is always written)`,
    default: [...REPORTER_NAMES],
    helpDefault: false,
    config: 'reporters',
  }),
  quiet: declare(Type.Boolean(), {
    flag: 'quiet',
    group: 'Output',
    effect: 'output',
    help: 'print only the verdict line',
    default: false,
    config: 'quiet',
    commandLineOnly: true,
  }),
  json: declare(Type.Boolean(), {
    flag: 'json',
    group: 'Output',
    effect: 'output',
    help: 'print results.json to stdout instead of the summary',
    default: false,
    commandLineOnly: true,
  }),
  evidence: declare(Type.String(), {
    flag: 'evidence',
    arg: 'DIR',
    group: 'Output',
    effect: 'output',
    help: 'write an evidence bundle (every recorded turn as NDJSON, the profile, the scripts played) to DIR; results.json then references it instead of embedding the recordings, and `vessel-kit rejudge DIR` judges it again',
    config: 'evidence',
    path: true,
    results: 'evidence',
  }),
};

type Table = typeof CERTIFY_OPTIONS;
export type OptionName = keyof Table;
export type OptionDeclaration = Declaration<unknown> & { schema: TSchema };
type ValueOf<K extends OptionName> = Static<Table[K]['schema']>;

/** The options in declaration order, each with its name. */
export const OPTION_ENTRIES = Object.entries(CERTIFY_OPTIONS) as [OptionName, OptionDeclaration][];

/** The options that only shape what is printed or written: they never change a verdict. */
export const OUTPUT_OPTIONS = OPTION_ENTRIES.filter(([, o]) => o.effect === 'output').map(([name]) => name);

/** Options as one door gives them, in their serialisable form (flags, the config file): any may be absent. */
export type GivenOptions = { [K in OptionName]?: ValueOf<K> };

/** What certify() takes besides the serialisable forms: the values themselves instead of files, and a shard as numbers. */
export interface InCodeValues {
  profile?: string | Profile;
  expectedFailures?: string | readonly ExpectedFailure[];
  durations?: string | Pick<Results, 'cases'>;
  shard?: string | Shard;
}

type Defaulted = {
  [K in OptionName]: Table[K] extends { default: unknown }
    ? Table[K] extends { codeDefault: boolean }
      ? never
      : K
    : never;
}[OptionName];

/**
 * The options of one certification, resolved: flags over the config file over the defaults, the
 * seed drawn when none was given, `--property` folded into `only`, `--thorough` adding the
 * robustness suite, the shard read, and `config` the file that was read.
 */
export type CertifyArgs = Omit<GivenOptions, Defaulted | keyof InCodeValues | 'properties' | 'seed'> & {
  [K in Exclude<Defaulted, 'properties'>]: ValueOf<K>;
} & Omit<InCodeValues, 'shard'> & {
    seed: number;
    /** The CI variable the seed was derived from, when no door gave one and shards must share it (ci-seed.ts). */
    seedFrom?: CiRunVariable;
    shard?: Shard;
  };

/** A value an option refuses, in whichever door it was given (a flag, the config file, certify()). */
export class OptionsError extends VesselKitError {
  override name = 'OptionsError';
  constructor(message: string, options?: ErrorOptions, code: VesselKitErrorCode = 'VK_ERR_OPTIONS') {
    super(code, message, options);
  }
}

/** How a door names an option in what it says of it, and what it throws. */
export interface Door {
  name(option: OptionName): string;
  /** Said before every message (`certify: `, the config file's path). */
  prefix: string;
  error(message: string): Error;
}

export const COMMAND_LINE: Door = {
  name: (option) => `--${CERTIFY_OPTIONS[option].flag}`,
  prefix: '',
  error: (message) => new OptionsError(message),
};

export const IN_CODE: Door = {
  name: (option) => option,
  prefix: 'certify: ',
  error: (message) => new OptionsError(message),
};

const shown = (value: unknown) =>
  typeof value === 'object' && value !== null ? JSON.stringify(value) : `'${String(value)}'`;

/** What a schema asks for, as a reader is told it. */
function describe(schema: TSchema): string {
  if (schema.const !== undefined) return `'${String(schema.const)}'`;
  if (Array.isArray(schema.anyOf))
    return `one of ${(schema.anyOf as TSchema[]).map((s) => String(s.const)).join(', ')}`;
  if (schema.type === 'integer') return schema.minimum === 1 ? 'a positive integer' : 'an integer';
  if (schema.type === 'number') return schema.exclusiveMinimum === 0 ? 'a positive number' : 'a number';
  if (schema.type === 'boolean') return 'true or false';
  if (schema.type === 'array') return `a list, each ${describe(schema.items as TSchema)}`;
  return 'a non-empty string';
}

/** The first value of `value` the option refuses (the value, or one item of a list), if any. */
function refused(o: OptionDeclaration, value: unknown): { value: unknown } | undefined {
  const ok = (schema: TSchema, v: unknown) => Value.Check(schema, v) && (o.valid?.(v) ?? true);
  if (o.schema.type !== 'array') return ok(o.schema, value) ? undefined : { value };
  if (!Array.isArray(value)) return { value };
  const bad = value.find((item) => !ok(o.schema.items as TSchema, item));
  return bad === undefined ? undefined : { value: bad };
}

const IN_CODE_FORMS: readonly string[] = [
  'profile',
  'expectedFailures',
  'durations',
  'shard',
] satisfies (keyof InCodeValues)[];

/** Whether certify() gave the value itself where the other doors name a file (or the shard as numbers): checked where it is read. */
export const inCodeValue = (name: string, value: unknown) => IN_CODE_FORMS.includes(name) && typeof value !== 'string';

/** Throws the door's error for the first option of `given` that is unknown or refuses its value. */
export function checkGiven(given: Record<string, unknown>, door: Door): void {
  for (const [name, value] of Object.entries(given)) {
    if (value === undefined) continue;
    const o = (CERTIFY_OPTIONS as Record<string, OptionDeclaration>)[name];
    if (!o) throw door.error(`${door.prefix}unknown option '${name}'`);
    if (inCodeValue(name, value)) continue;
    const bad = refused(o, value);
    if (bad) {
      const expected = o.expects ?? describe(o.schema.type === 'array' ? (o.schema.items as TSchema) : o.schema);
      throw door.error(`${door.prefix}${door.name(name as OptionName)} must be ${expected}, got ${shown(bad.value)}`);
    }
  }
  if (given.profile !== undefined && given.target !== undefined)
    throw door.error(`${door.prefix}give ${door.name('profile')} or ${door.name('target')}, not both`);
}

/**
 * `upper` over `lower`, option by option (a list replaces a list). A target given above replaces
 * the one below, whichever kind each names.
 */
export function layered<T extends { profile?: unknown; target?: unknown }>(upper: T, lower: T): T {
  const below: Record<string, unknown> = { ...lower };
  if (upper.profile !== undefined || upper.target !== undefined) {
    delete below.profile;
    delete below.target;
  }
  for (const [name, value] of Object.entries(upper)) if (value !== undefined) below[name] = value;
  return below as T;
}

/**
 * The seed of the run: the one given; else, for one shard of several, the one the CI run's identity
 * gives, so every shard draws the same without being told (`report merge` refuses shards of
 * different seeds); else a random one. A shard with neither is refused here, at the first shard,
 * not at the merge after every shard ran.
 */
function seedOf(given: number | undefined, shard: Shard | undefined, env: Env, door: Door) {
  if (given !== undefined) return { seed: given };
  if (shard === undefined || shard.total === 1) return { seed: randomInt(1, 2 ** 31 - 1) };
  const derived = seedFromCi(env);
  if (derived) return { seed: derived.seed, seedFrom: derived.from };
  throw door.error(
    `${door.prefix}${door.name('shard')} ${shard.index}/${shard.total} needs the seed every shard of the run shares, and no CI run identity (${CI_RUN_VARIABLES.map((v) => v.variable).join(', ')}) is set to derive it from: pass ${door.name('seed')} N to every shard, the same N`,
  );
}

/** The resolved options of what a door gave (checked already): see CertifyArgs. */
export function resolveOptions(
  given: Omit<GivenOptions, keyof InCodeValues> & InCodeValues,
  door: Door,
  env: Env = {},
): CertifyArgs {
  const values: Record<string, unknown> = {};
  for (const [name, o] of OPTION_ENTRIES) {
    const fallback = door === IN_CODE && o.codeDefault === false ? undefined : o.default;
    const value = given[name] ?? (Array.isArray(fallback) ? [...(fallback as unknown[])] : fallback);
    if (value !== undefined) values[name] = value;
  }
  const { properties, ...rest } = values as CertifyArgs & { properties: string[] };
  const named = [...new Set(rest.suites)];
  let shard: Shard | undefined;
  if (given.shard !== undefined) {
    const parsed = parseShard(
      typeof given.shard === 'string' ? given.shard : `${given.shard.index}/${given.shard.total}`,
    );
    if ('error' in parsed) throw door.error(`${door.prefix}${parsed.error.replace(/^--shard/, door.name('shard'))}`);
    shard = parsed;
  }
  return {
    ...rest,
    only: [...rest.only, ...properties.map((name) => `properties.${name}`)],
    suites: rest.thorough && !named.includes('robustness') ? [...named, 'robustness'] : named,
    ...seedOf(given.seed, shard, env, door),
    ...(shard ? { shard } : {}),
  };
}
