// The filing of fault areas across the three faults-*.test.ts files: a new area left out, or one
// named twice, must stop the negative controls rather than go uncertified (or certified twice).
import { describe, expect, it } from 'vitest';
import { faultsByArea } from '../../src/faults/catalogue.ts';
import { FAULT_FILES, filingProblem } from './support/fault-controls.ts';

const areas = Object.keys(faultsByArea);

describe('FAULT_FILES', () => {
  it('names every area of the fault catalogue but stress, each once', () => {
    expect(filingProblem(FAULT_FILES, areas)).toBeUndefined();
  });

  it('is refused when an area is left out', () => {
    const withoutViews = { ...FAULT_FILES, a2a: FAULT_FILES.a2a.filter((a) => a !== 'views') };
    expect(filingProblem(withoutViews, areas)).toBe(
      'FAULT_FILES must name every area but stress once: missing views; twice none',
    );
  });

  it('is refused when an area is named in two files', () => {
    const viewsTwice = { ...FAULT_FILES, request: [...FAULT_FILES.request, 'views'] };
    expect(filingProblem(viewsTwice, areas)).toBe(
      'FAULT_FILES must name every area but stress once: missing none; twice views',
    );
  });

  it('does not ask for stress, which robustness-suite.test.ts certifies', () => {
    expect(areas).toContain('stress');
    expect(Object.values(FAULT_FILES).flat()).not.toContain('stress');
  });
});
