import type { ContractPayload, EmploymentContract } from '@bestellwerk/api-client';
import { contractOn } from '@bestellwerk/domain';

export type HolidayCountry = EmploymentContract['holidayCountry'];

/**
 * The federal states a contract's public holidays follow, as libs/domain `federalStates`
 * names them. A copy: `federalStates` reads date-holidays, which carries every country's
 * calendar and is too heavy for this remote's bundle; contracts.spec.ts keeps the two equal.
 */
export const FEDERAL_STATES: Readonly<Record<HolidayCountry, Readonly<Record<string, string>>>> = {
  AT: {
    '1': 'Burgenland',
    '2': 'Kärnten',
    '3': 'Niederösterreich',
    '4': 'Oberösterreich',
    '5': 'Land Salzburg',
    '6': 'Steiermark',
    '7': 'Tirol',
    '8': 'Vorarlberg',
    '9': 'Wien',
  },
  DE: {
    BB: 'Brandenburg',
    BE: 'Berlin',
    BW: 'Baden-Württemberg',
    BY: 'Bayern',
    HB: 'Hansestadt Bremen',
    HE: 'Hessen',
    HH: 'Hansestadt Hamburg',
    MV: 'Mecklenburg-Vorpommern',
    NI: 'Niedersachsen',
    NW: 'Nordrhein-Westfalen',
    RP: 'Rheinland-Pfalz',
    SH: 'Schleswig-Holstein',
    SL: 'Saarland',
    SN: 'Sachsen',
    ST: 'Sachsen-Anhalt',
    TH: 'Thüringen',
  },
};

export const COUNTRY_LABELS: Readonly<Record<HolidayCountry, string>> = {
  AT: 'Österreich',
  DE: 'Deutschland',
};

/** ISO weekdays 1–7 with their short German names. */
export const WEEKDAYS = ['Mo', 'Di', 'Mi', 'Do', 'Fr', 'Sa', 'So'].map((label, index) => ({
  value: index + 1,
  label,
}));

/** The name of a contract's federal state; '' (none) means the country's holidays only. */
export function stateLabel(country: HolidayCountry, state: string): string {
  if (!state) return 'bundesweit';
  return FEDERAL_STATES[country]?.[state] ?? state;
}

/** „Mo, Di, Mi, Do, Fr“ for the list. */
export const workingDaysLabel = (days: number[]) =>
  [...days]
    .sort((a, b) => a - b)
    .map((day) => WEEKDAYS[day - 1]?.label ?? String(day))
    .join(', ');

/** Weekly minutes as hours for the list: 2310 → „38,5 h“. */
export const weeklyHoursLabel = (minutes: number) =>
  `${(Math.round((minutes / 60) * 100) / 100).toLocaleString('de-AT')} h`;

/** What the drawer edits: hours instead of weekly minutes, hours for the overtime carried. */
export interface ContractValues {
  validFrom?: string;
  weeklyHours?: number | null;
  workingDays?: number[];
  holidayDaysPerYear?: number | null;
  openingHolidayDays?: number | null;
  openingOvertimeHours?: number | null;
  holidayCountry?: HolidayCountry;
  holidayState?: string | null;
}

/** A new contract: five days a week, 25 vacation days, Austria. */
export const CONTRACT_DEFAULTS: ContractValues = {
  workingDays: [1, 2, 3, 4, 5],
  holidayDaysPerYear: 25,
  openingHolidayDays: 0,
  openingOvertimeHours: 0,
  holidayCountry: 'AT',
  holidayState: '',
};

const hours = (minutes: number) => Math.round((minutes / 60) * 100) / 100;
const minutes = (hoursValue: number) => Math.round(hoursValue * 60);

/** A contract as the drawer's form values. */
export function contractValues(contract: EmploymentContract): ContractValues {
  return {
    validFrom: contract.validFrom,
    weeklyHours: hours(contract.weeklyMinutes),
    workingDays: [...contract.workingDays],
    holidayDaysPerYear: contract.holidayDaysPerYear,
    openingHolidayDays: contract.openingHolidayDays,
    openingOvertimeHours: hours(contract.openingOvertimeMinutes),
    holidayCountry: contract.holidayCountry,
    holidayState: contract.holidayState,
  };
}

/**
 * The form's values → the request body. Hours become minutes; an empty number is left out
 * on update and sent as nothing on create (the server's defaults and German messages
 * apply, e.g. „Wochenstunden“ missing); a state that does not belong to the chosen
 * country is dropped. A new contract belongs to the chosen employee.
 */
export function contractPayload(
  values: ContractValues,
  mode: 'create' | 'update',
  userId: number,
): Partial<ContractPayload> {
  const payload: Partial<ContractPayload> = {};
  if (mode === 'create') payload.user = { id: userId };
  if (values.validFrom !== undefined) payload.validFrom = values.validFrom;
  if (typeof values.weeklyHours === 'number') payload.weeklyMinutes = minutes(values.weeklyHours);
  if (values.workingDays)
    payload.workingDays = [...new Set(values.workingDays)].sort((a, b) => a - b);
  if (typeof values.holidayDaysPerYear === 'number')
    payload.holidayDaysPerYear = values.holidayDaysPerYear;
  if (typeof values.openingHolidayDays === 'number')
    payload.openingHolidayDays = values.openingHolidayDays;
  if (typeof values.openingOvertimeHours === 'number')
    payload.openingOvertimeMinutes = minutes(values.openingOvertimeHours);
  if (values.holidayCountry) {
    payload.holidayCountry = values.holidayCountry;
    const state = values.holidayState ?? '';
    payload.holidayState = state in FEDERAL_STATES[values.holidayCountry] ? state : '';
  }
  return payload;
}

/**
 * The contract valid on `day`: the latest one that has begun (libs/domain contractOn, the
 * rule the balances use). Null before the first contract.
 */
export function currentContractId(contracts: EmploymentContract[], day: string): number | null {
  const current = contractOn(contracts, day);
  return contracts.find((contract) => contract === current)?.id ?? null;
}
