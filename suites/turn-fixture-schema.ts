// The turn fixture's schema (fixtures/turns/**.json), apart from suites/turn-fixture.ts, which
// reads files through its precompiled validator: `npm run generate` imports this module to write
// that validator, so it must not import the validator itself.
import { Type } from '@sinclair/typebox';
import { ScriptStepSchema, DialectSchema } from '../mock-model/script-schema.ts';
import { EventTypes, TurnStatuses } from '../src/a2a/vessel-events.ts';
import { Needs } from '../src/case/index.ts';

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
