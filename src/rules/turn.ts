// turn.finished's totals against the steps it closes (CONTRACT.md D5).
import { contract, rule } from './cite.ts';
import type { Rule } from './types.ts';

export const rules = [
  rule('turn.steps-count', 'MUST', 'turn.finished.steps equals the number of step.finished events', [
    contract('D5', '`turn.finished.steps` equals the number of `step.finished` events'),
  ]),
  rule('turn.tokens-sum', 'SHOULD', "turn.finished.tokens are the sums of the steps' tokens", [
    contract('D5', 'its `tokens` are their sums (SHOULD).'),
  ]),
] as const satisfies readonly Rule[];
