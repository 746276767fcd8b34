import type { ContentAiJob, Site } from '@bestellwerk/api-client';
import {
  blocksReplacedByDraft,
  draftView,
  jobFinished,
  jobStatusText,
  plainText,
} from './contentAi';

describe('Content AI in the site editor', () => {
  it.each([
    [
      { status: 'waiting', progress: 0, error: null },
      'Der Auftrag wartet auf den KI-Dienst …',
      false,
    ],
    [{ status: 'active', progress: 70, error: null }, 'Der Entwurf wird geschrieben … 70 %', false],
    [{ status: 'completed', progress: 100, error: null }, 'Der Entwurf ist fertig.', true],
    [
      { status: 'failed', progress: 10, error: 'Der KI-Dienst ist nicht erreichbar.' },
      'Der KI-Dienst ist nicht erreichbar.',
      true,
    ],
  ] as [Pick<ContentAiJob, 'status' | 'progress' | 'error'>, string, boolean][])(
    'a job %j reads „%s“ (finished: %s)',
    (job, text, finished) => {
      expect(jobStatusText(job)).toBe(text);
      expect(jobFinished(job)).toBe(finished);
    },
  );

  it('shows the draft written into the site: title, description and the text sections', () => {
    const draft = {
      title: 'Mittagsmenü',
      description: 'Täglich frisch.',
      content: [
        {
          type: 'text_slider',
          value: {
            slides: [
              {
                title: 'Frisch',
                text: '<p>Jeden Tag &amp; gern</p><ul><li>Suppe</li><li>Salat</li></ul>',
              },
              { text: '<p>Zum Mitnehmen</p>' },
            ],
          },
        },
      ],
    } as Site['draft'];
    expect(draftView(draft)).toEqual({
      title: 'Mittagsmenü',
      description: 'Täglich frisch.',
      sections: [
        { title: 'Frisch', text: 'Jeden Tag & gern\nSuppe\nSalat' },
        { title: '', text: 'Zum Mitnehmen' },
      ],
    });
    expect(draftView(null)).toBeNull();
  });

  it('keeps markup out of the overview', () => {
    expect(plainText('<p onclick="x()">a <strong>b</strong></p><p>c &lt;d&gt;</p>')).toBe(
      'a b\nc <d>',
    );
  });

  it('names the blocks a text-only draft would drop on publishing', () => {
    const draft = { title: 'T', content: [{ type: 'text_slider', value: {} }] };
    const content = [
      { type: 'hero', value: {} },
      { type: 'text_slider', value: {} },
      { type: 'form', value: {} },
    ];
    expect(blocksReplacedByDraft({ content, draft } as never)).toEqual(['hero', 'form']);
    expect(blocksReplacedByDraft({ content, draft: null } as never)).toEqual([]);
    // A draft without content keeps the body: publishing changes only title and description.
    expect(blocksReplacedByDraft({ content, draft: { title: 'T' } } as never)).toEqual([]);
  });
});
