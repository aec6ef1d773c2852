// What a fault is: a plain value naming the rules it breaks and how it bends the reference vessel,
// at the seams the vessel exports (src/vessel/seams.ts) and nowhere else.
import type { ClauseRef, RuleId } from '../rules/index.ts';
import type { TaskView } from './task-fields.ts';
import type { RunTurn, ServerMiddleware, TranscriptValidator } from '../vessel/seams.ts';

export type TurnBend = (inner: RunTurn) => RunTurn;

export interface Bend {
  /** Wraps the turn engine (its input, agent, policy, model transport, sink or result). */
  turn?: TurnBend;
  /** Wraps the turn-input validator. */
  validate?: (inner: TranscriptValidator) => TranscriptValidator;
  /** Added around the server's own handling. */
  middleware?: ServerMiddleware;
}

export interface VesselFault {
  name: string;
  /** Rule ids the fault is expected to make fail, the intended one first: its clauses' rules, then others (fault.ts). */
  breaks: RuleId[];
  /**
   * The clauses the fault aims at, the one it was made for first (of the intended rule, breaks[0]):
   * certifying under it must fail each one's rule on that clause (test/certify/faults-*.test.ts), and
   * every clause of every judged rule has a fault aiming at it (test/faults/clauses.test.ts).
   */
  clauses: ClauseRef[];
  description: string;
  bend: Bend;
  /**
   * The cells of the task-field table (src/faults/task-fields.ts) the fault bends: that field in
   * that view and nothing else, so its clause's rule is seen judging that field there.
   */
  bends?: readonly FieldBent[];
}

/** One field of a task in one view. */
export interface FieldBent {
  field: string;
  view: TaskView;
}
