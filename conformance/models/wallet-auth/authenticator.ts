/**
 * A software WebAuthn authenticator as a client drives one, on node:crypto alone: a fresh
 * P-256 credential registered with `none` attestation (`navigator.credentials.create`) for
 * a relying party and origin the target names (the SCA enrolment answers them; wallet
 * passkey registrations use the contract's designed relying party), and assertions
 * (`navigator.credentials.get`) signed with its key. The CBOR it writes is the small subset
 * an attestation object needs.
 */
import { createHash, generateKeyPairSync, randomBytes, sign } from "node:crypto";

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [k: string]: Cbor };

/** A CBOR item head: major type and length (the lengths here stay below 2^16). */
function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 256) return Buffer.from([(major << 5) | 24, n]);
  const b = Buffer.alloc(3);
  b[0] = (major << 5) | 25;
  b.writeUInt16BE(n, 1);
  return b;
}

function cbor(v: Cbor): Buffer {
  if (typeof v === "number") return v >= 0 ? head(0, v) : head(1, -1 - v);
  if (typeof v === "string") return Buffer.concat([head(3, Buffer.byteLength(v)), Buffer.from(v)]);
  if (v instanceof Uint8Array) return Buffer.concat([head(2, v.length), Buffer.from(v)]);
  const entries = v instanceof Map ? [...v.entries()] : Object.entries(v);
  return Buffer.concat([head(5, entries.length), ...entries.flatMap(([k, x]) => [cbor(k), cbor(x)])]);
}

const b64u = (b: Buffer | Uint8Array) => Buffer.from(b).toString("base64url");

export interface Attestation {
  credentialId: string;
  clientDataJson: string;
  attestationObject: string;
}

export interface Assertion {
  credentialId: string;
  clientDataJson: string;
  authenticatorData: string;
  signature: string;
}

export class SoftwareAuthenticator {
  readonly credentialId = b64u(randomBytes(32));
  private readonly pair = generateKeyPairSync("ec", { namedCurve: "P-256" });
  private readonly jwk = this.pair.publicKey.export({ format: "jwk" }) as { x: string; y: string };
  private counter = 0;

  /** A registration over `challenge` (base64url) for relying party `rpId` from `origin`, as `credentialId` (this credential's by default). */
  attest(challenge: string, rpId: string, origin: string, credentialId = this.credentialId): Attestation {
    const clientData = Buffer.from(JSON.stringify({ type: "webauthn.create", challenge, origin, crossOrigin: false }));
    const id = Buffer.from(credentialId, "base64url");
    const coseKey = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(this.jwk.x, "base64url")],
        [-3, Buffer.from(this.jwk.y, "base64url")],
      ]),
    );
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(id.length);
    // rpIdHash, flags (user present, attested credential data), sign count 0, AAGUID, id, key.
    const authData = Buffer.concat([createHash("sha256").update(rpId).digest(), Buffer.from([0x41]), Buffer.alloc(4), Buffer.alloc(16), idLength, id, coseKey]);
    const attestationObject = cbor({ fmt: "none", attStmt: {}, authData });
    return { credentialId, clientDataJson: b64u(clientData), attestationObject: b64u(attestationObject) };
  }

  /**
   * An assertion (`navigator.credentials.get`) over `challenge` as the authenticator is handed
   * it (`clientDataJSON.challenge` is its base64url), for relying party `rpId` from `origin`:
   * signed over authenticatorData || SHA-256(clientDataJSON), the counter moved on.
   */
  assert(challenge: string, rpId: string, origin: string): Assertion {
    this.counter += 1;
    const clientData = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge, origin, crossOrigin: false }));
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    const authData = Buffer.concat([createHash("sha256").update(rpId).digest(), Buffer.from([0x01]), count]);
    const signature = sign("sha256", Buffer.concat([authData, createHash("sha256").update(clientData).digest()]), this.pair.privateKey);
    return { credentialId: this.credentialId, clientDataJson: b64u(clientData), authenticatorData: b64u(authData), signature: b64u(signature) };
  }
}

/** A challenge handed to an authenticator as the UTF-8 bytes of its text (a hex challenge a client encodes with TextEncoder): the base64url of those bytes. */
export const textChallenge = (challenge: string): string => b64u(Buffer.from(challenge, "utf8"));

/** A random base64url challenge (a client's own, for a registration that names it). */
export const newChallenge = (): string => b64u(randomBytes(32));
