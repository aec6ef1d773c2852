// What reaches the model, judged from the mock model's request log (CONTRACT.md D11, D12, D16;
// transcript-format.txt).
import { clause, contract, events, rule, transcriptFormat } from './cite.ts';
import type { Rule } from './types.ts';

export const rules = [
  rule('model.briefing-first', 'MUST', "The vessel's briefing comes first as its own system message", [
    transcriptFormat('Messages', 'system messages are refused: the briefing is fixed by the operator.'),
    contract('D11', "The vessel's briefing comes first as its own system message"),
  ]),
  rule('model.no-history-system', 'MUST', "No message of the application's history is sent to the model as system", [
    contract('D11', "no message of the application's history is sent as `system`"),
  ]),
  rule(
    'model.reasoning-sent-only-when-enabled',
    'MUST',
    "Earlier turns' reasoning_content reaches the model only when send_reasoning is true",
    [
      transcriptFormat(
        'What comes back',
        'reasoning_content is kept in the transcript; it is sent back to the model on later turns only when the agent sets send_reasoning = true.',
      ),
      contract('D11', '`reasoning_content` of earlier turns is sent only when the agent has `send_reasoning = true`'),
    ],
  ),
  rule(
    'model.images-only-when-accepted',
    'MUST',
    'Images reach the model as image_url parts only for agents whose model accepts images',
    [
      transcriptFormat('The envelope', 'and only for agents whose model accepts images'),
      contract('D11', 'images reach the model as `image_url` parts only for agents whose model accepts images'),
    ],
  ),
  rule(
    'model.tool-results-as-tool-role',
    'MUST',
    'Every tool result reaches the model as role tool with its tool_call_id',
    [contract('D11', 'every tool result is sent as `role: tool` with its `tool_call_id`')],
    {
      clauses: [
        clause('role', 'every tool result reaches the model as role tool'),
        clause('call-id', 'with the tool_call_id of its call'),
      ],
    },
  ),
  rule('model.no-tools-on-last-step', 'MUST', 'The call that reaches max_steps offers no tools', [
    events('Turn statuses', 'max_steps was reached and the model answered without tools'),
    contract('D11', 'the call that reaches `max_steps` offers no tools'),
    contract(
      'D16',
      '`step_limit`: the call that reaches `max_steps` offers no tools; its answer ends the turn with `step_limit` (also when `max_steps` is 1).',
    ),
  ]),
  rule('model.usage-reported', 'MUST', 'step.finished.tokens report the usage the model returned for that call', [
    contract('D11', '`step.finished.tokens` report the usage the model returned for that call.'),
  ]),
  rule('model.no-url-fetch', 'MUST', 'The vessel never fetches an image URL', [
    transcriptFormat('The envelope', 'images are inline data: URLs of PNG, JPEG, GIF or WebP'),
    contract(
      'D12',
      'Inline `data:` URLs only (a vessel never fetches a URL: the kit watches a canary address for it).',
    ),
  ]),
] as const satisfies readonly Rule[];
