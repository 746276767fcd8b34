import type { Job } from '@bestellwerk/api-client';
import { jobTarget, printerTroubles } from './jobsView';

// The generated type of a JSON payload admits no fields; the tests' payloads are plain data.
const job = (over: Partial<Omit<Job, 'payload'>> & { payload?: object }): Job =>
  ({
    id: '1',
    queue: 'print',
    name: 'order-print',
    status: 'failed',
    attempts: 5,
    payload: { deviceId: 3 },
    lastError: 'Drucker 10.0.0.9:9100 nicht erreichbar (ECONNREFUSED).',
    createdAt: '2026-11-29T10:00:00.000Z',
    failedAt: '2026-11-29T10:01:00.000Z',
    ...over,
  }) as Job;

const names = new Map([[3, 'Küche']]);

describe('the jobs screen in words', () => {
  it('names the printer, the phone number or the address and subject', () => {
    expect(jobTarget(job({}), names)).toBe('Drucker „Küche“');
    expect(jobTarget(job({ payload: { deviceId: 9 } }), names)).toBe('Gerät 9');
    expect(jobTarget(job({ queue: 'sms', payload: { to: '+43664' } }), names)).toBe('+43664');
    expect(
      jobTarget(
        job({ queue: 'email', payload: { to: 'a@b.at', subject: 'Neue Bestellung' } }),
        names,
      ),
    ).toBe('a@b.at – Neue Bestellung');
  });

  it('counts the failed receipts per printer, the worst first, and leaves other jobs out', () => {
    const jobs = [
      job({ id: '1' }),
      job({ id: '2' }),
      job({ id: '3', payload: { deviceId: 4 } }),
      job({ id: '4', status: 'waiting' }),
      job({ id: '5', queue: 'sms', payload: { to: '+43' } }),
    ];
    expect(printerTroubles(jobs, names)).toEqual([
      { deviceId: 3, name: 'Küche', failed: 2, lastError: jobs[0].lastError },
      { deviceId: 4, name: 'Gerät 4', failed: 1, lastError: jobs[0].lastError },
    ]);
  });
});
