import { useEffect } from "react";
import { pageHeadTags, pageMetaFor } from "../../../contracts/routes";

/**
 * The <title>, description, Open Graph tags and canonical link of the current public page, from
 * the table the server also uses (React 19 hoists them into <head>). Once they are in place, the
 * copies the server wrote into the HTML (marked data-server-meta) are removed so each appears once.
 */
export function PageHead({ pathname }: { pathname: string }) {
  const meta = pageMetaFor(pathname);
  useEffect(() => {
    if (!meta) return;
    for (const element of document.head.querySelectorAll("[data-server-meta]")) element.remove();
  }, [meta]);
  if (!meta) return null;
  const origin = typeof window === "undefined" ? "" : window.location.origin;
  return (
    <>
      <title>{meta.title}</title>
      {pageHeadTags(meta, origin).map(({ tag, attributes }) =>
        tag === "link" ? (
          <link key={`${attributes.rel}`} rel={attributes.rel} href={attributes.href} />
        ) : (
          <meta key={attributes.name ?? attributes.property} {...attributes} />
        ),
      )}
    </>
  );
}
