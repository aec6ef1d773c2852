// Certification as CI runs it, through the command line: the five reports of a failing run, the
// exit codes --require and --fail-on add, expected failures (stale and expired entries fail the
// run), shards merged into the single run's verdicts, evidence bundles judged again offline, the
// config file, progress on a terminal and in CI, and an unreachable target rendered by every reporter.
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { dealShards } from '../../src/runner/shard.ts';
import type { Results } from '../../src/results/schema.ts';
import { captureIO } from '../cli/capture-io.ts';
import { startFaultyTarget, type FaultyTarget } from './support/faulty-target.ts';

const root = mkdtempSync(path.join(tmpdir(), 'vk-ci-'));
const dir = (name: string) => {
  const d = path.join(root, name);
  mkdirSync(d, { recursive: true });
  return d;
};
const read = (d: string, file = 'results.json') => readFileSync(path.join(d, file), 'utf8');
const results = (d: string) => JSON.parse(read(d)) as Results;
const statuses = (r: Results) => Object.fromEntries(r.cases.map((c) => [c.id, c.status]));
const verdicts = (r: Results) =>
  Object.fromEntries(r.cases.map((c) => [c.id, c.evidence.verdicts.map((v) => `${v.status} ${v.rule}: ${v.message}`)]));
const FIVE = ['badge.svg', 'index.html', 'junit.xml', 'results.json', 'summary.md'];

async function run(argv: string[], extra: Parameters<typeof captureIO>[1] = {}) {
  const io = captureIO(undefined, extra);
  const code = await main(argv, io);
  return { code, out: io.out(), err: io.err() };
}

let broken: FaultyTarget;
/** The failing run: the lost-character fault breaks merge.content-exact; a2a.card* still passes. */
const FAILING_SELECTION = ['--only', 'merge.*', '--only', 'a2a.card*'];
let failing: { code: number; out: string; err: string };
const failingDir = dir('failing');
const bundleDir = path.join(failingDir, 'evidence');

beforeAll(async () => {
  broken = await startFaultyTarget(['lost-character'], root);
  failing = await run([
    'certify',
    ...broken.flags,
    ...FAILING_SELECTION,
    '--seed',
    '21',
    '--out',
    failingDir,
    '--evidence',
    bundleDir,
  ]);
}, 60_000);

afterAll(async () => {
  await broken.close();
  rmSync(root, { recursive: true, force: true });
});

describe('a failing certification', () => {
  it('exits 1 and writes all five reports, each naming the failure', () => {
    expect(failing.code, failing.err).toBe(1);
    expect(
      readdirSync(failingDir)
        .filter((f) => f.includes('.'))
        .sort(),
    ).toEqual(FIVE);
    const r = results(failingDir);
    expect(r.outcome).toMatchObject({ verdict: 'failed', exit_code: 1 });
    expect(r.outcome.reason).toMatch(/merge\.content-exact/);
    const junit = new XMLParser({
      ignoreAttributes: false,
      isArray: (n) => n === 'testsuite' || n === 'testcase',
    }).parse(read(failingDir, 'junit.xml')) as {
      testsuites: { testsuite: { testcase: { '@_name': string; failure?: unknown }[] }[] };
    };
    const listed = junit.testsuites.testsuite.flatMap((s) => s.testcase.map((c) => c['@_name'].split(':')[0]));
    for (const c of r.cases) expect(listed).toContain(c.id);
    expect(read(failingDir, 'summary.md')).toMatch(/### MUST failures[\s\S]*`merge\.content-exact`/);
    expect(read(failingDir, 'index.html')).toContain('<span class="badge failed" id="verdict">FAILED</span>');
    expect(read(failingDir, 'badge.svg')).toContain('vessel-kit: failed · MUST');
    expect(failing.out).toMatch(/MUST rules failed:\n {2}✗ merge\.content-exact: /);
    expect(failing.out).toContain(`Re-run a case alone: npx vessel-kit certify --profile ${broken.profileFile}`);
  });

  it('with --evidence, results.json references the bundle instead of embedding the recordings', () => {
    const r = results(failingDir);
    const ran = r.cases.filter((c) => c.status !== 'skip');
    expect(ran.length).toBeGreaterThan(0);
    for (const c of ran) {
      expect(c.evidence.turns).toEqual([]);
      expect(c.evidence.ref).toEqual({ bundle: 'evidence', file: `cases/${c.id}.ndjson.gz` });
      expect(c.evidence.verdicts.length).toBeGreaterThan(0);
    }
    expect(r.options.evidence).toBe(bundleDir);
    // summary.md's failing rules link each to its first case's file in that bundle, and the file is there.
    const md = read(failingDir, 'summary.md');
    const links = [
      ...md
        .slice(md.indexOf('### Failing rules'))
        .matchAll(/^\| `[^`]+` \| \w+ \| \d+ \| .* \| \[[^\]]+\]\(([^)]+)\) \|$/gm),
    ];
    const failed = Object.keys(r.rules).filter((id) => r.rules[id]!.status === 'fail');
    expect(failed).toContain('merge.content-exact');
    expect(links).toHaveLength(failed.length);
    for (const [, link] of links) {
      expect(link).toMatch(/^evidence\/cases\/.+\.ndjson\.gz$/);
      expect(existsSync(path.join(failingDir, decodeURIComponent(link!)))).toBe(true);
    }
  });

  it('the bundle holds every recorded turn as NDJSON: events with receive times, model frames with send times, the journal', () => {
    const manifest = JSON.parse(read(bundleDir, 'bundle.json')) as {
      kit: { version: string };
      catalogue_digest: string;
      profile: { agents: unknown[] };
      cases: { id: string; file?: string }[];
    };
    const r = results(failingDir);
    expect(manifest.kit.version).toBe(r.kit.version);
    expect(manifest.catalogue_digest).toBe(r.catalogue_digest);
    expect(manifest.catalogue_digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(manifest.profile.agents.length).toBeGreaterThan(1);
    const file = manifest.cases.find((c) => c.id.startsWith('merge.'))!.file!;
    const lines = gunzipSync(readFileSync(path.join(bundleDir, file)))
      .toString('utf8')
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as Record<string, unknown>);
    expect(lines[0]).toMatchObject({ type: 'case' });
    expect(lines.filter((l) => l.type === 'script').length).toBeGreaterThan(0);
    const turn = lines.find((l) => l.type === 'ask' && l.kind === 'turn')!.turn as unknown as {
      send: { sse: { receivedAt: number }[] };
      modelCalls: { request: unknown; frames: { sentAt: number }[] }[];
    };
    expect(turn.send.sse[0]!.receivedAt).toEqual(expect.any(Number));
    expect(turn.modelCalls[0]!.frames[0]!.sentAt).toEqual(expect.any(Number));
    expect(turn.modelCalls[0]!.request).toHaveProperty('messages');
    expect(lines.at(-1)).toMatchObject({ type: 'evidence' });
  });

  it('rejudging the bundle, without the target, gives the same verdicts as the run that recorded it', async () => {
    const out = dir('rejudged');
    const again = await run(['rejudge', bundleDir, '--out', out]);
    expect(again.code, again.err).toBe(1);
    const recorded = results(failingDir);
    const rejudged = results(out);
    expect(verdicts(rejudged)).toEqual(verdicts(recorded));
    expect(rejudged.outcome).toEqual(recorded.outcome);
    expect(rejudged.rejudged_from?.changed).toEqual([]);
    expect(again.err).toMatch(/every status as recorded/);
    expect(readdirSync(out).sort()).toEqual(FIVE);
  });

  it('a bundle keeps how the cases were built: property-based cases run with --runs rejudge to the same verdicts', async () => {
    const out = dir('properties');
    const evidence = path.join(out, 'evidence');
    const recorded = await run([
      'certify',
      '--only',
      'properties.*',
      '--runs',
      '2',
      '--seed',
      '4',
      '--out',
      out,
      '--evidence',
      evidence,
      '--quiet',
    ]);
    const again = await run(['rejudge', evidence, '--out', dir('properties-rejudged'), '--quiet']);
    expect(again.code).toBe(recorded.code);
    expect(verdicts(results(path.join(root, 'properties-rejudged')))).toEqual(verdicts(results(out)));
    expect(results(out).cases.length).toBeGreaterThan(0);
  });

  it('report render re-renders every report elsewhere, the HTML still showing the evidence from the bundle', async () => {
    const out = dir('rendered');
    const rendered = await run(['report', 'render', path.join(failingDir, 'results.json'), '--out', out, '--quiet']);
    expect(rendered.code).toBe(1);
    expect(rendered.out).toMatch(/^FAILED \(exit 1\): /);
    expect(readdirSync(out).sort()).toEqual(FIVE);
    // The references now lead from the new folder to the same bundle.
    expect(results(out).cases[0]!.evidence.ref?.bundle).toBe(path.relative(out, bundleDir));
    expect(read(out, 'index.html')).toMatch(/<script type="application\/json" id="ev-\d+">/);
  });
});

describe('expected failures', () => {
  const listFailing = (extra: object[]) => {
    const r = results(failingDir);
    const failingRules = Object.entries(r.rules)
      .filter(([, rule]) => rule.status === 'fail' && rule.level === 'MUST')
      .map(([rule]) => ({ rule, reason: 'lost-character: fixed in the next release' }));
    const file = path.join(root, `expected-${extra.length}-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, JSON.stringify({ entries: [...failingRules, ...extra] }));
    return file;
  };

  it('a listed failure does not fail the run; a stale entry does, and every report lists the deviations', async () => {
    const out = dir('baseline-stale');
    const stale = listFailing([{ rule: 'a2a.card-served', reason: 'was broken once' }]);
    const { code, out: text } = await run([
      'certify',
      ...broken.flags,
      ...FAILING_SELECTION,
      '--seed',
      '21',
      '--out',
      out,
      '--expected-failures',
      stale,
    ]);
    expect(code).toBe(1);
    const r = results(out);
    expect(r.outcome.reason).toBe('1 expected-failures entry is out of date: a2a.card-served now passes');
    expect(r.known_deviations?.map((d) => d.state)).toContain('failing');
    expect(text).toMatch(/Known deviations \(.*\):\n {2}~ merge\.content-exact: still fails/);
    expect(text).toContain('~ a2a.card-served: now passes: remove the entry (fails the run)');
    expect(read(out, 'summary.md')).toContain('### Known deviations');
    expect(read(out, 'index.html')).toContain('id="known-deviations"');
    expect(read(out, 'junit.xml')).toMatch(/<testsuite name="expected-failures"[\s\S]*type="stale"/);
  });

  it('with only current entries the run passes (not certified); an expired entry fails it again', async () => {
    const current = await run([
      'rejudge',
      bundleDir,
      '--out',
      dir('baseline-ok'),
      '--expected-failures',
      listFailing([]),
    ]);
    expect(current.code).toBe(0);
    expect(current.out).toMatch(/PASSED \(exit 0\): .*fail as listed in the expected failures/);
    const expiredFile = listFailing([]);
    const json = JSON.parse(readFileSync(expiredFile, 'utf8')) as { entries: { expires?: string }[] };
    json.entries[0]!.expires = '2020-01-01';
    writeFileSync(expiredFile, JSON.stringify(json));
    const expired = await run([
      'rejudge',
      bundleDir,
      '--out',
      dir('baseline-expired'),
      '--expected-failures',
      expiredFile,
    ]);
    expect(expired.code).toBe(1);
    expect(results(path.join(root, 'baseline-expired')).known_deviations?.[0]?.state).toBe('expired');
  });

  it('refuses a file naming a rule the catalogue lacks, before running anything (exit 2)', async () => {
    const file = path.join(root, 'typo.json');
    writeFileSync(file, JSON.stringify({ entries: [{ rule: 'merge.content-exakt', reason: 'typo' }] }));
    const { code, err } = await run(['certify', '--expected-failures', file, '--out', dir('typo')]);
    expect(code).toBe(2);
    expect(err).toMatch(/names rule 'merge\.content-exakt', which the catalogue does not have/);
  });
});

describe('exit codes CI can act on', () => {
  it('--require certified fails a run that judged only some MUST rules (--only), which otherwise exits 0', async () => {
    const plain = await run(['certify', '--only', 'a2a.card*', '--out', dir('only'), '--seed', '3', '--quiet']);
    expect(plain.code).toBe(0);
    expect(plain.out).toMatch(/^PASSED \(exit 0\): .*MUST rule\(s\) were not judged/);
    const strict = await run([
      'certify',
      '--only',
      'a2a.card*',
      '--require',
      'certified',
      '--out',
      dir('only-strict'),
      '--quiet',
    ]);
    expect(strict.code).toBe(1);
    expect(strict.out).toMatch(/^PASSED \(exit 1\): --require certified, but the run is passed: /);
  });

  it('--fail-on should fails a run whose only failure is a SHOULD rule', async () => {
    const shouldOnly = await startFaultyTarget(['tokens-not-summed'], root);
    try {
      const selection = ['--only', 'events.plain-answer', '--only', 'a2a.messages.send-message', '--seed', '5'];
      const lenient = await run(['certify', ...shouldOnly.flags, ...selection, '--out', dir('should'), '--quiet']);
      expect(lenient.code).toBe(0);
      expect(results(path.join(root, 'should')).rules['turn.tokens-sum']?.status).toBe('fail');
      const strict = await run([
        'certify',
        ...shouldOnly.flags,
        ...selection,
        '--fail-on',
        'should',
        '--out',
        dir('should-strict'),
      ]);
      expect(strict.code).toBe(1);
      expect(strict.out).toMatch(/SHOULD rules failed \(--fail-on should: fatal\): turn\.tokens-sum/);
      expect(strict.out).toMatch(/FAILED \(exit 1\): 1 SHOULD rule\(s\) failed \(--fail-on should\): turn\.tokens-sum/);
    } finally {
      await shouldOnly.close();
    }
  });

  it('an unreachable target is incomplete (exit 2), and every reporter says so with the reason', async () => {
    const out = dir('unreachable');
    const { code, out: text } = await run([
      'certify',
      '--target',
      'http://127.0.0.1:1',
      '--model-port',
      '0',
      '--out',
      out,
    ]);
    expect(code).toBe(2);
    expect(text).toMatch(/Not tested:\n {2}- \d+ case\(s\): not run: the target is unreachable/);
    expect(text).toMatch(/INCOMPLETE \(exit 2\): target unreachable: agent 'default' at http:\/\/127\.0\.0\.1:1/);
    expect(read(out, 'summary.md')).toMatch(/^## ⚠️ vessel-kit certify: INCOMPLETE\n\n> target unreachable: /);
    expect(read(out, 'junit.xml')).toMatch(
      /<testcase classname="vessel-kit" name="verdict: incomplete" time="0.000">\s*<error message="target unreachable: /,
    );
    expect(read(out, 'index.html')).toMatch(
      /<div class="banner incomplete" id="incomplete"><strong>Incomplete:<\/strong> target unreachable: /,
    );
    expect(read(out, 'badge.svg')).toContain('vessel-kit: incomplete');
  });
});

describe('shards', () => {
  it('--shard 1/2 and 2/2, merged, give the per-case statuses and the verdict of one run', async () => {
    // One after another: timed cases (merge pacing, deadlines) want the machine's cores to themselves.
    const single = await run(['certify', '--seed', '8', '--out', dir('single'), '--quiet']);
    const one = await run(['certify', '--seed', '8', '--shard', '1/2', '--out', dir('shard-1'), '--quiet']);
    const two = await run(['certify', '--seed', '8', '--shard', '2/2', '--out', dir('shard-2'), '--quiet']);
    expect(
      [one.code, two.code].every((code) => code <= single.code),
      `${single.out}${one.out}${two.out}`,
    ).toBe(true);
    const whole = results(path.join(root, 'single'));
    const s1 = results(path.join(root, 'shard-1'));
    const s2 = results(path.join(root, 'shard-2'));
    expect(s1.shard).toMatchObject({ index: 1, total: 2, balance: 'count' });
    expect(s1.cases.length + s2.cases.length).toBe(whole.cases.length);
    expect(Math.abs(s1.cases.length - s2.cases.length)).toBeLessThanOrEqual(1);
    // A shard judges only its rules: it is not called short of certification for the other shard's.
    for (const shard of [s1, s2])
      if (shard.cases.every((c) => c.status === 'pass')) expect(shard.outcome.verdict).toBe('certified');

    const mergedDir = dir('merged');
    const merged = await run([
      'report',
      'merge',
      path.join(root, 'shard-2'),
      path.join(root, 'shard-1'),
      '--out',
      mergedDir,
    ]);
    expect(merged.code, merged.err).toBe(single.code);
    const m = results(mergedDir);
    expect(statuses(m)).toEqual(statuses(whole));
    expect(m.cases.map((c) => c.id)).toEqual(whole.cases.map((c) => c.id));
    expect(m.outcome).toEqual(whole.outcome);
    expect(m.summary).toEqual(whole.summary);
    expect(Object.fromEntries(Object.entries(m.rules).map(([id, r]) => [id, r.status]))).toEqual(
      Object.fromEntries(Object.entries(whole.rules).map(([id, r]) => [id, r.status])),
    );
    expect(m.merged_from?.map((s) => s.index)).toEqual([1, 2]);
    expect(readdirSync(mergedDir).sort()).toEqual(FIVE);
  }, 60_000);

  it('a missing shard leaves its cases not-tested and the merge incomplete; shards of other runs are refused', async () => {
    const partial = await run([
      'report',
      'merge',
      path.join(root, 'shard-1'),
      '--out',
      dir('merged-partial'),
      '--quiet',
    ]);
    expect(partial.code, partial.out).toBe(2);
    expect(partial.out).toMatch(/^INCOMPLETE \(exit 2\): shard\(s\) 2\/2 missing from the merge/);
    const m = results(path.join(root, 'merged-partial'));
    expect(m.cases.filter((c) => c.status === 'not-tested').length).toBe(
      results(path.join(root, 'shard-2')).cases.length,
    );
    const notShard = await run(['report', 'merge', path.join(root, 'single'), '--out', dir('merged-bad')]);
    expect(notShard.code).toBe(2);
    expect(notShard.err).toMatch(/is not a shard's results/);
  });

  it("--durations balances by a previous run's case times: the deal follows them", async () => {
    const previous = path.join(root, 'single', 'results.json');
    const shard = await run([
      'certify',
      '--seed',
      '8',
      '--shard',
      '1/3',
      '--durations',
      previous,
      '--only',
      'statuses.*',
      '--out',
      dir('timed'),
      '--quiet',
    ]);
    const r = results(path.join(root, 'timed'));
    expect(shard.code).toBe(r.outcome.exit_code);
    expect(r.shard?.balance).toBe('durations');
    const whole = results(path.join(root, 'single'));
    const durations = new Map(whole.cases.map((c) => [c.id, c.duration_ms]));
    expect(r.cases.map((c) => c.id)).toEqual(dealShards(r.shard!.selection, { index: 1, total: 3 }, durations).ids);
  });
});

describe('progress and the terminal', () => {
  const quick = ['certify', '--only', 'a2a.discovery.card', '--only', 'a2a.errors.method-not-found', '--seed', '2'];

  it('on a terminal the progress is redrawn in place on standard error', async () => {
    const { err } = await run([...quick, '--out', dir('tty')], { stderrIsTTY: true, env: {}, columns: 100 });
    // Each redraw returns to the block's start and clears it; the last one leaves the screen clean.
    expect(err).toMatch(/\r\x1b\[2K\d\/\d cases · \d+\.\d s/);
    expect(err).not.toMatch(/^\[\d\/\d\] /m);
    expect(err.endsWith('\r\x1b[2K')).toBe(true);
  });

  it('with CI=true (or no terminal), one plain line per finished case', async () => {
    const { err, out } = await run([...quick, '--out', dir('ci')], { stderrIsTTY: true, env: { CI: 'true' } });
    expect(err).not.toContain('\x1b[');
    const total = results(path.join(root, 'ci')).cases.length;
    const lines = err.split('\n').filter((l) => l.startsWith('['));
    expect(lines).toHaveLength(total);
    lines.forEach((line, i) =>
      expect(line).toMatch(new RegExp(`^\\[${i + 1}/${total}\\] ✓ pass {7}a2a\\.\\S+ \\(\\d+ ms\\)$`)),
    );
    expect(out).toMatch(/^vessel-kit certify: /);
  });

  it('--quiet prints only the verdict', async () => {
    const { err, out } = await run([...quick, '--out', dir('quiet'), '--quiet'], { stderrIsTTY: true, env: {} });
    expect(err).toBe('');
    expect(out).toMatch(/^PASSED \(exit 0\): [^\n]+\n$/);
  });
});

describe('vessel-kit.config.json', () => {
  it('holds what the command line takes, paths relative to the file; flags override it', async () => {
    const project = dir('project');
    writeFileSync(
      path.join(project, 'vessel-kit.config.json'),
      JSON.stringify({
        $schema: '../node_modules/vessel-kit/schemas/config.schema.json',
        only: ['a2a.card*'],
        out: 'ci-reports',
        reporters: ['json', 'junit'],
        require: 'certified',
        seed: 12,
      }),
    );
    const fromFile = await run(['certify', '--config', path.join(project, 'vessel-kit.config.json')]);
    expect(fromFile.code).toBe(1);
    expect(fromFile.out).toBe('');
    const out = path.join(project, 'ci-reports');
    expect(readdirSync(out).sort()).toEqual(['junit.xml', 'results.json']);
    expect(results(out)).toMatchObject({ seed: 12, options: { only: ['a2a.card*'], require: 'certified' } });

    const overridden = await run([
      'certify',
      '--config',
      path.join(project, 'vessel-kit.config.json'),
      '--reporter',
      'terminal',
      '--reporter',
      'markdown',
      '--out',
      path.join(project, 'elsewhere'),
    ]);
    expect(overridden.out).toMatch(/^vessel-kit certify: .*seed 12/);
    expect(readdirSync(path.join(project, 'elsewhere')).sort()).toEqual(['results.json', 'summary.md']);
  });

  it('an invalid config is a usage error naming the field (exit 2)', async () => {
    const file = path.join(dir('bad-config'), 'vessel-kit.config.json');
    writeFileSync(file, JSON.stringify({ reporter: ['junit'] }));
    const { code, err } = await run(['certify', '--config', file]);
    expect(code).toBe(2);
    expect(err).toMatch(/not a valid config: .*\(reporter\)/);
    expect(existsSync(path.join(path.dirname(file), 'reports'))).toBe(false);
  });

  it('results.json stays small when a bundle holds the recordings', () => {
    const withBundle = statSync(path.join(failingDir, 'results.json')).size;
    const withoutBundle = statSync(path.join(root, 'baseline-stale', 'results.json')).size;
    expect(withBundle).toBeLessThan(withoutBundle / 2);
  });
});
