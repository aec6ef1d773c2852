// Names of the server-side faults (deliberate breaks of one rule each, for proving the kit's checks
// fail when they should). The catalogue with descriptions and broken rule ids is src/vessel/faults.ts;
// these constants are how the server code asks whether one is switched on.
export const ServerFaults = {
  acceptSystemMessage: 'accept-system-message',
  acceptInvalidHistory: 'accept-invalid-history',
  rejectionWithoutKeywords: 'rejection-without-keywords',
  wrongJsonRpcId: 'wrong-jsonrpc-id',
  noTaskFirst: 'no-task-first',
  eventsAfterTerminal: 'events-after-terminal',
  streamLeftOpen: 'stream-left-open',
  noTrailingSlash: 'no-trailing-slash',
  cardWithoutJsonRpc: 'card-without-jsonrpc',
  cancelFinishedOk: 'cancel-finished-ok',
  unknownTaskWrongCode: 'unknown-task-wrong-code',
  getTaskStaleState: 'get-task-stale-state',
  eventWithoutMessageId: 'event-without-message-id',
  twoResultMembers: 'two-result-members',
  subscribeWithoutTaskFirst: 'subscribe-without-task-first',
  snakeCaseRefused: 'snake-case-refused',
} as const;
export type ServerFaultName = (typeof ServerFaults)[keyof typeof ServerFaults];
export const serverFaultNames: readonly string[] = Object.values(ServerFaults);
