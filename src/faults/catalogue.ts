// Deliberate faults of the reference vessel: each makes it break one rule of the documents, so
// the kit's certification can be shown to catch it (a check nobody has seen fail is not trusted).
// Each fault is a plain value: the rules it breaks (from the catalogue, src/rules), what the
// vessel then does, and the bend that makes it so, at the seams the vessel exports
// (src/vessel/seams.ts). `breaks` lists what certifying the embedded vessel with the fault was
// seen to fail, the intended rule first; a bend the kit sees through several cases (a missing
// event also throws the status check off) fails more than one rule.
import { A2A_PROTOCOL_VERSION, A2A_VERSION_HEADER, AGENT_CARD_PATH, ErrorCodes, Methods } from '../a2a/wire.ts';
import { isObject } from '../transcript/read.ts';
import type { VesselFault } from './bend.ts';
import { a2aSpecFaults } from './a2a-spec-faults.ts';
import { clauseFaults } from './clause-faults.ts';
import { faults as artifactFaults } from './artifact.ts';
import { faults as contentFaults } from './content.ts';
import { faults as earlyEndFaults } from './early-end.ts';
import { faults as eventFaults } from './event.ts';
import { faults as imageFaults } from './image.ts';
import { faults as mergeFaults } from './merge.ts';
import { faults as messageFaults } from './message.ts';
import { faults as modelFaults } from './model.ts';
import { faults as orderFaults } from './order.ts';
import { faults as rejectionFaults } from './rejection.ts';
import { faults as statusFaults } from './status.ts';
import { faults as toolFaults } from './tool.ts';
import { faults as transcriptFaults } from './transcript.ts';
import { faults as turnFaults } from './turn.ts';
import { faults as robustFaults } from './robust.ts';
import { faults as securityFaults } from './security.ts';
import { faults as stressFaults } from './stress.ts';
import {
  beforeCall,
  bendCard,
  cancelAnswersTask,
  frontDoor,
  isTerminalUpdate,
  mapStatusUpdates,
  mapStream,
  pathOf,
  refuseSnakeCase,
  rewriteError,
  rewriteReply,
  rewriteResult,
  snakeCaseUpdate,
  taskOfUpdate,
  taskUpdate,
  TURN_METHODS,
  withoutFirstTask,
  withRpc,
  wrongCode,
} from './bends/server.ts';

export type { Bend, VesselFault } from './bend.ts';

/** The catalogue's first faults, one or more per rule. */
const firstFaults: VesselFault[] = [
  {
    name: 'wrong-jsonrpc-id',
    breaks: ['a2a.response-id'],
    clauses: ['a2a.response-id#whole'],
    description: "stream events carry another JSON-RPC id than the request's",
    bend: mapStream(() => (r) => [{ ...r, id: `${String(r.id)}-other` }]),
  },
  {
    name: 'no-task-first',
    breaks: ['a2a.task-first', 'a2a.get-task-final'],
    clauses: ['a2a.task-first#whole'],
    description: 'the stream starts with a statusUpdate, without the task snapshot',
    bend: mapStream(withoutFirstTask),
  },
  {
    name: 'events-after-terminal',
    breaks: ['a2a.nothing-after-terminal'],
    clauses: ['a2a.nothing-after-terminal#whole'],
    description: 'sends the terminal status update a second time',
    bend: mapStream(() => (r) => (isTerminalUpdate(r) ? [r, { ...r, result: { task: taskOfUpdate(r) } }] : [r])),
  },
  {
    name: 'stream-left-open',
    breaks: ['a2a.stream-closed'],
    clauses: ['a2a.stream-closed#whole'],
    description: 'never closes a stream after its terminal status',
    bend: mapStream(() => (r) => [r], { keepOpen: true }),
  },
  {
    name: 'no-trailing-slash',
    breaks: ['a2a.trailing-slash'],
    clauses: ['a2a.trailing-slash#with-slash'],
    description: "answers 404 to a named agent's JSON-RPC URL with a trailing slash",
    bend: frontDoor((req) =>
      req.method === 'POST' && /^\/agents\/[^/]+\/$/.test(pathOf(req))
        ? { status: 404, body: { error: `no agent at ${pathOf(req)}` } }
        : undefined,
    ),
  },
  {
    name: 'card-without-jsonrpc',
    breaks: ['a2a.card-interface'],
    clauses: ['a2a.card-interface#jsonrpc-listed'],
    description: 'the agent card lists an HTTP+JSON interface instead of JSONRPC',
    bend: bendCard((card) => ({
      ...card,
      supportedInterfaces: card.supportedInterfaces.map((i) => ({ ...i, protocolBinding: 'HTTP+JSON' })),
    })),
  },
  {
    name: 'cancel-finished-ok',
    breaks: ['a2a.cancel-finished'],
    clauses: ['a2a.cancel-finished#finished'],
    description: 'CancelTask on a finished task answers the task instead of -32002',
    bend: withRpc(cancelAnswersTask),
  },
  {
    name: 'unknown-task-wrong-code',
    breaks: ['a2a.task-not-found'],
    clauses: ['a2a.task-not-found#get-task'],
    description: 'GetTask on an unknown task id gets -32602 instead of -32001',
    bend: rewriteError((e, call) =>
      e.code === ErrorCodes.TaskNotFound && call.method === Methods.GetTask
        ? { code: ErrorCodes.InvalidParams, message: `no task '${String(call.params.id)}'` }
        : undefined,
    ),
  },
  {
    name: 'get-task-stale-state',
    breaks: ['a2a.get-task-final', 'a2a.cancel-finished'],
    clauses: ['a2a.get-task-final#final-state'],
    description: 'GetTask reports TASK_STATE_WORKING after the turn ended',
    bend: rewriteResult(Methods.GetTask, (task) =>
      isObject(task.status) ? { ...task, status: { ...task.status, state: 'TASK_STATE_WORKING' } } : undefined,
    ),
  },
  {
    name: 'event-without-message-id',
    breaks: ['a2a.message-id', 'a2a.object-shape'],
    clauses: ['a2a.message-id#whole'],
    description: 'event status messages carry no messageId',
    bend: mapStatusUpdates((u) => {
      delete (u.status as { message?: { messageId?: string } }).message?.messageId;
      return u;
    }),
  },
  {
    name: 'two-result-members',
    breaks: ['a2a.result-one-member'],
    clauses: ['a2a.result-one-member#one-member'],
    description: 'an extra stream event after the task snapshot carries both task and statusUpdate',
    bend: mapStream(() => {
      let first = true;
      return (r) => {
        const extra =
          first && r.result.task
            ? [{ ...r, result: { task: r.result.task, statusUpdate: taskUpdate(r.result.task) } }]
            : [];
        first = false;
        return [r, ...extra];
      };
    }),
  },
  {
    name: 'subscribe-without-task-first',
    breaks: ['a2a.subscribe-to-task'],
    clauses: ['a2a.subscribe-to-task#task-first'],
    description: 'a SubscribeToTask stream starts with the live events, without the task snapshot',
    bend: mapStream(withoutFirstTask, { methods: [Methods.SubscribeToTask] }),
  },
  {
    name: 'snake-case-refused',
    breaks: ['a2a.snake-case-accepted', 'a2a.sse-framing'],
    clauses: ['a2a.snake-case-accepted#runs'],
    description:
      'reads request fields by their camelCase names only, so a snake_case turn is refused (-32602, no messageId)',
    bend: beforeCall(refuseSnakeCase),
  },
  {
    name: 'card-not-served',
    breaks: ['a2a.card-served'],
    clauses: ['a2a.card-served#served'],
    description: 'answers 404 to GET {base}/.well-known/agent-card.json',
    bend: frontDoor((req) =>
      pathOf(req).endsWith(AGENT_CARD_PATH) ? { status: 404, body: { error: 'no agent card here' } } : undefined,
    ),
  },
  {
    name: 'card-no-streaming',
    breaks: ['a2a.card-streaming'],
    clauses: ['a2a.card-streaming#whole'],
    description: 'the agent card says capabilities.streaming: false',
    bend: bendCard((card) => ({ ...card, capabilities: { ...card.capabilities, streaming: false } })),
  },
  {
    name: 'version-ignored',
    breaks: ['a2a.version-unsupported'],
    clauses: ['a2a.version-unsupported#whole'],
    description: 'serves a request whatever its A2A-Version header says (99.0 too)',
    bend: beforeCall((call) => ({
      ...call,
      headers: { ...call.headers, [A2A_VERSION_HEADER.toLowerCase()]: A2A_PROTOCOL_VERSION },
    })),
  },
  {
    name: 'method-not-found-wrong-code',
    breaks: ['a2a.method-not-found'],
    clauses: ['a2a.method-not-found#whole'],
    description: 'an unknown method gets -32600 instead of -32601',
    bend: wrongCode(ErrorCodes.MethodNotFound, ErrorCodes.InvalidRequest),
  },
  {
    name: 'parse-error-wrong-code',
    breaks: ['a2a.parse-error'],
    clauses: ['a2a.parse-error#whole'],
    description: 'a body that is not JSON gets -32600 instead of -32700',
    bend: wrongCode(ErrorCodes.ParseError, ErrorCodes.InvalidRequest),
  },
  {
    name: 'invalid-request-wrong-code',
    breaks: ['a2a.invalid-request'],
    clauses: ['a2a.invalid-request#whole'],
    description: 'a JSON body that is not a JSON-RPC request gets -32602 instead of -32600',
    bend: wrongCode(ErrorCodes.InvalidRequest, ErrorCodes.InvalidParams),
  },
  {
    name: 'message-to-finished-wrong-code',
    breaks: ['a2a.message-to-finished'],
    clauses: ['a2a.message-to-finished#whole'],
    description: 'a message naming a finished task gets -32602 instead of -32004',
    bend: rewriteError((e, call) =>
      e.code === ErrorCodes.UnsupportedOperation &&
      TURN_METHODS.includes(call.method ?? '') &&
      / is finished /.test(e.message)
        ? { code: ErrorCodes.InvalidParams, message: `message.taskId: ${e.message}` }
        : undefined,
    ),
  },
  {
    name: 'error-without-jsonrpc-version',
    breaks: ['a2a.error-response'],
    clauses: ['a2a.error-response#jsonrpc'],
    description: 'error answers lack "jsonrpc": "2.0"',
    bend: rewriteReply(({ jsonrpc: _version, ...body }) => (body.error ? body : undefined)),
  },
  {
    name: 'error-data-not-array',
    breaks: ['a2a.error-data'],
    clauses: ['a2a.error-data#array'],
    description: 'error.data is its first detail object, not a list of them',
    bend: rewriteError((e) => (Array.isArray(e.data) ? { ...e, data: e.data[0] } : undefined)),
  },
  {
    name: 'send-message-returns-message',
    breaks: ['a2a.send-message-task'],
    clauses: ['a2a.send-message-task#task-result'],
    description: 'SendMessage answers the last status message instead of the final task',
    bend: rewriteResult(Methods.SendMessage, (result) =>
      isObject(result.task) && isObject(result.task.status) && result.task.status.message
        ? { message: result.task.status.message }
        : undefined,
    ),
  },
  {
    name: 'event-without-jsonrpc-version',
    breaks: ['a2a.jsonrpc-envelope'],
    clauses: ['a2a.jsonrpc-envelope#jsonrpc'],
    description: 'stream events lack "jsonrpc": "2.0"',
    bend: mapStream(() => ({ jsonrpc: _version, ...r }) => [r]),
  },
  {
    name: 'part-two-contents',
    breaks: ['a2a.part-one-content'],
    clauses: ['a2a.part-one-content#not-two'],
    description: "each event's part carries the event type as text beside its data",
    bend: mapStatusUpdates((u) => {
      const part = (u.status as { message?: { parts?: Record<string, unknown>[] } }).message?.parts?.[0];
      if (part && isObject(part.data)) part.text = String(part.data.type);
      return u;
    }),
  },
  {
    name: 'wrong-context-id',
    breaks: ['a2a.ids-consistent'],
    clauses: ['a2a.ids-consistent#context-id'],
    description: "status updates name another contextId than the task's",
    bend: mapStatusUpdates((u) => ({ ...u, contextId: `${String(u.contextId)}-other` })),
  },
  {
    name: 'no-terminal-status',
    breaks: ['a2a.terminal-status', 'order.sequence', 'status.task-state'],
    clauses: ['a2a.terminal-status#whole'],
    description: 'every status update says TASK_STATE_WORKING, the last one too',
    bend: mapStatusUpdates((u) => {
      (u.status as { state: string }).state = 'TASK_STATE_WORKING';
      return u;
    }),
  },

  {
    name: 'snake-case-output',
    breaks: ['a2a.object-shape'],
    clauses: ['a2a.object-shape#artifact-update'],
    description:
      'writes artifact updates in snake_case (task_id, context_id, last_chunk) instead of the camelCase JSON mapping',
    bend: mapStream(() => (r) => [
      r.result.artifactUpdate ? { ...r, result: { artifactUpdate: snakeCaseUpdate(r.result.artifactUpdate) } } : r,
    ]),
  },
];

/**
 * Every fault: the first ones, then one for each clause they leave without a fault (clause-faults.ts),
 * then one for each clause of each envelope rule that still has none (envelope-faults.ts).
 */
export const faultCatalogue: VesselFault[] = [
  ...transcriptFaults,
  ...messageFaults,
  ...toolFaults,
  ...imageFaults,
  ...eventFaults,
  ...orderFaults,
  ...turnFaults,
  ...mergeFaults,
  ...statusFaults,
  ...earlyEndFaults,
  ...artifactFaults,
  ...contentFaults,
  ...modelFaults,
  ...rejectionFaults,
  ...firstFaults,
  ...clauseFaults,
  ...a2aSpecFaults,
  ...stressFaults,
  ...robustFaults,
  ...securityFaults,
];

export const faultNames: readonly string[] = faultCatalogue.map((f) => f.name);
