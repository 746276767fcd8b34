import { Flex, Select, Typography } from 'antd';
import { ErrorList } from '@bestellwerk/admin-kit';
import { useEmployeeChoice } from '../../../shared/useEmployeeChoice';
import { BranchTerminals } from './BranchTerminals';
import { PersonalTokens } from './PersonalTokens';
import { PinCard } from './PinCard';

/**
 * Stempeln: how employees clock in — per person the PIN for the branch's tablet and the
 * personal addresses for their phones; per branch the tablet's address.
 */
export function TerminalPage() {
  const { users, userId, setUserId } = useEmployeeChoice();
  const name = users.options.find((option) => option.value === userId)?.label ?? '';

  return (
    // Flex, not Space: Space keys its items by position, so the employee's cards appearing
    // would mount the branch card again (and drop an address shown once).
    <Flex vertical gap="middle" style={{ width: '100%', maxWidth: 880 }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        Mitarbeiter
      </Typography.Title>
      <ErrorList errors={users.errors} onDismiss={users.dismiss} />
      <Select<number>
        style={{ minWidth: 220, maxWidth: 320 }}
        placeholder="Mitarbeiter wählen"
        showSearch
        optionFilterProp="label"
        loading={users.loading}
        value={userId}
        onChange={setUserId}
        options={users.options}
        aria-label="Mitarbeiter"
      />
      {userId !== undefined && (
        <>
          <PinCard key={`pin-${userId}`} userId={userId} name={name} />
          <PersonalTokens key={`tokens-${userId}`} userId={userId} name={name} />
        </>
      )}
      <Typography.Title level={4} style={{ margin: 0 }}>
        Filialen
      </Typography.Title>
      <BranchTerminals />
    </Flex>
  );
}
