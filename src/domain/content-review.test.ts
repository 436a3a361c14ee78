import { describe, expect, it } from "vitest";
import { isReviewOverdue, reviewDueOn } from "./content-review";

describe("a module's yearly content review", () => {
  it("falls due twelve calendar months after the last one", () => {
    expect(reviewDueOn("2026-12-02")).toBe("2027-12-02");
    expect(reviewDueOn("2028-02-29")).toBe("2029-02-28");
  });

  it("is overdue only after the due day, and always when the module was never reviewed", () => {
    expect(isReviewOverdue("2026-12-02", "2027-12-02")).toBe(false);
    expect(isReviewOverdue("2026-12-02", "2027-12-03")).toBe(true);
    expect(isReviewOverdue("2026-12-02", "2026-12-02")).toBe(false);
    expect(isReviewOverdue(null, "2026-12-02")).toBe(true);
  });
});
