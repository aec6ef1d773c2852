// Writes results.json after checking it against its own published schema: a results file that
// does not match its schema is the kit's bug, and is said so instead of being written silently.
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { ValidateFunction } from 'ajv';
import { validate as validateResults } from '../generated/validators/results.ts';
import type { Results } from './schema.ts';
import { redactedString, type KnownSecret } from './redaction.ts';

/** ajv's code precompiled from ResultsSchema (`npm run generate`): writing results compiles nothing. */
const validate = validateResults as ValidateFunction<Results>;

/** The problems with a results object, as `path message` lines; [] when it is valid. */
export function resultsProblems(value: unknown): string[] {
  if (validate(value)) return [];
  return (validate.errors ?? []).map((e) => `${e.instancePath || '(top level)'} ${e.message ?? 'is invalid'}`);
}

/** Longest string kept in evidence; longer ones (base64 images, big bodies) keep their head and length. */
export const EVIDENCE_STRING_LIMIT = 4096;
/** Longest list kept in evidence; longer ones (2,000-message histories) keep their head and length. */
export const EVIDENCE_LIST_LIMIT = 200;

const CUT_STRING = /…\[cut: \d+ characters in all\]$/;
const CUT_LIST = /^…\[cut: \d+ items in all\]$/;

export interface CompactOptions {
  /** Longest string kept whole (default EVIDENCE_STRING_LIMIT). */
  limit?: number;
  /** Longest list kept whole (default EVIDENCE_LIST_LIMIT). */
  listLimit?: number;
  /** Credentials to replace by their words, wherever they are. */
  secrets?: readonly KnownSecret[];
}

/**
 * A copy with every long string and list cut, so results.json stays readable whatever the cases
 * sent, every credential header value replaced by `[redacted]` and every known secret by its word
 * (redaction.ts).
 */
export function compactStrings<T>(
  value: T,
  { limit = EVIDENCE_STRING_LIMIT, listLimit = EVIDENCE_LIST_LIMIT, secrets = [] }: CompactOptions = {},
): T {
  // Idempotent: what an earlier pass cut (results read back for merge, rejudge or render) stays as it is.
  const cutString = (v: string) => v.length <= limit + 48 && CUT_STRING.test(v);
  const cutList = (v: unknown[]) =>
    v.length === listLimit + 1 && typeof v[listLimit] === 'string' && CUT_LIST.test(v[listLimit]);
  const walk = (v: unknown, key = ''): unknown => {
    if (typeof v === 'string') {
      const text = redactedString(key, v, secrets);
      return text.length > limit && !cutString(text)
        ? `${text.slice(0, limit)}…[cut: ${text.length} characters in all]`
        : text;
    }
    if (Array.isArray(v))
      return v.length > listLimit && !cutList(v)
        ? [...v.slice(0, listLimit).map((x) => walk(x)), `…[cut: ${v.length} items in all]`]
        : v.map((x) => walk(x));
    if (v !== null && typeof v === 'object') {
      const out: Record<string, unknown> = {};
      for (const [k, x] of Object.entries(v)) if (x !== undefined) out[k] = walk(x, k);
      return out;
    }
    return v;
  };
  return walk(value) as T;
}

/**
 * A case's evidence compacted, each verdict's strings and lists cut but the list of verdicts kept
 * whole: every verdict is a judgment the roll-up counts under its rule, so none may be cut away (a
 * case that judges every turn it plays makes hundreds).
 */
export function compactEvidence<E extends { verdicts: readonly unknown[] }>(
  evidence: E,
  options: CompactOptions = {},
): E {
  const rest = compactStrings({ ...evidence, verdicts: [] }, options);
  return { ...rest, verdicts: evidence.verdicts.map((v) => compactStrings(v, options)) };
}

/** A case's result compacted as compactEvidence keeps its evidence. */
export function compactCase<C extends { evidence: { verdicts: readonly unknown[] } }>(
  result: C,
  options: CompactOptions = {},
): C {
  const rest = compactStrings({ ...result, evidence: { verdicts: [] } }, options);
  return { ...rest, evidence: compactEvidence(result.evidence, options) };
}

/**
 * The results as results.json holds them: every case's evidence compacted, checked against the
 * published schema (a mismatch is the kit's bug, said so rather than written silently).
 */
export function resultsAsWritten(full: Results): Results {
  const results = { ...full, cases: full.cases.map((c) => ({ ...c, evidence: compactEvidence(c.evidence) })) };
  const problems = resultsProblems(results);
  if (problems.length > 0)
    throw new Error(`results do not match schemas/results.schema.json: ${problems.slice(0, 5).join('; ')}`);
  return results;
}

/** Writes `<outDir>/results.json`; returns the file and the results as written (long strings cut). */
export async function writeResults(full: Results, outDir: string): Promise<{ file: string; results: Results }> {
  const results = resultsAsWritten(full);
  await mkdir(outDir, { recursive: true });
  const file = path.join(outDir, 'results.json');
  await writeFile(file, JSON.stringify(results, null, 2) + '\n');
  return { file, results };
}
