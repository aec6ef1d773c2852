// events.txt › "Turn statuses" (CONTRACT.md D7, D8, D16): each status induced in each phase of a
// turn (before the first piece, mid-text, mid-tool, between steps) with the mock model's faults
// and stalls, CancelTask and the deadline (fixtures/turns/statuses/), plus the step limit, whose
// script depends on the agent's declared max_steps and so is built here.
//
//   "step_limit | max_steps was reached and the model answered without tools"
//   D16: "the call that reaches max_steps offers no tools; its answer ends the turn with
//   step_limit (also when max_steps is 1). If the model calls tools on that call anyway, the calls
//   are kept in the transcript, never run (no tool events), each answered
//   [not run: the turn ended first], and the turn closes with [this turn ended early: step_limit]."
import { TRANSCRIPT_MEDIA_TYPE } from '../src/a2a/vessel-events.ts';
import type { ConformanceCase } from '../src/case/index.ts';
import { checkTurn } from '../src/checks/index.ts';
import type { ScriptStep } from '../mock-model/script-schema.ts';
import { fixtureCases } from './fixture-case.ts';
import { sentenceOf } from './sentence.ts';
import type { TurnFixture } from './turn-fixture.ts';

const SECTION = 'events.txt › Turn statuses';

/** max_steps − 1 steps that call the fast tool, then the last call, offered no tools. */
export function stepLimitScript(maxSteps: number, last: ScriptStep): ScriptStep[] {
  const toolSteps: ScriptStep[] = Array.from({ length: maxSteps - 1 }, (_, i) => ({
    tool_calls: [{ id: `call_s${i + 1}`, name: '$fast' }],
  }));
  return [...toolSteps, { ...last, expect: { tools_offered: false } }];
}

const stepLimit: ConformanceCase = {
  id: 'statuses.step-limit',
  title: 'At max_steps the model is offered no tools; its answer ends the turn with step_limit',
  section: SECTION,
  sentence: `${sentenceOf('status.expected', 1)} (D16: ${sentenceOf('model.no-tools-on-last-step', 2)})`,
  rules: [
    'status.expected',
    'status.task-state',
    'model.no-tools-on-last-step',
    'status.error-presence',
    'content.replay-valid',
  ],
  needs: ['max_steps', 'tools.fast'],
  async run(ctx) {
    const steps = stepLimitScript(ctx.agent.max_steps!, { text: 'The final answer, without tools.' });
    const turn = await ctx.recordTurn({
      steps,
      text: 'Keep using the tool.',
      acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE, 'text/markdown'],
    });
    return { verdicts: checkTurn(turn, { status: 'step_limit' }), turns: [turn] };
  },
};

const stepLimitToolsAnyway: ConformanceCase = {
  id: 'statuses.step-limit-tools-anyway',
  title:
    'Tool calls made on the max_steps call anyway are kept, never run, answered [not run], and the turn closes early',
  section: 'CONTRACT.md › D16',
  sentence: sentenceOf('early-end.not-run', 2),
  rules: [
    'status.expected',
    'model.no-tools-on-last-step',
    'early-end.not-run',
    'early-end.closing-message',
    'content.replay-valid',
  ],
  needs: ['max_steps', 'tools.fast'],
  async run(ctx) {
    const steps = stepLimitScript(ctx.agent.max_steps!, {
      text: 'One more call. ',
      tool_calls: [{ id: 'call_late', name: '$fast' }],
    });
    const turn = await ctx.recordTurn({
      steps,
      text: 'Keep using the tool, whatever happens.',
      acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE, 'text/markdown'],
    });
    return { verdicts: checkTurn(turn, { status: 'step_limit' }), turns: [turn] };
  },
};

export function statusCases(fixtures: readonly TurnFixture[]): ConformanceCase[] {
  return [...fixtureCases(fixtures, 'statuses'), stepLimit, stepLimitToolsAnyway];
}
