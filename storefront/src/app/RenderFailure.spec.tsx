import { render, screen } from '@testing-library/react';
import { RenderFailure } from './RenderFailure';

function Broken(): never {
  throw new Error('kaputt');
}

describe('a page that fails to render (storefront.md §2)', () => {
  it('shows the 500 page instead of a blank screen', () => {
    const quiet = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    render(
      <RenderFailure>
        <Broken />
      </RenderFailure>,
    );
    expect(screen.getByRole('heading').textContent).toBe('500 Internal Server Error');
    expect(screen.getByText('Leider ist ein interner Fehler aufgetreten.')).toBeTruthy();
    quiet.mockRestore();
  });
});
