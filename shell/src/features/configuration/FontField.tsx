import { Flex, Select, Typography } from 'antd';
import { useEffect } from 'react';
import { imageTemplatesApi, type Font } from '@bestellwerk/api-client';
import { ErrorList, useEntityState } from '@bestellwerk/admin-kit';
import { findFontFamily, fontStack } from '@bestellwerk/domain';

/** backoffice-api.md §8: „Schriftarten konnten nicht geladen werden.“ */
export const FONTS_LOAD_ERROR = 'Schriftarten konnten nicht geladen werden.';

/** The CSS font-family of a family with the fallback of its kind, as the storefront's theme. */
export function fontFamilyCss(font: Font): string {
  const entry = findFontFamily(font.id);
  return entry ? fontStack(entry) : `'${font.family}', system-ui, sans-serif`;
}

/**
 * The variant the sample shows: the weight asked for in upright style, else the nearest
 * upright one, else the first.
 */
export function sampleVariant(font: Font, weight: number) {
  const upright = font.variants.filter((variant) => variant.style === 'normal');
  const pool = upright.length > 0 ? upright : font.variants;
  return [...pool].sort((a, b) => Math.abs(a.weight - weight) - Math.abs(b.weight - weight))[0];
}

/**
 * Loads a variant's @font-face (its embed.css points at the self-hosted font file) once per
 * page: a <link> in the head, kept for the page's life.
 */
function useFontFace(href: string | undefined) {
  useEffect(() => {
    if (!href || document.head.querySelector(`link[data-font-face="${href}"]`)) return;
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset.fontFace = href;
    document.head.appendChild(link);
  }, [href]);
}

/**
 * A theme font of the configuration: one of the self-hosted families (GET /api/fonts) or
 * the system font (''), with a sample text drawn in the chosen font.
 */
export function FontField({
  value,
  onChange,
  id,
  sample,
  weight,
}: {
  value?: string;
  onChange?: (value: string) => void;
  id?: string;
  sample: string;
  weight: number;
}) {
  const fonts = useEntityState<Font[]>({
    load: () => imageTemplatesApi.fonts(),
    loadError: FONTS_LOAD_ERROR,
  });
  const chosen = fonts.data?.find((font) => font.id === value);
  const variant = chosen ? sampleVariant(chosen, weight) : undefined;
  useFontFace(variant?.css);
  return (
    <Flex vertical gap={8}>
      <ErrorList errors={fonts.errors} onDismiss={fonts.dismiss} />
      <Select<string>
        id={id}
        value={value ?? ''}
        onChange={(next) => onChange?.(next)}
        loading={fonts.loading}
        showSearch={{ optionFilterProp: 'label' }}
        options={[
          { value: '', label: 'Systemschrift' },
          ...(fonts.data ?? []).map((font) => ({ value: font.id, label: font.family })),
        ]}
      />
      <Typography.Paragraph
        data-testid={`font-sample-${id ?? 'font'}`}
        style={{
          margin: 0,
          padding: '8px 12px',
          border: '1px dashed #d9d9d9',
          borderRadius: 6,
          fontSize: weight >= 600 ? 22 : 16,
          fontWeight: variant?.weight ?? weight,
          fontFamily: chosen ? fontFamilyCss(chosen) : 'system-ui, sans-serif',
        }}
      >
        {sample}
      </Typography.Paragraph>
    </Flex>
  );
}
