// My Profile › Submit Mentorship Eval (REFERENCE §3.8): the mentor, the client, location and date,
// the mentorship products used (from my stock; they are deducted) and what the client paid for
// them, and the three yes/no questions, each with a reason. It goes through the same submission as
// invoices, as an evaluation (no charge, never paid out); my own mentors still get their fee.
import { Group, Radio, Select, Stack, Textarea, TextInput } from '@mantine/core';
import type * as z from 'zod';
import type { ClientRef, LocationRef } from '#functions/contract/common.ts';
import { submittedInvoice } from '#functions/contract/invoices.ts';
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import { FieldGrid } from '#web/components/field-grid.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { useMentors } from '#web/features/employees/api/get-mentors.ts';
import { useSubmitInvoices } from '#web/features/invoices/api/submit-invoices.ts';
import { ProductSection } from '#web/features/invoices/components/product-section.tsx';
import { evaluationQuestions } from '#web/features/invoices/components/invoice-facts.tsx';
import { centsInput, linesInput, type LineDraft } from '#web/features/invoices/invoice-draft.ts';
import type { StockChoice } from '#web/features/invoices/invoice-stock.ts';
import { submitHandler } from '#web/lib/form-submit.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

type Answer = '' | 'yes' | 'no';
interface EvalDraft extends Record<string, unknown> {
  mentor_id: string; client_id: string; location_id: string; date_of_service: string; mp_products: LineDraft[]; amt_paid_for_mp_products_cents: string;
  service_experience: Answer; comfort_with_modality: Answer; mentor_value_provided: Answer;
  service_experience_reason: string; comfort_with_modality_reason: string; mentor_value_provided_reason: string;
}

// The contract asks for the answers only once a mentor is named (that is what makes an evaluation);
// this form is always one, so it asks for all of them at once.
const evaluation = submittedInvoice.superRefine((v, ctx) => {
  if (v.mentor_id === undefined) ctx.addIssue({ code: 'custom', path: ['mentor_id'], message: "Mentor can't be blank" });
  for (const [key] of evaluationQuestions) if (v[key] === undefined) ctx.addIssue({ code: 'custom', path: [key], message: "Answer can't be blank" });
});
const answer = (a: Answer) => (a === '' ? undefined : a === 'yes');
const toInput = (d: EvalDraft) => ({
  mentor_id: d.mentor_id || undefined, client_id: d.client_id || undefined, location_id: d.location_id, date_of_service: d.date_of_service,
  mp_products: linesInput(d.mp_products), amt_paid_for_mp_products_cents: centsInput(d.amt_paid_for_mp_products_cents),
  ...Object.fromEntries(evaluationQuestions.flatMap(([key]) => [[key, answer(d[key])], [`${key}_reason`, d[`${key}_reason`]]])),
});

interface MentorshipEvalFormProps {
  profile: EmployeeProfile;
  stock: readonly StockChoice[];
  clients: readonly ClientRef[];
  locations: readonly LocationRef[];
  today: string;
}

export function MentorshipEvalForm({ profile, stock, clients, locations, today }: MentorshipEvalFormProps) {
  const initial: EvalDraft = {
    mentor_id: '', client_id: '', location_id: '', date_of_service: today, mp_products: [], amt_paid_for_mp_products_cents: '',
    service_experience: '', comfort_with_modality: '', mentor_value_provided: '', service_experience_reason: '', comfort_with_modality_reason: '', mentor_value_provided_reason: '',
  };
  const form = useZodForm(evaluation, initial, toInput);
  const submit = useSubmitInvoices();
  const mentors = (useMentors().data ?? []).filter((m) => m.id !== profile.id);
  const at = form.errorAt;
  const pick = (key: 'mentor_id' | 'client_id' | 'location_id', label: string, data: { value: string; label: string }[]) => (
    <Select label={label} data={data} value={form.values[key] || null} onChange={(v) => form.set(key, v ?? '')} error={at(key)} searchable required />
  );
  const done = () => { notifySuccess('Your mentorship evaluation was submitted.'); form.reset(initial); };
  return (
    <form noValidate aria-label="Submit Mentorship Eval" onSubmit={submitHandler(form, { ...submit, mutateAsync: (b: z.output<typeof evaluation>) => submit.mutateAsync([b]) }, { onSuccess: done })}>
      <Stack gap="md">
        <FieldGrid>
          {pick('mentor_id', 'Mentor', mentors.map((m) => ({ value: m.id, label: m.name })))}
          {pick('client_id', 'Client', clients.map((c) => ({ value: c.id, label: `${c.name} ${c.last_name}` })))}
          {pick('location_id', 'Location', locations.map((l) => ({ value: l.id, label: l.name })))}
          <TextInput type="date" {...form.inputProps('date_of_service', 'Date of Service')} error={at('date_of_service')} required />
        </FieldGrid>
        <ProductSection title="Mentorship products" lines={form.values.mp_products} choices={stock} onChange={(lines) => form.set('mp_products', lines)} errorAt={(p) => (p === '' ? undefined : at(`mp_products.${p}`))} />
        <TextInput {...form.inputProps('amt_paid_for_mp_products_cents', 'Amount Client Paid (Mentorship products)')} leftSection="$" inputMode="decimal" />
        {evaluationQuestions.map(([key, question]) => (
          <Stack key={key} gap={6}>
            <Radio.Group label={question} value={form.values[key]} onChange={(v) => form.set(key, v as Answer)} error={at(key)} required>
              <Group gap="lg" mt={4}><Radio value="yes" label="Yes" /><Radio value="no" label="No" /></Group>
            </Radio.Group>
            <Textarea {...form.inputProps(`${key}_reason`, 'Reason')} aria-label={`Reason: ${question}`} error={at(`${key}_reason`)} rows={2} resize="vertical" />
          </Stack>
        ))}
        <FormProblems error={submit.error} title="Not submitted" otherErrors={form.otherErrors} />
        <FormActions label="Submit evaluation" pendingLabel="Submitting…" pending={submit.isPending} />
      </Stack>
    </form>
  );
}
