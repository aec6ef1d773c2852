// junit.xml, read as CI reads it: parsed by a real XML parser (fast-xml-parser), validated by
// libxml2 (xmllint-wasm) against the common JUnit XSD shape, and checked case by case.
import { readFileSync } from 'node:fs';
import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { beforeAll, describe, expect, it } from 'vitest';
import { validateXML } from 'xmllint-wasm';
import { renderJUnit } from '../../src/reports/junit.ts';
import type { Results } from '../../src/results/schema.ts';
import { mixedResults } from './support/results.ts';

const XSD = readFileSync(new URL('./support/junit.xsd', import.meta.url), 'utf8');

async function xsdProblems(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: 'junit.xml', contents: xml }],
    schema: [{ fileName: 'junit.xsd', contents: XSD }],
  });
  return result.errors.map((e) => e.rawMessage);
}

interface Case {
  '@_classname': string;
  '@_name': string;
  '@_time': string;
  failure?: { '@_message': string; '@_type': string; '#text': string };
  error?: { '@_message': string; '#text': string };
  skipped?: { '@_message': string };
}
interface Suite {
  '@_name': string;
  '@_tests': string;
  '@_failures': string;
  '@_errors': string;
  '@_skipped': string;
  testcase: Case[];
}

const parse = (xml: string) =>
  new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    isArray: (name) => name === 'testsuite' || name === 'testcase' || name === 'property',
  }).parse(xml) as { testsuites: { '@_tests': string; '@_failures': string; testsuite: Suite[] } };

let results: Results;
let xml: string;
beforeAll(async () => {
  results = await mixedResults();
  xml = renderJUnit(results);
});

describe('junit.xml', () => {
  it('is well-formed XML and valid against the common JUnit XSD', async () => {
    expect(XMLValidator.validate(xml)).toBe(true);
    expect(await xsdProblems(xml)).toEqual([]);
  });

  it('the XSD check can fail: a testcase without classname, or with two outcomes, is refused', async () => {
    const noClassname = xml.replace(/ classname="[^"]*"/, '');
    expect((await xsdProblems(noClassname)).join('\n')).toMatch(/classname/);
    const twoOutcomes = xml.replace(/<failure /, '<skipped message="x"/><failure ');
    expect(await xsdProblems(twoOutcomes)).not.toEqual([]);
  });

  it('lists every case once, one testsuite per suite, classname the suite and name the id and title', () => {
    const doc = parse(xml);
    const suites = doc.testsuites.testsuite.filter((s) => s['@_name'] !== 'vessel-kit');
    expect(suites.map((s) => s['@_name'])).toEqual(['events', 'merge', 'a2a', 'statuses', 'artifacts']);
    const cases = suites.flatMap((s) => s.testcase);
    expect(cases.map((c) => c['@_name'])).toEqual(results.cases.map((c) => `${c.id}: ${c.title}`));
    for (const s of suites) for (const c of s.testcase) expect(c['@_classname']).toBe(s['@_name']);
    for (const c of cases) expect(Number(c['@_time'])).toBeGreaterThanOrEqual(0);
  });

  it('a failure names the rule and the place, and its body quotes the rule sentences and the re-run command', () => {
    const bad = parse(xml)
      .testsuites.testsuite.flatMap((s) => s.testcase)
      .find((c) => c['@_name'].startsWith('events.bad'))!;
    expect(bad.failure!['@_message']).toBe('event.shape: event #3 (text.delta step 2) has no content');
    expect(bad.failure!['@_type']).toBe('MUST');
    expect(bad.failure!['#text']).toContain('✗ event.shape (MUST): event #3 (text.delta step 2) has no content');
    expect(bad.failure!['#text']).toMatch(/“[^”]+” \(events\.txt › /);
    expect(bad.failure!['#text']).toContain(`Re-run this case alone: npx vessel-kit certify --target `);
    expect(bad.failure!['#text']).toContain('--only events.bad --seed 4');
  });

  it('a kit error is an <error>, a skip a <skipped> saying what to declare, and counts add up', () => {
    const doc = parse(xml);
    const cases = doc.testsuites.testsuite.flatMap((s) => s.testcase);
    const boom = cases.find((c) => c['@_name'].startsWith('artifacts.boom'))!;
    // Escaped on the way out, read back whole.
    expect(boom.error!['@_message']).toBe('kit error: kaboom <&> "quoted"');
    const slow = cases.find((c) => c['@_name'].startsWith('statuses.slow'))!;
    expect(slow.skipped!['@_message']).toMatch(/^skipped: needs an agent declaring tools\.slow/);
    const late = cases.find((c) => c['@_name'].startsWith('merge.late'))!;
    expect(late.failure!['@_type']).toBe('SHOULD');
    expect(Number(doc.testsuites['@_tests'])).toBe(cases.length);
    expect(Number(doc.testsuites['@_failures'])).toBe(cases.filter((c) => c.failure).length);
  });

  it('a vessel-kit suite carries the verdict: failing when the run exits non-zero, passing when it exits 0', async () => {
    const verdictOf = (text: string) => parse(text).testsuites.testsuite.find((s) => s['@_name'] === 'vessel-kit')!.testcase[0]!;
    const failed = verdictOf(xml);
    expect(failed['@_name']).toBe('verdict: failed');
    expect(failed.failure!['@_message']).toMatch(/MUST rule\(s\) failed: event\.shape/);
    const passing = await mixedResults({ cases: [] });
    // Nothing ran: incomplete, exit 2, an <error> with the reason.
    expect(verdictOf(renderJUnit(passing)).error!['@_message']).toMatch(/^nothing ran/);
  });

  it('strips characters XML cannot hold (a control character in a message) instead of writing a broken file', () => {
    const bad = structuredClone(results);
    bad.cases[0]!.message = 'before\u0001after\u0000';
    const text = renderJUnit(bad);
    expect(XMLValidator.validate(text)).toBe(true);
    expect(text).toContain('before\uFFFDafter\uFFFD');
  });
});
