import { appendFile, mkdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import type { RecipeStore } from '../../../src/core/pipelines/recipe.ports.js';
import type { Recipe } from '../../../src/core/pipelines/recipe.types.js';
import { migrate } from '../../../src/storage/pg/migrate.js';
import { createPgPool } from '../../../src/storage/pg/pool.js';
import { PgRecipeStore } from '../../../src/storage/pg/recipes.js';
import { LowRecipeStore } from '../../../src/storage/recipes.js';
import { startPostgres, type Engine } from '../../helpers/engines.js';
import { scratch, type Scratch } from '../../helpers/scratch.js';

/** The recipe store's contract, in both deployments: lowdb (recipes.json) and PostgreSQL (migration 025). */
let postgres: Engine;
let pool: pg.Pool;
let dir: Scratch;
beforeAll(async () => {
  postgres = await startPostgres();
  pool = createPgPool(postgres.url);
  await migrate(pool);
  dir = await scratch('gt-recipes-store-');
}, 120_000);
afterAll(async () => {
  await pool?.end();
  await postgres?.stop();
  await dir?.done();
});

const recipe = (id: string, owner: string, name: string, code: string | null = null): Recipe => ({
  id, owner, name, code, createdAt: Number(id.replace(/\D/g, '') || 1), steps: [{ tool: 'image-grayscale', params: {} }], address: null,
});

for (const [label, open] of [
  ['lowdb', async () => LowRecipeStore.open(dir.dir)],
  ['PostgreSQL', async () => new PgRecipeStore(pool)],
] as Array<[string, () => Promise<RecipeStore>]>) {
  describe(`recipes in ${label}`, () => {
    it('adds, lists per owner, finds by code, refuses a taken name and a full owner, deletes', async () => {
      const store = await open();
      const owner = `o-${label}`;
      expect(await store.add(recipe('r1', owner, 'Thumbs', 'CODE0123456789ab'), { perOwner: 2, perAddress: 1000 })).toBe('added');
      expect(await store.add(recipe('r2', owner, 'thumbs'), { perOwner: 2, perAddress: 1000 })).toBe('name_taken');
      expect(await store.add(recipe('r3', owner, 'Other'), { perOwner: 2, perAddress: 1000 })).toBe('added');
      expect(await store.add(recipe('r4', owner, 'Third'), { perOwner: 2, perAddress: 1000 })).toBe('full');
      expect(await store.add(recipe('r5', `${owner}-b`, 'Thumbs'), { perOwner: 2, perAddress: 1000 })).toBe('added');
      expect((await store.list(owner)).map((r) => r.name)).toEqual(['Thumbs', 'Other']);
      expect((await store.byCode('CODE0123456789ab'))?.id).toBe('r1');
      expect(await store.get('r3')).toEqual(recipe('r3', owner, 'Other'));
      expect(await store.delete('r1')).toBe(true);
      expect(await store.delete('r1')).toBe(false);
      expect(await store.byCode('CODE0123456789ab')).toBeNull();
      await store.flush();
    });

    it('counts two saves of one owner at once against the cap', async () => {
      const store = await open();
      const owner = `race-${label}`;
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => store.add(recipe(`x${i}`, owner, `n${i}`), { perOwner: 3, perAddress: 1000 })));
      expect(answers.filter((a) => a === 'added')).toHaveLength(3);
      expect(await store.list(owner)).toHaveLength(3);
    });

    it('caps the recipes of one address over every session of it, and leaves keys (no address) alone', async () => {
      const store = await open();
      const address = `203.0.113.9-${label}`;
      const caps = { perOwner: 50, perAddress: 3 };
      const answers = [];
      for (let i = 0; i < 5; i++) answers.push(await store.add({ ...recipe(`a${i}`, `fresh-${label}-${i}`, 'Same'), address }, caps));
      expect(answers).toEqual(['added', 'added', 'added', 'address_full', 'address_full']);
      expect(await store.add(recipe('a9', `key-${label}`, 'Same'), caps)).toBe('added');
    });

    it('removes recipes idle since a time; a use renews one', async () => {
      const store = await open();
      const owner = `idle-${label}`;
      const caps = { perOwner: 50, perAddress: 50 };
      await store.add({ ...recipe('i1', owner, 'Old'), createdAt: 1000, usedAt: 1000 }, caps);
      await store.add({ ...recipe('i2', owner, 'Used'), createdAt: 1000, usedAt: 1000 }, caps);
      await store.add({ ...recipe('i3', owner, 'New'), createdAt: 5000, usedAt: 5000 }, caps);
      await store.touch('i2', 6000);
      // The other tests' recipes (saved at times 0 to 9) are idle too.
      expect(await store.deleteIdle(4000, 100)).toBeGreaterThanOrEqual(1);
      expect((await store.list(owner)).map((r) => [r.name, r.usedAt])).toEqual([['Used', 6000], ['New', 5000]]);
    });
  });
}

describe('recipes in lowdb, on disk', () => {
  it('are appended, not written whole: a reopened store finds every change, and an older recipes.json is carried over', async () => {
    const sub = join(dir.dir, 'reopen');
    await mkdir(sub, { recursive: true });
    await writeFile(join(sub, 'recipes.json'), JSON.stringify({ recipes: [recipe('legacy1', 'o-legacy', 'Legacy', 'LEGACY0123456789')] }));
    const first = await LowRecipeStore.open(sub);
    const caps = { perOwner: 50, perAddress: 50 };
    await first.add(recipe('k1', 'o1', 'One'), caps);
    await first.add(recipe('k2', 'o1', 'Two', 'CODEk2k2k2k2k2k2'), caps);
    await first.delete('k1');
    await first.touch('k2', 9000);
    const size = (await readFile(join(sub, 'recipes.log'), 'utf8')).split('\n').filter(Boolean).length;
    await first.add(recipe('k3', 'o2', 'Three'), caps);
    // One more line for one more recipe: nothing else was written again.
    expect((await readFile(join(sub, 'recipes.log'), 'utf8')).split('\n').filter(Boolean).length).toBe(size + 1);
    await first.close();
    // A crash cut the last line short.
    await appendFile(join(sub, 'recipes.log'), '{"add":{"id":"torn"');
    const again = await LowRecipeStore.open(sub);
    expect((await again.list('o1')).map((r) => [r.id, r.usedAt])).toEqual([['k2', 9000]]);
    expect((await again.byCode('CODEk2k2k2k2k2k2'))?.id).toBe('k2');
    expect((await again.byCode('LEGACY0123456789'))?.name).toBe('Legacy');
    expect(await again.get('k3')).toEqual(recipe('k3', 'o2', 'Three'));
    expect(await readFile(join(sub, 'recipes.json'), 'utf8').catch(() => 'gone')).toBe('gone');
    await again.close();
  });
});
