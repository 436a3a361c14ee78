/**
 * Where the player's credentials live (issue 24): the launch token arrives in the address's fragment
 * (`#launch=<token>`, never sent to a server by the browser) and is removed from the address at once;
 * the player key it is exchanged for is kept in this tab's session storage, so reloading the frame
 * keeps the session without the token (single use) being needed again.
 */

const STORAGE_KEY = "pivot-lms-player";

/** The launch token of a `#launch=…` fragment, or null. */
export function launchTokenOf(hash: string): string | null {
  const fragment = hash.startsWith("#") ? hash.slice(1) : hash;
  const token = new URLSearchParams(fragment).get("launch");
  return token?.trim() ? token.trim() : null;
}

/** Reads the token and takes it out of the address (history.replaceState), so it is neither shown nor kept. */
export function takeLaunchToken(
  location: Location = window.location,
  history: History = window.history,
): string | null {
  const token = launchTokenOf(location.hash);
  if (location.hash) history.replaceState(history.state, "", `${location.pathname}${location.search}`);
  return token;
}

export interface StoredPlayer {
  playerKey: string;
  moduleId: number;
}

export function storedPlayer(storage: Pick<Storage, "getItem"> | null = sessionStorageOrNull()): StoredPlayer | null {
  try {
    const value = JSON.parse(storage?.getItem(STORAGE_KEY) ?? "null") as Partial<StoredPlayer> | null;
    return value && typeof value.playerKey === "string" && typeof value.moduleId === "number"
      ? { playerKey: value.playerKey, moduleId: value.moduleId }
      : null;
  } catch {
    return null;
  }
}

export function storePlayer(
  player: StoredPlayer | null,
  storage: Pick<Storage, "setItem" | "removeItem"> | null = sessionStorageOrNull(),
) {
  try {
    if (player) storage?.setItem(STORAGE_KEY, JSON.stringify(player));
    else storage?.removeItem(STORAGE_KEY);
  } catch {
    // Storage refused (a browser blocking a third-party frame's storage): the session lasts for this page.
  }
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}
