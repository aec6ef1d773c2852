// Turn fixtures (fixtures/turns/**.json): one conformance case as data — the sentence and rules
// it rests on, what it needs declared, the script the mock model plays, what the application
// sends, how the kit drives the stream, and what the checks should expect. One schema
// (suites/turn-fixture-schema.ts); the types derive from it, and every file is checked against
// it (suites/load-fixtures.ts reads them).
import type { Static } from '@sinclair/typebox';
import type { ValidateFunction } from 'ajv';
import { validate as validateFixture } from '../src/generated/validators/turn-fixture.ts';
import { hasRule, type RuleId } from '../src/rules/index.ts';
import { VesselKitError } from '../src/errors.ts';
import type { TurnFixtureSchema } from './turn-fixture-schema.ts';

/** A turn fixture as read: its rules are ids of the catalogue. */
export type TurnFixture = Omit<Static<typeof TurnFixtureSchema>, 'rules'> & { rules: RuleId[] };

// Precompiled from TurnFixtureSchema by `npm run generate`: no schema is compiled as certify loads its cases.
const validate = validateFixture as ValidateFunction<Static<typeof TurnFixtureSchema>>;

export class FixtureError extends VesselKitError {
  override name = 'FixtureError';
  constructor(message: string, options?: ErrorOptions) {
    super('VK_ERR_FIXTURE', message, options);
  }
}

/** One fixture file's JSON as a turn fixture; throws naming the file (`where`) and the field. */
export function parseTurnFixture(value: unknown, where: string): TurnFixture {
  if (!validate(value)) {
    const problems = (validate.errors ?? []).map((e) => `${e.instancePath || '(top level)'} ${e.message ?? ''}`);
    throw new FixtureError(`${where}: not a turn fixture: ${problems.slice(0, 5).join('; ')}`);
  }
  const unknown = value.rules.filter((rule) => !hasRule(rule));
  if (unknown.length > 0) throw new FixtureError(`${where}: rules not in the catalogue: ${unknown.join(', ')}`);
  return { ...value, rules: value.rules.filter(hasRule) };
}
