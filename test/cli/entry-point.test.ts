import { afterEach, describe, expect, it } from 'vitest';
import { pathToFileURL } from 'node:url';
import { isEntryPoint } from '../../src/entry-point.ts';

const original = process.argv[1];
afterEach(() => {
  process.argv[1] = original!;
});

describe('isEntryPoint', () => {
  it('matches the started script even when its path holds characters a URL escapes', () => {
    process.argv[1] = '/tmp/my tools/gen #1.ts';
    expect(isEntryPoint(pathToFileURL('/tmp/my tools/gen #1.ts').href)).toBe(true);
    expect(isEntryPoint(pathToFileURL('/tmp/my tools/other.ts').href)).toBe(false);
  });
});
