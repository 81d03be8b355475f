import { GLOSSARY_PHRASES } from '@sweepscout/shared';
import { escapeRegExp } from '@sweepscout/shared';

export type GlossaryPart = string | { text: string; key: string };

const KEY_BY_PHRASE = new Map(
  GLOSSARY_PHRASES.map(({ phrase, key }) => [phrase.toLowerCase(), key]),
);

/** Longest phrases first, whole words only, an optional plural ending. */
const PHRASE_PATTERN = new RegExp(
  `\\b(${[...GLOSSARY_PHRASES]
    .map(({ phrase }) => phrase)
    .sort((a, b) => b.length - a.length)
    .map(escapeRegExp)
    .join('|')})(?:e?s)?\\b`,
  'gi',
);

/**
 * Split a text into plain parts and glossary phrases (the home FAQ). Matching ignores case; each
 * glossary term is pointed at once per text, at its first occurrence, so answers stay readable.
 */
export function splitGlossaryText(text: string): GlossaryPart[] {
  const parts: GlossaryPart[] = [];
  const used = new Set<string>();
  let last = 0;
  for (const match of text.matchAll(PHRASE_PATTERN)) {
    const key = KEY_BY_PHRASE.get(match[1].toLowerCase());
    if (!key || used.has(key) || match.index === undefined) continue;
    used.add(key);
    if (match.index > last) parts.push(text.slice(last, match.index));
    parts.push({ text: match[0], key });
    last = match.index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return parts;
}
