// `vessel-kit certify --target URL` against a plain A2A 1.0 agent the kit did not write and that
// makes no task: it answers every message with a Message (A2A §3.1.1), streamed as a message-only
// stream (§3.1.2), and validates each call's params against A2A 1.0's messages before it reads its
// card. The A2A rules it keeps pass; what needs a task says it is not applicable.
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { certifyTarget, removeOutputs, verdictMessages } from './foreign/certify-run.ts';
import { startMessageOnlyAgent } from './foreign/message-only.ts';
import type { ForeignTarget } from './foreign/servers.ts';

let target: ForeignTarget | undefined;
afterEach(async () => {
  await target?.close();
  target = undefined;
});
afterAll(removeOutputs);

describe('certify --target: an A2A 1.0 agent that validates push-notification params before its card', () => {
  it('is sent A2A 1.0 request shapes, so every push method gets -32003 and a2a.push-not-supported passes', async () => {
    target = await startMessageOnlyAgent();
    const run = await certifyTarget(target.url, ['--only', 'a2a.errors.capabilities']);
    expect(verdictMessages(run, 'a2a.push-not-supported')).toEqual(['pass: 4 push notification methods answer -32003']);
    expect(run.caseOf('a2a.errors.capabilities').status).toBe('pass');
  });
});
