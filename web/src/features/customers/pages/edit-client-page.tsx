// `/client-profile-update/{id}/{type}`: edits every field of a client the caller may change. The
// `type` segment names the section the link came from; the whole form is shown either way.
import { useParams } from 'react-router-dom';
import { LoadError } from '#web/components/load-error.tsx';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { Page } from '#web/components/page.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { useClientProfile } from '#web/features/customers/api/get-client-profile.ts';
import { EditClientForm } from '#web/features/customers/components/client-form.tsx';
import { ApiError } from '#web/lib/api-error.ts';

export function EditClientPage() {
  const id = useParams().id ?? '';
  const profile = useClientProfile(id, /^[0-9A-HJKMNP-TV-Z]{26}$/.test(id));
  if (!/^[0-9A-HJKMNP-TV-Z]{26}$/.test(id)) return <NotFoundScreen />;
  if (profile.isPending) return <ScreenLoader />;
  if (profile.isError) {
    if (profile.error instanceof ApiError && profile.error.status === 404) return <NotFoundScreen />;
    return <LoadError title="Could not load the client" error={profile.error} onRetry={() => void profile.refetch()} />;
  }
  // An inventory manager sees unlinked clients' contact data but may not change them.
  if (!profile.data.clinical_access) return <NotFoundScreen />;
  return (
    <Page title={`Edit ${profile.data.name} ${profile.data.last_name}`} width="wide">
      <EditClientForm key={profile.data.id} client={profile.data} />
    </Page>
  );
}
