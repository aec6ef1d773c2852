// Shards agree on a seed without being told: --seed when given, else one derived from the CI
// run's identity (the same in every job of the run, printed with the variable it came from), else
// the first shard stops (exit 2) with the fix, rather than the merge after every shard ran.
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { CI_RUN_VARIABLES, seedFromCi } from '../../src/certify/ci-seed.ts';
import { COMMAND_LINE, IN_CODE, OptionsError, resolveOptions } from '../../src/certify/options.ts';
import { main } from '../../src/cli/main.ts';
import { certify } from '../../src/package/certify.ts';
import type { Results } from '../../src/results/schema.ts';
import { captureIO } from '../cli/capture-io.ts';

const root = mkdtempSync(path.join(tmpdir(), 'vk-ci-seed-'));
afterAll(() => rmSync(root, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

const results = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) as Results;

async function run(argv: string[], env: Record<string, string> = {}) {
  const io = captureIO(undefined, { env });
  const code = await main(argv, io);
  return { code, out: io.out(), err: io.err() };
}

describe('seedFromCi', () => {
  it('gives every job of one run the same seed, and another run another', () => {
    const job = (attempt: string) => seedFromCi({ GITHUB_RUN_ID: '9182736455', GITHUB_RUN_ATTEMPT: attempt });
    expect(job('1')).toEqual(job('1'));
    expect(job('1')?.from).toBe('GITHUB_RUN_ID');
    // Re-running only the failed shards is a new attempt beside the first one's shards: same seed.
    expect(job('2')).toEqual(job('1'));
    expect(seedFromCi({ GITHUB_RUN_ID: '9182736456' })?.seed).not.toBe(job('1')?.seed);
  });

  it.each(CI_RUN_VARIABLES.map((v) => [v.ci, v.variable] as const))('reads %s from %s', (_ci, variable) => {
    const derived = seedFromCi({ [variable]: '4711' });
    expect(derived?.from).toBe(variable);
    expect(Number.isInteger(derived?.seed)).toBe(true);
    expect(derived!.seed).toBeGreaterThanOrEqual(1);
    expect(derived!.seed).toBeLessThan(2 ** 31 - 1);
  });

  it('takes the first variable of the list that is set, and none that is empty', () => {
    expect(seedFromCi({ CI_PIPELINE_ID: '12', GITHUB_RUN_ID: '34' })?.from).toBe('GITHUB_RUN_ID');
    expect(seedFromCi({ GITHUB_RUN_ID: ' ', CI_PIPELINE_ID: '12' })?.from).toBe('CI_PIPELINE_ID');
    // The same number in two CIs names two runs.
    expect(seedFromCi({ CI_PIPELINE_ID: '12' })?.seed).not.toBe(seedFromCi({ BUILDKITE_BUILD_ID: '12' })?.seed);
    expect(seedFromCi({ CI: 'true', GITHUB_RUN_ATTEMPT: '1' })).toBeUndefined();
  });
});

describe('the seed of a run', () => {
  const ci = { GITHUB_RUN_ID: '555' };
  const shard = (text: string) => ({ shard: text });

  it('is the one given, whatever the CI; a shard takes the run identity only when none is', () => {
    expect(resolveOptions({ seed: 7, ...shard('2/3') }, COMMAND_LINE, ci)).toMatchObject({ seed: 7 });
    expect(resolveOptions({ seed: 7, ...shard('2/3') }, COMMAND_LINE, ci).seedFrom).toBeUndefined();
    expect(resolveOptions(shard('2/3'), COMMAND_LINE, ci)).toMatchObject({
      seed: seedFromCi(ci)!.seed,
      seedFrom: 'GITHUB_RUN_ID',
    });
    // Not a shard, or the only one: nothing to agree with, a random seed as ever.
    expect(resolveOptions({}, COMMAND_LINE, ci).seedFrom).toBeUndefined();
    expect(resolveOptions(shard('1/1'), COMMAND_LINE, {}).seedFrom).toBeUndefined();
  });

  it('of a shard with no seed and no CI identity is refused, saying how to fix it, in each door', () => {
    expect(() => resolveOptions(shard('1/3'), COMMAND_LINE, {})).toThrow(OptionsError);
    expect(() => resolveOptions(shard('1/3'), COMMAND_LINE, {})).toThrow(
      /^--shard 1\/3 needs the seed every shard of the run shares, and no CI run identity \(GITHUB_RUN_ID, CI_PIPELINE_ID, CIRCLE_WORKFLOW_ID, BUILDKITE_BUILD_ID, BUILD_BUILDID\) is set to derive it from: pass --seed N to every shard, the same N$/,
    );
    expect(() => resolveOptions(shard('1/3'), IN_CODE, {})).toThrow(
      /^certify: shard 1\/3 needs .*: pass seed N to every shard/,
    );
  });

  it('certify() reads the CI identity from the process environment', async () => {
    for (const { variable } of CI_RUN_VARIABLES) vi.stubEnv(variable, '');
    await expect(certify({ shard: '2/2', only: ['a2a.discovery.card'] })).rejects.toThrow(/pass seed N to every shard/);
  });
});

describe('the sharded CI workflow, with no --seed', () => {
  /** Two quick cases: one for each shard. */
  const QUICK = ['--only', 'a2a.discovery.card', '--only', 'a2a.errors.method-not-found'];
  const shardRun = (index: number, env: Record<string, string>) =>
    run(['certify', ...QUICK, '--shard', `${index}/2`, '--out', path.join(root, `shard-${index}`)], env);

  it('two shards of one CI run draw one seed, printed with its source, and merge into one run', async () => {
    const ci = { CI: 'true', GITHUB_RUN_ID: '9182736455', GITHUB_RUN_ATTEMPT: '1' };
    const { seed } = seedFromCi(ci)!;
    const one = await shardRun(1, ci);
    const two = await shardRun(2, { ...ci, GITHUB_RUN_ATTEMPT: '2' });
    for (const shard of [one, two]) {
      expect(shard.code, shard.err + shard.out).toBe(0);
      expect(shard.err).toContain(`seed ${seed} from GITHUB_RUN_ID`);
    }
    const shardDirs = [2, 1].map((index) => path.join(root, `shard-${index}`));
    const merged = await run(['report', 'merge', ...shardDirs, '--out', path.join(root, 'merged'), '--quiet']);
    expect(merged.code, merged.err + merged.out).toBe(0);
    const m = results(path.join(root, 'merged'));
    expect(m.seed).toBe(seed);
    expect(m.merged_from?.map((s) => s.index)).toEqual([1, 2]);
    expect(m.cases).toHaveLength(2);
    expect(m.cases.map((c) => c.id).sort()).toEqual(
      [...results(path.join(root, 'shard-1')).cases, ...results(path.join(root, 'shard-2')).cases]
        .map((c) => c.id)
        .sort(),
    );
  }, 30_000);

  it('a shard with no --seed outside a CI it knows exits 2 at once with the fix, and runs nothing', async () => {
    const lone = await run(['certify', '--only', 'a2a.card*', '--shard', '1/2', '--out', path.join(root, 'lone')], {
      CI: 'true',
    });
    expect(lone.code).toBe(2);
    expect(lone.err).toMatch(/--shard 1\/2 needs the seed every shard of the run shares.*pass --seed N to every shard/);
    expect(existsSync(path.join(root, 'lone', 'results.json'))).toBe(false);
  });
});
