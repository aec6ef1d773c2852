// Every fenced block of README.md and docs/*.md is accounted for, so no example goes unchecked
// without saying so: run as pasted by a named test, checked here (a JSON block against the schema
// of what it shows; each `vessel-kit` command line's options against that command's --help; each
// `npm run` against package.json's scripts), or shown only, with the reason. A block the table
// does not name fails, and so does an entry naming no block.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { Ajv } from 'ajv';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.ts';
import { compileTurn } from '../../src/mock-vessel/script.ts';
import { parseFixture } from '../../src/transcript/fixtures.ts';
import { captureIO } from '../cli/capture-io.ts';

const REPO = path.resolve(import.meta.dirname, '../..');
const DOCS = ['README.md', ...readdirSync(path.join(REPO, 'docs')).map((f) => `docs/${f}`)].filter((f) =>
  f.endsWith('.md'),
);

interface Block {
  doc: string;
  line: number;
  lang: string;
  body: string;
}

function blocksOf(doc: string): Block[] {
  const text = readFileSync(path.join(REPO, doc), 'utf8');
  return [...text.matchAll(/^```(\w+)[^\n]*\n([\s\S]*?)^```$/gm)].map((m) => ({
    doc,
    line: text.slice(0, m.index).split('\n').length,
    lang: m[1]!,
    body: m[2]!,
  }));
}

/** How a block is checked. */
type How =
  | { runBy: string }
  | { schema: string }
  | { parsedBy: 'turn-script' | 'transcript-fixture' }
  | { commands: true }
  | { shown: string };

const BLOCKS = DOCS.flatMap(blocksOf);
/** A block's name in the table: its document, its language and its first line with a word in it (not a lone `{`). */
const keyOf = (b: Block) =>
  `${b.doc} ${b.lang} ${b.body
    .split('\n')
    .find((l) => /\w/.test(l))
    ?.trim()}`;

const SNIPPETS = 'test/package/docs-snippets.test.ts';
const CHECKOUT = 'test/docs/checkout-blocks.test.ts';
const ACCOUNT: Record<string, How> = {
  'README.md sh npm install --save-dev vessel-kit': { commands: true },
  "README.md ts import { afterAll, beforeAll, expect, it } from 'vitest';": { runBy: 'test/package/packed.test.ts' },
  'README.md yaml jobs:': { runBy: 'test/docs/readme-workflow.test.ts' },
  'README.md sh set -eu': { commands: true },
  'README.md json { "entries": [{ "rule": "merge.pacing", "reason": "tuning in #41", "expires": "2027-03-31" }] }': {
    schema: 'expected-failures',
  },
  'README.md sh npm ci': { commands: true },
  'README.md sh npm test': { commands: true },
  'docs/certify.md sh npm start                                   # the embedded reference vessel, in process': {
    commands: true,
  },
  'docs/certify.md json "name": "my vessel",': { schema: 'profile' },
  'docs/ci.md json "$schema": "./node_modules/vessel-kit/schemas/config.schema.json",': { schema: 'config' },
  'docs/ci.md json "$schema": "./node_modules/vessel-kit/schemas/expected-failures.schema.json",': {
    schema: 'expected-failures',
  },
  'docs/ci.md yaml name: conformance': { runBy: 'test/docs/ci-workflow.test.ts' },
  'docs/ci.md sh #!/usr/bin/env sh': { commands: true },
  'docs/ci.md sh docker run -d -p 8080:8080 --add-host=host.docker.internal:host-gateway \\': { commands: true },
  "docs/ci.md ts import { certify } from 'vessel-kit';": { runBy: 'test/package/ci-certify-blocks.test.ts' },
  "docs/ci.md ts import { beforeAll, expect, it } from 'vitest';": { runBy: 'test/package/ci-certify-blocks.test.ts' },
  'docs/mock-model.md sh npx vessel-kit mock-model --port 9100 --scripts fixtures/scripts': { commands: true },
  "docs/mock-model.md ts import { createMockModel, scriptDirective } from './mock-model/index.ts';": {
    runBy: CHECKOUT,
  },
  "docs/mock-model.md ts import { setupServer } from 'msw/node';": { runBy: CHECKOUT },
  'docs/mock-model.md json "id": "weather",': { schema: 'model-script' },
  'docs/mock-vessel.md sh npm install --save-dev vessel-kit        # msw too, only if your tests use msw': {
    commands: true,
  },
  "docs/mock-vessel.md ts import { afterAll, afterEach, beforeAll, expect, it } from 'vitest';": { runBy: SNIPPETS },
  "docs/mock-vessel.md ts import { startMockVessel, turn } from 'vessel-kit';": { runBy: SNIPPETS },
  "docs/mock-vessel.md ts it('the Stop button cancels a turn that stalls', async () => {": { runBy: SNIPPETS },
  'docs/mock-vessel.md json "description": "lists the folder",': { parsedBy: 'turn-script' },
  "docs/mock-vessel.md ts it('sends a valid history and asks for the transcript', async () => {": { runBy: SNIPPETS },
  "docs/mock-vessel.md ts import { Role, TaskState } from '@a2a-js/sdk';": { runBy: SNIPPETS },
  "docs/mock-vessel.md js module.exports = { presets: [['@babel/preset-env', { targets: { node: 'current' } }]] };": {
    runBy: 'test/package/jest.test.ts',
  },
  "docs/mock-vessel.md js import { startMockVessel, turn, userMessage } from 'vessel-kit';": {
    runBy: 'test/package/jest.test.ts',
  },
  "docs/mock-vessel.md js import { setupServer } from 'msw/node';": { runBy: 'test/package/jest.test.ts' },
  'docs/mock-vessel.md js module.exports = {': { runBy: 'test/package/jest.test.ts' },
  'docs/mock-vessel.md sh npx vessel-kit vessel --mock --port 8080 --queue turns/     # turns/*.json, in file-name order':
    { commands: true },
  'docs/properties.md sh npx vessel-kit replay --case properties.turns --seed 1069662153 --path 2:1:3:1:1 --target http://127.0.0.1:8080 --runs 20 --run-seed 7':
    { commands: true },
  "docs/transcript-validator.md ts import { validateTranscript } from './src/transcript/index.ts';": {
    runBy: CHECKOUT,
  },
  'docs/transcript-validator.md sh npm run generate': { commands: true },
  'docs/transcript-validator.md json "description": "One line: what the case is and why it is valid or not.",': {
    parsedBy: 'transcript-fixture',
  },
  "docs/transcript-validator.md ts import { loadTranscriptFixtures } from './suites/load-fixtures.ts';": {
    runBy: CHECKOUT,
  },
  'docs/transcript-validator.md sh vessel-kit validate FILE... [--accepts-images] [--json] [--max-problems N]': {
    commands: true,
  },
  'docs/vessel.md sh npx vessel-kit vessel                      # embedded agents, mock model in-process, port 8080': {
    commands: true,
  },
  "docs/vessel.md ts import { startEmbeddedVessel, embeddedProfile } from './src/embedded/index.ts'; // in a checkout: the package exports only its entries":
    { runBy: CHECKOUT },
};

/** Each `vessel-kit <command> …` invocation of a shell or workflow block, with its continuation lines joined. */
export function invocations(body: string): { command: string; options: string[] }[] {
  // A line ending in `\` continues; so does a workflow's folded line that starts with an option.
  const joined = body.replace(/\\\n/g, ' ').replace(/\n\s+(?=--)/g, ' ');
  return [...joined.matchAll(/vessel-kit ([a-z][\w-]*)([^\n#&|;]*)/g)].map((m) => ({
    command: m[1]!,
    options: [...m[2]!.matchAll(/(?:^|\s)(--[a-z][\w-]*)/g)].map((o) => o[1]!),
  }));
}

const helpOf = new Map<string, Promise<string>>();
function help(command: string): Promise<string> {
  if (!helpOf.has(command))
    helpOf.set(
      command,
      (async () => {
        const io = captureIO();
        expect(await main([command, '--help'], io), `vessel-kit ${command} --help`).toBe(0);
        return io.out();
      })(),
    );
  return helpOf.get(command)!;
}

const SCRIPTS = (
  JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { scripts: Record<string, string> }
).scripts;

describe('every code block of the README and docs/ is accounted for', () => {
  it('each block has an entry, and each entry names a block', () => {
    const keys = BLOCKS.map(keyOf);
    expect(keys.filter((k) => !(k in ACCOUNT))).toEqual([]);
    expect(Object.keys(ACCOUNT).filter((k) => !keys.includes(k))).toEqual([]);
  });

  it('a block said to be run is run by a test that reads its document', () => {
    for (const [key, how] of Object.entries(ACCOUNT)) {
      if (!('runBy' in how)) continue;
      const doc = key.split(' ')[0]!;
      expect(readFileSync(path.join(REPO, how.runBy), 'utf8'), `${how.runBy} reads ${doc}`).toContain(
        doc === 'README.md' ? 'README.md' : doc,
      );
    }
  });

  const validators = new Map<string, ReturnType<Ajv['compile']>>();
  const validatorOf = (name: string) => {
    if (!validators.has(name))
      validators.set(
        name,
        new Ajv({ strict: false, allErrors: true }).compile(
          JSON.parse(readFileSync(path.join(REPO, `schemas/${name}.schema.json`), 'utf8')) as object,
        ),
      );
    return validators.get(name)!;
  };
  for (const block of BLOCKS) {
    const how = ACCOUNT[keyOf(block)];
    if (!how) continue;
    const where = `${block.doc}:${block.line}`;
    if ('schema' in how)
      it(`${where}: the ${how.schema} shown is valid against schemas/${how.schema}.schema.json`, () => {
        const validate = validatorOf(how.schema);
        expect(validate(JSON.parse(block.body)), JSON.stringify(validate.errors)).toBe(true);
      });
    if ('parsedBy' in how)
      it(`${where}: the ${how.parsedBy} shown is read without error`, () => {
        const value = JSON.parse(block.body) as unknown;
        if (how.parsedBy === 'turn-script') expect(() => compileTurn(value, 'docs-block')).not.toThrow();
        else expect(() => parseFixture(where, 'invalid', value)).not.toThrow();
      });
    if ('commands' in how)
      it(`${where}: each vessel-kit command and option is one --help lists, each npm run a script`, async () => {
        for (const { command, options } of invocations(block.body)) {
          const text = await help(command);
          for (const option of options)
            expect(text, `vessel-kit ${command} ${option}`).toMatch(new RegExp(`${option}(?![\\w-])`));
        }
        for (const [, script] of block.body.matchAll(/npm run ([\w:-]+)/g))
          expect(Object.keys(SCRIPTS), `npm run ${script}`).toContain(script);
        for (const [, script] of block.body.matchAll(/^npm (start|test)\b/gm))
          expect(Object.keys(SCRIPTS), `npm ${script}`).toContain(script);
      });
  }
});

describe('invocations', () => {
  it('joins continued lines and folded workflow lines, and stops at a comment or an operator', () => {
    expect(
      invocations(
        'npx vessel-kit certify --profile p.json \\\n  --require certified # --bogus\n- run: >\n    npx vessel-kit report merge a b\n      --out r && vessel-kit validate --json x',
      ),
    ).toEqual([
      { command: 'certify', options: ['--profile', '--require'] },
      { command: 'report', options: ['--out'] },
      { command: 'validate', options: ['--json'] },
    ]);
  });

  it('a documented option the command does not list fails the check', async () => {
    const [bogus] = invocations('npx vessel-kit certify --teleport');
    expect(await help(bogus!.command)).not.toMatch(/--teleport(?![\w-])/);
  });
});
