import { zodResolver } from "@hookform/resolvers/zod";
import { Activity, Heart, MessageCircle } from "lucide-react";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { z } from "zod";
import { OneFieldForm } from "@/components/one-field-form";
import { EmptyState, QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { setServerFieldErrors } from "@/lib/form-errors";
import { type ActivityEntry, commentBodySchema, PAGE_SIZE } from "../../../../contracts/team";
import { useCommentActivity } from "../api/comment-activity";
import { useTeamActivity } from "../api/get-team-activity";
import { useLikeActivity } from "../api/like-activity";
import { timeAgo } from "../format";
import { Avatar } from "./avatar";
import { Pager } from "./pager";

/** Activity Feed: the team's modules started and completed, newest first, with likes and comments. */
export function ActivityFeed({ organizationId }: { organizationId: string }) {
  const [page, setPage] = useState(1);
  const activity = useTeamActivity(organizationId, page);
  return (
    <SectionCard title="Activity Feed" headingId="activity-feed-heading" description="What your team is learning.">
      {activity.isError ? (
        <QueryError title="Failed to load the activity feed" onRetry={() => activity.refetch()} />
      ) : activity.isPending ? (
        <Skeleton className="h-48" />
      ) : activity.data.entries.length === 0 ? (
        <EmptyState
          icon={Activity}
          title="No team activity yet"
          description="When a teammate starts or completes a module, it appears here."
        />
      ) : (
        <>
          <ul className="grid gap-3">
            {activity.data.entries.map((entry) => (
              <ActivityItem key={entry.id} entry={entry} organizationId={organizationId} />
            ))}
          </ul>
          <Pager page={page} pageSize={PAGE_SIZE} hasMore={activity.data.hasMore} label="Activity" onPage={setPage} />
        </>
      )}
    </SectionCard>
  );
}

function ActivityItem({ entry, organizationId }: { entry: ActivityEntry; organizationId: string }) {
  const like = useLikeActivity();
  const comment = useCommentActivity();
  const [showForm, setShowForm] = useState(false);
  const form = useForm<z.input<typeof commentBodySchema>, unknown, z.output<typeof commentBodySchema>>({
    resolver: zodResolver(commentBodySchema),
    defaultValues: { body: "" },
  });

  const onSubmit = form.handleSubmit(({ body }) =>
    comment.mutate(
      { organizationId, activityId: entry.id, body },
      {
        onSuccess: () => form.reset(),
        onError: (error) => setServerFieldErrors(form.setError, error, ["body"]),
      },
    ),
  );

  return (
    <li className="rounded-lg border p-3">
      <div className="flex items-start gap-3">
        <Avatar initials={entry.initials} />
        <div className="min-w-0 flex-1">
          <p className="text-foreground">
            <span className="font-medium">{entry.user}</span>{" "}
            <span className="text-body">{entry.content.replace(/^./, (c) => c.toLowerCase())}</span>
          </p>
          <p className="text-xs text-muted-foreground">{timeAgo(entry.timestamp, new Date())}</p>
          <div className="mt-2 flex flex-wrap gap-2">
            <Button
              variant="ghost"
              size="sm"
              aria-pressed={entry.isLiked}
              disabled={like.isPending}
              onClick={() => like.mutate({ organizationId, activityId: entry.id, liked: !entry.isLiked })}
            >
              <Heart className={entry.isLiked ? "fill-red-600 text-red-600" : ""} aria-hidden="true" />
              {entry.likes} {entry.likes === 1 ? "like" : "likes"}
              <span className="sr-only">{entry.isLiked ? "(you like this; select to unlike)" : ""}</span>
            </Button>
            <Button variant="ghost" size="sm" aria-expanded={showForm} onClick={() => setShowForm((v) => !v)}>
              <MessageCircle aria-hidden="true" />
              {entry.commentCount} {entry.commentCount === 1 ? "comment" : "comments"}
            </Button>
          </div>
          {entry.comments.length > 0 && (
            <ul className="mt-2 grid gap-1 border-l-2 pl-3">
              {entry.comments.map((c) => (
                <li key={c.id} className="text-sm">
                  <span className="font-medium text-foreground">{c.author}</span>{" "}
                  <span className="text-body">{c.body}</span>
                </li>
              ))}
            </ul>
          )}
          {showForm && (
            <OneFieldForm
              form={form}
              onSubmit={onSubmit}
              name="body"
              label="Your comment"
              className="mt-2"
              input={{ maxLength: 500, className: "min-w-0 flex-1" }}
              submit={
                <Button type="submit" size="sm" disabled={comment.isPending}>
                  Post
                </Button>
              }
            />
          )}
        </div>
      </div>
    </li>
  );
}
