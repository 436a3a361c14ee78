/**
 * The discovery documents (RFC 7643 §5–7, RFC 7644 §4): what this service provider supports, its
 * resource types and the attributes of each schema it serves. Built once per base URL.
 */

export const SCHEMA = {
  user: "urn:ietf:params:scim:schemas:core:2.0:User",
  enterpriseUser: "urn:ietf:params:scim:schemas:extension:enterprise:2.0:User",
  group: "urn:ietf:params:scim:schemas:core:2.0:Group",
  listResponse: "urn:ietf:params:scim:api:messages:2.0:ListResponse",
  patchOp: "urn:ietf:params:scim:api:messages:2.0:PatchOp",
  serviceProviderConfig: "urn:ietf:params:scim:schemas:core:2.0:ServiceProviderConfig",
  resourceType: "urn:ietf:params:scim:schemas:core:2.0:ResourceType",
  schema: "urn:ietf:params:scim:schemas:core:2.0:Schema",
} as const;

/** Page size when the client asks for none, and the most one page holds (RFC 7644 §3.4.2.4). */
export const DEFAULT_PAGE_SIZE = 100;
export const MAX_PAGE_SIZE = 200;

type Attribute = {
  name: string;
  type: "string" | "boolean" | "complex" | "reference" | "dateTime";
  multiValued?: boolean;
  required?: boolean;
  caseExact?: boolean;
  mutability?: "readOnly" | "readWrite" | "immutable" | "writeOnly";
  returned?: "always" | "never" | "default" | "request";
  uniqueness?: "none" | "server" | "global";
  subAttributes?: Attribute[];
  referenceTypes?: string[];
  description?: string;
};

const attribute = (a: Attribute): Record<string, unknown> => ({
  name: a.name,
  type: a.type,
  multiValued: a.multiValued ?? false,
  description: a.description ?? "",
  required: a.required ?? false,
  caseExact: a.caseExact ?? false,
  mutability: a.mutability ?? "readWrite",
  returned: a.returned ?? "default",
  uniqueness: a.uniqueness ?? "none",
  ...(a.subAttributes ? { subAttributes: a.subAttributes.map(attribute) } : {}),
  ...(a.referenceTypes ? { referenceTypes: a.referenceTypes } : {}),
});

const USER_ATTRIBUTES: Attribute[] = [
  {
    name: "userName",
    type: "string",
    required: true,
    uniqueness: "server",
    description: "The identity provider's name for the person, unique in the organisation.",
  },
  {
    name: "name",
    type: "complex",
    subAttributes: [
      { name: "formatted", type: "string", mutability: "readOnly" },
      { name: "givenName", type: "string" },
      { name: "familyName", type: "string" },
    ],
  },
  { name: "displayName", type: "string", mutability: "readOnly" },
  {
    name: "emails",
    type: "complex",
    multiValued: true,
    description:
      "The account's e-mail address. It can be changed to an address at one of the organisation's verified domains, when the current one is at one of them too.",
    subAttributes: [
      { name: "value", type: "string" },
      { name: "type", type: "string" },
      { name: "primary", type: "boolean" },
    ],
  },
  {
    name: "active",
    type: "boolean",
    description: "false ends the person's sessions and membership (the seat is freed); true restores the membership.",
  },
  {
    name: "groups",
    type: "complex",
    multiValued: true,
    mutability: "readOnly",
    description: "The person's department, as a group.",
    subAttributes: [
      { name: "value", type: "string", mutability: "readOnly" },
      { name: "display", type: "string", mutability: "readOnly" },
      { name: "$ref", type: "reference", referenceTypes: ["Group"], mutability: "readOnly" },
    ],
  },
];

const ENTERPRISE_ATTRIBUTES: Attribute[] = [
  {
    name: "department",
    type: "string",
    description: "The person's department in the organisation; made when the organisation has none of that name.",
  },
];

const GROUP_ATTRIBUTES: Attribute[] = [
  {
    name: "displayName",
    type: "string",
    required: true,
    uniqueness: "server",
    description: "The department's name.",
  },
  {
    name: "members",
    type: "complex",
    multiValued: true,
    description: "The provisioned people in the department (a person is in one department at a time).",
    subAttributes: [
      { name: "value", type: "string", mutability: "immutable" },
      { name: "display", type: "string", mutability: "readOnly" },
      { name: "$ref", type: "reference", referenceTypes: ["User"], mutability: "immutable" },
    ],
  },
];

export function discovery(baseUrl: string) {
  const meta = (resourceType: string, path: string) => ({ resourceType, location: `${baseUrl}${path}` });
  const schemas = [
    {
      schemas: [SCHEMA.schema],
      id: SCHEMA.user,
      name: "User",
      description: "A person of the organisation",
      attributes: USER_ATTRIBUTES.map(attribute),
      meta: meta("Schema", `/Schemas/${SCHEMA.user}`),
    },
    {
      schemas: [SCHEMA.schema],
      id: SCHEMA.enterpriseUser,
      name: "EnterpriseUser",
      description: "Enterprise User",
      attributes: ENTERPRISE_ATTRIBUTES.map(attribute),
      meta: meta("Schema", `/Schemas/${SCHEMA.enterpriseUser}`),
    },
    {
      schemas: [SCHEMA.schema],
      id: SCHEMA.group,
      name: "Group",
      description: "A department of the organisation",
      attributes: GROUP_ATTRIBUTES.map(attribute),
      meta: meta("Schema", `/Schemas/${SCHEMA.group}`),
    },
  ];
  const resourceTypes = [
    {
      schemas: [SCHEMA.resourceType],
      id: "User",
      name: "User",
      endpoint: "/Users",
      description: "User Account",
      schema: SCHEMA.user,
      schemaExtensions: [{ schema: SCHEMA.enterpriseUser, required: false }],
      meta: meta("ResourceType", "/ResourceTypes/User"),
    },
    {
      schemas: [SCHEMA.resourceType],
      id: "Group",
      name: "Group",
      endpoint: "/Groups",
      description: "Group (a department)",
      schema: SCHEMA.group,
      meta: meta("ResourceType", "/ResourceTypes/Group"),
    },
  ];
  const serviceProviderConfig = {
    schemas: [SCHEMA.serviceProviderConfig],
    documentationUri: `${baseUrl.replace(/\/scim\/v2$/, "")}/organization/settings`,
    patch: { supported: true },
    bulk: { supported: false, maxOperations: 0, maxPayloadSize: 0 },
    filter: { supported: true, maxResults: MAX_PAGE_SIZE },
    changePassword: { supported: false },
    sort: { supported: false },
    etag: { supported: false },
    authenticationSchemes: [
      {
        type: "oauthbearertoken",
        name: "OAuth Bearer Token",
        description: "A token an owner of the organisation creates at Organisation settings → Provisioning (SCIM)",
        primary: true,
      },
    ],
    meta: { ...meta("ServiceProviderConfig", "/ServiceProviderConfig") },
  };
  return { schemas, resourceTypes, serviceProviderConfig };
}

/** Core attributes of the User schema this server accepts and does not keep (Entra ID and Okta send them). */
export const IGNORED_USER_ATTRIBUTES = new Set([
  "nickname",
  "profileurl",
  "title",
  "usertype",
  "preferredlanguage",
  "locale",
  "timezone",
  "password",
  "phonenumbers",
  "ims",
  "photos",
  "addresses",
  "entitlements",
  "roles",
  "x509certificates",
  "name.formatted",
  "name.middlename",
  "name.honorificprefix",
  "name.honorificsuffix",
]);

/** Enterprise extension attributes accepted and not kept (only `department` is). */
export const IGNORED_ENTERPRISE_ATTRIBUTES = new Set([
  "employeenumber",
  "costcenter",
  "organization",
  "division",
  "manager",
]);
