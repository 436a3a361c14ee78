/**
 * The xAPI 1.0.3 statement's required structure (xAPI 1.0.3, Part Two §2.4) as a JSON Schema, for
 * checking what the outbox sends to a learning record store (issue 23 item 6). It covers what a
 * statement we send can hold: an Agent actor (exactly one inverse functional identifier), a verb IRI
 * with a language map, an Activity, Agent or StatementRef object, result, context and timestamp.
 */
const iri = { type: "string", format: "iri" } as const;
const uuid = {
  type: "string",
  pattern: "^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-5][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}$",
} as const;
const languageMap = {
  type: "object",
  minProperties: 1,
  propertyNames: { pattern: "^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$" },
  additionalProperties: { type: "string" },
} as const;
const extensions = { type: "object", propertyNames: { format: "iri" } } as const;

export const xapiStatementSchema = {
  $id: "https://pivot.test/xapi-1.0.3-statement.json",
  type: "object",
  required: ["actor", "verb", "object"],
  additionalProperties: false,
  definitions: {
    agent: {
      type: "object",
      additionalProperties: false,
      properties: {
        objectType: { const: "Agent" },
        name: { type: "string" },
        mbox: { type: "string", pattern: "^mailto:[^@\\s]+@[^@\\s]+$" },
        mbox_sha1sum: { type: "string", pattern: "^[0-9a-f]{40}$" },
        openid: { type: "string", format: "uri" },
        account: {
          type: "object",
          required: ["homePage", "name"],
          additionalProperties: false,
          properties: { homePage: { type: "string", format: "uri" }, name: { type: "string", minLength: 1 } },
        },
      },
      // Exactly one inverse functional identifier.
      oneOf: [
        { required: ["mbox"] },
        { required: ["mbox_sha1sum"] },
        { required: ["openid"] },
        { required: ["account"] },
      ],
    },
    activity: {
      type: "object",
      required: ["id"],
      additionalProperties: false,
      properties: {
        objectType: { const: "Activity" },
        id: iri,
        definition: {
          type: "object",
          additionalProperties: false,
          properties: {
            name: languageMap,
            description: languageMap,
            type: iri,
            moreInfo: { type: "string", format: "uri" },
            extensions,
          },
        },
      },
    },
  },
  properties: {
    id: uuid,
    actor: { $ref: "#/definitions/agent" },
    verb: {
      type: "object",
      required: ["id"],
      additionalProperties: false,
      properties: { id: iri, display: languageMap },
    },
    object: {
      oneOf: [
        { $ref: "#/definitions/activity" },
        { allOf: [{ $ref: "#/definitions/agent" }, { required: ["objectType"] }] },
        {
          type: "object",
          required: ["objectType", "id"],
          additionalProperties: false,
          properties: { objectType: { const: "StatementRef" }, id: uuid },
        },
      ],
    },
    result: {
      type: "object",
      additionalProperties: false,
      properties: {
        score: {
          type: "object",
          additionalProperties: false,
          properties: {
            scaled: { type: "number", minimum: -1, maximum: 1 },
            raw: { type: "number" },
            min: { type: "number" },
            max: { type: "number" },
          },
        },
        success: { type: "boolean" },
        completion: { type: "boolean" },
        response: { type: "string" },
        duration: {
          type: "string",
          pattern: "^P(?:\\d+Y)?(?:\\d+M)?(?:\\d+W)?(?:\\d+D)?(?:T(?:\\d+H)?(?:\\d+M)?(?:\\d+(?:\\.\\d+)?S)?)?$",
        },
        extensions,
      },
    },
    context: {
      type: "object",
      additionalProperties: false,
      properties: {
        registration: uuid,
        instructor: { $ref: "#/definitions/agent" },
        contextActivities: { type: "object" },
        revision: { type: "string" },
        platform: { type: "string" },
        language: { type: "string", pattern: "^[a-zA-Z]{1,8}(-[a-zA-Z0-9]{1,8})*$" },
        statement: { type: "object" },
        extensions,
      },
    },
    timestamp: { type: "string", format: "date-time" },
    stored: { type: "string", format: "date-time" },
    authority: { $ref: "#/definitions/agent" },
    version: { type: "string", pattern: "^1\\.0(\\.\\d+)?$" },
    attachments: { type: "array" },
  },
} as const;
