/**
 * An organisation's address (slug) made from its name (issue 20): "Northwind Social Ltd" →
 * "northwind-social-ltd". Accents are dropped, anything else becomes one hyphen, at most 40
 * characters; a result shorter than 3 gets the prefix "org-". Empty when the name has no letter or
 * digit (the server then makes a random one). Shared by the create form's preview and the server.
 */
export function slugFromName(name: string): string {
  const slug = name
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "")
    .slice(0, 40)
    .replace(/-+$/, "");
  if (slug.length === 0) return "";
  return slug.length >= 3 ? slug : `org-${slug}`;
}
