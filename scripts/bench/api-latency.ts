// API latency on loopback: a bounded number of GETs per endpoint, 10 in flight at a time, as the
// admin, after a short warm-up; the figure is the 95th percentile of the request times.
import { budgets } from '#scripts/bench/budgets.ts';
import type { LocalApp } from '#scripts/bench/local-app.ts';
import { figure, type Figure } from '#scripts/bench/report.ts';
import { percentile } from '#scripts/bench/stats.ts';

/** `{me}` is the signed-in admin's employee id (treatments are listed per employee). */
export const measuredEndpoints = ['/api/employees', '/api/locations', '/api/products', '/api/treatments?employee_id={me}', '/api/employees/myprofile'];
const concurrency = 10;
const requestsPerEndpoint = 300;
const warmUp = 30;

async function timedGet(url: string, cookie: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(url, { headers: { cookie, accept: 'application/json' } });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`GET ${url} answered ${res.status}`);
  return performance.now() - started;
}

async function run(url: string, cookie: string, count: number): Promise<number[]> {
  const times: number[] = [];
  let next = 0;
  const worker = async () => {
    while (next < count) {
      next++;
      times.push(await timedGet(url, cookie));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return times;
}

async function myEmployeeId(app: LocalApp, cookie: string): Promise<string> {
  const res = await fetch(`${app.loopback}/api/employees/myprofile`, { headers: { cookie } });
  const profile = (await res.json()) as { id?: unknown };
  if (!res.ok || typeof profile.id !== 'string') throw new Error(`GET /api/employees/myprofile answered ${res.status}`);
  return profile.id;
}

export async function apiFigures(app: LocalApp, adminCookie: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  const me = await myEmployeeId(app, adminCookie);
  for (const path of measuredEndpoints) {
    const url = `${app.loopback}${path.replace('{me}', me)}`;
    await run(url, adminCookie, warmUp);
    const times = await run(url, adminCookie, requestsPerEndpoint);
    figures.push(figure(`api GET ${path}: p95 at concurrency ${concurrency} (${requestsPerEndpoint} requests)`, percentile(times, 95), 'ms', budgets.apiP95Ms));
  }
  return figures;
}
