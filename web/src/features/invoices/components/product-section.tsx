// One product section of an invoice card (REFERENCE §5): Name | Quantity | MSRP, a picker of the
// employee's own stock showing what remains once the whole batch has taken its share, and the
// "Amount Client Paid" for the section. A quantity's error (the schema's, or the server's 409
// naming the product) shows on that product's row.
import { ActionIcon, Select, Stack, Table, Text, TextInput, Title, VisuallyHidden } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { formatMoney } from '#functions/contract/money.ts';
import { formatQuantity } from '#web/lib/plain-format.ts';
import type { LineDraft } from '#web/features/invoices/invoice-draft.ts';
import type { StockChoice } from '#web/features/invoices/invoice-stock.ts';

interface ProductSectionProps {
  title: string;
  lines: readonly LineDraft[];
  choices: readonly StockChoice[];
  onChange: (lines: LineDraft[]) => void;
  /** The error of a path under this section (`0.quantity`), or of the section itself (''). */
  errorAt: (path: string) => string | undefined;
}

export function ProductSection({ title, lines, choices, onChange, errorAt }: ProductSectionProps) {
  const byId = new Map(choices.map((c) => [c.item.id, c]));
  const free = choices.filter((c) => !lines.some((l) => l.product_id === c.item.id));
  const setQuantity = (index: number, quantity: string) => onChange(lines.map((l, i) => (i === index ? { ...l, quantity } : l)));
  return (
    <Stack gap="xs" component="section" aria-label={title}>
      <Title order={3} size="h5">{title}</Title>
      {lines.length > 0 && (
        <Table aria-label={`${title} used`} verticalSpacing={4}>
          <Table.Thead>
            <Table.Tr><Table.Th>Name</Table.Th><Table.Th>Quantity</Table.Th><Table.Th ta="right">MSRP</Table.Th><Table.Th><VisuallyHidden>Remove</VisuallyHidden></Table.Th></Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {lines.map((line, index) => {
              const choice = byId.get(line.product_id);
              const name = choice?.item.product.name ?? 'Product';
              return (
                <Table.Tr key={line.product_id}>
                  <Table.Td>
                    {name}
                    {choice && <Text size="xs" c="dimmed">{formatQuantity(choice.remaining)} left</Text>}
                  </Table.Td>
                  <Table.Td>
                    <TextInput
                      aria-label={`Quantity of ${name}`}
                      inputMode="decimal"
                      value={line.quantity}
                      onChange={(e) => setQuantity(index, e.currentTarget.value)}
                      error={errorAt(`${index}.quantity`) ?? errorAt(`${index}.product_id`)}
                      maw={140}
                    />
                  </Table.Td>
                  <Table.Td ta="right">{choice ? formatMoney(choice.item.product.retail_price_cents) : ''}</Table.Td>
                  <Table.Td ta="right">
                    <ActionIcon variant="subtle" color="red" aria-label={`Remove ${name}`} onClick={() => onChange(lines.filter((_, i) => i !== index))}>
                      <IconTrash size={16} aria-hidden />
                    </ActionIcon>
                  </Table.Td>
                </Table.Tr>
              );
            })}
          </Table.Tbody>
        </Table>
      )}
      <Select
        label={`Add to ${title}`}
        placeholder={free.length === 0 ? 'No more products in your stock' : 'Pick from your stock'}
        data={free.map((c) => ({ value: c.item.id, label: `${c.item.product.name} (${formatQuantity(c.remaining)} left)`, disabled: c.remaining <= 0 }))}
        value={null}
        onChange={(id) => id && onChange([...lines, { product_id: id, quantity: '1' }])}
        searchable
        error={errorAt('')}
      />
    </Stack>
  );
}
