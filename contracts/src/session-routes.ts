/**
 * The method and path of each route of the gateway's own `/session/*` surface, without their schemas: the web's
 * /login sends its requests with this table and loads the schemas (session-surface.ts, zod) only to check the
 * answers, so zod is not in /login's first script (web README "Loading fast"). session-surface.ts builds its table
 * (with the schemas) from this one: each route is named once.
 */
export const sessionRoutes = {
  config: { method: 'GET', path: '/session/config' },
  state: { method: 'GET', path: '/session' },
  login: { method: 'POST', path: '/session/login' },
  token: { method: 'POST', path: '/session/token' },
  exchange: { method: 'POST', path: '/session/exchange' },
  logout: { method: 'POST', path: '/session/logout' },
  customer: { method: 'PUT', path: '/session/customer' },
  activate: { method: 'POST', path: '/session/activate' },
  touch: { method: 'POST', path: '/session/touch' },
} as const;
