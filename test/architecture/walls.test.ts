// The dependency walls (.dependency-cruiser.cjs) hold on the real tree, and each one catches the
// import it is there to forbid: a throwaway tree laid out like the repository, with one forbidden
// import per wall beside imports the walls allow, is cruised with the same configuration.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cruiseWalls, REPO_ROOT, type Violation } from './cruise.ts';

describe('the dependency walls', () => {
  it('hold on the repository (npm run lint:walls)', async () => {
    const violations = await cruiseWalls(REPO_ROOT);
    expect(violations.map((v) => `${v.rule}: ${v.from} → ${v.to}`)).toEqual([]);
  });

  it('run in npm test, after the type-check and before the tests', () => {
    const { scripts } = JSON.parse(readFileSync(path.join(REPO_ROOT, 'package.json'), 'utf8')) as {
      scripts: Record<string, string>;
    };
    expect(scripts['lint:walls']).toBe('depcruise --config .dependency-cruiser.cjs src mock-model suites scripts');
    expect(scripts.test).toMatch(/^tsc --noEmit -p \. && npm run lint:walls && (.+ && )?vitest run$/);
    // The formatter's check runs too (CI runs only npm test).
    expect(scripts.test).toContain('npm run -s format:check');
    // The whole tree; the cache (keyed by content) only skips files unchanged since they were checked.
    expect(scripts['format:check']).toBe('prettier --check --cache .');
  });
});

/** path → source. Files named ok-* hold only imports the walls allow. */
const TREE: Record<string, string> = {
  'src/vessel/v.ts': 'export type V = number;\nexport const v: V = 1;\n',
  'src/vessel/ok-shared.ts': [
    "import { readFileSync } from 'node:fs';",
    "import { t } from '../transcript/t.ts';",
    "import type { W } from '../a2a/wire.ts';",
    "import { e } from '../a2a/vessel-events.ts';",
    "import { r } from '../rules/r.ts';",
    "import { v } from './v.ts';",
    'export const all = [readFileSync, t, e, r, v] as unknown as W;',
  ].join('\n'),
  'src/vessel/uses-runner.ts': "export const load = () => import('../runner/run.ts');\n",
  'src/vessel/uses-mock-model.ts': "export { m } from '../../mock-model/m.ts';\n",
  'src/vessel/uses-client.ts': "export { client } from '../a2a/client.ts';\n",
  'src/vessel/uses-faults.ts': "export { f } from '../faults/f.ts';\n",
  'src/vessel/via-shared.ts': "export { leak } from '../transcript/leaky.ts';\n",
  'src/transcript/leaky.ts': "export { run as leak } from '../runner/run.ts';\n",
  'src/checks/peeks-at-vessel.ts': "import type { V } from '../vessel/v.ts';\nexport const c = (x: V) => x;\n",
  'src/checks/ok-checks.ts': "import { e } from '../a2a/vessel-events.ts';\nexport const ok = e;\n",
  'suites/uses-faults.ts': "export { f } from '../src/faults/f.ts';\n",
  'suites/via-launcher.ts': "export { start } from '../src/embedded/start.ts';\n",
  'src/embedded/start.ts': "export { v as start } from '../vessel/v.ts';\n",
  'mock-model/m.ts': 'export const m = 1;\n',
  'mock-model/knows-verdicts.ts': "export { c } from '../src/checks/peeks-at-vessel.ts';\n",
  'mock-model/knows-recording.ts': "import type { Rec } from '../src/a2a/recording.ts';\nexport type R = Rec;\n",
  'mock-model/ok-wire.ts': "import type { W } from '../src/a2a/wire.ts';\nexport type M = W;\n",
  'mock-model/ok-validator.ts': "export { validate } from '../src/generated/validators/ok-v.ts';\n",
  'src/vessel/ok-validator.ts': "export { validate } from '../generated/validators/ok-v.ts';\n",
  'src/generated/validators/ok-v.ts': 'export const validate = 1;\n',
  'src/generated/validators/uses-schema.ts': "import type { W } from '../../a2a/wire.ts';\nexport type S = W;\n",
  'src/reports/runs-cases.ts': "export { run } from '../runner/run.ts';\n",
  'src/reports/via-rules.ts': "export { leak } from '../rules/leaky.ts';\n",
  'src/rules/leaky.ts': "export { client as leak } from '../a2a/client.ts';\n",
  'src/reports/dials-out.ts': "import { request } from 'node:http';\nexport const r = request;\n",
  'src/reports/ok-results.ts':
    "import type { Results } from '../results/schema.ts';\nimport { sum } from '../results/roll-up.ts';\nimport { r } from '../rules/r.ts';\nimport { writeFileSync } from 'node:fs';\nexport const all = [sum, r, writeFileSync] as unknown as Results;\n",
  'src/cycle/a.ts': "import { b } from './b.ts';\nexport const a = () => b;\n",
  'src/cycle/b.ts': "import type { a } from './a.ts';\nexport const b = 1 as unknown as typeof a;\n",
  'src/odd/unresolvable.ts': "export { gone } from './missing.ts';\n",
  'src/transcript/t.ts': 'export const t = 1;\n',
  'src/a2a/wire.ts': 'export type W = unknown;\n',
  'src/a2a/vessel-events.ts': 'export const e = 1;\n',
  'src/a2a/client.ts': 'export const client = 1;\n',
  'src/a2a/recording.ts': 'export type Rec = unknown;\n',
  'src/rules/r.ts': 'export const r = 1;\n',
  'src/faults/f.ts': 'export const f = 1;\n',
  'src/faults/ok-seams.ts': "export { v } from '../vessel/seams.ts';\n",
  'src/faults/reaches-inside.ts': "export { v } from '../vessel/v.ts';\n",
  'src/vessel/seams.ts': "export { v } from './v.ts';\n",
  'src/runner/run.ts': 'export const run = 1;\n',
  'scripts/ok-writer.ts': "export { r } from '../src/rules/r.ts';\nexport { g } from './generate.ts';\n",
  'scripts/generate.ts': 'export const g = 1;\n',
  'src/cli/uses-script.ts': "export { g } from '../../scripts/generate.ts';\n",
  'src/rules/uses-checks.ts': "export { ok } from '../checks/ok-checks.ts';\n",
  'src/results/uses-runner.ts': "export { run } from '../runner/run.ts';\n",
  'src/results/uses-recording.ts': "import type { Rec } from '../a2a/recording.ts';\nexport type R = Rec;\n",
  'src/results/ok-checks.ts': "export { ok } from '../checks/ok-checks.ts';\n",
  'src/results/redaction.ts': 'export const redact = 1;\n',
  'src/a2a/uses-reports.ts': "export { all } from '../reports/ok-results.ts';\n",
  'src/a2a/ok-redaction.ts': "export { redact } from '../results/redaction.ts';\n",
  'src/case/uses-runner.ts': "export { run } from '../runner/run.ts';\n",
  'src/case/ok-rules.ts': "export { r } from '../rules/r.ts';\n",
  'suites/via-case.ts': "export { run } from '../src/case/uses-runner.ts';\n",
  'src/runner/uses-reports.ts': "export { all } from '../reports/ok-results.ts';\n",
  'src/runner/ok-results.ts': "export { sum } from '../results/roll-up.ts';\n",
  'src/results/roll-up.ts': 'export const sum = 1;\n',
  'src/results/schema.ts': 'export type Results = unknown;\n',
};

const EXPECTED: Violation[] = [
  { rule: 'judging-without-the-vessel', from: 'src/checks/peeks-at-vessel.ts', to: 'src/vessel/v.ts' },
  { rule: 'judging-without-the-vessel', from: 'suites/uses-faults.ts', to: 'src/faults/f.ts' },
  // Through a module no wall names: the walls that say "never reach" follow imports transitively.
  { rule: 'judging-without-the-vessel', from: 'suites/via-launcher.ts', to: 'src/vessel/v.ts' },
  { rule: 'vessel-stands-alone', from: 'src/vessel/uses-runner.ts', to: 'src/runner/run.ts' },
  { rule: 'vessel-stands-alone', from: 'src/vessel/uses-mock-model.ts', to: 'mock-model/m.ts' },
  { rule: 'vessel-stands-alone', from: 'src/vessel/uses-client.ts', to: 'src/a2a/client.ts' },
  { rule: 'vessel-stands-alone', from: 'src/vessel/uses-faults.ts', to: 'src/faults/f.ts' },
  // The transitive wall repeats the direct ones, and also sees the way round through a shared module.
  { rule: 'vessel-reaches-no-kit', from: 'src/vessel/uses-runner.ts', to: 'src/runner/run.ts' },
  { rule: 'vessel-reaches-no-kit', from: 'src/vessel/uses-mock-model.ts', to: 'mock-model/m.ts' },
  { rule: 'vessel-reaches-no-kit', from: 'src/vessel/uses-faults.ts', to: 'src/faults/f.ts' },
  { rule: 'vessel-reaches-no-kit', from: 'src/vessel/via-shared.ts', to: 'src/runner/run.ts' },
  { rule: 'faults-bend-at-the-seams', from: 'src/faults/reaches-inside.ts', to: 'src/vessel/v.ts' },
  {
    rule: 'mock-model-knows-no-vessel-or-verdicts',
    from: 'mock-model/knows-verdicts.ts',
    to: 'src/checks/peeks-at-vessel.ts',
  },
  { rule: 'mock-model-knows-no-vessel-or-verdicts', from: 'mock-model/knows-verdicts.ts', to: 'src/vessel/v.ts' },
  { rule: 'reports-read-results-only', from: 'src/reports/runs-cases.ts', to: 'src/runner/run.ts' },
  { rule: 'reports-run-no-cases', from: 'src/reports/runs-cases.ts', to: 'src/runner/run.ts' },
  { rule: 'reports-run-no-cases', from: 'src/reports/via-rules.ts', to: 'src/a2a/client.ts' },
  { rule: 'reports-do-not-talk-to-the-network', from: 'src/reports/dials-out.ts', to: 'http' },
  // One report per cycle; its b → a edge is type-only.
  { rule: 'no-circular', from: 'src/cycle/a.ts', to: 'src/cycle/b.ts → src/cycle/a.ts' },
  { rule: 'not-to-unresolvable', from: 'src/odd/unresolvable.ts', to: './missing.ts' },
  { rule: 'rules-are-a-leaf', from: 'src/rules/uses-checks.ts', to: 'src/checks/ok-checks.ts' },
  { rule: 'rules-are-a-leaf', from: 'src/rules/leaky.ts', to: 'src/a2a/client.ts' },
  { rule: 'results-model-stands-apart', from: 'src/results/uses-runner.ts', to: 'src/runner/run.ts' },
  { rule: 'results-model-stands-apart', from: 'src/results/uses-recording.ts', to: 'src/a2a/recording.ts' },
  { rule: 'a2a-records-and-knows-no-run', from: 'src/a2a/uses-reports.ts', to: 'src/reports/ok-results.ts' },
  { rule: 'cases-run-nothing', from: 'src/case/uses-runner.ts', to: 'src/runner/run.ts' },
  // Through the case module: the wall follows imports transitively.
  { rule: 'cases-run-nothing', from: 'suites/via-case.ts', to: 'src/runner/run.ts' },
  { rule: 'runner-renders-nothing', from: 'src/runner/uses-reports.ts', to: 'src/reports/ok-results.ts' },
  { rule: 'mock-model-stands-alone', from: 'mock-model/knows-recording.ts', to: 'src/a2a/recording.ts' },
  { rule: 'mock-model-stands-alone', from: 'mock-model/knows-verdicts.ts', to: 'src/checks/peeks-at-vessel.ts' },
  { rule: 'nothing-imports-scripts', from: 'src/cli/uses-script.ts', to: 'scripts/generate.ts' },
  {
    rule: 'precompiled-validators-are-a-leaf',
    from: 'src/generated/validators/uses-schema.ts',
    to: 'src/a2a/wire.ts',
  },
];

describe('each wall, on a tree that breaks it once', () => {
  let root: string;
  let found: Violation[];
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'walls-'));
    for (const [file, source] of Object.entries(TREE)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), source);
    }
    found = await cruiseWalls(root);
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const key = (v: Violation) => `${v.rule}: ${v.from} → ${v.to}`;

  for (const expected of EXPECTED) {
    it(`${expected.rule} reports ${expected.from} → ${expected.to}`, () => {
      expect(found.map(key)).toContain(key(expected));
    });
  }

  it('reports nothing else: type-only, dynamic, re-exported and transitive imports count, and the allowed imports (ok-*) pass', () => {
    expect(found.map(key).sort()).toEqual(EXPECTED.map(key).sort());
  });
});
