// certify() for code: what `vessel-kit certify` does, returning the results instead of writing
// and printing them. With neither a profile nor a target it certifies the embedded reference
// vessel, started in this process with the mock model on free loopback ports.
// The runner, the checks and the suites are loaded when certify() is called, not when the package
// is imported: an application's test file that imports the mock vessel never pays for them.
import { createMockModel } from '../../mock-model/index.ts';
import { kitPackage } from '../kit-package.ts';
import type { Profile } from '../profile/schema.ts';
import type { Results } from '../results/schema.ts';
import type { CIOptions } from '../certify/ci-options.ts';

/** Also the CI options of `vessel-kit certify` (CIOptions): require, failOn, expectedFailures, shard, evidence, out. */
export interface CertifyOptions extends CIOptions {
  /** A target profile (schemas/profile.schema.json), as a value or a file path. */
  profile?: Profile | string;
  /** A single agent's URL, declaring nothing (instead of a profile). */
  target?: string;
  /** For a profile or target: where the mock model listens, which the target's agents must be pointed at (default 9100; 0 for any free port). */
  modelPort?: number;
  modelHost?: string;
  /** Case or rule id globs to run only / to leave out. */
  only?: string[];
  skip?: string[];
  concurrency?: number;
  /** Multiplies every wait and time cap (default 1). */
  timeoutScale?: number;
  seed?: number;
  /** Hosts besides an agent's own that its card may send the JSON-RPC calls to (`--allow-host`). */
  allowHosts?: string[];
  signal?: AbortSignal;
}

export type { Profile, Results };

/**
 * Certifies a vessel (the embedded reference vessel by default); resolves with the results exactly
 * as results.json holds them (schemas/results.schema.json), and writes the reports when `out` is given.
 */
export async function certify(options: CertifyOptions = {}): Promise<Results> {
  if (options.profile !== undefined && options.target !== undefined)
    throw new TypeError('certify: give a profile or a target, not both');
  const [{ allCases }, { catalogue }, { loadProfile, targetProfile }, { certificationOptions, finishCertification }] =
    await Promise.all([
      import('../../suites/index.ts'),
      import('../rules/index.ts'),
      import('../profile/load.ts'),
      import('../certify/ci-options.ts'),
    ]);
  const model = createMockModel();
  const stops: (() => Promise<void>)[] = [() => model.shutdown()];
  try {
    let profile: Profile;
    let kind: Results['target']['kind'];
    let modelUrl: string;
    if (options.profile === undefined && options.target === undefined) {
      modelUrl = (await model.listen({ port: 0 })).url;
      const { startEmbeddedVessel, embeddedProfile, embeddedConfig, declareMoreTools } =
        await import('../embedded/index.ts');
      const vessel = await startEmbeddedVessel({ port: 0, host: '127.0.0.1', modelUrl });
      stops.unshift(() => vessel.close());
      profile = declareMoreTools(embeddedProfile(vessel.urls), embeddedConfig);
      kind = 'embedded';
    } else {
      profile =
        options.target !== undefined
          ? targetProfile(options.target)
          : typeof options.profile === 'string'
            ? await loadProfile(options.profile)
            : options.profile!;
      kind = options.target !== undefined ? 'url' : 'profile';
      modelUrl = (await model.listen({ port: options.modelPort ?? 9100, host: options.modelHost ?? '127.0.0.1' })).url;
    }
    const cases = allCases();
    return await finishCertification(
      await certificationOptions(options, {
        profile,
        target: { kind, modelUrl },
        model,
        cases,
        rules: catalogue,
        kit: kitPackage(),
        ...(options.concurrency !== undefined ? { concurrency: options.concurrency } : {}),
        ...(options.timeoutScale !== undefined ? { timeoutScale: options.timeoutScale } : {}),
        ...(options.seed !== undefined ? { seed: options.seed } : {}),
        ...(options.only ? { only: options.only } : {}),
        ...(options.skip ? { skip: options.skip } : {}),
        ...(options.signal ? { signal: options.signal } : {}),
        ...(options.allowHosts ? { allowHosts: options.allowHosts } : {}),
      }),
      options,
    );
  } finally {
    for (const stop of stops) await stop();
  }
}
