// The kit's own name and version, read from package.json, the one place they are written.
import { readFileSync } from 'node:fs';

export function kitPackage(): { name: string; version: string } {
  const pkg = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
}
