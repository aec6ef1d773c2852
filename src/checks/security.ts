// Security (CONTRACT.md D7, D12; A2A §3.3.2): image URLs refused and never fetched, nothing of the
// model endpoint, its credential or the vessel's code in what a client receives, and calls
// without the credentials a card asks for refused.
import type { RecordedExchange, RecordedTurn } from '../a2a/recording.ts';
import { isObject } from '../transcript/read.ts';
import type { Verdict } from './types.ts';
import { brief, judge, pass, type Finding } from './verdict.ts';
import { answered, responseBody } from './view.ts';

/**
 * A stack frame as V8, Python-less runtimes and most JVM-style traces print one:
 * `at fn (/path/file.ts:10:5)`, `at /path/file.js:1:2`, `at node:internal/x:95:5`.
 */
const STACK_FRAME =
  /\bat (?:async )?(?:[^\s()]+ )?\(?(?:file:\/\/|node:)?[^\s()"]*(?:\.[cm]?[jt]sx?|internal\/[^\s():"]+):\d+:\d+\)?/;

/** The first stack frame in `text`, if any. */
export function stackFrameIn(text: string): string | undefined {
  return STACK_FRAME.exec(text)?.[0];
}

// ---------------------------------------------------------------------------------------------
// security.no-url-fetch

/** One turn sent with an image URL that is not a data: URL: what it was and what came back. */
export interface UrlTurn {
  what: string;
  exchange: RecordedExchange;
}

/** Refused: a JSON-RPC error or an HTTP 4xx, before any turn ran. */
function refused(exchange: RecordedExchange): boolean {
  if (exchange.sse) return false;
  if (exchange.status !== undefined && exchange.status >= 400 && exchange.status < 500) return true;
  return isObject(responseBody(exchange)?.error);
}

/** security.no-url-fetch: each turn refused, and the canary saw `connections` connections (0 expected). */
export function checkUrlsRefused(turns: readonly UrlTurn[], connections: number): Verdict[] {
  const rule = 'security.no-url-fetch';
  const findings: Finding<typeof rule>[] = turns
    .filter((t) => !refused(t.exchange))
    .map((t) => ({
      clause: 'refused' as const,
      message: `${t.what}: not refused (${t.exchange.sse ? `a stream of ${t.exchange.sse.length} events` : `${answered(t.exchange)} ${brief(responseBody(t.exchange)?.result ?? t.exchange.body?.text ?? '', 80)}`})`,
    }));
  if (connections > 0)
    findings.push({
      clause: 'never-fetched',
      message: `the canary the image URLs point at received ${connections} connection(s): the vessel fetched a URL it was given`,
      evidence: { connections },
    });
  return judge(rule, findings, `${turns.length} turns with image URLs refused; the canary received no connection`);
}

// ---------------------------------------------------------------------------------------------
// security.no-leaks

/** What a client must never be shown: the model endpoint (origin and /v1) and credentials. */
export interface Secrets {
  modelOrigins: string[];
  credentials: string[];
}

/** The model endpoints the vessel called and the credentials it sent them, as the mock model's journal saw them. */
export function secretsOf(turns: readonly RecordedTurn[], declared: readonly string[] = []): Secrets {
  const origins = new Set<string>();
  const credentials = new Set<string>(declared.filter((c) => c.length >= 8));
  for (const call of turns.flatMap((t) => t.modelCalls)) {
    const headers = Object.fromEntries(Object.entries(call.headers).map(([k, v]) => [k.toLowerCase(), v]));
    if (headers.host) origins.add(`http://${headers.host}/v1`);
    const key = (headers.authorization ?? headers['api-key'] ?? headers['x-api-key'])?.replace(/^bearer\s+/i, '');
    if (key && key.length >= 8) credentials.add(key);
  }
  return { modelOrigins: [...origins], credentials: [...credentials] };
}

/** Everything a client received in one exchange, and what the kit or the model itself put there. */
export interface Received {
  where: string;
  text: string;
}

/** Each exchange of a set of turns and calls as text received, with where it was. */
export function receivedOf(turns: readonly RecordedTurn[], exchanges: readonly RecordedExchange[]): Received[] {
  const all = [
    ...turns.flatMap((t) => [t.send, t.cancel, t.getTask].filter((e): e is RecordedExchange => e !== undefined)),
    ...exchanges,
  ];
  return all.map((e) => ({
    where: `${e.method} ${e.url}${isObject(e.requestBody) && typeof e.requestBody.method === 'string' ? ` (${e.requestBody.method})` : ''}`,
    text: `${Object.values(e.responseHeaders ?? {}).join('\n')}\n${e.sse ? e.sse.map((s) => s.data).join('\n') : (e.body?.text ?? '')}`,
  }));
}

/** What the kit sent and what the mock model streamed: a frame found there is the script's, not the vessel's. */
export function spokenOf(turns: readonly RecordedTurn[], exchanges: readonly RecordedExchange[]): string {
  const sent = [...turns.map((t) => t.send), ...exchanges].map((e) => JSON.stringify(e.requestBody ?? ''));
  const frames = turns.flatMap((t) => t.modelCalls.flatMap((c) => c.frames.map((f) => f.data)));
  return [...sent, ...frames].join('\n');
}

/**
 * security.no-leaks over everything received: no model origin with /v1, no credential of
 * `secrets`, no stack frame that neither the kit nor the model's script put there (`spoken`).
 */
export function checkNoLeaks(received: readonly Received[], secrets: Secrets, spoken: string): Verdict[] {
  const rule = 'security.no-leaks';
  const findings: Finding<typeof rule>[] = [];
  for (const { where, text } of received) {
    for (const origin of secrets.modelOrigins)
      if (text.includes(origin))
        findings.push({ clause: 'model-origin', message: `${where}: the answer shows the model endpoint ${origin}` });
    for (const credential of secrets.credentials)
      if (text.includes(credential))
        findings.push({
          clause: 'credential',
          message: `${where}: the answer shows the credential the vessel sends its model (${credential.slice(0, 3)}…)`,
        });
    const frame = stackFrameIn(text);
    if (frame !== undefined && !spoken.includes(frame))
      findings.push({
        clause: 'stack-trace',
        message: `${where}: the answer shows a stack frame (${brief(frame, 100)})`,
      });
  }
  const what = secrets.modelOrigins.length > 0 ? secrets.modelOrigins.join(', ') : 'no model endpoint seen';
  return judge(
    rule,
    findings,
    `${received.length} answers show no model endpoint (${what}), none of ${secrets.credentials.length} credential(s) and no stack frame`,
  );
}

// ---------------------------------------------------------------------------------------------
// security.auth

/**
 * The security schemes a card declares (the names in securitySchemes). A scheme declared is taken
 * as required whether or not the card also lists security requirements (security,
 * securityRequirements): security.auth applies "when the card declares a security scheme".
 */
export function declaredSchemes(card: unknown): string[] {
  if (!isObject(card) || !isObject(card.securitySchemes)) return [];
  return Object.keys(card.securitySchemes);
}

/** HTTP statuses that refuse a call for its credentials. */
const AUTH_STATUSES = [401, 403];

/** An error that says the credentials are missing or wrong (the JSON-RPC custom errors A2A allows for it). */
function isAuthError(error: unknown): boolean {
  return (
    isObject(error) && /unauthori[sz]ed|unauthenticated|credential|forbidden|authenticat/i.test(String(error.message))
  );
}

const errorCode = (exchange: RecordedExchange): unknown => {
  const error = responseBody(exchange)?.error;
  return isObject(error) ? error.code : undefined;
};

/**
 * security.auth: the same call (GetTask of an unknown id) sent without the credentials (or with
 * wrong ones) and with the profile's. Served is the method's own answer (its result, or its error
 * such as -32001); refused is HTTP 401 or 403, or an error other than the one served. Not
 * applicable (a pass saying so) when the card declares no scheme.
 */
export function checkAuth(
  schemes: readonly string[],
  without: RecordedExchange | undefined,
  withCredentials: RecordedExchange | undefined,
  options: { profileAuth: boolean } = { profileAuth: true },
): Verdict[] {
  const rule = 'security.auth';
  // Nothing to authenticate: the rule holds as the card states it, which a run must be able to certify.
  if (schemes.length === 0 || !without || !withCredentials)
    return [
      pass(
        rule,
        'not applicable: the card declares no security scheme (securitySchemes, security), so no call needs credentials',
      ),
    ];
  const findings: Finding<typeof rule>[] = [];
  const withBody = responseBody(withCredentials);
  const served =
    !AUTH_STATUSES.includes(withCredentials.status ?? 0) &&
    withBody !== undefined &&
    ('result' in withBody || isObject(withBody.error)) &&
    !isAuthError(withBody.error);
  if (!served)
    findings.push({
      clause: 'served-with',
      message: `a call with the profile's credentials (${options.profileAuth ? 'profile.auth' : 'the profile names none: declare them as auth'}) was refused: ${answered(withCredentials)} ${brief(withBody?.error ?? withCredentials.body?.text ?? '', 100)}`,
    });
  const withoutError = responseBody(without)?.error;
  const refusedWithout =
    AUTH_STATUSES.includes(without.status ?? 0) ||
    (isObject(withoutError) &&
      (isAuthError(withoutError) || !served || withoutError.code !== errorCode(withCredentials)));
  if (!refusedWithout)
    findings.push({
      clause: 'refused-without',
      message: `the card declares ${schemes.join(', ')}, but a call without the credentials was served as with them (${answered(without)} ${brief(withoutError ?? responseBody(without)?.result ?? without.body?.text ?? '', 100)})`,
    });
  return judge(
    rule,
    findings,
    `the card declares ${schemes.join(', ')}: refused without the credentials, served with them`,
  );
}

// ---------------------------------------------------------------------------------------------
// security.no-leaks across the run: each case's recording digested as it ends (what could be a
// leak, and the secrets its model calls showed), every digest judged together at the end, since
// a case's answers may show a credential only another case's model calls reveal.

/** What the run-wide leak check keeps of one case's recording. */
export interface LeakDigest {
  caseId: string;
  secrets: Secrets;
  /** URLs the answers showed, each with the first place it was seen. */
  urls: { url: string; where: string }[];
  /** Words of 8 characters or more the answers showed (a credential is one), each with where. */
  words: Map<string, string>;
  /** Stack frames the answers showed that neither the kit nor the script put there. */
  frames: { frame: string; where: string }[];
}

const URL_IN_TEXT = /https?:\/\/[^\s"'\\<>)]+/g;
const WORD_SEPARATORS = /[^A-Za-z0-9._~+/=-]+/;

/** The digest of one case's recording: small, whatever the case received. */
export function leakDigest(recording: {
  caseId: string;
  turns?: readonly RecordedTurn[];
  exchanges?: readonly RecordedExchange[];
}): LeakDigest {
  const turns = recording.turns ?? [];
  const exchanges = recording.exchanges ?? [];
  const spoken = spokenOf(turns, exchanges);
  const digest: LeakDigest = {
    caseId: recording.caseId,
    secrets: secretsOf(turns),
    urls: [],
    words: new Map(),
    frames: [],
  };
  const seenUrls = new Set<string>();
  for (const { where, text } of receivedOf(turns, exchanges)) {
    const place = `${recording.caseId}: ${where}`;
    for (const url of text.match(URL_IN_TEXT) ?? [])
      if (!seenUrls.has(url)) {
        seenUrls.add(url);
        digest.urls.push({ url, where: place });
      }
    for (const word of text.split(WORD_SEPARATORS))
      if (word.length >= 8 && !digest.words.has(word)) digest.words.set(word, place);
    const frame = stackFrameIn(text);
    if (frame !== undefined && !spoken.includes(frame)) digest.frames.push({ frame, where: place });
  }
  return digest;
}

/** security.no-leaks over every case of the run: the secrets any case's model calls showed (and `declared`), found in any case's answers. */
export function judgeLeaks(digests: readonly LeakDigest[], declared: readonly string[] = []): Verdict[] {
  const rule = 'security.no-leaks';
  const origins = [...new Set(digests.flatMap((d) => d.secrets.modelOrigins))];
  const credentials = [
    ...new Set([...declared.filter((c) => c.length >= 8), ...digests.flatMap((d) => d.secrets.credentials)]),
  ];
  const findings: Finding<typeof rule>[] = [];
  for (const d of digests) {
    for (const { url, where } of d.urls)
      for (const origin of origins)
        if (url.startsWith(origin))
          findings.push({ clause: 'model-origin', message: `${where}: the answer shows the model endpoint ${origin}` });
    for (const credential of credentials) {
      const where = d.words.get(credential) ?? [...d.words].find(([word]) => word.includes(credential))?.[1];
      if (where !== undefined)
        findings.push({
          clause: 'credential',
          message: `${where}: the answer shows the credential the vessel sends its model (${credential.slice(0, 3)}…)`,
        });
    }
    for (const { frame, where } of d.frames)
      findings.push({
        clause: 'stack-trace',
        message: `${where}: the answer shows a stack frame (${brief(frame, 100)})`,
      });
  }
  return judge(
    rule,
    findings,
    `across the run's ${digests.length} cases no answer shows the model endpoint (${origins.join(', ') || 'none seen'}), one of ${credentials.length} credential(s) or a stack frame`,
  );
}
