import { act, render, screen, waitFor } from '@testing-library/react';
import { SHOP } from '../shared/fixtures';
import type { ShopData } from '../shared/types';
import { PreviewRoute } from './PreviewRoute';

jest.mock('../shared/useShop', () => ({ useShop: (): ShopData => SHOP }));

const site = (title: string, extra: object = {}) => ({
  type: 'bestellwerk:cms-preview:site',
  site: {
    type: 'default',
    name: 'Herbst',
    title: null,
    isPublic: false,
    content: [
      { type: 'hero', value: { slides: [{ title }] } },
      { type: 'text_slider', value: { slides: [{ text: '<p>Mit <strong>Kürbis</strong></p>' }] } },
    ],
    ...extra,
  },
});

/** A message as the editor around the preview (or anyone else) would send it. */
const send = (data: unknown, origin = window.location.origin, source: Window = window.parent) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

describe('the live preview renders what the site editor sends (issue 16)', () => {
  let posted: jest.SpyInstance;
  beforeEach(() => {
    posted = jest.spyOn(window.parent, 'postMessage').mockImplementation(() => undefined);
  });
  afterEach(() => posted.mockRestore());

  it('says ready to its parent on this origin, then renders the site it is sent', async () => {
    render(<PreviewRoute />);
    expect(posted).toHaveBeenCalledWith(
      { type: 'bestellwerk:cms-preview:ready' },
      window.location.origin,
    );
    expect(document.querySelector('main[aria-busy="true"]')).not.toBeNull();
    send(site('Kürbissuppe ist da'));
    await screen.findByRole('heading', { name: 'Kürbissuppe ist da' });
    expect(screen.getByText('Kürbis', { selector: 'strong' })).toBeTruthy();
    // A draft renders, marked as one.
    expect(screen.getByRole('note').textContent).toContain('Entwurf');
    // Every new state replaces the last.
    send(site('Kürbissuppe ist wieder da'));
    await screen.findByRole('heading', { name: 'Kürbissuppe ist wieder da' });
    expect(screen.queryByRole('heading', { name: 'Kürbissuppe ist da' })).toBeNull();
  });

  it('ignores messages from another origin, another window and of another shape', async () => {
    render(<PreviewRoute />);
    send(site('Von woanders'), 'https://evil.example');
    const other = document.body.appendChild(document.createElement('iframe'));
    send(site('Aus einem anderen Fenster'), window.location.origin, other.contentWindow!);
    other.remove();
    send({ type: 'bestellwerk:cms-preview:site', site: '<h2>Text</h2>' });
    send({ type: 'something-else', site: site('Fremd').site });
    await waitFor(() => expect(document.querySelector('main[aria-busy="true"]')).not.toBeNull());
    expect(screen.queryByRole('heading')).toBeNull();
  });

  it('shows the 500 page for a site type the storefront does not render', async () => {
    render(<PreviewRoute />);
    send(site('Landing', { type: 'landingpage' }));
    await screen.findByRole('heading', { name: '500 Internal Server Error' });
  });

  it('is noindex and sends no form: a submit inside the preview is stopped', async () => {
    const { unmount } = render(<PreviewRoute />);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex, nofollow',
    );
    const form = document.createElement('form');
    const submitted = jest.fn();
    form.addEventListener('submit', submitted);
    document.body.append(form);
    const event = new Event('submit', { bubbles: true, cancelable: true });
    form.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(submitted).not.toHaveBeenCalled();
    form.remove();
    unmount();
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
  });
});
