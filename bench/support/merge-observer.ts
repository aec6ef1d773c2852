// Observes D6 merge windows at the vessel, without touching the engine: it wraps the turn
// engine's injectable Clock and sink. A window opens when the merge buffer asks for its 50 ms
// timer (a piece entered an empty buffer) and closes when that timer fires or is cleared; the
// buffer closes its window right before it hands the window's delta to the sink, so each delta
// is matched with the window it closed. A delta emitted when its window was at least 50 ms old
// (or emitted by its timer) is late by (age - 50 ms), the age taken when the server's
// synchronous write had returned; a delta emitted sooner (the buffer was full, or the model
// message ended) was not late.
import { MERGE_WINDOW_MS } from '../../src/a2a/vessel-events.ts';
import { systemClock } from '../../src/vessel/turn/index.ts';
import type { Clock, RunTurn, TurnSink } from '../../src/vessel/turn/seam.ts';

export interface MergeWindowObservations {
  /** Per delta whose window had aged: ms past window-open + 50 ms when the server had written it. */
  lateness: number[];
  /** How many of those the window's own timer emitted (the rest: a later piece or the message end found the window aged). */
  byTimer: number;
  /** Per window timer that fired: ms past window-open + 50 ms when its callback started (event-loop delay alone). */
  timerLateness: number[];
  /** Deltas emitted before their window aged (the buffer was full, or the model message ended). */
  early: number;
  /** Deltas matched with no window (expected 0). */
  unmatched: number;
}

/** Wraps `inner` so every turn runs on an observing clock and sink; returns both. */
export function observeMergeWindows(inner: RunTurn): { runTurn: RunTurn; observations: MergeWindowObservations } {
  const observations: MergeWindowObservations = { lateness: [], byTimer: 0, timerLateness: [], early: 0, unmatched: 0 };
  const runTurn: RunTurn = (agent, input, sink, options) => {
    const base = options.clock ?? systemClock;
    /** Open windows by timer handle: when each opened. */
    const open = new Map<unknown, number>();
    /** The window closed last, until the delta it produces reaches the sink. */
    let closed: { openedAt: number; byTimer: boolean } | undefined;
    const clock: Clock = {
      now: () => base.now(),
      // Only the merge buffer asks for a MERGE_WINDOW_MS timer (the turn's others are its
      // deadline, in seconds, and tools' own).
      setTimeout: (fn, ms) => {
        if (ms !== MERGE_WINDOW_MS) return base.setTimeout(fn, ms);
        const openedAt = base.now();
        const handle = base.setTimeout(() => {
          open.delete(handle);
          observations.timerLateness.push(base.now() - openedAt - MERGE_WINDOW_MS);
          closed = { openedAt, byTimer: true };
          fn();
        }, ms);
        open.set(handle, openedAt);
        return handle;
      },
      clearTimeout: (handle) => {
        const openedAt = open.get(handle);
        if (openedAt !== undefined) {
          open.delete(handle);
          closed = { openedAt, byTimer: false };
        }
        base.clearTimeout(handle);
      },
    };
    const observingSink: TurnSink = (output) => {
      const delta =
        output.kind === 'event' && (output.event.type === 'text.delta' || output.event.type === 'reasoning.delta');
      const window = delta ? closed : undefined;
      if (delta) closed = undefined;
      sink(output);
      if (!delta) return;
      if (!window) {
        observations.unmatched++;
        return;
      }
      const late = base.now() - window.openedAt - MERGE_WINDOW_MS;
      // A timer's delta is an aged window's even when the timer ran a fraction of a millisecond
      // early (timers keep whole milliseconds), so its small negative lateness is kept.
      if (late < 0 && !window.byTimer) {
        observations.early++;
        return;
      }
      observations.lateness.push(late);
      if (window.byTimer) observations.byTimer++;
    };
    return inner(agent, input, observingSink, { ...options, clock });
  };
  return { runTurn, observations };
}
