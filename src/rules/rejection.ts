// Refusing a history (transcript-format.txt "Messages"; CONTRACT.md D3). The keywords a refusal
// must contain belong to the envelope rule the history breaks (src/rules/transcript.ts).
import { clause, contract, rule, transcriptFormat } from './cite.ts';
import type { Rule } from './types.ts';

const REJECTS = transcriptFormat(
  'Messages',
  'A history that fails a check rejects the turn with a message naming the problem.',
);

export const rules = [
  rule(
    'rejection.refused',
    'MUST',
    'A history that fails a check is refused: a -32602 error or a task in TASK_STATE_REJECTED',
    [
      REJECTS,
      contract(
        'D3',
        'A history that fails a check is refused before any model call, with a JSON-RPC error `-32602` whose `message` names the problem',
      ),
      contract(
        'D3',
        'A vessel may instead answer with a task in `TASK_STATE_REJECTED` whose status message text names the problem; the kit accepts either.',
      ),
    ],
    {
      clauses: [
        clause(
          'refused',
          'a history that breaks a rule is refused (a JSON-RPC error or a task in TASK_STATE_REJECTED)',
        ),
        clause('code', 'a JSON-RPC refusal has code -32602'),
      ],
    },
  ),
  rule(
    'rejection.names-problem',
    'MUST',
    "The refusal contains one of the broken rule's keywords, and the offending message's index where there is one",
    [
      REJECTS,
      contract(
        'D3',
        '"Names the problem" is checked by keywords: each rule has words of which the message must contain at least one (case-insensitive), and the offending message\'s index where there is one.',
      ),
    ],
    {
      clauses: [
        clause('keyword', "the refusal contains one of the broken rule's keywords"),
        clause('index', "it names the offending message's index where there is one"),
      ],
    },
  ),
  rule(
    'rejection.bad-request-detail',
    'SHOULD',
    'error.data carries a google.rpc.BadRequest listing each problem with a JSON pointer and the rule id',
    [
      contract(
        'D3',
        '`error.data` SHOULD carry a `google.rpc.BadRequest` whose `fieldViolations` list each problem as `{"field": "<JSON pointer>", "description": "...", "reason": "<rule id>"}`.',
      ),
    ],
    {
      clauses: [
        clause('present', 'error.data carries a google.rpc.BadRequest'),
        clause('violation', 'a fieldViolation names the problem: its field a JSON pointer, its reason the rule id'),
      ],
    },
  ),
  rule('rejection.no-model-call', 'MUST', 'A refused history reaches no model', [
    contract('D3', 'A history that fails a check is refused before any model call'),
  ]),
  // D12 holds clear cases on either side of the 5 MB limit to the MUST rules; the limit itself
  // (5,242,880 accepted, 5,242,881 refused) is only reported, so a vessel that reads "5 MB" a
  // little differently is shown, never failed.
  rule(
    'rejection.image-size-boundary',
    'INFO',
    'Where exactly the vessel draws the 5 MB image limit (5,242,880 bytes accepted, 5,242,881 refused)',
    [
      contract(
        'D12',
        'At most 5 MB each, counted on the decoded bytes, with 5 MB = 5,242,880 bytes; the kit tests clear cases on either side and reports the exact boundary as INFO.',
      ),
    ],
  ),
] as const satisfies readonly Rule[];
