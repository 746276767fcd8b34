import { Form, Tabs } from 'antd';
import { useState } from 'react';
import { ApiError, api, type Branch } from '@bestellwerk/api-client';
import { ScheduleField, ServerForm } from '@bestellwerk/admin-kit';
import {
  NEW_BRANCH,
  tabOfField,
  toBranchPayload,
  toBranchValues,
  type BranchTab,
  type BranchValues,
} from '../state/branchForm';
import { DeliveryHoursSection } from './DeliveryHoursSection';
import { HoursClipboard } from './HoursClipboard';
import { MasterDataSection } from './MasterDataSection';
import { OrderKindsSection } from './OrderKindsSection';
import { PaymentSection } from './PaymentSection';
import { PicturesSection } from './PicturesSection';
import { RequiredFieldsSection } from './RequiredFieldsSection';

/**
 * The branch's fields in tabs: Stammdaten, Bilder, Bestellarten, Pflichtfelder, Zahlung,
 * Öffnungszeiten (rules in order — daily, then weekdays override, one-time rules for a
 * date) and Lieferzeiten. Every tab is rendered, so every field is sent and can carry the
 * server's error; a failed save opens the tab of the first one. Mounted once per branch
 * (keyed by the caller): a fresh form store, nothing left over from the previous branch.
 */
export function BranchForm({
  branch,
  onSaved,
}: {
  /** undefined: a new branch (POST). */
  branch: Branch | undefined;
  onSaved: (saved: Branch) => void;
}) {
  const [form] = Form.useForm<Partial<BranchValues>>();
  const [tab, setTab] = useState<BranchTab>('master');

  const submit = async (values: Partial<BranchValues>) => {
    const payload = toBranchPayload(values);
    try {
      return branch
        ? await api.branches.update(branch.id, payload)
        : await api.branches.create(payload);
    } catch (error) {
      const first = error instanceof ApiError ? tabOfField(error.errors[0]?.field) : null;
      if (first) setTab(first);
      throw error;
    }
  };

  const items = [
    { key: 'master', label: 'Stammdaten', children: <MasterDataSection /> },
    { key: 'pictures', label: 'Bilder', children: <PicturesSection /> },
    { key: 'orderKinds', label: 'Bestellarten', children: <OrderKindsSection /> },
    { key: 'requiredFields', label: 'Pflichtfelder', children: <RequiredFieldsSection /> },
    { key: 'payment', label: 'Zahlung', children: <PaymentSection /> },
    {
      key: 'openingHours',
      label: 'Öffnungszeiten',
      children: (
        <>
          <ScheduleField name="openingHours" />
          <HoursClipboard name="openingHours" noun="Öffnungszeiten" />
        </>
      ),
    },
    { key: 'deliveryHours', label: 'Lieferzeiten', children: <DeliveryHoursSection /> },
  ].map((item) => ({ ...item, forceRender: true }));

  return (
    <ServerForm<Partial<BranchValues>>
      form={form}
      initialValues={branch ? toBranchValues(branch) : NEW_BRANCH}
      failureMessage={`Die Filiale konnte nicht ${branch ? 'aktualisiert' : 'angelegt'} werden.`}
      submitLabel={branch ? 'Speichern' : 'Anlegen'}
      submit={submit}
      onSaved={(saved) => onSaved(saved as Branch)}
    >
      <Tabs activeKey={tab} onChange={(key) => setTab(key as BranchTab)} items={items} />
    </ServerForm>
  );
}
