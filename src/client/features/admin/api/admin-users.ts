import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi, queryKeyOf } from "@/lib/api-client";
import { betterAuthEndpoints } from "../../../../contracts/api/auth";
import type { AdminListUsersQuery, Role } from "../../../../contracts/auth";

/** A user as Better Auth's admin plugin lists them. */
export type { AdminUser, AdminUserList } from "../../../../contracts/auth";

export const PAGE_SIZE = 25;

const listQuery = (search: string, page: number): AdminListUsersQuery => ({
  limit: PAGE_SIZE,
  offset: page * PAGE_SIZE,
  sortBy: "createdAt",
  sortDirection: "desc",
  ...(search
    ? { searchValue: search, searchField: search.includes("@") ? "email" : "name", searchOperator: "contains" }
    : {}),
});

/** Every page of every search starts with this key. */
export const allAdminUsersQueryKey = () => queryKeyOf(betterAuthEndpoints.adminListUsers);
export const adminUsersQueryKey = (search = "", page = 0) =>
  queryKeyOf(betterAuthEndpoints.adminListUsers, { query: listQuery(search, page) });

export const getAdminUsersQueryOptions = (search: string, page: number) =>
  queryOptions({
    queryKey: adminUsersQueryKey(search, page),
    queryFn: () => callApi(betterAuthEndpoints.adminListUsers, { query: listQuery(search, page) }),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (search: string, page: number) => useQuery(getAdminUsersQueryOptions(search, page));

type UserAction =
  | { kind: "set-role"; userId: string; role: Role }
  | { kind: "ban-user"; userId: string; banReason?: string }
  | { kind: "unban-user"; userId: string }
  | { kind: "revoke-user-sessions"; userId: string };

/** Role changes, bans and ending sessions through Better Auth's admin endpoints (they check the admin role again). */
const runUserAction = (action: UserAction) => {
  switch (action.kind) {
    case "set-role":
      return callApi(betterAuthEndpoints.adminSetRole, { body: { userId: action.userId, role: action.role } });
    case "ban-user":
      return callApi(betterAuthEndpoints.adminBanUser, {
        body: { userId: action.userId, ...(action.banReason === undefined ? {} : { banReason: action.banReason }) },
      });
    case "unban-user":
      return callApi(betterAuthEndpoints.adminUnbanUser, { body: { userId: action.userId } });
    case "revoke-user-sessions":
      return callApi(betterAuthEndpoints.adminRevokeUserSessions, { body: { userId: action.userId } });
  }
};

export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: runUserAction,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: allAdminUsersQueryKey() }),
  });
}
