import { createRoot } from 'react-dom/client';
import { placeOf } from './api';
import { Terminal } from './Terminal';
import './terminal.css';

createRoot(document.getElementById('terminal')!).render(
  <Terminal place={placeOf(window.location.pathname)} />,
);
