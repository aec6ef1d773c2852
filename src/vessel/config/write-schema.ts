// Writes `schemas/vessel-config.schema.json` from the TypeBox schema, the one source of truth:
//   npx tsx src/vessel/config/write-schema.ts
// test/vessel/server/config.test.ts fails when the committed file and this output differ.
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import process from 'node:process';
import { VesselConfigSchema } from './schema.ts';

export const VESSEL_CONFIG_SCHEMA_FILE = fileURLToPath(new URL('../../../schemas/vessel-config.schema.json', import.meta.url));

/** The published file's text: draft-07 (what editors read), symbols of TypeBox dropped. */
export function renderVesselConfigSchema(): string {
  return (
    JSON.stringify(
      { $schema: 'http://json-schema.org/draft-07/schema#', title: 'vessel-kit reference vessel configuration', ...VesselConfigSchema },
      null,
      2,
    ) + '\n'
  );
}

if (process.argv[1] !== undefined && import.meta.url === new URL(`file://${process.argv[1]}`).href) {
  writeFileSync(VESSEL_CONFIG_SCHEMA_FILE, renderVesselConfigSchema());
  process.stdout.write(`wrote ${VESSEL_CONFIG_SCHEMA_FILE}\n`);
}
