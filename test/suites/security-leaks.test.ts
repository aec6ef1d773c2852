// security.no-leaks judges the whole run: a vessel that shows a stack frame only where the leak
// case never looks (CancelTask on a finished task, -32002) passes that case's own error paths and
// fails the run-wide verdict, naming the case and the answer; judging the evidence bundle again
// (rejudge) finds the same.
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CAPS } from '../../src/a2a/caps.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { embeddedConfig, embeddedProfile } from '../../src/embedded/index.ts';
import { rewriteError } from '../../src/faults/server-bends.ts';
import { caseFileBytes, writeEvidenceBundle } from '../../src/runner/evidence-bundle.ts';
import { rejudgeBundle } from '../../src/runner/rejudge.ts';
import { runCertification } from '../../src/runner/run.ts';
import { catalogue } from '../../src/rules/index.ts';
import { startVessel, type RunningVessel } from '../../src/vessel/index.ts';
import { allCases } from '../../suites/index.ts';
import { startTestModel, type ModelForTests } from '../certify/support/faulty-vessel.ts';

const FRAME = 'at cancelTask (/srv/vessel/src/server/a2a-methods.ts:210:11)';
const kit = { name: 'vessel-kit', version: 'test' };

let mock: ModelForTests;
let vessel: RunningVessel;
let dir: string;
beforeAll(async () => {
  mock = await startTestModel();
  const leaky = rewriteError((error) =>
    error.code === -32002 ? { ...error, message: `${error.message}\n    ${FRAME}` } : undefined,
  );
  vessel = await startVessel({
    config: { agents: embeddedConfig.agents.map((a) => ({ ...a, model: { ...a.model, base_url: mock.url } })) },
    middleware: leaky.middleware!,
  });
  dir = await mkdtemp(path.join(os.tmpdir(), 'vessel-kit-leaks-'));
});
afterAll(async () => {
  await vessel.close();
  await mock.model.shutdown();
  await rm(dir, { recursive: true, force: true });
});

const leakVerdicts = (verdicts: readonly unknown[]) =>
  (verdicts as Verdict[]).filter((v) => v.rule === 'security.no-leaks').map((v) => [v.status, v.message]);

describe('security.no-leaks across the run', () => {
  it('fails on a stack frame another case received, naming that case and answer; rejudge agrees', async () => {
    const caseFiles = new Map<string, Buffer>();
    const profile = embeddedProfile(vessel.urls);
    const results = await runCertification({
      profile,
      target: { kind: 'embedded', modelUrl: mock.url },
      model: mock.model,
      cases: allCases(),
      rules: catalogue,
      kit,
      only: ['security.no-leaks', 'a2a.finished-task'],
      onTape: (tape, evidence) => caseFiles.set(tape.caseId, caseFileBytes(tape, evidence)),
    });
    const leaks = results.cases.find((c) => c.id === 'security.no-leaks')!;
    const [own, acrossRun] = leakVerdicts(leaks.evidence.verdicts);
    expect(own?.[0], String(own?.[1])).toBe('pass');
    expect(acrossRun?.[0]).toBe('fail');
    expect(acrossRun?.[1]).toMatch(
      /^a2a\.finished-task: POST http:\/\/127\.0\.0\.1:\d+\/ \(CancelTask\): the answer shows a stack frame \("at cancelTask \(\/srv\/vessel\/src\/server\/a2a-methods\.ts:210:11\)"\)/,
    );
    expect(leaks.status).toBe('fail');
    expect(results.rules['security.no-leaks']?.status).toBe('fail');

    const bundle = path.join(dir, 'evidence');
    await writeEvidenceBundle(bundle, { results, caseFiles, profile, caps: DEFAULT_CAPS }, dir);
    const again = await rejudgeBundle({ dir: bundle, cases: allCases(), rules: catalogue, kit, resultsDir: dir });
    const rejudged = again.cases.find((c) => c.id === 'security.no-leaks')!;
    expect(leakVerdicts(rejudged.evidence.verdicts)).toEqual([own, acrossRun]);
    expect(again.rejudged_from?.changed).toEqual([]);
  });
});
