// Reading a target profile (D13): parse, validate against the published schema, and digest it.
// Every problem becomes a ProfileError naming the file and the field, which the CLI reports as
// a configuration error (exit 2).
import { readFile } from 'node:fs/promises';
import { createHash } from 'node:crypto';
import type { ValidateFunction } from 'ajv';
import { validate as validateProfile } from '../generated/validators/profile.ts';
import type { Profile } from './schema.ts';
import { VesselKitError } from '../errors.ts';

export class ProfileError extends VesselKitError {
  override name = 'ProfileError';
  constructor(message: string, options?: ErrorOptions) {
    super('VK_ERR_PROFILE', message, options);
  }
}

/** ajv's code precompiled from ProfileSchema (`npm run generate`), so loading a profile compiles nothing. */
const validate = validateProfile as ValidateFunction<Profile>;

/** Validates a parsed profile; `source` names where it came from in messages. */
export function checkProfile(value: unknown, source: string): Profile {
  if (!validate(value)) {
    const problems = (validate.errors ?? []).map(
      (e) =>
        `${e.instancePath || '(top level)'} ${e.message ?? 'is invalid'}${e.params && 'additionalProperty' in e.params ? ` (${String(e.params.additionalProperty)})` : ''}`,
    );
    throw new ProfileError(`${source}: not a valid profile: ${[...new Set(problems)].join('; ')}`);
  }
  const names = new Set<string>();
  for (const agent of value.agents) {
    if (names.has(agent.name)) throw new ProfileError(`${source}: two agents are named '${agent.name}'`);
    names.add(agent.name);
    try {
      const url = new URL(agent.url);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http(s)');
    } catch {
      throw new ProfileError(`${source}: agent '${agent.name}' has url '${agent.url}', which is not an http(s) URL`);
    }
  }
  return value;
}

export async function loadProfile(path: string): Promise<Profile> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (error) {
    throw new ProfileError(`cannot read profile ${path}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ProfileError(`${path}: not JSON: ${(error as Error).message}`);
  }
  return checkProfile(parsed, path);
}

/** The profile for a single agent at a URL (`--target URL`): nothing declared beyond the endpoint. */
export function targetProfile(url: string): Profile {
  return checkProfile({ name: url, agents: [{ name: 'default', url }] }, '--target');
}

/** JSON with object keys sorted at every level, so equal profiles have equal digests. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

/** sha256 of the canonical profile, as `sha256:<hex>`; the auth value is left out so results never carry it. */
export function profileDigest(profile: Profile): string {
  // Credentials are not part of it: a rejudge, whose bundle holds them redacted, gets the same digest.
  const { auth, model_api_key, ...rest } = profile;
  const material = {
    ...rest,
    ...(auth ? { auth: { header: auth.header } } : {}),
    ...(model_api_key !== undefined ? { model_api_key: true } : {}),
  };
  return `sha256:${createHash('sha256').update(canonicalJson(material)).digest('hex')}`;
}
