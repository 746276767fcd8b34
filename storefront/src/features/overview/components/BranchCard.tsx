import { imageUrl } from '@bestellwerk/domain';
import { BranchCardModel, CLOSING_SOON_TEXT } from '../state/overview';

/**
 * One branch of the overview. The first card's picture is the page's largest paint on a
 * phone: it loads at once with high priority, the others when scrolled near.
 */
export function BranchCard({ card, first = false }: { card: BranchCardModel; first?: boolean }) {
  const { branch } = card;
  const header = branch.images[0];
  return (
    <li className={`branch-card${branch.isPublic ? '' : ' branch-card--inactive'}`}>
      <a href={`/store/${branch.identifier}`} className="branch-card__link">
        {header ? (
          <div className="branch-card__media">
            <img
              src={imageUrl(header, 'small')}
              alt=""
              loading={first ? 'eager' : 'lazy'}
              fetchPriority={first ? 'high' : 'auto'}
            />
          </div>
        ) : null}
        <div className="branch-card__body">
          <div className="branch-card__title">
            {branch.logo ? (
              <img className="branch-card__logo" src={imageUrl(branch.logo, 'thumbnail')} alt="" />
            ) : null}
            <h2 className="branch-card__name">{branch.name}</h2>
          </div>
          <p className="branch-card__address">
            {branch.street}
            <br />
            {[branch.zipCode, branch.city].filter(Boolean).join(' ')}
          </p>
          <p className={`branch-card__status${card.isOpen ? ' is-open' : ' is-closed'}`}>
            {card.statusText}
            {card.isClosingSoon ? <span className="badge">{CLOSING_SOON_TEXT}</span> : null}
          </p>
          {card.pickupText ? <p className="branch-card__pickup">{card.pickupText}</p> : null}
          {card.busyText ? (
            <p className="branch-card__busy" data-testid="branch-busy">
              {card.busyText}
            </p>
          ) : null}
        </div>
      </a>
    </li>
  );
}
