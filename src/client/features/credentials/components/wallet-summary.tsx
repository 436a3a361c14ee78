import { Award, BadgeCheck, Clock, Globe, Lock } from "lucide-react";
import { StatTile } from "@/components/stat-tile";
import type { Wallet } from "../../../../contracts/credentials";

/** spec 2 §2: Certificates Earned, CPD Hours, Active Credentials, Portfolio Public/Private. */
export function WalletSummary({ wallet }: { wallet: Wallet }) {
  return (
    <section aria-label="Wallet summary" className="grid grid-cols-2 gap-3 lg:grid-cols-4">
      <StatTile icon={<Award className="size-5" />} value={wallet.totalCertificates} label="Certificates Earned" />
      <StatTile icon={<Clock className="size-5" />} value={wallet.totalCpdHours} label="CPD Hours" />
      <StatTile icon={<BadgeCheck className="size-5" />} value={wallet.activeCredentials} label="Active Credentials" />
      <StatTile
        icon={wallet.isPublic ? <Globe className="size-5" /> : <Lock className="size-5" />}
        value={wallet.isPublic ? "Public" : "Private"}
        label="Portfolio"
      />
    </section>
  );
}
