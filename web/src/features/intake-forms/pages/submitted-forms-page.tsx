// `/clients/submited-intake-forms-preview` (the spec's spelling): the signed-in client's submitted
// forms, newest first, each opening read-only.
import { Anchor, Stack, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useMyResponses } from '#web/features/intake-forms/api/get-responses.ts';
import { clientResponsePath } from '#web/features/intake-forms/form-paths.ts';
import { submittedOn } from '#web/features/intake-forms/components/response-view.tsx';

export function SubmittedFormsPage() {
  const responses = useMyResponses();
  return (
    <Page title="Your submitted forms">
      {responses.isPending && <ScreenLoader />}
      {responses.isError && <LoadError title="Could not load your forms" error={responses.error} onRetry={() => void responses.refetch()} />}
      {responses.data?.length === 0 && <Text>You have not submitted any forms yet.</Text>}
      {responses.data && responses.data.length > 0 && (
        <Stack component="ul" gap="sm" style={{ listStyle: 'none', padding: 0 }}>
          {responses.data.map((response) => (
            <li key={response.id}>
              <Anchor component={Link} to={clientResponsePath(response.id)} fw={600}>{response.intake_form.name}</Anchor>
              <Text size="sm" c="dimmed">Submitted {submittedOn(response)}</Text>
            </li>
          ))}
        </Stack>
      )}
    </Page>
  );
}
