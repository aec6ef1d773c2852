// The reference vessel certified as a user certifies a vessel they point the kit at with nothing
// declared: served on loopback, its models pointed at the port certify's mock model will take,
// and certified in process by `vessel-kit certify --target URL --model-port N`.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import { main } from '../../../src/cli/main.ts';
import { startEmbeddedVessel } from '../../../src/embedded/index.ts';
import type { CaseResult, Results } from '../../../src/results/schema.ts';
import { freePort } from './faulty-target.ts';

export interface UrlVessel {
  /** Each agent's base URL by name (`default`, `no-images`, …). */
  urls: Readonly<Record<string, string>>;
  modelPort: number;
  close(): Promise<void>;
}

export async function startUrlVessel(faults: string[] = []): Promise<UrlVessel> {
  const modelPort = await freePort();
  const vessel = await startEmbeddedVessel({ modelUrl: `http://127.0.0.1:${modelPort}/v1`, faults });
  return { urls: vessel.urls, modelPort, close: () => vessel.close() };
}

export interface UrlRun {
  code: number;
  stdout: string;
  results: Results;
  ms: number;
  caseOf(id: string): CaseResult;
}

/** `certify --target url --model-port N --seed seed ...extra`, in process; results.json read back. */
export async function certifyUrl(url: string, modelPort: number, seed: number, extra: string[] = []): Promise<UrlRun> {
  const out = mkdtempSync(path.join(tmpdir(), 'vk-url-vessel-'));
  const stdout: string[] = [];
  const started = performance.now();
  try {
    const code = await main(
      [
        'certify',
        '--target',
        url,
        '--model-port',
        String(modelPort),
        '--seed',
        String(seed),
        '--reporter',
        'json',
        '--reporter',
        'terminal',
        '--out',
        out,
        ...extra,
      ],
      {
        stdout: (t) => void stdout.push(t),
        stderr: () => undefined,
        stdin: new PassThrough(),
        stopSignal: new AbortController().signal,
      },
    );
    const results = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')) as Results;
    return {
      code,
      stdout: stdout.join(''),
      results,
      ms: performance.now() - started,
      caseOf(id) {
        const found = results.cases.find((c) => c.id === id);
        if (!found) throw new Error(`the run has no case ${id}`);
        return found;
      },
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
}

/** Every MUST or SHOULD verdict of a run that failed, as `rule: message` (a case result's verdicts). */
export function mustOrShouldFailures(results: Results): string[] {
  return results.cases.flatMap((c) =>
    (c.evidence.verdicts as { rule: string; status: string; message: string }[])
      .filter((v) => v.status === 'fail' && results.rules[v.rule]?.level !== 'INFO')
      .map((v) => `${c.id} › ${v.rule}: ${v.message}`),
  );
}
