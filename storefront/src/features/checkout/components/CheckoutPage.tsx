import {
  BACK_TEXT,
  CLOSED_BANNER_TEXT,
  COUNTRIES,
  COUNTRY_NAMES,
  EMPTY_CART_CHECKOUT_TEXT,
  NO_DELIVERY_ERROR_TEXT,
  ORDER_KIND_LABELS,
  PAYMENT_FAILED_TEXT,
  PAYMENT_METHOD_LABELS,
  PREORDER_LATER_TEXT,
  SUBMITTING_TEXT,
  appointmentError,
  appointmentHours,
  branchOpen,
  contactRequirements,
  defaultPaymentMethod,
  deliveryOpen,
  formatLocalDate,
  isDayAvailable,
  longestLeadTime,
  paymentMethodsFor,
  phoneError,
  phoneWhileTyping,
  normalisePhone,
  toLocal,
  windowsForDay,
  zonedDateTime,
  APPOINTMENT_WINDOW_DAYS,
  type OrderType,
  type SlotOptions,
} from '@bestellwerk/domain';
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { trackCommerce } from '../../../shared/analytics';
import {
  ApiCallError,
  UNKNOWN_ERROR_TEXT,
  orderApi,
  type ApiErrorEntry,
} from '../../../shared/api';
import type {
  BranchView,
  MenuView,
  ProductView,
  PublicOrder,
  ShopData,
} from '../../../shared/types';
import { EMPTY_CART, offeredOrderTypes, summarise, writeCart } from '../../cart/state/cart';
import { useCart } from '../../cart/state/useCart';
import {
  checkoutSubmitLabel,
  clearDraft,
  fieldOf,
  orderRequest,
  readDraft,
  writeDraft,
  type OrderDraft,
} from '../state/draft';
import { commerceOf } from '../state/commerce';
import { newIdempotencyKey } from '../state/idempotency';
import { ConsentCheckbox } from './ConsentCheckbox';
import { DatePicker } from './DatePicker';
import { DonateeOverlay } from './DonateeOverlay';
import { TimePicker } from './TimePicker';

type TextField = {
  [K in keyof OrderDraft]: OrderDraft[K] extends string ? K : never;
}[keyof OrderDraft];
type FlagField = 'isCompany' | 'isDeliveryAddressDifferent' | 'isDeliveryCompany';

/**
 * The checkout (storefront.md §2 Checkout, §4, §5): order type and table, contact,
 * address, appointment, comment, summary with VAT, donation, payment, terms and privacy,
 * submit. Server errors are listed at the top and mark their fields; the server decides.
 */
export function CheckoutPage({
  shop,
  branch,
  menu,
  now,
  paymentFailed = false,
  onOrdered,
}: {
  shop: ShopData;
  branch: BranchView;
  menu: MenuView | null;
  now: Date;
  paymentFailed?: boolean;
  /** After an order without online payment: show its status page. */
  onOrdered: (order: PublicOrder) => void;
}) {
  const { config } = shop;
  const currency = config.currency || 'EUR';
  const zone = branch.timezone;
  const products = useMemo(
    () =>
      new Map<number, ProductView>(
        (menu?.catalog ?? []).flatMap((category) => category.products.map((p) => [p.id, p])),
      ),
    [menu],
  );
  const [cart, updateCart] = useCart(branch.identifier, undefined, products);
  const [draft, setDraft] = useState<OrderDraft>(() =>
    readDraft(sessionStorage, branch.identifier),
  );
  const [errors, setErrors] = useState<ApiErrorEntry[]>(() =>
    paymentFailed ? [{ message: PAYMENT_FAILED_TEXT }] : [],
  );
  const [submitting, setSubmitting] = useState(false);
  const [phoneChecked, setPhoneChecked] = useState(() => draft.phone !== '');
  const [picker, setPicker] = useState<'date' | 'time' | 'donatee' | null>(null);
  const errorList = useRef<HTMLDivElement>(null);
  const attempt = useRef<{ body: string; key: string } | null>(null);

  useEffect(() => writeDraft(sessionStorage, branch.identifier, draft), [branch.identifier, draft]);
  // Once per opening of the checkout, with the cart as it is then.
  const checkoutEvent = useRef(false);

  const orderType = cart.orderType;
  const types = offeredOrderTypes(branch);
  const tables = (shop.tables ?? []).filter((table) => table.branch?.id === branch.id);
  const donatees = config.enablePluginDonations ? (shop.donatees ?? []) : [];
  const requirements = contactRequirements(branch, orderType);
  const showAddress = orderType === 'delivery' || requirements.address;
  const methods = paymentMethodsFor(config, branch);
  const paymentMethod =
    draft.paymentMethod && methods.includes(draft.paymentMethod)
      ? draft.paymentMethod
      : defaultPaymentMethod(methods);
  const summary = summarise(cart, products, branch.deliveryAreas, currency);
  useEffect(() => {
    if (checkoutEvent.current || cart.items.length === 0) return;
    checkoutEvent.current = true;
    trackCommerce('initiatecheckout', {
      ...commerceOf(cart, products),
      currency,
      category: branch.identifier,
    });
  });
  const label = checkoutSubmitLabel(branch, orderType, now);
  const open =
    orderType === 'delivery' ? deliveryOpen(branch, now, zone) : branchOpen(branch, now, zone);
  const donatee = donatees.find((candidate) => candidate.id === draft.donateeId) ?? null;

  // Appointment: the slots of the order type's hours, pushed out by the cart's lead times.
  const slotOptions: SlotOptions = {
    rules: appointmentHours(branch, orderType),
    timeZone: zone,
    now,
    leadTimeMinutes: longestLeadTime(
      cart.items.flatMap((line) => {
        const product = products.get(line.productId);
        return product ? [product] : [];
      }),
    ),
    days: APPOINTMENT_WINDOW_DAYS,
  };
  const appointmentDay = draft.appointmentDate?.slice(0, 10) ?? null;
  const appointmentTime = draft.appointmentDate?.slice(11, 16) ?? null;
  const today = toLocal(now, zone).date;

  const fieldErrors = new Map<string, string>();
  for (const error of errors) {
    const field = fieldOf(error.field);
    if (field && !fieldErrors.has(field)) fieldErrors.set(field, error.message);
  }
  const phoneProblem = draft.phone ? phoneError(normalisePhone(draft.phone)) : null;
  // §5: the format is judged on change (leaving the field), not on every keystroke, so a
  // leading 0 being typed does not flash an error; submitting checks it too.
  const shownPhoneProblem = phoneChecked ? phoneProblem : null;

  const set = <K extends keyof OrderDraft>(key: K, value: OrderDraft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));
  const setOrderType = (type: OrderType) =>
    updateCart((current) => ({ ...current, orderType: type }));

  const showErrors = (next: ApiErrorEntry[]) => {
    setErrors(next);
    // §8: the list is at the top and the page scrolls up to it.
    requestAnimationFrame(() => {
      errorList.current?.focus({ preventScroll: true });
      // The list is the page's first content: the page goes back to its very top.
      document.documentElement.scrollTop = 0;
    });
  };

  const submit = async () => {
    const localProblems: ApiErrorEntry[] = [];
    const appointment = draft.appointmentDate
      ? zonedDateTime(draft.appointmentDate.slice(0, 10), draft.appointmentDate.slice(11, 16), zone)
      : null;
    const appointmentProblem = appointmentError({ branch, orderType, appointment, timeZone: zone });
    if (appointmentProblem)
      localProblems.push({ field: 'appointmentDate', message: appointmentProblem });
    if (phoneProblem && !requirements.isContactHidden) {
      setPhoneChecked(true);
      localProblems.push({ field: 'phone', message: phoneProblem });
    }
    if (localProblems.length) return showErrors(localProblems);

    const body = orderRequest(branch, cart, { ...draft, paymentMethod });
    const serialised = JSON.stringify(body);
    // The same draft sent again (a retry after a lost answer) reuses its key: one order.
    if (!attempt.current || attempt.current.body !== serialised) {
      attempt.current = { body: serialised, key: newIdempotencyKey() };
    }
    setSubmitting(true);
    try {
      const order = await orderApi.create(body, attempt.current.key);
      const bought = commerceOf(cart, products);
      trackCommerce('purchase', {
        item: bought.item,
        price: order.totals?.totalGross ?? bought.price,
        currency,
        category: branch.identifier,
      });
      if (order.paymentRedirectUrl) {
        window.location.assign(order.paymentRedirectUrl);
        return;
      }
      writeCart(sessionStorage, branch.identifier, { ...EMPTY_CART, orderType: cart.orderType });
      updateCart(() => ({ ...EMPTY_CART, orderType: cart.orderType }));
      clearDraft(sessionStorage, branch.identifier);
      onOrdered(order);
    } catch (error) {
      setSubmitting(false);
      const listed = error instanceof ApiCallError ? error.errors : [];
      showErrors(
        listed.length
          ? listed
          : [{ message: error instanceof ApiCallError ? error.message : UNKNOWN_ERROR_TEXT }],
      );
    }
  };

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

  const input = (field: TextField, labelText: string, options: InputOptions = {}) => (
    <Field
      label={labelText}
      required={options.required}
      error={fieldErrors.get(field)}
      name={field}
    >
      {(id, describedBy) => (
        <input
          id={id}
          name={field}
          type={options.type ?? 'text'}
          autoComplete={options.autoComplete}
          inputMode={options.inputMode}
          placeholder={options.placeholder}
          required={options.required}
          aria-invalid={fieldErrors.has(field) || undefined}
          aria-describedby={describedBy}
          value={draft[field] as string}
          onChange={(event) =>
            set(
              field,
              options.whileTyping ? options.whileTyping(event.target.value) : event.target.value,
            )
          }
          onBlur={options.onBlur}
        />
      )}
    </Field>
  );

  const checkbox = (field: FlagField, labelText: string) => (
    <label className="check">
      <input
        type="checkbox"
        name={field}
        checked={draft[field]}
        onChange={(event) => set(field, event.target.checked)}
      />
      {labelText}
    </label>
  );

  const countrySelect = (field: 'country' | 'deliveryCountry') => (
    <Field label="Land" name={field} required error={fieldErrors.get(field)}>
      {(id, describedBy) => (
        <select
          id={id}
          name={field}
          required
          aria-invalid={fieldErrors.has(field) || undefined}
          aria-describedby={describedBy}
          value={draft[field]}
          onChange={(event) => set(field, event.target.value as OrderDraft['country'])}
        >
          {COUNTRIES.map((country) => (
            <option key={country} value={country}>
              {COUNTRY_NAMES[country]}
            </option>
          ))}
        </select>
      )}
    </Field>
  );

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

      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!submitting) void submit();
        }}
      >
        <Section title="Art der Bestellung">
          <Field label="Art der Lieferung" name="orderType" error={fieldErrors.get('orderType')}>
            {(id, describedBy) => (
              <select
                id={id}
                value={orderType}
                aria-describedby={describedBy}
                onChange={(event) => setOrderType(event.target.value as OrderType)}
              >
                {types.map((type) => (
                  <option key={type} value={type}>
                    {ORDER_KIND_LABELS[type]}
                  </option>
                ))}
              </select>
            )}
          </Field>
          {!open && !branch.isQuotationRequired ? (
            <p className="checkout__warning" role="status">
              {orderType === 'delivery' ? NO_DELIVERY_ERROR_TEXT : CLOSED_BANNER_TEXT}
              {branch.isPreorderEnabled ? ` ${PREORDER_LATER_TEXT}` : ''}
            </p>
          ) : null}
          {orderType === 'dine-in' && branch.isTableSelectionEnabled ? (
            <Field label="Tisch" name="table" required error={fieldErrors.get('table')}>
              {(id, describedBy) => (
                <select
                  id={id}
                  required
                  aria-invalid={fieldErrors.has('table') || undefined}
                  aria-describedby={describedBy}
                  value={draft.tableId ?? ''}
                  onChange={(event) =>
                    set('tableId', event.target.value ? Number(event.target.value) : null)
                  }
                >
                  <option value="">Bitte wählen</option>
                  {tables.map((table) => (
                    <option key={table.id} value={table.id}>
                      Tisch {table.identifier}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          ) : null}
        </Section>

        {requirements.isContactHidden ? null : (
          <Section title="Kontaktdaten">
            {checkbox('isCompany', 'Bestellung für eine Firma')}
            {draft.isCompany ? (
              <div className="field-row">
                {input('companyName', 'Firmenname', {
                  required: true,
                  autoComplete: 'organization',
                })}
                {input('vatNumber', 'UID-Nummer', { placeholder: 'ATU12345678' })}
              </div>
            ) : null}
            <div className="field-row">
              {input('firstName', 'Vorname', { required: true, autoComplete: 'given-name' })}
              {input('lastName', 'Nachname', { required: true, autoComplete: 'family-name' })}
            </div>
            {input('email', 'E-Mail', {
              required: requirements.email,
              type: 'email',
              autoComplete: 'email',
            })}
            <Field
              label="Telefon"
              name="phone"
              required={requirements.phone}
              error={fieldErrors.get('phone') ?? shownPhoneProblem ?? undefined}
              hint={
                config.enablePluginSMS
                  ? 'Wir informieren Sie per SMS, sobald sich der Status Ihrer Bestellung ändert.'
                  : undefined
              }
            >
              {(id, describedBy) => (
                <input
                  id={id}
                  name="phone"
                  type="tel"
                  autoComplete="tel"
                  inputMode="tel"
                  placeholder="+436641234567"
                  required={requirements.phone}
                  aria-invalid={fieldErrors.has('phone') || !!shownPhoneProblem || undefined}
                  aria-describedby={describedBy}
                  value={draft.phone}
                  onChange={(event) => {
                    setPhoneChecked(false);
                    set('phone', phoneWhileTyping(event.target.value));
                  }}
                  onBlur={() => {
                    setPhoneChecked(true);
                    if (draft.phone) set('phone', normalisePhone(draft.phone));
                  }}
                />
              )}
            </Field>
          </Section>
        )}

        {showAddress ? (
          <Section title="Adresse">
            {orderType === 'delivery' ? (
              <Field
                label="Liefergebiet"
                name="deliveryArea"
                required
                error={fieldErrors.get('deliveryArea')}
              >
                {(id, describedBy) => (
                  <select
                    id={id}
                    required
                    aria-invalid={fieldErrors.has('deliveryArea') || undefined}
                    aria-describedby={describedBy}
                    value={cart.deliveryAreaId ?? ''}
                    onChange={(event) =>
                      updateCart((current) => ({
                        ...current,
                        deliveryAreaId: event.target.value ? Number(event.target.value) : null,
                      }))
                    }
                  >
                    <option value="">Bitte wählen</option>
                    {branch.deliveryAreas.map((area) => (
                      <option key={area.id} value={area.id}>
                        {area.area}
                      </option>
                    ))}
                  </select>
                )}
              </Field>
            ) : null}
            {input('street', 'Straße und Hausnummer', {
              required: true,
              autoComplete: 'address-line1',
            })}
            <div className="field-row field-row--three">
              {input('floor', 'Stock')}
              {input('stairway', 'Stiege')}
              {input('door', 'Tür')}
            </div>
            <div className="field-row">
              {input('zipCode', 'PLZ', {
                required: true,
                autoComplete: 'postal-code',
                inputMode: 'numeric',
              })}
              {input('city', 'Ort', { required: true, autoComplete: 'address-level2' })}
            </div>
            {countrySelect('country')}
            {orderType === 'delivery' ? (
              <>
                {checkbox('isDeliveryAddressDifferent', 'Abweichende Lieferadresse')}
                {draft.isDeliveryAddressDifferent ? (
                  <fieldset className="checkout__group">
                    <legend>Lieferadresse</legend>
                    {checkbox('isDeliveryCompany', 'Lieferung an eine Firma')}
                    {draft.isDeliveryCompany
                      ? input('deliveryCompanyName', 'Firmenname', {
                          required: true,
                          autoComplete: 'shipping organization',
                        })
                      : null}
                    <div className="field-row">
                      {input('deliveryFirstName', 'Vorname', {
                        required: true,
                        autoComplete: 'shipping given-name',
                      })}
                      {input('deliveryLastName', 'Nachname', {
                        required: true,
                        autoComplete: 'shipping family-name',
                      })}
                    </div>
                    {input('deliveryStreet', 'Straße und Hausnummer', {
                      required: true,
                      autoComplete: 'shipping address-line1',
                    })}
                    <div className="field-row field-row--three">
                      {input('deliveryFloor', 'Stock')}
                      {input('deliveryStairway', 'Stiege')}
                      {input('deliveryDoor', 'Tür')}
                    </div>
                    <div className="field-row">
                      {input('deliveryZipCode', 'PLZ', {
                        required: true,
                        autoComplete: 'shipping postal-code',
                        inputMode: 'numeric',
                      })}
                      {input('deliveryCity', 'Ort', {
                        required: true,
                        autoComplete: 'shipping address-level2',
                      })}
                    </div>
                    {countrySelect('deliveryCountry')}
                  </fieldset>
                ) : null}
              </>
            ) : null}
          </Section>
        ) : null}

        <Section title="Termin">
          <div
            className={`appointment${fieldErrors.has('appointmentDate') ? ' is-invalid' : ''}`}
            data-field="appointmentDate"
          >
            <p className="appointment__value" id="appointment-value">
              {draft.appointmentDate
                ? `${formatLocalDate(appointmentDay!)} ${appointmentTime} Uhr`
                : branch.isAppointmentRequired
                  ? 'Bitte wählen Sie einen Termin aus.'
                  : 'So bald wie möglich'}
            </p>
            {fieldErrors.has('appointmentDate') ? (
              <p className="form-error" id="appointment-error">
                {fieldErrors.get('appointmentDate')}
              </p>
            ) : null}
            <div className="appointment__actions">
              <button
                type="button"
                className="button button--secondary"
                aria-describedby="appointment-value"
                onClick={() => setPicker('date')}
              >
                Datum wählen
              </button>
              <button
                type="button"
                className="button button--secondary"
                aria-describedby="appointment-value"
                disabled={!appointmentDay}
                onClick={() => setPicker('time')}
              >
                Uhrzeit wählen
              </button>
            </div>
          </div>
        </Section>

        <Section title="Anmerkungen">
          <Field label="Anmerkung zur Bestellung" name="comment" error={fieldErrors.get('comment')}>
            {(id, describedBy) => (
              <textarea
                id={id}
                rows={3}
                maxLength={2000}
                aria-describedby={describedBy}
                value={draft.comment}
                onChange={(event) => set('comment', event.target.value)}
              />
            )}
          </Field>
        </Section>

        <Section title="Ihre Bestellung">
          <ul
            className={`summary${fieldErrors.has('items') ? ' is-invalid' : ''}`}
            data-field="items"
          >
            {summary.lines.map((line, index) => (
              <li key={`${line.name}-${index}`}>
                <span>
                  {line.amountText} {line.name}
                  {line.details ? <small>{line.details}</small> : null}
                </span>
                <span>{line.priceText}</span>
              </li>
            ))}
          </ul>
          <dl className="cart__prices">
            {[...summary.rows.filter((row) => row.label !== 'Gesamt'), ...summary.taxRows].map(
              (row) => (
                <div key={row.label}>
                  <dt>{row.label}</dt>
                  <dd>{row.value}</dd>
                </div>
              ),
            )}
          </dl>
          {summary.minimumText ? (
            <p className="cart__warning" role="alert">
              {summary.minimumText}
            </p>
          ) : null}
        </Section>

        {donatees.length ? (
          <Section title="Spende">
            <p>
              {donatee
                ? `Wir spenden für Ihre Bestellung an: ${donatee.name}`
                : 'Wählen Sie eine Organisation, an die wir für Ihre Bestellung spenden – ohne Mehrkosten für Sie.'}
            </p>
            {fieldErrors.has('donatee') ? (
              <p className="form-error">{fieldErrors.get('donatee')}</p>
            ) : null}
            <div className="appointment__actions">
              <button
                type="button"
                className="button button--secondary"
                onClick={() => setPicker('donatee')}
              >
                {donatee ? 'Andere Organisation wählen' : 'Organisation wählen'}
              </button>
              {donatee ? (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => set('donateeId', null)}
                >
                  Keine Spende
                </button>
              ) : null}
            </div>
          </Section>
        ) : null}

        <Section title="Zahlungsart">
          <fieldset
            className={`payment${fieldErrors.has('paymentMethod') ? ' is-invalid' : ''}`}
            data-field="paymentMethod"
          >
            <legend className="visually-hidden">Zahlungsart</legend>
            {methods.map((method) => (
              <label key={method} className="check">
                <input
                  type="radio"
                  name="paymentMethod"
                  checked={paymentMethod === method}
                  onChange={() => set('paymentMethod', method)}
                />
                {PAYMENT_METHOD_LABELS[method]}
              </label>
            ))}
            {fieldErrors.has('paymentMethod') ? (
              <p className="form-error">{fieldErrors.get('paymentMethod')}</p>
            ) : null}
          </fieldset>
        </Section>

        <Section title="Rechtliches">
          <ConsentCheckbox
            name="legalInstructions"
            checked={draft.legalInstructions}
            onChange={(checked) => set('legalInstructions', checked)}
            before="Ich akzeptiere die"
            document="Allgemeinen Geschäftsbedingungen"
            after=""
            text={config.termsAndConditionsText}
            url={config.termsAndConditions}
            invalid={fieldErrors.has('legalInstructions')}
          />
          <ConsentCheckbox
            name="privacyPolicy"
            checked={draft.privacyPolicy}
            onChange={(checked) => set('privacyPolicy', checked)}
            before="Ich habe die"
            document="Datenschutzerklärung"
            after="gelesen und akzeptiere sie."
            text={config.privacyPolicyText}
            url={config.privacyPolicy}
            invalid={fieldErrors.has('privacyPolicy')}
          />
        </Section>

        <div className="checkout__actions">
          <a className="button button--secondary" href={`/store/${branch.identifier}`}>
            {BACK_TEXT}
          </a>
          {submitting ? (
            <button type="button" className="button" disabled aria-busy="true">
              {SUBMITTING_TEXT}
            </button>
          ) : label ? (
            <button type="submit" className="button" disabled={summary.isBelowMinimum}>
              {label}
            </button>
          ) : null}
        </div>
      </form>

      {picker === 'date' ? (
        <DatePicker
          value={appointmentDay}
          today={today}
          isAvailable={(day) => isDayAvailable(slotOptions, day)}
          onClose={() => setPicker(null)}
          onSave={(day) => {
            if (!day) {
              set('appointmentDate', null);
              setPicker(null);
              return;
            }
            const first = windowsForDay(slotOptions, day)[0];
            set(
              'appointmentDate',
              `${day}T${appointmentTime && day === appointmentDay ? appointmentTime : (first?.from ?? '12:00')}`,
            );
            // Choosing a day goes straight on to its time.
            setPicker('time');
          }}
        />
      ) : null}
      {picker === 'time' && appointmentDay ? (
        <TimePicker
          day={appointmentDay}
          windows={windowsForDay(slotOptions, appointmentDay)}
          value={appointmentTime}
          onClose={() => setPicker(null)}
          onSave={(time) => {
            set('appointmentDate', `${appointmentDay}T${time}`);
            setPicker(null);
          }}
        />
      ) : null}
      {picker === 'donatee' ? (
        <DonateeOverlay
          donatees={donatees}
          currency={currency}
          onClose={() => setPicker(null)}
          onChoose={(chosen) => {
            set('donateeId', chosen.id);
            setPicker(null);
          }}
        />
      ) : null}
    </main>
  );
}

interface InputOptions {
  required?: boolean;
  placeholder?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'numeric' | 'tel' | 'email' | 'text';
  whileTyping?: (value: string) => string;
  onBlur?: () => void;
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="checkout__section">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

/** A labelled input with its hint and its error, wired for screen readers. */
function Field({
  label,
  name,
  required,
  error,
  hint,
  children,
}: {
  label: string;
  name: string;
  required?: boolean;
  error?: string;
  hint?: string;
  children: (id: string, describedBy: string | undefined) => ReactNode;
}) {
  const id = `checkout-${name}`;
  const describedBy =
    [error ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  return (
    <div className={`field${error ? ' is-invalid' : ''}`} data-field={name}>
      <label htmlFor={id}>
        {label}
        {required ? <span aria-hidden="true"> *</span> : null}
      </label>
      {children(id, describedBy)}
      {hint ? (
        <small className="field__hint" id={`${id}-hint`}>
          {hint}
        </small>
      ) : null}
      {error ? (
        <small className="form-error" id={`${id}-error`}>
          {error}
        </small>
      ) : null}
    </div>
  );
}
