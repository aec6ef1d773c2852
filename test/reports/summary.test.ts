import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCertification } from '../../src/runner/run.ts';
import { renderSummary } from '../../src/reports/summary.ts';
import { runSettings } from '../support/run-settings.ts';
import { cardServer, fakeModel, fnCase, passing, failing, profileAt, RULES, KIT } from '../runner/fakes.ts';
import type { TestServer } from '../recorder/hostile-servers.ts';

let target: TestServer;
beforeAll(async () => {
  target = await cardServer();
});
afterAll(async () => {
  await target.close();
});

describe('the terminal summary', () => {
  it('gives counts, then each failing MUST rule with its first message, skips with their reason, and the outcome', async () => {
    const results = await runCertification({
      profile: profileAt(target.url),
      target: { kind: 'url', modelUrl: 'http://127.0.0.1:1/v1' },
      model: fakeModel(),
      cases: [
        fnCase('events.bad', async () => failing('r.must', 'event #3 (text.delta step 2) has no step 1')),
        fnCase('events.late', async () => failing('r.should', 'too close'), { rules: ['r.should'] }),
        fnCase('events.good', async () => passing()),
        fnCase('needs.slow', async () => passing(), { needs: ['tools.slow'] }),
      ],
      rules: RULES,
      kit: KIT,
      settings: runSettings({ target: target.url }, { kind: 'url', modelUrl: 'http://127.0.0.1:1/v1' }),
      seed: 3,
    });
    const text = renderSummary(results, 'reports/results.json');
    expect(text).toMatch(
      /^vessel-kit certify: test target \(\d+\.\d s, seed 3\)\nJudged as a vessel \(given as one\): every rule applies\.\ncases: 4 — 1 pass, 2 fail, 1 skip\n/,
    );
    expect(text).toContain('MUST rules failed:\n  ✗ r.must: events.bad: event #3 (text.delta step 2) has no step 1');
    expect(text).toContain('SHOULD rules failed (reported, not fatal): r.should');
    expect(text).toMatch(/Skipped \(declare this in the profile to run them\):\n {2}- 1 case\(s\): needs an agent declaring tools\.slow .*\(needs\.slow\)/);
    expect(text).toContain(`Re-run a case alone: npx vessel-kit certify --target ${target.url} --model-port 1 --only events.bad --seed 3`);
    expect(text).toMatch(/FAILED \(exit 1\): 1 MUST rule\(s\) failed: r\.must\nresults: reports\/results\.json\n$/);
  });

  it('keeps --allow-host and --suite in results.options, and the re-run line names the hosts', async () => {
    const results = await runCertification({
      profile: profileAt(target.url),
      target: { kind: 'url', modelUrl: 'http://127.0.0.1:1/v1' },
      model: fakeModel(),
      cases: [fnCase('events.bad', async () => failing('r.must', 'event #3 (text.delta step 2) has no step 1'))],
      rules: RULES,
      kit: KIT,
      seed: 3,
      settings: runSettings(
        { target: target.url, suites: ['default'], allowHosts: ['rpc.example.com', 'b.example:8443'] },
        { kind: 'url', modelUrl: 'http://127.0.0.1:1/v1' },
      ),
    });
    expect(results.options).toMatchObject({ suites: ['default'], allow_hosts: ['rpc.example.com', 'b.example:8443'] });
    expect(renderSummary(results, 'reports/results.json')).toContain(
      `Re-run a case alone: npx vessel-kit certify --target ${target.url} --model-port 1 --allow-host rpc.example.com --allow-host b.example:8443 --only events.bad --seed 3`,
    );
  });
});
