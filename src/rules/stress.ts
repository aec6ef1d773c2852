// How a vessel holds up under load and hostile clients (CONTRACT.md D17): an oversized body refused
// before it is read whole, huge fields never echoed whole, slow, vanishing and dribbling clients
// that never hold the others up, and many concurrent turns that each end terminal. These rules
// are judged by the robustness suite (`certify --suite robustness`, or `--thorough`), not by the
// default certification. The documents' MUSTs a turn under load must still keep (a complete,
// valid stream) stay with their own rules: the load case passes each turn's stream checks through.
import { clause, contract, events, rule } from './cite.ts';
import type { Rule } from './types.ts';

const BODY_CAP = contract(
  'D17',
  "A request body over the vessel's stated cap is refused with HTTP 413 or -32600 before it is read whole",
);
const QUOTES = contract('D17', 'Error messages quote at most 200 characters of any value they echo.');
const SLOW_READER = contract(
  'D17',
  'A client that stops reading a stream is not given unbounded memory: the vessel may drop it after a send buffer or time cap it chooses; the turn goes on and ends in a terminal state `GetTask` reports.',
);
const TURN_ENDS = contract('D17', 'the turn goes on and ends in a terminal state `GetTask` reports.');
const FINISHED_LAST = events('Event types', "Once, last, in the task's final status");

export const rules = [
  rule(
    'stress.oversized-body',
    'SHOULD',
    "A request body over the vessel's cap is refused (HTTP 413 or -32600) before it is sent whole",
    [BODY_CAP],
    {
      clauses: [
        clause('refused', 'the oversized body gets HTTP 413 or a JSON-RPC -32600 error (not a 5xx, not a result)'),
        clause(
          'declared-length',
          'a body whose Content-Length is over the cap is answered (or its connection closed) before the kit has sent all of it',
        ),
        clause(
          'unstated-length',
          'a chunked body without Content-Length is answered (or closed) before the kit has sent all of it',
        ),
      ],
      note: "The profile states the cap as `max_body_bytes` (default 256 MiB); the kit sends the cap plus 1 MiB, generated as it goes, and records how many bytes it had sent when the answer or the close came. The last 9 MiB go out in paced 64 KiB pieces, so a vessel that refuses at its cap is not mistaken for one that read everything while the sockets' buffers filled.",
    },
  ),
  rule(
    'stress.huge-fields',
    'SHOULD',
    'A huge string in a field of a request under the cap is refused or bounded, never echoed whole',
    [QUOTES],
    {
      clauses: [
        clause(
          'not-echoed',
          'the answer to a request whose method, messageId or task id holds a 1 MiB string is shorter than that string and does not hold it',
        ),
      ],
    },
  ),
  rule(
    'stress.slow-reader',
    'SHOULD',
    'A client that stops reading a stream holds up no other turn, its turn still ends, and it is not buffered without bound',
    [SLOW_READER],
    {
      clauses: [
        clause(
          'others-served',
          'while one client reads nothing of a long stream, another turn on the same agent runs to its terminal status',
        ),
        clause(
          'turn-ends',
          "GetTask shows the unread turn's task in a terminal state within 15 s (its script plays in 3 s), the large stream's within 60 s",
        ),
        clause(
          'bounded',
          'a stream far larger than any send buffer is dropped (or cut) rather than delivered whole to a client that read nothing until its turn ended',
        ),
      ],
      note: "The kit cannot see the vessel's memory: it reads nothing of a stream of about 3 × 8 Mi characters (an answer of 8 Mi characters as deltas, the answer and the transcript) until GetTask shows the turn terminal, then reads on. More than 16 MiB arriving then was held for a reader that took none of it (the sockets hold a few MiB at most); a vessel that dropped the stream past its send buffer delivers what the sockets held.",
    },
  ),
  rule(
    'stress.client-disconnect',
    'SHOULD',
    'A client that hangs up mid-stream leaves a turn that still ends in a terminal state GetTask reports',
    [TURN_ENDS],
    {
      clauses: [
        clause('turn-ends', 'GetTask shows the task terminal within 15 s of the hang-up (its script plays in 1 s)'),
      ],
    },
  ),
  rule(
    'stress.dribbling-client',
    'SHOULD',
    'A client that sends its headers and body a byte at a time holds up no other turn, and is answered or dropped',
    [SLOW_READER],
    {
      clauses: [
        clause('others-served', 'while one client dribbles its request, another turn runs to its terminal status'),
        clause('answered', 'the dribbler is answered or its connection closed within 5 s of its last byte'),
      ],
    },
  ),
  rule(
    'stress.load',
    'SHOULD',
    'Under N concurrent turns with random cancels and hang-ups every turn ends terminal and every whole stream is valid',
    [FINISHED_LAST, TURN_ENDS],
    {
      clauses: [
        clause(
          'terminal',
          'GetTask shows every turn terminal (cancelled and hung-up ones too) within 15 s of its stream ending',
        ),
        clause(
          'streams-valid',
          "every stream read to its end passes the kit's stream checks: nothing lost, repeated or out of order",
        ),
      ],
      note: "N is `--load N` (default 50). Each turn's stream is also judged by the rules of its own checks (the MUSTs of the documents), timing rules aside: the load may stretch pacing. Latency percentiles (first event, terminal status) are in the verdict's evidence.",
    },
  ),
] as const satisfies readonly Rule[];
