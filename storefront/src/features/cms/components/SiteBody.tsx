import {
  DEFAULT_SITE_TYPE,
  readContentItems,
  readDefaultBlock,
  type CmsSiteType,
  type DefaultBlockItem,
  type DefaultBlockType,
  type DefaultBlockValue,
} from '@bestellwerk/domain';
import type { ReactElement } from 'react';
import type { ShopData } from '../../../shared/types';
import { siteTypesOf } from '../../../app/content';
import { FieldsView } from './FieldView';
import { FormNodeBlock } from './FormNodeBlock';
import { HeroSlider } from './HeroSlider';
import { TextBlock } from './TextBlock';
import { TextSlider } from './TextSlider';

type OwnView<T extends DefaultBlockType> = (
  value: DefaultBlockValue<T>,
  shop: ShopData,
) => ReactElement | null;

/**
 * The default type's blocks with a view of their own (sliders, the form): by block type, each
 * given its value as libs/domain reads it off the block's schema.
 */
const OWN_VIEWS: { [T in DefaultBlockType]?: OwnView<T> } = {
  hero: (value) => <HeroSlider slides={value.slides} />,
  text_slider: (value) => <TextSlider slides={value.slides} />,
  text: (value) => <TextBlock text={value.text} />,
  form: (value, shop) => <FormNodeBlock node={value.form} shop={shop} />,
};

const hasOwnView = (type: string) => Object.prototype.hasOwnProperty.call(OWN_VIEWS, type);

function ownView<T extends DefaultBlockType>(
  block: { type: T; value: DefaultBlockValue<T> },
  shop: ShopData,
): ReactElement | null {
  const view = OWN_VIEWS[block.type];
  return view ? view(block.value, shop) : null;
}

/**
 * A site's body (storefront.md §3 Site page): each block in order. The default type's blocks
 * have their own views; every block of a configured type is shown by the one generic
 * renderer, field by field from its schema. Content arrives as stored (JSON): entries without
 * a type, and own-view blocks whose value does not fit their schema, show nothing.
 */
export function SiteBody({
  siteType,
  content,
  shop,
}: {
  siteType: CmsSiteType;
  content: unknown;
  shop: ShopData;
}) {
  const defaultType =
    siteTypesOf(shop).find((type) => type.type === DEFAULT_SITE_TYPE.type) ?? DEFAULT_SITE_TYPE;
  return (
    <>
      {readContentItems(content).map((item, index) => {
        if (siteType.type === DEFAULT_SITE_TYPE.type && hasOwnView(item.type)) {
          const block: DefaultBlockItem | null = readDefaultBlock(item);
          return <Fragmented key={index}>{block ? ownView(block, shop) : null}</Fragmented>;
        }
        const block = siteType.blocks.find((candidate) => candidate.type === item.type);
        if (!block) return null;
        return (
          <section key={index} className={`cms-block cms-block--${block.type}`}>
            <FieldsView fields={block.fields} value={item.value} context={{ shop, defaultType }} />
          </section>
        );
      })}
    </>
  );
}

const Fragmented = ({ children }: { children: ReactElement | null }) => children;
