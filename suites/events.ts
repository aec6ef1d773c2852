// events.txt › "Events", "Event types" (CONTRACT.md D4, D5, D16): each event's carrier, fields
// and order, one turn fixture per situation (fixtures/turns/events/).
//
//   "Every step of a turn streams as an event: a JSON object with a type, carried as the data
//   part of an A2A status update." — "Every tool.started has a matching tool.finished."
import type { ConformanceCase } from '../src/case/index.ts';
import type { TurnFixture } from './turn-fixture.ts';
import { fixtureCases } from './fixture-case.ts';

export const eventCases = (fixtures: readonly TurnFixture[]): ConformanceCase[] => fixtureCases(fixtures, 'events');
