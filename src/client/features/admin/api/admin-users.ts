import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { apiRequest, getJson } from "@/lib/api-request";
import type { Role } from "../../../../contracts/auth";

/** A user as Better Auth's admin plugin lists them. */
export interface AdminUser {
  id: string;
  name: string;
  email: string;
  role: Role | null;
  banned: boolean | null;
  banReason: string | null;
  createdAt: string;
}

export interface AdminUserList {
  users: AdminUser[];
  total: number;
}

export const PAGE_SIZE = 25;

export const allAdminUsersQueryKey = () => ["/api/auth/admin/list-users"] as const;
export const adminUsersQueryKey = (search = "", page = 0) => [...allAdminUsersQueryKey(), search, page] as const;

const listUrl = (search: string, page: number) => {
  const query = new URLSearchParams({
    limit: String(PAGE_SIZE),
    offset: String(page * PAGE_SIZE),
    sortBy: "createdAt",
    sortDirection: "desc",
  });
  if (search) {
    query.set("searchValue", search);
    query.set("searchField", search.includes("@") ? "email" : "name");
    query.set("searchOperator", "contains");
  }
  return `/api/auth/admin/list-users?${query}`;
};

export const getAdminUsersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminUsersQueryKey(search, page),
    queryFn: () => getJson<AdminUserList>(listUrl(search, page)),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (search: string, page: number) => useQuery(getAdminUsersQueryOptions(search, page));

type UserAction =
  | { kind: "set-role"; userId: string; role: Role }
  | { kind: "ban-user"; userId: string; banReason?: string }
  | { kind: "unban-user"; userId: string }
  | { kind: "revoke-user-sessions"; userId: string };

/** Role changes, bans and ending sessions through Better Auth's admin endpoints (they check the admin role again). */
export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ kind, ...body }: UserAction) => apiRequest("POST", `/api/auth/admin/${kind}`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allAdminUsersQueryKey() }),
  });
}
