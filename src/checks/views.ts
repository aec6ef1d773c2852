// Views of one task, judged for their content (issue 21, principle 1; src/rules/views.ts): the
// turn as its stream delivered it (or as SendMessage returned it, for a turn answered once) is
// the authority; the task GetTask, CancelTask and ListTasks return, and a SubscribeToTask stream,
// must show the same contextId, state, artifacts and content. Pure, over recorded exchanges.
import { isDeepStrictEqual } from 'node:util';
import type { RecordedExchange, RecordedTurn } from '../a2a/recording.ts';
import { readItem, stateOf, type StreamItem } from '../a2a/stream-events.ts';
import { TRANSCRIPT_MEDIA_TYPE } from '../a2a/vessel-events.ts';
import { ErrorCodes, isTerminalState } from '../a2a/wire.ts';
import { isObject } from '../transcript/read.ts';
import type { Verdict } from './types.ts';
import { brief as briefOf, judge, notExercised, notTested, type Finding } from './verdict.ts';
import { answered, responseBody, taskOf, viewOf } from './view.ts';

type Body = Record<string, unknown>;

/** A value for a message; an absent one says so (a message never reads "undefined"). */
const brief = (value: unknown, max?: number): string => (value === undefined ? '(absent)' : briefOf(value, max));
/** An artifact's key: its artifactId, or a placeholder for one that has none (never the string "undefined"). */
const keyOf = (artifactId: unknown): string => (artifactId === undefined ? '(no artifactId)' : String(artifactId));

/** One artifact as a view holds it: its name and its parts, whole (a task's) or merged (a stream's). */
export interface HeldArtifact {
  name: unknown;
  parts: unknown[];
}

/** What the turn itself says: the task's ids, its final state and status message, its artifacts. */
export interface Authority {
  /** Where it was read: "the stream", "SendMessage's task". */
  source: string;
  taskId?: unknown;
  contextId?: unknown;
  finalState?: string;
  finalMessage?: unknown;
  artifacts: Map<string, HeldArtifact>;
  /** Every content each artifact had as the turn went (a stream's merges, step by step). */
  versions: Map<string, HeldArtifact[]>;
}

const partsOf = (artifact: Body): unknown[] => (Array.isArray(artifact.parts) ? artifact.parts : []);

/** A task's artifacts by artifactId, whole (A2A: a task's artifacts have no chunks). */
export function taskArtifacts(task: Body): Map<string, HeldArtifact> {
  const held = new Map<string, HeldArtifact>();
  for (const a of Array.isArray(task.artifacts) ? task.artifacts : [])
    if (isObject(a)) held.set(keyOf(a.artifactId), { name: a.name, parts: partsOf(a) });
  return held;
}

/**
 * A stream's artifacts merged per artifactId (a2a.proto: "the content of this artifact should be
 * appended to a previously sent artifact with the same ID"): the first item's task snapshot as the
 * base, then each update up to the terminal status, appending or replacing. `versions` keeps each
 * artifact's content after every update.
 */
export function mergedArtifacts(items: readonly StreamItem[]): Pick<Authority, 'artifacts' | 'versions'> {
  const first = items[0];
  const artifacts =
    first?.member === 'task' && first.body ? taskArtifacts(first.body) : new Map<string, HeldArtifact>();
  const versions = new Map([...artifacts].map(([id, a]) => [id, [a]]));
  const end = items.findIndex((i) => isTerminalState(i.state));
  for (const item of end >= 0 ? items.slice(0, end + 1) : items) {
    if (item.member !== 'artifactUpdate' || !item.body || !isObject(item.body.artifact)) continue;
    const artifact = item.body.artifact;
    const id = keyOf(artifact.artifactId);
    const before = artifacts.get(id);
    const merged: HeldArtifact =
      item.body.append === true && before
        ? { name: artifact.name ?? before.name, parts: [...before.parts, ...partsOf(artifact)] }
        : { name: artifact.name, parts: partsOf(artifact) };
    artifacts.set(id, merged);
    versions.set(id, [...(versions.get(id) ?? []), merged]);
  }
  return { artifacts, versions };
}

const statusMessageOf = (body: Body | undefined): unknown => (isObject(body?.status) ? body.status.message : undefined);

/** A task returned whole as the authority: SendMessage's, or the task a case made another way. */
export function authorityOfTask(task: Body, source: string): Authority {
  const artifacts = taskArtifacts(task);
  const state = stateOf('task', task);
  return {
    source,
    taskId: task.id,
    contextId: task.contextId,
    ...(isTerminalState(state) ? { finalState: state } : {}),
    finalMessage: statusMessageOf(task),
    artifacts,
    versions: new Map([...artifacts].map(([id, a]) => [id, [a]])),
  };
}

/**
 * The turn as it ended: its stream up to the terminal status, or SendMessage's task. A reason
 * instead when it did not end where the record shows (a stream cut short, a task still running).
 */
export function authorityOf(turn: RecordedTurn): Authority | string {
  if (!turn.send.sse) {
    const task = taskOf(turn.send);
    if (!task) return "the turn's answer is not a task";
    const authority = authorityOfTask(task, "SendMessage's task");
    return authority.finalState ? authority : `SendMessage's task is still ${brief(stateOf('task', task))}`;
  }
  const view = viewOf(turn);
  if (view.terminal === undefined) return "the turn's stream reached no terminal state to compare with";
  return {
    source: 'the stream',
    taskId: view.taskId,
    contextId: view.contextId,
    finalState: view.finalState,
    finalMessage: statusMessageOf(view.items[view.terminal]?.body),
    ...mergedArtifacts(view.items),
  };
}

// ---------------------------------------------------------------------------------------------
// Content: what two views' artifacts are compared on

interface Content {
  text: string;
  data: unknown[];
  files: unknown[];
  transcript: { messages: unknown[]; turn?: unknown };
}

/** An artifact's content: its text joined, its data values and file parts in order, its transcript read whole. */
export function contentOf(parts: readonly unknown[]): Content {
  const content: Content = { text: '', data: [], files: [], transcript: { messages: [] } };
  for (const p of parts) {
    if (!isObject(p)) continue;
    if (typeof p.text === 'string') content.text += p.text;
    else if (p.mediaType === TRANSCRIPT_MEDIA_TYPE && isObject(p.data)) {
      if (Array.isArray(p.data.messages)) content.transcript.messages.push(...p.data.messages);
      if (p.data.turn !== undefined) content.transcript.turn = p.data.turn;
    } else if ('data' in p) content.data.push(p.data);
    else content.files.push({ raw: p.raw, url: p.url, mediaType: p.mediaType, filename: p.filename });
  }
  return content;
}

const isPrefix = (prefix: readonly unknown[], whole: readonly unknown[]) =>
  prefix.length <= whole.length && prefix.every((v, i) => isDeepStrictEqual(v, whole[i]));

/** `part` is what `whole` held at some moment, or part way there: its text and lists begin `whole`'s. */
function isPrefixContent(part: Content, whole: Content): boolean {
  return (
    whole.text.startsWith(part.text) &&
    isPrefix(part.data, whole.data) &&
    isPrefix(part.files, whole.files) &&
    isPrefix(part.transcript.messages, whole.transcript.messages) &&
    (part.transcript.turn === undefined || isDeepStrictEqual(part.transcript.turn, whole.transcript.turn))
  );
}

/** Where two contents first differ, for a message. */
function difference(seen: Content, turn: Content): string {
  if (seen.text !== turn.text) return `text ${brief(seen.text, 60)} where the turn's is ${brief(turn.text, 60)}`;
  if (!isDeepStrictEqual(seen.data, turn.data))
    return `data ${brief(seen.data, 60)} where the turn's is ${brief(turn.data, 60)}`;
  if (!isDeepStrictEqual(seen.files, turn.files))
    return `${seen.files.length} file part(s) where the turn's ${turn.files.length} differ`;
  if (seen.transcript.messages.length !== turn.transcript.messages.length)
    return `${seen.transcript.messages.length} transcript messages where the turn delivered ${turn.transcript.messages.length}`;
  const at = seen.transcript.messages.findIndex((m, i) => !isDeepStrictEqual(m, turn.transcript.messages[i]));
  if (at >= 0) return `transcript message ${at} ${brief(seen.transcript.messages[at], 60)} differs from the turn's`;
  return `the transcript's turn ${brief(seen.transcript.turn, 60)} where the turn's is ${brief(turn.transcript.turn, 60)}`;
}

const named = (id: string, a: HeldArtifact) => `artifact ${brief(id)} (${brief(a.name)})`;

type ArtifactClause = 'artifacts' | 'content';
/** A finding of a clause `C`, before it is known as one rule's (`Finding<R>` when `C` is a clause of R). */
type Found<C extends string> = { clause: C; message: string; evidence?: unknown };

/**
 * The artifacts a view holds against the turn's, whole: the same artifactIds, each with its name
 * (the `artifacts` clause) and its content (the `content` clause).
 */
function artifactFindings<C extends string>(
  what: string,
  held: Map<string, HeldArtifact>,
  authority: Authority,
  clauses: Record<ArtifactClause, C>,
): Found<C>[] {
  const findings: Found<C>[] = [];
  for (const [id, own] of authority.artifacts) {
    const seen = held.get(id);
    if (!seen)
      findings.push({
        clause: clauses.artifacts,
        message: `${what} lacks ${named(id, own)}, which ${authority.source} delivered`,
      });
    else if (!isDeepStrictEqual(seen.name, own.name))
      findings.push({
        clause: clauses.artifacts,
        message: `${what} names artifact ${brief(id)} ${brief(seen.name)}, ${authority.source} ${brief(own.name)}`,
      });
    else if (!isDeepStrictEqual(contentOf(seen.parts), contentOf(own.parts)))
      findings.push({
        clause: clauses.content,
        message: `${what}'s ${named(id, seen)} holds ${difference(contentOf(seen.parts), contentOf(own.parts))}`,
        evidence: { view: seen.parts, turn: own.parts },
      });
  }
  for (const [id, seen] of held)
    if (!authority.artifacts.has(id))
      findings.push({
        clause: clauses.artifacts,
        message: `${what} carries ${named(id, seen)}, which ${authority.source} never delivered`,
      });
  return findings;
}

function contextFinding<C extends string>(
  what: string,
  contextId: unknown,
  authority: Authority,
  clause: C,
): Found<C>[] {
  return authority.contextId !== undefined && contextId !== authority.contextId
    ? [
        {
          clause,
          message: `${what} has contextId ${brief(contextId)}, ${authority.source} ${brief(authority.contextId)}`,
        },
      ]
    : [];
}

const messageFields = (m: unknown) =>
  isObject(m) ? { messageId: m.messageId, role: m.role, parts: m.parts, metadata: m.metadata } : m;

// ---------------------------------------------------------------------------------------------
// The views

/**
 * A finished task's status message, where it and the turn both carry one, is the turn's final
 * one (a view shows the task's current state, and a finished task's is its last).
 */
function statusMessageFinding<R extends 'views.get-task' | 'views.list-tasks'>(
  whose: string,
  task: Body,
  authority: Authority,
): Finding<R>[] {
  const message = statusMessageOf(task);
  if (
    message === undefined ||
    authority.finalMessage === undefined ||
    isDeepStrictEqual(messageFields(message), messageFields(authority.finalMessage))
  )
    return [];
  return [
    {
      clause: 'status-message' as Finding<R>['clause'],
      message: `${whose} status message ${brief(messageFields(message), 100)} is not ${authority.source}'s final one ${brief(messageFields(authority.finalMessage), 100)}`,
      evidence: { view: message, turn: authority.finalMessage },
    },
  ];
}

/** GetTask after the turn: the turn's contextId, artifacts, content and final status message. */
export function checkGetTaskViews(turn: RecordedTurn): Verdict[] {
  const rule = 'views.get-task';
  if (!turn.getTask) return [notTested(rule, 'the case sent no GetTask')];
  const authority = authorityOf(turn);
  if (typeof authority === 'string') return [notTested(rule, authority)];
  const task = taskOf(turn.getTask);
  if (!task) return [notTested(rule, 'GetTask answered no task (a2a.get-task-final judges that)')];
  const state = stateOf('task', task);
  // A GetTask that shows the task still running is a2a.get-task-final's failure, not a view to compare.
  if (!isTerminalState(state)) return [notTested(rule, `GetTask reports the task ${brief(state)}, not finished`)];
  const findings: Finding<typeof rule>[] = [
    ...contextFinding("GetTask's task", task.contextId, authority, 'context-id'),
    ...artifactFindings("GetTask's task", taskArtifacts(task), authority, {
      artifacts: 'artifacts',
      content: 'content',
    }),
  ];
  findings.push(...statusMessageFinding<typeof rule>("GetTask's", task, authority));
  return judge(
    rule,
    findings,
    `GetTask's task agrees with ${authority.source}: contextId, ${authority.artifacts.size} artifact(s) and their content, the final status message`,
  );
}

/** CancelTask sent during the turn: the turn's contextId, and artifacts the turn had delivered (so far). */
export function checkCancelTaskViews(turn: RecordedTurn): Verdict[] {
  const rule = 'views.cancel-task';
  if (!turn.cancel) return [notTested(rule, 'the case sent no CancelTask')];
  const authority = authorityOf(turn);
  if (typeof authority === 'string') return [notTested(rule, authority)];
  const task = taskOf(turn.cancel);
  if (!task) return [notTested(rule, 'CancelTask answered no task (the cancel may have lost the race to the end)')];
  const findings: Finding<typeof rule>[] = contextFinding("CancelTask's task", task.contextId, authority, 'context-id');
  for (const [id, seen] of taskArtifacts(task)) {
    const versions = authority.versions.get(id) ?? [];
    const own = authority.artifacts.get(id);
    if (!own || !isDeepStrictEqual(seen.name, own.name))
      findings.push({
        clause: 'content',
        message: `CancelTask's task carries ${named(id, seen)}, which ${authority.source} never delivered${own ? ` under that name (it is ${brief(own.name)})` : ''}`,
      });
    else if (!versions.some((v) => isPrefixContent(contentOf(seen.parts), contentOf(v.parts))))
      findings.push({
        clause: 'content',
        message: `CancelTask's task's ${named(id, seen)} holds ${difference(contentOf(seen.parts), contentOf(own.parts))}, content ${authority.source} never delivered`,
        evidence: { cancelTask: seen.parts, turn: own.parts },
      });
  }
  return judge(rule, findings, `CancelTask's task agrees with ${authority.source}: contextId and artifacts so far`);
}

const listedTasks = (exchange: RecordedExchange): Body[] | undefined => {
  const result = responseBody(exchange)?.result;
  return isObject(result) && Array.isArray(result.tasks) ? result.tasks.filter(isObject) : undefined;
};
const askedArtifacts = (exchange: RecordedExchange): boolean =>
  isObject(exchange.requestBody) &&
  isObject(exchange.requestBody.params) &&
  exchange.requestBody.params.includeArtifacts === true;

/**
 * Tasks a ListTasks answer lists, each against the authority of the same id (the turns' streams,
 * the tasks SendMessage returned): contextId, final state, and, asked with includeArtifacts, the
 * artifacts. A task not listed is a2a.list-tasks-filters' to judge; a ListTasks not served is optional.
 */
export function checkListTasksViews(listing: RecordedExchange, authorities: readonly Authority[]): Verdict[] {
  const rule = 'views.list-tasks';
  const body = responseBody(listing);
  if (isObject(body?.error) && body.error.code === ErrorCodes.MethodNotFound)
    return [notTested(rule, 'ListTasks is not served (-32601): it is optional')];
  const tasks = listedTasks(listing);
  if (!tasks) {
    const what = body
      ? brief(body, 100)
      : listing.status === undefined
        ? answered(listing)
        : `HTTP ${listing.status} ${brief(listing.body?.text, 80)}`;
    return [notTested(rule, `ListTasks answered ${what}, not a list`)];
  }
  const findings: Finding<typeof rule>[] = [];
  const withArtifacts = askedArtifacts(listing);
  let compared = 0;
  let artifactsCompared = 0;
  for (const authority of authorities) {
    const task = tasks.find((t) => t.id === authority.taskId);
    if (!task || authority.finalState === undefined) continue;
    compared++;
    const what = `ListTasks' task ${brief(task.id)}`;
    findings.push(...contextFinding(what, task.contextId, authority, 'context-id'));
    const state = stateOf('task', task);
    if (state !== authority.finalState)
      findings.push({
        clause: 'state',
        message: `${what} is listed ${brief(state)}, ${authority.source} ended ${authority.finalState}`,
      });
    findings.push(...statusMessageFinding<typeof rule>(`${what}'s`, task, authority));
    if (withArtifacts && Array.isArray(task.artifacts)) {
      // Two empty lists compared exercise nothing: only a task that has (or is listed with) an artifact counts.
      if (authority.artifacts.size > 0 || task.artifacts.length > 0) artifactsCompared++;
      findings.push(
        ...artifactFindings(what, taskArtifacts(task), authority, { artifacts: 'artifacts', content: 'artifacts' }),
      );
    }
  }
  if (compared === 0)
    return [notTested(rule, `ListTasks listed none of the ${authorities.length} finished task(s) to compare`)];
  const verdicts = judge(
    rule,
    findings,
    `${compared} listed task(s) agree with the tasks' own views${artifactsCompared > 0 ? ', artifacts included' : ''}`,
  );
  if (verdicts[0]?.status === 'pass' && artifactsCompared === 0)
    verdicts.push(
      notExercised(
        rule,
        'artifacts',
        withArtifacts
          ? 'no listed task had an artifact, in the listing or in its own view'
          : 'the listing did not ask for artifacts',
      ),
    );
  return verdicts;
}

/** The turn's authority for ListTasks, or none when the turn did not end. */
export const authoritiesOf = (turn: RecordedTurn): Authority[] => {
  const authority = authorityOf(turn);
  return typeof authority === 'string' ? [] : [authority];
};

/**
 * A SubscribeToTask stream against the turn's own: every event names the turn's contextId, and
 * its task snapshot merged with the artifact updates after it holds the turn's artifacts.
 */
export function checkSubscribeViews(turn: RecordedTurn, subscription: RecordedExchange | undefined): Verdict[] {
  const rule = 'views.subscribe';
  if (!subscription?.sse)
    return [notTested(rule, 'no SubscribeToTask stream to compare (a2a.subscribe-to-task says why)')];
  const authority = authorityOf(turn);
  if (typeof authority === 'string') return [notTested(rule, authority)];
  const items = subscription.sse.map(readItem);
  if (!items.some((i) => isTerminalState(i.state)))
    return [notTested(rule, 'the subscription reached no terminal state: what it delivered is not whole')];
  // The first event naming another contextId than the turn's is the one reported.
  const stray = items.find((i) => i.body?.contextId !== undefined && i.body.contextId !== authority.contextId);
  const findings: Finding<typeof rule>[] = [
    ...(stray
      ? contextFinding(`the subscription's event #${stray.index}`, stray.body!.contextId, authority, 'context-id')
      : []),
    ...artifactFindings('the subscription', mergedArtifacts(items).artifacts, authority, {
      artifacts: 'artifacts',
      content: 'artifacts',
    }),
  ];
  return judge(
    rule,
    findings,
    `the subscription agrees with ${authority.source}: contextId, ${authority.artifacts.size} artifact(s) and their content`,
  );
}
