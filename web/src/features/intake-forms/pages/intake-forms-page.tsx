// `/intake-forms` (REFERENCE §5): the forms the viewer may see (admins all; others their own and the
// admins'), each with Edit, Duplicate and Preview, plus "New intake form" and the chart templates.
import { Anchor, Badge, Button, Group, Stack, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import type { IntakeForm } from '#functions/contract/intake-forms.ts';
import { DataTable, type Column } from '#web/components/data-table.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { paths } from '#web/config/paths.ts';
import { useIntakeForms } from '#web/features/intake-forms/api/get-intake-forms.ts';
import { QuestionnairesSection } from '#web/features/intake-forms/components/questionnaires-section.tsx';
import { duplicateFormPath, editFormPath, formPreviewPath } from '#web/features/intake-forms/form-paths.ts';

const columns: Column<IntakeForm>[] = [
  { header: 'Name', cell: (form) => form.name },
  { header: 'Type', from: 'sm', cell: (form) => <Badge variant="light" color={form.prompt_type === 'automatic' ? 'teal.9' : 'gray.8'}>{form.prompt_type === 'automatic' ? 'Automatic' : 'Manual'}</Badge> },
  { header: 'Treatments', from: 'md', cell: (form) => form.treatments.map((t) => t.name).join(', ') || '—' },
  { header: 'Owner', from: 'md', cell: (form) => form.employee.name },
  {
    header: 'Actions', numeric: true, cell: (form) => (
      <Group gap="xs" justify="flex-end" wrap="nowrap">
        <Anchor component={Link} to={editFormPath(form.id)} aria-label={`Edit ${form.name}`}>Edit</Anchor>
        <Anchor component={Link} to={duplicateFormPath(form.id)} aria-label={`Duplicate ${form.name}`}>Duplicate</Anchor>
        <Anchor component={Link} to={formPreviewPath(form.id)} aria-label={`Preview ${form.name}`}>Preview</Anchor>
      </Group>
    ),
  },
];

export function IntakeFormsPage() {
  const forms = useIntakeForms();
  return (
    <Page title="Intake Forms" width="wide">
      <Group justify="flex-end">
        <Button component={Link} to={paths.newIntakeForm} leftSection={<IconPlus size={16} aria-hidden />}>New intake form</Button>
      </Group>
      {forms.isPending && <ScreenLoader />}
      {forms.isError && <LoadError title="Could not load the intake forms" error={forms.error} onRetry={() => void forms.refetch()} />}
      {forms.data && (
        <DataTable label="Intake forms" layout="collapse" rows={forms.data} columns={columns} rowKey={(f) => f.id} empty="No intake forms yet."
          summary={{ below: 'sm', cell: (f) => `${f.prompt_type === 'automatic' ? 'Automatic' : 'Manual'} · ${f.treatments.map((t) => t.name).join(', ') || 'no treatments'}` }} />
      )}
      <Stack gap="sm" mt="lg">
        <Title order={2}>Questionnaires (chart templates)</Title>
        <QuestionnairesSection />
      </Stack>
    </Page>
  );
}
