import { Mark, mergeAttributes } from '@tiptap/core';
import { GLOSSARY_BY_KEY } from '@sweepscout/shared';

declare module '@tiptap/core' {
  interface Commands<ReturnType> {
    glossaryTerm: {
      /** Marks the selected words as the given glossary term. */
      setGlossaryTerm: (termKey: string) => ReturnType;
      unsetGlossaryTerm: () => ReturnType;
    };
  }
}

/**
 * A glossary term in an article body, stored as the kit's GlossaryTerm renders one:
 * `<span data-glossary-term="sweep-coins">Sweep Coins</span>`. The public page turns each such
 * span into the kit's highlighted term with its tooltip; the server's sanitiser keeps the
 * attribute only for keys of the built-in glossary, so only those are parsed here.
 */
export const GlossaryTermMark = Mark.create({
  name: 'glossaryTerm',
  excludes: '_',
  addAttributes() {
    return {
      termKey: {
        default: null,
        parseHTML: (element) => element.getAttribute('data-glossary-term'),
        renderHTML: (attributes) => ({ 'data-glossary-term': attributes.termKey as string }),
      },
    };
  },
  parseHTML() {
    return [
      {
        tag: 'span[data-glossary-term]',
        getAttrs: (element) =>
          Object.hasOwn(GLOSSARY_BY_KEY, element.getAttribute('data-glossary-term') ?? '')
            ? null
            : false,
      },
    ];
  },
  renderHTML({ HTMLAttributes }) {
    return ['span', mergeAttributes(HTMLAttributes), 0];
  },
  addCommands() {
    return {
      setGlossaryTerm:
        (termKey) =>
        ({ commands }) =>
          commands.setMark(this.name, { termKey }),
      unsetGlossaryTerm:
        () =>
        ({ commands }) =>
          commands.unsetMark(this.name, { extendEmptyMarkRange: true }),
    };
  },
});
