import { useEffect, useRef, useState } from 'react';
import type { CategoryView } from '../../../shared/types';
import { categoryBarEntries, currentGroup } from '../state/category-bar';

export const groupElementId = (categoryId: number) => `c${categoryId}`;

/**
 * storefront.md §2 category bar: a link per product group that scrolls to it, the group
 * being read highlighted while the page scrolls (§9 25% rule), bundles left out.
 */
export function CategoryBar({ catalog }: { catalog: readonly CategoryView[] }) {
  const entries = categoryBarEntries(catalog);
  const [current, setCurrent] = useState<number | null>(entries[0]?.id ?? null);
  const bar = useRef<HTMLElement>(null);

  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const tops = entries.flatMap((category) => {
        const element = document.getElementById(groupElementId(category.id));
        return element ? [{ id: category.id, top: element.getBoundingClientRect().top }] : [];
      });
      const root = document.documentElement;
      setCurrent(
        currentGroup(tops, window.innerHeight, {
          // The sticky header (cart toggle and this bar) hides the top of the window.
          headerBottom: bar.current?.getBoundingClientRect().bottom,
          atEnd: window.innerHeight + window.scrollY >= root.scrollHeight - 2,
        }),
      );
    };
    const onScroll = () => {
      if (!frame) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', onScroll, { passive: true });
    window.addEventListener('resize', onScroll);
    return () => {
      window.removeEventListener('scroll', onScroll);
      window.removeEventListener('resize', onScroll);
      if (frame) cancelAnimationFrame(frame);
    };
    // The groups change only with the menu.
  }, [catalog]);

  // Keep the highlighted entry visible in the horizontally scrolling bar.
  useEffect(() => {
    const link = bar.current?.querySelector<HTMLElement>('[aria-current="true"]');
    link?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);

  if (entries.length < 2) return null;
  return (
    <nav ref={bar} className="category-bar" aria-label="Kategorien">
      <ul>
        {entries.map((category) => (
          <li key={category.id}>
            <a
              href={`#${groupElementId(category.id)}`}
              aria-current={category.id === current ? 'true' : undefined}
              onClick={(event) => {
                event.preventDefault();
                document
                  .getElementById(groupElementId(category.id))
                  ?.scrollIntoView?.({ behavior: 'smooth', block: 'start' });
                setCurrent(category.id);
              }}
            >
              {category.name}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
