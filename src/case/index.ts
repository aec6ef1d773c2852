// What a conformance case is and the context it runs with: the one surface suites (which write
// cases) and the runner (which runs them) share. Cases are plain values; most are built from JSON
// turn fixtures (fixtures/turns/), a few are small functions. A case never depends on another
// case or on the order cases run in.
import type { A2AClient } from '../a2a/client.ts';
import type { DribbleSpec } from '../a2a/hostile/dribbled.ts';
import type { OversizedSpec } from '../a2a/hostile/oversized.ts';
import type { PollSpec } from '../a2a/hostile/polled.ts';
import type { UnreadHold } from '../a2a/hostile/unread.ts';
import type {
  RecordedDribble,
  RecordedExchange,
  RecordedOversizedSend,
  RecordedSseEvent,
  RecordedTaskPolls,
  RecordedTurn,
  RecordedUnreadStream,
} from '../a2a/recording.ts';
import type { EventType } from '../a2a/vessel-events.ts';
import type { Verdict } from '../checks/types.ts';
import type { RuleId } from '../rules/index.ts';
import type { Profile, ProfileAgent } from '../profile/schema.ts';
import type { Script, ScriptStep } from '../../mock-model/script-schema.ts';

export interface ConformanceCase {
  /** Dotted, stable: `<suite>.<section>.<name>`. */
  id: string;
  title: string;
  /** Where in the documents: `events.txt › Turn statuses`, `CONTRACT.md › D3`. */
  section: string;
  /** The sentence(s) of the documents the case holds the target to, quoted as written. */
  sentence: string;
  /** The rule ids the case exercises (the catalogue holds their sentences and levels). */
  rules: readonly RuleId[];
  needs: readonly Need[];
  /** The suite the case belongs to (`certify --suite`); absent = `default`. */
  suite?: SuiteName;
  /**
   * About how long the case takes against a sound vessel, in ms at timeout scale 1, when that is
   * long: its script waits on the clock (a slow first token, paced pieces, polls) or it plays many
   * turns in a row. It only orders the run: the longest cases start first, so they overlap the
   * rest instead of starting last and keeping the run waiting. Absent: short.
   */
  expectedMs?: number;
  run(ctx: CaseContext): Promise<CaseOutcome>;
  /** A check over the whole run, for the rare rule no case can judge alone (see `RunWideCheck`). */
  acrossRun?: RunWideCheck;
}

/**
 * A check judged over every case of a run: `digest` keeps what it needs of each case's recording
 * as the case ends (small, so the run holds no recording longer than it would), and `judge` makes
 * the verdicts over all the digests once every case has ended. They are added to the verdicts of
 * the case declaring the check. Both are pure (src/checks); the runner only calls them.
 */
export interface RunWideCheck<D = unknown> {
  digest(recording: { caseId: string } & CaseOutcome): D;
  judge(digests: readonly D[], profile: Profile): Verdict[];
}

/** The suites `certify --suite` picks from: `default` (every run) and `robustness` (load and hostile clients, D17). */
export const SuiteNames = ['default', 'robustness'] as const;
export type SuiteName = (typeof SuiteNames)[number];

export interface CaseOutcome {
  verdicts: Verdict[];
  turns?: RecordedTurn[];
  /** Exchanges that are not turns (card fetches, plain calls, a subscription). */
  exchanges?: RecordedExchange[];
}

/**
 * Thrown by the context where a case asks what its agent does not serve and A2A makes optional (a
 * stream of an agent that does not stream, §3.3.4): the case is skipped with this message, as not
 * applicable. A case that catches what its context throws lets this one through.
 */
export class NotApplicable extends Error {}

/** What a case may use: the target as declared, its agent's client, and turns the kit drives and records. */
export interface CaseContext {
  profile: Profile;
  /** The agent the case runs on: the first that has every need it declares. */
  agent: ProfileAgent;
  /** The agent's client, for plain calls (card, GetTask, CancelTask, …), each recorded. */
  client: A2AClient;
  /** The client of any agent of the profile, by name (for rules every agent must keep, like its card). */
  clientFor(agentName: string): A2AClient;
  /** Seeded per case from the run's seed and the case id, so a case's randomness is replayable alone. */
  random(): number;
  /** Multiplies every wait the case makes. */
  timeoutScale: number;
  /**
   * Runs one turn as `spec` says and records all of it (the turn, a cancel, GetTask, the model's
   * journal). `onEvent` sees each event of the turn's stream as it arrives, after the kit has
   * acted on it, for a case that must act mid-turn in a way `spec` cannot say.
   */
  recordTurn(spec: TurnSpec, onEvent?: (event: RecordedSseEvent) => void): Promise<RecordedTurn>;
  /** SubscribeToTask on a running task, recorded like the turn's own stream: under its caps, and held to closing after its terminal status. */
  subscribe(taskId: string): Promise<RecordedExchange>;
  /**
   * The hostile clients, on the case's agent (the robustness suite, D17). Absent when judging
   * again a bundle whose tape holds none of their recordings (a kit before them recorded it).
   */
  hostile?: HostileClients;
}

/**
 * Clients that misbehave on purpose (src/a2a/hostile/), each sending past the recording client
 * and resolving with its recording. Recorded on the case's tape like every other ask, so a
 * rejudge plays them back; the callbacks a case passes run then as they ran when recorded.
 */
export interface HostileClients {
  /** A SendMessage over the cap, generated as it is sent. */
  oversized(send: OversizedSpec): Promise<RecordedOversizedSend>;
  /** A request written a byte at a time; `onBody` is called as its body starts. */
  dribbled(send: DribbleSpec, onBody?: () => void): Promise<RecordedDribble>;
  /** The turn `spec` says, its stream held unread after the first event while `whileHeld` runs, then read on. */
  unread(
    spec: TurnSpec,
    hold: UnreadHold,
    whileHeld: (taskId: string | undefined) => Promise<void>,
  ): Promise<RecordedUnreadStream>;
  /** GetTask until the task is terminal or the limit passed, each answer read only as far as its state. */
  polled(taskId: string | undefined, poll: PollSpec): Promise<RecordedTaskPolls>;
}

/** A turn ready to send: `params` are SendStreamingMessage's (or SendMessage's). */
export interface PreparedTurn {
  scriptId: string;
  userText: string;
  params: unknown;
}

/** What a case needs the target to have declared (D13); a case whose needs no agent has is skipped. */
export const Needs = [
  'tools.fast',
  'tools.failing',
  'tools.slow',
  'tools.file',
  'tools.big',
  'max_steps',
  'deadline_seconds',
  'send_reasoning',
  'no_send_reasoning',
  'accepts_images',
  'refuses_images',
  'input.parts',
] as const;
export type Need = (typeof Needs)[number];

export interface TurnImage {
  mediaType: string;
  base64: string;
  /** `raw` part or a `data:` URL part (D2). */
  as?: 'raw' | 'url';
}

/** Where a drive acts: the `count`-th event of a type (1-based), or the A2A `task` snapshot. */
export interface EventTrigger {
  event: EventType | 'task';
  count?: number;
}

/** One turn as a case wants it: what the mock model plays, what the application sends, how the kit drives the stream. */
export interface TurnSpec {
  /** The steps the mock model plays; `$fast`, `$failing`, `$slow`, `$file`, `$big` tool names take the profile's tool use. */
  steps?: ScriptStep[];
  dialect?: Script['dialect'];
  /** Transcript messages sent as history (absent = none). */
  history?: unknown[];
  /** The transcript part's data exactly as given (any value, even an invalid envelope); replaces `history`. */
  transcript?: unknown;
  /** The user's words; the script directive line is added after them. */
  text?: string;
  images?: TurnImage[];
  acceptedOutputModes?: string[];
  method?: 'SendStreamingMessage' | 'SendMessage';
  /**
   * The turn is played only to make a task (to get, list or ask about): an agent that does not
   * stream plays it with SendMessage instead of being skipped as not applicable.
   */
  orSendMessage?: boolean;
  /** SendMessage's configuration.returnImmediately (A2A §3.2.2): answer at once with the task in progress. */
  returnImmediately?: boolean;
  /** Spell the request's field names in snake_case (`message_id`, `accepted_output_modes`), which servers also accept. */
  snakeCase?: boolean;
  /** Send CancelTask when this event arrives. */
  cancelAfter?: EventTrigger;
  /** Close the stream when this event arrives. */
  hangUpAfter?: EventTrigger;
  /** GetTask after the turn (default true). */
  getTask?: boolean;
}

/** The tool-use placeholders a script may name, and the profile field (`tools.<field>`, also the case's need) each reads. */
const TOOL_PLACEHOLDERS = { $fast: 'fast', $failing: 'failing', $slow: 'slow', $file: 'file', $big: 'big' } as const;

/** The profile field a placeholder tool name reads, or undefined for a real tool name (never an Object.prototype key). */
export function placeholderField(name: string): (typeof TOOL_PLACEHOLDERS)[keyof typeof TOOL_PLACEHOLDERS] | undefined {
  return Object.hasOwn(TOOL_PLACEHOLDERS, name) ? TOOL_PLACEHOLDERS[name as keyof typeof TOOL_PLACEHOLDERS] : undefined;
}
