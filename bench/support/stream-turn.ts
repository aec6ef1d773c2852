// One SendStreamingMessage to a vessel, every event stamped with its arrival time on the epoch
// clock (so a client thread's stamps compare with the model thread's send times).
import { createParser } from 'eventsource-parser';
import type { VesselEvent } from '../../src/a2a/vessel-events.ts';
import { epochNow } from './worker-thread.ts';

const HEADERS = { 'Content-Type': 'application/json', 'A2A-Version': '1.0' };

export interface Received {
  /** Epoch ms when the client parsed the event. */
  at: number;
  result: Record<string, any>;
}

/** The vessel event a stream result carries in its status update's message (D4), if it carries one. */
export const vesselEventIn = (result: Record<string, any>): VesselEvent | undefined =>
  result.statusUpdate?.status?.message?.parts?.[0]?.data;

export async function streamTurn(url: string, text: string): Promise<Received[]> {
  const response = await fetch(url, {
    method: 'POST',
    headers: HEADERS,
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'SendStreamingMessage',
      params: { message: { role: 'ROLE_USER', messageId: `m-${Math.random()}`, parts: [{ text }] } },
    }),
  });
  const events: Received[] = [];
  const parser = createParser({
    onEvent: (e) =>
      events.push({ at: epochNow(), result: (JSON.parse(e.data) as { result: Record<string, any> }).result }),
  });
  const decoder = new TextDecoder();
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>)
    parser.feed(decoder.decode(chunk, { stream: true }));
  return events;
}
