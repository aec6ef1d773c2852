// The seam between the mock model and its transports (the node:http server and msw handlers):
// what an adapter hands over and what it may call. Kept apart from model.ts so the adapters
// depend on this contract only, and model.ts can import them without a cycle.
import type { ControlReply } from './control.ts';
import type { Playback, Sink } from './player.ts';

/** A request as an adapter hands it over: already routed, with its body read (or refused as too large). */
export interface IncomingCall {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Record<string, string>;
  receivedAt: number;
  body: string | { tooLargeBytes: number };
}

/** What the adapters call: the shared behaviour of both transports. */
export interface ModelCore {
  readonly maxBodyBytes: number;
  now(): number;
  /** Answers a model API call (chat, models, or an unknown path) onto `sink`. */
  call(incoming: IncomingCall, sink: Sink): Playback;
  control(incoming: IncomingCall): ControlReply;
}
