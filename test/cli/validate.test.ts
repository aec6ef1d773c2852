import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { main } from '../../src/cli/main.ts';
import { sampleDataUrl } from '../../src/transcript/sample-images.ts';
import { captureIO } from './capture-io.ts';

const repo = fileURLToPath(new URL('../../', import.meta.url));
const fixture = (kind: string, name: string) => path.join(repo, 'fixtures/transcripts', kind, `${name}.json`);

let dir: string;
const file = (name: string, text: string) => {
  const p = path.join(dir, name);
  writeFileSync(p, text);
  return p;
};
const VALID = JSON.stringify({ version: 1, messages: [{ role: 'user', content: 'hi' }] });
const SYSTEM = JSON.stringify({
  version: 1,
  messages: [
    { role: 'user', content: 'a' },
    { role: 'assistant', content: 'b' },
    { role: 'user', content: 'c' },
    { role: 'system', content: 'd' },
  ],
});

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'vk-validate-'));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('vessel-kit validate', () => {
  it('exits 0 and says valid for a valid transcript', async () => {
    const io = captureIO();
    expect(await main(['validate', file('ok.json', VALID)], io)).toBe(0);
    expect(io.out()).toMatch(/ok\.json: valid/);
    expect(io.err()).toBe('');
  });

  it('exits 1 and lists each problem with its rule and pointer', async () => {
    const io = captureIO();
    expect(await main(['validate', file('system.json', SYSTEM)], io)).toBe(1);
    expect(io.out()).toContain('system.json: invalid (1 problem)');
    expect(io.out()).toContain('messages[3].role: system messages are refused');
    expect(io.out()).toContain('rule message.system-refused at /messages/3/role');
  });

  it('prints one JSON document with --json', async () => {
    const io = captureIO();
    const ok = file('ok2.json', VALID);
    const bad = file('system2.json', SYSTEM);
    expect(await main(['validate', '--json', ok, bad], io)).toBe(1);
    expect(JSON.parse(io.out())).toEqual([
      { file: ok, ok: true, problems: [] },
      {
        file: bad,
        ok: false,
        problems: [
          { rule: 'message.system-refused', path: '/messages/3/role', message: expect.stringContaining('messages[3]') },
        ],
      },
    ]);
  });

  it('accepts a file that starts with a byte-order mark, and one nested 100,000 deep without crashing', async () => {
    expect(await main(['validate', file('bom.json', '\ufeff' + VALID)], captureIO())).toBe(0);
    const io = captureIO();
    const deep = file('deep.json', `{"version":1,"messages":[${'['.repeat(100_000)}${']'.repeat(100_000)}]}`);
    expect(await main(['validate', '--json', deep], io)).toBe(1);
    expect(JSON.parse(io.out())).toMatchObject([
      { ok: false, problems: [{ rule: 'message.object', path: '/messages/0' }] },
    ]);
  });

  it('reads standard input for -', async () => {
    const io = captureIO(SYSTEM);
    expect(await main(['validate', '-', '--json'], io)).toBe(1);
    expect(JSON.parse(io.out())).toMatchObject([{ file: '-', ok: false }]);
  });

  it('exits 2 naming the file that is not JSON, and still judges the others', async () => {
    const io = captureIO();
    const broken = file('broken.json', '{"version": 1, "messages": [');
    expect(await main(['validate', broken, file('ok3.json', VALID)], io)).toBe(2);
    expect(io.err()).toMatch(/broken\.json: not JSON/);
    expect(io.out()).toContain('ok3.json: valid');
  });

  it('exits 2 naming a file that cannot be read', async () => {
    const io = captureIO();
    expect(await main(['validate', path.join(dir, 'missing.json')], io)).toBe(2);
    expect(io.err()).toMatch(/missing\.json: cannot read: no such file/);
    const dirIO = captureIO();
    expect(await main(['validate', dir], dirIO)).toBe(2);
    expect(dirIO.err()).toMatch(/is a directory/);
  });

  it('refuses images unless --accepts-images is given', async () => {
    const withImage = file(
      'image.json',
      JSON.stringify({
        version: 1,
        messages: [
          {
            role: 'user',
            content: [
              {
                type: 'image_url',
                image_url: {
                  url: sampleDataUrl('image/gif'),
                },
              },
            ],
          },
        ],
      }),
    );
    const refused = captureIO();
    expect(await main(['validate', withImage], refused)).toBe(1);
    expect(refused.out()).toContain('image.not-accepted');
    expect(await main(['validate', '--accepts-images', withImage], captureIO())).toBe(0);
  });

  it('validates kit fixture files as the transcript they hold, with their image need', async () => {
    const io = captureIO();
    expect(await main(['validate', fixture('valid', 'images-all-types'), fixture('valid', 'messages-2000')], io)).toBe(
      0,
    );
    const bad = captureIO();
    expect(await main(['validate', '--json', fixture('invalid', 'image-5242881-bytes')], bad)).toBe(1);
    expect(JSON.parse(bad.out())).toMatchObject([
      { ok: false, problems: [{ rule: 'image.max-bytes', path: '/messages/0/content/1/image_url/url' }] },
    ]);
  });

  it('exits 2 naming a fixture file whose generate spec is unusable', async () => {
    const io = captureIO();
    expect(
      await main(
        [
          'validate',
          file('bad-fixture.json', JSON.stringify({ description: 'd', generate: { kind: 'pictures', count: 1 } })),
        ],
        io,
      ),
    ).toBe(2);
    expect(io.err()).toMatch(/bad-fixture\.json: not a usable fixture: .*generate\.kind must be/);
  });

  it('caps problems per rule with --max-problems', async () => {
    const many = file(
      'many.json',
      JSON.stringify({ version: 1, messages: Array.from({ length: 30 }, () => ({ role: 'system', content: 'x' })) }),
    );
    const io = captureIO();
    expect(await main(['validate', '--json', '--max-problems', '2', many], io)).toBe(1);
    const [result] = JSON.parse(io.out()) as { problems: { message: string }[] }[];
    expect(result?.problems).toHaveLength(3);
    expect(result?.problems[2]?.message).toContain('and 27 more');
  });

  it('exits 2 on bad usage, pointing at --help', async () => {
    for (const argv of [
      ['validate'],
      ['validate', '--frobnicate', 'x.json'],
      ['validate', '-', '-'],
      ['validate', '--max-problems', '0', 'x.json'],
    ]) {
      const io = captureIO();
      expect(await main(argv, io), argv.join(' ')).toBe(2);
      expect(io.err()).toMatch(/See 'vessel-kit validate --help'/);
    }
  });

  it('--help names every option the command takes', async () => {
    const io = captureIO();
    expect(await main(['validate', '--help'], io)).toBe(0);
    for (const word of ['FILE...', '--accepts-images', '--json', '--max-problems', 'standard input', 'Exit codes: 0'])
      expect(io.out()).toContain(word);
  });

  it('works as a real process through bin/vessel-kit.js', async () => {
    const run = promisify(execFile);
    const ok = await run(
      process.execPath,
      [path.join(repo, 'bin/vessel-kit.js'), 'validate', '--json', file('ok4.json', VALID)],
      { cwd: repo },
    );
    expect(JSON.parse(ok.stdout)).toEqual([{ file: path.join(dir, 'ok4.json'), ok: true, problems: [] }]);
    const failed = await run(
      process.execPath,
      [path.join(repo, 'bin/vessel-kit.js'), 'validate', file('system4.json', SYSTEM)],
      { cwd: repo },
    ).catch((e: { code: number; stdout: string }) => e);
    expect('code' in failed ? failed.code : 0).toBe(1);
    expect(failed.stdout).toContain('message.system-refused');
  });
});
