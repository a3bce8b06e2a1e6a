// Client sign-up (REFERENCE §3.1, CB 13): creates the client with the email's uniqueness item, links
// the referring employee when the referral code names one, all in one transaction.
import { ulid } from 'ulid';
import type { ClientSignUpBody } from '#functions/contract/auth.ts';
import { addLinkUpsert, addNewClient, newClientItems } from '#functions/clients/public.ts';
import { clientFromItem, type ClientRecord } from '#functions/model/client-record.ts';
import { employeeIdByReference, loadActiveEmployee } from '#functions/employees/public.ts';
import { hashPassword } from '#functions/lib/auth/password.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { validationFailed } from '#functions/lib/errors/app-error.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

const isTimeZone = (tz: string | undefined): tz is string => {
  if (!tz) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return true;
  } catch {
    return false;
  }
};

/** The new client; the browser's time zone wins, else the practice's. */
export async function signUpClient(body: ClientSignUpBody): Promise<ClientRecord> {
  const referrerId = body.ref ? await employeeIdByReference(body.ref) : undefined;
  const referrer = referrerId ? await loadActiveEmployee(referrerId) : null;
  const now = new Date().toISOString();
  const items = newClientItems({
    id: ulid(), name: body.client.name, lastName: body.client.last_name, email: body.client.email,
    passwordHash: await hashPassword(body.client.password),
    timezone: isTimeZone(body.timezone) ? body.timezone : (await loadPracticeSettings()).timezone,
    referredEmployeeId: referrer ? referrerId ?? null : null,
  }, now);
  const plan = new TransactionPlan();
  addNewClient(plan, items, () => validationFailed({ email: 'Email already taken' }));
  const client = clientFromItem(items.root);
  if (referrer && referrerId) addLinkUpsert(plan, { id: referrerId, name: referrer.root.name }, client, now);
  await plan.commit();
  return client;
}
