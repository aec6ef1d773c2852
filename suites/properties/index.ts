// Property-based cases: generated turns against any target, judged by the same checks as the
// fixture suites (transcript-format.txt; events.txt; CONTRACT.md D1, D3, D8, D18). Each property
// runs a handful of generated inputs by default (`--thorough` runs many more); a failure is shrunk
// through the target and reported with its seed, path and the command that replays it alone.
import { TRANSCRIPT_MEDIA_TYPE } from '../../src/a2a/vessel-events.ts';
import { generatedTurnArb, turnSpecOf, type GeneratedTurn, type TurnShape } from '../../src/arbitraries/turns.ts';
import type { CaseContext, ConformanceCase, TurnSpec } from '../../src/case/index.ts';
import {
  checkIndex,
  checkRefusedHistory,
  checkReplayAccepted,
  checkSameOutcome,
  checkTurn,
  type TurnExpectations,
} from '../../src/checks/index.ts';
import { taskOf, viewOf } from '../../src/checks/view.ts';
import type { RecordedTurn } from '../../src/a2a/recording.ts';
import { rules as envelopeRules } from '../../src/rules/transcript.ts';
import { notTested } from '../../src/checks/verdict.ts';
import type { RuleId } from '../../src/rules/index.ts';
import { sentenceOf } from '../sentence.ts';
import { checkProperty, type PropertyRunOptions } from './drive.ts';
import { brokenHistoryArb, rejectionPlan } from './rejection-plan.ts';

export interface PropertyOptions {
  /** Generated runs per property (default 8, or 100 with `thorough`). */
  runs?: number;
  /** Many more runs, larger inputs, pauses past the merge window. */
  thorough?: boolean;
  /** Replays one counterexample: its seed and fast-check path. */
  replay?: { seed: number; path: string };
}

const SECTION = 'CONTRACT.md › D1, D3, D8, D18 (property-based)';

function runOptions(ctx: CaseContext, options: PropertyOptions): PropertyRunOptions {
  const thorough = options.thorough ?? false;
  return {
    runs: options.runs ?? (thorough ? 100 : 8),
    seed: options.replay?.seed ?? Math.floor(ctx.random() * 0x7fffffff),
    ...(options.replay ? { path: options.replay.path } : {}),
    shrinks: thorough ? 200 : 40,
    timeLimitMs: (thorough ? 600_000 : 60_000) * ctx.timeoutScale,
  };
}

function shapeOf(ctx: CaseContext, options: PropertyOptions, disruptions: boolean): TurnShape {
  const tools = (['fast', 'failing'] as const).filter((t) => ctx.agent.tools?.[t]).map((t) => `$${t}` as const);
  return {
    tools,
    maxSteps: ctx.agent.max_steps ?? 8,
    // An agent not known to take images is sent none: unknown assumes neither answer (D13, extended).
    acceptsImages: ctx.agent.accepts_images === true,
    disruptions,
    thorough: options.thorough ?? false,
  };
}

/** Whether the turn was cancelled: CancelTask answered with the task canceled (a cancel that lost the race to the turn's end is not). */
function cancelLanded(turn: RecordedTurn): boolean {
  const task = taskOf(turn.cancel);
  const status = task?.status as { state?: unknown } | undefined;
  return status?.state === 'TASK_STATE_CANCELED';
}

async function playTurn(ctx: CaseContext, turn: GeneratedTurn): Promise<RecordedTurn> {
  return ctx.recordTurn(turnSpecOf(turn, TRANSCRIPT_MEDIA_TYPE));
}

const turnRules = Object.keys(checkIndex) as RuleId[];

const everyTurnObeys = (options: PropertyOptions): ConformanceCase => ({
  id: 'properties.turns',
  title: 'Every generated turn (history, model behaviour, cancels and hang-ups) obeys every rule the checks judge',
  section: SECTION,
  sentence: sentenceOf('content.prefix-usable', 1),
  rules: turnRules,
  needs: ['input.parts'],
  async run(ctx) {
    return checkProperty(
      'properties.turns',
      generatedTurnArb(shapeOf(ctx, options, true)),
      async (generated) => {
        const turn = await playTurn(ctx, generated);
        const expect: TurnExpectations = cancelLanded(turn) ? { cancelled: true } : {};
        return { verdicts: checkTurn(turn, expect), turns: [turn] };
      },
      runOptions(ctx, options),
    );
  },
});

const replayWorks = (options: PropertyOptions): ConformanceCase => ({
  id: 'properties.replay',
  title: "A turn's messages appended to its history are accepted as the next turn's history, and that turn works",
  section: 'CONTRACT.md › D8 (property-based)',
  sentence: sentenceOf('content.replay-valid', 1),
  rules: ['content.replay-valid', 'status.expected'],
  needs: ['input.parts'],
  // Two turns a run, one run after another: the longest of the properties.
  expectedMs: 1500,
  async run(ctx) {
    return checkProperty(
      'properties.replay',
      generatedTurnArb(shapeOf(ctx, options, false)),
      async (generated) => {
        const first = await playTurn(ctx, generated);
        const messages = viewOf(first).transcriptMessages.map((m) => m.message);
        const next: TurnSpec = {
          history: [...generated.history, ...messages],
          steps: [{ text: 'Again.' }],
          acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE],
        };
        const second = await ctx.recordTurn(next);
        return {
          // The replayed turn is judged whole too (issue 21, principle 6), beside what replay asks of it.
          verdicts: [...checkTurn(first), ...checkReplayAccepted(second, messages.length), ...checkTurn(second)],
          turns: [first, second],
        };
      },
      runOptions(ctx, options),
    );
  },
});

const rejectsEveryBrokenHistory = (options: PropertyOptions): ConformanceCase => ({
  id: 'properties.rejection',
  title: 'Every history that breaks one envelope rule is refused before any model call, naming its rule',
  section: 'CONTRACT.md › D3 (property-based)',
  sentence: sentenceOf('rejection.refused'),
  rules: ['rejection.refused', 'rejection.names-problem', 'rejection.no-model-call', ...envelopeRules.map((r) => r.id)],
  needs: ['input.parts'],
  async run(ctx) {
    const plan = rejectionPlan(ctx.agent.accepts_images);
    const outcome = await checkProperty(
      'properties.rejection',
      brokenHistoryArb(plan),
      async ({ rule, transcript }) => {
        const turn = await ctx.recordTurn({ transcript, steps: [{ text: 'This answer must never be played.' }] });
        return { verdicts: checkRefusedHistory(turn, { rule }), turns: [turn] };
      },
      runOptions(ctx, options),
    );
    const notGenerated = plan.notGenerated.map(({ rule, reason }) => notTested(rule, `not generated: ${reason}`));
    return { ...outcome, verdicts: [...outcome.verdicts, ...notGenerated] };
  },
});

const sameInputSameOutcome = (options: PropertyOptions): ConformanceCase => ({
  id: 'properties.same-outcome',
  title: 'The same script and history give the same events, content and transcript on two runs',
  section: 'CONTRACT.md › D1 (property-based)',
  sentence: sentenceOf('turn.same-outcome'),
  rules: ['turn.same-outcome'],
  needs: ['input.parts'],
  async run(ctx) {
    return checkProperty(
      'properties.same-outcome',
      generatedTurnArb(shapeOf(ctx, options, false)),
      async (generated) => {
        const first = await playTurn(ctx, generated);
        const second = await playTurn(ctx, generated);
        // Each of the two turns is judged whole too (issue 21, principle 6), beside their comparison.
        return {
          verdicts: [...checkSameOutcome(first, second), ...checkTurn(first), ...checkTurn(second)],
          turns: [first, second],
        };
      },
      runOptions(ctx, options),
    );
  },
});

export function propertyCases(options: PropertyOptions = {}): ConformanceCase[] {
  return [
    everyTurnObeys(options),
    replayWorks(options),
    rejectsEveryBrokenHistory(options),
    sameInputSameOutcome(options),
  ];
}
