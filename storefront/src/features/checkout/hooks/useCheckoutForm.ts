import {
  PAYMENT_FAILED_TEXT,
  appointmentError,
  appointmentHours,
  branchOpen,
  busyExtraMinutesAt,
  contactRequirements,
  defaultPaymentMethod,
  deliveryOpen,
  firstOrderSlot,
  formatTime,
  longestLeadTime,
  normalisePhone,
  paymentMethodsFor,
  phoneError,
  toLocal,
  zonedDateTime,
  APPOINTMENT_WINDOW_DAYS,
  PLANNING_HORIZON_MINUTES,
  type OrderType,
  type SlotOptions,
} from '@bestellwerk/domain';
import { useEffect, useMemo, useRef, useState } from 'react';
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
import { commerceOf } from '../state/commerce';
import {
  checkoutSubmitLabel,
  clearDraft,
  fieldOf,
  orderRequest,
  readDraft,
  writeDraft,
  type OrderDraft,
} from '../state/draft';
import { addressFromArea } from '../state/delivery-area';
import { newIdempotencyKey } from '../state/idempotency';
import { branchBusyText } from '../../../shared/busy';
import { useLiveBranch } from '../../../shared/live-busy';
import { useKitchenPromise } from './useKitchenPromise';

export interface CheckoutProps {
  shop: ShopData;
  branch: BranchView;
  menu: MenuView | null;
  now: Date;
  paymentFailed?: boolean;
  /** After an order without online payment: show its status page. */
  onOrdered: (order: PublicOrder) => void;
}

/** The overlay open above the checkout, if any. */
export type CheckoutPicker = 'date' | 'time' | 'donatee' | null;

/**
 * The checkout's state in one place (storefront.md §2 Checkout, §5, §8): the draft kept in
 * session storage, the cart, what the branch offers for the chosen order type, the errors by
 * field, and the submit (local checks first, then the server, one idempotency key per draft).
 * The section components only read this and call its setters.
 */
export function useCheckoutForm({
  shop,
  branch: loaded,
  menu,
  now,
  paymentFailed = false,
  onOrdered,
}: CheckoutProps) {
  // Busy mode switched on the board moves the times and the notice at once.
  const branch = useLiveBranch(loaded);
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
  const [picker, setPicker] = useState<CheckoutPicker>(null);
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
  const summary = summarise(
    cart,
    products,
    branch.deliveryAreas,
    currency,
    branch.maximumOrderValue,
  );
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

  // Appointment: the slots of the order type's hours, pushed out by the cart's lead times
  // and by the kitchen's queue (the server's promise): slots it cannot make are not offered.
  const kitchenEarliest = useKitchenPromise(
    cart.items.length ? branch.id : null,
    cart.items.map((line) => line.productId),
  );
  // Up to the planning horizon: later slots are planned, the queue of now does not bind them.
  const kitchenMinutes = kitchenEarliest
    ? Math.min(
        PLANNING_HORIZON_MINUTES,
        Math.max(0, Math.ceil((kitchenEarliest.getTime() - now.getTime()) / 60_000)),
      )
    : 0;
  const slotOptions: SlotOptions = {
    rules: appointmentHours(branch, orderType),
    timeZone: zone,
    now,
    leadTimeMinutes: Math.max(
      kitchenMinutes,
      longestLeadTime(
        cart.items.flatMap((line) => {
          const product = products.get(line.productId);
          return product ? [product] : [];
        }),
      ),
    ),
    // Busy mode („Viel los“): the same extra minutes the server's order check adds.
    extraMinutes: busyExtraMinutesAt(branch, now),
    days: APPOINTMENT_WINDOW_DAYS,
  };
  const busyText = branchBusyText(branch, now, open);
  // „So bald wie möglich“ is impossible while the branch (or its delivery) is closed, or
  // where it takes appointments only: then the first possible slot is chosen for the
  // customer, who can still change it. Derived (not stored), so the server's render and the
  // browser's agree and a change of the order type or cart moves it along.
  const asapImpossible =
    !branch.isQuotationRequired &&
    ((!open && branch.isPreorderEnabled) || branch.isAppointmentRequired);
  const preselected = asapImpossible && !draft.appointmentDate ? firstOrderSlot(slotOptions) : null;
  const appointmentDate =
    draft.appointmentDate ??
    (preselected ? `${toLocal(preselected, zone).date}T${formatTime(preselected, zone)}` : null);
  const appointmentDay = appointmentDate?.slice(0, 10) ?? null;
  const appointmentTime = appointmentDate?.slice(11, 16) ?? null;
  /** The branch takes a limited number of orders per slot: the time is one of its slots. */
  const hasSlots = !!branch.maxOrdersPerSlot;
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
  const setDeliveryArea = (deliveryAreaId: number | null) => {
    updateCart((current) => ({ ...current, deliveryAreaId }));
    const area = branch.deliveryAreas.find((candidate) => candidate.id === deliveryAreaId);
    setDraft((current) => ({
      ...current,
      ...addressFromArea(current, area?.area, branch.city ?? ''),
    }));
  };

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
    const appointment = appointmentDate
      ? zonedDateTime(appointmentDate.slice(0, 10), appointmentDate.slice(11, 16), zone)
      : null;
    const appointmentProblem = appointmentError({ branch, orderType, appointment, timeZone: zone });
    if (appointmentProblem)
      localProblems.push({ field: 'appointmentDate', message: appointmentProblem });
    if (phoneProblem && !requirements.isContactHidden) {
      setPhoneChecked(true);
      localProblems.push({ field: 'phone', message: phoneProblem });
    }
    if (localProblems.length) return showErrors(localProblems);

    const body = orderRequest(branch, cart, { ...draft, appointmentDate, paymentMethod });
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

  return {
    branch,
    config,
    currency,
    cart,
    draft,
    errors,
    fieldErrors,
    submitting,
    picker,
    errorList,
    orderType,
    types,
    tables,
    donatees,
    donatee,
    requirements,
    showAddress,
    methods,
    paymentMethod,
    summary,
    label,
    open,
    slotOptions,
    busyText,
    appointmentDate,
    isAppointmentPreselected: preselected !== null,
    /** „So bald wie möglich“: when the kitchen can have it ready (null: not known yet). */
    kitchenEarliest: open ? kitchenEarliest : null,
    hasSlots,
    appointmentDay,
    appointmentTime,
    today,
    shownPhoneProblem,
    set,
    setOrderType,
    setDeliveryArea,
    setPicker,
    setPhoneChecked,
    submit,
  };
}

/** What the checkout's sections get: the form's state and setters. */
export type CheckoutForm = ReturnType<typeof useCheckoutForm>;
