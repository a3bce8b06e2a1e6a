// Error boundary of the route tree. A route's lazy chunk failing, a thrown 404 and any other error
// each get their own screen; none of them depends on a lazy chunk, so they render when chunks fail.
import { Button, Group, Text } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { ChunkLoadErrorScreen } from '#web/components/chunk-load-error-screen.tsx';
import { NotFoundScreen } from '#web/components/not-found-screen.tsx';
import { Page } from '#web/components/page.tsx';
import { paths } from '#web/config/paths.ts';
import { isChunkLoadError } from '#web/lib/lazy-with-timeout.ts';
import { reloadPage } from '#web/lib/reload-page.ts';

function UnexpectedErrorScreen() {
  return (
    <Page title="Something went wrong">
      <Text role="alert">An unexpected error stopped this page from showing. Reload the page, or go back home.</Text>
      <Group>
        <Button onClick={reloadPage}>Reload</Button>
        <Button component={Link} to={paths.home} variant="default">
          Go to the home page
        </Button>
      </Group>
    </Page>
  );
}

export function RouteErrorBoundary() {
  const error = useRouteError();
  if (isChunkLoadError(error)) return <ChunkLoadErrorScreen />;
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <UnexpectedErrorScreen />;
}

/** For an error in the root layout itself: the same screens inside a bare main landmark. */
export function RootErrorBoundary() {
  return (
    <main id="main" style={{ padding: 'var(--mantine-spacing-md)' }}>
      <RouteErrorBoundary />
    </main>
  );
}
