// The cards of "Submit invoice" (REFERENCE §5): up to 4 ("Add another invoice"), checked in the
// browser with the contract's own schema, then "Are you sure you want to submit N invoices?", then one
// all-or-nothing submission. The server's field errors (a 409 insufficient_stock names the product
// line) land on the card and row they name.
import { Button, Stack } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import * as z from 'zod';
import { maxInvoicesPerGroup, submittedInvoice, type SubmitInvoicesBody } from '#functions/contract/invoices.ts';
import { ConfirmDialog } from '#web/components/confirm-dialog.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { useSubmitInvoices } from '#web/features/invoices/api/submit-invoices.ts';
import { InvoiceCard, type CardContext } from '#web/features/invoices/components/invoice-card.tsx';
import { invoiceInput, type CardDraft } from '#web/features/invoices/invoice-draft.ts';
import { placeServerFields } from '#web/features/invoices/server-fields.ts';
import { ApiError } from '#web/lib/api-error.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

const batch = z.object({ invoices: z.array(submittedInvoice).min(1).max(maxInvoicesPerGroup) });
const toInput = (draft: { invoices: CardDraft[] }) => ({ invoices: draft.invoices.map(invoiceInput) });
const plural = (n: number) => (n === 1 ? '1 invoice' : `${n} invoices`);

interface SubmitInvoicesFormProps {
  context: Omit<CardContext, 'cards'>;
  newCard: () => CardDraft;
}

export function SubmitInvoicesForm({ context, newCard }: SubmitInvoicesFormProps) {
  const form = useZodForm(batch, { invoices: [newCard()] }, toInput);
  const submit = useSubmitInvoices();
  const formRef = useRef<HTMLFormElement>(null);
  const [ready, setReady] = useState<SubmitInvoicesBody>();
  const cards = form.values.invoices;
  const setCard = (index: number, patch: Partial<CardDraft>) => form.set('invoices', cards.map((c, i) => (i === index ? { ...c, ...patch } : c)));

  const send = (body: SubmitInvoicesBody) => {
    setReady(undefined);
    void submit.mutateAsync(body).then(
      (saved) => {
        notifySuccess(`${plural(saved.invoices.length)} submitted for review.`, 'Invoices submitted');
        form.reset({ invoices: [newCard()] });
      },
      (error: unknown) => {
        if (error instanceof ApiError && formRef.current) form.showServerErrors(placeServerFields(error, cards, context.catalogue), formRef.current);
      },
    );
  };

  return (
    <form
      ref={formRef}
      noValidate
      aria-label="Submit invoices"
      onSubmit={(event) => {
        event.preventDefault();
        if (submit.isPending) return;
        const body = form.validate(event.currentTarget);
        if (body) setReady(body.invoices);
      }}
    >
      <Stack gap="lg">
        {cards.map((card, index) => (
          <InvoiceCard
            key={card.key}
            card={card}
            index={index}
            context={{ ...context, cards }}
            set={(patch) => setCard(index, patch)}
            onRemove={cards.length > 1 ? () => form.set('invoices', cards.filter((_, i) => i !== index)) : undefined}
            errorAt={(path) => form.errorAt(`invoices.${index}.${path}`)}
          />
        ))}
        {cards.length < maxInvoicesPerGroup && (
          <Button variant="default" leftSection={<IconPlus size={16} aria-hidden />} onClick={() => form.set('invoices', [...cards, newCard()])} style={{ alignSelf: 'flex-start' }}>
            Add another invoice
          </Button>
        )}
        <FormProblems error={submit.error} title="Not submitted" otherErrors={form.otherErrors} />
        <FormActions label="Submit" pending={submit.isPending} pendingLabel="Submitting…" />
      </Stack>
      <ConfirmDialog question={ready && `Are you sure you want to submit ${plural(ready.length)}?`} busy={submit.isPending} error={null} onYes={() => ready && send(ready)} onNo={() => setReady(undefined)} />
    </form>
  );
}
