// The `data` of each event in an SSE byte stream (WHATWG HTML §9.2.6 "Interpreting an event
// stream"), read straight from the bytes as they arrive: lines end at CRLF, LF or CR; a `data:`
// line adds its value (one leading space dropped) to the event, several joined by LF; a blank
// line ends the event; comments and the other fields (event, id, retry) are ignored, since a
// chat-completions stream carries everything in `data`. A line is decoded as UTF-8 only once it
// is whole, so a character cut between chunks is never split.

const LF = 0x0a;
const CR = 0x0d;
const SPACE = 0x20;
const DATA_FIELD = Buffer.from('data');
const COLON = 0x3a;
const BOM = [0xef, 0xbb, 0xbf];

/** One event held more than the cap allows (its lines so far, unended, counted in bytes). */
export class SseEventTooLarge extends Error {
  override name = 'SseEventTooLarge';
}

export class SseDataReader {
  readonly #onData: (data: string) => void;
  readonly #maxEventBytes: number;
  /** The bytes of a line not yet ended, in the chunks they came in. */
  readonly #pending: Buffer[] = [];
  #pendingBytes = 0;
  /** The event's data lines so far, joined; undefined before its first data line. */
  #data: string | undefined = undefined;
  /** The last chunk ended with CR: a LF first in the next one ends no second line. */
  #afterCr = false;
  #first = true;

  constructor(onData: (data: string) => void, maxEventBytes: number) {
    this.#onData = onData;
    this.#maxEventBytes = maxEventBytes;
  }

  /** Reads one chunk of the stream; throws SseEventTooLarge past the cap. */
  feed(chunk: Uint8Array): void {
    let bytes = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    if (this.#first) {
      this.#first = false;
      if (BOM.every((b, i) => bytes[i] === b)) bytes = bytes.subarray(BOM.length);
    }
    let start = 0;
    if (this.#afterCr && bytes[0] === LF) start = 1;
    this.#afterCr = false;
    const hasCr = bytes.indexOf(CR, start) !== -1;
    for (;;) {
      const end = hasCr ? lineEnd(bytes, start) : bytes.indexOf(LF, start);
      if (end === -1) break;
      if (this.#pending.length === 0) this.#line(bytes, start, end);
      else {
        this.#pending.push(bytes.subarray(start, end));
        const line = Buffer.concat(this.#pending, this.#pendingBytes + end - start);
        this.#pending.length = 0;
        this.#pendingBytes = 0;
        this.#line(line, 0, line.length);
      }
      start = end + 1;
      if (bytes[end] === CR) {
        if (end + 1 === bytes.length) this.#afterCr = true;
        else if (bytes[end + 1] === LF) start++;
      }
    }
    if (start < bytes.length) {
      this.#pending.push(bytes.subarray(start));
      this.#pendingBytes += bytes.length - start;
    }
    if (this.#pendingBytes + (this.#data?.length ?? 0) > this.#maxEventBytes)
      throw new SseEventTooLarge(`an event passed ${this.#maxEventBytes} bytes`);
  }

  #line(bytes: Buffer, start: number, end: number): void {
    if (start === end) {
      const data = this.#data;
      this.#data = undefined;
      if (data !== undefined) this.#onData(data);
      return;
    }
    // Only `data` matters: `data:value`, `data: value`, or a bare `data` (an empty value).
    if (
      end - start < DATA_FIELD.length ||
      bytes.compare(DATA_FIELD, 0, DATA_FIELD.length, start, start + DATA_FIELD.length) !== 0
    )
      return;
    let from = start + DATA_FIELD.length;
    if (from < end) {
      if (bytes[from] !== COLON) return; // another field whose name starts with "data"
      from++;
      if (bytes[from] === SPACE) from++;
    }
    const value = bytes.toString('utf8', from, end);
    this.#data = this.#data === undefined ? value : `${this.#data}\n${value}`;
  }
}

/** Where the line starting at `start` ends (its CR or LF), or -1 when it has not ended yet. */
function lineEnd(bytes: Buffer, start: number): number {
  for (let i = start; i < bytes.length; i++) if (bytes[i] === LF || bytes[i] === CR) return i;
  return -1;
}
