// Admin edit (REFERENCE §3.8; `submitted`/`finalized`; data model T-EDIT): the charge override,
// notes, overhead (informational, no recalculation) and Pay Faster, on the version read. A change of
// `charge_cents` or `instant_pay` is kept in the invoice's history. Pay Faster changes the computed
// charge (1 % off); an overridden charge stays as the admin set it.
import type { Invoice } from '#functions/contract/invoice-views.ts';
import type { AdminInvoiceEdit } from '#functions/contract/invoices.ts';
import { loadEmployee } from '#functions/employees/public.ts';
import { computedAmounts, ratesOf } from '#functions/invoices/invoice-amounts.ts';
import { toInvoice } from '#functions/invoices/read/invoice-dto.ts';
import { addHistory, addInvoiceEdit, invoiceChangedMessage } from '#functions/invoices/invoice-write-repository.ts';
import { loadInvoice } from '#functions/invoices/load-invoice.ts';
import type { StaffCaller } from '#functions/lib/auth/caller.ts';
import { TransactionPlan } from '#functions/lib/db/transaction-plan.ts';
import { conflict } from '#functions/lib/errors/app-error.ts';
import { loadPracticeSettings } from '#functions/lib/settings/practice-settings.ts';
import type { InvoiceRecord } from '#functions/model/invoice-record.ts';

/** The computed charge with Pay Faster as edited (service invoices only; fees and evaluations keep theirs). */
async function recomputed(current: InvoiceRecord, instantPay: boolean): Promise<number | null> {
  if (current.kind !== 'service' || instantPay === current.instantPay) return current.computedChargeCents;
  const [employee, settings] = await Promise.all([loadEmployee(current.employeeId), loadPracticeSettings()]);
  if (!employee) return current.computedChargeCents;
  return computedAmounts({ ...current, instantPay }, ratesOf(employee.root, settings)).computedChargeCents;
}

function editOf(current: InvoiceRecord, body: AdminInvoiceEdit, computed: number | null): InvoiceRecord {
  const overridden = body.charge_cents !== undefined ? body.charge_cents !== computed : current.chargeOverridden;
  return {
    ...current,
    notes: body.notes ?? current.notes,
    overheadFeeType: body.overhead_fee_type === undefined ? current.overheadFeeType : body.overhead_fee_type,
    overheadFeeValue: body.overhead_fee_value === undefined ? current.overheadFeeValue : body.overhead_fee_value,
    instantPay: body.instant_pay ?? current.instantPay,
    computedChargeCents: computed, chargeOverridden: overridden,
    chargeCents: body.charge_cents ?? (overridden ? current.chargeCents : computed),
  };
}

export async function editInvoice({ caller, id, body }: { caller: StaffCaller; id: string; body: AdminInvoiceEdit }): Promise<Invoice> {
  const current = await loadInvoice(id);
  if (current.status !== 'submitted' && current.status !== 'finalized') throw conflict('invalid_state', 'Only submitted or finalized invoices can be edited.');
  // The roll-up change is computed from `current`, so the edit must apply to that very version.
  if (body.version !== undefined && body.version !== current.version) throw conflict('conflict', invoiceChangedMessage);
  const next = editOf(current, body, await recomputed(current, body.instant_pay ?? current.instantPay));
  const now = new Date().toISOString();
  const by = { id: caller.employeeId, name: caller.name };
  const plan = new TransactionPlan();
  addInvoiceEdit({
    plan, before: current, after: next, statuses: ['submitted', 'finalized'], now, zone: (await loadPracticeSettings()).timezone,
    set: {
      notes: next.notes, overhead_fee_type: next.overheadFeeType, overhead_fee_value: next.overheadFeeValue, instant_pay: next.instantPay,
      charge_cents: next.chargeCents, computed_charge_cents: next.computedChargeCents, charge_overridden: next.chargeOverridden,
    },
  });
  if (next.chargeCents !== current.chargeCents) addHistory(plan, id, { field: 'charge_cents', old: current.chargeCents, new: next.chargeCents, by, at: now });
  if (next.instantPay !== current.instantPay) addHistory(plan, id, { field: 'instant_pay', old: current.instantPay, new: next.instantPay, by, at: now });
  await plan.commit();
  return toInvoice({ ...next, version: current.version + 1, updatedAt: now });
}
