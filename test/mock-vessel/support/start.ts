// Mock vessels a test file starts, each closed after the test that started it.
import { afterEach } from 'vitest';
import { startMockVessel, type MockVessel, type MockVesselOptions } from '../../../src/mock-vessel/index.ts';

/** A startMockVessel() whose vessels are closed after each test; call it at the top of a test file. */
export function startedPerTest(): (options?: MockVesselOptions) => Promise<MockVessel> {
  const opened: MockVessel[] = [];
  afterEach(async () => {
    await Promise.all(opened.splice(0).map((v) => v.close()));
  });
  return async (options) => {
    const vessel = await startMockVessel(options);
    opened.push(vessel);
    return vessel;
  };
}
