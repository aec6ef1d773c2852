// Counting and cutting text in Unicode code points, the unit of the 512, 2,000 and 4,000
// character limits (D6): a UTF-16 slice could split an astral character in half.

export function codePointLength(text: string): number {
  let count = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    // A high surrogate followed by a low one is a single code point.
    if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      const next = text.charCodeAt(i + 1);
      if (next >= 0xdc00 && next <= 0xdfff) i++;
    }
    count++;
  }
  return count;
}

/** The UTF-16 index just after the first `limit` code points (text.length when shorter). */
function indexAfterCodePoints(text: string, limit: number): number {
  let i = 0;
  for (let taken = 0; taken < limit && i < text.length; taken++) {
    const unit = text.charCodeAt(i);
    const next = text.charCodeAt(i + 1);
    i += unit >= 0xd800 && unit <= 0xdbff && next >= 0xdc00 && next <= 0xdfff ? 2 : 1;
  }
  return i;
}

/** Splits text after its first `limit` code points. */
export function splitAtCodePoint(text: string, limit: number): [head: string, rest: string] {
  const at = indexAfterCodePoints(text, limit);
  return [text.slice(0, at), text.slice(at)];
}

export interface Cut {
  text: string;
  truncated: boolean;
}

/** The first `limit` code points of text, and whether anything was left out. */
export function cutCodePoints(text: string, limit: number): Cut {
  const [head, rest] = splitAtCodePoint(text, limit);
  return { text: head, truncated: rest.length > 0 };
}
