// `npm run bench turn-cost`: what one model-backed turn costs the vessel in CPU, beside the
// @a2a-js/sdk server's trivial echo turn, both measured in this process in the same run with the
// same clients. The vessel's turn: the card, then SendStreamingMessage -> one model call (the mock
// model, in another process) -> 6 events (the task, turn.started, text.delta, step.finished, the
// answer artifact, turn.finished). The SDK's: the card, then SendStreamingMessage -> 4 events, no
// model call. The clients (50 at a time) run in a child process too, so this process's CPU time
// (process.cpuUsage) is the server's alone. Target: the vessel at least as many turns per
// CPU-second as the SDK server (ratio >= 1.0). Beside them, the floor: the turn's model call alone,
// made from this process by a bare node:http client (support/bare-reader.ts), the CPU no
// model-backed turn can do without; issue 24's figure 3 asks the vessel's turn to cost at most the SDK's
// turn plus that call, and prints the margin in each round. Prints figures; asserts nothing.
import http from 'node:http';
import os from 'node:os';
import { scriptDirective } from '../mock-model/index.ts';
import { embeddedConfig } from '../src/embedded/index.ts';
import { startVessel } from '../src/vessel/index.ts';
import { bareModelCall, chatCompletionsUrl } from './support/bare-reader.ts';
import { startModelProcess } from './support/model-process.ts';
import { echoExecutor, startSdkServer } from './support/sdk-server.ts';
import { startTurnClients, type TurnRun } from './support/turn-client-process.ts';

const TURNS = Number(process.env.TURN_COST_TURNS ?? 2000);
const CONCURRENCY = 50;
/** Rounds, each measuring the three in turn; issue 24 (figure 3) asks the margin's spread over five. */
const ROUNDS = 5;

const model = await startModelProcess([{ id: 'one-step', steps: [{ text: 'Hello, this is the answer.' }] }]);
const agent = { ...embeddedConfig.agents[0]!, model: { ...embeddedConfig.agents[0]!.model, base_url: model.url } };
const vessel = await startVessel({ config: { agents: [agent] } });
const sdk = await startSdkServer(echoExecutor);
const clients = await startTurnClients();
const text = `Say hello.\n${scriptDirective('one-step')}`;

/** CPU µs this process spent per turn while the clients ran `TURNS` turns against `url`. */
async function cpuPerTurn(url: string, events: number): Promise<number> {
  const before = process.cpuUsage();
  const run: TurnRun = await clients.run(url, TURNS, CONCURRENCY, text);
  const cpu = process.cpuUsage(before);
  if (run.incomplete > 0 || run.events !== run.turns * events)
    throw new Error(
      `${url}: expected ${run.turns} completed turns of ${events} events, got ${run.events} events and ${run.incomplete} incomplete`,
    );
  return (cpu.user + cpu.system) / run.turns;
}

/** CPU µs this process spent per call making the turn's model call `TURNS` times with a bare node:http client, 50 at a time. */
async function cpuPerBareModelCall(): Promise<number> {
  const url = chatCompletionsUrl(model.url);
  const agent = new http.Agent({ keepAlive: true });
  const messages = [{ role: 'user', content: text }];
  let next = 0;
  const before = process.cpuUsage();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next++ < TURNS) await bareModelCall(url, agent, messages);
    }),
  );
  const cpu = process.cpuUsage(before);
  agent.destroy();
  return (cpu.user + cpu.system) / TURNS;
}

const vesselUrl = vessel.urls.default!;
await cpuPerTurn(vesselUrl, 6); // warm-up: JIT, sockets, caches on both sides
await cpuPerTurn(sdk.url, 4);
const frames = (await model.journal()).at(-1)?.frames.length ?? NaN;
await cpuPerBareModelCall();
const rounds: { vessel: number; sdk: number; modelCall: number }[] = [];
for (let round = 0; round < ROUNDS; round++)
  rounds.push({
    vessel: await cpuPerTurn(vesselUrl, 6),
    sdk: await cpuPerTurn(sdk.url, 4),
    modelCall: await cpuPerBareModelCall(),
  });

await clients.close();
await vessel.close();
await sdk.close();
await model.close();

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const ours = median(rounds.map((r) => r.vessel));
const theirs = median(rounds.map((r) => r.sdk));
const modelCall = median(rounds.map((r) => r.modelCall));
const ratio = theirs / ours;
const out = (line: string) => process.stdout.write(`${line}\n`);
out(`turn cost: ${TURNS} turns x ${ROUNDS} rounds, ${CONCURRENCY} clients at a time (median round)`);
out(
  `  vessel, one-step model-backed turn (6 events, ${frames} model frames): ${ours.toFixed(0)} µs CPU per turn, ` +
    `${(ours / frames).toFixed(0)} µs per model frame`,
);
out(`  @a2a-js/sdk server, trivial echo turn (4 events): ${theirs.toFixed(0)} µs CPU per turn`);
out(
  `  the floor: the turn's model call alone, made and read by a bare node:http client here: ${modelCall.toFixed(0)} µs CPU per call` +
    ` (the vessel's turn less that: ${(ours - modelCall).toFixed(0)} µs)`,
);
out(
  `  rounds (vessel / sdk / bare model call µs): ${rounds.map((r) => `${r.vessel.toFixed(0)} / ${r.sdk.toFixed(0)} / ${r.modelCall.toFixed(0)}`).join(', ')}`,
);
// Issue 24, figure 3: the SDK's echo turn plus one bare model call, less the vessel's turn, in each round.
const margins = rounds.map((r) => r.sdk + r.modelCall - r.vessel);
const margin = median(margins);
out(
  `  FIGURE 3: the vessel's turn against the SDK's echo turn plus one bare model call, margin (median of ${ROUNDS} rounds) ${margin.toFixed(0)} µs` +
    ` (rounds ${margins.map((m) => m.toFixed(0)).join(', ')}; spread ${(Math.max(...margins) - Math.min(...margins)).toFixed(0)} µs; target >= 0) ${margin >= 0 ? 'MET' : 'NOT MET'}` +
    `; load ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`,
);
out(
  `  EARLIER TARGET (figure 3 restates it): turns per CPU-second, vessel / sdk ${ratio.toFixed(2)} (target >= 1.0) ${ratio >= 1 ? 'MET' : 'NOT MET'}` +
    `; ${ours.toFixed(0)} µs per turn, ${(ours / frames).toFixed(0)} µs per model frame, ${(ours - modelCall).toFixed(0)} µs less a bare model call; load ${os.loadavg()[0]!.toFixed(1)} on ${os.availableParallelism()} cores`,
);
