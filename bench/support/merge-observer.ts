// Observes D6 merge windows at the vessel, without touching the engine: it wraps the turn
// engine's injectable Clock and sink. A window opens when the merge buffer starts its 50 ms
// timer (a piece entered an empty buffer); when that timer fires, the delta the buffer hands to
// the sink inside the callback is an aged window's event, and its lateness is how long past
// window-open + 50 ms the server had written it (the server's sink ends in a synchronous
// res.write). Deltas emitted outside a firing window timer (the buffer was full, or the model
// message ended) are counted, not timed.
import { MERGE_WINDOW_MS } from '../../src/a2a/vessel-events.ts';
import { systemClock } from '../../src/vessel/turn/index.ts';
import type { Clock, RunTurn, TurnSink } from '../../src/vessel/turn/seam.ts';

export interface MergeWindowObservations {
  /** Per aged window: ms past window-open + 50 ms when the server had written its delta. */
  lateness: number[];
  /** Per aged window: ms past window-open + 50 ms when its timer callback started (event-loop delay alone). */
  timerLateness: number[];
  /** Deltas emitted because the buffer was full or the message ended. */
  otherDeltas: number;
  /** Window timers that fired without emitting a delta (expected 0: an open window holds text). */
  silentWindows: number;
}

/** Wraps `inner` so every turn runs on an observing clock and sink; returns both. */
export function observeMergeWindows(inner: RunTurn): { runTurn: RunTurn; observations: MergeWindowObservations } {
  const observations: MergeWindowObservations = { lateness: [], timerLateness: [], otherDeltas: 0, silentWindows: 0 };
  const runTurn: RunTurn = (agent, input, sink, options) => {
    const base = options.clock ?? systemClock;
    /** Set while a merge-window timer's callback runs: when that window opened. */
    let agedWindowOpenedAt: number | undefined;
    const clock: Clock = {
      now: () => base.now(),
      clearTimeout: (handle) => base.clearTimeout(handle),
      // Only the merge buffer asks for a MERGE_WINDOW_MS timer (the turn's others are its
      // deadline, in seconds, and tools' own); a fired window that emits nothing is counted.
      setTimeout: (fn, ms) => {
        if (ms !== MERGE_WINDOW_MS) return base.setTimeout(fn, ms);
        const openedAt = base.now();
        return base.setTimeout(() => {
          observations.timerLateness.push(base.now() - openedAt - MERGE_WINDOW_MS);
          agedWindowOpenedAt = openedAt;
          try {
            fn();
          } finally {
            if (agedWindowOpenedAt !== undefined) observations.silentWindows++;
            agedWindowOpenedAt = undefined;
          }
        }, ms);
      },
    };
    const observingSink: TurnSink = (output) => {
      const openedAt = agedWindowOpenedAt;
      const delta = output.kind === 'event' && (output.event.type === 'text.delta' || output.event.type === 'reasoning.delta');
      if (delta) agedWindowOpenedAt = undefined;
      sink(output);
      if (!delta) return;
      if (openedAt === undefined) observations.otherDeltas++;
      else observations.lateness.push(base.now() - openedAt - MERGE_WINDOW_MS);
    };
    return inner(agent, input, observingSink, { ...options, clock });
  };
  return { runTurn, observations };
}
