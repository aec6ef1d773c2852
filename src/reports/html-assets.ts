// The HTML report's stylesheet and script, inlined into index.html so the file stands alone (no
// network, no external assets; it opens from disk). Plain ES2017 for any browser; the script
// filters the server-rendered case table and builds a case's details, parsing that case's
// evidence from its own <script type="application/json"> block only when the case is opened.

export const STYLE = `
:root { --pass:#1a7f37; --fail:#cf222e; --skip:#9a6700; --error:#8250df; --nt:#6e7781; --bg:#fff; --fg:#1f2328; --mute:#656d76; --line:#d0d7de; --soft:#f6f8fa; }
* { box-sizing: border-box; }
body { margin: 0; font: 14px/1.45 system-ui, -apple-system, "Segoe UI", Helvetica, Arial, sans-serif; color: var(--fg); background: var(--bg); }
header { padding: 16px 24px; border-bottom: 1px solid var(--line); background: var(--soft); }
h1 { font-size: 20px; margin: 0 0 6px; display: flex; gap: 12px; align-items: center; flex-wrap: wrap; }
h2 { font-size: 16px; margin: 20px 0 8px; }
h3 { font-size: 14px; margin: 16px 0 6px; }
main { padding: 8px 24px 48px; }
.badge { display: inline-block; padding: 2px 10px; border-radius: 12px; color: #fff; font-weight: 600; font-size: 13px; }
.badge.certified, .badge.a2a-conformant { background: var(--pass); } .badge.passed { background: #4d8f2a; } .badge.failed, .badge.a2a-failed { background: var(--fail); } .badge.incomplete { background: var(--nt); }
.meta { color: var(--mute); font-size: 13px; }
.reason { margin: 6px 0; }
.banner { border: 1px solid var(--line); border-left: 4px solid var(--nt); padding: 8px 12px; margin: 12px 0; background: var(--soft); }
.banner.failed { border-left-color: var(--fail); } .banner.incomplete { border-left-color: var(--skip); }
.counts { display: flex; gap: 8px; flex-wrap: wrap; margin-top: 8px; }
.chip { border: 1px solid var(--line); border-radius: 14px; padding: 2px 10px; background: var(--bg); cursor: pointer; font: inherit; }
.chip[aria-pressed="true"] { background: var(--fg); color: var(--bg); border-color: var(--fg); }
.s-pass { color: var(--pass); } .s-fail { color: var(--fail); } .s-skip { color: var(--skip); } .s-error { color: var(--error); } .s-not-tested { color: var(--nt); }
.filters { display: flex; gap: 10px; align-items: center; flex-wrap: wrap; padding: 10px 0; position: sticky; top: 0; background: var(--bg); border-bottom: 1px solid var(--line); z-index: 2; }
.filters select, .filters input { font: inherit; padding: 3px 6px; }
table { border-collapse: collapse; width: 100%; }
th, td { text-align: left; padding: 4px 8px; border-bottom: 1px solid var(--line); vertical-align: top; }
th { font-size: 12px; color: var(--mute); font-weight: 600; }
tr.case { cursor: pointer; } tr.case:hover { background: var(--soft); }
tr.case td.status { font-weight: 600; white-space: nowrap; }
td.id, code, pre { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 12.5px; }
td.msg { color: var(--mute); max-width: 520px; overflow-wrap: anywhere; }
tr.detail > td { background: #fbfcfd; padding: 12px 16px 20px; }
pre { background: var(--soft); border: 1px solid var(--line); padding: 8px; overflow: auto; max-height: 360px; white-space: pre-wrap; overflow-wrap: anywhere; margin: 4px 0; }
details > summary { cursor: pointer; margin: 4px 0; }
.rule { margin: 6px 0; } .rule .sent { color: var(--mute); margin-left: 16px; }
.cmd { display: flex; gap: 8px; align-items: center; } .cmd code { background: var(--soft); padding: 4px 8px; border: 1px solid var(--line); overflow-wrap: anywhere; }
.timeline { border: 1px solid var(--line); background: #fff; margin: 6px 0; }
.timeline text { font: 11px system-ui, sans-serif; fill: var(--mute); }
.legend { font-size: 12px; color: var(--mute); } .legend span { margin-right: 12px; }
.ea { display: grid; grid-template-columns: 1fr 1fr; gap: 8px; }
.muted { color: var(--mute); }
#failing-rules table { margin-bottom: 8px; } #failing-rules td.count { text-align: right; }
[hidden] { display: none !important; }
`;

export const SCRIPT = `
(function () {
  'use strict';
  var data = JSON.parse(document.getElementById('vk-index').textContent);
  var rows = Array.prototype.slice.call(document.querySelectorAll('tr.case'));
  var state = { status: [], level: '', suite: '', q: '', open: '' };

  function h(tag, attrs, kids) {
    var node = document.createElement(tag);
    if (attrs) Object.keys(attrs).forEach(function (k) {
      if (k === 'text') node.textContent = attrs[k];
      else if (k === 'class') node.className = attrs[k];
      else node.setAttribute(k, attrs[k]);
    });
    (kids || []).forEach(function (kid) { if (kid) node.appendChild(typeof kid === 'string' ? document.createTextNode(kid) : kid); });
    return node;
  }
  function svg(tag, attrs, kids) {
    var node = document.createElementNS('http://www.w3.org/2000/svg', tag);
    Object.keys(attrs || {}).forEach(function (k) { node.setAttribute(k, attrs[k]); });
    (kids || []).forEach(function (kid) { node.appendChild(kid); });
    return node;
  }
  function title(text) { var t = svg('title'); t.textContent = text; return t; }
  function pre(text) { return h('pre', { text: text }); }
  function fold(label, body, open) { var d = h('details', open ? { open: '' } : {}, [h('summary', { text: label }), body]); return d; }
  function ms(x) { return (Math.round(x * 10) / 10) + ' ms'; }

  function readHash() {
    var params = new URLSearchParams(location.hash.slice(1));
    state.status = (params.get('status') || '').split(',').filter(Boolean);
    state.level = params.get('level') || '';
    state.suite = params.get('suite') || '';
    state.q = params.get('q') || '';
    state.open = params.get('case') || '';
  }
  function writeHash() {
    var params = new URLSearchParams();
    if (state.status.length) params.set('status', state.status.join(','));
    if (state.level) params.set('level', state.level);
    if (state.suite) params.set('suite', state.suite);
    if (state.q) params.set('q', state.q);
    if (state.open) params.set('case', state.open);
    history.replaceState(null, '', '#' + params.toString());
  }

  function apply() {
    var shown = 0;
    var q = state.q.toLowerCase();
    rows.forEach(function (row) {
      var c = data.cases[Number(row.dataset.n)];
      var ok = (state.status.length === 0 || state.status.indexOf(c.status) >= 0) &&
        (!state.level || c.level === state.level) && (!state.suite || c.suite === state.suite) &&
        (!q || (c.id + ' ' + c.title + ' ' + c.message + ' ' + c.rules.join(' ')).toLowerCase().indexOf(q) >= 0);
      row.hidden = !ok;
      var detail = document.getElementById('detail-' + row.dataset.n);
      if (detail) detail.hidden = !ok;
      if (ok) shown++;
    });
    document.getElementById('shown').textContent = shown + ' of ' + rows.length + ' cases';
    document.querySelectorAll('[data-filter-status]').forEach(function (b) {
      b.setAttribute('aria-pressed', String(state.status.indexOf(b.dataset.filterStatus) >= 0 || (b.dataset.filterStatus === 'all' && state.status.length === 0)));
    });
    document.getElementById('filter-level').value = state.level;
    document.getElementById('filter-suite').value = state.suite;
    document.getElementById('filter-q').value = state.q;
    writeHash();
  }

  function evidenceOf(n) {
    var block = document.getElementById('ev-' + n);
    return block ? JSON.parse(block.textContent) : null;
  }

  var COLORS = { 'text.delta': '#0969da', 'reasoning.delta': '#8250df', 'tool.started': '#bf8700', 'tool.finished': '#9a6700',
    'step.finished': '#57606a', 'turn.started': '#1a7f37', 'turn.finished': '#1a7f37', task: '#6e7781', error: '#cf222e' };
  var FRAME_COLORS = { text: '#0969da', reasoning: '#8250df', tool: '#bf8700', finish: '#57606a', done: '#1a7f37', other: '#afb8c1' };
  function color(kind) { return COLORS[kind] || (kind.indexOf('artifact:') === 0 ? '#cf6a00' : '#6e7781'); }

  function timeline(turn) {
    var W = 960, left = 110, right = 16, top = 18, lane = 42;
    var end = Math.max(1, turn.endAt);
    turn.events.forEach(function (e) { end = Math.max(end, e.at); });
    turn.frames.forEach(function (f) { end = Math.max(end, f.at); });
    var start = 0;
    turn.frames.forEach(function (f) { start = Math.min(start, f.at); });
    var span = (end - start) * 1.02 || 1;
    function x(t) { return left + ((t - start) / span) * (W - left - right); }
    var kids = [];
    var yModel = top + 10, yEvents = top + lane + 10, H = top + 2 * lane + 30;
    kids.push(svg('text', { x: 6, y: yModel + 4 }, [document.createTextNode('model sent')]));
    kids.push(svg('text', { x: 6, y: yEvents + 4 }, [document.createTextNode('vessel events')]));
    kids.push(svg('line', { x1: left, x2: W - right, y1: yModel, y2: yModel, stroke: '#d0d7de' }));
    kids.push(svg('line', { x1: left, x2: W - right, y1: yEvents, y2: yEvents, stroke: '#d0d7de' }));
    for (var i = 0; i <= 4; i++) {
      var t = start + (span * i) / 4;
      kids.push(svg('line', { x1: x(t), x2: x(t), y1: top - 6, y2: H - 18, stroke: '#eaeef2' }));
      kids.push(svg('text', { x: x(t) + 2, y: H - 6 }, [document.createTextNode(Math.round(t) + ' ms')]));
    }
    turn.windows.forEach(function (w) {
      kids.push(svg('rect', { class: 'window', x: x(w.from), y: yEvents - 14, width: Math.max(2, x(w.to) - x(w.from)), height: 28,
        fill: w.kind === 'text' ? '#0969da' : '#8250df', 'fill-opacity': '0.13' },
        [title('merge window (' + w.kind + '): ' + ms(w.from) + ' → ' + ms(w.to) + ', ' + w.chars + ' characters, closed by event #' + w.event)]));
    });
    turn.calls.forEach(function (c) {
      kids.push(svg('line', { x1: x(c.at), x2: x(c.at), y1: yModel - 12, y2: yModel + 12, stroke: '#1f2328', 'stroke-width': 2 },
        [title('model request #' + c.call + ' received at ' + ms(c.at) + ' (' + c.messages + ' messages, ' + c.tools + ' tools)')]));
    });
    turn.frames.forEach(function (f) {
      kids.push(svg('rect', { class: 'frame', x: x(f.at) - 1, y: yModel - 7, width: 2, height: 14, fill: FRAME_COLORS[f.kind] || '#afb8c1' },
        [title('frame (' + f.kind + ') sent at ' + ms(f.at) + ': ' + f.text)]));
    });
    turn.events.forEach(function (e) {
      kids.push(svg('circle', { class: 'event', cx: x(e.at), cy: yEvents, r: 4, fill: color(e.kind) },
        [title('#' + e.index + ' ' + e.kind + ' received at ' + ms(e.at) + (e.text ? ': ' + e.text : ''))]));
    });
    kids.push(svg('line', { x1: x(turn.endAt), x2: x(turn.endAt), y1: top - 6, y2: H - 18, stroke: '#cf222e', 'stroke-dasharray': '3 3' },
      [title('stream ended at ' + ms(turn.endAt) + ': ' + turn.end)]));
    return svg('svg', { class: 'timeline', viewBox: '0 0 ' + W + ' ' + H, width: '100%', role: 'img',
      'aria-label': 'timeline: ' + turn.events.length + ' events, ' + turn.frames.length + ' model frames, ' + turn.windows.length + ' merge windows' }, kids);
  }

  function table(head, body) {
    return h('table', {}, [h('thead', {}, [h('tr', {}, head.map(function (x) { return h('th', { text: x }); }))]),
      h('tbody', {}, body.map(function (r) { return h('tr', {}, r.map(function (x) { return h('td', { text: String(x) }); })); }))]);
  }

  function exchangeBlock(e) {
    return fold(e.label + (e.status !== undefined ? ' → HTTP ' + e.status : '') + ' · ' + e.end,
      h('div', {}, [h('div', { class: 'muted', text: 'request' }), pre(e.request), h('div', { class: 'muted', text: 'response' }), pre(e.response)]));
  }

  function turnBlock(turn) {
    var LIMIT = 300;
    var box = h('div', { class: 'turn' }, [
      h('h3', { text: turn.label + (turn.status !== undefined ? ' → HTTP ' + turn.status : '') }),
      h('div', { class: 'muted', text: 'user text: ' + JSON.stringify(turn.userText) + ' · history: ' + turn.history + ' message(s) · ended: ' + turn.end }),
      fold('request', pre(turn.request)),
      h('div', { class: 'legend' }, [h('span', { text: 'timeline: receive times of the vessel\\'s events (circles) beside the mock model\\'s send times (bars), one clock; shaded bands are merge windows (D6); the dashed line is the end of the stream' })]),
      timeline(turn),
      fold('events (' + turn.events.length + ')', table(['#', 'received', 'kind', 'content'],
        turn.events.slice(0, LIMIT).map(function (e) { return [e.index, ms(e.at), e.kind, e.text]; })), true),
      fold('model calls and frames (' + turn.calls.length + ' call(s), ' + turn.frames.length + ' frame(s))', h('div', {}, [
        table(['call', 'received', 'status', 'step', 'messages', 'tools', 'mismatches'], turn.calls.map(function (c) {
          return [c.call, ms(c.at), c.status === undefined ? '' : c.status, c.step === undefined || c.step === null ? '' : c.step, c.messages, c.tools, c.mismatches.join('; ')]; })),
        table(['call', 'sent', 'kind', 'content'], turn.frames.slice(0, LIMIT).map(function (f) { return [f.call, ms(f.at), f.kind, f.text]; })),
        turn.frames.length > LIMIT ? h('div', { class: 'muted', text: (turn.frames.length - LIMIT) + ' more frame(s) in results.json' }) : null
      ].concat(turn.calls.map(function (c) { return fold('model request #' + c.call, pre(c.request)); })))),
      turn.transcript.length ? fold('transcript chunks (' + turn.transcript.length + ')', table(['event', 'role', 'content'],
        turn.transcript.map(function (m) { return ['#' + m.event, m.role, m.text]; })), true) : null
    ].concat(turn.others.map(exchangeBlock)));
    return box;
  }

  function verdictRows(verdicts) {
    return verdicts.map(function (v) {
      var ea = null;
      if (v.expected) {
        ea = h('div', { class: 'ea' }, [
          h('div', {}, [h('div', { class: 'muted', text: 'expected' }), pre(v.expected)]),
          h('div', {}, [h('div', { class: 'muted', text: 'actual' }), pre(v.actual)])]);
      } else if (v.evidence) ea = fold('evidence', pre(v.evidence));
      return h('tr', { class: 'verdict' }, [h('td', { class: 's-' + v.status, text: v.status }), h('td', { class: 'id', text: v.rule }),
        h('td', {}, [h('div', { text: v.message }), ea])]);
    });
  }

  function details(n) {
    var c = data.cases[n];
    var box = h('div', { class: 'case-detail', 'data-case': c.id });
    box.appendChild(h('div', { class: 'muted', text: c.section + ': “' + c.sentence + '”' + (c.agent ? ' · agent ' + c.agent : '') }));
    if (c.known) box.appendChild(h('div', { class: 'banner', text: 'Known deviation: ' + c.known }));
    var bad = c.verdicts.filter(function (v) { return v.status === 'fail' || v.status === 'error'; });
    var rest = c.verdicts.filter(function (v) { return v.status !== 'fail' && v.status !== 'error'; });
    var failingRules = [];
    bad.forEach(function (v) { if (failingRules.indexOf(v.rule) < 0) failingRules.push(v.rule); });
    function ruleBlock(id) {
      var r = data.rules[id] || { title: '', sentences: [] };
      return h('div', { class: 'rule', 'data-rule': id }, [h('code', { text: id }), ' ', h('span', { class: 'muted', text: (r.level || '') + ' — ' + r.title })]
        .concat(r.sentences.map(function (s) { return h('div', { class: 'sent', text: s }); })));
    }
    if (failingRules.length) {
      box.appendChild(h('h3', { text: 'Failing rules' }));
      failingRules.forEach(function (id) { box.appendChild(ruleBlock(id)); });
    }
    var others = c.rules.filter(function (id) { return failingRules.indexOf(id) < 0; });
    if (others.length) box.appendChild(fold('Rules of the case (' + others.length + ')', h('div', {}, others.map(ruleBlock)), !failingRules.length));
    box.appendChild(h('h3', { text: 'Verdicts (' + bad.length + ' failing of ' + c.verdicts.length + ')' }));
    if (bad.length) box.appendChild(h('table', { class: 'verdicts failing' }, [h('tbody', {}, verdictRows(bad))]));
    else if (!c.verdicts.length) box.appendChild(h('div', { class: 'muted', text: c.message || 'no verdicts' }));
    if (rest.length) box.appendChild(fold('other verdicts (' + rest.length + ': pass, skip, not-tested)', h('table', { class: 'verdicts' }, [h('tbody', {}, verdictRows(rest))]), !bad.length));
    box.appendChild(h('h3', { text: 'Re-run this case alone' }));
    var copy = h('button', { class: 'chip', type: 'button', text: 'copy' });
    copy.addEventListener('click', function (ev) { ev.stopPropagation(); if (navigator.clipboard) navigator.clipboard.writeText(c.rerun); });
    box.appendChild(h('div', { class: 'cmd' }, [h('code', { class: 'rerun', text: c.rerun }), copy]));
    box.appendChild(h('h3', { text: 'Evidence' }));
    var ev = evidenceOf(n);
    if (!ev) box.appendChild(h('div', { class: 'muted', text: c.evidenceNote || 'no recorded evidence (the case did not run)' }));
    else {
      if (!ev.turns.length && !ev.exchanges.length) box.appendChild(h('div', { class: 'muted', text: 'nothing recorded' }));
      ev.turns.forEach(function (t) { box.appendChild(turnBlock(t)); });
      if (ev.exchanges.length) {
        box.appendChild(h('h3', { text: 'Calls (' + ev.exchanges.length + ')' }));
        ev.exchanges.forEach(function (e) { box.appendChild(exchangeBlock(e)); });
      }
    }
    return box;
  }

  function toggle(row, force) {
    var n = row.dataset.n;
    var existing = document.getElementById('detail-' + n);
    if (existing && force !== true) { existing.remove(); row.setAttribute('aria-expanded', 'false'); state.open = ''; writeHash(); return; }
    if (existing) return;
    var tr = h('tr', { class: 'detail', id: 'detail-' + n }, [h('td', { colspan: '6' }, [details(Number(n))])]);
    row.parentNode.insertBefore(tr, row.nextSibling);
    row.setAttribute('aria-expanded', 'true');
    state.open = data.cases[Number(n)].id;
    writeHash();
  }

  rows.forEach(function (row) {
    row.addEventListener('click', function () { toggle(row); });
    row.addEventListener('keydown', function (e) { if (e.key === 'Enter' || e.key === ' ') { e.preventDefault(); toggle(row); } });
  });
  document.querySelectorAll('[data-filter-status]').forEach(function (b) {
    b.addEventListener('click', function () {
      var s = b.dataset.filterStatus;
      if (s === 'all') state.status = [];
      else if (state.status.indexOf(s) >= 0) state.status = state.status.filter(function (x) { return x !== s; });
      else state.status = state.status.concat([s]);
      apply();
    });
  });
  document.getElementById('filter-level').addEventListener('change', function (e) { state.level = e.target.value; apply(); });
  document.getElementById('filter-suite').addEventListener('change', function (e) { state.suite = e.target.value; apply(); });
  document.getElementById('filter-q').addEventListener('input', function (e) { state.q = e.target.value; apply(); });

  // The hash names the filters and the open case: read on load, and again when a link changes it
  // (a failing rule's link to its first case), which clears the filters so that case is shown.
  function fromHash() {
    readHash();
    apply();
    if (state.open) {
      var target = rows.filter(function (r) { return data.cases[Number(r.dataset.n)].id === state.open; })[0];
      if (target) { toggle(target, true); target.scrollIntoView(); }
    }
  }
  window.addEventListener('hashchange', fromHash);
  fromHash();
  document.documentElement.dataset.ready = 'true';
})();
`;
