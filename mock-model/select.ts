// Which script and step a request plays (CONTRACT.md D14). Stateless on purpose: the request
// alone decides, so any number of turns can run at once against one mock model.
import { messageText, type ChatMessage } from './request.ts';
import type { Script, ScriptStep } from './script-schema.ts';

export const DIRECTIVE_PREFIX = 'vessel-kit:script=';

/**
 * A request header naming the script to play, for a caller that chose the script itself (the
 * mock vessel binds one to each turn when it starts): it wins over any directive, and the call
 * number counts the assistant messages after the newest user message.
 */
export const SCRIPT_HEADER = 'x-vessel-kit-script';

/** The line a turn's user text carries to select a script. */
export function scriptDirective(id: string): string {
  return `${DIRECTIVE_PREFIX}${id}`;
}

// Built from the prefix (which holds no regex metacharacters) so the two cannot drift apart.
const DIRECTIVE_LINE = new RegExp(`^${DIRECTIVE_PREFIX}(\\S+)$`);

function directiveIn(message: ChatMessage): string | undefined {
  if (message.role !== 'user') return undefined;
  let found: string | undefined;
  for (const line of messageText(message).split(/\r?\n/)) {
    const match = DIRECTIVE_LINE.exec(line.trim());
    if (match?.[1] !== undefined) found = match[1];
  }
  return found;
}

export interface Selection {
  /** null: no directive anywhere, so the default script plays. */
  scriptId: string | null;
  /** Assistant messages after the directive's message (all of them when there is none). */
  step: number;
}

export function selectStep(messages: readonly ChatMessage[], named?: string): Selection {
  if (named !== undefined) {
    let step = 0;
    for (let i = messages.length - 1; i >= 0 && messages[i]?.role !== 'user'; i--)
      if (messages[i]?.role === 'assistant') step++;
    return { scriptId: named, step };
  }
  for (let i = messages.length - 1; i >= 0; i--) {
    const message = messages[i];
    const id = message && directiveIn(message);
    if (id !== undefined) {
      const step = messages.slice(i + 1).filter((m) => m.role === 'assistant').length;
      return { scriptId: id, step };
    }
  }
  return { scriptId: null, step: messages.filter((m) => m.role === 'assistant').length };
}

/** The step a script plays for call number `step`: its own, or the repeating last step. */
export function stepAt(script: Script, step: number): { step: ScriptStep; index: number } | undefined {
  const own = script.steps[step];
  if (own) return { step: own, index: step };
  const lastIndex = script.steps.length - 1;
  const last = script.steps[lastIndex];
  return last?.repeat ? { step: last, index: lastIndex } : undefined;
}
