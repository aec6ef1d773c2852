// Drives one turn at a target and records all of it: registers the case's script with the mock
// model, sends the application's message (D2) with the script directive (D14), drives the stream
// (cancel or hang up after a chosen event), asks GetTask afterwards, and collects the mock
// model's journal for the script. Judging is left to the checks.
import { performance } from 'node:perf_hooks';
import type { RecorderCaps } from '../a2a/caps.ts';
import type { A2AClient, CallOptions } from '../a2a/client.ts';
import type { ModelCall, RecordedExchange, RecordedSseEvent, RecordedTurn } from '../a2a/recording.ts';
import { closesStream, eventState, streamEventKind, taskIdOf } from '../a2a/stream-events.ts';
import { isTerminalState } from '../a2a/wire.ts';
import type { EventTrigger, PreparedTurn, TurnSpec } from '../case/index.ts';
import type { JournalFilter } from '../../mock-model/journal.ts';
import type { Script } from '../../mock-model/script-schema.ts';
import { scriptDirective } from '../../mock-model/select.ts';
import type { Profile, ProfileAgent } from '../profile/schema.ts';
import { buildSendParams, DEFAULT_STEPS, resolveSteps, snakeCaseKeys } from './turn-request.ts';

/** What the runner needs of the mock model: register a script, read what it saw. */
export interface ModelPort {
  register(script: Script): void;
  journal(filter: JournalFilter): (ModelCall & { endedAt?: number })[];
}

/** What driving a case's turns takes: the case's agent and client, the mock model, the run's caps and stop signal. */
export interface TurnEnvironment {
  caseId: string;
  profile: Profile;
  agent: ProfileAgent;
  client: A2AClient;
  model: ModelPort;
  caps: RecorderCaps;
  timeoutScale: number;
  /** Aborted when the run is stopped: the kit hangs up on the turn. */
  signal: AbortSignal;
  /** A script id no other case in any run will use: `<caseId>-<random>-<n>`. */
  newScriptId(): string;
}

function trigger(on: EventTrigger | undefined, act: () => void): (event: RecordedSseEvent) => void {
  let seen = 0;
  let fired = false;
  return (event) => {
    if (!on || fired || streamEventKind(event) !== on.event) return;
    seen++;
    if (seen >= (on.count ?? 1)) {
      fired = true;
      act();
    }
  };
}

/** How long a stream may stay open after its terminal status before the kit stops waiting. */
const CLOSE_AFTER_TERMINAL_MS = 1_000;

/**
 * "the server closes it after the terminal status": once a stream carries one (or the Message of a
 * message-only stream, A2A §3.1.2), the kit waits only this long for the close, not the idle cap.
 */
function closeAfterTerminal(what: string, timeoutScale: number): NonNullable<CallOptions['onEvent']> {
  const grace = CLOSE_AFTER_TERMINAL_MS * timeoutScale;
  return (event, control) => {
    if (closesStream(event))
      control.expectCloseWithin(
        grace,
        `${what} stayed open ${Math.round(grace)} ms after its ${isTerminalState(eventState(event)) ? 'terminal status' : 'one Message (a message-only stream)'}`,
      );
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (bounded) until every model call of the script has ended, so the journal is whole. */
async function settledJournal(env: TurnEnvironment, scriptId: string, turnEndedAt: number) {
  const limit = turnEndedAt + 1_000 * env.timeoutScale;
  for (;;) {
    const calls = env.model.journal({ script: scriptId });
    const open = calls.some((c) => c.endedAt === undefined && c.disconnectedAt === undefined);
    if (!open || performance.now() > limit) return calls;
    await sleep(10);
  }
}

/**
 * A turn's time caps, stretched to what the agent legitimately takes: a turn may run until its
 * deadline, and stay silent that long (a stalled model sends nothing until the deadline ends the
 * turn) or as long as its slow tool runs.
 */
export function turnCaps(
  caps: RecorderCaps,
  agent: ProfileAgent,
  timeoutScale: number,
): Pick<RecorderCaps, 'totalMs' | 'idleMs'> {
  const deadlineMs = agent.deadline_seconds === undefined ? 0 : agent.deadline_seconds * 1000;
  const slowMs = agent.tools?.slow?.runs_ms ?? 0;
  return {
    totalMs: Math.max(caps.totalMs, (deadlineMs + 10_000) * timeoutScale),
    idleMs: Math.max(caps.idleMs, (Math.max(deadlineMs, slowMs) + 5_000) * timeoutScale),
  };
}

/** A turn made ready to send (what `CaseContext.prepareTurn` does): its script registered with the mock model, and the message params that play it. */
export function prepareTurn(env: TurnEnvironment, spec: TurnSpec): PreparedTurn {
  const scriptId = env.newScriptId();
  // Always a script of its own: a directive naming an unregistered id is not the default script.
  const script: Script = { id: scriptId, steps: resolveSteps(spec.steps ?? DEFAULT_STEPS, env.agent) };
  if (spec.dialect) script.dialect = spec.dialect;
  env.model.register(script);
  const userText = `${spec.text ?? 'Hello.'}\n${scriptDirective(scriptId)}`;
  const camelCase = buildSendParams(spec, userText, env.profile, `conv-${scriptId}`);
  return { scriptId, userText, params: spec.snakeCase ? snakeCaseKeys(camelCase) : camelCase };
}

/** Drives and records one turn for a case (what `CaseContext.recordTurn` does); `onEvent` sees each event after the drive acted on it. */
export async function driveTurn(
  env: TurnEnvironment,
  spec: TurnSpec,
  onEvent?: (event: RecordedSseEvent) => void,
): Promise<RecordedTurn> {
  const { scriptId, userText, params } = prepareTurn(env, spec);

  let taskId: string | undefined;
  let cancel: Promise<RecordedExchange> | undefined;
  const hangUp = new AbortController();
  let hungUp = false;
  const onCancel = trigger(spec.cancelAfter, () => {
    if (taskId !== undefined) cancel = env.client.cancelTask(taskId);
  });
  const onHangUp = trigger(spec.hangUpAfter, () => {
    hungUp = true;
    hangUp.abort();
  });
  const onTerminal = closeAfterTerminal('the stream', env.timeoutScale);
  const stop = () => hangUp.abort();
  env.signal.addEventListener('abort', stop, { once: true });

  let send: RecordedExchange;
  try {
    send = await env.client.call(spec.method ?? 'SendStreamingMessage', params, {
      caps: turnCaps(env.caps, env.agent, env.timeoutScale),
      signal: hangUp.signal,
      onEvent: (event, control) => {
        taskId ??= taskIdOf(event.json);
        onCancel(event);
        onHangUp(event);
        onTerminal(event, control);
        onEvent?.(event);
      },
    });
  } finally {
    env.signal.removeEventListener('abort', stop);
  }
  taskId ??= taskIdOf(send.body?.json);

  const recorded: RecordedTurn = {
    caseId: env.caseId,
    agent: {
      name: env.agent.name,
      url: env.agent.url,
      ...pick(env.agent, ['max_steps', 'deadline_seconds', 'send_reasoning', 'accepts_images']),
    },
    input: {
      history: historyOf(spec),
      userText,
      ...(spec.images ? { images: spec.images.length } : {}),
      ...(spec.acceptedOutputModes ? { acceptedOutputModes: spec.acceptedOutputModes } : {}),
    },
    send,
    modelCalls: [],
    scriptId,
    // The case's own hang-up that cut the stream, not the run's stop (a stopped case is judged not at all).
    ...(hungUp && send.end.how === 'aborted' ? { disturbed: ['hung-up' as const] } : {}),
  };
  if (cancel) recorded.cancel = await cancel;
  if (spec.getTask !== false && taskId !== undefined) recorded.getTask = await env.client.getTask(taskId);
  recorded.modelCalls = await settledJournal(env, scriptId, send.end.at);
  return recorded;
}

/** SubscribeToTask, recorded under the turn's own caps (what `CaseContext.subscribe` does): it lasts as long as the turn and must close after its terminal status too. */
export function recordSubscription(env: TurnEnvironment, taskId: string): Promise<RecordedExchange> {
  return env.client.subscribeToTask(taskId, {
    caps: turnCaps(env.caps, env.agent, env.timeoutScale),
    signal: env.signal,
    onEvent: closeAfterTerminal('the subscription', env.timeoutScale),
  });
}

function historyOf(spec: TurnSpec): unknown[] {
  if (spec.transcript === undefined) return spec.history ?? [];
  const messages = (spec.transcript as { messages?: unknown } | null)?.messages;
  return Array.isArray(messages) ? messages : [];
}

function pick<T extends object, K extends keyof T>(from: T, keys: K[]): Partial<Pick<T, K>> {
  const out: Partial<Pick<T, K>> = {};
  for (const key of keys) if (from[key] !== undefined) out[key] = from[key];
  return out;
}
