import type { PublicOrder } from './types';

/** The status page's order with the fields its tests read (the rest reads as empty). */

export function publicOrder(overrides: Partial<PublicOrder> = {}): PublicOrder {
  return {
    uid: 'u-1',
    hash: 'h-1',
    ticketNumber: 42,
    status: 'pending',
    kind: 'takeaway',
    isQuotation: false,
    isPreorder: false,
    isConfirmed: false,
    isInDelivery: false,
    isCompleted: false,
    isRejected: false,
    isCanceled: false,
    isMissed: false,
    isPaid: false,
    isFailed: false,
    isRefunded: false,
    paymentMethod: 'cash',
    appointment: null,
    counterAppointment: null,
    rejectionMessage: null,
    tableIdentifier: null,
    hasQuestionnaire: false,
    branch: {
      id: 1,
      name: 'Graz Hauptplatz',
      street: 'Hauptplatz 1',
      zipCode: '8010',
      city: 'Graz',
      phone: '+43316123456',
      email: 'graz@example.at',
      identifier: 'graz-hauptplatz',
    },
    email: 'lena@example.at',
    items: [
      {
        index: 0,
        name: 'Wiener Frühstück',
        amount: 1,
        unitShort: 'Stk.',
        total: 10.3,
        parts: [{ name: 'Heißgetränk', values: ['Heiße Schokolade'] }],
      },
      { index: 1, name: 'Espresso', amount: 2, unitShort: 'Stk.', total: 5.2, parts: [] },
    ],
    totals: { totalGross: 15.5, isApproximate: false },
    ...overrides,
  } as PublicOrder;
}
