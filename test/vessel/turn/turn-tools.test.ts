// Tools inside a turn (events.txt "Event types", "Turn statuses"; D5, D10, D16): failures go
// back to the model, bad arguments are handled, outputs are cut in events only, calls of one
// step run concurrently.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STOPPED_OUTPUT } from '../../../src/a2a/vessel-events.ts';
import { FAIL_MESSAGE } from '../../../src/vessel/tools/fail.ts';
import { ARGUMENTS_NOT_JSON, ARGUMENTS_NOT_OBJECT } from '../../../src/vessel/turn/tool-calls.ts';
import { agent, requestsFor, runScript, startModel, type ModelServer } from './harness.ts';

let server: ModelServer;
beforeAll(async () => (server = await startModel()));
afterAll(() => server.close());

const toolMessages = (messages: Record<string, unknown>[]) => messages.filter((m) => m.role === 'tool');

describe('tools in a turn', () => {
  it('a failing tool does not end the turn: the model sees its error and answers', async () => {
    const run = await runScript(server, agent(server.url), {
      id: 'tool-fail',
      steps: [{ tool_calls: [{ id: 'f1', name: 'fail' }] }, { text: 'It failed, sorry.' }],
    });
    expect(run.problems).toEqual([]);
    expect(run.result.status).toBe('ok');
    expect(run.toolFinished).toMatchObject([
      { call_id: 'f1', name: 'fail', output: FAIL_MESSAGE, error: FAIL_MESSAGE },
    ]);
    const second = requestsFor(server, 'tool-fail')[1]!;
    expect(toolMessages(second.messages)).toEqual([{ role: 'tool', tool_call_id: 'f1', content: FAIL_MESSAGE }]);
  });

  it('arguments that are not JSON: stored as "{}", shown raw in tool.started, an error result that stays', async () => {
    const raw = '{"text": "unclosed' + 'x'.repeat(2500);
    const run = await runScript(server, agent(server.url), {
      id: 'tool-bad-json',
      steps: [{ tool_calls: [{ id: 'b1', name: 'echo', arguments_raw: raw }] }, { text: 'ok' }],
    });
    expect(run.problems).toEqual([]);
    expect(run.started[0]?.arguments).toBe(raw.slice(0, 2000));
    expect(run.toolFinished[0]).toMatchObject({ error: ARGUMENTS_NOT_JSON, output: ARGUMENTS_NOT_JSON });
    const [, assistant, result] = run.result.messages;
    expect(assistant?.role === 'assistant' && assistant.tool_calls?.[0]?.function.arguments).toBe('{}');
    expect(result).toEqual({ role: 'tool', tool_call_id: 'b1', content: ARGUMENTS_NOT_JSON });
    // What the model sees next is the replayable history, not the raw text.
    const second = requestsFor(server, 'tool-bad-json')[1]!;
    expect(JSON.stringify(second.messages)).not.toContain('unclosed');
  });

  it('JSON that is not an object is kept as sent and gets an error result', async () => {
    const run = await runScript(server, agent(server.url), {
      id: 'tool-array-args',
      steps: [{ tool_calls: [{ id: 'a1', name: 'list', arguments_raw: '[1,2]' }] }, { text: 'ok' }],
    });
    expect(run.problems).toEqual([]);
    expect(run.started[0]?.arguments).toEqual([1, 2]);
    expect(run.toolFinished[0]?.error).toBe(ARGUMENTS_NOT_OBJECT);
    const assistant = run.result.messages[1];
    expect(assistant?.role === 'assistant' && assistant.tool_calls?.[0]?.function.arguments).toBe('[1,2]');
  });

  it('an unknown or unconfigured tool gets an error result', async () => {
    const run = await runScript(server, agent(server.url, { tools: ['list'] }), {
      id: 'tool-unknown',
      steps: [{ tool_calls: [{ name: 'echo', arguments: { text: 'x' } }, { name: 'rm_rf' }] }, { text: 'ok' }],
    });
    expect(run.problems).toEqual([]);
    expect(run.toolFinished.map((e) => e.error)).toEqual(['unknown tool: echo', 'unknown tool: rm_rf']);
  });

  it('cuts tool.finished.output at 4,000 characters while the transcript keeps the whole output', async () => {
    const run = await runScript(server, agent(server.url), {
      id: 'tool-big',
      steps: [
        {
          tool_calls: [
            { name: 'big_output', arguments: { n: 5000 } },
            { name: 'big_output', arguments: { n: 4000 } },
          ],
        },
        { text: 'ok' },
      ],
    });
    expect(run.problems).toEqual([]);
    expect(run.toolFinished.map((e) => [e.output.length, e.truncated])).toEqual([
      [4000, true],
      [4000, false],
    ]);
    expect(run.result.messages.filter((m) => m.role === 'tool').map((m) => m.content.length)).toEqual([5000, 4000]);
  });

  it('runs the calls of one step concurrently: started in call order, finished in completion order', async () => {
    const run = await runScript(server, agent(server.url), {
      id: 'tool-concurrent',
      steps: [
        {
          tool_calls: [
            { id: 's1', name: 'sleep', arguments: { ms: 400 } },
            { id: 's2', name: 'sleep', arguments: { ms: 200 } },
            { id: 'l1', name: 'list' },
          ],
        },
        { text: 'ok' },
      ],
    });
    expect(run.problems).toEqual([]);
    expect(run.started.map((e) => e.call_id)).toEqual(['s1', 's2', 'l1']);
    expect(run.toolFinished.map((e) => e.call_id)).toEqual(['l1', 's2', 's1']);
    expect(
      run.result.messages.filter((m) => m.role === 'tool').map((m) => m.role === 'tool' && m.tool_call_id),
    ).toEqual(['l1', 's2', 's1']);
    // Concurrent: the longest sleep started before the shorter ones finished.
    const types = run.events.map((e) =>
      e.type === 'tool.started' || e.type === 'tool.finished' ? `${e.type}:${e.call_id}` : e.type,
    );
    expect(types.indexOf('tool.started:l1')).toBeLessThan(types.indexOf('tool.finished:s2'));
    expect(run.toolFinished.find((e) => e.call_id === 's1')?.elapsed_ms).toBeGreaterThanOrEqual(399);
  });

  it('a tool stopped by the end of the turn reports "[stopped]" with the same text as its result', async () => {
    const run = await runScript(server, agent(server.url, { deadline_seconds: 0.3 }), {
      id: 'tool-stopped',
      steps: [{ tool_calls: [{ id: 'z', name: 'sleep', arguments: { ms: 60_000 } }] }],
    });
    expect(run.problems).toEqual([]);
    expect(run.toolFinished).toMatchObject([{ call_id: 'z', output: STOPPED_OUTPUT, error: null }]);
    expect(run.result.messages[2]).toEqual({ role: 'tool', tool_call_id: 'z', content: STOPPED_OUTPUT });
  });
});
