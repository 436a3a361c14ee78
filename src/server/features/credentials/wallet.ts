import { randomBytes } from "node:crypto";
import { and, asc, eq, isNull } from "drizzle-orm";
import type { Portfolio, Wallet, WalletUpdate } from "../../../contracts/credentials";
import { isActive } from "../../../domain/certificate-lifecycle";
import type { Db } from "../../db/client";
import { certificates, user, userCertificates, wallets } from "../../db/schema";
import { notFound } from "../../errors";
import type { CredentialSettings } from "./credential-runtime";
import { holderName } from "./held-certificates";

/** The wallet (totals and its public switch) and the public portfolio it publishes. */

const newPortfolioSlug = () =>
  randomBytes(9)
    .toString("base64url")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "x");

async function walletRow(db: Db, userId: string) {
  const [found] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  if (found) return found;
  await db.insert(wallets).values({ userId, portfolioSlug: newPortfolioSlug() }).onConflictDoNothing();
  const [created] = await db.select().from(wallets).where(eq(wallets.userId, userId));
  return created;
}

export const portfolioUrl = (baseUrl: string, slug: string) => `${baseUrl.replace(/\/+$/, "")}/portfolio/${slug}`;

export async function getWallet(db: Db, userId: string, settings: CredentialSettings, now: Date): Promise<Wallet> {
  const [wallet, rows] = await Promise.all([
    walletRow(db, userId),
    db
      .select({
        expiresAt: userCertificates.expiresAt,
        revokedAt: userCertificates.revokedAt,
        cpdHours: certificates.cpdHours,
      })
      .from(userCertificates)
      .innerJoin(certificates, eq(certificates.id, userCertificates.certificateId))
      .where(eq(userCertificates.userId, userId)),
  ]);
  // A revoked certificate no longer counts; an expired one still counts as earned, not as active.
  const held = rows.filter((r) => !r.revokedAt);
  return {
    totalCertificates: held.length,
    totalCpdHours: held.reduce((sum, r) => sum + r.cpdHours, 0),
    activeCredentials: held.filter((r) => isActive(r.expiresAt, now)).length,
    isPublic: wallet.isPublic,
    linkedInProfile: wallet.linkedInProfile,
    walletUrl: portfolioUrl(settings.baseUrl, wallet.portfolioSlug),
  };
}

export async function updateWallet(
  db: Db,
  userId: string,
  update: WalletUpdate,
  settings: CredentialSettings,
  now: Date,
): Promise<Wallet> {
  await walletRow(db, userId);
  await db
    .update(wallets)
    .set({
      ...(update.isPublic === undefined ? {} : { isPublic: update.isPublic }),
      ...(update.linkedInProfile === undefined ? {} : { linkedInProfile: update.linkedInProfile }),
      updatedAt: now,
    })
    .where(eq(wallets.userId, userId));
  return getWallet(db, userId, settings, now);
}

/** A public wallet's active certificates; a private or unknown one is a 404. */
export async function getPortfolio(db: Db, slug: string, now: Date): Promise<Portfolio> {
  const [wallet] = await db
    .select({
      userId: wallets.userId,
      isPublic: wallets.isPublic,
      linkedInProfile: wallets.linkedInProfile,
      firstName: user.firstName,
      lastName: user.lastName,
      name: user.name,
    })
    .from(wallets)
    .innerJoin(user, eq(user.id, wallets.userId))
    .where(eq(wallets.portfolioSlug, slug));
  if (!wallet?.isPublic) throw notFound("Portfolio not found");
  const rows = await db
    .select({ row: userCertificates, cert: certificates })
    .from(userCertificates)
    .innerJoin(certificates, eq(certificates.id, userCertificates.certificateId))
    .where(and(eq(userCertificates.userId, wallet.userId), isNull(userCertificates.revokedAt)))
    .orderBy(asc(userCertificates.earnedAt), asc(userCertificates.id));
  const active = rows.filter((r) => isActive(r.row.expiresAt, now));
  return {
    holderName: holderName(wallet),
    linkedInProfile: wallet.linkedInProfile,
    certificates: active.map(({ row, cert }) => ({
      title: cert.title,
      description: cert.description,
      pivotPillar: cert.pivotPillar,
      cpdHours: cert.cpdHours,
      earnedAt: row.earnedAt.toISOString(),
      expiresAt: row.expiresAt?.toISOString() ?? null,
      verificationCode: row.verificationCode,
    })),
    totalCpdHours: active.reduce((sum, r) => sum + r.cert.cpdHours, 0),
  };
}
