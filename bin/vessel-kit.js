#!/usr/bin/env node
// The `vessel-kit` command. In a checkout (src/ is here) it runs the TypeScript sources through
// tsx, so a stale dist/ is never run; in an installed package (which ships dist/, not src/) it
// runs the built JavaScript. There, the command list (`vessel-kit`, `--help`) is the text the
// build rendered from the same sources (dist/cli-help.txt), so it is printed without loading
// every command's modules.
import { existsSync, readFileSync } from 'node:fs';

const argv = process.argv.slice(2);
const sources = new URL('../src/cli/main.ts', import.meta.url);
const help = new URL('../dist/cli-help.txt', import.meta.url);

if (existsSync(sources)) {
  const { register } = await import('tsx/esm/api');
  register();
  const { main } = await import(sources.href);
  process.exitCode = await main(argv);
} else if (argv.length <= 1 && [undefined, '--help', '-h', 'help'].includes(argv[0]) && existsSync(help)) {
  process.stdout.write(readFileSync(help, 'utf8'));
  process.exitCode = argv[0] === undefined ? 2 : 0;
} else {
  const { main } = await import('../dist/src/cli/main.js');
  process.exitCode = await main(argv);
}
