/** storefront.md §3: the rule of opening and delivery hours, defined once in libs/domain. */
export { OPENING_RULE_TYPES } from '@bestellwerk/domain';
export type { OpeningHourRule, OpeningRuleType } from '@bestellwerk/domain';
