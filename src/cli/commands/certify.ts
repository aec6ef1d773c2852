// `vessel-kit certify`: drives turns at a vessel, records everything, judges it rule by rule and
// writes reports/results.json. With no target it certifies the embedded reference vessel (the
// one place the kit starts the vessel: as a target, never as a source of truth).
import { parseOptions, portOption } from '../options.ts';
import path from 'node:path';
import { randomInt } from 'node:crypto';
import { type Command, type CliIO, UsageError, EXIT_USAGE } from '../command.ts';
import { kitPackage } from '../../kit-package.ts';
import { createMockModel, type MockModel } from '../../../mock-model/index.ts';
import { catalogue } from '../../rules/index.ts';
import { loadProfile, targetProfile, ProfileError } from '../../runner/profile.ts';
import type { Profile } from '../../runner/profile-schema.ts';
import { runCertification, DEFAULT_CONCURRENCY } from '../../runner/run.ts';
import type { Results } from '../../runner/results-schema.ts';
import { renderSummary } from '../../reports/summary.ts';
import { renderCaseList } from '../case-list.ts';
import { writeResults } from '../../reports/write-results.ts';
import { selectCases } from '../../runner/select.ts';

export const DEFAULT_MODEL_PORT = 9100;

const help = `Usage: vessel-kit certify [options]

Certifies a vessel against transcript-format.txt and events.txt (as CONTRACT.md reads them):
runs the conformance cases in suites/, records every exchange, judges each rule and writes
<out>/results.json (schema: schemas/results.schema.json).

With neither --profile nor --target, starts the embedded reference vessel and the mock model
in this process on free loopback ports and certifies them (this is \`npm start\`).

Target:
  --profile FILE        a target profile (schemas/profile.schema.json): each agent's URL and
                        what it is configured with (max_steps, deadline_seconds, tools, ...)
  --target URL          a single agent at URL, declaring nothing (cases that need a declared
                        capability are skipped and say what to declare)
  --model-port N        for an external target: the port the kit serves its mock model on,
                        http://127.0.0.1:N/v1, where the target's operator points each agent's
                        model endpoint (default ${DEFAULT_MODEL_PORT}; 0 picks a free port, printed)
  --model-host ADDR     the address the mock model listens on (default 127.0.0.1; e.g. 0.0.0.0
                        when the vessel runs in a container and reaches the kit over a network)

Selection:
  --only GLOB           run only cases whose id or rule id matches (repeatable; * and ?)
  --skip GLOB           leave out cases whose id or rule id matches (repeatable)
  --list                print the selected cases with their rules and needs; run nothing

Run:
  --concurrency N       cases run at once (default ${DEFAULT_CONCURRENCY})
  --timeout-scale X     multiply every wait and time cap by X (default 1; use 2-5 on slow machines)
  --seed N              seed for every random choice (default: a random one, printed and recorded)
  --out DIR             where results.json goes (default reports/)
  --json                print results.json to stdout instead of the summary

Exit codes: 0 every MUST rule that ran passed; 1 a MUST rule failed; 2 usage, configuration or
reachability error, a run where nothing was judged, or a MUST case the kit itself could not judge.
`;

interface CertifyArgs {
  profile?: string;
  target?: string;
  modelPort: number;
  modelHost: string;
  only: string[];
  skip: string[];
  list: boolean;
  concurrency: number;
  timeoutScale: number;
  seed: number;
  out: string;
  json: boolean;
}

function positiveNumber(name: string, text: string | undefined, fallback: number, integer: boolean): number {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isFinite(value) || value <= 0 || (integer && !Number.isInteger(value))) {
    throw new UsageError(`--${name} must be a positive ${integer ? 'integer' : 'number'}, got '${text}'`);
  }
  return value;
}

export function parseCertifyArgs(argv: string[]): CertifyArgs {
  const { values } = parseOptions(argv, {
    profile: { type: 'string' },
    target: { type: 'string' },
    'model-port': { type: 'string' },
    'model-host': { type: 'string' },
    only: { type: 'string', multiple: true },
    skip: { type: 'string', multiple: true },
    list: { type: 'boolean' },
    concurrency: { type: 'string' },
    'timeout-scale': { type: 'string' },
    seed: { type: 'string' },
    out: { type: 'string' },
    json: { type: 'boolean' },
  });
  if (values.profile !== undefined && values.target !== undefined)
    throw new UsageError('give --profile or --target, not both');
  if (values.target !== undefined) {
    try {
      const url = new URL(values.target);
      if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
    } catch {
      throw new UsageError(`--target must be an http(s) URL, got '${values.target}'`);
    }
  }
  const modelPort = portOption('model-port', values['model-port'], DEFAULT_MODEL_PORT);
  let seed = randomInt(1, 2 ** 31 - 1);
  if (values.seed !== undefined) {
    seed = Number(values.seed);
    if (!Number.isSafeInteger(seed)) throw new UsageError(`--seed must be an integer, got '${values.seed}'`);
  }
  return {
    ...(values.profile !== undefined ? { profile: values.profile } : {}),
    ...(values.target !== undefined ? { target: values.target } : {}),
    modelPort,
    modelHost: values['model-host'] ?? '127.0.0.1',
    only: values.only ?? [],
    skip: values.skip ?? [],
    list: values.list ?? false,
    concurrency: positiveNumber('concurrency', values.concurrency, DEFAULT_CONCURRENCY, true),
    timeoutScale: positiveNumber('timeout-scale', values['timeout-scale'], 1, false),
    seed,
    out: values.out ?? 'reports',
    json: values.json ?? false,
  };
}

/** A started target: the profile to certify, where the mock model listens, and how to stop both. */
interface Target {
  kind: Results['target']['kind'];
  profile: Profile;
  model: MockModel;
  modelUrl: string;
  close(): Promise<void>;
}

async function listenModel(model: MockModel, port: number, host = '127.0.0.1'): Promise<string> {
  try {
    return (await model.listen({ port, host })).url;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'EADDRINUSE'
        ? 'the port is in use (stop what holds it, or pick another with --model-port)'
        : (code ?? (error as Error).message);
    throw new ProfileError(`cannot serve the mock model on ${host}:${port}: ${why}`);
  }
}

async function startTarget(args: CertifyArgs): Promise<Target> {
  const model = createMockModel();
  if (args.profile === undefined && args.target === undefined) {
    const modelUrl = await listenModel(model, 0);
    // The embedded reference vessel is the default target; the kit's checks never import it.
    const { startEmbeddedVessel, embeddedProfile, embeddedConfig, declareMoreTools } =
      await import('../../embedded/index.ts');
    const vessel = await startEmbeddedVessel({ port: 0, host: '127.0.0.1', modelUrl });
    return {
      kind: 'embedded',
      profile: declareMoreTools(embeddedProfile(vessel.urls), embeddedConfig),
      model,
      modelUrl,
      close: async () => {
        await vessel.close();
        await model.shutdown();
      },
    };
  }
  const profile = args.profile !== undefined ? await loadProfile(args.profile) : targetProfile(args.target!);
  const modelUrl = await listenModel(model, args.modelPort, args.modelHost);
  return {
    kind: args.profile !== undefined ? 'profile' : 'url',
    profile,
    model,
    modelUrl,
    close: () => model.shutdown(),
  };
}

export async function certify(args: CertifyArgs, io: CliIO): Promise<number> {
  // Loaded here, not at the top, so `vessel-kit --help` never pays for reading every fixture.
  const { allCases } = await import('../../../suites/index.ts');
  const cases = allCases();
  if (args.list) {
    io.stdout(renderCaseList(selectCases(cases, args.only, args.skip)));
    return 0;
  }
  let target: Target;
  try {
    target = await startTarget(args);
  } catch (error) {
    if (error instanceof ProfileError) {
      io.stderr(`vessel-kit certify: ${error.message}\n`);
      return EXIT_USAGE;
    }
    throw error;
  }
  try {
    if (!args.json)
      io.stderr(
        `certifying ${target.profile.name ?? target.profile.agents[0]?.url} (mock model at ${target.modelUrl}, seed ${args.seed})\n`,
      );
    const results = await runCertification({
      profile: target.profile,
      target: { kind: target.kind, modelUrl: target.modelUrl },
      model: target.model,
      cases,
      rules: catalogue,
      kit: kitPackage(),
      concurrency: args.concurrency,
      timeoutScale: args.timeoutScale,
      seed: args.seed,
      only: args.only,
      skip: args.skip,
      signal: io.stopSignal,
    });
    const written = await writeResults(results, args.out);
    if (args.json) io.stdout(JSON.stringify(written.results, null, 2) + '\n');
    else io.stdout(renderSummary(results, path.relative(process.cwd(), written.file) || written.file));
    return results.outcome.exit_code;
  } finally {
    await target.close();
  }
}

export const command: Command = {
  name: 'certify',
  summary: 'certify a vessel (the embedded reference vessel by default); writes reports/results.json',
  help,
  async run(argv, io) {
    return certify(parseCertifyArgs(argv), io);
  },
};
