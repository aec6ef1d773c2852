// What the A2A cases of every area share: the sections they cite, how an answer is judged on its
// shape besides its own rules, and the ids and messages they send.
import { randomBytes } from 'node:crypto';
import type { RecordedExchange, RecordedSseEvent, RecordedTurn } from '../../src/a2a/recording.ts';
import { taskIdOf } from '../../src/a2a/stream-events.ts';
import type { CaseContext, CaseOutcome, ConformanceCase } from '../../src/case/index.ts';
import { checkErrorShapes, checkResultResponses, type Verdict } from '../../src/checks/index.ts';
import type { RuleId } from '../../src/rules/index.ts';
import { sentenceOf } from '../sentence.ts';
import { slowStep } from '../slow-step.ts';

/** The section of the cases that rest on CONTRACT.md's own reading of A2A 1.0. */
export const CONTRACT_SECTION = 'CONTRACT.md › A2A layer';
/** The section of the cases that rest on the A2A 1.0 specification (a case adds its § numbers). */
export const SPEC_SECTION = 'A2A 1.0 specification';

/** The error rules every error answer of a specification case is held to. */
export const ERROR_RULES: readonly RuleId[] = ['a2a.error-response', 'a2a.error-data', 'a2a.error-info'];

/** Every error answer is also judged on its shape (a2a.error-response, a2a.error-data). */
export function withErrorShape(verdicts: Verdict[], exchanges: RecordedExchange[]): CaseOutcome {
  return { verdicts: [...verdicts, ...checkErrorShapes(exchanges)], exchanges };
}

/** Judged on its rules, every error answer on its shape, every answer given at once on its envelope. */
export function withAnswerShapes(verdicts: Verdict[], exchanges: RecordedExchange[]) {
  return { verdicts: [...verdicts, ...checkErrorShapes(exchanges), ...checkResultResponses(exchanges)], exchanges };
}

/** A task id no vessel has issued. */
export const unknownTaskId = (ctx: CaseContext) => `vessel-kit-unknown-${Math.floor(ctx.random() * 1e12).toString(36)}`;

/** Every agent of the profile, with its client: card and endpoint rules hold for each. */
export const everyAgent = (ctx: CaseContext) =>
  ctx.profile.agents.map((agent) => ({ name: agent.name, client: ctx.clientFor(agent.name) }));

const messageId = (what: string) => `vessel-kit-${what}-${randomBytes(6).toString('hex')}`;

/** A plain message: the mock model plays its default script for it (no directive, D14). */
export function plainMessage(what: string, extra: Record<string, unknown> = {}) {
  return { messageId: messageId(what), role: 'ROLE_USER', parts: [{ text: `A2A case: ${what}.` }], ...extra };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A SendMessage answered at once (returnImmediately, A2A §3.2.2) on a slow script: a task that is
 * still running when its answer comes, if the agent honours the option. No GetTask after it.
 */
export const answeredAtOnce = (ctx: CaseContext, text: string): Promise<RecordedTurn> =>
  ctx.recordTurn({
    text,
    method: 'SendMessage',
    returnImmediately: true,
    steps: [slowStep('A slow answer.', ctx.timeoutScale)],
    getTask: false,
  });

/**
 * A stream's `onEvent` that calls `act` once, with the task's id, at the first event naming it:
 * the A2A `task` event a task's stream begins with, or a status or artifact update. A plain A2A
 * agent sends no vessel event (turn.started) to wait for, and the task is running from then on.
 */
export function onTaskNamed(act: (taskId: string) => void): (event: RecordedSseEvent) => void {
  let named = false;
  return (event) => {
    const taskId = taskIdOf(event.json);
    if (named || taskId === undefined) return;
    named = true;
    act(taskId);
  };
}

/** A case that sends one call and judges its answer by one error-code check of `rule` (and the error's shape). */
export function singleCallError(spec: {
  id: string;
  rule: RuleId;
  title: string;
  send: (ctx: CaseContext) => Promise<RecordedExchange>;
  check: (exchange: RecordedExchange) => Verdict[];
}): ConformanceCase {
  return {
    id: spec.id,
    title: spec.title,
    section: CONTRACT_SECTION,
    sentence: sentenceOf(spec.rule),
    rules: [spec.rule, 'a2a.error-response', 'a2a.error-data'],
    needs: [],
    async run(ctx) {
      const exchange = await spec.send(ctx);
      return withErrorShape(spec.check(exchange), [exchange]);
    },
  };
}
