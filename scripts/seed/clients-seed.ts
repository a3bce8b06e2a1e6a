// Demo clients (scripts/seed/demo-clients.ts) with their staff links, a few groups and, when the
// local object store is running, two generated files for each demo sign-in client.
import { readyClientFileItem } from '#functions/clients/client-file-repository.ts';
import { newGroupItems } from '#functions/clients/client-group-repository.ts';
import { newLinkItem } from '#functions/clients/client-link-repository.ts';
import { clientFromItem } from '#functions/model/client-record.ts';
import { newClientItems } from '#functions/clients/client-repository.ts';
import { env } from '#functions/lib/config/env.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { putObject, setLifecycleState } from '#functions/lib/storage/object-storage-repository.ts';
import { demoStaff } from '#scripts/seed/demo-accounts.ts';
import { demoClients, type DemoClient } from '#scripts/seed/demo-clients.ts';
import { demoPdf, demoPng } from '#scripts/seed/demo-files.ts';

const staffNames = new Map<string, string>(Object.values(demoStaff).map((s) => [s.id, s.name]));
const byIndex = (i: number): DemoClient => {
  const c = demoClients[i];
  if (!c) throw new Error(`demo client ${i} missing`);
  return c;
};

/** Roots, details and links; the two sign-in clients' roots come from demo-accounts.ts. */
export function clientSeedItems(timezone: string, now: string): Item[] {
  const items: Item[] = [];
  demoClients.forEach((c, i) => {
    const { root, detail, unique } = newClientItems({
      id: c.id, name: c.name, lastName: c.last_name, email: c.email, passwordHash: null, timezone, referredEmployeeId: null,
      // The sign-in clients' roots (i < 2) come from demo-accounts.ts with their passwords; only their details are written here.
      fields: i < 2 ? {} : { phone_number: c.phone_number, address: `${100 + i * 13} ${['Maple', 'Lake', 'Oak', 'Cedar'][i % 4]} Street`, how_heard_about_us: i % 3 === 0 ? 'Instagram' : 'A friend' },
      detail: { city: c.city, state: 'IL', country: 'United States', zip_code: `606${String(10 + i).padStart(2, '0')}` },
    }, now);
    items.push(...(i < 2 ? [detail] : [root, detail, unique]));
    const record = clientFromItem(root);
    for (const employeeId of c.employee_ids) items.push(newLinkItem({ id: employeeId, name: staffNames.get(employeeId) ?? '' }, record, now));
  });
  const groups = [
    { id: '01KAD0000000000000000GRP01', owner: 0, name: 'Family', members: [1, 10] },
    { id: '01KAD0000000000000000GRP02', owner: 0, name: 'Bridal party', members: [5, 15, 20] },
    { id: '01KAD0000000000000000GRP03', owner: 1, name: 'Gym friends', members: [0, 6] },
  ];
  for (const g of groups) {
    const { group, unique } = newGroupItems({ id: g.id, ownerId: byIndex(g.owner).id, groupName: g.name, clientIds: g.members.map((m) => byIndex(m).id) }, now);
    items.push(group, unique);
  }
  return items;
}

const demoFiles = [
  { id: '01KAD00000000000000000DC01', client: 0, name: 'Consent form.pdf', type: 'application/pdf', description: 'Signed neurotoxin consent' },
  { id: '01KAD00000000000000000DC02', client: 0, name: 'Before photo.png', type: 'image/png', description: 'Forehead, before treatment' },
  { id: '01KAD00000000000000000DC03', client: 1, name: 'Lab results.pdf', type: 'application/pdf', description: 'Blood panel from family doctor' },
  { id: '01KAD00000000000000000DC04', client: 1, name: 'Skin check.png', type: 'image/png', description: null },
];

/** Generated files in the object store, or none (with a note) when no local store is configured. */
export async function clientFileSeedItems(now: Date, log: (line: string) => void): Promise<Item[]> {
  if (!env().S3_ENDPOINT) {
    log('Seed: no local object store (S3_ENDPOINT unset), so the demo client files were skipped.');
    return [];
  }
  const items: Item[] = [];
  for (const f of demoFiles) {
    const client = byIndex(f.client);
    const bytes = f.type === 'application/pdf'
      ? await demoPdf(f.description ?? f.name, [`Client: ${client.name} ${client.last_name}`, 'Carebook Demo Spa — generated demo document.'])
      : demoPng(96, [236, 204, 190], [150, 110, 160]);
    const item = readyClientFileItem({
      id: f.id, clientId: client.id, fileName: f.name, contentType: f.type, sizeBytes: bytes.length, description: f.description, uploadedBy: demoStaff.provider.id,
    }, now);
    await putObject(String(item.object_key), bytes, f.type);
    await setLifecycleState(String(item.object_key), 'ready');
    items.push(item);
  }
  return items;
}
