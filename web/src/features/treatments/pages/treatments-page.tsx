// `/treatments` (all staff, REFERENCE §3.5, §5 "Treatments"): the tabs "base-treatments" (what admins
// made) and "my-treatments" (the viewer's own, which clients book with them); the tab is in the
// address (`?tab=`). Everyone creates treatments; admins change any, staff only their own.
import { Button, Group, Tabs, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Treatment } from '#functions/contract/catalog.ts';
import { Page } from '#web/components/page.tsx';
import { useStaffProfile } from '#web/lib/session/session-context.ts';
import { TreatmentList } from '#web/features/treatments/components/treatment-list.tsx';
import { TreatmentModal } from '#web/features/treatments/components/treatment-modal.tsx';
import { useDeleteTreatmentFlow } from '#web/features/treatments/hooks/use-delete-treatment-flow.tsx';

export const treatmentTabs = { base: 'base-treatments', mine: 'my-treatments' } as const;

export function TreatmentsPage() {
  const me = useStaffProfile();
  const [search, setSearch] = useSearchParams();
  const tab = search.get('tab') === treatmentTabs.mine ? treatmentTabs.mine : treatmentTabs.base;
  const [editing, setEditing] = useState<Treatment | 'new'>();
  const deletion = useDeleteTreatmentFlow();
  // The route's guard admits signed-in staff only, so the profile is there.
  if (!me) return <Page title="Treatments"><Text>Sign in as a staff member to see treatments.</Text></Page>;
  const actions = { canChange: (t: Treatment) => me.is_admin || t.employee.id === me.id, onEdit: setEditing, onDelete: deletion.ask };

  return (
    <Page title="Treatments" width="wide">
      <Group justify="space-between" gap="md">
        <Text c="dimmed" maw={560}>
          Base treatments are the practice&apos;s own, made by admins. Your treatments are the ones clients can book with you.
        </Text>
        <Button leftSection={<IconPlus size={18} aria-hidden />} onClick={() => setEditing('new')}>
          Create treatment
        </Button>
      </Group>
      <Tabs value={tab} onChange={(value) => setSearch(value === treatmentTabs.base ? {} : { tab: value ?? '' }, { replace: true })} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value={treatmentTabs.base}>Base treatments</Tabs.Tab>
          <Tabs.Tab value={treatmentTabs.mine}>My treatments</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value={treatmentTabs.base} pt="md">
          <TreatmentList source={{ kind: 'base' }} actions={actions} />
        </Tabs.Panel>
        <Tabs.Panel value={treatmentTabs.mine} pt="md">
          <TreatmentList source={{ kind: 'employee', employeeId: me.id }} actions={actions} />
        </Tabs.Panel>
      </Tabs>
      <TreatmentModal me={me} editing={editing} onClose={() => setEditing(undefined)} />
      {deletion.dialog}
    </Page>
  );
}
