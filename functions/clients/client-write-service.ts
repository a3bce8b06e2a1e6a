// Staff create and update of clients (REFERENCE §3.3 CB 13, data model T-CLIENT). Create links the
// client to its creator, never signs anyone in, and emails an invitation; an existing email is 422
// "Email already taken" (no silent link). Update merges notification settings; admins set the staff.
import { ulid } from 'ulid';
import type { ClientFull, CreateClientBody, UpdateClientBody } from '#functions/contract/clients.ts';
import type { EmployeeRef } from '#functions/contract/common.ts';
import { loadAccessibleClient } from '#functions/clients/client-access.ts';
import { toClientFull } from '#functions/clients/client-dto.ts';
import { sendClientInvitation } from '#functions/clients/client-emails.ts';
import { addLinkRemoval, addLinkUpsert, listLinksOfClient, refreshLinkCopies } from '#functions/clients/client-link-repository.ts';
import { getClientFull, photoUrlOf } from '#functions/clients/client-read-service.ts';
import { clientFromItem, type ClientRecord } from '#functions/model/client-record.ts';
import {
  addClientRootUpdate, addDetailUpdate, addEmailSwap, detailFromItem, getClientAggregate, newClientItems,
} from '#functions/clients/client-repository.ts';
import { profilePhotoFields } from '#functions/lib/uploads/profile-photo.ts';
import { loadEmployeeRoots } from '#functions/employees/public.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { conflict, forbidden, notFound, validationFailed } from '#functions/lib/errors/app-error.ts';
import type { Logger } from '#functions/lib/log/logger.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

const emailTaken = () => validationFailed({ email: 'Email already taken' });

/** Active employees for `employee_ids` (admins only); unknown or removed ones are refused. */
async function linkableEmployees(ids: readonly string[]): Promise<EmployeeRef[]> {
  const unique = [...new Set(ids)];
  const roots = await loadEmployeeRoots(unique);
  const bad = unique.filter((id) => { const r = roots.get(id); return !r || r.deactivated_at !== null; });
  if (bad.length > 0) throw validationFailed({ employee_ids: 'Unknown employee' });
  return unique.map((id) => ({ id, name: roots.get(id)?.name ?? '' }));
}

type Sent = Omit<CreateClientBody, 'name' | 'last_name' | 'email'>;
/** The root fields a body sets (not the detail, links or photo, which have their own steps). */
function rootFields(body: Sent): Record<string, unknown> {
  const { client_detail: _d, employee_ids: _e, profile_photo_upload_id: _p, notification_settings: _n, ...fields } = body;
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined));
}

export async function createClient(caller: StaffCaller, body: CreateClientBody, logger: Logger): Promise<ClientFull> {
  if (body.employee_ids && !caller.isAdmin) throw forbidden();
  const staff = [{ id: caller.employeeId, name: caller.name }, ...(body.employee_ids ? await linkableEmployees(body.employee_ids) : [])];
  const employees = [...new Map(staff.map((e) => [e.id, e])).values()];
  const plan = new TransactionPlan();
  const id = ulid();
  const now = new Date().toISOString();
  const fields = { ...rootFields(body), ...(await profilePhotoFields(plan, caller, body.profile_photo_upload_id)), notification_settings: body.notification_settings };
  const { root, detail, unique } = newClientItems({
    id, name: body.name, lastName: body.last_name, email: body.email, passwordHash: null,
    timezone: body.timezone ?? (await loadPracticeSettings()).timezone, referredEmployeeId: body.referred_employee_id ?? null,
    fields, detail: Object.fromEntries(Object.entries(body.client_detail ?? {}).filter(([, v]) => v !== undefined)),
  }, now);
  plan.put(unique, emailTaken).put(root).put(detail);
  const client = clientFromItem(root);
  employees.forEach((e) => addLinkUpsert(plan, e, client, now));
  await plan.commit();
  await sendClientInvitation(client).catch((error: unknown) => logger.error('client invitation email failed', { client_id: id, err: error }));
  return toClientFull({ client, detail: detailFromItem(detail), employees, referredEmployee: null, groups: [], photoUrl: await photoUrlOf(client), clinical: true });
}

function merged(current: ClientRecord, body: UpdateClientBody, extra: Record<string, unknown>): { next: ClientRecord; set: Record<string, unknown> } {
  const set: Record<string, unknown> = { ...rootFields(body), ...extra };
  for (const key of ['name', 'last_name', 'email'] as const) if (body[key] !== undefined) set[key] = body[key];
  // notification_settings merges: a toggle not sent keeps its stored value.
  if (body.notification_settings) set.notification_settings = { ...current.notification_settings, ...body.notification_settings };
  return { next: { ...current, ...set, version: current.version + 1 } as ClientRecord, set };
}

async function planLinks(plan: TransactionPlan, client: ClientRecord, wanted: readonly string[] | undefined, now: string): Promise<void> {
  const current = await listLinksOfClient(client.id);
  const keep = wanted ? await linkableEmployees(wanted) : current.map((l) => ({ id: l.employeeId, name: l.employeeName ?? '' }));
  const wantedIds = new Set(keep.map((e) => e.id));
  if (wanted) current.filter((l) => !wantedIds.has(l.employeeId)).forEach((l) => addLinkRemoval(plan, l.employeeId, client.id));
  // Links are upserts: rewriting the kept ones also refreshes their copies inside the transaction.
  keep.forEach((e) => addLinkUpsert(plan, e, client, now));
}

export async function updateClient(caller: StaffCaller, id: string, body: UpdateClientBody): Promise<ClientFull> {
  if (body.employee_ids && !caller.isAdmin) throw forbidden();
  await loadAccessibleClient(caller, id, 'write', true);
  const aggregate = await getClientAggregate(id, true);
  if (!aggregate) throw notFound();
  if (aggregate.client.version !== body.version) throw conflict();
  const plan = new TransactionPlan();
  const now = new Date().toISOString();
  const { next, set } = merged(aggregate.client, body, await profilePhotoFields(plan, caller, body.profile_photo_upload_id));
  addClientRootUpdate({ plan, updated: next, set, version: body.version, now });
  if (body.email !== undefined) addEmailSwap({ plan, clientId: id, from: aggregate.client.email, to: body.email, now, onTaken: emailTaken });
  addDetailUpdate(plan, id, body.client_detail ?? {}, now);
  const copiesChanged = (['name', 'last_name', 'email', 'phone_number'] as const).some((k) => body[k] !== undefined && body[k] !== aggregate.client[k]);
  if (body.employee_ids || copiesChanged) await planLinks(plan, next, body.employee_ids, now);
  await plan.commit();
  if (copiesChanged) await refreshLinkCopies(next);
  return getClientFull(caller, id, true);
}
