import { paths } from "../../contracts/routes";

/**
 * Issue 45 item 3: someone who signs up to set PIVOT up for their organisation goes on to create it,
 * then to its overview (/organization). The choice is kept in this browser until they are signed in, so
 * it survives confirming the e-mail address first.
 */
const KEY = "pivot.setup-intent";

export function rememberSetupIntent(wanted: boolean) {
  try {
    if (wanted) window.localStorage.setItem(KEY, "organisation");
    else window.localStorage.removeItem(KEY);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only, which still covers sign-up without confirmation.
  }
}

const hasSetupIntent = () => {
  try {
    return window.localStorage.getItem(KEY) === "organisation";
  } catch {
    return false;
  }
};

/**
 * Where to go once signed in: organisation creation while the intent is kept, else `returnTo`. The
 * organisation creation page forgets it (forgetSetupIntent), so it leads there once.
 */
export const destinationAfterSignIn = (returnTo: string): string =>
  hasSetupIntent() ? paths.organizationNew : returnTo;

export const forgetSetupIntent = () => rememberSetupIntent(false);
