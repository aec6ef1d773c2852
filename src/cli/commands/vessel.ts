// `vessel-kit vessel`: serves the reference vessel until stopped. With no --config it serves the
// embedded agents; with no --model, agents whose model is 'mock' (all the embedded ones) talk to
// the mock model started in this same process, so the command alone gives a working vessel.
// With --mock it serves the mock vessel instead (src/mock-vessel), for applications' tests.
import { loadScriptDir, ScriptFileError } from '../../../mock-model/load-scripts.ts';
import { VesselConfigError, loadVesselConfig } from '../../vessel/config/load.ts';
import { faultNames } from '../../faults/catalogue.ts';
import { startEmbeddedVessel, type RunningEmbedded } from '../../embedded/index.ts';
import { type CliIO, type Command, EXIT_OK, EXIT_USAGE, UsageError, untilStopped } from '../command.ts';
import type { Script } from '../../../mock-model/index.ts';
import type { VesselConfig } from '../../vessel/index.ts';
import { parseOptions, portOption } from '../options.ts';

const help = `Usage: vessel-kit vessel [--port 8080] [--host 127.0.0.1] [--config FILE] [--model URL]
       vessel-kit vessel --mock [--queue DIR] [--scripts DIR] [--port 8080] [--config FILE]

Serves the reference vessel: each agent speaks A2A 1.0 over JSON-RPC at its own base URL
('/' for the agent named default, /agents/<name> for the others), with its card at
<url>/.well-known/agent-card.json. Prints the agents' URLs, then serves until stopped (Ctrl-C).

Options:
  --port N        port to listen on (default 8080; 0 picks a free one)
  --host H        address to bind (default 127.0.0.1)
  --config FILE   a vessel config file (schemas/vessel-config.schema.json); default: the
                  embedded agents (default, no-images, send-reasoning, short-deadline, few-steps)
  --model URL     an OpenAI-compatible base URL (ending in /v1) for every agent's model;
                  without it, agents whose model base_url is "mock" use a mock model started
                  in this process (its URL is printed; register scripts at <url>/../_mock/scripts)
  --scripts DIR   register every *.json script in DIR with that in-process mock model
  --fault NAME    break one rule on purpose (repeatable), for testing a kit; see docs/vessel.md

The mock vessel (docs/mock-vessel.md), for testing an application in any language:
  --mock          serve the mock vessel: each turn plays the next turn script queued for its
                  agent (or a directive's script, or a default answer), with HTTP control
                  endpoints on the same port: POST /_mock/queue[?agent=NAME] queues turn scripts,
                  GET /_mock/queue lists those not yet played, GET /_mock/requests and
                  GET /_mock/turns say what the application sent and what ran, POST /_mock/reset
                  forgets them. Agents: one named default, or those of --config
  --queue DIR     with --mock: queue every turn script of DIR's *.json files (name order) at start
                  (--scripts DIR still registers model scripts by id, for directives)

Exit codes: 0 after a clean stop, 2 for a usage or configuration error (the file, the JSON
pointer and the problem are printed) or when the address cannot be bound.
`;

function modelUrlOf(value: string | undefined): string | undefined {
  if (value === undefined) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    throw new UsageError(`--model must be an http(s) URL such as http://127.0.0.1:9100/v1, not '${value}'`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new UsageError(`--model must be an http(s) URL, not '${value}'`);
  return value;
}

function faultsOf(values: string[] | undefined): string[] {
  const known = faultNames;
  for (const name of values ?? []) {
    if (!known.includes(name)) throw new UsageError(`unknown fault '${name}'. Faults: ${known.join(', ')}`);
  }
  return values ?? [];
}

function describe(vessel: RunningEmbedded, faults: string[]): string {
  const width = Math.max(...vessel.agents.map((a) => a.name.length));
  const lines = [`vessel-kit vessel: serving ${vessel.agents.length} agent${vessel.agents.length === 1 ? '' : 's'}`];
  for (const agent of vessel.agents) lines.push(`  ${agent.name.padEnd(width)}  ${vessel.urls[agent.name]}`);
  if (vessel.mockModel) lines.push(`mock model (in this process): ${vessel.mockModel.url}`);
  if (faults.length > 0) lines.push(`FAULTS ON (this vessel breaks rules on purpose): ${faults.join(', ')}`);
  lines.push('Agent cards at <url>/.well-known/agent-card.json. Stop with Ctrl-C.');
  return lines.join('\n') + '\n';
}

interface MockArgs {
  config: VesselConfig | undefined;
  port: number;
  host: string;
  scripts: Script[] | undefined;
  queue: string | undefined;
}

/** `--mock`: the mock vessel with its control endpoints, until stopped. Loaded only then, so the other modes never pay for it. */
async function serveMock(args: MockArgs, io: CliIO): Promise<number> {
  const { startMockVessel, loadQueueDir, QueueFileError, mockAgentsOf } = await import('../../mock-vessel/cli.ts');
  let queued;
  if (args.queue !== undefined) {
    try {
      queued = loadQueueDir(args.queue);
    } catch (error) {
      if (!(error instanceof QueueFileError)) throw error;
      io.stderr(`vessel-kit vessel: bad turn script file ${error.message}\n`);
      return EXIT_USAGE;
    }
  }
  let vessel;
  try {
    vessel = await startMockVessel({
      ...(args.config ? { agents: mockAgentsOf(args.config) } : {}),
      port: args.port,
      host: args.host,
      controlEndpoints: true,
      // A server until Ctrl-C, not a test's helper that lets the process end.
      unref: false,
    });
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'EADDRINUSE' ? 'the port is in use (pick another with --port)' : (code ?? (error as Error).message);
    io.stderr(`vessel-kit vessel: cannot listen on ${args.host}:${args.port}: ${why}\n`);
    return EXIT_USAGE;
  }
  try {
    if (args.scripts) vessel.model.register(args.scripts);
    if (queued) vessel.script(queued);
  } catch (error) {
    await vessel.close();
    io.stderr(`vessel-kit vessel: ${(error as Error).message}\n`);
    return EXIT_USAGE;
  }
  const names = Object.keys(vessel.agents);
  const width = Math.max(...names.map((n) => n.length));
  const lines = [`vessel-kit vessel: serving the mock vessel, ${names.length} agent${names.length === 1 ? '' : 's'}`];
  for (const name of names) lines.push(`  ${name.padEnd(width)}  ${vessel.agents[name]}`);
  const origin = new URL(vessel.url).origin;
  lines.push(
    `control: ${origin}/_mock/ (queue, requests, turns, reset, health); ${vessel.pending().length} turn(s) queued`,
  );
  lines.push('Stop with Ctrl-C.');
  io.stdout(lines.join('\n') + '\n');
  await untilStopped(io);
  await vessel.close();
  io.stdout('vessel-kit vessel: stopped\n');
  return EXIT_OK;
}

export const command: Command = {
  name: 'vessel',
  summary:
    'serve the reference vessel (with the mock model in-process unless --model is given); --mock serves the scripted mock vessel for application tests',
  help,
  async run(argv, io) {
    const { values } = parseOptions(argv, {
      port: { type: 'string' },
      host: { type: 'string' },
      config: { type: 'string' },
      model: { type: 'string' },
      scripts: { type: 'string' },
      fault: { type: 'string', multiple: true },
      mock: { type: 'boolean' },
      queue: { type: 'string' },
    });
    const port = portOption('port', values.port, 8080);
    const host = values.host ?? '127.0.0.1';
    const modelUrl = modelUrlOf(values.model);
    const faults = faultsOf(values.fault);

    let config;
    if (values.config !== undefined) {
      try {
        config = await loadVesselConfig(values.config);
      } catch (error) {
        if (!(error instanceof VesselConfigError)) throw error;
        io.stderr(`vessel-kit vessel: bad config\n${error.message}\n`);
        return EXIT_USAGE;
      }
    }
    if (values.queue !== undefined && !values.mock) throw new UsageError('--queue needs --mock');
    if (values.mock) {
      if (modelUrl !== undefined) throw new UsageError('--mock plays scripted turns: it takes no --model');
      if (faults.length > 0) throw new UsageError('--mock is the conformant mock vessel: it takes no --fault');
    }
    let scripts;
    if (values.scripts !== undefined) {
      try {
        scripts = loadScriptDir(values.scripts);
      } catch (error) {
        if (!(error instanceof ScriptFileError)) throw error;
        io.stderr(`vessel-kit vessel: bad script file ${error.message}\n`);
        return EXIT_USAGE;
      }
    }

    if (values.mock) return serveMock({ config, port, host, scripts, queue: values.queue }, io);

    let vessel: RunningEmbedded;
    try {
      vessel = await startEmbeddedVessel({
        ...(config ? { config } : {}),
        port,
        host,
        ...(modelUrl ? { modelUrl } : {}),
        faults,
      });
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code;
      const why =
        code === 'EADDRINUSE' ? 'the port is in use (pick another with --port)' : (code ?? (error as Error).message);
      io.stderr(`vessel-kit vessel: cannot listen on ${host}:${port}: ${why}\n`);
      return EXIT_USAGE;
    }
    for (const agent of vessel.agents) {
      const env = agent.model.api_key_env;
      if (env !== undefined && !process.env[env])
        io.stderr(
          `vessel-kit vessel: warning: agent '${agent.name}': ${env} is not set; its model is called without an API key\n`,
        );
    }
    if (scripts) {
      if (vessel.mockModel) vessel.mockModel.model.register(scripts);
      else io.stderr('vessel-kit vessel: --scripts ignored: no agent uses the in-process mock model\n');
    }
    io.stdout(describe(vessel, faults));
    await untilStopped(io);
    await vessel.close();
    io.stdout('vessel-kit vessel: stopped\n');
    return EXIT_OK;
  },
};
