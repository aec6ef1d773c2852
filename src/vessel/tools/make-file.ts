// `make_file`: returns a file the turn sends as a `file` artifact (D9, D16).
import { Type } from '@sinclair/typebox';
import { defineTool } from './define.ts';

export const makeFileTool = defineTool({
  name: 'make_file',
  description: 'Creates a file with the given name, media type and text content, and returns it to the user.',
  parameters: Type.Object({
    name: Type.String({ minLength: 1, description: 'File name, e.g. report.md' }),
    media_type: Type.String({ pattern: '^[^/\\s]+/[^/\\s]+$', description: 'Media type, e.g. text/markdown' }),
    content: Type.String({ description: 'The file content (stored as UTF-8)' }),
  }),
  run: ({ name, media_type, content }) => {
    const bytes = new TextEncoder().encode(content);
    return {
      output: `created ${name} (${media_type}, ${bytes.length} bytes)`,
      file: { filename: name, media_type, bytes },
    };
  },
});
