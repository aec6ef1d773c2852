// Faults of the A2A rules on what a card declares (src/rules/a2a.ts, "Capabilities the card
// declares"): the reference vessel's card claims a capability, streaming (which it declares
// already), push notifications, the extended card or a required extension, and the vessel then
// refuses the method the claim makes available (-32003, -32004 or -32601), or does not enforce the
// extension; or its card drops streaming and the vessel still serves a streaming method, which
// §3.3.4 has refused. Filed under the a2a area (src/faults/a2a.ts lists them).
import { ErrorCodes, Methods, PushMethods, type AgentCard } from '../a2a/wire.ts';
import type { Bend } from './bend.ts';
import { answerError, bendCard } from './bends/server.ts';
import { fault, type FaultsOf } from './fault.ts';

/** Every bend at once: their server middleware chained in order (the first outermost). */
function alongside(...bends: Bend[]): Bend {
  const middleware = { http: [], rpc: [], stream: [], card: [] } as Required<NonNullable<Bend['middleware']>>;
  for (const bend of bends)
    for (const key of Object.keys(middleware) as (keyof typeof middleware)[])
      (middleware[key] as unknown[]).push(...(bend.middleware?.[key] ?? []));
  return { middleware };
}

/** The card with `capabilities` changed as `change` says (the rest kept). */
const declaring = (change: Record<string, unknown>): Bend =>
  bendCard((card) => ({ ...card, capabilities: { ...card.capabilities, ...change } }) as AgentCard);

type PushClause = keyof typeof PushMethods;

/** For each push method, the refusal the vessel answers it with while its card declares push notifications. */
const PUSH_REFUSALS: Readonly<Record<PushClause, { code: number; message: string }>> = {
  create: { code: ErrorCodes.PushNotificationNotSupported, message: 'push notifications are not supported' },
  get: { code: ErrorCodes.UnsupportedOperation, message: 'not supported' },
  list: { code: ErrorCodes.MethodNotFound, message: 'method not found' },
  delete: { code: ErrorCodes.PushNotificationNotSupported, message: 'push notifications are not supported' },
};

/**
 * A card declaring push notifications whose vessel refuses `clause`'s method and answers the
 * others as an agent with push would answer a task id it never issued (TaskNotFoundError, §3.1.7–3.1.10).
 */
function pushRefused(clause: PushClause): Bend {
  const others = (Object.keys(PushMethods) as PushClause[]).filter((c) => c !== clause);
  return alongside(
    declaring({ pushNotifications: true }),
    answerError(PushMethods[clause], PUSH_REFUSALS[clause]),
    ...others.map((c) => answerError(PushMethods[c], { code: ErrorCodes.TaskNotFound, message: 'task not found' })),
  );
}

/** The card without streaming, as a plain A2A agent that does not stream declares it. */
const notStreaming = declaring({ streaming: false });

export const capabilityFaults = [
  fault(
    'a2a.streaming-unsupported#send-streaming-message',
    'streaming-undeclared-send-served',
    'the card does not declare streaming, and SendStreamingMessage still streams the turn',
    notStreaming,
    { alsoBreaks: ['a2a.card-streaming'] },
  ),
  fault(
    'a2a.streaming-unsupported#subscribe-to-task',
    'streaming-undeclared-subscribe-served',
    'the card does not declare streaming and SendStreamingMessage gets -32004, but SubscribeToTask still streams the task',
    alongside(
      notStreaming,
      answerError(Methods.SendStreamingMessage, {
        code: ErrorCodes.UnsupportedOperation,
        message: 'streaming is not supported',
      }),
    ),
    { alsoBreaks: ['a2a.card-streaming'] },
  ),
  fault(
    'a2a.streaming-declared#send-streaming-message',
    'streaming-declared-send-refused',
    'the card declares streaming, and SendStreamingMessage gets -32004 (streaming is not supported)',
    answerError(Methods.SendStreamingMessage, {
      code: ErrorCodes.UnsupportedOperation,
      message: 'streaming is not supported',
    }),
  ),
  fault(
    'a2a.streaming-declared#subscribe-to-task',
    'streaming-declared-subscribe-not-found',
    'the card declares streaming, and SubscribeToTask gets -32601 (method not found)',
    answerError(Methods.SubscribeToTask, { code: ErrorCodes.MethodNotFound, message: 'method not found' }),
    { alsoBreaks: ['a2a.subscribe-to-task'] },
  ),
  ...(Object.keys(PushMethods) as PushClause[]).map((clause) =>
    fault(
      `a2a.push-declared#${clause}`,
      `push-declared-${clause}-refused`,
      `the card declares pushNotifications, and ${PushMethods[clause]} gets ${PUSH_REFUSALS[clause].code} (the other push methods answer -32001 for the unknown task)`,
      pushRefused(clause),
    ),
  ),
  fault(
    'a2a.extended-card-declared#whole',
    'extended-card-declared-refused',
    'the card declares extendedAgentCard, and GetExtendedAgentCard still gets -32004',
    declaring({ extendedAgentCard: true }),
  ),
  fault(
    'a2a.extensions-required#whole',
    'required-extension-not-enforced',
    'the card declares an extension required: true, and a message that declares no extension is run as any other',
    declaring({
      extensions: [
        {
          uri: 'https://vessel-kit.invalid/extensions/required/v1',
          description: 'an extension every client must use',
          required: true,
        },
      ],
    }),
  ),
] satisfies FaultsOf<'a2a'>;
