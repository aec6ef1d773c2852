// Reading the fixtures the suites are built from: the turn fixtures under fixtures/turns/ and the
// transcript fixtures under fixtures/transcripts/. The files' formats belong to
// suites/turn-fixture.ts and src/transcript/fixtures.ts, which read no files themselves.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FixtureFormatError, parseFixture, type TranscriptFixture } from '../src/transcript/fixtures.ts';
import { FixtureError, parseTurnFixture, type TurnFixture } from './turn-fixture.ts';

const TURN_FIXTURES_DIR = fileURLToPath(new URL('../fixtures/turns/', import.meta.url));
const TRANSCRIPT_FIXTURES_DIR = fileURLToPath(new URL('../fixtures/transcripts/', import.meta.url));

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? jsonFiles(path.join(dir, entry.name))
        : entry.name.endsWith('.json')
          ? [path.join(dir, entry.name)]
          : [],
    )
    .sort();
}

/** Every turn fixture under `dir`, validated; a bad file throws naming the file and the field. */
export function loadTurnFixtures(dir = TURN_FIXTURES_DIR): TurnFixture[] {
  const fixtures: TurnFixture[] = [];
  const ids = new Set<string>();
  for (const file of jsonFiles(dir)) {
    const where = path.relative(process.cwd(), file);
    let value: unknown;
    try {
      value = JSON.parse(readFileSync(file, 'utf8'));
    } catch (error) {
      throw new FixtureError(`${where}: not JSON: ${(error as Error).message}`);
    }
    const fixture = parseTurnFixture(value, where);
    if (ids.has(fixture.id)) throw new FixtureError(`${where}: duplicate case id ${fixture.id}`);
    ids.add(fixture.id);
    fixtures.push(fixture);
  }
  return fixtures;
}

/** Every fixture under fixtures/transcripts/, valid ones first, each kind in file-name order. */
export function loadTranscriptFixtures(dir: string = TRANSCRIPT_FIXTURES_DIR): TranscriptFixture[] {
  const out: TranscriptFixture[] = [];
  for (const kind of ['valid', 'invalid'] as const) {
    const folder = path.join(dir, kind);
    for (const file of readdirSync(folder)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const text = readFileSync(path.join(folder, file), 'utf8');
      let json: unknown;
      try {
        json = JSON.parse(text);
      } catch (error) {
        throw new FixtureFormatError(
          `${kind}/${file}: not JSON (${error instanceof Error ? error.message : String(error)})`,
        );
      }
      out.push(parseFixture(file.slice(0, -'.json'.length), kind, json));
    }
  }
  return out;
}
