// `vessel-kit vessel`: every path in-process through main(), and one real subprocess.
import { describe, expect, it } from 'vitest';
import { PassThrough } from 'node:stream';
import { spawn } from 'node:child_process';
import net from 'node:net';
import { fileURLToPath } from 'node:url';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { main } from '../../../src/cli/main.ts';
import type { CliIO } from '../../../src/cli/command.ts';
import { rpc, textMessage } from './helpers.ts';

const fixture = (name: string) => fileURLToPath(new URL(`../../../fixtures/vessel/${name}`, import.meta.url));

function captureIO(): CliIO & { out: string[]; err: string[]; stop(): void; printed: Promise<string> } {
  const out: string[] = [];
  const err: string[] = [];
  const controller = new AbortController();
  let resolvePrinted!: (text: string) => void;
  const printed = new Promise<string>((r) => (resolvePrinted = r));
  return {
    out,
    err,
    stdout: (t) => {
      out.push(t);
      resolvePrinted(t);
    },
    stderr: (t) => void err.push(t),
    stdin: new PassThrough(),
    stopSignal: controller.signal,
    stop: () => controller.abort(),
    printed,
  };
}

const urlsIn = (text: string) =>
  [...text.matchAll(/^\s+(\S+)\s+(http:\/\/\S+)$/gm)].map((m) => ({ name: m[1]!, url: m[2]! }));

describe('vessel-kit vessel (in-process)', () => {
  it('serves the embedded agents with the in-process mock model, prints their URLs and stops cleanly', async () => {
    const io = captureIO();
    const running = main(['vessel', '--port', '0'], io);
    const text = await io.printed;
    const agents = urlsIn(text);
    expect(agents.map((a) => a.name)).toEqual([
      'default',
      'no-images',
      'send-reasoning',
      'short-deadline',
      'few-steps',
    ]);
    expect(agents[0]!.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(agents[1]!.url).toMatch(/\/agents\/no-images$/);
    expect(text).toMatch(/mock model \(in this process\): http:\/\/127\.0\.0\.1:\d+\/v1/);
    const answer = await rpc(agents[0]!.url, 'SendMessage', textMessage('hello'));
    expect(answer.json.result.task.status.state).toBe('TASK_STATE_COMPLETED');
    io.stop();
    expect(await running).toBe(0);
    expect(io.out.join('')).toContain('stopped');
  });

  it('serves the agents of --config, pointed at --model when given', async () => {
    const model = captureIO();
    const modelRun = main(['mock-model', '--port', '0'], model);
    const modelUrl = (await model.printed).trim();
    const io = captureIO();
    const running = main(
      ['vessel', '--port', '0', '--config', fixture('openai-compatible.json'), '--model', modelUrl],
      io,
    );
    const text = await io.printed;
    expect(urlsIn(text).map((a) => a.name)).toEqual(['default', 'vision']);
    expect(text).not.toContain('mock model (in this process)');
    if (!process.env.OPENAI_API_KEY)
      expect(io.err.join('')).toContain("warning: agent 'default': OPENAI_API_KEY is not set");
    const answer = await rpc(urlsIn(text)[1]!.url, 'SendMessage', textMessage('hello'));
    expect(answer.json.result.task.status.state).toBe('TASK_STATE_COMPLETED');
    io.stop();
    model.stop();
    expect(await running).toBe(0);
    expect(await modelRun).toBe(0);
  });

  it('registers --scripts with the in-process mock model; a bad script file exits 2', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'vessel-scripts-'));
    try {
      writeFileSync(
        path.join(dir, 'greet.json'),
        JSON.stringify({ id: 'cli-greet', steps: [{ text: 'Greetings from a script.' }] }),
      );
      const io = captureIO();
      const running = main(['vessel', '--port', '0', '--scripts', dir], io);
      const url = urlsIn(await io.printed)[0]!.url;
      const task = (await rpc(url, 'SendMessage', textMessage('hi\nvessel-kit:script=cli-greet'))).json.result.task;
      expect(task.artifacts.find((a: { name: string }) => a.name === 'answer').parts[0].text).toBe(
        'Greetings from a script.',
      );
      io.stop();
      expect(await running).toBe(0);

      writeFileSync(path.join(dir, 'broken.json'), '{ not json');
      const bad = captureIO();
      expect(await main(['vessel', '--port', '0', '--scripts', dir], bad)).toBe(2);
      expect(bad.err.join('')).toMatch(/bad script file .*broken\.json: not JSON/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it.each([
    ['an unknown field', 'unknown-field.json', '/agents/0/temperature: unknown field'],
    ['a duplicate agent', 'duplicate-name.json', "/agents/1/name: duplicate agent name 'a'"],
    ['text that is not JSON', 'not-json.json', '(document): not valid JSON'],
  ])('exits 2 on a config with %s, naming the file, the pointer and the problem', async (_name, file, problem) => {
    const io = captureIO();
    expect(await main(['vessel', '--port', '0', '--config', fixture(`invalid/${file}`)], io)).toBe(2);
    expect(io.err.join('')).toContain(`${fixture(`invalid/${file}`)}: ${problem}`);
    expect(io.out).toEqual([]);
  });

  it.each([
    [['--port', 'eighty'], /--port must be a port number/],
    [['--port', '70000'], /--port must be a port number/],
    [['--model', 'not a url'], /--model must be an http\(s\) URL/],
    [['--model', 'ftp://x/v1'], /--model must be an http\(s\) URL/],
    [['--fault', 'nonsense'], /unknown fault 'nonsense'/],
    [['--frobnicate'], /Unknown option '--frobnicate'/],
    [['extra'], /Unexpected argument 'extra'|positional/i],
  ])('exits 2 with a usage message for %j', async (args, message) => {
    const io = captureIO();
    expect(await main(['vessel', ...args], io)).toBe(2);
    expect(io.err.join('')).toMatch(message);
    expect(io.err.join('')).toContain("See 'vessel-kit vessel --help'");
  });

  it('exits 2 when the port is taken', async () => {
    const blocker = net.createServer();
    await new Promise<void>((r) => blocker.listen(0, '127.0.0.1', r));
    const { port } = blocker.address() as net.AddressInfo;
    const io = captureIO();
    expect(await main(['vessel', '--port', String(port)], io)).toBe(2);
    expect(io.err.join('')).toMatch(/cannot listen on 127\.0\.0\.1:\d+: the port is in use/);
    await new Promise((r) => blocker.close(r));
  });

  it('prints its help', async () => {
    const io = captureIO();
    expect(await main(['vessel', '--help'], io)).toBe(0);
    expect(io.out.join('')).toMatch(/Usage: vessel-kit vessel \[--port 8080\]/);
  });
});

describe('vessel-kit vessel (subprocess)', () => {
  it('prints the URLs of a working vessel and stops on SIGTERM', async () => {
    const bin = fileURLToPath(new URL('../../../bin/vessel-kit.js', import.meta.url));
    const child = spawn(process.execPath, [bin, 'vessel', '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] });
    try {
      let out = '';
      await new Promise<void>((resolve, reject) => {
        child.stdout.on('data', (c: Buffer) => {
          out += c.toString();
          if (out.includes('Stop with Ctrl-C')) resolve();
        });
        child.on('exit', (code) => reject(new Error(`exited ${code} before printing its URLs: ${out}`)));
      });
      const card = await (await fetch(`${urlsIn(out)[0]!.url}.well-known/agent-card.json`)).json();
      expect(card).toMatchObject({ name: 'default', capabilities: { streaming: true } });
      const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)));
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      if (child.exitCode === null) child.kill('SIGKILL');
    }
  }, 60_000);
});
