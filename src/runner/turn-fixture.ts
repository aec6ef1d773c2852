// Turn fixtures (fixtures/turns/**.json): one conformance case as data — the sentence and rules
// it rests on, what it needs declared, the script the mock model plays, what the application
// sends, how the kit drives the stream, and what the checks should expect. One schema; the
// types derive from it, and the loader validates every file against it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Type, type Static } from '@sinclair/typebox';
import { Ajv } from 'ajv';
import { ScriptStepSchema, DialectSchema } from '../../mock-model/script-schema.ts';
import { Needs } from './needs.ts';
import { EventTypes, TurnStatuses } from '../a2a/vessel-events.ts';

const Trigger = Type.Object(
  {
    event: Type.Union([Type.Literal('task'), ...EventTypes.map((t) => Type.Literal(t))]),
    count: Type.Optional(Type.Integer({ minimum: 1 })),
  },
  { additionalProperties: false },
);

export const TurnFixtureSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    id: Type.String({ pattern: '^[a-z0-9][a-z0-9._-]*$' }),
    title: Type.String({ minLength: 1 }),
    /** `events.txt › Turn statuses`, `CONTRACT.md › D7`. */
    section: Type.String({ minLength: 1 }),
    /** The sentence(s) the case holds the target to, quoted. */
    sentence: Type.String({ minLength: 1 }),
    rules: Type.Array(Type.String({ minLength: 1 }), { minItems: 1 }),
    needs: Type.Optional(Type.Array(Type.Union(Needs.map((n) => Type.Literal(n))))),
    turn: Type.Object(
      {
        steps: Type.Optional(Type.Array(ScriptStepSchema, { minItems: 1 })),
        dialect: Type.Optional(DialectSchema),
        history: Type.Optional(Type.Array(Type.Unknown())),
        text: Type.Optional(Type.String()),
        images: Type.Optional(
          Type.Array(
            Type.Object(
              { mediaType: Type.String(), base64: Type.String(), as: Type.Optional(Type.Union([Type.Literal('raw'), Type.Literal('url')])) },
              { additionalProperties: false },
            ),
          ),
        ),
        acceptedOutputModes: Type.Optional(Type.Array(Type.String())),
        method: Type.Optional(Type.Union([Type.Literal('SendStreamingMessage'), Type.Literal('SendMessage')])),
        cancelAfter: Type.Optional(Trigger),
        hangUpAfter: Type.Optional(Trigger),
      },
      { additionalProperties: false },
    ),
    /** What the case arranged (src/checks/types.ts TurnExpectations); `cancelled` follows from `cancelAfter`. */
    expect: Type.Object(
      {
        status: Type.Optional(Type.Union(TurnStatuses.map((s) => Type.Literal(s)))),
        toolStopped: Type.Optional(Type.Boolean()),
        pacingToleranceMs: Type.Optional(Type.Number({ minimum: 0 })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type TurnFixture = Static<typeof TurnFixtureSchema>;

export const TURN_FIXTURES_DIR = fileURLToPath(new URL('../../fixtures/turns/', import.meta.url));

const ajv = new Ajv({ allErrors: true, strict: false });
const validate = ajv.compile<TurnFixture>(TurnFixtureSchema);

export class FixtureError extends Error {
  override name = 'FixtureError';
}

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => (entry.isDirectory() ? jsonFiles(path.join(dir, entry.name)) : entry.name.endsWith('.json') ? [path.join(dir, entry.name)] : []))
    .sort();
}

/** Every turn fixture under `dir`, validated; a bad file throws naming the file and the field. */
export function loadTurnFixtures(dir = TURN_FIXTURES_DIR): TurnFixture[] {
  const fixtures: TurnFixture[] = [];
  const ids = new Set<string>();
  for (const file of jsonFiles(dir)) {
    const where = path.relative(process.cwd(), file);
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new FixtureError(`${where}: not JSON: ${(error as Error).message}`);
    }
    if (!validate(value)) {
      const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '(top level)'} ${e.message ?? ''}`);
      throw new FixtureError(`${where}: not a turn fixture: ${problems.slice(0, 5).join('; ')}`);
    }
    if (ids.has(value.id)) throw new FixtureError(`${where}: duplicate case id ${value.id}`);
    ids.add(value.id);
    fixtures.push(value);
  }
  return fixtures;
}
