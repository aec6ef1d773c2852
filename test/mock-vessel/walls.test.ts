// The mock vessel's two walls (.dependency-cruiser.cjs) each catch what they forbid, on a
// throwaway tree laid out like the repository: the vessel only through its entry and seams, and
// nothing that runs or judges cases, even through another module.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cruiseWalls, type Violation } from '../architecture/cruise.ts';

const TREE: Record<string, string> = {
  'src/vessel/index.ts': "export { s } from './seams.ts';\nexport const v = 1;\n",
  'src/vessel/seams.ts': 'export const s = 1;\n',
  'src/vessel/turn/engine.ts': 'export const engine = 1;\n',
  'src/mock-vessel/ok-allowed.ts': [
    "import { v } from '../vessel/index.ts';",
    "import { s } from '../vessel/seams.ts';",
    "import { m } from '../../mock-model/m.ts';",
    "import { t } from '../transcript/t.ts';",
    "import type { W } from '../a2a/wire.ts';",
    "import { e } from '../a2a/vessel-events.ts';",
    "import { createServer } from 'node:http';",
    'export const all = [v, s, m, t, e, createServer] as unknown as W;',
  ].join('\n'),
  'src/mock-vessel/reaches-inside.ts': "export { engine } from '../vessel/turn/engine.ts';\n",
  'src/mock-vessel/uses-checks.ts': "export type { C } from '../checks/c.ts';\n",
  'src/mock-vessel/via-model.ts': "export { leak } from '../../mock-model/leaky.ts';\n",
  'mock-model/m.ts': 'export const m = 1;\n',
  'mock-model/leaky.ts': "export { run as leak } from '../src/runner/run.ts';\n",
  'src/checks/c.ts': 'export type C = number;\n',
  'src/runner/run.ts': 'export const run = 1;\n',
  'src/transcript/t.ts': 'export const t = 1;\n',
  'src/a2a/wire.ts': 'export type W = unknown;\n',
  'src/a2a/vessel-events.ts': 'export const e = 1;\n',
};

const EXPECTED: Violation[] = [
  {
    rule: 'mock-vessel-bends-the-vessel-at-its-seams',
    from: 'src/mock-vessel/reaches-inside.ts',
    to: 'src/vessel/turn/engine.ts',
  },
  { rule: 'mock-vessel-bends-the-vessel-at-its-seams', from: 'src/mock-vessel/uses-checks.ts', to: 'src/checks/c.ts' },
  { rule: 'mock-vessel-judges-nothing', from: 'src/mock-vessel/uses-checks.ts', to: 'src/checks/c.ts' },
  // Through the mock model, which the first wall allows: the second follows imports transitively.
  { rule: 'mock-vessel-judges-nothing', from: 'src/mock-vessel/via-model.ts', to: 'src/runner/run.ts' },
];

describe('the mock vessel walls, on a tree that breaks them', () => {
  let root: string;
  let found: Violation[];
  beforeAll(async () => {
    root = mkdtempSync(path.join(tmpdir(), 'mock-vessel-walls-'));
    for (const [file, source] of Object.entries(TREE)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), source);
    }
    found = (await cruiseWalls(root, ['src', 'mock-model'])).filter((v) => v.rule.startsWith('mock-vessel'));
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const key = (v: Violation) => `${v.rule}: ${v.from} → ${v.to}`;

  it('report each forbidden import, and nothing for the allowed ones (ok-*)', () => {
    expect(found.map(key).sort()).toEqual(EXPECTED.map(key).sort());
  });
});
