// results.options, written from the option table (options.ts): each option that has a place there,
// as the run resolved it, and the flags that make another run drive the target the same way,
// which the commands that re-run a case and replay a counterexample carry (src/results/commands.ts).
import { ResultsSchema, type Results } from '../results/schema.ts';
import { inCodeValue, OPTION_ENTRIES, type CertifyArgs } from './options.ts';

/** The fields results.options always has, even empty (`only`, `skip`); the others only when set. */
const ALWAYS = new Set<string>(ResultsSchema.properties.options.required ?? []);

/** What results.options records of a value certify() was given itself rather than as a file. */
const GIVEN_IN_CODE = '(given in code)';

type TargetRecord = { kind: Results['target']['kind']; modelUrl: string };

/** The run's options as results.options records them. */
export function recordedOptions(args: CertifyArgs, target: TargetRecord): Results['options'] {
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
  record.rerun_flags = rerunFlags(args, target);
  return record as Results['options'];
}

/**
 * The flags of every option the re-run and replay commands carry, when not at its default. With a
 * config file read, defaults are spelt out too: the file may set another value, and the pasted
 * command reads the file again.
 */
export function rerunFlags(args: CertifyArgs, target: TargetRecord): string[] {
  const spell = args.config !== undefined;
  const values = args as Record<string, unknown>;
  const flags: string[] = [];
  for (const [name, o] of OPTION_ENTRIES) {
    if (!o.rerun || (o.external && target.kind === 'embedded')) continue;
    let value = values[name];
    // The port the mock model listened on: `--model-port 0` picked one, which the target was pointed at.
    if (name === 'modelPort') value = Number(new URL(target.modelUrl).port || value);
    // A profile given to certify() as a value has no file to name: the reader puts theirs.
    if (name === 'profile' && value !== undefined && typeof value !== 'string') value = 'PROFILE.json';
    if (value === undefined || value === false) continue;
    if (!spell && JSON.stringify(value) === JSON.stringify(o.default)) continue;
    if (value === true) flags.push(`--${o.flag}`);
    else for (const item of Array.isArray(value) ? value : [value]) flags.push(`--${o.flag}`, String(item));
  }
  return flags;
}
