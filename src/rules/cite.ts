// Small constructors for catalogue entries, so each rule file reads as a table of rules and
// every quoted sentence names its document and section the same way.
import type { Clause, Level, Rule, RuleSource } from './types.ts';

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
/**
 * A sentence of the A2A 1.0 specification, by its section number and title (`3.1.3 Get Task`).
 * The quoted sections are kept word for word in spec/a2a-specification.md, where
 * test/rules/sources.test.ts finds each quote.
 */
export const a2aSpec = (section: string, sentence: string): RuleSource => ({
  document: 'A2A',
  section,
  sentence,
});

/** One clause of a rule: its id (unique within the rule) and what it alone requires. */
export const clause = <const Id extends string>(id: Id, text: string, at?: Clause['at']): Clause<Id> =>
  at === undefined ? { id, text } : { id, text, at };

/** The one clause of a rule that requires one thing. */
export type WholeClause = Clause<'whole'>;

/** Options beside a rule's sentence: the D3 keywords, its clauses, a note on how the kit reads its source. */
export interface RuleExtras<C extends readonly Clause[]> {
  keywords?: readonly string[];
  clauses?: C;
  note?: string;
}

/**
 * One catalogue entry; its id and its clause ids keep their literal types, so a rule file's array
 * yields its ids (`RuleId`) and their clauses (`ClauseRef`). A rule given no clauses requires one
 * thing: its single clause `whole` is its title.
 */
export function rule<const Id extends string, const C extends readonly Clause[] = readonly [WholeClause]>(
  id: Id,
  level: Level,
  title: string,
  sources: readonly RuleSource[],
  extras: readonly string[] | RuleExtras<C> = [],
): Rule<Id, C[number]['id']> {
  const options: RuleExtras<C> = Array.isArray(extras) ? { keywords: extras } : (extras as RuleExtras<C>);
  const clauses = options.clauses ?? [{ id: 'whole', text: title }];
  return {
    id,
    level,
    title,
    sources,
    keywords: options.keywords ?? [],
    clauses: clauses as readonly Clause<C[number]['id']>[],
    ...(options.note !== undefined ? { note: options.note } : {}),
  };
}
