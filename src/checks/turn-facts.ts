// Facts about a turn several areas judge from: its status, whether it ended early, the step each
// tool event belongs to, the transcript's calls and results. Read from the wire; judges nothing.
import type { RecordedTurn } from '../a2a/recording.ts';
import { TurnStatuses, type TurnStatus } from '../a2a/vessel-events.ts';
import { modelStreams, type ModelStream } from './model-stream.ts';
import { isObject } from '../transcript/read.ts';
import type { EventItem } from '../a2a/stream-events.ts';
import { viewOf } from './view.ts';

export function turnStatus(turn: RecordedTurn): TurnStatus | undefined {
  const status = viewOf(turn).turnFinished?.data.status;
  return (TurnStatuses as readonly unknown[]).includes(status) ? (status as TurnStatus) : undefined;
}

/** Statuses that end a turn before the model answered (events.txt "Turn statuses"). */
export const EARLY_STATUSES: readonly TurnStatus[] = ['deadline', 'cancelled', 'model_error'];

/** The step_limit call that called tools anyway (D16), when this turn has one. */
export function stepLimitCallWithTools(turn: RecordedTurn): number | undefined {
  const max = turn.agent.max_steps;
  const streams = modelStreams(turn);
  const last = streams.at(-1);
  if (turnStatus(turn) !== 'step_limit' || !last || last.toolCalls.length === 0) return undefined;
  if (max !== undefined && last.step !== max) return undefined;
  return last.step;
}

/** The turn ended before the model answered (D8), so the transcript closes with the early-end message. */
export function endedEarly(turn: RecordedTurn): boolean {
  const status = turnStatus(turn);
  return status !== undefined && (EARLY_STATUSES.includes(status) || stepLimitCallWithTools(turn) !== undefined);
}

/** The step each event belongs to: deltas and step.finished name it; tool events follow the last step.finished. */
export function stepOfEvents(turn: RecordedTurn): Map<EventItem, number> {
  const out = new Map<EventItem, number>();
  let step = 0;
  for (const e of viewOf(turn).events) {
    if (typeof e.data.step === 'number') step = e.data.step;
    out.set(e, step);
  }
  return out;
}

export type Msg = Record<string, unknown>;

/** The turn's transcript messages (D10), objects only. */
export const turnMessages = (turn: RecordedTurn): Msg[] =>
  viewOf(turn)
    .transcriptMessages.map((m) => m.message)
    .filter(isObject);

export interface TranscriptCall {
  id: string;
  name: unknown;
  arguments: unknown;
  /** Index of the assistant message holding it, among the turn's messages. */
  at: number;
}

export function transcriptCalls(messages: readonly Msg[]): TranscriptCall[] {
  return messages.flatMap((m, at) =>
    m.role === 'assistant' && Array.isArray(m.tool_calls)
      ? m.tool_calls.filter(isObject).map((c) => {
          const fn = isObject(c.function) ? c.function : {};
          return { id: String(c.id), name: fn.name, arguments: fn.arguments, at };
        })
      : [],
  );
}

/** Tool results by tool_call_id (the first one; pairing is the envelope validator's to judge). */
export function transcriptResults(messages: readonly Msg[]): Map<string, Msg & { index: number }> {
  const out = new Map<string, Msg & { index: number }>();
  messages.forEach((m, index) => {
    if (m.role === 'tool' && !out.has(String(m.tool_call_id))) out.set(String(m.tool_call_id), { ...m, index });
  });
  return out;
}

/** Text of a message's content: a string, or the text parts joined. */
export function textOf(content: unknown): string {
  if (typeof content === 'string') return content;
  if (Array.isArray(content))
    return content.map((p) => (isObject(p) && typeof p.text === 'string' ? p.text : '')).join('');
  return '';
}

/**
 * Model calls whose whole message the vessel had and the kit saw: finish_reason was sent, and the
 * vessel went on with it. The last call of a turn that ended cancelled, past its deadline or
 * failed may have been cut while its frames were on the way (D16: cross-view checks hold for
 * completed steps), so it counts only when the vessel shows it had the message whole: it started
 * one of the tools that message called (a vessel runs tools only once the message is complete).
 * When the recording stopped before the turn was over (the kit hung up, a cap), only steps whose
 * step.finished arrived are whole.
 */
export function settledStreams(turn: RecordedTurn): ModelStream[] {
  const streams = modelStreams(turn);
  const view = viewOf(turn);
  const status = turnStatus(turn);
  const cutLast = status !== undefined && EARLY_STATUSES.includes(status);
  const finishedSteps = new Set(view.events.filter((e) => e.type === 'step.finished').map((e) => e.data.step));
  const started = new Set(view.events.filter((e) => e.type === 'tool.started').map((e) => e.data.call_id));
  const ranItsTools = (s: ModelStream) => s.toolCalls.some((c) => started.has(c.id));
  return streams.filter(
    (s) =>
      s.complete &&
      !(cutLast && s.step === streams.length && !ranItsTools(s)) &&
      (view.turnFinished !== undefined || finishedSteps.has(s.step)),
  );
}

/** The model call that called tools but is not settled (cut as the turn ended), when there is one. */
export function unsettledWithCalls(turn: RecordedTurn): ModelStream | undefined {
  const settled = new Set(settledStreams(turn));
  return modelStreams(turn).find((s) => s.toolCalls.length > 0 && !settled.has(s));
}
