import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "@/lib/api-request";
import { setCurrentUser } from "@/lib/use-auth";
import type { ChangePasswordInput, CurrentUser, UpdateProfileInput } from "../../../../contracts/auth";

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => apiRequest<CurrentUser>("PATCH", "/api/account/profile", input),
    onSuccess: setCurrentUser,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => apiRequest("POST", "/api/account/password", input),
  });
}

export function useAccountDeletion() {
  return useMutation({
    mutationFn: (request: boolean) => apiRequest<CurrentUser>(request ? "POST" : "DELETE", "/api/account/deletion"),
    onSuccess: setCurrentUser,
  });
}
