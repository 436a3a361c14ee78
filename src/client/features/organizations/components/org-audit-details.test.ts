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

  it("gives an API key's hour of use as a count per route", () => {
    const text = describeAuditDetails(
      entry("api_key.used", {
        hourStarting: "2026-12-02T14:00:00Z",
        requests: 3,
        routes: { "GET /api/v1/departments": 1, "GET /api/v1/members": 2 },
      }),
    );
    expect(text).toBe(
      "3 requests in the hour from 14:00 on 2 December 2026 (UTC): GET /api/v1/members 2, GET /api/v1/departments 1",
    );
    // An entry written before decision 409 (one per request) still reads as its method and path.
    expect(describeAuditDetails(entry("api_key.used", { method: "GET", path: "/api/v1/members" }))).toBe(
      "Method: GET · Path: /api/v1/members",
    );
  });

  it("says how certificates are issued in words", () => {
    expect(describeAuditDetails(entry("organization.settings_changed", { certificateIssuing: "automatic" }))).toBe(
      "Certificates: issued automatically",
    );
  });
});
