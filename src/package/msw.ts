// The `vessel-kit/msw` entry: msw 2 handlers for the mock vessel and for the mock model. msw is an
// optional peer of vessel-kit, needed only by those who import this entry.
import type { RequestHandler } from 'msw';
import type { MockModel } from '../../mock-model/index.ts';
import { http } from '../mock-vessel/msw-peer.ts';

export { vesselHandlers, type VesselHandlersOptions } from '../mock-vessel/msw.ts';

/**
 * The mock model's own handlers at `baseUrl` (ending in `/v1`), with its control endpoints at that
 * origin, made with the msw this entry loaded for the vessel's handlers: one instance for both.
 */
export function mockModelHandlers(model: MockModel, baseUrl: string): RequestHandler[] {
  return model.handlers(baseUrl, http);
}
