// `npm run generate`: rewrites every file the repository generates (the published schemas, the
// precompiled validators and the generated docs) from its source of truth. This is the one list of them:
// test/architecture/generated-files.test.ts proves each current, and that no generated file is
// missing from it.
import type { GeneratedFile } from '../src/generated/file.ts';
import { writeWhenRun } from '../src/generated/file.ts';
import { faultsDoc } from './faults-doc.ts';
import { fieldsDoc } from './fields-doc.ts';
import { rulesDoc } from './rules-doc.ts';
import { PUBLISHED_SCHEMAS } from './schemas.ts';
import { STANDALONE_VALIDATORS } from './validators.ts';

export const GENERATED: readonly GeneratedFile[] = [
  ...PUBLISHED_SCHEMAS,
  ...STANDALONE_VALIDATORS,
  rulesDoc,
  faultsDoc,
  fieldsDoc,
];

writeWhenRun(import.meta.url, GENERATED);
