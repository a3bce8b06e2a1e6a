// `/myprofile` (REFERENCE §5): the signed-in staff member's details. They come from the session,
// which is GET /api/employees/myprofile itself, asked again on every start and window focus; a
// second call here would fetch the same answer. The tabs (inventory, invoices, plans) come later.
import { Text } from '@mantine/core';
import { Page } from '#web/components/page.tsx';
import { useStaffProfile } from '#web/features/auth/session-context.ts';
import { ProfileSummary } from '#web/features/employees/components/profile-summary.tsx';

export function MyProfilePage() {
  // The route's guard admits signed-in staff only, so the profile is there.
  const profile = useStaffProfile();
  return (
    <Page title="My Profile">
      {profile ? <ProfileSummary profile={profile} /> : <Text>Sign in as a staff member to see your profile.</Text>}
    </Page>
  );
}
