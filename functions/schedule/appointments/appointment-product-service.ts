// Products on an appointment (REFERENCE §3.7, staff): the appointment's employee or an admin. Adding
// a product already there adds to its quantity; a line may not drop below what was paid on it, and
// a paid line cannot be removed. Each change is one versioned write of the root.
import { ulid } from 'ulid';
import type { AddProductBody, Schedule } from '#functions/contract/schedule.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { conflict, forbidden, notFound, validationFailed } from '#functions/lib/errors/app-error.ts';
import { computeAmounts, paidOnLine } from '#functions/schedule/appointments/appointment-amounts.ts';
import { scheduleOf } from '#functions/schedule/appointments/schedule-view.ts';
import { getAppointment, updateAppointmentStep } from '#functions/schedule/appointments/appointment-repository.ts';
import type { AppointmentProduct, AppointmentRecord } from '#functions/model/appointment-record.ts';
import { loadProductInfos } from '#functions/schedule/booking/booking-context-repository.ts';
import { mayChangeLines, visibleOrNotFound } from '#functions/schedule/appointments/schedule-access.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';

async function changeable(staff: StaffCaller, id: string, version: number | undefined): Promise<AppointmentRecord> {
  const a = visibleOrNotFound(staff, await getAppointment(id, true));
  if (!mayChangeLines(staff, a)) throw forbidden();
  if (a.status === 'cancelled') throw conflict('invalid_state', 'A cancelled appointment cannot be changed.');
  if (version !== undefined && version !== a.version) throw conflict();
  return a;
}

async function save(a: AppointmentRecord, products: AppointmentProduct[]): Promise<Schedule> {
  const now = new Date().toISOString();
  const changed: AppointmentRecord = { ...a, products, updatedAt: now, version: a.version + 1 };
  const plan = new TransactionPlan();
  updateAppointmentStep({ plan, before: a, after: changed, now, zone: (await loadPracticeSettings()).timezone });
  await plan.commit();
  return scheduleOf(changed);
}

function lineOf(a: AppointmentRecord, productId: string): AppointmentProduct {
  const line = a.products.find((p) => p.productId === productId);
  if (!line) throw notFound();
  return line;
}

export async function addAppointmentProduct(staff: StaffCaller, id: string, body: AddProductBody): Promise<Schedule> {
  const a = await changeable(staff, id, body.version);
  const existing = a.products.find((p) => p.productId === body.product_id);
  if (existing) return save(a, a.products.map((p) => (p === existing ? { ...p, quantity: p.quantity + body.quantity } : p)));
  const product = (await loadProductInfos([body.product_id])).get(body.product_id);
  if (!product || product.archived) throw validationFailed({ product_id: 'Product not found' });
  return save(a, [...a.products, {
    id: ulid(), productId: product.id, name: product.name, productType: product.productType, quantity: body.quantity, unitPriceCents: product.retailPriceCents,
  }]);
}

export async function setAppointmentProductQuantity(staff: StaffCaller, id: string, productId: string, quantity: number, version?: number): Promise<Schedule> {
  const a = await changeable(staff, id, version);
  const line = lineOf(a, productId);
  const paid = paidOnLine(computeAmounts(a), line.id);
  if (quantity * line.unitPriceCents < paid) throw conflict('invalid_state', `${line.name} has been paid for: its quantity cannot drop below what was paid.`);
  return save(a, a.products.map((p) => (p === line ? { ...p, quantity } : p)));
}

export async function removeAppointmentProduct(staff: StaffCaller, id: string, productId: string, version?: number): Promise<Schedule> {
  const a = await changeable(staff, id, version);
  const line = lineOf(a, productId);
  if (paidOnLine(computeAmounts(a), line.id) > 0) throw conflict('invalid_state', `${line.name} has been paid for and cannot be removed.`);
  return save(a, a.products.filter((p) => p !== line));
}
