// Which cases a run holds: `--suite` picks the suites (default `default`), `--only` / `--skip`
// narrow them with globs over case ids and rule ids (`*` any run of characters, `?` one). A case of
// another suite runs when an `--only` pattern names it, so `--only stress.load` needs no `--suite`.
// A pattern that is exactly a renamed case's old id names its new id too.
import type { ConformanceCase, SuiteName } from '../case/index.ts';
import { CASE_RENAMES, currentCaseId } from '../results/case-renames.ts';

export function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${body}$`);
}

/** The patterns, each followed by the new id when it is exactly a renamed case's old one. */
function withRenamed(globs: readonly string[], renames: Readonly<Record<string, string>>): RegExp[] {
  return globs.flatMap((glob) => {
    const now = currentCaseId(glob, renames);
    return (now === glob ? [glob] : [glob, now]).map(globToRegExp);
  });
}

function matches(c: ConformanceCase, patterns: RegExp[]): boolean {
  return patterns.some((p) => p.test(c.id) || c.rules.some((rule) => p.test(rule)));
}

/** The suite a case belongs to. */
export const suiteOf = (c: Pick<ConformanceCase, 'suite'>): SuiteName => c.suite ?? 'default';

/**
 * The cases of `suites` (default: the default suite) and those of other suites `--only` names,
 * kept when `--only` matches them (all when empty), minus those `--skip` names.
 */
export function selectCases<T extends ConformanceCase>(
  cases: readonly T[],
  only: readonly string[],
  skip: readonly string[],
  suites: readonly SuiteName[] = ['default'],
  renames: Readonly<Record<string, string>> = CASE_RENAMES,
): T[] {
  const keep = withRenamed(only, renames);
  const drop = withRenamed(skip, renames);
  return cases.filter(
    (c) =>
      (suites.includes(suiteOf(c)) ? keep.length === 0 || matches(c, keep) : keep.length > 0 && matches(c, keep)) &&
      !matches(c, drop),
  );
}
