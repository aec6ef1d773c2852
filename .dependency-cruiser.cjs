// The dependency walls of vessel-kit, checked by `npm run lint:walls` (part of `npm test`).
// The kit judges vessels it has never seen, so nothing that judges may lean on the reference
// vessel; the reference vessel must run on its own, so it leans on nothing of the kit; the mock
// model serves any vessel, so it knows neither the vessel nor the verdicts. A rule's name is what
// a failing run prints and what test/architecture/walls.test.ts asserts on.

/** What the reference vessel may use besides itself: the documents' shared shapes and helpers. */
const VESSEL_MAY_USE = [
  '^src/vessel/',
  '^src/transcript/', // the transcript validator: the vessel checks what it is sent with the kit's own reading
  '^src/a2a/(wire|vessel-events)[.]ts$', // A2A wire types and the vessel event shapes, not the recording client
  '^src/rules/', // rule ids, when a message names the rule it honours
  '^src/kit-package[.]ts$', // the kit version the agent card advertises
  '^src/errors[.]ts$', // the kit's error base (a leaf): a bad vessel config is an input error like any other
  '^src/generated/validators/', // ajv's code precompiled from the vessel config schema (a leaf)
  'node_modules',
];

/**
 * What the mock vessel may use besides itself: the vessel's public entry and its seams (never its
 * internals), the mock model, the transcript validator, and the shared wire shapes.
 */
const MOCK_VESSEL_MAY_USE = [
  '^src/mock-vessel/',
  '^src/vessel/(index|seams)[.]ts$',
  '^mock-model/',
  '^src/transcript/',
  '^src/a2a/(wire|vessel-events)[.]ts$',
  'node_modules',
];

/** What renders reports may read: the results model and the catalogue. */
const REPORTS_MAY_USE = [
  '^src/reports/',
  '^src/results/', // the results model: its schema, pure roll-ups, compaction, redaction and writing
  '^src/rules/',
  'node_modules',
];

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'judging-without-the-vessel',
      comment:
        'src/checks and suites judge any vessel from what it sent; reaching the reference vessel or its faults, directly or through another module, would let a check pass on knowledge of one implementation.',
      severity: 'error',
      from: { path: '^(src/checks|suites)/' },
      to: { path: '^src/(vessel|faults)/', reachable: true },
    },
    {
      name: 'vessel-stands-alone',
      comment:
        'The reference vessel imports only itself, the shared shapes (transcript validator, A2A wire types, vessel events, rule ids), node builtins and npm packages: none of the runner, checks, suites, CLI, mock model, fault layer or reports.',
      severity: 'error',
      from: { path: '^src/vessel/' },
      to: { pathNot: VESSEL_MAY_USE, dependencyTypesNot: ['core'] },
    },
    {
      name: 'vessel-reaches-no-kit',
      comment:
        'What the vessel may import must not lead back into the kit: through the shared modules it still reaches none of the runner, checks, suites, CLI, mock model, fault layer or reports.',
      severity: 'error',
      from: { path: '^src/vessel/' },
      to: { path: '^(src/(runner|checks|cli|faults|reports)|suites|mock-model)/', reachable: true },
    },
    {
      name: 'faults-bend-at-the-seams',
      comment:
        'The fault layer wraps the reference vessel only at the seams src/vessel/seams.ts exports, never reaching into its modules, so the vessel can change inside without a fault knowing.',
      severity: 'error',
      from: { path: '^src/faults/' },
      to: { path: '^src/vessel/', pathNot: '^src/vessel/seams[.]ts$' },
    },
    {
      name: 'mock-model-knows-no-vessel-or-verdicts',
      comment:
        'The mock model serves whatever vessel calls it: it reaches neither the reference vessel, its faults, nor what runs or judges cases, directly or through another module.',
      severity: 'error',
      from: { path: '^mock-model/' },
      to: { path: '^(src/(vessel|faults|checks|runner)|suites)/', reachable: true },
    },
    {
      name: 'mock-vessel-bends-the-vessel-at-its-seams',
      comment:
        'The mock vessel is the reference vessel plus the mock model plus a test API, never a second vessel: it imports the vessel only through its public entry and seams.ts, and otherwise only the mock model, the transcript validator and the wire shapes.',
      severity: 'error',
      from: { path: '^src/mock-vessel/' },
      to: { pathNot: MOCK_VESSEL_MAY_USE, dependencyTypesNot: ['core'] },
    },
    {
      name: 'mock-vessel-judges-nothing',
      comment:
        'What an application installs to run its tests reaches nothing that runs or judges certification cases (runner, checks, suites) or breaks the vessel on purpose (faults), even through another module.',
      severity: 'error',
      from: { path: '^src/mock-vessel/' },
      to: { path: '^(src/(runner|checks|faults|cli|reports)|suites)/', reachable: true },
    },
    {
      name: 'reports-read-results-only',
      comment:
        'Renderers read results and the rule catalogue only (the results types, the pure roll-ups, src/rules), so a report can be rendered again offline from a results.json.',
      severity: 'error',
      from: { path: '^src/reports/' },
      to: { pathNot: REPORTS_MAY_USE, dependencyTypesNot: ['core'] },
    },
    {
      name: 'reports-run-no-cases',
      comment:
        'Through what they may import, renderers still reach nothing that runs cases or talks to a target: not the run, case and turn modules, the recording client, the mock model (but the leaf type of a recorded model call) or a vessel.',
      severity: 'error',
      from: { path: '^src/reports/' },
      to: {
        path: '^src/runner/(run|case-context|drive-turn|turn-request)[.]ts$|^src/case/|^src/a2a/(client|recorder)[.]ts$|^(src/(vessel|faults|cli)|suites)/|^mock-model/(?!model-call[.]ts$)',
        reachable: true,
      },
    },
    {
      name: 'reports-do-not-talk-to-the-network',
      comment: 'Rendering a report never runs a case: no sockets, no HTTP clients, no mock model transport.',
      severity: 'error',
      from: { path: '^src/reports/' },
      to: {
        path: '^(node:)?(http|https|http2|net|tls|dgram|dns)$|node_modules/(undici|msw|openai|eventsource-parser|@a2a-js)/',
      },
    },
    {
      name: 'rules-are-a-leaf',
      comment:
        'The rule catalogue is what every floor cites: it imports nothing of the kit (only itself and npm packages), so it can be read, published and diffed on its own. Docs about rules are written by scripts/.',
      severity: 'error',
      from: { path: '^src/rules/' },
      to: { path: '^(src|suites|mock-model|scripts)/', pathNot: '^src/rules/' },
    },
    {
      name: 'results-model-stands-apart',
      comment:
        'The results model (schema, roll-up, conclusion, compaction, redaction, writing, merge, baselines) is plain data over verdicts: it imports none of the run, the reports, the front door or the A2A client, so a results.json can be merged, baselined and judged offline.',
      severity: 'error',
      from: { path: '^src/results/' },
      to: { path: '^src/(runner|reports|certify|a2a)/' },
    },
    {
      name: 'a2a-records-and-knows-no-run',
      comment:
        'The A2A client and recorder return recordings, never verdicts: what runs cases (runner), reports them (reports) or starts a certification (certify) sits above it.',
      severity: 'error',
      from: { path: '^src/a2a/' },
      to: { path: '^src/(runner|reports|certify)/' },
    },
    {
      name: 'cases-run-nothing',
      comment:
        'What a case is (src/case) and the cases themselves (suites/) are data and pure steps over a context the runner hands them: they never reach the runner or the front door, even through another module.',
      severity: 'error',
      from: { path: '^(src/case|suites)/' },
      to: { path: '^src/(runner|certify)/', reachable: true },
    },
    {
      name: 'runner-renders-nothing',
      comment:
        'The runner turns cases into results; rendering and writing reports is the front door’s job (src/certify, src/cli), so nothing the runner reaches renders a report.',
      severity: 'error',
      from: { path: '^src/runner/' },
      to: { path: '^src/reports/', reachable: true },
    },
    {
      name: 'mock-model-stands-alone',
      comment:
        'The mock model serves any client: it imports nothing of the kit but the A2A wire types, the error base (src/errors.ts, a leaf), so a bad script file is an input error like any other, and the validator precompiled from its own script schema (src/generated/validators/, a leaf); the kit imports its shapes (mock-model/model-call.ts), not the other way round.',
      severity: 'error',
      from: { path: '^mock-model/' },
      to: { path: '^src/', pathNot: '^src/(a2a/wire|errors)[.]ts$|^src/generated/validators/' },
    },
    {
      name: 'precompiled-validators-are-a-leaf',
      comment:
        'The validators ajv precompiled (src/generated/validators/, written by npm run generate) import nothing of the kit, not even the schemas they were built from: the vessel and the mock model, which may reach nothing else of the kit, use them.',
      severity: 'error',
      from: { path: '^src/generated/validators/' },
      to: { path: '^(src|suites|mock-model|scripts)/', pathNot: '^src/generated/validators/' },
    },
    {
      name: 'nothing-imports-scripts',
      comment:
        'scripts/ are entry points run by npm scripts (npm run generate): what ships or runs in a certification never depends on them.',
      severity: 'error',
      from: { pathNot: '^scripts/' },
      to: { path: '^scripts/' },
    },
    {
      name: 'no-circular',
      comment: 'A cycle makes two modules one: neither can be read, tested or moved without the other.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'not-to-unresolvable',
      comment: 'An import the cruiser cannot resolve escapes every wall above, so it is an error too.',
      severity: 'error',
      from: {},
      to: { couldNotResolve: true },
    },
  ],
  options: {
    // Type-only imports count: a type is knowledge of the other side too.
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    doNotFollow: { path: 'node_modules' },
  },
};
