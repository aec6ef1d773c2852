// Turn scripts from files (`vessel-kit vessel --mock --queue DIR`): every `*.json` of a directory,
// in name order, each holding one turn script or a list; a bad file is reported with its name and
// each problem, at start, not when a turn first needs it.
import { FixtureFileError, jsonFilesIn, readJsonFile } from '../../mock-model/json-files.ts';
import { compileTurn, TurnScriptError, type TurnScript } from './script.ts';

export class QueueFileError extends FixtureFileError {
  override name = 'QueueFileError';
}
const queueFileError = (file: string, problems: string[]) => new QueueFileError(file, problems);

function loadFile(file: string): TurnScript[] {
  const value = readJsonFile(file, queueFileError);
  const list = Array.isArray(value) ? value : [value];
  return list.map((script, i) => {
    try {
      compileTurn(script, 'mock-vessel.file');
    } catch (error) {
      if (!(error instanceof TurnScriptError)) throw error;
      const prefix = Array.isArray(value) ? `[${i}] ` : '';
      throw new QueueFileError(
        file,
        error.problems.map((p) => prefix + p),
      );
    }
    return script as TurnScript;
  });
}

/** Every turn script of `dir`'s `*.json` files, in file-name order. */
export function loadQueueDir(dir: string): TurnScript[] {
  return jsonFilesIn(dir, queueFileError).flatMap(loadFile);
}
