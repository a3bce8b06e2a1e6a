// Matches a method and path against the route table the way API Gateway does: literal segments beat
// `{param}` segments, so `/api/locations/get_locations` wins over `/api/locations/{id}`.
import { badRequest } from '#functions/lib/errors/app-error.ts';
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

/** A malformed percent-encoding (`%ZZ`, a lone `%`) is the caller's mistake: 400, never 500. */
function decodeParam(name: string, value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw badRequest({ [name]: 'This part of the address is not valid percent-encoding.' }, 'The request path is malformed.');
  }
}

function matchSegments(pattern: string[], actual: string[]): Record<string, string> | null {
  if (pattern.length !== actual.length) return null;
  // Literals first: a malformed value only counts once the route really matches.
  const fits = pattern.every((part, i) => (part.startsWith('{') ? (actual[i] ?? '') !== '' : part === actual[i]));
  if (!fits) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of pattern.entries()) {
    if (part.startsWith('{')) params[part.slice(1, -1)] = decodeParam(part.slice(1, -1), actual[i] ?? '');
  }
  return params;
}

/**
 * A trailing slash is ignored (`/api/clients/?skip_login=true` is `/api/clients`). Throws a 400
 * AppError when the path matches a route but a parameter is not valid percent-encoding.
 */
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
  return compiled.some((entry) => {
    try {
      return matchSegments(entry.segments, actual) !== null;
    } catch {
      return true; // it matched, only a parameter is malformed
    }
  });
}
