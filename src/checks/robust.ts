// Hostile requests (CONTRACT.md D17; A2A §9.5's JSON-RPC codes): what each malformed, oversized or
// deeply nested request was answered, judged from the exchange the kit recorded for it. Every
// answer is also held to no 5xx, no stack trace and an answer in time (checkHostileAnswers).
import type { RecordedExchange, RecordedTurn } from '../a2a/recording.ts';
import { ErrorCodes, isTerminalState } from '../a2a/wire.ts';
import type { ClauseIdOf, RuleId } from '../rules/index.ts';
import { isObject } from '../transcript/read.ts';
import { stackFrameIn } from './security.ts';
import type { Verdict } from './types.ts';
import { brief, judge, pass, type Finding } from './verdict.ts';
import { answered, responseBody, viewOf } from './view.ts';

/** One hostile request and what it was: `what` names it in messages (`a body that is not JSON`). */
export interface HostileAnswer {
  what: string;
  exchange: RecordedExchange;
}

/** How long a hostile request may wait for its answer, before --timeout-scale. */
export const PROMPT_ANSWER_MS = 2_000;

/** The JSON-RPC error code of a plain answer, or a description of what came instead. */
function codeOf(exchange: RecordedExchange): number | string {
  if (exchange.sse) return `a stream (HTTP ${String(exchange.status)})`;
  if (exchange.status === undefined) return answered(exchange);
  const body = responseBody(exchange);
  if (!body)
    return `HTTP ${exchange.status} with a body that is not a JSON object (${brief(exchange.body?.text ?? '', 80)})`;
  if (!isObject(body.error)) return `HTTP ${exchange.status} ${brief(body, 100)}, not a JSON-RPC error`;
  return typeof body.error.code === 'number' ? body.error.code : `an error whose code is ${brief(body.error.code)}`;
}

/** A finding when `exchange` is not a JSON-RPC error with one of `codes`; `extra` may require more of the error. */
function codeFinding<R extends RuleId>(
  clause: ClauseIdOf<R>,
  answer: HostileAnswer,
  codes: readonly number[],
): Finding<R> | undefined {
  const code = codeOf(answer.exchange);
  if (typeof code === 'number' && codes.includes(code)) return undefined;
  const error = responseBody(answer.exchange)?.error;
  return {
    clause,
    message: `${answer.what}: expected JSON-RPC error ${codes.join(' or ')}, got ${typeof code === 'number' ? `${code} (${brief(isObject(error) ? (error.message ?? '') : '', 80)})` : code}`,
    evidence: { status: answer.exchange.status, body: answer.exchange.body?.text.slice(0, 300) },
  };
}

/** The codes each malformed request of robust.malformed-codes must get. */
export const MALFORMED_CODES: Readonly<Record<Exclude<ClauseIdOf<'robust.malformed-codes'>, 'batch'>, number[]>> = {
  'not-json': [ErrorCodes.ParseError],
  'invalid-utf8': [ErrorCodes.ParseError],
  'wrong-jsonrpc': [ErrorCodes.InvalidRequest],
  'id-type': [ErrorCodes.InvalidRequest],
  'method-type': [ErrorCodes.InvalidRequest],
  'no-id': [ErrorCodes.InvalidRequest],
  'params-type': [ErrorCodes.InvalidRequest, ErrorCodes.InvalidParams],
  'empty-batch': [ErrorCodes.InvalidRequest],
  'inherited-method': [ErrorCodes.MethodNotFound],
  'content-type': [ErrorCodes.ContentTypeNotSupported],
  'no-version': [ErrorCodes.VersionNotSupported],
  'missing-params': [ErrorCodes.InvalidParams],
};

type MalformedClause = ClauseIdOf<'robust.malformed-codes'>;

/** A batch's answer: refused with -32600, or a JSON array holding one JSON-RPC response per request. */
function batchFinding(answer: HostileAnswer, requests: number): Finding<'robust.malformed-codes'> | undefined {
  const json = answer.exchange.body?.json;
  if (Array.isArray(json)) {
    const responses = json.filter((r) => isObject(r) && r.jsonrpc === '2.0' && ('result' in r || 'error' in r));
    if (responses.length === requests && json.length === requests) return undefined;
    return {
      clause: 'batch',
      message: `${answer.what}: answered an array of ${json.length} entries, ${responses.length} of them JSON-RPC responses, for ${requests} requests`,
      evidence: { body: answer.exchange.body?.text.slice(0, 300) },
    };
  }
  return codeFinding<'robust.malformed-codes'>('batch', answer, [ErrorCodes.InvalidRequest]);
}

/** A notification left unanswered, as JSON-RPC 2.0 has it: a 2xx with an empty body. */
const notAnswered = (exchange: RecordedExchange): boolean =>
  exchange.status !== undefined &&
  exchange.status >= 200 &&
  exchange.status < 300 &&
  !exchange.sse &&
  (exchange.body?.text ?? '').trim() === '';

/** robust.malformed-codes: each malformed request (by the clause it probes) got its code. */
export function checkMalformedCodes(
  answers: Readonly<Partial<Record<MalformedClause, HostileAnswer>>>,
  options: { batchSize: number },
): Verdict[] {
  const rule = 'robust.malformed-codes';
  const findings: Finding<typeof rule>[] = [];
  for (const [clause, answer] of Object.entries(answers) as [MalformedClause, HostileAnswer][]) {
    if (clause === 'no-id' && notAnswered(answer.exchange)) continue;
    const finding =
      clause === 'batch'
        ? batchFinding(answer, options.batchSize)
        : codeFinding<typeof rule>(clause, answer, MALFORMED_CODES[clause]);
    if (finding) findings.push(finding);
  }
  return judge(rule, findings, `${Object.keys(answers).length} malformed requests each got its JSON-RPC code`);
}

/** The text of what came back: a body, or a stream's events. */
export function receivedText(exchange: RecordedExchange): string {
  return exchange.sse ? exchange.sse.map((e) => e.data).join('\n') : (exchange.body?.text ?? '');
}

/**
 * robust.no-server-error, robust.no-stack-trace and robust.prompt-answer over every hostile
 * request of a case: no 5xx, no stack frame in what came back, an answer within `capMs`.
 */
export function checkHostileAnswers(answers: readonly HostileAnswer[], capMs: number): Verdict[] {
  const serverErrors: Finding<'robust.no-server-error'>[] = [];
  const stacks: Finding<'robust.no-stack-trace'>[] = [];
  const late: Finding<'robust.prompt-answer'>[] = [];
  for (const { what, exchange } of answers) {
    if (exchange.status !== undefined && exchange.status >= 500)
      serverErrors.push({
        clause: 'whole',
        message: `${what}: answered HTTP ${exchange.status}`,
        evidence: { body: exchange.body?.text.slice(0, 300) },
      });
    const frame = stackFrameIn(receivedText(exchange));
    if (frame !== undefined)
      stacks.push({ clause: 'whole', message: `${what}: the answer shows a stack frame (${brief(frame, 100)})` });
    const took = (exchange.firstByteAt ?? exchange.end.at) - exchange.sentAt;
    if (exchange.status === undefined || took > capMs)
      late.push({
        clause: 'whole',
        message:
          exchange.status === undefined
            ? `${what}: ${answered(exchange)}`
            : `${what}: answered after ${Math.round(took)} ms, more than ${Math.round(capMs)} ms`,
      });
  }
  const n = answers.length;
  return [
    ...judge('robust.no-server-error', serverErrors, `none of ${n} hostile requests got a 5xx`),
    ...judge('robust.no-stack-trace', stacks, `none of ${n} answers to hostile requests shows a stack frame`),
    ...judge('robust.prompt-answer', late, `${n} hostile requests each answered within ${Math.round(capMs)} ms`),
  ];
}

/**
 * robust.still-serves: the turn sent after the hostile requests was served to its end: its
 * turn.finished says ok, or (a target that sends no vessel events) its task reached a terminal state.
 */
export function checkStillServes(turn: RecordedTurn): Verdict[] {
  const rule = 'robust.still-serves';
  const view = viewOf(turn);
  const status = view.turnFinished?.data.status;
  if (status === 'ok') return [pass(rule, 'a normal turn after the hostile requests finished ok')];
  if (!view.turnFinished && isTerminalState(view.finalState))
    return [pass(rule, `a normal turn after the hostile requests ran to ${view.finalState}`)];
  const error = responseBody(turn.send)?.error;
  const why = view.turnFinished
    ? `its turn.finished says ${brief(status)}`
    : [
        `it reached no terminal state (${answered(turn.send)}`,
        turn.send.sse ? `, ${turn.send.sse.length} events` : '',
        error !== undefined ? `, error ${brief(error, 100)}` : '',
        turn.send.end.detail !== undefined ? `, ${turn.send.end.detail}` : '',
        ')',
      ].join('');
  return judge(rule, [{ clause: 'whole', message: `the turn after the hostile requests was not served: ${why}` }], '');
}

// ---------------------------------------------------------------------------------------------
// Limits (D17)

type IdClause = ClauseIdOf<'robust.id-length'>;
/** The field each id-length clause must name (camelCase or snake_case, any case). */
export const ID_FIELDS: Readonly<Record<IdClause, string>> = {
  'message-id': 'messageId',
  'context-id': 'contextId',
  'task-id': 'taskId',
  'reference-task-ids': 'referenceTaskIds',
  'extension-uri': 'extensions',
};
const snake = (name: string) => name.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** robust.id-length: each over-long identifier got -32602, and the error names its field. */
export function checkIdLength(answers: Readonly<Partial<Record<IdClause, HostileAnswer>>>): Verdict[] {
  const rule = 'robust.id-length';
  const findings: Finding<typeof rule>[] = [];
  for (const [clause, answer] of Object.entries(answers) as [IdClause, HostileAnswer][]) {
    const wrong = codeFinding<typeof rule>(clause, answer, [ErrorCodes.InvalidParams]);
    if (wrong) {
      findings.push(wrong);
      continue;
    }
    const error = responseBody(answer.exchange)!.error as Record<string, unknown>;
    const said = `${String(error.message)} ${JSON.stringify(error.data ?? '')}`.toLowerCase();
    const field = ID_FIELDS[clause];
    if (!said.includes(field.toLowerCase()) && !said.includes(snake(field)))
      findings.push({
        clause,
        message: `${answer.what}: -32602 (${brief(error.message ?? '', 100)}) does not name the field ${field}`,
        evidence: { error },
      });
  }
  return judge(
    rule,
    findings,
    `${Object.keys(answers).length} over-long identifiers each refused -32602 naming the field`,
  );
}

/** The most of an echoed value an answer may quote (D17), and the most an answer may weigh. */
export const MAX_QUOTED_CHARS = 200;
export const MAX_ANSWER_BYTES = 64 * 1024;

/** The longest run of `char` in `text`. */
function longestRun(text: string, char: string): number {
  let best = 0;
  let run = 0;
  for (const c of text) {
    run = c === char ? run + 1 : 0;
    if (run > best) best = run;
  }
  return best;
}

/** robust.echo-bounded: each answer to a request carrying a 1 MB run of `char` quotes at most 200 of it and stays small. */
export function checkEchoBounded(
  answers: Readonly<Partial<Record<ClauseIdOf<'robust.echo-bounded'>, HostileAnswer>>>,
  char: string,
): Verdict[] {
  const rule = 'robust.echo-bounded';
  const findings: Finding<typeof rule>[] = [];
  for (const [clause, answer] of Object.entries(answers) as [ClauseIdOf<typeof rule>, HostileAnswer][]) {
    const text = receivedText(answer.exchange);
    const run = longestRun(text, char);
    const bytes = Buffer.byteLength(text);
    if (run > MAX_QUOTED_CHARS)
      findings.push({
        clause,
        message: `${answer.what}: the answer quotes ${run} characters of the value, more than ${MAX_QUOTED_CHARS}`,
        evidence: { status: answer.exchange.status, bytes },
      });
    else if (bytes > MAX_ANSWER_BYTES)
      findings.push({
        clause,
        message: `${answer.what}: the answer is ${bytes} bytes, more than ${MAX_ANSWER_BYTES}`,
        evidence: { status: answer.exchange.status },
      });
  }
  return judge(
    rule,
    findings,
    `${Object.keys(answers).length} answers to 1 MB values each quote at most ${MAX_QUOTED_CHARS} characters`,
  );
}

/** robust.metadata-size: metadata over 64 KiB got -32602. */
export function checkMetadataSize(answer: HostileAnswer): Verdict[] {
  const rule = 'robust.metadata-size';
  const finding = codeFinding<typeof rule>('whole', answer, [ErrorCodes.InvalidParams]);
  return judge(rule, finding ? [finding] : [], 'metadata over 64 KiB refused -32602');
}

/** robust.depth-limit: each request nested past 64 levels got -32602 or -32600. */
export function checkDepthLimit(
  answers: Readonly<Partial<Record<ClauseIdOf<'robust.depth-limit'>, HostileAnswer>>>,
): Verdict[] {
  const rule = 'robust.depth-limit';
  const findings = (Object.entries(answers) as [ClauseIdOf<typeof rule>, HostileAnswer][]).flatMap(
    ([clause, answer]) =>
      codeFinding<typeof rule>(clause, answer, [ErrorCodes.InvalidParams, ErrorCodes.InvalidRequest]) ?? [],
  );
  return judge(rule, findings, `${Object.keys(answers).length} requests nested past 64 levels each refused`);
}
