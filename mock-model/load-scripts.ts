// Loads every script file of a directory (`vessel-kit mock-model --scripts DIR`). A file holds
// one script or a list; any problem is reported with the file's name, so a bad fixture is found
// at start, not when a vessel first asks for it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Script } from './script-schema.ts';
import { validateScripts } from './script-validate.ts';

export class ScriptFileError extends Error {
  override name = 'ScriptFileError';
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.join('; ')}`);
  }
}

function loadScriptFile(file: string): Script[] {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (error) {
    throw new ScriptFileError(file, [`cannot read it (${(error as Error).message})`]);
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    throw new ScriptFileError(file, [`not JSON (${(error as Error).message})`]);
  }
  const result = validateScripts(value);
  if (!result.ok) throw new ScriptFileError(file, result.problems);
  return result.scripts;
}

/** Every `*.json` file in `dir`, in name order; an id defined twice is an error. */
export function loadScriptDir(dir: string): Script[] {
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort();
  } catch (error) {
    throw new ScriptFileError(dir, [`cannot read the directory (${(error as Error).message})`]);
  }
  const seen = new Map<string, string>();
  const scripts: Script[] = [];
  for (const name of names) {
    const file = path.join(dir, name);
    for (const script of loadScriptFile(file)) {
      const first = seen.get(script.id);
      if (first !== undefined)
        throw new ScriptFileError(file, [`script id '${script.id}' is already defined in ${first}`]);
      seen.set(script.id, file);
      scripts.push(script);
    }
  }
  return scripts;
}
