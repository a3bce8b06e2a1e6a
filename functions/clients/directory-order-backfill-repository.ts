// One-off backfill of the directory order (decision 036): client roots written before it carry
// GSI1SK = <id> (newest first) and links carry no GSI2 keys at all. This rewrites both from the names
// already stored. Run by `scripts/backfill-client-order.ts` against a deployed table; the local seed
// writes the new keys itself. Idempotent: an item already right is left alone, so it can be re-run;
// each write is conditioned on the names it was computed from, so a rename racing it wins.
import { clientKeys } from '#functions/model/client-keys.ts';
import { clientFromItem, clientLinkFromItem } from '#functions/model/client-record.ts';
import { queryPartition } from '#functions/lib/db/queries.ts';
import type { Item } from '#functions/lib/db/read.ts';
import { updateItem } from '#functions/lib/db/write.ts';

export interface BackfillResult {
  /** Items rewritten (client roots and links). */
  updated: number;
  /** Items that already had the new keys. */
  unchanged: number;
  /** Items renamed while the backfill ran: the rename wrote their keys; re-run to check. */
  raced: number;
}

type Outcome = keyof BackfillResult;

const namesUnchanged = (first: string, last: string, attributes: [string, string]) => ({
  condition: '#n = :n AND #l = :l',
  names: { '#n': attributes[0], '#l': attributes[1] },
  values: { ':n': first, ':l': last },
});

async function backfillRoot(item: Item): Promise<Outcome> {
  const client = clientFromItem(item);
  const { GSI1SK } = clientKeys.clientIndex(client);
  if (item.GSI1SK === GSI1SK) return 'unchanged';
  const guard = namesUnchanged(client.name, client.last_name, ['name', 'last_name']);
  const done = await updateItem(clientKeys.client(client.id), {
    expression: 'SET GSI1SK = :sk', condition: guard.condition, names: guard.names, values: { ...guard.values, ':sk': GSI1SK },
  });
  return done === false ? 'raced' : 'updated';
}

async function backfillLink(item: Item): Promise<Outcome> {
  const link = clientLinkFromItem(item);
  const index = clientKeys.linkDirectoryIndex(link.employeeId, { id: link.clientId, name: link.clientName, last_name: link.clientLastName });
  if (item.GSI2PK === index.GSI2PK && item.GSI2SK === index.GSI2SK) return 'unchanged';
  const guard = namesUnchanged(link.clientName, link.clientLastName, ['client_name', 'client_last_name']);
  const done = await updateItem(clientKeys.employeeClient(link.employeeId, link.clientId), {
    expression: 'SET GSI2PK = :pk, GSI2SK = :sk', condition: guard.condition, names: guard.names,
    values: { ...guard.values, ':pk': index.GSI2PK, ':sk': index.GSI2SK },
  });
  return done === false ? 'raced' : 'updated';
}

/** AP-CLI-1 (every root) and, per client, AP-CLI-3 (its links): a one-off pass, so one Query per client is fine. */
async function backfillClient(root: Item): Promise<Outcome[]> {
  const links = await queryPartition(clientKeys.linksOfClient(clientFromItem(root).id));
  return Promise.all([backfillRoot(root), ...links.map(backfillLink)]);
}

export async function backfillDirectoryOrder(parallel = 8): Promise<BackfillResult> {
  const result: BackfillResult = { updated: 0, unchanged: 0, raced: 0 };
  const roots = await queryPartition(clientKeys.allClients());
  for (let i = 0; i < roots.length; i += parallel) {
    const outcomes = await Promise.all(roots.slice(i, i + parallel).map(backfillClient));
    for (const outcome of outcomes.flat()) result[outcome] += 1;
  }
  return result;
}
