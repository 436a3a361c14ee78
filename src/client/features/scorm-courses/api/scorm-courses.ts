import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, hrefOf, queryKeyOf } from "@/lib/api-client";
import { ApiError } from "@/lib/api-request";
import { organizationsEndpoints } from "../../../../contracts/api/organizations";
import { scormCourseEndpoints as endpoints } from "../../../../contracts/api/scorm-courses";
import type { AssignScormCourseInput, ReplacedScormCourse, ScormCourse } from "../../../../contracts/scorm-courses";

/** Imported SCORM courses (issue 24 item 3), through contracts/api/scorm-courses.ts. */

/** Every list of the organisation's courses (all pages): a prefix of each page's key. */
export const scormCoursesKey = (organizationId: string) =>
  queryKeyOf(endpoints.list, { params: { id: organizationId } });

export const useScormCourses = (organizationId: string, page: number) =>
  useQuery({
    queryKey: queryKeyOf(endpoints.list, { params: { id: organizationId }, query: { page } }),
    queryFn: () => callApi(endpoints.list, { params: { id: organizationId }, query: { page } }),
    placeholderData: keepPreviousData,
  });

export const myScormCoursesKey = () => queryKeyOf(endpoints.mine);
export const useMyScormCourses = () =>
  useQuery({ queryKey: myScormCoursesKey(), queryFn: () => callApi(endpoints.mine) });

/** The player's data: a fresh content token each time the page opens (it is not kept between visits). */
export const useScormPlayer = (courseId: string) =>
  useQuery({
    queryKey: queryKeyOf(endpoints.player, { params: { courseId } }),
    queryFn: () => callApi(endpoints.player, { params: { courseId } }),
    gcTime: 0,
  });

export function useArchiveScormCourse(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, archived }: { courseId: string; archived: boolean }) =>
      callApi(endpoints.update, { params: { id: organizationId, courseId }, body: { archived } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scormCoursesKey(organizationId) }),
  });
}

export function useDeleteScormCourse(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) => callApi(endpoints.remove, { params: { id: organizationId, courseId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scormCoursesKey(organizationId) }),
  });
}

export function useAssignScormCourse(organizationId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ courseId, input }: { courseId: string; input: AssignScormCourseInput }) =>
      callApi(endpoints.assign, { params: { id: organizationId, courseId }, body: input }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: scormCoursesKey(organizationId) }),
  });
}

/** The organisation's members matching a search, for the assign dialog (the first 50). */
export const useMemberSearch = (organizationId: string, q: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf(organizationsEndpoints.members, { params: { id: organizationId }, query: { q, limit: 50 } }),
    queryFn: () => callApi(organizationsEndpoints.members, { params: { id: organizationId }, query: { q, limit: 50 } }),
    enabled,
    placeholderData: keepPreviousData,
  });

export const useDepartments = (organizationId: string, enabled: boolean) =>
  useQuery({
    queryKey: queryKeyOf(organizationsEndpoints.departments, { params: { id: organizationId } }),
    queryFn: () => callApi(organizationsEndpoints.departments, { params: { id: organizationId } }),
    enabled,
  });

/**
 * Uploads a package with its progress (fetch reports none, so XMLHttpRequest); a refusal is an
 * ApiError with the server's reason, as callApi would raise it.
 */
export function uploadScormPackage(
  organizationId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ScormCourse> {
  const form = new FormData();
  form.append("file", file);
  return sendWithProgress(
    endpoints.upload.method,
    hrefOf(endpoints.upload, { params: { id: organizationId }, body: form }),
    form,
    onProgress,
  );
}

/** A new version of a course's package, with its progress; says whether the learners kept their attempts. */
export function replaceScormPackage(
  organizationId: string,
  courseId: string,
  file: File,
  onProgress: (percent: number) => void,
): Promise<ReplacedScormCourse> {
  const form = new FormData();
  form.append("file", file);
  return sendWithProgress(
    endpoints.replace.method,
    hrefOf(endpoints.replace, { params: { id: organizationId, courseId }, body: form }),
    form,
    onProgress,
  );
}

function sendWithProgress<T>(method: string, url: string, form: FormData, onProgress: (percent: number) => void) {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open(method, url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) resolve(JSON.parse(xhr.responseText) as T);
      else reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
    };
    xhr.onerror = () => reject(new Error("The upload failed: check your connection and try again"));
    xhr.send(form);
  });
}
