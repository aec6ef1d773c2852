// The examples docs/ci.md and the README give are files the kit accepts as they are written:
// the config file and the expected-failures files, checked against this kit's catalogue and cases.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { catalogue } from '../../src/rules/index.ts';
import { checkExpectedFailures } from '../../src/results/baseline.ts';
import { checkConfig } from '../../src/certify/config-file.ts';
import { allCases } from '../../suites/index.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const jsonBlocks = (file: string) =>
  [...readFileSync(path.join(ROOT, file), 'utf8').matchAll(/```json\n([\s\S]*?)```/g)].map(
    (m) => JSON.parse(m[1]!) as object,
  );
const known = { rules: new Set(catalogue.map((r) => r.id)), cases: new Set(allCases().map((c) => c.id)) };

describe('the CI docs examples', () => {
  const blocks = [...jsonBlocks('docs/ci.md'), ...jsonBlocks('README.md')];
  const baselines = blocks.filter((b) => 'entries' in b);
  const configs = blocks.filter((b) => JSON.stringify(b).includes('config.schema.json'));

  it('every expected-failures example names rules and cases the kit has', () => {
    expect(baselines.length).toBeGreaterThanOrEqual(2);
    for (const b of baselines) expect(checkExpectedFailures(b, 'example', known).length).toBeGreaterThan(0);
  });

  it('the config example is a valid vessel-kit.config.json', () => {
    expect(configs).toHaveLength(1);
    expect(checkConfig(configs[0], 'example', ROOT)).toMatchObject({ require: 'certified' });
  });
});
