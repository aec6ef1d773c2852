// Every conformance case, grouped like the documents: one module per section (h2spec style),
// each case naming the rule ids and sentence it rests on. Order here is the order in
// results.json; cases never depend on it.
import type { ConformanceCase } from '../src/case/index.ts';
import { loadTurnFixtures } from './load-fixtures.ts';
import { a2aCases } from './a2a/index.ts';
import { transcriptCases } from './transcript.ts';
import { eventCases } from './events.ts';
import { mergeCases } from './merge-windows.ts';
import { statusCases } from './statuses.ts';
import { artifactCases } from './artifacts.ts';
import { modelFacingCases } from './model-facing.ts';
import { propertyCases, type PropertyOptions } from './properties/index.ts';
import { robustCases } from './robust.ts';
import { securityCases } from './security.ts';
import { stressCases, type StressOptions } from './stress/index.ts';

export interface SuiteOptions {
  /** How the property-based cases run (runs, thorough, a replay). */
  properties?: PropertyOptions;
  /** How the robustness suite's cases run (`--load N`, smaller streams and bodies for tests). */
  stress?: StressOptions;
}

export function allCases(options: SuiteOptions = {}): ConformanceCase[] {
  const fixtures = loadTurnFixtures();
  const cases = [
    ...a2aCases(),
    ...transcriptCases(),
    ...eventCases(fixtures),
    ...mergeCases(fixtures),
    ...statusCases(fixtures),
    ...artifactCases(fixtures),
    ...modelFacingCases(fixtures),
    ...propertyCases(options.properties),
    ...robustCases(),
    ...securityCases(),
    ...stressCases(options.stress),
  ];
  const ids = new Set<string>();
  for (const c of cases) {
    if (ids.has(c.id)) throw new Error(`suites: duplicate case id ${c.id}`);
    ids.add(c.id);
  }
  return cases;
}
