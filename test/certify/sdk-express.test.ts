// `vessel-kit certify --target URL` against an A2A agent served by @a2a-js/sdk's own HTTP layer
// (its express adapter, as the SDK's sample agent is served): no byte of it is the kit's. It is a
// plain A2A 1.0 agent, so the kit judges it as one: an A2A verdict, its vessel rules not applicable,
// and each A2A failure that remains named with the A2A sentence it breaks.
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { certifyTarget, honestyProblems, removeOutputs, ruleStatus } from './foreign/certify-run.ts';
import { startExpressSdkAgent } from './foreign/express-agent.ts';
import { EXPRESS_A2A_FAILURES, expectA2AFailures } from './foreign/sdk-a2a-failures.ts';
import type { ForeignTarget } from './foreign/servers.ts';
import { basisOf, catalogue } from '../../src/rules/index.ts';
import { NOT_APPLICABLE } from '../../src/results/classification.ts';

let target: ForeignTarget | undefined;
// The SDK logs each error it answers (a stack per refused call) on the console: not this test's output.
beforeEach(() => void vi.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(async () => {
  vi.restoreAllMocks();
  await target?.close();
  target = undefined;
});
afterAll(removeOutputs);

describe('certify --target: the @a2a-js/sdk agent served by the SDK express adapter', () => {
  it('is judged as a plain A2A agent: an A2A verdict, no vessel-rule noise, each A2A failure named', async () => {
    target = await startExpressSdkAgent();
    const run = await certifyTarget(target.url);
    expect(honestyProblems(run)).toEqual([]);
    expect(run.results.target.classification).toEqual({
      as: 'a2a',
      evidence:
        "its plain turn was answered with a task ('TASK_STATE_SUBMITTED') at event #0, and no event carried a vessel event",
      forced: false,
    });
    expect(run.code).toBe(1);
    expect(run.results.outcome.verdict).toBe('a2a-failed');

    // Every vessel rule is not applicable, and nothing asks for a declaration.
    for (const rule of catalogue.filter((r) => basisOf(r) === 'vessel'))
      expect(run.results.rules[rule.id], rule.id).toMatchObject({
        status: 'skip',
        message: expect.stringMatching(/not applicable: the target sends no vessel events$/),
      });
    expect(run.results.cases.filter((c) => c.status === 'skip' && !c.message.endsWith(NOT_APPLICABLE))).toEqual([]);
    expect(run.stdout).not.toMatch(/declare/);

    expectA2AFailures(run, EXPRESS_A2A_FAILURES);
    // SubscribeToTask's errors answered before any event, and the card served with Cache-Control.
    for (const rule of ['a2a.subscribe-unknown', 'a2a.subscribe-finished', 'a2a.agent-card-caching', 'a2a.task-first'])
      expect(ruleStatus(run, rule), rule).toBe('pass');
  });
});
