// `/clients/intake-form/{id}` (REFERENCE §5): the signed-in client fills in a form. Opened from the
// booking confirm step, it goes back there once sent; otherwise to the list of submitted forms.
import { useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { LoadError } from '#web/components/load-error.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { paths } from '#web/config/paths.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { useClientProfile } from '#web/lib/session/session-context.ts';
import { useClientIntakeForm } from '#web/features/intake-forms/api/get-client-intake-forms.ts';
import { IntakeFormFill } from '#web/features/intake-forms/components/intake-form-fill.tsx';
import { backParam, backToConfirm } from '#web/features/intake-forms/api/forms-keys.ts';

function Fill({ id }: { id: string }) {
  const form = useClientIntakeForm(id);
  const profile = useClientProfile();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  if (form.isPending) return <ScreenLoader />;
  if (form.isError) return <LoadError title="Could not load the form" error={form.error} onRetry={() => void form.refetch()} />;
  const prefill: Record<string, string> = profile ? { first_name: profile.name, last_name: profile.last_name, email: profile.email, preferred_name: profile.preferred_name ?? '' } : {};
  const done = () => {
    notifySuccess('Thank you: your form was sent.', 'Form submitted');
    void navigate(params.get(backParam) === backToConfirm ? paths.clientConfirmPayment : paths.clientSubmittedIntakeForms);
  };
  return (
    <Page title={form.data.name}>
      <IntakeFormFill form={form.data} prefill={prefill} onSubmitted={done} />
    </Page>
  );
}

export function ClientIntakeFormPage() {
  const { id } = useParams();
  return id === undefined ? <NotFoundScreen /> : <Fill id={id} />;
}
