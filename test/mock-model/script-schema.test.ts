// The script format: the published JSON Schema is current, the fixtures are valid, and each
// problem a schema cannot catch is named precisely.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadScriptDir, ScriptFileError } from '../../mock-model/load-scripts.ts';
import { validateScript } from '../../mock-model/script-validate.ts';

const FIXTURES = new URL('../../fixtures/scripts/', import.meta.url).pathname;

const problemsOf = (value: unknown) => {
  const result = validateScript(value);
  return result.ok ? [] : result.problems;
};

describe('fixtures/scripts', () => {
  it('holds only valid scripts with distinct ids', () => {
    const files = readdirSync(FIXTURES).filter((f) => f.endsWith('.json'));
    expect(files.length).toBeGreaterThan(0);
    const scripts = loadScriptDir(FIXTURES);
    expect(new Set(scripts.map((s) => s.id)).size).toBe(scripts.length);
  });

  it('refuses a directory that defines one id in two files, naming both', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vk-scripts-'));
    try {
      writeFileSync(path.join(dir, 'a.json'), JSON.stringify({ id: 'same', steps: [{ text: 'a' }] }));
      writeFileSync(
        path.join(dir, 'b.json'),
        JSON.stringify([
          { id: 'other', steps: [{}] },
          { id: 'same', steps: [{ text: 'b' }] },
        ]),
      );
      expect(() => loadScriptDir(dir)).toThrow(ScriptFileError);
      expect(() => loadScriptDir(dir)).toThrow(/b\.json: script id 'same' is already defined in .*a\.json/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('script validation', () => {
  it('accepts every documented key', () => {
    expect(
      problemsOf({
        id: 'full.example-1',
        description: 'all keys',
        dialect: 'reasoning',
        steps: [
          {
            reasoning: 'r',
            text: 'ab',
            tool_calls: [
              { id: 'c1', name: '$any', arguments: { x: [1] } },
              { name: 'raw', arguments_raw: '{oops' },
            ],
            finish_reason: 'tool_calls',
            usage: { input: 1, output: 2 },
            timing: {
              pieces: [
                { kind: 'reasoning', text: 'r', at_ms: 0 },
                { kind: 'text', text: 'a', at_ms: 0 },
                { kind: 'text', text: 'b', at_ms: 5 },
              ],
              interval_ms: 3,
            },
            expect: {
              tools_offered: true,
              tools_include: ['a'],
              tools_exclude: ['b'],
              reasoning_in_history: false,
              system_first: true,
              system_messages: 1,
              images: false,
              last_tool_result: 'c0',
            },
          },
          { fault: { stall_after: 2, ms: 100 }, repeat: true },
        ],
      }),
    ).toEqual([]);
  });

  it.each([
    [
      'an unknown key, named',
      { id: 'x', steps: [{ txt: 'typo' }] },
      "steps/0: must NOT have additional properties 'txt'",
    ],
    ['no steps', { id: 'x', steps: [] }, 'steps: must NOT have fewer than 1 items'],
    ['an id that cannot be a directive', { id: 'has space', steps: [{}] }, 'id: must match pattern'],
    [
      'two fault kinds',
      { id: 'x', steps: [{ fault: { cut_after: 1, malformed_after: 1 } }] },
      'steps/0/fault: give exactly one fault kind',
    ],
    [
      'ms without stall_after',
      { id: 'x', steps: [{ fault: { cut_after: 1, ms: 5 } }] },
      'steps/0/fault/ms: only applies to stall_after',
    ],
    [
      'body without http_status',
      { id: 'x', steps: [{ fault: { cut_after: 1, body: 'x' } }] },
      'steps/0/fault: body and headers only apply to http_status',
    ],
    ['an empty fault', { id: 'x', steps: [{ fault: {} }] }, 'steps/0/fault: must NOT have fewer than 1 properties'],
    [
      'repeat before the last step',
      { id: 'x', steps: [{ repeat: true }, {}] },
      'steps/0/repeat: only the last step may repeat',
    ],
    [
      'arguments and arguments_raw together',
      { id: 'x', steps: [{ tool_calls: [{ name: 'a', arguments: {}, arguments_raw: '{}' }] }] },
      'steps/0/tool_calls/0: give either arguments or arguments_raw',
    ],
    [
      'a call id used twice',
      {
        id: 'x',
        steps: [
          {
            tool_calls: [
              { id: 'c', name: 'a' },
              { id: 'c', name: 'b' },
            ],
          },
        ],
      },
      "call id 'c' is used twice",
    ],
    [
      'pieces that disagree with text',
      { id: 'x', steps: [{ text: 'abc', timing: { pieces: [{ kind: 'text', text: 'ab', at_ms: 0 }] } }] },
      'the text pieces join to "ab"',
    ],
    [
      'chunk_chars beside pieces',
      { id: 'x', steps: [{ timing: { chunk_chars: 2, pieces: [] } }] },
      'pieces give exact times',
    ],
    [
      'a negative time',
      { id: 'x', steps: [{ timing: { interval_ms: -1 } }] },
      'steps/0/timing/interval_ms: must be >= 0',
    ],
    ['an unknown finish_reason', { id: 'x', steps: [{ finish_reason: 'done' }] }, 'steps/0/finish_reason'],
  ])('names the problem: %s', (_label, script, problem) => {
    expect(problemsOf(script).join('\n')).toContain(problem);
  });
});
