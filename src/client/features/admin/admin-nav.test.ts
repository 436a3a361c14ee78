import { describe, expect, it } from "vitest";
import { ADMIN_NAV, activeAdminItem } from "./admin-nav";

describe("the admin navigation", () => {
  it("marks the item of the current page, the longest match winning", () => {
    expect(activeAdminItem("/admin")?.label).toBe("Pilot applications");
    expect(activeAdminItem("/admin/users")?.label).toBe("Users");
    expect(activeAdminItem("/admin/support/12")?.label).toBe("Support inbox");
    expect(activeAdminItem("/content-generator")?.label).toBe("Content generator");
    expect(activeAdminItem("/library")).toBeUndefined();
  });

  it("links each page once", () => {
    expect(ADMIN_NAV.length).toBeGreaterThan(0);
    expect(new Set(ADMIN_NAV.map((i) => i.to)).size).toBe(ADMIN_NAV.length);
  });
});
