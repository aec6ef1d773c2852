// Faults of the status rules (src/rules/status.ts): a turn reported with another status than it
// ended with, carried in the wrong task state, with an error where none belongs or none where one
// does, an error that tells too much, and a tool failure that ends the turn.
import { earlyEndMessage, type TurnStatus } from '../a2a/vessel-events.ts';
import { Methods } from '../a2a/wire.ts';
import type { RuleId } from '../rules/index.ts';
import { isObject } from '../transcript/read.ts';
import type { TranscriptMessage } from '../transcript/schema.ts';
import type { AgentConfig } from '../vessel/seams.ts';
import { rewriteResult } from './bends/server.ts';
import { agentOutputs, answerText, eventStates, outputs, policy, type OutputMaps } from './bends/turn.ts';
import { fault, type ClauseIn, type FaultsOf } from './fault.ts';

/** A turn that ended `from` is reported as `to`: the status, its task state, the closing message and the answer. */
function statusReportedAs(from: TurnStatus, to: TurnStatus): OutputMaps {
  const closing = (text: unknown) => (text === earlyEndMessage(from) ? earlyEndMessage(to) : text);
  return {
    summary: (s) => (s.status === from ? { ...s, status: to } : s),
    transcript: (ms) =>
      ms.map((m) => (m.role === 'assistant' ? ({ ...m, content: closing(m.content) } as TranscriptMessage) : m)),
    artifact: (a) => answerText(a, (text) => String(closing(text))),
  };
}

/** For each clause of status.expected, a turn that ended so, reported as another status. */
const MISREPORTED: readonly {
  clause: ClauseIn<'status'>;
  name: string;
  /** The turn that ended `from`. */
  what: string;
  from: TurnStatus;
  to: TurnStatus;
  alsoBreaks?: RuleId[];
}[] = [
  {
    clause: 'status.expected#ok',
    name: 'ok-reported-model-error',
    what: 'a turn the model answered',
    from: 'ok',
    to: 'model_error',
    alsoBreaks: ['status.error-presence'],
  },
  {
    clause: 'status.expected#step-limit',
    name: 'step-limit-reported-ok',
    what: 'a turn that reached max_steps',
    from: 'step_limit',
    to: 'ok',
  },
  {
    clause: 'status.expected#deadline',
    name: 'wrong-status-deadline',
    what: 'a turn past its deadline',
    from: 'deadline',
    to: 'ok',
    alsoBreaks: ['early-end.closing-message', 'early-end.stopped'],
  },
  {
    clause: 'status.expected#cancelled',
    name: 'wrong-cancel-status',
    what: 'a cancelled turn',
    from: 'cancelled',
    to: 'deadline',
  },
  {
    clause: 'status.expected#model-error',
    name: 'model-error-reported-ok',
    what: 'a turn whose model endpoint failed',
    from: 'model_error',
    to: 'ok',
    alsoBreaks: ['status.error-presence', 'early-end.closing-message'],
  },
];

/** For each clause of status.error-generic, what a careless vessel adds to turn.finished.error. */
const TELLING: readonly {
  clause: ClauseIn<'status'>;
  name: string;
  description: string;
  told: (error: string, agent: AgentConfig) => string;
}[] = [
  {
    clause: 'status.error-generic#no-stack',
    name: 'stack-in-error',
    description: 'puts a stack trace with file paths in turn.finished.error',
    told: (error) => `\n${new Error(error).stack ?? ''}`,
  },
  {
    clause: 'status.error-generic#no-endpoint',
    name: 'endpoint-in-error',
    description: "names the model endpoint's URL in turn.finished.error",
    told: (_error, agent) => ` (calling ${agent.model.base_url})`,
  },
  {
    clause: 'status.error-generic#no-credential',
    name: 'credential-in-error',
    description: 'names an API key in turn.finished.error',
    told: () => ' (with api_key=sk-vessel-0123456789)',
  },
  {
    clause: 'status.error-generic#no-path',
    name: 'path-in-error',
    description: 'names an internal file path in turn.finished.error',
    told: () => ' (see /srv/vessel/logs/turns)',
  },
];

export const faults = [
  fault(
    ['status.task-state#state-of-status', 'order.sequence#finished-last'],
    'working-final-state',
    'sends turn.finished in TASK_STATE_WORKING',
    eventStates((event, state) => (event.type === 'turn.finished' ? 'TASK_STATE_WORKING' : state)),
  ),
  fault(
    'status.task-state#state-of-status',
    'cancelled-in-failed-state',
    'carries turn.finished with status cancelled in TASK_STATE_FAILED instead of TASK_STATE_CANCELED',
    eventStates((event, state) =>
      event.type === 'turn.finished' && event.status === 'cancelled' ? 'TASK_STATE_FAILED' : state,
    ),
  ),
  fault(
    'status.task-state#in-final-status',
    'task-status-without-message',
    "GetTask's task leaves its final status message (turn.finished) out",
    rewriteResult(Methods.GetTask, (task) =>
      isObject(task.status)
        ? { ...task, status: { state: task.status.state, timestamp: task.status.timestamp } }
        : undefined,
    ),
  ),
  ...MISREPORTED.map(({ clause, name, what, from, to, alsoBreaks }) =>
    fault(clause, name, `reports ${what} as ${to}`, outputs(statusReportedAs(from, to)), { alsoBreaks }),
  ),
  fault(
    'status.error-presence#on-model-error',
    'model-error-without-error',
    'leaves turn.finished.error out on model_error',
    outputs({ summary: (s) => (s.status === 'model_error' ? { ...s, error: undefined } : s) }),
  ),
  fault(
    'status.error-presence#not-on-answer',
    'error-on-ok',
    'puts an error in turn.finished on a turn that ended with an answer (ok or step_limit)',
    outputs({ summary: (s) => (s.status === 'ok' || s.status === 'step_limit' ? { ...s, error: 'no error' } : s) }),
  ),
  ...TELLING.map(({ clause, name, description, told }) =>
    fault(
      clause,
      name,
      description,
      agentOutputs((agent) => ({
        summary: (s) => (s.error ? { ...s, error: `${s.error}${told(s.error, agent)}` } : s),
      })),
    ),
  ),
  fault(
    'status.tool-failure-continues#whole',
    'tool-failure-ends-turn',
    'ends the turn as model_error when a tool failed, without calling the model again',
    policy({ toolFailureEndsTurn: true }),
    { alsoBreaks: ['status.expected'] },
  ),
] satisfies FaultsOf<'status'>;
