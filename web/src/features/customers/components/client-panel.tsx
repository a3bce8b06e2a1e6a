// The selected client's page: name, then its tabs (Profile, Appointments, Forms, Chart Entries, Files,
// Groups, Billing). All but Profile and Groups need clinical access: an inventory manager viewing an
// unlinked client gets none of them (the API would answer 404).
import { Avatar, Badge, Button, Group, Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { IconPencil } from '@tabler/icons-react';
import { Link, generatePath, useSearchParams } from 'react-router-dom';
import type { ClientFull } from '#functions/contract/clients.ts';
import { paths } from '#web/config/paths.ts';
import { ClientAppointmentsTab } from '#web/features/customers/components/client-appointments-tab.tsx';
import { ClientBillingTab } from '#web/features/customers/components/client-billing-tab.tsx';
import { ClientChartTab } from '#web/features/customers/components/client-chart-tab.tsx';
import { ClientFormsTab } from '#web/features/customers/components/client-forms-tab.tsx';
import { ClientFilesTab } from '#web/features/customers/components/client-files-tab.tsx';
import { ClientGroupsTab } from '#web/features/customers/components/client-groups-tab.tsx';
import { ClientProfileTab } from '#web/features/customers/components/client-profile-tab.tsx';

/** Back from Stripe, the tab the journey started on: Appointments after a payment, Billing after a saved card. */
function useFirstTab(clinical: boolean): string {
  const [params] = useSearchParams();
  if (!clinical) return 'profile';
  if (params.get('payment_success') === 'true') return 'appointments';
  return params.has('session_id') ? 'billing' : 'profile';
}

export function ClientPanel({ client }: { client: ClientFull }) {
  const fullName = `${client.name} ${client.last_name}`;
  const editable = client.clinical_access;
  const firstTab = useFirstTab(client.clinical_access);
  return (
    <Paper withBorder radius="md" p={{ base: 'sm', sm: 'lg' }} component="section" aria-labelledby="client-name">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="sm">
          <Group gap="md" wrap="nowrap">
            <Avatar src={client.profile_photo_url} alt={client.profile_photo_url ? `Photo of ${fullName}` : undefined} size="lg" radius="xl" color="teal">
              {`${client.name[0] ?? ''}${client.last_name[0] ?? ''}`}
            </Avatar>
            <div>
              <Title order={2} id="client-name">{fullName}</Title>
              <Text size="sm" c="dimmed">{client.email}</Text>
              {!client.activated && <Badge variant="light" color="gray" mt={4}>Invitation pending</Badge>}
            </div>
          </Group>
          {editable && (
            <Button component={Link} to={generatePath(paths.clientProfileUpdate, { id: client.id, type: 'profile' })} variant="light" leftSection={<IconPencil size={16} aria-hidden />}>
              Edit client
            </Button>
          )}
        </Group>
        <Tabs defaultValue={firstTab} keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="profile">Profile</Tabs.Tab>
            {client.clinical_access && <Tabs.Tab value="appointments">Appointments</Tabs.Tab>}
            {client.clinical_access && <Tabs.Tab value="forms">Forms</Tabs.Tab>}
            {client.clinical_access && <Tabs.Tab value="chart">Chart Entries</Tabs.Tab>}
            {client.clinical_access && <Tabs.Tab value="files">Files</Tabs.Tab>}
            <Tabs.Tab value="groups">Groups</Tabs.Tab>
            {client.clinical_access && <Tabs.Tab value="billing">Billing</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="profile" pt="md"><ClientProfileTab client={client} /></Tabs.Panel>
          {client.clinical_access && <Tabs.Panel value="appointments" pt="md"><ClientAppointmentsTab clientId={client.id} /></Tabs.Panel>}
          {client.clinical_access && <Tabs.Panel value="forms" pt="md"><ClientFormsTab clientId={client.id} /></Tabs.Panel>}
          {client.clinical_access && <Tabs.Panel value="chart" pt="md"><ClientChartTab clientId={client.id} /></Tabs.Panel>}
          {client.clinical_access && <Tabs.Panel value="files" pt="md"><ClientFilesTab client={client} /></Tabs.Panel>}
          <Tabs.Panel value="groups" pt="md"><ClientGroupsTab client={client} editable={editable} /></Tabs.Panel>
          {client.clinical_access && <Tabs.Panel value="billing" pt="md"><ClientBillingTab client={client} /></Tabs.Panel>}
        </Tabs>
      </Stack>
    </Paper>
  );
}
