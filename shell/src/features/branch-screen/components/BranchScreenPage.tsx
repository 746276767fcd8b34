import { Flex, Spin } from 'antd';
import { useEffect, useState } from 'react';
import { api, type RemoteList } from '@bestellwerk/api-client';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { RemoteArea } from '../../remotes/components/RemoteArea';
import { REMOTE_LIST_ERROR } from '../../remotes/components/RemoteListError';
import { REMOTE_TIMEOUT_MS, registerRemoteList, withTimeout } from '../../remotes/state/remotes';

/**
 * A branch's kitchen screen (/backend#/screen/{branchId}/{apiKey}): no login and no layout;
 * the orders remote's './BranchScreen' shows the current orders, authenticated by the branch
 * API key. The remote list is public, so a screen follows a redeployed remote like the shell.
 */
export function BranchScreenPage({ branchId, apiKey }: { branchId: number; apiKey: string }) {
  const list = useEntityState<RemoteList>({
    load: () =>
      withTimeout(api.backoffice.remotes(), REMOTE_TIMEOUT_MS, 'Zeitüberschreitung der Modulliste'),
    loadError: REMOTE_LIST_ERROR,
  });
  const [remotes, setRemotes] = useState<RemoteList | null>(null);

  useEffect(() => {
    if (!list.data) return;
    registerRemoteList(list.data);
    setRemotes(list.data);
  }, [list.data]);

  if (list.errors.length > 0)
    return (
      <div style={{ padding: 24 }}>
        <ErrorList errors={list.errors} />
      </div>
    );
  if (!remotes)
    return (
      <Flex align="center" justify="center" style={{ minHeight: '100vh' }}>
        <Spin size="large" />
      </Flex>
    );
  return (
    <RemoteArea
      name="orders"
      module="BranchScreen"
      remotes={remotes}
      props={{ branchId, apiKey }}
    />
  );
}
