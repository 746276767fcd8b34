import { isExternalHref, navigationItemHref } from '@bestellwerk/domain';
import type { ShopData } from '../../../shared/types';
import { navigationOf, type NavigationItemView } from '../state/navigation';

function Items({ items, shop }: { items: NavigationItemView[]; shop: ShopData }) {
  const shown = items.flatMap((item) => {
    // The one rule of where an item leads (libs/domain, as the back office's link items).
    const href = navigationItemHref(item, shop);
    return href ? [{ item, href }] : [];
  });
  if (!shown.length) return null;
  return (
    <ul>
      {shown.map(({ item, href }, index) => {
        const external = isExternalHref(href);
        return (
          <li key={`${item.label}-${index}`}>
            <a href={href} {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}>
              {item.label}
            </a>
            {item.children?.length ? <Items items={item.children} shop={shop} /> : null}
          </li>
        );
      })}
    </ul>
  );
}

/** A navigation of the CMS ('header' or 'footer'), nested items as nested lists. */
export function NavigationMenu({
  shop,
  identifier,
  label,
  className,
}: {
  shop: ShopData;
  identifier: string;
  label: string;
  className: string;
}) {
  const navigation = navigationOf(shop, identifier);
  if (!navigation) return null;
  return (
    <nav className={className} aria-label={label}>
      <Items items={navigation.items} shop={shop} />
    </nav>
  );
}
