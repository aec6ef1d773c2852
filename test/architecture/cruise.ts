// Runs the dependency walls as `npm run lint:walls` does: the repository's .dependency-cruiser.cjs
// and tsconfig.json, through dependency-cruiser's API, over a tree rooted at `baseDir`.
import path from 'node:path';
import { cruise, type ICruiseResult } from 'dependency-cruiser';
import extractDepcruiseOptions from 'dependency-cruiser/config-utl/extract-depcruise-options';
import extractTSConfig from 'dependency-cruiser/config-utl/extract-ts-config';

export const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
export const WALLS_CONFIG = path.join(REPO_ROOT, '.dependency-cruiser.cjs');
/** What package.json's lint:walls script cruises. */
export const CRUISED = ['src', 'mock-model', 'suites', 'scripts'];

export interface Violation {
  rule: string;
  from: string;
  to: string;
}

export async function cruiseWalls(baseDir: string, roots: readonly string[] = CRUISED): Promise<Violation[]> {
  const options = await extractDepcruiseOptions(WALLS_CONFIG);
  const { output } = await cruise(
    [...roots],
    { ...options, baseDir, outputType: 'json' },
    {},
    { tsConfig: extractTSConfig(path.join(REPO_ROOT, 'tsconfig.json')) },
  );
  const result: ICruiseResult = typeof output === 'string' ? (JSON.parse(output) as ICruiseResult) : output;
  return result.summary.violations.map((v) => ({
    rule: v.rule.name,
    from: v.from,
    // A cycle is reported on one edge; its path says which modules it goes through.
    to: v.cycle ? v.cycle.map((step) => step.name).join(' → ') : v.to,
  }));
}
