// The client page's Forms tab (REFERENCE §5): the client's intake responses, newest first, each
// opening read-only; and a form to fill in for the client (staff filling for a linked client).
import { Anchor, Button, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { Link, generatePath } from 'react-router-dom';
import { DataTable } from '#web/components/data-table.tsx';
import { LoadError } from '#web/components/load-error.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { formatDate } from '#web/lib/zoned-time.ts';
import { paths } from '#web/config/paths.ts';
import { staffFillPath, useIntakeForms } from '#web/features/intake-forms/api/get-intake-forms.ts';
import { useClientResponses } from '#web/features/intake-forms/api/get-responses.ts';


function FillForClient({ clientId }: { clientId: string }) {
  const forms = useIntakeForms();
  const [formId, setFormId] = useState('');
  const options = (forms.data ?? []).map((f) => ({ value: f.id, label: f.name }));
  const fillPath = staffFillPath(formId, clientId);
  return (
    <Group align="flex-end" gap="sm">
      <NativeSelect label="Fill in a form for this client" value={formId} onChange={(e) => setFormId(e.currentTarget.value)} data={[{ value: '', label: 'Choose a form…' }, ...options]} />
      <Button component={Link} to={fillPath} variant="light" disabled={formId === ''} aria-disabled={formId === ''} onClick={(e) => { if (formId === '') e.preventDefault(); }}>Fill in</Button>
    </Group>
  );
}

export function ClientFormsTab({ clientId }: { clientId: string }) {
  const responses = useClientResponses(clientId);
  return (
    <Stack gap="md">
      <FillForClient clientId={clientId} />
      {responses.isPending && <ScreenLoader />}
      {responses.isError && <LoadError title="Could not load the forms" error={responses.error} onRetry={() => void responses.refetch()} />}
      {responses.data && (
        <DataTable label="Submitted forms" layout="collapse" rows={responses.data} rowKey={(r) => r.id} empty="No forms submitted yet."
          summary={{ below: 'sm', cell: (r) => `Submitted ${formatDate(r.created_at, r.timezone)}` }}
          columns={[
            { header: 'Form', cell: (r) => <Anchor component={Link} to={generatePath(paths.submittedIntakeFormPreview, { id: r.id })}>{r.intake_form.name}</Anchor> },
            { header: 'Submitted', from: 'sm', cell: (r) => formatDate(r.created_at, r.timezone) },
            { header: 'By', from: 'sm', cell: (r) => <Text size="sm">{r.submitted_by === 'client' ? 'Client' : 'Staff'}</Text> },
          ]} />
      )}
    </Stack>
  );
}
