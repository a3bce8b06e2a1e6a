// Setup of the web test project: jest-dom matchers, the msw server (any request without a handler
// fails the test) and the browser APIs jsdom lacks but Mantine uses.
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { notifications } from '@mantine/notifications';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { server } from '#test/support/msw/server.ts';

function installBrowserPolyfills(): void {
  // Mantine reads media queries (color scheme, responsive props); jsdom has no matchMedia.
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => ({
      matches: false,
      media: query,
      onchange: null,
      addEventListener() {},
      removeEventListener() {},
      dispatchEvent: () => false,
      // The legacy pair, for libraries that still fall back to it.
      addListener() {},
      removeListener() {},
    }),
  });
  // Mantine's ScrollArea, Popover and friends observe element sizes.
  class ResizeObserverStub {
    observe(): void {}
    unobserve(): void {}
    disconnect(): void {}
  }
  Object.defineProperty(window, 'ResizeObserver', { configurable: true, writable: true, value: ResizeObserverStub });
  // Combobox and Select scroll options into view.
  Element.prototype.scrollIntoView = () => undefined;
}

installBrowserPolyfills();

// `findBy*`/`waitFor` poll until this bound (1 s by default). A loaded CI machine can take longer than
// that to render a screen; a generous bound only matters when a test would fail anyway.
configure({ asyncUtilTimeout: 10_000 });

beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  // The landing screens' reads answer empty unless a test says otherwise (staff land on /schedule and
  // clients on /clients after every sign-in). Imported here, after the test file's own module mocks
  // are in place: the handlers read the route table, which a test may mock.
  const { landingScreenHandlers } = await import('#test/support/msw/schedule-handlers.ts');
  server.resetHandlers(...landingScreenHandlers());
});
afterEach(() => {
  cleanup();
  // The toast store is module state and outlives the rendered tree.
  notifications.clean();
  // The app keeps the signed-in profile there; one test's session must not leak into the next.
  window.sessionStorage.clear();
  server.resetHandlers();
});
afterAll(() => {
  server.close();
});
