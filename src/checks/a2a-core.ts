// A2A core behaviour the suites provoke one exchange at a time (CONTRACT.md "A2A layer"): the
// agent card, the endpoint's trailing slash, the error codes, SendMessage and GetTask.
import Ajv from 'ajv';
import type { RecordedExchange, RecordedTurn } from '../a2a/recording.ts';
import { A2A_PROTOCOL_VERSION, AgentCardSchema, ErrorCodes, isTerminalState } from '../a2a/wire.ts';
import type { RuleId } from '../rules/index.ts';
import type { Verdict } from './types.ts';
import { isObject } from '../transcript/read.ts';
import { brief, fail, judge, notTested, pass, type Finding } from './verdict.ts';
import { stateOf } from '../a2a/stream-events.ts';
import { answered, requestId, responseBody, taskOf, viewOf } from './view.ts';

const ajv = new Ajv({ allErrors: true, strict: false });
const validateCard = ajv.compile(AgentCardSchema);

/** Verdicts on a2a.card-served, a2a.card-interface and a2a.card-streaming from `GET /.well-known/agent-card.json`. */
export function checkAgentCard(exchange: RecordedExchange): Verdict[] {
  const card = responseBody(exchange);
  if (exchange.status !== 200 || !card) {
    const why =
      exchange.status !== 200
        ? `answered HTTP ${String(exchange.status)}`
        : `the body is not a JSON object (${exchange.body?.parseError ?? brief(exchange.body?.text, 60)})`;
    return [
      fail('a2a.card-served', `GET ${exchange.url} ${why}`, {
        status: exchange.status,
        body: exchange.body?.text.slice(0, 500),
      }),
      notTested('a2a.card-interface', 'no agent card'),
      notTested('a2a.card-streaming', 'no agent card'),
    ];
  }
  const out: Verdict[] = validateCard(card)
    ? [pass('a2a.card-served', `the card of ${String(card.name)} is served`)]
    : [
        fail(
          'a2a.card-served',
          `the agent card${validateCard.errors?.[0]?.instancePath ?? ''}: ${validateCard.errors?.[0]?.message ?? 'invalid'}`,
          { errors: validateCard.errors?.slice(0, 5) },
        ),
      ];
  const interfaces = Array.isArray(card.supportedInterfaces) ? card.supportedInterfaces.filter(isObject) : [];
  const jsonrpc = interfaces.find((i) => i.protocolBinding === 'JSONRPC');
  if (!jsonrpc)
    out.push(
      fail('a2a.card-interface', `supportedInterfaces ${brief(interfaces, 160)} lists no JSONRPC interface`, {
        supportedInterfaces: card.supportedInterfaces,
      }),
    );
  else if (typeof jsonrpc.url !== 'string' || jsonrpc.url === '' || jsonrpc.protocolVersion !== A2A_PROTOCOL_VERSION)
    out.push(
      fail('a2a.card-interface', `the JSONRPC interface ${brief(jsonrpc, 160)} needs a url and protocolVersion "1.0"`, {
        interface: jsonrpc,
      }),
    );
  else out.push(pass('a2a.card-interface', `JSONRPC interface at ${jsonrpc.url}, protocolVersion 1.0`));
  const streaming = isObject(card.capabilities) ? card.capabilities.streaming : undefined;
  out.push(
    streaming === true
      ? pass('a2a.card-streaming', 'capabilities.streaming is true')
      : fail('a2a.card-streaming', `capabilities.streaming is ${brief(streaming)}, not true`),
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
  const findings: Finding[] = [withSlash, withoutSlash]
    .filter((e) => !handled(e))
    .map((e) => ({
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

/** The answer is a JSON-RPC error with this code. */
export function checkErrorCode(rule: RuleId, exchange: RecordedExchange, code: number): Verdict[] {
  const error = errorOf(exchange);
  if (typeof error === 'string')
    return [
      fail(rule, `expected JSON-RPC error ${code}: ${error}`, {
        status: exchange.status,
        body: exchange.body?.text.slice(0, 500),
      }),
    ];
  if (error.code === code) return [pass(rule, `JSON-RPC error ${code}: ${brief(error.message, 100)}`)];
  return [fail(rule, `JSON-RPC error ${brief(error.code)} (${brief(error.message, 80)}), expected ${code}`, { error })];
}

export const checkVersionUnsupported = (e: RecordedExchange) =>
  checkErrorCode('a2a.version-unsupported', e, ErrorCodes.VersionNotSupported);
export const checkMethodNotFound = (e: RecordedExchange) =>
  checkErrorCode('a2a.method-not-found', e, ErrorCodes.MethodNotFound);
export const checkParseError = (e: RecordedExchange) => checkErrorCode('a2a.parse-error', e, ErrorCodes.ParseError);
export const checkInvalidRequest = (e: RecordedExchange) =>
  checkErrorCode('a2a.invalid-request', e, ErrorCodes.InvalidRequest);
export const checkTaskNotFound = (e: RecordedExchange) =>
  checkErrorCode('a2a.task-not-found', e, ErrorCodes.TaskNotFound);

/** Why a call to the finished task was never sent (src/checks/view.ts finishedTaskId found no task to send it to). */
const noFinishedTask = (turn: string) =>
  `not judged: GetTask after the ${turn} did not return a task in a terminal state`;

/** A message to a finished task: -32004. Undefined when the case had no finished task to send it to. */
export function checkMessageToFinished(exchange: RecordedExchange | undefined): Verdict[] {
  const rule = 'a2a.message-to-finished';
  if (!exchange) return [notTested(rule, noFinishedTask('turn'))];
  return checkErrorCode(rule, exchange, ErrorCodes.UnsupportedOperation);
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
  return checkErrorCode(rule, exchange, ErrorCodes.TaskNotCancelable);
}

/** A plain JSON-RPC error response: jsonrpc 2.0, the request's id (null when it could not be read), an integer code and a message. */
export function checkErrorResponse(exchange: RecordedExchange): Verdict[] {
  const rule = 'a2a.error-response';
  const body = responseBody(exchange);
  if (!body || body.error === undefined || body.error === null)
    return [notTested(rule, 'the answer is not a JSON-RPC error')];
  // An error member that is not an object (a bare code or string) is an error answer of the wrong shape.
  if (!isObject(body.error))
    return [
      fail(rule, `error is ${brief(body.error, 80)}, not an object with an integer code and a message`, {
        error: body.error,
      }),
    ];
  const findings: Finding[] = [];
  const error = body.error;
  if (body.jsonrpc !== '2.0') findings.push({ message: `jsonrpc is ${brief(body.jsonrpc)}, not "2.0"` });
  if (!Number.isInteger(error.code)) findings.push({ message: `error.code ${brief(error.code)} is not an integer` });
  if (typeof error.message !== 'string' || error.message === '')
    findings.push({ message: `error.message ${brief(error.message)} is not a non-empty string` });
  const id = requestId(exchange);
  // JSON-RPC: the id is null when it could not be read from the request, whatever the error.
  if (
    body.id !== id &&
    !(
      body.id === null &&
      (id === undefined || error.code === ErrorCodes.ParseError || error.code === ErrorCodes.InvalidRequest)
    )
  ) {
    findings.push({ message: `the error's id ${brief(body.id)} is not the request's id ${brief(id)}` });
  }
  return judge(rule, findings, `a plain JSON-RPC error ${String(error.code)}`);
}

/** Every error answer is also judged on its shape: a plain JSON-RPC error, with error.data of @type objects. */
export const checkErrorShapes = (exchanges: readonly RecordedExchange[]): Verdict[] =>
  exchanges.flatMap((e) => [...checkErrorResponse(e), ...checkErrorData(e)]);

export function checkErrorData(exchange: RecordedExchange): Verdict[] {
  const rule = 'a2a.error-data';
  const body = responseBody(exchange);
  if (!body || !isObject(body.error) || body.error.data === undefined)
    return [notTested(rule, 'the answer carries no error.data')];
  const data = body.error.data;
  if (!Array.isArray(data))
    return [fail(rule, `error.data is ${brief(data, 80)}, not an array of @type objects`, { data })];
  const findings: Finding[] = data
    .map((d, i) => ({ d, i }))
    .filter(({ d }) => !isObject(d) || typeof d['@type'] !== 'string')
    .map(({ d, i }) => ({ message: `error.data[${i}] ${brief(d, 80)} has no @type`, evidence: { detail: d } }));
  return judge(rule, findings, `error.data holds ${data.length} @type objects`);
}

/** SendMessage answers once, with the task in its final state. */
export function checkSendMessageTask(exchange: RecordedExchange): Verdict[] {
  const rule = 'a2a.send-message-task';
  const body = responseBody(exchange);
  if (exchange.sse) return [fail(rule, 'SendMessage was answered with a stream, not once with the task')];
  const result = body?.result;
  const task = isObject(result) && isObject(result.task) ? result.task : undefined;
  if (!task) {
    const what = body
      ? brief(body, 160)
      : exchange.status === undefined
        ? answered(exchange)
        : `HTTP ${exchange.status} with a body that is not JSON (${brief(exchange.body?.text, 80)})`;
    return [
      fail(rule, `SendMessage answered ${what}, not a result holding the task`, {
        body: exchange.body?.text.slice(0, 500),
      }),
    ];
  }
  const state = stateOf('task', task);
  if (!isTerminalState(state))
    return [fail(rule, `the task came back in ${brief(state)}, not its final state`, { state })];
  return [pass(rule, `SendMessage answered the task in ${state}`)];
}

/** GetTask after the turn: the same task, in the state the stream ended in. */
export function checkGetTaskFinal(turn: RecordedTurn): Verdict[] {
  const rule = 'a2a.get-task-final';
  const view = viewOf(turn);
  if (!turn.getTask) return [notTested(rule, 'the case sent no GetTask')];
  if (view.finalState === undefined) return [notTested(rule, 'the stream reached no terminal state to compare with')];
  const task = taskOf(turn.getTask);
  if (!task)
    return [
      fail(rule, `GetTask answered ${brief(responseBody(turn.getTask) ?? turn.getTask.body?.text, 160)}, not the task`),
    ];
  const findings: Finding[] = [];
  if (task.id !== view.taskId)
    findings.push({ message: `GetTask returned task ${brief(task.id)}, the turn's task is ${brief(view.taskId)}` });
  const state = stateOf('task', task);
  if (state !== view.finalState)
    findings.push({
      message: `GetTask says ${brief(state)}, the stream ended in ${view.finalState}`,
      evidence: { getTask: state, stream: view.finalState },
    });
  return judge(rule, findings, `GetTask answers task ${String(view.taskId)} in ${view.finalState}`);
}
