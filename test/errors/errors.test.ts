// Every input error the kit raises is a VesselKitError with a documented code and its own name, so
// a caller's one `instanceof` (and the CLI's exit 2) covers them, and the old class names still work.
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, VesselKitError } from '../../src/errors.ts';
import { UsageError } from '../../src/cli/command.ts';
import { main } from '../../src/cli/main.ts';
import { ConfigError } from '../../src/certify/config-file.ts';
import { TargetWaitError } from '../../src/certify/plan.ts';
import { BundleError } from '../../src/evidence/bundle.ts';
import { UnknownFaultError } from '../../src/faults/compose.ts';
import { ProfileError } from '../../src/profile/load.ts';
import { ExpectedFailuresError } from '../../src/results/baseline.ts';
import { MergeError } from '../../src/results/merge.ts';
import { FixtureFormatError } from '../../src/transcript/fixtures.ts';
import { VesselConfigError } from '../../src/vessel/config/load.ts';
import { FixtureError } from '../../suites/turn-fixture.ts';
import { FixtureFileError } from '../../mock-model/json-files.ts';
import { ScriptFileError } from '../../mock-model/load-scripts.ts';
import { QueueFileError } from '../../src/mock-vessel/load-queue.ts';
import { captureIO } from '../cli/capture-io.ts';

const made: [string, Error][] = [
  ['UsageError', new UsageError('m')],
  ['ConfigError', new ConfigError('m')],
  ['BundleError', new BundleError('m')],
  ['UnknownFaultError', new UnknownFaultError('m')],
  ['ProfileError', new ProfileError('m')],
  ['ExpectedFailuresError', new ExpectedFailuresError('m')],
  ['MergeError', new MergeError('m')],
  ['TargetWaitError', new TargetWaitError('m')],
  ['FixtureFormatError', new FixtureFormatError('m')],
  ['VesselConfigError', new VesselConfigError('f.json', [{ pointer: '', message: 'm' }])],
  ['FixtureError', new FixtureError('m')],
  ['FixtureFileError', new FixtureFileError('f.json', ['m'])],
  ['ScriptFileError', new ScriptFileError('f.json', ['m'])],
  ['QueueFileError', new QueueFileError('f.json', ['m'])],
];

describe('VesselKitError', () => {
  for (const [name, error] of made)
    it(`${name} is a VesselKitError with its own name and a documented code`, () => {
      expect(error).toBeInstanceOf(VesselKitError);
      expect(error.name).toBe(name);
      expect(Object.keys(ERROR_CODES)).toContain((error as VesselKitError).code);
    });

  it('keeps the cause it was given', () => {
    const cause = new Error('underneath');
    expect(new ProfileError('m', { cause }).cause).toBe(cause);
  });

  it('is exit 2 with its message from any command, never an internal error', async () => {
    const io = captureIO();
    const code = await main(['certify', '--profile', '/nonexistent/profile.json'], io);
    expect(code).toBe(2);
    expect(io.err()).toMatch(/^vessel-kit certify: .*profile/);
    expect(io.err()).not.toContain('internal error');
  });
});
