import {
  ORDER_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  formatDateTime,
  formatTime,
  type PaymentMethod,
} from '@bestellwerk/domain';
import { useState } from 'react';
import { orderApi } from '../../../shared/api';
import type { PublicOrder, ShopConfig } from '../../../shared/types';
import { useShop } from '../../../shared/useShop';
import { useInstallable } from '../../shell/hooks/useInstallable';
import { promptInstall } from '../../shell/state/pwa';
import {
  counterAppointmentPrompt,
  dismissReview,
  failureText,
  heading,
  isCalledOff,
  isReviewDismissed,
  orderNumber,
  paymentText,
  showsQuestionnaire,
  STATUS_ERRORS,
  statusText,
  timeline,
} from '../state/status';
import { InstallHint } from './InstallHint';
import { OrderSummary } from './OrderSummary';
import { Questionnaire } from './Questionnaire';

type StatusConfig = Pick<ShopConfig, 'shopName'> &
  Partial<Pick<ShopConfig, 'disableTickets' | 'enablePluginPWA' | 'currency'>>;

const localStore = () => (typeof localStorage === 'undefined' ? undefined : localStorage);

/** The public status page of one order (storefront.md §2 "Status page"). */
export function OrderStatus({
  order,
  reviewsEnabled,
  config: givenConfig,
  onChange,
}: {
  order: PublicOrder;
  reviewsEnabled: boolean;
  /** The shop's settings; read from GET /api/init when not given. */
  config?: StatusConfig;
  onChange: (order: PublicOrder) => void;
}) {
  const shop = useShop();
  const config: StatusConfig | undefined = givenConfig ?? shop?.config;
  const installable = useInstallable();
  const [error, setError] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  const [reviewDismissed, setReviewDismissed] = useState(() =>
    isReviewDismissed(localStore(), order.uid),
  );
  const zone = order.branch.timezone;
  const prompt = counterAppointmentPrompt(order, zone);
  const number = orderNumber(order, !!config?.disableTickets);
  const state = statusText(order);
  const payment = paymentText(order);
  const act = async (action: () => Promise<PublicOrder>, failed: string) => {
    setError(null);
    try {
      onChange(await action());
    } catch (caught) {
      setError(failureText(caught, failed));
    }
  };
  const canceled = order.isRejected || order.isCanceled || order.isFailed;
  const calledOff = isCalledOff(order);

  return (
    <main className="status-page">
      <h1>{heading(order)}</h1>
      {canceled && order.rejectionMessage ? <p>{order.rejectionMessage}</p> : null}
      <p className="status-page__ticket">
        {number.label}: <strong>{number.value}</strong>
      </p>
      {state ? (
        <p className="status-page__state" role="status">
          {state}
        </p>
      ) : null}
      {error ? (
        <p className="cart__warning" role="alert">
          {error}
        </p>
      ) : null}
      {prompt ? (
        <section className="banner" aria-label="Terminvorschlag">
          <p>{prompt.question}</p>
          <div className="button-row">
            <button
              type="button"
              className="button"
              onClick={() =>
                act(
                  () => orderApi.confirmCounterAppointment(order.uid, order.hash),
                  STATUS_ERRORS.confirm,
                )
              }
            >
              {prompt.accept}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() =>
                act(
                  () => orderApi.rejectCounterAppointment(order.uid, order.hash),
                  STATUS_ERRORS.cancel,
                )
              }
            >
              {prompt.reject}
            </button>
          </div>
        </section>
      ) : null}
      {calledOff ? null : (
        <ol className="timeline">
          {timeline(order).map((step) => (
            <li
              key={step.label}
              className={`timeline__step is-${step.state}`}
              aria-current={step.state === 'current' ? 'step' : undefined}
            >
              {step.label}
            </li>
          ))}
        </ol>
      )}
      {order.delayNotice ? (
        <p className="banner status-page__delay" role="alert">
          {order.delayNotice}
        </p>
      ) : null}
      {payment ? <p className="status-page__payment">{payment}</p> : null}
      <dl className="status-page__info" aria-label="Bestellinformationen">
        <div>
          <dt>Art</dt>
          <dd>{ORDER_KIND_LABELS[order.kind]}</dd>
        </div>
        <div>
          <dt>Termin</dt>
          <dd>
            {order.appointment
              ? `${formatDateTime(new Date(order.appointment), zone)} Uhr`
              : 'So bald wie möglich'}
          </dd>
        </div>
        {order.expectedReadyAt && !calledOff ? (
          <div>
            <dt>
              {order.kind === 'delivery'
                ? 'Voraussichtlich unterwegs ab'
                : 'Voraussichtlich fertig'}
            </dt>
            <dd data-testid="expected-ready">
              {formatTime(new Date(order.expectedReadyAt), zone)} Uhr
            </dd>
          </div>
        ) : null}
        {order.tableIdentifier ? (
          <div>
            <dt>Tisch</dt>
            <dd>{order.tableIdentifier}</dd>
          </div>
        ) : null}
        <div>
          <dt>Zahlungsart</dt>
          <dd>
            {PAYMENT_METHOD_LABELS[order.paymentMethod as PaymentMethod] ?? order.paymentMethod}
          </dd>
        </div>
      </dl>
      <OrderSummary order={order} currency={config?.currency ?? undefined} />
      {thanked ? <p role="status">Vielen Dank für Ihre Bewertung!</p> : null}
      {showsQuestionnaire(order, reviewsEnabled, reviewDismissed) && !thanked ? (
        <Questionnaire
          onDismiss={() => {
            dismissReview(localStore(), order.uid);
            setReviewDismissed(true);
          }}
          onSend={async (answers) => {
            setError(null);
            try {
              await orderApi.sendQuestionnaire(order.uid, order.hash, answers);
              setThanked(true);
            } catch (caught) {
              setError(failureText(caught, STATUS_ERRORS.rating));
            }
          }}
        />
      ) : null}
      {config?.enablePluginPWA && installable ? (
        <InstallHint shopName={config.shopName} onInstall={() => void promptInstall()} />
      ) : null}
      <section className="status-page__contact" aria-label="Filiale">
        <h2>{order.branch.name}</h2>
        <p>
          {order.branch.street}
          <br />
          {[order.branch.zipCode, order.branch.city].filter(Boolean).join(' ')}
        </p>
        {order.branch.phone ? (
          <p>
            <a href={`tel:${order.branch.phone}`}>{order.branch.phone}</a>
          </p>
        ) : null}
        {order.branch.email ? (
          <p>
            <a href={`mailto:${order.branch.email}`}>{order.branch.email}</a>
          </p>
        ) : null}
      </section>
    </main>
  );
}
