import { Markdown } from '../../../shared/Markdown';

/** The plain text block: one markdown text (a paragraph, a list, a heading). */
export function TextBlock({ text }: { text: string }) {
  return (
    <section className="cms-text">
      <Markdown text={text} className="markdown cms-text-body" />
    </section>
  );
}
