import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, Input } from 'antd';
import { LivePreview } from './LivePreview';

/** The site editor's form around the preview, with a title field to type into. */
function Editor() {
  return (
    <Form
      initialValues={{
        type: 'default',
        name: 'Winter',
        isPublic: false,
        content: [{ type: 'hero', value: { slides: [{ title: 'Glühwein' }] } }],
      }}
    >
      <Form.Item name="title" label="Titel">
        <Input />
      </Form.Item>
      <LivePreview />
    </Form>
  );
}

const frameWindow = () =>
  (screen.getByTitle('Live-Vorschau der Seite') as HTMLIFrameElement).contentWindow!;

const fromPreview = (data: unknown, origin = window.location.origin, source = frameWindow()) =>
  act(() => {
    window.dispatchEvent(new MessageEvent('message', { data, origin, source }));
  });

const sites = (spy: jest.SpyInstance) =>
  spy.mock.calls.map(([message]) => (message as { site: { title: string | null } }).site);

describe('the site editor sends its unsaved state to the live preview (issue 16)', () => {
  it('embeds the preview route and answers its ready with the current state, on this origin only', async () => {
    render(<Editor />);
    const frame = screen.getByTitle('Live-Vorschau der Seite') as HTMLIFrameElement;
    expect(frame.getAttribute('src')).toBe('/cms-vorschau');
    const posted = jest.spyOn(frameWindow(), 'postMessage').mockImplementation(() => undefined);
    posted.mockClear();
    fromPreview({ type: 'bestellwerk:cms-preview:ready' });
    expect(posted).toHaveBeenCalledWith(
      {
        type: 'bestellwerk:cms-preview:site',
        site: {
          type: 'default',
          name: 'Winter',
          title: null,
          description: null,
          isPublic: false,
          content: [{ type: 'hero', value: { slides: [{ title: 'Glühwein' }] } }],
        },
      },
      window.location.origin,
    );
    posted.mockClear();
    // Not from this origin, not from its own frame, not the ready message: no answer.
    fromPreview({ type: 'bestellwerk:cms-preview:ready' }, 'https://evil.example');
    fromPreview({ type: 'bestellwerk:cms-preview:ready' }, window.location.origin, window);
    fromPreview({ type: 'bestellwerk:cms-preview:site', site: {} });
    expect(posted).not.toHaveBeenCalled();
  });

  it('sends a changed field once typing has paused', async () => {
    render(<Editor />);
    const posted = jest.spyOn(frameWindow(), 'postMessage').mockImplementation(() => undefined);
    posted.mockClear();
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: 'Punsch' } });
    fireEvent.change(screen.getByLabelText('Titel'), { target: { value: 'Punsch ab heute' } });
    expect(posted).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(sites(posted).map((site) => site.title)).toEqual(['Punsch ab heute']),
    );
  });
});
