import type { RecipeStore } from '../core/pipelines/recipe.ports.js';
import { recipeSchema, type Recipe } from '../core/pipelines/recipe.types.js';
import { JsonDocument } from './json-file.js';

interface RecipeData {
  recipes: Recipe[];
}

/** Saved pipelines in one lowdb file (`<DATA_DIR>/recipes.json`). */
export class LowRecipeStore implements RecipeStore {
  private constructor(readonly file: JsonDocument<RecipeData>) {}

  /** Entries that do not read back as recipes are reported and skipped, never cast. */
  static async open(dataDir: string, onBad: (index: number) => void = () => undefined): Promise<LowRecipeStore> {
    const file = await JsonDocument.open<RecipeData>(dataDir, 'recipes.json', (read) => {
      const recipes: Recipe[] = [];
      (Array.isArray(read?.recipes) ? (read.recipes as unknown[]) : []).forEach((raw, i) => {
        const parsed = recipeSchema.safeParse(raw);
        if (parsed.success) recipes.push(parsed.data);
        else onBad(i);
      });
      return { recipes };
    });
    return new LowRecipeStore(file);
  }

  async list(owner: string): Promise<Recipe[]> {
    return this.file.data.recipes.filter((r) => r.owner === owner).sort((a, b) => a.createdAt - b.createdAt).map((r) => structuredClone(r));
  }

  /** Every recipe of every owner (`npm run migrate-data` moves them to PostgreSQL). */
  async all(): Promise<Recipe[]> {
    return this.file.data.recipes.map((r) => structuredClone(r));
  }

  async get(id: string): Promise<Recipe | null> {
    const found = this.file.data.recipes.find((r) => r.id === id);
    return found ? structuredClone(found) : null;
  }

  async byCode(code: string): Promise<Recipe | null> {
    const found = this.file.data.recipes.find((r) => r.code === code);
    return found ? structuredClone(found) : null;
  }

  async add(recipe: Recipe, max: number): Promise<'added' | 'full' | 'name_taken'> {
    // One process owns this file: the checks and the insert happen without an await between them.
    const mine = this.file.data.recipes.filter((r) => r.owner === recipe.owner);
    if (mine.length >= max) return 'full';
    if (mine.some((r) => r.name.toLowerCase() === recipe.name.toLowerCase())) return 'name_taken';
    this.file.data.recipes.push(structuredClone(recipe));
    await this.file.write();
    return 'added';
  }

  async delete(id: string): Promise<boolean> {
    const before = this.file.data.recipes.length;
    this.file.data.recipes = this.file.data.recipes.filter((r) => r.id !== id);
    if (this.file.data.recipes.length === before) return false;
    await this.file.write();
    return true;
  }

  flush(): Promise<void> {
    return this.file.flush();
  }
}
