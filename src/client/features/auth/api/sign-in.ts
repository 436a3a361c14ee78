import { apiRequest } from "@/lib/api-request";
import type { SignInInput, SignUpInput } from "../../../../contracts/auth";

export const signIn = (input: SignInInput) => apiRequest("POST", "/api/auth/sign-in/email", input);
export const signUp = (input: SignUpInput) => apiRequest("POST", "/api/auth/sign-up/email", input);
