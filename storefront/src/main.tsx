import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { App } from './app/App';
import './styles.css';

const root = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);
if (window.__BESTELLWERK__ && root.firstChild) {
  // A page the server rendered is hydrated: its markup stays, the app takes it over. The
  // browser first paints that markup (the script runs right after parsing, before the first
  // frame), then hydration runs as a transition, in slices that leave the phone's main
  // thread free for taps and scrolling instead of one long task.
  const hydrate = () => startTransition(() => void hydrateRoot(root, app));
  requestAnimationFrame(() => setTimeout(hydrate, 0));
} else createRoot(root).render(app);
