import { describe, expect, it } from 'vitest';
import { BuiltinToolNames } from '../../../src/vessel/config/schema.ts';
import { builtinTools, ToolError, toolSpec } from '../../../src/vessel/tools/index.ts';
import { LISTING } from '../../../src/vessel/tools/list.ts';
import { bigText } from '../../../src/vessel/tools/big-output.ts';
import { codePointLength } from '../../../src/vessel/turn/code-points.ts';
import { FakeClock } from '../turn/fake-clock.ts';

const context = (signal = new AbortController().signal, clock = new FakeClock()) => ({ signal, clock });

describe('built-in tools', () => {
  it('has one tool per configurable name, each offered with a plain JSON-schema object', () => {
    expect(Object.keys(builtinTools).sort()).toEqual([...BuiltinToolNames].sort());
    for (const tool of Object.values(builtinTools)) {
      const spec = toolSpec(tool);
      expect(spec.type).toBe('function');
      expect(spec.function.name).toBe(tool.name);
      expect(spec.function.parameters).toMatchObject({ type: 'object' });
      expect(Object.getOwnPropertySymbols(spec.function.parameters)).toEqual([]);
    }
  });

  it('list returns the fixed listing', async () => {
    expect(await builtinTools.list.run({}, context())).toEqual({ output: LISTING });
  });

  it('echo returns its text, and fails without one', async () => {
    expect(await builtinTools.echo.run({ text: 'hi 😀' }, context())).toEqual({ output: 'hi 😀' });
    await expect(builtinTools.echo.run({}, context())).rejects.toThrow(ToolError);
    await expect(builtinTools.echo.run({ text: 3 }, context())).rejects.toThrow(/echo: argument text/);
  });

  it('rejects non-object arguments with a clear error (D16)', async () => {
    await expect(builtinTools.list.run([] as unknown as Record<string, unknown>, context())).rejects.toThrow(
      /list: arguments/,
    );
  });

  it('fail always errors', async () => {
    await expect(builtinTools.fail.run({}, context())).rejects.toThrow('fail: this tool always fails');
    await expect(builtinTools.fail.run({ message: 'why' }, context())).rejects.toThrow(
      'fail: this tool always fails: why',
    );
  });

  it('sleep waits on the clock, and stops at once when the turn ends', async () => {
    const clock = new FakeClock();
    const done = builtinTools.sleep.run({ ms: 1000 }, context(undefined, clock));
    clock.advance(1000);
    expect(await done).toEqual({ output: 'slept 1000 ms' });

    const stop = new AbortController();
    const stopped = builtinTools.sleep.run({ ms: 60_000 }, context(stop.signal, clock));
    await Promise.resolve();
    stop.abort();
    await expect(stopped).rejects.toThrow('sleep: stopped');
    expect(clock.pendingTimers).toBe(0);
  });

  it('sleep refuses a negative or huge duration', async () => {
    await expect(builtinTools.sleep.run({ ms: -1 }, context())).rejects.toThrow(ToolError);
    await expect(builtinTools.sleep.run({ ms: 10 ** 9 }, context())).rejects.toThrow(ToolError);
  });

  it('make_file returns the file as UTF-8 bytes', async () => {
    const outcome = await builtinTools.make_file.run(
      { name: 'r.md', media_type: 'text/markdown', content: 'é' },
      context(),
    );
    expect(outcome.output).toBe('created r.md (text/markdown, 2 bytes)');
    expect(outcome.file?.filename).toBe('r.md');
    expect(outcome.file?.media_type).toBe('text/markdown');
    expect([...(outcome.file?.bytes ?? [])]).toEqual([0xc3, 0xa9]);
    await expect(builtinTools.make_file.run({ name: 'x', media_type: 'nope', content: '' }, context())).rejects.toThrow(
      ToolError,
    );
  });

  it('big_output returns exactly n code points', async () => {
    for (const n of [0, 1, 37, 4001, 10_000]) {
      const { output } = await builtinTools.big_output.run({ n }, context());
      expect(codePointLength(output)).toBe(n);
    }
    expect(bigText(5)).toBe('abcde');
  });
});
