import { act, fireEvent, render, screen } from '@testing-library/react';
import { AiImageButton } from './AiImageButton';

const NOT_CONFIGURED =
  'Content AI ist nicht eingerichtet: Bitte hinterlegen Sie CONTENT_AI_BASE_URL und CONTENT_AI_API_KEY in der Server-Konfiguration.';
const image = jest.fn();

jest.mock('@bestellwerk/api-client', () => ({
  cmsApi: { contentAi: { image: (prompt: string) => image(prompt), job: jest.fn() } },
  api: { images: { upload: jest.fn() } },
  errorMessage: (error: { message?: string }, fallback: string) => error?.message ?? fallback,
  readCookie: () => null,
}));

jest.setTimeout(30_000);

describe('„Bild mit KI erzeugen“ in the media library', () => {
  it('without a configured endpoint says in German which setting is missing', async () => {
    image.mockRejectedValueOnce({ message: NOT_CONFIGURED });
    render(<AiImageButton onSaved={jest.fn()} />);
    await act(async () =>
      fireEvent.click(screen.getByRole('button', { name: 'Bild mit KI erzeugen' })),
    );
    const erzeugen = screen.getByRole('button', { name: 'Erzeugen' });
    expect(erzeugen.hasAttribute('disabled')).toBe(true);
    fireEvent.change(screen.getByLabelText('Was soll das Bild zeigen?'), {
      target: { value: 'Croissants im Morgenlicht' },
    });
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Erzeugen' })));
    expect(image).toHaveBeenCalledWith('Croissants im Morgenlicht');
    expect(await screen.findByText(NOT_CONFIGURED)).toBeTruthy();
  });
});
