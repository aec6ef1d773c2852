// The pure engine: (scripts, incoming request) → the answer to send, as timed frames, plus what
// the journal records about the choice. No I/O, no clock: both transports call this, so the HTTP
// server and the msw handlers send the same bytes.
import { checkExpectations } from './expectations.ts';
import { errorAnswer, type Answer } from './answer.ts';
import { answerStep } from './plan.ts';
import { readChatRequest } from './request.ts';
import type { Dialect, Script } from './script-schema.ts';
import { selectStep, stepAt } from './select.ts';

export const DEFAULT_SCRIPT_ID = 'default';

/** Played when a request names no script (D14): a short fixed answer, for any number of calls. */
export const DEFAULT_SCRIPT: Script = {
  id: DEFAULT_SCRIPT_ID,
  description: 'The answer to a request that names no script.',
  steps: [
    { text: 'This is the vessel-kit mock model. No script was named, so this is the default answer.', repeat: true },
  ],
};

export interface EngineConfig {
  /** The registered script with this id, if any. Registering `default` replaces the default script. */
  script(id: string): Script | undefined;
  dialect: Dialect;
  /** Answer 400 when a step's expectations do not hold (they are journaled either way). */
  strictExpectations: boolean;
}

export interface EngineInput {
  /** The body text, or its size when it was over the cap and never read whole. */
  body: string | { tooLargeBytes: number; limit: number };
  /** Unix seconds for the `created` field: the adapters pass the wall clock in. */
  createdSeconds: number;
  /** The script a caller named (the SCRIPT_HEADER request header); otherwise the directive decides (D14). */
  scriptId?: string;
}

export interface Outcome {
  answer: Answer;
  scriptId: string | null;
  /** The call number played (0-based), null when the request was refused before choosing. */
  step: number | null;
  /** Index into `steps` that played (differs from `step` once a repeating step plays again). */
  scriptStep: number | null;
  mismatches: string[];
  /** The parsed body (or an excerpt of a body that is not JSON). */
  request: unknown;
}

const refused = (answer: Answer, request: unknown, scriptId: string | null = null): Outcome => ({
  answer,
  scriptId,
  step: null,
  scriptStep: null,
  mismatches: [],
  request,
});

export function respond(input: EngineInput, config: EngineConfig): Outcome {
  if (typeof input.body !== 'string') {
    const { tooLargeBytes, limit } = input.body;
    return refused(
      errorAnswer(
        400,
        `the request body is larger than the mock model accepts (${tooLargeBytes} bytes or more; the limit is ${limit})`,
        'body_too_large',
      ),
      null,
    );
  }
  const reading = readChatRequest(input.body);
  if (!reading.ok) return refused(errorAnswer(400, reading.problem, 'invalid_request'), reading.body);
  const { request, body } = reading;
  const selection = selectStep(request.messages, input.scriptId);
  const scriptId = selection.scriptId ?? DEFAULT_SCRIPT_ID;
  const script = config.script(scriptId) ?? (scriptId === DEFAULT_SCRIPT_ID ? DEFAULT_SCRIPT : undefined);
  if (!script) {
    return refused(
      errorAnswer(400, `unknown script '${scriptId}': register it first (POST /_mock/scripts)`, 'unknown_script'),
      body,
      scriptId,
    );
  }
  const chosen = stepAt(script, selection.step);
  if (!chosen) {
    const message = `script '${scriptId}' has ${script.steps.length} step(s) and does not repeat, but this request asks for step ${selection.step + 1} (${selection.step} assistant message(s) after the directive)`;
    return { ...refused(errorAnswer(400, message, 'script_exhausted'), body, scriptId), step: selection.step };
  }
  const mismatches = checkExpectations(chosen.step.expect, request);
  const base = { scriptId, step: selection.step, scriptStep: chosen.index, mismatches, request: body };
  if (mismatches.length > 0 && config.strictExpectations) {
    const message = `script '${scriptId}' step ${selection.step}: the request does not meet the step's expectations: ${mismatches.join('; ')}`;
    return { ...base, answer: errorAnswer(400, message, 'expectation_failed') };
  }
  const answer = answerStep(chosen.step, {
    request,
    scriptId,
    stepNumber: selection.step,
    createdSeconds: input.createdSeconds,
    dialect: script.dialect ?? config.dialect,
  });
  return { ...base, answer };
}
