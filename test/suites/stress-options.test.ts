// How the robustness suite is asked for: `--suite` (repeatable), `--thorough`, `--load N`; the
// cases it builds from them; and what `--help` says of them.
import { describe, expect, it } from 'vitest';
import { certifyHelp, parseCertifyArgs } from '../../src/cli/certify-args.ts';
import { UsageError } from '../../src/cli/command.ts';
import { allCases } from '../../suites/index.ts';
import { stressCases } from '../../suites/stress/index.ts';
import type { RecordedUnreadStream } from '../../src/a2a/recording.ts';
import type { CaseContext } from '../../src/case/index.ts';

const parse = (argv: string[]) => parseCertifyArgs(argv, '/nonexistent-dir-without-config');

describe('certify --suite and --load', () => {
  it('runs the default suite alone unless told, with a load of 50', async () => {
    const args = await parse([]);
    expect(args.suites).toEqual(['default']);
    expect(args.load).toBe(50);
  });

  it('takes --suite repeated, --thorough adding robustness, and --load N', async () => {
    expect((await parse(['--suite', 'robustness'])).suites).toEqual(['robustness']);
    expect((await parse(['--suite', 'default', '--suite', 'robustness'])).suites).toEqual(['default', 'robustness']);
    expect((await parse(['--thorough'])).suites).toEqual(['default', 'robustness']);
    expect((await parse(['--thorough', '--suite', 'robustness'])).suites).toEqual(['robustness']);
    expect((await parse(['--load', '7'])).load).toBe(7);
  });

  it('refuses an unknown suite and a load that is not a positive integer, naming the option', async () => {
    await expect(parse(['--suite', 'robust'])).rejects.toThrow(
      new UsageError("--suite must be one of default, robustness, got 'robust'"),
    );
    await expect(parse(['--load', '0'])).rejects.toThrow("--load must be a positive integer, got '0'");
    await expect(parse(['--load', '2.5'])).rejects.toThrow(UsageError);
  });

  it('--help tells of both', () => {
    expect(certifyHelp).toMatch(/--suite NAME {10}the suites to run \(repeatable\): default .* and robustness/s);
    expect(certifyHelp).toMatch(/--load N {14}concurrent turns of the robustness suite's load case \(default 50\)/);
    expect(certifyHelp).toMatch(/--thorough[\s\S]*and the robustness suite runs too/);
  });
});

describe('the robustness cases', () => {
  it('belong to the robustness suite, every other case to the default one', () => {
    const cases = allCases();
    const robust = cases.filter((c) => c.suite === 'robustness').map((c) => c.id);
    expect(robust).toEqual([
      'stress.body-over-limit',
      'stress.megabyte-fields',
      'stress.unread-long-stream',
      'stress.hang-up-mid-stream',
      'stress.byte-at-a-time-request',
      'stress.concurrent-turns',
    ]);
    expect(cases.filter((c) => c.id.startsWith('stress.')).map((c) => c.id)).toEqual(robust);
  });

  it('take the load from the options', () => {
    expect(stressCases({ load: 12 }).find((c) => c.id === 'stress.concurrent-turns')!.title).toMatch(
      /^12 concurrent turns/,
    );
    expect(allCases({ stress: { load: 3 } }).find((c) => c.id === 'stress.concurrent-turns')!.title).toMatch(
      /^3 concurrent/,
    );
  });
});

describe('judging a bundle again', () => {
  it('leaves the cases that send with the hostile clients not-tested when the bundle holds none of their sends, saying why, and sends nothing', async () => {
    // A replayed context offers no hostile clients when the tape holds none (an older kit's bundle);
    // the cases must not reach for the (gone) target.
    const replayed = {} as CaseContext;
    for (const c of stressCases().filter((x) => x.id !== 'stress.megabyte-fields')) {
      const outcome = await c.run(replayed);
      expect(
        outcome.verdicts.map((v) => [v.rule, v.status]),
        c.id,
      ).toEqual([[c.rules[0], 'not-tested']]);
      expect(outcome.verdicts[0]!.message).toBe(
        'not judged again from this bundle: the kit that recorded it did not tape the hostile clients this case sends with',
      );
    }
  });
});

describe('the slow-reader case', () => {
  it('judges nothing of a stream that never sent its first event, saying why', async () => {
    const unread: RecordedUnreadStream = {
      url: 'http://vessel.test/',
      requestHeaders: {},
      requestBody: {},
      sentAt: 0,
      bytes: 0,
      end: { at: 10_000, how: 'no-first-event', detail: 'no first event within 10000 ms' },
    };
    // As the recorder does with such a stream: nothing held, so the case's own asks never run.
    const ctx = { timeoutScale: 1, hostile: { unread: async () => unread } } as unknown as CaseContext;
    const slow = stressCases().find((c) => c.id === 'stress.unread-long-stream')!;
    const outcome = await slow.run(ctx);
    expect(outcome.verdicts.map((v) => [v.rule, v.status, v.message])).toEqual([
      ['stress.slow-reader', 'not-tested', 'the stream could not be held unread: no first event within 10000 ms'],
    ]);
  });
});

describe('the load case', () => {
  it('deals a fifth of its turns, at least one each, to cancels and to hang-ups, at every seed', async () => {
    const { loadActions } = await import('../../suites/stress/index.ts');
    for (let seed = 1; seed <= 200; seed++) {
      let state = seed;
      const random = () => ((state = (state * 16807) % 2147483647) - 1) / 2147483646;
      const actions = loadActions(8, random);
      expect(
        actions.filter((a) => a === 'cancel'),
        `seed ${seed}`,
      ).toHaveLength(2);
      expect(
        actions.filter((a) => a === 'hang-up'),
        `seed ${seed}`,
      ).toHaveLength(2);
      expect(
        actions.filter((a) => a === 'read'),
        `seed ${seed}`,
      ).toHaveLength(4);
    }
    expect(loadActions(50, Math.random).filter((a) => a === 'hang-up')).toHaveLength(10);
    expect(loadActions(2, Math.random)).toEqual(['read', 'read']);
  });
});
