// The recorder's hard caps: how much and how long the kit waits on a target before it stops
// recording (src/a2a/recorder.ts), and the words a verdict uses for each (src/checks).
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
}

export const DEFAULT_CAPS: RecorderCaps = {
  eventBytes: 1_048_576,
  totalBytes: 16_777_216,
  firstByteMs: 10_000,
  totalMs: 60_000,
  idleMs: 15_000,
};

/** Multiplies every time cap (for slow machines or slow targets); byte caps stay as they are. */
export function scaleCaps(caps: RecorderCaps, factor: number): RecorderCaps {
  return {
    ...caps,
    firstByteMs: caps.firstByteMs * factor,
    totalMs: caps.totalMs * factor,
    idleMs: caps.idleMs * factor,
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
  }
}
