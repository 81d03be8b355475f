/**
 * HTML pasted from word processors (Word, Google Docs, LibreOffice), made plain before the
 * editor's schema reads it. The schema already drops every element and attribute it does not
 * know; this removes what it would otherwise keep as text: Word's conditional comments, its fake
 * list bullets (`mso-list:Ignore` spans), empty `<o:p>` paragraphs, and the style, class and
 * language attributes, so nothing of the source's formatting leaks into the stored body. Bold and
 * italic written as styles (Google Docs) become <strong> and <em>; h1 becomes h2 and h5/h6 h4; Google Docs' outer
 * `<b style="font-weight:normal">` wrapper is unwrapped rather than read as bold.
 */
/** Moves an element's children into nested new elements (e.g. strong > em) inside it. */
function wrapChildren(element: Element, tags: string[]) {
  let inner: Element = element;
  for (const tag of tags.filter(Boolean)) {
    const wrapper = element.ownerDocument.createElement(tag);
    wrapper.append(...inner.childNodes);
    inner.append(wrapper);
    inner = wrapper;
  }
}

export function cleanPastedHtml(html: string): string {
  const doc = new DOMParser().parseFromString(html, 'text/html');
  const comments = doc.createTreeWalker(doc.body, NodeFilter.SHOW_COMMENT);
  const dropped: Node[] = [];
  for (let node = comments.nextNode(); node; node = comments.nextNode()) dropped.push(node);
  for (const node of dropped) node.parentNode?.removeChild(node);

  for (const element of [...doc.body.querySelectorAll('*')]) {
    const style = element.getAttribute('style') ?? '';
    if (/mso-list\s*:\s*ignore/i.test(style) || /^o:/i.test(element.tagName)) {
      element.remove();
      continue;
    }
    if (element.tagName === 'B' && /(?:^|;)\s*font-weight\s*:\s*(normal|400)/i.test(style)) {
      element.replaceWith(...element.childNodes);
      continue;
    }
    // The body's own headings are h2 to h4 (the page's h1 is its title).
    const level = /^H([1-6])$/.exec(element.tagName)?.[1];
    if (level && (level === '1' || Number(level) > 4)) {
      const heading = doc.createElement(level === '1' ? 'h2' : 'h4');
      heading.append(...element.childNodes);
      element.replaceWith(heading);
      continue;
    }
    if (element.tagName === 'SPAN') {
      const bold = /(?:^|;)\s*font-weight\s*:\s*(bold|[6-9]00)/i.test(style);
      const italic = /(?:^|;)\s*font-style\s*:\s*italic/i.test(style);
      if (bold || italic) wrapChildren(element, [bold ? 'strong' : '', italic ? 'em' : '']);
    }
    for (const name of ['style', 'class', 'lang', 'id', 'align', 'dir']) {
      element.removeAttribute(name);
    }
  }
  return doc.body.innerHTML;
}
