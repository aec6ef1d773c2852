// For profiling the turn-cost bench's turns on one server alone, with nothing else in this
// process: `node --import tsx --cpu-prof bench/support/prof-turn.ts` (PROFILE_SERVER=sdk for the
// @a2a-js/sdk echo server), or under `strace -c` to count its system calls per turn.
import { scriptDirective } from '../../mock-model/index.ts';
import { embeddedConfig } from '../../src/embedded/index.ts';
import { startVessel } from '../../src/vessel/index.ts';
import { startModelProcess } from './model-process.ts';
import { echoExecutor, startSdkServer } from './sdk-server.ts';
import { startTurnClients } from './turn-client-process.ts';

const TURNS = 4000;
const model = await startModelProcess([{ id: 'one-step', steps: [{ text: 'Hello, this is the answer.' }] }]);
const agent = { ...embeddedConfig.agents[0]!, model: { ...embeddedConfig.agents[0]!.model, base_url: model.url } };
const server =
  process.env.PROFILE_SERVER === 'sdk'
    ? await startSdkServer(echoExecutor)
    : await startVessel({ config: { agents: [agent] } }).then((v) => ({ url: v.urls.default!, close: v.close }));
const clients = await startTurnClients();
const text = `Say hello.\n${scriptDirective('one-step')}`;
await clients.run(server.url, 1000, 50, text); // warm-up
const before = process.cpuUsage();
const run = await clients.run(server.url, TURNS, 50, text);
const cpu = process.cpuUsage(before);
process.stdout.write(`${((cpu.user + cpu.system) / run.turns).toFixed(0)} µs CPU per turn over ${run.turns} turns\n`);
await clients.close();
await server.close();
await model.close();
