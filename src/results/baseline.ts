// Expected failures (`--expected-failures FILE`): a vessel's known deviations, listed per rule or
// per case with a reason and an optional expiry date, so CI can hold the line while they are
// fixed. A listed failure does not fail the run; an entry that now passes (stale) or is past its
// date (expired) does, so the file cannot rot. Loading checks every id; judging is pure.
import { readFile } from 'node:fs/promises';
import { Type, type Static } from '@sinclair/typebox';
import type { ValidateFunction } from 'ajv';
import { validate as validateFile } from '../generated/validators/expected-failures.ts';
import {
  ExpectedFailureSchema,
  type CaseResult,
  type ExpectedFailure,
  type KnownDeviation,
  type RuleRollup,
} from './schema.ts';
import { CASE_RENAMES, currentCaseId } from './case-renames.ts';
import { coverKey, deviationName } from './roll-up.ts';
import { currentRuleId, RULE_RENAMES } from './rule-renames.ts';
import { VesselKitError } from '../errors.ts';

export const ExpectedFailuresFileSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    entries: Type.Array(ExpectedFailureSchema, {
      description: 'Each entry names a rule, a case, or a rule in one case, and says why it is expected to fail',
    }),
  },
  { additionalProperties: false },
);
export type ExpectedFailuresFile = Static<typeof ExpectedFailuresFileSchema>;

export class ExpectedFailuresError extends VesselKitError {
  override name = 'ExpectedFailuresError';
  constructor(message: string, options?: ErrorOptions) {
    super('VK_ERR_EXPECTED_FAILURES', message, options);
  }
}

/** ajv's code precompiled from ExpectedFailuresFileSchema (`npm run generate`). */
const validate = validateFile as ValidateFunction<ExpectedFailuresFile>;

/** An entry as it is judged: its rule and case ids brought up to date, and how it was listed. */
export type LoadedEntry = ExpectedFailure & { listed_as?: string };

/**
 * Validates a parsed file: every entry names a rule or a case, rules are ids of the catalogue,
 * cases are ids the kit has (renamed ids of either are read under their new name), dates are
 * real dates.
 */
export function checkExpectedFailures(
  value: unknown,
  source: string,
  known: { rules: ReadonlySet<string>; cases: ReadonlySet<string> },
  renames: { rules?: Readonly<Record<string, string>>; cases?: Readonly<Record<string, string>> } = {},
): LoadedEntry[] {
  if (!validate(value)) {
    const problems = (validate.errors ?? []).map(
      (e) => `${e.instancePath || '(top level)'} ${e.message ?? 'is invalid'}`,
    );
    throw new ExpectedFailuresError(
      `${source}: not a valid expected-failures file: ${[...new Set(problems)].join('; ')}`,
    );
  }
  return value.entries.map((entry, i) => {
    const where = `${source}: entry ${i + 1}`;
    if (entry.rule === undefined && entry.case === undefined)
      throw new ExpectedFailuresError(`${where} names neither a rule nor a case`);
    if (entry.expires !== undefined && Number.isNaN(Date.parse(`${entry.expires}T00:00:00Z`)))
      throw new ExpectedFailuresError(`${where}: expires '${entry.expires}' is not a date`);
    const caseId = entry.case === undefined ? undefined : currentCaseId(entry.case, renames.cases ?? CASE_RENAMES);
    if (caseId !== undefined && !known.cases.has(caseId))
      throw new ExpectedFailuresError(`${where} names case '${entry.case}', which the kit does not have`);
    const rule = entry.rule === undefined ? undefined : currentRuleId(entry.rule, renames.rules ?? RULE_RENAMES);
    if (rule !== undefined && !known.rules.has(rule))
      throw new ExpectedFailuresError(`${where} names rule '${entry.rule}', which the catalogue does not have`);
    if (caseId === entry.case && rule === entry.rule) return entry;
    return {
      ...entry,
      ...(caseId !== undefined ? { case: caseId } : {}),
      ...(rule !== undefined ? { rule } : {}),
      listed_as: deviationName(entry),
    };
  });
}

export async function loadExpectedFailures(
  file: string,
  known: { rules: ReadonlySet<string>; cases: ReadonlySet<string> },
): Promise<LoadedEntry[]> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    throw new ExpectedFailuresError(
      `cannot read expected failures ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`,
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    throw new ExpectedFailuresError(`${file}: not JSON: ${(error as Error).message}`);
  }
  return checkExpectedFailures(parsed, file, known);
}

/** The day a run is judged on, as YYYY-MM-DD in UTC: an entry holds through its `expires` day. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);

/**
 * What the run made of each entry: `failing` (covers these failures, which then do not fail the
 * run), `stale` (what it names now passes), `expired`, or `not-judged` (nothing it names ran here:
 * a skip, a filter, another shard).
 */
export function judgeExpectedFailures(
  entries: readonly LoadedEntry[],
  cases: readonly CaseResult[],
  rules: Record<string, RuleRollup>,
  today: string,
): KnownDeviation[] {
  return entries.map((entry) => {
    const named = entry.case !== undefined ? cases.filter((c) => c.id === entry.case) : cases;
    const covers = named.flatMap((c) =>
      c.evidence.verdicts
        .filter((v) => v.status === 'fail' && (entry.rule === undefined || v.rule === entry.rule))
        .map((v) => coverKey(c.id, v.rule)),
    );
    const level = entry.rule !== undefined ? (rules[entry.rule]?.level ?? 'MUST') : (named[0]?.level ?? 'MUST');
    const base = { ...entry, level, covers: [...new Set(covers)] };
    if (entry.expires !== undefined && today > entry.expires) return { ...base, state: 'expired' as const };
    if (covers.length > 0) return { ...base, state: 'failing' as const };
    return { ...base, state: passesNow(entry, named, rules) ? ('stale' as const) : ('not-judged' as const) };
  });
}

/** Whether what an entry names was judged in this run and passed. */
function passesNow(entry: ExpectedFailure, named: readonly CaseResult[], rules: Record<string, RuleRollup>): boolean {
  if (entry.case === undefined) return entry.rule !== undefined && rules[entry.rule]?.status === 'pass';
  const c = named[0];
  if (c === undefined || c.status !== 'pass') return false;
  return entry.rule === undefined || c.evidence.verdicts.some((v) => v.rule === entry.rule && v.status === 'pass');
}

/** The entries as they were listed, from judged deviations (merge and rejudge judge them again). */
export function entriesOf(deviations: readonly KnownDeviation[]): LoadedEntry[] {
  return deviations.map((d) => {
    const { state: _state, level: _level, covers: _covers, ...entry } = d;
    return entry;
  });
}
