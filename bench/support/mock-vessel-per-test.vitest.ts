// 100 tests, each with its own mock vessel (start, one scripted turn, close), in one vitest
// file: what an application's suite that starts a mock vessel per test costs. Run by
// bench/mock-vessel.bench.ts through vitest itself (per-test.vitest.config.ts).
import { expect, it } from 'vitest';
import { startMockVessel, turn, userMessage } from '../../src/mock-vessel/index.ts';

export const TESTS = 100;

for (let i = 0; i < TESTS; i++) {
  it(`test ${i} has its own mock vessel`, async () => {
    const vessel = await startMockVessel();
    try {
      vessel.script(turn().say('Looking. ').callTool('list', {}, { result: 'a/' }).answer(`Answer ${i}.`));
      const res = await fetch(vessel.url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'A2A-Version': '1.0' },
        body: JSON.stringify({ jsonrpc: '2.0', id: i, method: 'SendMessage', params: userMessage(`question ${i}`) }),
      });
      const { result } = (await res.json()) as { result: { task: { status: { state: string } } } };
      expect(result.task.status.state).toBe('TASK_STATE_COMPLETED');
    } finally {
      await vessel.close();
    }
  });
}
