import {
  ORDER_KIND_LABELS,
  PAYMENT_METHOD_LABELS,
  formatDateTime,
  type PaymentMethod,
} from '@bestellwerk/domain';
import { useState } from 'react';
import { ApiCallError, orderApi } from '../../../shared/api';
import type { PublicOrder } from '../../../shared/types';
import {
  counterAppointmentPrompt,
  heading,
  paymentText,
  showsQuestionnaire,
  timeline,
} from '../state/status';
import { Questionnaire } from './Questionnaire';

/** The public status page of one order (storefront.md §2 "Status page"). */
export function OrderStatus({
  order,
  reviewsEnabled,
  onChange,
}: {
  order: PublicOrder;
  reviewsEnabled: boolean;
  onChange: (order: PublicOrder) => void;
}) {
  const [error, setError] = useState<string | null>(null);
  const [thanked, setThanked] = useState(false);
  const prompt = counterAppointmentPrompt(order);
  const payment = paymentText(order);
  const act = async (action: () => Promise<PublicOrder>) => {
    setError(null);
    try {
      onChange(await action());
    } catch (caught) {
      setError(caught instanceof ApiCallError ? caught.message : String(caught));
    }
  };
  const canceled = order.isRejected || order.isCanceled || order.isFailed;

  return (
    <main className="status-page">
      <h1>{heading(order)}</h1>
      {canceled && order.rejectionMessage ? <p>{order.rejectionMessage}</p> : null}
      <p className="status-page__ticket">
        Ihre Nummer: <strong>{order.ticketNumber}</strong>
      </p>
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
              onClick={() => act(() => orderApi.confirmCounterAppointment(order.uid, order.hash))}
            >
              {prompt.accept}
            </button>
            <button
              type="button"
              className="button button--secondary"
              onClick={() => act(() => orderApi.rejectCounterAppointment(order.uid, order.hash))}
            >
              {prompt.reject}
            </button>
          </div>
        </section>
      ) : null}
      {canceled ? null : (
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
              ? `${formatDateTime(new Date(order.appointment))} Uhr`
              : 'So bald wie möglich'}
          </dd>
        </div>
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
      {thanked ? <p role="status">Vielen Dank für Ihre Bewertung!</p> : null}
      {showsQuestionnaire(order, reviewsEnabled) && !thanked ? (
        <Questionnaire
          onSend={async (answers) => {
            setError(null);
            try {
              await orderApi.sendQuestionnaire(order.uid, order.hash, answers);
              setThanked(true);
            } catch (caught) {
              setError(caught instanceof ApiCallError ? caught.message : String(caught));
            }
          }}
        />
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
