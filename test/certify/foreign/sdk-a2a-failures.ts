// The A2A failures that remain on the @a2a-js/sdk agents the foreign-target tests certify, each
// with the A2A sentence it breaks (quoted from the rule's sources) and what the run found, and the
// assertion both tests make with them: exactly these rules fail, each an A2A rule, each on its sentence.
import { expect } from 'vitest';
import { basisOf, ruleById, type RuleId } from '../../../src/rules/index.ts';
import { verdictMessages, type ForeignRun } from './certify-run.ts';

export type A2AFailures = Record<string, { sentence: string; found: RegExp }>;

/**
 * Every A2A rule the SDK echo agent still fails, with the A2A sentence it breaks (quoted from the
 * rule's sources) and what the run found. Its vessel rules are not applicable: it sends no events.
 */
export const SDK_A2A_FAILURES: A2AFailures = {
  // MUST
  'a2a.invalid-request': {
    sentence:
      '-32600 InvalidRequestError "Request payload validation error" The JSON sent is not a valid Request object',
    found: /^JSON-RPC error -32602 \("Invalid JSON-RPC Request\."\), expected -32600$/,
  },
  'a2a.content-type-not-supported': {
    sentence: "A Media Type provided in the request's message parts is not supported by the agent.",
    found: /^expected JSON-RPC error -32005: answered .*"result":\{"task":/,
  },
  'a2a.invalid-params': {
    sentence: 'Servers MUST validate all input parameters before processing',
    found: /^expected JSON-RPC error -32602: answered .*"result":/,
  },
  'a2a.version-negotiation': {
    sentence: 'MUST not be considered when clients and servers negotiate protocol versions',
    found: /^A2A-Version 1\.0\.7 was refused \(-32009\): a patch number must not count$/,
  },
  // SHOULD (reported, not fatal)
  'a2a.invalid-params-bad-request': {
    sentence: 'Servers SHOULD specify which parameter(s) failed validation and why',
    found: /^error -32602 carries no google\.rpc\.BadRequest in error\.data/,
  },
  'a2a.agent-card-caching': {
    sentence:
      "Agent Card HTTP endpoints SHOULD include a Cache-Control response header with a max-age directive appropriate for the agent's expected update frequency",
    found: /^agent 'default': the card is served with no Cache-Control/,
  },
  'robust.malformed-codes': {
    sentence: 'The JSON sent is not a valid Request object',
    found: /^a request with "jsonrpc": "1\.0": expected JSON-RPC error -32600, got -32602/,
  },
};

/** The SDK's express-served agent (express-agent.ts) serves its card with Cache-Control: the rest is the SDK's. */
export const EXPRESS_A2A_FAILURES: A2AFailures = Object.fromEntries(
  Object.entries(SDK_A2A_FAILURES).filter(([id]) => id !== 'a2a.agent-card-caching'),
);

/** Exactly `expected` fail, each an A2A rule, each quoting its sentence and failing on what was found. */
export function expectA2AFailures(run: ForeignRun, expected: A2AFailures): void {
  const failing = Object.entries(run.results.rules)
    .filter(([, r]) => r.status === 'fail')
    .map(([id]) => id);
  expect(failing.sort()).toEqual(Object.keys(expected).sort());
  for (const [id, { sentence, found }] of Object.entries(expected)) {
    expect(basisOf(ruleById(id as RuleId)), id).toBe('a2a');
    expect(
      ruleById(id as RuleId).sources.map((s) => s.sentence),
      id,
    ).toContain(sentence);
    expect(
      verdictMessages(run, id)
        .filter((m) => m.startsWith('fail: '))
        .map((m) => m.slice(6)),
      id,
    ).toContainEqual(expect.stringMatching(found));
  }
}
