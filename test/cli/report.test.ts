// `vessel-kit report` and `vessel-kit rejudge`: their usage, and what they refuse to read.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { captureIO } from './capture-io.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'vk-report-cli-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function run(argv: string[]) {
  const io = captureIO();
  const code = await main(argv, io);
  return { code, out: io.out(), err: io.err() };
}

describe('vessel-kit report and rejudge', () => {
  it('are listed in vessel-kit --help, each with its own --help', async () => {
    const top = await run(['--help']);
    expect(top.out).toMatch(/^ {2}rejudge {6}judge an evidence bundle again/m);
    expect(top.out).toMatch(/^ {2}report {7}render the reports of a results\.json again, or merge/m);
    expect((await run(['report', '--help'])).out).toMatch(
      /vessel-kit report render FILE[\s\S]*vessel-kit report merge DIR/,
    );
    expect((await run(['rejudge', '--help'])).out).toMatch(/^Usage: vessel-kit rejudge DIR/);
  });

  it.each([
    [['report'], /give 'render' or 'merge', not nothing/],
    [['report', 'draw'], /give 'render' or 'merge', not 'draw'/],
    [['report', 'render'], /report render takes one results\.json/],
    [['report', 'merge'], /report merge takes the folders/],
    [['report', 'render', 'x.json', '--reporter', 'pdf'], /--reporter must be one of/],
    [['rejudge'], /give one evidence bundle folder/],
    [['rejudge', 'a', '--fail-on', 'info'], /--fail-on must be 'must' or 'should'/],
  ])('%j is a usage error (exit 2)', async (argv, message) => {
    const { code, err } = await run(argv);
    expect(code).toBe(2);
    expect(err).toMatch(message);
  });

  it('refuses results of another schema version, or that are not results, naming the file (exit 2)', async () => {
    const old = path.join(dir, 'old.json');
    writeFileSync(old, JSON.stringify({ kit: { name: 'vessel-kit', version: '0.1.0' }, cases: [] }));
    const a = await run(['report', 'render', old]);
    expect(a.code).toBe(2);
    expect(a.err).toMatch(/old\.json: results of schema version \(none: an older kit\); this kit reads version 1/);
    const bad = path.join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ schema_version: 1, kit: {} }));
    const b = await run(['report', 'render', bad]);
    expect(b.code).toBe(2);
    expect(b.err).toMatch(/bad\.json: not valid results: /);
    const missing = await run(['report', 'merge', path.join(dir, 'nowhere')]);
    expect(missing.err).toMatch(/cannot read .*nowhere: ENOENT/);
  });

  it('rejudge refuses a folder that is not an evidence bundle (exit 2)', async () => {
    const { code, err } = await run(['rejudge', dir, '--out', path.join(dir, 'out')]);
    expect(code).toBe(2);
    expect(err).toMatch(/is not an evidence bundle \(no bundle\.json\)/);
  });
});
