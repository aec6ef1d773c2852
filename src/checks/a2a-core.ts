// A2A core behaviour the suites provoke one exchange at a time (CONTRACT.md "A2A layer"): the
// agent card, the endpoint's trailing slash, the error codes, SendMessage and GetTask.
import { validate as validateCard } from '../generated/validators/agent-card.ts';
import type { RecordedExchange, RecordedTurn } from '../a2a/recording.ts';
import { A2A_PROTOCOL_VERSION, ErrorCodes, isTerminalState, Methods } from '../a2a/wire.ts';
import type { ClauseIdOf, RuleId } from '../rules/index.ts';
import type { Verdict } from './types.ts';
import { isObject } from '../transcript/read.ts';
import { brief, failOn, judge, notExercised, notTested, pass, type Finding } from './verdict.ts';
import { stateOf } from '../a2a/stream-events.ts';
import { answered, asksReturnImmediately, finishedTaskOf, requestId, responseBody, taskOf, viewOf } from './view.ts';

/** Verdicts on a2a.card-served, a2a.card-interface and a2a.card-streaming from `GET /.well-known/agent-card.json`. */
export function checkAgentCard(exchange: RecordedExchange): Verdict[] {
  const card = responseBody(exchange);
  if (exchange.status !== 200 || !card) {
    const why =
      exchange.status !== 200
        ? `answered ${answered(exchange)}`
        : `the body is not a JSON object (${exchange.body?.parseError ?? brief(exchange.body?.text, 60)})`;
    return [
      ...failOn('a2a.card-served', 'served', `GET ${exchange.url} ${why}`, {
        status: exchange.status,
        body: exchange.body?.text.slice(0, 500),
      }),
      notTested('a2a.card-interface', 'no agent card'),
      notTested('a2a.card-streaming', 'no agent card'),
    ];
  }
  const out: Verdict[] = validateCard(card)
    ? [pass('a2a.card-served', `the card of ${String(card.name)} is served`)]
    : failOn(
        'a2a.card-served',
        'structure',
        `the agent card${validateCard.errors?.[0]?.instancePath ?? ''}: ${validateCard.errors?.[0]?.message ?? 'invalid'}`,
        { errors: validateCard.errors?.slice(0, 5) },
      );
  const interfaces = Array.isArray(card.supportedInterfaces) ? card.supportedInterfaces.filter(isObject) : [];
  const jsonrpc = interfaces.find((i) => i.protocolBinding === 'JSONRPC');
  const findings: Finding<'a2a.card-interface'>[] = [];
  if (!jsonrpc)
    findings.push({
      clause: 'jsonrpc-listed',
      message: `supportedInterfaces ${brief(interfaces, 160)} lists no JSONRPC interface`,
      evidence: { supportedInterfaces: card.supportedInterfaces },
    });
  else {
    if (typeof jsonrpc.url !== 'string' || jsonrpc.url === '')
      findings.push({
        clause: 'url',
        message: `the JSONRPC interface ${brief(jsonrpc, 160)} names no url`,
        evidence: { interface: jsonrpc },
      });
    if (jsonrpc.protocolVersion !== A2A_PROTOCOL_VERSION)
      findings.push({
        clause: 'protocol-version',
        message: `the JSONRPC interface says protocolVersion ${brief(jsonrpc.protocolVersion)}, not "1.0"`,
        evidence: { interface: jsonrpc },
      });
  }
  out.push(
    ...judge(
      'a2a.card-interface',
      findings,
      `JSONRPC interface at ${String(jsonrpc?.url)}, protocolVersion ${A2A_PROTOCOL_VERSION}`,
    ),
  );
  const streaming = isObject(card.capabilities) ? card.capabilities.streaming : undefined;
  out.push(
    ...(streaming === true
      ? [pass('a2a.card-streaming', 'capabilities.streaming is true')]
      : failOn('a2a.card-streaming', 'whole', `capabilities.streaming is ${brief(streaming)}, not true`)),
  );
  return out;
}

/** The endpoint handled the call as JSON-RPC (a result, an error or a stream), not an HTTP-level refusal. */
function handled(exchange: RecordedExchange): boolean {
  if (exchange.sse && exchange.status === 200) return true;
  const body = responseBody(exchange);
  return body !== undefined && body.jsonrpc === '2.0' && ('result' in body || 'error' in body);
}

export function checkTrailingSlash(withSlash: RecordedExchange, withoutSlash: RecordedExchange): Verdict[] {
  const rule = 'a2a.trailing-slash';
  const findings: Finding<typeof rule>[] = (
    [
      [withSlash, 'with-slash'],
      [withoutSlash, 'without-slash'],
    ] as const
  )
    .filter(([e]) => !handled(e))
    .map(([e, clause]) => ({
      clause,
      message: `POST ${e.url} ${e.status === undefined ? 'got ' : 'answered '}${answered(e)} without a JSON-RPC response`,
      evidence: { url: e.url, status: e.status, body: e.body?.text.slice(0, 300) },
    }));
  return judge(rule, findings, `the endpoint answers at ${withoutSlash.url} and ${withSlash.url}`);
}

/** The JSON-RPC error a non-stream answer carries, or why there is none. */
function errorOf(exchange: RecordedExchange): Record<string, unknown> | string {
  if (exchange.sse) return `answered with a stream (HTTP ${String(exchange.status)}), not a JSON-RPC error`;
  const body = responseBody(exchange);
  if (exchange.status === undefined) return answered(exchange);
  if (!body) return `HTTP ${String(exchange.status)} with a body that is not JSON (${brief(exchange.body?.text, 80)})`;
  if (!isObject(body.error)) return `answered ${brief(body, 120)}, not a JSON-RPC error`;
  return body.error;
}

/** The answer is a JSON-RPC error with this code; a failure breaks `clause` of `rule`. */
export function checkErrorCode<R extends RuleId>(
  rule: R,
  exchange: RecordedExchange,
  code: number,
  clause: ClauseIdOf<R>,
): Verdict[] {
  const error = errorOf(exchange);
  if (typeof error === 'string')
    return failOn(rule, clause, `expected JSON-RPC error ${code}: ${error}`, {
      status: exchange.status,
      body: exchange.body?.text.slice(0, 500),
    });
  if (error.code === code) return [pass(rule, `JSON-RPC error ${code}: ${brief(error.message, 100)}`)];
  return failOn(rule, clause, `JSON-RPC error ${brief(error.code)} (${brief(error.message, 80)}), expected ${code}`, {
    error,
  });
}

export const checkVersionUnsupported = (e: RecordedExchange) =>
  checkErrorCode('a2a.version-unsupported', e, ErrorCodes.VersionNotSupported, 'whole');
export const checkMethodNotFound = (e: RecordedExchange) =>
  checkErrorCode('a2a.method-not-found', e, ErrorCodes.MethodNotFound, 'whole');
export const checkParseError = (e: RecordedExchange) =>
  checkErrorCode('a2a.parse-error', e, ErrorCodes.ParseError, 'whole');
export const checkInvalidRequest = (e: RecordedExchange) =>
  checkErrorCode('a2a.invalid-request', e, ErrorCodes.InvalidRequest, 'whole');
/** GetTask or CancelTask on an unknown id (the request's method says which clause). */
export const checkTaskNotFound = (e: RecordedExchange) =>
  checkErrorCode(
    'a2a.task-not-found',
    e,
    ErrorCodes.TaskNotFound,
    isObject(e.requestBody) && e.requestBody.method === Methods.CancelTask ? 'cancel-task' : 'get-task',
  );

/** Why a call to the finished task was never sent (src/checks/view.ts finishedTaskId found no task to send it to). */
const noFinishedTask = (turn: string) =>
  `not judged: GetTask after the ${turn} did not return a task in a terminal state`;

/** A message to a finished task: -32004. Undefined when the case had no finished task to send it to. */
export function checkMessageToFinished(exchange: RecordedExchange | undefined): Verdict[] {
  const rule = 'a2a.message-to-finished';
  if (!exchange) return [notTested(rule, noFinishedTask('turn'))];
  return checkErrorCode(rule, exchange, ErrorCodes.UnsupportedOperation, 'whole');
}

/**
 * CancelTask sent again to the task of a turn the case cancelled (`again`, undefined when it was not
 * sent). Only a task that finished cancelled exercises #cancelled: one that ended otherwise (the
 * cancel lost the race to the turn's end, or was never sent) is said so, not judged, never passed.
 */
export function checkCancelCancelled(turn: RecordedTurn, again: RecordedExchange | undefined): Verdict[] {
  const rule = 'a2a.cancel-finished';
  const finished = finishedTaskOf(turn);
  if (!finished) return [notTested(rule, noFinishedTask('cancelled turn'))];
  if (finished.state !== 'TASK_STATE_CANCELED' || !again) {
    const error = responseBody(turn.cancel)?.error;
    const answer = !turn.cancel
      ? undefined
      : isObject(error)
        ? `JSON-RPC error ${brief(error.code)}`
        : taskOf(turn.cancel)
          ? `the task in ${brief(stateOf('task', taskOf(turn.cancel)))}`
          : answered(turn.cancel);
    const cancel = answer
      ? `CancelTask was answered ${answer}`
      : 'the case sent no CancelTask (the stream named no task to cancel)';
    return [
      notExercised(rule, 'cancelled', `the task was never cancelled: ${cancel}, and it finished ${finished.state}`),
    ];
  }
  return checkCancelFinished(again, { wasCancelled: true });
}

/** CancelTask on a finished task: -32002; a task already cancelled may instead come back as the task. Undefined when there was no finished task. */
export function checkCancelFinished(
  exchange: RecordedExchange | undefined,
  options: { wasCancelled: boolean },
): Verdict[] {
  const rule = 'a2a.cancel-finished';
  if (!exchange) return [notTested(rule, noFinishedTask(options.wasCancelled ? 'cancelled turn' : 'turn'))];
  const task = taskOf(exchange);
  if (options.wasCancelled && task && stateOf('task', task) === 'TASK_STATE_CANCELED')
    return [pass(rule, 'the cancelled task came back as it was')];
  return checkErrorCode(rule, exchange, ErrorCodes.TaskNotCancelable, options.wasCancelled ? 'cancelled' : 'finished');
}

/** A plain JSON-RPC error response: jsonrpc 2.0, the request's id (null when it could not be read), an integer code and a message. */
export function checkErrorResponse(exchange: RecordedExchange): Verdict[] {
  const rule = 'a2a.error-response';
  const body = responseBody(exchange);
  if (!body || body.error === undefined || body.error === null)
    return [notTested(rule, 'the answer is not a JSON-RPC error')];
  // An error member that is not an object (a bare code or string) is an error answer of the wrong shape.
  if (!isObject(body.error))
    return failOn(rule, 'code', `error is ${brief(body.error, 80)}, not an object with an integer code and a message`, {
      error: body.error,
    });
  const findings: Finding<typeof rule>[] = [];
  const error = body.error;
  if (body.jsonrpc !== '2.0')
    findings.push({ clause: 'jsonrpc', message: `jsonrpc is ${brief(body.jsonrpc)}, not "2.0"` });
  if (!Number.isInteger(error.code))
    findings.push({ clause: 'code', message: `error.code ${brief(error.code)} is not an integer` });
  if (typeof error.message !== 'string' || error.message === '')
    findings.push({ clause: 'message', message: `error.message ${brief(error.message)} is not a non-empty string` });
  const id = requestId(exchange);
  // JSON-RPC: the id is null when it could not be read from the request, whatever the error.
  if (
    body.id !== id &&
    !(
      body.id === null &&
      (id === undefined || error.code === ErrorCodes.ParseError || error.code === ErrorCodes.InvalidRequest)
    )
  ) {
    findings.push({ clause: 'id', message: `the error's id ${brief(body.id)} is not the request's id ${brief(id)}` });
  }
  return judge(rule, findings, `a plain JSON-RPC error ${String(error.code)}`);
}

/** The ErrorInfo reason of each A2A error code (A2A §5.4, §9.5). */
export const ERROR_REASONS: Readonly<Record<number, string>> = {
  [-32001]: 'TASK_NOT_FOUND',
  [-32002]: 'TASK_NOT_CANCELABLE',
  [-32003]: 'PUSH_NOTIFICATION_NOT_SUPPORTED',
  [-32004]: 'UNSUPPORTED_OPERATION',
  [-32005]: 'CONTENT_TYPE_NOT_SUPPORTED',
  [-32006]: 'INVALID_AGENT_RESPONSE',
  [-32007]: 'EXTENDED_AGENT_CARD_NOT_CONFIGURED',
  [-32008]: 'EXTENSION_SUPPORT_REQUIRED',
  [-32009]: 'VERSION_NOT_SUPPORTED',
};
const ERROR_INFO = 'type.googleapis.com/google.rpc.ErrorInfo';

export function checkErrorInfo(exchange: RecordedExchange): Verdict[] {
  const rule = 'a2a.error-info';
  const body = responseBody(exchange);
  const error = isObject(body?.error) ? body.error : undefined;
  const code = error?.code;
  if (typeof code !== 'number' || code > -32001 || code < -32099)
    return [notTested(rule, 'the answer is not an A2A error (-32001 to -32099)')];
  const data = Array.isArray(error!.data) ? error!.data : [];
  const info = data.find((d) => isObject(d) && d['@type'] === ERROR_INFO);
  if (!isObject(info))
    return failOn(
      rule,
      'present',
      error!.data === undefined
        ? `error ${code} carries no error.data, so no google.rpc.ErrorInfo`
        : `error ${code} carries no google.rpc.ErrorInfo in error.data (${brief(error!.data, 100)})`,
    );
  const findings: Finding<typeof rule>[] = [];
  if (info.domain !== 'a2a-protocol.org')
    findings.push({
      clause: 'domain',
      message: `error ${code}: ErrorInfo.domain is ${brief(info.domain)}, not "a2a-protocol.org"`,
    });
  const reason = ERROR_REASONS[code];
  if (reason !== undefined && info.reason !== reason)
    findings.push({
      clause: 'reason',
      message: `error ${code}: ErrorInfo.reason is ${brief(info.reason)}, not ${reason}`,
    });
  if (reason === undefined && (typeof info.reason !== 'string' || !/^[A-Z][A-Z0-9_]*$/.test(info.reason)))
    findings.push({
      clause: 'reason',
      message: `error ${code}: ErrorInfo.reason ${brief(info.reason)} is not UPPER_SNAKE_CASE`,
    });
  return judge(rule, findings, `error ${code} carries ErrorInfo ${String(info.reason)} (a2a-protocol.org)`);
}

const BAD_REQUEST = 'type.googleapis.com/google.rpc.BadRequest';

/** A validation error (-32602, A2A §3.3.2) attaches a google.rpc.BadRequest saying what failed and why (§9.5). */
export function checkInvalidParamsBadRequest(exchange: RecordedExchange): Verdict[] {
  const rule = 'a2a.invalid-params-bad-request';
  const body = responseBody(exchange);
  const error = isObject(body?.error) ? body.error : undefined;
  if (error?.code !== ErrorCodes.InvalidParams)
    return [notTested(rule, 'the answer is not a validation error (-32602)')];
  const data = Array.isArray(error.data) ? error.data : [];
  const detail = data.find((d) => isObject(d) && d['@type'] === BAD_REQUEST);
  if (!isObject(detail))
    return failOn(
      rule,
      'present',
      error.data === undefined
        ? 'error -32602 carries no error.data, so no google.rpc.BadRequest'
        : `error -32602 carries no google.rpc.BadRequest in error.data (${brief(error.data, 100)})`,
    );
  const violations = Array.isArray(detail.fieldViolations) ? detail.fieldViolations : [];
  const said = violations.filter(
    (v) => isObject(v) && typeof v.field === 'string' && typeof v.description === 'string' && v.description !== '',
  );
  if (said.length === 0)
    return failOn(
      rule,
      'violations',
      `error -32602's BadRequest says no field that failed and why (fieldViolations ${brief(detail.fieldViolations, 100)})`,
      { detail },
    );
  return [pass(rule, `error -32602 carries a BadRequest with ${said.length} field violation(s)`)];
}

/**
 * Every error answer is also judged on its shape: a plain JSON-RPC error, with error.data of
 * @type objects, an A2A error's google.rpc.ErrorInfo and a validation error's
 * google.rpc.BadRequest (A2A §9.5).
 */
export const checkErrorShapes = (exchanges: readonly RecordedExchange[]): Verdict[] =>
  exchanges.flatMap((e) => [
    ...checkErrorResponse(e),
    ...checkErrorData(e),
    ...checkErrorInfo(e),
    ...checkInvalidParamsBadRequest(e),
  ]);

export function checkErrorData(exchange: RecordedExchange): Verdict[] {
  const rule = 'a2a.error-data';
  const body = responseBody(exchange);
  if (!body || !isObject(body.error) || body.error.data === undefined)
    return [notTested(rule, 'the answer carries no error.data')];
  const data = body.error.data;
  if (!Array.isArray(data))
    return failOn(rule, 'array', `error.data is ${brief(data, 80)}, not an array of @type objects`, { data });
  // A2A §9.5: the @type "identifies the object's type"; an empty one identifies none.
  const findings: Finding<typeof rule>[] = data
    .map((d, i) => ({ d, i }))
    .filter(({ d }) => !isObject(d) || typeof d['@type'] !== 'string' || d['@type'] === '')
    .map(({ d, i }) => ({
      clause: 'typed',
      message: `error.data[${i}] ${brief(d, 80)} has ${isObject(d) && d['@type'] === '' ? 'an empty' : 'no'} @type`,
      evidence: { detail: d },
    }));
  return judge(rule, findings, `error.data holds ${data.length} @type objects`);
}

/**
 * SendMessage answers once, with the task in its final state; asked to return immediately, it
 * answers the task still working (A2A §3.2.2), which a2a.return-immediately judges instead.
 */
export function checkSendMessageTask(exchange: RecordedExchange): Verdict[] {
  const rule = 'a2a.send-message-task';
  if (asksReturnImmediately(exchange))
    return [
      notTested(
        rule,
        'not tested: the case asked SendMessage to return immediately (A2A §3.2.2), so it answers the task still working; a2a.return-immediately judges that answer',
      ),
    ];
  const body = responseBody(exchange);
  if (exchange.sse)
    return failOn(rule, 'not-streamed', 'SendMessage was answered with a stream, not once with the task');
  const result = body?.result;
  const task = isObject(result) && isObject(result.task) ? result.task : undefined;
  if (!task) {
    const what = body
      ? brief(body, 160)
      : exchange.status === undefined
        ? answered(exchange)
        : `HTTP ${exchange.status} with a body that is not JSON (${brief(exchange.body?.text, 80)})`;
    return failOn(rule, 'task-result', `SendMessage answered ${what}, not a result holding the task`, {
      body: exchange.body?.text.slice(0, 500),
    });
  }
  const state = stateOf('task', task);
  if (!isTerminalState(state))
    return failOn(rule, 'final-state', `the task came back in ${brief(state)}, not its final state`, { state });
  return [pass(rule, `SendMessage answered the task in ${state}`)];
}

/** The turn's task id and final state: its stream's, or, for a turn answered once, SendMessage's task's. */
function turnTask(turn: RecordedTurn): { source: string; taskId: unknown; finalState?: string } {
  if (turn.send.sse) {
    const view = viewOf(turn);
    return { source: 'the stream', taskId: view.taskId, ...(view.finalState ? { finalState: view.finalState } : {}) };
  }
  const task = taskOf(turn.send);
  const state = stateOf('task', task);
  return {
    source: "SendMessage's task",
    taskId: task?.id,
    ...(isTerminalState(state) ? { finalState: state } : {}),
  };
}

/** GetTask after the turn: the same task, in the state the turn ended in. */
export function checkGetTaskFinal(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.get-task-final';
  if (!turn.getTask) return [notTested(rule, 'the case sent no GetTask')];
  const view = turnTask(turn);
  if (view.finalState === undefined)
    return [notTested(rule, `${view.source} reached no terminal state to compare with`)];
  const task = taskOf(turn.getTask);
  if (!task)
    return failOn(
      rule,
      'same-task',
      `GetTask answered ${brief(responseBody(turn.getTask) ?? turn.getTask.body?.text, 160)}, not the task`,
    );
  const findings: Finding<typeof rule>[] = [];
  if (task.id !== view.taskId)
    findings.push({
      clause: 'same-task',
      message: `GetTask returned task ${brief(task.id)}, the turn's task is ${brief(view.taskId)}`,
    });
  const state = stateOf('task', task);
  if (state !== view.finalState)
    findings.push({
      clause: 'final-state',
      message: `GetTask says ${brief(state)}, ${view.source} ended in ${view.finalState}`,
      evidence: { getTask: state, turn: view.finalState },
    });
  return judge(rule, findings, `GetTask answers task ${String(view.taskId)} in ${view.finalState}`);
}
