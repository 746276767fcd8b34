import { fieldLabel } from '@bestellwerk/domain';

/** The labels are shared with the storefront's checkout. */
export { ORDER_KIND_LABELS, PAYMENT_METHOD_LABELS } from '@bestellwerk/domain';

/** '„Vorname“ ist erforderlich.', the field named as everywhere else (libs/domain). */
export const requiredMessage = (field: string) => `„${fieldLabel(field)}“ ist erforderlich.`;

export const ORDER_MESSAGES = {
  notFound: 'Die Bestellung wurde nicht gefunden.',
  branchNotFound: 'Die Filiale wurde nicht gefunden.',
  emptyCart: 'Keine Produkte im Warenkorb!',
  totalTooLarge:
    'Der Gesamtbetrag der Bestellung ist zu hoch. Bitte verringern Sie die Mengen oder teilen Sie die Bestellung auf.',
  tooManyItems:
    'Die Bestellung ist zu umfangreich. Bitte teilen Sie sie auf mehrere Bestellungen auf.',
  kindNotOffered: 'Diese Bestellart wird in dieser Filiale leider nicht angeboten.',
  areaRequired: 'Bitte wählen Sie ein Liefergebiet aus.',
  areaForeign: 'Das gewählte Liefergebiet gehört nicht zu dieser Filiale.',
  tableRequired: 'Bitte wählen Sie einen Tisch aus.',
  tableForeign: 'Der gewählte Tisch gehört nicht zu dieser Filiale.',
  donateeUnavailable: 'Die gewählte Organisation ist nicht verfügbar.',
  legalInstructions: 'Bitte akzeptieren Sie die Allgemeinen Geschäftsbedingungen.',
  privacyPolicy: 'Bitte akzeptieren Sie die Datenschutzerklärung.',
  invalidAppointment: 'Bitte wählen Sie einen gültigen Termin aus.',
  appointmentPast: 'Der gewählte Termin liegt in der Vergangenheit.',
  appointmentTooFar: 'Der gewählte Termin liegt zu weit in der Zukunft.',
  leadTimeNeedsAppointment: 'Für Produkte mit Vorlaufzeit wählen Sie bitte einen Termin aus.',
  slotFull:
    'Zum gewählten Zeitpunkt können wir leider keine weiteren Bestellungen annehmen. Bitte wählen Sie einen anderen Termin.',
  idempotencyMismatch: 'Dieser Idempotency-Key wurde bereits für eine andere Bestellung verwendet.',
  idempotencyInvalid: 'Der Idempotency-Key darf höchstens 255 Zeichen lang sein.',
  paymentUnavailable: (label: string) =>
    `Die Zahlungsart „${label}“ ist in dieser Filiale nicht verfügbar.`,
  onlinePaymentUnavailable: (label: string) =>
    `Die Zahlungsart „${label}“ ist derzeit leider nicht verfügbar.`,
  productMissing: (id: number) => `Das Produkt mit der ID ${id} existiert nicht.`,
  productNotInMenu: (name: string) => `„${name}“ ist in dieser Filiale nicht erhältlich.`,
  productNotOrderable: (name: string) => `„${name}“ kann derzeit leider nicht bestellt werden.`,
  unitInvalid: (unit: string, name: string) =>
    `Die Einheit „${unit}“ ist für „${name}“ nicht verfügbar.`,
  amountInvalid: (name: string, detail: string) =>
    `Die Menge für „${name}“ ist ungültig (${detail}).`,
  uploadMissing: (part: string) =>
    `Die Datei für „${part}“ wurde nicht gefunden. Bitte laden Sie sie erneut hoch.`,
  partsInvalid: (name: string) => `Die Auswahl für „${name}“ ist unvollständig oder ungültig.`,
  leadTooEarly: (when: string) =>
    `Der gewählte Termin ist leider zu früh. Der frühestmögliche Termin ist ${when}.`,
  kitchenTooEarly: (when: string) =>
    `Zu diesem Zeitpunkt können wir Ihre Bestellung leider nicht fertigstellen. Der frühestmögliche Zeitpunkt ist heute um ${when}.`,
  wrongHash: 'Die Bestellung wurde nicht gefunden.',
  tooManyOrders: (minutes: number) =>
    `Zu viele Bestellungen in kurzer Zeit. Bitte versuchen Sie es in ${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'} erneut.`,
  quotationOnlinePayment:
    'Eine Angebotsanfrage kann nicht online bezahlt werden. Bitte wählen Sie eine Zahlung vor Ort.',
  paymentStartFailed:
    'Die Zahlung konnte nicht gestartet werden. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
} as const;
