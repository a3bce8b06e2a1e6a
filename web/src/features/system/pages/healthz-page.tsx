// /healthz (SPEC §2, REFERENCE §5): the service's live status. The status line is a live region so
// a screen reader hears the result of each check; failures to reach the service show inline.
import { Alert, Button, Group, Loader, Paper, Stack, Text, ThemeIcon } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconCloudOff, IconRefresh } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Page } from '#web/components/page.tsx';
import { HealthDetails } from '#web/features/system/components/health-details.tsx';
import { useHealth, type Health } from '#web/features/system/api/get-health.ts';

function StatusLine({ icon, color, label }: { icon: ReactNode; color: string; label: string }) {
  return (
    <Group gap="sm">
      <ThemeIcon color={color} variant="light" size="lg" radius="xl" aria-hidden>
        {icon}
      </ThemeIcon>
      <Text size="xl" fw={700}>
        {label}
      </Text>
    </Group>
  );
}

function statusOf(health: Health) {
  return health.status === 'ok'
    ? { label: 'Healthy', color: 'teal', icon: <IconCircleCheck size={22} />, text: 'All parts of the service are working.' }
    : {
        label: 'Degraded',
        color: 'orange',
        icon: <IconAlertTriangle size={22} />,
        text: 'The service is running, but not every part of it is working. Staff and clients may see errors.',
      };
}

export function HealthzPage() {
  const health = useHealth();
  const status = health.isSuccess ? statusOf(health.data) : undefined;
  const refresh = () => void health.refetch();
  const refreshIcon = health.isFetching ? <Loader size={16} color="white" aria-hidden /> : <IconRefresh size={18} aria-hidden />;

  return (
    <Page title="Service health">
      <Text c="dimmed">The live status of the Carebook service, checked each time this page opens.</Text>
      <Paper withBorder p="lg" radius="md">
        <Stack gap="md">
          <div role="status">
            {health.isPending && (
              <Group gap="sm">
                <Loader size="sm" aria-hidden />
                <Text>Checking service health…</Text>
              </Group>
            )}
            {health.isError && <StatusLine icon={<IconCloudOff size={22} />} color="red" label="Status unknown" />}
            {status && <StatusLine icon={status.icon} color={status.color} label={status.label} />}
          </div>
          {status && <Text>{status.text}</Text>}
          {health.isError && (
            <Alert color="red" title="Could not check service health">
              {health.error.message}
            </Alert>
          )}
          {health.isSuccess && <HealthDetails health={health.data} checkedAt={health.dataUpdatedAt} />}
          {!health.isPending && (
            <Group>
              {/* Not `loading`: Mantine disables a loading button, and a disabled button drops keyboard focus. */}
              <Button leftSection={refreshIcon} onClick={refresh} aria-busy={health.isFetching}>
                {health.isError ? 'Try again' : 'Refresh'}
              </Button>
            </Group>
          )}
        </Stack>
      </Paper>
    </Page>
  );
}
