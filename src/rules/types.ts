// The shape of one entry in the rule catalogue. The catalogue is data: checks, the validator,
// suites and reports read it; nothing restates a rule's level or sentence elsewhere.

/** MUST fails certification; SHOULD is reported, not fatal; INFO is shown, never judged. */
export type Level = 'MUST' | 'SHOULD' | 'INFO';

/** Which published text a rule rests on. */
export type SourceDocument = 'transcript-format.txt' | 'events.txt' | 'CONTRACT.md';

export interface RuleSource {
  document: SourceDocument;
  /** The section heading or decision number, e.g. `Messages`, `Event types`, `D5`. */
  section: string;
  /** The sentence quoted as written (trimmed), so a reader can find it with a text search. */
  sentence: string;
}

/** `Id` is the literal id where one rule file declares it, so the catalogue can derive `RuleId` (src/rules/index.ts). */
export interface Rule<Id extends string = string> {
  /** Stable, dotted, lower-case id (`transcript.version`, `event.shape`); never embeds a message or an index. Its first segment names the rule file. */
  readonly id: Id;
  readonly level: Level;
  /** One line saying what the rule requires, in the kit's words. */
  readonly title: string;
  /** The document sentences it rests on: the product documents first, then CONTRACT.md decisions. */
  readonly sources: readonly RuleSource[];
  /**
   * D3: words of which a rejection message must contain at least one (case-insensitive).
   * Empty for rules that are not rejection rules.
   */
  readonly keywords: readonly string[];
}
