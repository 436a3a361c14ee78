import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { apiReferenceEndpoints as endpoints } from "../../../contracts/api/api-reference";
import { notFound } from "../../errors";
import { route } from "../../platform/http/route";
import { largeAnswerCompression } from "../../plugins/content-encoding";

const require = createRequire(import.meta.url);
const swaggerUiDir = path.dirname(require.resolve("swagger-ui-dist/package.json"));

/** The reference page's scripts run from our origin only; the page's own CSP, as /api answers allow nothing. */
const PAGE_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; connect-src 'self'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>PIVOT Learning API reference</title>
<link rel="stylesheet" href="/api/docs/swagger-ui.css">
</head>
<body>
<div id="reference"></div>
<script src="/api/docs/swagger-ui-bundle.js"></script>
<script src="/api/docs/reference.js"></script>
</body>
</html>
`;

/** Starts Swagger UI on the generated document (a file, so the CSP needs no inline script). */
const START_SCRIPT = `window.ui = SwaggerUIBundle({ url: "/api/openapi.json", dom_id: "#reference", deepLinking: true, tryItOutEnabled: false });\n`;

/**
 * The public API's OpenAPI document and its interactive reference (issue 23 item 2). The document is
 * built once, when the first caller asks (every route is registered by then), and kept.
 */
export async function apiReferenceRoutes(app: FastifyInstance) {
  let document: string | undefined;
  const assets = new Map<string, { body: string; type: string }>([
    ["swagger-ui.css", { body: fs.readFileSync(path.join(swaggerUiDir, "swagger-ui.css"), "utf8"), type: "text/css" }],
    [
      "swagger-ui-bundle.js",
      { body: fs.readFileSync(path.join(swaggerUiDir, "swagger-ui-bundle.js"), "utf8"), type: "text/javascript" },
    ],
    ["reference.js", { body: START_SCRIPT, type: "text/javascript" }],
  ]);

  route(
    app,
    endpoints.openApi,
    async (_request, reply) => {
      document ??= JSON.stringify(app.swagger());
      return reply.type("application/json; charset=utf-8").header("cache-control", "no-cache").send(document);
    },
    { compress: largeAnswerCompression },
  );

  route(app, endpoints.page, async (_request, reply) =>
    reply
      .type("text/html; charset=utf-8")
      .header("content-security-policy", PAGE_CSP)
      .header("cache-control", "no-cache")
      .send(PAGE),
  );

  route(
    app,
    endpoints.asset,
    async (request, reply) => {
      const asset = assets.get(request.params.file);
      if (!asset) throw notFound();
      return reply
        .type(`${asset.type}; charset=utf-8`)
        .header("cache-control", "public, max-age=3600")
        .send(asset.body);
    },
    { compress: largeAnswerCompression },
  );
}
