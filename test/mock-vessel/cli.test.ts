// `vessel-kit vessel --mock`: the mock vessel for applications not written in JavaScript. Turn
// scripts queued from files (--queue DIR) and over HTTP, requests read back, bad files refused.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import type { CliIO } from '../../src/cli/command.ts';
import { userMessage } from '../../src/mock-vessel/index.ts';

const dir = mkdtempSync(path.join(tmpdir(), 'mock-vessel-queue-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function io() {
  const out: string[] = [];
  const err: string[] = [];
  const stop = new AbortController();
  const cli: CliIO = {
    stdout: (t) => void out.push(t),
    stderr: (t) => void err.push(t),
    stdin: process.stdin,
    stopSignal: stop.signal,
  };
  return { cli, stop, out: () => out.join(''), err: () => err.join('') };
}

async function answerOf(url: string, text: string): Promise<string> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'a2a-version': '1.0' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'SendMessage', params: userMessage(text) }),
  });
  const task = (
    (await res.json()) as { result: { task: { artifacts: { name: string; parts: { text: string }[] }[] } } }
  ).result.task;
  return task.artifacts.find((a) => a.name === 'answer')!.parts[0]!.text;
}

describe('vessel-kit vessel --mock', () => {
  it('serves the queued files in order, then scripts queued over HTTP, and stops on the stop signal', async () => {
    writeFileSync(path.join(dir, '01-first.json'), JSON.stringify({ steps: [{ text: 'First, from a file.' }] }));
    writeFileSync(
      path.join(dir, '02-more.json'),
      JSON.stringify([
        {
          description: 'a tool',
          steps: [
            { tool_calls: [{ id: 'c1', name: 'lookup', arguments: {}, result: 'found' }] },
            { text: 'Second: found.' },
          ],
        },
      ]),
    );
    writeFileSync(path.join(dir, 'notes.txt'), 'not a script');
    const run = io();
    const exit = main(['vessel', '--mock', '--port', '0', '--queue', dir], run.cli);
    while (!run.out().includes('Stop with Ctrl-C')) await new Promise((r) => setTimeout(r, 10));
    const url = /default\s+(http:\/\/\S+)/.exec(run.out())![1]!;
    expect(run.out()).toContain('2 turn(s) queued');
    expect(await answerOf(url, 'one')).toBe('First, from a file.');
    expect(await answerOf(url, 'two')).toBe('Second: found.');
    const queued = await fetch(`${url}_mock/queue`, {
      method: 'POST',
      body: JSON.stringify({ steps: [{ text: 'Third, over HTTP.' }] }),
    });
    expect(queued.status).toBe(200);
    expect(await answerOf(url, 'three')).toBe('Third, over HTTP.');
    const requests = (await (await fetch(`${url}_mock/requests`)).json()) as { requests: { text: string }[] };
    expect(requests.requests.map((r) => r.text)).toEqual(['one', 'two', 'three']);
    run.stop.abort();
    expect(await exit).toBe(0);
    expect(run.out()).toContain('stopped');
  });

  it('refuses a bad turn script file naming it and the problem (exit 2), and flags that do not go with --mock', async () => {
    const bad = mkdtempSync(path.join(tmpdir(), 'mock-vessel-bad-'));
    writeFileSync(path.join(bad, 'x.json'), JSON.stringify({ steps: [{ text: 'x', fault: {} }] }));
    const run = io();
    expect(await main(['vessel', '--mock', '--port', '0', '--queue', bad], run.cli)).toBe(2);
    expect(run.err()).toMatch(/x\.json: .*fault/);
    writeFileSync(path.join(bad, 'x.json'), '{ "steps": [');
    const notJson = io();
    expect(await main(['vessel', '--mock', '--port', '0', '--queue', bad], notJson.cli)).toBe(2);
    expect(notJson.err()).toMatch(/x\.json: not JSON \(/);
    rmSync(bad, { recursive: true, force: true });

    const usage = io();
    expect(await main(['vessel', '--queue', dir], usage.cli)).toBe(2);
    expect(usage.err()).toContain('--queue needs --mock');
    const withModel = io();
    expect(await main(['vessel', '--mock', '--model', 'http://127.0.0.1:1/v1'], withModel.cli)).toBe(2);
    expect(withModel.err()).toContain('takes no --model');
  });

  it('--help documents --mock and --queue', async () => {
    const run = io();
    expect(await main(['vessel', '--help'], run.cli)).toBe(0);
    expect(run.out()).toContain('--mock');
    expect(run.out()).toContain('--queue DIR');
  });
});
