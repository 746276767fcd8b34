import { NO_RESULTS_TEXT, SEARCH_PLACEHOLDER, toggleTag } from '@bestellwerk/domain';
import { useMemo, useState } from 'react';
import { useLiveBranches } from '../../../shared/live-busy';
import type { ShopData } from '../../../shared/types';
import { overview } from '../state/overview';
import { BranchCard } from './BranchCard';

/**
 * The division page (storefront.md §2): search 'PLZ / Ort', tags, count line, cards. At /
 * under the configured title; a division's own page (/{divisionIdentifier}) under its title,
 * with its branches.
 */
export function BranchOverview({
  shop,
  now,
  heading,
}: {
  shop: ShopData;
  now: Date;
  heading?: { title: string; description?: string | null };
}) {
  const { config, tags } = shop;
  // Busy mode switched on the board shows on the cards at once.
  const branches = useLiveBranches(shop.branches);
  const [term, setTerm] = useState('');
  const [tagId, setTagId] = useState<number | null>(null);
  const model = useMemo(() => overview(branches, term, tagId, now), [branches, term, tagId, now]);
  const usedTags = tags.filter((tag) => branches.some((b) => b.tags.some((t) => t.id === tag.id)));

  return (
    <main className="overview">
      <header className="overview__intro">
        <h1>{heading ? heading.title : config.title || config.shopName}</h1>
        {(heading ? heading.description : config.description) ? (
          <p>{heading ? heading.description : config.description}</p>
        ) : null}
      </header>
      {config.enablePluginSearch ? (
        <input
          className="overview__search"
          type="search"
          value={term}
          placeholder={SEARCH_PLACEHOLDER}
          aria-label={SEARCH_PLACEHOLDER}
          onChange={(event) => setTerm(event.target.value)}
        />
      ) : null}
      {config.enablePluginTags && usedTags.length > 0 ? (
        <div className="overview__tags" role="group" aria-label="Filter">
          {usedTags.map((tag) => (
            <button
              key={tag.id}
              type="button"
              className="tag"
              aria-pressed={tagId === tag.id}
              onClick={() => setTagId((selected) => toggleTag(selected, tag.id))}
            >
              {tag.name}
            </button>
          ))}
        </div>
      ) : null}
      {model.countText ? (
        <p className="overview__count" aria-live="polite">
          {model.countText}
        </p>
      ) : null}
      {model.cards.length === 0 ? (
        <p className="overview__empty">{NO_RESULTS_TEXT}</p>
      ) : (
        <ul className="overview__list">
          {model.cards.map((card, index) => (
            <BranchCard key={card.branch.id} card={card} first={index === 0} />
          ))}
        </ul>
      )}
    </main>
  );
}
