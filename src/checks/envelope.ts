// Envelope rules at a vessel (transcript-format.txt "Messages"; CONTRACT.md D3, D12): a history
// that breaks one must be refused, naming it, before any model call; one that sits on a rule's
// boundary must be accepted and the turn must run. The envelope rule's verdict is carried by the
// verdicts that hold the vessel to that, so it fails exactly when they do.
import type { RecordedTurn } from '../a2a/recording.ts';
import type { RuleId, TranscriptRuleId } from '../rules/index.ts';
import { checkTurn } from './check-turn.ts';
import type { Verdict } from './types.ts';
import { failOn, worstStatus } from './verdict.ts';
import { refusalOf } from './rejection.ts';

/** What a refusal is held to (D3); rejection.bad-request-detail is a SHOULD and carries nothing. */
const REFUSED_AS_REQUIRED: readonly RuleId[] = [
  'rejection.refused',
  'rejection.names-problem',
  'rejection.no-model-call',
];
/** What an accepted history is held to: the turn ran to the status its script leads to. */
const RAN_AS_REQUIRED: readonly RuleId[] = ['status.expected'];

/**
 * A verdict on `rule` carried by the verdicts on `by`: their worst status, and when it is not a
 * pass, the message of the worst. A failure names `clause`, the clause of `rule` the case is about.
 */
export function carriedVerdict(
  rule: RuleId,
  verdicts: readonly Verdict[],
  by: readonly RuleId[],
  what: string,
  clause?: string,
): Verdict {
  const relevant = verdicts.filter((v) => by.includes(v.rule));
  const status = worstStatus(relevant.map((v) => v.status));
  const worst = relevant.find((v) => v.status === status);
  return {
    rule,
    status,
    message: status === 'pass' ? what : `${worst?.rule ?? by.join(', ')}: ${worst?.message ?? 'not judged'}`,
    ...(status === 'fail' && clause !== undefined ? { evidence: { clauses: [clause], carriedBy: worst?.rule } } : {}),
  };
}

/**
 * A history on a limit the documents ask the kit to report, not judge (D12's exact 5 MB
 * boundary): whether the vessel refused it or ran it is one verdict, on the INFO rule, so that
 * answer is shown and can never fail the run.
 */
export interface ReportOnly {
  rule: RuleId;
  /** What the history is, said first in the verdict's message. */
  description: string;
}

/** The rules that judge whether a history was refused or ran: on a report-only limit, that is the INFO verdict's to say. */
const DECISION: ReadonlySet<RuleId> = new Set<RuleId>([
  ...REFUSED_AS_REQUIRED,
  'rejection.bad-request-detail',
  ...RAN_AS_REQUIRED,
]);

/**
 * The turn on a report-only limit is evidence all the same (issue 21, principle 6): judged as what
 * the vessel made of it, a refusal (of `boundary`) or a turn that ran, on every rule but the decision.
 */
function asItWent(turn: RecordedTurn, boundary: TranscriptRuleId | undefined): Verdict[] {
  const refused = refusalOf(turn).form !== 'none';
  if (refused && boundary === undefined) return [];
  const verdicts = refused ? checkTurn(turn, { rejection: { rule: boundary! } }) : checkTurn(turn, { status: 'ok' });
  return verdicts.filter((v) => !DECISION.has(v.rule));
}

function reported(
  turn: RecordedTurn,
  boundary: TranscriptRuleId | undefined,
  verdicts: Verdict[],
  by: readonly RuleId[],
  what: string,
  reportOnly: ReportOnly | undefined,
): Verdict[] {
  if (reportOnly === undefined) return verdicts;
  const shown = carriedVerdict(reportOnly.rule, verdicts, by, what);
  return [
    {
      ...shown,
      message: `${reportOnly.description} ${shown.status === 'pass' ? what : `Not as the kit reads it: ${shown.message}`}`,
    },
    ...asItWent(turn, boundary),
  ];
}

/** A history that breaks `broken.rule` (at message `broken.index`, where there is one): every check of a refusal, then the verdict on the broken rule. */
export function checkRefusedHistory(
  turn: RecordedTurn,
  broken: { rule: TranscriptRuleId; index?: number; clause?: string },
  reportOnly?: ReportOnly,
): Verdict[] {
  const what = `refused before any model call, naming ${broken.rule}`;
  const { clause, ...rejection } = broken;
  const verdicts = checkTurn(turn, { rejection });
  verdicts.push(carriedVerdict(broken.rule, verdicts, REFUSED_AS_REQUIRED, what, clause));
  return reported(turn, broken.rule, verdicts, REFUSED_AS_REQUIRED, what, reportOnly);
}

/** A valid history on the boundary of each rule it `exercises`: every check of a turn that ran, then a verdict on each of those rules. */
export function checkAcceptedHistory(
  turn: RecordedTurn,
  exercises: readonly TranscriptRuleId[],
  reportOnly?: ReportOnly,
): Verdict[] {
  const verdicts = checkTurn(turn, { status: 'ok' });
  // A valid history refused never runs, so no turn.finished could say so: the refusal itself is the failure.
  const refusal = refusalOf(turn);
  if (refusal.form !== 'none')
    verdicts.push(
      ...failOn(
        'status.expected',
        'ok',
        `the history is valid, yet the turn was refused (${refusal.form === 'error' ? `JSON-RPC error ${String(refusal.error.code)}` : refusal.where}): ${refusal.text.slice(0, 200)}`,
      ),
    );
  for (const rule of exercises)
    verdicts.push(
      carriedVerdict(
        rule,
        verdicts,
        RAN_AS_REQUIRED,
        `accepted: the history sits on the boundary of ${rule} and the turn ran`,
      ),
    );
  return reported(turn, exercises[0], verdicts, RAN_AS_REQUIRED, 'accepted, and the turn ran', reportOnly);
}
