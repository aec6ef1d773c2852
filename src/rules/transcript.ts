// Transcript envelope rules (transcript-format.txt; CONTRACT.md D2, D3, D12, D15).
import type { Rule } from './types.ts';

export const rules: Rule[] = [];
