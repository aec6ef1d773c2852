// What never leaves a run in writing (results.json, reports, evidence bundles): the values of
// credential headers, and every credential the run knows wherever a vessel echoed it. An echoed
// credential becomes one word, the same everywhere, so a bundle judged again (`vessel-kit
// rejudge`) still finds the leak security.no-leaks found: the model call's header and the answer
// that showed the key both hold that word.

/** Header names that carry credentials wherever they appear in evidence (the vessel's calls to the model too). */
export const CREDENTIAL_KEYS = /^(authorization|proxy-authorization|x-api-key|api-key|cookie|set-cookie)$/i;

/** A credential header's value the run knows nothing else of. */
export const REDACTED = '[redacted]';

/** What stands for a known credential wherever it was: one word to the leak checks (letters and dashes). */
export const REDACTED_CREDENTIAL = 'vessel-kit-redacted-credential';

/** What stands for the profile's own credential to the vessel (`profile.auth`), when a vessel echoed it. */
export const REDACTED_AUTH = 'vessel-kit-redacted-auth';

/** A credential the run knows, and the word that replaces it. */
export interface KnownSecret {
  value: string;
  as: typeof REDACTED_CREDENTIAL | typeof REDACTED_AUTH;
}

const MARKED = new RegExp(`${REDACTED_CREDENTIAL}|${REDACTED_AUTH}`);

/**
 * `value`, found under `key`, as it may be written: each known secret replaced by its word; a
 * credential header's value `[redacted]` unless it held a known secret (then it keeps its word, so
 * a rejudge reads the same credential from it).
 */
export function redactedString(key: string, value: string, secrets: readonly KnownSecret[]): string {
  let text = value;
  for (const secret of secrets) if (text.includes(secret.value)) text = text.replaceAll(secret.value, secret.as);
  return CREDENTIAL_KEYS.test(key) && !MARKED.test(text) ? REDACTED : text;
}
