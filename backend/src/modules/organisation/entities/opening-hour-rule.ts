/** storefront.md §3: a rule of a branch's opening or delivery hours. */
export const OPENING_RULE_TYPES = [
  'once',
  'daily',
  'monday',
  'tuesday',
  'wednesday',
  'thursday',
  'friday',
  'saturday',
  'sunday',
] as const;
export type OpeningRuleType = (typeof OPENING_RULE_TYPES)[number];

export interface OpeningHourRule {
  type: OpeningRuleType;
  /** YYYY-MM-DD, only for type 'once'. */
  date?: string | null;
  isClosed: boolean;
  /** HH:mm; `to` before `from` means the shift runs past midnight. */
  from?: string | null;
  to?: string | null;
}
