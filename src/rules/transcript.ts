// The transcript envelope (transcript-format.txt; CONTRACT.md D2, D3, D12, D15): the `transcript.`
// rules, and every envelope rule gathered from the files of its prefixes. `validateTranscript`
// reports only these ids; keywords follow D3: a rejection message (the kit's own and a
// vessel's) must contain at least one of them, case-insensitively.
import { clause, contract, rule, transcriptFormat } from './cite.ts';
import { envelopeRules as contentRules } from './content.ts';
import { rules as imageRules } from './image.ts';
import { rules as messageRules } from './message.ts';
import { rules as toolRules } from './tool.ts';
import type { Rule } from './types.ts';

const CHECKS_VERSION = "the envelope's version is 1 and it holds at most 2,000 messages;";

const transcriptRules = [
  rule(
    'transcript.envelope',
    'MUST',
    'The transcript is a JSON object whose `messages` is a list.',
    [
      transcriptFormat(
        'The envelope',
        'A transcript is conversation history in OpenAI chat format, wrapped in a small versioned envelope.',
      ),
      contract(
        'D15',
        'The envelope may carry fields beside `version` and `messages` (a client that stores the last chunk keeps `turn`); they are ignored.',
      ),
    ],
    {
      keywords: ['envelope', 'transcript'],
      clauses: [
        clause('object', 'the transcript is a JSON object', { text: 'must be a JSON object' }),
        clause('messages-list', 'its messages is a list'),
      ],
    },
  ),
  rule(
    'transcript.version',
    'MUST',
    "The envelope's `version` is the number 1.",
    [transcriptFormat('Messages', CHECKS_VERSION)],
    ['version'],
  ),
  rule(
    'transcript.max-messages',
    'MUST',
    'The history holds at most 2,000 messages.',
    [
      transcriptFormat('Messages', CHECKS_VERSION),
      contract('D2', "The turn's user message counts toward every history limit (2,000 messages, 32 images)."),
    ],
    ['2000', '2,000', 'too many'],
  ),
] as const satisfies readonly Rule[];

/** Every envelope rule, in the validator's order: the whole envelope, then messages, content, tool calls, images. */
export const rules = [...transcriptRules, ...messageRules, ...contentRules, ...toolRules, ...imageRules] as const;

/** The id of an envelope rule; the validator reports only these. */
export type TranscriptRuleId = (typeof rules)[number]['id'];

const envelopeIds: ReadonlySet<string> = new Set(rules.map((r) => r.id));

/** Whether an id read at run time (a fixture's) names an envelope rule. */
export const isTranscriptRuleId = (id: string): id is TranscriptRuleId => envelopeIds.has(id);
