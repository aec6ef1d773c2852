// Turn scripts from files (`vessel-kit vessel --mock --queue DIR`): every `*.json` of a directory,
// in name order, each holding one turn script or a list; a bad file is reported with its name and
// each problem, at start, not when a turn first needs it.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { compileTurn, TurnScriptError, type TurnScript } from './script.ts';

export class QueueFileError extends Error {
  override name = 'QueueFileError';
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super(`${file}: ${problems.join('; ')}`);
  }
}

function loadFile(file: string): TurnScript[] {
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new QueueFileError(file, [(error as Error).message]);
  }
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
  let names: string[];
  try {
    names = readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort();
  } catch (error) {
    throw new QueueFileError(dir, [`cannot read the directory (${(error as Error).message})`]);
  }
  return names.flatMap((name) => loadFile(path.join(dir, name)));
}
