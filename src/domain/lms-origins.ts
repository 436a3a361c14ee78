/**
 * The LMS origins a package may be launched from (decision 392): what the owner types, checked and
 * written as an origin ("https://lms.example.com"), for the server and the settings form alike.
 */

export const MAX_LMS_ORIGINS = 20;
const MAX_LENGTH = 200;
const LOCAL_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

export type LmsOriginCheck = { origin: string } | { error: string };

/**
 * An address as an origin, or why it is not one. Only https, and no path, query or fragment beyond a
 * final "/"; http only for this computer (localhost) and only when `allowLocalHttp` (outside production).
 */
export function checkLmsOrigin(text: string, allowLocalHttp: boolean): LmsOriginCheck {
  const given = text.trim();
  const example = "Give the LMS's web address like https://lms.example.com";
  if (!given) return { error: `An LMS web address is empty. ${example}.` };
  if (given.length > MAX_LENGTH) return { error: `An LMS web address is longer than ${MAX_LENGTH} characters.` };
  let url: URL;
  try {
    url = new URL(given);
  } catch {
    return { error: `"${given}" is not a web address. ${example}.` };
  }
  const local = url.protocol === "http:" && LOCAL_HOSTS.has(url.hostname);
  if (url.protocol !== "https:" && !(local && allowLocalHttp))
    return {
      error: local
        ? `"${given}" uses http, which is allowed for this computer only outside production. Use https.`
        : `"${given}" must start with https:// (PIVOT accepts launches from secure addresses only).`,
    };
  if (url.username || url.password) return { error: `"${given}" must not hold a user name or password.` };
  if ((url.pathname !== "/" && url.pathname !== "") || url.search || url.hash || given.endsWith("?"))
    return { error: `"${given}" has a path: give only the start of the address, like ${url.origin}.` };
  return { origin: url.origin };
}

/** The origins of a list, each once, in the order given; or the first problem. */
export function checkLmsOrigins(
  texts: readonly string[],
  allowLocalHttp: boolean,
): { origins: string[] } | { error: string } {
  const origins: string[] = [];
  for (const text of texts) {
    const checked = checkLmsOrigin(text, allowLocalHttp);
    if ("error" in checked) return checked;
    if (!origins.includes(checked.origin)) origins.push(checked.origin);
  }
  if (origins.length > MAX_LMS_ORIGINS)
    return { error: `A package can have at most ${MAX_LMS_ORIGINS} LMS web addresses.` };
  return { origins };
}
