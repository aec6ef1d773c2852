// `big_output`: returns `n` characters (code points), to exercise the 4,000-character cut of
// tool.finished.output while the transcript keeps the whole output (D16).
import { Type } from '@sinclair/typebox';
import { defineTool } from './define.ts';

const MAX_BIG_OUTPUT = 1_000_000;
const PATTERN = 'abcdefghijklmnopqrstuvwxyz0123456789\n';

/** n code points of a fixed repeating pattern. */
export function bigText(n: number): string {
  return PATTERN.repeat(Math.ceil(n / PATTERN.length)).slice(0, n);
}

export const bigOutputTool = defineTool({
  name: 'big_output',
  description: 'Returns n characters of filler text.',
  parameters: Type.Object({
    n: Type.Integer({ minimum: 0, maximum: MAX_BIG_OUTPUT, description: 'How many characters' }),
  }),
  run: ({ n }) => ({ output: bigText(n) }),
});
