/**
 * Cart items and product configuration (storefront.md §4 "Cart item flow", §5 "Cart item
 * validity" and "Upload").
 *
 * Reading of the rules:
 * - A product counts as configurable when it has config parts (whatever its `type`).
 * - "Needs a value" for text and textarea: a string with something other than spaces.
 * - A chosen option must be one of the part's options — also in optional parts — so a
 *   renamed or deleted option makes the item invalid instead of silently pricing it wrong.
 * - A value of the wrong shape (a list for a select, a string for a multiselect or upload
 *   part) is invalid, optional or not; null (nothing chosen) is fine for optional parts.
 */
import { formatNumber } from './format';
import type { ConfigPart, ConfigPartType, PartValue } from './pricing';

export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const FILE_EXTENSIONS = [
  'txt',
  'csv',
  'gif',
  'jpg',
  'jpeg',
  'png',
  'svg',
  'mp4',
  'mpeg',
  'webm',
  'zip',
  'pdf',
  'doc',
  'docx',
  'xls',
  'xlsx',
  'ppt',
  'pptx',
] as const;

const LIST_PARTS: readonly ConfigPartType[] = ['multiselect', 'file', 'files', 'image', 'images'];
const UPLOAD_PARTS: readonly ConfigPartType[] = ['file', 'files', 'image', 'images'];

export function isUploadPart(type: ConfigPartType): boolean {
  return UPLOAD_PARTS.includes(type);
}

/** §5: multiple files only for images and files. */
export function acceptsMultiple(type: ConfigPartType): boolean {
  return type === 'images' || type === 'files';
}

/** Extensions (without dot) an upload part accepts; empty for non-upload parts. */
export function acceptedExtensions(type: ConfigPartType): readonly string[] {
  if (type === 'image' || type === 'images') return IMAGE_EXTENSIONS;
  if (type === 'file' || type === 'files') return FILE_EXTENSIONS;
  return [];
}

/** The file input's accept attribute: '.jpg,.jpeg,.png,.gif'. */
export function acceptAttribute(type: ConfigPartType): string {
  return acceptedExtensions(type)
    .map((extension) => `.${extension}`)
    .join(',');
}

/** Whether a file name has an extension the part accepts (case-insensitive). */
export function isAcceptedFile(type: ConfigPartType, fileName: string): boolean {
  const dot = fileName.lastIndexOf('.');
  if (dot < 0) return false;
  return acceptedExtensions(type).includes(fileName.slice(dot + 1).toLowerCase());
}

/** §8: alert when an upload fails. */
export function uploadFailedText(fileName: string): string {
  return `Die ausgewählte Datei "${fileName}" kann nicht verarbeitet werden. Möglicherweise ist die Datei zu groß oder der Dateityp wird nicht erkannt.`;
}

const isOptionOf = (part: ConfigPart, name: unknown) =>
  typeof name === 'string' && part.options.some((option) => option.name === name);

/** §5: whether one part's value is acceptable. */
export function isPartValid(part: ConfigPart, value: PartValue | undefined): boolean {
  const empty = value === null || value === undefined;
  if (part.type === 'select') {
    if (empty) return part.optional;
    return typeof value === 'string' && isOptionOf(part, value);
  }
  if (LIST_PARTS.includes(part.type)) {
    if (empty) return part.optional;
    if (!Array.isArray(value)) return false;
    if (part.type === 'multiselect' && !value.every((name) => isOptionOf(part, name))) {
      return false;
    }
    if (!acceptsMultiple(part.type) && part.type !== 'multiselect' && value.length > 1) {
      return false;
    }
    return part.optional || value.length > 0;
  }
  // text, textarea
  if (empty) return part.optional;
  if (typeof value !== 'string') return false;
  return part.optional || value.trim() !== '';
}

export interface ConfigurableProduct {
  config?: { parts: ConfigPart[] } | null;
  isStepByStep?: boolean | null;
}

/** §5: amount > 0 and, for configurable products, every part valid. */
export function isCartItemValid(
  product: ConfigurableProduct,
  item: { amount: number; parts?: readonly PartValue[] | null },
): boolean {
  if (!(item.amount > 0)) return false;
  const parts = product.config?.parts ?? [];
  return parts.every((part, index) => isPartValid(part, item.parts?.[index]));
}

/** §5 step by step: 'next' only when the current step is valid and not the last. */
export function canGoToNextStep(
  product: ConfigurableProduct,
  item: { parts?: readonly PartValue[] | null },
  stepIndex: number,
): boolean {
  const parts = product.config?.parts ?? [];
  if (stepIndex < 0 || stepIndex >= parts.length - 1) return false;
  return isPartValid(parts[stepIndex], item.parts?.[stepIndex]);
}

/**
 * §4: choosing an option. A select switches to the option, or off again (null) when it is
 * already chosen and the part is optional; a multiselect adds or removes the option.
 */
export function toggleOption(part: ConfigPart, current: PartValue, option: string): PartValue {
  if (part.type === 'multiselect') {
    const chosen = Array.isArray(current) ? current : [];
    return chosen.includes(option) ? chosen.filter((name) => name !== option) : [...chosen, option];
  }
  if (current === option) return part.optional ? null : option;
  return option;
}

/** An empty value per part, for a new cart item. */
export function emptyParts(product: ConfigurableProduct): PartValue[] {
  return (product.config?.parts ?? []).map((part) => (LIST_PARTS.includes(part.type) ? [] : null));
}

export const ITEM_ADDED_TEXT = 'Produkt zum Warenkorb hinzugefügt.';
export const EMPTY_CART_CHECKOUT_TEXT = 'Keine Produkte im Warenkorb!';
export const NEXT_STEP_TEXT = 'Zum nächsten Schritt';
export const ADD_TO_CART_TEXT = 'Zum Warenkorb hinzufügen';

/**
 * The cart toggle (§2): 'Keine Produkte …', '1 Produkt …', 'N Produkte im Warenkorb', or
 * 'Warenkorb ausblenden' while the cart is shown. N comes from cartItemCount (pieces by
 * their amount, a weighed line once) and is German-formatted.
 */
export function cartToggleText(count: number, isExpanded = false, totalText?: string): string {
  if (isExpanded) return 'Warenkorb ausblenden';
  if (count <= 0) return 'Keine Produkte im Warenkorb';
  const text =
    count === 1 ? '1 Produkt im Warenkorb' : `${formatNumber(count)} Produkte im Warenkorb`;
  // The total on the button: a hungry customer wants to know what it costs without opening it.
  return totalText ? `${text} · ${totalText}` : text;
}

/**
 * An order line's chosen options as the receipt, the mails and the back office write them:
 * „Heißgetränk: Heiße Schokolade“, „Extras: Ei, Speck“; parts without a value left out.
 */
export function optionLines(
  parts: readonly { name: string; values: readonly string[] }[],
): string[] {
  return parts
    .filter((part) => part.values.length > 0)
    .map((part) => `${part.name}: ${part.values.join(', ')}`);
}
