// docs/ci.md's two certify() examples ("From code and from a test suite"), run as pasted from the
// installed package's copy in the run's scratch application (scratch-app.ts): the module with
// top-level await by plain node (it has no type annotations), the vitest file by the
// application's vitest. What the test supplies is what the page calls the application's own:
// a vessel-profile.json naming a vessel at http://127.0.0.1:8080, and that vessel, the package's
// `vessel-kit vessel` started in the background, its model at the kit's default mock model port
// (http://127.0.0.1:9100/v1), as the blocks take it (certify() reads no config file unasked).
// So that those two ports are the blocks' own on a shared machine, and the two blocks run side by
// side, each runs in a network namespace of its own (`unshare --net --map-root-user`, a loopback
// of its own) where the kernel allows one; elsewhere on the machine's loopback, one after the
// other, where 8080 and 9100 must be free (as on a CI runner).
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { declareMoreTools, embeddedConfig, embeddedProfile } from '../../src/embedded/index.ts';
import { appFolder, run, SCRATCH_TIMEOUT_MS, scratchApp, type ScratchApp } from './scratch-app.ts';

const DOC = 'docs/ci.md';
const VESSEL = 'http://127.0.0.1:8080';

/** The application's vessel-profile.json: every agent of the vessel it starts, at port 8080. */
const PROFILE = JSON.stringify(
  declareMoreTools(
    embeddedProfile(
      Object.fromEntries(
        embeddedConfig.agents.map((a) => [a.name, a.name === 'default' ? `${VESSEL}/` : `${VESSEL}/agents/${a.name}`]),
      ),
    ),
    embeddedConfig,
  ),
  null,
  2,
);

/** Whether this machine gives a process a network namespace of its own. */
const NAMESPACE = spawnSync('unshare', ['--net', '--map-root-user', 'ip', 'link', 'set', 'lo', 'up']).status === 0;

/**
 * `command` in `folder` with the application's vessel serving: started in the background, waited
 * for (its card answering 200, for up to 60 s), ended when the command has.
 */
function withVessel(app: ScratchApp, folder: string, command: string): Promise<Awaited<ReturnType<typeof run>>> {
  const script = [
    'set -eu',
    ...(NAMESPACE ? ['ip link set lo up'] : []),
    `${JSON.stringify(path.join(app.dir, 'node_modules/.bin/vessel-kit'))} vessel --port 8080 --model http://127.0.0.1:9100/v1 > vessel.log 2>&1 &`,
    'trap "kill $! 2>/dev/null || true" EXIT',
    `node -e 'const until = Date.now() + 60000; (async () => { for (;;) { try { if ((await fetch("${VESSEL}/.well-known/agent-card.json")).ok) return; } catch {} if (Date.now() > until) { console.error("the vessel did not serve"); process.exit(1); } await new Promise((r) => setTimeout(r, 100)); } })()'`,
    command,
  ].join('\n');
  return NAMESPACE
    ? run('unshare', ['--net', '--map-root-user', 'bash', '-c', script], folder, 150_000)
    : run('bash', ['-c', script], folder, 150_000);
}

/** The ts blocks of a Markdown page, in order. */
const tsBlocks = (markdown: string) => [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);

describe(`${DOC}'s certify() examples run as pasted in an application that installed the package`, () => {
  let app: ScratchApp;
  let blocks: string[];
  let byNode: Promise<Awaited<ReturnType<typeof run>>>;
  let byVitest: Promise<Awaited<ReturnType<typeof run>>>;

  beforeAll(async () => {
    app = await scratchApp();
    blocks = tsBlocks(readFileSync(path.join(app.dir, 'node_modules/vessel-kit', DOC), 'utf8'));
    const module = blocks.find((b) => b.includes("require: 'certified', out: 'reports'"));
    const suite = blocks.find((b) => b.includes("it('is certified'"));
    expect(module, 'the module block').toBeDefined();
    expect(suite, 'the vitest block').toBeDefined();
    const moduleFolder = appFolder(app, 'docs-ci-module', { 'vessel-profile.json': PROFILE, 'certify.mjs': module! });
    const suiteFolder = appFolder(app, 'docs-ci-vitest', {
      'vessel-profile.json': PROFILE,
      'conformance.test.ts': suite!,
    });
    byNode = withVessel(app, moduleFolder, 'node certify.mjs');
    // Without a namespace each its own, the second waits for the first's ports.
    if (!NAMESPACE) await byNode;
    byVitest = withVessel(
      app,
      suiteFolder,
      `node ${JSON.stringify(path.join(app.dir, 'node_modules/vitest/vitest.mjs'))} run`,
    );
  }, SCRATCH_TIMEOUT_MS + 160_000);

  it('the module certifies the vessel and exits 0, its reports written', async () => {
    const ran = await byNode;
    expect(ran.code, ran.stdout + ran.stderr).toBe(0);
    const results = JSON.parse(readFileSync(path.join(app.dir, 'docs-ci-module/reports/results.json'), 'utf8')) as {
      outcome: { verdict: string };
    };
    expect(results.outcome.verdict).toBe('certified');
  }, 160_000);

  it('the vitest file: is certified, fails no case', async () => {
    const ran = await byVitest;
    const output = stripVTControlCharacters(ran.stdout + ran.stderr);
    expect(ran.code, output).toBe(0);
    expect(output).toMatch(/Tests\s+2 passed \(2\)/);
  }, 160_000);
});
