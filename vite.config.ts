import fs from "node:fs";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, type Plugin } from "vite";
import { endpointAddresses } from "./scripts/vite-endpoint-addresses";

/**
 * Each script and stylesheet also as .br and .gz, compressed once at build time; the server sends
 * the one a browser accepts (@fastify/static `preCompressed`). Uncompressed, the signed-in
 * dashboard's first load was 700 KB, which alone cost Lighthouse's throttled load half a second.
 */
function precompress(): Plugin {
  return {
    name: "pivot:precompress",
    apply: "build",
    // After writing: only then does the bundle hold each chunk's final code (Vite fills in its
    // preload lists while generating the bundle).
    writeBundle(options, bundle) {
      const outDir = options.dir ?? "dist/client";
      for (const [fileName, output] of Object.entries(bundle)) {
        if (!/\.(js|css|svg)$/.test(fileName)) continue;
        const source = Buffer.from(output.type === "chunk" ? output.code : output.source);
        if (source.length < 1024) continue;
        const file = path.join(outDir, fileName);
        const brotli = brotliCompressSync(source, {
          params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: source.length },
        });
        fs.writeFileSync(`${file}.br`, brotli);
        fs.writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
      }
    },
  };
}

export default defineConfig({
  plugins: [react(), tailwindcss(), endpointAddresses(), precompress()],
  // `@/` is src/client/ (tsconfig.json "paths"; vitest.config.ts repeats it for the tests).
  resolve: { alias: { "@": path.resolve(import.meta.dirname, "src/client") } },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to preload a signed-in page's chunks (server/plugins/page-preload.ts);
    // scripts/report-bundle.mjs to measure the landing page.
    manifest: true,
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      preserveEntrySignatures: false,
      // Every lazy chunk's name is listed in the entry's preload map: hash-only names keep that map,
      // part of the landing page's first load, small (decision: DESIGN §7's 120 KB budget).
      //
      // Shared code under 24 KB is copied into the chunks that use it instead of becoming a chunk of its
      // own: over HTTP/1.1 a browser fetches six files at a time, and the dashboard's 35 chunk files (at
      // 4 KB) cost it its Lighthouse performance score under load; at 24 KB it loads 17 files, 4 KB more
      // gzipped, and the landing page's first load shrinks (decisions 206, 223). Rolldown then keeps the
      // source's execution order itself (strictExecutionOrder), which needs entry signatures left free.
      output: {
        chunkFileNames: "assets/[hash].js",
        codeSplitting: { experimentalInlineCommonChunks: { maxSize: 24576 } },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      "/api": "http://localhost:5000",
      "/robots.txt": "http://localhost:5000",
      "/sitemap.xml": "http://localhost:5000",
      "/.well-known/did.json": "http://localhost:5000",
    },
  },
});
