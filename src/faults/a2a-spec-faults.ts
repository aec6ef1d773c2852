// Faults that each break one clause of the A2A specification's rules (src/rules/a2a.ts, the A2A
// TCK's requirements for a vessel over JSON-RPC): the card and its caching, capabilities, ids,
// history, cancel, several streams, ListTasks, serialization, JSON-RPC answers, ErrorInfo and
// version negotiation. Each bends the reference vessel at its seams and nowhere else.
import type { IncomingMessage } from 'node:http';
import { A2A_VERSION_HEADER, AGENT_CARD_PATH, ErrorCodes, Methods } from '../a2a/wire.ts';
import { isObject } from '../transcript/read.ts';
import type { Bend, VesselFault } from './bend.ts';
import {
  answerError,
  beforeCall,
  bendCard,
  mapStatusUpdates,
  mapStream,
  pathOf,
  rewriteError,
  rewriteReply,
  rewriteParams,
  rewriteResult,
  withRpc,
  withoutKey,
} from './bends/server.ts';
import {
  dropRequestHeader,
  jsonAnswerBytes,
  responseHeaders,
  subscriptionsCutTogether,
  withoutHeader,
} from './bends/wire.ts';

type Body = Record<string, unknown>;

const isCard = (req: IncomingMessage) => req.method === 'GET' && pathOf(req).endsWith(AGENT_CARD_PATH);
const isRpc = (req: IncomingMessage) => req.method === 'POST';

/** The metadata key whose one-character value answer-not-utf8 turns into the byte 0xFF. */
const NOT_UTF8_KEY = 'vessel-kit-fault';
const NOT_UTF8_MARK = Buffer.from(`"${NOT_UTF8_KEY}":"~"`);
/** The answer's bytes with the marked '~' as 0xFF: the same length, no longer UTF-8. */
function byteNotUtf8(bytes: Buffer): Buffer {
  const at = bytes.indexOf(NOT_UTF8_MARK);
  if (at >= 0) bytes[at + NOT_UTF8_MARK.length - 2] = 0xff;
  return bytes;
}
const asObject = (value: unknown): Body => (isObject(value) ? value : {});

const configurationOf = (params: Body): Body => (isObject(params.configuration) ? params.configuration : {});
const messageOf = (params: Body): Body => (isObject(params.message) ? params.message : {});

/** The ErrorInfo entries of an error's data, changed (the other details kept). */
const errorInfos = (change: (info: Body) => Body | undefined): Bend =>
  rewriteError((e) =>
    Array.isArray(e.data) &&
    e.data.some((d) => isObject(d) && d['@type'] === 'type.googleapis.com/google.rpc.ErrorInfo')
      ? {
          ...e,
          data: e.data.flatMap((d) =>
            isObject(d) && d['@type'] === 'type.googleapis.com/google.rpc.ErrorInfo' ? (change(d) ?? []) : [d],
          ),
        }
      : undefined,
  );

/** Each task a ListTasks answer lists, changed; or the whole result. */
const listResult = (change: (result: Body) => Body): Bend =>
  rewriteResult(Methods.ListTasks, (r) => change(structuredClone(r)));

/** The n-th and (n+1)-th vessel events of every second SubscribeToTask stream of a task swapped, or dropped. */
function secondSubscriber(bend: 'drop' | 'swap'): Bend {
  const seen = new Map<string, number>();
  return mapStream(
    () => {
      let task: string | undefined;
      let second = false;
      let held: unknown;
      let events = 0;
      return (r) => {
        if (task === undefined && r.result.task) {
          task = r.result.task.id;
          const n = (seen.get(task) ?? 0) + 1;
          seen.set(task, n);
          second = n % 2 === 0;
          return [r];
        }
        const update = r.result.statusUpdate;
        if (!second || !update?.status.message || update.status.state !== 'TASK_STATE_WORKING') {
          const out = held !== undefined ? [held, r] : [r];
          held = undefined;
          return out;
        }
        events++;
        if (bend === 'drop') return events === 1 ? [] : [r];
        if (events === 1) {
          held = r;
          return [];
        }
        const out = held !== undefined ? [r, held] : [r];
        held = undefined;
        return out;
      };
    },
    { methods: [Methods.SubscribeToTask] },
  );
}

export const a2aSpecFaults: VesselFault[] = [
  // ---------------------------------------------------------------- the card
  {
    name: 'card-interface-unnamed-binding',
    breaks: ['a2a.interfaces-declared'],
    clauses: ['a2a.interfaces-declared#binding'],
    description: 'the card lists a second interface with an empty protocolBinding',
    bend: bendCard((card) => ({
      ...card,
      supportedInterfaces: [...card.supportedInterfaces, { ...card.supportedInterfaces[0]!, protocolBinding: '' }],
    })),
  },
  {
    name: 'card-interface-relative-url',
    breaks: ['a2a.interfaces-declared'],
    clauses: ['a2a.interfaces-declared#url'],
    description: 'the card lists a second interface (HTTP+JSON) at the relative url /rest',
    bend: bendCard((card) => ({
      ...card,
      supportedInterfaces: [
        ...card.supportedInterfaces,
        { url: '/rest', protocolBinding: 'HTTP+JSON', protocolVersion: '1.0' },
      ],
    })),
  },
  {
    name: 'card-interface-patch-version',
    breaks: ['a2a.interfaces-declared'],
    clauses: ['a2a.interfaces-declared#version'],
    description: 'the card lists a second interface (GRPC) whose protocolVersion carries a patch number, 1.0.0',
    bend: bendCard((card) => ({
      ...card,
      supportedInterfaces: [
        ...card.supportedInterfaces,
        { url: card.supportedInterfaces[0]!.url, protocolBinding: 'GRPC', protocolVersion: '1.0.0' },
      ],
    })),
  },
  {
    name: 'card-without-cache-control',
    breaks: ['a2a.agent-card-caching'],
    clauses: ['a2a.agent-card-caching#cache-control'],
    description: 'serves the card without Cache-Control',
    bend: responseHeaders(isCard, withoutHeader('cache-control')),
  },
  {
    name: 'card-without-etag',
    breaks: ['a2a.agent-card-caching'],
    clauses: ['a2a.agent-card-caching#etag'],
    description: 'serves the card without an ETag',
    bend: responseHeaders(isCard, withoutHeader('etag')),
  },
  {
    name: 'card-if-none-match-ignored',
    breaks: ['a2a.agent-card-caching'],
    clauses: ['a2a.agent-card-caching#not-modified'],
    description: 'answers the card whole (200) to a GET whose If-None-Match names the current ETag',
    bend: dropRequestHeader(isCard, 'if-none-match'),
  },

  // ---------------------------------------------------------------- capabilities not declared
  {
    name: 'extended-card-served',
    breaks: ['a2a.extended-card-unsupported'],
    clauses: ['a2a.extended-card-unsupported#whole'],
    description: 'answers GetExtendedAgentCard with a card, though the card declares no extended card',
    bend: beforeCall((call, view) =>
      view.method === 'GetExtendedAgentCard'
        ? { jsonrpc: '2.0', id: (view.id as string | number | undefined) ?? null, result: { name: 'extended' } }
        : call,
    ),
  },
  ...(['create', 'get', 'list', 'delete'] as const).map((clause): VesselFault => ({
    name: `push-${clause}-wrong-code`,
    breaks: ['a2a.push-not-supported'],
    clauses: [`a2a.push-not-supported#${clause}`],
    description: `answers ${{ create: 'CreateTaskPushNotificationConfig', get: 'GetTaskPushNotificationConfig', list: 'ListTaskPushNotificationConfigs', delete: 'DeleteTaskPushNotificationConfig' }[clause]} with -32004 instead of -32003`,
    bend: answerError(
      {
        create: 'CreateTaskPushNotificationConfig',
        get: 'GetTaskPushNotificationConfig',
        list: 'ListTaskPushNotificationConfigs',
        delete: 'DeleteTaskPushNotificationConfig',
      }[clause],
      { code: ErrorCodes.UnsupportedOperation, message: 'not supported' },
    ),
  })),

  // ---------------------------------------------------------------- sending messages
  {
    name: 'unknown-media-type-dropped',
    breaks: ['a2a.content-type-not-supported'],
    clauses: ['a2a.content-type-not-supported#whole'],
    description: 'drops raw parts of media types it does not take and runs the turn, instead of -32005',
    bend: rewriteParams(Methods.SendMessage, (params) => {
      const message = messageOf(params);
      const parts = Array.isArray(message.parts) ? message.parts : [];
      const kept = parts.filter(
        (p) => !(isObject(p) && typeof p.raw === 'string' && !String(p.mediaType).startsWith('image/')),
      );
      return { ...params, message: { ...message, parts: kept } };
    }),
  },
  {
    name: 'return-immediately-ignored',
    breaks: ['a2a.return-immediately'],
    clauses: ['a2a.return-immediately#in-progress', 'a2a.return-immediately#before-the-end'],
    description: 'ignores configuration.returnImmediately: SendMessage waits for the end of the turn',
    bend: rewriteParams(Methods.SendMessage, (params) => {
      const { returnImmediately: _r, ...configuration } = configurationOf(params);
      return { ...params, configuration };
    }),
  },
  {
    name: 'return-immediately-stalls',
    breaks: ['a2a.return-immediately'],
    clauses: ['a2a.return-immediately#goes-on'],
    description: 'a task sent with returnImmediately never shows its end: GetTask keeps answering it working',
    bend: (() => {
      const early = new Set<string>();
      return rewriteReply((body, call) => {
        const result = isObject(body.result) ? body.result : undefined;
        const task = result && isObject(result.task) ? result.task : result;
        if (call.method === Methods.SendMessage && configurationOf(call.params).returnImmediately === true) {
          if (task && typeof task.id === 'string') early.add(task.id);
          return undefined;
        }
        if (call.method !== Methods.GetTask || !task || !early.has(String(task.id))) return undefined;
        return { ...body, result: { ...task, status: { state: 'TASK_STATE_WORKING' } } };
      });
    })(),
  },
  {
    name: 'context-id-not-returned',
    breaks: ['a2a.context-id-generated'],
    clauses: ['a2a.context-id-generated#whole'],
    description: "leaves contextId out of SendMessage's task when the message named none",
    bend: rewriteReply((body, call) => {
      if (call.method !== Methods.SendMessage || 'contextId' in messageOf(call.params)) return undefined;
      const result = isObject(body.result) ? body.result : undefined;
      if (!result || !isObject(result.task)) return undefined;
      const { contextId: _c, ...task } = result.task;
      return { ...body, result: { task } };
    }),
  },
  {
    name: 'task-id-reused',
    breaks: ['a2a.task-id-unique'],
    clauses: ['a2a.task-id-unique#whole'],
    description: "answers every SendMessage with the task id 'the-task'",
    bend: rewriteResult(Methods.SendMessage, (result) =>
      isObject(result.task) ? { task: { ...result.task, id: 'the-task' } } : undefined,
    ),
  },
  {
    name: 'message-unknown-task-wrong-code',
    breaks: ['a2a.message-unknown-task'],
    clauses: ['a2a.message-unknown-task#whole'],
    description: 'a message naming an unknown taskId gets -32602 instead of -32001',
    bend: rewriteError((e, call) =>
      e.code === ErrorCodes.TaskNotFound &&
      (call.method === Methods.SendMessage || call.method === Methods.SendStreamingMessage)
        ? { code: ErrorCodes.InvalidParams, message: e.message }
        : undefined,
    ),
  },
  {
    name: 'context-mismatch-run',
    breaks: ['a2a.context-task-mismatch'],
    clauses: ['a2a.context-task-mismatch#whole'],
    description: 'runs a message that names a task and another contextId as a new task, instead of refusing it',
    bend: rewriteParams(Methods.SendMessage, (params) => {
      const message = messageOf(params);
      if (typeof message.taskId !== 'string' || typeof message.contextId !== 'string') return params;
      const { taskId: _t, contextId: _c, ...rest } = message;
      return { ...params, message: rest };
    }),
  },
  {
    name: 'get-task-without-id-not-found',
    breaks: ['a2a.invalid-params', 'a2a.error-info'],
    clauses: ['a2a.invalid-params#get-task'],
    description: 'GetTask without an id gets -32001 instead of -32602',
    bend: answerError(
      Methods.GetTask,
      { code: ErrorCodes.TaskNotFound, message: 'no such task' },
      (view) => typeof view.params.id !== 'string',
    ),
  },
  {
    name: 'send-message-without-message-internal',
    breaks: ['a2a.invalid-params'],
    clauses: ['a2a.invalid-params#send-message'],
    description: 'SendMessage without a message gets -32603 instead of -32602',
    bend: answerError(
      Methods.SendMessage,
      { code: ErrorCodes.InternalError, message: 'internal error' },
      (view) => !isObject(view.params.message),
    ),
  },
  {
    name: 'negative-history-length-ignored',
    breaks: ['a2a.invalid-params'],
    clauses: ['a2a.invalid-params#history-length'],
    description: 'reads a negative historyLength of GetTask as absent instead of refusing it',
    bend: rewriteParams(Methods.GetTask, (params) =>
      typeof params.historyLength === 'number' && params.historyLength < 0
        ? (withoutKey(params, 'historyLength') as typeof params)
        : params,
    ),
  },
  {
    name: 'unknown-fields-refused',
    breaks: ['a2a.unknown-fields-ignored'],
    clauses: ['a2a.unknown-fields-ignored#whole'],
    description: 'refuses a SendMessage whose params carry a field A2A 1.0 does not define (-32602)',
    bend: answerError(
      Methods.SendMessage,
      { code: ErrorCodes.InvalidParams, message: 'unknown field in params' },
      (view) => Object.keys(view.params).some((k) => !['message', 'configuration', 'metadata', 'tenant'].includes(k)),
    ),
  },

  // ---------------------------------------------------------------- history
  {
    name: 'get-task-history-length-ignored',
    breaks: ['a2a.history-length'],
    clauses: ['a2a.history-length#get-task'],
    description: "ignores GetTask's historyLength when it is 1 or more (the whole history comes back)",
    bend: rewriteParams(Methods.GetTask, (params) =>
      typeof params.historyLength === 'number' && params.historyLength > 0 ? { id: params.id } : params,
    ),
  },
  {
    name: 'send-message-history-length-ignored',
    breaks: ['a2a.history-length'],
    clauses: ['a2a.history-length#send-message'],
    description: "ignores SendMessage's configuration.historyLength when it is 1 or more",
    bend: rewriteParams(Methods.SendMessage, (params) => {
      const { historyLength, ...configuration } = configurationOf(params);
      return typeof historyLength === 'number' && historyLength > 0 ? { ...params, configuration } : params;
    }),
  },
  {
    name: 'get-task-history-zero-ignored',
    breaks: ['a2a.history-length-zero'],
    clauses: ['a2a.history-length-zero#get-task'],
    description: "ignores GetTask's historyLength 0 (the whole history comes back)",
    bend: rewriteParams(Methods.GetTask, (params) => (params.historyLength === 0 ? { id: params.id } : params)),
  },
  {
    name: 'send-message-history-zero-ignored',
    breaks: ['a2a.history-length-zero'],
    clauses: ['a2a.history-length-zero#send-message'],
    description: "ignores SendMessage's configuration.historyLength 0",
    bend: rewriteParams(Methods.SendMessage, (params) => {
      const { historyLength, ...configuration } = configurationOf(params);
      return historyLength === 0 ? { ...params, configuration } : params;
    }),
  },

  // ---------------------------------------------------------------- cancel and subscriptions
  {
    name: 'cancel-answers-error',
    breaks: ['a2a.cancel-returns-task'],
    clauses: ['a2a.cancel-returns-task#task'],
    description: 'cancels a running task but answers CancelTask with -32603 instead of the task',
    bend: withRpc(async (call, next) => {
      const reply = await next(call);
      const request = JSON.parse(call.text) as Body;
      if (
        request.method !== Methods.CancelTask ||
        reply.kind !== 'json' ||
        !isObject(reply.body) ||
        !isObject(reply.body.result)
      )
        return reply;
      return {
        ...reply,
        body: {
          jsonrpc: '2.0',
          id: request.id ?? null,
          error: { code: ErrorCodes.InternalError, message: 'internal error' },
        },
      };
    }),
  },
  {
    name: 'cancel-answers-working',
    breaks: ['a2a.cancel-returns-task'],
    clauses: ['a2a.cancel-returns-task#canceled'],
    description: 'answers CancelTask with the task in TASK_STATE_WORKING, as it was before the cancel',
    bend: rewriteResult(Methods.CancelTask, (task) =>
      isObject(task.status) ? { ...task, status: { ...task.status, state: 'TASK_STATE_WORKING' } } : undefined,
    ),
  },
  {
    name: 'cancel-answer-without-status',
    breaks: ['a2a.task-shape', 'a2a.cancel-returns-task'],
    clauses: ['a2a.task-shape#cancel-task'],
    description: "leaves status out of CancelTask's task",
    bend: rewriteResult(Methods.CancelTask, ({ status: _s, ...task }) => task),
  },
  {
    name: 'subscribe-finished-wrong-code',
    breaks: ['a2a.subscribe-finished', 'a2a.error-info'],
    clauses: ['a2a.subscribe-finished#whole'],
    description: 'SubscribeToTask on a finished task gets -32001 instead of -32004',
    bend: rewriteError((e, call) =>
      e.code === ErrorCodes.UnsupportedOperation && call.method === Methods.SubscribeToTask
        ? { code: ErrorCodes.TaskNotFound, message: e.message }
        : undefined,
    ),
  },
  {
    name: 'subscribe-unknown-wrong-code',
    breaks: ['a2a.subscribe-unknown', 'a2a.error-info'],
    clauses: ['a2a.subscribe-unknown#whole'],
    description: 'SubscribeToTask on an unknown task gets -32004 instead of -32001',
    bend: rewriteError((e, call) =>
      e.code === ErrorCodes.TaskNotFound && call.method === Methods.SubscribeToTask
        ? { code: ErrorCodes.UnsupportedOperation, message: e.message }
        : undefined,
    ),
  },
  {
    name: 'second-subscriber-misses-an-event',
    breaks: ['a2a.streams-broadcast', 'a2a.subscribe-to-task'],
    clauses: ['a2a.streams-broadcast#same-events'],
    description: 'the second SubscribeToTask stream of a task never gets the first vessel event after it joined',
    bend: secondSubscriber('drop'),
  },
  {
    name: 'second-subscriber-reordered',
    breaks: ['a2a.streams-broadcast', 'a2a.subscribe-to-task'],
    clauses: ['a2a.streams-broadcast#same-order'],
    description: 'the second SubscribeToTask stream of a task gets its first two vessel events the other way round',
    bend: secondSubscriber('swap'),
  },
  {
    name: 'subscriptions-cut-together',
    breaks: ['a2a.streams-broadcast', 'a2a.terminal-status'],
    clauses: ['a2a.streams-broadcast#close-one'],
    description: "when a client hangs up one stream of a task, cuts the task's other streams",
    bend: subscriptionsCutTogether(),
  },

  // ---------------------------------------------------------------- ListTasks
  {
    name: 'list-tasks-context-ignored',
    breaks: ['a2a.list-tasks-filters'],
    clauses: ['a2a.list-tasks-filters#context-id'],
    description: "ignores ListTasks' contextId filter",
    bend: rewriteParams(Methods.ListTasks, ({ contextId: _c, ...params }) => params),
  },
  {
    name: 'list-tasks-status-ignored',
    breaks: ['a2a.list-tasks-filters'],
    clauses: ['a2a.list-tasks-filters#status'],
    description: "ignores ListTasks' status filter, and lists one task in another state",
    bend: rewriteReply((body, call) => {
      if (call.method !== Methods.ListTasks || typeof call.params.status !== 'string' || !isObject(body.result))
        return undefined;
      const tasks = Array.isArray(body.result.tasks) ? body.result.tasks : [];
      const bent = tasks.map((t, i) =>
        i === 0 && isObject(t) && isObject(t.status)
          ? { ...t, status: { ...t.status, state: 'TASK_STATE_FAILED' } }
          : t,
      );
      return { ...body, result: { ...body.result, tasks: bent } };
    }),
  },
  {
    name: 'list-tasks-page-size-ignored',
    breaks: ['a2a.list-tasks-paging'],
    clauses: ['a2a.list-tasks-paging#page-size'],
    description: "ignores ListTasks' pageSize (every task on one page)",
    bend: rewriteParams(Methods.ListTasks, ({ pageSize: _p, ...params }) => params),
  },
  {
    name: 'list-tasks-token-ignored',
    breaks: ['a2a.list-tasks-paging'],
    clauses: ['a2a.list-tasks-paging#next-page'],
    description: "ignores ListTasks' pageToken (the first page again)",
    bend: rewriteParams(Methods.ListTasks, ({ pageToken: _t, ...params }) => params),
  },
  {
    name: 'list-tasks-last-token-absent',
    breaks: ['a2a.list-tasks-paging'],
    clauses: ['a2a.list-tasks-paging#last-page'],
    description: 'leaves nextPageToken out of the last page instead of ""',
    bend: listResult((result) => {
      if (result.nextPageToken !== '') return result;
      const { nextPageToken: _n, ...rest } = result;
      return rest;
    }),
  },
  {
    name: 'list-tasks-oldest-first',
    breaks: ['a2a.list-tasks-order'],
    clauses: ['a2a.list-tasks-order#whole'],
    description: 'lists tasks least recently updated first',
    bend: listResult((result) =>
      Array.isArray(result.tasks) ? { ...result, tasks: [...result.tasks].reverse() } : result,
    ),
  },
  {
    name: 'list-tasks-artifacts-always',
    breaks: ['a2a.list-tasks-artifacts'],
    clauses: ['a2a.list-tasks-artifacts#omitted'],
    description: 'lists every task with its artifacts, includeArtifacts or not',
    bend: rewriteParams(Methods.ListTasks, (params) => ({ ...params, includeArtifacts: true })),
  },
  {
    name: 'list-tasks-artifacts-never',
    breaks: ['a2a.list-tasks-artifacts'],
    clauses: ['a2a.list-tasks-artifacts#included'],
    description: 'lists tasks without artifacts even with includeArtifacts true',
    bend: rewriteParams(Methods.ListTasks, ({ includeArtifacts: _i, ...params }) => params),
  },
  {
    name: 'list-tasks-artifact-without-id',
    breaks: ['a2a.task-shape'],
    clauses: ['a2a.task-shape#list-tasks'],
    description: "lists tasks' artifacts without their artifactId",
    bend: listResult((result) => ({
      ...result,
      tasks: (Array.isArray(result.tasks) ? result.tasks : []).map((t) =>
        isObject(t) && Array.isArray(t.artifacts)
          ? {
              ...t,
              artifacts: t.artifacts.map((a) => withoutKey(a, 'artifactId')),
            }
          : t,
      ),
    })),
  },

  // ---------------------------------------------------------------- serialization and JSON-RPC
  {
    name: 'task-snake-case-field',
    breaks: ['a2a.camel-case'],
    clauses: ['a2a.camel-case#whole'],
    description: "the stream's task snapshot also spells its context as context_id",
    bend: mapStream(
      () => (r) =>
        r.result.task ? [{ ...r, result: { task: { ...r.result.task, context_id: r.result.task.contextId } } }] : [r],
    ),
  },
  {
    name: 'timestamp-with-offset',
    breaks: ['a2a.timestamps'],
    clauses: ['a2a.timestamps#whole'],
    description: "writes status update timestamps with the offset +00:00 instead of 'Z'",
    bend: mapStatusUpdates((u) => {
      const status = u.status as Body;
      return typeof status.timestamp === 'string'
        ? { ...u, status: { ...status, timestamp: status.timestamp.replace(/Z$/, '+00:00') } }
        : u;
    }),
  },
  {
    name: 'answers-text-plain',
    breaks: ['a2a.result-response'],
    clauses: ['a2a.result-response#content-type'],
    description: 'sends JSON-RPC answers with Content-Type text/plain',
    bend: responseHeaders(isRpc, (headers) =>
      Object.fromEntries(
        Object.entries(headers).map(([k, v]) =>
          k.toLowerCase() === 'content-type' && String(v).startsWith('application/json') ? [k, 'text/plain'] : [k, v],
        ),
      ),
    ),
  },
  {
    name: 'answer-not-utf8',
    breaks: ['a2a.result-response'],
    clauses: ['a2a.result-response#utf-8'],
    description: 'answers GetTask with a task whose metadata holds a string with the byte 0xFF, which is not UTF-8',
    bend: {
      middleware: {
        ...rewriteResult(Methods.GetTask, (task) => ({
          ...task,
          metadata: { ...asObject(task.metadata), [NOT_UTF8_KEY]: '~' },
        })).middleware,
        ...jsonAnswerBytes(byteNotUtf8).middleware,
      },
    },
  },
  {
    name: 'result-wrong-id',
    breaks: ['a2a.result-response'],
    clauses: ['a2a.result-response#envelope'],
    description: "answers results with another id than the request's",
    bend: rewriteReply((body) =>
      isObject(body.result) && body.id !== null ? { ...body, id: `${String(body.id)}-other` } : undefined,
    ),
  },
  {
    name: 'error-info-left-out',
    breaks: ['a2a.error-info'],
    clauses: ['a2a.error-info#present'],
    description: "leaves the google.rpc.ErrorInfo out of A2A errors' data",
    bend: errorInfos(() => undefined),
  },
  {
    name: 'error-info-other-domain',
    breaks: ['a2a.error-info'],
    clauses: ['a2a.error-info#domain'],
    description: "gives A2A errors' ErrorInfo the domain vessel.example instead of a2a-protocol.org",
    bend: errorInfos((info) => ({ ...info, domain: 'vessel.example' })),
  },
  {
    name: 'error-info-generic-reason',
    breaks: ['a2a.error-info'],
    clauses: ['a2a.error-info#reason'],
    description: "gives every A2A error's ErrorInfo the reason ERROR",
    bend: errorInfos((info) => ({ ...info, reason: 'ERROR' })),
  },
  {
    name: 'version-patch-refused',
    breaks: ['a2a.version-negotiation', 'a2a.error-info'],
    clauses: ['a2a.version-negotiation#patch-ignored'],
    description: 'refuses A2A-Version 1.0.7 with -32009 (the patch number counted)',
    bend: beforeCall((call, view) => {
      const version = call.headers[A2A_VERSION_HEADER.toLowerCase()];
      return typeof version === 'string' && /^\d+\.\d+\.\d+$/.test(version.trim())
        ? {
            jsonrpc: '2.0',
            id: (view.id as string | number | undefined) ?? null,
            error: { code: ErrorCodes.VersionNotSupported, message: `version ${version} not supported` },
          }
        : call;
    }),
  },
  {
    name: 'version-empty-as-1.0',
    breaks: ['a2a.version-negotiation'],
    clauses: ['a2a.version-negotiation#empty-is-0.3'],
    description: 'reads an empty A2A-Version as 1.0 instead of 0.3',
    bend: beforeCall((call) => {
      const version = call.headers[A2A_VERSION_HEADER.toLowerCase()];
      return version === undefined || (typeof version === 'string' && version.trim() === '')
        ? { ...call, headers: { ...call.headers, [A2A_VERSION_HEADER.toLowerCase()]: '1.0' } }
        : call;
    }),
  },
];
