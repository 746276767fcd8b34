import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { Form, type FormInstance } from 'antd';
import { createRef } from 'react';
import { linkTarget } from './RichTextEditor';
import { RichTextField } from './renderers';

jest.mock('@bestellwerk/api-client', () => ({
  cmsApi: { nodes: { list: jest.fn(async () => ({ items: [] })) } },
}));

// ProseMirror measures the selection to scroll it into view; jsdom has no layout.
const noRect = () => ({ x: 0, y: 0, top: 0, left: 0, right: 0, bottom: 0, width: 0, height: 0 });
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = noRect as () => DOMRect;
  document.elementFromPoint = () => null;
});

const TOOLBAR = [
  'Fett',
  'Kursiv',
  'Überschrift',
  'Aufzählung',
  'Nummerierte Liste',
  'Link',
  'Link entfernen',
  'Rückgängig',
  'Wiederholen',
];

/** A wysiwyg field in an antd form, as the site editor renders it. */
async function editorIn(text: string | undefined) {
  const form = createRef<FormInstance>();
  const changes: unknown[] = [];
  render(
    <Form
      ref={form}
      initialValues={{ text }}
      onValuesChange={(changed: { text?: unknown }) => changes.push(changed.text)}
    >
      <Form.Item name="text" label="Text">
        <RichTextField label="Text" />
      </Form.Item>
    </Form>,
  );
  // The editor is a chunk of its own: a quiet box stands in until its code is there.
  await waitFor(
    () =>
      expect(screen.getByRole('textbox', { name: 'Text' }).getAttribute('contenteditable')).toBe(
        'true',
      ),
    { timeout: 10_000 },
  );
  return { form: form.current!, changes, box: screen.getByRole('textbox', { name: 'Text' }) };
}

const selectAll = (box: HTMLElement) =>
  act(() => {
    box.focus();
    fireEvent.keyDown(box, { key: 'a', code: 'KeyA', ctrlKey: true });
  });

// The first test loads the editor's code (TipTap, ProseMirror): on a busy machine that alone
// can take longer than Jest's default 5 s.
jest.setTimeout(30_000);

describe('the rich-text editor of a wysiwyg field (issue 16)', () => {
  it('has a German toolbar whose buttons carry their names', async () => {
    await editorIn('<p>Hallo</p>');
    const toolbar = screen.getByRole('toolbar', { name: 'Text: Formatierung' });
    for (const name of TOOLBAR) {
      expect(toolbar.querySelector(`button[aria-label="${name}"]`)).not.toBeNull();
    }
    // Nothing to undo yet, no link to remove.
    expect(screen.getByRole('button', { name: 'Rückgängig' }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('button', { name: 'Link entfernen' }).hasAttribute('disabled')).toBe(
      true,
    );
  });

  it('shows the form value and writes bold text back to the form as HTML', async () => {
    const { form, changes, box } = await editorIn('<p>Frische Suppe</p>');
    expect(box.textContent).toBe('Frische Suppe');
    selectAll(box);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Fett' }));
    });
    await waitFor(() =>
      expect(form.getFieldValue('text')).toBe('<p><strong>Frische Suppe</strong></p>'),
    );
    expect(changes).toContain('<p><strong>Frische Suppe</strong></p>');
    expect(screen.getByRole('button', { name: 'Fett' }).getAttribute('aria-pressed')).toBe('true');
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Rückgängig' }));
    });
    await waitFor(() => expect(form.getFieldValue('text')).toBe('<p>Frische Suppe</p>'));
  });

  it('makes a list and a link the sanitiser keeps', async () => {
    const { form, box } = await editorIn('<p>Speisekarte</p>');
    selectAll(box);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Aufzählung' }));
    });
    await waitFor(() =>
      expect(form.getFieldValue('text')).toBe('<ul><li><p>Speisekarte</p></li></ul>'),
    );
    selectAll(box);
    act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    });
    const address = screen.getByLabelText('Link-Adresse');
    fireEvent.change(address, { target: { value: 'example.at/karte' } });
    act(() => {
      fireEvent.keyDown(address, { key: 'Enter' });
    });
    await waitFor(() =>
      expect(form.getFieldValue('text')).toBe(
        '<ul><li><p><a href="https://example.at/karte">Speisekarte</a></p></li></ul>',
      ),
    );
  });

  it('follows a value set from outside and hands an emptied text back as empty', async () => {
    const { form, box } = await editorIn(undefined);
    expect(box.textContent).toBe('');
    act(() => form.setFieldsValue({ text: '<p>Vom Entwurf</p>' }));
    await waitFor(() => expect(box.textContent).toBe('Vom Entwurf'));
    selectAll(box);
    act(() => {
      fireEvent.keyDown(box, { key: 'Backspace', code: 'Backspace' });
    });
    await waitFor(() => expect(form.getFieldValue('text')).toBe(''));
  });

  it.each([
    ['example.at', 'https://example.at'],
    ['/ueber-uns', '/ueber-uns'],
    ['mailto:info@example.at', 'mailto:info@example.at'],
    ['javascript:alert(1)', null],
    ['  ', null],
  ])('takes the link address %p as %p', (input, href) => {
    expect(linkTarget(input)).toBe(href);
  });
});
