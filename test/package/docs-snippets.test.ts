// docs/mock-vessel.md's vitest and msw examples, run as pasted from the installed package's copy,
// in the run's scratch application (scratch-app.ts), with nothing of this repository's: the first
// test file with the page's later `it` blocks appended (the page says they go in that file), the
// msw file whose official @a2a-js/sdk client follows the card at an https origin, and the
// close-in-finally module, run by plain node. The one thing the test supplies is what the docs
// call "your application's code": src/client.js, a small A2A client written here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';
import { appFolder, run, SCRATCH_TIMEOUT_MS, scratchApp, type ScratchApp } from './scratch-app.ts';

/** The application's client the docs import as `myClient` from '../src/client.js'. */
const APP_CLIENT = `
async function rpc(url, method, params) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'a2a-version': '1.0' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
}

export function myClient(url) {
  return {
    /** Streams a turn; what the user is shown: the answer, a note when cancelled; throws when it failed. */
    async ask(text) {
      const message = { messageId: crypto.randomUUID(), role: 'ROLE_USER', parts: [{ text }] };
      // It asks for the transcript (D9), to send it back with the next turn.
      const configuration = { acceptedOutputModes: ['text/plain', 'application/vnd.astralvessel.transcript+json'] };
      const response = await rpc(url, 'SendStreamingMessage', { message, configuration });
      let buffer = '';
      let answer = '';
      let state;
      for await (const chunk of response.body.pipeThrough(new TextDecoderStream())) {
        buffer += chunk;
        for (let end; (end = buffer.indexOf('\\n\\n')) >= 0; buffer = buffer.slice(end + 2)) {
          const data = buffer.slice(0, end).split('\\n').filter((l) => l.startsWith('data:')).map((l) => l.slice(5));
          if (data.length === 0) continue;
          const { result } = JSON.parse(data.join('\\n'));
          const artifact = result.artifactUpdate?.artifact;
          if (artifact?.name === 'answer') answer += artifact.parts.map((p) => p.text ?? '').join('');
          state = result.statusUpdate?.status.state ?? result.task?.status.state ?? state;
        }
      }
      if (state === 'TASK_STATE_FAILED') throw new Error('Something went wrong');
      return state === 'TASK_STATE_CANCELED' ? answer + ' (cancelled)' : answer;
    },
    async cancel(taskId) {
      await rpc(url, 'CancelTask', { id: taskId });
    },
  };
}
`;

/** The ts blocks of a Markdown page, in order. */
const tsBlocks = (markdown: string) => [...markdown.matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);

describe('docs/mock-vessel.md runs as pasted in an application that installed the package', () => {
  let app: ScratchApp;
  let blocks: string[];

  beforeAll(async () => {
    app = await scratchApp();
    blocks = tsBlocks(readFileSync(path.join(app.dir, 'node_modules/vessel-kit/docs/mock-vessel.md'), 'utf8'));
  }, SCRATCH_TIMEOUT_MS + 10_000);

  async function vitest(folder: string): Promise<string> {
    const ran = await run(process.execPath, [path.join(app.dir, 'node_modules/vitest/vitest.mjs'), 'run'], folder);
    const output = stripVTControlCharacters(ran.stdout + ran.stderr);
    expect(ran.code, output).toBe(0);
    return output;
  }

  it('the first test file with the page’s later `it` blocks: every test passes', async () => {
    const first = blocks.find((b) => b.includes("from '../src/client.js'"));
    const its = blocks.filter((b) => b.startsWith('it('));
    expect(first, 'the page’s first test file').toBeDefined();
    expect(its.length, 'the page’s `it` blocks').toBeGreaterThanOrEqual(2);
    const folder = appFolder(app, 'docs-vitest', {
      'src/client.js': APP_CLIENT,
      'test/app.test.ts': [first!, ...its].join('\n'),
    });
    const declared = [first!, ...its].join('\n').match(/^it\(/gm)!.length;
    expect(await vitest(folder)).toMatch(new RegExp(`Tests\\s+${declared} passed \\(${declared}\\)`));
  }, 120_000);

  it('the msw file: the official @a2a-js/sdk client follows the card at https://vessel.test/', async () => {
    const msw = blocks.find((b) => b.includes("from 'vessel-kit/msw'"));
    expect(msw).toContain("createFromUrl('https://vessel.test/')");
    const folder = appFolder(app, 'docs-msw', { 'msw.test.ts': msw! });
    expect(await vitest(folder)).toMatch(/Tests\s+1 passed \(1\)/);
  }, 120_000);

  it('the close-in-finally module runs under plain node and exits', async () => {
    const module = blocks.find((b) => b.includes('} finally {') && b.includes('await vessel.close()'));
    expect(module, 'the close-in-finally block').toBeDefined();
    // It has no type annotations, so node runs it as an ES module as it stands.
    const folder = appFolder(app, 'docs-finally', { 'finally.mjs': module! });
    const ran = await run(process.execPath, ['finally.mjs'], folder, 30_000);
    expect(ran.code, ran.stderr).toBe(0);
  }, 60_000);
});
