// A case's sentence is quoted from the catalogue, never retyped: the sentences the rules it
// rests on cite (src/rules), so a case and its rules can never quote the documents differently.
import { ruleById, type RuleId } from '../src/rules/index.ts';

/** The `n`-th sentence rule `id` rests on (its first by default), as the catalogue quotes it. */
export function sentenceOf(id: RuleId, n = 0): string {
  const source = ruleById(id).sources[n];
  if (!source) throw new Error(`rule ${id} cites no sentence #${n}`);
  return source.sentence;
}
