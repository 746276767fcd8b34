import { render, screen, waitFor } from '@testing-library/react';
import { Markdown } from './Markdown';

describe('configured markdown texts', () => {
  it('renders markdown, shows raw HTML as text and drops script links', async () => {
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
    // The link text stays, the link goes.
    expect(container.textContent).toContain('böse');
    expect(screen.queryByRole('link', { name: 'böse' })).toBeNull();
  });

  it('keeps the lines of an address typed line by line, as the back office previews it', async () => {
    const { container } = render(<Markdown text={'Rosmarin GmbH\nHauptplatz 1\n8010 Graz'} />);
    await waitFor(() => expect(container.querySelectorAll('br')).toHaveLength(2));
    expect(container.querySelector('p')?.innerHTML).toBe(
      'Rosmarin GmbH<br>Hauptplatz 1<br>8010 Graz',
    );
  });
});
