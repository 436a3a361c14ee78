import { OIDC_NAME_CLAIMS, SAML_NAME_ATTRIBUTES } from "../../../../domain/sso-names";

/**
 * What the identity provider must release for single sign-on to create complete accounts (issue 42
 * item 6): the address, the first and last name under any of the names PIVOT reads (domain/sso-names.ts,
 * the same lists the server reads), and the department attribute when one is set.
 */

interface Release {
  what: string;
  /** Any one of these. */
  names: readonly string[];
  required?: boolean;
}

function Names({ names }: { names: readonly string[] }) {
  return (
    <span className="flex flex-wrap gap-1">
      {names.map((name) => (
        <code key={name} className="rounded bg-muted px-1.5 py-0.5 text-xs break-all">
          {name}
        </code>
      ))}
    </span>
  );
}

function ReleaseList({ title, intro, releases }: { title: string; intro: string; releases: Release[] }) {
  return (
    <div className="grid gap-2">
      <h4 className="text-sm font-medium text-foreground">{title}</h4>
      <p className="text-sm text-muted-foreground">{intro}</p>
      <dl className="grid gap-2 text-sm sm:grid-cols-[max-content_1fr] sm:gap-x-4">
        {releases.map((release) => (
          <div key={release.what} className="contents">
            <dt className="font-medium">
              {release.what}
              {release.required ? " (required)" : ""}
            </dt>
            <dd className="min-w-0">
              <Names names={release.names} />
            </dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function SsoReleases({
  protocol,
  departmentAttribute,
}: {
  protocol: "saml" | "oidc" | null;
  departmentAttribute: string | null;
}) {
  const department = departmentAttribute ? [{ what: "Department", names: [departmentAttribute] }] : [];
  const saml: Release[] = [
    {
      what: "E-mail address",
      names: ["NameID (urn:oasis:names:tc:SAML:1.1:nameid-format:emailAddress)", "email"],
      required: true,
    },
    { what: "First name", names: SAML_NAME_ATTRIBUTES.given },
    { what: "Last name", names: SAML_NAME_ATTRIBUTES.family },
    ...department,
  ];
  const oidc: Release[] = [
    { what: "Scopes", names: ["openid", "email", "profile"], required: true },
    { what: "E-mail address", names: ["email"], required: true },
    { what: "First name", names: OIDC_NAME_CLAIMS.given },
    { what: "Last name", names: OIDC_NAME_CLAIMS.family },
    ...department,
  ];
  return (
    <section aria-labelledby="sso-releases" className="grid gap-3">
      <div>
        <h3 id="sso-releases" className="font-semibold text-foreground">
          What your identity provider must send
        </h3>
        <p className="text-sm text-muted-foreground">
          New people get their first and last names from these. Any one of the names listed for each will do.
        </p>
      </div>
      {protocol !== "oidc" && (
        <ReleaseList
          title="SAML attributes"
          intro="Signed assertions, with the person's address as the NameID or an email attribute."
          releases={saml}
        />
      )}
      {protocol !== "saml" && (
        <ReleaseList
          title="OpenID Connect claims"
          intro="In the ID token or from the userinfo endpoint."
          releases={oidc}
        />
      )}
    </section>
  );
}
