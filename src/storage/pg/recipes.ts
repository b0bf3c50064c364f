import type pg from 'pg';
import type { RecipeStore } from '../../core/pipelines/recipe.ports.js';
import { recipeSchema, type Recipe } from '../../core/pipelines/recipe.types.js';

/** Saved pipelines in PostgreSQL (migration 025). */
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

  async add(recipe: Recipe, max: number): Promise<'added' | 'full' | 'name_taken'> {
    const client = await this.pool.connect();
    try {
      await client.query('BEGIN');
      // Two saves of one owner at once (two api processes) are counted one after the other.
      await client.query('SELECT pg_advisory_xact_lock(hashtext($1))', [`recipes:${recipe.owner}`]);
      const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM recipes WHERE owner = $1', [recipe.owner]);
      if (Number(rows[0].n) >= max) {
        await client.query('ROLLBACK');
        return 'full';
      }
      const inserted = await client.query(
        `INSERT INTO recipes (id, owner, name_key, code, created_at, record) VALUES ($1, $2, $3, $4, $5, $6)
         ON CONFLICT (owner, name_key) DO NOTHING`,
        [recipe.id, recipe.owner, recipe.name.toLowerCase(), recipe.code, recipe.createdAt, JSON.stringify(recipe)],
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
      `INSERT INTO recipes (id, owner, name_key, code, created_at, record) VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT DO NOTHING`,
      [recipe.id, recipe.owner, recipe.name.toLowerCase(), recipe.code, recipe.createdAt, JSON.stringify(recipe)],
    );
    return result.rowCount === 1;
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
