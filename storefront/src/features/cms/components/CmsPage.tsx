import type { ShopData } from '../../../shared/types';
import { FormBlock, type FormNodeContent } from './FormBlock';
import { HeroSlider, type HeroSlide } from './HeroSlider';
import { TextSlider, type TextSlide } from './TextSlider';

export type SiteData = ShopData['sites'][number];

interface Block {
  type: string;
  value?: Record<string, unknown>;
}

/**
 * A content page of the CMS (storefront.md §2, §3 Site page): its blocks hero, text_slider
 * and form in order. A draft (not public) reaches only staff, marked with the draft style.
 */
export function CmsPage({ site, shop }: { site: SiteData; shop: ShopData }) {
  const blocks = (site.content ?? []) as unknown as Block[];
  const startsWithHero = blocks[0]?.type === 'hero';
  return (
    <main className={`site-page cms-page${site.isPublic ? '' : ' is-draft'}`}>
      {site.isPublic ? null : (
        <p className="cms-draft-badge" role="note">
          Entwurf – nur für angemeldete Mitarbeiter sichtbar
        </p>
      )}
      {startsWithHero ? null : <h1>{site.title || site.name}</h1>}
      {blocks.map((block, index) => {
        const value = block.value ?? {};
        switch (block.type) {
          case 'hero':
            return <HeroSlider key={index} slides={(value.slides ?? []) as HeroSlide[]} />;
          case 'text_slider':
            return <TextSlider key={index} slides={(value.slides ?? []) as TextSlide[]} />;
          case 'form': {
            const ref = value.form as number | { id: number } | undefined;
            const formId = typeof ref === 'object' && ref ? ref.id : ref;
            const node = (shop.nodes ?? []).find((candidate) => candidate.id === formId);
            return node ? (
              <FormBlock key={index} formId={node.id} content={node.content as FormNodeContent} />
            ) : null;
          }
          default:
            return null;
        }
      })}
    </main>
  );
}
