import { Input, Tabs, Typography } from 'antd';
import { useMemo, useState } from 'react';
import { renderMarkdown } from '@bestellwerk/markdown';

/**
 * A Markdown text of the configuration: 'Bearbeiten' (TextArea) and 'Vorschau' (the text
 * rendered by @bestellwerk/markdown, the storefront's own renderer, so it shows what
 * customers will see).
 * Use it as the control of a Form.Item — it takes value/onChange like an Input.
 */
export function MarkdownField({
  value,
  onChange,
  rows = 10,
  id,
  'aria-label': ariaLabel,
}: {
  value?: string | null;
  onChange?: (value: string) => void;
  rows?: number;
  id?: string;
  'aria-label'?: string;
}) {
  const [tab, setTab] = useState('edit');
  const text = value ?? '';
  const html = useMemo(() => (tab === 'preview' ? renderMarkdown(text) : ''), [tab, text]);
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
              aria-label={ariaLabel}
              rows={rows}
              value={text}
              onChange={(event) => onChange?.(event.target.value)}
            />
          ),
        },
        {
          key: 'preview',
          label: 'Vorschau',
          children: text.trim() ? (
            <Typography
              data-testid="markdown-preview"
              style={{
                border: '1px solid #eef0ee',
                borderRadius: 6,
                padding: '8px 12px',
                maxHeight: 400,
                overflow: 'auto',
              }}
            >
              <div dangerouslySetInnerHTML={{ __html: html }} />
            </Typography>
          ) : (
            <Typography.Text type="secondary">Noch kein Text.</Typography.Text>
          ),
        },
      ]}
    />
  );
}
