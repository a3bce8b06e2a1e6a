// Matches a method and path against the route table the way API Gateway does: literal segments beat
// `{param}` segments, so `/api/locations/get_locations` wins over `/api/locations/{id}`.
import { routes, type Route } from '#functions/routes.ts';

interface Compiled {
  route: Route;
  segments: string[];
  literalCount: number;
}

const compiled: Compiled[] = routes
  .map((route) => {
    const segments = route.path.split('/').filter(Boolean);
    return { route, segments, literalCount: segments.filter((s) => !s.startsWith('{')).length };
  })
  .sort((a, b) => b.literalCount - a.literalCount);

export interface RouteMatch {
  route: Route;
  params: Record<string, string>;
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    const value = actual[i] ?? '';
    if (part.startsWith('{')) {
      if (value === '') return null;
      params[part.slice(1, -1)] = decodeURIComponent(value);
    } else if (part !== value) {
      return null;
    }
  }
  return params;
}

/** A trailing slash is ignored (`/api/clients/?skip_login=true` is `/api/clients`). */
export function matchRoute(method: string, path: string): RouteMatch | null {
  const actual = path.split('/').filter(Boolean);
  for (const entry of compiled) {
    if (entry.route.method !== method) continue;
    const params = matchSegments(entry.segments, actual);
    if (params) return { route: entry.route, params };
  }
  return null;
}

/** Whether any method serves this path (to answer 405 rather than 404). */
export function pathExists(path: string): boolean {
  const actual = path.split('/').filter(Boolean);
  return compiled.some((entry) => matchSegments(entry.segments, actual) !== null);
}
