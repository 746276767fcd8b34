import { fireEvent, render, screen } from '@testing-library/react';
import { App, Form } from 'antd';
import { ApiError, cmsApi } from '@bestellwerk/api-client';
import { SiteAssistant } from './SiteAssistant';

// antd in jsdom is slow on a busy machine; the limit is for the test, not a timing check.
jest.setTimeout(30_000);

const NOT_CONFIGURED =
  'Content AI ist nicht eingerichtet: Bitte hinterlegen Sie CONTENT_AI_BASE_URL und CONTENT_AI_API_KEY in der Server-Konfiguration.';

jest.mock('@bestellwerk/api-client', () => {
  const actual = jest.requireActual('@bestellwerk/api-client');
  return {
    ...actual,
    cmsApi: {
      sites: { get: jest.fn() },
      contentAi: { site: jest.fn(), job: jest.fn() },
      publishSite: jest.fn(),
    },
  };
});

const api = cmsApi as unknown as {
  sites: { get: jest.Mock };
  contentAi: { site: jest.Mock; job: jest.Mock };
};

const site = { id: 4, path: 'mittag', name: 'Mittag', content: [], draft: null };

function editor(values: object) {
  return render(
    <App>
      <Form initialValues={values}>
        <SiteAssistant onChanged={() => undefined} blockLabels={{}} />
        <Form.Item name="path" hidden>
          <input />
        </Form.Item>
      </Form>
    </App>,
  );
}

describe('the site editor’s Content AI and preview', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the server’s German message when no AI endpoint is configured', async () => {
    api.sites.get.mockResolvedValue(site);
    api.contentAi.site.mockRejectedValue(new ApiError(409, [{ message: NOT_CONFIGURED }]));
    editor({ id: 4, path: 'mittag' });
    fireEvent.click(screen.getByRole('button', { name: 'Mit KI entwerfen' }));
    fireEvent.change(screen.getByLabelText('Worum soll es gehen?'), {
      target: { value: 'Mittagsmenü' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Entwurf erstellen' }));
    expect(await screen.findByText(NOT_CONFIGURED)).toBeTruthy();
    expect(api.contentAi.site).toHaveBeenCalledWith(4, 'Mittagsmenü');
    expect(api.contentAi.job).not.toHaveBeenCalled();
  });

  it('opens the saved page in the shop, and offers nothing before the site exists', async () => {
    api.sites.get.mockResolvedValue(site);
    const saved = editor({ id: 4, path: 'mittag' });
    expect(screen.getByRole('link', { name: 'Seite ansehen' }).getAttribute('href')).toBe(
      '/mittag',
    );
    expect(screen.getByRole('link', { name: 'Seite ansehen' }).getAttribute('target')).toBe(
      '_blank',
    );
    saved.unmount();
    editor({ path: 'neu' });
    expect(screen.getByRole('button', { name: 'Seite ansehen' }).hasAttribute('disabled')).toBe(
      true,
    );
    expect(screen.getByRole('button', { name: 'Mit KI entwerfen' }).hasAttribute('disabled')).toBe(
      true,
    );
  });
});
