import { useRef, useState, type ChangeEvent, type KeyboardEvent } from 'react';
import { useEditorState, type ChainedCommands, type Editor } from '@tiptap/react';
import styled from 'styled-components';
import { GLOSSARY, UPLOAD_IMAGE_TYPES } from '@sweepscout/shared';
import { theme } from '@sweepscout/kit';
import { useImageUpload } from '../forms/useImageUpload';
import { TextPromptDialog, type TextPrompt } from './TextPromptDialog';

const c = theme.colors;

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${theme.space(1)};
  padding: ${theme.space(1)};
  border-bottom: 1px solid ${c.border};
  background: ${c.surface};
  border-radius: ${theme.radius.md} ${theme.radius.md} 0 0;
  button,
  select {
    font: inherit;
    font-size: 0.875rem;
    min-height: 32px;
    padding: 2px 10px;
    border: 1px solid ${c.border};
    border-radius: ${theme.radius.sm};
    background: ${c.bg};
    color: ${c.text};
    cursor: pointer;
    &:focus-visible {
      outline: 3px solid ${c.focus};
      outline-offset: 1px;
    }
    &[aria-pressed='true'] {
      background: ${c.primary};
      border-color: ${c.primary};
      color: ${c.primaryText};
    }
  }
  select {
    width: auto;
  }
`;

const Hidden = styled.input`
  display: none;
`;

interface ToggleSpec {
  label: string;
  text: string;
  shortcut: string;
  active: (editor: Editor) => boolean;
  /** ask opens the editor's question dialog (a link's address). */
  run: (editor: Editor, ask: (prompt: TextPrompt) => void) => void;
}

const LINK_ADDRESS = /^(https?:\/\/[^\s]+|mailto:[^\s]+|tel:[+\d][\d\s().-]*|\/[^\s]*)$/i;

/** Why an address cannot be a link (the schemes the server's sanitizer keeps), or null. */
export function linkAddressProblem(href: string): string | null {
  if (!href) return 'Enter the link address.';
  return LINK_ADDRESS.test(href)
    ? null
    : 'Use an address starting with https://, http://, mailto:, tel: or / (a page of this site).';
}

/** Links the selection, or inserts the address as linked text when nothing is selected. */
function applyLink(editor: Editor, href: string): void {
  if (editor.state.selection.empty) {
    editor
      .chain()
      .focus()
      .insertContent({ type: 'text', text: href, marks: [{ type: 'link', attrs: { href } }] })
      // What is typed next is plain text again.
      .unsetMark('link')
      .run();
  } else editor.chain().focus().extendMarkRange('link').setLink({ href }).run();
}

/** A button that toggles a mark or block, pressed when the cursor is inside one. */
const toggle = (
  label: string,
  text: string,
  shortcut: string,
  [name, attributes]: [string, Record<string, unknown>?],
  command: (chain: ChainedCommands) => ChainedCommands,
): ToggleSpec => ({
  label,
  text,
  shortcut,
  active: (e) => e.isActive(name, attributes),
  run: (e) => {
    command(e.chain().focus()).run();
  },
});

const TOGGLES: ToggleSpec[] = [
  toggle('Heading', 'H2', 'Control+Alt+2', ['heading', { level: 2 }], (c) =>
    c.toggleHeading({ level: 2 }),
  ),
  toggle('Subheading', 'H3', 'Control+Alt+3', ['heading', { level: 3 }], (c) =>
    c.toggleHeading({ level: 3 }),
  ),
  toggle('Bold', 'B', 'Control+B', ['bold'], (c) => c.toggleBold()),
  toggle('Italic', 'I', 'Control+I', ['italic'], (c) => c.toggleItalic()),
  toggle('Bulleted list', '• List', 'Control+Shift+8', ['bulletList'], (c) => c.toggleBulletList()),
  toggle('Numbered list', '1. List', 'Control+Shift+7', ['orderedList'], (c) =>
    c.toggleOrderedList(),
  ),
  toggle('Quote', '“ ”', 'Control+Shift+B', ['blockquote'], (c) => c.toggleBlockquote()),
  {
    label: 'Link',
    text: 'Link',
    shortcut: '',
    active: (e) => e.isActive('link'),
    run: (e, ask) => {
      if (e.isActive('link')) {
        e.chain().focus().extendMarkRange('link').unsetLink().run();
        return;
      }
      ask({
        title: 'Add a link',
        description: 'The selected text, or the address itself, becomes the link.',
        label: 'Link address',
        hint: 'https://…, mailto:…, tel:… or a page of this site such as /guides',
        submitLabel: 'Add link',
        check: linkAddressProblem,
        onSubmit: (href) => applyLink(e, href),
      });
    },
  },
];

/** Arrow keys move between the toolbar's controls (one toolbar, many buttons). */
function moveFocus(event: KeyboardEvent<HTMLDivElement>) {
  if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
  const controls = [...event.currentTarget.querySelectorAll<HTMLElement>('button, select')];
  const index = controls.indexOf(document.activeElement as HTMLElement);
  if (index < 0) return;
  event.preventDefault();
  const step = event.key === 'ArrowRight' ? 1 : -1;
  controls[(index + step + controls.length) % controls.length].focus();
}

/** The formatting buttons of a rich-text field; each says whether it applies at the cursor. */
export function RichTextToolbar({ editor, label }: { editor: Editor; label: string }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      pressed: TOGGLES.map((toggle) => toggle.active(current)),
      glossary: (current.getAttributes('glossaryTerm').termKey as string | undefined) ?? '',
    }),
  });
  const uploadFile = useImageUpload();
  const fileInput = useRef<HTMLInputElement>(null);
  const [prompt, setPrompt] = useState<TextPrompt | null>(null);
  const closePrompt = () => {
    setPrompt(null);
    editor.commands.focus();
  };

  const onImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const src = await uploadFile(file);
    if (!src) return;
    setPrompt({
      title: 'Describe the image',
      description: 'Alt text is read out to people who cannot see the image.',
      label: 'Alt text',
      hint: 'Leave it empty only for a purely decorative image.',
      submitLabel: 'Insert image',
      onSubmit: (alt) => editor.chain().focus().setImage({ src, alt }).run(),
    });
  };

  const onGlossary = (event: ChangeEvent<HTMLSelectElement>) => {
    const key = event.target.value;
    const entry = GLOSSARY.find((term) => term.key === key);
    if (!entry) editor.chain().focus().unsetGlossaryTerm().run();
    else if (editor.state.selection.empty) {
      editor
        .chain()
        .focus()
        .insertContent({
          type: 'text',
          text: entry.term,
          marks: [{ type: 'glossaryTerm', attrs: { termKey: key } }],
        })
        .unsetMark('glossaryTerm')
        .run();
    } else editor.chain().focus().setGlossaryTerm(key).run();
  };

  return (
    <Bar role="toolbar" aria-label={label} onKeyDown={moveFocus}>
      {TOGGLES.map((toggle, index) => (
        <button
          key={toggle.label}
          type="button"
          aria-label={toggle.label}
          aria-pressed={state.pressed[index]}
          aria-keyshortcuts={toggle.shortcut || undefined}
          title={toggle.label}
          onClick={() => toggle.run(editor, setPrompt)}
        >
          {toggle.text}
        </button>
      ))}
      <button
        type="button"
        aria-label="Insert image"
        title="Insert image"
        onClick={() => fileInput.current?.click()}
      >
        Image
      </button>
      <Hidden
        ref={fileInput}
        type="file"
        tabIndex={-1}
        aria-hidden="true"
        accept={UPLOAD_IMAGE_TYPES.join(',')}
        onChange={onImage}
      />
      <select aria-label="Glossary term" value={state.glossary} onChange={onGlossary}>
        <option value="">Glossary term…</option>
        {GLOSSARY.map((term) => (
          <option key={term.key} value={term.key}>
            {term.term}
          </option>
        ))}
      </select>
      <TextPromptDialog prompt={prompt} onClose={closePrompt} />
    </Bar>
  );
}
