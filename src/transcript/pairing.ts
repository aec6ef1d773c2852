// Tool-call pairing, which no schema can say (transcript-format.txt "Messages"; D15): every call of
// an assistant message is answered exactly once by a tool message before the next user or
// assistant message; a tool message answers an open call of the nearest earlier assistant
// message; the history does not end with an open call; ids are unique within one message.
//
// Only what the structural pass let through is judged here: messages that are not objects, have
// no known role, or whose ids are not strings were reported there and are skipped, so one mistake
// is reported once.
import { own } from './read.ts';
import { brief, problem, type Problem } from './problem.ts';

interface OpenCall {
  message: number;
  call: number;
}

export function pairingProblems(messages: readonly unknown[]): Problem[] {
  const out: Problem[] = [];
  /** Open calls of the nearest earlier assistant message, by id. */
  let open = new Map<string, OpenCall>();
  /** Ids already answered for that message, so a second answer says "answered twice". */
  let answered = new Set<string>();
  let lastAssistant = -1;
  /** The latest user message after `lastAssistant`, if any: then no call can be open. */
  let lastUser = -1;

  const closeOpen = (before: number | null) => {
    for (const [id, at] of open) {
      const text =
        before === null
          ? `tool call ${brief(id)} is unanswered: the history ends before its tool result`
          : `tool call ${brief(id)} is unanswered before messages[${before}]; every call needs its tool result first`;
      out.push(problem('tool.unanswered', ['messages', at.message, 'tool_calls', at.call], text));
    }
    open = new Map();
    answered = new Set();
  };

  for (const [i, message] of messages.entries()) {
    // own() reads nothing from a message that is not an object: it has no role here.
    const role = own(message, 'role');
    if (role === 'user') {
      closeOpen(i);
      lastUser = i;
    } else if (role === 'assistant') {
      closeOpen(i);
      lastAssistant = i;
      lastUser = -1;
      const calls = own(message, 'tool_calls');
      if (!Array.isArray(calls)) continue;
      for (const [c, entry] of calls.entries()) {
        const id = own(entry, 'id');
        if (typeof id !== 'string') continue;
        const first = open.get(id);
        if (first) {
          out.push(
            problem(
              'tool.call-id-duplicate',
              ['messages', i, 'tool_calls', c, 'id'],
              `tool call id ${brief(id)} is a duplicate of tool_calls[${first.call}]; ids must be unique within one message`,
            ),
          );
        } else {
          open.set(id, { message: i, call: c });
        }
      }
    } else if (role === 'tool') {
      const id = own(message, 'tool_call_id');
      if (typeof id !== 'string') continue;
      if (open.delete(id)) {
        answered.add(id);
        continue;
      }
      const where = ['messages', i, 'tool_call_id'];
      if (lastUser >= 0) {
        out.push(
          problem(
            'tool.result-without-call',
            where,
            `tool_call_id ${brief(id)} follows the user message messages[${lastUser}], not an assistant message with an open call`,
          ),
        );
      } else if (lastAssistant < 0) {
        out.push(
          problem(
            'tool.result-without-call',
            where,
            `tool_call_id ${brief(id)} has no preceding assistant message whose call it could answer`,
          ),
        );
      } else if (answered.has(id)) {
        out.push(
          problem(
            'tool.result-without-call',
            where,
            `tool_call_id ${brief(id)}: the call of messages[${lastAssistant}] was already answered; no open call is left`,
          ),
        );
      } else {
        out.push(
          problem(
            'tool.result-without-call',
            where,
            `tool_call_id ${brief(id)} matches no open call of the preceding assistant message messages[${lastAssistant}]`,
          ),
        );
      }
    }
  }
  closeOpen(null);
  return out;
}
