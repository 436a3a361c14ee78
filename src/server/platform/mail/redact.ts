/**
 * Issue 29 item 5: what the admin outbox shows of a message. Links in e-mail carry one-time tokens
 * (password reset, e-mail verification, unsubscribe, and whatever a later feature sends: invitations,
 * data exports, magic links), and anyone reading one can use it. So every link keeps its address and
 * path (the reader sees that a reset link was sent) but loses its query values, its fragment and any
 * opaque, token-like path segment. The rule does not depend on knowing each feature's link: a new
 * one-time link is hidden without a change here. Delivery sends the stored message unchanged.
 *
 * A random token is not always token-like: a base64url one has no digit about once in 1,500 (the
 * invitation link's 43 characters), so the paths whose next segment is a secret hide it whatever it
 * looks like.
 */

export const HIDDEN = "[hidden]";

/** An http(s) address as it appears in plain text, an HTML attribute or a List-Unsubscribe header. */
const LINK = /https?:\/\/[^\s"'<>()]+/gi;
/** A path segment that looks like a token: long, URL-safe, letters and digits mixed (ids and tokens). */
const OPAQUE_SEGMENT = /^(?=[^/]*\d)(?=[^/]*[A-Za-z])[A-Za-z0-9._~%-]{20,}$/;
/** Path segments followed by a secret: /invitations/{token} (issue 20), /join/{token}, /inclusion-survey/{token} (issue 25). */
const SECRET_FOLLOWS = new Set(["invitations", "join", "inclusion-survey"]);

export function redactLink(link: string): string {
  const hashAt = link.indexOf("#");
  const withoutFragment = hashAt >= 0 ? link.slice(0, hashAt) : link;
  const queryAt = withoutFragment.indexOf("?");
  const address = queryAt >= 0 ? withoutFragment.slice(0, queryAt) : withoutFragment;
  const query = queryAt >= 0 ? withoutFragment.slice(queryAt + 1) : null;

  const schemeEnd = address.indexOf("//") + 2;
  const pathAt = address.indexOf("/", schemeEnd);
  const origin = pathAt >= 0 ? address.slice(0, pathAt) : address;
  const path =
    pathAt >= 0
      ? address
          .slice(pathAt)
          .split("/")
          .map((segment, i, segments) =>
            OPAQUE_SEGMENT.test(segment) || (segment !== "" && SECRET_FOLLOWS.has(segments[i - 1] ?? ""))
              ? HIDDEN
              : segment,
          )
          .join("/")
      : "";
  // Parameter names stay (token=, callbackURL=): they say what kind of link it was.
  const hiddenQuery =
    query === null
      ? ""
      : `?${query
          .split("&")
          .map((pair) => {
            const equals = pair.indexOf("=");
            return equals >= 0 ? `${pair.slice(0, equals)}=${HIDDEN}` : pair;
          })
          .join("&")}`;
  return `${origin}${path}${hiddenQuery}${hashAt >= 0 ? `#${HIDDEN}` : ""}`;
}

/** Every link in a text (plain, HTML or a header value) with its tokens hidden. */
export const redactLinks = (text: string): string => text.replace(LINK, redactLink);

export interface StoredMailBody {
  textBody: string;
  htmlBody: string;
  headers: Record<string, string>;
}

/** The copy of a message an admin may read: the same message, its links without their tokens. */
export function redactMailBody(message: StoredMailBody): StoredMailBody {
  return {
    textBody: redactLinks(message.textBody),
    htmlBody: redactLinks(message.htmlBody),
    headers: Object.fromEntries(Object.entries(message.headers).map(([key, value]) => [key, redactLinks(value)])),
  };
}
