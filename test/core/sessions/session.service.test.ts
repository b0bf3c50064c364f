import { describe, expect, it } from 'vitest';
import { SessionService } from '../../../src/core/sessions/session.service.js';
import { sha256Hex } from '../../../src/core/ids.js';
import { ManualClock } from '../../helpers/clock.js';
import { MemoryApiKeyStore } from '../../helpers/memory-stores.js';

function setup(envKeys: string[] = []) {
  const store = new MemoryApiKeyStore();
  const clock = new ManualClock();
  const sessions = new SessionService(store, envKeys, clock, { sidSecret: 'test-secret' });
  return { store, clock, sessions };
}

describe(SessionService.name, () => {
  describe('session ids', () => {
    it('counts only ids it issued: an invented, altered or foreign-signed id is refused', () => {
      const { sessions, store, clock } = setup();
      const sid = sessions.newSid();
      expect(sessions.isValidSid(sid)).toBe(true);
      expect(sessions.newSid()).not.toBe(sid);
      const [id, mac] = sid.split('.');
      const flipped = mac.slice(0, -1) + (mac.at(-1) === 'A' ? 'B' : 'A');
      expect(sessions.isValidSid(`${id}.${flipped}`)).toBe(false);
      expect(sessions.isValidSid(`${id}`)).toBe(false);
      expect(sessions.isValidSid('x'.repeat(43) + '.' + 'y'.repeat(43))).toBe(false);
      expect(sessions.isValidSid(42)).toBe(false);
      // Another server (another secret) issued it: not ours.
      const other = new SessionService(store, [], clock, { sidSecret: 'other-secret' });
      expect(sessions.isValidSid(other.newSid())).toBe(false);
      // The same secret (another process of the fleet) accepts it.
      expect(new SessionService(store, [], clock, { sidSecret: 'test-secret' }).isValidSid(sid)).toBe(true);
    });

    it('remembers a verified id with its owner, and still refuses an altered one once the real one is remembered', () => {
      const { sessions } = setup();
      const sid = sessions.newSid();
      const owner = sessions.ownerForSid(sid);
      for (let i = 0; i < 3; i++) expect(sessions.isValidSid(sid)).toBe(true);
      expect(sessions.ownerForSid(sid)).toBe(owner);
      expect(sessions.sessionPrincipal(sid)).toEqual({ kind: 'session', owner });
      const [id, mac] = sid.split('.');
      expect(sessions.isValidSid(`${id}.${mac.slice(0, -1)}${mac.at(-1) === 'A' ? 'B' : 'A'}`)).toBe(false);
      expect(sessions.isValidSid(`${sid}x`)).toBe(false);
    });

    it('owners are hashes: one per session id, one per chat user and platform', () => {
      const { sessions } = setup();
      const sid = sessions.newSid();
      expect(sessions.ownerForSid(sid)).toBe(sha256Hex(sid));
      expect(sessions.ownerForSid(sid)).not.toContain(sid);
      expect(sessions.ownerForChat('telegram', 42)).toBe(sessions.ownerForChat('telegram', '42'));
      expect(sessions.ownerForChat('telegram', 42)).not.toBe(sessions.ownerForChat('discord', 42));
    });
  });

  describe('API keys', () => {
    it('a created key authenticates as its own owner; the store keeps only its hash', async () => {
      const { sessions, store } = setup();
      const created = await sessions.createKey('  CI runner  ');
      expect(created.key).toMatch(/^gtk_[A-Za-z0-9_-]{43}$/);
      expect(created).toMatchObject({ label: 'CI runner', created_at: '2026-11-25T12:00:00.000Z' });
      expect(JSON.stringify([...store.keys.values()])).not.toContain(created.key);
      expect(store.keys.get(created.id)?.hash).toBe(sha256Hex(created.key));

      const principal = await sessions.authenticateKey(created.key);
      expect(principal.keyId).toBe(created.id);
      expect(principal.owner).toMatch(/^[0-9a-f]{64}$/);
      // Another key is another owner; the same key in another process the same owner.
      const second = await sessions.createKey('second');
      expect((await sessions.authenticateKey(second.key)).owner).not.toBe(principal.owner);
      const otherProcess = new SessionService(store, [], new ManualClock(), { sidSecret: 'x' });
      expect((await otherProcess.authenticateKey(created.key)).owner).toBe(principal.owner);
      expect(await sessions.listKeys()).toEqual([
        expect.not.objectContaining({ hash: expect.anything() }),
        expect.not.objectContaining({ hash: expect.anything() }),
      ]);
    });

    it('refuses a missing, oversized, unknown or revoked key with its code; revoking twice keeps the first time', async () => {
      const { sessions, store, clock } = setup();
      await expect(sessions.authenticateKey(undefined)).rejects.toMatchObject({ code: 'missing_api_key' });
      await expect(sessions.authenticateKey('')).rejects.toMatchObject({ code: 'missing_api_key' });
      await expect(sessions.authenticateKey('gtk_' + 'a'.repeat(300))).rejects.toMatchObject({ code: 'invalid_api_key' });
      await expect(sessions.authenticateKey('gtk_unknown')).rejects.toMatchObject({ code: 'invalid_api_key' });
      const { id, key } = await sessions.createKey('soon gone');
      await sessions.authenticateKey(key);
      await sessions.revokeKey(id);
      const revokedAt = store.keys.get(id)?.revokedAt;
      expect(revokedAt).toBe(clock.now());
      // Remembered hashes never outlive a revocation.
      await expect(sessions.authenticateKey(key)).rejects.toMatchObject({ code: 'invalid_api_key' });
      clock.advance(5000);
      await sessions.revokeKey(id);
      expect(store.keys.get(id)?.revokedAt).toBe(revokedAt);
      await expect(sessions.revokeKey('nope')).rejects.toMatchObject({ code: 'not_found' });
      await expect(sessions.createKey('   ')).rejects.toMatchObject({ code: 'invalid_request' });
    });

    it('keys from the environment authenticate under a stable id derived from their hash', async () => {
      const { sessions } = setup(['env-key-1']);
      const principal = await sessions.authenticateKey('env-key-1');
      expect(principal.keyId).toBe(`env-${sha256Hex('env-key-1').slice(0, 12)}`);
      expect((await sessions.authenticateKey('env-key-1')).owner).toBe(principal.owner);
      await expect(sessions.authenticateKey('env-key-2')).rejects.toMatchObject({ code: 'invalid_api_key' });
    });

    it('"last used" is written on first use, then at most once a minute', async () => {
      const { sessions, store, clock } = setup();
      const { id, key } = await sessions.createKey('busy');
      const start = clock.now();
      expect(store.keys.get(id)?.lastUsedAt).toBeNull();
      await sessions.authenticateKey(key);
      expect(store.keys.get(id)?.lastUsedAt).toBe(start);
      clock.advance(59_999);
      await sessions.authenticateKey(key);
      expect(store.keys.get(id)?.lastUsedAt).toBe(start);
      clock.advance(1);
      await sessions.authenticateKey(key);
      expect(store.keys.get(id)?.lastUsedAt).toBe(start + 60_000);
    });
  });
});
