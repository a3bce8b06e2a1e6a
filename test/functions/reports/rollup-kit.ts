// The roll-up tests' practice and operations: every write goes through the real services and
// transaction steps (submission, finalize, reject, admin edit, mark paid; booking's T-BOOK steps,
// cancel, status changes and their undo, reschedule with new treatments), on a few days around today.
import { ulid } from 'ulid';
import { adminInvoiceEdit, submittedInvoice } from '#functions/contract/invoices.ts';
import { editInvoice } from '#functions/invoices/edit-invoice-service.ts';
import { finalizeInvoice } from '#functions/invoices/finalize-invoice-service.ts';
import { loadInvoice } from '#functions/invoices/load-invoice.ts';
import { markInvoicePaid } from '#functions/invoices/mark-paid-service.ts';
import { rejectInvoice } from '#functions/invoices/reject-invoice-service.ts';
import { submitInvoices } from '#functions/invoices/submit-invoices-service.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import type { AppointmentRecord } from '#functions/model/appointment-record.ts';
import { claimCellsStep, createAppointmentStep, getAppointment } from '#functions/schedule/appointments/appointment-repository.ts';
import { cancelAppointment } from '#functions/schedule/appointments/cancel-appointment.ts';
import { changeStatus, type AttendanceStatus } from '#functions/schedule/appointments/change-status.ts';
import { rescheduleAppointment } from '#functions/schedule/appointments/reschedule-appointment.ts';
import { clientCells, employeeCells } from '#functions/schedule/booking/create-appointment.ts';
import { createLinkedClient, createLocation, quietLogger, serviceInvoice, setMentors, staffCaller, stockedProduct } from '#test/functions/invoices/invoice-kit.ts';
import { appointmentRecordOf } from '#test/functions/reports/report-kit.ts';
import { signInStaff, type SignedIn } from '#test/support/sessions.ts';

export interface RollupPractice { admin: SignedIn; staff: SignedIn; mentor: SignedIn; locationIds: [string, string]; clientId: string; productId: string }

export async function rollupPractice(): Promise<RollupPractice> {
  const admin = await signInStaff({ isAdmin: true });
  const staff = await signInStaff();
  const mentor = await signInStaff({ isMentor: true });
  const [a, b] = [await createLocation(admin), await createLocation(admin)];
  const client = await createLinkedClient(staff);
  const product = await stockedProduct(admin, staff, 5000);
  await setMentors(admin, staff.id, [{ mentor_id: mentor.id, mentor_percentage: 10 }]);
  return { admin, staff, mentor, locationIds: [a.id, b.id], clientId: client.id, productId: product.id };
}

const silent = () => undefined;
const admin = (p: RollupPractice) => staffCaller(p.admin, { isAdmin: true });

/** A service invoice submitted today at `locationId`, with its fee invoice; both ids. */
export async function submitOne(p: RollupPractice, locationId: string, extra: Record<string, unknown> = {}): Promise<string[]> {
  const input = submittedInvoice.parse(serviceInvoice({ locationId, clientId: p.clientId, productId: p.productId }, 0.5, extra));
  const [invoice] = (await submitInvoices({ caller: staffCaller(p.staff), invoices: [input], logger: quietLogger, queued: silent })).invoices;
  if (!invoice) throw new Error('no invoice');
  return [invoice.id, ...(await loadInvoice(invoice.id)).feeInvoiceIds];
}

export const invoiceOps = {
  finalize: (p: RollupPractice, id: string) => finalizeInvoice({ caller: admin(p), id, queued: silent }),
  reject: (p: RollupPractice, id: string) => rejectInvoice({ caller: admin(p), id, feedback: 'Fix the units', queued: silent }),
  edit: (p: RollupPractice, id: string, chargeCents: number) => editInvoice({ caller: admin(p), id, body: adminInvoiceEdit.parse({ charge_cents: chargeCents }) }),
  markPaid: (id: string) => markInvoicePaid({ id }),
  status: async (id: string) => (await loadInvoice(id)).status,
};

/** Appointment starts: consecutive 30-minute slots from `daysAgo` days ago, so no two share a claim cell. */
let slot = 0;
const dayMs = 86_400_000;
export const nextStart = (base: number): string => new Date(base + (slot++) * 1_800_000).toISOString();
export const slotBase = (daysAgo: number): number => Math.floor((Date.now() - daysAgo * dayMs) / 1_800_000) * 1_800_000;

export interface Treatment { priceCents: number; productId: string | null; quantity: number }

/** A booking written with T-BOOK's own steps (root + roll-up + claims). */
export async function book(p: RollupPractice, o: { locationId: string; startAt: string; treatments: Treatment[] }): Promise<AppointmentRecord> {
  const a = appointmentRecordOf({ locationId: o.locationId, employeeId: p.staff.id, clientId: p.clientId, startAt: o.startAt, treatments: o.treatments });
  const now = new Date().toISOString();
  const plan = new TransactionPlan();
  createAppointmentStep(plan, a, (await loadPracticeSettings()).timezone);
  const claim = { plan, appointmentId: a.id, now };
  claimCellsStep({ ...claim, party: 'employee', ownerId: a.employeeId, cells: employeeCells(a), holdsUntil: a.endAt });
  claimCellsStep({ ...claim, party: 'client', ownerId: a.clientId, cells: clientCells(a), holdsUntil: a.endAt });
  await plan.commit();
  return a;
}

async function current(id: string): Promise<AppointmentRecord> {
  const a = await getAppointment(id, true);
  if (!a) throw new Error(`no appointment ${id}`);
  return a;
}

export const appointmentOps = {
  cancel: async (id: string) => cancelAppointment(await current(id), { by: { type: 'staff', id: null }, reason: null, onlyBeforeStart: false }, new Date().toISOString()),
  status: async (id: string, status: AttendanceStatus) => { const a = await current(id); return changeStatus(a, status, a.version, new Date().toISOString()); },
  /** A new time (and location), and the treatments re-priced. */
  move: async (id: string, to: { startAt: string; locationId: string; treatments: Treatment[] }) => {
    const a = await current(id);
    const endAt = new Date(Date.parse(to.startAt) + 1_800_000).toISOString();
    const treatments = to.treatments.map((t, position) => ({ ...t, id: ulid(), treatmentId: ulid(), name: 'Treatment', position, durationMinutes: 30, bufferMinutes: 0 }));
    return rescheduleAppointment(a, { ...a, startAt: to.startAt, endAt, locationId: to.locationId, treatments }, a.version, new Date().toISOString());
  },
  current,
};
