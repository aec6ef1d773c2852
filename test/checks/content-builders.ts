// Test-only helpers of the content, merge and same-outcome tests: reach a turn's transcript
// messages, cut its stream as the kit's hang-up would, read a verdict's clauses and findings.
import { expect } from 'vitest';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { chunkData, transcriptChunkCount } from './builders.ts';
export { clausesOf, only } from './verdict-readers.ts';

type Json = Record<string, any>;

/** The one verdict a check gave. */

/** The findings a failed verdict keeps as evidence. */
export const findingsOf = (v: Verdict): Json[] => (v.evidence as { findings: Json[] }).findings;

/** The transcript messages of the turn, across its chunks, for a test to edit in place. */
export function transcriptMessages(turn: RecordedTurn): Json[] {
  const all: Json[] = [];
  for (let i = 0; i < transcriptChunkCount(turn); i++) all.push(...chunkData(turn, i).messages);
  return all;
}

/** Drops the transcript messages the predicate picks, from whichever chunk holds them. */
export function dropMessages(turn: RecordedTurn, drop: (m: Json) => boolean): void {
  for (let i = 0; i < transcriptChunkCount(turn); i++) {
    const data = chunkData(turn, i);
    data.messages = data.messages.filter((m: Json) => !drop(m));
  }
}

/** Keeps the first `n` SSE events: the stream as it stood when the kit hung up. */
export function cutAfter(turn: RecordedTurn, n: number): RecordedTurn {
  turn.send.sse = turn.send.sse!.slice(0, n);
  turn.send.end = { at: turn.send.end?.at ?? 0, how: 'aborted' };
  return turn;
}

/** The GetTask response's task, for a test to edit. */
export const getTaskOf = (turn: RecordedTurn): Json => (turn.getTask!.body!.json as Json).result;
