// Values, not only types (src/rules/values.ts): relations the documents give a field's value that
// the checks of its own area left unjudged. Tool events against the model's tool calls, the tool
// results the model sees against tool.finished, the summary's model against the model called, and
// elapsed_ms shown beside what the kit observed (no sentence gives its value: INFO).
import type { ModelCall, RecordedTurn } from '../a2a/recording.ts';
import { STOPPED_OUTPUT, TOOL_OUTPUT_PREVIEW_CHARS } from '../a2a/vessel-events.ts';
import type { EventItem } from '../a2a/stream-events.ts';
import { isObject } from '../transcript/read.ts';
import { modelStreams, requestMessages } from './model-stream.ts';
import { settledStreams, stepOfEvents, textOf } from './turn-facts.ts';
import type { TurnExpectations, Verdict } from './types.ts';
import { brief, codePoints, failOn, firstCodePoints, judge, notTested, pass, type Finding } from './verdict.ts';
import { label, viewOf } from './view.ts';

const NO_CALL = 'the vessel made no model call in this turn';

export function checkToolCallIds(turn: RecordedTurn): Verdict[] {
  const rule = 'values.tool-call-ids';
  const streams = modelStreams(turn);
  if (streams.length === 0) return [notTested(rule, NO_CALL)];
  const view = viewOf(turn);
  const started = view.events.filter((e) => e.type === 'tool.started');
  const calls = streams.flatMap((s) => s.toolCalls);
  const findings: Finding<typeof rule>[] = [];
  for (const e of started) {
    if (!calls.some((c) => c.id === e.data.call_id && c.name === e.data.name))
      findings.push({
        clause: 'model-call',
        message: `${label(e)}: call_id ${brief(e.data.call_id)} and name ${brief(e.data.name)} are no tool call the model made in this turn (it made ${brief(calls.map((c) => `${c.id} ${c.name}`))})`,
        evidence: { index: e.item.index, call_id: e.data.call_id, name: e.data.name, model: calls },
      });
  }
  // The vessel called the model again after step s: every call of step s was run, so each had its
  // tool.started, which the record holds once it shows the turn past step s (a stream the kit hung
  // up on, or a cap cut, holds only a prefix).
  const shownUpTo = view.over ? Infinity : Math.max(0, ...stepOfEvents(turn).values());
  const went = streams.filter((s) => s.toolCalls.length > 0 && turn.modelCalls.length > s.step && shownUpTo > s.step);
  const startedIds = new Set(started.map((e) => e.data.call_id));
  for (const s of went)
    for (const c of s.toolCalls)
      if (!startedIds.has(c.id))
        findings.push({
          clause: 'each-call',
          message: `step ${s.step}: the model called ${c.name} (${c.id}) and the vessel called the model again, yet no tool.started names ${c.id}`,
          evidence: { step: s.step, call: c },
        });
  if (started.length === 0 && went.length === 0) return [notTested(rule, 'no tool call of this turn was run')];
  return judge(
    rule,
    findings,
    `${started.length} tool.started events name the model's calls; every call of ${went.length} step(s) the turn went on from was started`,
  );
}

/** A tool result as the next model call carries it: the last tool message of that call naming it. */
interface SeenResult {
  finished: EventItem;
  /** 1-based number of the model call that carries it. */
  call: number;
  content: string;
}

/** Each tool.finished whose result the next model call carries (a turn that ended after it has none). */
function resultsSeen(turn: RecordedTurn, keep: (finished: EventItem) => boolean): SeenResult[] {
  const steps = stepOfEvents(turn);
  const out: SeenResult[] = [];
  for (const finished of viewOf(turn).events.filter((e) => e.type === 'tool.finished' && keep(e))) {
    // Step k's tools run after its step.finished; their results go out on call k + 1 (index k).
    const step = steps.get(finished) ?? 0;
    const next: ModelCall | undefined = turn.modelCalls[step];
    if (!next) continue;
    const message = requestMessages(next)
      .filter((m) => m.role === 'tool' && m.tool_call_id === finished.data.call_id)
      .at(-1);
    // A result sent under another role or id is model.tool-results-as-tool-role's finding.
    if (message) out.push({ finished, call: step + 1, content: textOf(message.content) });
  }
  return out;
}

const failed = (e: EventItem): boolean =>
  typeof e.data.error === 'string' && e.data.error !== '' && e.data.output !== STOPPED_OUTPUT;

export function checkToolErrorToModel(turn: RecordedTurn): Verdict[] {
  const rule = 'values.tool-error-to-model';
  if (!viewOf(turn).events.some((e) => e.type === 'tool.finished' && failed(e)))
    return [notTested(rule, 'no tool failed in this turn')];
  const seen = resultsSeen(turn, failed);
  if (seen.length === 0) return [notTested(rule, 'no model call after a failed tool carried its result')];
  const findings: Finding<typeof rule>[] = [];
  for (const { finished, call, content } of seen) {
    const error = finished.data.error as string;
    // The event's error may be cut like its output; the model's result is whole.
    if (content !== error && !(codePoints(error) >= TOOL_OUTPUT_PREVIEW_CHARS && content.startsWith(error)))
      findings.push({
        clause: 'whole',
        message: `${label(finished)}: model call ${call} sees the failed tool's result as ${brief(content, 60)}, not its error text ${brief(error, 60)}`,
        evidence: { index: finished.item.index, call, error, content: content.slice(0, 4100) },
      });
  }
  return judge(rule, findings, `${seen.length} failed tools: the model saw each one's error text`);
}

export function checkToolFailedError(turn: RecordedTurn, expectations?: TurnExpectations): Verdict[] {
  const rule = 'values.tool-failed-error';
  if (!expectations?.toolsFail) return [notTested(rule, 'the case made no tool fail')];
  // A stopped tool is reported [stopped] whether or not the vessel counts stopping as failing (D16).
  const finished = viewOf(turn).events.filter((e) => e.type === 'tool.finished' && e.data.output !== STOPPED_OUTPUT);
  if (finished.length === 0) return [notTested(rule, 'the tool the case made fail did not run')];
  const findings: Finding<typeof rule>[] = finished
    .filter((e) => !failed(e))
    .map((e) => ({
      clause: 'whole' as const,
      message: `${label(e)}: the tool failed (the profile's failing tool), yet its error is ${brief(e.data.error)}, not a non-empty string`,
      evidence: { index: e.item.index, error: e.data.error, output: e.data.output },
    }));
  return judge(rule, findings, `${finished.length} failing tools reported with their error`);
}

export function checkToolOutputToModel(turn: RecordedTurn): Verdict[] {
  const rule = 'values.tool-output-to-model';
  const succeeded = (e: EventItem) =>
    (e.data.error === undefined || e.data.error === null) && e.data.output !== STOPPED_OUTPUT;
  const seen = resultsSeen(turn, succeeded);
  if (seen.length === 0) return [notTested(rule, 'no model call after a tool that succeeded carried its result')];
  const findings: Finding<typeof rule>[] = [];
  for (const { finished, call, content } of seen) {
    if (firstCodePoints(content, TOOL_OUTPUT_PREVIEW_CHARS) !== finished.data.output)
      findings.push({
        clause: 'whole',
        message: `${label(finished)}: model call ${call} sees the result ${brief(content, 60)}, whose first 4,000 characters are not the output ${brief(finished.data.output, 60)}`,
        evidence: { index: finished.item.index, call, output: finished.data.output, content: content.slice(0, 4100) },
      });
  }
  return judge(rule, findings, `${seen.length} tool results: the model saw each tool's output`);
}

/** The model names each request of the turn asked for. */
const askedNames = (turn: RecordedTurn): string[] =>
  turn.modelCalls.flatMap((c) => (isObject(c.request) && typeof c.request.model === 'string' ? [c.request.model] : []));

/** The model names the model's answers gave in their chunks (read once per call, with the rest of its stream). */
const answeredNames = (turn: RecordedTurn): string[] => modelStreams(turn).flatMap((s) => s.models);

export function checkSummaryModel(turn: RecordedTurn): Verdict[] {
  const rule = 'values.summary-model';
  const summary = viewOf(turn).summary;
  if (!isObject(summary)) return [notTested(rule, 'the turn has no transcript summary')];
  if (typeof summary.model !== 'string')
    return [notTested(rule, 'the summary names no model (artifact.transcript-summary judges its fields)')];
  const model = summary.model;
  const names = new Set([...askedNames(turn), ...answeredNames(turn)]);
  if (names.has(model)) return [pass(rule, `the summary's model ${brief(model)} is the model called`)];
  if (names.size === 0) return [notTested(rule, 'no model call of this turn named a model')];
  return failOn(
    rule,
    'whole',
    `the summary's model ${brief(model)} is not the model the vessel called (${brief([...names])})`,
    { model, called: [...names] },
  );
}

export function checkModelName(turn: RecordedTurn): Verdict[] {
  const rule = 'values.model-name';
  const named = askedNames(turn);
  if (named.length === 0) return [notTested(rule, 'no model call of this turn named a model')];
  const summary = viewOf(turn).summary;
  const reported = isObject(summary) ? summary.model : undefined;
  return [
    pass(
      rule,
      `the model calls asked for ${brief([...new Set(named)])}${reported !== undefined ? `; the summary names ${brief(reported)}` : ''}`,
      { asked: named, ...(reported !== undefined ? { summary: reported } : {}) },
    ),
  ];
}

export function checkCutStep(turn: RecordedTurn): Verdict[] {
  const rule = 'values.cut-step';
  const settled = new Set(settledStreams(turn).map((s) => s.step));
  const steps = stepOfEvents(turn);
  const cut = viewOf(turn)
    .events.filter((e) => e.type === 'step.finished' && !settled.has(steps.get(e) ?? 0))
    .map((e) => {
      const stream = modelStreams(turn)[(steps.get(e) ?? 0) - 1];
      return {
        step: e.data.step,
        finish_reason: e.data.finish_reason,
        tokens: e.data.tokens,
        model: {
          finish_reason: stream?.finishReason ?? null,
          usage: stream?.usage ?? null,
          status: stream?.call.status,
        },
      };
    });
  if (cut.length === 0) return [notTested(rule, 'no step.finished answers a model call cut short')];
  return [
    pass(
      rule,
      cut
        .map(
          (c) =>
            `step ${String(c.step)} (cut): finish_reason ${brief(c.finish_reason)}, tokens ${brief(c.tokens)}; the model sent finish_reason ${brief(c.model.finish_reason)}, usage ${brief(c.model.usage)}`,
        )
        .join('; '),
      { steps: cut },
    ),
  ];
}

/** Whether a model request carries a message of the application: its role and its text. */
const carried = (sent: readonly Record<string, unknown>[], m: Record<string, unknown>): boolean =>
  sent.some((r) => r.role === m.role && textOf(r.content) === textOf(m.content));

export function checkHistorySent(turn: RecordedTurn): Verdict[] {
  const rule = 'values.history-sent';
  if (turn.modelCalls.length === 0) return [notTested(rule, NO_CALL)];
  const history = turn.input.history.filter(isObject);
  const counts = turn.modelCalls.map((call) => {
    const sent = requestMessages(call);
    return {
      history: history.filter((m) => carried(sent, m)).length,
      user: sent.some((r) => r.role === 'user' && textOf(r.content).includes(turn.input.userText)),
    };
  });
  const first = counts[0]!;
  return [
    pass(
      rule,
      `${counts.length} model calls; the first carries ${first.history} of the ${history.length} history messages (by role and text)${first.user ? " and the user's words" : ", not the user's words"}`,
      { historyMessages: history.length, calls: counts },
    ),
  ];
}

const ms = (n: number): number => Math.round(n);

export function checkElapsed(turn: RecordedTurn): Verdict[] {
  const rule = 'values.elapsed';
  const view = viewOf(turn);
  const finished = view.turnFinished;
  const started = new Map(
    view.events.filter((e) => e.type === 'tool.started').map((e) => [e.data.call_id, e.item.receivedAt]),
  );
  const tools = view.events
    .filter((e) => e.type === 'tool.finished' && typeof e.data.elapsed_ms === 'number')
    .map((e) => {
      const from = started.get(e.data.call_id);
      return {
        call_id: e.data.call_id,
        elapsed_ms: e.data.elapsed_ms as number,
        ...(from !== undefined ? { seen_ms: ms(e.item.receivedAt - from) } : {}),
      };
    });
  const reported = finished && typeof finished.data.elapsed_ms === 'number' ? finished.data.elapsed_ms : undefined;
  if (reported === undefined && tools.length === 0)
    return [notTested(rule, 'no event of this turn reports elapsed_ms')];
  const turnStarted = view.events.find((e) => e.type === 'turn.started');
  const summary = isObject(view.summary) ? view.summary.elapsed_ms : undefined;
  const turnFigures =
    reported !== undefined && finished
      ? {
          elapsed_ms: reported,
          seen_from_request_ms: ms(finished.item.receivedAt - turn.send.sentAt),
          ...(turnStarted
            ? { seen_from_turn_started_ms: ms(finished.item.receivedAt - turnStarted.item.receivedAt) }
            : {}),
          ...(summary !== undefined ? { summary_elapsed_ms: summary } : {}),
        }
      : undefined;
  const parts = [
    ...(turnFigures
      ? [
          `turn.finished.elapsed_ms ${turnFigures.elapsed_ms} (the kit saw ${turnFigures.seen_from_request_ms} ms from its request to turn.finished${summary !== undefined ? `; the summary says ${brief(summary)}` : ''})`,
        ]
      : []),
    ...tools.map(
      (t) =>
        `${String(t.call_id)} elapsed_ms ${t.elapsed_ms}${t.seen_ms !== undefined ? ` (seen ${t.seen_ms} ms from its tool.started)` : ''}`,
    ),
  ];
  return [pass(rule, parts.join('; '), { ...(turnFigures ? { turn: turnFigures } : {}), tools })];
}
