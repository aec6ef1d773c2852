// `results.json`: what a certification run wrote. One schema; the types below and
// `schemas/results.schema.json` derive from it. Reports (src/reports) only read this.
//
// Versioned: `schema_version` changes when a field is renamed or removed or changes meaning (adding
// an optional field does not), and CHANGELOG.md says what changed. Rule ids are kept stable the
// same way, and case ids too (src/results/rule-renames.ts and case-renames.ts list renamed ids
// with their old names).
import { Type, type Static } from '@sinclair/typebox';
import { CapabilitiesSchema } from '../profile/capabilities.ts';

/** The version of the results.json format this kit writes. */
export const RESULTS_SCHEMA_VERSION = 1;

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

export const EvidenceRefSchema = Type.Object(
  {
    /** The bundle's folder, relative to the folder results.json is in (or absolute). */
    bundle: Type.String(),
    /** The case's NDJSON file inside the bundle. */
    file: Type.String(),
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
    /** A failing case: the level of the worst verdict that failed in it. Any other: the highest level among its rules. */
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
        /** Recorded turns (src/a2a/recording.ts RecordedTurn): request, events with receive times, the mock model's frames with send times. Empty when `ref` points into an evidence bundle. */
        turns: Type.Array(Type.Unknown()),
        /** Recorded exchanges that are not turns (card, plain JSON-RPC calls). Empty when `ref` points into an evidence bundle. */
        exchanges: Type.Array(Type.Unknown()),
        /** Where the recording is when an evidence bundle was written (`--evidence DIR`) instead of being embedded here. */
        ref: Type.Optional(EvidenceRefSchema),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

export const ExpectedFailureSchema = Type.Object(
  {
    /** A rule id: every failure of this rule is expected. With `case`, only its failures in that case. */
    rule: Type.Optional(Type.String({ minLength: 1 })),
    /** A case id: the case is expected to fail (on any rule, or on `rule` only). */
    case: Type.Optional(Type.String({ minLength: 1 })),
    /** Why the deviation is accepted for now (an issue link, a decision). */
    reason: Type.String({ minLength: 1 }),
    /** The last day (YYYY-MM-DD, UTC) the entry holds; from the next day on it fails the run. */
    expires: Type.Optional(Type.String({ pattern: '^\\d{4}-\\d{2}-\\d{2}$' })),
  },
  { additionalProperties: false },
);

export const KnownDeviationSchema = Type.Object(
  {
    ...ExpectedFailureSchema.properties,
    /**
     * failing: it still fails, as listed (the run is not failed by it); stale: it now passes, so the
     * entry should go (fails the run); expired: past its date (fails the run); not-judged: nothing
     * it names was judged in this run (a skip, a filter, another shard).
     */
    state: Type.Union([
      Type.Literal('failing'),
      Type.Literal('stale'),
      Type.Literal('expired'),
      Type.Literal('not-judged'),
    ]),
    level: LevelSchema,
    /** `case: rule` pairs of the failures it covers. */
    covers: Type.Array(Type.String()),
    /** How it was listed (its old id; `case (rule)` when it names both), when a rule or case it names was renamed since. */
    listed_as: Type.Optional(Type.String()),
  },
  { additionalProperties: false },
);

export const ShardSchema = Type.Object(
  {
    index: Type.Integer({ minimum: 1 }),
    total: Type.Integer({ minimum: 1 }),
    /** How the cases were dealt: by recorded durations (`--durations FILE`) or by count. */
    balance: Type.Union([Type.Literal('durations'), Type.Literal('count')]),
    /** Every case the selection holds across all shards, in order (so merge can check nothing is missing). */
    selection: Type.Array(Type.String()),
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

/** What the run judged the target as (src/runner/classify.ts), and on what evidence. */
export const ClassificationSchema = Type.Object(
  {
    /**
     * vessel: every rule applies; a2a: a plain A2A 1.0 agent, judged by the A2A rules alone (the
     * vessel rules are not applicable); a2a-0.3: an A2A 0.3 agent, and not-a2a: no A2A 1.0 answer,
     * neither judged (the preflight stops the run).
     */
    as: Type.Union([Type.Literal('vessel'), Type.Literal('a2a'), Type.Literal('a2a-0.3'), Type.Literal('not-a2a')]),
    /** What it rests on: what the card lists or the preflight's plain turn carried, or what forced it (a profile, --as). */
    evidence: Type.String(),
    /** true: not classified, but given (a profile, the embedded reference vessel, --as); false: read off the card and the plain turn. */
    forced: Type.Boolean(),
  },
  { additionalProperties: false },
);

export const ResultsSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    schema_version: Type.Literal(RESULTS_SCHEMA_VERSION, {
      description: 'The version of this format; CHANGELOG.md says what each version changed',
    }),
    kit: Type.Object({ name: Type.String(), version: Type.String() }, { additionalProperties: false }),
    target: Type.Object(
      {
        /** embedded: the kit started its reference vessel; profile: a --profile file; url: --target. */
        kind: Type.Union([Type.Literal('embedded'), Type.Literal('profile'), Type.Literal('url')]),
        name: Type.Optional(Type.String()),
        agents: Type.Array(
          Type.Object(
            { name: Type.String(), url: Type.String(), capabilities: Type.Optional(CapabilitiesSchema) },
            { additionalProperties: false },
          ),
        ),
        input: Type.Union([Type.Literal('parts'), Type.Literal('transcript-tail')]),
        model_url: Type.String({ description: 'Where the kit served its mock model' }),
        /**
         * What the target was judged as: one for the whole target, since the kit classifies only a
         * single `--target` agent, and a profile's agents, however many, are vessels by declaration.
         * Absent when nothing classified it (unreachable, no card, a plain turn refused or unanswered).
         */
        classification: Type.Optional(ClassificationSchema),
      },
      { additionalProperties: false },
    ),
    catalogue_digest: Type.String({
      pattern: '^sha256:[0-9a-f]{64}$',
      description: 'sha256 of the canonical rule catalogue (ids, levels, sources) the run judged by',
    }),
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
        /** `--suite`, as given (absent: the default suite alone). */
        suites: Type.Optional(Type.Array(Type.String())),
        /** `--allow-host`: hosts besides each agent's own that its card could send the calls to. */
        allow_hosts: Type.Optional(Type.Array(Type.String())),
        /** `--require certified` or `--require a2a-conformant`: the run fails (exit 1) unless its verdict is that one. */
        require: Type.Optional(Type.Union([Type.Literal('certified'), Type.Literal('a2a-conformant')])),
        /** `--as vessel` or `--as a2a`, when given: the target was judged as that, not classified. */
        as: Type.Optional(Type.Union([Type.Literal('vessel'), Type.Literal('a2a')])),
        /** `--fail-on`: the lowest level whose failure fails the run (default must). */
        fail_on: Type.Optional(Type.Union([Type.Literal('must'), Type.Literal('should')])),
        /** `--expected-failures FILE`, as given. */
        expected_failures: Type.Optional(Type.String()),
        /** `--evidence DIR`, as given. */
        evidence: Type.Optional(Type.String()),
        /** `--profile FILE`, as given (for the command that re-runs a case). */
        profile_file: Type.Optional(Type.String()),
        /** `--durations FILE`, as given (what balanced `--shard`). */
        durations: Type.Optional(Type.String()),
        /** `--runs N`, when given: generated inputs per property-based case. */
        runs: Type.Optional(Type.Integer({ minimum: 1 })),
        /** `--thorough`, when given: larger property-based runs, and the robustness suite. */
        thorough: Type.Optional(Type.Boolean()),
        /** `--load N`: concurrent turns of the robustness suite's load case. */
        load: Type.Optional(Type.Integer({ minimum: 1 })),
        /** The config file the options were read from, if any. */
        config_file: Type.Optional(Type.String()),
        /**
         * The `vessel-kit certify` flags that make another run drive the target as this one did
         * (the target, the mock model's address, --allow-host, --timeout-scale, --thorough,
         * --runs, --suite, --load): what the commands that re-run a case and replay a
         * counterexample carry.
         */
        rerun_flags: Type.Optional(Type.Array(Type.String())),
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
        /** A vessel's: certified: every MUST rule judged and passed; passed: every MUST rule that ran passed, some were not judged or are known deviations; failed: a MUST failed (or a SHOULD with fail_on should, or an expected-failures entry is stale or expired). A plain A2A agent's (target.classification a2a): a2a-conformant: every A2A MUST rule that ran passed; a2a-failed: one failed (or as failed above). Either: incomplete: nothing ran, the target was unreachable, a preflight stopped the run or the kit failed. The exit code also follows `options.require`. */
        verdict: Type.Union([
          Type.Literal('certified'),
          Type.Literal('passed'),
          Type.Literal('failed'),
          Type.Literal('a2a-conformant'),
          Type.Literal('a2a-failed'),
          Type.Literal('incomplete'),
        ]),
        reason: Type.String(),
      },
      { additionalProperties: false },
    ),
    cases: Type.Array(CaseResultSchema),
    rules: Type.Record(Type.String(), RuleRollupSchema),
    /** The expected-failures file's entries, each with what this run made of it (a section of every report). */
    known_deviations: Type.Optional(Type.Array(KnownDeviationSchema)),
    /** Set on one shard's results (`--shard i/n`); `report merge` joins the shards. */
    shard: Type.Optional(ShardSchema),
    /** Set on merged results: the shards they were merged from. */
    merged_from: Type.Optional(
      Type.Array(
        Type.Object(
          {
            index: Type.Integer({ minimum: 1 }),
            total: Type.Integer({ minimum: 1 }),
            started_at: Type.String(),
            duration_ms: Type.Number({ minimum: 0 }),
          },
          { additionalProperties: false },
        ),
      ),
    ),
    /** Set on rejudged results (`vessel-kit rejudge`): the bundle, and the kit and catalogue that recorded it. */
    rejudged_from: Type.Optional(
      Type.Object(
        {
          bundle: Type.String(),
          kit: Type.Object({ name: Type.String(), version: Type.String() }, { additionalProperties: false }),
          catalogue_digest: Type.String(),
          started_at: Type.String(),
          /** Cases whose status differs from the recording's. */
          changed: Type.Array(
            Type.Object({ id: Type.String(), was: StatusSchema, now: StatusSchema }, { additionalProperties: false }),
          ),
        },
        { additionalProperties: false },
      ),
    ),
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
export type ExpectedFailure = Static<typeof ExpectedFailureSchema>;
export type KnownDeviation = Static<typeof KnownDeviationSchema>;
export type ShardInfo = Static<typeof ShardSchema>;
export type CaseStatus = Static<typeof StatusSchema>;
export type Classification = Static<typeof ClassificationSchema>;
