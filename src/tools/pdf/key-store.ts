/** Who a PKCS#12 file signs as: the name a visible signature shows (issue 39 item 3). */
import forge from 'node-forge';
import { ToolError } from '../../core/errors.js';

export const KEY_STORE_UNREADABLE = 'the certificate file could not be opened: a wrong password, or not a PKCS#12 file';

type Attribute = { value?: unknown } | null | undefined;

/**
 * The signing certificate's common name (its organisation or e-mail address when it has none), found by the rule
 * @signpdf/signer-p12 signs with: the certificate whose public key is the key store's private key. The name is read
 * before signing because the visible box is part of the signed bytes.
 */
export function signerName(store: Buffer, password: string): string {
  let bags: { keys: forge.pkcs12.Bag[]; certs: forge.pkcs12.Bag[] };
  try {
    const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(forge.util.createBuffer(store.toString('binary'))), false, password);
    bags = {
      keys: p12.getBags({ bagType: forge.pki.oids.pkcs8ShroudedKeyBag })[forge.pki.oids.pkcs8ShroudedKeyBag] ?? [],
      certs: p12.getBags({ bagType: forge.pki.oids.certBag })[forge.pki.oids.certBag] ?? [],
    };
  } catch {
    throw new ToolError('invalid_input', KEY_STORE_UNREADABLE);
  }
  const key = bags.keys[0]?.key;
  const cert = bags.certs.map((b) => b.cert).find((c) => {
    const pub = c?.publicKey as forge.pki.rsa.PublicKey | undefined;
    return key && pub?.n && key.n.compareTo(pub.n) === 0 && key.e.compareTo(pub.e) === 0;
  });
  if (!cert) throw new ToolError('invalid_input', 'the certificate file holds no certificate for its key');
  for (const field of ['CN', 'O', 'E']) {
    const value = (cert.subject.getField(field) as Attribute)?.value;
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return '?';
}
