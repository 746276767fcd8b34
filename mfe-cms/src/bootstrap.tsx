import { BackofficeFrame } from '@bestellwerk/admin-kit/frame';
import { createRoot } from 'react-dom/client';
import CmsApp from './App';

// Standalone development only: inside the back office the shell renders './App'.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <BackofficeFrame>
      <CmsApp />
    </BackofficeFrame>,
  );
}
