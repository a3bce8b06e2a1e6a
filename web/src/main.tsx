// Browser entry: styles, the browser router over the app's routes, and the query client.
import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import '#web/app/global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router-dom';
import { App } from '#web/app/app.tsx';
import { startEarlyRequests } from '#web/app/early-requests.ts';
import { createAppRoutes } from '#web/app/router.tsx';
import { createQueryClient } from '#web/lib/query-client.ts';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const routes = createAppRoutes();
const queryClient = createQueryClient();
startEarlyRequests(routes, queryClient);
createRoot(container).render(
  <StrictMode>
    <App router={createBrowserRouter(routes)} queryClient={queryClient} />
  </StrictMode>,
);
