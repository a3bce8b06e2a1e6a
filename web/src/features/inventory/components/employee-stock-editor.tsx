// Per-employee stock with the bulk editor (REFERENCE §3.9 "Bulk set"): the chosen employee's
// quantities are typed absolutely, new products added as rows, and one Save sends them all. Each
// difference moves from or to the practice; if the practice cannot cover a rise nothing changes.
import { Select, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { updateInventoriesBody, type EmployeeStock } from '#functions/contract/inventory.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { FormActions } from '#web/components/form-actions.tsx';
import { FormProblems } from '#web/components/form-problems.tsx';
import { useProducts } from '#web/features/products/api/get-products.ts';
import { useUpdateEmployeeStock } from '#web/features/inventory/api/update-employee-stock.ts';
import { formatQuantity, quantityInput } from '#web/features/inventory/inventory-format.ts';
import { submitHandler } from '#web/lib/form-submit.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useZodForm, type ZodForm } from '#web/lib/use-zod-form.ts';

interface Row {
  productId: string;
  name: string;
  held: number;
  isNew: boolean;
}

interface Draft extends Record<string, unknown> {
  quantities: Record<string, string>;
}

function toBody(rows: Row[], draft: Draft) {
  const updated: Record<string, { quantity: number | undefined }> = {};
  const added: { product_id: string; quantity: number | undefined }[] = [];
  for (const row of rows) {
    const text = draft.quantities[row.productId] ?? '';
    if (!row.isNew && text === String(row.held)) continue;
    if (row.isNew) added.push({ product_id: row.productId, quantity: quantityInput(text) });
    else updated[row.productId] = { quantity: quantityInput(text) };
  }
  return { updated_products: updated, new_products: added };
}

/** The editor's columns: each row's new quantity is typed in place. */
function editorColumns(form: ZodForm<Draft>, errorOf: (row: Row) => string | undefined): Column<Row>[] {
  const setQuantity = (productId: string, text: string) => form.set('quantities', { ...form.values.quantities, [productId]: text });
  return [
    { header: 'Product', cell: (row) => row.name },
    { header: 'Holds now', numeric: true, cell: (row) => (row.isNew ? '—' : formatQuantity(row.held)) },
    {
      header: 'New quantity',
      cell: (row) => (
        <TextInput
          aria-label={`New quantity of ${row.name}`}
          inputMode="decimal"
          value={form.values.quantities[row.productId] ?? ''}
          error={errorOf(row)}
          aria-invalid={errorOf(row) !== undefined}
          onChange={(event) => setQuantity(row.productId, event.currentTarget.value)}
          maw={160}
        />
      ),
    },
  ];
}

export function EmployeeStockEditor({ stock }: { stock: EmployeeStock }) {
  const products = useProducts();
  const save = useUpdateEmployeeStock(stock.employee.id);
  const [added, setAdded] = useState<Row[]>([]);
  const rows: Row[] = [
    ...stock.employees_inventories.map((i) => ({ productId: i.id, name: i.product.name, held: i.quantity, isNew: false })),
    ...added,
  ];
  const initial = Object.fromEntries(stock.employees_inventories.map((i) => [i.id, String(i.quantity)]));
  const form = useZodForm(updateInventoriesBody, { quantities: initial } as Draft, (draft: Draft) => toBody(rows, draft));
  const submit = submitHandler(form, save, {
    onSuccess: () => {
      setAdded([]);
      notifySuccess(`${stock.employee.name}'s stock was saved.`);
    },
  });
  const held = new Set(rows.map((r) => r.productId));
  const choices = (products.data ?? []).filter((p) => !held.has(p.id)).map((p) => ({ value: p.id, label: p.name }));
  const errorOf = (row: Row) => {
    const index = added.indexOf(row);
    return row.isNew ? form.errorAt(`new_products.${index}.quantity`) : form.errorAt(`updated_products.${row.productId}.quantity`);
  };
  const columns = editorColumns(form, errorOf);
  return (
    <form onSubmit={submit} noValidate aria-label={`Stock of ${stock.employee.name}`}>
      <Stack gap="md">
        <DataTable label={`Stock held by ${stock.employee.name}`} rows={rows} columns={columns} rowKey={(row) => row.productId} minWidth={420} empty={`${stock.employee.name} holds no stock yet.`} />
        <Select
          label="Add a product"
          placeholder="Choose a product"
          data={choices}
          value={null}
          searchable
          nothingFoundMessage="Nothing found"
          onChange={(id) => {
            const product = products.data?.find((p) => p.id === id);
            if (product) setAdded((current) => [...current, { productId: product.id, name: product.name, held: 0, isNew: true }]);
          }}
          maw={360}
        />
        <FormProblems error={save.error} title="Could not save the stock" otherErrors={form.otherErrors} />
        <FormActions label="Save stock" pending={save.isPending} />
      </Stack>
    </form>
  );
}
