// events.txt › "Event types", text.delta: "pieces are merged into one event per 50 ms or 512
// characters" (CONTRACT.md D6: exact content, the 512 cap, merging counted, pacing, lateness).
// The mock model's send times are the clock the timing rules are measured against.
import type { ConformanceCase } from '../src/case/index.ts';
import type { TurnFixture } from './turn-fixture.ts';
import { fixtureCases } from './fixture-case.ts';

export const mergeCases = (fixtures: readonly TurnFixture[]): ConformanceCase[] => fixtureCases(fixtures, 'merge');
