// junit.xml: the JUnit XML shape CI test tabs read (GitHub Actions reporters, GitLab, Jenkins):
// one <testsuite> per suite, one <testcase> per case (classname = suite, name = case id and
// title, time in seconds), with <failure>, <error> or <skipped> whose message names the rule and
// the place and whose body holds the rule sentences and the command that re-runs the case. Two
// suites of the run's own: `vessel-kit` (the verdict, failing when the run exits non-zero, so a
// run failed by --require certified or a stale baseline shows why) and `expected-failures`.
// Built with fast-xml-parser's XMLBuilder, which escapes what XML must not hold raw.
import { XMLBuilder } from 'fast-xml-parser';
import type { CaseResult, Results } from '../results/schema.ts';
import { classificationLine, deviationLine, knownFailure, ruleText, suiteOf, targetName } from './facts.ts';
import { rerunCommand } from '../results/commands.ts';

type Node = Record<string, unknown>;

/** Characters XML 1.0 cannot hold at all (control characters but tab, newline, return; lone surrogates). */
const NOT_XML = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const clean = (text: string) => text.replace(NOT_XML, '\uFFFD');
/** An attribute value: one line, bounded (CI tabs show it as the failure's title). */
const attr = (text: string, max = 1000) => {
  const line = clean(text).replace(/\s*\n\s*/g, ' ');
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
};
const seconds = (ms: number) => (ms / 1000).toFixed(3);

function failureBody(results: Results, c: CaseResult): string {
  const lines: string[] = [];
  const failing = c.evidence.verdicts.filter((v) => v.status === 'fail' || v.status === 'error');
  for (const v of failing) {
    const rule = ruleText(v.rule);
    lines.push(`${v.status === 'fail' ? '✗' : '!'} ${v.rule} (${results.rules[v.rule]?.level ?? rule.level ?? '?'}): ${v.message}`);
    lines.push(`  ${rule.title}`);
    for (const sentence of rule.sentences) lines.push(`  ${sentence}`);
  }
  if (failing.length === 0 && c.message) lines.push(c.message);
  lines.push('', `Case: ${c.title}`, `  ${c.section}: “${c.sentence}”`);
  lines.push('', `Re-run this case alone: ${rerunCommand(results, c.id)}`);
  return clean(lines.join('\n'));
}

function testcase(results: Results, c: CaseResult): Node {
  const node: Node = { '@_classname': suiteOf(c.id), '@_name': `${c.id}: ${c.title}`, '@_time': seconds(c.duration_ms) };
  const known = knownFailure(results, c);
  if (known) {
    node.skipped = {
      '@_message': attr(`expected failure (known deviation): ${known.reason} — still fails: ${c.message}`),
      '#text': failureBody(results, c),
    };
  } else if (c.status === 'fail') {
    node.failure = { '@_message': attr(c.message), '@_type': c.level, '#text': failureBody(results, c) };
  } else if (c.status === 'error') {
    node.error = { '@_message': attr(c.message), '@_type': 'kit-error', '#text': failureBody(results, c) };
  } else if (c.status === 'skip') {
    node.skipped = { '@_message': attr(`skipped: ${c.message}`) };
  } else if (c.status === 'not-tested') {
    node.skipped = { '@_message': attr(`not tested: ${c.message}`) };
  }
  return node;
}

interface Suite {
  name: string;
  cases: Node[];
  failures: number;
  errors: number;
  skipped: number;
  ms: number;
}

const count = (cases: Node[], key: string) => cases.filter((c) => key in c).length;

function suiteNode(suite: Suite, timestamp: string, properties?: Node): Node {
  return {
    '@_name': suite.name,
    '@_tests': String(suite.cases.length),
    '@_failures': String(suite.failures),
    '@_errors': String(suite.errors),
    '@_skipped': String(suite.skipped),
    '@_time': seconds(suite.ms),
    '@_timestamp': timestamp,
    ...(properties ? { properties } : {}),
    testcase: suite.cases,
  };
}

function makeSuite(name: string, cases: Node[], ms: number): Suite {
  return {
    name,
    cases,
    failures: count(cases, 'failure'),
    errors: count(cases, 'error'),
    skipped: count(cases, 'skipped'),
    ms,
  };
}

export function renderJUnit(results: Results): string {
  const timestamp = results.started_at.replace(/\.\d+Z$/, '').replace(/Z$/, '');
  const groups = new Map<string, CaseResult[]>();
  for (const c of results.cases) groups.set(suiteOf(c.id), [...(groups.get(suiteOf(c.id)) ?? []), c]);
  const suites = [...groups].map(([name, cases]) =>
    makeSuite(
      name,
      cases.map((c) => testcase(results, c)),
      cases.reduce((sum, c) => sum + c.duration_ms, 0),
    ),
  );

  const { outcome } = results;
  const judgedAs = classificationLine(results);
  // The verdict's text says first what the target was judged as, then why the run ended as it did.
  const said = clean(judgedAs !== undefined ? `${judgedAs}\n${outcome.reason}` : outcome.reason);
  const verdict: Node = { '@_classname': 'vessel-kit', '@_name': `verdict: ${outcome.verdict}`, '@_time': seconds(0) };
  if (outcome.exit_code === 2) verdict.error = { '@_message': attr(outcome.reason), '@_type': outcome.verdict, '#text': said };
  else if (outcome.exit_code === 1) verdict.failure = { '@_message': attr(outcome.reason), '@_type': outcome.verdict, '#text': said };
  else verdict['system-out'] = said;
  const run = makeSuite('vessel-kit', [verdict], results.duration_ms);

  const deviations = (results.known_deviations ?? []).map((d): Node => {
    const node: Node = { '@_classname': 'expected-failures', '@_name': deviationLine(d).split(':')[0]!, '@_time': seconds(0) };
    const line = attr(deviationLine(d));
    if (d.state === 'stale' || d.state === 'expired') node.failure = { '@_message': line, '@_type': d.state };
    else if (d.state === 'not-judged') node.skipped = { '@_message': line };
    else node['system-out'] = clean(deviationLine(d));
    return node;
  });
  const all = [run, ...suites, ...(deviations.length > 0 ? [makeSuite('expected-failures', deviations, 0)] : [])];

  const properties = {
    property: [
      ...(judgedAs !== undefined ? [['classification', judgedAs]] : []),
      ['verdict', outcome.verdict],
      ['exit_code', String(outcome.exit_code)],
      ['target', targetName(results)],
      ['kit', `${results.kit.name} ${results.kit.version}`],
      ['seed', String(results.seed)],
      ...(results.shard ? [['shard', `${results.shard.index}/${results.shard.total}`]] : []),
    ].map(([name, value]) => ({ '@_name': name, '@_value': attr(value!) })),
  };
  const doc = {
    '?xml': { '@_version': '1.0', '@_encoding': 'UTF-8' },
    testsuites: {
      '@_name': attr(`vessel-kit certify: ${targetName(results)}`),
      '@_tests': String(all.reduce((n, s) => n + s.cases.length, 0)),
      '@_failures': String(all.reduce((n, s) => n + s.failures, 0)),
      '@_errors': String(all.reduce((n, s) => n + s.errors, 0)),
      '@_skipped': String(all.reduce((n, s) => n + s.skipped, 0)),
      '@_time': seconds(results.duration_ms),
      '@_timestamp': timestamp,
      testsuite: all.map((s, i) => suiteNode(s, timestamp, i === 0 ? properties : undefined)),
    },
  };
  const builder = new XMLBuilder({
    ignoreAttributes: false,
    attributeNamePrefix: '@_',
    format: true,
    suppressEmptyNode: true,
  });
  return builder.build(doc) as string;
}
