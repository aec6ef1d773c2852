// Whether a module is the script node was started with (`npx tsx src/x.ts`), so generators and the
// CLI can be imported by tests without running. Compared as paths: a hand-built file:// URL
// breaks on spaces and other characters a URL escapes.
import path from 'node:path';
import process from 'node:process';
import { fileURLToPath } from 'node:url';

export function isEntryPoint(moduleUrl: string): boolean {
  const entry = process.argv[1];
  return entry !== undefined && path.resolve(entry) === fileURLToPath(moduleUrl);
}
