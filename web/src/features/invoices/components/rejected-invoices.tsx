// The caller's rejected invoices under "Submit invoice" (REFERENCE §5): each with the admin's feedback
// and "Resubmit", which opens the invoice in a card; the server recomputes, deducts the stock again
// and sets it back to submitted (REFERENCE §3.8).
import { Alert, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useRef, useState } from 'react';
import * as z from 'zod';
import type { InvoiceItem } from '#functions/contract/invoice-views.ts';
import { resubmitInvoice } from '#functions/contract/invoices.ts';
import { AppModal } from '#web/components/app-modal.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useInvoice } from '#web/features/invoices/api/get-invoice.ts';
import { useInvoicePage } from '#web/features/invoices/api/get-invoice-pages.ts';
import { useResubmitInvoice } from '#web/features/invoices/api/invoice-writes.ts';
import { InvoiceCard, type CardContext } from '#web/features/invoices/components/invoice-card.tsx';
import type { CardDraft } from '#web/features/invoices/invoice-draft.ts';
import { draftOfInvoice, resubmitInput } from '#web/features/invoices/resubmit-draft.ts';
import { submitHandler } from '#web/lib/form-submit.ts';
import { formatDate } from '#web/lib/plain-format.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useStaffProfile } from '#web/lib/session/session-context.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

type Context = Omit<CardContext, 'cards'>;
const one = z.object({ invoices: z.tuple([resubmitInvoice]) });

function ResubmitForm({ card, id, version, context, onDone }: { card: CardDraft; id: string; version: number; context: Context; onDone: () => void }) {
  const form = useZodForm(one, { invoices: [card] }, (d) => ({ invoices: d.invoices.map((c) => resubmitInput(c, version)) }));
  const resubmit = useResubmitInvoice();
  const ref = useRef<HTMLFormElement>(null);
  const cards = form.values.invoices;
  const mutation = { ...resubmit, mutateAsync: (body: z.output<typeof one>) => resubmit.mutateAsync({ id, body: body.invoices[0] }) };
  return (
    <form ref={ref} noValidate onSubmit={submitHandler(form, mutation, { onSuccess: (saved) => { notifySuccess(`Invoice #${saved.number} was resubmitted.`); onDone(); } })}>
      <Stack gap="md">
        <InvoiceCard
          card={cards[0] ?? card} index={0} context={{ ...context, cards, newClientAllowed: false }}
          set={(patch) => form.set('invoices', cards.map((c) => ({ ...c, ...patch })))}
          errorAt={(path) => form.errorAt(`invoices.0.${path}`) ?? form.errorAt(path)}
        />
        <FormProblems error={resubmit.error} title="Not resubmitted" otherErrors={form.otherErrors} />
        <FormActions label="Resubmit" pendingLabel="Resubmitting…" pending={resubmit.isPending} onCancel={onDone} />
      </Stack>
    </form>
  );
}

function RejectedRow({ item, context }: { item: InvoiceItem; context: Context }) {
  const invoice = useInvoice(item.id);
  const [open, setOpen] = useState(false);
  const title = `Invoice #${item.number} · ${item.client.name} ${item.client.last_name} · ${formatDate(item.date_of_service)}`;
  return (
    <Paper withBorder p="md" radius="md">
      <Stack gap="xs">
        <Group justify="space-between" wrap="wrap">
          <Text fw={600}>{title}</Text>
          <Button size="compact-sm" disabled={!invoice.data} onClick={() => setOpen(true)} aria-label={`Resubmit invoice #${item.number}`}>Resubmit</Button>
        </Group>
        {invoice.isError && <LoadError title="Could not load the invoice" error={invoice.error} onRetry={() => void invoice.refetch()} />}
        {invoice.data?.rejection && <Alert color="red" title="Feedback">{invoice.data.rejection.feedback}</Alert>}
      </Stack>
      <AppModal opened={open} onClose={() => setOpen(false)} title={`Resubmit invoice #${item.number}`} size="xl">
        {open && invoice.data && <ResubmitForm card={draftOfInvoice(invoice.data)} id={item.id} version={invoice.data.version} context={context} onDone={() => setOpen(false)} />}
      </AppModal>
    </Paper>
  );
}

export function RejectedInvoices({ context }: { context: Context }) {
  const me = useStaffProfile();
  const rejected = useInvoicePage({ list: 'all', page: 1, status: 'rejected', per_page: 100 });
  if (rejected.isPending) return <ScreenLoader />;
  if (rejected.isError) return <LoadError title="Could not load your rejected invoices" error={rejected.error} onRetry={() => void rejected.refetch()} />;
  // An admin's list holds everyone's; this screen is about the caller's own work.
  const mine = rejected.data.invoices.filter((i) => i.employee.id === me?.id && i.kind !== 'mentor_fee');
  return (
    <Stack gap="sm" component="section" aria-label="Rejected invoices">
      <Title order={2} size="h3">Rejected invoices</Title>
      {mine.length === 0 ? <Text c="dimmed">No rejected invoices.</Text> : mine.map((item) => <RejectedRow key={item.id} item={item} context={context} />)}
    </Stack>
  );
}
