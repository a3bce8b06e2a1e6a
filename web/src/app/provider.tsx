// App-wide providers, shared by main.tsx and the tests' renderApp so both run the same stack.
// There is no modals provider: dialogs are components of the screens that open them (decision 021),
// so their content renders inside the router and may use links and navigation.
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { lazy, Suspense, type ReactNode } from 'react';
import { cssVariablesResolver, theme } from '#web/app/theme.ts';
import { useAfterIdle } from '#web/lib/use-after-idle.ts';

/** SPEC §9: toasts close after 5000 ms and show top-centre. */
export const toastAutoCloseMs = 5000;

// The toast container (with its transitions) is a chunk of its own, fetched once the page is first
// idle (decision 010): no screen has a toast to show before then, and one shown earlier waits in the
// notifications store until the container mounts.
const ToastContainer = lazy(() => import('#web/app/toast-container.tsx').then((m) => ({ default: m.ToastContainer })));

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  const idle = useAfterIdle();
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      {idle && (
        <Suspense fallback={null}>
          <ToastContainer position="top-center" autoClose={toastAutoCloseMs} />
        </Suspense>
      )}
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
