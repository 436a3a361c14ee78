import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { Tabs, TabsContent, TabsList, TabsTrigger } from "@/components/ui/tabs";
import type { ProtectionSettings } from "../../../../contracts/protection";
import { TIER_LABELS, TIER_LIMITS } from "../../../../domain/protection";
import { BLOCKED_SHORTCUTS, PROTECTION_LEVEL_TEXT, RESTRICTION_TEXT } from "../protection-content";
import { UsageAnalytics } from "./usage-analytics";

const limit = (value: number | null) => (value === null ? "Unlimited" : String(value));
const session = (minutes: number | null) =>
  minutes === null ? "No cap" : minutes < 60 ? `${minutes} min` : `${minutes / 60} h`;

/** spec 3 §2: the embedded Content Protection Dashboard, tabs Protection Levels, Access Control, Monitoring, Compliance. */
export function ProtectionDashboard({ settings }: { settings: ProtectionSettings }) {
  return (
    <SectionCard title="Content Protection Dashboard">
      <Tabs defaultValue="levels">
        <TabsList>
          <TabsTrigger value="levels">Protection Levels</TabsTrigger>
          <TabsTrigger value="access">Access Control</TabsTrigger>
          <TabsTrigger value="monitoring">Monitoring</TabsTrigger>
          <TabsTrigger value="compliance">Compliance</TabsTrigger>
        </TabsList>
        <TabsContent value="levels">
          <ul className="grid gap-3 md:grid-cols-3">
            {(Object.keys(PROTECTION_LEVEL_TEXT) as ProtectionSettings["protectionLevel"][]).map((level) => (
              <li
                key={level}
                className={`rounded-lg border p-4 ${settings.protectionLevel === level ? "border-selected bg-primary-surface" : "bg-white"}`}
              >
                <p className="flex items-center gap-2 font-semibold">
                  {PROTECTION_LEVEL_TEXT[level].title}
                  {settings.protectionLevel === level && <Badge>Current</Badge>}
                </p>
                <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-body">
                  {PROTECTION_LEVEL_TEXT[level].points.map((p) => (
                    <li key={p}>{p}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </TabsContent>
        <TabsContent value="access">
          <Table scrollLabel="Limits per plan tier" containerClassName="rounded-lg border">
            <TableHeader>
              <TableRow>
                <TableHead>Plan tier</TableHead>
                <TableHead className="text-right">Daily views</TableHead>
                <TableHead className="text-right">Daily downloads</TableHead>
                <TableHead>Watermark</TableHead>
                <TableHead>Session</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {(Object.keys(TIER_LIMITS) as (keyof typeof TIER_LIMITS)[]).map((tier) => (
                <TableRow key={tier}>
                  <TableHead scope="row">{TIER_LABELS[tier]}</TableHead>
                  <TableCell className="text-right">{limit(TIER_LIMITS[tier].dailyViews)}</TableCell>
                  <TableCell className="text-right">{limit(TIER_LIMITS[tier].dailyDownloads)}</TableCell>
                  <TableCell>
                    {TIER_LIMITS[tier].watermarkRequired || settings.watermarkEnabled ? "Yes" : "No"}
                  </TableCell>
                  <TableCell>{session(TIER_LIMITS[tier].sessionMinutes)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          <p className="mt-3 text-sm text-body">
            Downloads: {RESTRICTION_TEXT[settings.downloadRestriction]}. Printing:{" "}
            {RESTRICTION_TEXT[settings.printRestriction]}. Limits count protected modules per UTC day; a learner over a
            limit is told which limit and when it resets.
          </p>
        </TabsContent>
        <TabsContent value="monitoring">
          <UsageAnalytics />
        </TabsContent>
        <TabsContent value="compliance">
          <div className="space-y-3 text-sm text-prose">
            <p>
              <span className="font-medium">Legal notice shown with protected content: </span>
              {settings.legalNotice}
            </p>
            <p>
              Every view and download of a protected module is recorded with the learner, the module, their plan tier
              and whether it was allowed; usage analytics cover the last 30 days.
            </p>
            <p>
              <span className="font-medium">Deterrence only: </span>
              blocking copying, the right-click menu and the shortcuts {BLOCKED_SHORTCUTS.join(", ")} happens in the
              learner's browser and can be bypassed. What the server enforces is the daily limits, download and print
              rules, watermarks, session length and the device limit.
            </p>
          </div>
        </TabsContent>
      </Tabs>
    </SectionCard>
  );
}
