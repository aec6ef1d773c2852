// The pure engine: request in, timed frames out. No sockets, no clock.
import { describe, expect, it } from 'vitest';
import { respond, type EngineConfig } from '../../mock-model/engine.ts';
import type { Answer } from '../../mock-model/answer.ts';
import { completionId, splitPieces } from '../../mock-model/step.ts';
import type { Script, ScriptStep } from '../../mock-model/script-schema.ts';
import { scriptDirective } from '../../mock-model/select.ts';

function configWith(scripts: Script[], overrides: Partial<EngineConfig> = {}): EngineConfig {
  const byId = new Map(scripts.map((s) => [s.id, s]));
  return { script: (id) => byId.get(id), dialect: 'reasoning_content', strictExpectations: false, ...overrides };
}

function request(id: string | null, extra: Record<string, unknown> = {}, history: unknown[] = []) {
  const content = id === null ? 'hello' : `please\n${scriptDirective(id)}`;
  return JSON.stringify({
    model: 'test-model',
    stream: true,
    messages: [{ role: 'user', content }, ...history],
    ...extra,
  });
}

function play(step: ScriptStep, extra: Record<string, unknown> = {}, overrides: Partial<EngineConfig> = {}) {
  const outcome = respond(
    { body: request('s', extra), createdSeconds: 1_700_000_000 },
    configWith([{ id: 's', steps: [step] }], overrides),
  );
  return outcome;
}

type Chunk = {
  id: string;
  created: number;
  model: string;
  choices: { delta: Record<string, unknown>; finish_reason: string | null }[];
  usage?: unknown;
};
const chunksOf = (answer: Answer): Chunk[] =>
  answer.frames.filter((f) => f.data !== '[DONE]').map((f) => JSON.parse(f.data) as Chunk);
const deltas = (answer: Answer, key: string) =>
  chunksOf(answer)
    .map((c) => c.choices[0]?.delta[key])
    .filter((v): v is string => typeof v === 'string');

describe('streamed frames', () => {
  it('splits text and reasoning into several pieces of a few code points, even with no timing', () => {
    const { answer } = play({ reasoning: 'why not think first', text: 'The answer is 42, 🙂 of course.' });
    const text = deltas(answer, 'content').filter((t) => t !== '');
    expect(text.join('')).toBe('The answer is 42, 🙂 of course.');
    expect(text.length).toBeGreaterThan(3);
    expect(text.every((t) => Array.from(t).length <= 4)).toBe(true);
    expect(deltas(answer, 'reasoning_content').join('')).toBe('why not think first');
  });

  it('never splits inside a surrogate pair', () => {
    expect(splitPieces('a🙂b🙂c', 2)).toEqual(['a🙂', 'b🙂', 'c']);
  });

  it('keeps id, created and model stable, puts role in the first delta, ends with finish, usage and [DONE]', () => {
    const { answer } = play({ text: 'hi there friend' });
    const chunks = chunksOf(answer);
    expect(new Set(chunks.map((c) => `${c.id}|${c.created}|${c.model}`))).toEqual(
      new Set([`${completionId('s', 0)}|1700000000|test-model`]),
    );
    expect(chunks[0]?.choices[0]?.delta).toMatchObject({ role: 'assistant' });
    expect(chunks.slice(1).some((c) => 'role' in (c.choices[0]?.delta ?? {}))).toBe(false);
    const last = chunks.at(-1)!;
    expect(last.choices[0]?.finish_reason).toBe('stop');
    expect(last.usage).toMatchObject({ prompt_tokens: expect.any(Number), completion_tokens: 4 });
    expect(answer.frames.at(-1)?.data).toBe('[DONE]');
    expect(answer.headers['content-type']).toMatch(/^text\/event-stream/);
  });

  it('sends usage as its own chunk when stream_options.include_usage is set', () => {
    const { answer } = play(
      { text: 'hi', usage: { input: 11, output: 3 } },
      { stream_options: { include_usage: true } },
    );
    const chunks = chunksOf(answer);
    const usageChunk = chunks.at(-1)!;
    expect(usageChunk.choices).toEqual([]);
    expect(usageChunk.usage).toEqual({ prompt_tokens: 11, completion_tokens: 3, total_tokens: 14 });
    expect(chunks.slice(0, -1).every((c) => c.usage === null)).toBe(true);
    expect(chunks.at(-2)?.choices[0]?.finish_reason).toBe('stop');
  });

  it('sends reasoning as `reasoning` in that dialect (option or script)', () => {
    expect(deltas(play({ reasoning: 'hmm' }, {}, { dialect: 'reasoning' }).answer, 'reasoning').join('')).toBe('hmm');
    const outcome = respond(
      { body: request('d'), createdSeconds: 0 },
      configWith([{ id: 'd', dialect: 'reasoning', steps: [{ reasoning: 'deep' }] }]),
    );
    expect(deltas(outcome.answer, 'reasoning').join('')).toBe('deep');
    expect(deltas(outcome.answer, 'reasoning_content')).toEqual([]);
  });

  it('fragments tool calls by index: id, type and name first, then argument slices', () => {
    const { answer } = play({
      tool_calls: [
        { name: 'search', arguments: { query: 'weather in Lisbon' } },
        { id: 'mine', name: 'raw', arguments_raw: '{"broken": ' },
      ],
    });
    const calls = chunksOf(answer).flatMap(
      (c) => (c.choices[0]?.delta['tool_calls'] as Record<string, unknown>[] | undefined) ?? [],
    );
    const byIndex = (i: number) => calls.filter((c) => c['index'] === i);
    expect(byIndex(0)[0]).toEqual({
      index: 0,
      id: 'call_0_0',
      type: 'function',
      function: { name: 'search', arguments: '' },
    });
    expect(byIndex(0).length).toBeGreaterThan(2);
    expect(
      byIndex(0)
        .slice(1)
        .every((c) => !('id' in c)),
    ).toBe(true);
    const args = (i: number) =>
      byIndex(i)
        .map((c) => (c['function'] as { arguments: string }).arguments)
        .join('');
    expect(args(0)).toBe('{"query":"weather in Lisbon"}');
    expect(args(1)).toBe('{"broken": ');
    expect(byIndex(1)[0]).toMatchObject({ id: 'mine' });
    expect(chunksOf(answer).at(-1)?.choices[0]?.finish_reason).toBe('tool_calls');
  });

  it('resolves `$any` to the first tool the request offers', () => {
    const tools = [
      { type: 'function', function: { name: 'lookup' } },
      { type: 'function', function: { name: 'other' } },
    ];
    const { answer } = play({ tool_calls: [{ name: '$any', arguments: {} }] }, { tools });
    expect(answer.frames.some((f) => f.data.includes('"name":"lookup"'))).toBe(true);
  });

  it('uses the scripted finish_reason', () => {
    expect(
      chunksOf(play({ text: 'cut short', finish_reason: 'length' }).answer).at(-1)?.choices[0]?.finish_reason,
    ).toBe('length');
  });
});

describe('timing', () => {
  it('schedules frames from ttft_ms, interval_ms apart, against the request start', () => {
    const { answer } = play({ text: 'abcdefgh', timing: { ttft_ms: 100, chunk_chars: 2, interval_ms: 10 } });
    expect(answer.frames.map((f) => f.atMs)).toEqual([100, 100, 110, 120, 130, 130, 130]);
  });

  it('plays exact pieces at their times, with the step text taken from them', () => {
    const { answer } = play({
      timing: {
        pieces: [
          { kind: 'reasoning', text: 'think', at_ms: 0 },
          { kind: 'text', text: 'Hel', at_ms: 40 },
          { kind: 'text', text: 'lo', at_ms: 95 },
        ],
      },
    });
    expect(answer.frames.slice(1, 4).map((f) => f.atMs)).toEqual([0, 40, 95]);
    expect(deltas(answer, 'content').join('')).toBe('Hello');
  });
});

describe('faults', () => {
  const step = (fault: ScriptStep['fault']): ScriptStep => ({ text: 'abcdefghijklmnop', fault });

  it('http_status answers the status and an OpenAI error body before any stream byte, telling SDKs not to retry', () => {
    const { answer } = play(step({ http_status: 503 }));
    expect(answer.status).toBe(503);
    expect(answer.framing).toBe('body');
    expect(JSON.parse(answer.frames[0]!.data)).toMatchObject({
      error: { message: expect.any(String), type: 'server_error', code: 'mock_http_503' },
    });
    expect(answer.headers['x-should-retry']).toBe('false');
  });

  it('http_status sends a scripted body and headers as given', () => {
    const { answer } = play(step({ http_status: 429, body: 'slow down', headers: { 'retry-after': '1' } }));
    expect(answer.frames[0]?.data).toBe('slow down');
    expect(answer.headers['retry-after']).toBe('1');
  });

  it('error_frame_after sends N frames, then an OpenAI error frame, then ends', () => {
    const { answer } = play(step({ error_frame_after: 2 }));
    expect(answer.frames).toHaveLength(3);
    expect(JSON.parse(answer.frames[2]!.data)).toMatchObject({ error: { type: 'server_error' } });
    expect(answer.ending.kind).toBe('close');
  });

  it('cut_after sends N frames and then cuts the socket', () => {
    const { answer } = play(step({ cut_after: 3 }));
    expect(answer.frames).toHaveLength(3);
    expect(answer.ending.kind).toBe('cut');
  });

  it('eof_without_finish ends with no finish_reason and no [DONE]', () => {
    const { answer } = play(step({ eof_without_finish: true }));
    expect(answer.frames.some((f) => f.data === '[DONE]')).toBe(false);
    expect(chunksOf(answer).every((c) => c.choices[0]?.finish_reason === null)).toBe(true);
    expect(deltas(answer, 'content').join('')).toBe('abcdefghijklmnop');
  });

  it('malformed_after sends N frames and then one that is not JSON', () => {
    const { answer } = play(step({ malformed_after: 1 }));
    expect(answer.frames).toHaveLength(2);
    expect(() => JSON.parse(answer.frames[1]!.data)).toThrow();
  });

  it('stall_after without ms sends N frames and then hangs; with ms it pauses the rest', () => {
    const forever = play(step({ stall_after: 2 })).answer;
    expect(forever.frames).toHaveLength(2);
    expect(forever.ending.kind).toBe('hang');
    const paused = play(step({ stall_after: 2, ms: 500 })).answer;
    expect(paused.frames.map((f) => f.atMs)).toEqual([0, 0, 500, 500, 500, 500, 500]);
    expect(paused.ending).toEqual({ kind: 'close', atMs: 500 });
  });

  it('maps faults onto a non-streamed answer', () => {
    const nonStream = (fault: ScriptStep['fault']) => play(step(fault), { stream: false }).answer;
    expect(JSON.parse(nonStream(undefined).frames[0]!.data)).toMatchObject({
      object: 'chat.completion',
      choices: [{ message: { content: 'abcdefghijklmnop' } }],
    });
    expect(nonStream({ cut_after: 0 }).ending.kind).toBe('cut');
    expect(nonStream({ stall_after: 0 }).ending.kind).toBe('hang');
    expect(() => JSON.parse(nonStream({ malformed_after: 0 }).frames[0]!.data)).toThrow();
    expect(JSON.parse(nonStream({ eof_without_finish: true }).frames[0]!.data).choices[0].finish_reason).toBeNull();
  });
});

describe('step selection (D14)', () => {
  const two: Script = { id: 'two', steps: [{ text: 'one' }, { text: 'two' }] };
  const select = (messages: unknown[], scripts: Script[] = [two]) =>
    respond({ body: JSON.stringify({ messages, stream: true }), createdSeconds: 0 }, configWith(scripts));

  it('counts the assistant messages after the newest user message holding the directive', () => {
    const outcome = select([
      { role: 'system', content: 'brief' },
      { role: 'user', content: scriptDirective('other') },
      { role: 'assistant', content: 'x' },
      {
        role: 'user',
        content: [
          { type: 'text', text: 'look' },
          { type: 'text', text: `now\n${scriptDirective('two')}` },
        ],
      },
      { role: 'assistant', content: null, tool_calls: [] },
      { role: 'tool', tool_call_id: 'c', content: 'r' },
    ]);
    expect(outcome).toMatchObject({ scriptId: 'two', step: 1, scriptStep: 1 });
  });

  it('ignores the directive when it is not a line of its own, or not in a user message', () => {
    expect(select([{ role: 'user', content: `say ${scriptDirective('two')} please` }]).scriptId).toBe('default');
    expect(
      select([
        { role: 'user', content: 'hi' },
        { role: 'assistant', content: scriptDirective('two') },
      ]).scriptId,
    ).toBe('default');
  });

  it('plays the default script when no directive is present, for any number of turns', () => {
    const outcome = select([
      { role: 'user', content: 'a' },
      { role: 'assistant', content: 'b' },
      { role: 'user', content: 'c' },
    ]);
    expect(outcome.answer.status).toBe(200);
    expect(outcome.scriptId).toBe('default');
  });

  it('repeats the last step when it says so', () => {
    const looping: Script = {
      id: 'loop',
      steps: [{ text: 'first' }, { tool_calls: [{ name: 'x', arguments: {} }], repeat: true }],
    };
    const history = Array.from({ length: 5 }, () => ({ role: 'assistant', content: 'a' }));
    const outcome = select([{ role: 'user', content: scriptDirective('loop') }, ...history], [looping]);
    expect(outcome).toMatchObject({ step: 5, scriptStep: 1 });
    expect(outcome.answer.frames.some((f) => f.data.includes('"id":"call_5_0"'))).toBe(true);
  });

  it('refuses an unknown script and a step past the end with a 400 that says so', () => {
    const unknown = select([{ role: 'user', content: scriptDirective('nope') }]);
    expect(unknown.answer.status).toBe(400);
    expect(JSON.parse(unknown.answer.frames[0]!.data).error).toMatchObject({
      code: 'unknown_script',
      message: expect.stringContaining("'nope'"),
    });
    const past = select([
      { role: 'user', content: scriptDirective('two') },
      { role: 'assistant', content: '1' },
      { role: 'assistant', content: '2' },
    ]);
    expect(past.answer.status).toBe(400);
    expect(JSON.parse(past.answer.frames[0]!.data).error.code).toBe('script_exhausted');
  });
});

describe('bad input', () => {
  const bad = (body: string) => respond({ body, createdSeconds: 0 }, configWith([]));
  it.each([
    ['not JSON', '{"messages": [', /not JSON/],
    ['no messages', '{"model": "m"}', /`messages` is required/],
    [
      'an unknown role',
      JSON.stringify({ messages: [{ role: 'wizard', content: 'x' }] }),
      /messages\[0\]: unknown role "wizard"/,
    ],
    [
      'tools that are not a list',
      JSON.stringify({ messages: [{ role: 'user', content: 'x' }], tools: {} }),
      /`tools` must be a list/,
    ],
    ['a body that is not an object', '[1]', /must be a JSON object/],
    ['an empty message list', JSON.stringify({ messages: [] }), /`messages` must not be empty/],
    ['a message that is not an object', JSON.stringify({ messages: ['hi'] }), /messages\[0\] must be an object/],
    [
      'a tool with no function name',
      JSON.stringify({ messages: [{ role: 'user', content: 'x' }], tools: [{ type: 'function', function: {} }] }),
      /tools\[0\]: a function tool needs function.name/,
    ],
  ])("answers %s with a 400 in OpenAI's error shape", (_label, body, message) => {
    const outcome = bad(body);
    expect(outcome.answer.status).toBe(400);
    expect(JSON.parse(outcome.answer.frames[0]!.data).error.message).toMatch(message);
  });

  it('answers a body over the cap with a 400 naming the limit', () => {
    const outcome = respond({ body: { tooLargeBytes: 5000, limit: 1000 }, createdSeconds: 0 }, configWith([]));
    expect(outcome.answer.status).toBe(400);
    expect(outcome.answer.frames[0]?.data).toMatch(/limit is 1000/);
  });
});

describe('request expectations (D11)', () => {
  const expecting = (expect: ScriptStep['expect'], strict = false, messages?: unknown[], tools?: unknown[]) => {
    const body = JSON.stringify({
      stream: true,
      messages: messages ?? [
        { role: 'system', content: 'brief' },
        { role: 'user', content: scriptDirective('e') },
      ],
      ...(tools ? { tools } : {}),
    });
    return respond(
      { body, createdSeconds: 0 },
      configWith([{ id: 'e', steps: [{ text: 'ok', expect, repeat: true }] }], { strictExpectations: strict }),
    );
  };
  const tool = (name: string) => ({ type: 'function', function: { name } });

  it('journals nothing when every expectation holds', () => {
    const outcome = expecting(
      {
        system_first: true,
        system_messages: 1,
        tools_offered: true,
        tools_include: ['a'],
        tools_exclude: ['b'],
        images: false,
        reasoning_in_history: false,
      },
      false,
      undefined,
      [tool('a')],
    );
    expect(outcome.mismatches).toEqual([]);
  });

  it('names each expectation that fails', () => {
    const messages = [
      {
        role: 'user',
        content: [
          { type: 'image_url', image_url: { url: 'data:image/png;base64,AA==' } },
          { type: 'text', text: scriptDirective('e') },
        ],
      },
      { role: 'assistant', content: 'x', reasoning_content: 'secret thoughts' },
      { role: 'user', content: 'more' },
    ];
    const outcome = expecting(
      {
        system_first: true,
        tools_offered: true,
        tools_include: ['a'],
        images: false,
        reasoning_in_history: false,
        last_tool_result: 'call_1',
      },
      false,
      messages,
    );
    expect(outcome.answer.status).toBe(200);
    expect(outcome.mismatches).toHaveLength(6);
    expect(outcome.mismatches).toEqual([
      'expected tools to be offered, but the request offers none',
      "expected tool 'a' to be offered; offered: none",
      'expected no reasoning_content in the history, but messages[1] carry it',
      'expected a system message first, but messages[0] is user',
      'expected no image_url parts, but messages[0] hold them',
      'expected the last message to be a tool result, but it is user',
    ]);
  });

  it('names each opposite expectation that fails too', () => {
    const outcome = expecting(
      {
        tools_offered: false,
        tools_exclude: ['a'],
        reasoning_in_history: true,
        system_first: false,
        system_messages: 2,
        images: true,
      },
      false,
      undefined,
      [tool('a')],
    );
    expect(outcome.mismatches).toEqual([
      'expected no tools to be offered, but the request offers a',
      "expected tool 'a' not to be offered, but it is",
      'expected reasoning_content in the history, but no assistant message carries it',
      'expected no system message first, but messages[0] is system',
      'expected 2 system message(s), found 1',
      'expected image_url parts, but no message holds one',
    ]);
  });

  it('counts reasoning carried in the `reasoning` field as reasoning in the history', () => {
    const messages = [
      { role: 'user', content: scriptDirective('e') },
      { role: 'assistant', content: 'x', reasoning: 'thoughts' },
      { role: 'user', content: 'more' },
    ];
    expect(expecting({ reasoning_in_history: true }, false, messages).mismatches).toEqual([]);
    expect(expecting({ reasoning_in_history: false }, false, messages).mismatches).toEqual([
      'expected no reasoning_content in the history, but messages[1] carry it',
    ]);
  });

  it('checks that the last message answers the named call', () => {
    const messages = [
      { role: 'user', content: scriptDirective('e') },
      {
        role: 'assistant',
        content: null,
        tool_calls: [{ id: 'c1', type: 'function', function: { name: 'a', arguments: '{}' } }],
      },
      { role: 'tool', tool_call_id: 'c2', content: 'r' },
    ];
    expect(expecting({ last_tool_result: true }, false, messages).mismatches).toEqual([]);
    expect(expecting({ last_tool_result: 'c1' }, false, messages).mismatches[0]).toMatch(/answer call 'c1'.*"c2"/);
  });

  it('answers 400 on a mismatch when strict', () => {
    const outcome = expecting({ tools_offered: true }, true);
    expect(outcome.answer.status).toBe(400);
    expect(JSON.parse(outcome.answer.frames[0]!.data).error.code).toBe('expectation_failed');
    expect(outcome.mismatches).toHaveLength(1);
  });
});
