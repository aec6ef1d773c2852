// A conformance case: what it rests on (rule ids), what it needs declared, and how it runs.
// Cases are plain values; most are built from JSON turn fixtures (fixtures/turns/), a few are
// small functions. A case never depends on another case or on the order cases run in.
import type { Verdict } from '../checks/types.ts';
import type { A2AClient } from '../a2a/client.ts';
import type { ModelCall, RecordedExchange, RecordedTurn } from '../a2a/recording.ts';
import type { RecorderCaps } from '../a2a/recorder.ts';
import type { Script } from '../../mock-model/script-schema.ts';
import type { Profile, ProfileAgent } from './profile-schema.ts';
import type { Need } from './needs.ts';
import type { TurnSpec } from './turn.ts';

/** What the runner needs of the mock model: register a script, read what it saw. */
export interface ModelPort {
  register(script: Script): void;
  journal(filter: { script: string }): (ModelCall & { endedAt?: number })[];
}

export interface CaseContext {
  caseId: string;
  profile: Profile;
  agent: ProfileAgent;
  client: A2AClient;
  /** The client of any agent of the profile, by name (for rules every agent must keep, like its card). */
  clientFor(agentName: string): A2AClient;
  model: ModelPort;
  /** Seeded per case from the run's seed and the case id, so a case's randomness is replayable alone. */
  random(): number;
  /** Multiplies every wait the case makes. */
  timeoutScale: number;
  caps: RecorderCaps;
  /** A script id no other case in any run will use: `<caseId>-<random>`. */
  newScriptId(): string;
  /** Runs one turn as `spec` says and records everything (the turn, a cancel, GetTask, the model's journal). */
  runTurn(spec: TurnSpec): Promise<RecordedTurn>;
  /** Aborted when the run is stopped. */
  signal: AbortSignal;
}

export interface CaseOutcome {
  verdicts: Verdict[];
  turns?: RecordedTurn[];
  /** Exchanges that are not turns (card fetches, plain calls). */
  exchanges?: RecordedExchange[];
}

export interface ConformanceCase {
  /** Dotted, stable: `<suite>.<section>.<name>`. */
  id: string;
  title: string;
  /** Where in the documents: `events.txt › Turn statuses`, `CONTRACT.md › D3`. */
  section: string;
  /** The sentence(s) of the documents the case holds the target to, quoted as written. */
  sentence: string;
  /** The rule ids the case exercises (the catalogue holds their sentences and levels). */
  rules: string[];
  needs: Need[];
  run(ctx: CaseContext): Promise<CaseOutcome>;
}
