// index.html in a real browser: playwright-core driving Debian's chromium (/usr/bin/chromium,
// installed by .ci/run where it is missing; this test downloads nothing). The report of a failing
// run of the whole suite is opened from disk, filtered to failures, a failing case opened, its
// evidence and timeline checked, and a screenshot saved under reports/ as a test artifact. On a
// laptop's screen (1280×800) the failing rules come first: every one once, above every case row.
// With CI=true a missing browser fails the test; elsewhere the test says it did not run.
import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { chromium, type BrowserContext, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeReports } from '../../src/reports/write-reports.ts';
import type { Results } from '../../src/results/schema.ts';
import { certifyFaultyVessel, startTestModel, type ModelForTests } from '../certify/support/faulty-vessel.ts';

const CHROMIUM = '/usr/bin/chromium';
const inCI = process.env.CI !== undefined && process.env.CI !== '' && process.env.CI !== 'false';
const ARTIFACTS = path.resolve(import.meta.dirname, '../../reports/test-artifacts');

const haveBrowser = existsSync(CHROMIUM);
if (!haveBrowser && !inCI)
  console.warn(`html-browser.test.ts: NOT RUN — no browser at ${CHROMIUM} (apt-get install -y chromium; .ci/run does).`);

let mock: ModelForTests;
let context: BrowserContext;
let page: Page;
let out: string;
let results: Results;
const requests: string[] = [];
const pageErrors: string[] = [];
const dirs: string[] = [];

beforeAll(async () => {
  if (!haveBrowser) return;
  mock = await startTestModel();
  // The whole suite against a vessel that drops a character: a report of the real size, with failures.
  results = await certifyFaultyVessel(mock, ['lost-character'], [], 31);
  mkdirSync(ARTIFACTS, { recursive: true });
  out = path.join(ARTIFACTS, 'html-report');
  await writeReports(results, { outDir: out, reporters: ['html'] });
  const profile = mkdtempSync(path.join(tmpdir(), 'vk-chromium-'));
  dirs.push(profile);
  context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    viewport: { width: 1280, height: 1600 },
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  page = await context.newPage();
  page.on('request', (r) => void requests.push(r.url()));
  page.on('pageerror', (e) => void pageErrors.push(String(e)));
  await page.goto(pathToFileURL(path.join(out, 'index.html')).href);
  await page.waitForSelector('html[data-ready="true"]', { timeout: 10_000 });
}, 60_000);

afterAll(async () => {
  await context?.close();
  await mock?.model.shutdown();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

describe('index.html in chromium', () => {
  it('a browser is there to run this test (CI installs one; without CI the test says it did not run)', ({ skip }) => {
    if (!haveBrowser && !inCI) skip(`no browser at ${CHROMIUM}`);
    expect(haveBrowser, `no browser at ${CHROMIUM}: apt-get install -y chromium`).toBe(true);
  });

  it('opens from disk with its verdict badge and counts, asking the network for nothing', async ({ skip }) => {
    if (!haveBrowser) return skip();
    expect(results.outcome.verdict).toBe('failed');
    expect(await page.textContent('#verdict')).toBe('FAILED');
    const failing = results.cases.filter((c) => c.status === 'fail').length;
    expect(await page.textContent('#filter-status-fail')).toBe(`fail ${failing}`);
    expect(await page.textContent('#shown')).toBe(`${results.cases.length} of ${results.cases.length} cases`);
    expect(requests.filter((url) => !url.startsWith('file:'))).toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  it('filters by status, level and suite', async ({ skip }) => {
    if (!haveBrowser) return skip();
    const failing = results.cases.filter((c) => c.status === 'fail');
    await page.click('#filter-status-fail');
    const visible = page.locator('tr.case:visible');
    expect(await visible.count()).toBe(failing.length);
    expect(new Set(await visible.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-status'))))).toEqual(
      new Set(['fail']),
    );
    await page.selectOption('#filter-suite', 'merge');
    const mergeFailing = failing.filter((c) => c.id.startsWith('merge.'));
    expect(await visible.count()).toBe(mergeFailing.length);
    await page.selectOption('#filter-level', 'INFO');
    expect(await visible.count()).toBe(mergeFailing.filter((c) => c.level === 'INFO').length);
    await page.selectOption('#filter-level', '');
    await page.selectOption('#filter-suite', '');
    expect(await visible.count()).toBe(failing.length);
    expect(page.url()).toContain('#status=fail');
  });

  it("opens a failing case: its rule sentences, verdicts, re-run command, evidence and timeline", async ({ skip }) => {
    if (!haveBrowser) return skip();
    const failed = results.cases.find((c) => c.status === 'fail' && c.evidence.turns.length > 0)!;
    const row = page.locator(`tr.case[data-id="${failed.id}"]`);
    await row.click();
    const detail = page.locator(`.case-detail[data-case="${failed.id}"]`);
    await detail.waitFor();
    const failingRule = failed.evidence.verdicts.find((v) => v.status === 'fail')!;
    await expect.poll(() => detail.locator('.rule[data-rule] code').first().textContent()).toBe(failingRule.rule);
    expect(await detail.locator('.rule .sent').first().textContent()).toMatch(/^“.+” \(.+ › .+\)$/);
    expect(await detail.locator('table.verdicts.failing tr.verdict').first().textContent()).toContain(failingRule.message);
    expect(await detail.locator('code.rerun').textContent()).toContain(`--only ${failed.id} --seed 31`);
    // The evidence: the turn's request, its events with receive times, the model's frames with send times.
    const turn = detail.locator('.turn').first();
    expect(await turn.locator('h3').textContent()).toMatch(/^turn 1 · SendStreamingMessage · agent /);
    const sse = (failed.evidence.turns[0] as { send: { sse: unknown[] } }).send.sse;
    const timeline = turn.locator('svg.timeline');
    expect(await timeline.locator('circle.event').count()).toBe(sse.length);
    expect(await timeline.locator('rect.frame').count()).toBeGreaterThan(0);
    expect(await timeline.locator('rect.window').count()).toBeGreaterThan(0);
    expect(await timeline.getAttribute('aria-label')).toMatch(/^timeline: \d+ events, \d+ model frames, \d+ merge windows$/);
    expect(await turn.locator('details').filter({ hasText: /^events \(/ }).locator('tbody tr').count()).toBe(sse.length);
    await turn.locator('summary', { hasText: 'request' }).first().click();
    expect(await turn.locator('pre').first().textContent()).toContain('"method": "SendStreamingMessage"');
    expect(pageErrors).toEqual([]);
    await detail.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, 'html-report-failing-case.png'), fullPage: false });
    await detail.screenshot({ path: path.join(ARTIFACTS, 'html-report-failing-case-detail.png') });
    expect(existsSync(path.join(ARTIFACTS, 'html-report-failing-case.png'))).toBe(true);
  });
});

describe('index.html in chromium at 1280×800: the failing rules first', () => {
  let small: Page;
  beforeAll(async () => {
    if (!haveBrowser) return;
    small = await context.newPage();
    await small.setViewportSize({ width: 1280, height: 800 });
    small.on('pageerror', (e) => void pageErrors.push(String(e)));
    await small.goto(pathToFileURL(path.join(out, 'index.html')).href);
    await small.waitForSelector('html[data-ready="true"]', { timeout: 10_000 });
  });

  it('lists every failed rule once, above every case row, on the first screen', async ({ skip }) => {
    if (!haveBrowser) return skip();
    expect(results.outcome.verdict).toBe('failed');
    expect(results.cases.length).toBeGreaterThanOrEqual(100);
    const failed = Object.keys(results.rules).filter((id) => results.rules[id]!.status === 'fail');
    expect(failed.length).toBeGreaterThan(0);
    const ruleRows = small.locator('#failing-rules tr.failing-rule');
    const caseRows = small.locator('#cases tr.case');
    // Counted in the DOM: one row per failed rule, one per case.
    expect(await ruleRows.count()).toBe(failed.length);
    expect((await ruleRows.evaluateAll((rows) => rows.map((r) => r.getAttribute('data-rule')))).sort()).toEqual(failed.sort());
    expect(await caseRows.count()).toBe(results.cases.length);
    // By position: the section starts on the first screen, and its last row ends above the first case row.
    const rulesBox = (await small.locator('#failing-rules').boundingBox())!;
    expect(rulesBox.y).toBeLessThan(800);
    const lastRule = (await ruleRows.last().boundingBox())!;
    const tops = await caseRows.evaluateAll((rows) => rows.map((r) => r.getBoundingClientRect().top));
    expect(lastRule.y + lastRule.height).toBeLessThanOrEqual(Math.min(...tops));
    // And in document order: a selector list matches in document order, so the rule rows all come first.
    const inOrder = await small
      .locator('#failing-rules tr.failing-rule, #cases tr.case')
      .evaluateAll((rows) => rows.map((r) => r.className));
    expect(inOrder).toEqual([...failed.map(() => 'failing-rule'), ...results.cases.map(() => 'case')]);
    console.info(`html-browser.test.ts: ${failed.length} failed rule(s) (${failed.join(', ')}) above ${tops.length} case rows`);
    await small.screenshot({ path: path.join(ARTIFACTS, 'html-report-failing-rules.png'), fullPage: false });
  });

  it("a failing rule's link opens its first case, clearing any filter that hid it", async ({ skip }) => {
    if (!haveBrowser) return skip();
    await small.click('#filter-status-pass');
    const link = small.locator('#failing-rules tr.failing-rule a').first();
    const first = (await link.textContent())!;
    expect(results.cases.find((c) => c.id === first)?.status).toBe('fail');
    await link.click();
    const detail = small.locator(`.case-detail[data-case="${first}"]`);
    await detail.waitFor();
    expect(await small.locator(`tr.case[data-id="${first}"]`).isVisible()).toBe(true);
    expect(await small.textContent('#shown')).toBe(`${results.cases.length} of ${results.cases.length} cases`);
    expect(pageErrors).toEqual([]);
  });
});
