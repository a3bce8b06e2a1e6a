// THE route table: pure data, one row per endpoint. It drives Lambda dispatch, the local HTTP
// adapter, the CDK routes, the web API client's paths, msw handlers and the authorisation matrix.
// Paths and methods are exactly those of SPEC section 7 (plus Carebook additions).

export const groups = [
  'auth',
  'employees',
  'clients',
  'locations',
  'catalog',
  'schedule',
  'payments',
  'invoices',
  'inventory',
  'forms',
  'reports',
  'system',
] as const;
export type Group = (typeof groups)[number];

/** Who may call a route. Object-level rules (ownership) live in the services. */
export type Access = 'public' | 'client' | 'staff' | 'manager' | 'admin' | 'stripe';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface RouteRow {
  readonly id: string;
  readonly method: Method;
  readonly path: `/api/${string}`;
  readonly group: Group;
  readonly access: Access;
}

export const routes = [
  { id: 'system.health', method: 'GET', path: '/api/health_check.json', group: 'system', access: 'public' },
  { id: 'system.config', method: 'GET', path: '/api/config', group: 'system', access: 'public' },

  { id: 'auth.staff_login', method: 'POST', path: '/api/login', group: 'auth', access: 'public' },
  { id: 'auth.staff_logout', method: 'DELETE', path: '/api/logout', group: 'auth', access: 'staff' },
  { id: 'auth.client_sign_up', method: 'POST', path: '/api/client/sign_up', group: 'auth', access: 'public' },
  { id: 'auth.client_login', method: 'POST', path: '/api/client/log_in', group: 'auth', access: 'public' },
  { id: 'auth.client_logout', method: 'DELETE', path: '/api/client/log_out', group: 'auth', access: 'client' },
  { id: 'auth.client_profile', method: 'GET', path: '/api/client/profile', group: 'auth', access: 'client' },

  { id: 'employees.myprofile', method: 'GET', path: '/api/employees/myprofile', group: 'employees', access: 'staff' },
] as const satisfies readonly RouteRow[];

export type Route = (typeof routes)[number];
export type RouteId = Route['id'];
export type RouteOf<Id extends RouteId> = Extract<Route, { id: Id }>;
export type RouteIdsOfGroup<G extends Group> = Extract<Route, { group: G }>['id'];

const byId = new Map<string, Route>(routes.map((r) => [r.id, r]));

export function routeById<Id extends RouteId>(id: Id): RouteOf<Id> {
  const row = byId.get(id);
  if (!row) throw new Error(`Unknown route id ${id}`);
  return row as RouteOf<Id>;
}

/** `GET /api/x/{id}`: the API Gateway v2 route key of a row. */
export function routeKey(row: Pick<RouteRow, 'method' | 'path'>): string {
  return `${row.method} ${row.path}`;
}

type PathParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? Name | PathParamNames<Rest>
  : never;
export type PathParams<Id extends RouteId> = Record<PathParamNames<RouteOf<Id>['path']>, string>;

/** Fills `{name}` placeholders; every value is URI-encoded. */
export function buildPath<Id extends RouteId>(id: Id, params?: PathParams<Id>): string {
  const values = (params ?? {}) as Record<string, string>;
  return routeById(id).path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined || value === '') throw new Error(`Missing path parameter ${name} for ${id}`);
    return encodeURIComponent(value);
  });
}
