// `vessel-kit certify`: drives turns at a vessel, records everything, judges it rule by rule and
// writes the reports (results.json, junit.xml, summary.md, index.html, badge.svg; an evidence
// bundle with --evidence), showing progress as it goes. With no target it certifies the embedded reference vessel (the
// one place the kit starts the vessel: as a target, never as a source of truth).
import { readFile } from 'node:fs/promises';
import { type Command, type CliIO, EXIT_USAGE } from '../command.ts';
import { kitPackage } from '../../kit-package.ts';
import { createMockModel, type MockModel } from '../../../mock-model/index.ts';
import { catalogue } from '../../rules/index.ts';
import { loadExpectedFailures } from '../../results/baseline.ts';
import { caseRenameWarnings } from '../../results/case-renames.ts';
import { runAndRecord } from '../../certify/run-and-record.ts';
import { loadProfile, targetProfile, ProfileError } from '../../profile/load.ts';
import type { Profile } from '../../profile/schema.ts';
import type { Results } from '../../results/schema.ts';
import { durationsOf } from '../../runner/shard.ts';
import { renderCaseList } from '../case-list.ts';
import { certifyHelp, parseCertifyArgs, type CertifyArgs } from '../certify-args.ts';
import { emitResults, progressFor } from '../report-output.ts';
import { selectCases } from '../../runner/select.ts';
import { VesselKitError } from '../../errors.ts';

export { DEFAULT_MODEL_PORT, parseCertifyArgs, type CertifyArgs } from '../certify-args.ts';

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

class InputError extends VesselKitError {
  override name = 'InputError';
  constructor(message: string, options?: ErrorOptions) {
    super('VK_ERR_INPUT', message, options);
  }
}

/** What the options name besides the target: the expected failures and a previous run's durations. */
interface Inputs {
  expectedFailures?: { file: string; entries: Awaited<ReturnType<typeof loadExpectedFailures>> };
  durations?: Map<string, number>;
}

async function readInputs(args: CertifyArgs, cases: readonly { id: string }[]): Promise<Inputs> {
  const inputs: Inputs = {};
  if (args.expectedFailures !== undefined) {
    const entries = await loadExpectedFailures(args.expectedFailures, {
      rules: new Set(catalogue.map((r) => r.id)),
      cases: new Set(cases.map((c) => c.id)),
    });
    inputs.expectedFailures = { file: args.expectedFailures, entries };
  }
  if (args.durations !== undefined) {
    try {
      inputs.durations = durationsOf(JSON.parse(await readFile(args.durations, 'utf8')) as Results);
    } catch (error) {
      throw new InputError(
        `--durations ${args.durations}: cannot read a results.json there (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
      );
    }
  }
  return inputs;
}

/** `replay` narrows a property-based case to one counterexample (its seed and path). */
export async function certify(args: CertifyArgs, io: CliIO, replay?: { seed: number; path: string }): Promise<number> {
  // Loaded here, not at the top, so `vessel-kit --help` never pays for reading every fixture.
  const { allCases } = await import('../../../suites/index.ts');
  const suiteOptions = {
    properties: {
      ...(args.runs !== undefined ? { runs: args.runs } : {}),
      thorough: args.thorough,
      ...(replay ? { replay } : {}),
    },
    stress: { load: args.load },
  };
  const cases = allCases(suiteOptions);
  if (args.list) {
    io.stdout(renderCaseList(selectCases(cases, args.only, args.skip, args.suites)));
    return 0;
  }
  let inputs: Inputs;
  let target: Target;
  try {
    inputs = await readInputs(args, cases);
    for (const warning of caseRenameWarnings(args, inputs)) io.stderr(`vessel-kit certify: warning: ${warning}\n`);
    target = await startTarget(args);
  } catch (error) {
    if (error instanceof VesselKitError) {
      io.stderr(`vessel-kit certify: ${error.message}\n`);
      return EXIT_USAGE;
    }
    throw error;
  }
  try {
    const talk = !args.json && !args.quiet && args.reporters.includes('terminal');
    if (talk)
      io.stderr(
        `certifying ${target.profile.name ?? target.profile.agents[0]?.url} (mock model at ${target.modelUrl}, seed ${args.seed}${args.shard ? `, shard ${args.shard.index}/${args.shard.total}` : ''})\n`,
      );
    const progress = talk ? progressFor(io) : undefined;
    const { results, full } = await runAndRecord({
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
      allowHosts: args.allowHosts,
      suites: args.suites,
      signal: io.stopSignal,
      ...(args.shard ? { shard: args.shard } : {}),
      ...(inputs.durations ? { durations: inputs.durations } : {}),
      policy: {
        ...(args.require ? { require: args.require } : {}),
        failOn: args.failOn,
        ...(inputs.expectedFailures ? { expectedFailures: inputs.expectedFailures } : {}),
        ...(args.evidence !== undefined ? { evidence: args.evidence } : {}),
        ...(args.profile !== undefined ? { profileFile: args.profile } : {}),
      },
      ...(progress
        ? {
            onPlan: (planned: readonly unknown[]) => progress.start(planned.length),
            onCase: (c) => progress.caseDone(c),
          }
        : {}),
      ...(args.evidence !== undefined ? { evidenceDir: args.evidence, suiteOptions } : {}),
      resultsDir: args.out,
    });
    progress?.stop();
    const written = await emitResults(io, results, {
      outDir: args.out,
      reporters: args.reporters,
      quiet: args.quiet,
      json: args.json,
      full,
    });
    return written.outcome.exit_code;
  } finally {
    await target.close();
  }
}

export const command: Command = {
  name: 'certify',
  summary: 'certify a vessel (the embedded reference vessel by default); writes the reports to reports/',
  help: certifyHelp,
  async run(argv, io) {
    return certify(await parseCertifyArgs(argv), io);
  },
};
