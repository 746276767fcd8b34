import type { DefaultBlockItem } from '@bestellwerk/domain';
import { withText } from './content-ai.service';

describe('the Content AI draft keeps the page', () => {
  const text: DefaultBlockItem = {
    type: 'text_slider',
    value: { slides: [{ title: 'Neu', text: '<p>x</p>' }] },
  };
  const hero = { type: 'hero', value: { slides: [] } };
  const form = { type: 'form', value: { form: 3 } };

  it('puts the text in the first text slider’s place', () => {
    const old = { type: 'text_slider', value: { slides: [] } };
    expect(withText([hero, old, form, old], text)).toEqual([hero, text, form, old]);
  });

  it('puts the text after the heroes at the top when the page has no slider', () => {
    expect(withText([hero, hero, form], text)).toEqual([hero, hero, text, form]);
    expect(withText([form], text)).toEqual([text, form]);
    expect(withText([hero], text)).toEqual([hero, text]);
    expect(withText(null, text)).toEqual([text]);
  });
});
