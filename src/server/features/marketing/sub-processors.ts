import type { SubProcessor, SubProcessorCategory, SubProcessorList } from "../../../contracts/marketing";
import type { AppConfig } from "../../config";

/**
 * The sub-processors the Privacy page lists (issue 28 item 5), from the settings this server runs with:
 * Stripe when its key is set, the mail server of SMTP_URL, the S3 bucket's service and region, the AI
 * endpoint of AI_BASE_URL, and an external database or Redis. Only host names leave this function:
 * never a user name, password, key or path from a setting.
 */

const UNKNOWN_LOCATION = "Not known to this site: ask us at the contact address";

/** The host of a URL setting, lower case; null when it does not parse. */
function hostOf(url: string): string | null {
  try {
    const host = new URL(url).hostname.toLowerCase();
    return host.replace(/^\[|\]$/g, "") || null;
  } catch {
    return null;
  }
}

/** The same machine as the site: no one else processes the data. */
const isLoopback = (host: string) => host === "localhost" || host === "::1" || /^127\./.test(host);

const endsWith = (host: string, suffix: string) => host === suffix || host.endsWith(`.${suffix}`);

/** AWS regions by code (the common ones); others are named by their code. */
const AWS_REGIONS: Record<string, string> = {
  "eu-west-2": "United Kingdom (London)",
  "eu-west-1": "Ireland (EU)",
  "eu-central-1": "Germany (Frankfurt, EU)",
  "eu-west-3": "France (Paris, EU)",
  "eu-north-1": "Sweden (Stockholm, EU)",
  "us-east-1": "United States (N. Virginia)",
  "us-east-2": "United States (Ohio)",
  "us-west-2": "United States (Oregon)",
};
const awsRegion = (code: string) => AWS_REGIONS[code] ?? `AWS region ${code}`;

interface KnownProvider {
  suffix: string;
  name: string;
  location: (host: string) => string;
}

const MAIL_PROVIDERS: KnownProvider[] = [
  {
    suffix: "amazonaws.com",
    name: "Amazon Simple Email Service (AWS)",
    location: (host) => awsRegion(host.match(/email-smtp\.([a-z0-9-]+)\./)?.[1] ?? "unknown"),
  },
  { suffix: "sendgrid.net", name: "Twilio SendGrid", location: () => "United States" },
  { suffix: "postmarkapp.com", name: "Postmark (ActiveCampaign)", location: () => "United States" },
  { suffix: "eu.mailgun.org", name: "Mailgun (Sinch)", location: () => "European Union" },
  { suffix: "mailgun.org", name: "Mailgun (Sinch)", location: () => "United States" },
  { suffix: "office365.com", name: "Microsoft 365", location: () => "Where the Microsoft 365 tenant is hosted" },
  { suffix: "gmail.com", name: "Google Workspace", location: () => "Google's data centres worldwide" },
  { suffix: "brevo.com", name: "Brevo", location: () => "European Union" },
];

const AI_PROVIDERS: KnownProvider[] = [
  { suffix: "api.openai.com", name: "OpenAI", location: () => "United States" },
  { suffix: "openai.azure.com", name: "Microsoft Azure OpenAI", location: () => "The Azure region of the resource" },
  { suffix: "api.mistral.ai", name: "Mistral AI", location: () => "European Union (France)" },
  { suffix: "api.anthropic.com", name: "Anthropic", location: () => "United States" },
  { suffix: "generativelanguage.googleapis.com", name: "Google Gemini API", location: () => "United States" },
];

const known = (providers: KnownProvider[], host: string) => providers.find((p) => endsWith(host, p.suffix));

/** A provider at a host this site does not recognise: named by its host, the location honestly unknown. */
const byHost = (host: string, purpose: string, providers: KnownProvider[] = []): SubProcessor => {
  const provider = known(providers, host);
  return {
    name: provider?.name ?? `The service at ${host}`,
    host,
    purpose,
    location: provider ? provider.location(host) : UNKNOWN_LOCATION,
  };
};

interface Category {
  category: SubProcessorCategory;
  label: string;
  provider: SubProcessor | null;
  whenNone: string;
}

function payments(config: AppConfig): Category {
  const host = config.stripe ? (config.stripe.apiUrl ? hostOf(config.stripe.apiUrl) : "api.stripe.com") : null;
  return {
    category: "payments",
    label: "Payments",
    provider: config.stripe
      ? {
          name: "Stripe Payments Europe, Ltd. (Stripe)",
          host,
          purpose:
            "Takes card payments for subscriptions and holds the card details; we receive the payment's status, not the card number.",
          location: "Ireland (EU) and the United States",
        }
      : null,
    whenNone: config.payments.testProvider
      ? "No payment provider: this site runs the built-in test provider, takes no money and collects no card details."
      : "No payment provider: this site does not take payments.",
  };
}

function mail(config: AppConfig): Category {
  const host = config.smtpUrl ? hostOf(config.smtpUrl) : null;
  return {
    category: "mail",
    label: "E-mail delivery",
    provider:
      host && !isLoopback(host)
        ? byHost(host, "Delivers the e-mails the site sends: your address, your name and the message.", MAIL_PROVIDERS)
        : null,
    whenNone:
      host && isLoopback(host)
        ? "E-mail is handed to a mail server on this site's own machine; no e-mail provider receives it."
        : "No e-mail provider: messages are kept in the site's own outbox and not sent anywhere.",
  };
}

function storage(config: AppConfig): Category {
  const s3 = config.uploads.s3;
  const endpointHost = s3?.endpoint ? hostOf(s3.endpoint) : null;
  let provider: SubProcessor | null = null;
  const purpose = `Stores the files uploaded to the site (podcast recordings) in the bucket "${s3?.bucket ?? ""}".`;
  if (s3 && !endpointHost) {
    provider = {
      name: "Amazon S3 (Amazon Web Services)",
      host: `s3.${s3.region}.amazonaws.com`,
      purpose,
      location: awsRegion(s3.region),
    };
  } else if (s3 && endpointHost && !isLoopback(endpointHost)) {
    provider = endsWith(endpointHost, "r2.cloudflarestorage.com")
      ? { name: "Cloudflare R2", host: endpointHost, purpose, location: "Cloudflare's data centres (region automatic)" }
      : endsWith(endpointHost, "amazonaws.com")
        ? { name: "Amazon S3 (Amazon Web Services)", host: endpointHost, purpose, location: awsRegion(s3.region) }
        : byHost(endpointHost, purpose);
  }
  return {
    category: "storage",
    label: "File storage",
    provider,
    whenNone: "No storage provider: uploaded files are kept on this site's own server.",
  };
}

function ai(config: AppConfig): Category {
  const host = config.ai ? hostOf(config.ai.baseUrl) : null;
  return {
    category: "ai",
    label: "AI text generation",
    provider:
      host && !isLoopback(host)
        ? byHost(
            host,
            "Answers the questions typed into the learning assistant (the question and the module passages it draws on, not your name or e-mail address) and writes draft module content for administrators.",
            AI_PROVIDERS,
          )
        : null,
    whenNone:
      host && isLoopback(host)
        ? "The AI model runs on this site's own machine; nothing is sent to an AI provider."
        : "No AI provider: the assistant and the content generator run on this site and send nothing outside it.",
  };
}

function database(config: AppConfig): Category {
  const host = config.database.kind === "postgres" ? hostOf(config.database.url) : null;
  return {
    category: "database",
    label: "Database hosting",
    provider:
      host && !isLoopback(host)
        ? byHost(host, "Holds the site's database: accounts, learning records, subscriptions and messages.")
        : null,
    whenNone: "No database provider: the database runs on this site's own server.",
  };
}

function rateLimits(config: AppConfig): Category {
  const host = config.redisUrl ? hostOf(config.redisUrl) : null;
  return {
    category: "rateLimits",
    label: "Request counting (Redis)",
    provider:
      host && !isLoopback(host)
        ? byHost(host, "Counts requests per IP address and account for a minute at a time, to stop abuse.")
        : null,
    whenNone: "No provider: request counts are kept in the site's own database or on its own server.",
  };
}

export function subProcessors(config: AppConfig): SubProcessorList {
  return {
    categories: [payments(config), mail(config), storage(config), ai(config), database(config), rateLimits(config)],
  };
}
