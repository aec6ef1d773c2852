// The control endpoints (`/_mock/...`), transport-free: a method, a path and a body in, a status
// and a JSON body out. The HTTP server and the msw handlers both serve them.
import type { Journal, JournalFilter } from './journal.ts';
import type { Script } from './script-schema.ts';
import { validateScripts } from './script-validate.ts';
import { errorBody, errorTypeOf } from './wire.ts';

export interface ControlReply {
  status: number;
  body: string;
}

export interface ControlState {
  register(scripts: Script[]): void;
  scripts(): Script[];
  journal: Journal;
}

const json = (status: number, value: unknown): ControlReply => ({ status, body: JSON.stringify(value) });
const error = (status: number, message: string, code: string, extra: Record<string, unknown> = {}): ControlReply =>
  json(status, { error: { ...errorBody(message, errorTypeOf(status), code).error, ...extra } });

function registerScripts(state: ControlState, body: string): ControlReply {
  let value: unknown;
  try {
    value = JSON.parse(body);
  } catch (e) {
    return error(
      400,
      `the body is not JSON (${(e as Error).message}); send one script or a list of scripts`,
      'invalid_json',
    );
  }
  const result = validateScripts(value);
  if (!result.ok)
    return error(400, `invalid script: ${result.problems.join('; ')}`, 'invalid_script', { problems: result.problems });
  state.register(result.scripts);
  return json(200, { registered: result.scripts.map((s) => s.id) });
}

export function control(
  state: ControlState,
  method: string,
  pathname: string,
  search: URLSearchParams,
  body: string | null,
): ControlReply {
  const path = pathname.replace(/\/+$/, '');
  const allow = (methods: string[]) =>
    error(405, `${method} is not allowed on ${path}; use ${methods.join(' or ')}`, 'method_not_allowed');
  switch (path) {
    case '/_mock/scripts':
      if (method === 'POST')
        return body === null ? error(400, 'the body is too large', 'body_too_large') : registerScripts(state, body);
      if (method === 'GET') return json(200, { scripts: state.scripts() });
      return allow(['GET', 'POST']);
    case '/_mock/requests': {
      if (method === 'GET') {
        const filter: JournalFilter = {};
        const script = search.get('script');
        if (script !== null) filter.script = script;
        for (const name of ['since', 'newest'] as const) {
          const value = search.get(name);
          if (value === null) continue;
          if (!/^\d+$/.test(value))
            return error(
              400,
              `${name} must be a whole number of entries, 0 or more (got "${value}")`,
              'invalid_filter',
            );
          filter[name] = Number(value);
        }
        return json(200, { requests: state.journal.list(filter) });
      }
      if (method === 'DELETE') {
        state.journal.clear();
        return json(200, { cleared: true });
      }
      return allow(['GET', 'DELETE']);
    }
    case '/_mock/health':
      if (method !== 'GET') return allow(['GET']);
      return json(200, { ok: true, scripts: state.scripts().length });
    default:
      return error(
        404,
        `no control endpoint ${path}; there are /_mock/scripts, /_mock/requests and /_mock/health`,
        'not_found',
      );
  }
}
