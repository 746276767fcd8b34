/** The product version shown in the back-office toolbar (backoffice-api.md §9). */
export const APP_VERSION = '1.7.2-dev';
