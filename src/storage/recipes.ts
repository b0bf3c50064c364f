import { open, readFile, rename, rm, type FileHandle } from 'node:fs/promises';
import { join } from 'node:path';
import type { RecipeCaps, RecipeStore, RecipeAdded } from '../core/pipelines/recipe.ports.js';
import { recipeNameKey, recipeSchema, type Recipe } from '../core/pipelines/recipe.types.js';

/** One line of the log: a recipe saved (whole), used (its new `usedAt`) or deleted. */
type Line = { add: Recipe } | { use: string; at: number } | { del: string };

/** The log is written again from the live recipes at open once it holds this many lines more than them. */
const COMPACT_SLACK = 10_000;

/**
 * Saved pipelines as an append-only log (`<DATA_DIR>/recipes.log`, one JSON line per change), all held in memory
 * with indexes by id, by owner, by share code and by address. A save appends one line (about 500 bytes) instead of
 * writing every recipe again: at 200,000 recipes the single `recipes.json` was 102 MB and each save took 0.7–1.0 s
 * of the event loop (issue 37). The log is compacted when the store opens. A line a crash cut short is skipped.
 * A `recipes.json` of an older version is read once and carried into the log.
 */
export class LowRecipeStore implements RecipeStore {
  readonly #byId = new Map<string, Recipe>();
  readonly #byOwner = new Map<string, Set<string>>();
  readonly #byCode = new Map<string, string>();
  readonly #byAddress = new Map<string, number>();
  #lines = 0;
  #handle: FileHandle | null = null;
  /** Appends in order, one at a time. */
  #tail: Promise<void> = Promise.resolve();

  private constructor(private readonly path: string) {}

  /** Entries that do not read back as recipes are reported (by line) and skipped, never cast. */
  static async open(dataDir: string, onBad: (index: number) => void = () => undefined): Promise<LowRecipeStore> {
    const store = new LowRecipeStore(join(dataDir, 'recipes.log'));
    const text = await readFile(store.path, 'utf8').catch(() => '');
    const lines = text.split('\n');
    lines.forEach((line, i) => {
      if (!line) return;
      if (!store.#apply(line)) onBad(i);
    });
    store.#lines = lines.filter(Boolean).length;
    const legacy = join(dataDir, 'recipes.json');
    const old = await readFile(legacy, 'utf8').catch(() => null);
    let carried = false;
    if (old !== null) {
      const parsed = (() => {
        try {
          return JSON.parse(old) as { recipes?: unknown };
        } catch {
          return null;
        }
      })();
      (Array.isArray(parsed?.recipes) ? (parsed.recipes as unknown[]) : []).forEach((raw, i) => {
        const checked = recipeSchema.safeParse(raw);
        if (checked.success && !store.#byId.has(checked.data.id)) store.#index(checked.data);
        else if (!checked.success) onBad(i);
      });
      carried = true;
    }
    if (carried || store.#lines > store.#byId.size + COMPACT_SLACK) await store.#compact();
    if (carried) await rm(legacy, { force: true });
    store.#handle = await open(store.path, 'a', 0o600);
    return store;
  }

  #apply(text: string): boolean {
    let line: Line;
    try {
      line = JSON.parse(text) as Line;
    } catch {
      return false;
    }
    if ('add' in line) {
      const parsed = recipeSchema.safeParse(line.add);
      if (!parsed.success) return false;
      this.#drop(parsed.data.id);
      this.#index(parsed.data);
    } else if ('use' in line) {
      const r = this.#byId.get(line.use);
      if (r && typeof line.at === 'number') r.usedAt = line.at;
    } else if ('del' in line) {
      this.#drop(line.del);
    } else {
      return false;
    }
    return true;
  }

  #index(recipe: Recipe): void {
    this.#byId.set(recipe.id, recipe);
    let mine = this.#byOwner.get(recipe.owner);
    if (!mine) this.#byOwner.set(recipe.owner, (mine = new Set()));
    mine.add(recipe.id);
    if (recipe.code) this.#byCode.set(recipe.code, recipe.id);
    if (recipe.address) this.#byAddress.set(recipe.address, (this.#byAddress.get(recipe.address) ?? 0) + 1);
  }

  #drop(id: string): Recipe | null {
    const recipe = this.#byId.get(id);
    if (!recipe) return null;
    this.#byId.delete(id);
    const mine = this.#byOwner.get(recipe.owner);
    mine?.delete(id);
    if (mine?.size === 0) this.#byOwner.delete(recipe.owner);
    if (recipe.code) this.#byCode.delete(recipe.code);
    if (recipe.address) {
      const n = (this.#byAddress.get(recipe.address) ?? 1) - 1;
      if (n > 0) this.#byAddress.set(recipe.address, n);
      else this.#byAddress.delete(recipe.address);
    }
    return recipe;
  }

  /** Writes the live recipes as a fresh log and swaps it in (before the append handle is opened). */
  async #compact(): Promise<void> {
    const tmp = `${this.path}.tmp`;
    const out = await open(tmp, 'w', 0o600);
    try {
      let chunk = '';
      for (const r of this.#byId.values()) {
        chunk += `${JSON.stringify({ add: r })}\n`;
        if (chunk.length > 1_000_000) {
          await out.write(chunk);
          chunk = '';
        }
      }
      await out.write(chunk);
      await out.datasync();
    } finally {
      await out.close();
    }
    await rename(tmp, this.path);
    this.#lines = this.#byId.size;
  }

  /** Appends one line and waits until it is on disk; appends keep their order. */
  #append(line: Line): Promise<void> {
    const text = `${JSON.stringify(line)}\n`;
    const write = this.#tail.then(async () => {
      if (!this.#handle) throw new Error('recipe store closed');
      await this.#handle.write(text);
      await this.#handle.datasync();
      this.#lines++;
    });
    this.#tail = write.catch(() => undefined);
    return write;
  }

  async list(owner: string): Promise<Recipe[]> {
    const ids = this.#byOwner.get(owner);
    if (!ids) return [];
    return [...ids].map((id) => structuredClone(this.#byId.get(id)!)).sort((a, b) => a.createdAt - b.createdAt);
  }

  /** Every recipe of every owner (`npm run migrate-data` moves them to PostgreSQL). */
  async all(): Promise<Recipe[]> {
    return [...this.#byId.values()].map((r) => structuredClone(r));
  }

  async get(id: string): Promise<Recipe | null> {
    const found = this.#byId.get(id);
    return found ? structuredClone(found) : null;
  }

  async byCode(code: string): Promise<Recipe | null> {
    const id = this.#byCode.get(code);
    const found = id ? this.#byId.get(id) : undefined;
    return found ? structuredClone(found) : null;
  }

  async add(recipe: Recipe, caps: RecipeCaps): Promise<RecipeAdded> {
    // One process owns this file: the checks and the insert happen without an await between them.
    const mine = [...(this.#byOwner.get(recipe.owner) ?? [])].map((id) => this.#byId.get(id)!);
    if (mine.length >= caps.perOwner) return 'full';
    if (recipe.address && (this.#byAddress.get(recipe.address) ?? 0) >= caps.perAddress) return 'address_full';
    const key = recipeNameKey(recipe.name);
    if (mine.some((r) => recipeNameKey(r.name) === key)) return 'name_taken';
    // As a read back from the log (or PostgreSQL) gives it: no address is null.
    const copy: Recipe = { ...structuredClone(recipe), address: recipe.address ?? null };
    this.#index(copy);
    try {
      await this.#append({ add: copy });
    } catch (err) {
      if (this.#byId.get(copy.id) === copy) this.#drop(copy.id);
      throw err;
    }
    return 'added';
  }

  async touch(id: string, at: number): Promise<void> {
    const r = this.#byId.get(id);
    if (!r) return;
    r.usedAt = at;
    await this.#append({ use: id, at });
  }

  async deleteIdle(before: number, limit: number): Promise<number> {
    const idle: string[] = [];
    for (const r of this.#byId.values()) {
      if ((r.usedAt ?? r.createdAt) < before) idle.push(r.id);
      if (idle.length >= limit) break;
    }
    for (const id of idle) await this.delete(id);
    return idle.length;
  }

  async delete(id: string): Promise<boolean> {
    if (!this.#drop(id)) return false;
    await this.#append({ del: id });
    return true;
  }

  async flush(): Promise<void> {
    await this.#tail;
  }

  async close(): Promise<void> {
    await this.#tail;
    await this.#handle?.close();
    this.#handle = null;
  }
}
