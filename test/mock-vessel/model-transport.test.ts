// The mock model's two small additions the mock vessel rests on: `model.fetch`, the in-process
// transport (no socket, no msw), and the script header, which names the script a request plays
// in place of a directive (the mock vessel binds a script to a turn when the turn starts).
import v8 from 'node:v8';
import vm from 'node:vm';
import { describe, expect, it } from 'vitest';
import { createMockModel, SCRIPT_HEADER, scriptDirective } from '../../mock-model/index.ts';

const chat = (messages: unknown[], headers: Record<string, string> = {}, stream = true) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...headers },
  body: JSON.stringify({ model: 'm', messages, stream }),
});

const contentOf = (sse: string) =>
  sse
    .split('\n')
    .filter((l) => l.startsWith('data: {'))
    .map(
      (l) =>
        (JSON.parse(l.slice(6)) as { choices: { delta?: { content?: string } }[] }).choices[0]?.delta?.content ?? '',
    )
    .join('');

/** A streamed answer that stalls forever after two frames, being read, with the abort that ends it. */
async function stalledRead() {
  const model = createMockModel();
  model.register({ id: 'stall', steps: [{ text: 'abc', fault: { stall_after: 2 } }] });
  const abort = new AbortController();
  const res = await model.fetch('http://x.invalid/v1/chat/completions', {
    ...chat([{ role: 'user', content: scriptDirective('stall') }]),
    signal: abort.signal,
  });
  return { model, abort, reading: res.text() };
}

describe('model.fetch: the mock model in this process', () => {
  it('streams a scripted answer as SSE, and journals the call', async () => {
    const model = createMockModel();
    model.register({ id: 'hi', steps: [{ text: 'Hello, in process.' }] });
    const res = await model.fetch(
      'http://anything.invalid/v1/chat/completions',
      chat([{ role: 'user', content: scriptDirective('hi') }]),
    );
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(contentOf(await res.text())).toBe('Hello, in process.');
    expect(model.journal().map((e) => [e.scriptId, e.step, e.ending])).toEqual([['hi', 0, 'complete']]);
  });

  it('answers the control endpoints and the models list by path', async () => {
    const model = createMockModel();
    const registered = await model.fetch('http://x.invalid/_mock/scripts', {
      method: 'POST',
      body: JSON.stringify({ id: 'one', steps: [{ text: '1' }] }),
    });
    expect(await registered.json()).toEqual({ registered: ['one'] });
    const models = await model.fetch('http://x.invalid/v1/models');
    expect(((await models.json()) as { data: unknown[] }).data.length).toBeGreaterThan(0);
  });

  it('a cut before any byte rejects as fetch does; after bytes, the body errors', async () => {
    const model = createMockModel();
    model.register([
      { id: 'cut0', steps: [{ text: 'x', fault: { cut_after: 0 } }] },
      { id: 'cut2', steps: [{ text: 'abcdefgh', fault: { cut_after: 2 } }] },
    ]);
    const url = 'http://x.invalid/v1/chat/completions';
    // Not streamed: nothing is sent before the cut, so the fetch itself rejects.
    await expect(
      model.fetch(url, chat([{ role: 'user', content: scriptDirective('cut0') }], {}, false)),
    ).rejects.toThrow('fetch failed');
    const late = await model.fetch(url, chat([{ role: 'user', content: scriptDirective('cut2') }]));
    await expect(late.text()).rejects.toThrow(/closed the connection/);
  });

  it('aborting the request stops a stream stalled forever', async () => {
    const { model, abort, reading } = await stalledRead();
    setTimeout(() => abort.abort(), 20);
    await expect(reading).rejects.toThrow();
    await new Promise((r) => setTimeout(r, 5));
    expect(model.journal()[0]?.ending).toBe('client-disconnected');
  });

  it("an abort after the fetch's Request was collected still stops a stream stalled forever", async () => {
    // undici's Request follows the caller's signal through a WeakRef: once the Request is collected
    // its own signal never aborts, so the playback has to listen to the caller's.
    v8.setFlagsFromString('--expose-gc');
    const gc = vm.runInNewContext('gc') as () => void;
    const { model, abort, reading } = await stalledRead();
    for (let i = 0; i < 3; i++) {
      gc();
      await new Promise((r) => setTimeout(r, 5));
    }
    abort.abort();
    const settled = await Promise.race([
      reading.then(
        () => 'read whole',
        () => 'rejected',
      ),
      new Promise((r) => setTimeout(() => r('still stalled after 2 s'), 2_000)),
    ]);
    expect(settled).toBe('rejected');
    await new Promise((r) => setTimeout(r, 5));
    expect(model.journal()[0]?.ending).toBe('client-disconnected');
  });
});

describe(`the ${SCRIPT_HEADER} header`, () => {
  it('names the script over any directive; the step counts assistant messages after the newest user message', async () => {
    const model = createMockModel();
    model.register([
      { id: 'bound', steps: [{ text: 'first' }, { text: 'second' }] },
      { id: 'other', steps: [{ text: 'the directive' }] },
    ]);
    const url = 'http://x.invalid/v1/chat/completions';
    const history = [
      { role: 'user', content: `earlier\n${scriptDirective('other')}` },
      { role: 'assistant', content: 'old answer' },
      { role: 'user', content: 'now' },
    ];
    const first = await model.fetch(url, chat(history, { [SCRIPT_HEADER]: 'bound' }));
    expect(contentOf(await first.text())).toBe('first');
    const second = await model.fetch(
      url,
      chat(
        [
          ...history,
          { role: 'assistant', content: null, tool_calls: [] },
          { role: 'tool', tool_call_id: 'c', content: 'r' },
        ],
        {
          [SCRIPT_HEADER]: 'bound',
        },
      ),
    );
    expect(contentOf(await second.text())).toBe('second');
    expect(model.journal().map((e) => [e.scriptId, e.step])).toEqual([
      ['bound', 0],
      ['bound', 1],
    ]);
  });

  it('an unknown script named by the header is a 400 naming it', async () => {
    const model = createMockModel();
    const res = await model.fetch(
      'http://x.invalid/v1/chat/completions',
      chat([{ role: 'user', content: 'hi' }], { [SCRIPT_HEADER]: 'nope' }),
    );
    expect(res.status).toBe(400);
    expect(JSON.stringify(await res.json())).toContain("unknown script 'nope'");
  });
});
