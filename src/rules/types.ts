// The shape of one entry in the rule catalogue. The catalogue is data: checks, the validator,
// suites and reports read it; nothing restates a rule's level or sentence elsewhere.

/** MUST fails certification; SHOULD is reported, not fatal; INFO is shown, never judged. */
export type Level = 'MUST' | 'SHOULD' | 'INFO';

/** Which published text a rule rests on: the product documents, the kit's reading, or the A2A 1.0 specification (spec/a2a-specification.md holds the sections quoted). */
export type SourceDocument = 'transcript-format.txt' | 'events.txt' | 'CONTRACT.md' | 'A2A';

/**
 * One separate thing a rule requires: the rule's sentence split into what can be broken alone. A
 * check names the clause each of its findings breaks, and the fault layer holds, for every clause
 * of every judged rule, a fault that breaks that clause alone (test/certify/clauses.test.ts).
 */
export interface Clause<Id extends string = string> {
  /** Lower-case, unique within the rule (`one-data-line`); written `<rule id>#<clause id>` elsewhere. */
  readonly id: Id;
  /** What this clause alone requires, in the kit's words. */
  readonly text: string;
  /**
   * Envelope rules only: which of the validator's problems of the rule are this clause's (the
   * first clause whose every condition holds; one without `at` takes the rest): its JSON pointer
   * matches `path` (`*` one segment, `**` any number), the message it falls in has `role`, its
   * text matches `text` (src/rules/clauses.ts).
   */
  readonly at?: { readonly path?: string; readonly role?: string; readonly text?: string };
}

export interface RuleSource {
  document: SourceDocument;
  /** The section heading or decision number, e.g. `Messages`, `Event types`, `D5`. */
  section: string;
  /** The sentence quoted as written (trimmed), so a reader can find it with a text search. */
  sentence: string;
}

/** `Id` is the literal id where one rule file declares it, so the catalogue can derive `RuleId` (src/rules/index.ts). */
export interface Rule<Id extends string = string, ClauseId extends string = string> {
  /** Stable, dotted, lower-case id (`transcript.version`, `event.shape`); never embeds a message or an index. Its first segment names the rule file. */
  readonly id: Id;
  readonly level: Level;
  /** One line saying what the rule requires, in the kit's words. */
  readonly title: string;
  /** The document sentences it rests on: the product documents first, then CONTRACT.md decisions; one of the A2A specification makes it an A2A rule (basis.ts). */
  readonly sources: readonly RuleSource[];
  /**
   * D3: words of which a rejection message must contain at least one (case-insensitive).
   * Empty for rules that are not rejection rules.
   */
  readonly keywords: readonly string[];
  /** The separate things the rule requires (at least one); a rule that says one thing has one clause, `whole`. */
  readonly clauses: readonly Clause<ClauseId>[];
  /** Where the kit reads its source differently from another tool, or narrows it, and why (shown in docs/rules.md). */
  readonly note?: string;
}
