import { describe, expect, it } from 'vitest';
import { STOPPED_OUTPUT } from '../../../src/a2a/vessel-events.ts';
import { FAIL_MESSAGE } from '../../../src/vessel/tools/fail.ts';
import { ARGUMENTS_NOT_JSON, planToolCalls } from '../../../src/vessel/turn/tool-calls.ts';
import { runToolCall } from '../../../src/vessel/turn/tool-runner.ts';
import { FakeClock } from './fake-clock.ts';

const plan = (name: string, args: string) => planToolCalls([{ index: 0, id: 'c', name, arguments: args }], 1)[0]!;
const context = (signal = new AbortController().signal, clock = new FakeClock()) => ({ signal, clock });

describe('running one tool call (D16)', () => {
  it('returns the output of a tool that succeeds', async () => {
    expect(await runToolCall(plan('echo', '{"text":"hi"}'), ['echo'], context())).toEqual({
      output: 'hi',
      error: null,
    });
  });

  it('returns a file the tool made', async () => {
    const result = await runToolCall(
      plan('make_file', '{"name":"a.txt","media_type":"text/plain","content":"x"}'),
      ['make_file'],
      context(),
    );
    expect(result.file?.filename).toBe('a.txt');
  });

  it('answers unusable arguments, unknown and unconfigured tools with an error, running nothing', async () => {
    expect(await runToolCall(plan('echo', 'nope'), ['echo'], context())).toEqual({
      output: ARGUMENTS_NOT_JSON,
      error: ARGUMENTS_NOT_JSON,
    });
    expect(await runToolCall(plan('echo', '{"text":"x"}'), ['list'], context())).toEqual({
      output: 'unknown tool: echo',
      error: 'unknown tool: echo',
    });
    expect((await runToolCall(plan('constructor', '{}'), ['list'], context())).error).toBe('unknown tool: constructor');
  });

  it('gives a failing tool its error text as both output and error', async () => {
    expect(await runToolCall(plan('fail', '{}'), ['fail'], context())).toEqual({
      output: FAIL_MESSAGE,
      error: FAIL_MESSAGE,
    });
  });

  it('answers "[stopped]" when the turn ends while the tool runs, or before it starts', async () => {
    const stop = new AbortController();
    const clock = new FakeClock();
    const running = runToolCall(plan('sleep', '{"ms":60000}'), ['sleep'], context(stop.signal, clock));
    stop.abort(new Error('deadline'));
    expect(await running).toEqual({ output: STOPPED_OUTPUT, error: null });
    expect(clock.pendingTimers).toBe(0);
    expect(await runToolCall(plan('list', '{}'), ['list'], context(stop.signal))).toEqual({
      output: STOPPED_OUTPUT,
      error: null,
    });
  });
});
