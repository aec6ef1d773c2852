// Where code outside the reference vessel may bend it, and nowhere else. The vessel reads as the
// contract; a layer that wraps it (the mock vessel for application tests, the kit's negative
// controls, a test double) composes these seams and passes the result to startVessel():
//
// - the turn engine, `RunTurn`: wrap `referenceTurn` to change a turn's input or agent, filter
//   what it emits through its sink (events, artifacts, transcript chunks), or reshape its result;
// - the turn policy, `TurnOptions.policy` (fields documented on `TurnPolicy`): merge-window length
//   and size, where tool.finished.output is cut, which files and whether the transcript a client
//   gets, whether a failing tool ends the turn, whether the last step offers tools; the contract's
//   values are `contractPolicy`;
// - the model transport, `TurnOptions.fetch`: how the model endpoint is reached (an in-process
//   model, a proxy that reshapes requests or answers);
// - the turn-input validator, `TranscriptValidator` (startVessel's `validate`);
// - server middleware (`ServerMiddleware`): around each HTTP request before routing, each JSON-RPC
//   exchange from the body read to the reply, each SSE stream's events, and the agent card served.
export { contractPolicy } from './turn/policy.ts';
export { referenceTurn, finalStateOf } from './turn/index.ts';
export type { RunTurn, TurnInput, TurnOptions, TurnOutput, TurnPolicy, TurnResult, TurnSink } from './turn/seam.ts';
export type { TranscriptProblem, TranscriptValidator } from './server/turn-input.ts';
export type {
  CardMiddleware,
  EventWriter,
  HttpMiddleware,
  RpcCall,
  RpcMiddleware,
  RpcReply,
  ServerMiddleware,
  StreamMiddleware,
} from './server/middleware.ts';
export type { AgentConfig, VesselConfig } from './config/schema.ts';
