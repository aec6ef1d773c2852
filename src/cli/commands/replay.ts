// `vessel-kit replay`: re-drives one counterexample of a property-based case against the target,
// from the seed and path its failure printed, and says whether it fails the same way. Everything
// else (target, model port, timeouts) is taken as `certify` takes it.
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { RecordedTurn } from '../../a2a/recording.ts';
import { viewOf } from '../../checks/view.ts';
import type { Results } from '../../results/schema.ts';
import { CERTIFY_OPTIONS } from '../../certify/options.ts';
import { parseCertifyArgs } from '../certify-args.ts';
import { type Command, type CliIO, UsageError } from '../command.ts';
import { certify } from './certify.ts';

const help = `Usage: vessel-kit replay --case ID --seed N --path P [--run-seed N] [certify's options]

Re-runs one counterexample of a property-based case (properties.*) alone: the command its failure
printed ("replay: npx vessel-kit replay --case ... --seed ... --path ... --run-seed ..."), which
carries the target and every option of the run that changes what the case generates. The target is
given as for certify (--profile FILE or --target URL; the embedded reference vessel by default),
with certify's other options (--model-port, --model-host, --allow-host, --timeout-scale,
--thorough, --runs, --suite, --load, --config). Prints the replayed verdicts, then how they compare
with the recorded failure in --results (default reports/results.json, when present). Writes its own
reports to --out (default reports/replay), leaving the recorded run's alone.

Options:
  --case ID             the property-based case (properties.turns, properties.replay, ...)
  --seed N              the fast-check seed the failure printed
  --path P              the fast-check path the failure printed (digits and colons)
  --run-seed N          the seed of the run that found it (certify's --seed)
  --results FILE        the results.json that recorded the failure (default reports/results.json)

Exit codes: 0 the counterexample now passes, 1 it fails (reproduced), 2 usage or reachability error.
`;

interface ReplayArgs {
  caseId: string;
  seed: number;
  path: string;
  runSeed?: string;
  results: string;
  rest: string[];
}

function parseReplayArgs(argv: string[]): ReplayArgs {
  const rest: string[] = [];
  const take: Record<string, string | undefined> = {
    case: undefined,
    seed: undefined,
    path: undefined,
    'run-seed': undefined,
    results: undefined,
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    const name = arg.startsWith('--') ? arg.slice(2).split('=')[0]! : '';
    if (name in take) {
      const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : argv[++i];
      if (value === undefined) throw new UsageError(`--${name} needs a value`);
      take[name] = value;
    } else rest.push(arg);
  }
  if (!take.case?.startsWith('properties.'))
    throw new UsageError('--case must name a property-based case (properties.*)');
  const seed = Number(take.seed);
  if (take.seed === undefined || !Number.isSafeInteger(seed))
    throw new UsageError(`--seed must be an integer, got '${take.seed ?? ''}'`);
  if (take.path === undefined || !/^\d+(:\d+)*$/.test(take.path))
    throw new UsageError(`--path must be digits and colons, got '${take.path ?? ''}'`);
  return {
    caseId: take.case,
    seed,
    path: take.path,
    ...(take['run-seed'] !== undefined ? { runSeed: take['run-seed'] } : {}),
    results: take.results ?? path.join('reports', 'results.json'),
    rest,
  };
}

type Recorded = { verdicts?: FailingVerdict[]; turns?: RecordedTurn[] };

/** The vessel events of a case's first recorded turn, in order (what the trace comparison reads). */
function eventTrace(evidence: Recorded | undefined): string[] {
  const turn = evidence?.turns?.[0];
  return turn ? viewOf(turn).events.map((e) => String(e.type)) : [];
}

/** Where two traces part: the first differing position, or undefined when they are the same. */
function traceDifference(recorded: string[], replayed: string[]): string | undefined {
  const at = recorded.findIndex((type, i) => replayed[i] !== type);
  const first = at === -1 ? (recorded.length === replayed.length ? -1 : recorded.length) : at;
  if (first === -1) return undefined;
  return `event #${first + 1}: recorded ${recorded[first] ?? '(none)'}, now ${replayed[first] ?? '(none)'} (${recorded.length} events recorded, ${replayed.length} now)`;
}

type FailingVerdict = {
  rule: string;
  status: string;
  evidence?: { counterexample?: unknown; seed?: number; path?: string };
};

/** The failing rules of `caseId` in a results file for its counterexample with this seed and path, and its event trace. */
async function recordedFailure(
  file: string,
  caseId: string,
  seed: number,
  where: string,
): Promise<{ rules: string[]; trace: string[] } | undefined> {
  let results: Results;
  try {
    results = JSON.parse(await readFile(file, 'utf8')) as Results;
  } catch {
    return undefined;
  }
  const evidence = results.cases?.find((c) => c.id === caseId)?.evidence as Recorded | undefined;
  const verdicts = (evidence?.verdicts ?? []).filter(
    (v) => v.status === 'fail' && v.evidence?.seed === seed && v.evidence?.path === where,
  );
  return verdicts.length > 0 ? { rules: verdicts.map((v) => v.rule).sort(), trace: eventTrace(evidence) } : undefined;
}

export const command: Command = {
  name: 'replay',
  summary: 'replay one counterexample of a property-based case alone (its seed and path)',
  help,
  async run(argv, io: CliIO) {
    const replay = parseReplayArgs(argv);
    const args = await parseCertifyArgs(
      [
        '--out',
        path.join('reports', 'replay'),
        ...replay.rest,
        // The run's own seed is certify's --seed; certify checks it as it checks its own.
        ...(replay.runSeed !== undefined ? ['--seed', replay.runSeed] : []),
        '--only',
        replay.caseId,
        '--reporter',
        'terminal',
      ],
      process.cwd(),
      io.env,
    );
    const recorded = await recordedFailure(replay.results, replay.caseId, replay.seed, replay.path);
    const code = await certify(args, io, { seed: replay.seed, path: replay.path });
    const replayed = await recordedFailure(
      path.join(args.out ?? CERTIFY_OPTIONS.out.default, 'results.json'),
      replay.caseId,
      replay.seed,
      replay.path,
    );
    if (recorded === undefined) {
      io.stdout(`replay: no recorded failure of ${replay.caseId} with this seed and path in ${replay.results}\n`);
      return code;
    }
    const same = replayed !== undefined && recorded.rules.join() === replayed.rules.join();
    io.stdout(
      same
        ? `replay: reproduced: the same rules fail as recorded (${recorded.rules.join(', ')})\n`
        : `replay: differs from the recording: recorded ${recorded.rules.join(', ')}; now ${replayed ? replayed.rules.join(', ') : 'no failure'}\n`,
    );
    const difference = traceDifference(recorded.trace, replayed?.trace ?? []);
    io.stdout(
      difference
        ? `replay: the event trace differs from the recorded one at ${difference}\n`
        : `replay: the event trace is the recorded one (${recorded.trace.length} events)\n`,
    );
    return code;
  },
};
