// The one msw server of the web tests. web-setup.ts starts it and installs the landing screens'
// default reads; tests add handlers with server.use().
import { setupServer } from 'msw/node';

export const server = setupServer();
