// One set of certify options through three doors: the flags, vessel-kit.config.json and
// certify(). Every option that changes what runs or how it is judged is given through each door,
// and each door runs the same cases and records the same results.options; the options that only
// shape the output are the ones the table says; the same mistake is the same error in each door.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, ConfigSchema } from '../../src/certify/config-file.ts';
import { CERTIFY_OPTIONS, OPTION_ENTRIES, OptionsError, OUTPUT_OPTIONS } from '../../src/certify/options.ts';
import { planCertification, readCertifyOptions } from '../../src/certify/plan.ts';
import { certifyHelp, optionsFromArgv } from '../../src/cli/certify-args.ts';
import { main } from '../../src/cli/main.ts';
import { certify, type CertifyOptions } from '../../src/package/certify.ts';
import { ResultsSchema, type Results } from '../../src/results/schema.ts';
import { captureIO } from '../cli/capture-io.ts';
import { startFaultyTarget, type FaultyTarget } from './support/faulty-target.ts';
import { VesselKitError } from '../../src/errors.ts';

const ROOT = path.resolve(import.meta.dirname, '../..');
const root = mkdtempSync(path.join(tmpdir(), 'vk-options-'));
/** Paths as the config file resolves its own: relative to the working folder, so every door records the same text. */
const here = (file: string) => path.relative(process.cwd(), file);
const results = (dir: string) => JSON.parse(readFileSync(path.join(dir, 'results.json'), 'utf8')) as Results;
const withoutConfigFile = ({ config_file: _file, ...options }: Results['options']) => options;

afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('the option table', () => {
  it('names the options that only shape the output; every other one changes what runs or how it is judged', () => {
    expect(OUTPUT_OPTIONS).toEqual(['list', 'out', 'reporters', 'quiet', 'json', 'evidence']);
    for (const [name, o] of OPTION_ENTRIES)
      if (!OUTPUT_OPTIONS.includes(name)) expect(['run', 'judge'], name).toContain(o.effect);
  });

  it('gives every option one flag, and --help and docs/certify.md name each', () => {
    const flags = OPTION_ENTRIES.map(([, o]) => o.flag);
    expect(new Set(flags).size).toBe(flags.length);
    const docs = readFileSync(path.join(ROOT, 'docs/certify.md'), 'utf8');
    for (const flag of flags) {
      expect(certifyHelp).toContain(`--${flag}`);
      expect(docs, flag).toContain(`\`--${flag}`);
    }
  });

  it('writes every field of results.options from an option, but the re-run flags it renders from them', () => {
    const recorded = OPTION_ENTRIES.flatMap(([, o]) => (o.results ? [o.results] : []));
    expect([...recorded, 'rerun_flags'].sort()).toEqual(
      Object.keys(ResultsSchema.properties.options.properties).sort(),
    );
  });

  it('keeps every config key that was, and reads each config key as one option', () => {
    const keys = Object.keys(ConfigSchema.properties);
    for (const old of [
      'profile',
      'target',
      'model_port',
      'model_host',
      'only',
      'skip',
      'concurrency',
      'timeout_scale',
      'seed',
      'allow_hosts',
      'out',
      'reporters',
      'quiet',
      'require',
      'fail_on',
      'expected_failures',
      'evidence',
      'durations',
    ])
      expect(keys).toContain(old);
    expect(keys.sort()).toEqual(['$schema', ...OPTION_ENTRIES.flatMap(([, o]) => (o.config ? [o.config] : []))].sort());
    // What the file cannot hold: the file it is, the shard (each CI job gives its own), and what only prints.
    expect(OPTION_ENTRIES.filter(([, o]) => !o.config).map(([name]) => name)).toEqual([
      'shard',
      'list',
      'config',
      'json',
    ]);
  });
});

describe('the same mistake in each door', () => {
  const noConfig = path.join(root, 'no-config-here');
  const configWith = (value: object) => {
    const file = path.join(root, `config-${Math.random().toString(36).slice(2)}.json`);
    writeFileSync(file, JSON.stringify(value));
    return file;
  };

  it.each([
    [['--concurrency', '0'], { concurrency: 0 }, /concurrency must be a positive integer, got '0'/],
    [['--suite', 'robust'], { suites: ['robust'] }, /must be one of default, robustness, got 'robust'/],
    [['--target', 'ftp://x'], { target: 'ftp://x' }, /target must be an http\(s\) URL, got 'ftp:\/\/x'/],
    [['--shard', '3/2'], null, /shard 3\/2: i must be from 1 to n/],
  ])('%j is an OptionsError from the flags, the config file and certify()', async (argv, code, message) => {
    const fromFlags = readCertifyOptions(optionsFromArgv(argv), { door: 'command line', cwd: noConfig });
    await expect(fromFlags).rejects.toThrow(OptionsError);
    await expect(fromFlags).rejects.toThrow(message);
    if (code === null) {
      await expect(certify({ shard: { index: 3, total: 2 } })).rejects.toThrow(OptionsError);
      return;
    }
    const fromFile = readCertifyOptions({ config: configWith(code) }, { door: 'code' });
    await expect(fromFile).rejects.toThrow(ConfigError);
    await expect(fromFile).rejects.toThrow(message);
    const fromCode = certify(code as CertifyOptions);
    await expect(fromCode).rejects.toThrow(OptionsError);
    await expect(fromCode).rejects.toThrow(message);
    // One base for every input error, whichever door: callers catch VesselKitError and read its code.
    await expect(fromCode).rejects.toThrow(VesselKitError);
    await expect(fromCode).rejects.toMatchObject({ code: 'VK_ERR_OPTIONS' });
    await expect(fromFile).rejects.toMatchObject({ code: 'VK_ERR_CONFIG_FILE' });
  });

  it('a durations file that is no results.json is an OptionsError naming the option in either door', async () => {
    const missing = path.join(root, 'missing-results.json');
    const cli = await readCertifyOptions(optionsFromArgv(['--durations', missing]), {
      door: 'command line',
      cwd: noConfig,
    });
    await expect(planCertification(cli, { door: 'command line' })).rejects.toThrow(
      new OptionsError(`--durations ${missing}: cannot read a results.json there (ENOENT)`),
    );
    await expect(certify({ durations: missing })).rejects.toThrow(
      new OptionsError(`certify: durations ${missing}: cannot read a results.json there (ENOENT)`),
    );
  });

  it('a profile and a target together are refused by each door', async () => {
    await expect(
      readCertifyOptions(optionsFromArgv(['--profile', 'p.json', '--target', 'http://x']), {
        door: 'command line',
        cwd: noConfig,
      }),
    ).rejects.toThrow('give --profile or --target, not both');
    await expect(
      readCertifyOptions({ config: configWith({ profile: 'p.json', target: 'http://x' }) }, { door: 'code' }),
    ).rejects.toThrow(/give profile or target, not both/);
    await expect(certify({ profile: 'p.json', target: 'http://x' })).rejects.toThrow(
      'certify: give profile or target, not both',
    );
  });
});

describe('every option that changes what runs or is judged, through each door', () => {
  let vessel: FaultyTarget;
  let modelPort: string;
  let durations: string;
  let expected: string;
  beforeAll(async () => {
    vessel = await startFaultyTarget([], root);
    modelPort = vessel.flags[vessel.flags.indexOf('--model-port') + 1]!;
    // A previous run in which properties.turns took longest: by durations it is dealt to shard 1 of 2.
    durations = path.join(root, 'previous-results.json');
    writeFileSync(
      durations,
      JSON.stringify({
        cases: [
          { id: 'a2a.discovery.card', status: 'pass', duration_ms: 10 },
          { id: 'properties.turns', status: 'pass', duration_ms: 1000 },
        ],
      }),
    );
    expected = path.join(root, 'expected-failures.json');
    writeFileSync(
      expected,
      JSON.stringify({ entries: [{ rule: 'a2a.card-served', reason: 'dealt to the other shard' }] }),
    );
  });
  afterAll(() => vessel.close());

  /**
   * Each door, told the same: the flags, the config file (the shard beside it on the command line),
   * certify(). Spelt out door by door, not derived from the option table: the names are what is tested.
   */
  const doors = (out: (door: string) => string) => {
    const flags = [
      ...['--profile', here(vessel.profileFile), '--as', 'vessel'],
      ...['--model-port', modelPort, '--model-host', '0.0.0.0', '--wait-for-target', '5'],
      ...['--allow-host', 'rpc.example.com', '--only', 'a2a.discovery.card', '--only', 'a2a.errors.method-not-found'],
      ...[
        '--skip',
        'a2a.errors.method-not-found',
        '--property',
        'turns',
        '--shard',
        '1/2',
        '--durations',
        here(durations),
      ],
      ...['--concurrency', '3', '--timeout-scale', '1.5', '--seed', '11', '--runs', '1', '--thorough'],
      ...['--suite', 'robustness', '--load', '3', '--require', 'certified', '--fail-on', 'should'],
      ...['--expected-failures', here(expected)],
    ];
    // In a folder of its own: its paths are relative to it, and the flags' door, run elsewhere, never reads it.
    const project = path.join(root, 'project');
    mkdirSync(project, { recursive: true });
    const config = {
      profile: path.relative(project, vessel.profileFile),
      as: 'vessel',
      model_port: Number(modelPort),
      model_host: '0.0.0.0',
      wait_for_target: 5,
      allow_hosts: ['rpc.example.com'],
      only: ['a2a.discovery.card', 'a2a.errors.method-not-found'],
      skip: ['a2a.errors.method-not-found'],
      properties: ['turns'],
      durations: path.relative(project, durations),
      concurrency: 3,
      timeout_scale: 1.5,
      seed: 11,
      runs: 1,
      thorough: true,
      suites: ['robustness'],
      load: 3,
      require: 'certified',
      fail_on: 'should',
      expected_failures: path.relative(project, expected),
    };
    const code: CertifyOptions = {
      profile: here(vessel.profileFile),
      as: 'vessel',
      modelPort: Number(modelPort),
      modelHost: '0.0.0.0',
      waitForTarget: 5,
      allowHosts: ['rpc.example.com'],
      only: ['a2a.discovery.card', 'a2a.errors.method-not-found'],
      skip: ['a2a.errors.method-not-found'],
      properties: ['turns'],
      shard: { index: 1, total: 2 },
      durations: here(durations),
      concurrency: 3,
      timeoutScale: 1.5,
      seed: 11,
      runs: 1,
      thorough: true,
      suites: ['robustness'],
      load: 3,
      require: 'certified',
      failOn: 'should',
      expectedFailures: here(expected),
    };
    const configFile = path.join(project, 'vessel-kit.config.json');
    writeFileSync(configFile, JSON.stringify(config));
    return {
      flags: [...flags, '--out', out('flags'), '--quiet'],
      config: ['--config', here(configFile), '--shard', '1/2', '--out', out('config'), '--quiet'],
      code: { ...code, out: out('code') },
      configFile,
    };
  };

  it('the flags, the config file and certify() resolve to the same options', async () => {
    const { flags, config, code } = doors((door) => path.join(root, door));
    const fromFlags = await readCertifyOptions(optionsFromArgv(flags), { door: 'command line', cwd: root });
    const fromFile = await readCertifyOptions(optionsFromArgv(config), { door: 'command line', cwd: root });
    const fromCode = await readCertifyOptions(code, { door: 'code' });
    const fromCodeConfig = await readCertifyOptions(
      { config: config[1]!, shard: '1/2', out: path.join(root, 'code') },
      { door: 'code' },
    );
    const same = ({ config: _config, out: _out, quiet: _quiet, ...args }: Record<string, unknown>) => args;
    expect(same(fromFile)).toEqual(same(fromFlags));
    expect(same(fromCode)).toEqual(same(fromFlags));
    expect(same(fromCodeConfig)).toEqual(same(fromFlags));
    // Every option that is not output is given in each door: the target kinds are one option each, and `config` is the door itself.
    const given = new Set([...Object.keys(code), 'target', 'config']);
    for (const [name, o] of OPTION_ENTRIES) if (o.effect !== 'output') expect([...given], name).toContain(name);
  });

  it('and each runs the same cases and records the same results.options', async () => {
    const out = (door: string) => path.join(root, `run-${door}`);
    const { flags, config, code, configFile } = doors(out);
    const byFlags = await main(['certify', ...flags], captureIO());
    const byConfig = await main(['certify', ...config], captureIO());
    const byCode = await certify(code);
    const [a, b, c] = [results(out('flags')), results(out('config')), byCode];
    expect(c).toEqual(results(out('code')));
    expect([byFlags, byConfig, c.outcome.exit_code]).toEqual([
      a.outcome.exit_code,
      a.outcome.exit_code,
      a.outcome.exit_code,
    ]);
    for (const r of [a, b, c]) {
      expect(r.cases.map((x) => x.id)).toEqual(['properties.turns']);
      expect(r.seed).toBe(11);
      expect(r.shard).toMatchObject({
        index: 1,
        total: 2,
        balance: 'durations',
        selection: ['a2a.discovery.card', 'properties.turns'],
      });
    }
    expect(withoutConfigFile(b.options)).toEqual(a.options);
    expect(c.options).toEqual(a.options);
    expect(b.options.config_file).toBe(here(configFile));
    expect(a.options).toEqual({
      concurrency: 3,
      timeout_scale: 1.5,
      only: ['a2a.discovery.card', 'a2a.errors.method-not-found', 'properties.turns'],
      skip: ['a2a.errors.method-not-found'],
      suites: ['robustness'],
      allow_hosts: ['rpc.example.com'],
      require: 'certified',
      as: 'vessel',
      fail_on: 'should',
      expected_failures: here(expected),
      profile_file: here(vessel.profileFile),
      durations: here(durations),
      runs: 1,
      thorough: true,
      load: 3,
      rerun_flags: [
        ...['--profile', here(vessel.profileFile), '--as', 'vessel'],
        ...['--model-port', modelPort, '--model-host', '0.0.0.0'],
        ...['--allow-host', 'rpc.example.com', '--timeout-scale', '1.5', '--runs', '1', '--thorough'],
        ...['--suite', 'robustness', '--load', '3'],
      ],
    });
  }, 120_000);

  it('--target, through each door, runs the same cases and records the same options', async () => {
    const url = JSON.parse(readFileSync(vessel.profileFile, 'utf8')).agents[0].url as string;
    const dirs = { flags: path.join(root, 'target-flags'), config: path.join(root, 'target-config') };
    mkdirSync(dirs.config, { recursive: true });
    const file = path.join(dirs.config, 'vessel-kit.config.json');
    writeFileSync(
      file,
      JSON.stringify({ target: url, model_port: Number(modelPort), only: ['a2a.discovery.card'], seed: 3 }),
    );
    const base = ['--reporter', 'json', '--quiet'];
    await main(
      [
        'certify',
        '--target',
        url,
        '--model-port',
        modelPort,
        '--only',
        'a2a.discovery.card',
        '--seed',
        '3',
        '--out',
        dirs.flags,
        ...base,
      ],
      captureIO(),
    );
    await main(['certify', '--config', file, '--out', path.join(dirs.config, 'out'), ...base], captureIO());
    const byCode = await certify({ target: url, modelPort: Number(modelPort), only: ['a2a.discovery.card'], seed: 3 });
    const [a, b] = [results(dirs.flags), results(path.join(dirs.config, 'out'))];
    for (const r of [a, b, byCode]) {
      expect(r.target.kind).toBe('url');
      expect(r.cases.map((x) => x.id)).toEqual(['a2a.discovery.card']);
    }
    expect(byCode.options).toEqual(a.options);
    // With a config file read, defaults are spelt out: the file could set others, and a pasted command reads it again.
    expect(withoutConfigFile({ ...b.options, rerun_flags: [] })).toEqual({ ...a.options, rerun_flags: [] });
    expect(a.options.rerun_flags).toEqual(['--target', url, '--model-port', modelPort]);
    expect(b.options.rerun_flags).toEqual([
      ...['--target', url, '--model-port', modelPort, '--model-host', '127.0.0.1'],
      ...['--timeout-scale', '1', '--suite', 'default', '--load', '50'],
    ]);
  }, 60_000);
});

describe('certify() beside the command', () => {
  it('reads a config file only when given one', async () => {
    const dir = mkdtempSync(path.join(root, 'cwd-'));
    writeFileSync(path.join(dir, 'vessel-kit.config.json'), JSON.stringify({ seed: 99 }));
    expect((await readCertifyOptions({}, { door: 'command line', cwd: dir })).seed).toBe(99);
    expect((await readCertifyOptions({}, { door: 'code', cwd: dir })).config).toBeUndefined();
  });

  it('takes every option the command takes but those that print', () => {
    const printing = OPTION_ENTRIES.filter(([, o]) => o.commandLineOnly).map(([name]) => name);
    expect(printing).toEqual(['list', 'quiet', 'json']);
    expect(CERTIFY_OPTIONS.out.default).toBe('reports');
  });
});
