import type { SignInInput, SignUpInput } from "../../../../contracts/auth";
import { apiRequest } from "../../../lib/api-request";

export const signIn = (input: SignInInput) => apiRequest("POST", "/api/auth/sign-in/email", input);
export const signUp = (input: SignUpInput) => apiRequest("POST", "/api/auth/sign-up/email", input);
