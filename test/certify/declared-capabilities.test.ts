// A declaration is a claim (issue 21, principle 5), on agents the kit did not write: @a2a-js/sdk
// agents whose cards declare push notifications and the extended card. The SDK serves each method
// the card declares, and the rules pass, an extended card declared but not configured included
// (ExtendedAgentCardNotConfiguredError, which §3.3.4 names for it, is no refusal). That the rules
// fail a refusal is shown on the reference vessel (src/faults/capabilities.ts).
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { certifyTarget, removeOutputs, verdictMessages } from './foreign/certify-run.ts';
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
      'not-tested: the card declares capabilities.pushNotifications: push is judged only when not declared',
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
  it('answers the plain turn -32004 as §3.3.4 asks, and is told so: not judged, never called "not A2A"', async () => {
    target = await startSdkAgent(undefined, 'sdk-not-streaming', { capabilities: { streaming: false } });
    const run = await certifyTarget(target.url);
    expect(run.code).toBe(2);
    expect(run.results.outcome.verdict).toBe('incomplete');
    expect(run.results.outcome.reason).toMatch(
      /its card does not declare capabilities\.streaming, and it answered the plain turn \(SendStreamingMessage\) with JSON-RPC error '-32004'.*cannot certify an agent that does not stream/,
    );
    expect(run.results.outcome.reason).not.toMatch(/no A2A 1\.0 answer|credentials/);
  });
});
