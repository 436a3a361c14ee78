import type { Locator, Page } from "@playwright/test";
import { createEmployerTeam, expect, signInAs, signUpViaApi, test } from "./fixtures";

/**
 * Issue 50 item 3 (decision 406): the WCAG 2.2 additions about how people operate the product, not how it
 * is laid out: 3.3.8 accessible authentication, 3.3.7 redundant entry, 3.2.6 consistent help and 2.5.7
 * dragging movements. The rules are WCAG 2.2's (w3.org/TR/WCAG22, checked 2 December 2026).
 */

test.setTimeout(180_000);

/** Pastes text into a field as the browser does: a paste event, then the text if no script cancelled it. */
async function paste(field: Locator, text: string): Promise<boolean> {
  await field.focus();
  const allowed = await field.evaluate((element, text) => {
    const data = new DataTransfer();
    data.setData("text/plain", text);
    const event = new ClipboardEvent("paste", { clipboardData: data, bubbles: true, cancelable: true });
    return element.dispatchEvent(event);
  }, text);
  if (allowed) await field.page().keyboard.insertText(text);
  return allowed;
}

test.describe("3.3.8 Accessible Authentication (Minimum)", () => {
  test("sign-in and sign-up accept pasted passwords, name their fields for password managers, and offer a passkey", async ({
    page,
  }) => {
    const user = await signUpViaApi(page);
    await page.context().clearCookies();
    await page.goto("/login");
    const signIn = page.getByRole("tabpanel", { name: "Sign in" });
    const email = signIn.getByLabel("Email");
    // Password managers fill a sign-in form by these tokens (WHATWG autofill: username, current-password).
    await expect(email).toHaveAttribute("autocomplete", "username");
    // Copying the password in from a manager or a note is not a cognitive function test; nothing blocks it.
    expect(await paste(email, user.email)).toBe(true);
    const password = signIn.getByLabel(/^Password/).and(signIn.locator("input"));
    await expect(password).toHaveAttribute("autocomplete", "current-password");
    await expect(password).toHaveAttribute("type", "password");
    expect(await paste(password, user.password)).toBe(true);
    await expect(password).toHaveValue(user.password);
    // An alternative that needs no remembering or transcribing at all.
    await expect(signIn.getByRole("button", { name: "Use a passkey" })).toBeVisible();
    await signIn.getByRole("button", { name: "Sign in", exact: true }).click();
    await expect(page).toHaveURL(/\/$/);

    // Sign-up: a new password a manager can generate and save.
    await page.context().clearCookies();
    await page.goto("/login?mode=signup");
    const signUp = page.getByRole("tabpanel", { name: "Create account" });
    await expect(signUp.getByLabel("Email")).toHaveAttribute("autocomplete", "email");
    const newPassword = signUp.getByLabel(/^Password/).and(signUp.locator("input"));
    await expect(newPassword).toHaveAttribute("autocomplete", "new-password");
    expect(await paste(newPassword, "Pasted-password-1234!")).toBe(true);
    await expect(newPassword).toHaveValue("Pasted-password-1234!");
  });
});

test.describe("3.3.7 Redundant Entry", () => {
  test("the address typed to sign in is not asked for again by Forgot password, nor on the way back", async ({
    page,
  }) => {
    await page.goto("/login");
    const address = "someone@e2e.example.com";
    await page.getByRole("tabpanel", { name: "Sign in" }).getByLabel("Email").fill(address);
    await page.getByRole("button", { name: "Forgot password?" }).click();
    const reset = page.getByRole("form", { name: "Reset your password" });
    await expect(reset.getByLabel("Email")).toHaveValue(address);
    const changed = "someone.else@e2e.example.com";
    await reset.getByLabel("Email").fill(changed);
    await reset.getByRole("button", { name: "Back to sign in" }).click();
    await expect(page.getByRole("tabpanel", { name: "Sign in" }).getByLabel("Email")).toHaveValue(changed);
  });
});

/**
 * 3.2.6 Consistent Help: "If a Web page contains any of the following help mechanisms, and those mechanisms
 * are repeated on multiple Web pages within a set of Web pages, they occur in the same order relative to
 * other page content": human contact details, a contact mechanism, self-help options, an automated
 * contact mechanism. Here: the contact address, the contact form, Message support and Book Consultation.
 */
async function helpSequence(page: Page, route: string): Promise<string[]> {
  await page.goto(route);
  await page.locator("main, #main, h1").first().waitFor();
  await page.waitForLoadState("networkidle");
  return page.evaluate(() => {
    const HELP = /^(mailto:|.*#contact$)|Message support|Book (Free )?Consultation|Contact( Us)?$/;
    // Each help mechanism's name and where it sits: in the header, the main content or the footer.
    return Array.from(document.querySelectorAll<HTMLElement>("a[href], button"))
      .filter((element) => {
        const href = element.getAttribute("href") ?? "";
        return HELP.test(href) || HELP.test(element.innerText.trim());
      })
      .map((element) => {
        const region = element.closest("footer") ? "footer" : element.closest("header") ? "header" : "main";
        return `${region}: ${element.innerText.trim().split("\n")[0]}`;
      });
  });
}

/** The repeated mechanisms (on more than one page) in the order each page shows them. */
function repeatedOrders(sequences: Map<string, string[]>) {
  const counts = new Map<string, number>();
  for (const sequence of sequences.values())
    for (const item of new Set(sequence)) counts.set(item, (counts.get(item) ?? 0) + 1);
  const repeated = new Set([...counts].filter(([, n]) => n > 1).map(([item]) => item));
  return { repeated, orders: new Map([...sequences].map(([route, s]) => [route, s.filter((i) => repeated.has(i))])) };
}

test.describe("3.2.6 Consistent Help", () => {
  test("the public pages show their help in the same order, in the same place", async ({ page }) => {
    const routes = [
      "/",
      "/subscribe",
      "/pivot-framework",
      "/learning-library",
      "/training-services",
      "/pilot",
      "/terms",
      "/privacy",
      "/accessibility",
    ];
    const sequences = new Map<string, string[]>();
    for (const route of routes) sequences.set(route, await helpSequence(page, route));
    const { repeated, orders } = repeatedOrders(sequences);
    expect(repeated.size, JSON.stringify([...sequences])).toBeGreaterThan(0);
    const footerOrder = orders.get("/")?.filter((item) => item.startsWith("footer:"));
    expect(footerOrder?.length).toBeGreaterThan(0);
    // The footer's help comes last on every page and in one order (a page may add its own help above it).
    for (const [route, order] of orders) {
      expect(
        order.filter((item) => item.startsWith("footer:")),
        route,
      ).toEqual(footerOrder);
      expect(order.slice(-(footerOrder?.length ?? 0)), route).toEqual(footerOrder);
    }
  });

  test("the signed-in pages repeat no help mechanism out of order", async ({ page }) => {
    const team = await createEmployerTeam(page, { members: 2 });
    await signInAs(page, team.employer);
    const routes = ["/", "/library", "/progress", "/credentials", "/team", "/organization/members", "/profile"];
    const sequences = new Map<string, string[]>();
    for (const route of routes) sequences.set(route, await helpSequence(page, route));
    // Message support is on the dashboard: it must be there to be consistent anywhere.
    expect(sequences.get("/")).toContain("main: Message support");
    const { orders } = repeatedOrders(sequences);
    const reference = [...orders.values()].reduce((a, b) => (b.length > a.length ? b : a), []);
    for (const [route, order] of orders) {
      // Every page's repeated help is the longest sequence with some items left out, never reordered.
      expect(order, route).toEqual(reference.filter((item) => order.includes(item)));
    }
  });
});

test.describe("2.5.7 Dragging Movements", () => {
  test("nothing in the product is operated only by dragging: no draggable element on the key pages", async ({
    page,
  }) => {
    await signUpViaApi(page);
    const modules = (await (await page.request.get("/api/modules")).json()) as { id: number; hasContent: boolean }[];
    const withContent = modules.find((m) => m.hasContent);
    expect(withContent).toBeTruthy();
    const found: string[] = [];
    for (const route of ["/", "/library", "/pathways", "/progress", "/credentials", `/module/${withContent?.id}`]) {
      await page.goto(route);
      await page.locator("main, #main, h1").first().waitFor();
      await page.waitForLoadState("networkidle");
      const draggable = await page.evaluate(() =>
        Array.from(document.querySelectorAll<HTMLElement>("[draggable=true], [aria-grabbed], [data-rbd-draggable-id]"))
          .filter((element) => !(element instanceof HTMLImageElement) && !(element instanceof HTMLAnchorElement))
          .map((element) => element.outerHTML.slice(0, 80)),
      );
      found.push(...draggable.map((html) => `${route}: ${html}`));
      // Sliders (the media player's seek bar) answer the arrow keys and a single click as well as a drag.
      const sliders = page.getByRole("slider");
      const count = await sliders.count();
      for (let i = 0; i < count; i++) {
        const slider = sliders.nth(i);
        if (!(await slider.isVisible())) continue;
        const before = await slider.getAttribute("aria-valuenow");
        await slider.focus();
        await page.keyboard.press("ArrowRight");
        expect(await slider.getAttribute("aria-valuenow"), `${route}: slider ${i} moves with a key`).not.toBe(before);
      }
    }
    expect(found).toEqual([]);
  });
});
