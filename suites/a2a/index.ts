// The A2A 1.0 JSON-RPC binding, case by case, one module per area of the specification
// (spec/a2a-specification.md): discovery (§8), messages (§3.1.1, §3.2), tasks (§3.1.3–3.1.5),
// streaming (§3.1.6, §3.5), identifiers (§3.4), errors (§3.3, §5.4), versioning (§3.6) and the
// request's JSON (§5.5, §5.7). A case cites CONTRACT.md's A2A layer where the contract reads the
// specification itself, and the specification's sections otherwise; together they cover every
// requirement of the A2A TCK (a2aproject/a2a-tck, 1.0-dev) that applies to a vessel, at the level
// the specification gives it. The turn rules A2A adds (camel-case, timestamps, cancel) are judged
// on every turn. Plain calls, and turns where a task must exist; turns without a script of their
// own play the mock model's default script (D14).
import type { ConformanceCase } from '../../src/case/index.ts';
import { card, cardDeclared, trailingSlash } from './discovery.ts';
import { capabilities, invalidParams, invalidRequest, methodNotFound, parseError } from './errors.ts';
import { ids, messageTaskIds } from './identifiers.ts';
import { snakeCase, unknownFields } from './json.ts';
import { contentType, history, returnImmediately, sendMessage } from './messages.ts';
import { streamsBroadcast, subscribe, subscribeErrors } from './streaming.ts';
import { afterFinished, cancelTask, cancelTwice, listTasks, listTasksPaged, taskNotFound } from './tasks.ts';
import { versions, versionUnsupported } from './versioning.ts';

/**
 * Every A2A case, in the order results.json has always listed them (the CONTRACT.md cases, then
 * the specification's), so a run's results read line by line against an older run's.
 */
export function a2aCases(): ConformanceCase[] {
  return [
    card,
    trailingSlash,
    versionUnsupported,
    methodNotFound,
    parseError,
    invalidRequest,
    taskNotFound,
    afterFinished,
    cancelTwice,
    sendMessage,
    subscribe,
    snakeCase,
    listTasks,
    cardDeclared,
    capabilities,
    contentType,
    returnImmediately,
    ids,
    messageTaskIds,
    invalidParams,
    unknownFields,
    history,
    subscribeErrors,
    streamsBroadcast,
    cancelTask,
    listTasksPaged,
    versions,
  ];
}
