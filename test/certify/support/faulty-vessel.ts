// Certifying the reference vessel with deliberate faults switched on: the set-up the negative
// controls share (one mock model for the file, one vessel per certification).
import { createMockModel, type MockModel } from '../../../mock-model/index.ts';
import { startEmbeddedVessel, embeddedProfile, embeddedConfig, declareMoreTools } from '../../../src/embedded/index.ts';
import { runCertification } from '../../../src/runner/run.ts';
import { catalogue } from '../../../src/rules/index.ts';
import { allCases } from '../../../suites/index.ts';
import type { ConformanceCase } from '../../../src/case/index.ts';
import type { Results } from '../../../src/results/schema.ts';
import { runSettings } from '../../support/run-settings.ts';

export interface ModelForTests {
  model: MockModel;
  url: string;
}

export async function startTestModel(): Promise<ModelForTests> {
  const model = createMockModel();
  return { model, url: (await model.listen({ port: 0, host: '127.0.0.1' })).url };
}

const cases = allCases();

/** Starts the vessel with `faults`, certifies it on the cases `only` selects, and stops it. */
export async function certifyFaultyVessel(
  mock: ModelForTests,
  faults: string[],
  only: string[],
  seed: number,
  suites: readonly ConformanceCase[] = cases,
): Promise<Results> {
  const vessel = await startEmbeddedVessel({ modelUrl: mock.url, faults });
  try {
    return await runCertification({
      profile: declareMoreTools(embeddedProfile(vessel.urls), embeddedConfig),
      target: { kind: 'embedded', modelUrl: mock.url },
      model: mock.model,
      cases: suites,
      rules: catalogue,
      kit: { name: 'vessel-kit', version: 'test' },
      // Several certifications share this process (each faults-*.test.ts runs four at once): 8 cases each
      // keeps the four at about 32 in flight, not the sixty the default would make on a loaded machine.
      settings: runSettings({ only, concurrency: 8 }),
      seed,
    });
  } finally {
    await vessel.close();
  }
}
