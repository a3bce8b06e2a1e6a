// My Profile › Request Inventory (REFERENCE §5 "Settings"): product, quantity and date of use, checked
// with the API's schema; the admins and the matching inventory managers are emailed. My requests
// are listed below with their status.
import { Select, Stack, TextInput } from '@mantine/core';
import { createRequestBody, type InventoryRequest } from '#functions/contract/inventory.ts';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { useProducts } from '#web/features/products/api/get-products.ts';
import { useCreateRequest } from '#web/features/inventory/api/create-request.ts';
import { RequestsTable } from '#web/features/inventory/components/requests-panel.tsx';
import { quantityInput } from '#web/features/inventory/inventory-format.ts';
import { submitHandler } from '#web/lib/form-submit.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

interface Draft extends Record<string, unknown> {
  product_id: string;
  quantity_asked: string;
  date_of_use: string;
}
const empty: Draft = { product_id: '', quantity_asked: '', date_of_use: '' };

export function RequestInventory({ requests }: { requests: InventoryRequest[] }) {
  const products = useProducts();
  const create = useCreateRequest();
  const form = useZodForm(createRequestBody, empty, (d: Draft) => ({
    product_id: d.product_id === '' ? undefined : d.product_id, quantity_asked: quantityInput(d.quantity_asked), date_of_use: d.date_of_use === '' ? undefined : d.date_of_use,
  }));
  const submit = submitHandler(form, create, {
    onSuccess: (r) => {
      form.reset(empty);
      notifySuccess(`Your request for ${r.product.name} was sent.`);
    },
  });
  return (
    <Stack gap="lg">
      <form onSubmit={submit} noValidate aria-label="Request inventory">
        <Stack gap="md" maw={480}>
          <Select
            {...form.field('product_id', 'Product')}
            data={(products.data ?? []).map((p) => ({ value: p.id, label: `${p.name} (${p.product_type})` }))}
            value={form.values.product_id === '' ? null : form.values.product_id}
            onChange={(id) => form.set('product_id', id ?? '')}
            searchable
            openOnFocus={false}
            nothingFoundMessage="Nothing found"
          />
          <TextInput {...form.field('quantity_asked', 'Quantity')} inputMode="decimal" value={form.values.quantity_asked} onChange={(e) => form.set('quantity_asked', e.currentTarget.value)} />
          <TextInput {...form.field('date_of_use', 'Date of use')} type="date" value={form.values.date_of_use} onChange={(e) => form.set('date_of_use', e.currentTarget.value)} />
          <FormProblems error={create.error} title="Could not send the request" otherErrors={form.otherErrors} />
          <FormActions label="Request inventory" pending={create.isPending} pendingLabel="Sending…" />
        </Stack>
      </form>
      <RequestsTable requests={requests} />
    </Stack>
  );
}
