import { Form } from 'antd';
import { slugify } from '@bestellwerk/domain';
import { useEffect, useRef } from 'react';

/**
 * Fills a form's address field (a page's path, a block's identifier) with the German slug of
 * its name („Über uns“ → ueber-uns) while the name is typed — until the field is edited by
 * hand, or for an entry that already has one. Returns the field's onChange marker.
 */
export function useSlugFrom(source: string, target: string): () => void {
  const form = Form.useFormInstance();
  const name = Form.useWatch(source, form) as string | undefined;
  const id = Form.useWatch('id', { form, preserve: true }) as number | undefined;
  const own = useRef<boolean | null>(null);
  useEffect(() => {
    // Decided once per opened entry: a stored entry keeps its address.
    if (own.current === null && (id !== undefined || name !== undefined))
      own.current = id !== undefined || !!form.getFieldValue(target);
    if (own.current || name === undefined) return;
    form.setFieldValue(target, slugify(name));
  }, [name, id, form, target]);
  return () => {
    own.current = true;
  };
}
