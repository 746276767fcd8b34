import {
  ITEM_ADDED_TEXT,
  branchOpen,
  fromCents,
  lineTotal,
  type OrderType,
} from '@bestellwerk/domain';
import { useMemo, useState } from 'react';
import type { BranchView, MenuView, ProductView } from '../../../shared/types';
import { CartPanel } from '../../cart/components/CartPanel';
import {
  addLine,
  canChoose,
  initialOrderType,
  replaceLine,
  type CartLine,
} from '../../cart/state/cart';
import { useCart } from '../../cart/state/useCart';
import { ProductOverlay } from '../../product/components/ProductOverlay';
import { branchBanners } from '../state/banners';
import { branchBusyText } from '../../../shared/busy';
import { useLiveBranch } from '../../../shared/live-busy';
import { trackCommerce } from '../../../shared/analytics';
import { CategoryBar, groupElementId } from './CategoryBar';
import { ProductCard } from './ProductCard';

/** The branch page's upper part: intro banners and the product groups of the active menu. */
export function BranchMenu({
  branch: loaded,
  menu,
  currency,
  defaultOrderType,
  showCategoryBar = false,
  now,
  onCheckout,
}: {
  showCategoryBar?: boolean;
  branch: BranchView;
  menu: MenuView | null;
  currency: string;
  defaultOrderType?: OrderType | null;
  now: Date;
  onCheckout: () => void;
}) {
  // Busy mode switched on the board shows here at once.
  const branch = useLiveBranch(loaded);
  const banners = branchBanners(branch, now);
  const busyText = branchBusyText(branch, now, branchOpen(branch, now, branch.timezone));
  const products = useMemo(
    () =>
      new Map<number, ProductView>(
        (menu?.catalog ?? []).flatMap((category) => category.products.map((p) => [p.id, p])),
      ),
    [menu],
  );
  const [cart, updateCart] = useCart(
    branch.identifier,
    initialOrderType(branch, defaultOrderType),
    products,
  );
  const [added, setAdded] = useState(false);
  // The overlay: a product to add, or a cart line (by index) to change.
  const [selected, setSelected] = useState<{
    product: ProductView;
    line?: CartLine;
    index?: number;
  } | null>(null);
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
      {busyText ? (
        <p className="busy-notice" role="status" data-testid="branch-busy">
          {busyText}
        </p>
      ) : null}
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
      <div className="branch-page__sticky">
        <CartPanel
          branch={branch}
          cart={cart}
          onChange={updateCart}
          products={products}
          currency={currency}
          onCheckout={onCheckout}
          onEdit={(index) => {
            const line = cart.items[index];
            const product = line && products.get(line.productId);
            if (product) setSelected({ product, line, index });
          }}
        />
        {showCategoryBar && menu ? <CategoryBar catalog={menu.catalog} /> : null}
      </div>
      {(menu?.catalog ?? []).map((category) => (
        <section
          key={category.id}
          id={groupElementId(category.id)}
          className="product-group"
          aria-labelledby={`${groupElementId(category.id)}-title`}
        >
          <h2 id={`${groupElementId(category.id)}-title`}>{category.name}</h2>
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
                        setSelected({ product });
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
          product={selected.product}
          currency={currency}
          initial={selected.line}
          onClose={() => setSelected(null)}
          onAdd={(line) => {
            const index = selected.index;
            updateCart((current) =>
              index === undefined ? addLine(current, line) : replaceLine(current, index, line),
            );
            if (index === undefined) {
              const { product } = selected;
              trackCommerce('addtocart', {
                item: product.name,
                price:
                  product.price === undefined
                    ? 0
                    : fromCents(lineTotal({ ...product, price: product.price }, line)),
                currency,
                category: branch.identifier,
              });
            }
            setSelected(null);
            setAdded(true);
          }}
        />
      ) : null}
    </main>
  );
}
