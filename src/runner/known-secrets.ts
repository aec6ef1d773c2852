// The credentials a run knows, so that nothing it writes holds them (src/results/redaction.ts):
// the profile's own, and each key the vessel sent the mock model, read as security.no-leaks reads
// them. A case's evidence and tape are written as the case ends, with the keys known by then.
import type { RecordedTurn } from '../a2a/recording.ts';
import { secretsOf } from '../checks/security.ts';
import { REDACTED_AUTH, REDACTED_CREDENTIAL, type KnownSecret } from '../results/redaction.ts';
import type { Profile } from '../profile/schema.ts';

/** Shorter values are not looked for: they turn up in ordinary text (security.no-leaks skips them too). */
const SHORTEST_SECRET = 8;

export class KnownSecrets {
  readonly #byValue = new Map<string, KnownSecret>();
  #list: KnownSecret[] = [];

  constructor(profile: Pick<Profile, 'auth' | 'model_api_key'>) {
    if (profile.model_api_key !== undefined) this.#add(profile.model_api_key, REDACTED_CREDENTIAL);
    if (profile.auth) this.#add(profile.auth.value, REDACTED_AUTH);
  }

  /** Learns the keys a case's turns sent the model. */
  learn(turns: readonly RecordedTurn[]): void {
    for (const key of secretsOf(turns).credentials) this.#add(key, REDACTED_CREDENTIAL);
  }

  /** Longest first, so a secret that holds another is replaced whole. */
  get list(): readonly KnownSecret[] {
    return this.#list;
  }

  #add(value: string, as: KnownSecret['as']): void {
    if (value.length < SHORTEST_SECRET || this.#byValue.has(value)) return;
    this.#byValue.set(value, { value, as });
    this.#list = [...this.#byValue.values()].sort((a, b) => b.value.length - a.value.length);
  }
}
