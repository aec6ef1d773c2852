// A2A methods beside the turn itself (CONTRACT.md "A2A layer"): SubscribeToTask (a second stream
// of a running task), the snake_case spelling servers also accept, and the optional ListTasks.
// Each judges recorded exchanges only; the suites decide when to send them.
import { isDeepStrictEqual } from 'node:util';
import type { RecordedExchange, RecordedTurn } from '../a2a/recording.ts';
import { TRANSCRIPT_MEDIA_TYPE } from '../a2a/vessel-events.ts';
import { ErrorCodes } from '../a2a/wire.ts';
import * as stream from './a2a-stream.ts';
import type { TurnCheck, Verdict } from './types.ts';
import { isObject } from '../transcript/read.ts';
import { brief, failOn, judge, notTested, pass, type Finding } from './verdict.ts';
import { readEvent, updatesOf, type StreamItem } from '../a2a/stream-events.ts';
import { answered, responseBody, viewOf } from './view.ts';

/** What an exchange read as a turn holds of a case: nothing, as the stream checks read only its `send`. */
const NO_CASE: Omit<RecordedTurn, 'agent' | 'send'> = {
  caseId: '',
  input: { history: [], userText: '' },
  modelCalls: [],
};

/** An exchange read as a turn of its own, so the stream checks judge any stream the same way. */
function asTurn(exchange: RecordedExchange): RecordedTurn {
  return { ...NO_CASE, agent: { name: '', url: exchange.url }, send: exchange };
}

/** "Framed like any stream": every check of a turn's A2A stream, applied to the second one. */
const FRAMING: readonly TurnCheck[] = [
  stream.checkSseFraming,
  stream.checkJsonRpcEnvelope,
  stream.checkResponseId,
  stream.checkResultOneMember,
  stream.checkObjectShape,
  stream.checkPartOneContent,
  stream.checkMessageId,
  stream.checkTaskFirst,
  stream.checkIdsConsistent,
  stream.checkTerminalStatus,
  stream.checkNothingAfterTerminal,
  stream.checkStreamClosed,
];

/** Why a non-stream answer is not a stream: its JSON-RPC error, or the HTTP status and body. */
function describeAnswer(exchange: RecordedExchange): string {
  const body = responseBody(exchange);
  if (isObject(body?.error)) return `JSON-RPC error ${brief(body.error.code)} (${brief(body.error.message, 120)})`;
  // No response at all (refused, reset, a cap before the status line) says why, never "HTTP undefined".
  if (exchange.status === undefined) return answered(exchange);
  return `HTTP ${exchange.status} ${brief(body ?? exchange.body?.text ?? exchange.end.detail, 120)}`;
}

/** An update but the ids it names, which #framed judges on their own. */
const withoutIds = (i: StreamItem): unknown => {
  const { taskId: _task, contextId: _context, ...rest } = i.body ?? {};
  return rest;
};
/** Two streams' copies of one update are the same update: the same member, field for field. */
const sameUpdate = (a: StreamItem, b: StreamItem): boolean =>
  a.member === b.member && isDeepStrictEqual(withoutIds(a), withoutIds(b));
/** `event #7 (text.delta)`, or `event #3 (statusUpdate TASK_STATE_WORKING)` when it is no vessel event. */
const describeUpdate = (i: StreamItem): string => {
  const artifact = isObject(i.body?.artifact) ? i.body.artifact : {};
  const what =
    readEvent(i)?.type ??
    (i.member === 'statusUpdate'
      ? `statusUpdate ${String(i.state)}`
      : `artifactUpdate ${String(artifact.name ?? artifact.artifactId)}`);
  return `event #${i.index} (${what})`;
};
/** What an update says: its vessel event's data, or the update itself. */
const payload = (i: StreamItem): unknown => readEvent(i)?.data ?? i.body;

/** Where the subscription's updates leave the tail of the turn's own stream, if they do. */
type SubscribeFinding = Finding<'a2a.subscribe-to-task'>;

function tailFindings(turnUpdates: readonly StreamItem[], subUpdates: readonly StreamItem[]): SubscribeFinding[] {
  const first = subUpdates[0];
  if (!first)
    return [
      {
        clause: 'same-events',
        message: 'the subscription carried no event after its task (it must at least carry the terminal status)',
      },
    ];
  // The subscription joins the turn somewhere: where it would end with the turn when its first
  // update is there (identical updates may repeat), else at the first of the turn's equal to it.
  const suffix = turnUpdates.length - subUpdates.length;
  const start =
    suffix >= 0 && sameUpdate(turnUpdates[suffix] as StreamItem, first)
      ? suffix
      : turnUpdates.findIndex((e) => sameUpdate(e, first));
  if (start < 0)
    return [
      {
        clause: 'same-events',
        message: `the subscription's first event after its task, ${describeUpdate(first)}, is not among the turn's stream's events`,
        evidence: { subscription: payload(first) },
      },
    ];
  for (let i = 0; i < subUpdates.length; i++) {
    const sub = subUpdates[i] as StreamItem;
    const own = turnUpdates[start + i];
    if (!own)
      return [
        {
          clause: 'same-events',
          message: `the subscription's ${describeUpdate(sub)} goes beyond the end of the turn's stream`,
          evidence: { subscription: payload(sub) },
        },
      ];
    if (!sameUpdate(sub, own)) {
      return [
        {
          clause: 'same-events',
          message: `the subscription's ${describeUpdate(sub)} differs from the turn's ${describeUpdate(own)}: ${brief(payload(sub), 100)} vs ${brief(payload(own), 100)}`,
          evidence: {
            subscription: { state: sub.state, data: payload(sub) },
            turn: { state: own.state, data: payload(own) },
          },
        },
      ];
    }
  }
  const missed = turnUpdates[start + subUpdates.length];
  if (missed)
    return [
      {
        clause: 'same-events',
        message: `the subscription ended after ${subUpdates.length} events; the turn's stream went on with ${describeUpdate(missed)} and ${turnUpdates.length - start - subUpdates.length - 1} more`,
      },
    ];
  return [];
}

/**
 * SubscribeToTask sent while the turn ran: the second stream is framed like any stream, its first
 * event is the task, its updates (status and artifact updates, a vessel's events among them) are
 * the tail of the turn's own stream (the same, in order), and it ends in the same terminal state
 * and closes. Undefined when the
 * case never subscribed: the turn's stream named no task to subscribe to.
 */
export function checkSubscribeToTask(
  turnStream: RecordedExchange,
  subscription: RecordedExchange | undefined,
): Verdict[] {
  const rule = 'a2a.subscribe-to-task';
  if (!subscription)
    return [notTested(rule, "cannot test: the turn's stream named no task to subscribe to (no task or update event)")];
  const turn = viewOf(asTurn(turnStream));
  if (turn.terminal === undefined)
    return [notTested(rule, "the turn's own stream reached no terminal state to compare with")];
  if (!subscription.sse) {
    const finishedAt = (turn.items[turn.terminal] as StreamItem).receivedAt;
    // Subscribing to a finished task is a2a.subscribe-finished's: not judged here.
    if (subscription.sentAt >= finishedAt)
      return [
        notTested(
          rule,
          `the task had finished before SubscribeToTask was sent; it answered ${describeAnswer(subscription)}`,
        ),
      ];
    // A task that ends at once (sent as soon as its stream named it) may have finished by the time
    // the call reached the agent: only an answer that came back while the task still ran refused a running task.
    const answeredAt = subscription.firstByteAt ?? subscription.end.at;
    if (answeredAt >= finishedAt)
      return [
        notTested(
          rule,
          `the task finished ${Math.round(finishedAt - subscription.sentAt)} ms after SubscribeToTask was sent, before its answer came (${describeAnswer(subscription)}): the call may have met the task finished`,
        ),
      ];
    return failOn(
      rule,
      'streamed',
      `SubscribeToTask on the running task ${brief(turn.taskId)} was answered ${describeAnswer(subscription)}, not a stream`,
      { status: subscription.status, body: subscription.body?.text.slice(0, 500) },
    );
  }
  const subTurn = asTurn(subscription);
  // The task first is a clause of its own; every other framing rule makes the stream framed like any.
  const findings: SubscribeFinding[] = FRAMING.flatMap((check) => check(subTurn))
    .filter((v) => v.status === 'fail')
    .map((v) => ({
      clause: v.rule === 'a2a.task-first' ? 'task-first' : 'framed',
      message: `the subscription stream (${v.rule}): ${v.message}`,
      evidence: v.evidence,
    }));
  const sub = viewOf(subTurn);
  if (sub.taskId !== undefined && sub.taskId !== turn.taskId)
    findings.push({
      clause: 'framed',
      message: `the subscription names task ${brief(sub.taskId)}, the turn's task is ${brief(turn.taskId)}`,
    });
  const [turnUpdates, subUpdates] = [updatesOf(turn.items), updatesOf(sub.items)];
  findings.push(...tailFindings(turnUpdates, subUpdates));
  if (sub.finalState !== turn.finalState)
    findings.push({
      clause: 'same-final-state',
      message: `the subscription ended in ${sub.finalState ?? 'no terminal state'}, the turn's stream in ${String(turn.finalState)}`,
    });
  return judge(
    rule,
    findings,
    `the subscription carried the last ${subUpdates.length} of the turn's ${turnUpdates.length} events and ended in ${String(turn.finalState)}`,
  );
}

/** A key of a request's params holds an underscore: the turn was really spelled in snake_case. */
function snakeKeys(value: unknown, out: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((v) => snakeKeys(v, out));
  else if (isObject(value)) {
    for (const [key, inner] of Object.entries(value)) {
      if (key.includes('_')) out.push(key);
      // The caller's own data (the transcript) is snake_case whatever the spelling of the protocol.
      if (key !== 'data' && key !== 'metadata') snakeKeys(inner, out);
    }
  }
  return out;
}

/**
 * A turn sent with snake_case field names runs like the camelCase one: it streams, reaches
 * turn.finished with status ok, and the snake_case fields were read (the stream's context is the
 * message's `context_id`; `accepted_output_modes` asking for the transcript gets it).
 */
export function checkSnakeCaseAccepted(exchange: RecordedExchange): Verdict[] {
  const rule = 'a2a.snake-case-accepted';
  const params =
    isObject(exchange.requestBody) && isObject(exchange.requestBody.params) ? exchange.requestBody.params : {};
  const snake = snakeKeys(params);
  if (snake.length === 0) return [notTested(rule, 'the request holds no snake_case field name')];
  if (!exchange.sse)
    return failOn(
      rule,
      'runs',
      `the turn spelled in snake_case (${snake.slice(0, 4).join(', ')}) was answered ${describeAnswer(exchange)}, not streamed`,
      { status: exchange.status, body: exchange.body?.text.slice(0, 500) },
    );
  const message = isObject(params.message) ? params.message : {};
  const configuration = isObject(params.configuration) ? params.configuration : {};
  const modes = configuration.accepted_output_modes;
  const view = viewOf(asTurn(exchange));
  const findings: Finding<typeof rule>[] = [];
  const status = view.turnFinished?.data.status;
  if (status !== 'ok')
    findings.push({
      clause: 'runs',
      message: view.turnFinished
        ? `turn.finished says status ${brief(status)}, not ok`
        : `the stream reached no turn.finished (stream ended: ${exchange.end.how})`,
    });
  if (typeof message.context_id === 'string' && view.contextId !== message.context_id)
    findings.push({
      clause: 'context-id-read',
      message: `the stream names context ${brief(view.contextId)}, the message's context_id was ${brief(message.context_id)}: the field was not read`,
    });
  if (Array.isArray(modes) && modes.includes(TRANSCRIPT_MEDIA_TYPE) && view.transcriptChunks.length === 0)
    findings.push({
      clause: 'output-modes-read',
      message: `accepted_output_modes asked for ${TRANSCRIPT_MEDIA_TYPE} and no transcript artifact came: the field was not read`,
    });
  return judge(
    rule,
    findings,
    `the turn spelled in snake_case (${snake.slice(0, 4).join(', ')}) streamed to turn.finished ok`,
  );
}

/** ListTasks is optional: whatever it answers is shown, never judged. */
export function checkListTasks(exchange: RecordedExchange): Verdict[] {
  const rule = 'a2a.list-tasks';
  const body = responseBody(exchange);
  if (isObject(body?.error) && body.error.code === ErrorCodes.MethodNotFound)
    return [notTested(rule, 'the vessel does not serve ListTasks (-32601)')];
  const result = body?.result;
  if (isObject(result) && Array.isArray(result.tasks)) {
    const states = result.tasks.map((t) => (isObject(t) && isObject(t.status) ? t.status.state : undefined));
    return [
      pass(
        rule,
        `ListTasks listed ${result.tasks.length} tasks${typeof result.totalSize === 'number' ? ` of ${result.totalSize}` : ''}`,
        { tasks: result.tasks.length, totalSize: result.totalSize, nextPageToken: result.nextPageToken, states },
      ),
    ];
  }
  return failOn(
    rule,
    'whole',
    `ListTasks answered ${exchange.sse ? 'with a stream' : describeAnswer(exchange)}, not a list of tasks`,
    { status: exchange.status, body: exchange.body?.text.slice(0, 500) },
  );
}
