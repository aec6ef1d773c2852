// vitest's globalSetup (vitest.config.ts): a folder for the scratch application the package tests
// share (test/package/scratch-app.ts), made once per run and removed at its end. Only a folder:
// the first test file that needs the application packs and installs it there, so a run that
// selects no package test pays nothing.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

declare module 'vitest' {
  export interface ProvidedContext {
    scratchRoot: string;
  }
}

export default function setup(project: TestProject): () => void {
  const root = mkdtempSync(path.join(tmpdir(), 'vessel-kit-scratch-'));
  project.provide('scratchRoot', root);
  return () => rmSync(root, { recursive: true, force: true });
}
