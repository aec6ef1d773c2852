// Artifacts (events.txt "Artifacts"; transcript-format.txt "What comes back"; CONTRACT.md D9, D16).
import { clause, contract, events, rule, transcriptFormat } from './cite.ts';
import type { Rule } from './types.ts';

const ART = 'Artifacts';
const EARLY_END_ANSWER = contract(
  'D16',
  "On an early end the `answer` artifact is still sent once, holding the closing message's text.",
);

export const rules = [
  rule(
    'artifact.answer-once',
    'MUST',
    'The answer artifact is sent once, before turn.finished',
    [
      events(ART, 'A text/markdown part; a primitives part when components were attached | Once, before turn.finished'),
      contract('D9', '`answer`: once, before `turn.finished`'),
      EARLY_END_ANSWER,
    ],
    {
      clauses: [
        clause('sent', 'a turn that ended sends an answer artifact'),
        clause('once', 'the answer artifact is sent once'),
        clause('before-finished', 'the answer artifact comes before turn.finished'),
      ],
    },
  ),
  rule(
    'artifact.answer-markdown',
    'MUST',
    'The answer holds one text/markdown text part; any other part is a data part',
    [
      contract('D9', 'a part `{"text": ..., "mediaType": "text/markdown"}`'),
      contract(
        'D9',
        'when the agent attached components, the same artifact also carries a "primitives" part (a `data` part; its shape is not published, so the kit reports it as INFO and judges only the markdown part).',
      ),
    ],
    {
      clauses: [
        clause('markdown-part', 'the answer holds exactly one text part of mediaType text/markdown'),
        clause('other-parts-data', 'any other part of the answer is a data (primitives) part'),
      ],
    },
  ),
  rule('artifact.answer-primitives', 'INFO', 'A primitives part the answer carries (its shape is not published)', [
    contract('D9', 'its shape is not published, so the kit reports it as INFO and judges only the markdown part'),
  ]),
  rule('artifact.answer-equals-final', 'MUST', "The answer's markdown equals the final assistant message's content", [
    events('Event types', 'the answer is the final message without tool calls, delivered as the answer artifact.'),
    contract('D9', "equal to the final assistant message's content"),
    EARLY_END_ANSWER,
  ]),
  rule(
    'artifact.file',
    'MUST',
    'Each file artifact has one raw part with mediaType, filename and metadata.call_id, listed in turn.finished.files',
    [
      events(ART, 'One raw part with mediaType, filename and metadata.call_id'),
      contract(
        'D9',
        '`file`: one per file a tool returned whose type the client accepts, one `raw` part with `mediaType`, `filename` and `metadata.call_id`.',
      ),
      contract(
        'D16',
        '`turn.finished.files` lists the files sent as `file` artifacts, each `{ "filename", "media_type", "size", "call_id" }`; `[]` when none.',
      ),
    ],
    {
      clauses: [
        clause('one-raw-part', 'a file artifact holds exactly one raw part'),
        clause('fields', 'that part has mediaType, filename and metadata.call_id'),
        clause('call-id', 'metadata.call_id names a tool call of the turn'),
        clause('listed', 'turn.finished.files lists exactly the files sent (filename, media_type, size, call_id)'),
      ],
    },
  ),
  rule(
    'artifact.file-accepted',
    'MUST',
    'A file is sent only when acceptedOutputModes is empty or absent, or lists its type, type/* or */*',
    [
      events(ART, 'Per returned file, for accepted types'),
      contract(
        'D16',
        'A file is sent when `acceptedOutputModes` is empty or absent, or lists its media type, `type/*` or `*/*`.',
      ),
    ],
  ),
  rule(
    'artifact.transcript-requested',
    'MUST',
    'The transcript artifact is sent only, and then always, when acceptedOutputModes holds its media type',
    [
      events(ART, 'Only when requested in acceptedOutputModes'),
      transcriptFormat(
        'What comes back',
        'With the transcript media type in acceptedOutputModes, the transcript artifact streams each completed message of the turn, in order',
      ),
    ],
    {
      clauses: [
        clause('sent-when-asked', 'the transcript artifact is sent when acceptedOutputModes holds its media type'),
        clause('not-sent-unasked', 'it is not sent otherwise'),
      ],
    },
  ),
  rule(
    'artifact.transcript-chunks',
    'MUST',
    'Transcript chunks share one artifactId, append after the first, hold one transcript part; the last has lastChunk, no messages and turn',
    [
      events(
        ART,
        'One application/vnd.astralvessel.transcript+json part per chunk, holding {"version": 1, "messages": [...]}; the last chunk adds "turn"',
      ),
      contract(
        'D9',
        'every chunk is an `artifactUpdate` of one `artifactId` (name `transcript`), `append: true` after the first, holding one transcript part `{"version": 1, "messages": [...]}`',
      ),
      contract('D9', 'the last chunk has `lastChunk: true`, `messages: []` and `turn`'),
    ],
    {
      clauses: [
        clause('one-artifact', 'every chunk has the artifactId of the first'),
        clause('append', 'every chunk after the first has append: true'),
        clause('one-part', 'every chunk holds exactly one transcript part'),
        clause('envelope', 'that part\'s data is {"version": 1, "messages": [...]}'),
        clause('last-chunk', 'the last chunk has lastChunk: true'),
        clause('last-empty', 'the last chunk holds no messages'),
        clause('last-turn', 'the last chunk carries turn'),
        clause('only-last', 'no chunk before the last has lastChunk or turn'),
      ],
    },
  ),
  rule(
    'artifact.transcript-timely',
    'MUST',
    'Each transcript message is sent once, no later than the next event after it completed',
    [
      transcriptFormat(
        'What comes back',
        'Each message is sent once, as soon as it is complete, so a dropped stream still leaves a usable prefix.',
      ),
      contract('D16', 'each message is sent once, no later than the next event after it completed.'),
    ],
    {
      clauses: [
        clause('once', 'each transcript message is sent once'),
        clause('timely', 'each is sent no later than the next event after it completed'),
      ],
    },
  ),
  rule(
    'artifact.transcript-summary',
    'MUST',
    "The closing summary has turn.finished's fields plus model",
    [
      events(
        ART,
        "The transcript's closing turn summary has the same fields as turn.finished plus model, the model name.",
      ),
      contract(
        'D9',
        '`turn` with `status`, `steps`, `tokens {input, output}`, `elapsed_ms`, `files`, `error` (when any) and `model`.',
      ),
    ],
    {
      clauses: [
        clause('present', 'a transcript chunk carries the closing turn summary'),
        clause('fields', "the summary has turn.finished's fields plus model, each of its type"),
      ],
    },
  ),
] as const satisfies readonly Rule[];
