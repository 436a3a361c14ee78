import { BookOpen } from "lucide-react";
import { useId, useState } from "react";
import { Link } from "react-router";
import { QueryError } from "@/components/query-state";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { paths } from "../../../../contracts/routes";
import type { ScormCourseReport } from "../../../../contracts/scorm-courses";
import { SCORM_STATUS_LABELS } from "../../../../domain/scorm-cmi";
import { useScormCourseReport } from "../api/get-scorm-course-report";

/** Members listed per course before "Show all". */
const SHOWN_LEARNERS = 10;

/**
 * Issue 24 item 3: the organisation's imported SCORM courses in the employer view: per course the
 * learners who started, finished and passed it and their average score, and each member's status.
 * Hidden for an organisation without the plan and without courses.
 */
export function OrganisationCourses({ organizationId, canManage }: { organizationId: string; canManage: boolean }) {
  const report = useScormCourseReport(organizationId);
  const headingId = useId();
  if (report.isPending) return <Skeleton className="h-32" role="status" aria-label="Loading organisation courses" />;
  if (report.isError)
    return <QueryError title="Failed to load the organisation's courses" onRetry={() => report.refetch()} />;
  const { courses, learners, lmsIntegration } = report.data;
  if (courses.length === 0 && !lmsIntegration) return null;
  return (
    <SectionCard
      title="Organisation courses"
      headingId={headingId}
      description="Your organisation's own SCORM courses: who started, finished and passed them."
      icon={<BookOpen className="size-5 text-primary" aria-hidden="true" />}
      action={
        canManage ? (
          <Button asChild variant="outline" size="sm">
            <Link to={paths.organizationCourses}>Manage courses</Link>
          </Button>
        ) : undefined
      }
    >
      {courses.length === 0 ? (
        <p className="text-sm text-muted-foreground">No courses imported yet.</p>
      ) : (
        <div className="grid gap-6">
          {courses.map((course) => (
            <CourseFigures
              key={course.id}
              course={course}
              learners={learners.filter((l) => l.courseId === course.id)}
            />
          ))}
        </div>
      )}
    </SectionCard>
  );
}

function CourseFigures({
  course,
  learners,
}: {
  course: ScormCourseReport["courses"][number];
  learners: ScormCourseReport["learners"];
}) {
  const [all, setAll] = useState(false);
  const shown = all ? learners : learners.slice(0, SHOWN_LEARNERS);
  return (
    <section aria-label={course.title} className="grid gap-2">
      <h3 className="font-semibold text-foreground">
        {course.title} <span className="text-sm font-normal text-muted-foreground">SCORM {course.version}</span>
      </h3>
      <dl className="grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
        {[
          ["Assigned", course.assigned],
          ["Started", course.started],
          ["Completed", course.completed],
          ["Passed", course.passed],
          ["Average score", course.averageScore === null ? "–" : `${course.averageScore}%`],
        ].map(([label, value]) => (
          <div key={label} className="rounded-md border bg-surface px-3 py-2">
            <dt className="text-xs text-muted-foreground">{label}</dt>
            <dd className="text-lg font-semibold text-foreground">{value}</dd>
          </div>
        ))}
      </dl>
      {learners.length === 0 ? (
        <p className="text-sm text-muted-foreground">Nobody has been assigned or started this course yet.</p>
      ) : (
        <>
          <Table scrollLabel={`Members on ${course.title}`}>
            <TableHeader>
              <TableRow>
                <TableHead>Member</TableHead>
                <TableHead>Status</TableHead>
                <TableHead>Score</TableHead>
                <TableHead>Due</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {shown.map((learner) => (
                <TableRow key={learner.userId}>
                  <TableCell className="font-medium text-foreground">{learner.name}</TableCell>
                  <TableCell>
                    <Badge
                      variant={learner.status === "passed" || learner.status === "completed" ? "default" : "secondary"}
                    >
                      {SCORM_STATUS_LABELS[learner.status]}
                    </Badge>
                  </TableCell>
                  <TableCell>{learner.scorePercent === null ? "–" : `${learner.scorePercent}%`}</TableCell>
                  <TableCell className="whitespace-nowrap">{learner.dueDate ?? "–"}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
          {learners.length > SHOWN_LEARNERS && (
            <div>
              <Button variant="link" className="h-auto p-0" onClick={() => setAll(!all)}>
                {all ? "Show fewer" : `Show all ${learners.length} members`}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
