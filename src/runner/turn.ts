// Runs one turn at a target and records all of it: registers the case's script with the mock
// model, sends the application's message (D2) with the script directive (D14), drives the stream
// (cancel or hang up after a chosen event), asks GetTask afterwards, and collects the mock
// model's journal for the script. Judging is left to the checks.
import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import type { RecordedExchange, RecordedSseEvent, RecordedTurn } from '../a2a/recording.ts';
import type { RecorderCaps } from '../a2a/recorder.ts';
import { TRANSCRIPT_MEDIA_TYPE, type EventType } from '../a2a/vessel-events.ts';
import { isTerminalState, type Message, type SendMessageParams } from '../a2a/wire.ts';
import type { Script, ScriptStep } from '../../mock-model/script-schema.ts';
import { scriptDirective } from '../../mock-model/select.ts';
import { readEvent, readItem } from '../checks/view.ts';
import type { CaseContext } from './case.ts';
import type { Profile, ProfileAgent } from './profile-schema.ts';

export interface TurnImage {
  mediaType: string;
  base64: string;
  /** `raw` part or a `data:` URL part (D2). */
  as?: 'raw' | 'url';
}

/** Where a drive acts: the `count`-th event of a type (1-based), or the A2A `task` snapshot. */
export interface EventTrigger {
  event: EventType | 'task';
  count?: number;
}

export interface TurnSpec {
  /** The steps the mock model plays; `$fast`, `$failing`, `$slow`, `$file`, `$big` tool names take the profile's tool use. */
  steps?: ScriptStep[];
  dialect?: Script['dialect'];
  /** Transcript messages sent as history (absent = none). */
  history?: unknown[];
  /** The transcript part's data exactly as given (any value, even an invalid envelope); replaces `history`. */
  transcript?: unknown;
  /** The user's words; the script directive line is added after them. */
  text?: string;
  images?: TurnImage[];
  acceptedOutputModes?: string[];
  method?: 'SendStreamingMessage' | 'SendMessage';
  /** Spell the request's field names in snake_case (`message_id`, `accepted_output_modes`), which servers also accept. */
  snakeCase?: boolean;
  /** Send CancelTask when this event arrives. */
  cancelAfter?: EventTrigger;
  /** Close the stream when this event arrives. */
  hangUpAfter?: EventTrigger;
  /** GetTask after the turn (default true). */
  getTask?: boolean;
}

/** What the model plays when a case gives no steps: a short answer. */
export const DEFAULT_STEPS: ScriptStep[] = [{ text: 'Understood.' }];

/** The tool-use placeholders a fixture may name, and the profile field (`tools.<field>`, also the case's need) each reads. */
const TOOL_PLACEHOLDERS = { $fast: 'fast', $failing: 'failing', $slow: 'slow', $file: 'file', $big: 'big' } as const;

/** The profile field a placeholder tool name reads, or undefined for a real tool name (never an Object.prototype key). */
export function placeholderField(name: string): (typeof TOOL_PLACEHOLDERS)[keyof typeof TOOL_PLACEHOLDERS] | undefined {
  return Object.hasOwn(TOOL_PLACEHOLDERS, name) ? TOOL_PLACEHOLDERS[name as keyof typeof TOOL_PLACEHOLDERS] : undefined;
}

/** Replaces `$fast`/`$failing`/`$slow`/`$file`/`$big` in tool calls with the agent's declared tool use. */
export function resolveSteps(steps: readonly ScriptStep[], agent: ProfileAgent): ScriptStep[] {
  return steps.map((step) => {
    if (!step.tool_calls) return step;
    return {
      ...step,
      tool_calls: step.tool_calls.map((call) => {
        const key = placeholderField(call.name);
        if (key === undefined) return call;
        const use = agent.tools?.[key];
        if (!use) throw new Error(`the script names ${call.name} but agent '${agent.name}' declares no tools.${key}`);
        return { ...call, name: use.name, ...(call.arguments_raw === undefined ? { arguments: call.arguments ?? use.arguments } : {}) };
      }),
    };
  });
}

/** The application's message (D2): history as one transcript part, then the new input. */
export function buildSendParams(spec: TurnSpec, userText: string, profile: Profile, contextId: string): SendMessageParams {
  const history = spec.history ?? [];
  const envelope: unknown = spec.transcript !== undefined ? spec.transcript : history.length > 0 ? { version: 1, messages: history } : undefined;
  const parts: Message['parts'] = [];
  if ((profile.input ?? 'parts') === 'transcript-tail') {
    // D2/D13: the new user message is the transcript's last message.
    const content =
      spec.images && spec.images.length > 0
        ? [{ type: 'text', text: userText }, ...spec.images.map((i) => ({ type: 'image_url', image_url: { url: `data:${i.mediaType};base64,${i.base64}` } }))]
        : userText;
    const user = { role: 'user', content };
    const base = envelope ?? { version: 1, messages: [] };
    const holdsList = typeof base === 'object' && base !== null && Array.isArray((base as { messages?: unknown }).messages);
    // An envelope too broken to append to is sent as it is: the case is about refusing it.
    const data = holdsList ? { ...(base as object), messages: [...(base as { messages: unknown[] }).messages, user] } : base;
    parts.push({ mediaType: TRANSCRIPT_MEDIA_TYPE, data });
  } else {
    if (envelope !== undefined) parts.push({ mediaType: TRANSCRIPT_MEDIA_TYPE, data: envelope });
    parts.push({ text: userText });
    for (const image of spec.images ?? []) {
      parts.push(image.as === 'url' ? { url: `data:${image.mediaType};base64,${image.base64}`, mediaType: image.mediaType } : { raw: image.base64, mediaType: image.mediaType });
    }
  }
  const params: SendMessageParams = { message: { messageId: randomUUID(), contextId, role: 'ROLE_USER', parts } };
  if (spec.acceptedOutputModes) params.configuration = { acceptedOutputModes: spec.acceptedOutputModes };
  return params;
}

/** The caller's own data (the transcript, metadata) is sent as written whatever the protocol's spelling. */
const OPAQUE_KEYS = new Set(['data', 'metadata']);

/** The same request with its protocol field names in snake_case (`mediaType` → `media_type`). */
export function snakeCaseKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(snakeCaseKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, inner]) => [key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), OPAQUE_KEYS.has(key) ? inner : snakeCaseKeys(inner)]),
  );
}

/** The vessel event type an SSE event carries (D4), or 'task' for the A2A snapshot. */
// Read the way the checks read it (src/checks/view.ts), so a trigger fires on what the checks call that event.
export function streamEventKind(event: RecordedSseEvent): string | undefined {
  const item = readItem(event);
  return item.member === 'task' ? 'task' : readEvent(item)?.type;
}

/** The task id a stream event names, wherever it sits. */
export function taskIdOf(json: unknown): string | undefined {
  const result = (json as { result?: { task?: { id?: unknown }; statusUpdate?: { taskId?: unknown }; artifactUpdate?: { taskId?: unknown }; id?: unknown } } | undefined)?.result;
  const id = result?.task?.id ?? result?.statusUpdate?.taskId ?? result?.artifactUpdate?.taskId ?? result?.id;
  return typeof id === 'string' ? id : undefined;
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
export const CLOSE_AFTER_TERMINAL_MS = 1_000;

/** The task state a stream event carries (task snapshot or status update). */
export function eventState(event: RecordedSseEvent): unknown {
  return readItem(event).state;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits (bounded) until every model call of the script has ended, so the journal is whole. */
async function settledJournal(ctx: CaseContext, scriptId: string, turnEndedAt: number) {
  const limit = turnEndedAt + 1_000 * ctx.timeoutScale;
  for (;;) {
    const calls = ctx.model.journal({ script: scriptId });
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
export function turnCaps(caps: RecorderCaps, agent: ProfileAgent, timeoutScale: number): Pick<RecorderCaps, 'totalMs' | 'idleMs'> {
  const deadlineMs = agent.deadline_seconds === undefined ? 0 : agent.deadline_seconds * 1000;
  const slowMs = agent.tools?.slow?.runs_ms ?? 0;
  return {
    totalMs: Math.max(caps.totalMs, (deadlineMs + 10_000) * timeoutScale),
    idleMs: Math.max(caps.idleMs, (Math.max(deadlineMs, slowMs) + 5_000) * timeoutScale),
  };
}

/** Runs and records one turn for a case (the body of `CaseContext.runTurn`). */
export async function runTurn(ctx: CaseContext, spec: TurnSpec): Promise<RecordedTurn> {
  const scriptId = ctx.newScriptId();
  // Always a script of its own: a directive naming an unregistered id is not the default script.
  const script: Script = { id: scriptId, steps: resolveSteps(spec.steps ?? DEFAULT_STEPS, ctx.agent) };
  if (spec.dialect) script.dialect = spec.dialect;
  ctx.model.register(script);
  const userText = `${spec.text ?? 'Hello.'}\n${scriptDirective(scriptId)}`;
  const camelCase = buildSendParams(spec, userText, ctx.profile, `conv-${scriptId}`);
  const params = spec.snakeCase ? snakeCaseKeys(camelCase) : camelCase;

  const caps = turnCaps(ctx.caps, ctx.agent, ctx.timeoutScale);

  let taskId: string | undefined;
  let cancel: Promise<RecordedExchange> | undefined;
  const hangUp = new AbortController();
  const onCancel = trigger(spec.cancelAfter, () => {
    if (taskId !== undefined) cancel = ctx.client.cancelTask(taskId);
  });
  const onHangUp = trigger(spec.hangUpAfter, () => hangUp.abort());
  const stop = () => hangUp.abort();
  ctx.signal.addEventListener('abort', stop, { once: true });

  let turn: RecordedExchange;
  try {
    turn = await ctx.client.call(spec.method ?? 'SendStreamingMessage', params, {
      caps,
      signal: hangUp.signal,
      onEvent: (event, control) => {
        taskId ??= taskIdOf(event.json);
        onCancel(event);
        onHangUp(event);
        // "the server closes it after the terminal status": no need to wait out the idle cap.
        if (isTerminalState(eventState(event))) {
          const grace = CLOSE_AFTER_TERMINAL_MS * ctx.timeoutScale;
          control.expectCloseWithin(grace, `the stream stayed open ${Math.round(grace)} ms after its terminal status`);
        }
      },
    });
  } finally {
    ctx.signal.removeEventListener('abort', stop);
  }
  taskId ??= taskIdOf(turn.body?.json);

  const recorded: RecordedTurn = {
    caseId: ctx.caseId,
    agent: {
      name: ctx.agent.name,
      url: ctx.agent.url,
      ...pick(ctx.agent, ['max_steps', 'deadline_seconds', 'send_reasoning', 'accepts_images']),
    },
    input: { history: historyOf(spec), userText, ...(spec.images ? { images: spec.images.length } : {}), ...(spec.acceptedOutputModes ? { acceptedOutputModes: spec.acceptedOutputModes } : {}) },
    turn,
    modelCalls: [],
    scriptId,
  };
  if (cancel) recorded.cancel = await cancel;
  if (spec.getTask !== false && taskId !== undefined) recorded.getTask = await ctx.client.getTask(taskId);
  recorded.modelCalls = await settledJournal(ctx, scriptId, turn.end.at);
  return recorded;
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
