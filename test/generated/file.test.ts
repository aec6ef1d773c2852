// The one writer of generated files: it writes only when run as a script, writes exactly the
// render, and its currency helper tells a stale or missing file from a current one.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  committedAndRendered,
  generatedFile,
  scriptPath,
  writeGenerated,
  writeWhenRun,
  type GeneratedFile,
} from '../../src/generated/file.ts';
import { doNotEditLine, markdownDoc } from '../../src/generated/markdown.ts';

let dir: string;
const startedWith = process.argv[1];
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'generated-'));
});
afterEach(() => {
  process.argv[1] = startedWith!;
  rmSync(dir, { recursive: true, force: true });
});

const fileIn = (name: string, text: string): GeneratedFile => ({
  file: path.join(dir, name),
  writer: 'src/x/write.ts',
  render: () => text,
});

describe('writeWhenRun', () => {
  it('writes nothing when the writer is only imported, and the render when it is the started script', () => {
    const writer = path.join(dir, 'write.ts');
    const target = fileIn('out.md', 'fresh\n');
    process.argv[1] = path.join(dir, 'some-test.ts');
    writeWhenRun(pathToFileURL(writer).href, [target]);
    expect(committedAndRendered(target).committed).toBeUndefined();

    process.argv[1] = writer;
    const stdout = process.stdout.write;
    process.stdout.write = (() => true) as typeof process.stdout.write;
    try {
      writeWhenRun(pathToFileURL(writer).href, [target]);
    } finally {
      process.stdout.write = stdout;
    }
    expect(readFileSync(target.file, 'utf8')).toBe('fresh\n');
  });
});

describe('writeGenerated', () => {
  it('writes each render byte for byte and says which file it wrote', () => {
    const said: string[] = [];
    const files = [fileIn('a.json', '{\n  "a": 1\n}\n'), fileIn('b.md', '# B\n\n“quoted” ✓\n')];
    writeGenerated(files, { write: (text: string) => said.push(text) });
    for (const f of files) expect(readFileSync(f.file, 'utf8')).toBe(f.render());
    expect(said).toEqual(files.map((f) => `wrote ${f.file}\n`));
  });
});

describe('committedAndRendered', () => {
  it('shows a stale file as differing from its render, and a current one as equal', () => {
    const target = fileIn('doc.md', 'new\n');
    writeFileSync(target.file, 'old\n');
    expect(committedAndRendered(target)).toEqual({ committed: 'old\n', rendered: 'new\n' });
    writeFileSync(target.file, 'new\n');
    expect(committedAndRendered(target)).toEqual({ committed: 'new\n', rendered: 'new\n' });
  });
});

describe('generatedFile', () => {
  it('places the target under the repository root and names its writer as a reader runs it', () => {
    const writerUrl = new URL('../../scripts/rules-doc.ts', import.meta.url).href;
    const doc = generatedFile(writerUrl, 'docs/rules.md', () => '');
    expect(doc.file).toBe(path.resolve(import.meta.dirname, '../../docs/rules.md'));
    expect(doc.writer).toBe('scripts/rules-doc.ts');
    expect(scriptPath(writerUrl)).toBe('scripts/rules-doc.ts');
  });
});

describe('markdownDoc', () => {
  it('puts the title, then the do-not-edit line naming source and writer, then the body', () => {
    const text = markdownDoc({ title: 'T', source: 'src/t', writer: 'src/t/write.ts' }, ['body', '']);
    expect(text).toBe(
      '# T\n\n<!-- Generated from src/t by src/t/write.ts (`npm run generate`); do not edit by hand. -->\n\nbody\n\n',
    );
    expect(doNotEditLine('a', 'b.ts')).toBe(
      '<!-- Generated from a by b.ts (`npm run generate`); do not edit by hand. -->',
    );
  });
});
