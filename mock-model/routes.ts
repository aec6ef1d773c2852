// Which endpoint a request is for. Both transports route through this one table, so a path
// means the same thing over the HTTP server and over msw.
export type Route = 'chat' | 'models' | 'control' | 'not-found';

/** The model API answers under `/v1` and, for clients configured without it, at the root. */
export function routeOf(pathname: string): Route {
  const path = pathname.replace(/\/+$/, '');
  if (path === '/v1/chat/completions' || path === '/chat/completions') return 'chat';
  if (path === '/v1/models' || path === '/models') return 'models';
  if (path === '/_mock' || path.startsWith('/_mock/')) return 'control';
  return 'not-found';
}

export const METHOD_OF: Record<Exclude<Route, 'control' | 'not-found'>, string> = { chat: 'POST', models: 'GET' };
