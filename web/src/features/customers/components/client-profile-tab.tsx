// The Profile tab: the client's real data (REFERENCE §5 CB: no mock pages), in titled lists. Blank
// fields are left out rather than shown as dashes; an inventory manager's contact view says so.
import { Alert, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { ClientFull } from '#functions/contract/clients.ts';
import { DetailList } from '#web/components/detail-list.tsx';
import { notificationLabels } from '#web/features/customers/components/client-form-fields.tsx';

type Row = readonly [string, ReactNode];
const present = (rows: readonly (readonly [string, string | null | undefined])[]): Row[] => rows.filter((r): r is readonly [string, string] => !!r[1]);

function Section({ title, rows }: { title: string; rows: Row[] }) {
  if (rows.length === 0) return null;
  return (
    <Stack gap="xs">
      <Title order={3} size="h4">{title}</Title>
      <DetailList rows={rows} />
    </Stack>
  );
}

const formatDate = (iso: string) => new Date(iso).toLocaleDateString('en-US', { month: '2-digit', day: '2-digit', year: 'numeric', timeZone: 'UTC' });

export function ClientProfileTab({ client }: { client: ClientFull }) {
  const d = client.client_detail;
  const on = Object.entries(client.notification_settings).filter(([, v]) => v).map(([k]) => notificationLabels[k as keyof typeof notificationLabels]);
  return (
    <Stack gap="lg">
      {!client.clinical_access && (
        <Alert color="blue" variant="light">You see this client's contact details only: they are not linked to you.</Alert>
      )}
      {/* Side by side only from `xl`: below it the panel beside the directory is too narrow for two
          columns, and a long email ran into the Account column. */}
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="xl" verticalSpacing="lg">
        <Section title="Contact" rows={present([
          ['Preferred name', client.preferred_name], ['Prefix', client.prefix], ['Middle name', client.middle_name], ['Pronouns', client.pronouns],
          ['Email', client.email], ['Phone', client.phone_number], ['Address', client.address],
          ['City', [d.city, d.state, d.zip_code].filter(Boolean).join(', ')], ['Country', d.country],
          ['Home phone', d.home_phone], ['Mobile phone', d.mobile_phone], ['Work phone', d.work_phone], ['Fax', d.fax_phone],
        ])} />
        <Section title="Personal" rows={present([
          ['Date of birth', d.date_of_birth && formatDate(d.date_of_birth)], ['Gender', d.gender], ['Sex', d.sex],
          ['Personal health number', d.personal_health_number], ['Occupation', d.occupation], ['Employer', d.employer], ['Parent or guardian', d.parent_guardian],
        ])} />
        <Section title="Care team" rows={present([
          ['Family doctor', [d.family_doctor, d.family_doctor_phone, d.family_doctor_email].filter(Boolean).join(' · ')],
          ['Referring professional', [d.referring_professional, d.referring_professional_phone, d.referring_professional_email].filter(Boolean).join(' · ')],
          ['Emergency contact', [d.emergency_contact, d.emergency_contact_relationship, d.emergency_contact_phone].filter(Boolean).join(' · ')],
        ])} />
        <Section title="Account" rows={[
          ['Client since', formatDate(client.created_at)], ['Time zone', client.timezone.replaceAll('_', ' ')],
          ['Online account', client.activated ? 'Active' : 'Invitation sent, not yet activated'],
          ['Linked staff', client.employees.map((e) => e.name).join(', ') || 'None'],
          ...present([['Referred by', client.referred_employee?.name], ['Heard about us', client.how_heard_about_us]]),
          ['Online booking', client.online_booking_policy.online_booking_disabled ? 'Disabled' : client.online_booking_policy.online_booking_allowed ? 'Allowed' : 'Not allowed'],
          ['Notifications', on.length > 0 ? on.join(', ') : <Text span c="dimmed" key="none">None</Text>],
        ]} />
      </SimpleGrid>
    </Stack>
  );
}
