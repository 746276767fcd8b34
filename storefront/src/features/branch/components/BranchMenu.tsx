import type { BranchView, MenuView } from '../../../shared/types';
import { branchBanners } from '../state/banners';
import { ProductCard } from './ProductCard';

/** The branch page's upper part: intro banners and the product groups of the active menu. */
export function BranchMenu({
  branch,
  menu,
  currency,
  now,
}: {
  branch: BranchView;
  menu: MenuView | null;
  currency: string;
  now: Date;
}) {
  const banners = branchBanners(branch, now);
  return (
    <main className="branch-page">
      <a className="back-link" href="/">
        Alle Filialen
      </a>
      <h1>{branch.name}</h1>
      <p className="branch-page__address">
        {[branch.street, [branch.zipCode, branch.city].filter(Boolean).join(' ')]
          .filter(Boolean)
          .join(', ')}
      </p>
      {banners.length ? (
        <div className="banner" role="status">
          {banners.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      ) : null}
      {(menu?.catalog ?? []).map((category) => (
        <section key={category.id} className="product-group" aria-labelledby={`c${category.id}`}>
          <h2 id={`c${category.id}`}>{category.name}</h2>
          {category.description ? <p>{category.description}</p> : null}
          <ul className="product-list">
            {category.products.map((product) => (
              <ProductCard key={product.id} product={product} currency={currency} />
            ))}
          </ul>
        </section>
      ))}
    </main>
  );
}
