/** A simulated platform (tenant): the API client, its credentials and its settings. */
export type Environment = "SANDBOX" | "PRODUCTION";

export interface PlatformSettings {
  /** Regulated platforms run compliance themselves: customers are created APPROVED by default. */
  regulated: boolean;
  /** Dashboard option "Skip verification paperwork" (unregulated platforms). */
  skipVerificationPaperwork: boolean;
  environment: Environment;
  /** Which contact channels the customers' provider requires. */
  contactVerification: { email: boolean; phone: boolean };
  /** Customers are in an SCA region (EU-type). */
  scaRequired: boolean;
  /** Card program settings (defaults: spec/rules/cards.yaml `defaultSettings`). */
  cards?: { maxLiveCards?: number | null; oneCardPerCardholder?: boolean; authorizationDecision?: "SERVICE" | "ISSUER" };
}

export interface Platform {
  id: string;
  clientId: string;
  clientSecret: string;
  settings: PlatformSettings;
  /** P-256 key pair signing this platform's webhooks. */
  webhookPublicKeyPem: string;
  webhookPrivateKeyPem: string;
  createdAt: string;
}
