import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider, createBrowserRouter } from 'react-router';
import { BranchRoute } from './app/BranchRoute';
import { NotFound } from './app/NotFound';
import { OverviewRoute } from './app/OverviewRoute';
import { StatusRoute } from './app/StatusRoute';
import './styles.css';

const router = createBrowserRouter([
  { path: '/', element: <OverviewRoute /> },
  { path: '/store/:branchIdentifier', element: <BranchRoute /> },
  { path: '/status/:uid/:hash', element: <StatusRoute /> },
  { path: '*', element: <NotFound /> },
]);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
