// `/invoicelist` (admin; REFERENCE §5): Non-finalized / Finalized / Rejected, a search by Invoice ID,
// Client Name or Employee Name, the rows grouped by submission, numbered pages, "See More Details",
// and Finalize and Delete for the selected rows (the server answers per invoice).
import { Group, NativeSelect, Pagination, SegmentedControl, Stack } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import type { InvoiceItem } from '#functions/contract/invoice-views.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { SearchField } from '#web/components/search-field.tsx';
import { useInvoicePage, type ReviewTab as Tab, type SearchField as Field } from '#web/features/invoices/api/get-invoice-pages.ts';
import { BulkActions } from '#web/features/invoices/components/bulk-actions.tsx';
import { GroupedInvoiceTable } from '#web/features/invoices/components/grouped-invoice-table.tsx';
import { InvoiceDetailsModal } from '#web/features/invoices/components/invoice-details-modal.tsx';

const tabs = [{ value: 'non_finalized', label: 'Non-finalized' }, { value: 'finalized', label: 'Finalized' }, { value: 'rejected', label: 'Rejected' }];
const fields = [{ value: 'invoice_id', label: 'Invoice ID' }, { value: 'client_name', label: 'Client Name' }, { value: 'employee_name', label: 'Employee Name' }];

export function InvoiceListPage() {
  const [tab, setTab] = useState<Tab>('non_finalized');
  const [field, setField] = useState<Field>('invoice_id');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, 300);
  const [page, setPage] = useState(1);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [details, setDetails] = useState<InvoiceItem>();
  const list = useInvoicePage({ list: 'review', page, status: tab, query: debounced, field });
  const restart = () => { setPage(1); setSelected(new Set()); };
  const toggle = (id: string, on: boolean) => setSelected((s) => { const next = new Set(s); if (on) next.add(id); else next.delete(id); return next; });
  return (
    <Page title="Invoice List" width="wide">
      <SegmentedControl aria-label="Invoices to show" data={tabs} value={tab} onChange={(v) => { setTab(v as Tab); restart(); }} maw={480} />
      <Group align="flex-end" gap="sm" wrap="wrap">
        <NativeSelect label="Search by" data={fields} value={field} onChange={(e) => { setField(e.currentTarget.value as Field); restart(); }} w={170} />
        <SearchField label="Search" placeholder={fields.find((f) => f.value === field)?.label ?? ''} value={query} onChange={(v) => { setQuery(v); restart(); }} />
      </Group>
      {list.isPending ? <ScreenLoader /> : list.isError ? (
        <LoadError title="Could not load the invoices" error={list.error} onRetry={() => void list.refetch()} />
      ) : (
        <Stack gap="md">
          {tab !== 'finalized' && <BulkActions ids={[...selected]} canFinalize={tab === 'non_finalized'} onDone={() => setSelected(new Set())} />}
          <GroupedInvoiceTable invoices={list.data.invoices} selected={selected} onToggle={toggle} onDetails={setDetails} />
          {list.data.total_pages > 1 && (
            <Pagination total={list.data.total_pages} value={page} onChange={setPage} getControlProps={(c) => ({ 'aria-label': `${c} page` })} getItemProps={(p) => ({ 'aria-label': `Page ${p}` })} />
          )}
        </Stack>
      )}
      <InvoiceDetailsModal id={details?.id} number={details?.number} onClose={() => setDetails(undefined)} />
    </Page>
  );
}
