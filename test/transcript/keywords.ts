// D3 for the kit's own messages: each carries a keyword of its rule and the message index, if any.
import { ruleById } from '../../src/rules/index.ts';
import type { Problem } from '../../src/transcript/index.ts';
import { messageIndexOf } from '../../src/transcript/problem.ts';

/** Why a problem's message falls short of D3, or null when it names its problem. */
export function d3Shortfall(p: Problem): string | null {
  const rule = ruleById(p.rule);
  const text = p.message.toLowerCase();
  if (!rule.keywords.some((k) => text.includes(k.toLowerCase())))
    return `${p.message} has none of ${rule.keywords.join(', ')}`;
  const index = messageIndexOf(p.path);
  if (index >= 0 && !p.message.includes(`messages[${index}]`)) return `${p.message} does not name messages[${index}]`;
  return null;
}
