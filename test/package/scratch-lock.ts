// A lockfile for the scratch application, cut from the repository's own: the tarball, plus every
// package reachable from it and from the tools the scratch app needs (vitest, typescript,
// @types/node), at the versions and places the repository's lock has them. `npm ci` with it
// needs only the tarballs `npm ci` in the repository put in the npm cache (fetched by integrity),
// never a registry document, so it runs offline anywhere the repository was installed.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

interface LockEntry {
  version?: string;
  resolved?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
  [key: string]: unknown;
}

interface Lock {
  lockfileVersion: number;
  packages: Record<string, LockEntry>;
}

/** Where Node would find `name` from the package at `from` (a lock path such as `node_modules/a/node_modules/b`). */
function locate(packages: Record<string, LockEntry>, from: string, name: string): string | undefined {
  let base = from;
  for (;;) {
    const candidate = `${base === '' ? '' : `${base}/`}node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (base === '') return undefined;
    const at = base.lastIndexOf('/node_modules/');
    base = at === -1 ? '' : base.slice(0, at);
  }
}

function wanted(entry: LockEntry): string[] {
  const peers = Object.keys(entry.peerDependencies ?? {}).filter((p) => !entry.peerDependenciesMeta?.[p]?.optional);
  return [...Object.keys(entry.dependencies ?? {}), ...Object.keys(entry.optionalDependencies ?? {}), ...peers];
}

export interface ScratchLock {
  packageJson: Record<string, unknown>;
  lock: Lock;
}

/**
 * The scratch app's package.json and lock: `tarballName` (in the app's folder) as `vessel-kit`,
 * and `tools` at the repository's versions.
 */
export function scratchLock(
  repoLockFile: string,
  tarballFile: string,
  tarballName: string,
  tools: string[],
): ScratchLock {
  const repo = JSON.parse(readFileSync(repoLockFile, 'utf8')) as Lock;
  const ours = repo.packages[''] ?? {};
  const pkg = JSON.parse(
    readFileSync(repoLockFile.replace(/package-lock\.json$/, 'package.json'), 'utf8'),
  ) as LockEntry;
  const integrity = `sha512-${createHash('sha512').update(readFileSync(tarballFile)).digest('base64')}`;
  const vesselKit: LockEntry = {
    version: pkg.version as string,
    resolved: `file:${tarballName}`,
    integrity,
    ...(ours.license ? { license: ours.license } : {}),
    dependencies: { ...(pkg.dependencies ?? {}) },
    ...(pkg.peerDependencies ? { peerDependencies: pkg.peerDependencies } : {}),
    ...(pkg.peerDependenciesMeta ? { peerDependenciesMeta: pkg.peerDependenciesMeta } : {}),
    ...(ours.bin ? { bin: ours.bin } : {}),
    ...(ours.engines ? { engines: ours.engines } : {}),
  };

  const packages: Record<string, LockEntry> = {};
  const queue: string[] = [];
  const take = (path: string) => {
    if (packages[path]) return;
    const { dev: _dev, devOptional: _devOptional, ...entry } = repo.packages[path]!;
    // The registry's tarball URL, so npm needs no registry document to find it (the repository's
    // lock may leave `resolved` out; npm then asks the registry, or its cache, for the document).
    const name = path.slice(path.lastIndexOf('node_modules/') + 'node_modules/'.length);
    entry.resolved ??= `https://registry.npmjs.org/${name}/-/${name.split('/').pop()}-${entry.version}.tgz`;
    packages[path] = entry;
    queue.push(path);
  };
  for (const name of [...Object.keys(vesselKit.dependencies!), ...tools]) {
    const path = locate(repo.packages, '', name);
    if (!path) throw new Error(`the repository's lock has no ${name}: run npm install in the repository`);
    take(path);
  }
  while (queue.length > 0) {
    const path = queue.shift()!;
    for (const name of wanted(packages[path]!)) {
      const found = locate(repo.packages, path, name);
      if (found) take(found);
    }
  }
  const toolVersions = Object.fromEntries(tools.map((t) => [t, packages[`node_modules/${t}`]!.version!]));
  const packageJson = {
    name: 'scratch-app',
    version: '1.0.0',
    private: true,
    type: 'module',
    dependencies: { 'vessel-kit': `file:${tarballName}`, ...toolVersions },
  };
  return {
    packageJson,
    lock: {
      ...({ name: 'scratch-app', version: '1.0.0', requires: true } as object),
      lockfileVersion: 3,
      packages: {
        '': { name: 'scratch-app', version: '1.0.0', dependencies: packageJson.dependencies },
        'node_modules/vessel-kit': vesselKit,
        ...packages,
      },
    } as Lock,
  };
}
