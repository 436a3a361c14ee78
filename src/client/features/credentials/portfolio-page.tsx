import { Award, BriefcaseBusiness, ExternalLink } from "lucide-react";
import { Link, useParams } from "react-router";
import { PillarBadge } from "@/components/pillar-badge";
import { EmptyState, QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { statusOf } from "@/lib/api-request";
import { formatLongDate } from "@/lib/format";
import { paths } from "../../../contracts/routes";
import { formatCpdHours } from "../../../domain/learning-time";
import type { Pillar } from "../../../domain/pillars";
import { usePortfolio } from "./api/get-portfolio";

/** A public wallet at /portfolio/{slug} (issue 11): its active certificates; a 404 while private. */
export default function PortfolioPage() {
  const { slug = "" } = useParams();
  const portfolio = usePortfolio(slug);
  const notFound = portfolio.isError && statusOf(portfolio.error) === 404;
  return (
    <div className="mx-auto grid max-w-4xl gap-6 px-4 py-10">
      <RegionBoundary name="Portfolio">
        {portfolio.isPending ? (
          <Skeleton role="status" aria-label="Loading the portfolio" className="h-64" />
        ) : notFound ? (
          <>
            <title>Portfolio not found · PIVOT Learning</title>
            <h1 className="text-2xl font-bold text-heading">Portfolio not found</h1>
            <p className="text-muted-foreground">This portfolio does not exist or its owner has made it private.</p>
          </>
        ) : portfolio.isError ? (
          <QueryError title="Failed to load the portfolio" onRetry={() => portfolio.refetch()} />
        ) : (
          <>
            <title>{`${portfolio.data.holderName}'s certificates · PIVOT Learning`}</title>
            <meta
              name="description"
              content={`${portfolio.data.holderName}'s verified PIVOT Learning certificates: ${formatCpdHours(portfolio.data.totalCpdHours)}.`}
            />
            <div className="flex flex-wrap items-end justify-between gap-4">
              <div>
                <h1 className="text-2xl font-bold text-heading sm:text-3xl">{portfolio.data.holderName}</h1>
                <p className="text-muted-foreground">
                  {portfolio.data.certificates.length} active certificate
                  {portfolio.data.certificates.length === 1 ? "" : "s"} · {formatCpdHours(portfolio.data.totalCpdHours)}
                </p>
              </div>
              {portfolio.data.linkedInProfile && (
                <a
                  className="inline-flex items-center gap-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
                  href={portfolio.data.linkedInProfile}
                  target="_blank"
                  rel="noreferrer nofollow"
                >
                  <BriefcaseBusiness className="size-4" aria-hidden="true" />
                  LinkedIn profile
                </a>
              )}
            </div>
            {portfolio.data.certificates.length === 0 ? (
              <EmptyState
                icon={Award}
                title="No active certificates"
                description="Certificates appear here once earned."
              />
            ) : (
              <ul className="grid gap-4 md:grid-cols-2" aria-label="Certificates">
                {portfolio.data.certificates.map((c) => (
                  <li key={c.verificationCode}>
                    <Card className="h-full">
                      <CardHeader className="gap-2">
                        <CardTitle className="text-lg">{c.title}</CardTitle>
                        <div className="flex flex-wrap items-center gap-2 text-sm text-muted-foreground">
                          <PillarBadge pillar={c.pivotPillar as Pillar} />
                          <span>{formatCpdHours(c.cpdHours)}</span>
                        </div>
                        <CardDescription>{c.description}</CardDescription>
                      </CardHeader>
                      <CardContent className="grid gap-2 text-sm">
                        <p>
                          Earned {formatLongDate(c.earnedAt)}
                          {c.expiresAt ? ` · valid until ${formatLongDate(c.expiresAt)}` : ""}
                        </p>
                        <Link
                          className="inline-flex items-center gap-1 font-medium text-primary underline-offset-4 hover:underline"
                          to={paths.verify(c.verificationCode)}
                        >
                          <ExternalLink className="size-4" aria-hidden="true" />
                          Verify {c.title}
                        </Link>
                      </CardContent>
                    </Card>
                  </li>
                ))}
              </ul>
            )}
          </>
        )}
      </RegionBoundary>
    </div>
  );
}
