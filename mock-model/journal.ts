// What the mock model saw and sent, per request, bounded so a long run cannot exhaust memory.
// Entries are the kit's `ModelCall` (src/a2a/recording.ts) with a few extra fields, so the kit
// can put them in a RecordedTurn as they are.
import type { ModelCall } from '../src/a2a/recording.ts';

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

export const DEFAULT_JOURNAL_LIMIT = 1000;

export class Journal {
  readonly #entries: JournalEntry[] = [];
  #next = 0;

  constructor(readonly limit: number = DEFAULT_JOURNAL_LIMIT) {}

  nextIndex(): number {
    return this.#next++;
  }

  add(entry: JournalEntry): void {
    this.#entries.push(entry);
    if (this.#entries.length > this.limit) this.#entries.splice(0, this.#entries.length - this.limit);
  }

  /** Copies, so a caller holding a list never sees it change under it (frames keep arriving). */
  list(filter: { script?: string } = {}): JournalEntry[] {
    return this.#entries
      .filter((e) => filter.script === undefined || e.scriptId === filter.script)
      .map((e) => ({ ...e, frames: [...e.frames], mismatches: [...e.mismatches] }));
  }

  clear(): void {
    this.#entries.length = 0;
  }
}
