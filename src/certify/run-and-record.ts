// A certification as the command and `certify()` run it: the run, with every case taped when an
// evidence bundle is asked for, then the bundle written and the results made to reference it.
// Returns both the results results.json will hold and the full ones (with every recording), which
// the HTML report shows.
import { DEFAULT_CAPS, scaleCaps } from '../a2a/caps.ts';
import { caseFileBytes, writeEvidenceBundle } from '../evidence/bundle.ts';
import type { Results } from '../results/schema.ts';
import { runCertification, type RunOptions } from '../runner/run.ts';

export interface CertificationOptions extends Omit<RunOptions, 'onTape'> {
  /** `--evidence DIR`: write an evidence bundle there, and reference it from results. */
  evidenceDir?: string;
  /** The folder results.json goes to (evidence references are relative to it). */
  resultsDir: string;
  /** How the cases were built (allCases' options), kept in the bundle so a rejudge builds the same ones. */
  suiteOptions?: Record<string, unknown>;
}

export async function runAndRecord(options: CertificationOptions): Promise<{ results: Results; full: Results }> {
  // Each case's file of the bundle is made as the case ends, so the run holds no tape whole.
  const caseFiles = new Map<string, Buffer>();
  const full = await runCertification({
    ...options,
    ...(options.evidenceDir !== undefined
      ? { onTape: (tape, evidence, secrets) => void caseFiles.set(tape.caseId, caseFileBytes(tape, evidence, secrets)) }
      : {}),
  });
  if (options.evidenceDir === undefined) return { results: full, full };
  const caps = scaleCaps({ ...DEFAULT_CAPS, ...options.caps }, options.settings.timeout_scale);
  const results = await writeEvidenceBundle(
    options.evidenceDir,
    {
      results: full,
      caseFiles,
      profile: options.profile,
      caps,
      ...(options.suiteOptions ? { suiteOptions: options.suiteOptions } : {}),
    },
    options.resultsDir,
  );
  return { results, full };
}
