// Turn fixtures (fixtures/turns/**.json): one conformance case as data — the sentence and rules
// it rests on, what it needs declared, the script the mock model plays, what the application
// sends, how the kit drives the stream, and what the checks should expect. One schema; the
// types derive from it, and every file is checked against it (suites/load-fixtures.ts reads them).
import { Type, type Static } from '@sinclair/typebox';
import { Ajv } from 'ajv';
import { ScriptStepSchema, DialectSchema } from '../mock-model/script-schema.ts';
import { EventTypes, TurnStatuses } from '../src/a2a/vessel-events.ts';
import { Needs } from '../src/case/index.ts';
import { hasRule, type RuleId } from '../src/rules/index.ts';
import { VesselKitError } from '../src/errors.ts';

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
              {
                mediaType: Type.String(),
                base64: Type.String(),
                as: Type.Optional(Type.Union([Type.Literal('raw'), Type.Literal('url')])),
              },
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
        toolsFail: Type.Optional(Type.Boolean()),
        pacingToleranceMs: Type.Optional(Type.Number({ minimum: 0 })),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** A turn fixture as read: its rules are ids of the catalogue. */
export type TurnFixture = Omit<Static<typeof TurnFixtureSchema>, 'rules'> & { rules: RuleId[] };

const ajv = new Ajv({ allErrors: true, strict: false });
const validate = ajv.compile<Static<typeof TurnFixtureSchema>>(TurnFixtureSchema);

export class FixtureError extends VesselKitError {
  override name = 'FixtureError';
  constructor(message: string, options?: ErrorOptions) {
    super('VK_ERR_FIXTURE', message, options);
  }
}

/** One fixture file's JSON as a turn fixture; throws naming the file (`where`) and the field. */
export function parseTurnFixture(value: unknown, where: string): TurnFixture {
  if (!validate(value)) {
    const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '(top level)'} ${e.message ?? ''}`);
    throw new FixtureError(`${where}: not a turn fixture: ${problems.slice(0, 5).join('; ')}`);
  }
  const unknown = value.rules.filter((rule) => !hasRule(rule));
  if (unknown.length > 0) throw new FixtureError(`${where}: rules not in the catalogue: ${unknown.join(', ')}`);
  return { ...value, rules: value.rules.filter(hasRule) };
}
