// A file the repository commits but no one edits: rendered from its source of truth by a writer
// module under scripts/, written by `npm run generate` (scripts/generate.ts, the one list of them),
// and proven current by a test that compares the committed text with a fresh render.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';
import { isEntryPoint } from '../entry-point.ts';

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface GeneratedFile {
  /** Absolute path of the committed file. */
  readonly file: string;
  /** The module that renders it, relative to the repository root (scripts/…). */
  readonly writer: string;
  /** The file's full text as its source renders it now. */
  render(): string;
}

/** A module's path relative to the repository root, with forward slashes. */
export function scriptPath(moduleUrl: string): string {
  return path.relative(REPO_ROOT, fileURLToPath(moduleUrl)).split(path.sep).join('/');
}

/** The file at `target` (relative to the repository root), written by the module at `writerUrl`. */
export function generatedFile(writerUrl: string, target: string, render: () => string): GeneratedFile {
  return { file: path.join(REPO_ROOT, target), writer: scriptPath(writerUrl), render };
}

/** Rewrites each file from its source, saying which it wrote. */
export function writeGenerated(
  files: readonly GeneratedFile[],
  out: { write(text: string): unknown } = process.stdout,
): void {
  for (const generated of files) {
    writeFileSync(generated.file, generated.render());
    out.write(`wrote ${generated.file}\n`);
  }
}

/** A writer module's entry point: writes `files` only when `moduleUrl` is the script node was started with, so tests can import writers freely. */
export function writeWhenRun(moduleUrl: string, files: readonly GeneratedFile[]): void {
  if (isEntryPoint(moduleUrl)) writeGenerated(files);
}

/**
 * The committed text beside a fresh render, for a test to compare with `toBe` (a stale file then
 * fails with the diff); `committed` is undefined when the file is missing.
 */
export function committedAndRendered(generated: GeneratedFile): { committed: string | undefined; rendered: string } {
  let committed: string | undefined;
  try {
    committed = readFileSync(generated.file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  return { committed, rendered: generated.render() };
}
