import { aiImageSource, imageJobText } from './aiImage';

describe('Content AI image jobs in the media library', () => {
  it.each([
    [
      { status: 'completed', result: { dataUrl: 'data:image/png;base64,AAAA' } },
      'data:image/png;base64,AAAA',
    ],
    [
      { status: 'completed', result: { url: 'https://cdn.example/bild.png' } },
      'https://cdn.example/bild.png',
    ],
    [{ status: 'completed', result: { url: 'javascript:alert(1)' } }, null],
    [{ status: 'active', result: null }, null],
  ])('%j → %s', (job, source) => {
    expect(aiImageSource(job as never)).toBe(source);
  });

  it('says what the job is doing, the server’s reason when it failed', () => {
    expect(imageJobText({ status: 'active', progress: 40, error: null } as never)).toBe(
      'Das Bild wird erzeugt … 40 %',
    );
    expect(
      imageJobText({ status: 'failed', progress: 0, error: 'Kontingent erschöpft.' } as never),
    ).toBe('Kontingent erschöpft.');
  });
});
