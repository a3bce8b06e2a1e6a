// The client of a new appointment: one of the clients the staff member may book for, searched by
// name, or a new client created on the spot (inline-new-client.tsx), then chosen.
import { Button, Group, Select, Stack } from '@mantine/core';
import { IconUserPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { ClientRef } from '#functions/contract/common.ts';
import { useScheduleClients } from '#web/features/schedule/api/get-schedule-clients.ts';
import { InlineNewClient } from '#web/features/schedule/components/inline-new-client.tsx';

interface ClientChoiceProps {
  staffId: string;
  /** A staff member to link a new client to besides the caller (admins booking for someone else). */
  linkTo: string | undefined;
  value: string | null;
  onChange: (clientId: string | null) => void;
}

export function ClientChoice({ staffId, linkTo, value, onChange }: ClientChoiceProps) {
  const clients = useScheduleClients(staffId);
  const [adding, setAdding] = useState(false);
  const [created, setCreated] = useState<ClientRef[]>([]);
  const known = clients.data ?? [];
  const options = [...created.filter((client) => !known.some((k) => k.id === client.id)), ...known].map((client) => ({ value: client.id, label: `${client.name} ${client.last_name}` }));
  return (
    <Stack gap="xs">
      <Group align="flex-end" gap="xs" wrap="nowrap">
        <Select
          label="Client"
          placeholder="Search by name"
          data={options}
          value={value}
          onChange={onChange}
          searchable
          nothingFoundMessage={clients.isPending ? 'Loading…' : 'No client matches'}
          required
          style={{ flex: 1 }}
        />
        {!adding && (
          <Button variant="light" leftSection={<IconUserPlus size={16} aria-hidden />} onClick={() => setAdding(true)}>
            New client
          </Button>
        )}
      </Group>
      {adding && (
        <InlineNewClient
          linkTo={linkTo}
          onCancel={() => setAdding(false)}
          onCreated={(client) => {
            setCreated((list) => [client, ...list]);
            onChange(client.id);
            setAdding(false);
          }}
        />
      )}
    </Stack>
  );
}
