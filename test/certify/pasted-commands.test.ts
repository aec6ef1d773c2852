// The commands a run prints to run a failure again, pasted as a reader pastes them: into a fresh
// `sh -c`, in a project folder whose node_modules/.bin/vessel-kit is this repository's (as
// `npm install vessel-kit` would make it), with nothing but node and npx on PATH and npm kept
// offline. For the embedded target (which cannot fail: the pasted commands give the same passing
// verdicts), for --target and for --profile (a vessel with the lost-character fault: the pasted
// replay and re-run fail the same rules as the run that printed them).
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { startEmbeddedVessel, type RunningEmbedded } from '../../src/embedded/index.ts';
import { replayCommand, rerunCommand } from '../../src/results/commands.ts';
import type { Results } from '../../src/results/schema.ts';
import { captureIO } from '../cli/capture-io.ts';
import { freePort, startFaultyTarget, type FaultyTarget } from './support/faulty-target.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const root = mkdtempSync(path.join(tmpdir(), 'vk-pasted-'));
const CASE = 'properties.turns';
/**
 * The run's seed: one whose counterexample on lost-character plays the turn to its end (caller
 * action none). A counterexample that cancels or hangs up races the model's first delta, so its
 * replay in another process may land the cancel before the lost character: asserted below.
 */
const RUN_SEED = 1;

/** node and npx, and nothing else, on the PATH the pasted commands see. */
function pathWithNodeAndNpx(): string {
  const bin = path.join(root, 'bin');
  mkdirSync(bin);
  symlinkSync(process.execPath, path.join(bin, 'node'));
  const npx = [path.dirname(process.execPath), ...(process.env.PATH ?? '').split(path.delimiter)]
    .map((dir) => path.join(dir, 'npx'))
    .find((file) => existsSync(file));
  if (!npx) throw new Error('npx is not next to node nor on PATH');
  symlinkSync(npx, path.join(bin, 'npx'));
  return bin;
}

/** A project folder with vessel-kit installed as a link to this repository. */
function project(name: string): string {
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'node_modules', '.bin'), { recursive: true });
  symlinkSync(ROOT, path.join(dir, 'node_modules', 'vessel-kit'));
  symlinkSync('../vessel-kit/bin/vessel-kit.js', path.join(dir, 'node_modules', '.bin', 'vessel-kit'));
  return dir;
}

let bin: string;
async function paste(command: string, cwd: string): Promise<{ code: number; out: string }> {
  const env = {
    PATH: bin,
    HOME: path.join(root, 'home'),
    // npm runs a package's bin through a shell: the shell by its full path, as PATH has none.
    npm_config_script_shell: '/bin/sh',
    npm_config_offline: 'true',
    npm_config_update_notifier: 'false',
  };
  try {
    const { stdout } = await promisify(execFile)('/bin/sh', ['-c', command], { cwd, env, timeout: 120_000 });
    return { code: 0, out: stdout };
  } catch (error) {
    const failed = error as { code?: number; stdout?: string; stderr?: string };
    if (typeof failed.code !== 'number') throw error;
    return { code: failed.code, out: `${failed.stdout ?? ''}${failed.stderr ?? ''}` };
  }
}

const results = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Results;
/** The case's verdicts, rule and status, in order. */
const verdictsOf = (r: Results) =>
  r.cases.find((c) => c.id === CASE)!.evidence.verdicts.map((v) => `${v.status} ${v.rule}`);
const failingRules = (r: Results) =>
  [
    ...new Set(
      r.cases
        .find((c) => c.id === CASE)!
        .evidence.verdicts.filter((v) => v.status === 'fail')
        .map((v) => v.rule),
    ),
  ].sort();

/** Certifies in process as a reader would, the reports in `<dir>/reports`, and returns what it printed. */
async function certifyInto(
  dir: string,
  flags: string[],
): Promise<{ code: number; printed: string; recorded: Results }> {
  const io = captureIO();
  const code = await main(
    [
      'certify',
      ...flags,
      '--property',
      'turns',
      '--runs',
      '6',
      '--seed',
      String(RUN_SEED),
      '--out',
      path.join(dir, 'reports'),
    ],
    io,
  );
  const printed = io.out() + io.err();
  const file = path.join(dir, 'reports', 'results.json');
  // A run stopped before it judged anything (its mock model's port taken, say) writes no results: say what it printed.
  if (!existsSync(file)) throw new Error(`certify exited ${code} and wrote no ${file}:\n${printed}`);
  return { code, printed, recorded: results(file) };
}

beforeAll(() => {
  bin = pathWithNodeAndNpx();
  mkdirSync(path.join(root, 'home'));
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the printed commands, pasted into a fresh shell', () => {
  it('for the embedded target, re-run and replay give the verdicts of the run (it cannot fail)', async () => {
    const dir = project('embedded');
    const run = await certifyInto(dir, []);
    expect(run.code, run.printed).toBe(0);
    // Nothing failed, so nothing was printed: the commands are rendered as the reports render them.
    const rerun = rerunCommand(run.recorded, CASE);
    expect(rerun).toBe(`npx vessel-kit certify --runs 6 --only ${CASE} --seed ${RUN_SEED}`);
    const again = await paste(rerun, dir);
    expect(again.code, again.out).toBe(0);
    const rerunResults = results(path.join(dir, 'reports', 'results.json'));
    expect(rerunResults.started_at, 'the pasted command wrote its own results').not.toBe(run.recorded.started_at);
    expect(verdictsOf(rerunResults)).toEqual(verdictsOf(run.recorded));
    const replay = replayCommand(run.recorded, CASE, 1, '0');
    expect(replay).toBe(`npx vessel-kit replay --case ${CASE} --seed 1 --path 0 --runs 6 --run-seed ${RUN_SEED}`);
    const replayed = await paste(replay, dir);
    expect(replayed.code, replayed.out).toBe(0);
    expect(failingRules(results(path.join(dir, 'reports', 'replay', 'results.json')))).toEqual([]);
  }, 180_000);

  describe.each(['--target', '--profile'])('for %s, on a vessel that loses a character', (kind) => {
    let vessel: RunningEmbedded | undefined;
    let faulty: FaultyTarget | undefined;
    let flags: string[];
    beforeAll(async () => {
      if (kind === '--profile') {
        faulty = await startFaultyTarget(['lost-character'], root);
        flags = faulty.flags;
      } else {
        const port = await freePort();
        vessel = await startEmbeddedVessel({ modelUrl: `http://127.0.0.1:${port}/v1`, faults: ['lost-character'] });
        flags = ['--target', vessel.urls.default!, '--model-port', String(port)];
      }
    });
    afterAll(async () => {
      await vessel?.close();
      await faulty?.close();
    });

    it('the replay and the re-run it printed fail the rules the run failed', async () => {
      const dir = project(kind.slice(2));
      const run = await certifyInto(dir, flags);
      expect(run.code, run.printed).toBe(1);
      const failed = failingRules(run.recorded);
      expect(failed).toContain('merge.content-exact');
      const counterexamples = run.recorded.cases
        .flatMap((c) => c.evidence.verdicts)
        .map((v) => (v.evidence as { counterexample?: { action?: { kind?: string } } } | undefined)?.counterexample)
        .filter((ce) => ce !== undefined);
      expect(counterexamples.map((ce) => ce.action?.kind)[0], 'a counterexample free of timing').toBe('none');
      const replay = /\(replay: (npx vessel-kit replay [^)]+)\)/.exec(run.printed)?.[1];
      const rerun = /^Re-run a case alone: (.+)$/m.exec(run.printed)?.[1];
      expect(replay, run.printed).toMatch(
        new RegExp(
          `^npx vessel-kit replay --case ${CASE} --seed \\d+ --path [\\d:]+ ${flags.join(' ')} --runs 6 --run-seed ${RUN_SEED}$`,
        ),
      );
      expect(rerun).toBe(`npx vessel-kit certify ${flags.join(' ')} --runs 6 --only ${CASE} --seed ${RUN_SEED}`);

      const replayed = await paste(replay!, dir);
      expect(replayed.code, replayed.out).toBe(1);
      expect(replayed.out).toContain(`replay: reproduced: the same rules fail as recorded (${failed.join(', ')})`);
      expect(failingRules(results(path.join(dir, 'reports', 'replay', 'results.json')))).toEqual(failed);

      const again = await paste(rerun!, dir);
      expect(again.code, again.out).toBe(1);
      const rerunResults = results(path.join(dir, 'reports', 'results.json'));
      expect(rerunResults.started_at, 'the pasted command wrote its own results').not.toBe(run.recorded.started_at);
      expect(failingRules(rerunResults)).toEqual(failed);
    }, 180_000);
  });
});
