import type pg from 'pg';
import type { RecipeAdded, RecipeCaps, RecipeStore } from '../../core/pipelines/recipe.ports.js';
import { recipeNameKey, recipeSchema, type Recipe } from '../../core/pipelines/recipe.types.js';

/**
 * Saved pipelines in PostgreSQL (migrations 025 and 032): one row each, found by its primary key, the owner index,
 * the unique share code and the address index; idle ones by the `used_at` index.
 */
export class PgRecipeStore implements RecipeStore {
  constructor(
    private readonly pool: pg.Pool,
    private readonly onBad: (id: string) => void = () => undefined,
  ) {}

  async list(owner: string): Promise<Recipe[]> {
    return this.#read(await this.pool.query('SELECT record FROM recipes WHERE owner = $1 ORDER BY created_at, id', [owner]));
  }

  async get(id: string): Promise<Recipe | null> {
    return (await this.#read(await this.pool.query('SELECT record FROM recipes WHERE id = $1', [id])))[0] ?? null;
  }

  async byCode(code: string): Promise<Recipe | null> {
    return (await this.#read(await this.pool.query('SELECT record FROM recipes WHERE code = $1', [code])))[0] ?? null;
  }

  async add(recipe: Recipe, caps: RecipeCaps): Promise<RecipeAdded> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // Two saves of one owner (or one address) at once, on two api processes, are counted one after the other.
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`recipes:${recipe.owner}`]);
      if (recipe.address) await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`recipes-address:${recipe.address}`]);
      const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM recipes WHERE owner = $1', [recipe.owner]);
      if (Number(rows[0].n) >= caps.perOwner) {
        await client.query('ROLLBACK');
        return 'full';
      }
      if (recipe.address) {
        const byAddress = await client.query<{ n: string }>('SELECT count(*) AS n FROM recipes WHERE address = $1', [recipe.address]);
        if (Number(byAddress.rows[0].n) >= caps.perAddress) {
          await client.query('ROLLBACK');
          return 'address_full';
        }
      }
      const inserted = await client.query(
        `INSERT INTO recipes (id, owner, name_key, code, created_at, record, address, used_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
         ON CONFLICT (owner, name_key) DO NOTHING`,
        [recipe.id, recipe.owner, recipeNameKey(recipe.name), recipe.code, recipe.createdAt, JSON.stringify(recipe), recipe.address ?? null, recipe.usedAt ?? recipe.createdAt],
      );
      await client.query('COMMIT');
      return (inserted.rowCount ?? 0) > 0 ? 'added' : 'name_taken';
    } catch (err) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw err;
    } finally {
      client.release();
    }
  }

  /**
   * A recipe moved from an embedded folder (`npm run migrate-data`): kept as it was, without the per-owner cap
   * (it was saved under it). One whose id, name or share code is already taken here is left out. True when added.
   */
  async adopt(recipe: Recipe): Promise<boolean> {
    const result = await this.pool.query(
      `INSERT INTO recipes (id, owner, name_key, code, created_at, record, address, used_at) VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT DO NOTHING`,
      [recipe.id, recipe.owner, recipeNameKey(recipe.name), recipe.code, recipe.createdAt, JSON.stringify(recipe), recipe.address ?? null, recipe.usedAt ?? recipe.createdAt],
    );
    return result.rowCount === 1;
  }

  async touch(id: string, at: number): Promise<void> {
    await this.pool.query(`UPDATE recipes SET used_at = $2, record = record || jsonb_build_object('usedAt', $2::bigint) WHERE id = $1`, [id, at]);
  }

  async deleteIdle(before: number, limit: number): Promise<number> {
    const res = await this.pool.query('DELETE FROM recipes WHERE id IN (SELECT id FROM recipes WHERE used_at < $1 LIMIT $2)', [before, limit]);
    return res.rowCount ?? 0;
  }

  async delete(id: string): Promise<boolean> {
    const res = await this.pool.query('DELETE FROM recipes WHERE id = $1', [id]);
    return (res.rowCount ?? 0) > 0;
  }

  async flush(): Promise<void> {}

  #read(result: pg.QueryResult): Recipe[] {
    const out: Recipe[] = [];
    for (const row of result.rows as Array<{ record: unknown }>) {
      const parsed = recipeSchema.safeParse(row.record);
      if (parsed.success) out.push(parsed.data);
      else this.onBad(String((row.record as { id?: unknown } | null)?.id ?? '?'));
    }
    return out;
  }
}
