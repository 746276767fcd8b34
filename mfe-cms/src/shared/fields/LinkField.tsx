import { Input, Select, Space, Switch } from 'antd';
import {
  LINK_KINDS,
  LINK_KIND_LABELS,
  linkKind,
  readLink,
  type CmsLink,
  type LinkKind,
} from '@bestellwerk/domain';
import { useState } from 'react';
import { FileField } from './FilePicker';
import { ReferenceSelect } from './ReferenceSelect';

const PLACEHOLDERS: Partial<Record<LinkKind, string>> = {
  href: 'https://…',
  to: '/store/hauptplatz',
  mailto: 'info@beispiel.at',
  phone: '+43 1 234 56 78',
};

/**
 * A link item (backoffice-api.md §3 „Link item“): a label and one destination — an address,
 * a path of the shop, a page picked by name, a file of the media library, an e-mail address
 * or a phone number. Old stored shapes (a bare address) are read through readLink.
 */
export function LinkField({
  id,
  value,
  onChange,
}: {
  id?: string;
  value?: CmsLink | string | null;
  onChange?: (link: CmsLink | null) => void;
}) {
  const link = readLink(value) ?? {};
  const [chosenKind, setChosenKind] = useState<LinkKind>(linkKind(link) ?? 'reference');
  const kind = linkKind(link) ?? chosenKind;
  const change = (next: CmsLink) => {
    const cleaned = Object.fromEntries(
      Object.entries(next).filter(
        ([, entry]) => entry !== undefined && entry !== null && entry !== '',
      ),
    ) as CmsLink;
    onChange?.(Object.keys(cleaned).length ? cleaned : null);
  };
  const setDestination = (destination: Partial<CmsLink>) =>
    change({
      label: link.label,
      ...(kind === 'href' ? { target: link.target } : {}),
      ...destination,
    });

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id={id}
          aria-label="Link-Beschriftung"
          placeholder="Beschriftung, z. B. Jetzt bestellen"
          value={link.label ?? ''}
          onChange={(event) => change({ ...link, label: event.target.value })}
        />
        <Select<LinkKind>
          aria-label="Link-Art"
          style={{ width: 170 }}
          value={kind}
          options={LINK_KINDS.map((entry) => ({ value: entry, label: LINK_KIND_LABELS[entry] }))}
          onChange={(next) => {
            setChosenKind(next);
            // The old destination does not fit the new kind; the label stays.
            change({ label: link.label });
          }}
        />
      </Space.Compact>
      {kind === 'reference' ? (
        <ReferenceSelect
          target="site"
          aria-label="Seite"
          placeholder="Seite suchen (Name oder Pfad)"
          value={link.reference ?? null}
          onChange={(reference) => setDestination({ reference })}
        />
      ) : kind === 'file' ? (
        <FileField value={link.file ?? null} onChange={(file) => setDestination({ file })} />
      ) : (
        <Input
          aria-label={LINK_KIND_LABELS[kind]}
          placeholder={PLACEHOLDERS[kind]}
          value={(link[kind] as string | null | undefined) ?? ''}
          onChange={(event) => setDestination({ [kind]: event.target.value })}
        />
      )}
      {kind === 'href' ? (
        <Space>
          <Switch
            size="small"
            aria-label="In neuem Tab öffnen"
            checked={link.target === '_blank'}
            onChange={(blank) => change({ ...link, target: blank ? '_blank' : null })}
          />
          In neuem Tab öffnen
        </Space>
      ) : null}
    </Space>
  );
}
