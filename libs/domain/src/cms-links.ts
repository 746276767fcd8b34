/**
 * The CMS's link item (backoffice-api.md §3 "Link item": a label plus one of href/target,
 * mailto, phone, to, file, or reference — a site id) and where it leads. The editor, the
 * server's check and the storefront all read links through `readLink`, so a slide stored in
 * the old shape ({ linkLabel, linkHref }) still shows its link (migrated on read).
 */

/** A file of the media library as a link stores it (the upload as the picker gave it). */
export interface CmsLinkFile {
  id: number;
  publicHash?: string;
  version?: number;
  extension?: string;
  originalName?: string;
}

export interface CmsLink {
  label?: string | null;
  /** An address outside the shop (https://…); `target` '_blank' opens a new tab. */
  href?: string | null;
  target?: '_blank' | null;
  mailto?: string | null;
  phone?: string | null;
  /** A path of the shop itself (/store/hauptplatz). */
  to?: string | null;
  file?: CmsLinkFile | number | null;
  /** A site by its id. */
  reference?: number | null;
}

/** The kinds of destination, in the editor's order. */
export const LINK_KINDS = ['href', 'to', 'reference', 'file', 'mailto', 'phone'] as const;
export type LinkKind = (typeof LINK_KINDS)[number];

export const LINK_KIND_LABELS: Record<LinkKind, string> = {
  href: 'Adresse (URL)',
  to: 'Pfad im Shop',
  reference: 'Seite',
  file: 'Datei',
  mailto: 'E-Mail',
  phone: 'Telefon',
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const filled = (value: unknown) =>
  value !== undefined && value !== null && !(typeof value === 'string' && value.trim() === '');

/** Which destination a link has (the first one set), or null for none. */
export function linkKind(link: CmsLink | null | undefined): LinkKind | null {
  if (!link) return null;
  return LINK_KINDS.find((kind) => filled(link[kind])) ?? null;
}

/**
 * Any stored link shape as a link: a link item; a bare string (an old „Link-Ziel“:
 * https://…, mailto:…, tel:…, /pfad); null for nothing.
 */
export function readLink(value: unknown, label?: string | null): CmsLink | null {
  if (typeof value === 'string') {
    const text = value.trim();
    if (!text) return null;
    if (/^mailto:/i.test(text)) return { label, mailto: text.slice(7) };
    if (/^tel:/i.test(text)) return { label, phone: text.slice(4) };
    if (text.startsWith('/')) return { label, to: text };
    return { label, href: text };
  }
  if (!isObject(value)) return null;
  return value as CmsLink;
}

/**
 * A hero slide in today's shape: an old slide's linkLabel/linkHref become its `link`.
 * Slides already migrated come back unchanged.
 */
export function migrateHeroSlide<T extends Record<string, unknown>>(slide: T): T {
  if (!('linkHref' in slide) && !('linkLabel' in slide)) return slide;
  const { linkHref, linkLabel, ...rest } = slide as Record<string, unknown>;
  const link = rest.link ?? readLink(linkHref, typeof linkLabel === 'string' ? linkLabel : null);
  return { ...rest, ...(link ? { link } : {}) } as unknown as T;
}

/** A site's content with every hero slide migrated (blocks of other types as they are). */
export function migrateContent(content: unknown): unknown {
  if (!Array.isArray(content)) return content;
  return content.map((block: unknown) => {
    if (!isObject(block) || block.type !== 'hero' || !isObject(block.value)) return block;
    const slides = block.value.slides;
    if (!Array.isArray(slides)) return block;
    return {
      ...block,
      value: {
        ...block.value,
        slides: slides.map((slide: unknown) => (isObject(slide) ? migrateHeroSlide(slide) : slide)),
      },
    };
  });
}

/** The address of a library file (/upload/{publicHash}/{id}-{version}.{ext}), if known. */
export function fileHref(file: CmsLinkFile | number | null | undefined): string | null {
  if (!file || typeof file === 'number' || !file.publicHash) return null;
  return `/upload/${file.publicHash}/${file.id}-${file.version ?? 1}.${file.extension ?? 'bin'}`;
}

/** A phone number as a tel: address: digits and a leading +. */
const telOf = (phone: string) => phone.trim().replace(/(?!^\+)[^\d]/g, '');

/**
 * Where a link leads: the address for an <a href>, or null when it leads nowhere a visitor
 * can go (a site they cannot see — a draft is not in their sites —, an empty link).
 */
export function linkHref(
  link: CmsLink | null | undefined,
  sites: readonly { id: number; path: string }[],
): string | null {
  switch (linkKind(link)) {
    case 'href': {
      // Only the web: a javascript: or data: address stored before it was checked leads nowhere.
      const href = link!.href!.trim();
      return /^https?:\/\/\S+$/i.test(href) ? href : null;
    }
    case 'to': {
      const to = link!.to!.trim();
      const path = to.startsWith('/') ? to : `/${to}`;
      return SHOP_PATH.test(path) ? path : null;
    }
    case 'reference': {
      const site = sites.find((candidate) => candidate.id === Number(link!.reference));
      return site ? `/${site.path}` : null;
    }
    case 'file':
      return fileHref(link!.file);
    case 'mailto':
      return `mailto:${link!.mailto!.trim()}`;
    case 'phone':
      return `tel:${telOf(link!.phone!)}`;
    default:
      return null;
  }
}

/**
 * A path of this shop: one leading slash, no backslash, no spaces. '//host' and '/\host'
 * look like paths but browsers take them to another host.
 */
const SHOP_PATH = /^\/(?![/\\])[^\s\\]*$/;

/** Whether the address leaves the shop (opened in a new tab with rel="noopener"). */
export const isExternalHref = (href: string) => /^https?:\/\//i.test(href);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE = /^\+?[\d\s/()-]{3,30}$/;

/** The problems of a link item as stored, in German; the references it names go to `refer`. */
export function linkProblems(
  value: unknown,
  label: string,
  refer: (target: 'site' | 'file', id: number) => void,
): string[] {
  if (!isObject(value)) return [`„${label}“ muss ein Link sein.`];
  const known = new Set(['label', ...LINK_KINDS, 'target']);
  const unknown = Object.keys(value).filter((key) => !known.has(key));
  if (unknown.length) return [`„${label}“ kennt „${unknown[0]}“ nicht.`];
  const link = value as CmsLink;
  if (link.label !== undefined && link.label !== null && typeof link.label !== 'string')
    return [`Die Beschriftung von „${label}“ muss ein Text sein.`];
  if ((link.label ?? '').length > 255)
    return [`Die Beschriftung von „${label}“ darf höchstens 255 Zeichen lang sein.`];
  const kinds = LINK_KINDS.filter((kind) => filled(link[kind]));
  if (kinds.length > 1) return [`„${label}“ darf nur ein Ziel haben.`];
  const kind = kinds[0];
  if (!kind) return filled(link.label) ? [`„${label}“ braucht ein Ziel.`] : [];
  const text = typeof link[kind] === 'string' ? (link[kind] as string).trim() : '';
  switch (kind) {
    case 'href':
      return /^https?:\/\/\S+$/i.test(text)
        ? []
        : [`„${label}“: Die Adresse muss mit https:// oder http:// beginnen.`];
    case 'to':
      return SHOP_PATH.test(text)
        ? []
        : [`„${label}“: Der Pfad muss mit einem / beginnen und in diesem Shop bleiben.`];
    case 'mailto':
      return EMAIL.test(text) ? [] : [`„${label}“: Die E-Mail-Adresse ist ungültig.`];
    case 'phone':
      return PHONE.test(text) ? [] : [`„${label}“: Die Telefonnummer ist ungültig.`];
    case 'reference': {
      const id = link.reference;
      if (typeof id !== 'number' || !Number.isInteger(id) || id < 1)
        return [`„${label}“: Bitte eine Seite wählen.`];
      refer('site', id);
      return [];
    }
    case 'file': {
      const file = link.file;
      const id = typeof file === 'number' ? file : isObject(file) ? file.id : null;
      if (typeof id !== 'number' || !Number.isInteger(id) || id < 1)
        return [`„${label}“: Bitte eine Datei wählen.`];
      refer('file', id);
      return [];
    }
  }
}

/** A navigation item as stored (backoffice-api.md §3 navigation item). */
export interface NavigationItemLike {
  type: string;
  target?: number | string | null;
  suffix?: string | null;
  isEnabled?: boolean;
}

/**
 * A navigation item as a link item: home is '/', a site its reference, a branch its store
 * page, a link its target read as any old link string (https://…, /pfad, mailto:, tel:).
 */
export function navigationLink(
  item: NavigationItemLike,
  branches: readonly { id: number; identifier: string }[],
): CmsLink | null {
  switch (item.type) {
    case 'home':
      return { to: '/' };
    case 'site':
      return { reference: Number(item.target) || null };
    case 'branch': {
      const branch = branches.find((candidate) => candidate.id === Number(item.target));
      return branch ? { to: `/store/${branch.identifier}` } : null;
    }
    case 'link':
      return readLink(item.target);
    default:
      return null;
  }
}

/** Where a navigation item leads, its suffix (#anker) appended; null: not shown. */
export function navigationItemHref(
  item: NavigationItemLike,
  shop: {
    sites?: readonly { id: number; path: string }[];
    branches?: readonly { id: number; identifier: string }[];
  },
): string | null {
  if (item.isEnabled === false) return null;
  const href = linkHref(navigationLink(item, shop.branches ?? []), shop.sites ?? []);
  if (href === null) return null;
  return `${href}${item.suffix ?? ''}`;
}
