// `results.json`: what a certification run wrote. One schema; the types below and
// `schemas/results.schema.json` derive from it. Reports (src/report) only read this.
import { Type, type Static } from '@sinclair/typebox';

const StatusSchema = Type.Union(
  [Type.Literal('pass'), Type.Literal('fail'), Type.Literal('skip'), Type.Literal('error'), Type.Literal('not-tested')],
  {
    description: 'pass; fail; skip (the profile lacks what the case needs); error (the kit itself failed); not-tested',
  },
);
const LevelSchema = Type.Union([Type.Literal('MUST'), Type.Literal('SHOULD'), Type.Literal('INFO')]);

const Counts = Type.Object(
  {
    pass: Type.Integer({ minimum: 0 }),
    fail: Type.Integer({ minimum: 0 }),
    skip: Type.Integer({ minimum: 0 }),
    error: Type.Integer({ minimum: 0 }),
    'not-tested': Type.Integer({ minimum: 0 }),
  },
  { additionalProperties: false },
);

export const VerdictResultSchema = Type.Object(
  {
    rule: Type.String(),
    status: StatusSchema,
    message: Type.String(),
    evidence: Type.Optional(Type.Unknown()),
  },
  { additionalProperties: false },
);

export const CaseResultSchema = Type.Object(
  {
    id: Type.String(),
    title: Type.String(),
    section: Type.String(),
    /** The sentence(s) the case rests on, quoted. */
    sentence: Type.String(),
    rules: Type.Array(Type.String()),
    /** The highest level among the case's rules. */
    level: LevelSchema,
    status: StatusSchema,
    duration_ms: Type.Number({ minimum: 0 }),
    /** Why it failed, was skipped or errored (the first failing verdict's message); '' on a pass. */
    message: Type.String(),
    /** The agent (profile name) the case ran on; absent when skipped before choosing one. */
    agent: Type.Optional(Type.String()),
    evidence: Type.Object(
      {
        /** Per-rule verdicts of this case. */
        verdicts: Type.Array(VerdictResultSchema),
        /** Recorded turns (src/a2a/recording.ts RecordedTurn): request, events with receive times, the mock model's frames with send times. */
        turns: Type.Array(Type.Unknown()),
        /** Recorded exchanges that are not turns (card, plain JSON-RPC calls). */
        exchanges: Type.Array(Type.Unknown()),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const RuleRollupSchema = Type.Object(
  {
    level: LevelSchema,
    /** The worst status across cases: fail > error > pass > skip > not-tested. */
    status: StatusSchema,
    cases: Type.Array(Type.String()),
    /** The first message of the worst verdict. */
    message: Type.String(),
  },
  { additionalProperties: false },
);

export const ResultsSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    kit: Type.Object({ name: Type.String(), version: Type.String() }, { additionalProperties: false }),
    target: Type.Object(
      {
        /** embedded: the kit started its reference vessel; profile: a --profile file; url: --target. */
        kind: Type.Union([Type.Literal('embedded'), Type.Literal('profile'), Type.Literal('url')]),
        name: Type.Optional(Type.String()),
        agents: Type.Array(Type.Object({ name: Type.String(), url: Type.String() }, { additionalProperties: false })),
        input: Type.Union([Type.Literal('parts'), Type.Literal('transcript-tail')]),
        model_url: Type.String({ description: 'Where the kit served its mock model' }),
      },
      { additionalProperties: false },
    ),
    profile_digest: Type.String({
      pattern: '^sha256:[0-9a-f]{64}$',
      description: 'sha256 of the canonical profile JSON (the auth value left out)',
    }),
    started_at: Type.String({ description: 'ISO 8601 date-time the run started' }),
    duration_ms: Type.Number({ minimum: 0 }),
    seed: Type.Integer(),
    options: Type.Object(
      {
        concurrency: Type.Integer({ minimum: 1 }),
        timeout_scale: Type.Number({ exclusiveMinimum: 0 }),
        only: Type.Array(Type.String()),
        skip: Type.Array(Type.String()),
      },
      { additionalProperties: false },
    ),
    summary: Type.Object(
      {
        cases: Type.Integer({ minimum: 0 }),
        by_status: Counts,
        by_level: Type.Object({ MUST: Counts, SHOULD: Counts, INFO: Counts }, { additionalProperties: false }),
        /** Rules (catalogue ids) by roll-up status. */
        rules: Counts,
      },
      { additionalProperties: false },
    ),
    outcome: Type.Object(
      {
        exit_code: Type.Union([Type.Literal(0), Type.Literal(1), Type.Literal(2)]),
        /** certified: every MUST rule judged and passed; passed: every MUST rule that ran passed, some were not judged; failed: a MUST failed; incomplete: nothing ran, the target was unreachable or the kit failed. */
        verdict: Type.Union([
          Type.Literal('certified'),
          Type.Literal('passed'),
          Type.Literal('failed'),
          Type.Literal('incomplete'),
        ]),
        reason: Type.String(),
      },
      { additionalProperties: false },
    ),
    cases: Type.Array(CaseResultSchema),
    rules: Type.Record(Type.String(), RuleRollupSchema),
  },
  {
    additionalProperties: false,
    $id: 'https://vessel-kit.dev/schemas/results.schema.json',
    title: 'vessel-kit certification results',
  },
);

export type CaseResult = Static<typeof CaseResultSchema>;
export type RuleRollup = Static<typeof RuleRollupSchema>;
export type Results = Static<typeof ResultsSchema>;
export type StatusCounts = Static<typeof Counts>;
