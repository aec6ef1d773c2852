// Case ids are stable the way rule ids are: an expected-failures file, a previous run's durations
// and `--only`/`--skip` name them. When one must change, the old id is listed here with its new
// one (and in CHANGELOG.md), and each of those readers reads the old id under the new one, while
// the command line says, once per name, that it was renamed, so the file or pattern can be brought
// up to date.
import { followRenames } from './rule-renames.ts';

/**
 * Old case id → the id it was renamed to. Since 0.1.0: the A2A cases take their area of the
 * specification as a middle segment, and the cases whose id was a rule's take names of their own,
 * so that no case id is a rule id (`--only a2a.task-not-found` meant both).
 */
export const CASE_RENAMES: Readonly<Record<string, string>> = {
  'a2a.card': 'a2a.discovery.card',
  'a2a.trailing-slash': 'a2a.discovery.trailing-slash',
  'a2a.version-unsupported': 'a2a.versioning.version-unsupported',
  'a2a.method-not-found': 'a2a.errors.method-not-found',
  'a2a.parse-error': 'a2a.errors.parse-error',
  'a2a.invalid-request': 'a2a.errors.invalid-request',
  'a2a.task-not-found': 'a2a.tasks.task-not-found',
  'a2a.finished-task': 'a2a.tasks.finished-task',
  'a2a.cancel-cancelled': 'a2a.tasks.cancel-cancelled',
  'a2a.send-message': 'a2a.messages.send-message',
  'a2a.subscribe-to-task': 'a2a.streaming.subscribe-to-task',
  'a2a.snake-case': 'a2a.json.snake-case',
  'a2a.list-tasks': 'a2a.tasks.list-tasks',
  'a2a.agent-card-declared': 'a2a.discovery.agent-card-declared',
  'a2a.capabilities': 'a2a.errors.capabilities',
  'a2a.content-type-not-supported': 'a2a.messages.content-type-not-supported',
  'a2a.return-immediately': 'a2a.messages.return-immediately',
  'a2a.ids': 'a2a.identifiers.new-ids',
  'a2a.message-task-ids': 'a2a.identifiers.message-task-ids',
  'a2a.invalid-params': 'a2a.errors.invalid-params',
  'a2a.unknown-fields': 'a2a.json.unknown-fields',
  'a2a.history': 'a2a.messages.history-length',
  'a2a.subscribe-errors': 'a2a.streaming.subscribe-errors',
  'a2a.streams-broadcast': 'a2a.streaming.streams-broadcast',
  'a2a.cancel-task': 'a2a.tasks.cancel-task',
  'a2a.list-tasks-spec': 'a2a.tasks.list-tasks-paged',
  'a2a.version-negotiation': 'a2a.versioning.version-negotiation',
  'model.briefing-first': 'model.briefing-first-message',
  'model.usage-reported': 'model.usage-in-step-tokens',
  'model.no-url-fetch': 'model.http-image-never-fetched',
  'security.no-url-fetch': 'security.image-urls-never-fetched',
  'security.no-leaks': 'security.answers-leak-nothing',
  'security.auth': 'security.auth-enforced',
  'stress.oversized-body': 'stress.body-over-limit',
  'stress.huge-fields': 'stress.megabyte-fields',
  'stress.slow-reader': 'stress.unread-long-stream',
  'stress.client-disconnect': 'stress.hang-up-mid-stream',
  'stress.dribbling-client': 'stress.byte-at-a-time-request',
  'stress.load': 'stress.concurrent-turns',
};

/** The id a case has now, following renames (several in a row too). */
export function currentCaseId(id: string, renames: Readonly<Record<string, string>> = CASE_RENAMES): string {
  return followRenames(id, renames);
}

/** An old case id a reader met, and the id it read it under. */
export interface CaseRename {
  from: string;
  to: string;
}

/** The patterns that select cases, as given. */
export interface CaseSelection {
  only?: readonly string[] | undefined;
  skip?: readonly string[] | undefined;
}

/** The files that name cases, as read. */
export interface CaseInputs {
  /** Expected-failures entries as loaded: one read under a renamed case id says how it was listed. */
  expectedFailures?: { entries: readonly { case?: string | undefined; listed_as?: string | undefined }[] } | undefined;
  /** Durations as read: the old ids they were read under (a map given in code has none). */
  durations?: (ReadonlyMap<string, number> & { readonly renamed?: readonly CaseRename[] }) | undefined;
}

/** One line per old case id a pattern or file named, saying what it was renamed to and what was done with it. */
export function caseRenameWarnings(
  selection: CaseSelection,
  inputs: CaseInputs,
  renames: Readonly<Record<string, string>> = CASE_RENAMES,
): string[] {
  const renamed = (from: string, to: string, what: string) => `case ${from} was renamed to ${to}: ${what}`;
  const patterns = (flag: string, globs: readonly string[] | undefined, does: string) =>
    (globs ?? []).flatMap((glob) => {
      const to = currentCaseId(glob, renames);
      return to === glob ? [] : [renamed(glob, to, `${flag} ${glob} ${does} under its new id`)];
    });
  // An entry's listed_as reads `case (rule)` when it names both (deviationName), its case first.
  const entries = (inputs.expectedFailures?.entries ?? []).flatMap((entry) => {
    const listed = entry.listed_as?.split(' (')[0];
    return entry.case === undefined || listed === undefined || listed === entry.case
      ? []
      : [renamed(listed, entry.case, 'the expected-failures entry naming it is read under the new id')];
  });
  const durations = (inputs.durations?.renamed ?? []).map(({ from, to }) =>
    renamed(from, to, 'its duration in the durations file is read under the new id'),
  );
  return [
    ...new Set([
      ...patterns('--only', selection.only, 'selects it'),
      ...patterns('--skip', selection.skip, 'leaves it out'),
      ...entries,
      ...durations,
    ]),
  ];
}
