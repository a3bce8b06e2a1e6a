import { ulid } from 'ulid';
import { clientProfile, clientSignUpBody } from '#functions/contract/auth.ts';
import { newClientItems, toClientProfile } from '#functions/clients/client-repository.ts';
import { hashPassword } from '#functions/lib/auth/password.ts';
import { createSession } from '#functions/lib/auth/sessions.ts';
import { tableName } from '#functions/lib/db/client.ts';
import { keys } from '#functions/lib/db/keys.ts';
import { getItem, lookupOwner } from '#functions/lib/db/read.ts';
import { transact, type TransactItem } from '#functions/lib/db/write.ts';
import { defineEndpoint } from '#functions/lib/http/endpoint.ts';
import { conflict, validationFailed } from '#functions/lib/errors/app-error.ts';

const isTimeZone = (tz: string | undefined): tz is string => {
  if (!tz) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

async function practiceTimeZone(): Promise<string> {
  const settings = await getItem(keys.settings());
  return typeof settings?.timezone === 'string' ? settings.timezone : 'UTC';
}

/** POST /api/client/sign_up (REFERENCE §3.1, CB 13): creates the client, links a referrer, signs in. */
export const clientSignUpEndpoint = defineEndpoint({
  body: clientSignUpBody,
  status: 201,
  response: clientProfile,
  handler: async ({ body, request, reply }) => {
    const referrer = body.ref ? await lookupOwner('EMP_REF', body.ref) : undefined;
    const now = new Date().toISOString();
    const { root, detail, unique } = newClientItems({
      id: ulid(), name: body.client.name, lastName: body.client.last_name, email: body.client.email,
      passwordHash: await hashPassword(body.client.password),
      timezone: isTimeZone(body.timezone) ? body.timezone : await practiceTimeZone(),
      referredEmployeeId: referrer ?? null,
    }, now);
    const items: TransactItem[] = [
      { Put: { TableName: tableName(), Item: unique, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { TableName: tableName(), Item: root, ConditionExpression: 'attribute_not_exists(PK)' } },
      { Put: { TableName: tableName(), Item: detail } },
    ];
    if (referrer) {
      const link = keys.employeeClient(referrer, String(root.id));
      items.push({ Put: { TableName: tableName(), Item: {
        ...link, entity: 'employee_client', employee_id: referrer, client_id: root.id, client_name: root.name,
        client_last_name: root.last_name, client_email: root.email, search_text: root.search_text,
        GSI1PK: `CLIENT#${String(root.id)}#EMPS`, GSI1SK: referrer, created_at: now,
      } } });
    }
    await transact(items, (failed) => (failed === 0 ? validationFailed({ email: 'Email already taken' }) : conflict()));
    reply.setCookie(await createSession('client', String(root.id), { ip: request.ip, userAgent: request.userAgent }));
    return toClientProfile(root);
  },
});
