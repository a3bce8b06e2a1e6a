// The one-off backfill to the directory order (decision 036, scripts/backfill-client-order.ts): items
// written before it (root GSI1SK = id, links without GSI2 keys) are put in name order, a second run
// changes nothing, and the order follows the names as stored when it runs.
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { clientPage, type ClientFull } from '#functions/contract/clients.ts';
import { backfillDirectoryOrder } from '#functions/clients/directory-order-backfill-repository.ts';
import { db, tableName } from '#functions/lib/db/client.ts';
import { clientKeys } from '#functions/model/client-keys.ts';
import { signInCast } from '#test/support/sessions.ts';
import { api, createClientAs, uniqueEmail } from '#test/functions/clients/client-kit.ts';

let cast: Awaited<ReturnType<typeof signInCast>>;
let clients: ClientFull[];

/** The keys as they were before decision 036. */
async function makeOld(client: ClientFull, employeeId: string): Promise<void> {
  await db.send(new UpdateCommand({ TableName: tableName(), Key: clientKeys.client(client.id), UpdateExpression: 'SET GSI1SK = :id', ExpressionAttributeValues: { ':id': client.id } }));
  await db.send(new UpdateCommand({ TableName: tableName(), Key: clientKeys.employeeClient(employeeId, client.id), UpdateExpression: 'REMOVE GSI2PK, GSI2SK' }));
}

beforeAll(async () => {
  cast = await signInCast();
  clients = [];
  for (const [name, last] of [['Mia', 'Young'], ['Leo', 'Baker'], ['Ida', 'Moss']] as const) {
    clients.push(await createClientAs(cast.staff.cookie, { name, last_name: last, email: uniqueEmail('bkfl') }));
  }
  for (const client of clients) await makeOld(client, cast.staff.id);
});

const names = async (cookie: string, query: string) =>
  clientPage.parse((await api('GET', `/api/clients${query}`, cookie)).json).clients.map((c) => c.last_name);

describe('backfill of the directory order', () => {
  it('puts old roots and links in name order, and a second run changes nothing', async () => {
    expect(await names(cast.staff.cookie, '?per_page=100')).toEqual([]);
    const first = await backfillDirectoryOrder();
    expect(first).toMatchObject({ updated: 6, raced: 0 });
    expect(await names(cast.admin.cookie, '?query=bkfl&per_page=100')).toEqual(['Baker', 'Moss', 'Young']);
    expect(await names(cast.staff.cookie, '?per_page=100')).toEqual(['Baker', 'Moss', 'Young']);
    const second = await backfillDirectoryOrder();
    expect(second).toMatchObject({ updated: 0, raced: 0, unchanged: first.updated + first.unchanged });
  });

  it('orders by the names stored now: a client renamed since its old keys were written lands at the new name', async () => {
    const [young] = clients;
    if (!young) throw new Error('missing client');
    await makeOld(young, cast.staff.id);
    await db.send(new UpdateCommand({ TableName: tableName(), Key: clientKeys.client(young.id), UpdateExpression: 'SET last_name = :l', ExpressionAttributeValues: { ':l': 'Zimmer' } }));
    await db.send(new UpdateCommand({ TableName: tableName(), Key: clientKeys.employeeClient(cast.staff.id, young.id), UpdateExpression: 'SET client_last_name = :l', ExpressionAttributeValues: { ':l': 'Zimmer' } }));
    const result = await backfillDirectoryOrder();
    expect(result.updated).toBe(2);
    expect(await names(cast.staff.cookie, '?per_page=100')).toEqual(['Baker', 'Moss', 'Zimmer']);
  });
});
