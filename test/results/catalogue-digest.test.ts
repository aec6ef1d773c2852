// catalogue_digest names the rules a run was judged by: it must follow any change to them, even
// though it is kept for the built-in catalogue, which is frozen.
import { describe, expect, it } from 'vitest';
import { catalogueDigest } from '../../src/results/conclude.ts';
import { catalogue } from '../../src/rules/index.ts';

describe('catalogueDigest', () => {
  it('is kept for the built-in catalogue, which is frozen all through', () => {
    expect(Object.isFrozen(catalogue)).toBe(true);
    expect(Object.isFrozen(catalogue[0])).toBe(true);
    expect(Object.isFrozen(catalogue[0]!.clauses[0])).toBe(true);
    expect(() => ((catalogue[0] as { title: string }).title = 'changed')).toThrow(TypeError);
    expect(catalogueDigest(catalogue)).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(catalogueDigest(catalogue)).toBe(catalogueDigest(structuredClone(catalogue)));
  });

  it('follows a change to a catalogue that is not frozen, between two calls', () => {
    const own = structuredClone(catalogue) as unknown as { title: string }[];
    const before = catalogueDigest(own);
    own[0]!.title = `${own[0]!.title} (edited)`;
    expect(catalogueDigest(own)).not.toBe(before);
    own[0]!.title = catalogue[0]!.title;
    expect(catalogueDigest(own)).toBe(before);
  });

  it('follows a change inside a rule of a catalogue frozen only at the top', () => {
    const own = structuredClone(catalogue) as unknown as { title: string }[];
    Object.freeze(own);
    const before = catalogueDigest(own);
    own[0]!.title = 'edited';
    expect(catalogueDigest(own)).not.toBe(before);
  });
});
