import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { setCurrentUser } from "@/lib/use-auth";
import { authEndpoints } from "../../../../contracts/api/auth";
import type { ChangePasswordInput, UpdateProfileInput } from "../../../../contracts/auth";

export function useUpdateProfile() {
  return useMutation({
    mutationFn: (input: UpdateProfileInput) => callApi(authEndpoints.updateProfile, { body: input }),
    onSuccess: setCurrentUser,
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: ChangePasswordInput) => callApi(authEndpoints.changePassword, { body: input }),
  });
}

export function useAccountDeletion() {
  return useMutation({
    mutationFn: (request: boolean) => callApi(request ? authEndpoints.requestDeletion : authEndpoints.cancelDeletion),
    onSuccess: setCurrentUser,
  });
}
