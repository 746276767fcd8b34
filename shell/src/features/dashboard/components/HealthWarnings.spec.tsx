import { act, render, screen } from '@testing-library/react';
import { api } from '@bestellwerk/api-client';
import { HealthWarnings } from './HealthWarnings';

jest.mock('@bestellwerk/api-client', () => {
  const actual = jest.requireActual('@bestellwerk/api-client');
  return { ...actual, api: { health: jest.fn() } };
});

const health = api.health as unknown as jest.Mock;

const QUEUE_WARNING =
  'In der Warteschlange „statistics“ (Statistik) warten 3 Aufträge, aber kein Worker ' +
  'verarbeitet diese Warteschlange: Die Aufträge bleiben liegen. Starten Sie einen Worker ' +
  'mit WORKER_QUEUES=statistics oder mit einer Gruppe, die „statistics“ enthält (siehe infra/Procfile).';

describe('the operating warnings on the dashboard', () => {
  it('shows each warning of the health report with the server’s German text', async () => {
    health.mockResolvedValue({
      status: 'ok',
      warnings: [{ code: 'queue-without-worker', queue: 'statistics', message: QUEUE_WARNING }],
    });
    render(<HealthWarnings />);
    expect(await screen.findByText(QUEUE_WARNING)).toBeTruthy();
    expect(screen.getByText('Betriebswarnung')).toBeTruthy();
  });

  it('shows nothing when the report has no warning', async () => {
    health.mockResolvedValue({ status: 'ok', warnings: [] });
    let container!: HTMLElement;
    // act() waits for the answer and its render.
    await act(async () => {
      ({ container } = render(<HealthWarnings />));
    });
    expect(health).toHaveBeenCalled();
    expect(container.innerHTML).toBe('');
  });
});
