// `vessel-kit certify`'s command line, read off the option table (src/certify/options.ts): the
// parseArgs spec, the values as the options take them, and the help. Resolving them (over the
// config file and the defaults) and checking them is the certify layer's, as it is for certify().
import { type ParseArgsConfig } from 'node:util';
import { OPTION_ENTRIES, type GivenOptions, type OptionDeclaration } from '../certify/options.ts';
import { OptionsError, type CertifyArgs, type Env } from '../certify/options.ts';
import { readCertifyOptions } from '../certify/plan.ts';
import { UsageError } from './command.ts';
import { parseOptions } from './options.ts';

export type { CertifyArgs };

const isSwitch = (o: OptionDeclaration) => o.schema.type === 'boolean';
const isList = (o: OptionDeclaration) => o.schema.type === 'array';
const isNumber = (o: OptionDeclaration) => o.schema.type === 'integer' || o.schema.type === 'number';

/** The parseArgs spec: every option by its flag, a switch or a value, repeatable when it is a list. */
const SPEC: NonNullable<ParseArgsConfig['options']> = Object.fromEntries(
  OPTION_ENTRIES.map(([, o]) => [
    o.flag,
    { type: isSwitch(o) ? ('boolean' as const) : ('string' as const), ...(isList(o) ? { multiple: true } : {}) },
  ]),
);

/** What the flags give, as the options take it: a number where one is taken (or the text, refused later by name). */
export function optionsFromArgv(argv: string[]): GivenOptions {
  const { values } = parseOptions(argv, SPEC);
  const given: Record<string, unknown> = {};
  for (const [name, o] of OPTION_ENTRIES) {
    const raw = values[o.flag];
    if (raw === undefined) continue;
    if (isNumber(o) && typeof raw === 'string') {
      const n = raw.trim() === '' ? NaN : Number(raw);
      given[name] = Number.isNaN(n) ? raw : n;
    } else given[name] = raw;
  }
  return given as GivenOptions;
}

/**
 * Parses the flags and reads the config file; flags override the config, which overrides the
 * defaults. `env` names the CI run a shard's seed is derived from when none is given.
 */
export async function parseCertifyArgs(argv: string[], cwd = process.cwd(), env: Env = {}): Promise<CertifyArgs> {
  const given = optionsFromArgv(argv);
  try {
    return await readCertifyOptions(given, { door: 'command line', cwd, env });
  } catch (error) {
    // A wrong value is a usage error wherever it was written (a flag, the config file).
    if (error instanceof OptionsError) throw new UsageError(error.message);
    throw error;
  }
}

const COLUMN = 24;
const WIDTH = 100;

/** `text` broken into lines of at most `width` characters. */
function wrapped(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line !== '' && line.length + 1 + word.length > width) {
      lines.push(line);
      line = word;
    } else line = line === '' ? word : `${line} ${word}`;
  }
  return [...lines, line];
}

/** One option's lines of the help: its flag and value, then its help line and default, wrapped. */
function optionHelp(o: OptionDeclaration): string {
  const name = `  --${o.flag}${o.arg ? ` ${o.arg}` : ''}`;
  const shownDefault =
    o.default === undefined ||
    o.default === false ||
    o.helpDefault === false ||
    (Array.isArray(o.default) && o.default.length === 0)
      ? ''
      : ` (default ${String(o.default)})`;
  const text = wrapped(o.help + shownDefault, WIDTH - COLUMN);
  const indent = ' '.repeat(COLUMN);
  const first = name.length < COLUMN - 1 ? `${name.padEnd(COLUMN)}${text.shift()}` : name;
  return [first, ...text.map((line) => indent + line)].join('\n');
}

const GROUPS = [...new Set(OPTION_ENTRIES.map(([, o]) => o.group))];

const optionsHelp = GROUPS.map(
  (group) =>
    `${group}:\n${OPTION_ENTRIES.filter(([, o]) => o.group === group)
      .map(([, o]) => optionHelp(o))
      .join('\n')}`,
).join('\n\n');

export const certifyHelp = `Usage: vessel-kit certify [options]

Certifies a vessel against transcript-format.txt and events.txt (as CONTRACT.md reads them):
runs the conformance cases in suites/, records every exchange, judges each rule and writes
the reports to <out>/: results.json (schema: schemas/results.schema.json), junit.xml,
summary.md, index.html and badge.svg.

With neither --profile nor --target, starts the embedded reference vessel and the mock model
in this process on free loopback ports and certifies them (this is \`npm start\`).

Options come from the flags, over ./vessel-kit.config.json when it exists (schemas/config.schema.json).

${optionsHelp}

Exit codes: 0 every MUST rule that ran passed (and what --require and --fail-on add held);
1 a MUST rule failed, or --require certified / --fail-on should / --expected-failures failed it;
2 usage, configuration or reachability error, a run where nothing was judged, a preflight stop,
or a MUST case the kit itself could not judge.
`;
