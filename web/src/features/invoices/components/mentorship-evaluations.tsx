// My Profile › Mentorship Evaluations (REFERENCE §5): the evaluations I may see (mine, those naming
// me as mentor; all for an admin), searchable by a name, each opening its detail in a dialog.
import { Button, Stack } from '@mantine/core';
import { useState } from 'react';
import type { Invoice } from '#functions/contract/invoice-views.ts';
import { AppModal } from '#web/components/app-modal.tsx';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { SearchField } from '#web/components/search-field.tsx';
import { useEvaluations } from '#web/features/invoices/api/get-evaluations.ts';
import { InvoiceFacts } from '#web/features/invoices/components/invoice-facts.tsx';
import { formatDate } from '#web/lib/plain-format.ts';

const matches = (e: Invoice, term: string) =>
  [e.client_name, e.employee_name, e.mentor?.name ?? '', String(e.number)].some((text) => text.toLowerCase().includes(term));

export function MentorshipEvaluations() {
  const evaluations = useEvaluations();
  const [query, setQuery] = useState('');
  const [open, setOpen] = useState<Invoice>();
  if (evaluations.isPending) return <ScreenLoader />;
  if (evaluations.isError) return <LoadError title="Could not load the evaluations" error={evaluations.error} onRetry={() => void evaluations.refetch()} />;
  const term = query.trim().toLowerCase();
  const columns: Column<Invoice>[] = [
    { header: 'Evaluation #', cell: (e) => e.number },
    { header: 'Submitted by', cell: (e) => e.employee_name },
    { header: 'Mentor', from: 'sm', cell: (e) => e.mentor?.name ?? '—' },
    { header: 'Client', from: 'sm', cell: (e) => e.client_name },
    { header: 'Date of Service', from: 'sm', cell: (e) => formatDate(e.date_of_service) },
    { header: 'Details', numeric: true, cell: (e) => <Button size="compact-sm" variant="light" onClick={() => setOpen(e)} aria-label={`Details of evaluation #${e.number}`}>Details</Button> },
  ];
  return (
    <Stack gap="sm">
      <SearchField label="Search evaluations" placeholder="Client, employee or mentor" value={query} onChange={setQuery} />
      <DataTable
        layout="collapse" label="Mentorship evaluations" rows={evaluations.data.filter((e) => term === '' || matches(e, term))} columns={columns} rowKey={(e) => e.id}
        empty="No mentorship evaluations." summary={{ below: 'sm', cell: (e) => `${e.mentor?.name ?? ''} · ${e.client_name} · ${formatDate(e.date_of_service)}` }}
      />
      <AppModal opened={open !== undefined} onClose={() => setOpen(undefined)} title={`Mentorship evaluation #${open?.number ?? ''}`} size="lg">
        {open && <InvoiceFacts invoice={open} />}
      </AppModal>
    </Stack>
  );
}
