// Runs `vessel-kit certify --target URL` in process, the way an operator would, and reads back
// what it wrote: the exit code, the terminal output, results.json (checked against its schema)
// and the wall time.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { PassThrough } from 'node:stream';
import { Ajv } from 'ajv';
import { main } from '../../../src/cli/main.ts';
import type { CaseResult, Results } from '../../../src/results/schema.ts';
import type { Profile } from '../../../src/profile/schema.ts';

const schema = JSON.parse(
  readFileSync(new URL('../../../schemas/results.schema.json', import.meta.url), 'utf8'),
) as object;
const validateResults = new Ajv({ strict: false, allErrors: true }).compile(schema);

/** The first schema errors of a results.json (empty when valid). */
export function schemaErrorsOf(results: unknown): string[] {
  return validateResults(results)
    ? []
    : (validateResults.errors ?? []).slice(0, 5).map((e) => `${e.instancePath} ${e.message ?? ''}`);
}

export interface ForeignRun {
  code: number;
  stdout: string;
  stderr: string;
  results: Results;
  /** Schema errors of results.json (empty when valid). */
  schemaErrors: string[];
  ms: number;
  /** A case by id (throws when the run has no such case, so a renamed case fails loudly). */
  caseOf(id: string): CaseResult;
}

const dirs: string[] = [];

/** Removes every output directory made so far (call from afterAll). */
export function removeOutputs(): void {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}

export function certifyTarget(url: string, extra: string[] = []): Promise<ForeignRun> {
  return certify(['--target', url, ...extra]);
}

/** Certifies with a profile (written to a file first), for a target that declares capabilities. */
export function certifyProfile(profile: Profile, extra: string[] = []): Promise<ForeignRun> {
  const dir = mkdtempSync(path.join(tmpdir(), 'vk-foreign-profile-'));
  dirs.push(dir);
  const file = path.join(dir, 'profile.json');
  writeFileSync(file, JSON.stringify(profile));
  return certify(['--profile', file, ...extra]);
}

async function certify(argv: string[]): Promise<ForeignRun> {
  const out = mkdtempSync(path.join(tmpdir(), 'vk-foreign-'));
  dirs.push(out);
  const stdout: string[] = [];
  const stderr: string[] = [];
  const started = performance.now();
  const code = await main(['certify', ...argv, '--model-port', '0', '--out', out, '--seed', '7'], {
    stdout: (t) => void stdout.push(t),
    stderr: (t) => void stderr.push(t),
    stdin: new PassThrough(),
    stopSignal: new AbortController().signal,
  });
  const ms = performance.now() - started;
  const results = JSON.parse(readFileSync(path.join(out, 'results.json'), 'utf8')) as Results;
  return {
    code,
    stdout: stdout.join(''),
    stderr: stderr.join(''),
    results,
    schemaErrors: schemaErrorsOf(results),
    ms,
    caseOf(id) {
      const found = results.cases.find((c) => c.id === id);
      if (!found) throw new Error(`the run has no case ${id}`);
      return found;
    },
  };
}

/**
 * What every report on a misbehaving target must be: failing (never exit 0), schema-valid, with
 * no `error` status (the target's misbehaviour is a `fail`, never the kit's), every failing case
 * naming its rule, and no verdict that reads "undefined" where it should say what happened.
 * Returns the problems found, so a test prints them all at once.
 */
export function honestyProblems(run: Pick<ForeignRun, 'code' | 'results' | 'schemaErrors'>): string[] {
  const problems: string[] = [...run.schemaErrors.map((e) => `results.json: ${e}`)];
  if (run.code === 0) problems.push('exit 0 for a broken target');
  for (const c of run.results.cases) {
    if (c.status === 'error') problems.push(`${c.id}: kit error for the target's misbehaviour: ${c.message}`);
    if (c.status === 'fail' && !/^[a-z0-9-]+\.[a-z0-9.-]+: \S/.test(c.message))
      problems.push(`${c.id}: the failure names no rule: ${c.message}`);
    for (const v of c.evidence.verdicts)
      if (/\bundefined\b/.test(v.message)) problems.push(`${c.id}: ${v.rule} says "${v.message}"`);
  }
  return problems;
}

/** Rule id → status of the per-rule roll-up. */
export function ruleStatus(run: ForeignRun, rule: string): string | undefined {
  return run.results.rules[rule]?.status;
}

/** The messages of a rule's verdicts across every case (to check what a failure says). */
export function verdictMessages(run: Pick<ForeignRun, 'results'>, rule: string): string[] {
  return run.results.cases.flatMap((c) =>
    c.evidence.verdicts.filter((v) => v.rule === rule).map((v) => `${v.status}: ${v.message}`),
  );
}
