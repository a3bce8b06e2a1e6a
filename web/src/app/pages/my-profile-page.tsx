// `/myprofile` (REFERENCE §5): the signed-in staff member's details, their own settings (vendor name,
// Pay Faster), their inventory (assigned, shared, requests) and a password change. It composes several
// features, so it lives in the app layer, which may import any feature. The details come from the
// session, which is GET /api/employees/myprofile itself, asked again on every start and window focus;
// a second call here would fetch the same answer. Plans come with their issue.
import { Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { Page } from '#web/components/page.tsx';
import { ChangePasswordForm } from '#web/components/change-password-form.tsx';
import { useChangePassword } from '#web/features/auth/api/change-password.ts';
import { useStaffProfile } from '#web/lib/session/session-context.ts';
import { MySettingsForm } from '#web/features/employees/components/my-settings-form.tsx';
import { MyInventoryTabs } from '#web/features/inventory/components/my-inventory-tabs.tsx';
import { MyInvoicesTabs } from '#web/features/invoices/components/my-invoices-tabs.tsx';
import { ProfileSummary } from '#web/features/employees/components/profile-summary.tsx';
import { notifySuccess } from '#web/lib/notify.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

export function MyProfilePage() {
  // The route's guard admits signed-in staff only, so the profile is there.
  const profile = useStaffProfile();
  const changePassword = useChangePassword('staff');
  if (!profile) {
    return (
      <Page title="My Profile">
        <Text>Sign in as a staff member to see your profile.</Text>
      </Page>
    );
  }
  return (
    <Page title="My Profile">
      <ProfileSummary profile={profile} />
      <Section title="Inventory">
        <MyInventoryTabs myId={profile.id} />
      </Section>
      <Section title="Invoices">
        <MyInvoicesTabs profile={profile} />
      </Section>
      <Section title="Settings">
        <MySettingsForm profile={profile} />
      </Section>
      <Section title="Change password">
        <ChangePasswordForm change={changePassword} onDone={() => notifySuccess('Your password was changed.')} />
      </Section>
    </Page>
  );
}
