// The robustness suite (`certify --suite robustness`, or `--thorough`; CONTRACT.md D17): an
// oversized body, huge fields, a client that stops reading, one that hangs up, one that dribbles
// its request, and N concurrent turns with random cancels and hang-ups, one case a file. Where
// the recording client cannot act (a body sent lazily, a stream left unread, a request a byte at
// a time), a case sends with the context's hostile clients (src/a2a/hostile/), which record
// like the rest; each case hands its recordings to src/checks/stress.ts, which judges them.
import type { ConformanceCase } from '../../src/case/index.ts';
import { clientDisconnectCase } from './client-disconnect.ts';
import { MiB } from './common.ts';
import { dribblingClientCase } from './dribbling-client.ts';
import { hugeFieldsCase } from './huge-fields.ts';
import { loadCase } from './load.ts';
import { oversizedBodyCase } from './oversized-body.ts';
import { slowReaderCase } from './slow-reader.ts';

export { driveLoad, loadActions, type LoadRun } from './load.ts';

export interface StressOptions {
  /** Concurrent turns of the load case (`--load N`, default 50). */
  load?: number;
  /** Characters the large unread stream's answer holds (default 8 Mi: a stream of about 3 × that; 0 leaves it out). */
  largeStreamChars?: number;
  /** Characters of a huge field (default 1 MiB). */
  hugeFieldChars?: number;
}

export const DEFAULT_LOAD = 50;
const DEFAULT_LARGE_STREAM_CHARS = 8 * MiB;
const DEFAULT_HUGE_FIELD_CHARS = MiB;

/** The robustness suite's cases. */
export function stressCases(options: StressOptions = {}): ConformanceCase[] {
  return [
    oversizedBodyCase,
    hugeFieldsCase(options.hugeFieldChars ?? DEFAULT_HUGE_FIELD_CHARS),
    slowReaderCase(options.largeStreamChars ?? DEFAULT_LARGE_STREAM_CHARS),
    clientDisconnectCase,
    dribblingClientCase,
    loadCase(options.load ?? DEFAULT_LOAD),
  ];
}
