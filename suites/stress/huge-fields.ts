// stress.huge-fields: a 1 MiB method name, messageId and task id, each in a body under the cap,
// sent by the recording client; the check weighs each answer against the string.
//
//   D17: "Error messages quote at most 200 characters of any value they echo."
import type { ConformanceCase } from '../../src/case/index.ts';
import { checkHugeFields } from '../../src/checks/stress.ts';
import { sentenceOf } from '../sentence.ts';
import { SECTION } from './common.ts';

/** The requests, each with its field and the string it holds. */
function hugeRequests(chars: number): { field: string; value: string; body: unknown }[] {
  const huge = (letter: string) => letter.repeat(chars);
  return [
    { field: 'method', value: huge('M'), body: { jsonrpc: '2.0', id: 1, method: huge('M'), params: {} } },
    {
      field: 'params.message.messageId',
      value: huge('I'),
      body: {
        jsonrpc: '2.0',
        id: 2,
        method: 'SendMessage',
        params: { message: { messageId: huge('I'), role: 'ROLE_USER', parts: [{ text: 'Hello.' }] } },
      },
    },
    {
      field: 'params.id (GetTask)',
      value: huge('T'),
      body: { jsonrpc: '2.0', id: 3, method: 'GetTask', params: { id: huge('T') } },
    },
  ];
}

/** The evidence keeps the request's shape, not its megabyte of letters. */
function withoutHugeRequest<T extends { requestBody?: unknown }>(exchange: T): T {
  return { ...exchange, requestBody: '(a request holding a 1 MiB string; not kept)' };
}

export const hugeFieldsCase = (chars: number): ConformanceCase => ({
  id: 'stress.megabyte-fields',
  title: 'A 1 MiB method name, messageId or task id is refused or bounded, never echoed whole',
  section: SECTION,
  sentence: sentenceOf('stress.huge-fields'),
  rules: ['stress.huge-fields'],
  needs: [],
  suite: 'robustness',
  async run(ctx) {
    const sent = [];
    for (const r of hugeRequests(chars))
      sent.push({ field: r.field, value: r.value, exchange: await ctx.client.post(r.body) });
    return { verdicts: checkHugeFields(sent), exchanges: sent.map((s) => withoutHugeRequest(s.exchange)) };
  },
});
