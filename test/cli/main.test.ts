import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { captureIO } from './capture-io.ts';

describe('vessel-kit entry point', () => {
  it('lists every command in --help and exits 0', async () => {
    const io = captureIO();
    expect(await main(['--help'], io)).toBe(0);
    const text = io.out();
    for (const name of ['validate', 'mock-model', 'vessel', 'certify']) expect(text).toContain(name);
    // The mock vessel an application's tests play turns against is one flag of `vessel`.
    expect(text).toMatch(/^  vessel .*--mock serves the scripted mock vessel/m);
  });

  it('exits 2 with a pointer to --help on an unknown command', async () => {
    const io = captureIO();
    expect(await main(['frobnicate'], io)).toBe(2);
    expect(io.err()).toMatch(/unknown command 'frobnicate'.*--help/);
  });

  it('exits 2 and prints usage when no command is given', async () => {
    const io = captureIO();
    expect(await main([], io)).toBe(2);
    expect(io.out()).toContain('Usage: vessel-kit');
  });

  it('prints the package version', async () => {
    const io = captureIO();
    expect(await main(['--version'], io)).toBe(0);
    expect(io.out()).toMatch(/^vessel-kit \d+\.\d+\.\d+/);
  });
});
