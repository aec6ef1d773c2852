// Every clause of every judged rule has a fault that breaks it: a clause no fault aims at is a
// clause nobody has seen the kit catch, so this test lists each such clause and fails. (That each
// fault does make its rule fail on its clause is certified in test/certify/faults-*.test.ts.)
import { describe, expect, it } from 'vitest';
import { faultCatalogue } from '../../src/faults/catalogue.ts';
import { catalogue, clauseRefs, isClauseRef, splitClauseRef, type ClauseRef } from '../../src/rules/index.ts';

const judged = new Set(catalogue.filter((r) => r.level !== 'INFO').map((r) => r.id));
const judgedClauses = clauseRefs.filter((ref) => judged.has(splitClauseRef(ref).rule));

/** The clauses of `refs` no fault of `faults` aims at. */
export function clausesWithoutFault(refs: readonly ClauseRef[], faults: readonly { clauses: readonly string[] }[]) {
  const aimed = new Set(faults.flatMap((f) => f.clauses));
  return refs.filter((ref) => !aimed.has(ref));
}

describe('clauses and faults', () => {
  it('every clause of every MUST and SHOULD rule has a fault that breaks it', () => {
    expect(clausesWithoutFault(judgedClauses, faultCatalogue)).toEqual([]);
  });

  it('the listing can fail: a catalogue without the sse-framing faults leaves their clauses listed', () => {
    const without = faultCatalogue.filter((f) => !f.clauses.some((c) => c.startsWith('a2a.sse-framing#')));
    expect(clausesWithoutFault(judgedClauses, without)).toEqual([
      'a2a.sse-framing#status-200',
      'a2a.sse-framing#event-stream',
      'a2a.sse-framing#one-data-line',
      'a2a.sse-framing#json',
      'a2a.sse-framing#utf-8',
      'a2a.sse-framing#blank-line',
    ]);
  });

  it('each fault aims at clauses of rules it says it breaks, naming them as the catalogue does', () => {
    const stray = faultCatalogue.flatMap((f) =>
      f.clauses
        .filter((c) => !isClauseRef(c) || !f.breaks.includes(splitClauseRef(c).rule))
        .map((c) => `${f.name}: ${c}`),
    );
    expect(stray).toEqual([]);
    expect(faultCatalogue.filter((f) => f.clauses.length === 0).map((f) => f.name)).toEqual([]);
  });

  it('names each fault once', () => {
    const names = faultCatalogue.map((f) => f.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });
});
