// Faults of the rejection rules (src/rules/rejection.ts): a bad history run instead of refused,
// or refused with another code, without the broken rule's keywords or the message's index, or
// without a google.rpc.BadRequest that names each problem's rule.
import { ErrorCodes } from '../a2a/wire.ts';
import { isObject } from '../transcript/read.ts';
import type { Bend } from './bend.ts';
import { rewriteError, type JsonError } from './bends/server.ts';
import { fault, type FaultsOf } from './fault.ts';

/** The vessel's refusal of a history (D3), as opposed to other invalid params. */
const isHistoryRefusal = (error: JsonError): boolean =>
  error.code === ErrorCodes.InvalidParams && error.message.startsWith('the history was refused');

/** The vessel's refusals of a history, changed; undefined keeps one. */
const refusals = (change: (error: JsonError) => JsonError | undefined): Bend =>
  rewriteError((e) => (isHistoryRefusal(e) ? change(e) : undefined));

export const faults = [
  fault(
    ['rejection.refused#refused', 'rejection.no-model-call#whole'],
    'accept-invalid-history',
    'skips history validation entirely',
    { validate: () => () => ({ ok: true, problems: [] }) },
  ),
  fault(
    'rejection.refused#code',
    'refusal-invalid-request',
    'refuses a bad history with -32600 instead of -32602',
    refusals((e) => ({ ...e, code: ErrorCodes.InvalidRequest })),
  ),
  fault(
    'rejection.names-problem#keyword',
    'rejection-without-keywords',
    "refuses a bad history with a bare 'invalid params' message (the BadRequest detail stays)",
    refusals((e) => ({ ...e, message: 'invalid params' })),
  ),
  fault(
    'rejection.names-problem#index',
    'refusal-without-index',
    "refuses a bad history naming the problem but not the offending message's index",
    refusals((e) => ({
      ...e,
      message: e.message.replace(/\[\d+\]/g, '[…]').replace(/messages\/\d+/g, 'messages/…'),
    })),
  ),
  fault(
    'rejection.bad-request-detail#present',
    'no-bad-request-detail',
    'refuses a bad history with -32602 but no google.rpc.BadRequest detail',
    refusals(({ data: _data, ...e }) => e),
  ),
  fault(
    'rejection.bad-request-detail#violation',
    'bad-request-other-reason',
    "the BadRequest's fieldViolations give 'invalid' as their reason, not the rule id",
    refusals((e) =>
      Array.isArray(e.data)
        ? {
            ...e,
            data: e.data.map((d) =>
              isObject(d) && Array.isArray(d.fieldViolations)
                ? {
                    ...d,
                    fieldViolations: d.fieldViolations.map((v) => (isObject(v) ? { ...v, reason: 'invalid' } : v)),
                  }
                : d,
            ),
          }
        : undefined,
    ),
  ),
] satisfies FaultsOf<'rejection'>;
