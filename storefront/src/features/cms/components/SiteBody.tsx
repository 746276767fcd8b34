import { DEFAULT_SITE_TYPE, type CmsSiteType, type ContentItem } from '@bestellwerk/domain';
import type { ReactElement } from 'react';
import type { ShopData } from '../../../shared/types';
import { siteTypesOf } from '../../../app/content';
import { FieldsView } from './FieldView';
import { FormBlock, type FormNodeContent } from './FormBlock';
import { HeroSlider, type HeroSlide } from './HeroSlider';
import { TextBlock } from './TextBlock';
import { TextSlider, type TextSlide } from './TextSlider';

type Value = Record<string, unknown>;

/** The default type's blocks with a view of their own (sliders, the form): by block type. */
const OWN_VIEWS: Record<string, (value: Value, shop: ShopData) => ReactElement | null> = {
  hero: (value) => <HeroSlider slides={(value.slides ?? []) as HeroSlide[]} />,
  text_slider: (value) => <TextSlider slides={(value.slides ?? []) as TextSlide[]} />,
  text: (value) => (typeof value.text === 'string' ? <TextBlock text={value.text} /> : null),
  form: (value, shop) => {
    const ref = value.form as number | { id: number } | undefined;
    const formId = typeof ref === 'object' && ref ? ref.id : ref;
    const node = (shop.nodes ?? []).find((candidate) => candidate.id === formId);
    return node ? <FormBlock formId={node.id} content={node.content as FormNodeContent} /> : null;
  },
};

/**
 * A site's body (storefront.md §3 Site page): each block in order. The default type's blocks
 * have their own views; every block of a configured type is shown by the one generic
 * renderer, field by field from its schema.
 */
export function SiteBody({
  siteType,
  content,
  shop,
}: {
  siteType: CmsSiteType;
  content: readonly unknown[];
  shop: ShopData;
}) {
  const defaultType =
    siteTypesOf(shop).find((type) => type.type === DEFAULT_SITE_TYPE.type) ?? DEFAULT_SITE_TYPE;
  return (
    <>
      {(content as ContentItem[]).map((item, index) => {
        const value = (item?.value ?? {}) as Value;
        const own = siteType.type === DEFAULT_SITE_TYPE.type ? OWN_VIEWS[item.type] : undefined;
        if (own) return <Fragmented key={index}>{own(value, shop)}</Fragmented>;
        const block = siteType.blocks.find((candidate) => candidate.type === item.type);
        if (!block) return null;
        return (
          <section key={index} className={`cms-block cms-block--${block.type}`}>
            <FieldsView fields={block.fields} value={value} context={{ shop, defaultType }} />
          </section>
        );
      })}
    </>
  );
}

const Fragmented = ({ children }: { children: ReactElement | null }) => children;
