import { ApiError } from '../../common/http/api-error';
import { MEGABYTE, decodedLength, parseDataUrl } from './data-url';

function errorsOf(run: () => unknown) {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return { status: (error as ApiError).getStatus(), errors: (error as ApiError).errors };
  }
  throw new Error('no error thrown');
}

describe('parseDataUrl', () => {
  it('decodes a base64 data URL and keeps the declared type as a hint', () => {
    const result = parseDataUrl('data:text/plain;base64,SGFsbG8=', 'file', 'Datei');
    expect(result.buffer.toString()).toBe('Hallo');
    expect(result.declaredType).toBe('text/plain');
  });

  it('accepts parameters, a missing type, line breaks and the URL-safe alphabet', () => {
    expect(
      parseDataUrl('data:image/png;name=a.png;base64,SGFs\nbG8=', 'f', 'F').buffer.toString(),
    ).toBe('Hallo');
    expect(parseDataUrl('data:;base64,_-8=', 'f', 'F').buffer).toEqual(Buffer.from([0xff, 0xef]));
  });

  it.each([
    ['no string', 42],
    ['a plain text', 'Hallo'],
    ['a URL', 'https://example.at/bild.png'],
    ['a data URL without base64', 'data:text/plain,Hallo'],
  ])('refuses %s with a German 422 naming the field', (_, value) => {
    expect(errorsOf(() => parseDataUrl(value, 'file', 'Datei'))).toEqual({
      status: 422,
      errors: [
        { field: 'file', message: '„Datei“ muss eine Data-URL sein (data:<Typ>;base64,<Daten>).' },
      ],
    });
  });

  it('refuses broken base64 and empty files', () => {
    expect(
      errorsOf(() => parseDataUrl('data:image/png;base64,ab$c', 'data', 'Datei')).errors,
    ).toEqual([{ field: 'data', message: '„Datei“ enthält keine gültigen Base64-Daten.' }]);
    expect(errorsOf(() => parseDataUrl('data:image/png;base64,', 'data', 'Datei')).errors).toEqual([
      { field: 'data', message: '„Datei“ ist leer.' },
    ]);
  });

  it('refuses a file over the limit before decoding it', () => {
    const base64 = Buffer.alloc(MEGABYTE + 1).toString('base64');
    expect(
      errorsOf(() =>
        parseDataUrl(`data:application/pdf;base64,${base64}`, 'file', 'Datei', MEGABYTE),
      ).errors,
    ).toEqual([{ field: 'file', message: 'Die Datei ist zu groß (höchstens 1 MB).' }]);
    expect(
      parseDataUrl(`data:;base64,${Buffer.alloc(MEGABYTE).toString('base64')}`, 'f', 'F', MEGABYTE)
        .buffer,
    ).toHaveLength(MEGABYTE);
  });

  it('knows the decoded length from the text', () => {
    for (const length of [0, 1, 2, 3, 4, 5, 100]) {
      expect(decodedLength(Buffer.alloc(length).toString('base64'))).toBe(length);
    }
  });
});
