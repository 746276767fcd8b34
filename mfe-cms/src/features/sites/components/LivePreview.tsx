import { Flex, Form, Segmented, Typography } from 'antd';
import {
  CMS_PREVIEW_DEBOUNCE_MS,
  CMS_PREVIEW_PATH,
  cmsPreviewSite,
  readCmsPreviewMessage,
  type CmsPreviewSite,
  type CmsPreviewSiteMessage,
} from '@bestellwerk/domain';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SiteFormValues } from '../state/siteForm';

/** The widths the preview is rendered at: a phone's and a desktop's. */
export const PREVIEW_WIDTHS = { phone: 390, desktop: 1280 } as const;
type Device = keyof typeof PREVIEW_WIDTHS;

/** How tall the preview's window is on screen. */
const VISIBLE_HEIGHT = 640;

/**
 * The site as the form holds it, settled: a new state only once typing has paused for
 * CMS_PREVIEW_DEBOUNCE_MS, so the preview does not re-render on every keystroke.
 */
export function useSettledPreviewSite(): CmsPreviewSite {
  const form = Form.useFormInstance<SiteFormValues>();
  const values = Form.useWatch((all: SiteFormValues) => all, { form, preserve: true });
  const [settled, setSettled] = useState(() => cmsPreviewSite(form.getFieldsValue(true)));
  useEffect(() => {
    const timer = setTimeout(() => {
      const next = cmsPreviewSite(values ?? form.getFieldsValue(true));
      // The same site again (the watch starting, a field touched back) is not sent again.
      setSettled((last) => (JSON.stringify(last) === JSON.stringify(next) ? last : next));
    }, CMS_PREVIEW_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [values, form]);
  return settled;
}

/** Values survive postMessage's structured clone only as plain data. */
const plain = (site: CmsPreviewSite): CmsPreviewSite =>
  JSON.parse(JSON.stringify(site)) as CmsPreviewSite;

/**
 * „Live-Vorschau“ (issue 16): the storefront's preview route in an iframe on this origin,
 * following the form's unsaved values. Nothing is saved; the route asks for the current
 * state with 'ready' whenever it (re)loads, and gets each settled change.
 */
export function LivePreview() {
  const site = useSettledPreviewSite();
  const frame = useRef<HTMLIFrameElement>(null);
  const latest = useRef(site);
  const [device, setDevice] = useState<Device>('desktop');
  const box = useRef<HTMLDivElement>(null);
  const [boxWidth, setBoxWidth] = useState(0);

  const send = useCallback(() => {
    const message: CmsPreviewSiteMessage = {
      type: 'bestellwerk:cms-preview:site',
      site: plain(latest.current),
    };
    frame.current?.contentWindow?.postMessage(message, window.location.origin);
  }, []);

  useEffect(() => {
    const receive = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      if (!frame.current || event.source !== frame.current.contentWindow) return;
      if (readCmsPreviewMessage(event.data)?.type === 'bestellwerk:cms-preview:ready') send();
    };
    window.addEventListener('message', receive);
    return () => window.removeEventListener('message', receive);
  }, [send]);

  useEffect(() => {
    latest.current = site;
    send();
  }, [site, send]);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    setBoxWidth(element.clientWidth);
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => setBoxWidth(element.clientWidth));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);

  const width = PREVIEW_WIDTHS[device];
  // The page is laid out at the device's width and scaled down to fit the panel.
  const scale = boxWidth > 0 ? Math.min(1, boxWidth / width) : 1;

  return (
    <section aria-label="Live-Vorschau">
      <Flex justify="space-between" align="center" wrap gap={8} style={{ marginBottom: 8 }}>
        <Typography.Text strong>Live-Vorschau</Typography.Text>
        <Segmented<Device>
          size="small"
          aria-label="Breite der Vorschau"
          value={device}
          onChange={setDevice}
          options={[
            { value: 'phone', label: `Handy (${PREVIEW_WIDTHS.phone} px)` },
            { value: 'desktop', label: `Desktop (${PREVIEW_WIDTHS.desktop} px)` },
          ]}
        />
      </Flex>
      <div
        ref={box}
        style={{
          height: VISIBLE_HEIGHT,
          overflow: 'hidden',
          border: '1px solid rgba(5, 5, 5, 0.15)',
          borderRadius: 8,
          background: '#f5f5f5',
        }}
      >
        <iframe
          ref={frame}
          src={CMS_PREVIEW_PATH}
          title="Live-Vorschau der Seite"
          style={{
            display: 'block',
            border: 0,
            background: '#fff',
            width,
            height: VISIBLE_HEIGHT / scale,
            transform: scale < 1 ? `scale(${scale})` : undefined,
            transformOrigin: 'top left',
            margin: scale < 1 ? undefined : '0 auto',
          }}
        />
      </div>
      <Typography.Text type="secondary" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
        Zeigt den ungespeicherten Stand des Formulars, so wie der Shop die Seite darstellt. Links
        öffnen sich in einem neuen Tab, Formulare werden nicht gesendet.
      </Typography.Text>
    </section>
  );
}
