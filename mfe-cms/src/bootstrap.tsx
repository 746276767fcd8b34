import { App as AntApp, ConfigProvider } from 'antd';
import deDE from 'antd/locale/de_DE';
import { createRoot } from 'react-dom/client';
import CmsApp from './App';

// Standalone development only: inside the back office the shell renders './App'.
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ConfigProvider locale={deDE} theme={{ token: { colorPrimary: '#058243' } }}>
      <AntApp>
        <CmsApp />
      </AntApp>
    </ConfigProvider>,
  );
}
