// Writes `schemas/vessel-config.schema.json` from the TypeBox schema, the one source of truth:
//   npx tsx src/vessel/config/write-schema.ts
// test/vessel/server/config.test.ts fails when the committed file and this output differ.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import process from 'node:process';
import { isEntryPoint } from '../../entry-point.ts';
import { publishedSchemaText } from '../../published-schema.ts';
import { VesselConfigSchema } from './schema.ts';

export const VESSEL_CONFIG_SCHEMA_FILE = fileURLToPath(new URL('../../../schemas/vessel-config.schema.json', import.meta.url));

export function renderVesselConfigSchema(): string {
  return publishedSchemaText(VesselConfigSchema, { title: 'vessel-kit reference vessel configuration' });
}

if (isEntryPoint(import.meta.url)) {
  writeFileSync(VESSEL_CONFIG_SCHEMA_FILE, renderVesselConfigSchema());
  process.stdout.write(`wrote ${VESSEL_CONFIG_SCHEMA_FILE}\n`);
}
