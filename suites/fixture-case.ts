// Turn fixtures (fixtures/turns/**) as cases: run the fixture's one turn, judge it. The tool
// placeholders a script names ($fast, $failing, $slow, $file, $big) add the matching needs by themselves.
import { placeholderField, type ConformanceCase, type Need, type TurnSpec } from '../src/case/index.ts';
import { checkTurn } from '../src/checks/index.ts';
import { stepSendingMs } from '../mock-model/step.ts';
import type { TurnFixture } from './turn-fixture.ts';

export function fixtureNeeds(fixture: TurnFixture): Need[] {
  const needs = new Set<Need>(fixture.needs ?? []);
  for (const step of fixture.turn.steps ?? []) {
    for (const call of step.tool_calls ?? []) {
      const field = placeholderField(call.name);
      if (field) needs.add(`tools.${field}`);
    }
  }
  return [...needs];
}

/** How long the fixture's script keeps the turn going, when it is played to its end (not cancelled). */
export function fixtureExpectedMs(fixture: TurnFixture): number | undefined {
  if (fixture.turn.cancelAfter) return undefined;
  const ms = (fixture.turn.steps ?? []).reduce((sum, step) => sum + stepSendingMs(step), 0);
  return ms > 0 ? ms : undefined;
}

export function fixtureCase(fixture: TurnFixture): ConformanceCase {
  const expectedMs = fixtureExpectedMs(fixture);
  return {
    id: fixture.id,
    title: fixture.title,
    section: fixture.section,
    sentence: fixture.sentence,
    rules: fixture.rules,
    needs: fixtureNeeds(fixture),
    ...(expectedMs !== undefined ? { expectedMs } : {}),
    async run(ctx) {
      const spec: TurnSpec = { ...fixture.turn };
      const turn = await ctx.recordTurn(spec);
      const verdicts = checkTurn(turn, { ...fixture.expect, ...(fixture.turn.cancelAfter ? { cancelled: true } : {}) });
      return { verdicts, turns: [turn] };
    },
  };
}

/** The cases of one suite folder (fixtures/turns/<suite>/), in file order. */
export function fixtureCases(fixtures: readonly TurnFixture[], suite: string): ConformanceCase[] {
  return fixtures.filter((f) => f.id.startsWith(`${suite}.`)).map(fixtureCase);
}
