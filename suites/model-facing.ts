// CONTRACT.md D11, "What reaches the model", judged from the mock model's request log:
// the briefing first, no history message as system, reasoning sent back only when enabled,
// images only for agents that accept them, tool results as role tool, reported usage.
// (The step-limit call offering no tools is in statuses.ts, since its script needs max_steps.)
import type { ConformanceCase } from '../src/runner/case.ts';
import type { TurnFixture } from '../src/runner/turn-fixture.ts';
import { fixtureCases } from './fixture-case.ts';

export const modelFacingCases = (fixtures: readonly TurnFixture[]): ConformanceCase[] => fixtureCases(fixtures, 'model');
