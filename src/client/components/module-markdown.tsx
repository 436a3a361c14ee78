import Markdown, { type Components } from "react-markdown";

/**
 * Module bodies rendered safely (DESIGN §2: react-markdown, no raw HTML). The page's h1 is the
 * module title and the Content tab's h2 its heading, so body headings move down one level
 * ('## Introduction' becomes an h3), stopping at h6.
 */
const components: Components = {
  h1: ({ node: _node, ...props }) => <h2 className="mt-8 text-2xl font-bold text-heading first:mt-0" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 className="mt-8 text-xl font-semibold text-heading first:mt-0" {...props} />,
  h3: ({ node: _node, ...props }) => <h4 className="mt-6 text-lg font-semibold text-heading" {...props} />,
  h4: ({ node: _node, ...props }) => <h5 className="mt-5 font-semibold" {...props} />,
  h5: ({ node: _node, ...props }) => <h6 className="mt-4 font-semibold" {...props} />,
  h6: ({ node: _node, ...props }) => <h6 className="mt-4 text-sm font-semibold" {...props} />,
  p: ({ node: _node, ...props }) => <p className="mt-4 leading-7 text-prose" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="mt-4 list-disc space-y-2 pl-6 leading-7 text-prose" {...props} />,
  ol: ({ node: _node, ...props }) => (
    <ol className="mt-4 list-decimal space-y-2 pl-6 leading-7 text-prose" {...props} />
  ),
  a: ({ node: _node, ...props }) => (
    <a className="font-medium text-primary underline underline-offset-2" target="_blank" rel="noreferrer" {...props} />
  ),
  blockquote: ({ node: _node, ...props }) => (
    <blockquote className="mt-4 border-l-4 border-primary-border pl-4 text-body italic" {...props} />
  ),
};

export function ModuleMarkdown({ source }: { source: string }) {
  return (
    <Markdown skipHtml components={components}>
      {source}
    </Markdown>
  );
}
