// The settings a test that calls the runner directly gives it: options as certify() takes them,
// resolved and recorded as a certification records them (src/certify/record.ts), so a direct run
// reads and records its options as every other does.
import { IN_CODE, resolveOptions } from '../../src/certify/options.ts';
import { recordedOptions } from '../../src/certify/record.ts';
import type { CertifyOptions } from '../../src/package/certify.ts';
import type { Results } from '../../src/results/schema.ts';

export function runSettings(
  options: Omit<CertifyOptions, 'signal'> = {},
  target: { kind: Results['target']['kind']; modelUrl: string } = {
    kind: 'embedded',
    modelUrl: 'http://127.0.0.1:9100/v1',
  },
): Results['options'] {
  return recordedOptions(resolveOptions(options, IN_CODE), target);
}
