// The text of a published JSON Schema file (schemas/*.json), rendered from its TypeBox source,
// the one source of truth: draft-07 (what editors read), TypeBox's symbols dropped.
import type { TSchema } from '@sinclair/typebox';

export function publishedSchemaText(schema: TSchema, meta: { $id?: string; title?: string } = {}): string {
  const plain = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  return JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...meta, ...plain }, null, 2) + '\n';
}
