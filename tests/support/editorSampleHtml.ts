/**
 * An article body as the admin's rich-text editor writes it (headings, marks, lists, a link, an
 * uploaded image, a glossary term). The admin's unit test checks the editor writes exactly this,
 * the API's that the sanitiser keeps it unchanged: together, the editor's output survives saving.
 */
export const EDITOR_SAMPLE_HTML = [
  '<h2>Welcome bonus</h2>',
  '<p>New players get <strong>free</strong> <em>coins</em>, <u>daily</u> and <s>never</s> <code>code</code>.</p>',
  '<h3>How to claim</h3>',
  '<ul><li><p>Sign up</p></li><li><p>Verify your email</p></li></ul>',
  '<ol><li><p>Open the cashier</p></li><li><p>Pick a package</p></li></ol>',
  '<ol start="3"><li><p>Third step</p></li></ol>',
  '<blockquote><p>Play for fun.</p></blockquote>',
  '<p>Read <a href="https://example.com/terms">the terms</a> or <a href="/guides/how-to">our guide</a>.</p>',
  '<img src="/media/uploads/sample.png" alt="The &quot;lobby&quot; &amp; more" />',
  '<p>Collect <span data-glossary-term="sweep-coins">Sweep Coins</span> every day.<br />Second\u00a0line &amp; 5 &lt; 6 &gt; 4 "quoted" it\'s.</p>',
  '<hr />',
  '<p>The end.</p>',
].join('');
