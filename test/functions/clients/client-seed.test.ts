// The demo clients in the local seed: 40 people with fixed ids, every demo staff member with linked
// clients (some shared), groups, and generated files that download through the API.
import { beforeAll, describe, expect, it } from 'vitest';
import { handler as auth } from '#functions/auth/index.ts';
import { handler as clients } from '#functions/clients/index.ts';
import { clientFilesResponse } from '#functions/contract/files.ts';
import { clientFull, clientPage } from '#functions/contract/clients.ts';
import { demoStaff } from '#scripts/seed/demo-accounts.ts';
import { demoClients } from '#scripts/seed/demo-clients.ts';
import { seedIfEmpty } from '#scripts/seed/seed-if-empty.ts';
import { call } from '#test/support/api.ts';
import { cookieOf } from '#test/support/fixtures.ts';

const signIn = async (email: string) => cookieOf((await call(auth, 'POST', '/api/login', { body: { email, password: 'carebook-demo' } })).cookies);
const emma = '01KAD0000000000000000C0001';

beforeAll(async () => {
  expect(await seedIfEmpty()).toBe(true);
});

describe('the demo clients seed', () => {
  it('lists 40 clients with distinct fixed ids for the admin', async () => {
    expect(new Set(demoClients.map((c) => c.id)).size).toBe(40);
    const page = clientPage.parse((await call(clients, 'GET', '/api/clients?per_page=100', { cookie: await signIn('admin@example.com') })).json);
    expect(page.total_entries).toBe(40);
  });

  it('links each demo staff member to at least five clients, some shared', async () => {
    const admin = await signIn('admin@example.com');
    for (const staff of Object.values(demoStaff)) {
      const own = clientPage.parse((await call(clients, 'GET', `/api/clients?employee_id=${staff.id}&per_page=100`, { cookie: admin })).json);
      expect(own.total_entries).toBeGreaterThanOrEqual(5);
    }
    expect(demoClients.filter((c) => c.employee_ids.length > 1).length).toBeGreaterThanOrEqual(4);
  });

  it('gives Emma Carter groups and two files that download', async () => {
    const cookie = await signIn('provider@example.com');
    const profile = clientFull.parse((await call(clients, 'GET', `/api/clients/profile?id=${emma}`, { cookie })).json);
    expect(profile.groups.map((g) => g.group_name).sort()).toEqual(['Bridal party', 'Family']);
    const files = clientFilesResponse.parse((await call(clients, 'GET', `/api/clients/${emma}/list_files`, { cookie })).json).files;
    expect(files.map((f) => f.file_name).sort()).toEqual(['Before photo.png', 'Consent form.pdf']);
    for (const f of files) {
      const res = await fetch(f.url);
      expect(res.status).toBe(200);
      expect((await res.arrayBuffer()).byteLength).toBe(f.size_bytes);
    }
  });
});
