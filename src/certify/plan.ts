// A certification planned, for `vessel-kit certify` and certify() alike: the options read (what
// the door gave, over the config file, over the defaults), the cases built from them, the inputs
// they name loaded (expected failures, a previous run's durations, the profile), the target
// started (the embedded reference vessel, or the mock model for a --target or --profile), and
// results.options written from the option table. The only place that starts a target or reads
// an input, so both doors refuse the same mistake the same way before anything runs.
import { readFile } from 'node:fs/promises';
import { createMockModel, type MockModel } from '../../mock-model/index.ts';
import type { ConformanceCase } from '../case/index.ts';
import { kitPackage } from '../kit-package.ts';
import { checkProfile, loadProfile, ProfileError, targetProfile } from '../profile/load.ts';
import type { Profile } from '../profile/schema.ts';
import { checkExpectedFailures, loadExpectedFailures, type LoadedEntry } from '../results/baseline.ts';
import type { Results } from '../results/schema.ts';
import { catalogue } from '../rules/index.ts';
import { selectCases } from '../runner/select.ts';
import { durationsOf } from '../runner/shard.ts';
import { loadConfig } from './config-file.ts';
import {
  checkGiven,
  COMMAND_LINE,
  IN_CODE,
  layered,
  resolveOptions,
  type CertifyArgs,
  type Door,
  type Env,
  type GivenOptions,
  type InCodeValues,
} from './options.ts';
import { recordedOptions } from './record.ts';
import type { CertificationOptions } from './run-and-record.ts';
import { caseRenameWarnings } from '../results/case-renames.ts';
import { VesselKitError } from '../errors.ts';
import { waitForTarget } from './wait-for-target.ts';

/** Where the options came in: the command line reads ./vessel-kit.config.json unasked, certify() only a file it names. */
export type DoorName = 'command line' | 'code';

const doorOf = (name: DoorName): Door => (name === 'code' ? IN_CODE : COMMAND_LINE);

/** The options of one certification: what the door gave, checked, over the config file, over the defaults. */
export async function readCertifyOptions(
  given: Omit<GivenOptions, keyof InCodeValues> & InCodeValues,
  how: { door: DoorName; cwd?: string; env?: Env },
): Promise<CertifyArgs> {
  const door = doorOf(how.door);
  checkGiven(given as Record<string, unknown>, door);
  const { config, file } = await loadConfig(given.config, how.cwd, how.door === 'command line');
  return {
    ...resolveOptions(layered<typeof given>(given, config), door, how.env),
    ...(file !== undefined ? { config: file } : {}),
  };
}

/** `replay` narrows a property-based case to one counterexample (its seed and path). */
export type Replay = { seed: number; path: string };

/** How the cases are built from the options (kept in an evidence bundle, so a rejudge builds the same ones). */
function suiteOptionsOf(args: CertifyArgs, replay?: Replay) {
  return {
    properties: {
      ...(args.runs !== undefined ? { runs: args.runs } : {}),
      thorough: args.thorough,
      ...(replay ? { replay } : {}),
    },
    stress: { load: args.load },
  };
}

/** Every case, built as the options ask. */
export async function casesOf(args: CertifyArgs, replay?: Replay): Promise<ConformanceCase[]> {
  // Loaded here, not at the top, so `vessel-kit --help` and importing the package never pay for reading every fixture.
  const { allCases } = await import('../../suites/index.ts');
  return allCases(suiteOptionsOf(args, replay));
}

/** The cases the options select (`--list`), without starting anything. */
export async function selectedCases(args: CertifyArgs): Promise<ConformanceCase[]> {
  return selectCases(await casesOf(args), args.only, args.skip, args.suites);
}

/** A started target: the profile to certify, where the mock model listens, and how to stop both. */
interface Target {
  kind: Results['target']['kind'];
  /** What it is judged as (src/runner/run.ts judgeAs): a --target with no --as is classified. */
  judgeAs?: CertificationOptions['judgeAs'];
  profile: Profile;
  model: MockModel;
  modelUrl: string;
  close(): Promise<void>;
}

async function listenModel(model: MockModel, port: number, host: string, door: Door): Promise<string> {
  try {
    return (await model.listen({ port, host })).url;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    const why =
      code === 'EADDRINUSE'
        ? `the port is in use (stop what holds it, or pick another with ${door.name('modelPort')})`
        : (code ?? (error as Error).message);
    throw new ProfileError(`cannot serve the mock model on ${host}:${port}: ${why}`);
  }
}

/** The target's cards did not answer 200 within --wait-for-target's seconds (or the run was stopped while they were awaited). */
export class TargetWaitError extends VesselKitError {
  override name = 'TargetWaitError';
  constructor(message: string) {
    super('VK_ERR_TARGET_WAIT', message);
  }
}

/** How certify waits for a target started in the background: `say` gets what came back, every few seconds. */
interface Waiting {
  say?: (line: string) => void;
  signal?: AbortSignal;
}

/** With --wait-for-target, returns once every agent's card answers 200; throws past the seconds given. */
async function awaitTarget(profile: Profile, args: CertifyArgs, door: Door, waiting: Waiting): Promise<void> {
  if (args.waitForTarget === undefined) return;
  const waited = await waitForTarget(profile, { waitMs: args.waitForTarget * 1000, ...waiting });
  if (waited.ready) return;
  const flag = `${door.name('waitForTarget')} ${args.waitForTarget}`;
  throw new TargetWaitError(
    waited.stopped
      ? `${door.prefix}stopped while waiting for the target (${flag}): ${waited.last.join('; ')}`
      : `${door.prefix}the target's card did not answer 200 within ${args.waitForTarget} s (${flag}); last answer: ${waited.last.join('; ')}`,
  );
}

async function startTarget(args: CertifyArgs, door: Door, waiting: Waiting): Promise<Target> {
  // A profile declares a vessel's configuration, and the embedded target is the reference vessel:
  // only a bare --target can be judged as a plain A2A agent.
  if (args.as === 'a2a' && args.target === undefined)
    throw door.error(
      `${door.prefix}${door.name('as')} a2a judges a ${door.name('target')}: a profile, and the embedded reference vessel, are vessels`,
    );
  const model = createMockModel();
  try {
    if (args.profile === undefined && args.target === undefined) {
      const modelUrl = await listenModel(model, 0, '127.0.0.1', door);
      // The embedded reference vessel is the default target; the kit's checks never import it.
      const { startEmbeddedVessel, embeddedProfile, embeddedConfig, declareMoreTools } =
        await import('../embedded/index.ts');
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
    const profile =
      args.target !== undefined
        ? targetProfile(args.target)
        : typeof args.profile === 'string'
          ? await loadProfile(args.profile)
          : checkProfile(args.profile, `${door.prefix}${door.name('profile')}`);
    const modelUrl = await listenModel(model, args.modelPort, args.modelHost, door);
    // The mock model first: a vessel may check its model endpoint before it serves its card.
    await awaitTarget(profile, args, door, waiting);
    const judgeAs =
      args.target === undefined
        ? undefined
        : args.as
          ? { as: args.as, evidence: `--as ${args.as}` }
          : ('classify' as const);
    return {
      kind: args.target !== undefined ? 'url' : 'profile',
      ...(judgeAs ? { judgeAs } : {}),
      profile,
      model,
      modelUrl,
      close: () => model.shutdown(),
    };
  } catch (error) {
    await model.shutdown();
    throw error;
  }
}

/** The expected-failures entries the options name, checked against the catalogue and the cases. */
async function expectedFailuresOf(
  args: CertifyArgs,
  cases: readonly ConformanceCase[],
  door: Door,
): Promise<readonly LoadedEntry[] | undefined> {
  const known = { rules: new Set<string>(catalogue.map((r) => r.id)), cases: new Set(cases.map((c) => c.id)) };
  if (args.expectedFailures === undefined) return undefined;
  if (typeof args.expectedFailures === 'string') return loadExpectedFailures(args.expectedFailures, known);
  return checkExpectedFailures(
    { entries: args.expectedFailures },
    `${door.prefix}${door.name('expectedFailures')}`,
    known,
  );
}

/** Case id → ms from the previous results the options name, to balance the shard by. */
async function durationsFrom(args: CertifyArgs, door: Door): Promise<Map<string, number> | undefined> {
  if (args.durations === undefined) return undefined;
  if (typeof args.durations !== 'string') return durationsOf(args.durations);
  try {
    return durationsOf(JSON.parse(await readFile(args.durations, 'utf8')) as Results);
  } catch (error) {
    throw door.error(
      `${door.prefix}${door.name('durations')} ${args.durations}: cannot read a results.json there (${(error as NodeJS.ErrnoException).code ?? (error as Error).message})`,
    );
  }
}

export interface Planned {
  /** What runAndRecord takes: the run, its options recorded, against the started target. */
  run: CertificationOptions;
  /** Stops what was started (the vessel, the mock model). */
  close(): Promise<void>;
  /** An old case id the options or the files they name gave, and what it was read as (case-renames.ts). */
  warnings: string[];
}

/**
 * Builds the cases, loads the inputs (before anything starts: a mistake in a file costs no start),
 * starts the target and records the options. The caller runs `run` and then calls `close`.
 */
export async function planCertification(
  args: CertifyArgs,
  how: { door: DoorName; replay?: Replay; signal?: AbortSignal; onWait?: (line: string) => void },
): Promise<Planned> {
  const door = doorOf(how.door);
  const cases = await casesOf(args, how.replay);
  const expectedFailures = await expectedFailuresOf(args, cases, door);
  const durations = await durationsFrom(args, door);
  const target = await startTarget(args, door, {
    ...(how.onWait ? { say: how.onWait } : {}),
    ...(how.signal ? { signal: how.signal } : {}),
  });
  return {
    run: {
      profile: target.profile,
      target: { kind: target.kind, modelUrl: target.modelUrl },
      ...(target.judgeAs ? { judgeAs: target.judgeAs } : {}),
      model: target.model,
      cases,
      rules: catalogue,
      kit: kitPackage(),
      settings: recordedOptions(args, { kind: target.kind, modelUrl: target.modelUrl }),
      seed: args.seed,
      ...(how.signal ? { signal: how.signal } : {}),
      ...(args.shard ? { shard: args.shard } : {}),
      ...(durations ? { durations } : {}),
      ...(expectedFailures ? { expectedFailures } : {}),
      ...(args.evidence !== undefined
        ? { evidenceDir: args.evidence, suiteOptions: suiteOptionsOf(args, how.replay) }
        : {}),
      resultsDir: args.out ?? process.cwd(),
    },
    close: target.close,
    warnings: caseRenameWarnings(args, { expectedFailures: { entries: expectedFailures ?? [] }, durations }),
  };
}
