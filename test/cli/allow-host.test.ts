// Where `--allow-host` comes from: the flag (repeatable), else the config file's `allow_hosts`;
// a URL instead of a host is refused in either place, naming what was given.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parseCertifyArgs } from '../../src/cli/certify-args.ts';
import { UsageError } from '../../src/cli/command.ts';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));
function withConfig(config: unknown): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'allow-host-'));
  dirs.push(dir);
  writeFileSync(path.join(dir, 'vessel-kit.config.json'), JSON.stringify(config));
  return dir;
}

describe('certify --allow-host', () => {
  it('allows no other host unless told', async () => {
    expect((await parseCertifyArgs([], '/nonexistent-dir-without-config')).allowHosts).toEqual([]);
  });

  it('takes the flag repeated, and the config file when no flag is given', async () => {
    const cwd = withConfig({ allow_hosts: ['rpc.example.com'] });
    expect((await parseCertifyArgs([], cwd)).allowHosts).toEqual(['rpc.example.com']);
    expect(
      (await parseCertifyArgs(['--allow-host', 'a.example', '--allow-host', 'b.example:8443'], cwd)).allowHosts,
    ).toEqual(['a.example', 'b.example:8443']);
  });

  it('refuses a URL where a host belongs, from the flag or the file', async () => {
    await expect(parseCertifyArgs(['--allow-host', 'https://rpc.example.com/'], '/nonexistent')).rejects.toThrow(
      UsageError,
    );
    const cwd = withConfig({ allow_hosts: ['https://rpc.example.com/'] });
    await expect(parseCertifyArgs([], cwd)).rejects.toThrow(/got 'https:\/\/rpc\.example\.com\/'/);
    await expect(parseCertifyArgs([], withConfig({ allow_hosts: [''] }))).rejects.toThrow(/allow_hosts/);
  });
});
