// The ts blocks of docs/ that import from a checkout of this repository (./src, ./mock-model,
// ./suites), run as written where they say to run them: each is written to a file at the
// checkout's root (a block that continues the one before it, after that one), run by node with
// tsx's loader, and must exit 0 within a bound, ending whatever it started (a server it leaves
// listening keeps it from exiting, and fails it); its process group is ended either way.
// docs/mock-model.md: the in-process API, then its msw handlers; docs/transcript-validator.md:
// validateTranscript and loadTranscriptFixtures; docs/vessel.md: startEmbeddedVessel.
import { spawn } from 'node:child_process';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { stripVTControlCharacters } from 'node:util';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const TSX = pathToFileURL(createRequire(path.join(ROOT, 'package.json')).resolve('tsx')).href;
/** The longest a block may take, a loaded machine's node and tsx start included. */
const BOUND_MS = 20_000;

/** The ts blocks of `doc`, in order. */
const tsBlocks = (doc: string) =>
  [...readFileSync(path.join(ROOT, doc), 'utf8').matchAll(/^```ts\n([\s\S]*?)^```$/gm)].map((m) => m[1]!);

/** The block of `doc` whose first line is `first`; with `continues`, the block before it, then it. */
function source(doc: string, first: string, continues: boolean): string {
  const blocks = tsBlocks(doc);
  const at = blocks.findIndex((b) => b.split('\n')[0] === first);
  expect(at, `${doc} has a ts block starting ${first}`).toBeGreaterThanOrEqual(continues ? 1 : 0);
  return continues ? `${blocks[at - 1]!}\n${blocks[at]!}` : blocks[at]!;
}

interface Ran {
  code: number | null;
  signal: NodeJS.Signals | null;
  output: string;
  ms: number;
  timedOut: boolean;
}

/** `text` as a module at the checkout's root, run by node with tsx; its process group ended after. */
function runAtRoot(name: string, text: string): Promise<Ran> {
  const file = path.join(ROOT, `.docs-block-${process.pid}-${name}.mts`);
  writeFileSync(file, text);
  const started = Date.now();
  return new Promise<Ran>((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', TSX, file], { cwd: ROOT, detached: true });
    let output = '';
    let timedOut = false;
    child.stdout.on('data', (d: Buffer) => (output += d.toString()));
    child.stderr.on('data', (d: Buffer) => (output += d.toString()));
    const timer = setTimeout(() => {
      timedOut = true;
      process.kill(-child.pid!, 'SIGKILL');
    }, BOUND_MS);
    child.on('error', reject);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Nothing of it left.
      }
      // Read as the page shows it: without the colours console.log adds when FORCE_COLOR is set (CI sets it).
      resolve({ code, signal, output: stripVTControlCharacters(output), ms: Date.now() - started, timedOut });
    });
  }).finally(() => rmSync(file, { force: true }));
}

const BLOCKS: { doc: string; first: string; continues?: true; prints?: RegExp }[] = [
  { doc: 'docs/mock-model.md', first: "import { createMockModel, scriptDirective } from './mock-model/index.ts';" },
  { doc: 'docs/mock-model.md', first: "import { setupServer } from 'msw/node';", continues: true },
  {
    doc: 'docs/transcript-validator.md',
    first: "import { validateTranscript } from './src/transcript/index.ts';",
    // What the block's comment says it prints.
    prints:
      /^false \[\n {2}\{\n {4}rule: 'message\.system-refused',\n {4}path: '\/messages\/3\/role',\n {4}message: 'messages\[3\]\.role: system messages are refused: the briefing is fixed by the operator'\n {2}\}\n\]\n$/,
  },
  { doc: 'docs/transcript-validator.md', first: "import { loadTranscriptFixtures } from './suites/load-fixtures.ts';" },
  {
    doc: 'docs/vessel.md',
    first:
      "import { startEmbeddedVessel, embeddedProfile } from './src/embedded/index.ts'; // in a checkout: the package exports only its entries",
  },
];

describe('the checkout ts blocks of docs/, run as written at the checkout root', () => {
  BLOCKS.forEach(({ doc, first, continues, prints }, i) =>
    it.concurrent(
      `${doc}: ${first.slice(0, 60)}${continues ? ' (after the block before it)' : ''}`,
      async () => {
        const ran = await runAtRoot(String(i), source(doc, first, continues === true));
        expect(ran.timedOut, `still running after ${BOUND_MS} ms:\n${ran.output}`).toBe(false);
        expect(ran.code, ran.output).toBe(0);
        if (prints) expect(ran.output).toMatch(prints);
      },
      BOUND_MS + 5_000,
    ),
  );
});
