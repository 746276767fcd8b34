import { Select } from 'antd';
import { cmsApi } from '@bestellwerk/api-client';
import type { CmsReferenceTarget } from '@bestellwerk/domain';
import { useEffect, useState } from 'react';

/** Lists whose records a reference can name; other targets are entered by id. */
const LOADERS: Partial<
  Record<CmsReferenceTarget, () => Promise<{ value: number; label: string }[]>>
> = {
  node: async () =>
    (await cmsApi.nodes.list({ perPage: 200 })).items.map((node) => ({
      value: node.id,
      label: String((node.content as { name?: string }).name ?? node.identifier),
    })),
  site: async () =>
    (await cmsApi.sites.list({ perPage: 500 })).items.map((site) => ({
      value: site.id,
      label: `${site.name} (/${site.path})`,
    })),
  block: async () =>
    (await cmsApi.blocks.list({ perPage: 200 })).items.map((block) => ({
      value: block.id,
      label: block.name,
    })),
};

/** A reference field: a choice among the target's records (stored as the id). */
export function ReferenceSelect({
  id,
  target,
  value,
  onChange,
}: {
  /** Given by Form.Item: the label points at the control. */
  id?: string;
  target: CmsReferenceTarget;
  value?: number | { id: number } | null;
  onChange?: (value: number | null) => void;
}) {
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  useEffect(() => {
    const load = LOADERS[target];
    if (!load) return;
    let live = true;
    load().then(
      (loaded) => live && setOptions(loaded),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [target]);
  const chosen = typeof value === 'object' && value ? value.id : (value ?? null);
  return (
    <Select
      id={id}
      allowClear
      showSearch
      optionFilterProp="label"
      value={chosen}
      options={LOADERS[target] ? options : chosen ? [{ value: chosen, label: `ID ${chosen}` }] : []}
      placeholder="Auswählen"
      onChange={(next) => onChange?.(next ?? null)}
    />
  );
}
