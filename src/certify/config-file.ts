// `vessel-kit.config.json`: what the command line takes, kept in the repository beside the vessel
// (as vitest.config and playwright.config are), so CI and people run the same certification.
// Command-line flags override it. Paths in it are relative to the file's own folder.
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Type, type Static } from '@sinclair/typebox';
import { Ajv } from 'ajv';
import { REPORTER_NAMES } from '../reports/reporters.ts';
import { VesselKitError } from '../errors.ts';

export const CONFIG_FILE = 'vessel-kit.config.json';

const Reporter = Type.Union(REPORTER_NAMES.map((name) => Type.Literal(name)));

export const ConfigSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    profile: Type.Optional(Type.String({ description: 'A target profile (schemas/profile.schema.json)' })),
    target: Type.Optional(
      Type.String({ description: 'One agent at this URL, declaring nothing (instead of a profile)' }),
    ),
    model_port: Type.Optional(Type.Integer({ minimum: 0, maximum: 65535 })),
    model_host: Type.Optional(Type.String({ minLength: 1 })),
    only: Type.Optional(Type.Array(Type.String())),
    skip: Type.Optional(Type.Array(Type.String())),
    concurrency: Type.Optional(Type.Integer({ minimum: 1 })),
    timeout_scale: Type.Optional(Type.Number({ exclusiveMinimum: 0 })),
    seed: Type.Optional(Type.Integer()),
    allow_hosts: Type.Optional(
      Type.Array(Type.String({ minLength: 1 }), {
        description: "Hosts besides an agent's own that its card may send the JSON-RPC calls to (--allow-host)",
      }),
    ),
    out: Type.Optional(Type.String({ description: 'Where reports go (default reports/)' })),
    reporters: Type.Optional(Type.Array(Reporter, { description: 'Replaces the default reporters' })),
    quiet: Type.Optional(Type.Boolean()),
    require: Type.Optional(Type.Literal('certified')),
    fail_on: Type.Optional(Type.Union([Type.Literal('must'), Type.Literal('should')])),
    expected_failures: Type.Optional(
      Type.String({ description: 'An expected-failures file (schemas/expected-failures.schema.json)' }),
    ),
    evidence: Type.Optional(Type.String({ description: 'Write an evidence bundle to this folder' })),
    durations: Type.Optional(
      Type.String({ description: 'A previous results.json whose case durations balance --shard' }),
    ),
  },
  { additionalProperties: false },
);
export type Config = Static<typeof ConfigSchema>;

export class ConfigError extends VesselKitError {
  override name = 'ConfigError';
  constructor(message: string, options?: ErrorOptions) {
    super('VK_ERR_CONFIG_FILE', message, options);
  }
}

const validate = new Ajv({ allErrors: true, strict: false }).compile<Config>(ConfigSchema);

/** The fields that name files or folders, resolved against the config file's folder. */
const PATH_FIELDS = ['profile', 'out', 'expected_failures', 'evidence', 'durations'] as const;

/** Validates a parsed config and resolves its paths against `dir`. */
export function checkConfig(value: unknown, source: string, dir: string): Config {
  if (!validate(value)) {
    const problems = (validate.errors ?? []).map(
      (e) =>
        `${e.instancePath || '(top level)'} ${e.message ?? 'is invalid'}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
    );
    throw new ConfigError(`${source}: not a valid config: ${[...new Set(problems)].join('; ')}`);
  }
  if (value.profile !== undefined && value.target !== undefined)
    throw new ConfigError(`${source}: give profile or target, not both`);
  const config: Config = { ...value };
  for (const field of PATH_FIELDS) {
    const given = config[field];
    if (given !== undefined) config[field] = path.relative(process.cwd(), path.resolve(dir, given)) || '.';
  }
  return config;
}

/**
 * The config to use: the file given (it must exist), else `vessel-kit.config.json` in `cwd`
 * when there is one, else none.
 */
export async function loadConfig(
  file: string | undefined,
  cwd = process.cwd(),
): Promise<{ config: Config; file?: string }> {
  const chosen = file ?? (existsSync(path.join(cwd, CONFIG_FILE)) ? path.join(cwd, CONFIG_FILE) : undefined);
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
