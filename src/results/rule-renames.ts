// Rule ids are stable: a baseline, a CI filter or a bookmark names them. When one must change,
// the old id is listed here with its new one (and in CHANGELOG.md), so expected-failures files
// written for an older kit keep working: their entries are read under the new id.

/** Old rule id → the id it was renamed to. Empty while no rule has been renamed since 0.1.0. */
export const RULE_RENAMES: Readonly<Record<string, string>> = {};

/** The id `id` has now under a table of renames, following them (several in a row too). */
export function followRenames(id: string, renames: Readonly<Record<string, string>>): string {
  const seen = new Set<string>();
  let current = id;
  while (Object.hasOwn(renames, current) && !seen.has(current)) {
    seen.add(current);
    current = renames[current]!;
  }
  return current;
}

/** The id a rule has now, following renames. */
export function currentRuleId(id: string, renames: Readonly<Record<string, string>> = RULE_RENAMES): string {
  return followRenames(id, renames);
}
