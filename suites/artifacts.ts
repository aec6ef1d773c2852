// events.txt › "Artifacts" and transcript-format.txt › "What comes back" (CONTRACT.md D9, D10):
// the answer artifact, the transcript artifact when asked for, its chunks and closing summary.
//
//   "With the transcript media type in acceptedOutputModes, the transcript artifact streams each
//   completed message of the turn, in order […] Each message is sent once, as soon as it is
//   complete, so a dropped stream still leaves a usable prefix."
import type { ConformanceCase } from '../src/runner/case.ts';
import type { TurnFixture } from '../src/runner/turn-fixture.ts';
import { fixtureCases } from './fixture-case.ts';

export const artifactCases = (fixtures: readonly TurnFixture[]): ConformanceCase[] => fixtureCases(fixtures, 'artifacts');
