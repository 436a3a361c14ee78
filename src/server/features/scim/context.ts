/** Who is provisioning: the organisation of the bearer token, and what the audit log records of the call. */
export interface ScimContext {
  organizationId: string;
  tokenId: string;
  ip: string | null;
  now: Date;
  /** `${BASE_URL}/scim/v2`: resources' `meta.location`. */
  baseUrl: string;
}

export interface Page {
  startIndex: number;
  count: number;
}

/** attributes / excludedAttributes of a query (RFC 7644 §3.4.2.5), lower case. */
export interface Projection {
  attributes: string[] | null;
  excludedAttributes: string[];
}

/** The resource with only the attributes asked for: id and schemas are always returned. */
export function project(resource: Record<string, unknown>, projection: Projection): Record<string, unknown> {
  const always = new Set(["id", "schemas"]);
  const keep = projection.attributes;
  return Object.fromEntries(
    Object.entries(resource).filter(([key]) => {
      const name = key.toLowerCase();
      if (always.has(name)) return true;
      if (keep) return keep.some((a) => a === name || a.startsWith(`${name}.`) || a.endsWith(`:${name}`));
      return !projection.excludedAttributes.includes(name);
    }),
  );
}
