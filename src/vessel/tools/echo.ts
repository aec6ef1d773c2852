// `echo`: returns its `text` unchanged.
import { Type } from '@sinclair/typebox';
import { defineTool } from './define.ts';

export const echoTool = defineTool({
  name: 'echo',
  description: 'Returns the given text unchanged.',
  parameters: Type.Object({ text: Type.String({ description: 'The text to return' }) }),
  run: ({ text }) => ({ output: text }),
});
