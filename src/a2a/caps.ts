// The recorder's hard caps: how much and how long the kit waits on a target before it stops
// recording (src/a2a/recorder.ts), and the words a verdict uses for each (src/checks). The caps
// of one exchange bound one response; a case's caps bound all its exchanges together, and the
// run's bounds what the kit holds of every case's recordings at once, so no target, however
// long it keeps sending within each exchange's caps, can exhaust the kit.
import type { CapName } from './recording.ts';

export interface RecorderCaps {
  /** Largest single SSE event (its buffered lines), in bytes. */
  eventBytes: number;
  /** Largest whole response body, in bytes. */
  totalBytes: number;
  /** Longest wait from sending to the response's status line. */
  firstByteMs: number;
  /** Longest whole exchange, from sending to the close. */
  totalMs: number;
  /** Longest silence between two chunks of the body. */
  idleMs: number;
  /**
   * Most a case may record over all its exchanges, in bytes as held in memory (see
   * `recordedBytes` in src/a2a/recorder.ts: each event's data and its parse, plus its bookkeeping).
   */
  caseBytes: number;
  /** Longest a case may keep exchanges with the target open, from its start. */
  caseMs: number;
  /** Most the run may hold of its cases' recordings at once, in the same bytes (every case in flight, and what finished cases keep). */
  runBytes: number;
}

export const DEFAULT_CAPS: RecorderCaps = {
  eventBytes: 1_048_576,
  totalBytes: 16_777_216,
  firstByteMs: 10_000,
  totalMs: 60_000,
  idleMs: 15_000,
  caseBytes: 2 * 1_048_576,
  caseMs: 120_000,
  runBytes: 32 * 1_048_576,
};

/** Multiplies every time cap (for slow machines or slow targets); byte caps stay as they are. */
export function scaleCaps(caps: RecorderCaps, factor: number): RecorderCaps {
  return {
    ...caps,
    firstByteMs: caps.firstByteMs * factor,
    totalMs: caps.totalMs * factor,
    idleMs: caps.idleMs * factor,
    caseMs: caps.caseMs * factor,
  };
}

/** A message for each cap, so a failed check says what the kit stopped waiting for. */
export function describeCap(cap: CapName, caps: RecorderCaps): string {
  switch (cap) {
    case 'event-bytes':
      return `an SSE event grew past ${caps.eventBytes} bytes`;
    case 'total-bytes':
      return `the response body grew past ${caps.totalBytes} bytes`;
    case 'first-byte':
      return `no response within ${Math.round(caps.firstByteMs)} ms`;
    case 'turn-time':
      return `the exchange was still open after ${Math.round(caps.totalMs)} ms`;
    case 'idle':
      return `the response was silent for ${Math.round(caps.idleMs)} ms`;
    case 'case-bytes':
      return `the case's recorded responses grew past ${caps.caseBytes} bytes (the case's recording cap, case-bytes)`;
    case 'case-time':
      return `the case's exchanges were still open after ${Math.round(caps.caseMs)} ms (the case's time cap, case-time)`;
    case 'run-bytes':
      return `the recordings the run holds grew past ${caps.runBytes} bytes (the run's recording cap, run-bytes)`;
  }
}
