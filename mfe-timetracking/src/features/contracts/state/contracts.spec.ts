import type { EmploymentContract } from '@bestellwerk/api-client';
// The full calendar library, in the test only: the remote carries the copy it checks.
import { federalStates } from '@bestellwerk/domain/src/public-holidays';
import {
  CONTRACT_DEFAULTS,
  FEDERAL_STATES,
  contractPayload,
  contractValues,
  currentContractId,
  stateLabel,
  weeklyHoursLabel,
  workingDaysLabel,
} from './contracts';

const user = { id: 7, username: 'mara', firstName: 'Mara', lastName: 'Huber' };
const contract = (over: Partial<EmploymentContract>): EmploymentContract => ({
  id: 1,
  user,
  validFrom: '2026-01-01',
  weeklyMinutes: 2400,
  workingDays: [1, 2, 3, 4, 5],
  holidayDaysPerYear: 25,
  openingHolidayDays: 0,
  openingOvertimeMinutes: 0,
  holidayCountry: 'AT',
  holidayState: '9',
  ...over,
});

describe('the federal states of a contract', () => {
  it('are the ones libs/domain federalStates names, for Austria and Germany', () => {
    expect(FEDERAL_STATES.AT).toEqual(federalStates('AT'));
    expect(FEDERAL_STATES.DE).toEqual(federalStates('DE'));
  });

  it('are shown by name, and no state as „bundesweit“', () => {
    expect(stateLabel('AT', '9')).toBe('Wien');
    expect(stateLabel('DE', 'BY')).toBe('Bayern');
    expect(stateLabel('DE', '')).toBe('bundesweit');
  });
});

describe('the list of contracts', () => {
  it('shows weekly minutes as hours and the working days by their short names', () => {
    expect(weeklyHoursLabel(2310)).toBe('38,5 h');
    expect(weeklyHoursLabel(2400)).toBe('40 h');
    expect(workingDaysLabel([5, 1, 3])).toBe('Mo, Mi, Fr');
  });

  it('marks as current the latest contract that has begun', () => {
    const contracts = [
      contract({ id: 3, validFrom: '2026-07-01' }),
      contract({ id: 2, validFrom: '2026-03-01' }),
      contract({ id: 1, validFrom: '2025-01-01' }),
    ];
    expect(currentContractId(contracts, '2026-05-10')).toBe(2);
    expect(currentContractId(contracts, '2026-07-01')).toBe(3);
    expect(currentContractId(contracts, '2025-06-30')).toBe(1);
  });

  it('marks none before the first contract begins', () => {
    expect(currentContractId([contract({ validFrom: '2027-01-01' })], '2026-12-31')).toBeNull();
    expect(currentContractId([], '2026-12-31')).toBeNull();
  });
});

describe('the contract form', () => {
  it('sends a new contract for the chosen employee, hours as minutes, days sorted once', () => {
    expect(
      contractPayload(
        {
          ...CONTRACT_DEFAULTS,
          validFrom: '2026-03-01',
          weeklyHours: 38.5,
          workingDays: [5, 1, 2, 1],
          openingOvertimeHours: -3.5,
          openingHolidayDays: 2.5,
          holidayCountry: 'DE',
          holidayState: 'BY',
        },
        'create',
        7,
      ),
    ).toEqual({
      user: { id: 7 },
      validFrom: '2026-03-01',
      weeklyMinutes: 2310,
      workingDays: [1, 2, 5],
      holidayDaysPerYear: 25,
      openingHolidayDays: 2.5,
      openingOvertimeMinutes: -210,
      holidayCountry: 'DE',
      holidayState: 'BY',
    });
  });

  it('leaves empty numbers to the server, which names what is missing', () => {
    const payload = contractPayload(
      { validFrom: '2026-03-01', weeklyHours: null, workingDays: [1] },
      'create',
      7,
    );
    expect(payload).not.toHaveProperty('weeklyMinutes');
    expect(payload).not.toHaveProperty('holidayDaysPerYear');
  });

  it('drops a federal state of the other country when the country changes', () => {
    expect(contractPayload({ holidayCountry: 'DE', holidayState: '9' }, 'update', 7)).toEqual({
      holidayCountry: 'DE',
      holidayState: '',
    });
  });

  it('does not move a contract to another employee on update', () => {
    expect(contractPayload({ weeklyHours: 20 }, 'update', 7)).toEqual({ weeklyMinutes: 1200 });
  });

  it('reads a contract back as the same values it was saved from', () => {
    const saved = contract({ weeklyMinutes: 2310, openingOvertimeMinutes: -210 });
    const values = contractValues(saved);
    expect(values.weeklyHours).toBe(38.5);
    expect(values.openingOvertimeHours).toBe(-3.5);
    const { user: _user, ...payload } = contractPayload(values, 'create', 7);
    const { id: _id, user: _owner, ...terms } = saved;
    expect(payload).toEqual(terms);
  });
});
