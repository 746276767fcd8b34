import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { NotFound } from './app/NotFound';
import { OverviewRoute } from './app/OverviewRoute';
import './styles.css';

const router = createBrowserRouter([
  { path: '/', element: <OverviewRoute /> },
  { path: '*', element: <NotFound /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
