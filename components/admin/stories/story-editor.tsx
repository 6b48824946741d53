'use client';
// The story's rich-text editor (issue 33, point 7): Tiptap (a maintained ProseMirror editor) with a
// small toolbar: bold, italic, two heading levels, bulleted and numbered lists, a quote, a link and
// an image uploaded through our route handler. It writes HTML; the API keeps only what the story
// page's allow-list allows (contract/rules/story-html.ts), so the toolbar offers nothing more.
// The editable area is a labelled multi-line text box; each toolbar button says whether its mark
// or block is on (aria-pressed).
import Image from '@tiptap/extension-image';
import Link from '@tiptap/extension-link';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { FormStatus, FormSummary } from '@/components/forms/form-status';
import button from '@/components/ui/button.module.scss';
import { STORY_IMAGE_FIELD } from '@/contract/api/admin-stories';
import { IMAGE_ACCEPT, imageFileProblem } from '@/contract/rules/images';
import { adminStoryImageAnswer } from '@/lib/http/answers/admin-stories';
import { sendJson } from '@/lib/http/client';
import { ADMIN_STORY_MESSAGES } from '@/lib/messages/catalogue';
import { handlers } from '@/lib/routing/urls';
import styles from './stories.module.scss';

/** Links the story page keeps (contract/rules/story-html.ts): the web, mail and phone. */
const LINK_SCHEMES = /^(https?:\/\/|mailto:|tel:)/i;

interface StoryEditorProps {
  /** The label's text, shown above the toolbar. */
  label: string;
  /** The HTML to start from. */
  initial: string;
  onChange: (html: string) => void;
  error?: string;
  disabled?: boolean;
}

interface Tool {
  label: string;
  active: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
}

const TOOLS: Tool[] = [
  { label: 'Bold', active: (e) => e.isActive('bold'), run: (e) => e.chain().focus().toggleBold().run() },
  { label: 'Italic', active: (e) => e.isActive('italic'), run: (e) => e.chain().focus().toggleItalic().run() },
  { label: 'Heading', active: (e) => e.isActive('heading', { level: 2 }), run: (e) => e.chain().focus().toggleHeading({ level: 2 }).run() },
  { label: 'Subheading', active: (e) => e.isActive('heading', { level: 3 }), run: (e) => e.chain().focus().toggleHeading({ level: 3 }).run() },
  { label: 'Bulleted list', active: (e) => e.isActive('bulletList'), run: (e) => e.chain().focus().toggleBulletList().run() },
  { label: 'Numbered list', active: (e) => e.isActive('orderedList'), run: (e) => e.chain().focus().toggleOrderedList().run() },
  { label: 'Quote', active: (e) => e.isActive('blockquote'), run: (e) => e.chain().focus().toggleBlockquote().run() },
];

/** Asks for the link's address; blank removes the link. Only the schemes the story page keeps. */
function editLink(editor: Editor) {
  const current = (editor.getAttributes('link').href as string | undefined) ?? '';
  const answer = window.prompt(ADMIN_STORY_MESSAGES.linkPrompt, current);
  if (answer === null) return;
  const href = answer.trim();
  if (href === '') {
    editor.chain().focus().extendMarkRange('link').unsetLink().run();
    return;
  }
  const full = LINK_SCHEMES.test(href) ? href : `https://${href}`;
  editor.chain().focus().extendMarkRange('link').setLink({ href: full }).run();
}

export function StoryEditor({ label, initial, onChange, error, disabled = false }: StoryEditorProps) {
  const labelId = `${useId()}-label`;
  const errorId = `${labelId}-error`;
  const fileInput = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        underline: false,
        // Configured on its own below.
        link: false,
      }),
      Link.configure({ openOnClick: false, autolink: true, defaultProtocol: 'https', protocols: ['mailto', 'tel'] }),
      Image.configure({ inline: false }),
    ],
    content: initial,
    // Rendered on the server first: the editor starts in the browser.
    immediatelyRender: false,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
        ...(error ? { 'aria-invalid': 'true', 'aria-describedby': errorId } : {}),
        class: styles.editorArea,
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.isEmpty ? '' : changed.getHTML()),
  });

  // The toolbar's pressed states follow the selection.
  const pressed = useEditorState({
    editor,
    selector: ({ editor: current }) => (current ? TOOLS.map((tool) => tool.active(current)).concat(current.isActive('link')) : []),
  });

  async function onImage(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    // Cleared, so choosing the same file again (after a refusal) is a change too.
    event.target.value = '';
    if (!file || !editor) return;
    setProblem(null);
    const refused = imageFileProblem(file);
    if (refused) return setProblem(refused);
    setUploading(true);
    setNotice(ADMIN_STORY_MESSAGES.uploading);
    const form = new FormData();
    form.append(STORY_IMAGE_FIELD, file, file.name);
    const answer = await sendJson(handlers.adminStoryImages, adminStoryImageAnswer, { method: 'POST', body: form }, ADMIN_STORY_MESSAGES.imageFailed);
    setUploading(false);
    if (!answer.ok) {
      setNotice(null);
      return setProblem(answer.message);
    }
    const alt = window.prompt('Describe the image for readers who cannot see it (alt text).', '') ?? '';
    editor.chain().focus().setImage({ src: answer.data.url, alt: alt.trim() }).run();
    setNotice(answer.data.message);
  }

  const off = disabled || !editor || uploading;
  return (
    <div className={styles.editor}>
      <span id={labelId} className={styles.editorLabel}>
        {label}
      </span>
      <div role="toolbar" aria-label="Formatting" className={styles.toolbar}>
        {TOOLS.map((tool, i) => (
          <button
            key={tool.label}
            type="button"
            className={`${button.button} ${button.ghost} ${button.small}`}
            aria-pressed={pressed?.[i] ?? false}
            disabled={off}
            onClick={() => editor && tool.run(editor)}
          >
            {tool.label}
          </button>
        ))}
        <button
          type="button"
          className={`${button.button} ${button.ghost} ${button.small}`}
          aria-pressed={pressed?.[TOOLS.length] ?? false}
          disabled={off}
          onClick={() => editor && editLink(editor)}
        >
          Link
        </button>
        <button type="button" className={`${button.button} ${button.ghost} ${button.small}`} disabled={off} onClick={() => fileInput.current?.click()}>
          {uploading ? 'Uploading...' : 'Image'}
        </button>
        <input ref={fileInput} type="file" accept={IMAGE_ACCEPT} hidden tabIndex={-1} aria-hidden="true" onChange={(e) => void onImage(e)} />
      </div>
      <EditorContent editor={editor} className={styles.editorFrame} />
      {error ? (
        <p id={errorId} className={styles.editorError}>
          {error}
        </p>
      ) : null}
      <FormStatus>{notice}</FormStatus>
      <FormSummary id={`${labelId}-upload`} message={problem} />
    </div>
  );
}
