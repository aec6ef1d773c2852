// The reference vessel's turn engine: `referenceTurn` is what the A2A server calls for each turn.
import { Turn } from './engine.ts';
import type { RunTurn } from './seam.ts';

export const referenceTurn: RunTurn = (agent, input, sink, options) => new Turn(agent, input, sink, options).run();

export { finalStateOf } from './engine.ts';
export { systemClock } from './clock.ts';
export type { Clock, RunTurn, TurnInput, TurnOptions, TurnOutput, TurnResult, TurnSink } from './seam.ts';
