import Markdown, { type Components } from "react-markdown";

/** A draft rendered as learners will read it (no raw HTML, headings one level below the preview's h2). */
const components: Components = {
  h1: ({ node: _node, ...props }) => <h3 className="mt-6 text-xl font-bold text-heading first:mt-0" {...props} />,
  h2: ({ node: _node, ...props }) => <h3 className="mt-6 text-lg font-semibold text-heading first:mt-0" {...props} />,
  h3: ({ node: _node, ...props }) => <h4 className="mt-5 font-semibold text-heading" {...props} />,
  h4: ({ node: _node, ...props }) => <h5 className="mt-4 font-semibold" {...props} />,
  h5: ({ node: _node, ...props }) => <h6 className="mt-4 font-semibold" {...props} />,
  h6: ({ node: _node, ...props }) => <h6 className="mt-4 text-sm font-semibold" {...props} />,
  p: ({ node: _node, ...props }) => <p className="mt-3 leading-7 text-prose" {...props} />,
  ul: ({ node: _node, ...props }) => <ul className="mt-3 list-disc space-y-1.5 pl-6 leading-7 text-prose" {...props} />,
  ol: ({ node: _node, ...props }) => (
    <ol className="mt-3 list-decimal space-y-1.5 pl-6 leading-7 text-prose" {...props} />
  ),
};

export function ContentMarkdown({ source }: { source: string }) {
  return (
    <Markdown skipHtml components={components}>
      {source}
    </Markdown>
  );
}
