import { UPLOAD_FAILED, updateQueue, uploadError } from './upload';

describe('upload queue', () => {
  it('shows the server’s first German message, else the default', () => {
    expect(
      uploadError(
        422,
        JSON.stringify({
          errors: [{ field: 'file', message: 'Die Datei ist zu groß (höchstens 10 MB).' }],
        }),
      ),
    ).toBe('Die Datei ist zu groß (höchstens 10 MB).');
    expect(uploadError(500, '<html>')).toBe(UPLOAD_FAILED);
    expect(uploadError(413, '')).toBe('Die Datei ist zu groß (höchstens 10 MB).');
  });

  it('changes one file and keeps the order', () => {
    const queue = [
      { key: 'a', name: 'a.png', percent: 0, status: 'waiting' as const },
      { key: 'b', name: 'b.png', percent: 0, status: 'waiting' as const },
    ];
    expect(
      updateQueue(queue, 'b', { percent: 40, status: 'uploading' }).map((e) => [e.key, e.percent]),
    ).toEqual([
      ['a', 0],
      ['b', 40],
    ]);
  });
});
