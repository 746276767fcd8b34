import {
  isExternalHref,
  isResolvedBlock,
  linkHref,
  pictureUrl,
  readLink,
  referenceId,
  type CmsField,
  type CmsOption,
  type CmsSiteType,
} from '@bestellwerk/domain';
import type { ReactNode } from 'react';
import { Markdown } from '../../../shared/Markdown';
import type { ShopData } from '../../../shared/types';
import { FormNodeBlock } from './FormNodeBlock';
import { SiteBody } from './SiteBody';

/** What a field's view needs besides its value: the shop (forms, sites) and the default type. */
export interface FieldContext {
  shop: ShopData;
  defaultType: CmsSiteType;
}

/** The field of one type (a member of CmsField whose `type` includes F). */
type FieldOf<F, U = CmsField> = U extends { type: infer T } ? (F extends T ? U : never) : never;

type Props<F extends CmsField['type']> = {
  field: FieldOf<F>;
  value: unknown;
  context: FieldContext;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const HEADING = /^(title|heading|headline|ueberschrift|titel)$/i;

/** 'YYYY-MM-DD', 'HH:mm' or 'YYYY-MM-DDTHH:mm…' as 'DD.MM.YYYY', 'HH:mm', 'DD.MM.YYYY HH:mm'. */
export function formatCmsDate(value: string): string {
  const date = /^(\d{4})-(\d{2})-(\d{2})/.exec(value);
  const time = /(?:^|T)([01]\d|2[0-3]):([0-5]\d)/.exec(value);
  const day = date ? `${date[3]}.${date[2]}.${date[1]}` : '';
  return [day, time ? `${time[1]}:${time[2]}` : ''].filter(Boolean).join(' ');
}

/** A number as German text (comma decimals), without Intl. */
export const formatCmsNumber = (value: number) => String(value).replace('.', ',');

/** An upload's public address (/upload/{publicHash}/{id}-{version}.{ext}); null for a bare id. */
function fileUrl(value: unknown): string | null {
  if (!isRecord(value)) return null;
  const { publicHash, id, version, extension } = value;
  return typeof publicHash === 'string' && typeof id === 'number' && typeof extension === 'string'
    ? `/upload/${publicHash}/${id}-${Number(version ?? 1)}.${extension}`
    : null;
}

function Picture({ value, label }: { value: unknown; label: string }) {
  const src = pictureUrl(value, 'large');
  const alt = isRecord(value) && typeof value.alt === 'string' ? value.alt : label;
  return src ? <img className="cms-image" src={src} alt={alt} loading="lazy" /> : null;
}

function FileLink({ value, label }: { value: unknown; label: string }) {
  const href = fileUrl(value);
  const name = isRecord(value) && typeof value.name === 'string' ? value.name : label;
  return href ? (
    <a className="cms-file" href={href} download>
      {name}
    </a>
  ) : null;
}

const optionLabel = (field: { options: readonly CmsOption[] }, value: unknown) =>
  field.options.find((option) => option.value === value)?.label ?? String(value);

/** One view per CMS field type (backoffice-api.md §3), driven only by the field's schema. */
export const FIELD_VIEWS: { [F in CmsField['type']]: (props: Props<F>) => ReactNode } = {
  text: ({ field, value }) =>
    HEADING.test(field.name) ? <h2>{String(value)}</h2> : <p>{String(value)}</p>,
  textarea: ({ value }) => <p className="cms-multiline">{String(value)}</p>,
  wysiwyg: ({ value }) => (
    // Sanitised by the server when the site was saved.
    <div className="cms-rich-text" dangerouslySetInnerHTML={{ __html: String(value) }} />
  ),
  markdown: ({ value }) => <Markdown text={String(value)} />,
  number: ({ value }) => <p>{typeof value === 'number' ? formatCmsNumber(value) : null}</p>,
  date: ({ value }) => (
    <p>
      <time dateTime={String(value)}>{formatCmsDate(String(value))}</time>
    </p>
  ),
  image: ({ field, value }) => <Picture value={value} label={field.label} />,
  images: ({ field, value }) => (
    <ul className="cms-gallery">
      {(Array.isArray(value) ? value : []).map((item, index) => (
        <li key={index}>
          <Picture value={item} label={field.label} />
        </li>
      ))}
    </ul>
  ),
  file: ({ field, value }) => <FileLink value={value} label={field.label} />,
  files: ({ field, value }) => (
    <ul className="cms-files">
      {(Array.isArray(value) ? value : []).map((item, index) => (
        <li key={index}>
          <FileLink value={item} label={field.label} />
        </li>
      ))}
    </ul>
  ),
  boolean: ({ field, value }) => (
    <p>
      {field.label}: {value === true ? 'Ja' : 'Nein'}
    </p>
  ),
  select: ({ field, value }) => <p>{optionLabel(field, value)}</p>,
  multiselect: ({ field, value }) => (
    <ul>
      {(Array.isArray(value) ? value : []).map((item) => (
        <li key={String(item)}>{optionLabel(field, item)}</li>
      ))}
    </ul>
  ),
  group: ({ field, value, context }) => (
    <FieldsView fields={field.fields} value={value} context={context} />
  ),
  tabs: ({ field, value, context }) => (
    <>
      {field.tabs.map((tab) => (
        <section key={tab.name} className="cms-tab">
          <h3>{tab.label}</h3>
          <FieldsView
            fields={tab.fields}
            value={isRecord(value) ? value[tab.name] : null}
            context={context}
          />
        </section>
      ))}
    </>
  ),
  collection: ({ field, value, context }) => (
    <ul className="cms-collection">
      {(Array.isArray(value) ? value : []).map((item, index) => (
        <li key={index}>
          <FieldsView fields={field.fields} value={item} context={context} />
        </li>
      ))}
    </ul>
  ),
  reference: ({ field, value, context }) => {
    // A block: its content as it is now (resolved when the page's data was built).
    if (isResolvedBlock(value))
      return (
        <SiteBody siteType={context.defaultType} content={value.content} shop={context.shop} />
      );
    const id = referenceId(value);
    if (id === null) return null;
    if (field.target === 'site') {
      const site = context.shop.sites.find((candidate) => candidate.id === id);
      return site ? <a href={`/${site.path}`}>{site.title || site.name}</a> : null;
    }
    if (field.target === 'node') return <FormNodeBlock node={id} shop={context.shop} />;
    // Categories, products and scenes are not part of the page's data: nothing to show.
    return null;
  },
  link: ({ value, context }) => {
    const link = readLink(value);
    const href = linkHref(link, context.shop.sites ?? []);
    if (!href) return null;
    const text = link?.label?.trim() || href.replace(/^(mailto|tel):/, '');
    return (
      <p>
        <a
          className="cms-link"
          href={href}
          {...(isExternalHref(href) ? { target: '_blank', rel: 'noopener' } : {})}
        >
          {text}
        </a>
      </p>
    );
  },
  color: ({ value }) => (
    <span
      className="cms-color"
      style={{ backgroundColor: String(value) }}
      role="img"
      aria-label={`Farbe ${String(value)}`}
    />
  ),
};

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);

/** The fields of an object value, each by its type's view; empty ones show nothing. */
export function FieldsView({
  fields,
  value,
  context,
}: {
  fields: readonly CmsField[];
  value: unknown;
  context: FieldContext;
}) {
  const object = isRecord(value) ? value : {};
  return (
    <>
      {fields.map((field) => {
        const current = object[field.name];
        if (isEmpty(current) && field.type !== 'boolean') return null;
        const View = FIELD_VIEWS[field.type] as (props: Props<typeof field.type>) => ReactNode;
        return (
          <div key={field.name} className={`cms-field cms-field--${field.type}`}>
            <View field={field as never} value={current} context={context} />
          </div>
        );
      })}
    </>
  );
}
