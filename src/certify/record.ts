// results.options, written from the option table (options.ts): each option that has a place there,
// as the run resolved it.
import { ResultsSchema, type Results } from '../results/schema.ts';
import { inCodeValue, OPTION_ENTRIES, type CertifyArgs } from './options.ts';

/** The fields results.options always has, even empty (`only`, `skip`); the others only when set. */
const ALWAYS = new Set<string>(ResultsSchema.properties.options.required ?? []);

/** What results.options records of a value certify() was given itself rather than as a file. */
const GIVEN_IN_CODE = '(given in code)';

/** The run's options as results.options records them. */
export function recordedOptions(args: CertifyArgs): Results['options'] {
  const record: Record<string, unknown> = {};
  const values = args as Record<string, unknown>;
  for (const [name, o] of OPTION_ENTRIES) {
    if (!o.results) continue;
    const value = values[name];
    // A profile given as a value names no file; given entries or durations are said to be given so.
    const recorded = inCodeValue(name, value) ? (name === 'profile' ? undefined : GIVEN_IN_CODE) : value;
    const unset = recorded === undefined || recorded === false || (Array.isArray(recorded) && recorded.length === 0);
    if (!unset || ALWAYS.has(o.results)) record[o.results] = recorded;
  }
  return record as Results['options'];
}
