// Test-only helpers of the artifact, rejection and check-turn tests: one verdict, its clauses, and
// turns cut or answered whole, built from the valid turns of builders.ts and turn-cases.ts.
import { expect } from 'vitest';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { taskTurnOf } from '../../src/checks/view.ts';
import { jsonBody } from './builders.ts';
export { clausesOf, findingEvidence, only } from './verdict-readers.ts';

type Json = Record<string, any>;

/** The one verdict a check returned. */
/** The clauses a failed verdict names. */

/** The stream cut after its first `n` events, as when the kit hung up. */
export function cutAfter(turn: RecordedTurn, n: number): RecordedTurn {
  turn.send.sse = turn.send.sse!.slice(0, n);
  return turn;
}

/** The GetTask answer's task (the result), to edit before the task is read. */
export const getTaskTask = (turn: RecordedTurn): Json => (turn.getTask!.body!.json as Json).result as Json;

/** The task GetTask returned, read as the turn it stands for, after `change` edits the task. */
export function taskTurn(turn: RecordedTurn, change: (task: Json) => void = () => undefined): RecordedTurn {
  const body = structuredClone(turn.getTask!.body!.json) as Json;
  change(body.result as Json);
  const exchange = { ...turn.getTask!, body: jsonBody(body) };
  const synthetic = taskTurnOf(turn, exchange);
  if (!synthetic) throw new Error('builder: GetTask returned no task');
  return synthetic;
}
