// App-wide providers, shared by main.tsx and the tests' renderApp so both run the same stack.
// ModalsProvider is not here but in the root layout: modal content then renders inside the router
// and may use links and navigation.
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cssVariablesResolver, theme } from '#web/app/theme.ts';

/** SPEC §9: toasts close after 5000 ms and show top-centre. */
export const toastAutoCloseMs = 5000;

interface AppProvidersProps {
  queryClient: QueryClient;
  children: ReactNode;
}

export function AppProviders({ queryClient, children }: AppProvidersProps) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} defaultColorScheme="light">
      <Notifications position="top-center" autoClose={toastAutoCloseMs} />
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}
