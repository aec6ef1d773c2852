// What reached the model, judged from the mock model's request log (CONTRACT.md D11, D12, D16).
import type { RecordedTurn } from '../a2a/recording.ts';
import { modelStreams, requestMessages } from './model-stream.ts';
import { settledStreams, textOf } from './turn-facts.ts';
import type { TurnExpectations, Verdict } from './types.ts';
import { isObject } from '../transcript/read.ts';
import { brief, failOn, judge, notTested, pass, type Finding } from './verdict.ts';
import { label, stepsOf, viewOf } from './view.ts';

const NO_CALL = 'the vessel made no model call in this turn';
const callName = (i: number): string => `model call ${i + 1}`;

export function checkBriefingFirst(turn: RecordedTurn): Verdict[] {
  const rule = 'model.briefing-first';
  if (turn.modelCalls.length === 0) return [notTested(rule, NO_CALL)];
  const findings: Finding<typeof rule>[] = turn.modelCalls.flatMap((call, i) => {
    const first = requestMessages(call)[0];
    return first?.role === 'system'
      ? []
      : [
          {
            clause: 'whole' as const,
            message: `${callName(i)}: messages[0] is ${brief(first, 100)}, not the briefing as a system message`,
            evidence: { call: i, first },
          },
        ];
  });
  return judge(rule, findings, `${turn.modelCalls.length} model calls open with the briefing as a system message`);
}

/** Texts of what the application sent. */
function applicationTexts(turn: RecordedTurn): string[] {
  const texts = turn.input.history.map((m) => (isObject(m) ? textOf(m.content) : '')).concat(turn.input.userText);
  return texts.map((t) => t.trim()).filter((t) => t !== '');
}

/** A system message carries an application text: all of it, or, for a text long enough that it is no coincidence, inside it. */
const carries = (system: string, text: string): boolean =>
  system.trim() === text || (text.length >= 8 && system.includes(text));

export function checkNoHistorySystem(turn: RecordedTurn): Verdict[] {
  const rule = 'model.no-history-system';
  if (turn.modelCalls.length === 0) return [notTested(rule, NO_CALL)];
  const texts = applicationTexts(turn);
  const findings: Finding<typeof rule>[] = [];
  turn.modelCalls.forEach((call, i) => {
    requestMessages(call).forEach((m, j) => {
      if (m.role !== 'system') return;
      const text = textOf(m.content);
      const leaked = texts.find((t) => carries(text, t));
      if (leaked !== undefined)
        findings.push({
          clause: 'whole',
          message: `${callName(i)}: messages[${j}] sends the application's ${brief(leaked, 60)} as a system message`,
          evidence: { call: i, index: j, message: m },
        });
    });
  });
  return judge(rule, findings, 'no message the application sent reaches the model as system');
}

const reasoningOf = (m: Record<string, unknown>): string | undefined =>
  typeof m.reasoning_content === 'string' && m.reasoning_content !== ''
    ? m.reasoning_content
    : typeof m.reasoning === 'string' && m.reasoning !== ''
      ? m.reasoning
      : undefined;

/**
 * D11 speaks of earlier turns' reasoning, and every call of the turn sends the history again: each
 * call is judged, not only the first. The turn's own reasoning (a step's, sent back on the next
 * call) is not the sentence's to judge.
 */
export function checkReasoningOnlyWhenEnabled(turn: RecordedTurn): Verdict[] {
  const rule = 'model.reasoning-sent-only-when-enabled';
  const earlier = turn.input.history
    .filter(isObject)
    .map(reasoningOf)
    .filter((r): r is string => r !== undefined);
  if (earlier.length === 0) return [notTested(rule, 'the history holds no reasoning_content')];
  const enabled = turn.agent.send_reasoning;
  if (enabled === undefined) return [notTested(rule, 'the profile does not declare send_reasoning for this agent')];
  if (turn.modelCalls.length === 0) return [notTested(rule, NO_CALL)];
  const findings: Finding<typeof rule>[] = [];
  turn.modelCalls.forEach((call, i) => {
    const sent = new Set(
      requestMessages(call)
        .filter((m) => m.role === 'assistant')
        .map(reasoningOf),
    );
    earlier.forEach((r) => {
      if (enabled && !sent.has(r))
        findings.push({
          clause: 'whole',
          message: `send_reasoning = true, but the history's reasoning ${brief(r, 60)} did not reach ${callName(i)}`,
          evidence: { call: i, reasoning: r },
        });
      if (!enabled && sent.has(r))
        findings.push({
          clause: 'whole',
          message: `send_reasoning = false, yet the history's reasoning ${brief(r, 60)} reached ${callName(i)}`,
          evidence: { call: i, reasoning: r },
        });
    });
  });
  return judge(
    rule,
    findings,
    `send_reasoning = ${enabled}: ${earlier.length} earlier reasoning texts ${enabled ? 'sent' : 'withheld'} on ${turn.modelCalls.length} model calls`,
  );
}

const imagePartsIn = (messages: readonly unknown[]): number =>
  messages
    .filter(isObject)
    .reduce(
      (n, m) =>
        n + (Array.isArray(m.content) ? m.content.filter((p) => isObject(p) && p.type === 'image_url').length : 0),
      0,
    );

export function checkImagesOnlyWhenAccepted(turn: RecordedTurn): Verdict[] {
  const rule = 'model.images-only-when-accepted';
  const accepts = turn.agent.accepts_images;
  if (accepts === undefined)
    return [
      notTested(
        rule,
        'accepts_images is unknown: neither the profile nor the card says whether this agent accepts images',
      ),
    ];
  if (turn.modelCalls.length === 0) return [notTested(rule, NO_CALL)];
  const sentImages = (turn.input.images ?? 0) + imagePartsIn(turn.input.history);
  const counts = turn.modelCalls.map((c) => imagePartsIn(requestMessages(c)));
  if (!accepts) {
    const i = counts.findIndex((n) => n > 0);
    if (i >= 0)
      return failOn(rule, 'whole', `accepts_images = false, yet ${callName(i)} carries ${counts[i]} image_url parts`, {
        counts,
      });
    return sentImages === 0
      ? [notTested(rule, 'the application sent no image')]
      : [pass(rule, 'accepts_images = false: no image reached the model', { counts })];
  }
  if (sentImages === 0) return [notTested(rule, 'the application sent no image')];
  // Every call sends the history again: an image dropped from a later call is one the model no longer sees.
  const short = counts.findIndex((n) => n < sentImages);
  if (short >= 0)
    return failOn(
      rule,
      'whole',
      `accepts_images = true: the application sent ${sentImages} images, ${callName(short)} carries ${counts[short]} image_url parts`,
      { sentImages, counts },
    );
  return [
    pass(
      rule,
      `accepts_images = true: ${sentImages} images reached each of ${counts.length} model calls as image_url parts`,
      {
        counts,
      },
    ),
  ];
}

export function checkToolResultsAsToolRole(turn: RecordedTurn): Verdict[] {
  const rule = 'model.tool-results-as-tool-role';
  const expected: { call: number; id: string; why: string }[] = [];
  for (const m of turn.input.history) {
    if (isObject(m) && m.role === 'tool')
      expected.push({ call: 0, id: String(m.tool_call_id), why: "the history's result" });
  }
  const ran = new Set(
    viewOf(turn)
      .events.filter((e) => e.type === 'tool.finished')
      .map((e) => String(e.data.call_id)),
  );
  for (const stream of modelStreams(turn)) {
    if (stream.step >= turn.modelCalls.length) continue;
    for (const c of stream.toolCalls)
      if (ran.has(c.id))
        expected.push({ call: stream.step, id: c.id, why: `the result of step ${stream.step}'s call` });
  }
  if (expected.length === 0) return [notTested(rule, 'no tool result was due to reach the model in this turn')];
  // A result due in a call the vessel never made cannot be judged here (the missing call is
  // another rule's finding); with none left the rule is not tested, never passed.
  const judgeable = expected.filter((e) => turn.modelCalls[e.call] !== undefined);
  if (judgeable.length === 0)
    return [notTested(rule, 'the vessel made no model call that was due to carry a tool result')];
  const findings: Finding<typeof rule>[] = [];
  for (const e of judgeable) {
    const call = turn.modelCalls[e.call]!;
    const messages = requestMessages(call);
    if (!messages.some((m) => m.role === 'tool' && m.tool_call_id === e.id)) {
      // Sent under another role, or as a tool message that names another call (or none).
      const named = messages.find((m) => m.tool_call_id === e.id);
      const clause = named !== undefined || !messages.some((m) => m.role === 'tool') ? 'role' : 'call-id';
      findings.push({
        clause,
        message: `${callName(e.call)}: ${e.why} ${e.id} is not sent as a role tool message with tool_call_id ${e.id}`,
        evidence: { call: e.call, id: e.id, roles: messages.map((m) => m.role) },
      });
    }
  }
  return judge(
    rule,
    findings,
    `${judgeable.length} tool results reached the model as role tool with their tool_call_id`,
  );
}

export function checkNoToolsOnLastStep(turn: RecordedTurn): Verdict[] {
  const rule = 'model.no-tools-on-last-step';
  const max = turn.agent.max_steps;
  if (max === undefined) return [notTested(rule, 'the profile does not declare max_steps for this agent')];
  const call = turn.modelCalls[max - 1];
  if (!call)
    return [notTested(rule, `the turn made ${turn.modelCalls.length} model calls; max_steps ${max} was not reached`)];
  const tools = isObject(call.request) ? call.request.tools : undefined;
  if (tools === undefined || tools === null || (Array.isArray(tools) && tools.length === 0))
    return [pass(rule, `${callName(max - 1)} (max_steps) offers no tools`)];
  const names = Array.isArray(tools)
    ? tools.map((t) => (isObject(t) && isObject(t.function) ? t.function.name : t))
    : tools;
  return failOn(rule, 'whole', `${callName(max - 1)} reaches max_steps ${max} yet offers tools ${brief(names)}`, {
    tools: names,
  });
}

export function checkUsageReported(turn: RecordedTurn): Verdict[] {
  const rule = 'model.usage-reported';
  // A call cut short as the turn ended reports "the usage if any arrived" (D16): what reached the
  // vessel before the cut is not the kit's to know, so only calls the vessel had whole are judged.
  const settled = new Set(settledStreams(turn).map((s) => s.step));
  const streams = modelStreams(turn);
  const findings: Finding<typeof rule>[] = [];
  let judged = 0;
  for (const [step, s] of stepsOf(viewOf(turn))) {
    const usage = streams[step - 1]?.usage;
    if (!s.finished || !usage || !settled.has(step)) continue;
    judged++;
    const tokens = s.finished.data.tokens;
    if (!isObject(tokens) || tokens.input !== usage.input || tokens.output !== usage.output) {
      findings.push({
        clause: 'whole',
        message: `${label(s.finished)}: tokens ${brief(tokens)}, the model reported ${brief(usage)}`,
        evidence: { tokens, usage },
      });
    }
  }
  if (judged === 0) return [notTested(rule, 'no step.finished answers a model call that reported usage')];
  return judge(rule, findings, `${judged} step.finished events report the model's usage`);
}

export function checkNoUrlFetch(_turn: RecordedTurn, expectations?: TurnExpectations): Verdict[] {
  const rule = 'model.no-url-fetch';
  const hits = expectations?.canaryRequests;
  if (hits === undefined) return [notTested(rule, 'the case watched no canary address')];
  if (hits === 0) return [pass(rule, 'the canary address received no request')];
  return [
    ...failOn(rule, 'whole', `the canary address received ${hits} request(s): the vessel fetched an image URL`, {
      canaryRequests: hits,
    }),
  ];
}
