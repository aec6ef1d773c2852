// `vessel-kit mock-model`, run in-process through the CLI entry point.
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { CliIO } from '../../src/cli/command.ts';
import { main } from '../../src/cli/main.ts';

function captureIO(stop = new AbortController()): CliIO & { out: string[]; err: string[]; stop: AbortController } {
  const out: string[] = [];
  const err: string[] = [];
  return {
    out,
    err,
    stop,
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    stdin: new PassThrough(),
    stopSignal: stop.signal,
  };
}

const FIXTURES = new URL('../../fixtures/scripts/', import.meta.url).pathname;

describe('vessel-kit mock-model', () => {
  it('prints the base URL, serves the scripts of --scripts, and stops on the stop signal', async () => {
    const io = captureIO();
    const running = main(['mock-model', '--port', '0', '--host', '127.0.0.1', '--scripts', FIXTURES], io);
    await expect.poll(() => io.out.join('')).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/v1\n$/);
    const base = io.out.join('').trim();
    const scripts = (await (await fetch(base.replace(/\/v1$/, '/_mock/scripts'))).json()) as {
      scripts: { id: string }[];
    };
    expect(scripts.scripts.map((s) => s.id)).toContain('plain-answer');
    const response = await fetch(`${base}/chat/completions`, {
      method: 'POST',
      body: JSON.stringify({ messages: [{ role: 'user', content: 'hi\nvessel-kit:script=plain-answer' }] }),
    });
    expect(
      ((await response.json()) as { choices: { message: { content: string } }[] }).choices[0]?.message.content,
    ).toBe('Hello! How can I help you today?');
    io.stop.abort();
    expect(await running).toBe(0);
    await expect(fetch(`${base}/models`)).rejects.toThrow();
  });

  it('exits 2 naming the file and the problem when a script file is bad', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'mock-model-scripts-'));
    writeFileSync(path.join(dir, 'a-good.json'), JSON.stringify({ id: 'good', steps: [{ text: 'x' }] }));
    writeFileSync(path.join(dir, 'b-bad.json'), JSON.stringify({ id: 'bad', steps: [{ fault: { cut_after: -1 } }] }));
    const io = captureIO();
    expect(await main(['mock-model', '--port', '0', '--scripts', dir], io)).toBe(2);
    expect(io.err.join('')).toMatch(/b-bad\.json: steps\/0\/fault\/cut_after: must be >= 0/);
    writeFileSync(path.join(dir, 'b-bad.json'), '{ not json');
    const again = captureIO();
    expect(await main(['mock-model', '--port', '0', '--scripts', dir], again)).toBe(2);
    expect(again.err.join('')).toMatch(/b-bad\.json: not JSON/);
  });

  it('exits 2 on a bad option, a bad port or a missing directory', async () => {
    for (const argv of [
      ['--port', 'eighty'],
      ['--frobnicate'],
      ['--scripts', '/no/such/dir'],
      ['--reasoning-field', 'thoughts'],
    ]) {
      const io = captureIO();
      expect(await main(['mock-model', '--port', '0', ...argv], io)).toBe(2);
      expect(io.err.join('')).not.toBe('');
    }
  });

  it('has a help text naming its options', async () => {
    const io = captureIO();
    expect(await main(['mock-model', '--help'], io)).toBe(0);
    expect(io.out.join('')).toMatch(/--port[\s\S]*--host[\s\S]*--scripts/);
  });
});
