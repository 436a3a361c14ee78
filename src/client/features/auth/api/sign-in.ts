import { callApi } from "@/lib/api-client";
import { betterAuthEndpoints } from "../../../../contracts/api/auth";
import type { SignInInput, SignUpInput } from "../../../../contracts/auth";

export const signIn = (input: SignInInput) => callApi(betterAuthEndpoints.signInEmail, { body: input });
export const signUp = (input: SignUpInput) => callApi(betterAuthEndpoints.signUpEmail, { body: input });
