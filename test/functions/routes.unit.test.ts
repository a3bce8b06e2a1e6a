import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { buildPath, groups, routes } from '#functions/routes.ts';

describe('route table', () => {
  it('has unique ids and unique method + path pairs', () => {
    expect(new Set(routes.map((r) => r.id)).size).toBe(routes.length);
    expect(new Set(routes.map((r) => `${r.method} ${r.path}`)).size).toBe(routes.length);
  });

  it('names only known groups and prefixes ids with their group', () => {
    for (const route of routes) {
      expect(groups).toContain(route.group);
      expect(route.id.startsWith(`${route.group}.`)).toBe(true);
      expect(route.path).toMatch(/^\/api\/[\w./{}-]+$/);
    }
  });

  it('builds paths with encoded parameters and refuses missing ones', () => {
    expect(buildPath('system.health')).toBe('/api/health_check.json');
  });

  it('is printed as JSON, and nothing else, by `npm run routes`', () => {
    const stdout = execFileSync(process.execPath, ['--import', 'tsx', 'scripts/routes.ts'], { encoding: 'utf8' });
    const printed = JSON.parse(stdout) as unknown[];
    expect(printed).toEqual(JSON.parse(JSON.stringify(routes)));
  });
});
