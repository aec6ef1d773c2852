// CONTRACT.md D18, a usable prefix: "each message is sent once, as soon as it is complete, so a
// dropped stream still leaves a usable prefix". Every prefix of the transcript artifact cut at a
// chunk boundary, completed as D18 says (every call without a result answered "[not run: the turn
// ended first]"), appended to the history, must pass every envelope rule.
import type { RecordedTurn } from '../a2a/recording.ts';
import { NOT_RUN_RESULT } from '../a2a/vessel-events.ts';
import { validateTranscript, type ValidationResult } from '../transcript/index.ts';
import { isObject } from '../transcript/read.ts';
import type { Verdict } from './types.ts';
import { failOn, notTested, pass } from './verdict.ts';
import { viewOf } from './view.ts';

/** The prefix completed as D18 says: each open call of the last assistant message answered "[not run …]". */
export function completedPrefix(messages: readonly unknown[]): unknown[] {
  const answered = new Set<unknown>();
  let open: unknown[] = [];
  for (const m of messages) {
    if (!isObject(m)) continue;
    if (m.role === 'assistant') {
      open = Array.isArray(m.tool_calls) ? m.tool_calls.map((c) => (isObject(c) ? c.id : undefined)) : [];
      answered.clear();
    } else if (m.role === 'tool') answered.add(m.tool_call_id);
  }
  const unanswered = open.filter((id) => typeof id === 'string' && !answered.has(id));
  return [...messages, ...unanswered.map((id) => ({ role: 'tool', tool_call_id: id, content: NOT_RUN_RESULT }))];
}

/**
 * A history the turn leaves, judged under what is known of the agent's model (D13, extended):
 * declared in the profile or said by its card, that answer; unknown, only what holds under either
 * answer. Images accepted is that reading: its problems are exactly a refusing agent's, less
 * image.not-accepted, so an unknown agent is held to no answer on images either way.
 */
export function validateTurnHistory(turn: RecordedTurn, messages: readonly unknown[]): ValidationResult {
  return validateTranscript({ version: 1, messages }, { acceptsImages: turn.agent.accepts_images !== false });
}

export function checkPrefixUsable(turn: RecordedTurn): Verdict[] {
  const rule = 'content.prefix-usable';
  const view = viewOf(turn);
  if (!view.transcriptRequested) return [notTested(rule, 'the case did not ask for the transcript')];
  if (view.transcriptChunks.length === 0) return [notTested(rule, 'no transcript chunk arrived')];
  const received: unknown[] = [];
  for (const [i, chunk] of view.transcriptChunks.entries()) {
    const messages = Array.isArray(chunk.data?.messages) ? chunk.data.messages : [];
    received.push(...messages);
    if (messages.length === 0) continue;
    const history = [...turn.input.history, ...completedPrefix(received)];
    const result = validateTurnHistory(turn, history);
    if (!result.ok) {
      const first = result.problems[0];
      return failOn(
        rule,
        'prefix',
        `the stream cut after transcript chunk ${i + 1} of ${view.transcriptChunks.length} leaves a history that breaks ${first?.rule}: ${first?.message} (turn messages start at messages[${turn.input.history.length}])`,
        { chunk: i, problems: result.problems.slice(0, 10), prefix: received.length },
      );
    }
  }
  return [
    pass(
      rule,
      `each of the ${view.transcriptChunks.length} chunk boundaries leaves a usable history once open calls are answered`,
    ),
  ];
}
