// The example application's tests, as an application's own suite would use the mock vessel: one
// test per status and failure mode, and per artifact, each run twice: against the mock vessel as
// a loopback server, and through msw handlers (the app's fetch intercepted in-process).
//
// In an application the imports below are `from 'vessel-kit'` and `from 'vessel-kit/msw'`.
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startMockVessel, turn, type MockVessel } from '../../src/package/index.ts';
import { vesselHandlers } from '../../src/package/msw.ts';
import { Conversation, describeOutcome, VesselError, type ReturnedFile } from './client.ts';

/** Collects what the UI would render. */
function ui() {
  const seen = { text: [] as string[], reasoning: [] as string[], tools: [] as string[], files: [] as ReturnedFile[] };
  return {
    seen,
    handlers: {
      onText: (d: string) => void seen.text.push(d),
      onReasoning: (d: string) => void seen.reasoning.push(d),
      onToolStarted: (t: { name: string }) => void seen.tools.push(`started ${t.name}`),
      onToolFinished: (t: { name: string; output: string; error: string | null }) =>
        void seen.tools.push(`finished ${t.name}: ${t.error ?? t.output}`),
      onFile: (f: ReturnedFile) => void seen.files.push(f),
    },
  };
}

for (const mode of ['server', 'msw'] as const) {
  describe(`the chat client against the mock vessel (${mode})`, () => {
    let vessel: MockVessel;
    const msw = setupServer();
    let url: string;

    beforeAll(async () => {
      vessel = await startMockVessel({ agents: { default: { maxSteps: 4 } } });
      if (mode === 'msw') {
        msw.use(...vesselHandlers(vessel, { origin: 'https://chat-vessel.test' }));
        msw.listen({ onUnhandledRequest: 'error' });
        url = 'https://chat-vessel.test/';
      } else url = vessel.url;
    });
    afterEach(() => {
      // Every queued turn was played by its test.
      expect(vessel.pending()).toEqual([]);
      vessel.reset();
    });
    afterAll(async () => {
      if (mode === 'msw') msw.close();
      await vessel.close();
    });

    it('ok: renders the text as it streams, and keeps the transcript for the next turn', async () => {
      vessel.script(turn().say('Hello! ').pace({ chars: 3, everyMs: 30 }).answer('How can I help?'));
      const chat = new Conversation(url);
      const { seen, handlers } = ui();
      const outcome = await chat.send('Hi', handlers);
      expect(outcome.status).toBe('ok');
      expect(outcome.state).toBe('TASK_STATE_COMPLETED');
      expect(seen.text.join('')).toBe('Hello! How can I help?');
      expect(seen.text.length).toBeGreaterThan(1);
      expect(describeOutcome(outcome)).toBe('Hello! How can I help?');
      expect(chat.history).toEqual([
        { role: 'user', content: 'Hi' },
        { role: 'assistant', content: 'Hello! How can I help?' },
      ]);
    });

    it('the next turn sends the history: the vessel records it, and the validator finds it valid', async () => {
      vessel.script([
        turn().reason('They want the folder.').callTool('list', {}, { result: 'species/' }).answer('One folder.'),
        turn().answer('It holds species data.'),
      ]);
      const chat = new Conversation(url);
      const first = await chat.send('What is there?');
      const { seen, handlers } = ui();
      const second = await chat.send('What is in it?', handlers);
      expect(second.answer).toBe('It holds species data.');
      expect(second.contextId).toBe(first.contextId);
      const sent = vessel.requests.filter((r) => r.method === 'SendStreamingMessage')[1]!;
      expect(sent.transcript?.verdict).toEqual({ ok: true, problems: [] });
      expect(sent.transcript?.messages).toEqual(first.messages);
      expect(first.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'tool', 'assistant']);
      expect(chat.history).toHaveLength(6);
    });

    it('reasoning and tools: shows each tool starting and finishing with its output', async () => {
      vessel.script(
        turn()
          .reason('Let me look.')
          .say('Checking… ')
          .callTool('search', { q: 'otters' }, { result: '3 results' })
          .answer('Found 3.'),
      );
      const { seen, handlers } = ui();
      const outcome = await new Conversation(url).send('Search otters', handlers);
      expect(seen.reasoning.join('')).toBe('Let me look.');
      expect(seen.tools).toEqual(['started search', 'finished search: 3 results']);
      expect(outcome.answer).toBe('Found 3.');
    });

    it('a tool that fails: the error is shown and the turn goes on', async () => {
      vessel.script(
        turn().callTool('search', { q: 'x' }, { error: 'search: the index is offline' }).answer('Search is down.'),
      );
      const { seen, handlers } = ui();
      const outcome = await new Conversation(url).send('Search', handlers);
      expect(seen.tools).toEqual(['started search', 'finished search: search: the index is offline']);
      expect(outcome.status).toBe('ok');
    });

    it('invalid tool arguments: the vessel answers the call with an error, the model goes on', async () => {
      vessel.script(turn().callTool('list', '{"path": ').answer('I sent broken arguments.'));
      const { seen, handlers } = ui();
      const outcome = await new Conversation(url).send('List', handlers);
      expect(seen.tools[1]).toMatch(/not valid JSON/);
      expect(outcome.status).toBe('ok');
    });

    it('a file artifact: handed to the UI with its bytes; not sent when the client does not accept its type', async () => {
      vessel.script(
        turn().returnFile({ filename: 'report.csv', mediaType: 'text/csv', content: 'a,b\n1,2\n' }).answer('Here.'),
      );
      const { seen, handlers } = ui();
      const outcome = await new Conversation(url).send('Report', handlers);
      expect(seen.files.map((f) => [f.filename, f.mediaType, new TextDecoder().decode(f.bytes)])).toEqual([
        ['report.csv', 'text/csv', 'a,b\n1,2\n'],
      ]);
      const call = outcome.messages[1] as { tool_calls: { id: string }[] };
      expect(outcome.files[0]!.callId).toBe(call.tool_calls[0]!.id);

      vessel.script(turn().returnFile({ filename: 'report.csv', mediaType: 'text/csv', content: 'x' }).answer('Here.'));
      const imagesOnly = await new Conversation(url, { acceptFiles: ['image/*'] }).send('Report');
      expect(imagesOnly.files).toEqual([]);
    });

    it('step_limit: the answer is shown with a note', async () => {
      vessel.script(turn().callTool('list', {}, { result: 'a' }).stepLimit('Partial answer.'));
      const outcome = await new Conversation(url).send('Dig deep');
      expect(outcome.status).toBe('step_limit');
      expect(outcome.state).toBe('TASK_STATE_COMPLETED');
      expect(describeOutcome(outcome)).toBe('Partial answer.\n\n(The agent stopped at its step limit.)');
    });

    it('deadline: the user is told the agent ran out of time; the transcript still closes the turn', async () => {
      vessel.script(turn().say('Thinking').deadline({ afterMs: 100 }));
      const { seen, handlers } = ui();
      const outcome = await new Conversation(url).send('Hard question', handlers);
      expect(outcome.status).toBe('deadline');
      expect(outcome.state).toBe('TASK_STATE_FAILED');
      expect(seen.text.join('')).toBe('Thinking');
      expect(outcome.messages.at(-1)).toEqual({ role: 'assistant', content: '[this turn ended early: deadline]' });
      expect(describeOutcome(outcome)).toBe('The agent ran out of time before it could answer.');
    });

    it('cancelled by the user: the Stop button cancels the running turn', async () => {
      vessel.script(turn().say('Let me think').stall());
      const chat = new Conversation(url);
      let stopped: Promise<void> | undefined;
      const outcome = await chat.send('Think hard', { onText: () => void (stopped ??= chat.cancel()) });
      await stopped;
      expect(outcome.status).toBe('cancelled');
      expect(outcome.state).toBe('TASK_STATE_CANCELED');
      expect(describeOutcome(outcome)).toBe('Stopped.');
      expect(vessel.requests.map((r) => r.method)).toEqual(['SendStreamingMessage', 'CancelTask']);
    });

    it('cancelled elsewhere mid-turn: the client shows it the same way', async () => {
      vessel.script(turn().say('Working').cancelled({ afterMs: 80 }));
      const outcome = await new Conversation(url).send('Go');
      expect(outcome.status).toBe('cancelled');
    });

    for (const [name, failure] of [
      ['an HTTP error from the model', { status: 503 }],
      ['a cut stream', { stream: 'cut' }],
      ['an error frame', { stream: 'error-frame' }],
      ['a malformed frame', { stream: 'malformed' }],
      ['a stream with no finish_reason', { stream: 'no-finish' }],
    ] as const) {
      it(`model_error (${name}): a generic reason, and the turn's transcript stays usable`, async () => {
        const script = 'stream' in failure ? turn().say('Part').modelError(failure) : turn().modelError(failure);
        vessel.script(script);
        const chat = new Conversation(url);
        const outcome = await chat.send('Go');
        expect(outcome.status).toBe('model_error');
        expect(outcome.state).toBe('TASK_STATE_FAILED');
        expect(outcome.error).toBeTruthy();
        expect(describeOutcome(outcome)).toMatch(/^Something went wrong \(.+\)\. Try again\.$/);
        // The conversation goes on from what came back.
        vessel.script(turn().answer('Better now.'));
        expect((await chat.send('Again?')).answer).toBe('Better now.');
        expect(vessel.requests.at(-1)!.transcript!.verdict.ok).toBe(true);
      });
    }

    it('an unscripted turn: the mock vessel says so in its default answer', async () => {
      const outcome = await new Conversation(url).send('Anyone?');
      expect(outcome.answer).toMatch(/no script was queued/);
    });

    it('a refused history (D3): the client surfaces the vessel error naming the rule', async () => {
      const chat = new Conversation(url);
      chat.history.push({ role: 'tool', tool_call_id: 'nope', content: 'orphan' });
      const error = await chat.send('Hi').catch((e: unknown) => e);
      expect(error).toBeInstanceOf(VesselError);
      expect((error as VesselError).code).toBe(-32602);
      expect(vessel.requests[0]!.transcript!.verdict.ok).toBe(false);
    });
  });
}
