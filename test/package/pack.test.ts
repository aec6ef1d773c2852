// The prepack/postpack steps (src/package/pack.ts) on a small package of their own, packed by the
// real `npm pack`: the tarball's package.json has no scripts or devDependencies, the package's own
// package.json is byte for byte what it was after a pack, after a pack that fails once prepack
// has run (its postpack never runs: the guard puts it back), and after a build that fails.
import { execFile, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BACKUP, packageManagerPid, publishedManifest, setAside } from '../../src/package/pack.ts';

const exec = promisify(execFile);
const PACK_TS = fileURLToPath(new URL('../../src/package/pack.ts', import.meta.url));
const TSX = import.meta.resolve('tsx');
const step = (name: string) => `node --import ${TSX} ${JSON.stringify(PACK_TS)} ${name}`;

function manifest(build: string): Record<string, unknown> {
  return {
    name: 'pack-fixture',
    version: '1.0.0',
    type: 'module',
    files: ['index.js'],
    scripts: { build, prepare: 'npm run build', prepack: step('prepack'), postpack: step('postpack') },
    dependencies: {},
    devDependencies: { typescript: '*' },
  };
}

const BUILD = `node -e "require('node:fs').writeFileSync('index.js', 'export default 1;\\n')"`;

async function npmPack(cwd: string, destination: string): Promise<{ code: number; stderr: string }> {
  try {
    await exec('npm', ['pack', '--pack-destination', destination, '--loglevel=error'], {
      cwd,
      env: { ...process.env, npm_config_update_notifier: 'false' },
    });
    return { code: 0, stderr: '' };
  } catch (error) {
    const e = error as { code?: number; stderr?: string };
    return { code: typeof e.code === 'number' ? e.code : -1, stderr: e.stderr ?? '' };
  }
}

async function eventually(check: () => boolean, ms = 5_000): Promise<void> {
  const until = Date.now() + ms;
  while (!check() && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, 50));
}

describe('packing: the tarball carries the published package.json, the repository keeps its own', () => {
  let dir: string;
  let original: string;
  const write = (build: string) => {
    original = JSON.stringify(manifest(build), null, 2) + '\n';
    writeFileSync(path.join(dir, 'package.json'), original);
  };
  const current = () => readFileSync(path.join(dir, 'package.json'), 'utf8');

  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), 'vessel-kit-pack-'));
    mkdirSync(path.join(dir, 'out'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('publishedManifest drops scripts and devDependencies, and keeps the rest in order', () => {
    const published = publishedManifest(manifest('x'));
    expect(Object.keys(published)).toEqual(['name', 'version', 'type', 'files', 'dependencies']);
  });

  it('npm pack builds, packs no scripts and no devDependencies, and puts package.json back', async () => {
    write(BUILD);
    const packed = await npmPack(dir, path.join(dir, 'out'));
    expect(packed.code, packed.stderr).toBe(0);
    const inside = spawnSync('tar', ['-xzOf', path.join(dir, 'out/pack-fixture-1.0.0.tgz'), 'package/package.json'], {
      encoding: 'utf8',
    });
    const tarred = JSON.parse(inside.stdout) as Record<string, unknown>;
    expect(tarred).toEqual(publishedManifest(manifest(BUILD)));
    expect(tarred).not.toHaveProperty('scripts');
    const list = spawnSync('tar', ['-tzf', path.join(dir, 'out/pack-fixture-1.0.0.tgz')], { encoding: 'utf8' });
    expect(list.stdout.split('\n')).toContain('package/index.js'); // prepack built it
    expect(current()).toBe(original);
    expect(existsSync(path.join(dir, BACKUP))).toBe(false);
  });

  it('a pack that fails after prepack (no postpack) leaves package.json as it was', async () => {
    write(BUILD);
    const packed = await npmPack(dir, path.join(dir, 'no/such/folder'));
    expect(packed.code).not.toBe(0);
    await eventually(() => current() === original && !existsSync(path.join(dir, BACKUP)));
    expect(current()).toBe(original);
    expect(existsSync(path.join(dir, BACKUP))).toBe(false);
  });

  it('a failing build fails the pack and never touches package.json', async () => {
    write('node -e "process.exit(3)"');
    const packed = await npmPack(dir, path.join(dir, 'out'));
    expect(packed.code).not.toBe(0);
    expect(packed.stderr).toMatch(/the build failed \(3\)/);
    expect(current()).toBe(original);
    expect(existsSync(path.join(dir, BACKUP))).toBe(false);
  });

  it('an earlier pack’s backup is never overwritten: prepack refuses, naming it', () => {
    write(BUILD);
    writeFileSync(path.join(dir, BACKUP), 'the earlier original');
    expect(() => setAside(dir, undefined)).toThrow(/an earlier pack set the repository's package.json aside/);
    expect(current()).toBe(original);
    expect(readFileSync(path.join(dir, BACKUP), 'utf8')).toBe('the earlier original');
  });

  it('the guard watches the package manager, not the shell npm runs the script through', () => {
    // `; true` keeps sh from exec'ing node: the script's parent is then the shell, whose parent is this process.
    const code = `import(${JSON.stringify(pathToFileURL(PACK_TS).href)}).then((m) => console.log(String(m.packageManagerPid())))`;
    const ran = spawnSync('sh', ['-c', `"${process.execPath}" --import ${TSX} -e '${code}'; true`], {
      encoding: 'utf8',
    });
    expect(ran.stderr).toBe('');
    expect(Number(ran.stdout.trim())).toBe(process.pid);
    expect(packageManagerPid(process.pid)).toBe(process.pid);
  });
});
