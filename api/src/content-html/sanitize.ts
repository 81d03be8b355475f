import sanitizeHtml from 'sanitize-html';
import { GLOSSARY } from '@sweepscout/shared';

/**
 * The one allow-list for stored and served HTML (reviews, guides, legal pages): structure and
 * text formatting, links and images only. No script/style/iframe, no event handlers, no inline
 * styles; links may be http(s), mailto, tel or site-relative; images http(s) or site-relative
 * (no data: URLs).
 */
export const ALLOWED_CONTENT_TAGS: readonly string[] = [
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'p',
  'br',
  'hr',
  'ul',
  'ol',
  'li',
  'dl',
  'dt',
  'dd',
  'strong',
  'b',
  'em',
  'i',
  'u',
  's',
  'small',
  'sub',
  'sup',
  'abbr',
  'code',
  'pre',
  'blockquote',
  'a',
  'img',
  'figure',
  'figcaption',
  'span',
  'div',
  'section',
  'table',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'th',
  'td',
];

/**
 * Elements whose inner text is dropped with them, not kept as text: scripts and styles, and
 * containers whose text is markup in disguise (iframe/noembed/noframes/template/xmp fallbacks).
 */
const DROPPED_WITH_CONTENT = [
  'script',
  'style',
  'textarea',
  'option',
  'select',
  'noscript',
  'template',
  'iframe',
  'noembed',
  'noframes',
  'xmp',
  'title',
  'object',
];

const GLOSSARY_KEYS = new Set(GLOSSARY.map((term) => term.key));

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...ALLOWED_CONTENT_TAGS],
  nonTextTags: DROPPED_WITH_CONTENT,
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    abbr: ['title'],
    ol: ['start'],
    // A glossary term as the kit renders one (and the admin's editor marks one): known keys only.
    span: ['data-glossary-term'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
  },
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'] },
  allowedSchemesAppliedToAttributes: ['href', 'src', 'cite'],
  allowProtocolRelative: false,
  disallowedTagsMode: 'discard',
  transformTags: {
    span: (tagName, attribs) => {
      const { 'data-glossary-term': key, ...rest } = attribs;
      return { tagName, attribs: key && GLOSSARY_KEYS.has(key) ? attribs : rest };
    },
    a: (tagName, attribs) => {
      const attrs = { ...attribs };
      if (attrs.target === '_blank') attrs.rel = 'noopener noreferrer';
      else delete attrs.target;
      return { tagName, attribs: attrs };
    },
  },
};

export function sanitizeContentHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
