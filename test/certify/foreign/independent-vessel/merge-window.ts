// One kind's merge buffer (events.txt: "pieces are merged into one event per 50 ms or 512
// characters"; CONTRACT.md D6): the window opens when a piece enters an empty buffer; the buffer
// goes out as one delta when the window is 50 ms old or holds 512 characters (the rest starts a
// fresh window), and at once at the end of the model message. Characters are code points, so a
// buffer is kept as a list of them and a cut never splits one.
export const WINDOW_MS = 50;
export const MAX_CHARS = 512;

export class MergeWindow {
  private chars: string[] = [];
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly emit: (content: string) => void) {}

  push(piece: string): void {
    if (piece === '') return;
    const opens = this.chars.length === 0;
    for (const ch of piece) this.chars.push(ch);
    if (this.chars.length >= MAX_CHARS) {
      while (this.chars.length >= MAX_CHARS) this.emit(this.chars.splice(0, MAX_CHARS).join(''));
      this.restart();
    } else if (opens) this.restart();
  }

  /** The end of the model message (or of the call): whatever is held goes out now. */
  flush(): void {
    this.stopTimer();
    if (this.chars.length > 0) this.emit(this.chars.splice(0).join(''));
  }

  /** A fresh window for what the buffer holds now (none when it is empty). */
  private restart(): void {
    this.stopTimer();
    if (this.chars.length > 0) this.timer = setTimeout(() => this.flush(), WINDOW_MS);
  }

  private stopTimer(): void {
    if (this.timer !== undefined) clearTimeout(this.timer);
    this.timer = undefined;
  }
}
