// For profiling the mock vessel's warm round alone (start + one tool-call turn + close, as
// bench/mock-vessel.bench.ts times it), with nothing else in this process:
// `node --import tsx --import ./bench/support/use-built-package.ts --cpu-prof bench/support/prof-mock-vessel.ts`
// (ROUNDS=n to change the count); the profile is what the bench's warm target is chosen from.
import { startMockVessel, turn, userMessage, TRANSCRIPT_MEDIA_TYPE } from '../../src/mock-vessel/index.ts';

const ROUNDS = Number(process.env.ROUNDS ?? 400);
const body = JSON.stringify({
  jsonrpc: '2.0',
  id: 1,
  method: 'SendStreamingMessage',
  params: userMessage('what is there?', { acceptedOutputModes: [TRANSCRIPT_MEDIA_TYPE] }),
});
const started = performance.now();
for (let i = 0; i < ROUNDS; i++) {
  const vessel = await startMockVessel();
  vessel.script(turn().say('Looking. ').callTool('list', {}, { result: 'species/' }).answer('One folder.'));
  const res = await fetch(vessel.url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'A2A-Version': '1.0' },
    body,
  });
  if (!(await res.text()).includes('TASK_STATE_COMPLETED')) throw new Error('the turn did not complete');
  await vessel.close();
}
process.stdout.write(`${ROUNDS} rounds, ${((performance.now() - started) / ROUNDS).toFixed(2)} ms each\n`);
