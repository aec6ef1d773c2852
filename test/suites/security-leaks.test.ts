// security.no-leaks judges the whole run: a vessel that shows a stack frame only where the leak
// case never looks (CancelTask on a finished task, -32002) passes that case's own error paths and
// fails the run-wide verdict, naming the case and the answer; judging the evidence bundle again
// (rejudge) finds the same. A vessel that shows its model key fails too, and the key it showed is
// in nothing the run writes, while a rejudge still finds the leak.
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_CAPS } from '../../src/a2a/caps.ts';
import { ErrorCodes } from '../../src/a2a/wire.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { embeddedConfig, embeddedProfile, startEmbeddedVessel } from '../../src/embedded/index.ts';
import { LEAKED_KEY } from '../../src/faults/security.ts';
import type { Bend } from '../../src/faults/bend.ts';
import { rewriteError } from '../../src/faults/bends/server.ts';
import { REDACTED_CREDENTIAL } from '../../src/results/redaction.ts';
import { resultsAsWritten } from '../../src/results/write.ts';
import { caseFileBytes, writeEvidenceBundle } from '../../src/evidence/bundle.ts';
import { rejudgeBundle } from '../../src/evidence/rejudge.ts';
import type { Profile } from '../../src/profile/schema.ts';
import type { CaseResult } from '../../src/results/schema.ts';
import { runCertification } from '../../src/runner/run.ts';
import { catalogue } from '../../src/rules/index.ts';
import { startVessel, type RunningVessel } from '../../src/vessel/index.ts';
import { allCases } from '../../suites/index.ts';
import { startTestModel, type ModelForTests } from '../certify/support/faulty-vessel.ts';
import { runSettings } from '../support/run-settings.ts';

const FRAME = 'at cancelTask (/srv/vessel/src/server/a2a-methods.ts:210:11)';
const kit = { name: 'vessel-kit', version: 'test' };

/** The embedded agents on the test's mock model, with `bend`'s server middleware. */
const vesselBentBy = (bend: Bend) =>
  startVessel({
    config: { agents: embeddedConfig.agents.map((a) => ({ ...a, model: { ...a.model, base_url: mock.url } })) },
    middleware: bend.middleware!,
  });

let mock: ModelForTests;
let vessel: RunningVessel;
let dir: string;
beforeAll(async () => {
  mock = await startTestModel();
  const leaky = rewriteError((error) =>
    error.code === -32002 ? { ...error, message: `${error.message}\n    ${FRAME}` } : undefined,
  );
  vessel = await vesselBentBy(leaky);
  dir = await mkdtemp(path.join(os.tmpdir(), 'vessel-kit-leaks-'));
});
afterAll(async () => {
  await vessel.close();
  await mock.model.shutdown();
  await rm(dir, { recursive: true, force: true });
});

/** Certifies the cases `only` selects, taping each as certify --evidence does. */
async function certifyTaped(profile: Profile, only: string[]) {
  const caseFiles = new Map<string, Buffer>();
  const results = await runCertification({
    profile,
    target: { kind: 'embedded', modelUrl: mock.url },
    model: mock.model,
    cases: allCases(),
    rules: catalogue,
    kit,
    settings: runSettings({ only }),
    onTape: (tape, evidence, secrets) => caseFiles.set(tape.caseId, caseFileBytes(tape, evidence, secrets)),
  });
  return { results, caseFiles };
}

const leakVerdicts = (verdicts: readonly unknown[]) =>
  (verdicts as Verdict[]).filter((v) => v.rule === 'security.no-leaks').map((v) => [v.status, v.message]);

describe('security.no-leaks across the run', () => {
  it('fails on a stack frame another case received, naming that case and answer; rejudge agrees', async () => {
    const profile = embeddedProfile(vessel.urls);
    const { results, caseFiles } = await certifyTaped(profile, [
      'security.answers-leak-nothing',
      'a2a.tasks.finished-task',
    ]);
    const leaks = results.cases.find((c) => c.id === 'security.answers-leak-nothing')!;
    const [own, acrossRun] = leakVerdicts(leaks.evidence.verdicts);
    expect(own?.[0], String(own?.[1])).toBe('pass');
    expect(acrossRun?.[0]).toBe('fail');
    expect(acrossRun?.[1]).toMatch(
      /^a2a\.tasks\.finished-task: POST http:\/\/127\.0\.0\.1:\d+\/ \(CancelTask\): the answer shows a stack frame \("at cancelTask \(\/srv\/vessel\/src\/server\/a2a-methods\.ts:210:11\)"\)/,
    );
    expect(leaks.status).toBe('fail');
    expect(results.rules['security.no-leaks']?.status).toBe('fail');

    const bundle = path.join(dir, 'evidence');
    await writeEvidenceBundle(bundle, { results, caseFiles, profile, caps: DEFAULT_CAPS }, dir);
    const again = await rejudgeBundle({ dir: bundle, cases: allCases(), rules: catalogue, kit, resultsDir: dir });
    const rejudged = again.cases.find((c) => c.id === 'security.answers-leak-nothing')!;
    expect(leakVerdicts(rejudged.evidence.verdicts)).toEqual([own, acrossRun]);
    expect(again.rejudged_from?.changed).toEqual([]);
  });
});

describe('security.no-leaks#credential and what the run writes', () => {
  it('fails a vessel that quotes its model key, writes the key nowhere (results, bundle), and rejudge still finds it', async () => {
    const leaky = await startEmbeddedVessel({ modelUrl: mock.url, faults: ['tells-model-key'] });
    try {
      const profile = embeddedProfile(leaky.urls);
      expect(profile.model_api_key).toBeUndefined(); // the key is learnt from what the mock model received
      const { results, caseFiles } = await certifyTaped(profile, ['security.answers-leak-nothing']);
      const leaks = results.cases.find((c) => c.id === 'security.answers-leak-nothing')!;
      const verdicts = leakVerdicts(leaks.evidence.verdicts);
      expect(verdicts.map(([status]) => status)).toEqual(['fail', 'fail']);
      expect(verdicts[0]?.[1]).toMatch(/: the answer shows the credential the vessel sends its model \(vk-…\)/);
      const written = JSON.stringify(resultsAsWritten(results));
      expect(written.split(LEAKED_KEY).length - 1, 'times results.json would hold the key').toBe(0);
      expect(written).toContain(`Bearer ${REDACTED_CREDENTIAL}`); // the model call's header
      expect(written).toContain(`(model key ${REDACTED_CREDENTIAL})`); // the answer that showed it

      const bundle = path.join(dir, 'evidence-key');
      await writeEvidenceBundle(bundle, { results, caseFiles, profile, caps: DEFAULT_CAPS }, dir);
      const files = (await readdir(path.join(bundle, 'cases'))).map((f) => path.join(bundle, 'cases', f));
      const texts = await Promise.all([
        readFile(path.join(bundle, 'bundle.json'), 'utf8'),
        ...files.map(async (f) => gunzipSync(await readFile(f)).toString('utf8')),
      ]);
      expect(texts.filter((t) => t.includes(LEAKED_KEY))).toEqual([]);
      expect(texts.some((t) => t.includes(`(model key ${REDACTED_CREDENTIAL})`))).toBe(true);

      const again = await rejudgeBundle({ dir: bundle, cases: allCases(), rules: catalogue, kit, resultsDir: dir });
      const rejudged = again.cases.find((c) => c.id === 'security.answers-leak-nothing')!;
      expect(leakVerdicts(rejudged.evidence.verdicts).map(([status]) => status)).toEqual(['fail', 'fail']);
      expect(again.rules['security.no-leaks']?.status).toBe('fail');
      expect(again.profile_digest).toBe(results.profile_digest);
    } finally {
      await leaky.close();
    }
  });
});

describe('what a run reports as each case ends', () => {
  it("never shows a credential the run knows, as a failing case's message quotes the vessel's answer", async () => {
    const quotesKey = rewriteError((error) =>
      error.code === ErrorCodes.MethodNotFound
        ? { code: ErrorCodes.InvalidRequest, message: `no such method (key ${LEAKED_KEY})` }
        : undefined,
    );
    const quoting = await vesselBentBy(quotesKey);
    try {
      const reported: CaseResult[] = [];
      await runCertification({
        profile: { ...embeddedProfile(quoting.urls), model_api_key: LEAKED_KEY },
        target: { kind: 'embedded', modelUrl: mock.url },
        model: mock.model,
        cases: allCases(),
        rules: catalogue,
        kit,
        settings: runSettings({ only: ['a2a.errors.method-not-found'] }),
        onCase: (c) => reported.push(c),
      });
      const messages = reported.filter((c) => c.status === 'fail').map((c) => c.message);
      expect(messages.length).toBeGreaterThan(0);
      expect(messages.filter((m) => m.includes(LEAKED_KEY))).toEqual([]);
      expect(messages.some((m) => m.includes(`(key ${REDACTED_CREDENTIAL})`))).toBe(true);
    } finally {
      await quoting.close();
    }
  });
});
