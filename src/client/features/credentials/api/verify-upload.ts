import { useMutation } from "@tanstack/react-query";
import { callApi } from "@/lib/api-client";
import { credentialsEndpoints } from "../../../../contracts/api/credentials";

/** The file's bytes as base64, in chunks (a spread of a large array overflows the stack). */
async function fileToBase64(file: File): Promise<string> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = "";
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** POST /api/verify: an uploaded credential (JSON, or a PNG badge) verified by the server. */
export function useVerifyUpload() {
  return useMutation({
    mutationFn: async (file: File) =>
      callApi(credentialsEndpoints.verifyUpload, { body: { fileName: file.name, content: await fileToBase64(file) } }),
  });
}
