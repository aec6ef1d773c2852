// Faults that each break one clause of one rule (src/rules: a rule's sentence split into what can
// be broken alone): together with the catalogue's first faults, every clause of every judged rule
// has one (test/faults/clauses.test.ts), and certifying under it fails that rule on that clause
// (test/certify/faults.test.ts). Each bends the reference vessel at its seams and nowhere else.
import { ArtifactNames } from '../a2a/vessel-events.ts';
import { ErrorCodes, Methods } from '../a2a/wire.ts';
import { isObject } from '../transcript/read.ts';
import type { RpcMiddleware } from '../vessel/seams.ts';
import type { VesselFault } from './bend.ts';
import {
  answerError,
  bendCard,
  everyResponse,
  frontDoor,
  isTerminalUpdate,
  mapStatusUpdates,
  mapStream,
  pathOf,
  rewriteCall,
  rewriteError,
  rewriteReply,
  rewriteResult,
  withRpc,
  withoutKey,
} from './bends/server.ts';
import { artifactsNamed } from './bends/turn.ts';
import { blankLineDeferred, commentNotUtf8, splitDataLine, sseWire } from './bends/wire.ts';

type Body = Record<string, unknown>;
const TURN_STREAMS = [Methods.SendStreamingMessage];

/** A CancelTask answered by GetTask first: a task already cancelled gets `answer` instead. */
const cancelOfCancelled =
  (answer: Body): RpcMiddleware =>
  async (call, next) => {
    const request = JSON.parse(call.text) as Body;
    if (request.method !== Methods.CancelTask) return next(call);
    const probe = await next({ ...call, text: JSON.stringify({ ...request, method: Methods.GetTask }) });
    const task = probe.kind === 'json' && isObject(probe.body) && isObject(probe.body.result) ? probe.body.result : {};
    const state = isObject(task.status) ? task.status.state : undefined;
    if (state !== 'TASK_STATE_CANCELED') return next(call);
    return { kind: 'json', status: 200, body: { jsonrpc: '2.0', id: request.id ?? null, error: answer } };
  };

export const clauseFaults: VesselFault[] = [
  // ---------------------------------------------------------------- the agent card and endpoint
  {
    name: 'card-without-skills',
    breaks: ['a2a.card-served'],
    clauses: ['a2a.card-served#structure'],
    description: 'the agent card leaves out skills, a field A2A requires',
    bend: bendCard(({ skills: _skills, ...card }) => card as never),
  },
  {
    name: 'card-interface-without-url',
    breaks: ['a2a.card-interface'],
    clauses: ['a2a.card-interface#url'],
    description: "the card's JSONRPC interface names an empty url",
    bend: bendCard((card) => ({
      ...card,
      supportedInterfaces: card.supportedInterfaces.map((i) => ({ ...i, url: '' })),
    })),
  },
  {
    name: 'card-interface-version-0.3',
    breaks: ['a2a.card-interface'],
    clauses: ['a2a.card-interface#protocol-version'],
    description: "the card's JSONRPC interface says protocolVersion 0.3",
    bend: bendCard((card) => ({
      ...card,
      supportedInterfaces: card.supportedInterfaces.map((i) => ({ ...i, protocolVersion: '0.3' })),
    })),
  },
  {
    name: 'only-trailing-slash',
    breaks: ['a2a.trailing-slash'],
    clauses: ['a2a.trailing-slash#without-slash'],
    description: "a named agent's card names its url with a trailing slash, and the url without one answers 404",
    bend: {
      ...bendCard((card) => ({
        ...card,
        supportedInterfaces: card.supportedInterfaces.map((i) => ({
          ...i,
          url: /\/agents\/[^/]+$/.test(i.url) ? `${i.url}/` : i.url,
        })),
      })),
      ...frontDoor((req) =>
        req.method === 'POST' && /^\/agents\/[^/]+$/.test(pathOf(req))
          ? { status: 404, body: { error: `no agent at ${pathOf(req)}` } }
          : undefined,
      ),
    },
  },

  // ---------------------------------------------------------------- error codes and error answers
  {
    name: 'cancel-unknown-wrong-code',
    breaks: ['a2a.task-not-found'],
    clauses: ['a2a.task-not-found#cancel-task'],
    description: 'CancelTask on an unknown task id gets -32602 instead of -32001',
    bend: rewriteError((e, call) =>
      e.code === ErrorCodes.TaskNotFound && call.method === Methods.CancelTask
        ? { code: ErrorCodes.InvalidParams, message: `no task '${String(call.params.id)}'` }
        : undefined,
    ),
  },
  {
    name: 'cancel-cancelled-internal-error',
    breaks: ['a2a.cancel-finished'],
    clauses: ['a2a.cancel-finished#cancelled'],
    description: 'CancelTask on a task already cancelled gets -32603 instead of the task or -32002',
    bend: withRpc(cancelOfCancelled({ code: ErrorCodes.InternalError, message: 'internal error' })),
  },
  {
    name: 'error-code-as-string',
    breaks: ['a2a.error-response'],
    clauses: ['a2a.error-response#code'],
    description: 'error answers give their code as a string ("-32601")',
    bend: rewriteError((e) => ({ ...e, code: String(e.code) as never })),
  },
  {
    name: 'error-without-message',
    breaks: ['a2a.error-response'],
    clauses: ['a2a.error-response#message'],
    description: 'error answers carry an empty message',
    bend: rewriteError((e) => ({ ...e, message: '' })),
  },
  {
    name: 'error-wrong-id',
    breaks: ['a2a.error-response'],
    clauses: ['a2a.error-response#id'],
    description: "error answers to a request with an id carry another id than the request's",
    bend: rewriteReply((body) =>
      isObject(body.error) && body.id !== null && body.id !== undefined
        ? { ...body, id: `${String(body.id)}-other` }
        : undefined,
    ),
  },
  {
    name: 'error-data-untyped',
    breaks: ['a2a.error-data'],
    clauses: ['a2a.error-data#typed'],
    description: 'error.data entries carry no @type',
    bend: rewriteError((e) =>
      Array.isArray(e.data)
        ? {
            ...e,
            data: e.data.map((d) => withoutKey(d, '@type')),
          }
        : undefined,
    ),
  },

  // ---------------------------------------------------------------- SendMessage, GetTask, SubscribeToTask
  {
    name: 'send-message-streamed',
    breaks: ['a2a.send-message-task'],
    clauses: ['a2a.send-message-task#not-streamed'],
    description: 'answers SendMessage with a stream, as if it were SendStreamingMessage',
    bend: rewriteCall(Methods.SendMessage, (r) => ({ ...r, method: Methods.SendStreamingMessage })),
  },
  {
    name: 'send-message-returns-working',
    breaks: ['a2a.send-message-task'],
    clauses: ['a2a.send-message-task#final-state'],
    description: 'answers SendMessage at once with the task still working (as returnImmediately would)',
    bend: rewriteCall(Methods.SendMessage, (r) => {
      const params = isObject(r.params) ? r.params : {};
      const configuration = isObject(params.configuration) ? params.configuration : {};
      return { ...r, params: { ...params, configuration: { ...configuration, returnImmediately: true } } };
    }),
  },
  {
    name: 'get-task-other-id',
    breaks: ['a2a.get-task-final'],
    clauses: ['a2a.get-task-final#same-task'],
    description: 'GetTask answers the task under another id',
    bend: rewriteResult(Methods.GetTask, (task) => ({ ...task, id: `${String(task.id)}-other` })),
  },
  {
    name: 'subscribe-refused',
    breaks: ['a2a.subscribe-to-task'],
    clauses: ['a2a.subscribe-to-task#streamed'],
    description: 'SubscribeToTask on a running task gets -32004 instead of a stream',
    bend: answerError(Methods.SubscribeToTask, {
      code: ErrorCodes.UnsupportedOperation,
      message: 'subscriptions are not supported',
    }),
  },
  {
    name: 'subscribe-without-jsonrpc-version',
    breaks: ['a2a.subscribe-to-task'],
    clauses: ['a2a.subscribe-to-task#framed'],
    description: 'SubscribeToTask stream events lack "jsonrpc": "2.0"',
    bend: mapStream(
      () =>
        ({ jsonrpc: _version, ...r }) => [r],
      { methods: [Methods.SubscribeToTask] },
    ),
  },
  {
    name: 'subscribe-skips-an-event',
    breaks: ['a2a.subscribe-to-task'],
    clauses: ['a2a.subscribe-to-task#same-events'],
    description: "a SubscribeToTask stream leaves out the turn's first step.finished",
    bend: mapStream(
      () => {
        let dropped = false;
        return (r) => {
          const message = r.result.statusUpdate?.status.message;
          const type = message?.metadata?.['vessel.event'];
          if (!dropped && type === 'step.finished') {
            dropped = true;
            return [];
          }
          return [r];
        };
      },
      { methods: [Methods.SubscribeToTask] },
    ),
  },
  {
    name: 'subscribe-other-final-state',
    breaks: ['a2a.subscribe-to-task'],
    clauses: ['a2a.subscribe-to-task#same-final-state'],
    description: "a SubscribeToTask stream ends in TASK_STATE_FAILED whatever the turn's own stream ends in",
    bend: mapStream(
      () => (r) =>
        isTerminalUpdate(r)
          ? [
              {
                ...r,
                result: {
                  statusUpdate: {
                    ...r.result.statusUpdate!,
                    status: { ...r.result.statusUpdate!.status, state: 'TASK_STATE_FAILED' },
                  },
                },
              },
            ]
          : [r],
      { methods: [Methods.SubscribeToTask] },
    ),
  },
  {
    name: 'snake-context-id-ignored',
    breaks: ['a2a.snake-case-accepted'],
    clauses: ['a2a.snake-case-accepted#context-id-read'],
    description: "reads a snake_case message's context_id as absent (a new context is made up)",
    bend: rewriteCall(Methods.SendStreamingMessage, (r) => {
      const params = isObject(r.params) ? r.params : {};
      const message = isObject(params.message) ? params.message : undefined;
      if (!message || !('context_id' in message)) return r;
      const { context_id: _contextId, ...rest } = message;
      return { ...r, params: { ...params, message: rest } };
    }),
  },
  {
    name: 'snake-output-modes-ignored',
    breaks: ['a2a.snake-case-accepted'],
    clauses: ['a2a.snake-case-accepted#output-modes-read'],
    description: 'reads a snake_case configuration.accepted_output_modes as absent',
    bend: rewriteCall(Methods.SendStreamingMessage, (r) => {
      const params = isObject(r.params) ? r.params : {};
      const configuration = isObject(params.configuration) ? params.configuration : undefined;
      if (!configuration || !('accepted_output_modes' in configuration)) return r;
      const { accepted_output_modes: _modes, ...rest } = configuration;
      return { ...r, params: { ...params, configuration: rest } };
    }),
  },

  // ---------------------------------------------------------------- the stream's SSE framing
  {
    name: 'stream-status-201',
    breaks: ['a2a.sse-framing'],
    clauses: ['a2a.sse-framing#status-200'],
    description: 'answers a stream with HTTP 201 instead of 200',
    bend: sseWire({ status: 201 }),
  },
  {
    name: 'stream-content-type-ndjson',
    breaks: ['a2a.sse-framing'],
    clauses: ['a2a.sse-framing#event-stream'],
    description: 'answers a stream with Content-Type application/x-ndjson instead of text/event-stream',
    bend: sseWire({ contentType: 'application/x-ndjson' }),
  },
  {
    name: 'data-split-over-lines',
    breaks: ['a2a.sse-framing'],
    clauses: ['a2a.sse-framing#one-data-line'],
    description:
      "writes each event's JSON on two data: lines (cut after its first comma; the joined data still parses)",
    bend: sseWire({ frame: splitDataLine }),
  },
  {
    name: 'data-not-json',
    breaks: ['a2a.sse-framing'],
    clauses: ['a2a.sse-framing#json'],
    description: 'sends an event whose data is the text keep-alive after the task snapshot',
    bend: sseWire({ frame: (frame, i) => (i === 0 ? `${frame}data: keep-alive\n\n` : frame) }),
  },
  {
    name: 'stream-not-utf8',
    breaks: ['a2a.sse-framing'],
    clauses: ['a2a.sse-framing#utf-8'],
    description: 'starts each stream with an SSE comment holding the byte 0xFF, which is not UTF-8',
    bend: sseWire({ frame: commentNotUtf8 }),
  },
  {
    name: 'last-event-unterminated',
    breaks: ['a2a.sse-framing', 'a2a.terminal-status'],
    clauses: ['a2a.sse-framing#blank-line'],
    description: 'ends each event with the next one, so the last event has no blank line and never ends',
    bend: sseWire({ frame: blankLineDeferred }),
  },

  // ---------------------------------------------------------------- JSON-RPC envelopes, results, shapes
  {
    name: 'event-not-an-object',
    breaks: ['a2a.jsonrpc-envelope'],
    clauses: ['a2a.jsonrpc-envelope#object'],
    description: 'sends the number 42 as an event after the task snapshot',
    bend: everyResponse((r, i) => (i === 0 ? [r, 42] : [r]), TURN_STREAMS),
  },
  {
    name: 'event-without-id',
    breaks: ['a2a.jsonrpc-envelope'],
    clauses: ['a2a.jsonrpc-envelope#id'],
    description: 'stream events carry no id',
    bend: everyResponse(({ id: _id, ...r }) => [r], TURN_STREAMS),
  },
  {
    name: 'event-result-and-error',
    breaks: ['a2a.jsonrpc-envelope'],
    clauses: ['a2a.jsonrpc-envelope#result-or-error'],
    description: 'the task snapshot event carries an error beside its result',
    bend: everyResponse(
      (r, i) => (i === 0 ? [{ ...r, error: { code: ErrorCodes.InternalError, message: 'not an error' } }] : [r]),
      TURN_STREAMS,
    ),
  },
  {
    name: 'error-inside-stream',
    breaks: ['a2a.result-one-member'],
    clauses: ['a2a.result-one-member#no-error'],
    description: 'sends a JSON-RPC error event after the task snapshot, and goes on with the turn',
    bend: everyResponse(
      (r, i) =>
        i === 0
          ? [r, { jsonrpc: '2.0', id: r.id, error: { code: ErrorCodes.InternalError, message: 'spurious' } }]
          : [r],
      TURN_STREAMS,
    ),
  },
  {
    name: 'task-timestamp-number',
    breaks: ['a2a.object-shape'],
    clauses: ['a2a.object-shape#task'],
    description: "the task snapshot's status.timestamp is a number, not a string",
    bend: everyResponse(
      (r) =>
        r.result.task
          ? [{ ...r, result: { task: { ...r.result.task, status: { ...r.result.task.status, timestamp: 1 } } } }]
          : [r],
      TURN_STREAMS,
    ),
  },
  {
    name: 'update-timestamp-number',
    breaks: ['a2a.object-shape'],
    clauses: ['a2a.object-shape#status-update'],
    description: 'status updates carry status.timestamp as a number, not a string',
    bend: mapStatusUpdates((u) => ({ ...u, status: { ...(u.status as Body), timestamp: 1 } })),
  },
  {
    name: 'state-short-name',
    breaks: ['a2a.object-shape'],
    clauses: ['a2a.object-shape#enum-names'],
    description: "the task snapshot's state is written 'working', not the enum name TASK_STATE_WORKING",
    bend: everyResponse(
      (r) =>
        r.result.task
          ? [
              {
                ...r,
                result: { task: { ...r.result.task, status: { ...r.result.task.status, state: 'working' as never } } },
              },
            ]
          : [r],
      TURN_STREAMS,
    ),
  },
  {
    name: 'answer-empty-part',
    breaks: ['a2a.part-one-content', 'artifact.answer-markdown'],
    clauses: ['a2a.part-one-content#not-none'],
    description: 'the answer artifact carries an extra part holding none of text, data, raw, url',
    bend: artifactsNamed(ArtifactNames.answer, (a) => ({ ...a, parts: [...a.parts, { mediaType: 'text/plain' }] })),
  },
  {
    name: 'wrong-task-id',
    breaks: ['a2a.ids-consistent'],
    clauses: ['a2a.ids-consistent#task-id'],
    description: "artifact updates name another taskId than the stream's task",
    bend: everyResponse(
      (r) =>
        r.result.artifactUpdate
          ? [
              {
                ...r,
                result: {
                  artifactUpdate: { ...r.result.artifactUpdate, taskId: `${r.result.artifactUpdate.taskId}-other` },
                },
              },
            ]
          : [r],
      TURN_STREAMS,
    ),
  },
];
