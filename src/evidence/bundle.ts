// Evidence bundles (`--evidence DIR`): everything a run recorded, uncut, so the run can be judged
// again without the target (`vessel-kit rejudge DIR`) and results.json can stay small.
//
//   DIR/bundle.json           the manifest: kit version, catalogue digest, seed, caps, target,
//                             the profile (auth value redacted), and every case's status
//   DIR/cases/<id>.ndjson.gz  gzipped NDJSON (`zcat … | jq`), one JSON value a line: the case, each script the mock model played,
//                             each recorded ask in order (turns with their events and receive
//                             times, the mock model's journal with its frames' send times; calls;
//                             subscriptions), then which of them the case returned as its evidence
//
// Credentials never reach a bundle: header values that carry them are `[redacted]`, and a known
// credential a vessel echoed is replaced by a word that stands for it, as in results (redaction.ts).
// Recordings are kept whole (a verdict may rest on every byte), so the files are gzipped: the
// image-boundary cases alone send megabytes of base64, which compresses a hundredfold.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { gunzipSync, gzipSync } from 'node:zlib';
import type { RecorderCaps } from '../a2a/caps.ts';
import type { RecordedExchange, RecordedTurn } from '../a2a/recording.ts';
import type { Script } from '../../mock-model/script-schema.ts';
import { redactedString, REDACTED, REDACTED_CREDENTIAL, type KnownSecret } from '../results/redaction.ts';
import { settledEntries, type CaseTape, type TapeEntry } from './tape.ts';
import type { Profile } from '../profile/schema.ts';
import type { CaseResult, CaseStatus, Results } from '../results/schema.ts';
import { VesselKitError } from '../errors.ts';

export const BUNDLE_VERSION = 1;
export const MANIFEST_FILE = 'bundle.json';

export interface BundleManifest {
  bundle_version: typeof BUNDLE_VERSION;
  kit: Results['kit'];
  catalogue_digest: string;
  started_at: string;
  seed: number;
  caps: RecorderCaps;
  target: Results['target'];
  profile: Profile;
  options: Results['options'];
  shard?: Results['shard'];
  /** The recorded run's outcome (a rejudge keeps what stopped it, an unreachable target say). */
  outcome: Results['outcome'];
  /** How the suites were built (e.g. the property-based cases' runs), so a rejudge builds the same cases. */
  suite_options?: Record<string, unknown>;
  cases: {
    id: string;
    status: CaseStatus;
    message: string;
    duration_ms: number;
    agent?: string;
    /** The case's NDJSON file (relative to the bundle), when it ran. */
    file?: string;
    /** The verdicts of a case judged without a tape of its own (from a preflight's card fetch, say), kept as they were. */
    verdicts?: CaseResult['evidence']['verdicts'];
  }[];
}

/** One line of a case file. */
export type BundleLine =
  | { type: 'case'; id: string; agent: string; clients: CaseTape['clients'] }
  | { type: 'script'; script: Script }
  | ({ type: 'ask'; seq: number } & TapeEntry)
  /** What the case returned as its evidence, as `seq` numbers of asks (or the exchange itself when it was no ask). */
  | { type: 'evidence'; turns: (number | { inline: unknown })[]; exchanges: (number | { inline: unknown })[] };

/** `value` as JSON, every credential header value `[redacted]` and every known secret replaced by its word. */
function redactedJson(value: unknown, secrets: readonly KnownSecret[]): string {
  return JSON.stringify(value, (key, v: unknown) => (typeof v === 'string' ? redactedString(key, v, secrets) : v));
}

/** The case's file name in the bundle: the id, kept to safe characters. */
export const caseFile = (id: string) => `cases/${id.replace(/[^A-Za-z0-9._-]/g, '_')}.ndjson.gz`;

type CaseEvidence = Pick<CaseResult['evidence'], 'turns' | 'exchanges'>;

/**
 * A case's file of the bundle, gzipped, made as the case ends: the run then holds its tape as
 * these bytes (a flood compresses to little), not as the recordings, until the bundle is written.
 */
export function caseFileBytes(tape: CaseTape, evidence: CaseEvidence, secrets: readonly KnownSecret[] = []): Buffer {
  return gzipSync(caseLines(tape, evidence, secrets).join('\n') + '\n');
}

function caseLines(tape: CaseTape, evidence: CaseEvidence, secrets: readonly KnownSecret[]): string[] {
  const entries = settledEntries(tape);
  const seqOf = new Map<unknown, number>();
  entries.forEach((e, seq) => {
    if (e.kind === 'turn') seqOf.set(e.turn, seq);
    else if (e.kind === 'call' || e.kind === 'subscription') seqOf.set(e.exchange, seq);
  });
  const ref = (value: unknown) => seqOf.get(value) ?? { inline: value };
  const lines: BundleLine[] = [
    { type: 'case', id: tape.caseId, agent: tape.agent, clients: tape.clients },
    ...tape.scripts.map((script) => ({ type: 'script' as const, script })),
    ...entries.map((entry, seq) => ({ type: 'ask' as const, seq, ...entry })),
    { type: 'evidence', turns: evidence.turns.map(ref), exchanges: evidence.exchanges.map(ref) },
  ];
  return lines.map((line) => redactedJson(line, secrets));
}

/**
 * Writes the bundle for a run's full results and the tapes of the cases that ran; returns the
 * results as results.json holds them beside it: each taped case's recording replaced by a
 * reference (relative to `resultsDir`).
 */
export async function writeEvidenceBundle(
  dir: string,
  run: {
    results: Results;
    /** Each taped case's file, by case id (caseFileBytes). */
    caseFiles: ReadonlyMap<string, Buffer>;
    profile: Profile;
    caps: RecorderCaps;
    suiteOptions?: Record<string, unknown>;
  },
  resultsDir: string,
): Promise<Results> {
  const { results, caseFiles } = run;
  await mkdir(path.join(dir, 'cases'), { recursive: true });
  const files = new Map<string, string>();
  for (const c of results.cases) {
    const bytes = caseFiles.get(c.id);
    if (!bytes) continue;
    const file = caseFile(c.id);
    await writeFile(path.join(dir, file), bytes);
    files.set(c.id, file);
  }
  // Credentials never reach the bundle: the auth header's value is redacted, and the model's API
  // key is the word that stands for it in the recordings, so a rejudge looks for that word.
  const { auth, model_api_key, ...rest } = run.profile;
  const profile = model_api_key !== undefined ? { ...rest, model_api_key: REDACTED_CREDENTIAL } : rest;
  const manifest: BundleManifest = {
    bundle_version: BUNDLE_VERSION,
    kit: results.kit,
    catalogue_digest: results.catalogue_digest,
    started_at: results.started_at,
    seed: results.seed,
    caps: run.caps,
    target: results.target,
    profile: auth ? { ...profile, auth: { header: auth.header, value: REDACTED } } : profile,
    options: results.options,
    ...(results.shard ? { shard: results.shard } : {}),
    outcome: results.outcome,
    ...(run.suiteOptions ? { suite_options: run.suiteOptions } : {}),
    cases: results.cases.map((c) => ({
      id: c.id,
      status: c.status,
      message: c.message,
      duration_ms: c.duration_ms,
      ...(c.agent !== undefined ? { agent: c.agent } : {}),
      ...(files.has(c.id) ? { file: files.get(c.id) } : {}),
      ...(!files.has(c.id) && c.evidence.verdicts.length > 0 ? { verdicts: c.evidence.verdicts } : {}),
    })),
  };
  await writeFile(path.join(dir, MANIFEST_FILE), JSON.stringify(manifest, null, 2) + '\n');
  const bundle = path.relative(resultsDir, dir) || '.';
  return {
    ...results,
    cases: results.cases.map((c) => {
      const file = files.get(c.id);
      return file
        ? { ...c, evidence: { verdicts: c.evidence.verdicts, turns: [], exchanges: [], ref: { bundle, file } } }
        : c;
    }),
  };
}

export class BundleError extends VesselKitError {
  override name = 'BundleError';
  constructor(message: string, options?: ErrorOptions) {
    super('VK_ERR_BUNDLE', message, options);
  }
}

export interface ReadCase {
  tape: CaseTape;
  turns: RecordedTurn[];
  exchanges: RecordedExchange[];
}

/** Reads one case file back: its tape, and the evidence the case returned. */
export async function readCaseFile(file: string): Promise<ReadCase> {
  let text: string;
  try {
    const bytes = await readFile(file);
    text = (file.endsWith('.gz') ? gunzipSync(bytes) : bytes).toString('utf8');
  } catch (error) {
    throw new BundleError(`cannot read ${file}: ${(error as NodeJS.ErrnoException).code ?? String(error)}`);
  }
  const tape: CaseTape = { caseId: '', agent: '', clients: {}, scripts: [], entries: [] };
  let evidence: Extract<BundleLine, { type: 'evidence' }> | undefined;
  text.split('\n').forEach((raw, i) => {
    if (raw.trim() === '') return;
    let line: BundleLine;
    try {
      line = JSON.parse(raw) as BundleLine;
    } catch (error) {
      throw new BundleError(`${file}:${i + 1}: not JSON: ${(error as Error).message}`);
    }
    if (line.type === 'case') Object.assign(tape, { caseId: line.id, agent: line.agent, clients: line.clients });
    else if (line.type === 'script') tape.scripts.push(line.script);
    else if (line.type === 'ask') {
      const { type: _type, seq: _seq, ...entry } = line;
      tape.entries.push(entry as TapeEntry);
    } else if (line.type === 'evidence') evidence = line;
  });
  const deref = (r: number | { inline: unknown }): unknown => {
    if (typeof r !== 'number') return r.inline;
    const entry = tape.entries[r];
    return entry?.kind === 'turn' ? entry.turn : entry && 'exchange' in entry ? entry.exchange : undefined;
  };
  return {
    tape,
    turns: (evidence?.turns ?? []).map(deref) as RecordedTurn[],
    exchanges: (evidence?.exchanges ?? []).map(deref) as RecordedExchange[],
  };
}

export async function readManifest(dir: string): Promise<BundleManifest> {
  const file = path.join(dir, MANIFEST_FILE);
  let manifest: BundleManifest;
  try {
    manifest = JSON.parse(await readFile(file, 'utf8')) as BundleManifest;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    throw new BundleError(
      code === 'ENOENT'
        ? `${dir} is not an evidence bundle (no ${MANIFEST_FILE})`
        : `cannot read ${file}: ${code ?? (error as Error).message}`,
    );
  }
  if (manifest.bundle_version !== BUNDLE_VERSION)
    throw new BundleError(
      `${file}: bundle version ${String(manifest.bundle_version)}, this kit reads ${BUNDLE_VERSION}`,
    );
  return manifest;
}

/**
 * Results with each referenced recording read back in from its bundle (for reports that show
 * evidence). A bundle that cannot be read leaves the case as it was and is named in `missing`.
 */
export async function hydrateEvidence(
  results: Results,
  resultsDir: string,
): Promise<{ results: Results; missing: string[] }> {
  const missing = new Set<string>();
  const cases = await Promise.all(
    results.cases.map(async (c) => {
      const ref = c.evidence.ref;
      if (!ref) return c;
      try {
        const read = await readCaseFile(path.resolve(resultsDir, ref.bundle, ref.file));
        return { ...c, evidence: { ...c.evidence, turns: read.turns, exchanges: read.exchanges } };
      } catch (error) {
        missing.add(error instanceof Error ? error.message : String(error));
        return c;
      }
    }),
  );
  return { results: { ...results, cases }, missing: [...missing] };
}
