/**
 * Structured data for search engines. JSON.stringify does not escape '<', so a '</script>' inside
 * a text field could end the tag early: '<' is written as its \u escape.
 */
export function JsonLd({ data }: { data: object }) {
  const json = JSON.stringify(data).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
