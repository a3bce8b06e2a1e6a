// SPEC §8: a script chunk that fails to load (or has not loaded after 120 s) is reported as a
// chunk load error, with a way out that works: reloading the page.
import { Button, Group, Text } from '@mantine/core';
import { Page } from '#web/components/page.tsx';
import { reloadPage } from '#web/lib/reload-page.ts';

export function ChunkLoadErrorScreen() {
  return (
    <Page title="Chunk load error">
      <Text role="alert">
        Part of the app could not be loaded. This can happen on a slow or interrupted connection, or right after
        Carebook was updated. Reloading the page usually fixes it.
      </Text>
      <Group>
        <Button onClick={reloadPage}>Reload</Button>
      </Group>
    </Page>
  );
}
