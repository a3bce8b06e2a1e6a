// Keys of the invoice aggregate (docs/data-model.md §2.8, §1.6, §3.8): the invoice root and its
// history, the invoice group, the invoice-number counter (lib/db/keys.ts), the GSI keys of every
// list, and the S3 object keys of the stored PDFs (invoices and documents groups use the same).
import type { InvoiceKind, InvoiceStatus } from '#functions/contract/invoices.ts';
import type { Key } from '#functions/lib/db/write.ts';

const invoicePk = (id: string) => `INV#${id}`;

/** The fields the list keys are built from. */
export interface InvoiceIndexFields {
  id: string;
  kind: InvoiceKind;
  status: InvoiceStatus;
  employeeId: string;
  clientId: string;
  mentorId: string | null;
  /** The submission instant (immutable). */
  createdAt: string;
}

export const invoiceKeys = {
  invoice: (id: string): Key => ({ PK: invoicePk(id), SK: '#META' }),
  /** InvoiceHistory: append-only `{field, old, new, by, at}` (charge, Pay Faster, rejections, resubmissions). */
  history: (invoiceId: string, entryId: string): Key => ({ PK: invoicePk(invoiceId), SK: `HIST#${entryId}` }),
  historyPrefix: 'HIST#',
  group: (id: string): Key => ({ PK: `INVGRP#${id}`, SK: '#META' }),
  /** ScheduledPayout (the payouts issue). */
  payout: (invoiceId: string): Key => ({ PK: invoicePk(invoiceId), SK: 'PAYOUT' }),

  /** GSI1 (status lists; evaluations apart), GSI2 (the owner's list), GSI3 (client's / evaluations naming a mentor). */
  index: (f: InvoiceIndexFields) => {
    const sk = `${f.createdAt}#${f.id}`;
    return {
      GSI1PK: f.kind === 'evaluation' ? 'INVOICES#evaluation' : `INVOICES#${f.status}`, GSI1SK: sk,
      GSI2PK: `EMP#${f.employeeId}#INV`, GSI2SK: sk,
      ...(f.kind === 'evaluation' && f.mentorId
        ? { GSI3PK: `EMP#${f.mentorId}#EVAL`, GSI3SK: sk }
        : { GSI3PK: `CLIENT#${f.clientId}#INV`, GSI3SK: `${f.kind}#${sk}` }),
    };
  },
  /** The GSI1 partition after a status change (evaluations stay in theirs). */
  statusIndex: (kind: InvoiceKind, status: InvoiceStatus) => (kind === 'evaluation' ? 'INVOICES#evaluation' : `INVOICES#${status}`),
  indexAttributes: ['GSI1PK', 'GSI1SK', 'GSI2PK', 'GSI2SK', 'GSI3PK', 'GSI3SK'] as const,

  /** AP-INV-1, AP-INV-2, AP-INV-10 (one partition per status). */
  byStatus: (status: InvoiceStatus) => ({ GSI1PK: `INVOICES#${status}` }),
  /** AP-INV-3. */
  evaluations: () => ({ GSI1PK: 'INVOICES#evaluation' }),
  /** AP-INV-4. */
  evaluationsNaming: (mentorId: string) => ({ GSI3PK: `EMP#${mentorId}#EVAL` }),
  /** AP-INV-5. */
  ofEmployee: (employeeId: string) => ({ GSI2PK: `EMP#${employeeId}#INV` }),
  /** AP-INV-6: the GSI3SK prefix `service#` (then `<created_at>`). */
  ofClient: (clientId: string) => ({ GSI3PK: `CLIENT#${clientId}#INV` }),
  clientKindPrefix: (kind: 'service' | 'mentor_fee') => `${kind}#`,
};

export type PdfState = 'draft' | 'final';
export type GroupFamily = 'service' | 'mentor';

/**
 * S3 keys of stored PDFs: rendered once per state and version, so a re-request serves the stored
 * file and a change (resubmission, charge edit) makes a new key rather than a stale one.
 */
export const invoiceObjects = {
  invoicePdf: (invoiceId: string, state: PdfState, version: number) => `invoices/${invoiceId}/${state}-v${version}.pdf`,
  groupPdf: (groupId: string, family: GroupFamily, state: PdfState, version: number) => `invoice-groups/${groupId}/${family}-${state}-v${version}.pdf`,
  /** One mentor's fee invoices of a group (a group with two mentors has two mentor PDFs). */
  mentorGroupPdf: (groupId: string, mentorId: string, state: PdfState, version: number) => `invoice-groups/${groupId}/mentor-${mentorId}-${state}-v${version}.pdf`,
};
