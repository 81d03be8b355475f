import { Extension, type Attributes, type Extensions } from '@tiptap/core';
import { Plugin } from '@tiptap/pm/state';
import StarterKit from '@tiptap/starter-kit';
import Link from '@tiptap/extension-link';
import Image from '@tiptap/extension-image';
import { cleanPastedHtml } from './cleanPastedHtml';
import { GlossaryTermMark } from './glossaryMark';

/** A link is its address and title only: a pasted target, rel or class is not kept. */
const PlainLink = Link.extend({
  addAttributes() {
    const inherited: Attributes = this.parent?.() ?? {};
    return { href: inherited.href, title: inherited.title };
  },
});

/** Word-processor HTML is cleaned before the schema reads a paste. */
const CleanPaste = Extension.create({
  name: 'cleanPaste',
  addProseMirrorPlugins() {
    return [new Plugin({ props: { transformPastedHTML: cleanPastedHtml } })];
  },
});

/**
 * What an article body may hold, chosen so that the editor's HTML is a subset of the server's
 * sanitiser allow-list (api/src/content-html/sanitize.ts) and comes back from it unchanged:
 * h2 to h4 headings (the page's h1 is the title), paragraphs, lists, quotes, rules, bold, italic,
 * underline, strike, inline code, links (address and title),
 * uploaded images (site-relative or http(s), never data: URLs) and glossary terms. Pasted
 * word-processor HTML is cleaned first.
 */
export const articleExtensions = (): Extensions => [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    codeBlock: false,
    link: false,
    // No empty paragraph forced after a closing heading or list: it would be saved as <p></p>.
    trailingNode: false,
  }),
  PlainLink.configure({
    openOnClick: false,
    autolink: true,
    defaultProtocol: 'https',
    protocols: ['http', 'https', 'mailto', 'tel'],
    HTMLAttributes: { target: null, rel: null, class: null },
  }),
  Image.configure({ inline: false, allowBase64: false }),
  GlossaryTermMark,
  CleanPaste,
];
