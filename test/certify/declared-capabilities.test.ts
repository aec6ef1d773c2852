// A declaration is a claim (issue 21, principle 5), on agents the kit did not write: @a2a-js/sdk
// agents whose cards declare push notifications and the extended card, and one that does not stream. The SDK serves each method
// the card declares, and the rules pass, an extended card declared but not configured included
// (ExtendedAgentCardNotConfiguredError, which §3.3.4 names for it, is no refusal). That the rules
// fail a refusal is shown on the reference vessel (src/faults/capabilities.ts).
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { certifyTarget, removeOutputs, verdictMessages } from './foreign/certify-run.ts';
import { expectA2AFailures, SDK_A2A_FAILURES } from './foreign/sdk-a2a-failures.ts';
import { startSdkAgent, type ForeignTarget } from './foreign/servers.ts';

let target: ForeignTarget | undefined;
afterEach(async () => {
  await target?.close();
  target = undefined;
});
afterAll(removeOutputs);

const ONLY = ['--only', 'a2a.errors.capabilities'];
const DECLARING = { capabilities: { pushNotifications: true, extendedAgentCard: true } };

describe('an @a2a-js/sdk agent whose card declares push notifications and the extended card', () => {
  it('served by the SDK: every push method and GetExtendedAgentCard answer, and the rules pass', async () => {
    target = await startSdkAgent(undefined, 'sdk-declaring', { ...DECLARING, pushStore: true, extendedCard: true });
    const run = await certifyTarget(target.url, ONLY);
    expect(verdictMessages(run, 'a2a.push-declared')).toEqual([
      'pass: the card declares capabilities.pushNotifications, and none of 4 push notification methods was refused',
    ]);
    expect(verdictMessages(run, 'a2a.extended-card-declared')).toEqual([
      'pass: the card declares capabilities.extendedAgentCard, and GetExtendedAgentCard was not refused',
    ]);
    // The undeclared side does not apply to it.
    expect(verdictMessages(run, 'a2a.push-not-supported')).toEqual([
      'skip: not applicable: the card declares capabilities.pushNotifications, and a2a.push-declared holds it to serving the push notification methods',
    ]);
    expect(run.caseOf('a2a.errors.capabilities').status).toBe('pass');
  });

  it('declaring the extended card with none configured, the SDK answers -32007, which is no refusal (§3.3.4)', async () => {
    // The SDK makes itself a push notification store when the card declares push: no store given here.
    target = await startSdkAgent(undefined, 'sdk-declaring', DECLARING);
    const run = await certifyTarget(target.url, ONLY);
    const exchanges = run.caseOf('a2a.errors.capabilities').evidence.exchanges as {
      requestBody?: unknown;
      body?: { text?: string };
    }[];
    const extended = exchanges.find((e) => JSON.stringify(e.requestBody).includes('GetExtendedAgentCard'));
    expect(JSON.parse(extended?.body?.text ?? '{}').error?.code).toBe(-32007);
    expect(verdictMessages(run, 'a2a.extended-card-declared')).toEqual([
      'pass: the card declares capabilities.extendedAgentCard, and GetExtendedAgentCard was not refused',
    ]);
    expect(verdictMessages(run, 'a2a.push-declared')).toEqual([
      'pass: the card declares capabilities.pushNotifications, and none of 4 push notification methods was refused',
    ]);
  });
});

describe('an @a2a-js/sdk agent whose card does not declare streaming', () => {
  it('answers SendStreamingMessage -32004 as §3.3.4 asks: classified by a SendMessage turn, judged on what it serves', async () => {
    target = await startSdkAgent(undefined, 'sdk-not-streaming', { capabilities: { streaming: false } });
    const run = await certifyTarget(target.url);
    expect(run.schemaErrors).toEqual([]);
    expect(run.results.target.classification).toMatchObject({
      as: 'a2a',
      evidence: 'its plain turn (SendMessage) was answered with a task (as JSON, not a stream) and no vessel event',
    });
    // What it fails is what the SDK's streaming agents fail (foreign-targets.test.ts), nothing for not streaming.
    expectA2AFailures(run, SDK_A2A_FAILURES);
    expect(run.code).toBe(1);
    expect(verdictMessages(run, 'a2a.streaming-unsupported')).toEqual([
      'pass: the card does not declare capabilities.streaming, and both streaming methods get -32004',
    ]);
    // A case that streams is not applicable, saying why; one that only needs a task plays it with SendMessage.
    const streamless = run.results.cases.filter((c) => c.status === 'skip' && /does not stream/.test(c.message ?? ''));
    expect(streamless.map((c) => c.id)).toContain('a2a.streaming.subscribe-to-task');
    for (const c of streamless)
      expect(c.message).toMatch(
        /^not applicable: agent 'default' does not stream: its card does not declare capabilities\.streaming, and it answered SendStreamingMessage with JSON-RPC error '-32004' .*; this case (plays a turn over SendStreamingMessage|subscribes to a task \(SubscribeToTask\)|holds a turn's stream unread), which A2A §3\.3\.4 has it refuse$/,
      );
    for (const id of ['a2a.tasks.finished-task', 'a2a.tasks.list-tasks', 'a2a.messages.send-message'])
      expect(run.caseOf(id).status, id).toBe('pass');
    expect(run.results.cases.filter((c) => c.status === 'error')).toEqual([]);
  });
});
