// certify and renamed case ids: an old expected-failures file, an old durations file and
// `--only old-id` are each read under the new id, and each gets a "renamed to" line on stderr.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import type { Results } from '../../src/results/schema.ts';
import { captureIO } from './capture-io.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'vk-case-renames-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('certify and renamed case ids', () => {
  it('reads --only, --expected-failures and --durations naming old ids under the new ones, warning for each', async () => {
    const expected = path.join(dir, 'expected-failures.json');
    writeFileSync(expected, JSON.stringify({ entries: [{ case: 'a2a.list-tasks-spec', reason: 'listed before' }] }));
    const durations = path.join(dir, 'durations.json');
    writeFileSync(durations, JSON.stringify({ cases: [{ id: 'a2a.card', status: 'pass', duration_ms: 90 }] }));
    const out = path.join(dir, 'out');
    const io = captureIO();
    // Nothing listens on port 1: the run stops at the preflight, after the inputs were read.
    const code = await main(
      [
        'certify',
        ...['--target', 'http://127.0.0.1:1/', '--model-port', '0'],
        ...['--only', 'a2a.card', '--expected-failures', expected, '--durations', durations, '--shard', '1/1'],
        ...['--out', out, '--quiet'],
      ],
      io,
    );
    expect(code).toBe(2);
    const warnings = io
      .err()
      .split('\n')
      .filter((line) => line.startsWith('vessel-kit certify: warning: '))
      .map((line) => line.slice('vessel-kit certify: warning: '.length));
    expect(warnings).toEqual([
      'case a2a.card was renamed to a2a.discovery.card: --only a2a.card selects it under its new id',
      'case a2a.list-tasks-spec was renamed to a2a.tasks.list-tasks-paged: the expected-failures entry naming it is read under the new id',
      'case a2a.card was renamed to a2a.discovery.card: its duration in the durations file is read under the new id',
    ]);
    const results = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')) as Results;
    expect(results.cases.map((c) => c.id)).toEqual(['a2a.discovery.card']);
    expect(results.shard?.balance).toBe('durations');
    expect(results.known_deviations).toMatchObject([
      { case: 'a2a.tasks.list-tasks-paged', listed_as: 'a2a.list-tasks-spec', state: 'not-judged' },
    ]);
  });
});
