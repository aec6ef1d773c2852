// Reading a directory of JSON fixture files (model scripts, mock-vessel turn queues): every
// `*.json` in name order, each parsed, and any problem reported with the file's name, so a bad
// fixture is found at start rather than when it is first needed.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { VesselKitError } from '../src/errors.ts';

/** A fixture file, or its directory, that cannot be used: which one, and each problem. */
export class FixtureFileError extends VesselKitError {
  override name = 'FixtureFileError';
  constructor(
    readonly file: string,
    readonly problems: string[],
  ) {
    super('VK_ERR_FIXTURE_FILE', `${file}: ${problems.join('; ')}`);
  }
}

type MakeError = (file: string, problems: string[]) => FixtureFileError;

/** The paths of `dir`'s `*.json` files, in name order. */
export function jsonFilesIn(dir: string, error: MakeError): string[] {
  try {
    return readdirSync(dir)
      .filter((n) => n.endsWith('.json'))
      .sort()
      .map((name) => path.join(dir, name));
  } catch (cause) {
    throw error(dir, [`cannot read the directory (${(cause as Error).message})`]);
  }
}

/** One file's JSON value. */
export function readJsonFile(file: string, error: MakeError): unknown {
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch (cause) {
    throw error(file, [`cannot read it (${(cause as Error).message})`]);
  }
  try {
    return JSON.parse(text);
  } catch (cause) {
    throw error(file, [`not JSON (${(cause as Error).message})`]);
  }
}
