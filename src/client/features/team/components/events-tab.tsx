import { CalendarPlus, CalendarX, Clock, Plus } from "lucide-react";
import { useState } from "react";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { hrefOf } from "@/lib/api-client";
import { teamEndpoints } from "../../../../contracts/api/team";
import type { CreateEventInput } from "../../../../contracts/team";
import { SUGGESTED_SESSIONS } from "../../../../domain/team-hub";
import { useTeamEvents } from "../api/get-team-events";
import { useJoinTeamEvent } from "../api/join-team-event";
import { formatDateTime } from "../format";
import { ScheduleEventDialog } from "./schedule-event-dialog";

/** Events: Schedule Event, Join Event, Add to Calendar (.ics) and spec 3's suggested sessions. */
export function EventsTab({ organizationId }: { organizationId: string }) {
  const events = useTeamEvents(organizationId);
  const join = useJoinTeamEvent();
  const [draft, setDraft] = useState<Partial<CreateEventInput> | null>(null);
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <SectionCard
        className="lg:col-span-2"
        title="Upcoming Events"
        headingId="events-heading"
        action={
          <Button size="sm" onClick={() => setDraft({})}>
            <Plus aria-hidden="true" />
            Schedule Event
          </Button>
        }
      >
        {events.isError ? (
          <QueryError title="Failed to load events" onRetry={() => events.refetch()} />
        ) : events.isPending ? (
          <Skeleton className="h-40" />
        ) : events.data.length === 0 ? (
          <EmptyState
            icon={CalendarX}
            title="No upcoming events"
            description="Schedule one, or start from a suggested session."
          />
        ) : (
          <ul className="grid gap-3">
            {events.data.map((e) => (
              <li key={e.id} className="grid gap-2 rounded-lg border p-4">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <h3 className="font-semibold text-foreground">{e.title}</h3>
                  <Badge variant="secondary" className="capitalize">
                    {e.type}
                  </Badge>
                </div>
                <p className="text-sm text-body">{e.topic}</p>
                <p className="flex flex-wrap items-center gap-x-3 text-sm text-muted-foreground">
                  <span>{formatDateTime(e.date)}</span>
                  <span className="inline-flex items-center gap-1">
                    <Clock className="size-4" aria-hidden="true" />
                    {e.duration} min
                  </span>
                  <span>Facilitator: {e.facilitator}</span>
                  <span>
                    {e.attendees} attendee{e.attendees === 1 ? "" : "s"}
                  </span>
                </p>
                <div className="flex flex-wrap gap-2">
                  {e.isAttending ? (
                    <p className="self-center text-sm font-medium text-success">You are attending</p>
                  ) : (
                    <Button
                      size="sm"
                      disabled={join.isPending}
                      aria-label={`Join Event ${e.title}`}
                      onClick={() => join.mutate({ organizationId, eventId: e.id })}
                    >
                      Join Event
                    </Button>
                  )}
                  <Button size="sm" variant="outline" asChild>
                    <a
                      href={hrefOf(teamEndpoints.eventCalendar, { params: { organizationId, eventId: e.id } })}
                      download
                    >
                      <CalendarPlus aria-hidden="true" />
                      Add to Calendar
                      <span className="sr-only"> ({e.title})</span>
                    </a>
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </SectionCard>
      <SectionCard title="Suggested Sessions" headingId="suggested-sessions-heading">
        <ul className="grid gap-3">
          {SUGGESTED_SESSIONS.map((s) => (
            <li key={s.title} className="grid gap-1 rounded-lg border p-3">
              <h3 className="font-medium text-foreground">
                {s.title} ({s.durationMinutes} min)
              </h3>
              <p className="text-sm text-body">{s.description}</p>
              <Button
                size="sm"
                variant="outline"
                className="justify-self-start"
                aria-label={`Schedule ${s.title}`}
                onClick={() => setDraft({ title: s.title, type: s.type, durationMinutes: s.durationMinutes })}
              >
                Schedule
              </Button>
            </li>
          ))}
        </ul>
      </SectionCard>
      <ScheduleEventDialog
        draft={draft}
        onOpenChange={(open) => !open && setDraft(null)}
        organizationId={organizationId}
      />
    </div>
  );
}
