// One test per turn status (events.txt "Turn statuses"; D7), through the mock model.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { earlyEndMessage, NOT_RUN_RESULT } from '../../../src/a2a/vessel-events.ts';
import { agent, requestsFor, runScript, startModel, type ModelServer } from './harness.ts';

let server: ModelServer;
beforeAll(async () => (server = await startModel()));
afterAll(() => server.close());

describe('turn statuses', () => {
  it('ok: the model answers after a tool call; the answer is the final message', async () => {
    const run = await runScript(server, agent(server.url), {
      id: 'status-ok',
      steps: [
        { reasoning: 'think', text: 'Looking. ', tool_calls: [{ name: 'list', arguments: {} }] },
        { text: 'There is species/.' },
      ],
    });
    expect(run.problems).toEqual([]);
    expect(run.result).toMatchObject({ status: 'ok', finalState: 'TASK_STATE_COMPLETED' });
    expect(run.finished).toMatchObject({ status: 'ok', steps: 2, files: [] });
    expect(run.finished.error).toBeUndefined();
    expect(run.events.map((e) => e.type)).toEqual([
      'turn.started',
      'reasoning.delta',
      'text.delta',
      'step.finished',
      'tool.started',
      'tool.finished',
      'text.delta',
      'step.finished',
      'turn.finished',
    ]);
    expect(run.artifacts.find((a) => a.name === 'answer')?.parts[0]?.text).toBe('There is species/.');
    expect(run.result.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant']);
  });

  it('step_limit: the call that reaches max_steps offers no tools and its answer ends the turn', async () => {
    const run = await runScript(server, agent(server.url, { max_steps: 2 }), {
      id: 'status-step-limit',
      steps: [{ tool_calls: [{ name: 'echo', arguments: { text: 'a' } }] }, { text: 'Done anyway.' }],
    });
    expect(run.problems).toEqual([]);
    expect(run.result).toMatchObject({ status: 'step_limit', finalState: 'TASK_STATE_COMPLETED' });
    expect(run.finished.error).toBeUndefined();
    const requests = requestsFor(server, 'status-step-limit');
    expect(requests[0]?.tools?.length).toBeGreaterThan(0);
    expect(requests[1]?.tools).toBeUndefined();
    expect(run.result.messages.at(-1)).toEqual({ role: 'assistant', content: 'Done anyway.' });
  });

  it('step_limit with max_steps 1: tools called anyway are kept, never run, answered "not run", and the turn closes early', async () => {
    const run = await runScript(server, agent(server.url, { max_steps: 1 }), {
      id: 'status-step-limit-tools',
      steps: [
        {
          text: 'Let me look.',
          tool_calls: [
            { name: 'list', arguments: {} },
            { name: 'echo', arguments_raw: '{bad' },
          ],
        },
      ],
    });
    expect(run.problems).toEqual([]);
    expect(run.result.status).toBe('step_limit');
    expect(run.started).toEqual([]);
    expect(run.toolFinished).toEqual([]);
    expect(run.steps).toHaveLength(1);
    expect(run.steps[0]?.tool_calls).toBe(2);
    expect(requestsFor(server, 'status-step-limit-tools')[0]?.tools).toBeUndefined();
    const [, assistant, r1, r2, closing] = run.result.messages;
    expect(assistant).toMatchObject({ role: 'assistant', content: 'Let me look.' });
    expect(assistant?.role === 'assistant' && assistant.tool_calls?.map((c) => c.function.arguments)).toEqual([
      '{}',
      '{}',
    ]);
    expect([r1, r2].map((m) => m?.content)).toEqual([NOT_RUN_RESULT, NOT_RUN_RESULT]);
    expect(closing).toEqual({ role: 'assistant', content: earlyEndMessage('step_limit') });
    expect(run.artifacts.find((a) => a.name === 'answer')?.parts[0]?.text).toBe(earlyEndMessage('step_limit'));
  });

  it('deadline: the turn running past deadline_seconds ends in FAILED', async () => {
    const run = await runScript(server, agent(server.url, { deadline_seconds: 0.3 }), {
      id: 'status-deadline',
      steps: [{ tool_calls: [{ name: 'sleep', arguments: { ms: 60_000 } }] }, { text: 'never' }],
    });
    expect(run.problems).toEqual([]);
    expect(run.result).toMatchObject({ status: 'deadline', finalState: 'TASK_STATE_FAILED' });
    expect(run.finished.elapsed_ms).toBeLessThan(10_000);
  });

  it('cancelled: the caller cancelling ends the turn in CANCELED', async () => {
    const cancel = new AbortController();
    const run = await runScript(
      server,
      agent(server.url),
      {
        id: 'status-cancel',
        steps: [{ tool_calls: [{ name: 'sleep', arguments: { ms: 60_000 } }] }, { text: 'never' }],
      },
      {
        cancel: cancel.signal,
        onOutput: (o) => o.kind === 'event' && o.event.type === 'tool.started' && cancel.abort(),
      },
    );
    expect(run.problems).toEqual([]);
    expect(run.result).toMatchObject({ status: 'cancelled', finalState: 'TASK_STATE_CANCELED' });
  });

  it('model_error: an HTTP error ends the turn in FAILED with a generic error', async () => {
    process.env.VESSEL_TEST_KEY = 'sk-never-shown';
    const config = agent(server.url, {
      model: { base_url: server.url, name: 'mock', accepts_images: false, api_key_env: 'VESSEL_TEST_KEY' },
    });
    const run = await runScript(server, config, { id: 'status-model-error', steps: [{ fault: { http_status: 500 } }] });
    expect(run.problems).toEqual([]);
    expect(run.result).toMatchObject({ status: 'model_error', finalState: 'TASK_STATE_FAILED' });
    expect(run.finished.error).toBe('the model endpoint answered HTTP 500');
    expect(JSON.stringify(run.outputs)).not.toMatch(/sk-never-shown|127\.0\.0\.1/);
    expect(server.model.journal({ script: 'status-model-error' })[0]?.headers.authorization).toBe(
      'Bearer sk-never-shown',
    );
    // A call that failed before any output has no step.finished (D16).
    expect(run.steps).toEqual([]);
    expect(run.result.messages.at(-1)).toEqual({ role: 'assistant', content: earlyEndMessage('model_error') });
  });
});
