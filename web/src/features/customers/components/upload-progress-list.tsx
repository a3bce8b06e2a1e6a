// One progress bar per file being uploaded, each named by its file so screen readers tell them apart.
import { Group, Progress, Stack, Text } from '@mantine/core';
import type { UploadProgress } from '#web/features/customers/api/upload-client-files.ts';

const stateText = (u: UploadProgress) =>
  u.state === 'failed' ? u.error ?? 'Failed' : u.state === 'done' ? 'Uploaded' : u.state === 'waiting' ? 'Waiting' : `${u.percent}%`;

export function UploadProgressList({ uploads }: { uploads: readonly UploadProgress[] }) {
  if (uploads.length === 0) return null;
  return (
    <Stack gap="xs" aria-label="Uploads" role="group">
      {uploads.map((u) => (
        <div key={`${u.file.name}-${u.file.lastModified}-${u.file.size}`}>
          <Group justify="space-between" gap="xs" wrap="nowrap">
            <Text size="sm" truncate>{u.file.name}</Text>
            <Text size="sm" c={u.state === 'failed' ? 'red.8' : 'dimmed'} aria-live="polite">{stateText(u)}</Text>
          </Group>
          <Progress value={u.percent} color={u.state === 'failed' ? 'red' : u.state === 'done' ? 'teal' : 'blue'} aria-label={`Upload of ${u.file.name}`} size="sm" />
        </div>
      ))}
    </Stack>
  );
}
