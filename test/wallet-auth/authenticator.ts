/**
 * A software WebAuthn authenticator for tests, built on node:crypto alone: a P-256
 * credential, `none` attestation (CBOR written here) and assertions signed over
 * authenticatorData || SHA-256(clientDataJSON), as a platform authenticator does.
 */
import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

type Cbor = number | string | Uint8Array | Map<Cbor, Cbor> | { [k: string]: Cbor };

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

const sha256 = (b: Buffer | string) => createHash("sha256").update(b).digest();
const b64u = (b: Buffer | Uint8Array) => Buffer.from(b).toString("base64url");

export class SoftwareAuthenticator {
  readonly credentialId = b64u(randomBytes(32));
  private readonly privateKey: KeyObject;
  private readonly jwk: { x: string; y: string };
  private counter = 0;

  constructor(
    readonly rpId = "localhost",
    readonly origin = "http://localhost",
  ) {
    const kp = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = kp.privateKey;
    this.jwk = kp.publicKey.export({ format: "jwk" }) as { x: string; y: string };
  }

  private authData(flags: number, attested?: Buffer): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(this.counter);
    return Buffer.concat([sha256(this.rpId), Buffer.from([flags]), count, attested ?? Buffer.alloc(0)]);
  }

  /** `navigator.credentials.create` with `none` attestation, over `challenge` (base64url). */
  attest(challenge: string, origin = this.origin): { credentialId: string; clientDataJson: string; attestationObject: string } {
    const clientData = Buffer.from(JSON.stringify({ type: "webauthn.create", challenge, origin, crossOrigin: false }));
    const id = Buffer.from(this.credentialId, "base64url");
    const cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(this.jwk.x, "base64url")],
        [-3, Buffer.from(this.jwk.y, "base64url")],
      ]),
    );
    const len = Buffer.alloc(2);
    len.writeUInt16BE(id.length);
    const attested = Buffer.concat([Buffer.alloc(16), len, id, cose]);
    const attestationObject = cbor({ fmt: "none", attStmt: {}, authData: this.authData(0x41, attested) });
    return { credentialId: this.credentialId, clientDataJson: b64u(clientData), attestationObject: b64u(attestationObject) };
  }

  /** `navigator.credentials.get` over `challenge` (base64url). */
  assert(challenge: string, origin = this.origin): { credentialId: string; clientDataJson: string; authenticatorData: string; signature: string } {
    this.counter += 1;
    const clientData = Buffer.from(JSON.stringify({ type: "webauthn.get", challenge, origin, crossOrigin: false }));
    const authData = this.authData(0x01);
    const signature = sign("sha256", Buffer.concat([authData, sha256(clientData)]), this.privateKey);
    return { credentialId: this.credentialId, clientDataJson: b64u(clientData), authenticatorData: b64u(authData), signature: b64u(signature) };
  }
}
