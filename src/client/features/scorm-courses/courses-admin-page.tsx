import { useQueryClient } from "@tanstack/react-query";
import { Archive, ArchiveRestore, BookOpen, Lock, RefreshCw, Trash2, UserPlus } from "lucide-react";
import { useId, useRef, useState } from "react";
import { Link } from "react-router";
import { ConfirmAction } from "@/components/confirm-action";
import { DateTime } from "@/components/date-time";
import { OrganizationAdminPage } from "@/components/organization-admin-page";
import { EmptyState, QueryError } from "@/components/query-state";
import { RegionBoundary } from "@/components/region-boundary";
import { SectionCard } from "@/components/section-card";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { toast } from "@/components/ui/use-toast";
import { errorMessage } from "@/lib/api-request";
import { paths } from "../../../contracts/routes";
import type { ScormCourse } from "../../../contracts/scorm-courses";
import { NO_SCORM_IMPORT_MESSAGE } from "../../../domain/plans";
import {
  replaceScormPackage,
  scormCoursesKey,
  useArchiveScormCourse,
  useDeleteScormCourse,
  useScormCourses,
} from "./api/scorm-courses";
import { AssignCourseDialog } from "./components/assign-course-dialog";
import { UploadPackage } from "./components/upload-package";
import { formatBytes, NEVER_REPORTS_COMPLETION } from "./format";

/**
 * /organization/courses (issue 24 item 3): the organisation's imported SCORM courses for its owners
 * and admins: upload a package, see each course's size, version and learners, assign, archive, delete.
 */
export default function CoursesAdminPage() {
  return (
    <OrganizationAdminPage
      title="SCORM courses"
      description="Your own SCORM 1.2 and 2004 courses beside PIVOT's modules: upload, assign and follow them."
      denied={{
        title: "Only owners and admins manage the organisation's courses",
        description: "Your courses are under My courses.",
      }}
      className="grid min-w-0 grid-cols-1 gap-6 pb-8"
    >
      {(organization) => (
        <RegionBoundary name="The courses">
          <CourseAdmin organizationId={organization.id} />
        </RegionBoundary>
      )}
    </OrganizationAdminPage>
  );
}

function CourseAdmin({ organizationId }: { organizationId: string }) {
  const [page, setPage] = useState(1);
  const courses = useScormCourses(organizationId, page);
  const [assigning, setAssigning] = useState<ScormCourse | null>(null);
  const headingId = useId();

  if (courses.isPending) return <Skeleton className="h-48" role="status" aria-label="Loading the courses" />;
  if (courses.isError) return <QueryError title="Failed to load the courses" onRetry={() => courses.refetch()} />;
  if (!courses.data.lmsIntegration && courses.data.total === 0)
    return (
      <EmptyState
        icon={Lock}
        title="SCORM import comes with Enterprise Plus"
        description={NO_SCORM_IMPORT_MESSAGE}
        action={
          <Button asChild variant="outline">
            <Link to={paths.organizationBilling}>See your plan</Link>
          </Button>
        }
      />
    );
  const { items, total, pageSize } = courses.data;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  return (
    <div className="grid min-w-0 grid-cols-1 gap-6">
      {courses.data.lmsIntegration ? (
        <UploadPackage organizationId={organizationId} />
      ) : (
        <p role="note" className="rounded-md border border-border bg-muted p-4 text-sm text-muted-foreground">
          {NO_SCORM_IMPORT_MESSAGE} Your courses stay listed here; new uploads and playing them wait for the plan.
        </p>
      )}
      <SectionCard
        className="min-w-0"
        title="Imported courses"
        headingId={headingId}
        description={total === 1 ? "1 course" : `${total} courses`}
        icon={<BookOpen className="size-5 text-primary" aria-hidden="true" />}
      >
        {items.length === 0 ? (
          <EmptyState
            icon={BookOpen}
            title="No courses imported yet"
            description="Upload a SCORM package above; it appears here, ready to assign."
          />
        ) : (
          <>
            <Table scrollLabel="Imported courses">
              <TableHeader>
                <TableRow>
                  <TableHead>Course</TableHead>
                  <TableHead>Version</TableHead>
                  <TableHead>Size</TableHead>
                  <TableHead>Learners</TableHead>
                  <TableHead>Uploaded</TableHead>
                  <TableHead>
                    <span className="sr-only">Actions</span>
                  </TableHead>
                </TableRow>
              </TableHeader>
              <TableBody>
                {items.map((course) => (
                  <CourseRow
                    key={course.id}
                    organizationId={organizationId}
                    course={course}
                    onAssign={() => setAssigning(course)}
                  />
                ))}
              </TableBody>
            </Table>
            {pages > 1 && (
              <nav aria-label="Course pages" className="mt-3 flex items-center justify-end gap-2 text-sm">
                <span className="text-muted-foreground">
                  Page {page} of {pages}
                </span>
                <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                  Previous
                </Button>
                <Button variant="outline" size="sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                  Next
                </Button>
              </nav>
            )}
          </>
        )}
      </SectionCard>
      <AssignCourseDialog
        organizationId={organizationId}
        course={assigning}
        onOpenChange={(open) => !open && setAssigning(null)}
      />
    </div>
  );
}

function CourseRow({
  organizationId,
  course,
  onAssign,
}: {
  organizationId: string;
  course: ScormCourse;
  onAssign: () => void;
}) {
  const archive = useArchiveScormCourse(organizationId);
  const remove = useDeleteScormCourse(organizationId);
  const queryClient = useQueryClient();
  const picker = useRef<HTMLInputElement>(null);
  const [replacing, setReplacing] = useState<number | null>(null);
  const archived = course.archivedAt !== null;
  const replace = async (file: File) => {
    setReplacing(0);
    try {
      const result = await replaceScormPackage(organizationId, course.id, file, setReplacing);
      toast({
        title: "Package replaced",
        description: result.attemptsKept
          ? `${result.title}: learners keep their progress.`
          : `${result.title}: the launch file or version changed, so learners start again.`,
      });
      await queryClient.invalidateQueries({ queryKey: scormCoursesKey(organizationId) });
    } catch (error) {
      toast({ variant: "destructive", title: "Package not replaced", description: errorMessage(error) });
    } finally {
      setReplacing(null);
      if (picker.current) picker.current.value = "";
    }
  };
  const setArchived = (value: boolean) =>
    archive.mutate(
      { courseId: course.id, archived: value },
      {
        onSuccess: () =>
          toast({
            title: value ? "Course archived" : "Course brought back",
            description: value
              ? `${course.title} is hidden from members; its results are kept.`
              : `${course.title} is available to members again.`,
          }),
        onError: (error) => toast({ variant: "destructive", title: "Not changed", description: errorMessage(error) }),
      },
    );
  return (
    <TableRow>
      <TableCell className="min-w-48">
        <span className="font-medium text-foreground">{course.title}</span>
        {archived && (
          <Badge variant="secondary" className="ml-2">
            Archived
          </Badge>
        )}
        <span className="block text-xs text-muted-foreground">
          {course.fileCount} files · {course.scoCount === 1 ? "launches" : `${course.scoCount} lessons, first`}{" "}
          {course.launchPath}
        </span>
        {!course.reportsCompletion && (
          <span className="mt-1 block max-w-md text-xs font-medium text-destructive">{NEVER_REPORTS_COMPLETION}</span>
        )}
        {replacing !== null && (
          <span role="status" className="mt-1 block text-xs text-muted-foreground">
            {replacing < 100 ? `Uploading the new version… ${replacing}%` : "Checking the new version…"}
          </span>
        )}
      </TableCell>
      <TableCell>SCORM {course.version}</TableCell>
      <TableCell className="whitespace-nowrap">{formatBytes(course.sizeBytes)}</TableCell>
      <TableCell className="whitespace-nowrap">
        {course.learners} started · {course.completed} finished
        <span className="block text-xs text-muted-foreground">{course.assigned} assigned</span>
      </TableCell>
      <TableCell className="whitespace-nowrap">
        <DateTime value={course.createdAt} />
        {course.createdBy && <span className="block text-xs text-muted-foreground">by {course.createdBy}</span>}
      </TableCell>
      <TableCell>
        <div className="flex flex-wrap justify-end gap-2">
          {!archived && (
            <Button variant="outline" size="sm" onClick={onAssign} aria-label={`Assign ${course.title}`}>
              <UserPlus aria-hidden="true" /> Assign
            </Button>
          )}
          <input
            ref={picker}
            type="file"
            accept=".zip,application/zip"
            className="sr-only"
            tabIndex={-1}
            aria-label={`New version of ${course.title} (.zip)`}
            onChange={(event) => {
              const file = event.target.files?.[0];
              if (file) void replace(file);
            }}
          />
          <Button
            variant="outline"
            size="sm"
            disabled={replacing !== null}
            onClick={() => picker.current?.click()}
            aria-label={`Replace the package of ${course.title}`}
          >
            <RefreshCw aria-hidden="true" /> Replace
          </Button>
          <Button
            variant="outline"
            size="sm"
            disabled={archive.isPending}
            onClick={() => setArchived(!archived)}
            aria-label={`${archived ? "Bring back" : "Archive"} ${course.title}`}
          >
            {archived ? <ArchiveRestore aria-hidden="true" /> : <Archive aria-hidden="true" />}
            {archived ? "Bring back" : "Archive"}
          </Button>
          <ConfirmAction
            trigger={
              <Button variant="outline" size="sm" aria-label={`Delete ${course.title}`}>
                <Trash2 aria-hidden="true" /> Delete
              </Button>
            }
            title={`Delete ${course.title}?`}
            description="Its files, every learner's results and its assignments are removed for good. Archive it instead to keep the results."
            confirm="Delete course"
            pendingLabel="Deleting…"
            pending={remove.isPending}
            onConfirm={() =>
              remove.mutateAsync(course.id).then(
                () => toast({ title: "Course deleted", description: `${course.title} and its files are removed.` }),
                (error) => {
                  toast({ variant: "destructive", title: "Not deleted", description: errorMessage(error) });
                  throw error;
                },
              )
            }
          />
        </div>
      </TableCell>
    </TableRow>
  );
}
