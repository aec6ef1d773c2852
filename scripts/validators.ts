// The precompiled ajv validators (src/generated/validators/*.ts), each ajv's standalone code of
// one TypeBox schema under the options its consumer needs. `npm run generate` writes them
// (scripts/generate.ts); test/architecture/generated-files.test.ts fails when one is stale, so a
// schema, an option or ajv itself cannot change without the code that runs changing with it.
import type { GeneratedFile } from '../src/generated/file.ts';
import { standaloneValidator, type ValidatorSource } from '../src/generated/standalone.ts';
import { ProfileSchema } from '../src/profile/schema.ts';
import { ExpectedFailuresFileSchema } from '../src/results/baseline.ts';
import { ResultsSchema } from '../src/results/schema.ts';
import { TranscriptSchema } from '../src/transcript/schema.ts';
import { VesselConfigSchema } from '../src/vessel/config/schema.ts';
import { ScriptSchema } from '../mock-model/script-schema.ts';
import {
  AgentCardSchema,
  MessageSchema,
  TaskArtifactUpdateEventSchema,
  TaskSchema,
  TaskStatusUpdateEventSchema,
} from '../src/a2a/wire.ts';
import { EventSchemas, TurnSummarySchema } from '../src/a2a/vessel-events.ts';
import { TurnFixtureSchema } from '../suites/turn-fixture-schema.ts';

const VALIDATORS: readonly ValidatorSource[] = [
  {
    // src/transcript/structure.ts maps each of its errors to one rule: strict, every error, and
    // the role and content-part unions as discriminators (so a wrong role is one error, not one per branch).
    name: 'transcript',
    source: 'src/transcript/schema.ts',
    schema: TranscriptSchema,
    options: { allErrors: true, discriminator: true, allowUnionTypes: true, strict: true },
  },
  {
    name: 'model-script',
    source: 'mock-model/script-schema.ts',
    schema: ScriptSchema,
    options: { allErrors: true, strict: false },
  },
  {
    name: 'profile',
    source: 'src/profile/schema.ts',
    schema: ProfileSchema,
    options: { allErrors: true, strict: false, useDefaults: false },
  },
  {
    name: 'results',
    source: 'src/results/schema.ts',
    schema: ResultsSchema,
    options: { allErrors: true, strict: false },
  },
  {
    name: 'expected-failures',
    source: 'src/results/baseline.ts',
    schema: ExpectedFailuresFileSchema,
    options: { allErrors: true, strict: false },
  },
  {
    // verbose: errors carry their schema, so a union of literals can list the allowed values.
    name: 'vessel-config',
    source: 'src/vessel/config/schema.ts',
    schema: VesselConfigSchema,
    options: { allErrors: true, strict: false, verbose: true },
  },
  // The checks' own: each reports ajv's first errors as its finding (src/checks/a2a-core.ts,
  // a2a-stream.ts, artifacts.ts, events.ts), every error and no strictness, as they compiled before.
  {
    name: 'agent-card',
    source: 'src/a2a/wire.ts',
    schema: AgentCardSchema,
    options: { allErrors: true, strict: false },
  },
  {
    // Keyed by the stream result member each validates.
    name: 'stream-results',
    source: 'src/a2a/wire.ts',
    schema: {
      task: TaskSchema,
      message: MessageSchema,
      statusUpdate: TaskStatusUpdateEventSchema,
      artifactUpdate: TaskArtifactUpdateEventSchema,
    },
    options: { allErrors: true, strict: false },
  },
  {
    name: 'turn-summary',
    source: 'src/a2a/vessel-events.ts',
    schema: TurnSummarySchema,
    options: { allErrors: true, strict: false },
  },
  {
    // Keyed by event type.
    name: 'vessel-events',
    source: 'src/a2a/vessel-events.ts',
    schema: EventSchemas,
    options: { allErrors: true, strict: false },
  },
  {
    // suites/load-fixtures.ts reads every fixtures/turns file through it as certify builds its cases.
    name: 'turn-fixture',
    source: 'suites/turn-fixture-schema.ts',
    schema: TurnFixtureSchema,
    options: { allErrors: true, strict: false },
  },
];

export const STANDALONE_VALIDATORS: readonly GeneratedFile[] = VALIDATORS.map((v) =>
  standaloneValidator(import.meta.url, v),
);
