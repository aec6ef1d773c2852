// Plays an engine answer onto a transport, on time, and journals each write. Frames are scheduled
// against the answer's absolute start (never chained delays, which drift), every frame already
// due is written in one go, and `sentAt` is taken when the bytes are handed to the transport.
import { framesSent, type JournalEntry, type LiveEntry } from './journal.ts';
import { sseFrame, type Answer } from './answer.ts';

/** The little a transport must offer: node:http's response and the msw stream both fit. */
export interface Sink {
  /** Status and headers; called at most once, before the first write. `flush`: send them now, no bytes follow yet. */
  head(status: number, headers: Record<string, string>, flush: boolean): void;
  /** Returns false when the transport wants the writer to wait for `onDrain`. */
  write(chunk: string | Uint8Array): boolean;
  onDrain(callback: () => void): void;
  /** Ends the response, after `chunk` when given (one write instead of two). */
  end(chunk?: string | Uint8Array): void;
  /** Abrupt close: the socket (or stream) errors. */
  destroy(): void;
  /** Optional: hold writes until `uncork`, so one batch leaves in one system call. */
  cork?(): void;
  uncork?(): void;
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

export function play(answer: Answer, sink: Sink, entry: LiveEntry, clock: () => number, startedAt: number): Playback {
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
    // Nothing reached the client: journal no status rather than the one that was planned.
    if (!headSent) entry.status = 0;
    entry.endedAt = clock();
    entry.ending = how;
    resolveDone();
  };
  const sendHead = (flush: boolean) => {
    if (headSent) return;
    headSent = true;
    sink.head(answer.status, answer.headers, flush);
  };

  const frames = answer.frames;
  if (answer.framing === 'sse') entry.sent = { frames, startedAt, writes: [] };
  const encoded = answer.framing === 'sse' ? answer.encoded : undefined;
  const encodedCount = encoded ? Math.min(encoded.count, encoded.offsets.length - 1) : 0;

  /** Frames [from, to) as the chunks to write: cached bytes where the answer has them, rendered text for the rest. */
  const chunksOf = (from: number, to: number): (string | Uint8Array)[] => {
    const chunks: (string | Uint8Array)[] = [];
    const cachedTo = Math.min(to, encodedCount);
    if (encoded && from < cachedTo)
      chunks.push(encoded.buffer.subarray(encoded.offsets[from], encoded.offsets[cachedTo]));
    let text = '';
    for (let i = Math.max(from, cachedTo); i < to; i++)
      text += answer.framing === 'sse' ? sseFrame(frames[i]!.data) : frames[i]!.data;
    if (text !== '') chunks.push(text);
    return chunks;
  };

  const tick = () => {
    timer = undefined;
    if (over) return;
    const now = clock();
    const from = next;
    while (next < frames.length && startedAt + frames[next]!.atMs <= now + EARLY_MS) next++;
    // The last batch of an answer that closes now goes out with the end, in one write.
    const closesNow =
      next === frames.length && answer.ending.kind === 'close' && startedAt + answer.ending.atMs <= now + EARLY_MS;
    let drained = true;
    if (next > from) {
      sendHead(false);
      const chunks = chunksOf(from, next);
      const last = closesNow ? chunks.pop() : undefined;
      sink.cork?.();
      for (const chunk of chunks) drained = sink.write(chunk) && drained;
      if (closesNow) sink.end(last);
      sink.uncork?.();
      const sentAt = clock();
      if (answer.framing === 'sse') {
        entry.sent.writes.push({ upTo: next, sentAt });
      } else
        entry.body = {
          sentAt,
          text: frames
            .slice(from, next)
            .map((f) => f.data)
            .join(''),
        };
      if (closesNow) {
        finish('complete');
        return;
      }
    }
    const upcoming = frames[next];
    const wakeAt = startedAt + (upcoming ? upcoming.atMs : answer.ending.atMs);
    if (!drained) {
      sink.onDrain(tick);
      return;
    }
    // Aim EARLY_MS ahead: timers fire at whole milliseconds, never before their delay, and a frame
    // is written when due within EARLY_MS, so one wake-up per frame usually suffices.
    if (wakeAt > now + EARLY_MS) {
      timer = setTimeout(tick, Math.max(0, Math.ceil(wakeAt - clock() - EARLY_MS)));
      return;
    }
    end();
  };

  const end = () => {
    switch (answer.ending.kind) {
      case 'close':
        sendHead(false);
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

  tick();
  // A stream whose first frame is not due yet still starts its response now, as a real server
  // does; a non-streamed body waits for its time.
  if (answer.framing === 'sse' && !over) sendHead(true);

  return {
    done,
    clientGone() {
      if (over) return;
      entry.disconnectedAt = clock();
      entry.disconnectedAfterFrame = framesSent(entry);
      finish('client-disconnected');
    },
    serverClosing() {
      if (over) return;
      sink.destroy();
      finish('server-closed');
    },
  };
}
