// Test doubles for the runner: a fake mock-model port, a tiny target serving an agent card, and
// cases built from plain functions.
import type { CaseContext, CaseOutcome, ConformanceCase, Need } from '../../src/case/index.ts';
import type { RuleId } from '../../src/rules/index.ts';
import type { Script } from '../../mock-model/script-schema.ts';
import { DEFAULT_CAPS } from '../../src/a2a/caps.ts';
import type { RunShared } from '../../src/runner/case-context.ts';
import type { ModelPort } from '../../src/runner/drive-turn.ts';
import type { Profile } from '../../src/profile/schema.ts';
import type { IncomingMessage } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { serve, type TestServer } from '../recorder/hostile-servers.ts';
import { runSettings } from '../support/run-settings.ts';

export function fakeModel(): ModelPort & { scripts: Script[] } {
  const scripts: Script[] = [];
  return { scripts, register: (s) => void scripts.push(s), journal: () => [] };
}

/** What every case of a run shares, on `profile` with a fake mock model: the default caps, a run never stopped. */
export const sharedOn = (profile: Profile, over: Partial<RunShared> = {}): RunShared => ({
  seed: 1,
  timeoutScale: 1,
  caps: DEFAULT_CAPS,
  signal: new AbortController().signal,
  profile,
  model: fakeModel(),
  ...over,
});

/**
 * A card for the agent a GET asked for, naming a JSONRPC interface at its base, so the run's
 * preflight (src/runner/preflight.ts) lets the cases run.
 */
export function fakeCard(req: IncomingMessage): string {
  const url = `http://${req.headers.host ?? '127.0.0.1'}${(req.url ?? '/').replace(/\/\.well-known\/agent-card\.json$/, '')}`;
  return JSON.stringify({
    name: 'fake',
    supportedInterfaces: [{ url, protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
    capabilities: { streaming: true },
  });
}

/** A target that serves a card at every agent path and answers every POST with a JSON-RPC error. */
export async function cardServer(): Promise<TestServer> {
  return serve((req, res) => {
    if (req.method === 'GET') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(fakeCard(req));
      return;
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end('{"jsonrpc":"2.0","id":null,"error":{"code":-32601,"message":"no"}}');
  });
}

/** A catalogue of its own: the runner judges by whatever catalogue it is given, so these ids need not be the kit's. */
export const RULES = [
  { id: 'r.must', level: 'MUST' as const },
  { id: 'r.should', level: 'SHOULD' as const },
  { id: 'r.info', level: 'INFO' as const },
  { id: 'r.untested', level: 'MUST' as const },
];

/** An id of RULES, typed as the kit's ids so it fits in cases and verdicts. */
const fakeRule = (id: string) => id as RuleId;

export function fnCase(
  id: string,
  run: (ctx: CaseContext) => Promise<CaseOutcome>,
  opts: { rules?: string[]; needs?: Need[]; expectedMs?: number } = {},
): ConformanceCase {
  return {
    id,
    title: `case ${id}`,
    section: 'test',
    sentence: 'a sentence',
    rules: (opts.rules ?? ['r.must']).map(fakeRule),
    needs: opts.needs ?? [],
    ...(opts.expectedMs !== undefined ? { expectedMs: opts.expectedMs } : {}),
    run,
  };
}

export const passing = (rule = 'r.must'): CaseOutcome => ({
  verdicts: [{ rule: fakeRule(rule), status: 'pass', message: 'ok' }],
});
export const failing = (rule = 'r.must', message = 'broken'): CaseOutcome => ({
  verdicts: [{ rule: fakeRule(rule), status: 'fail', message }],
});

export function profileAt(url: string, extra: Partial<Profile['agents'][number]> = {}): Profile {
  return { name: 'test target', agents: [{ name: 'default', url, ...extra }] };
}

export const KIT = { name: 'vessel-kit', version: '0.0.0-test' };

/**
 * For a test file that runs certifications against a card server: the server, started before the
 * file's tests and closed after them, a scratch folder removed with it, and the options of a run
 * against the server (a fake model, the fake catalogue, seed 7).
 */
export function cardServerFile(prefix: string) {
  let server: TestServer | undefined;
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  beforeAll(async () => {
    server = await cardServer();
  });
  afterAll(async () => {
    await server?.close();
    rmSync(dir, { recursive: true, force: true });
  });
  return {
    dir,
    runOptions: () => ({
      profile: profileAt(server!.url),
      target: { kind: 'url' as const, modelUrl: 'http://127.0.0.1:1/v1' },
      model: fakeModel(),
      rules: RULES,
      kit: KIT,
      seed: 7,
      settings: runSettings(),
    }),
  };
}
