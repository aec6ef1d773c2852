// Reading a vessel config file: JSON, checked against the published schema (schema.ts) plus the
// few rules a JSON Schema cannot state (agent names unique). Every problem names the file, the
// JSON pointer and what is wrong, so `vessel-kit vessel --config` can print it and exit 2.
import { readFile } from 'node:fs/promises';
import type { ErrorObject, ValidateFunction } from 'ajv';
import { validate as validateConfigSchema } from '../../generated/validators/vessel-config.ts';
import type { VesselConfig } from './schema.ts';
import { VesselKitError } from '../../errors.ts';

export interface ConfigProblem {
  /** JSON pointer into the file's document ('' for the whole document). */
  pointer: string;
  message: string;
}

export class VesselConfigError extends VesselKitError {
  override name = 'VesselConfigError';
  constructor(
    readonly file: string,
    readonly problems: ConfigProblem[],
  ) {
    super(
      'VK_ERR_VESSEL_CONFIG',
      problems.map((p) => `${file}: ${p.pointer === '' ? '(document)' : p.pointer}: ${p.message}`).join('\n'),
    );
  }
}

/**
 * ajv's code precompiled from VesselConfigSchema (`npm run generate`; compiling took ~50 ms), with
 * verbose errors: each carries its schema, so a union of literals can list the allowed values.
 */
const validateSchema = validateConfigSchema as ValidateFunction<VesselConfig>;

function describe(error: ErrorObject): ConfigProblem {
  const params = error.params as Record<string, unknown>;
  if (error.keyword === 'additionalProperties') {
    return { pointer: `${error.instancePath}/${String(params.additionalProperty)}`, message: 'unknown field' };
  }
  if (error.keyword === 'required') {
    return { pointer: `${error.instancePath}/${String(params.missingProperty)}`, message: 'missing required field' };
  }
  if (
    error.keyword === 'anyOf' &&
    Array.isArray(error.schema) &&
    error.schema.every((s: { const?: unknown }) => s.const !== undefined)
  ) {
    const allowed = (error.schema as { const: unknown }[]).map((s) => String(s.const)).join(', ');
    return { pointer: error.instancePath, message: `must be one of ${allowed} (found ${JSON.stringify(error.data)})` };
  }
  return { pointer: error.instancePath, message: error.message ?? error.keyword };
}

/** Checks a parsed document; returns the problems (empty when it is a valid config). */
export function checkVesselConfig(value: unknown): ConfigProblem[] {
  if (!validateSchema(value)) {
    // Union members report once per branch; keep each pointer+message once.
    const errors = validateSchema.errors ?? [];
    const unions = new Set(errors.filter((e) => e.keyword === 'anyOf').map((e) => e.instancePath));
    const seen = new Set<string>();
    return errors
      .filter((e) => !(e.keyword === 'const' && unions.has(e.instancePath)))
      .map(describe)
      .filter((p) => {
        const key = `${p.pointer}\0${p.message}`;
        return seen.has(key) ? false : (seen.add(key), true);
      });
  }
  const problems: ConfigProblem[] = [];
  const names = new Map<string, number>();
  value.agents.forEach((agent, i) => {
    const first = names.get(agent.name);
    if (first !== undefined)
      problems.push({
        pointer: `/agents/${i}/name`,
        message: `duplicate agent name '${agent.name}' (also /agents/${first}/name)`,
      });
    else names.set(agent.name, i);
  });
  return problems;
}

/** Parses and checks a config document held in memory; `file` only labels the problems. */
export function parseVesselConfig(text: string, file: string): VesselConfig {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new VesselConfigError(file, [{ pointer: '', message: `not valid JSON: ${(error as Error).message}` }]);
  }
  const problems = checkVesselConfig(value);
  if (problems.length > 0) throw new VesselConfigError(file, problems);
  return value as VesselConfig;
}

export async function loadVesselConfig(file: string): Promise<VesselConfig> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new VesselConfigError(file, [
      {
        pointer: '',
        message: `cannot read the file: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`,
      },
    ]);
  }
  return parseVesselConfig(text, file);
}
