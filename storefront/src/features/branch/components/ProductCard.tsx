import { ADD_TO_CART_TEXT, imageUrl, truncate } from '@bestellwerk/domain';
import type { ProductView } from '../../../shared/types';
import { productPrices } from '../state/prices';

export function ProductCard({
  product,
  currency,
  onAdd,
}: {
  product: ProductView;
  currency: string;
  /** Absent while the product cannot be added straight from its card. */
  onAdd?: () => void;
}) {
  const prices = productPrices(product, currency);
  return (
    <li
      className={`product-card${product.isOrderable ? '' : ' product-card--unavailable'}`}
      aria-disabled={!product.isOrderable}
    >
      {product.images.length === 1 ? (
        // A tap on the picture opens the product too (the name is the keyboard's way).
        <img
          className="product-card__image"
          src={imageUrl(product.images[0], 'tiny')}
          alt=""
          loading="lazy"
          onClick={onAdd}
        />
      ) : null}
      {product.images.length > 1 ? (
        // Several images: a swipeable strip (scroll snapping, no script needed).
        <div
          className="product-card__gallery"
          role="group"
          aria-label={`Bilder von ${product.name}`}
          tabIndex={0}
        >
          {product.images.map((image, index) => (
            <img
              key={`${image.id}-${image.version}`}
              className="product-card__image"
              src={imageUrl(image, 'tiny')}
              alt={`${product.name}, Bild ${index + 1} von ${product.images.length}`}
              loading="lazy"
            />
          ))}
        </div>
      ) : null}
      <div className="product-card__body">
        <h3 className="product-card__name">
          {onAdd ? (
            // The whole name is a target on a phone, not only the round „+“.
            <button type="button" className="product-card__open" onClick={onAdd}>
              {product.name}
            </button>
          ) : (
            product.name
          )}
        </h3>
        {product.allergens ? (
          <p className="product-card__allergens">Allergene: {product.allergens}</p>
        ) : null}
        {product.description ? (
          <p className="product-card__description">{truncate(product.description)}</p>
        ) : null}
        {prices.length ? (
          <p className="product-card__prices">
            {prices.map((price, index) => (
              <span key={price} className={index === 0 ? 'main-price' : 'alt-price'}>
                {price}
              </span>
            ))}
          </p>
        ) : null}
      </div>
      {onAdd ? (
        <button
          type="button"
          className="product-card__add"
          aria-label={`${product.name}: ${ADD_TO_CART_TEXT}`}
          onClick={onAdd}
        >
          +
        </button>
      ) : null}
    </li>
  );
}
