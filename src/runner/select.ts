// `--only` / `--skip`: globs over case ids and rule ids (`*` any run of characters, `?` one).
import type { ConformanceCase } from '../case/index.ts';

export function globToRegExp(glob: string): RegExp {
  const body = glob
    .replace(/[.+^${}()|[\]\\]/g, '\\$&')
    .replace(/\*/g, '.*')
    .replace(/\?/g, '.');
  return new RegExp(`^${body}$`);
}

function matches(c: ConformanceCase, patterns: RegExp[]): boolean {
  return patterns.some((p) => p.test(c.id) || c.rules.some((rule) => p.test(rule)));
}

/** The cases `--only` keeps (all when empty) minus those `--skip` names. */
export function selectCases<T extends ConformanceCase>(
  cases: readonly T[],
  only: readonly string[],
  skip: readonly string[],
): T[] {
  const keep = only.map(globToRegExp);
  const drop = skip.map(globToRegExp);
  return cases.filter((c) => (keep.length === 0 || matches(c, keep)) && !matches(c, drop));
}
