import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
// A page the server rendered is hydrated: its markup stays, the app takes it over.
if (window.__BESTELLWERK__ && root.firstChild) hydrateRoot(root, app);
else createRoot(root).render(app);
