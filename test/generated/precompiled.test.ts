// What an application's test does with the mock vessel, `import('vessel-kit')` + startMockVessel()
// + a tool-call turn (its script validated, its transcript read) + close(), compiles no schema:
// the validators it runs are the precompiled ones (src/generated/validators/). So does certify():
// loading the runner, the suites (every turn fixture read) and the checks, and judging every case
// of the embedded vessel. Each runs in a fresh process whose ajv counts every compile; the same
// process then compiles one schema itself, so a probe that counted nothing cannot pass.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(path.join(tmpdir(), 'precompiled-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const AJV_CORE = createRequire(path.join(ROOT, 'package.json')).resolve('ajv/dist/core.js');
const PROBE = `
import { createRequire } from 'node:module';
const Ajv = createRequire(import.meta.url)(${JSON.stringify(AJV_CORE)}).default;
const compile = Ajv.prototype.compile;
globalThis.compiled = [];
Ajv.prototype.compile = function (schema, meta) {
  globalThis.compiled.push(new Error().stack.split('\\n')[2]?.trim());
  return compile.call(this, schema, meta);
};
`;
// After the application's code: one compile of the probe's own, then what the application found.
const ownCompile = (found: string): string => `
const duringRun = [...globalThis.compiled];
const { Ajv } = await import('ajv');
new Ajv().compile({ type: 'string' });
process.stdout.write(JSON.stringify({ ...(${found}), duringRun, afterOwnCompile: globalThis.compiled.length }));
`;

const APPLICATION = `
const kit = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'src/package/index.ts')).href)});
const vessel = await kit.startMockVessel();
vessel.script(kit.turn().say('Looking. ').callTool('list', {}, { result: 'species/' }).answer('One folder.'));
const res = await fetch(vessel.url, {
  method: 'POST',
  headers: { 'content-type': 'application/json', 'A2A-Version': '1.0' },
  body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'SendStreamingMessage',
    params: kit.userMessage('what is there?', { acceptedOutputModes: [kit.TRANSCRIPT_MEDIA_TYPE] }) }),
});
const text = await res.text();
await vessel.close();
${ownCompile("{ completed: text.includes('TASK_STATE_COMPLETED'), transcriptRead: vessel.requests[0]?.transcript !== undefined }")}`;

function probed(application: string): unknown {
  const probe = path.join(dir, 'probe.mjs');
  writeFileSync(probe, PROBE);
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--import', pathToFileURL(probe).href, '--input-type=module', '--eval', application],
    { cwd: ROOT, encoding: 'utf8', timeout: 60_000 },
  );
  expect(child.stderr).toBe('');
  return JSON.parse(child.stdout);
}

it('import, startMockVessel, a tool-call turn and close compile no schema', () => {
  expect(probed(APPLICATION)).toEqual({ completed: true, transcriptRead: true, duringRun: [], afterOwnCompile: 1 });
}, 60_000);

// certify() with no target: the embedded vessel, every case judged by every check.
const CERTIFY = `
const kit = await import(${JSON.stringify(pathToFileURL(path.join(ROOT, 'src/package/index.ts')).href)});
const results = await kit.certify();
${ownCompile('{ verdict: results.outcome.verdict, judged: results.summary.cases > 0 && results.cases.length === results.summary.cases }')}`;

it('certify() of the embedded vessel (runner, suites, fixtures, checks) compiles no schema', () => {
  expect(probed(CERTIFY)).toEqual({ verdict: 'certified', judged: true, duringRun: [], afterOwnCompile: 1 });
}, 60_000);
