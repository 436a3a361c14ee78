/**
 * The page a cross-site "sign out" link gets instead of signing the user out (the hardening issue:
 * GET /api/logout must not be triggerable from another site). A plain form: no script, so the
 * page's Content-Security-Policy needs nothing extra.
 */
export function signOutConfirmationPage(): string {
  return `<!doctype html>
<html lang="en-GB">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign out? · PIVOT Learning</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:4rem auto;padding:0 1rem;color:#0f172a}
button,a{font:inherit;padding:.6rem 1rem;border-radius:.5rem}button{background:#0f172a;color:#fff;border:0;cursor:pointer}
a{color:#0f172a}</style></head>
<body><main><h1>Sign out of PIVOT Learning?</h1>
<p>A link on another site asked to sign you out. Sign out only if you meant to.</p>
<form method="post" action="/api/logout"><button type="submit">Sign out</button> <a href="/">Stay signed in</a></form>
</main></body></html>`;
}
