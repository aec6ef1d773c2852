// The fault helper: `breaks` comes from the clauses, the extra rules after them; and an area's
// file takes only faults aimed first at a clause of that area (the type-check fails otherwise:
// the @ts-expect-error lines below are themselves errors when nothing is wrong on the next line).
import { describe, expect, it } from 'vitest';
import { fault, type FaultsOf } from '../../src/faults/fault.ts';

describe('fault()', () => {
  it('breaks the rule of its clause, then the ones it is said to also break', () => {
    const f = fault('merge.max-chars#whole', 'x', 'y', {}, { alsoBreaks: ['status.expected'] });
    expect(f).toEqual({
      name: 'x',
      breaks: ['merge.max-chars', 'status.expected'],
      clauses: ['merge.max-chars#whole'],
      description: 'y',
      bend: {},
    });
  });

  it('names each rule once, in the order of its clauses', () => {
    const f = fault(
      ['turn.steps-count#whole', 'content.step-finished-model#present', 'turn.steps-count#whole'],
      'x',
      'y',
      {},
      { alsoBreaks: ['order.sequence', 'content.step-finished-model'] },
    );
    expect(f.breaks).toEqual(['turn.steps-count', 'content.step-finished-model', 'order.sequence']);
  });

  it("files a fault by its first clause's area", () => {
    const merge = [
      fault('merge.pacing#whole', 'a', 'b', {}),
      fault(['merge.content-exact#text', 'content.deltas-equal-transcript#content'], 'c', 'd', {}),
    ] satisfies FaultsOf<'merge'>;
    // @ts-expect-error: a clause of the order area is no merge fault
    const stray = [fault('order.sequence#started-first', 'e', 'f', {})] satisfies FaultsOf<'merge'>;
    const late = fault(['order.sequence#started-first', 'merge.pacing#whole'], 'g', 'h', {});
    // @ts-expect-error: neither is one that aims at a merge clause only second
    const second = [late] satisfies FaultsOf<'merge'>;
    // @ts-expect-error: a misspelled clause is no clause
    fault('merge.pacing#hole', 'i', 'j', {});
    expect([...merge, ...stray, ...second].map((f) => f.breaks[0])).toEqual([
      'merge.pacing',
      'merge.content-exact',
      'order.sequence',
      'order.sequence',
    ]);
  });
});
