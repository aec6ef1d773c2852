import { describe, expect, it } from 'vitest';
import { codePointLength, cutCodePoints, splitAtCodePoint } from '../../../src/vessel/turn/code-points.ts';

describe('code points (D6: characters are Unicode code points)', () => {
  it('counts an astral character as one', () => {
    expect(codePointLength('a😀b')).toBe(3);
    expect(codePointLength('')).toBe(0);
    expect(codePointLength('é')).toBe(1);
  });

  it('counts a lone surrogate as one', () => {
    expect(codePointLength('\ud83d')).toBe(1);
    expect(codePointLength('a\ude00')).toBe(2);
  });

  it('never splits a surrogate pair', () => {
    expect(splitAtCodePoint('😀😀😀', 2)).toEqual(['😀😀', '😀']);
    expect(splitAtCodePoint('ab', 5)).toEqual(['ab', '']);
  });

  it('cuts at the limit and says whether anything was left out', () => {
    expect(cutCodePoints('😀'.repeat(4001), 4000)).toEqual({ text: '😀'.repeat(4000), truncated: true });
    expect(cutCodePoints('x'.repeat(4000), 4000)).toEqual({ text: 'x'.repeat(4000), truncated: false });
  });
});
