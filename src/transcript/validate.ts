// The envelope validator: structure first (the published JSON Schema through ajv), then what a
// schema cannot say (tool-call pairing, images). Pure; never throws; reports every problem, at
// most `maxProblemsPerRule` of each rule.
import { structuralProblems } from './structure.ts';
import { pairingProblems } from './pairing.ts';
import { imageProblems } from './images.ts';
import { isObject, own } from './read.ts';
import { orderAndCap, problem, type Problem } from './problem.ts';

export interface ValidateOptions {
  /** Whether the agent's model accepts images (the profile's `accepts_images`); images are refused otherwise. */
  acceptsImages: boolean;
  /**
   * At most this many problems of one rule are listed (default 20); the next one says how many
   * more of that rule were left out, so a 2,000-message history of one mistake stays readable.
   * `Infinity` lists every problem.
   */
  maxProblemsPerRule?: number;
}

export interface ValidationResult {
  ok: boolean;
  problems: Problem[];
}

export const DEFAULT_MAX_PROBLEMS_PER_RULE = 20;

export function validateTranscript(value: unknown, options: ValidateOptions): ValidationResult {
  let problems: Problem[];
  try {
    problems = allProblems(value, options?.acceptsImages === true);
  } catch (error) {
    // Only a value no JSON text can produce gets here (a throwing getter, a revoked Proxy): say so.
    const reason = error instanceof Error ? error.message : String(error);
    problems = [
      problem(
        'transcript.envelope',
        [],
        `the transcript envelope could not be read as JSON data (${reason.slice(0, 200)})`,
      ),
    ];
  }
  const capped = orderAndCap(problems, perRuleLimit(options?.maxProblemsPerRule));
  return { ok: capped.length === 0, problems: capped };
}

/** Infinity lists everything; anything but a number of at least 1 falls back to the default. */
function perRuleLimit(max: number | undefined): number {
  if (max === Infinity) return Infinity;
  // NaN and -Infinity are below 1; Infinity was taken above.
  return typeof max === 'number' && max >= 1 ? Math.floor(max) : DEFAULT_MAX_PROBLEMS_PER_RULE;
}

function allProblems(value: unknown, acceptsImages: boolean): Problem[] {
  const problems = structuralProblems(value);
  const messages = isObject(value) ? own(value, 'messages') : undefined;
  if (Array.isArray(messages)) {
    problems.push(...pairingProblems(messages), ...imageProblems(messages, acceptsImages));
  }
  return problems;
}
