// `list`: a fixed listing, the kit's "tool that succeeds fast".
import { Type } from '@sinclair/typebox';
import { defineTool } from './define.ts';

export const LISTING = ['species/', 'notes.md', 'README.md'].join('\n');

export const listTool = defineTool({
  name: 'list',
  description: 'Lists the files in the working folder (a fixed listing).',
  parameters: Type.Object({ path: Type.Optional(Type.String({ description: 'Ignored; the listing is fixed' })) }),
  run: () => ({ output: LISTING }),
});
