import { BACK_TEXT, EMPTY_CART_CHECKOUT_TEXT, SUBMITTING_TEXT } from '@bestellwerk/domain';
import { useCheckoutForm, type CheckoutProps } from '../hooks/useCheckoutForm';
import { CheckoutOverlays } from './CheckoutOverlays';
import { AddressSection } from './sections/AddressSection';
import { AppointmentSection } from './sections/AppointmentSection';
import { CommentSection } from './sections/CommentSection';
import { ContactSection } from './sections/ContactSection';
import { DonationSection } from './sections/DonationSection';
import { LegalSection } from './sections/LegalSection';
import { OrderSummarySection } from './sections/OrderSummarySection';
import { OrderTypeSection } from './sections/OrderTypeSection';
import { PaymentSection } from './sections/PaymentSection';

/**
 * The checkout (storefront.md §2 Checkout, §4, §5): order type and table, contact,
 * address, appointment, comment, summary with VAT, donation, payment, terms and privacy,
 * submit. Server errors are listed at the top and mark their fields; the server decides.
 * Its state lives in useCheckoutForm, each section in its own component.
 */
export function CheckoutPage(props: CheckoutProps) {
  const form = useCheckoutForm(props);
  const { branch, cart, errors, errorList, submitting, summary, label } = form;

  if (cart.items.length === 0 && !submitting) {
    return (
      <main className="checkout message-page">
        <h1>Bestellvorgang</h1>
        <p>{EMPTY_CART_CHECKOUT_TEXT}</p>
        <a className="button" href="/">
          Zur Übersicht
        </a>
      </main>
    );
  }

  return (
    <main className="checkout">
      <a className="back-link" href={`/store/${branch.identifier}`}>
        {branch.name}
      </a>
      <h1>Bestellvorgang</h1>
      <div ref={errorList} tabIndex={-1} className="checkout__errors" aria-live="assertive">
        {errors.length ? (
          <div role="alert">
            <ul>
              {errors.map((error, index) => (
                <li key={`${error.field ?? ''}-${index}`}>{error.message}</li>
              ))}
            </ul>
          </div>
        ) : null}
      </div>
      {form.busyText ? (
        <p className="busy-notice" role="status" data-testid="branch-busy">
          {form.busyText}
        </p>
      ) : null}

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitting) void form.submit();
        }}
      >
        <OrderTypeSection form={form} />
        {form.requirements.isContactHidden ? null : <ContactSection form={form} />}
        {form.showAddress ? <AddressSection form={form} /> : null}
        <AppointmentSection form={form} />
        <CommentSection form={form} />
        <OrderSummarySection form={form} />
        {form.donatees.length ? <DonationSection form={form} /> : null}
        <PaymentSection form={form} />
        <LegalSection form={form} />

        <div className="checkout__actions">
          <a className="button button--secondary" href={`/store/${branch.identifier}`}>
            {BACK_TEXT}
          </a>
          {submitting ? (
            <button type="button" className="button" disabled aria-busy="true">
              {SUBMITTING_TEXT}
            </button>
          ) : label ? (
            <button
              type="submit"
              className="button"
              disabled={summary.isBelowMinimum || summary.isAboveMaximum}
            >
              {label}
            </button>
          ) : null}
        </div>
      </form>

      <CheckoutOverlays form={form} />
    </main>
  );
}
