// SPEC §2: any path no screen claims shows this.
import { Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router-dom';
import { Page } from '#web/components/page.tsx';
import { paths } from '#web/config/paths.ts';

export function NotFoundScreen() {
  return (
    <Page title="Page not found">
      <Text>
        There is no page at this address. The link may be out of date, or the address may have been mistyped.
      </Text>
      <Group>
        <Button component={Link} to={paths.home}>
          Go to the home page
        </Button>
      </Group>
    </Page>
  );
}
