// One problem = one rule, one JSON pointer, one sentence a person reads (D3). Helpers to build
// pointers and the matching human label (`messages[3].content[1]`), and to show a value briefly.
import type { TranscriptRuleId } from '../rules/transcript.ts';
import { ARRAY_INDEX } from './read.ts';

export interface Problem {
  /** A rule id of the catalogue (src/rules/transcript.ts). */
  rule: string;
  /** RFC 6901 JSON pointer into the checked value, e.g. `/messages/3/role`; `` is the whole value. */
  path: string;
  /** `messages[3]: system messages are refused`: the place, then the problem, with the rule's keywords. */
  message: string;
}

export type Segment = string | number;

const escapeSegment = (s: Segment): string => String(s).replace(/~/g, '~0').replace(/\//g, '~1');

export function pointer(segments: readonly Segment[]): string {
  let out = '';
  for (const s of segments) out += '/' + escapeSegment(s);
  return out;
}

export function parsePointer(path: string): string[] {
  if (path === '') return [];
  return path
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'));
}

const IDENTIFIER = /^[A-Za-z_$][A-Za-z0-9_$]*$/;

/** `messages[3].content[1].image_url` for the pointer's segments; `transcript` for the root. */
export function label(segments: readonly Segment[]): string {
  let out = '';
  for (const segment of segments) {
    const s = String(segment);
    if (ARRAY_INDEX.test(s)) {
      out += `[${s}]`;
    } else if (IDENTIFIER.test(s) && s.length <= 40) {
      out += out === '' ? s : `.${s}`;
    } else {
      out += `[${brief(s)}]`;
    }
  }
  return out === '' ? 'transcript' : out.startsWith('[') ? `transcript${out}` : out;
}

/** A value shown in a message: short, one line, never the megabytes of an image. */
export function brief(value: unknown, max = 40): string {
  if (value === undefined) return 'nothing';
  if (Array.isArray(value)) return `a list of ${value.length}`;
  if (typeof value === 'object' && value !== null) return 'an object';
  // A string is cut before it is quoted: a 5 MB one is never copied whole.
  const shown = typeof value === 'string' ? value.slice(0, max * 2) : value;
  let text: string;
  try {
    text = JSON.stringify(shown) ?? String(value);
  } catch {
    text = String(value);
  }
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** The JSON type of a value as a person would say it. */
export function typeName(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'a list';
  switch (typeof value) {
    case 'string':
      return 'a string';
    case 'number':
      return 'a number';
    case 'boolean':
      return 'a boolean';
    case 'object':
      return 'an object';
    default:
      return typeof value;
  }
}

export function problem(rule: TranscriptRuleId, segments: readonly Segment[], text: string): Problem {
  return { rule, path: pointer(segments), message: `${label(segments)}: ${text}` };
}

/** The message index a pointer falls in (`/messages/3/...` → 3), or -1 for envelope-level problems. */
export function messageIndexOf(path: string): number {
  const m = /^\/messages\/(0|[1-9][0-9]*)(?:\/|$)/.exec(path);
  return m ? Number(m[1]) : -1;
}

/**
 * Orders problems by the message they concern (envelope-level first), keeping the checks' own
 * order within one message, then keeps at most `max` per rule: the first omitted one stays, its
 * message extended with how many more of that rule were left out, so the reader still sees an
 * example and the count.
 */
export function orderAndCap(problems: readonly Problem[], max: number): Problem[] {
  // Array.prototype.sort is stable: problems of one message keep their order.
  const ordered = problems
    .map((p) => ({ p, m: messageIndexOf(p.path) }))
    .sort((a, b) => a.m - b.m)
    .map((x) => x.p);
  const limit = max >= 1 ? max : 1;
  const seen = new Map<string, number>();
  const summaries = new Map<string, Problem>();
  const out: Problem[] = [];
  for (const p of ordered) {
    const n = (seen.get(p.rule) ?? 0) + 1;
    seen.set(p.rule, n);
    if (n <= limit) out.push(p);
    else if (n === limit + 1) {
      const summary = { ...p };
      summaries.set(p.rule, summary);
      out.push(summary);
    }
  }
  for (const [rule, summary] of summaries) {
    const more = (seen.get(rule) ?? 0) - limit - 1;
    if (more > 0) summary.message += ` (and ${more} more ${rule} problem${more === 1 ? '' : 's'} not listed)`;
  }
  return out;
}
