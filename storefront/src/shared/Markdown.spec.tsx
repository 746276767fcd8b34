import { render, screen, waitFor } from '@testing-library/react';
import { Markdown } from './Markdown';

describe('configured markdown texts', () => {
  it('renders markdown, shows raw HTML as text and disarms script links', async () => {
    const { container } = render(
      <Markdown
        text={
          '# Impressum\n\n<b>fett</b> [Kontakt](mailto:office@example.at) [böse](javascript:alert(1))'
        }
      />,
    );
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Impressum' })).toBeTruthy());
    expect(container.querySelector('b')).toBeNull();
    expect(container.textContent).toContain('<b>fett</b>');
    expect(screen.getByRole('link', { name: 'Kontakt' }).getAttribute('href')).toBe(
      'mailto:office@example.at',
    );
    expect(screen.getByRole('link', { name: 'böse' }).getAttribute('href')).toBe('#');
  });
});
