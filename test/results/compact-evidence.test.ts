// compactEvidence: a case's evidence as results.json keeps it. Long strings and lists are cut, but
// never the list of verdicts: each is a judgment the roll-up counts under its rule, and a case
// that judges every turn it plays makes more than the list limit (issue 21, principle 6).
import { describe, expect, it } from 'vitest';
import {
  compactCase,
  compactEvidence,
  EVIDENCE_LIST_LIMIT,
  EVIDENCE_STRING_LIMIT,
  resultsProblems,
} from '../../src/results/write.ts';

const many = EVIDENCE_LIST_LIMIT + 50;
const verdicts = Array.from({ length: many }, (_, i) => ({
  rule: 'a2a.sse-framing',
  status: 'pass',
  message: i === 0 ? 'x'.repeat(EVIDENCE_STRING_LIMIT + 10) : `verdict ${i}`,
  evidence: { list: Array.from({ length: many }, (_, j) => j) },
}));
const evidence = { verdicts, turns: Array.from({ length: many }, (_, i) => ({ i })), exchanges: [] };

describe('compactEvidence', () => {
  it('keeps every verdict, each compacted, and cuts the other lists', () => {
    const compact = compactEvidence(evidence);
    expect(compact.verdicts).toHaveLength(many);
    expect(compact.verdicts.every((v) => typeof v === 'object' && v.rule === 'a2a.sse-framing')).toBe(true);
    expect(compact.verdicts[0]!.message).toMatch(/…\[cut: \d+ characters in all\]$/);
    expect(compact.verdicts[1]!.evidence.list).toHaveLength(EVIDENCE_LIST_LIMIT + 1);
    expect(compact.turns).toHaveLength(EVIDENCE_LIST_LIMIT + 1);
    expect(compact.turns.at(-1)).toBe(`…[cut: ${many} items in all]`);
  });

  it('compactCase keeps a case result schema-shaped however many verdicts it holds', () => {
    const result = { id: 'c', evidence };
    const compact = compactCase(result);
    expect(compact.id).toBe('c');
    expect(compact.evidence.verdicts).toHaveLength(many);
    // Compacting again changes nothing (results are compacted as each case ends and again at the end).
    expect(compactCase(compact)).toEqual(compact);
  });

  it('a results file whose case holds more verdicts than the list limit is valid', () => {
    const problems = resultsProblems({ cases: [{ evidence: compactEvidence(evidence) }] });
    expect(problems.some((p) => p.includes('/evidence/verdicts/'))).toBe(false);
  });
});
