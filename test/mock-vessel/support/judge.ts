// Drives one turn at a mock vessel with the kit's recording client and judges it with the kit's
// own checks (src/checks), as certification would: the mock vessel's guarantee is that whatever
// it streams is conformant, so an application tested against it is tested against the contract.
import { A2AClient } from '../../../src/a2a/client.ts';
import type { RecordedSseEvent, RecordedTurn } from '../../../src/a2a/recording.ts';
import { checkTurn, type TurnExpectations, type Verdict } from '../../../src/checks/index.ts';
import type { SendMessageParams } from '../../../src/a2a/wire.ts';
import type { MockVessel } from '../../../src/mock-vessel/index.ts';

export interface JudgedTurn {
  turn: RecordedTurn;
  verdicts: Verdict[];
  /** Verdicts that failed or errored, as `rule: message` lines (what a test prints when it fails). */
  failures: string[];
  /** The vessel events of the stream, in order. */
  events: Record<string, unknown>[];
  /** The stream's results (task, statusUpdate, artifactUpdate), in order. */
  results: Record<string, unknown>[];
}

export interface DriveOptions {
  agent?: string;
  /** Sends CancelTask once this vessel event type arrived. */
  cancelOn?: string;
  expectations?: TurnExpectations;
  /** What the profile would declare for the agent (overrides of the turn included). */
  declared?: Partial<RecordedTurn['agent']>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function resultOf(event: RecordedSseEvent): Record<string, unknown> | undefined {
  const json = event.json as { result?: Record<string, unknown> } | undefined;
  return json?.result;
}

function vesselEventOf(result: Record<string, unknown>): Record<string, unknown> | undefined {
  const update = result.statusUpdate as { status?: { message?: { parts?: { data?: unknown }[] } } } | undefined;
  const data = update?.status?.message?.parts?.[0]?.data;
  return typeof data === 'object' && data !== null ? (data as Record<string, unknown>) : undefined;
}

export async function driveAndJudge(
  vessel: MockVessel,
  params: SendMessageParams,
  options: DriveOptions = {},
): Promise<JudgedTurn> {
  const name = options.agent ?? 'default';
  const client = new A2AClient({ baseUrl: vessel.agents[name]! });
  const before = vessel.turns.length;
  let taskId: string | undefined;
  let cancel: ReturnType<A2AClient['cancelTask']> | undefined;
  const send = await client.sendStreamingMessage(params, {
    onEvent: (event) => {
      const result = resultOf(event);
      if (!result) return;
      const task = result.task as { id?: string } | undefined;
      taskId ??= task?.id;
      if (options.cancelOn && !cancel && taskId && vesselEventOf(result)?.type === options.cancelOn)
        cancel = client.cancelTask(taskId);
    },
  });
  const started = vessel.turns[before];
  const userText = params.message.parts
    .filter((p) => typeof p.text === 'string')
    .map((p) => p.text)
    .join('\n');
  const transcriptPart = params.message.parts.find((p) => p.data !== undefined);
  const history = (transcriptPart?.data as { messages?: unknown[] } | undefined)?.messages ?? [];
  const turn: RecordedTurn = {
    caseId: 'mock-vessel',
    agent: { name, url: vessel.agents[name]!, ...options.declared },
    input: {
      history,
      userText,
      ...(params.configuration?.acceptedOutputModes
        ? { acceptedOutputModes: params.configuration.acceptedOutputModes }
        : {}),
    },
    send,
    modelCalls: [],
    ...(started ? { scriptId: started.scriptId } : {}),
  };
  if (cancel) turn.cancel = await cancel;
  if (taskId) turn.getTask = await client.getTask(taskId);
  // Every model call of the turn over, so the journal is whole.
  for (let i = 0; i < 100; i++) {
    const calls = vessel.model.journal().filter((c) => (c.headers['x-vessel-kit-script'] ?? '') === started?.scriptId);
    turn.modelCalls = calls;
    if (calls.every((c) => c.endedAt !== undefined || c.disconnectedAt !== undefined)) break;
    await sleep(10);
  }
  const verdicts = checkTurn(turn, options.expectations ?? {});
  const failures = verdicts
    .filter((v) => v.status === 'fail' || v.status === 'error')
    .map((v) => `${v.rule}: ${v.message}`);
  const results = (send.sse ?? []).map(resultOf).filter((r): r is Record<string, unknown> => r !== undefined);
  const events = results.map(vesselEventOf).filter((e): e is Record<string, unknown> => e !== undefined);
  return { turn, verdicts, failures, events, results };
}

/** The turn.finished event of a judged turn. */
export const finished = (judged: JudgedTurn) => judged.events.find((e) => e.type === 'turn.finished');
