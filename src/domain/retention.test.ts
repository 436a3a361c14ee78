import { describe, expect, it } from "vitest";
import {
  ACCESS_LOG_RETENTION_DAYS,
  accessLogCutoff,
  DATA_EXPORT_VALID_DAYS,
  dataExportExpiry,
  ENQUIRY_RETENTION_MONTHS,
  enquiryCutoff,
  periodText,
} from "./retention";

describe("retention periods (issue 28)", () => {
  it("states the Privacy Policy's periods", () => {
    expect(ENQUIRY_RETENTION_MONTHS).toBe(24);
    expect(ACCESS_LOG_RETENTION_DAYS).toBe(30);
    expect(DATA_EXPORT_VALID_DAYS).toBe(7);
    expect(periodText(24, "month")).toBe("24 months");
    expect(periodText(1, "day")).toBe("1 day");
  });

  it("counts enquiries' 24 months by calendar months", () => {
    expect(enquiryCutoff(new Date("2026-11-25T03:00:00Z")).toISOString()).toBe("2024-11-25T03:00:00.000Z");
    // 24 months before 29 February is the end of February, not 1 March.
    expect(enquiryCutoff(new Date("2028-02-29T03:00:00Z")).toISOString()).toBe("2026-02-28T03:00:00.000Z");
  });

  it("counts access logs' 30 days and exports' 7 days", () => {
    expect(accessLogCutoff(new Date("2026-11-25T03:00:00Z")).toISOString()).toBe("2026-10-26T03:00:00.000Z");
    expect(dataExportExpiry(new Date("2026-11-25T03:00:00Z")).toISOString()).toBe("2026-12-02T03:00:00.000Z");
  });
});
