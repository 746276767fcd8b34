import { App as AntApp } from 'antd';
import { BranchScreen } from './features/branch-screen/components/BranchScreen';

/**
 * Remote 'orders', './BranchScreen': the read-only kitchen board of one branch, for a host
 * route that needs no login; the branch API key authenticates it.
 */
export default function BranchScreenApp(props: { branchId: number; apiKey: string }) {
  return (
    <AntApp>
      <BranchScreen {...props} />
    </AntApp>
  );
}
