// The limits every tool agrees on for what A2A leaves unbounded (CONTRACT.md D17): how long an
// identifier, how deep a request, how large a metadata object, and how much of a value an error
// message may echo back.

/** messageId, contextId, taskId, referenceTaskIds[], extension URIs. */
export const MAX_ID_CHARS = 1024;
/** JSON nesting anywhere in a request outside a part's `data` (the envelope rules bound a transcript's). */
export const MAX_DEPTH = 64;
/** Each `metadata` object, as JSON bytes. */
export const MAX_METADATA_BYTES = 64 * 1024;
/** How much of any value an error message quotes. */
export const MAX_QUOTED_CHARS = 200;

/** A value as an error message may show it: at most MAX_QUOTED_CHARS characters of it. */
export function quoted(value: string): string {
  if (value.length <= MAX_QUOTED_CHARS) return value;
  return `${value.slice(0, MAX_QUOTED_CHARS)}… (${value.length} characters)`;
}

/**
 * Whether `value` nests deeper than `max` levels of objects and arrays, not counting what sits
 * under a `data` key (a part's payload). Iterative, so no depth can overflow the stack.
 */
export function nestsDeeperThan(value: unknown, max: number): boolean {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (typeof node !== 'object' || node === null) continue;
    if (depth + 1 > max) return true;
    if (Array.isArray(node)) {
      for (const item of node) stack.push([item, depth + 1]);
    } else {
      for (const [key, item] of Object.entries(node)) if (key !== 'data') stack.push([item, depth + 1]);
    }
  }
  return false;
}
