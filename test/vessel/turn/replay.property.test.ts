// The D4–D10 basics and the D8 replay property over random model scripts: whatever the model
// streams, however the turn ends, the outputs keep order, pairing, numbering and sums, and the
// turn's messages appended to the history validate. D11 basics are read from the journal.
import fc from 'fast-check';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ScriptStep } from '../../../mock-model/index.ts';
import type { TranscriptMessage } from '../../../src/transcript/schema.ts';
import { acceptedOutputModes, agentSettings, ending, steps } from './arbitraries.ts';
import { agent, requestsFor, runScript, startModel, type ModelServer } from './harness.ts';

let server: ModelServer;
beforeAll(async () => (server = await startModel()));
afterAll(() => server.close());

const history: TranscriptMessage[] = [
  { role: 'user', content: 'Before' },
  { role: 'assistant', content: 'Earlier', reasoning_content: 'old thoughts' },
];
const LONG_SLEEP: ScriptStep = { tool_calls: [{ name: 'sleep', arguments: { ms: 5000 } }] };

let scriptCounter = 0;

it('random scripts: outputs obey D4–D10 and the messages replay (D8)', async () => {
  await fc.assert(
    fc.asyncProperty(steps, agentSettings, ending, acceptedOutputModes, async (scriptSteps, settings, end, modes) => {
      const id = `prop-${++scriptCounter}`;
      const cancel = new AbortController();
      let outputs = 0;
      const config = agent(server.url, { ...settings, deadline_seconds: end.kind === 'deadline' ? 0.15 : 20 });
      const run = await runScript(
        server,
        config,
        { id, steps: end.kind === 'deadline' ? [LONG_SLEEP, ...scriptSteps] : scriptSteps },
        {
          history,
          cancel: cancel.signal,
          ...(modes ? { acceptedOutputModes: modes } : {}),
          onOutput: () => {
            if (end.kind === 'cancel' && ++outputs > end.afterOutputs) cancel.abort();
          },
        },
      );
      expect(run.problems).toEqual([]);
      if (end.kind === 'none') expect(['ok', 'step_limit', 'model_error']).toContain(run.result.status);

      const requests = requestsFor(server, id);
      requests.forEach((request, n) => {
        expect(request.messages[0]).toEqual({ role: 'system', content: config.briefing });
        expect(request.messages.filter((m) => m.role === 'system')).toHaveLength(1);
        expect(JSON.stringify(request.messages).includes('reasoning_content')).toBe(config.send_reasoning);
        expect(request.tools !== undefined).toBe(n + 1 < config.max_steps);
      });
      expect(requests.length).toBeLessThanOrEqual(config.max_steps);
    }),
    {
      numRuns: 30,
      examples: [
        // Found by a CI run: a model call cut before its first byte, on a kept-alive connection, was
        // sent again (three model calls for max_steps 2).
        [
          [
            { tool_calls: [{ name: 'echo', arguments_raw: '{"text": "unclosed' }] },
            { fault: { cut_after: 0 } },
            { text: '' },
          ],
          { max_steps: 2, send_reasoning: false },
          { kind: 'none' },
          undefined,
        ],
      ],
    },
  );
});
