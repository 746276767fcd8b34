import { Divider, Typography } from 'antd';
import { usualPreparationText } from '@bestellwerk/domain';

interface Estimate {
  branchId: number;
  medianMinutes: number;
  p80Minutes: number;
  samples: number;
}

/**
 * Zubereitung: what the kitchens learned from the orders (issue 36), per branch —
 * „übliche Zubereitung ca. N min“ (the median), with the time promised to customers (p80).
 */
export function PreparationTimes({
  estimates,
  branches,
}: {
  estimates: readonly Estimate[];
  branches: readonly { id: number; name: string }[];
}) {
  const name = (id: number) => branches.find((branch) => branch.id === id)?.name ?? `Filiale ${id}`;
  return (
    <>
      <Divider titlePlacement="start">Zubereitung</Divider>
      {estimates.length === 0 ? (
        <Typography.Paragraph type="secondary">
          Noch keine Erfahrungswerte: Sobald Bestellungen dieses Produkts bestätigt und fertig
          gemeldet wurden, steht hier die übliche Zubereitungszeit je Filiale.
        </Typography.Paragraph>
      ) : (
        <ul className="preparation-times" aria-label="Übliche Zubereitung je Filiale">
          {estimates.map((row) => (
            <li key={row.branchId}>
              <Typography.Text strong>{name(row.branchId)}:</Typography.Text>{' '}
              {usualPreparationText(row.medianMinutes)}{' '}
              <Typography.Text type="secondary">
                (zugesagt mit {row.p80Minutes} min, aus {row.samples} Bestellungen)
              </Typography.Text>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
