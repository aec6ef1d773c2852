// D6 merge windows for one kind of model output (text or reasoning) within one step: a window
// opens when a piece enters an empty buffer; the buffer is emitted when the window is 50 ms old
// or holds 512 code points (the rest opens a fresh window), and at once when the message ends.
// A window of 0 ms merges nothing: each piece is its own delta.
import { MERGE_MAX_CHARS, MERGE_WINDOW_MS } from '../../a2a/vessel-events.ts';
import { codePointLength, splitAtCodePoint } from './code-points.ts';
import type { Clock } from './seam.ts';

export interface MergeBufferOptions {
  clock: Clock;
  emit: (content: string) => void;
  windowMs?: number;
  maxChars?: number;
}

export class MergeBuffer {
  readonly #clock: Clock;
  readonly #emit: (content: string) => void;
  readonly #windowMs: number;
  readonly #maxChars: number;
  #buffer = '';
  #chars = 0;
  #timer: unknown = undefined;

  constructor(options: MergeBufferOptions) {
    this.#clock = options.clock;
    this.#emit = options.emit;
    this.#windowMs = options.windowMs ?? MERGE_WINDOW_MS;
    this.#maxChars = options.maxChars ?? MERGE_MAX_CHARS;
  }

  push(piece: string): void {
    if (piece === '') return;
    if (this.#windowMs <= 0) return this.#emit(piece);
    if (this.#buffer === '') this.#openWindow();
    this.#buffer += piece;
    this.#chars += codePointLength(piece);
    while (this.#chars >= this.#maxChars) {
      const [full, rest] = splitAtCodePoint(this.#buffer, this.#maxChars);
      this.#buffer = rest;
      this.#chars -= this.#maxChars;
      this.#closeWindow();
      if (rest !== '') this.#openWindow();
      this.#emit(full);
    }
  }

  /** Emits whatever is buffered now (end of a model message, or the turn ending). */
  flush(): void {
    this.#closeWindow();
    if (this.#buffer === '') return;
    const content = this.#buffer;
    this.#buffer = '';
    this.#chars = 0;
    this.#emit(content);
  }

  #openWindow(): void {
    this.#timer = this.#clock.setTimeout(this.#windowAged, this.#windowMs);
  }

  /** The window's timer: one function per buffer, not one per window. */
  readonly #windowAged = () => {
    this.#timer = undefined;
    this.flush();
  };

  #closeWindow(): void {
    if (this.#timer === undefined) return;
    this.#clock.clearTimeout(this.#timer);
    this.#timer = undefined;
  }
}
