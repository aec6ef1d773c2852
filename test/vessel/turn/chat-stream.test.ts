import { describe, expect, it } from 'vitest';
import { applyChunk, ChatStreamState, ModelError } from '../../../src/vessel/turn/chat-stream.ts';

function fold(chunks: unknown[]) {
  const state = new ChatStreamState();
  const pieces: string[] = [];
  for (const chunk of chunks)
    applyChunk(state, chunk, { onContent: (p) => pieces.push(`t:${p}`), onReasoning: (p) => pieces.push(`r:${p}`) });
  return { state, pieces };
}
const choice = (delta: unknown, finish_reason: string | null = null) => ({
  choices: [{ index: 0, delta, finish_reason }],
});

describe('folding chat-completions chunks', () => {
  it('passes reasoning and text pieces on in order and accumulates them', () => {
    const { state, pieces } = fold([
      choice({ reasoning_content: 'hm' }),
      choice({ reasoning: '!' }),
      choice({ content: 'Hi' }),
      choice({ content: '.' }, 'stop'),
    ]);
    expect(pieces).toEqual(['r:hm', 'r:!', 't:Hi', 't:.']);
    expect(state).toMatchObject({ content: 'Hi.', reasoning: 'hm!', finishReason: 'stop' });
  });

  it('assembles tool-call fragments by index, in index order', () => {
    const { state } = fold([
      choice({ tool_calls: [{ index: 1, id: 'b', type: 'function', function: { name: 'echo', arguments: '{"te' } }] }),
      choice({ tool_calls: [{ index: 0, id: 'a', type: 'function', function: { name: 'list', arguments: '' } }] }),
      choice({ tool_calls: [{ index: 1, function: { arguments: 'xt":"x"}' } }] }),
      choice({ tool_calls: [{ index: 0, function: { arguments: '{}' } }] }, 'tool_calls'),
    ]);
    expect(state.orderedToolCalls()).toEqual([
      { index: 0, id: 'a', name: 'list', arguments: '{}' },
      { index: 1, id: 'b', name: 'echo', arguments: '{"text":"x"}' },
    ]);
  });

  it('accepts whole calls without an index', () => {
    const { state } = fold([
      choice({
        tool_calls: [
          { id: 'a', function: { name: 'list', arguments: '{}' } },
          { id: 'b', function: { name: 'echo', arguments: '{}' } },
        ],
      }),
    ]);
    expect(state.orderedToolCalls().map((c) => c.id)).toEqual(['a', 'b']);
  });

  it('reads the usage chunk (empty choices) as input/output tokens', () => {
    const { state } = fold([
      choice({ content: 'x' }, 'stop'),
      { choices: [], usage: { prompt_tokens: 30, completion_tokens: 13, total_tokens: 43 } },
    ]);
    expect(state.usage).toEqual({ input: 30, output: 13 });
  });

  it('treats an error frame as a model error with a generic message', () => {
    expect(() => fold([{ error: { message: 'secret upstream detail at http://10.0.0.1' } }])).toThrow(
      new ModelError('the model stream reported an error'),
    );
  });

  it('treats wrongly typed fields as a malformed stream', () => {
    expect(() => fold([{ choices: 'x' }])).toThrow('the model stream was malformed');
    expect(() => fold([choice({ content: 5 })])).toThrow('the model stream was malformed');
    expect(() => fold([choice({ tool_calls: {} })])).toThrow('the model stream was malformed');
    expect(() => fold([[1]])).toThrow('the model stream was malformed');
  });

  it('counts nothing as output until something streams', () => {
    const { state } = fold([choice({ role: 'assistant' })]);
    expect(state.sawOutput).toBe(false);
  });
});
