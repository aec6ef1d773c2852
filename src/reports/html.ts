// index.html: one self-contained file (its style, script and data inline; a Content-Security-
// Policy that allows no network at all), so it opens from disk or as a CI artifact. The header
// carries the verdict badge and counts; the case table is rendered here (readable without the
// script) and the script filters it by status, level and suite. A case's details — the rule
// sentences, its verdicts (expected beside actual where a verdict says both), the command that
// re-runs it and its evidence (request, timeline, events, model frames, transcript chunks) — are
// built when it is opened, from a JSON block of its own, so a 150-case report stays responsive.
// Above the cases, each failing rule once, its first case linked (`#case=ID`: the script opens it;
// the row's id is the same, so the link still lands on the row without the script).
import type { CaseResult, Results, VerdictResultSchema } from '../results/schema.ts';
import type { Static } from '@sinclair/typebox';
import {
  classificationLine,
  deviationLine,
  failingRules,
  knownFailure,
  LEVELS,
  mustRuleCounts,
  mustRulesName,
  ruleText,
  STATUSES,
  suiteOf,
  targetName,
  VERDICT_LABEL,
  type RuleText,
} from './facts.ts';
import { rerunCommand } from '../results/commands.ts';
import { caseEvidenceView, pretty } from './html-evidence.ts';
import { SCRIPT, STYLE } from './html-assets.ts';
import { escapeMarkup as esc } from './escape-markup.ts';

/** JSON inside a <script> block: no `<` at all, so no `</script>` can end it early. */
const scriptJson = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

type Verdict = Static<typeof VerdictResultSchema>;

/** A verdict's evidence split into what was expected and what came (keys named expected…), else shown whole. */
function verdictView(v: Verdict) {
  const base = { rule: v.rule, status: v.status, message: v.message };
  const ev = v.evidence;
  if (ev === undefined || ev === null) return base;
  if (typeof ev === 'object' && !Array.isArray(ev)) {
    const entries = Object.entries(ev as Record<string, unknown>);
    const expected = entries.filter(([k]) => /^expected/i.test(k));
    if (expected.length > 0) {
      const actual = entries.filter(([k]) => !/^expected/i.test(k));
      return { ...base, expected: pretty(Object.fromEntries(expected), 4000), actual: pretty(Object.fromEntries(actual), 4000) };
    }
  }
  return { ...base, evidence: pretty(ev, 4000) };
}

function caseIndex(results: Results, c: CaseResult, n: number, missing: ReadonlySet<number>) {
  const known = knownFailure(results, c);
  return {
    n,
    id: c.id,
    title: c.title,
    suite: suiteOf(c.id),
    level: c.level,
    status: c.status,
    message: c.message,
    section: c.section,
    sentence: c.sentence,
    agent: c.agent ?? '',
    ms: c.duration_ms,
    rules: c.rules,
    verdicts: c.evidence.verdicts.map(verdictView),
    rerun: rerunCommand(results, c.id),
    ...(known ? { known: known.reason } : {}),
    ...(missing.has(n) && c.evidence.ref
      ? { evidenceNote: `the recording is in the evidence bundle ${c.evidence.ref.bundle}/${c.evidence.ref.file}, which was not found` }
      : {}),
  };
}

function header(results: Results): string {
  const { outcome, summary } = results;
  const must = mustRuleCounts(results);
  const judgedAs = classificationLine(results);
  const meta = [
    `${esc(results.kit.name)} ${esc(results.kit.version)}`,
    `seed ${results.seed}`,
    `started ${esc(results.started_at)}`,
    `${(results.duration_ms / 1000).toFixed(1)} s`,
    ...(results.shard ? [`shard ${results.shard.index}/${results.shard.total}`] : []),
    ...(results.merged_from ? [`merged from ${results.merged_from.length} shard(s)`] : []),
    ...(results.rejudged_from ? [`rejudged from a bundle recorded by ${esc(results.rejudged_from.kit.version)}`] : []),
  ].join(' · ');
  const counts = STATUSES.map((s) => `<span class="s-${s}">${summary.by_status[s]} ${s}</span>`).join(' · ');
  return `<header>
<h1><span class="badge ${outcome.verdict}" id="verdict">${VERDICT_LABEL[outcome.verdict]}</span> vessel-kit certify: ${esc(targetName(results))}</h1>
<div class="reason" id="reason">${esc(outcome.reason)} <span class="meta">(exit ${outcome.exit_code})</span></div>
${judgedAs !== undefined ? `<div class="classification" id="classification">${esc(judgedAs)}</div>\n` : ''}<div class="meta">${mustRulesName(results)}: ${must.passed}/${must.total} passed · cases: ${summary.cases} — ${counts}</div>
<div class="meta">${meta}</div>
</header>`;
}

function banners(results: Results): string {
  const out: string[] = [];
  const { outcome } = results;
  if (outcome.verdict === 'incomplete')
    out.push(`<div class="banner incomplete" id="incomplete"><strong>Incomplete:</strong> ${esc(outcome.reason)}</div>`);
  const deviations = results.known_deviations ?? [];
  if (deviations.length > 0) {
    const items = deviations
      .map((d) => `<li class="dev-${d.state}">${esc(deviationLine(d))}</li>`)
      .join('\n');
    const bad = deviations.some((d) => d.state === 'stale' || d.state === 'expired');
    out.push(
      `<section class="banner${bad ? ' failed' : ''}" id="known-deviations"><h2>Known deviations (${esc(results.options.expected_failures ?? 'expected failures')})</h2><ul>${items}</ul></section>`,
    );
  }
  const changed = results.rejudged_from?.changed ?? [];
  if (results.rejudged_from)
    out.push(
      `<div class="banner" id="rejudged">Rejudged from ${esc(results.rejudged_from.bundle)} (recorded ${esc(results.rejudged_from.started_at)} by ${esc(results.rejudged_from.kit.name)} ${esc(results.rejudged_from.kit.version)}): ${changed.length === 0 ? 'every case as recorded' : esc(changed.map((c) => `${c.id} ${c.was} → ${c.now}`).join('; '))}</div>`,
    );
  return out.join('\n');
}

/** Each failing rule once: level, how many cases, the first case's message, a link to that case. */
function ruleSection(results: Results): string {
  const failures = failingRules(results);
  if (failures.length === 0) return '';
  const rows = failures
    .map((f) => {
      const first = f.cases[0]!;
      const known = f.cases.every((x) => x.known) ? ' (known deviation)' : '';
      return `<tr class="failing-rule" data-rule="${esc(f.rule)}"><td><code>${esc(f.rule)}</code></td><td>${f.level}</td><td class="count">${f.cases.length}</td><td class="msg">${esc(first.message.length > 300 ? `${first.message.slice(0, 299)}…` : first.message)}${known}</td><td><a href="#case=${esc(encodeURIComponent(first.id))}">${esc(first.id)}</a></td></tr>`;
    })
    .join('\n');
  return `<section id="failing-rules"><h2>Failing rules (${failures.length})</h2>
<table><thead><tr><th>rule</th><th>level</th><th>cases</th><th>first message</th><th>first case</th></tr></thead>
<tbody>
${rows}
</tbody></table>
</section>`;
}

function filters(results: Results): string {
  const suites = [...new Set(results.cases.map((c) => suiteOf(c.id)))];
  const count = (s: string) => results.cases.filter((c) => c.status === s).length;
  const chips = [
    `<button type="button" class="chip" data-filter-status="all" id="filter-status-all">all ${results.cases.length}</button>`,
    ...STATUSES.map(
      (s) =>
        `<button type="button" class="chip s-${s}" data-filter-status="${s}" id="filter-status-${s}">${s} ${count(s)}</button>`,
    ),
  ].join('');
  return `<div class="filters" role="search">
<span>status</span>${chips}
<label>level <select id="filter-level"><option value="">all</option>${LEVELS.map((l) => `<option>${l}</option>`).join('')}</select></label>
<label>suite <select id="filter-suite"><option value="">all</option>${suites.map((s) => `<option>${esc(s)}</option>`).join('')}</select></label>
<input id="filter-q" type="search" placeholder="search ids, titles, messages">
<span class="meta" id="shown"></span>
</div>`;
}

function caseRows(results: Results): string {
  return results.cases
    .map(
      (c, n) =>
        `<tr class="case" id="case=${esc(c.id)}" tabindex="0" aria-expanded="false" data-n="${n}" data-status="${c.status}" data-id="${esc(c.id)}"><td class="status s-${c.status}">${c.status}${knownFailure(results, c) ? ' (known)' : ''}</td><td class="id">${esc(c.id)}</td><td>${esc(c.title)}</td><td>${c.level}</td><td class="msg">${esc(c.message.length > 300 ? `${c.message.slice(0, 299)}…` : c.message)}</td><td>${c.duration_ms} ms</td></tr>`,
    )
    .join('\n');
}

/**
 * The report for `results`, whose cases carry their recordings (hydrated from a bundle when
 * results.json references one). `missingEvidence` lists cases whose bundle could not be read.
 */
export function renderHtml(results: Results, missingEvidence: ReadonlySet<string> = new Set()): string {
  const missing = new Set(results.cases.flatMap((c, n) => (missingEvidence.has(c.id) ? [n] : [])));
  const rules: Record<string, RuleText & { status?: string }> = {};
  for (const c of results.cases)
    for (const id of new Set([...c.rules, ...c.evidence.verdicts.map((v) => v.rule)]))
      rules[id] ??= { ...ruleText(id), ...(results.rules[id] ? { status: results.rules[id].status } : {}) };
  const index = {
    verdict: results.outcome.verdict,
    cases: results.cases.map((c, n) => caseIndex(results, c, n, missing)),
    rules,
  };
  const evidence = results.cases
    .map((c, n) =>
      c.evidence.turns.length > 0 || c.evidence.exchanges.length > 0
        ? `<script type="application/json" id="ev-${n}">${scriptJson(caseEvidenceView(c.evidence))}</script>`
        : '',
    )
    .filter(Boolean)
    .join('\n');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'; script-src 'unsafe-inline'; img-src data:">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>vessel-kit certify: ${VERDICT_LABEL[results.outcome.verdict]} — ${esc(targetName(results))}</title>
<style>${STYLE}</style>
</head>
<body>
${header(results)}
<main>
${ruleSection(results)}
${banners(results)}
${filters(results)}
<table id="cases"><thead><tr><th>status</th><th>case</th><th>title</th><th>level</th><th>message</th><th>time</th></tr></thead>
<tbody>
${caseRows(results)}
</tbody></table>
</main>
<script type="application/json" id="vk-index">${scriptJson(index)}</script>
${evidence}
<script>${SCRIPT}</script>
</body>
</html>
`;
}
