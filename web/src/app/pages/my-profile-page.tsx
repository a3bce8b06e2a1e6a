// `/myprofile` (REFERENCE §5): the signed-in staff member's details, their own settings (vendor name,
// Pay Faster), their inventory (assigned, shared, requests) and a password change, then their
// Subscription Plans and Bank details. It composes several features, so it lives in the app layer,
// which may import any feature. The details come from the session, which is GET
// /api/employees/myprofile itself, asked again on every start and window focus; a second call here
// would fetch the same answer. The open tab is in the address (`?tab=subscription`, `?tab=bank`):
// Stripe's hosted pages send the user back to it.
import { Paper, Stack, Tabs, Text, Title } from '@mantine/core';
import { lazy, Suspense, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { EmployeeProfile } from '#functions/contract/employees.ts';
import { Page } from '#web/components/page.tsx';
import { ChangePasswordForm } from '#web/components/change-password-form.tsx';
import { useChangePassword } from '#web/features/auth/api/change-password.ts';
import { useStaffProfile } from '#web/lib/session/session-context.ts';
import { MySettingsForm } from '#web/features/employees/components/my-settings-form.tsx';
import { MyInventoryTabs } from '#web/features/inventory/components/my-inventory-tabs.tsx';
import { MyInvoicesTabs } from '#web/features/invoices/components/my-invoices-tabs.tsx';
import { ProfileSummary } from '#web/features/employees/components/profile-summary.tsx';
import { ScreenLoader } from '#web/components/screen-loader.tsx';
import { myProfileTabs, type MyProfileTab } from '#web/config/paths.ts';
import { notifySuccess } from '#web/lib/notify.ts';
import { lazyWithTimeout } from '#web/lib/lazy-with-timeout.ts';

// Chunks of their own: the profile tab, where most visits stay, does not wait for Stripe's screens.
const BankDetails = lazy(lazyWithTimeout(() => import('#web/features/payouts/components/bank-details.tsx').then((m) => ({ default: m.BankDetails }))));
const SubscriptionPlans = lazy(lazyWithTimeout(() => import('#web/features/subscriptions/components/subscription-plans.tsx').then((m) => ({ default: m.SubscriptionPlans }))));

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'sm', sm: 'lg' }} radius="md" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h3">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

function ProfileTab({ profile }: { profile: EmployeeProfile }) {
  const changePassword = useChangePassword('staff');
  return (
    <Stack gap="lg">
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
    </Stack>
  );
}

const isTab = (value: string | null): value is MyProfileTab => myProfileTabs.some((tab) => tab === value);

export function MyProfilePage() {
  // The route's guard admits signed-in staff only, so the profile is there.
  const profile = useStaffProfile();
  const [search, setSearch] = useSearchParams();
  const asked = search.get('tab');
  const tab: MyProfileTab = isTab(asked) ? asked : 'profile';
  if (!profile) {
    return (
      <Page title="My Profile">
        <Text>Sign in as a staff member to see your profile.</Text>
      </Page>
    );
  }
  // Replace: switching tabs is not a step back in history.
  const choose = (next: string | null) => setSearch(next === null || next === 'profile' ? {} : { tab: next }, { replace: true });
  return (
    <Page title="My Profile">
      <Tabs value={tab} onChange={choose} keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="profile">Profile</Tabs.Tab>
          <Tabs.Tab value="subscription">Subscription Plans</Tabs.Tab>
          <Tabs.Tab value="bank">Bank details</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="profile" pt="lg">
          <ProfileTab profile={profile} />
        </Tabs.Panel>
        <Tabs.Panel value="subscription" pt="lg">
          <Section title="Subscription Plans">
            <Suspense fallback={<ScreenLoader />}><SubscriptionPlans profile={profile} /></Suspense>
          </Section>
        </Tabs.Panel>
        <Tabs.Panel value="bank" pt="lg">
          <Section title="Bank details">
            <Suspense fallback={<ScreenLoader />}><BankDetails profile={profile} /></Suspense>
          </Section>
        </Tabs.Panel>
      </Tabs>
    </Page>
  );
}
