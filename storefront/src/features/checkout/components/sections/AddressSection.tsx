import type { CheckoutForm } from '../../hooks/useCheckoutForm';
import { CountrySelect, Field, FlagCheckbox, Section, TextInput } from '../CheckoutFields';

/** Checkout 3: the delivery area and the customer's address, and for delivery another address. */
export function AddressSection({ form }: { form: CheckoutForm }) {
  const { orderType, branch, cart, draft, fieldErrors, setDeliveryArea } = form;
  return (
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
                setDeliveryArea(event.target.value ? Number(event.target.value) : null)
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
      <TextInput
        form={form}
        field="street"
        label="Straße und Hausnummer"
        required
        autoComplete="address-line1"
      />
      <div className="field-row field-row--three">
        <TextInput form={form} field="floor" label="Stock" />
        <TextInput form={form} field="stairway" label="Stiege" />
        <TextInput form={form} field="door" label="Tür" />
      </div>
      <div className="field-row">
        <TextInput
          form={form}
          field="zipCode"
          label="PLZ"
          required
          autoComplete="postal-code"
          inputMode="numeric"
        />
        <TextInput form={form} field="city" label="Ort" required autoComplete="address-level2" />
      </div>
      <CountrySelect form={form} field="country" />
      {orderType === 'delivery' ? (
        <>
          <FlagCheckbox
            form={form}
            field="isDeliveryAddressDifferent"
            label="Abweichende Lieferadresse"
          />
          {draft.isDeliveryAddressDifferent ? <DeliveryAddressFields form={form} /> : null}
        </>
      ) : null}
    </Section>
  );
}

/** The other address a delivery goes to. */
function DeliveryAddressFields({ form }: { form: CheckoutForm }) {
  return (
    <fieldset className="checkout__group">
      <legend>Lieferadresse</legend>
      <FlagCheckbox form={form} field="isDeliveryCompany" label="Lieferung an eine Firma" />
      {form.draft.isDeliveryCompany ? (
        <TextInput
          form={form}
          field="deliveryCompanyName"
          label="Firmenname"
          required
          autoComplete="shipping organization"
        />
      ) : null}
      <div className="field-row">
        <TextInput
          form={form}
          field="deliveryFirstName"
          label="Vorname"
          required
          autoComplete="shipping given-name"
        />
        <TextInput
          form={form}
          field="deliveryLastName"
          label="Nachname"
          required
          autoComplete="shipping family-name"
        />
      </div>
      <TextInput
        form={form}
        field="deliveryStreet"
        label="Straße und Hausnummer"
        required
        autoComplete="shipping address-line1"
      />
      <div className="field-row field-row--three">
        <TextInput form={form} field="deliveryFloor" label="Stock" />
        <TextInput form={form} field="deliveryStairway" label="Stiege" />
        <TextInput form={form} field="deliveryDoor" label="Tür" />
      </div>
      <div className="field-row">
        <TextInput
          form={form}
          field="deliveryZipCode"
          label="PLZ"
          required
          autoComplete="shipping postal-code"
          inputMode="numeric"
        />
        <TextInput
          form={form}
          field="deliveryCity"
          label="Ort"
          required
          autoComplete="shipping address-level2"
        />
      </div>
      <CountrySelect form={form} field="deliveryCountry" />
    </fieldset>
  );
}
