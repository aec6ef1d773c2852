// What the mock model saw and sent, per request, bounded so a long run cannot exhaust memory.
// Entries are a `ModelCall` (model-call.ts: what a recorded turn keeps of each model call) with a
// few extra fields, so the kit can put them in a RecordedTurn as they are.
import type { PlannedFrame } from './answer.ts';
import type { ModelCall } from './model-call.ts';

/** A frame as sent; `scheduledAt` is when the script wanted it sent (same clock), so lateness is `sentAt - scheduledAt`. */
export interface JournalFrame {
  sentAt: number;
  scheduledAt: number;
  data: string;
}

export interface JournalEntry extends ModelCall {
  frames: JournalFrame[];
  /** Request path, e.g. `/v1/chat/completions`. */
  path: string;
  /** Index into the script's `steps` that played (a repeating step plays for several calls). */
  scriptStep: number | null;
  /** Set for answers that are not a stream (JSON completions, errors): the body and when it was written. */
  body?: { sentAt: number; text: string };
  /** When the response was over, however it ended. */
  endedAt?: number;
  /** How it ended: as planned, a scripted cut, the client leaving, or the server closing. */
  ending?: 'complete' | 'cut' | 'client-disconnected' | 'server-closed';
}

/**
 * An entry as the player fills it. Frames are kept by reference with one time per write, and
 * turned into `JournalFrame`s only when the journal is read: a stream of hundreds of frames costs
 * the player no allocation per frame.
 */
export interface LiveEntry extends Omit<JournalEntry, 'frames'> {
  sent: {
    frames: readonly PlannedFrame[];
    /** The monotonic time the schedule counts from. */
    startedAt: number;
    /** After each write: how many frames had gone out, and when. */
    writes: { upTo: number; sentAt: number }[];
  };
}

export function framesSent(entry: LiveEntry): number {
  return entry.sent.writes.at(-1)?.upTo ?? 0;
}

function materialize(entry: LiveEntry): JournalEntry {
  const { sent, ...rest } = entry;
  const frames: JournalFrame[] = [];
  let i = 0;
  for (const write of sent.writes) {
    for (; i < write.upTo; i++) {
      const frame = sent.frames[i]!;
      frames.push({ sentAt: write.sentAt, scheduledAt: sent.startedAt + frame.atMs, data: frame.data });
    }
  }
  return { ...rest, frames, mismatches: [...rest.mismatches] };
}

/** Which entries a journal read returns, oldest first. */
export interface JournalFilter {
  /** The calls that selected this script. */
  script?: string;
  /** The entries numbered `since` or later (`index` counts every call the model took). */
  since?: number;
  /** Of those, only the newest `newest`. */
  newest?: number;
}

export const DEFAULT_JOURNAL_LIMIT = 1000;

export class Journal {
  readonly #entries: LiveEntry[] = [];
  #next = 0;

  constructor(readonly limit: number = DEFAULT_JOURNAL_LIMIT) {}

  nextIndex(): number {
    return this.#next++;
  }

  add(entry: LiveEntry): void {
    this.#entries.push(entry);
    if (this.#entries.length > this.limit) this.#entries.splice(0, this.#entries.length - this.limit);
  }

  /**
   * Snapshots, so a caller holding a list never sees it change under it (frames keep arriving).
   * Only the entries asked for are copied: a full journal holds a thousand streams of frames.
   */
  list(filter: JournalFilter = {}): JournalEntry[] {
    const { script, since, newest } = filter;
    const chosen = this.#entries.filter(
      (e) => (script === undefined || e.scriptId === script) && (since === undefined || e.index >= since),
    );
    return (newest === undefined ? chosen : chosen.slice(Math.max(0, chosen.length - newest))).map(materialize);
  }

  clear(): void {
    this.#entries.length = 0;
  }
}
