import { createHash, createSign, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { isoCBOR } from '@simplewebauthn/server/helpers';

/**
 * A software authenticator for the API tests (docs/security.md#passkeys): an ES256 key pair, the 'none' attestation
 * and the assertions built by hand, CBOR through SimpleWebAuthn's own encoder.
 */

/** The portal's relying party with no PUBLIC_URL set (docs/security.md#passkeys). */
export const ORIGIN = 'http://localhost:3000';
export const RP_ID = 'localhost';

export const b64u = (b: Uint8Array | Buffer) => Buffer.from(b).toString('base64url');
const sha256 = (b: Uint8Array | string) => createHash('sha256').update(b).digest();
const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n);
  return b;
};

/** An authenticator with one ES256 credential, as a browser's WebAuthn calls would return its answers (JSON). */
export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly cosePublicKey: Uint8Array;
  counter = 0;

  constructor() {
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: 'jwk' });
    // COSE_Key (RFC 9053): kty EC2 (2), alg ES256 (-7), crv P-256 (1), x, y.
    this.cosePublicKey = isoCBOR.encode(
      new Map<number, number | Uint8Array>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, new Uint8Array(Buffer.from(jwk.x!, 'base64url'))],
        [-3, new Uint8Array(Buffer.from(jwk.y!, 'base64url'))],
      ]),
    );
  }

  get id() {
    return b64u(this.credentialId);
  }

  private clientData(type: string, challenge: string, origin: string) {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }), 'utf8');
  }

  /** navigator.credentials.create(): a 'none' attestation of a new credential. */
  register(options: { challenge: string; rp: { id?: string } }, origin = ORIGIN) {
    const authData = Buffer.concat([
      sha256(options.rp.id ?? RP_ID),
      Buffer.from([0x45]), // UP, UV, AT
      u32(this.counter),
      Buffer.alloc(16), // AAGUID
      Buffer.from([this.credentialId.length >> 8, this.credentialId.length & 0xff]),
      this.credentialId,
      Buffer.from(this.cosePublicKey),
    ]);
    const attestationObject = isoCBOR.encode(
      new Map<string, string | Map<string, string> | Uint8Array>([
        ['fmt', 'none'],
        ['attStmt', new Map<string, string>()],
        ['authData', new Uint8Array(authData)],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64u(this.clientData('webauthn.create', options.challenge, origin)),
        attestationObject: b64u(attestationObject),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** navigator.credentials.get(): an assertion signed over authData ‖ SHA-256(clientDataJSON). */
  assert(
    challenge: string,
    opts: { origin?: string; counter?: number; rpId?: string; userVerified?: boolean; userHandle?: string } = {},
  ) {
    if (opts.counter === undefined) this.counter += 1;
    const authData = Buffer.concat([
      sha256(opts.rpId ?? RP_ID),
      Buffer.from([opts.userVerified === false ? 0x01 : 0x05]), // UP, and UV unless told otherwise
      u32(opts.counter ?? this.counter),
    ]);
    const clientDataJSON = this.clientData('webauthn.get', challenge, opts.origin ?? ORIGIN);
    const signature = createSign('sha256')
      .update(Buffer.concat([authData, sha256(clientDataJSON)]))
      .sign(this.privateKey); // DER, as WebAuthn's ES256 signatures are
    return {
      id: this.id,
      rawId: this.id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: b64u(clientDataJSON),
        authenticatorData: b64u(authData),
        signature: b64u(signature),
        ...(opts.userHandle ? { userHandle: opts.userHandle } : {}),
      },
      clientExtensionResults: {},
    };
  }
}
