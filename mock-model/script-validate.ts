// Validates scripts before they are registered: the JSON Schema first (ajv's code precompiled from
// the one TypeBox schema, src/generated/validators/model-script.ts: nothing compiles it at import
// or on a first script), then what a schema cannot say. Problems name the place (`steps/1/fault`) so
// `POST /_mock/scripts` and `vessel-kit mock-model --scripts` can say exactly what is wrong.
import type { ValidateFunction } from 'ajv';
import { validate } from '../src/generated/validators/model-script.ts';
import type { Script, ScriptStep } from './script-schema.ts';

const checkSchema = validate as ValidateFunction<Script>;

export type ScriptValidation = { ok: true; script: Script } | { ok: false; problems: string[] };

const FAULT_KINDS = [
  'http_status',
  'error_frame_after',
  'cut_after',
  'eof_without_finish',
  'malformed_after',
  'stall_after',
] as const;

function stepProblems(step: ScriptStep, at: string, isLast: boolean): string[] {
  const problems: string[] = [];
  if (step.repeat && !isLast)
    problems.push(`${at}/repeat: only the last step may repeat (the steps after it would never play)`);
  step.tool_calls?.forEach((call, i) => {
    const hasArgs = call.arguments !== undefined;
    const hasRaw = call.arguments_raw !== undefined;
    if (hasArgs && hasRaw) problems.push(`${at}/tool_calls/${i}: give either arguments or arguments_raw, not both`);
  });
  const ids = (step.tool_calls ?? []).map((c) => c.id).filter((id): id is string => id !== undefined);
  const dup = ids.find((id, i) => ids.indexOf(id) !== i);
  if (dup !== undefined) problems.push(`${at}/tool_calls: call id '${dup}' is used twice in one step`);
  if (step.fault) {
    const kinds = FAULT_KINDS.filter((k) => step.fault?.[k] !== undefined);
    if (kinds.length !== 1) {
      problems.push(
        `${at}/fault: give exactly one fault kind (${FAULT_KINDS.join(', ')}); found ${kinds.length === 0 ? 'none' : kinds.join(', ')}`,
      );
    }
    if (step.fault.ms !== undefined && step.fault.stall_after === undefined)
      problems.push(`${at}/fault/ms: only applies to stall_after`);
    if ((step.fault.body !== undefined || step.fault.headers !== undefined) && step.fault.http_status === undefined) {
      problems.push(`${at}/fault: body and headers only apply to http_status`);
    }
  }
  const pieces = step.timing?.pieces;
  if (pieces) {
    for (const kind of ['text', 'reasoning'] as const) {
      const joined = pieces
        .filter((p) => p.kind === kind)
        .map((p) => p.text)
        .join('');
      const given = step[kind];
      if (given !== undefined && given !== joined) {
        problems.push(
          `${at}/timing/pieces: the ${kind} pieces join to ${JSON.stringify(joined)} but the step's ${kind} is ${JSON.stringify(given)}`,
        );
      }
    }
    if (step.timing?.chunk_chars !== undefined || step.timing?.ttft_ms !== undefined) {
      problems.push(`${at}/timing: pieces give exact times; chunk_chars and ttft_ms do not apply with them`);
    }
  }
  return problems;
}

/** Checks one script (any JSON value) and returns it typed, or every problem found. */
export function validateScript(value: unknown): ScriptValidation {
  if (!checkSchema(value)) {
    const problems = (checkSchema.errors ?? []).map((e) => {
      const where = e.instancePath === '' ? '(script)' : e.instancePath.slice(1);
      const extra =
        e.keyword === 'additionalProperties'
          ? ` '${String((e.params as { additionalProperty?: string }).additionalProperty)}'`
          : '';
      return `${where}: ${e.message ?? 'is invalid'}${extra}`;
    });
    return { ok: false, problems: [...new Set(problems)] };
  }
  const problems = value.steps.flatMap((step, i) => stepProblems(step, `steps/${i}`, i === value.steps.length - 1));
  return problems.length === 0 ? { ok: true, script: value } : { ok: false, problems };
}

export type ScriptsValidation = { ok: true; scripts: Script[] } | { ok: false; problems: string[] };

/** Accepts one script or a list of them; problems of a list are prefixed with the item's index. */
export function validateScripts(value: unknown): ScriptsValidation {
  const items = Array.isArray(value) ? value : [value];
  const scripts: Script[] = [];
  const problems: string[] = [];
  items.forEach((item, i) => {
    const result = validateScript(item);
    if (result.ok) scripts.push(result.script);
    else problems.push(...result.problems.map((p) => (Array.isArray(value) ? `[${i}] ${p}` : p)));
  });
  return problems.length === 0 ? { ok: true, scripts } : { ok: false, problems };
}
