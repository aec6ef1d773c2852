// Small constructors for catalogue entries, so each rule file reads as a table of rules and
// every quoted sentence names its document and section the same way.
import type { Level, Rule, RuleSource } from './types.ts';

export const events = (section: string, sentence: string): RuleSource => ({
  document: 'events.txt',
  section,
  sentence,
});
export const transcriptFormat = (section: string, sentence: string): RuleSource => ({
  document: 'transcript-format.txt',
  section,
  sentence,
});
export const contract = (section: string, sentence: string): RuleSource => ({
  document: 'CONTRACT.md',
  section,
  sentence,
});

/** One catalogue entry; its id keeps its literal type, so a rule file's array yields its ids (`RuleId`). */
export function rule<const Id extends string>(
  id: Id,
  level: Level,
  title: string,
  sources: readonly RuleSource[],
  keywords: readonly string[] = [],
): Rule<Id> {
  return { id, level, title, sources, keywords };
}
