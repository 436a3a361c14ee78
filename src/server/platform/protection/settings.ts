import { eq } from "drizzle-orm";
import type { ProtectionSettings } from "../../../contracts/protection";
import { DEFAULT_PROTECTION_SETTINGS as DEFAULTS } from "../../../domain/protection";
import type { Db } from "../../db/client";
import { protectionSettings } from "../../db/schema";

/**
 * The content protection settings (spec 3 §9), read by the session code (idle timeout, device limit),
 * the content-access check and the protection admin page, which alone writes them.
 */

/** The defaults live with the protection rules (domain/protection.ts); the contract's type holds them. */
export const DEFAULT_PROTECTION_SETTINGS: ProtectionSettings = DEFAULTS;

/** The one row of protection_settings. */
export const PROTECTION_SETTINGS_ID = 1;

export async function getProtectionSettings(db: Db): Promise<ProtectionSettings & { updatedAt: string | null }> {
  const [row] = await db.select().from(protectionSettings).where(eq(protectionSettings.id, PROTECTION_SETTINGS_ID));
  if (!row) return { ...DEFAULT_PROTECTION_SETTINGS, updatedAt: null };
  const { id: _id, updatedBy: _by, updatedAt, ...settings } = row;
  return { ...(settings as ProtectionSettings), updatedAt: updatedAt.toISOString() };
}
