// Views of one task (issue 21, principle 1): the values a turn's task shows in more than one
// view, each judged against the view the documents make authoritative. The turn's stream (or, for
// a turn answered once, SendMessage's task) is the turn; GetTask, CancelTask, ListTasks and a
// SubscribeToTask stream show the same task again, and must show the same values. The ids and
// final state GetTask reports are a2a.get-task-final's, CancelTask's id and state
// a2a.cancel-returns-task's, a subscription's task id and terminal state a2a.subscribe-to-task's:
// these rules judge the values those leave out.
import { a2aSpec, clause, contract, rule } from './cite.ts';
import type { Rule } from './types.ts';

const ONE_TASK = contract('D1', 'One turn is one task.');
const IDS = contract('D1', 'the task id is the `turn_id`, the `contextId` is the `conversation_id`.');
const APPEND = a2aSpec(
  'a2a.proto',
  'If true, the content of this artifact should be appended to a previously … sent artifact with the same ID.',
);
const GET_TASK = a2aSpec(
  '3.1.3 Get Task',
  'Retrieves the current state (including status, artifacts, and optionally history) of a previously initiated task.',
);

/** How a task's artifacts are compared with the turn's: the note every rule comparing artifacts carries. */
const CONTENT_NOTE =
  "An artifact's content is its text parts' text joined, its data parts' values and its file parts (raw or url, mediaType, filename) in order; a transcript part's messages are read joined and its turn last, so a task holding the transcript as one part per chunk or assembled in one part agrees. The stream's artifacts are merged per artifactId: a chunk with append adds its parts, one without replaces the artifact. history is never compared: A2A lets a task leave it out.";

export const rules = [
  rule(
    'views.get-task',
    'SHOULD',
    "GetTask's task after the turn carries the turn's contextId, its artifacts with their content, and its final status message",
    [ONE_TASK, IDS, GET_TASK, a2aSpec('3.1.3 Get Task', 'Current state and artifacts of the requested task'), APPEND],
    {
      clauses: [
        clause('context-id', "GetTask's task has the turn's contextId"),
        clause('artifacts', "GetTask's task carries the turn's artifacts: the same artifactIds, each with its name"),
        clause('content', "each artifact of GetTask's task holds the content the turn delivered for it"),
        clause('status-message', "GetTask's status message, where both carry one, is the turn's final status message"),
      ],
      note: `SHOULD: no sentence says MUST of what GetTask returns (a2a.get-task-final, MUST, judges its id and state by the team's earlier reading of the same sentence). Judged only once the turn ended and GetTask reports a terminal state. ${CONTENT_NOTE}`,
    },
  ),
  rule(
    'views.cancel-task',
    'SHOULD',
    "CancelTask's task carries the turn's contextId, and only artifact content the turn delivered",
    [
      ONE_TASK,
      IDS,
      a2aSpec(
        '3.1.5 Cancel Task',
        'The operation attempts to cancel the specified task and returns its updated state.',
      ),
      APPEND,
    ],
    {
      clauses: [
        clause('context-id', "CancelTask's task has the turn's contextId"),
        clause(
          'content',
          "each artifact of CancelTask's task is one of the turn's, by artifactId and name, holding a prefix of the content the turn delivered for it",
        ),
      ],
      note: `SHOULD: §3.1.5 states no level. The task CancelTask answers is the task at that moment: the turn may deliver more after it (the closing message), so its artifacts are judged as a prefix of the turn's, never as the whole. ${CONTENT_NOTE}`,
    },
  ),
  rule(
    'views.list-tasks',
    'SHOULD',
    'A task ListTasks lists carries the contextId, state and final status message the task has, and, asked with includeArtifacts, its artifacts with their content',
    [
      ONE_TASK,
      IDS,
      a2aSpec('3.1.4 List Tasks', 'Retrieves a list of tasks with optional filtering and pagination capabilities.'),
      a2aSpec(
        '3.1.4 List Tasks',
        'When `includeArtifacts` is true, the artifacts field should be included with its actual content (which may be an empty array if the task has no artifacts).',
      ),
      APPEND,
    ],
    {
      clauses: [
        clause('context-id', "a listed task has the contextId of the turn's task"),
        clause('state', "a listed finished task shows the final state of the turn's task"),
        clause(
          'status-message',
          "a listed finished task's status message, where both carry one, is the turn's final status message",
        ),
        clause(
          'artifacts',
          'listed with includeArtifacts, a task carries its artifacts: the same artifactIds, names and content',
        ),
      ],
      note: `SHOULD: the artifacts sentence says should, the others state no level. ListTasks is optional (CONTRACT.md); a ListTasks not served, or a task not listed (a2a.list-tasks-filters' to judge), is not judged here, and artifacts only when includeArtifacts asked for them. ${CONTENT_NOTE}`,
    },
  ),
  rule(
    'views.subscribe',
    'MUST',
    "A SubscribeToTask stream shows the turn's contextId, and its task snapshot with the updates after it deliver the turn's artifacts with their content",
    [
      ONE_TASK,
      IDS,
      a2aSpec(
        '3.1.6 Subscribe to Task',
        'The operation MUST return a `Task` object as the first event in the stream, representing the current state of the task at the time of subscription.',
      ),
      a2aSpec(
        '3.1.6 Subscribe to Task',
        'This prevents a potential loss of information between a call to `GetTask` and calling `SubscribeToTask`.',
      ),
      a2aSpec('3.5.2 Streaming Event Delivery', 'Each stream MUST receive the same events in the same order'),
      APPEND,
    ],
    {
      clauses: [
        clause('context-id', "every event of the subscription names the turn's contextId"),
        clause(
          'artifacts',
          "the subscription's task snapshot, merged with the artifact updates after it, holds the turn's artifacts: the same artifactIds, names and content",
        ),
      ],
      note: `MUST: §3.1.6's snapshot sentence says MUST, and a snapshot that holds the artifacts so far, with the updates after it, loses nothing only when together they are the turn's. ${CONTENT_NOTE}`,
    },
  ),
] as const satisfies readonly Rule[];
