import { Select } from 'antd';
import { api, cmsApi } from '@bestellwerk/api-client';
import { readFormNode, type CmsReferenceTarget } from '@bestellwerk/domain';
import { useEffect, useState, type CSSProperties } from 'react';

type Choice = { value: number; label: string };

/** Lists whose records a reference can name; other targets are entered by id. */
const LOADERS: Partial<Record<CmsReferenceTarget | 'branch', () => Promise<Choice[]>>> = {
  node: async () =>
    (await cmsApi.nodes.list({ perPage: 200 })).items.map((node) => ({
      value: node.id,
      label: readFormNode(node.content)?.name ?? node.identifier,
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
  branch: async () =>
    (await api.branches.list({ perPage: 200 })).items.map((branch) => ({
      value: branch.id,
      label: `${branch.name} (/store/${branch.identifier})`,
    })),
};

/**
 * One load per list for all the selects open at once (a navigation's rows each have one);
 * a few seconds later the next select loads afresh and sees new pages.
 */
const loading = new Map<string, Promise<Choice[]>>();
function loadChoices(target: keyof typeof LOADERS): Promise<Choice[]> {
  let pending = loading.get(target);
  if (!pending) {
    pending = LOADERS[target]!();
    loading.set(target, pending);
    const forget = () => setTimeout(() => loading.delete(target), 5000);
    pending.then(forget, () => loading.delete(target));
  }
  return pending;
}

/**
 * A reference field: a choice among the target's records (stored as the id), found by
 * typing part of the name or the path („Über uns (/ueber-uns)“).
 */
export function ReferenceSelect({
  id,
  target,
  value,
  onChange,
  placeholder = 'Auswählen',
  style,
  'aria-label': ariaLabel,
}: {
  placeholder?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  /** Given by Form.Item: the label points at the control. */
  id?: string;
  target: CmsReferenceTarget | 'branch';
  value?: number | { id: number } | null;
  onChange?: (value: number | null) => void;
}) {
  const [options, setOptions] = useState<{ value: number; label: string }[]>([]);
  useEffect(() => {
    if (!LOADERS[target]) return;
    let live = true;
    loadChoices(target).then(
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
      placeholder={placeholder}
      style={style}
      aria-label={ariaLabel}
      notFoundContent="Nichts gefunden"
      onChange={(next) => onChange?.(next ?? null)}
    />
  );
}
