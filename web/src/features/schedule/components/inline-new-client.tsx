// "New client" inside New appointment (issue 22): first name, last name, email and phone, checked with
// the API's own client schema and created with POST /api/clients (the caller stays signed in; the
// client is invited by email). An admin booking for someone else links the client to that staff
// member too; booking links them in any case.
import { Button, Group, Paper, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import * as z from 'zod';
import { createClientBody } from '#functions/contract/clients.ts';
import type { ClientRef } from '#functions/contract/common.ts';
import { ActionErrorAlert } from '#web/components/action-error-alert.tsx';
import { useCreateClient } from '#web/features/customers/api/create-client.ts';
import { submitHandler } from '#web/lib/form-submit.ts';
import { useZodForm } from '#web/lib/use-zod-form.ts';

const quickClient = createClientBody.pick({ name: true, last_name: true, email: true }).extend({ phone_number: z.string().trim().max(40).optional() });
const empty = { name: '', last_name: '', email: '', phone_number: '' };

interface InlineNewClientProps {
  /** The staff member the appointment is for; sent as the client's staff only when it is not the caller. */
  linkTo: string | undefined;
  onCreated: (client: ClientRef) => void;
  onCancel: () => void;
}

export function InlineNewClient({ linkTo, onCreated, onCancel }: InlineNewClientProps) {
  const form = useZodForm(quickClient, empty);
  const create = useCreateClient();
  const mutation = {
    isPending: create.isPending,
    error: create.error,
    mutateAsync: (body: z.output<typeof quickClient>) =>
      create.mutateAsync({ ...body, phone_number: body.phone_number || undefined, ...(linkTo ? { employee_ids: [linkTo] } : {}) }),
  };
  const submit = submitHandler(form, mutation, { onSuccess: (client) => onCreated({ id: client.id, name: client.name, last_name: client.last_name }) });
  return (
    <Paper withBorder p="sm" component="form" onSubmit={submit} noValidate aria-label="New client">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          New client
        </Text>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="xs">
          <TextInput {...form.inputProps('name', 'First name')} required autoComplete="off" />
          <TextInput {...form.inputProps('last_name', 'Last name')} required autoComplete="off" />
          <TextInput {...form.inputProps('email', 'Email')} type="email" required autoComplete="off" />
          <TextInput {...form.inputProps('phone_number', 'Phone')} type="tel" autoComplete="off" />
        </SimpleGrid>
        <ActionErrorAlert error={create.error} title="Client not created" />
        <Group justify="flex-end" gap="xs">
          <Button variant="default" onClick={onCancel}>
            Cancel
          </Button>
          <Button type="submit" aria-disabled={create.isPending}>
            {create.isPending ? 'Creating…' : 'Create client'}
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}
