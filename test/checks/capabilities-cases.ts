// For the checks of what a card declares (src/checks/capabilities.ts): a declaring card served and
// refused, in the exchange-case table (test/checks/exchange-checks.test.ts); every refusal code
// and the undeclared side are test/checks/capabilities.test.ts's.
import {
  checkExtendedCardDeclared,
  checkExtensionsRequired,
  checkPushDeclared,
  checkStreamingDeclared,
  checkStreamingUnsupported,
} from '../../src/checks/index.ts';
import { validTurn } from './builders.ts';
import { answer, error, type ExchangeCase } from './exchange-builders.ts';
import { subscriptionTo } from './subscription-builders.ts';

const declaring = (capabilities: Record<string, unknown>) => ({ name: 'agent', capabilities });
const notFound = () => error(-32001, 'task not found');
const card = answer({ jsonrpc: '2.0', id: 1, result: { name: 'extended' } });
const required = declaring({ extensions: [{ uri: 'https://example.com/ext/v1', required: true }] });

export const capabilityCases: Record<string, ExchangeCase> = {
  'a2a.streaming-declared': {
    pass: () => {
      const turn = validTurn();
      return checkStreamingDeclared(declaring({ streaming: true }), turn, subscriptionTo(turn.send));
    },
    fail: () => checkStreamingDeclared(declaring({ streaming: true }), validTurn(), error(-32601, 'no such method')),
    message:
      /the card declares capabilities\.streaming, and SubscribeToTask on the running task was answered -32601 MethodNotFoundError \("no such method"\)/,
  },
  'a2a.streaming-unsupported': {
    pass: () =>
      checkStreamingUnsupported(declaring({ streaming: false }), {
        'send-streaming-message': error(-32004, 'Streaming is not supported.'),
        'subscribe-to-task': error(-32004, 'Streaming is not supported.'),
      }),
    fail: () => checkStreamingUnsupported(declaring({}), { 'send-streaming-message': validTurn().send }),
    message:
      /the card does not declare capabilities\.streaming: expected JSON-RPC error -32004: answered with a stream \(HTTP 200\), not a JSON-RPC error/,
  },
  'a2a.push-declared': {
    pass: () =>
      checkPushDeclared(declaring({ pushNotifications: true }), {
        create: notFound(),
        get: notFound(),
        list: notFound(),
        delete: notFound(),
      }),
    fail: () =>
      checkPushDeclared(declaring({ pushNotifications: true }), { create: error(-32003), delete: notFound() }),
    message: /CreateTaskPushNotificationConfig was answered -32003 PushNotificationNotSupportedError/,
  },
  'a2a.extended-card-declared': {
    pass: () => checkExtendedCardDeclared(declaring({ extendedAgentCard: true }), card),
    fail: () => checkExtendedCardDeclared(declaring({ extendedAgentCard: true }), error(-32004, 'unsupported')),
    message: /GetExtendedAgentCard was answered -32004 UnsupportedOperationError \("unsupported"\)/,
  },
  'a2a.extensions-required': {
    pass: () => checkExtensionsRequired(required, error(-32008, 'extension required')),
    fail: () => checkExtensionsRequired(required, card),
    message: /the card marks "https:\/\/example\.com\/ext\/v1" required: expected JSON-RPC error -32008/,
  },
};
