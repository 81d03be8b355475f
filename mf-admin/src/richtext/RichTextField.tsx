import { useEffect, useId, type ReactNode } from 'react';
import { EditorContent, useEditor } from '@tiptap/react';
import type { FieldError as RhfFieldError } from 'react-hook-form';
import styled from 'styled-components';
import { theme } from '@sweepscout/kit';
import { describedByOf, FieldNotes } from '../components/Field';
import { FieldBox, FullRow } from '../components/styles';
import { articleExtensions } from './extensions';
import { RichTextToolbar } from './RichTextToolbar';

const c = theme.colors;

const Box = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${({ $invalid }) => ($invalid ? c.danger : c.border)};
  border-radius: ${theme.radius.md};
  background: ${c.bg};
  .ProseMirror {
    min-height: 220px;
    max-height: 480px;
    overflow-y: auto;
    padding: 9px 12px;
    line-height: 1.6;
    outline: none;
    &:focus-visible {
      outline: 3px solid ${c.focus};
      outline-offset: 1px;
    }
    > :first-child {
      margin-top: 0;
    }
    img {
      max-width: 100%;
      height: auto;
    }
    a {
      color: ${c.primary};
      text-decoration: underline;
    }
    [data-glossary-term] {
      border-bottom: 2px dotted ${c.primary};
      background: color-mix(in srgb, ${c.primary} 12%, transparent);
    }
  }
`;

/** The editor's HTML, or '' when it holds nothing (so that "required" still means something). */
const htmlOf = (editor: { isEmpty: boolean; getHTML: () => string }) =>
  editor.isEmpty ? '' : editor.getHTML();

interface RichTextFieldProps {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: RhfFieldError | { message?: string };
  hint?: ReactNode;
  required?: boolean;
}

/**
 * An article body edited as rich text (TipTap): headings, lists, links, uploaded images and
 * glossary terms. Its HTML is a subset of what the server's sanitiser keeps, so what is saved is
 * what the public page shows; pasted word-processor HTML is cleaned first. The editable area is a
 * labelled, multi-line textbox; every toolbar action also has a keyboard shortcut.
 */
export function RichTextField({
  label,
  value,
  onChange,
  onBlur,
  error,
  hint,
  required,
}: RichTextFieldProps) {
  const id = useId();
  const labelId = `${id}-label`;
  const describedBy = describedByOf(id, { hint, error });
  const attributes: Record<string, string> = {
    role: 'textbox',
    'aria-multiline': 'true',
    'aria-labelledby': labelId,
    ...(describedBy ? { 'aria-describedby': describedBy } : {}),
    ...(error?.message ? { 'aria-invalid': 'true' } : {}),
    ...(required ? { 'aria-required': 'true' } : {}),
  };
  const editor = useEditor({
    extensions: articleExtensions(),
    content: value,
    editorProps: { attributes },
    onUpdate: ({ editor: changed }) => onChange(htmlOf(changed)),
    onBlur: () => onBlur?.(),
  });

  // The accessible name, description and validity follow the field's state.
  const attributesKey = JSON.stringify(attributes);
  useEffect(() => {
    editor.setOptions({ editorProps: { attributes } });
    // attributesKey stands for attributes (a new object each render).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [editor, attributesKey]);

  // A value set from outside (a reload, a restored revision, the form reset) replaces the text;
  // the editor's own changes come back equal and are left alone.
  useEffect(() => {
    if (value !== htmlOf(editor)) editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  return (
    <FullRow>
      <FieldBox>
        <label id={labelId} onClick={() => editor.commands.focus()}>
          {label}
          {required ? ' *' : ''}
        </label>
        <Box $invalid={Boolean(error?.message)}>
          <RichTextToolbar editor={editor} label={`${label} formatting`} />
          <EditorContent editor={editor} />
        </Box>
        <FieldNotes id={id} hint={hint} error={error} />
      </FieldBox>
    </FullRow>
  );
}
