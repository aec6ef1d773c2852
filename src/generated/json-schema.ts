// A published JSON Schema file (schemas/*.json), rendered from its TypeBox source, the one source
// of truth: draft-07 (what editors read), TypeBox's symbols dropped. JSON holds no comments, so
// these files carry no "generated" header; the test that each is current stands in for one.
import type { TSchema } from '@sinclair/typebox';
import { generatedFile, type GeneratedFile } from './file.ts';

export interface SchemaMeta {
  $id?: string;
  title?: string;
}

export function publishedSchemaText(schema: TSchema, meta: SchemaMeta = {}): string {
  const plain = JSON.parse(JSON.stringify(schema)) as Record<string, unknown>;
  return JSON.stringify({ $schema: 'http://json-schema.org/draft-07/schema#', ...meta, ...plain }, null, 2) + '\n';
}

/** `schemas/<name>`, rendered from `schema`, written by the module at `writerUrl`. */
export function publishedSchema(
  writerUrl: string,
  name: string,
  schema: TSchema,
  meta: SchemaMeta = {},
): GeneratedFile {
  return generatedFile(writerUrl, `schemas/${name}`, () => publishedSchemaText(schema, meta));
}
