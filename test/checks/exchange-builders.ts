// Builders of single exchanges for the exchange checks' tests: an answer, a JSON-RPC error, a card.
import type { RecordedExchange } from '../../src/a2a/recording.ts';
import type { Verdict } from '../../src/checks/types.ts';
import { jsonBody } from './builders.ts';

export interface ExchangeCase {
  pass: () => Verdict[];
  fail: () => Verdict[];
  message: RegExp;
}

export function answer(json: unknown, over: Partial<RecordedExchange> = {}): RecordedExchange {
  return {
    url: 'http://127.0.0.1:9/a',
    method: 'POST',
    requestHeaders: {},
    requestBody: { jsonrpc: '2.0', id: 1, method: 'GetTask', params: {} },
    sentAt: 0,
    status: 200,
    responseHeaders: { 'content-type': 'application/json' },
    body: jsonBody(json),
    end: { at: 1, how: 'complete' },
    ...over,
  };
}
export const error = (code: unknown, message = 'problem', extra: Record<string, unknown> = {}) =>
  answer({ jsonrpc: '2.0', id: 1, error: { code, message, ...extra } });

export const card = (over: Record<string, unknown> = {}) =>
  answer({
    name: 'agent',
    description: 'd',
    version: '1',
    supportedInterfaces: [{ url: 'http://127.0.0.1:9/a', protocolBinding: 'JSONRPC', protocolVersion: '1.0' }],
    capabilities: { streaming: true },
    defaultInputModes: ['text/plain'],
    defaultOutputModes: ['text/markdown'],
    skills: [],
    ...over,
  });
