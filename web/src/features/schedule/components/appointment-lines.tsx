// Treatments and products of an appointment, each with Total / Paid / Remaining (REFERENCE §3.7:
// computed by the server), the appointment's totals, and adding, re-counting or removing a retail
// product.
import { ActionIcon, Button, Group, NumberInput, Select, Stack, Table, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import type { Schedule } from '#functions/contract/schedule.ts';
import { formatMoney } from '#functions/contract/money.ts';
import { notifyError, notifySuccess } from '#web/lib/notify.ts';
import { useProducts } from '#web/features/products/api/get-products.ts';
import { useAddAppointmentProduct } from '#web/features/schedule/api/add-appointment-product.ts';
import { useRemoveAppointmentProduct } from '#web/features/schedule/api/remove-appointment-product.ts';
import { useUpdateAppointmentProduct } from '#web/features/schedule/api/update-appointment-product.ts';

interface Line {
  key: string;
  name: string;
  total_amount_cents: number;
  paid_amount_cents: number;
  remaining_amount_cents: number;
  /** The quantity column's cell, on product lines. */
  quantity?: ReactNode;
}

function LineTable({ caption, lines, remove }: { caption: string; lines: Line[]; remove?: (key: string, name: string) => void }) {
  const counted = lines.some((line) => line.quantity !== undefined);
  return (
    <Table.ScrollContainer minWidth={360}>
      <Table>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Name</Table.Th>
            {counted && <Table.Th>Quantity</Table.Th>}
            <Table.Th ta="right">Total</Table.Th>
            <Table.Th ta="right">Paid</Table.Th>
            <Table.Th ta="right">Remaining</Table.Th>
            {remove && <Table.Th>Actions</Table.Th>}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.key}>
              <Table.Td>{line.name}</Table.Td>
              {counted && <Table.Td>{line.quantity}</Table.Td>}
              <Table.Td ta="right">{formatMoney(line.total_amount_cents)}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.paid_amount_cents)}</Table.Td>
              <Table.Td ta="right">{formatMoney(line.remaining_amount_cents)}</Table.Td>
              {remove && (
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" aria-label={`Remove ${line.name}`} onClick={() => remove(line.key, line.name)}>
                    <IconTrash size={16} aria-hidden />
                  </ActionIcon>
                </Table.Td>
              )}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

type ProductLine = Schedule['products'][number];

/**
 * The count of one product, changed in place: Save appears once the number differs. The server
 * keeps it at or above what was already paid for and says so when asked for less.
 */
function QuantityEditor({ schedule, line }: { schedule: Schedule; line: ProductLine }) {
  const update = useUpdateAppointmentProduct();
  const [quantity, setQuantity] = useState<number | string>(line.quantity);
  const changed = typeof quantity === 'number' && quantity !== line.quantity;
  const save = () => {
    if (!changed) return;
    update.mutate(
      { scheduleId: schedule.id, productId: line.id, quantity, version: schedule.version },
      { onSuccess: () => notifySuccess(`${line.name}: quantity ${quantity}.`), onError: (error) => { setQuantity(line.quantity); notifyError(error); } },
    );
  };
  return (
    <Group gap={4} wrap="nowrap">
      <NumberInput aria-label={`Quantity of ${line.name}`} value={quantity} onChange={setQuantity} min={1} max={1000} allowDecimal={false} w={80} size="xs"
        onKeyDown={(event) => { if (event.key === 'Enter') save(); }} />
      {changed && (
        <Button size="xs" variant="light" onClick={save} loading={update.isPending}>
          Save
        </Button>
      )}
    </Group>
  );
}

function AddProduct({ schedule }: { schedule: Schedule }) {
  const products = useProducts();
  const add = useAddAppointmentProduct();
  const [productId, setProductId] = useState<string | null>(null);
  const [quantity, setQuantity] = useState<number | string>(1);
  const submit = () => {
    if (productId === null || typeof quantity !== 'number') return;
    add.mutate({ scheduleId: schedule.id, product_id: productId, quantity }, { onSuccess: () => setProductId(null), onError: (error) => notifyError(error) });
  };
  return (
    <Group align="flex-end" gap="xs">
      <Select label="Add product" data={(products.data ?? []).map((product) => ({ value: product.id, label: product.name }))} value={productId} onChange={setProductId} searchable style={{ flex: 1 }} />
      <NumberInput label="Quantity" value={quantity} onChange={setQuantity} min={1} max={1000} allowDecimal={false} w={100} />
      <Button onClick={submit} disabled={productId === null} loading={add.isPending}>
        Add
      </Button>
    </Group>
  );
}

export function AppointmentLines({ schedule }: { schedule: Schedule }) {
  const remove = useRemoveAppointmentProduct();
  const editable = schedule.status !== 'cancelled';
  const removeProduct = (productId: string, name: string) =>
    remove.mutate({ scheduleId: schedule.id, productId }, { onSuccess: () => notifySuccess(`${name} was removed.`), onError: (error) => notifyError(error) });
  return (
    <Stack gap="sm">
      <Title order={3} size="h4">
        Treatments and products
      </Title>
      <LineTable caption="Treatments" lines={schedule.treatments.map((line) => ({ ...line, key: line.schedule_treatment_id }))} />
      {schedule.products.length > 0 && (
        <LineTable
          caption="Products"
          lines={schedule.products.map((line) => ({ ...line, key: line.id, quantity: editable ? <QuantityEditor key={`${line.id}-${line.quantity}`} schedule={schedule} line={line} /> : line.quantity }))}
          remove={editable ? removeProduct : undefined}
        />
      )}
      {editable && <AddProduct schedule={schedule} />}
      {/* On a phone Remaining wraps to a line of its own: close under the others, not 32 px away. */}
      <Group gap="xl" style={{ rowGap: 'var(--mantine-spacing-xs)' }}>
        <Text>
          Total <strong>{formatMoney(schedule.total_amount_cents)}</strong>
        </Text>
        <Text>
          Paid <strong>{formatMoney(schedule.paid_amount_cents)}</strong>
        </Text>
        <Text>
          Remaining <strong>{formatMoney(schedule.remaining_amount_cents)}</strong>
        </Text>
      </Group>
    </Stack>
  );
}
