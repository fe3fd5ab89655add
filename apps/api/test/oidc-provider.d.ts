// Types of oidc-provider (it ships none), only what test/oidc.test.ts uses: a real OpenID Connect provider.
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }
  export interface KoaContextWithOIDC {
    oidc: {
      client?: { clientId: string };
      session?: { accountId?: string };
      provider: Provider;
    };
  }
  export interface Configuration {
    clients?: Record<string, unknown>[];
    findAccount?: (ctx: KoaContextWithOIDC, id: string) => Promise<Account | undefined> | Account | undefined;
    claims?: Record<string, string[] | null>;
    features?: Record<string, unknown>;
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => string };
    loadExistingGrant?: (ctx: KoaContextWithOIDC) => Promise<InstanceType<Provider['Grant']> | undefined>;
    cookies?: { keys?: string[] };
    pkce?: { required?: () => boolean };
    [key: string]: unknown;
  }
  export interface InteractionDetails {
    uid: string;
    prompt: { name: string };
    params: Record<string, unknown>;
  }
  class Grant {
    constructor(init: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    save(): Promise<string>;
  }
  export default class Provider {
    constructor(issuer: string, configuration?: Configuration);
    Grant: typeof Grant;
    callback(): (req: IncomingMessage, res: ServerResponse) => void;
    interactionDetails(req: IncomingMessage, res: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(
      req: IncomingMessage,
      res: ServerResponse,
      result: Record<string, unknown>,
      opts?: { mergeWithLastSubmission?: boolean },
    ): Promise<void>;
    on(event: string, listener: (...args: unknown[]) => void): this;
  }
}
