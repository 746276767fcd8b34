import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { answer, recordingFetch } from '@bestellwerk/api-client/testing';
import { flush, resetAnalytics } from '../../../shared/analytics';
import { CONSENT_COOKIE } from '../../../shared/consent';
import { FORM_SENT_LABEL, FormBlock } from './FormBlock';

jest.mock('../../../shared/api', () => ({ loadShop: () => Promise.reject(new Error('offline')) }));

const content = {
  name: 'Kontakt',
  fields: [{ type: 'text', value: { fieldId: 'name', label: 'Name', isRequired: true } }],
} as never;

/** The form answered as `ok` says, the analytics log always taken; every call recorded. */
const answered = (ok: boolean) =>
  recordingFetch((call) =>
    !call.url.startsWith('/api/custom/form') || ok
      ? answer(201, { data: { id: 1, thankYouMessage: null } })
      : answer(422, { errors: ['Nein'] }),
  );

const send = async () => {
  render(<FormBlock formId={3} content={content} />);
  fireEvent.change(screen.getByLabelText(/Name/), { target: { value: 'Anna Muster' } });
  fireEvent.click(screen.getByRole('button', { name: 'Absenden' }));
};

const logged = ({ calls }: ReturnType<typeof answered>) =>
  calls.filter((call) => call.url === '/api/analytics-log').map((call) => JSON.parse(call.body));

describe('a sent form is an analytics event, only after cookie consent', () => {
  afterEach(() => {
    resetAnalytics();
    document.cookie = `${CONSENT_COOKIE}=; max-age=0; path=/`;
  });

  it('logs type, name, label and payload — never what was typed — with consent', async () => {
    document.cookie = `${CONSENT_COOKIE}=1; path=/`;
    const fetchMock = answered(true);
    globalThis.fetch = fetchMock.fetch as never;
    await send();
    await screen.findByText('Vielen Dank für Ihre Nachricht!');
    await flush();
    const form = logged(fetchMock).find((event) => event.type === 'form');
    expect(form).toEqual({
      type: 'form',
      action: 'Kontakt',
      category: FORM_SENT_LABEL,
      data: { name: 'Kontakt', label: FORM_SENT_LABEL, payload: { formId: 3, path: '/' } },
    });
    expect(JSON.stringify(logged(fetchMock))).not.toContain('Anna Muster');
  });

  it('logs nothing without consent, and nothing for a refused form', async () => {
    const fetchMock = answered(true);
    globalThis.fetch = fetchMock.fetch as never;
    await send();
    await screen.findByText('Vielen Dank für Ihre Nachricht!');
    await flush();
    expect(logged(fetchMock)).toEqual([]);

    document.cookie = `${CONSENT_COOKIE}=1; path=/`;
    const refused = answered(false);
    globalThis.fetch = refused.fetch as never;
    document.body.innerHTML = '';
    await send();
    await waitFor(() => expect(screen.getByRole('alert')).toBeTruthy());
    await flush();
    expect(logged(refused).filter((event) => event.type === 'form')).toEqual([]);
  });
});
