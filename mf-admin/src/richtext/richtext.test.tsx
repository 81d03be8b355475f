import { useState } from 'react';
import { Provider } from 'react-redux';
import { fireEvent, render, screen } from '@testing-library/react';
import { Editor } from '@tiptap/core';
import { createBaseApiStore } from '@sweepscout/kit/testing';
import { EDITOR_SAMPLE_HTML } from '../../../tests/support/editorSampleHtml';
import { cleanPastedHtml } from './cleanPastedHtml';
import { articleExtensions } from './extensions';
import { RichTextField } from './RichTextField';
import { toStoredHtml } from './storedHtml';

// jsdom has no ClipboardEvent; ProseMirror's pasteHTML only needs an event to hand around.
globalThis.ClipboardEvent ??= class extends Event {} as unknown as typeof ClipboardEvent;

const editorWith = (content: string) => new Editor({ extensions: articleExtensions(), content });

/** What Word puts on the clipboard: conditional comments, MSO classes and styles, fake bullets. */
const WORD_CLIPBOARD = `<html xmlns:o="urn:schemas-microsoft-com:office:office"><head>
<style>p.MsoNormal { mso-style-parent: ""; }</style></head><body>
<!--StartFragment--><h2 class="MsoHeading2" style="mso-outline-level:2">Bonus terms</h2>
<p class="MsoListParagraphCxSpFirst" style="text-indent:-.25in;mso-list:l0 level1 lfo1">
<!--[if !supportLists]--><span style="font-family:Symbol;mso-list:Ignore">·<span style="font:7.0pt">&nbsp;&nbsp;</span></span><!--[endif]-->
<span lang="EN-US" style="color:red;font-size:14pt">Claim daily</span><o:p></o:p></p>
<p class="MsoNormal"><b style="mso-bidi-font-weight:normal">Important</b> and <span style="font-weight:700">heavy</span>
<a href="https://example.com/x" class="MsoHyperlink" target="_blank" style="color:blue">link</a><o:p>&nbsp;</o:p></p>
<!--EndFragment--></body></html>`;

describe('article rich text', () => {
  it('writes the sample body exactly as it reads it (the HTML the API keeps unchanged)', () => {
    expect(toStoredHtml(editorWith(EDITOR_SAMPLE_HTML).getHTML())).toBe(EDITOR_SAMPLE_HTML);
  });

  it('drops what the sanitiser would drop: scripts, handlers, styles, unknown glossary keys', () => {
    const html = editorWith(
      '<h6 style="color:red" onclick="x()">Top</h6><script>alert(1)</script>' +
        '<p class="x"><a href="javascript:alert(1)">bad</a> <img src="data:image/png;base64,AA">' +
        '<span data-glossary-term="not-a-term">plain</span> <span data-glossary-term="redeem">Redeem</span></p>',
    ).getHTML();
    expect(html).toBe('<p>Top</p><p>bad plain <span data-glossary-term="redeem">Redeem</span></p>');
  });

  it('cleans word-processor paste: no comments, MSO bullets, styles, classes or <o:p>', () => {
    const cleaned = cleanPastedHtml(WORD_CLIPBOARD);
    expect(cleaned).not.toMatch(/<!--|mso|class=|style=|lang=|<o:p|·/i);
    const editor = editorWith('');
    editor.view.pasteHTML(WORD_CLIPBOARD);
    expect(editor.getHTML()).toBe(
      '<h2>Bonus terms</h2><p>Claim daily</p>' +
        '<p><strong>Important</strong> and <strong>heavy</strong> <a href="https://example.com/x">link</a></p>',
    );
  });

  it('unwraps the Google Docs outer <b style="font-weight:normal"> instead of bolding the paste', () => {
    const editor = editorWith('');
    editor.view.pasteHTML(
      '<meta charset="utf-8"><b style="font-weight:normal;" id="docs-internal-guid-1"><p dir="ltr">' +
        '<span style="font-style:italic">Soft</span> text</p></b>',
    );
    expect(editor.getHTML()).toBe('<p><em>Soft</em> text</p>');
  });
});

function Harness({ initial, onHtml }: { initial: string; onHtml: (html: string) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <RichTextField
      label="Content"
      required
      value={value}
      onChange={(html) => {
        setValue(html);
        onHtml(html);
      }}
    />
  );
}

describe('RichTextField', () => {
  const store = createBaseApiStore();

  it('is a labelled multi-line textbox whose toolbar buttons say what applies at the cursor', () => {
    const changes: string[] = [];
    render(
      <Provider store={store}>
        <Harness initial="<p>Body</p>" onHtml={(html) => changes.push(html)} />
      </Provider>,
    );
    const box = screen.getByRole('textbox', { name: 'Content *' });
    expect(box.getAttribute('aria-multiline')).toBe('true');
    const toolbar = screen.getByRole('toolbar', { name: 'Content formatting' });
    const heading = screen.getByRole('button', { name: 'Heading' });
    expect(toolbar.contains(heading)).toBe(true);
    expect(heading.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(heading);
    expect(changes.at(-1)).toBe('<h2>Body</h2>');
    expect(heading.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(screen.getByRole('button', { name: 'Bulleted list' }));
    expect(changes.at(-1)).toBe('<ul><li><p>Body</p></li></ul>');
    expect(screen.getByRole('button', { name: 'Bulleted list' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
  it('asks for a link address in a labelled dialog, refuses an address the site would drop, links the text', () => {
    const changes: string[] = [];
    render(
      <Provider store={store}>
        <Harness initial="<p>Rules</p>" onHtml={(html) => changes.push(html)} />
      </Provider>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Link' }));
    const dialog = screen.getByRole('dialog', { name: 'Add a link' });
    const address = screen.getByLabelText('Link address');
    expect(dialog.contains(address)).toBe(true);

    fireEvent.change(address, { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.getByRole('alert').textContent).toBe(
      'Use an address starting with https://, http://, mailto:, tel: or / (a page of this site).',
    );
    expect(changes.join('')).not.toContain('javascript:');

    fireEvent.change(address, { target: { value: ' /guides ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add link' }));
    expect(screen.queryByRole('dialog', { name: 'Add a link' })).toBeNull();
    expect(changes.at(-1)).toContain('<a href="/guides"');
  });
});
