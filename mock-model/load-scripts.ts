// Loads every script file of a directory (`vessel-kit mock-model --scripts DIR`). A file holds
// one script or a list; any problem is reported with the file's name, so a bad fixture is found
// at start, not when a vessel first asks for it.
import { FixtureFileError, jsonFilesIn, readJsonFile } from './json-files.ts';
import type { Script } from './script-schema.ts';
import { validateScripts } from './script-validate.ts';

export class ScriptFileError extends FixtureFileError {
  override name = 'ScriptFileError';
}
const scriptFileError = (file: string, problems: string[]) => new ScriptFileError(file, problems);

function loadScriptFile(file: string): Script[] {
  const result = validateScripts(readJsonFile(file, scriptFileError));
  if (!result.ok) throw new ScriptFileError(file, result.problems);
  return result.scripts;
}

/** Every `*.json` file in `dir`, in name order; an id defined twice is an error. */
export function loadScriptDir(dir: string): Script[] {
  const seen = new Map<string, string>();
  const scripts: Script[] = [];
  for (const file of jsonFilesIn(dir, scriptFileError)) {
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
