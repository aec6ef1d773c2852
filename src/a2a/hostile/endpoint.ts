// Where the hostile clients send, and the transport they share. They go past the recorder
// (src/a2a/recorder.ts) on purpose, over node:http (or node:net for a request dribbled byte by
// byte): undici's `request` cannot say how much of a body had been handed to the socket when an
// answer came, nor leave a stream unread in the socket's buffers and read it on later. What they
// send and receive is still recorded, as plain data (src/a2a/recording.ts), so the checks judge
// it and a rejudge replays it.
import http from 'node:http';
import https from 'node:https';

/** The agent's JSON-RPC url and the headers its recording client sends there (the contract's, and the profile's auth). */
export interface HostileEndpoint {
  url: string;
  headers: Record<string, string>;
  /** Names of headers among `headers` that are credentials: sent, but recorded as `[redacted]`. */
  secretHeaders: readonly string[];
}

export const requestOf = (url: URL): typeof http.request => (url.protocol === 'https:' ? https.request : http.request);

export const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

export const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error));
