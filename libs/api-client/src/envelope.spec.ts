import { ApiError, UNKNOWN_ERROR, failure } from './envelope';

describe('the error of a refused call', () => {
  it('carries the server’s German messages, each with its field, the first one shown', () => {
    const error = failure(422, {
      data: undefined,
      errors: [
        { field: 'email', message: 'Bitte geben Sie eine E-Mail-Adresse ein.' },
        { message: '' },
        { message: 'Die Filiale hat geschlossen.' },
      ],
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error.status).toBe(422);
    expect(error.message).toBe('Bitte geben Sie eine E-Mail-Adresse ein.');
    expect(error.errors).toEqual([
      { field: 'email', message: 'Bitte geben Sie eine E-Mail-Adresse ein.' },
      { message: 'Die Filiale hat geschlossen.' },
    ]);
  });

  it('reads a public form’s plain strings as messages', () => {
    const error = failure(422, {
      data: undefined,
      errors: ['„E-Mail“ ist ein Pflichtfeld.', ''] as never,
    });
    expect(error.errors).toEqual([{ message: '„E-Mail“ ist ein Pflichtfeld.' }]);
  });

  it('shows the generic message without a usable answer, or the screen’s own', () => {
    const error = failure(502, null);
    expect([error.status, error.message, error.serverMessage]).toEqual([502, UNKNOWN_ERROR, null]);
    expect(error.messageOr('Daten konnten nicht geladen werden.')).toBe(
      'Daten konnten nicht geladen werden.',
    );
  });
});

describe('ApiError of another copy of the library', () => {
  it("is an ApiError to this copy (a remote's own api-client beside the shell's)", () => {
    jest.isolateModules(() => {
      // A second, separate copy of the module, as a remote's own api-client is.
      const other = jest.requireActual<typeof import('./envelope')>('./envelope');
      expect(other.ApiError).not.toBe(ApiError);
      const error = new other.ApiError(404, [{ message: 'Nicht gefunden.' }]);
      expect(error).toBeInstanceOf(ApiError);
      expect(new ApiError(500, [])).toBeInstanceOf(other.ApiError);
    });
    expect(new Error('x')).not.toBeInstanceOf(ApiError);
    expect(null).not.toBeInstanceOf(ApiError);
  });
});
