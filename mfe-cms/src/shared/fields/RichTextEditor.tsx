import { Button, Flex, Input, Space, Tooltip, theme } from 'antd';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useState, type ReactNode } from 'react';

/**
 * The rich-text control of a `wysiwyg` field: TipTap on ProseMirror, reading and writing the
 * field's value as HTML (antd Form.Item value/onChange). Its toolbar offers only what the
 * server's sanitiser keeps (backend cms/content-rules.ts: p, strong, em, h3, ul, ol, li,
 * a href); pasted formatting outside that schema is dropped by the editor itself.
 */
export interface RichTextEditorProps {
  id?: string;
  value?: string | null;
  onChange?: (html: string) => void;
  /** The field's label, the editing area's accessible name. */
  label: string;
}

/** What the editor holds as the form's value: '' when empty, so „required“ sees it. */
export const editorHtml = (editor: Editor): string => (editor.isEmpty ? '' : editor.getHTML());

/** A link target as typed: an address without a scheme is taken as https. */
export function linkTarget(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  if (/^(https?:|mailto:|tel:)/i.test(text)) return text;
  if (/^[a-z][a-z0-9+.-]*:/i.test(text)) return null;
  if (text.startsWith('/')) return text;
  return `https://${text}`;
}

function ToolButton({
  label,
  shortcut,
  active,
  disabled,
  onClick,
  children,
}: {
  label: string;
  shortcut?: string;
  active?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Tooltip title={shortcut ? `${label} (${shortcut})` : label}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        aria-label={label}
        aria-pressed={active === undefined ? undefined : active}
        disabled={disabled}
        // The editor keeps its selection: the button does not take focus on a click.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onClick}
      >
        {children}
      </Button>
    </Tooltip>
  );
}

export default function RichTextEditor({ id, value, onChange, label }: RichTextEditorProps) {
  const { token } = theme.useToken();
  const [focused, setFocused] = useState(false);
  const [linking, setLinking] = useState<string | null>(null);
  const linkInputId = useId();
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [3] },
        // Only what the toolbar offers and the sanitiser keeps.
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        // No empty paragraph appended after a list: the saved HTML stays what was written.
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: 'https',
          protocols: ['mailto', 'tel'],
          // Links of the shop open in the same tab; the sanitiser would rewrite rel anyway.
          HTMLAttributes: { target: null, rel: null },
        },
      }),
    ],
    content: value ?? '',
    editorProps: {
      attributes: {
        ...(id ? { id } : {}),
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': label,
        style: 'min-height: 120px; padding: 4px 11px; outline: none;',
      },
    },
    onUpdate: ({ editor: current }) => onChange?.(editorHtml(current)),
  });

  // A value set from outside (form reset, a published Content AI draft) replaces the text.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    if ((value ?? '') !== editorHtml(editor)) {
      editor.commands.setContent(value ?? '', { emitUpdate: false });
    }
  }, [editor, value]);

  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive('bold') ?? false,
      italic: current?.isActive('italic') ?? false,
      heading: current?.isActive('heading', { level: 3 }) ?? false,
      bulletList: current?.isActive('bulletList') ?? false,
      orderedList: current?.isActive('orderedList') ?? false,
      link: current?.isActive('link') ?? false,
      canUndo: current?.can().undo() ?? false,
      canRedo: current?.can().redo() ?? false,
    }),
  });

  const chain = () => editor!.chain().focus();
  const applyLink = () => {
    const href = linkTarget(linking ?? '');
    if (href) chain().extendMarkRange('link').setLink({ href }).run();
    else if (linking !== null && !linking.trim()) chain().extendMarkRange('link').unsetLink().run();
    setLinking(null);
  };

  return (
    <div
      onFocus={() => setFocused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
      style={{
        border: `1px solid ${focused ? token.colorPrimary : token.colorBorder}`,
        borderRadius: token.borderRadius,
        boxShadow: focused ? `0 0 0 2px ${token.controlOutline}` : undefined,
        background: token.colorBgContainer,
      }}
    >
      <Flex
        role="toolbar"
        aria-label={`${label}: Formatierung`}
        wrap
        gap={2}
        style={{ padding: 4, borderBottom: `1px solid ${token.colorBorderSecondary}` }}
      >
        <ToolButton
          label="Fett"
          shortcut="Strg+B"
          active={state?.bold}
          disabled={!editor}
          onClick={() => chain().toggleBold().run()}
        >
          <strong>B</strong>
        </ToolButton>
        <ToolButton
          label="Kursiv"
          shortcut="Strg+I"
          active={state?.italic}
          disabled={!editor}
          onClick={() => chain().toggleItalic().run()}
        >
          <em>I</em>
        </ToolButton>
        <ToolButton
          label="Überschrift"
          active={state?.heading}
          disabled={!editor}
          onClick={() => chain().toggleHeading({ level: 3 }).run()}
        >
          H
        </ToolButton>
        <ToolButton
          label="Aufzählung"
          active={state?.bulletList}
          disabled={!editor}
          onClick={() => chain().toggleBulletList().run()}
        >
          •
        </ToolButton>
        <ToolButton
          label="Nummerierte Liste"
          active={state?.orderedList}
          disabled={!editor}
          onClick={() => chain().toggleOrderedList().run()}
        >
          1.
        </ToolButton>
        <ToolButton
          label="Link"
          active={state?.link}
          disabled={!editor}
          onClick={() =>
            setLinking(
              linking === null ? ((editor?.getAttributes('link').href as string) ?? '') : null,
            )
          }
        >
          Link
        </ToolButton>
        <ToolButton
          label="Link entfernen"
          disabled={!state?.link}
          onClick={() => chain().extendMarkRange('link').unsetLink().run()}
        >
          ⨯
        </ToolButton>
        <ToolButton
          label="Rückgängig"
          shortcut="Strg+Z"
          disabled={!state?.canUndo}
          onClick={() => chain().undo().run()}
        >
          ↶
        </ToolButton>
        <ToolButton
          label="Wiederholen"
          shortcut="Strg+Y"
          disabled={!state?.canRedo}
          onClick={() => chain().redo().run()}
        >
          ↷
        </ToolButton>
      </Flex>
      {linking !== null ? (
        <Space.Compact style={{ display: 'flex', padding: 4 }}>
          <label htmlFor={linkInputId} style={{ alignSelf: 'center', paddingRight: 8 }}>
            Link-Adresse
          </label>
          <Input
            id={linkInputId}
            size="small"
            autoFocus
            value={linking}
            placeholder="https://… oder /seite"
            onChange={(event) => setLinking(event.target.value)}
            onKeyDown={(event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                applyLink();
              } else if (event.key === 'Escape') {
                event.preventDefault();
                event.stopPropagation();
                setLinking(null);
                editor?.commands.focus();
              }
            }}
          />
          <Button size="small" type="primary" onClick={applyLink}>
            Übernehmen
          </Button>
        </Space.Compact>
      ) : null}
      <EditorContent editor={editor} />
    </div>
  );
}
