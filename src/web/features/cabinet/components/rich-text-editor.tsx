import DOMPurify from 'dompurify';
import Squire from 'squire-rte';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../../i18n/shared-translation.js';
import styles from './rich-text-editor.module.css';

/*
 * The descriptions' rich-text editor (Squire, ADR 028), loaded only when the event editor opens
 * (rich-text-field.tsx). It offers just what the server's sanitiser keeps (catalogue/sanitize.ts):
 * paragraphs, bold, italic, underline, a heading (h3), lists, quotes and links. Whatever enters it (the
 * saved text, a paste, a drop) goes through DOMPurify with the same tags first, so a pasted page cannot run
 * a script in the organizer's browser; the server sanitises the HTML again on save.
 */

const ALLOWED_TAGS = [
  'p',
  'br',
  'strong',
  'b',
  'em',
  'i',
  'u',
  'ul',
  'ol',
  'li',
  'h3',
  'h4',
  'a',
  'blockquote',
];
const ALLOWED_ATTR = ['href', 'title'];

/** HTML as the editor may hold it: the sanitiser's tags only, as a fragment of this document. */
function sanitizeToFragment(html: string): DocumentFragment {
  const fragment = DOMPurify.sanitize(html, {
    ALLOWED_TAGS,
    ALLOWED_ATTR,
    RETURN_DOM_FRAGMENT: true,
  });
  return document.importNode(fragment, true);
}

/** The editor's HTML; an editor with no text at all is '' (not `<p><br></p>`). */
function htmlOf(editor: Squire): string {
  return editor.getRoot().textContent?.trim() ? editor.getHTML() : '';
}

/** The selected blocks as headings, or back to paragraphs when they are headings already. */
function toggleHeading(editor: Squire): void {
  const heading = editor.hasFormat('H3');
  editor.modifyBlocks((fragment) => {
    for (const block of Array.from(fragment.children)) {
      const next = document.createElement(heading ? 'p' : 'h3');
      next.append(...Array.from(block.childNodes));
      block.replaceWith(next);
    }
    return fragment;
  });
}

export interface RichTextEditorProps {
  id: string;
  /** The label's id: a div cannot be a label's `for`, so the label names it by aria-labelledby. */
  labelId: string;
  /** The HTML the editor starts with. */
  initialHtml: string;
  onChange: (html: string) => void;
  /** The ids of the message under the field, and whether it has one. */
  describedBy?: string | undefined;
  invalid?: boolean;
  /** The field's name for the toolbar's label ("Formatting: Description in Russian"). */
  fieldName: string;
}

const FORMATS = [
  { key: 'bold', tag: 'B', on: (e: Squire) => e.bold(), off: (e: Squire) => e.removeBold() },
  { key: 'italic', tag: 'I', on: (e: Squire) => e.italic(), off: (e: Squire) => e.removeItalic() },
  { key: 'underline', tag: 'U', on: (e: Squire) => e.underline(), off: (e: Squire) => e.removeUnderline() },
] as const;

export default function RichTextEditor({
  id,
  labelId,
  initialHtml,
  onChange,
  describedBy,
  invalid,
  fieldName,
}: RichTextEditorProps) {
  const { t } = useTranslation();
  const root = useRef<HTMLDivElement>(null);
  const editorRef = useRef<Squire | null>(null);
  const changed = useRef(onChange);
  changed.current = onChange;
  const [active, setActive] = useState<Record<string, boolean>>({});

  useEffect(() => {
    const editor = new Squire(root.current!, {
      blockTag: 'P',
      sanitizeToDOMFragment: sanitizeToFragment,
    });
    editor.setHTML(initialHtml);
    const readFormats = () =>
      setActive({
        ...Object.fromEntries(FORMATS.map((f) => [f.key, editor.hasFormat(f.tag)])),
        heading: editor.hasFormat('H3'),
        link: editor.hasFormat('A'),
      });
    editor.addEventListener('input', () => changed.current(htmlOf(editor)));
    editor.addEventListener('pathChange', readFormats);
    editorRef.current = editor;
    return () => {
      editor.destroy();
      editorRef.current = null;
    };
    // the editor starts once with the HTML it was given (a new text remounts it: rich-text-field.tsx)
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const run = (action: (editor: Squire) => void) => () => {
    const editor = editorRef.current;
    if (!editor) return;
    action(editor);
    editor.focus();
    changed.current(htmlOf(editor));
  };

  const link = (editor: Squire) => {
    if (editor.hasFormat('A')) {
      editor.removeLink();
      return;
    }
    const url = window.prompt(t('cabinetEvent.toolbar.linkPrompt'), 'https://')?.trim() ?? '';
    if (/^(https?:\/\/.+|mailto:.+|tel:.+)$/.test(url)) editor.makeLink(url);
  };

  const button = (key: string, label: string, action: (editor: Squire) => void, pressed?: boolean) => (
    <button
      key={key}
      type="button"
      className={styles.tool}
      aria-pressed={pressed}
      // keeps the selection in the text while the button is pressed
      onMouseDown={(e) => e.preventDefault()}
      onClick={run(action)}
    >
      {label}
    </button>
  );

  return (
    <div className={styles.frame} data-invalid={invalid ? 'true' : undefined}>
      <div
        className={styles.toolbar}
        role="toolbar"
        aria-label={t('cabinetEvent.toolbar.label', { field: fieldName })}
      >
        {FORMATS.map((f) =>
          button(
            f.key,
            t(`cabinetEvent.toolbar.${f.key}`),
            (e) => (active[f.key] ? f.off(e) : f.on(e)),
            active[f.key] ?? false,
          ),
        )}
        {button('heading', t('cabinetEvent.toolbar.heading'), toggleHeading, active['heading'] ?? false)}
        {button('bullets', t('cabinetEvent.toolbar.bullets'), (e) => e.makeUnorderedList())}
        {button('numbers', t('cabinetEvent.toolbar.numbers'), (e) => e.makeOrderedList())}
        {button('quote', t('cabinetEvent.toolbar.quote'), (e) => e.increaseQuoteLevel())}
        {button('link', t('cabinetEvent.toolbar.link'), link, active['link'] ?? false)}
        {button('undo', t('cabinetEvent.toolbar.undo'), (e) => e.undo())}
        {button('redo', t('cabinetEvent.toolbar.redo'), (e) => e.redo())}
      </div>
      <div
        ref={root}
        id={id}
        className={styles.content}
        role="textbox"
        aria-multiline="true"
        aria-labelledby={labelId}
        aria-describedby={describedBy}
        aria-invalid={invalid ? true : undefined}
      />
    </div>
  );
}
