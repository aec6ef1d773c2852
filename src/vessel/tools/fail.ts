// `fail`: always fails, the kit's "tool that fails"; its error goes back to the model.
import { Type } from '@sinclair/typebox';
import { defineTool } from './define.ts';
import { ToolError } from './types.ts';

export const FAIL_MESSAGE = 'fail: this tool always fails';

export const failTool = defineTool({
  name: 'fail',
  description: 'Always fails (for testing how failures reach the model).',
  parameters: Type.Object({ message: Type.Optional(Type.String({ description: 'Added to the error text' })) }),
  run: ({ message }) => {
    throw new ToolError(message ? `${FAIL_MESSAGE}: ${message}` : FAIL_MESSAGE);
  },
});
