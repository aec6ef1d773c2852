// `npm pack` / `npm publish` (the `prepack` and `postpack` scripts): the tarball's package.json is
// the repository's without `scripts` and `devDependencies`, so an installed vessel-kit has no
// install script (`prepare`) for a package manager to warn about, and no development scripts.
// npm packs the package.json on disk, so prepack rewrites it and postpack puts it back; the
// repository keeps `prepare`, which builds dist/ on `npm ci`.
//
// Once prepack has rewritten it, npm finds no `prepare` to run, so prepack builds first (a failing
// build leaves package.json as it was). A pack that fails after prepack never runs postpack: a
// guard, a detached process started by prepack, waits for the package manager to exit and puts
// the original back if it is still set aside.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { isEntryPoint } from '../entry-point.ts';

/** Where prepack sets the repository's package.json aside, beside it (gitignored, never packed). */
export const BACKUP = '.package.json.before-pack';

/** How often the guard looks whether the package manager is still running. */
const GUARD_POLL_MS = 100;
/** How long a guard waits at most: no pack takes this long, and a guard never outlives its use. */
const GUARD_MAX_MS = 60 * 60 * 1000;

const SHELLS = new Set(['sh', 'bash', 'dash', 'zsh', 'ash', 'ksh', 'busybox']);

/** The package.json the tarball carries: the repository's, without what only development uses. */
export function publishedManifest(manifest: Record<string, unknown>): Record<string, unknown> {
  const { scripts: _scripts, devDependencies: _devDependencies, ...published } = manifest;
  return published;
}

/** A process's parent and command name (Linux /proc, else `ps`); undefined when neither can tell. */
function processInfo(pid: number): { ppid: number; command: string } | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const close = stat.lastIndexOf(')');
    const ppid = Number(stat.slice(close + 2).split(' ')[1]);
    return { ppid, command: stat.slice(stat.indexOf('(') + 1, close) };
  } catch {
    const ps = spawnSync('ps', ['-o', 'ppid=,comm=', '-p', String(pid)], { encoding: 'utf8' });
    const match = /^\s*(\d+)\s+(.+?)\s*$/.exec(ps.stdout ?? '');
    return match ? { ppid: Number(match[1]), command: path.basename(match[2]!) } : undefined;
  }
}

/**
 * The package manager running this lifecycle script: the nearest ancestor that is not a shell
 * (npm runs a script through `sh -c`, which may or may not exec it). Undefined when the process
 * table cannot be read (Windows): there is no guard then.
 */
export function packageManagerPid(from = process.ppid): number | undefined {
  let pid = from;
  for (let hops = 0; hops < 8; hops++) {
    const info = processInfo(pid);
    if (!info) return undefined;
    if (!SHELLS.has(info.command)) return pid;
    pid = info.ppid;
  }
  return undefined;
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Puts the set-aside package.json back, when there is one (and, for a guard, when it is the one it guards). */
export function restore(root: string, inode?: number): boolean {
  const backup = path.join(root, BACKUP);
  if (!existsSync(backup)) return false;
  if (inode !== undefined && statSync(backup).ino !== inode) return false;
  renameSync(backup, path.join(root, 'package.json'));
  return true;
}

/** Waits for `pid` to exit, then restores the backup with `inode` (unless postpack did). */
export async function guard(root: string, pid: number, inode: number, pollMs = GUARD_POLL_MS): Promise<boolean> {
  const until = Date.now() + GUARD_MAX_MS;
  while (alive(pid) && Date.now() < until) await new Promise((resolve) => setTimeout(resolve, pollMs));
  return restore(root, inode);
}

/**
 * Sets package.json aside and writes the published one in its place; starts a guard on
 * `managerPid` unless it is undefined. Refuses when a backup is already there: an earlier pack's
 * original, which must not be overwritten.
 */
export function setAside(root: string, managerPid: number | undefined): void {
  const file = path.join(root, 'package.json');
  const backup = path.join(root, BACKUP);
  if (existsSync(backup))
    throw new Error(
      `${backup} is there: an earlier pack set the repository's package.json aside and did not put it back. ` +
        `Check it and move it back (mv ${BACKUP} package.json), then pack again.`,
    );
  const text = readFileSync(file, 'utf8');
  const published = JSON.stringify(publishedManifest(JSON.parse(text) as Record<string, unknown>), null, 2) + '\n';
  writeFileSync(backup, text);
  const inode = statSync(backup).ino;
  if (managerPid !== undefined) {
    const child = spawn(
      process.execPath,
      [...process.execArgv, fileURLToPath(import.meta.url), 'guard', root, String(managerPid), String(inode)],
      { detached: true, stdio: 'ignore' },
    );
    child.unref();
  }
  writeFileSync(`${file}.tmp`, published);
  renameSync(`${file}.tmp`, file);
}

/** prepack: build (npm will not, with `prepare` gone), then set package.json aside. */
function prepack(root: string): void {
  const npm = process.env.npm_execpath;
  const built = npm
    ? spawnSync(process.execPath, [npm, 'run', 'build'], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (built.status !== 0) throw new Error(`the build failed (${built.status ?? built.signal}): nothing packed`);
  setAside(root, process.platform === 'win32' ? undefined : packageManagerPid());
}

if (isEntryPoint(import.meta.url)) {
  const [step, ...rest] = process.argv.slice(2);
  const root = process.cwd();
  if (step === 'prepack') prepack(root);
  else if (step === 'postpack') restore(root);
  else if (step === 'guard') await guard(rest[0]!, Number(rest[1]), Number(rest[2]));
  else throw new Error(`pack.ts: unknown step ${step ?? '(none)'}: prepack, postpack or guard`);
}
