import { Typography } from 'antd';
import { roleAbilities } from '@bestellwerk/domain';
import { ROLE_LABELS } from '../state/userForm';

/**
 * What each role may do, beside the role choice: worded from libs/domain PERMISSIONS, the
 * table the API refuses by, so the text and the 403 never disagree.
 */
export function RolesExplained() {
  const employee = roleAbilities('ROLE_EMPLOYEE');
  const admin = roleAbilities('ROLE_ADMIN');
  const extra = admin.may.filter((label) => !employee.may.includes(label));
  return (
    <div data-testid="roles-explained" style={{ marginTop: 4 }}>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 4 }}>
        <strong>{ROLE_LABELS.ROLE_EMPLOYEE}</strong> darf {employee.may.join(', ')}.
        <br />
        Nicht erlaubt: {employee.mayNot.join(', ')}.
      </Typography.Paragraph>
      <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
        <strong>{ROLE_LABELS.ROLE_ADMIN}</strong> darf zusätzlich {extra.join(', ')}.
      </Typography.Paragraph>
    </div>
  );
}
