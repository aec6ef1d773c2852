// Robustness (CONTRACT.md D17, "A2A layer"; A2A 1.0 §9.5, which gives JSON-RPC 2.0's codes): what a
// vessel answers to requests that are malformed, oversized or nested without end. The a2a.* rules
// hold the common cases (a truncated body -32700, a body that is no request -32600, an unknown method
// -32601, an unsupported A2A-Version -32009, a media type refused -32005, missing params -32602);
// these hold the rest, and that no hostile request gets a 5xx, a stack trace or no answer at all.
import { a2aSpec, clause, contract, rule } from './cite.ts';
import type { Rule } from './types.ts';

const A2A = 'A2A layer';
const D17 = 'D17';
const ERROR_CODES = contract(
  A2A,
  'Errors: -32700 parse error, -32600 invalid request, -32601 method not found, -32602 invalid params, -32603 internal',
);
const NEVER_5XX = contract(
  D17,
  'is refused with -32602 (or -32600 when the request itself is unreadable), never a 5xx.',
);

export const rules = [
  rule(
    'robust.malformed-codes',
    'SHOULD',
    'Each malformed request gets the error code JSON-RPC 2.0 (or A2A, where it names one) gives what is wrong with it',
    [
      a2aSpec('9.5 Error Handling', 'The server received invalid JSON'),
      a2aSpec('9.5 Error Handling', 'The JSON sent is not a valid Request object'),
      a2aSpec('9.5 Error Handling', 'The requested method does not exist or is not available'),
      ERROR_CODES,
      contract(D17, 'A request whose `Content-Type` is not `application/json` gets -32005'),
      a2aSpec('3.6.2 Server Responsibilities', 'Agents MUST interpret empty value as 0.3 version.'),
    ],
    {
      clauses: [
        clause('not-json', 'a body that is plain text, not JSON, gets -32700'),
        clause('invalid-utf8', 'a body holding bytes that are not UTF-8 (between the JSON tokens) gets -32700'),
        clause('wrong-jsonrpc', 'a request saying "jsonrpc": "1.0" gets -32600'),
        clause('id-type', 'a request whose id is an object gets -32600'),
        clause('method-type', 'a request whose method is a number gets -32600'),
        clause('no-id', 'a request without an id (a notification) gets -32600, or no JSON-RPC answer at all'),
        clause('params-type', 'a request whose params is a string gets -32600 (or -32602)'),
        clause('empty-batch', 'an empty JSON array gets -32600'),
        clause(
          'batch',
          'a batch (a JSON array of requests) is refused with -32600 or answered with an array of responses',
        ),
        clause('inherited-method', "a method named like an object's own property (toString, __proto__) gets -32601"),
        clause('content-type', 'a request sent as text/plain gets -32005 (HTTP 415 allowed)'),
        clause(
          'no-version',
          'a request without the A2A-Version header is 0.3: -32009 from an agent that serves 1.0 only',
        ),
        clause('missing-params', 'SendMessage without params gets -32602'),
      ],
      note: 'Bytes that are not UTF-8 inside a JSON string are not judged: a decoder may replace them (U+FFFD) and read the request. A batch may be refused: JSON-RPC 2.0 allows batches, A2A turns are streams a batch cannot carry.',
    },
  ),
  rule(
    'robust.no-server-error',
    'SHOULD',
    'No malformed, oversized or deeply nested request gets an HTTP 5xx',
    [NEVER_5XX],
    { note: 'Judged on every request of the robust.* cases.' },
  ),
  rule(
    'robust.no-stack-trace',
    'SHOULD',
    'No answer to a hostile request carries a stack trace',
    [contract('D7', 'no stack trace, no model endpoint address, no credential, no internal file path.'), NEVER_5XX],
    {
      note: 'D7 says it of the error a failed turn reports; the kit holds every error answer to it (at SHOULD), as D17 asks hostile input to be refused, not crash through.',
    },
  ),
  rule(
    'robust.prompt-answer',
    'SHOULD',
    'Each hostile request is answered within 2 s (times --timeout-scale)',
    [NEVER_5XX],
    {
      note: 'The kit reads "refused" as answered, and soon: a request left without an answer holds a connection and its client.',
    },
  ),
  rule('robust.still-serves', 'SHOULD', 'After the hostile requests, a normal turn still runs to the end', [NEVER_5XX]),
  rule(
    'robust.id-length',
    'SHOULD',
    'An identifier over 1,024 characters is refused with -32602 naming the field',
    [
      contract(
        D17,
        'Identifiers (`messageId`, `contextId`, `taskId`, `referenceTaskIds[]`, extension URIs) are at most 1,024 characters; a longer one is refused with -32602 naming the field.',
      ),
    ],
    {
      clauses: [
        clause('message-id', 'a messageId of 1,025 characters gets -32602 naming messageId'),
        clause('context-id', 'a contextId of 1,025 characters gets -32602 naming contextId'),
        clause('task-id', 'a taskId of 1,025 characters gets -32602 naming taskId'),
        clause(
          'reference-task-ids',
          'a referenceTaskIds entry of 1,025 characters gets -32602 naming referenceTaskIds',
        ),
        clause('extension-uri', 'an extension URI of 1,025 characters gets -32602 naming extensions'),
      ],
    },
  ),
  rule(
    'robust.echo-bounded',
    'SHOULD',
    'An error quotes at most 200 characters of a value it echoes, and stays small however large the value',
    [contract(D17, 'Error messages quote at most 200 characters of any value they echo.')],
    {
      clauses: [
        clause('method', 'a method name of 1 MB is quoted in at most 200 characters'),
        clause('task-id', 'a GetTask id of 1 MB is quoted in at most 200 characters'),
        clause('context-id', 'a contextId of 1 MB is quoted in at most 200 characters'),
      ],
      note: 'The answer must also stay under 64 KiB: an error that echoes a megabyte spread over its fields is not bounded either.',
    },
  ),
  rule('robust.metadata-size', 'SHOULD', 'A metadata object over 64 KiB is refused with -32602', [
    contract(D17, '`metadata` objects are at most 64 KiB each.'),
  ]),
  rule(
    'robust.depth-limit',
    'SHOULD',
    'JSON nested deeper than 64 levels is refused with -32602 (or -32600), wherever in the params it is',
    [
      contract(
        D17,
        "JSON nesting deeper than 64 levels anywhere outside a transcript part's `data` (whose depth the envelope rules already bound) is refused with -32602 (or -32600 when the request itself is unreadable), never a 5xx.",
      ),
    ],
    {
      clauses: [
        clause('past-limit', 'message.metadata nested 66 levels deep (the request 70) is refused'),
        clause('extensions', 'message.extensions nested 5,000 levels deep is refused'),
        clause('reference-task-ids', 'message.referenceTaskIds nested 5,000 levels deep is refused'),
        clause('metadata', 'message.metadata nested 5,000 levels deep is refused'),
      ],
    },
  ),
] as const satisfies readonly Rule[];
