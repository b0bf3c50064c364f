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
  id, owner, name, code, createdAt: Number(id.replace(/\D/g, '') || 1), steps: [{ tool: 'image-grayscale', params: {} }],
});

for (const [label, open] of [
  ['lowdb', async () => LowRecipeStore.open(dir.dir)],
  ['PostgreSQL', async () => new PgRecipeStore(pool)],
] as Array<[string, () => Promise<RecipeStore>]>) {
  describe(`recipes in ${label}`, () => {
    it('adds, lists per owner, finds by code, refuses a taken name and a full owner, deletes', async () => {
      const store = await open();
      const owner = `o-${label}`;
      expect(await store.add(recipe('r1', owner, 'Thumbs', 'CODE0123456789ab'), 2)).toBe('added');
      expect(await store.add(recipe('r2', owner, 'thumbs'), 2)).toBe('name_taken');
      expect(await store.add(recipe('r3', owner, 'Other'), 2)).toBe('added');
      expect(await store.add(recipe('r4', owner, 'Third'), 2)).toBe('full');
      expect(await store.add(recipe('r5', `${owner}-b`, 'Thumbs'), 2)).toBe('added');
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
      const answers = await Promise.all(Array.from({ length: 6 }, (_, i) => store.add(recipe(`x${i}`, owner, `n${i}`), 3)));
      expect(answers.filter((a) => a === 'added')).toHaveLength(3);
      expect(await store.list(owner)).toHaveLength(3);
    });
  });
}
