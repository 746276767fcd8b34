import { Button, Result } from 'antd';
import { navigate } from '@bestellwerk/mf/router';
import { remoteLabel } from '../state/remotes';

/**
 * A route whose remote this installation does not provide (e.g. the toolbar's #/sites
 * without the content module): says so in German instead of a 404.
 */
export function ModuleNotice({ remote, label }: { remote: string; label: string }) {
  const module = remoteLabel(remote);
  const title =
    label === module
      ? `Das Modul „${module}“ ist hier noch nicht bereitgestellt.`
      : `Der Bereich „${label}“ gehört zum Modul „${module}“, das hier noch nicht bereitgestellt ist.`;
  return (
    <Result
      status="info"
      title={title}
      subTitle="Sobald das Modul bereitsteht, erscheint es im Menü."
      extra={
        <Button type="primary" onClick={() => navigate('/dashboard')}>
          Zur Übersicht
        </Button>
      }
    />
  );
}
