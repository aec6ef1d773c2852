// Where a body's bytes stop being UTF-8, watched chunk by chunk as they arrive. The recorder
// decodes with replacement (U+FFFD), as an SSE parser must, so without this a stream of broken
// bytes would read as text. The rules are the WHATWG UTF-8 decoder's: no overlong forms, no
// surrogates, nothing above U+10FFFF, no sequence cut short (at the end of the body too).
import { isUtf8 } from 'node:buffer';

export class Utf8Watch {
  /** The offset of the first byte of the first sequence that is not UTF-8, once one is seen. */
  firstBad: number | undefined;
  #offset = 0;
  /** Continuation bytes the open sequence still needs, the bounds of the next one, and where it started. */
  #needed = 0;
  #lower = 0x80;
  #upper = 0xbf;
  #start = 0;

  /** Reads the next chunk; returns the offset of the first bad sequence within it (or before it), if this chunk shows one. */
  feed(bytes: Uint8Array): number | undefined {
    if (this.firstBad !== undefined) return undefined;
    // Most chunks are whole UTF-8 on their own: checked natively, they need no walk.
    if (this.#needed === 0 && isUtf8(bytes)) {
      this.#offset += bytes.length;
      return undefined;
    }
    for (let i = 0; i < bytes.length; i++) {
      const byte = bytes[i]!;
      if (this.#needed === 0) {
        if (byte <= 0x7f) continue;
        this.#start = this.#offset + i;
        if (byte >= 0xc2 && byte <= 0xdf) this.#needed = 1;
        else if (byte >= 0xe0 && byte <= 0xef) {
          if (byte === 0xe0) this.#lower = 0xa0; // overlong
          if (byte === 0xed) this.#upper = 0x9f; // surrogates
          this.#needed = 2;
        } else if (byte >= 0xf0 && byte <= 0xf4) {
          if (byte === 0xf0) this.#lower = 0x90; // overlong
          if (byte === 0xf4) this.#upper = 0x8f; // above U+10FFFF
          this.#needed = 3;
        } else return this.#bad(this.#start);
        continue;
      }
      if (byte < this.#lower || byte > this.#upper) return this.#bad(this.#start);
      this.#lower = 0x80;
      this.#upper = 0xbf;
      this.#needed--;
    }
    this.#offset += bytes.length;
    return undefined;
  }

  /** The body ended: a sequence still open was cut short. */
  end(): number | undefined {
    return this.firstBad === undefined && this.#needed > 0 ? this.#bad(this.#start) : undefined;
  }

  #bad(at: number): number {
    this.firstBad = at;
    return at;
  }
}
