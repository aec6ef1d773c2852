// Reading untrusted values without tripping on them: own properties only (so `__proto__`,
// `constructor` and friends are plain data), lists only when they are real arrays.

export type JsonObject = Record<string, unknown>;

/** A key or pointer segment naming an array index: decimal digits, no leading zero (RFC 6901). */
export const ARRAY_INDEX = /^(0|[1-9][0-9]*)$/;

export const isObject = (v: unknown): v is JsonObject => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The object's own property `key`, or undefined: never a value inherited from a prototype. */
export function own(v: unknown, key: string | number): unknown {
  if (Array.isArray(v)) return ARRAY_INDEX.test(String(key)) ? v[Number(key)] : undefined;
  if (!isObject(v)) return undefined;
  return Object.prototype.hasOwnProperty.call(v, key) ? v[key] : undefined;
}

export function at(root: unknown, segments: readonly (string | number)[]): unknown {
  let v = root;
  for (const s of segments) v = own(v, s);
  return v;
}
