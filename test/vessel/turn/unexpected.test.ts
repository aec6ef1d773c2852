// A turn that fails unexpectedly (events.txt "Turn statuses": "or the turn failed unexpectedly")
// still ends properly: model_error with a generic reason, running tools stopped and answered,
// the closing message, and turn.finished last with nothing after it.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { scriptDirective } from '../../../mock-model/index.ts';
import { earlyEndMessage, NOT_RUN_RESULT, STOPPED_OUTPUT } from '../../../src/a2a/vessel-events.ts';
import { referenceTurn } from '../../../src/vessel/turn/index.ts';
import { UNEXPECTED_ERROR } from '../../../src/vessel/turn/engine.ts';
import type { TurnOutput } from '../../../src/vessel/turn/seam.ts';
import { agent, startModel, type ModelServer } from './harness.ts';
import { turnProblems } from './turn-invariants.ts';

let server: ModelServer;
beforeAll(async () => (server = await startModel()));
afterAll(() => server.close());

it('a failure inside the turn ends it with model_error and a generic error, never a crash', async () => {
  server.model.register({
    id: 'unexpected',
    steps: [
      {
        tool_calls: [
          { id: 'slow', name: 'sleep', arguments: { ms: 60_000 } },
          { id: 'next', name: 'list' },
        ],
      },
      { text: 'never' },
    ],
  });
  const outputs: TurnOutput[] = [];
  let startedTools = 0;
  const result = await referenceTurn(
    agent(server.url),
    {
      taskId: 't-unexpected',
      contextId: 'c',
      history: [],
      userMessage: { role: 'user', content: scriptDirective('unexpected') },
    },
    (output) => {
      // The second tool.started blows up, as a bug in the engine or the server would, while the first tool runs.
      if (output.kind === 'event' && output.event.type === 'tool.started' && ++startedTools === 2) {
        throw new Error('boom at /srv/app/secret.ts:1:1');
      }
      outputs.push(output);
    },
    { cancel: new AbortController().signal },
  );
  await new Promise((r) => setTimeout(r, 50));
  const last = outputs.at(-1);
  expect(last?.kind === 'event' && last.event).toMatchObject({
    type: 'turn.finished',
    status: 'model_error',
    error: UNEXPECTED_ERROR,
  });
  expect(result).toMatchObject({
    status: 'model_error',
    finalState: 'TASK_STATE_FAILED',
    summary: { error: UNEXPECTED_ERROR },
  });
  expect(JSON.stringify(outputs)).not.toContain('secret');
  expect(result.messages.slice(2)).toEqual([
    { role: 'tool', tool_call_id: 'slow', content: STOPPED_OUTPUT },
    { role: 'tool', tool_call_id: 'next', content: NOT_RUN_RESULT },
    { role: 'assistant', content: earlyEndMessage('model_error') },
  ]);
  expect(turnProblems(outputs, result, { history: [], acceptsImages: false, transcriptRequested: false })).toEqual([]);
});
