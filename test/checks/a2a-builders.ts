// Test-only helpers of the A2A checks' tests (a2a-stream, a2a-core, a2a-methods): one verdict,
// its clauses and findings, and a conformant turn whose stream events a test edits or replaces.
import { expect } from 'vitest';
import type { RecordedSseEvent, RecordedTurn } from '../../src/a2a/recording.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { validTurn } from './builders.ts';
export { clausesOf, only } from './verdict-readers.ts';

export type Json = Record<string, any>;

/** The one verdict a check returned. */
/** The evidence of a failed verdict's n-th finding. */
export const findingEvidence = (v: Verdict, n = 0): unknown =>
  (v.evidence as { findings: { evidence?: unknown }[] }).findings[n]?.evidence;
/** The messages of every finding of a failed verdict. */
export const findingMessages = (v: Verdict): string[] =>
  (v.evidence as { findings: { message: string }[] }).findings.map((f) => f.message);

export function sseEvent(index: number, json: unknown, receivedAt = index + 1): RecordedSseEvent {
  const data = JSON.stringify(json) ?? '';
  return { index, receivedAt, data, bytes: Buffer.byteLength(data), ...(json !== undefined ? { json } : {}) };
}

/** The JSON of event #i of a turn's stream, to edit in place (before any check reads the turn). */
export const ev = (turn: RecordedTurn, i: number): Json => turn.send.sse![i]!.json as Json;

/** A conformant turn whose stream is these JSON events instead. */
export function streamOf(jsons: unknown[]): RecordedTurn {
  const turn = validTurn();
  turn.send.sse = jsons.map((json, i) => sseEvent(i, json));
  return turn;
}

/** A conformant turn with `json` inserted as event #at (the later events renumbered). */
export function withEventAt(at: number, json: unknown, turn = validTurn()): RecordedTurn {
  const list = turn.send.sse!;
  list.splice(at, 0, sseEvent(at, json, list[at - 1]?.receivedAt ?? 0));
  list.forEach((e, i) => (e.index = i));
  return turn;
}

const REQUEST_ID = 7;
export const rpc = (result: unknown): Json => ({ jsonrpc: '2.0', id: REQUEST_ID, result });
export const taskSnapshot = (over: Json = {}): Json =>
  rpc({ task: { id: 'task-1', contextId: 'conv-1', status: { state: 'TASK_STATE_SUBMITTED' }, ...over } });
export const agentMessage = (over: Json = {}): Json => ({
  messageId: 'm-x',
  role: 'ROLE_AGENT',
  parts: [{ text: 'hi' }],
  ...over,
});
export const statusEvent = (state: string, over: Json = {}): Json =>
  rpc({ statusUpdate: { taskId: 'task-1', contextId: 'conv-1', status: { state }, ...over } });
