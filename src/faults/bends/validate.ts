// Bending the vessel's history validation (the turn-input validator seam): some of its problems
// let through, so a history that should be refused is run.
import { envelopeClauseOf } from '../../rules/clauses.ts';
import type { ClauseRef } from '../../rules/index.ts';
import type { TranscriptValidator } from '../../vessel/seams.ts';
import type { Bend } from '../bend.ts';

type Problem = ReturnType<TranscriptValidator>['problems'][number];

/** The validator's verdict without the problems `letThrough` picks (the history it read beside). */
export const lettingThrough = (letThrough: (problem: Problem, value: unknown) => boolean): Bend => ({
  validate: (inner) => (value, options) => {
    const verdict = inner(value, options);
    const problems = verdict.problems.filter((p) => !letThrough(p, value));
    return { ok: problems.length === 0, problems };
  },
});

/** One rule's problems let through. */
export const withoutRule = (rule: string): Bend => lettingThrough((p) => p.rule === rule);

/** One envelope clause's problems let through (src/rules/clauses.ts says which problems are whose). */
export const withoutClause = (ref: ClauseRef): Bend => lettingThrough((p, value) => envelopeClauseOf(p, value) === ref);
