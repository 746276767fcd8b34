/** The board's heading, set at build time (MFE_ORDERS_TITLE, default 'Bestellungen'). */
declare const __ORDERS_TITLE__: string;
