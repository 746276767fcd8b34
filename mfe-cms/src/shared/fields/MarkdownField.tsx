import { Input, Tabs, Typography } from 'antd';
import { useEffect, useState } from 'react';

/**
 * A `markdown` field: „Bearbeiten“ (the text) and „Vorschau“ — rendered by
 * @bestellwerk/markdown, the storefront's own renderer, so the preview is what customers see.
 * The renderer loads when the preview is first opened.
 */
export function MarkdownField({
  id,
  value,
  onChange,
  label,
}: {
  id?: string;
  value?: string | null;
  onChange?: (value: string) => void;
  label?: string;
}) {
  const [tab, setTab] = useState('edit');
  const [html, setHtml] = useState<string | null>(null);
  const text = value ?? '';
  useEffect(() => {
    if (tab !== 'preview') return;
    let live = true;
    void import('@bestellwerk/markdown').then(({ renderMarkdown }) => {
      if (live) setHtml(renderMarkdown(text));
    });
    return () => {
      live = false;
    };
  }, [tab, text]);
  return (
    <Tabs
      size="small"
      activeKey={tab}
      onChange={setTab}
      items={[
        {
          key: 'edit',
          label: 'Bearbeiten',
          children: (
            <Input.TextArea
              id={id}
              aria-label={label}
              rows={8}
              value={text}
              placeholder="**fett**, *kursiv*, # Überschrift, - Aufzählung, [Link](https://…)"
              onChange={(event) => onChange?.(event.target.value)}
            />
          ),
        },
        {
          key: 'preview',
          label: 'Vorschau',
          children: !text.trim() ? (
            <Typography.Text type="secondary">Noch kein Text.</Typography.Text>
          ) : (
            <Typography
              data-testid="markdown-preview"
              aria-busy={html === null}
              style={{
                border: '1px solid #eef0ee',
                borderRadius: 6,
                padding: '8px 12px',
                maxHeight: 400,
                overflow: 'auto',
              }}
            >
              <div dangerouslySetInnerHTML={{ __html: html ?? '' }} />
            </Typography>
          ),
        },
      ]}
    />
  );
}
