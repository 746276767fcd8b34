import { ITEM_ADDED_TEXT } from '@bestellwerk/domain';
import { useMemo, useState } from 'react';
import type { BranchView, MenuView, ProductView } from '../../../shared/types';
import { CartPanel } from '../../cart/components/CartPanel';
import { addLine, canChoose, migrateCart } from '../../cart/state/cart';
import { useCart } from '../../cart/state/useCart';
import { ProductOverlay } from '../../product/components/ProductOverlay';
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
  const products = useMemo(
    () =>
      new Map<number, ProductView>(
        (menu?.catalog ?? []).flatMap((category) => category.products.map((p) => [p.id, p])),
      ),
    [menu],
  );
  const [rawCart, updateCart] = useCart(branch.identifier);
  const cart = useMemo(() => migrateCart(rawCart, products), [rawCart, products]);
  const [added, setAdded] = useState(false);
  const [selected, setSelected] = useState<ProductView | null>(null);
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
      {added ? (
        <p className="notice" role="status">
          {ITEM_ADDED_TEXT}
        </p>
      ) : null}
      <CartPanel
        branch={branch}
        cart={cart}
        onChange={updateCart}
        products={products}
        currency={currency}
      />
      {(menu?.catalog ?? []).map((category) => (
        <section key={category.id} className="product-group" aria-labelledby={`c${category.id}`}>
          <h2 id={`c${category.id}`}>{category.name}</h2>
          {category.description ? <p>{category.description}</p> : null}
          <ul className="product-list">
            {category.products.map((product) => (
              <ProductCard
                key={product.id}
                product={product}
                currency={currency}
                onAdd={
                  canChoose(product)
                    ? () => {
                        setAdded(false);
                        setSelected(product);
                      }
                    : undefined
                }
              />
            ))}
          </ul>
        </section>
      ))}
      {selected ? (
        <ProductOverlay
          product={selected}
          onClose={() => setSelected(null)}
          onAdd={(line) => {
            updateCart((current) => addLine(current, line));
            setSelected(null);
            setAdded(true);
          }}
        />
      ) : null}
    </main>
  );
}
