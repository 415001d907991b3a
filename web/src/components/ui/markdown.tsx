import ReactMarkdown, { type Components } from 'react-markdown';

/**
 * Markdown written by the shop owner, rendered as React elements: raw HTML in the
 * text is dropped, never parsed (no `rehype-raw`), and links keep only safe protocols
 * (react-markdown's default URL check turns `javascript:` and the like into an empty href).
 * A refused link is shown as its words only: styled as a link it would promise a page that
 * clicking does not open, both to the owner in the preview and to the reader.
 */
const COMPONENTS: Components = {
  // The page's own title is its h1, so the text's headings start one level down.
  h1: ({ node: _node, children, ...props }) => (
    <h2 className="mt-8 text-2xl font-semibold text-espresso-900" {...props}>
      {children}
    </h2>
  ),
  h2: ({ node: _node, children, ...props }) => (
    <h2 className="mt-8 text-2xl font-semibold text-espresso-900" {...props}>
      {children}
    </h2>
  ),
  h3: ({ node: _node, children, ...props }) => (
    <h3 className="mt-6 text-xl font-semibold text-espresso-900" {...props}>
      {children}
    </h3>
  ),
  p: ({ node: _node, ...props }) => <p className="mt-4 leading-relaxed" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="mt-4 list-disc space-y-1.5 pl-6" {...props} />,
  ol: ({ node: _node, ...props }) => <ol className="mt-4 list-decimal space-y-1.5 pl-6" {...props} />,
  a: ({ node: _node, children, ...props }) =>
    props.href ? (
      <a className="font-medium text-leaf-700 underline underline-offset-4 hover:text-leaf-800" {...props}>
        {children}
      </a>
    ) : (
      <>{children}</>
    ),
  strong: ({ node: _node, ...props }) => <strong className="font-semibold text-espresso-900" {...props} />,
  // Images would let a page load anything from anywhere; the shop's pages are text.
  img: () => null,
};

export function Markdown({ children }: { children: string }) {
  return (
    <div className="text-espresso-800 [&>*:first-child]:mt-0">
      <ReactMarkdown skipHtml components={COMPONENTS}>
        {children}
      </ReactMarkdown>
    </div>
  );
}
