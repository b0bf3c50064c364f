import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/config.js';

function problems(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
    return [];
  } catch (err) {
    if (err instanceof ConfigError) return err.problems;
    throw err;
  }
}

describe('scaled deployment settings', () => {
  it('defaults to one process doing everything on local files', () => {
    const config = loadConfig({});
    expect(config.ROLES).toEqual(['api', 'worker', 'bots']);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REDIS_URL).toBeUndefined();
  });

  it('REDIS_URL without DATABASE_URL stops start-up and names what is missing', () => {
    const found = problems({ REDIS_URL: 'redis://127.0.0.1:6379' });
    expect(found).toHaveLength(1);
    expect(found[0]).toMatch(/^DATABASE_URL: missing/);
  });

  it('a process that is one of several needs both engines', () => {
    expect(problems({ ROLES: 'api', DATABASE_URL: 'postgres://db/x' })[0]).toMatch(/^REDIS_URL: missing.*ROLES=api/);
    expect(problems({ ROLES: 'worker' })[0]).toMatch(/^DATABASE_URL and REDIS_URL: missing/);
    expect(problems({ ROLES: 'worker,api', DATABASE_URL: 'postgres://db/x', REDIS_URL: 'redis://r:6379' })).toEqual([]);
  });

  it('PostgreSQL alone is fine for one process that does everything', () => {
    expect(problems({ DATABASE_URL: 'postgresql://u@db:5432/x' })).toEqual([]);
  });

  it('rejects unknown roles and wrong URL schemes', () => {
    expect(problems({ ROLES: 'api,cron' }).join('\n')).toMatch(/ROLES/);
    expect(problems({ DATABASE_URL: 'mysql://db/x' }).join('\n')).toMatch(/DATABASE_URL: must be a PostgreSQL URL/);
    expect(problems({ DATABASE_URL: 'postgres://db/x', REDIS_URL: 'http://r' }).join('\n')).toMatch(/REDIS_URL: must be a Redis URL/);
  });

  it('Discord shard ids must fall inside the shard count', () => {
    expect(loadConfig({ DISCORD_SHARDS: 'auto' }).DISCORD_SHARDS).toBe('auto');
    expect(loadConfig({ DISCORD_SHARDS: '4', DISCORD_SHARD_IDS: '0, 2' }).DISCORD_SHARD_IDS).toEqual([0, 2]);
    expect(problems({ DISCORD_SHARDS: '2', DISCORD_SHARD_IDS: '1,2' })[0]).toMatch(/DISCORD_SHARD_IDS: 2 out of range/);
    expect(problems({ DISCORD_SHARD_IDS: '1' })[0]).toMatch(/needs DISCORD_SHARDS/);
  });
});
