// The admin's edit of a submitted or finalized invoice (REFERENCE §3.8 "Admin edit"): the charge
// (an override; the history is kept), the Pay Faster choice, the "Note to self" and, in See More
// Details, the overhead fee (informational, printed on the PDF). Only a changed charge is sent, so
// saving a note never turns the computed charge into an override.
import { Button, Flex, Group, Radio, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { MouseEvent } from 'react';
import { adminInvoiceEdit, type AdminInvoiceEdit } from '#functions/contract/invoices.ts';
import type { Invoice } from '#functions/contract/invoice-views.ts';
import { moneyInputText } from '#functions/contract/money.ts';
import { FieldGrid } from '#web/components/field-grid.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { useEditInvoice } from '#web/features/invoices/api/invoice-writes.ts';
import { centsInput } from '#web/features/invoices/invoice-draft.ts';
import { switchProps, choiceProps } from '#web/lib/form-inputs.ts';
import { submitHandler } from '#web/lib/form-submit.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

interface EditDraft extends Record<string, unknown> {
  charge: string;
  notes: string;
  instant_pay: boolean;
  overhead_fee_type: string;
  overhead_fee_value: string;
}

const draftOf = (i: Invoice): EditDraft => ({
  charge: moneyInputText(i.charge_cents ?? 0), notes: i.notes, instant_pay: i.instant_pay,
  overhead_fee_type: i.overhead_fee_type ?? '',
  overhead_fee_value: i.overhead_fee_value === null ? '' : i.overhead_fee_type === 'fixed' ? moneyInputText(i.overhead_fee_value) : String(i.overhead_fee_value),
});

function toInput(invoice: Invoice, withOverhead: boolean) {
  return (d: EditDraft) => {
    const charge = centsInput(d.charge);
    const type = d.overhead_fee_type === '' ? null : d.overhead_fee_type;
    const value = d.overhead_fee_value.trim() === '' ? null : type === 'fixed' ? centsInput(d.overhead_fee_value) : Number(d.overhead_fee_value);
    return {
      ...(charge === invoice.charge_cents ? {} : { charge_cents: charge }),
      notes: d.notes, instant_pay: d.instant_pay, version: invoice.version,
      ...(withOverhead ? { overhead_fee_type: type, overhead_fee_value: value } : {}),
    };
  };
}

interface InvoiceEditFormProps {
  invoice: Invoice;
  /** See More Details edits the overhead; Billing Details does not show it. */
  withOverhead: boolean;
  labels: { charge: string; save: string };
  /** Billing Details' "Save & Pay": the form's valid values go to the caller, which saves and pays. */
  onSaveAndPay?: (body: AdminInvoiceEdit) => void;
}

/** "Save & Pay" beside the save: validates the same form, then hands its values over. */
function SaveAndPayButton({ validate, onValid }: { validate: (form: HTMLFormElement) => AdminInvoiceEdit | undefined; onValid: (body: AdminInvoiceEdit) => void }) {
  const press = (event: MouseEvent<HTMLButtonElement>) => {
    const body = event.currentTarget.form && validate(event.currentTarget.form);
    if (body) onValid(body);
  };
  return <Button color="teal" onClick={press}>Save &amp; Pay</Button>;
}

export function InvoiceEditForm({ invoice, withOverhead, labels, onSaveAndPay }: InvoiceEditFormProps) {
  const form = useZodForm(adminInvoiceEdit, draftOf(invoice), toInput(invoice, withOverhead));
  const edit = useEditInvoice();
  const mutation = { isPending: edit.isPending, error: edit.error, mutateAsync: (body: AdminInvoiceEdit) => edit.mutateAsync({ id: invoice.id, body }) };
  return (
    <form noValidate aria-label={`Edit invoice #${invoice.number}`} onSubmit={submitHandler(form, mutation, { onSuccess: () => notifySuccess(`Invoice #${invoice.number} was updated.`) })}>
      <Stack gap="md">
      <FieldGrid>
        <TextInput {...form.inputProps('charge', labels.charge)} error={form.errorAt('charge_cents')} leftSection="$" inputMode="decimal" />
        <Switch {...switchProps(form, 'instant_pay', 'Pay Faster')} mt={{ sm: 30 }} />
        {withOverhead && (
          <Radio.Group {...choiceProps(form, 'overhead_fee_type', 'Overhead Fee')} error={form.errorAt('overhead_fee_type')}>
            <Group gap="md" mt={4}><Radio value="" label="None" /><Radio value="fixed" label="Fixed" /><Radio value="percentage" label="Percentage" /></Group>
          </Radio.Group>
        )}
        {withOverhead && <TextInput {...form.inputProps('overhead_fee_value', 'Overhead Fee value')} error={form.errorAt('overhead_fee_value')} inputMode="decimal" />}
      </FieldGrid>
      <Textarea {...form.inputProps('notes', 'Note to self')} error={form.errorAt('notes')} rows={2} resize="vertical" />
      <FormProblems error={edit.error} title="Not saved" otherErrors={form.otherErrors} />
      <Flex direction={{ base: 'column', xs: 'row' }} justify="flex-end" gap="sm">
        <FormActions label={labels.save} pending={edit.isPending} />
        {onSaveAndPay && <SaveAndPayButton validate={form.validate} onValid={onSaveAndPay} />}
      </Flex>
      </Stack>
    </form>
  );
}
