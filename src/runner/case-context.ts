// The context a case runs with (src/case): the declared target, its agent's client, a random
// seeded per case, and turns and subscriptions the runner drives and records (drive-turn.ts).
// Given the case's budget, every client the case gets records against it, so all its exchanges
// share the case's caps (bytes, time) however the case reaches the target. The hostile clients
// (src/a2a/hostile/) send where the agent's client posts, under limits of their own.
import { randomBytes } from 'node:crypto';
import type { RecorderCaps } from '../a2a/caps.ts';
import type { A2AClient } from '../a2a/client.ts';
import { recordDribbled } from '../a2a/hostile/dribbled.ts';
import { recordOversized } from '../a2a/hostile/oversized.ts';
import { recordPolled } from '../a2a/hostile/polled.ts';
import { recordUnread } from '../a2a/hostile/unread.ts';
import type { CaseBudget } from '../a2a/recorder.ts';
import { NotApplicable, type CaseContext, type HostileClients } from '../case/index.ts';
import { driveTurn, prepareTurn, recordSubscription, type ModelPort, type TurnEnvironment } from './drive-turn.ts';
import type { Profile, ProfileAgent } from '../profile/schema.ts';
import { hashString, seededRandom } from './random.ts';

/** What every case of a run shares. */
export interface RunShared {
  seed: number;
  timeoutScale: number;
  caps: RecorderCaps;
  signal: AbortSignal;
  profile: Profile;
  model: ModelPort;
  /** The agents that do not stream, each with the preflight's evidence (src/runner/preflight.ts). */
  notStreaming?: ReadonlyMap<string, string>;
}

/** The skip of a case asking `what` of an agent that does not stream (`why`, the preflight's evidence). */
const streamless = (why: string, what: string) =>
  new NotApplicable(`not applicable: ${why}; this case ${what}, which A2A §3.3.4 has it refuse`);

export function caseContext(
  caseId: string,
  agent: ProfileAgent,
  runClients: ReadonlyMap<string, A2AClient>,
  shared: RunShared,
  budget?: CaseBudget,
): CaseContext {
  const clients = budget
    ? new Map([...runClients].map(([name, client]) => [name, client.forCase(budget)]))
    : runClients;
  let scripts = 0;
  // Why the agent does not stream, when it does not.
  const stream = shared.notStreaming?.get(agent.name);
  const env: TurnEnvironment = {
    caseId,
    profile: shared.profile,
    agent,
    client: clients.get(agent.name)!,
    model: shared.model,
    caps: shared.caps,
    timeoutScale: shared.timeoutScale,
    signal: shared.signal,
    // Unique across runs sharing one mock model, so not drawn from the seed.
    newScriptId: () => `${caseId}-${randomBytes(4).toString('hex')}-${++scripts}`,
  };
  return {
    profile: shared.profile,
    agent,
    client: env.client,
    clientFor: (name) => {
      const client = clients.get(name);
      if (!client) throw new Error(`the profile has no agent named '${name}'`);
      return client;
    },
    random: seededRandom(shared.seed ^ hashString(caseId)),
    timeoutScale: shared.timeoutScale,
    recordTurn: (spec, onEvent) =>
      stream === undefined || spec.method === 'SendMessage'
        ? driveTurn(env, spec, onEvent)
        : spec.orSendMessage
          ? driveTurn(env, { ...spec, method: 'SendMessage' }, onEvent)
          : Promise.reject(streamless(stream, 'plays a turn over SendStreamingMessage')),
    subscribe: (taskId) =>
      stream === undefined
        ? recordSubscription(env, taskId)
        : Promise.reject(streamless(stream, 'subscribes to a task (SubscribeToTask)')),
    hostile: hostileClients(env, stream),
  };
}

/** The hostile clients on where the case's client posts; an unread stream plays a turn prepared like any other. */
function hostileClients(env: TurnEnvironment, stream: string | undefined): HostileClients {
  const endpoint = () => env.client.endpoint();
  return {
    oversized: (send) => recordOversized(endpoint(), send),
    dribbled: (send, onBody) => recordDribbled(endpoint(), send, onBody),
    unread: (spec, hold, whileHeld) =>
      stream === undefined
        ? recordUnread(endpoint(), { ...hold, params: prepareTurn(env, spec).params }, whileHeld)
        : Promise.reject(streamless(stream, "holds a turn's stream unread")),
    polled: (taskId, poll) => recordPolled(endpoint(), taskId, poll),
  };
}
