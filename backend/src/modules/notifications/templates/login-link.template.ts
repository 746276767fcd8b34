import { layout, paragraph, button } from './layout';

export interface LoginLinkMailInput {
  /** First name, or the username when there is none. */
  name: string;
  link: string;
  minutes: number;
}

/** The back-office login-link mail (subject and text as before, now with an HTML part). */
export function renderLoginLinkEmail(input: LoginLinkMailInput): {
  subject: string;
  text: string;
  html: string;
} {
  const subject = 'Ihr Anmeldelink für Bestellwerk';
  const text =
    `Hallo ${input.name},\n\n` +
    `mit diesem Link melden Sie sich im Back-Office an:\n${input.link}\n\n` +
    `Der Link ist ${input.minutes} Minuten gültig und kann nur einmal verwendet werden.\n` +
    `Falls Sie keinen Anmeldelink angefordert haben, können Sie diese E-Mail ignorieren.`;
  const html = layout(
    subject,
    paragraph(`Hallo ${input.name},`) +
      paragraph('mit diesem Link melden Sie sich im Back-Office an:') +
      button(input.link, 'Im Back-Office anmelden') +
      paragraph(input.link) +
      paragraph(
        `Der Link ist ${input.minutes} Minuten gültig und kann nur einmal verwendet werden.\n` +
          'Falls Sie keinen Anmeldelink angefordert haben, können Sie diese E-Mail ignorieren.',
      ),
    'Bestellwerk',
  );
  return { subject, text, html };
}
