import type { Plugin } from "vite";

/** What the server validates and documents with; the browser only needs the method and the path. */
const SERVER_ONLY = new Set(["params", "query", "body", "responses", "examples"]);
const CONTRACTS = /\/src\/contracts\/.+\.ts$/;
const ENDPOINTS = /\/src\/contracts\/api\/[^/]+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

/**
 * The browser's copy of the endpoint contracts (decision 295): each `defineEndpoint({...})` in
 * src/contracts/api/ keeps its method, path, access and summary and loses its zod schemas, and the
 * contracts are marked free of side effects, so a schema no page uses is left out of the bundle. The
 * client calls endpoints by address only (client/lib/api-client.ts) and takes their types from the
 * declarations at compile time; the schemas a form validates with are imported by that form and stay.
 * Without it every page's first load would carry zod and every schema of the endpoints it calls.
 */
export function endpointAddresses(): Plugin {
  return {
    name: "pivot:endpoint-addresses",
    apply: "build",
    transform(code, id) {
      if (!CONTRACTS.test(id)) return null;
      if (!ENDPOINTS.test(id)) return { code, map: null, moduleSideEffects: false };
      const edits: { start: number; end: number }[] = [];
      visit(this.parse(code) as unknown as Node, (node) => {
        const callee = node.callee as Node | undefined;
        const [argument] = (node.arguments as Node[] | undefined) ?? [];
        if (node.type !== "CallExpression" || callee?.type !== "Identifier" || callee.name !== "defineEndpoint") return;
        if (argument?.type !== "ObjectExpression") throw new Error(`${id}: defineEndpoint takes an object literal`);
        const properties = argument.properties as Node[];
        properties.forEach((property, index) => {
          const key = property.key as Node | undefined;
          const name = key?.type === "Identifier" ? key.name : undefined;
          if (property.type !== "Property" || typeof name !== "string" || !SERVER_ONLY.has(name)) return;
          // From the property to the next one (its comma included), or to the object's end.
          const end = properties[index + 1]?.start ?? property.end;
          edits.push({ start: property.start, end });
        });
      });
      let stripped = code;
      for (const { start, end } of edits.sort((a, b) => b.start - a.start))
        stripped = stripped.slice(0, start) + stripped.slice(end);
      return { code: stripped, map: null, moduleSideEffects: false };
    },
  };
}

function visit(node: Node, enter: (node: Node) => void) {
  enter(node);
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) for (const item of value) if (isNode(item)) visit(item, enter);
    if (isNode(value)) visit(value, enter);
  }
}

const isNode = (value: unknown): value is Node =>
  typeof value === "object" && value !== null && typeof (value as Node).type === "string";
