// Plays an engine answer onto a transport, on time, and journals each write. Frames are scheduled
// against the answer's absolute start (never chained delays, which drift), every frame already
// due is written in one go, and `sentAt` is taken when the bytes are handed to the transport.
import type { JournalEntry } from './journal.ts';
import type { Answer } from './plan.ts';

/** The little a transport must offer: node:http's response and the msw stream both fit. */
export interface Sink {
  /** Status and headers; called at most once, before the first write. */
  head(status: number, headers: Record<string, string>): void;
  /** Returns false when the transport wants the writer to wait for `onDrain`. */
  write(text: string): boolean;
  onDrain(callback: () => void): void;
  end(): void;
  /** Abrupt close: the socket (or stream) errors. */
  destroy(): void;
}

export interface Playback {
  /** The client hung up: stop, and record at which frame. */
  clientGone(): void;
  /** The server is closing: stop at once, even a stream stalled forever. */
  serverClosing(): void;
  /** Resolves when the answer is over, however it ended. */
  readonly done: Promise<void>;
}

/** A frame due within this many ms is written now rather than after one more timer turn. */
const EARLY_MS = 0.5;

export const sseFrame = (data: string) => `data: ${data}\n\n`;

export function play(answer: Answer, sink: Sink, entry: JournalEntry, clock: () => number, startedAt: number): Playback {
  let next = 0;
  let timer: NodeJS.Timeout | undefined;
  let over = false;
  let headSent = false;
  let resolveDone!: () => void;
  const done = new Promise<void>((resolve) => (resolveDone = resolve));

  const finish = (how: NonNullable<JournalEntry['ending']>) => {
    if (over) return;
    over = true;
    if (timer) clearTimeout(timer);
    entry.endedAt = clock();
    entry.ending = how;
    resolveDone();
  };
  const sendHead = () => {
    if (headSent) return;
    headSent = true;
    sink.head(answer.status, answer.headers);
  };

  const tick = () => {
    timer = undefined;
    if (over) return;
    const now = clock();
    let batch = '';
    const due: { data: string; scheduledAt: number }[] = [];
    while (next < answer.frames.length) {
      const frame = answer.frames[next];
      if (!frame || startedAt + frame.atMs > now + EARLY_MS) break;
      due.push({ data: frame.data, scheduledAt: startedAt + frame.atMs });
      batch += answer.framing === 'sse' ? sseFrame(frame.data) : frame.data;
      next++;
    }
    let drained = true;
    if (due.length > 0) {
      sendHead();
      drained = sink.write(batch);
      const sentAt = clock();
      if (answer.framing === 'sse') for (const f of due) entry.frames.push({ sentAt, scheduledAt: f.scheduledAt, data: f.data });
      else entry.body = { sentAt, text: batch };
    }
    const upcoming = answer.frames[next];
    const wakeAt = startedAt + (upcoming ? upcoming.atMs : answer.ending.atMs);
    if (!drained) {
      sink.onDrain(tick);
      return;
    }
    if (wakeAt > now + EARLY_MS) {
      timer = setTimeout(tick, Math.max(0, Math.round(wakeAt - clock())));
      return;
    }
    if (upcoming) {
      // More frames are due already (they arrived while writing): yield to I/O, then continue.
      timer = setTimeout(tick, 0);
      return;
    }
    end();
  };

  const end = () => {
    switch (answer.ending.kind) {
      case 'close':
        sendHead();
        sink.end();
        finish('complete');
        return;
      case 'cut':
        sink.destroy();
        finish('cut');
        return;
      case 'hang':
        return; // until clientGone or serverClosing
    }
  };

  // Streams start their response at once, as a real server does; a body waits for its time.
  if (answer.framing === 'sse') sendHead();
  tick();

  return {
    done,
    clientGone() {
      if (over) return;
      entry.disconnectedAt = clock();
      entry.disconnectedAfterFrame = entry.frames.length;
      finish('client-disconnected');
    },
    serverClosing() {
      if (over) return;
      sink.destroy();
      finish('server-closed');
    },
  };
}
