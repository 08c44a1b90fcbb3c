import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { Provider as UrqlProvider } from 'urql';
import { client } from './graphql/client.js';
import { routes } from './routes.js';
import { Layout } from './ui/layout.js';
import { RouteError } from './ui/route-error.js';
import { Loading } from './ui/loading.js';
import './styles/tokens.css';
import './styles/base.css';
import './styles/print.css';

const router = createBrowserRouter([{ Component: Layout, ErrorBoundary: RouteError, HydrateFallback: Loading, children: routes }]);
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root');

createRoot(root).render(
  <StrictMode>
    <UrqlProvider value={client}>
      <RouterProvider router={router} />
    </UrqlProvider>
  </StrictMode>,
);
