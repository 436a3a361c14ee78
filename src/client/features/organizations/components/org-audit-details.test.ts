import { describe, expect, it } from "vitest";
import { describeAuditDetails } from "./org-audit-details";

const entry = (action: string, details: Record<string, unknown>) => ({ action, details }) as never;

describe("describeAuditDetails (issue 45 item 9: the audit log reads in words)", () => {
  it("names a workbench edit's changed fields and status in words, not as a field list", () => {
    const text = describeAuditDetails(
      entry("bcorp.item_updated", {
        requirementId: "GOV-1",
        fields: ["status", "dueOn", "ownerId"],
        status: "in_progress",
      }),
    );
    expect(text).toBe("Requirement: GOV-1 · Changed: status, due date, owner · Status: in progress");
  });

  it("gives an uploaded file's name and size, and leaves out its row id", () => {
    const text = describeAuditDetails(
      entry("bcorp.evidence_uploaded", {
        requirementId: "WRK-2",
        fileId: 41,
        fileName: "policy.pdf",
        sizeBytes: 245_760,
      }),
    );
    expect(text).toBe("Requirement: WRK-2 · File: policy.pdf · Size: 240 KB");
  });

  it("turns a key it has no label for into words and a list into a sentence", () => {
    expect(describeAuditDetails(entry("x.y", { seatsTaken: 3, groupNames: ["Sales", "Finance"] }))).toBe(
      "Seats taken: 3 · Group names: Sales, Finance",
    );
  });
});
