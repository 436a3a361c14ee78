import { BookOpen, CalendarClock } from "lucide-react";
import { Link } from "react-router";
import { PageHeader } from "@/components/page-header";
import { QueryStates } from "@/components/query-state";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { paths } from "../../../contracts/routes";
import { useMyScormCourses } from "./api/scorm-courses";
import { AttemptSummary } from "./components/attempt-summary";
import { formatDay } from "./format";

/** /courses (issue 24 item 3): the courses the member's organisation imported, assigned ones first. */
export default function MyCoursesPage() {
  const courses = useMyScormCourses();
  return (
    <div className="mx-auto grid max-w-7xl grid-cols-1 gap-6 px-4 py-6 sm:py-8">
      <PageHeader
        title="My courses"
        description={
          courses.data?.organization
            ? `Courses ${courses.data.organization.name} added for its team, beside PIVOT's modules.`
            : "Courses your organisation added for its team, beside PIVOT's modules."
        }
      />
      <QueryStates
        query={courses}
        loadingLabel="Loading your courses"
        error={{ title: "Failed to load your courses" }}
        isEmpty={(data) => data.items.length === 0}
        empty={{
          icon: BookOpen,
          title: "No courses yet",
          description: "When your organisation imports a course or assigns one to you, it appears here.",
        }}
      >
        {(data) => (
          <ul className="grid gap-4 md:grid-cols-2">
            {data.items.map((course) => (
              <li key={course.id}>
                <Card className="flex h-full flex-col gap-3 p-5">
                  <div className="min-w-0">
                    <h2 className="text-lg font-semibold text-foreground">{course.title}</h2>
                    {course.description && <p className="mt-1 text-sm text-muted-foreground">{course.description}</p>}
                    {course.assigned && (
                      <p className="mt-1 flex items-center gap-1 text-sm text-body">
                        <CalendarClock className="size-4" aria-hidden="true" />
                        {course.dueDate ? `Assigned to you · due ${formatDay(course.dueDate)}` : "Assigned to you"}
                      </p>
                    )}
                  </div>
                  <AttemptSummary attempt={course.attempt} />
                  <div className="mt-auto">
                    <Button asChild>
                      <Link
                        to={paths.course(course.id)}
                        aria-label={`${course.attempt.status === "not attempted" ? "Start" : "Open"} ${course.title}`}
                      >
                        {course.attempt.status === "not attempted" ? "Start course" : "Open course"}
                      </Link>
                    </Button>
                  </div>
                </Card>
              </li>
            ))}
          </ul>
        )}
      </QueryStates>
    </div>
  );
}
