// One submitted form, read-only: the client's own at `/clients/submitted-intake-form-preview/{id}`,
// a linked client's for staff at `/submitted-intake-form-preview/{id}` (REFERENCE §5).
import { useParams } from 'react-router-dom';
import { LoadError } from '#web/components/load-error.tsx';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useResponse } from '#web/features/intake-forms/api/get-responses.ts';
import { ResponseView } from '#web/features/intake-forms/components/response-view.tsx';

function Preview({ id, mine }: { id: string; mine: boolean }) {
  const response = useResponse(id, mine);
  if (response.isPending) return <ScreenLoader />;
  if (response.isError) return <LoadError title="Could not load the form" error={response.error} onRetry={() => void response.refetch()} />;
  return (
    <Page title={response.data.intake_form.name}>
      <ResponseView response={response.data} />
    </Page>
  );
}

function PreviewAt({ mine }: { mine: boolean }) {
  const { id } = useParams();
  return id === undefined ? <NotFoundScreen /> : <Preview id={id} mine={mine} />;
}

export function ClientSubmittedFormPage() {
  return <PreviewAt mine />;
}

export function StaffSubmittedFormPage() {
  return <PreviewAt mine={false} />;
}
