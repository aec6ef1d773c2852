// `vessel-kit.config.json`: what the command line takes, kept in the repository beside the vessel
// (as vitest.config and playwright.config are), so CI and people run the same certification.
// Command-line flags override it. Paths in it are relative to the file's own folder. Its keys are
// the options' config names (options.ts), snake_case as JSON files have them; this module maps
// them onto the options and checks the values as every door does.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { CloneType, Type } from '@sinclair/typebox';
import {
  CERTIFY_OPTIONS,
  checkGiven,
  OPTION_ENTRIES,
  OptionsError,
  type Door,
  type GivenOptions,
  type OptionDeclaration,
  type OptionName,
} from './options.ts';

export const CONFIG_FILE = 'vessel-kit.config.json';

/** Config key → option name: the one snake_case → camelCase table, read off the options. */
const OPTION_OF_KEY = new Map(OPTION_ENTRIES.flatMap(([name, o]) => (o.config ? [[o.config, name] as const] : [])));

/** schemas/config.schema.json: every option the file can hold, its help line as its description. */
export const ConfigSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    ...Object.fromEntries(
      OPTION_ENTRIES.flatMap(([, o]) =>
        o.config ? [[o.config, Type.Optional(CloneType(o.schema, { description: o.help }))]] : [],
      ),
    ),
  },
  { additionalProperties: false },
);

/** A config file that cannot be read or holds what no option takes. An OptionsError, as a wrong flag is. */
export class ConfigError extends OptionsError {
  override name = 'ConfigError';
  constructor(message: string, options?: ErrorOptions) {
    super(message, options, 'VK_ERR_CONFIG_FILE');
  }
}

const configDoor = (source: string): Door => ({
  name: (option: OptionName) => (CERTIFY_OPTIONS[option] as OptionDeclaration).config ?? option,
  prefix: `${source}: `,
  error: (message) => new ConfigError(message),
});

/** Checks a parsed config and returns its options, their paths resolved against `dir`. */
export function checkConfig(value: unknown, source: string, dir: string): GivenOptions {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new ConfigError(`${source}: not a valid config: (top level) must be an object`);
  const unknown = Object.keys(value).filter((key) => key !== '$schema' && !OPTION_OF_KEY.has(key));
  if (unknown.length > 0) throw new ConfigError(`${source}: not a valid config: no such field (${unknown.join(', ')})`);
  const given: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) if (key !== '$schema') given[OPTION_OF_KEY.get(key)!] = v;
  checkGiven(given, configDoor(source));
  for (const [name, o] of OPTION_ENTRIES)
    if (o.path && typeof given[name] === 'string')
      given[name] = path.relative(process.cwd(), path.resolve(dir, given[name])) || '.';
  return given as GivenOptions;
}

/**
 * The config to use: the file given (it must exist), else `vessel-kit.config.json` in `cwd`
 * when there is one (`lookInCwd`), else none.
 */
export async function loadConfig(
  file: string | undefined,
  cwd = process.cwd(),
  lookInCwd = true,
): Promise<{ config: GivenOptions; file?: string }> {
  const inCwd = path.join(cwd, CONFIG_FILE);
  const chosen = file ?? (lookInCwd && existsSync(inCwd) ? inCwd : undefined);
  if (chosen === undefined) return { config: {} };
  let text: string;
  try {
    text = await readFile(chosen, 'utf8');
  } catch (error) {
    throw new ConfigError(`cannot read config ${chosen}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ConfigError(`${chosen}: not JSON: ${(error as Error).message}`);
  }
  return { config: checkConfig(parsed, chosen, path.dirname(path.resolve(chosen))), file: chosen };
}
