// A turn script: what one turn of the mock vessel plays. It is a mock-model script (CONTRACT.md
// D14, docs/mock-model.md) with three things only the mock vessel can do, since they happen in
// the vessel rather than at the model: a tool call may carry the result (or error) the vessel's
// tool returns for it, and the turn may be given its own deadline, step limit, or a cancellation
// after a delay. One TypeBox schema, so the type and the checks cannot disagree; compiling one
// splits it into the mock-model script the model plays and the directives the vessel layer keeps.
import { Type, type Static } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { validateScript, type Script, type ScriptStep } from '../../mock-model/index.ts';
import { DialectSchema, ScriptStepSchema, ScriptToolCallSchema } from '../../mock-model/script-schema.ts';

export const TurnToolCallSchema = Type.Object(
  {
    ...ScriptToolCallSchema.properties,
    result: Type.Optional(
      Type.String({ description: "What the vessel's tool returns for this call, instead of running the tool." }),
    ),
    error: Type.Optional(
      Type.String({
        minLength: 1,
        description: 'The tool fails with this error (the result the model sees), instead of running.',
      }),
    ),
  },
  { additionalProperties: false },
);

export const TurnStepSchema = Type.Object(
  { ...ScriptStepSchema.properties, tool_calls: Type.Optional(Type.Array(TurnToolCallSchema)) },
  { additionalProperties: false },
);

export const TurnScriptSchema = Type.Object(
  {
    $schema: Type.Optional(Type.String()),
    id: Type.Optional(Type.String({ description: 'Ignored: the mock vessel names the scripts it queues.' })),
    description: Type.Optional(Type.String({ description: 'Shown by pending() and in the recorded requests.' })),
    agent: Type.Optional(
      Type.String({ minLength: 1, description: 'The agent whose queue takes it (default: `default`).' }),
    ),
    dialect: Type.Optional(DialectSchema),
    steps: Type.Array(TurnStepSchema, { minItems: 1 }),
    deadline_ms: Type.Optional(
      Type.Number({
        exclusiveMinimum: 0,
        description: "This turn's deadline, replacing the agent's deadline_seconds.",
      }),
    ),
    max_steps: Type.Optional(
      Type.Integer({ minimum: 1, description: "This turn's max_steps, replacing the agent's." }),
    ),
    cancel_after_ms: Type.Optional(
      Type.Number({
        minimum: 0,
        description: 'The vessel cancels this turn itself this long after it started, as CancelTask would.',
      }),
    ),
  },
  { additionalProperties: false, title: 'vessel-kit mock-vessel turn script' },
);

export type TurnToolCall = Static<typeof TurnToolCallSchema>;
export type TurnStep = Static<typeof TurnStepSchema>;
/** One turn: mock-model steps, tool results the vessel returns, and per-turn overrides. */
export type TurnScript = Static<typeof TurnScriptSchema>;

/** What the vessel's tool returns for a scripted call: its output, and the error when it fails. */
export interface ScriptedToolResult {
  output: string;
  error: string | null;
}

/** A turn script split into what the model plays and what the vessel layer does. */
export interface CompiledTurn {
  /** The mock-model script, registered under `script.id`. */
  script: Script;
  description: string | undefined;
  /** By call id: the result the vessel's tool returns instead of running. */
  toolResults: ReadonlyMap<string, ScriptedToolResult>;
  deadlineMs: number | undefined;
  maxSteps: number | undefined;
  cancelAfterMs: number | undefined;
}

export class TurnScriptError extends TypeError {
  override name = 'TurnScriptError';
  constructor(readonly problems: string[]) {
    super(`invalid turn script: ${problems.join('; ')}`);
  }
}

function schemaProblems(value: unknown): string[] {
  return [...Value.Errors(TurnScriptSchema, value)].slice(0, 10).map((e) => `${e.path || '/'}: ${e.message}`);
}

/**
 * Checks a turn script and splits it; `id` names the mock-model script. Throws TurnScriptError
 * naming each problem (`/steps/0/tool_calls/1: give result or error, not both`).
 */
export function compileTurn(value: unknown, id: string): CompiledTurn {
  const problems = schemaProblems(value);
  if (problems.length > 0) throw new TurnScriptError(problems);
  const turn = value as TurnScript;
  const toolResults = new Map<string, ScriptedToolResult>();
  const steps: ScriptStep[] = turn.steps.map((step, s) => {
    if (!step.tool_calls) return step as ScriptStep;
    const calls = step.tool_calls.map((call, c) => {
      const { result, error, ...plain } = call;
      if (result === undefined && error === undefined) return plain;
      if (result !== undefined && error !== undefined)
        problems.push(`/steps/${s}/tool_calls/${c}: give result or error, not both`);
      // The mock model's default id (call_<call number>_<index>), written out so the result finds its call.
      const callId = plain.id ?? `call_${s}_${c}`;
      if (toolResults.has(callId))
        problems.push(`/steps/${s}/tool_calls/${c}: call id '${callId}' already has a scripted result in this turn`);
      toolResults.set(callId, error !== undefined ? { output: error, error } : { output: result!, error: null });
      return { ...plain, id: callId };
    });
    return { ...step, tool_calls: calls } as ScriptStep;
  });
  const script: Script = {
    id,
    ...(turn.description !== undefined ? { description: turn.description } : {}),
    ...(turn.dialect !== undefined ? { dialect: turn.dialect } : {}),
    steps,
  };
  const checked = validateScript(script);
  if (!checked.ok) problems.push(...checked.problems.map((p) => (p.startsWith('/') ? p : `/${p}`)));
  if (problems.length > 0) throw new TurnScriptError(problems);
  return {
    script,
    description: turn.description,
    toolResults,
    deadlineMs: turn.deadline_ms,
    maxSteps: turn.max_steps,
    cancelAfterMs: turn.cancel_after_ms,
  };
}
