import { afterAll, describe, expect, it } from 'vitest';
import { mkdtempSync, readFileSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { Ajv } from 'ajv';
import { main } from '../../src/cli/main.ts';
import type { CliIO } from '../../src/cli/command.ts';
import type { Results } from '../../src/results/schema.ts';

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});
function outDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'vk-certify-'));
  dirs.push(dir);
  return dir;
}

function captureIO(): CliIO & { out: () => string; err: () => string } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out: () => out.join(''),
    err: () => err.join(''),
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    stdin: new PassThrough(),
    stopSignal: new AbortController().signal,
  };
}

const schema = JSON.parse(
  readFileSync(new URL('../../schemas/results.schema.json', import.meta.url), 'utf8'),
) as object;
const validateResults = new Ajv({ strict: false, allErrors: true }).compile(schema);
const readResults = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) as Results;

describe('vessel-kit certify: usage', () => {
  it('--help names every option and the exit codes', async () => {
    const io = captureIO();
    expect(await main(['certify', '--help'], io)).toBe(0);
    for (const option of [
      '--profile',
      '--target',
      '--model-port',
      '--model-host',
      '--only',
      '--skip',
      '--list',
      '--concurrency',
      '--timeout-scale',
      '--seed',
      '--out',
      '--json',
      '--reporter',
      '--quiet',
      '--require',
      '--fail-on',
      '--expected-failures',
      '--shard',
      '--durations',
      '--evidence',
      '--config',
    ]) {
      expect(io.out()).toContain(option);
    }
    expect(io.out()).toMatch(/Exit codes: 0 .*1 .*2/s);
  });

  it.each([
    [['--concurrency', '0'], /--concurrency must be a positive integer/],
    [['--timeout-scale', 'fast'], /--timeout-scale must be a positive number/],
    [['--profile', 'a.json', '--target', 'http://x'], /--profile or --target, not both/],
    [['--target', 'not a url'], /--target must be an http\(s\) URL/],
    [['--model-port', '70000'], /--model-port must be a port number/],
    [['--frobnicate'], /Unknown option '--frobnicate'/],
    [['--reporter', 'pdf'], /--reporter must be one of terminal, json, junit, markdown, html, badge, got 'pdf'/],
    [['--require', 'passed'], /--require must be 'certified'/],
    [['--fail-on', 'info'], /--fail-on must be 'must' or 'should'/],
    [['--shard', '3/2'], /--shard 3\/2: i must be from 1 to n/],
    [
      ['--durations', '/nonexistent/results.json'],
      /--durations \/nonexistent\/results\.json: cannot read a results\.json there \(ENOENT\)/,
    ],
    [
      ['--target', 'http://127.0.0.1:1', '--model-port', '0', '--model-host', '203.0.113.7'],
      /cannot serve the mock model on 203\.0\.113\.7:0: EADDRNOTAVAIL/,
    ],
  ])('refuses %j with exit 2 and a message', async (argv, message) => {
    const io = captureIO();
    expect(await main(['certify', ...argv], io)).toBe(2);
    expect(io.err()).toMatch(message);
  });

  it('--list prints the selected cases with their rules and runs nothing', async () => {
    const io = captureIO();
    const out = outDir();
    expect(await main(['certify', '--list', '--only', 'a2a.*', '--out', out], io)).toBe(0);
    expect(io.out()).toContain('a2a.discovery.card');
    expect(io.out()).toContain('a2a.card-served');
    expect(io.out()).not.toContain('statuses.');
    expect(existsSync(path.join(out, 'results.json'))).toBe(false);
  });

  it('a missing profile file is exit 2 naming the file', async () => {
    const io = captureIO();
    expect(await main(['certify', '--profile', '/nonexistent/profile.json', '--model-port', '0'], io)).toBe(2);
    expect(io.err()).toMatch(/cannot read profile \/nonexistent\/profile\.json: ENOENT/);
  });

  it('an unreachable target is exit 2, reported as incomplete, never as passing', async () => {
    const io = captureIO();
    const out = outDir();
    expect(
      await main(['certify', '--target', 'http://127.0.0.1:1', '--model-port', '0', '--out', out, '--seed', '3'], io),
    ).toBe(2);
    expect(io.out()).toMatch(/INCOMPLETE \(exit 2\): target unreachable/);
    const results = readResults(out);
    expect(results.outcome).toMatchObject({ exit_code: 2, verdict: 'incomplete' });
    expect(results.summary.by_status.pass).toBe(0);
    expect(validateResults(results), JSON.stringify(validateResults.errors)).toBe(true);
  });
});

describe('vessel-kit certify: the embedded reference vessel', () => {
  it('certifies the clean embedded vessel with no failure, three runs in a row', async () => {
    for (let run = 1; run <= 3; run++) {
      const io = captureIO();
      const out = outDir();
      const code = await main(['certify', '--out', out, '--seed', String(run)], io);
      const results = readResults(out);
      const failures = results.cases
        .filter((c) => c.status === 'fail' || c.status === 'error')
        .map((c) => `${c.id}: ${c.message}`);
      expect(failures, `run ${run}`).toEqual([]);
      expect(code, io.out()).toBe(0);
      expect(results.summary.by_status.skip, 'the embedded profile declares everything').toBe(0);
      expect(results.outcome.verdict).toBe('certified');
      expect(results.seed).toBe(run);
      expect(results.target.kind).toBe('embedded');
      expect(validateResults(results), JSON.stringify(validateResults.errors?.slice(0, 3))).toBe(true);
      expect(results.target.classification).toEqual({
        as: 'vessel',
        evidence: "the kit's embedded reference vessel",
        forced: true,
      });
      expect(io.out()).toMatch(
        /^vessel-kit certify: .*\nJudged as a vessel \(the kit's embedded reference vessel\): every rule applies\.\ncases: \d+ — \d+ pass/,
      );
    }
    // Three whole certifications: about 9 s on a quiet machine, 45 s beside the rest of the suite.
  }, 90_000);

  it('--json prints the results, and --only narrows the run', async () => {
    const io = captureIO();
    const out = outDir();
    expect(await main(['certify', '--only', 'a2a.card*', '--json', '--out', out, '--seed', '9'], io)).toBe(0);
    const printed = JSON.parse(io.out()) as Results;
    // The glob matches the rule ids a2a.card-*, which no case but a2a.discovery.card names.
    expect(printed.cases.map((c) => c.id)).toEqual(['a2a.discovery.card']);
    expect(printed.options.only).toEqual(['a2a.card*']);
    expect(readResults(out).profile_digest).toBe(printed.profile_digest);
  });
});

describe('certify() from code', () => {
  it('resolves with exactly what results.json holds, and honours the CI options', async () => {
    const { certify } = await import('../../src/package/index.ts');
    const out = outDir();
    const results = await certify({
      only: ['a2a.discovery.card', 'a2a.errors.method-not-found'],
      seed: 5,
      out,
      require: 'certified',
      evidence: path.join(out, 'evidence'),
      reporters: ['junit'],
    });
    expect(results).toEqual(readResults(out));
    expect(results.outcome).toMatchObject({ verdict: 'passed', exit_code: 1 });
    expect(results.options).toMatchObject({ require: 'certified', evidence: path.join(out, 'evidence') });
    expect(results.cases.every((c) => c.evidence.ref !== undefined && c.evidence.turns.length === 0)).toBe(true);
    expect(existsSync(path.join(out, 'junit.xml'))).toBe(true);
    expect(existsSync(path.join(out, 'index.html'))).toBe(false);
    expect(validateResults(results), JSON.stringify(validateResults.errors?.slice(0, 3))).toBe(true);
  });

  it('without out writes nothing and still resolves with the results as results.json would hold them', async () => {
    const { certify } = await import('../../src/package/index.ts');
    const results = await certify({
      only: ['a2a.discovery.card'],
      seed: 5,
      expectedFailures: [{ rule: 'a2a.card-served', reason: 'x' }],
    });
    // The entry names a rule that passes: stale, so the run fails.
    expect(results.known_deviations?.[0]).toMatchObject({ state: 'stale' });
    expect(results.outcome.exit_code).toBe(1);
    expect(validateResults(results), JSON.stringify(validateResults.errors?.slice(0, 3))).toBe(true);
  });
});
