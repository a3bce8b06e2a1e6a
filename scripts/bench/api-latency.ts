// API latency on loopback: a bounded number of GETs per endpoint, 10 in flight at a time, as the
// admin, after a short warm-up; the figure is the 95th percentile of the request times.
import { budgets } from '#scripts/bench/budgets.ts';
import type { LocalApp } from '#scripts/bench/local-app.ts';
import { figure, type Figure } from '#scripts/bench/report.ts';
import { percentile } from '#scripts/bench/stats.ts';

export const measuredEndpoints = ['/api/employees', '/api/locations', '/api/products', '/api/treatments', '/api/employees/myprofile'];
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

export async function apiFigures(app: LocalApp, adminCookie: string): Promise<Figure[]> {
  const figures: Figure[] = [];
  for (const path of measuredEndpoints) {
    const url = `${app.loopback}${path}`;
    await run(url, adminCookie, warmUp);
    const times = await run(url, adminCookie, requestsPerEndpoint);
    figures.push(figure(`api GET ${path}: p95 at concurrency ${concurrency} (${requestsPerEndpoint} requests)`, percentile(times, 95), 'ms', budgets.apiP95Ms));
  }
  return figures;
}
