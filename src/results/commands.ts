// The commands that run a failure again, rendered from results alone: the re-run of one case (the
// reports print it) and the replay of one property-based counterexample (the runner writes it into
// the failing verdicts). Both carry what results.options recorded of how the run drove the target
// (`rerun_flags`: the target, the mock model's address, --allow-host, --timeout-scale, --thorough,
// --runs, --suite, --load) and the run's seed, so the pasted command runs what the run ran.
import type { Results } from './schema.ts';

/** What the commands are rendered from. */
export type RunRecord = Pick<Results, 'target' | 'options' | 'seed'>;

const quote = (text: string) => (/^[\w.,:/@=+-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`);

/** For results written before `rerun_flags` was recorded: what could be read off them then. */
function flagsReadOff(run: RunRecord): string[] {
  const flags: string[] = [];
  const t = run.target;
  if (t.kind === 'profile') flags.push('--profile', run.options.profile_file ?? 'PROFILE.json');
  if (t.kind === 'url') flags.push('--target', t.agents[0]?.url ?? 'URL');
  if (t.kind !== 'embedded') {
    try {
      const url = new URL(t.model_url);
      if (url.port !== '' && url.port !== '9100') flags.push('--model-port', url.port);
      if (url.hostname !== '127.0.0.1' && url.hostname !== 'localhost') flags.push('--model-host', url.hostname);
    } catch {
      // A model URL that does not parse: leave the defaults.
    }
  }
  for (const host of run.options.allow_hosts ?? []) flags.push('--allow-host', host);
  if (run.options.timeout_scale !== 1) flags.push('--timeout-scale', String(run.options.timeout_scale));
  return flags;
}

const flagsOf = (run: RunRecord) => run.options.rerun_flags ?? flagsReadOff(run);

/** The command that re-runs one case alone against the same target, with the same seed and options. */
export function rerunCommand(run: RunRecord, caseId: string): string {
  return ['npx', 'vessel-kit', 'certify', ...flagsOf(run), '--only', caseId, '--seed', String(run.seed)]
    .map(quote)
    .join(' ');
}

/** The command that replays one counterexample of a property-based case (its fast-check seed and path) alone. */
export function replayCommand(run: RunRecord, caseId: string, seed: number, path: string): string {
  return [
    'npx',
    'vessel-kit',
    'replay',
    '--case',
    caseId,
    '--seed',
    String(seed),
    '--path',
    path,
    ...flagsOf(run),
    '--run-seed',
    String(run.seed),
  ]
    .map(quote)
    .join(' ');
}
