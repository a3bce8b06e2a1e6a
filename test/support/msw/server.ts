// The one msw server of the web tests. web-setup.ts starts it; tests add handlers with server.use().
// The landing screens' reads answer empty unless a test says otherwise (resetHandlers keeps these).
import { setupServer } from 'msw/node';
import { landingScreenHandlers } from '#test/support/msw/schedule-handlers.ts';

export const server = setupServer(...landingScreenHandlers());
