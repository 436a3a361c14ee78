import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { scormCourseEndpoints } from "../../../../contracts/api/scorm-courses";

/** GET /api/organizations/{id}/scorm-course-report: the employer view's Organisation courses (issue 24 item 3). */
export const getScormCourseReportQueryOptions = (organizationId: string) =>
  queryOptions({
    queryKey: queryKeyOf(scormCourseEndpoints.report, { params: { id: organizationId } }),
    queryFn: () => callApi(scormCourseEndpoints.report, { params: { id: organizationId } }),
  });

export const useScormCourseReport = (organizationId: string) =>
  useQuery(getScormCourseReportQueryOptions(organizationId));
