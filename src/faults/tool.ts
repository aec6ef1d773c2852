// Faults of the tool-call rules of a history (src/rules/tool.ts): a history whose tool calls are
// malformed or share an id, or whose calls and results do not pair up, let through (envelope-faults.ts).
import { acceptingEach } from './envelope-faults.ts';
import type { FaultsOf } from './fault.ts';

export const faults = acceptingEach('tool') satisfies FaultsOf<'tool'>;
