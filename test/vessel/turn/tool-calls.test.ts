import { describe, expect, it } from 'vitest';
import { ARGUMENTS_NOT_JSON, ARGUMENTS_NOT_OBJECT, planToolCalls } from '../../../src/vessel/turn/tool-calls.ts';

const draft = (index: number, id: string, name: string, args: string) => ({ index, id, name, arguments: args });

describe('planning tool calls (D10, D15, D16)', () => {
  it('keeps JSON arguments as sent and shows the parsed value', () => {
    const [call] = planToolCalls([draft(0, 'a', 'echo', '{ "text": "x" }')], 1);
    expect(call).toEqual({
      id: 'a',
      name: 'echo',
      stored: '{ "text": "x" }',
      shown: { text: 'x' },
      args: { text: 'x' },
    });
  });

  it('stores arguments that are not JSON as "{}", shows the first 2,000 characters, and gives an error', () => {
    const raw = '😀'.repeat(2500);
    const [call] = planToolCalls([draft(0, 'a', 'echo', raw)], 1);
    expect(call?.stored).toBe('{}');
    expect(call?.shown).toBe('😀'.repeat(2000));
    expect(call?.argumentsError).toBe(ARGUMENTS_NOT_JSON);
    expect(call?.args).toBeUndefined();
  });

  it('treats an empty string as not JSON', () => {
    const [call] = planToolCalls([draft(0, 'a', 'list', '')], 1);
    expect(call).toMatchObject({ stored: '{}', shown: '', argumentsError: ARGUMENTS_NOT_JSON });
  });

  it('keeps JSON that is not an object as sent, with an error for the tool', () => {
    for (const raw of ['[1,2]', '3', 'null', '"s"']) {
      const [call] = planToolCalls([draft(0, 'a', 'list', raw)], 1);
      expect(call).toMatchObject({ stored: raw, shown: JSON.parse(raw), argumentsError: ARGUMENTS_NOT_OBJECT });
    }
  });

  it('gives missing ids a name from the step and makes ids unique within the message', () => {
    const calls = planToolCalls(
      [draft(0, '', 'list', '{}'), draft(1, 'x', 'list', '{}'), draft(2, 'x', 'list', '{}')],
      3,
    );
    expect(calls.map((c) => c.id)).toEqual(['call_3_1', 'x', 'x_2']);
  });
});
