// `/intake-form-preview/{id}` (REFERENCE §5): the form as a client will see it, without the staff
// menu (the route hides it), and without a way to send it. With `?client_id=` (from the client page's
// Forms tab) staff fill it in for that linked client; the server refuses a client they may not see.
import { Alert } from '@mantine/core';
import { generatePath, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { paths } from '#web/config/paths.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { LoadError } from '#web/components/load-error.tsx';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useIntakeForm } from '#web/features/intake-forms/api/get-intake-forms.ts';
import { IntakeFormFill } from '#web/features/intake-forms/components/intake-form-fill.tsx';

function Preview({ id }: { id: string }) {
  const form = useIntakeForm(id);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const clientId = params.get('client_id') ?? undefined;
  if (form.isPending) return <ScreenLoader />;
  if (form.isError) return <LoadError title="Could not load the form" error={form.error} onRetry={() => void form.refetch()} />;
  return (
    <Page title={form.data.name}>
      {clientId === undefined ? (
        <>
          <Alert color="blue" title="Preview">This is how clients see the form. Nothing is sent from here.</Alert>
          <IntakeFormFill form={form.data} preview onSubmitted={() => undefined} />
        </>
      ) : (
        <IntakeFormFill form={form.data} clientId={clientId} onSubmitted={() => {
          notifySuccess('The form was submitted for the client.', 'Form submitted');
          void navigate(generatePath(paths.customer, { clientId }));
        }} />
      )}
    </Page>
  );
}

export function IntakeFormPreviewPage() {
  const { id } = useParams();
  return id === undefined ? <NotFoundScreen /> : <Preview id={id} />;
}
