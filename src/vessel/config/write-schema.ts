// Writes `schemas/vessel-config.schema.json` from the TypeBox schema, the one source of truth:
//   npx tsx src/vessel/config/write-schema.ts
// test/vessel/server/config.test.ts fails when the committed file and this output differ.
import { writeWhenRun } from '../../generated/file.ts';
import { publishedSchema } from '../../generated/json-schema.ts';
import { VesselConfigSchema } from './schema.ts';

export const vesselConfigSchemaFile = publishedSchema(
  import.meta.url,
  'vessel-config.schema.json',
  VesselConfigSchema,
  {
    title: 'vessel-kit reference vessel configuration',
  },
);
export const VESSEL_CONFIG_SCHEMA_FILE = vesselConfigSchemaFile.file;
export const renderVesselConfigSchema = (): string => vesselConfigSchemaFile.render();

writeWhenRun(import.meta.url, [vesselConfigSchemaFile]);
