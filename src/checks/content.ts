// What the transcript of a turn holds and how it agrees with the turn's other views: deltas, tool
// events, step.finished, the closing summary, GetTask (transcript-format.txt "What comes back";
// events.txt; CONTRACT.md D8, D10, D16). Cross-view checks hold for completed steps (D16).
//
// A transcript is judged on the chunks that arrived, never dropped for a missing piece (a last
// chunk without lastChunk is artifact.transcript-chunks' failure, not a reason to judge nothing).
// What is due only by the end (the final answer last, every tool result) is required once the turn
// is over as the record shows; a stream the kit cut short is judged as the prefix it is (D18).
import { isDeepStrictEqual } from 'node:util';
import type { RecordedTurn } from '../a2a/recording.ts';
import { earlyEndMessage, TOOL_ARGUMENTS_PREVIEW_CHARS, TOOL_OUTPUT_PREVIEW_CHARS } from '../a2a/vessel-events.ts';
import { DELTA_KINDS, type ModelStream } from './model-stream.ts';
import { completedPrefix, validateTurnHistory } from './prefix.ts';
import {
  endedEarly,
  settledStreams,
  textOf,
  transcriptCalls,
  transcriptResults,
  turnMessages,
  turnStatus,
  unsettledWithCalls,
  type Msg,
} from './turn-facts.ts';
import type { Verdict } from './types.ts';
import { isObject } from '../transcript/read.ts';
import { brief, codePoints, failOn, firstCodePoints, judge, notTested, pass, type Finding } from './verdict.ts';
import type { EventItem } from '../a2a/stream-events.ts';
import { label, stepsOf, taskOf, viewOf } from './view.ts';

/** The turn's transcript as it arrived, and whether the turn was over (so it is all there will be). */
interface Received {
  messages: Msg[];
  complete: boolean;
}

/** The turn's transcript messages that arrived, when the case asked for it and some came; else why not. */
function receivedTranscript(turn: RecordedTurn): Received | string {
  const view = viewOf(turn);
  if (!view.transcriptRequested) return 'the case did not ask for the transcript';
  if (view.transcriptChunks.length === 0) return 'no transcript chunk arrived';
  return { messages: turnMessages(turn), complete: view.over };
}

/** The assistant messages of the turn that answer model calls, in step order (the closing message excluded). */
function stepMessages(turn: RecordedTurn, messages: readonly Msg[]): Msg[] {
  const status = turnStatus(turn);
  const assistants = messages.filter((m) => m.role === 'assistant');
  const last = assistants.at(-1);
  if (status && endedEarly(turn) && last?.content === earlyEndMessage(status) && last === messages.at(-1))
    assistants.pop();
  return assistants;
}

export function checkMessageOrder(turn: RecordedTurn): Verdict[] {
  const rule = 'content.message-order';
  const received = receivedTranscript(turn);
  if (typeof received === 'string') return [notTested(rule, received)];
  const { messages, complete } = received;
  const findings: Finding<typeof rule>[] = [];
  const [first] = messages;
  const last = messages.at(-1);
  if (first?.role !== 'user')
    findings.push({
      clause: 'user-first',
      message: `transcript message 0 is ${brief(first?.role)}, not the user's message`,
      evidence: { first },
    });
  else if (textOf(first.content) !== turn.input.userText)
    findings.push({
      clause: 'user-first',
      message: `transcript message 0 holds ${brief(textOf(first.content))}, not the user's words ${brief(turn.input.userText)}`,
      evidence: { first },
    });
  else {
    // D2: one text part and no image make a string; images make a list holding each of them.
    const images = turn.input.images ?? 0;
    const parts = Array.isArray(first.content)
      ? first.content.filter((p) => isObject(p) && p.type === 'image_url').length
      : 0;
    if (images === 0 && typeof first.content !== 'string')
      findings.push({
        clause: 'user-form',
        message: `transcript message 0: one text part and no image make a string content, not ${brief(first.content, 80)}`,
        evidence: { first },
      });
    if (images > 0 && parts !== images)
      findings.push({
        clause: 'user-form',
        message: `transcript message 0 holds ${parts} image_url parts; the user sent ${images} images`,
        evidence: { first },
      });
  }
  messages.slice(1).forEach((m, i) => {
    if (m.role !== 'assistant' && m.role !== 'tool')
      findings.push({
        clause: 'then-assistant-and-tool',
        message: `transcript message ${i + 1} has role ${brief(m.role)}; after the user's message come assistant messages and tool results`,
        evidence: { message: m },
      });
  });
  const status = turnStatus(turn);
  if (!complete) {
    // A cut stream leaves a prefix: how it ends is not judged.
  } else if (status && endedEarly(turn)) {
    // Which status the closing message names is early-end.closing-message's to judge.
    if (
      last?.role !== 'assistant' ||
      typeof last.content !== 'string' ||
      !last.content.startsWith('[this turn ended early: ')
    )
      findings.push({
        clause: 'ends-with-closing',
        message: `the turn ended early (${status}); the transcript ends with ${brief(last, 120)}, not the closing message`,
        evidence: { last },
      });
  } else if (last?.role !== 'assistant' || (Array.isArray(last.tool_calls) && last.tool_calls.length > 0)) {
    findings.push({
      clause: 'ends-with-answer',
      message: `the transcript ends with ${brief(last, 120)}, not the final answer`,
      evidence: { last },
    });
  }
  return judge(
    rule,
    findings,
    complete
      ? `${messages.length} messages: the user's first, the final answer last`
      : `the ${messages.length} messages that arrived before the stream was cut start with the user's`,
  );
}

const deltasText = (turn: RecordedTurn, step: number, kind: 'text' | 'reasoning'): string =>
  (stepsOf(viewOf(turn)).get(step)?.[kind] ?? [])
    .map((e) => (typeof e.data.content === 'string' ? e.data.content : ''))
    .join('');

export function checkDeltasEqualTranscript(turn: RecordedTurn): Verdict[] {
  const rule = 'content.deltas-equal-transcript';
  const received = receivedTranscript(turn);
  if (typeof received === 'string') return [notTested(rule, received)];
  const assistants = stepMessages(turn, received.messages);
  const completed = settledStreams(turn);
  if (completed.length === 0) return [notTested(rule, noSettledCall(turn))];
  const findings: Finding<typeof rule>[] = [];
  let judged = 0;
  for (const stream of completed) {
    const m = assistants[stream.step - 1];
    if (!m) {
      // A prefix may end before this step's message was sent.
      if (received.complete)
        findings.push({
          clause: 'message-per-step',
          message: `step ${stream.step} completed but the transcript has no assistant message for it (${assistants.length} assistant messages)`,
        });
      continue;
    }
    judged++;
    for (const kind of DELTA_KINDS) {
      const field = kind === 'text' ? 'content' : 'reasoning_content';
      const stored = typeof m[field] === 'string' ? (m[field] as string) : '';
      const streamed = deltasText(turn, stream.step, kind);
      if (stored !== streamed)
        findings.push({
          clause: kind === 'text' ? 'content' : 'reasoning',
          message: `step ${stream.step}: the ${kind} deltas ${brief(streamed)} differ from the assistant message's ${field} ${brief(stored)}`,
          evidence: { step: stream.step, deltas: streamed, [field]: stored },
        });
    }
  }
  if (judged === 0 && findings.length === 0)
    return [notTested(rule, "the stream was cut before any completed step's assistant message arrived")];
  return judge(rule, findings, `${judged} completed steps: deltas equal the assistant messages`);
}

/** Why no model call of the turn can be compared: none was made, or none completed whole. */
function noSettledCall(turn: RecordedTurn): string {
  if (turn.modelCalls.length === 0) return "the turn never reached the kit's mock model";
  return 'no model call of this turn completed before the turn ended';
}

function parses(text: string): { ok: true; value: unknown } | { ok: false } {
  try {
    return { ok: true, value: JSON.parse(text) };
  } catch {
    return { ok: false };
  }
}

/** What the transcript stores and tool.started carries for arguments the model sent (D10, D16). */
function keptArguments(raw: string): { stored: string; event: unknown } {
  const parsed = parses(raw); // '' is not JSON either
  return parsed.ok
    ? { stored: raw, event: parsed.value }
    : { stored: '{}', event: firstCodePoints(raw, TOOL_ARGUMENTS_PREVIEW_CHARS) };
}

export function checkToolCallsKept(turn: RecordedTurn): Verdict[] {
  const rule = 'content.tool-calls-kept';
  const withCalls = settledStreams(turn).filter((s) => s.toolCalls.length > 0);
  if (withCalls.length === 0) {
    const cut = unsettledWithCalls(turn);
    if (cut)
      return [
        notTested(
          rule,
          `the model call that called tools (step ${cut.step}) was cut as the turn ended, before the vessel had its message whole`,
        ),
      ];
    if (turn.modelCalls.length === 0) return [notTested(rule, noSettledCall(turn))];
    return [notTested(rule, 'the model called no tool in this turn')];
  }
  const received = receivedTranscript(turn);
  const assistants = typeof received === 'string' ? undefined : stepMessages(turn, received.messages);
  const started = new Map(
    viewOf(turn)
      .events.filter((e) => e.type === 'tool.started')
      .map((e) => [String(e.data.call_id), e]),
  );
  const findings: Finding<typeof rule>[] = [];
  for (const stream of withCalls) {
    const stored = assistants?.[stream.step - 1];
    const storedCalls = Array.isArray(stored?.tool_calls) ? stored.tool_calls : [];
    // A prefix may end before this step's message: only a message that arrived is judged.
    const judgedHere = stored !== undefined;
    if (judgedHere && storedCalls.length !== stream.toolCalls.length)
      findings.push({
        clause: 'calls',
        message: `step ${stream.step}: the model made ${stream.toolCalls.length} tool calls, the transcript's assistant message holds ${storedCalls.length}`,
        evidence: { model: stream.toolCalls, stored: storedCalls },
      });
    stream.toolCalls.forEach((call, i) => {
      const kept = keptArguments(call.arguments);
      const s = storedCalls[i];
      const fn = isObject(s) && isObject(s.function) ? s.function : undefined;
      if (judgedHere && s !== undefined) {
        if (!isObject(s) || s.id !== call.id || fn?.name !== call.name)
          findings.push({
            clause: 'calls',
            message: `step ${stream.step}, tool call ${i}: stored ${brief(s, 120)}, expected id ${call.id}, name ${call.name}`,
            evidence: { model: call, stored: s },
          });
        else if (fn?.arguments !== kept.stored)
          findings.push({
            clause: 'arguments',
            message: `step ${stream.step}, tool call ${i} (${call.id}): arguments stored as ${brief(fn?.arguments)}, expected ${brief(kept.stored)}`,
            evidence: { model: call, stored: s, expectedArguments: kept.stored },
          });
      }
      const event = started.get(call.id);
      if (event && !isDeepStrictEqual(event.data.arguments, kept.event)) {
        findings.push({
          clause: 'event-arguments',
          message: `${label(event)}: arguments ${brief(event.data.arguments)} are not ${kept.stored === '{}' ? 'the first 2,000 characters of the raw input' : 'the parsed object'} ${brief(kept.event)}`,
          evidence: { model: call.arguments, event: event.data.arguments },
        });
      }
    });
  }
  return judge(
    rule,
    findings,
    `${withCalls.reduce((n, s) => n + s.toolCalls.length, 0)} tool calls kept as the model sent them`,
  );
}

export function checkToolEventsEqualTranscript(turn: RecordedTurn): Verdict[] {
  const rule = 'content.tool-events-equal-transcript';
  const view = viewOf(turn);
  const toolEvents = view.events.filter((e) => e.type === 'tool.started' || e.type === 'tool.finished');
  if (toolEvents.length === 0) return [notTested(rule, 'no tool ran in this turn')];
  const received = receivedTranscript(turn);
  if (typeof received === 'string') return [notTested(rule, received)];
  const calls = new Map(transcriptCalls(received.messages).map((c) => [c.id, c]));
  const results = transcriptResults(received.messages);
  const findings: Finding<typeof rule>[] = [];
  let judged = 0;
  for (const e of toolEvents) {
    const id = String(e.data.call_id);
    if (e.type === 'tool.started') {
      const call = calls.get(id);
      if (!call) {
        if (received.complete)
          findings.push({ clause: 'started-call', message: `${label(e)}: the transcript has no tool call ${id}` });
      } else if (call.name !== e.data.name)
        findings.push({
          clause: 'started-call',
          message: `${label(e)}: name ${brief(e.data.name)}, the transcript's call says ${brief(call.name)}`,
        });
      if (call) judged++;
      continue;
    }
    const result = results.get(id);
    if (!result || typeof result.content !== 'string') {
      if (received.complete)
        findings.push({ clause: 'finished-output', message: `${label(e)}: the transcript has no result for ${id}` });
      continue;
    }
    judged++;
    const output = firstCodePoints(result.content, TOOL_OUTPUT_PREVIEW_CHARS);
    const truncated = codePoints(result.content) > TOOL_OUTPUT_PREVIEW_CHARS;
    if (e.data.output !== output) {
      const sent = typeof e.data.output === 'string' ? e.data.output : '';
      const what =
        codePoints(sent) !== codePoints(output)
          ? `holds ${codePoints(sent)} characters where the transcript result's first ${codePoints(output)} were due`
          : `${brief(e.data.output)} is not the transcript result ${brief(result.content)}`;
      findings.push({
        clause: 'finished-output',
        message: `${label(e)}: output ${what} (cut at 4,000)`,
        evidence: { output: sent.slice(0, 4100), result: result.content.slice(0, 4100) },
      });
    }
    if (e.data.truncated !== truncated)
      findings.push({
        clause: 'truncated',
        message: `${label(e)}: truncated is ${brief(e.data.truncated)}, the result holds ${codePoints(result.content)} characters`,
        evidence: { truncated: e.data.truncated, chars: codePoints(result.content) },
      });
  }
  if (judged === 0 && findings.length === 0)
    return [notTested(rule, "the stream was cut before the transcript's tool calls and results arrived")];
  return judge(rule, findings, `${toolEvents.length} tool events agree with the transcript's calls and results`);
}

export function checkStepFinishedModel(turn: RecordedTurn): Verdict[] {
  const rule = 'content.step-finished-model';
  const steps = stepsOf(viewOf(turn));
  const completed = settledStreams(turn);
  if (completed.length === 0) return [notTested(rule, noSettledCall(turn))];
  const findings: Finding<typeof rule>[] = [];
  const pairs: { event: EventItem; stream: ModelStream }[] = [];
  for (const stream of completed) {
    const event = steps.get(stream.step)?.finished;
    // A call settles by its step.finished or by turn.finished: without the one, the other came and the turn is over.
    if (event) pairs.push({ event, stream });
    else
      findings.push({
        clause: 'present',
        message: `model call ${stream.step} completed (finish_reason ${brief(stream.finishReason)}) but no step.finished reports step ${stream.step}`,
      });
  }
  for (const { event, stream } of pairs) {
    if (event.data.tool_calls !== stream.toolCalls.length)
      findings.push({
        clause: 'tool-calls',
        message: `${label(event)}: tool_calls ${brief(event.data.tool_calls)}, the model made ${stream.toolCalls.length}`,
        evidence: { event: event.data, model: stream.toolCalls },
      });
    if (event.data.finish_reason !== stream.finishReason)
      findings.push({
        clause: 'finish-reason',
        message: `${label(event)}: finish_reason ${brief(event.data.finish_reason)}, the model sent ${brief(stream.finishReason)}`,
      });
  }
  return judge(rule, findings, `${pairs.length} step.finished events report their call's tool calls and finish_reason`);
}

/** turn.finished's fields the summary repeats; elapsed_ms is measured, so only its presence is judged. */
const SUMMARY_FIELDS = ['status', 'steps', 'tokens', 'files', 'error'] as const;

export function checkSummaryEqualsFinished(turn: RecordedTurn): Verdict[] {
  const rule = 'content.summary-equals-finished';
  const view = viewOf(turn);
  if (!isObject(view.summary) || !view.turnFinished)
    return [notTested(rule, 'the turn has no transcript summary and turn.finished to compare')];
  const summary = view.summary;
  const finished = view.turnFinished.data;
  const findings: Finding<typeof rule>[] = SUMMARY_FIELDS.filter(
    (f) => !isDeepStrictEqual(summary[f], finished[f]),
  ).map((f) => ({
    clause: 'whole',
    message: `the transcript summary's ${f} ${brief(summary[f])} differs from ${label(view.turnFinished!)}'s ${brief(finished[f])}`,
    evidence: { field: f, summary: summary[f], turnFinished: finished[f] },
  }));
  return judge(rule, findings, 'the transcript summary agrees with turn.finished');
}

export function checkGetTaskAgrees(turn: RecordedTurn): Verdict[] {
  const rule = 'content.get-task-agrees';
  const view = viewOf(turn);
  const task = taskOf(turn.getTask);
  if (!task) return [notTested(rule, 'no GetTask task to compare')];
  const findings: Finding<typeof rule>[] = [];
  let compared = 0;
  const message = isObject(task.status) && isObject(task.status.message) ? task.status.message : undefined;
  const data = Array.isArray(message?.parts)
    ? message.parts
        .map((p) => (isObject(p) ? p.data : undefined))
        .find((d) => isObject(d) && d.type === 'turn.finished')
    : undefined;
  if (data && view.turnFinished) {
    compared++;
    if (!isDeepStrictEqual(data, view.turnFinished.data))
      findings.push({
        clause: 'turn-finished',
        message: `GetTask's status message holds ${brief(data, 120)}, the stream's turn.finished is ${brief(view.turnFinished.data, 120)}`,
        evidence: { getTask: data, stream: view.turnFinished.data },
      });
  }
  const answer = Array.isArray(task.artifacts)
    ? task.artifacts.find((a) => isObject(a) && a.name === 'answer')
    : undefined;
  const streamed = view.answers[0];
  if (isObject(answer) && streamed) {
    compared++;
    const text = (parts: unknown): unknown =>
      Array.isArray(parts) ? parts.find((p) => isObject(p) && typeof p.text === 'string')?.text : undefined;
    if (text(answer.parts) !== text(streamed.parts))
      findings.push({
        clause: 'answer',
        message: `GetTask's answer ${brief(text(answer.parts))} differs from the streamed answer ${brief(text(streamed.parts))}`,
      });
  }
  if (compared === 0) return [notTested(rule, "GetTask's task carries neither turn.finished nor the answer")];
  return judge(rule, findings, "GetTask's task agrees with the stream");
}

export function checkReplayValid(turn: RecordedTurn): Verdict[] {
  const rule = 'content.replay-valid';
  const received = receivedTranscript(turn);
  if (typeof received === 'string') return [notTested(rule, received)];
  // A cut stream leaves a prefix: D18 makes it a history by answering its open calls.
  const messages = received.complete ? received.messages : (completedPrefix(received.messages) as Msg[]);
  const history = [...turn.input.history, ...messages];
  const result = validateTurnHistory(turn, history);
  if (result.ok)
    return [
      pass(
        rule,
        `the history (${turn.input.history.length}) plus the turn's ${messages.length} messages form a valid transcript`,
      ),
    ];
  const first = result.problems[0]!; // not ok: at least one problem
  const offset = turn.input.history.length;
  return failOn(
    rule,
    'whole',
    `the history plus the turn's messages break ${first.rule}: ${first.message} (turn messages start at messages[${offset}])`,
    { problems: result.problems.slice(0, 20), historyLength: offset },
  );
}
