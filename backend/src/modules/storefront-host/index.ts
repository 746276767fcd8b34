/** What other modules may use of the storefront host: the clock-in terminal's page. */
export { TERMINAL_NOT_BUILT, sendTerminalPage } from './storefront-host';
