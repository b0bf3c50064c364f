/** One layer of eslint.layers.js: where its files are, and what they may import besides their own layer. */
export interface Layer {
  type: string;
  /** Where the README's diagram draws it. */
  group: 'root' | 'adapters' | 'shapes' | 'implementations' | 'wiring' | 'core';
  /** Folders whose every file (at any depth) is in the layer. */
  folders?: string[];
  /** Globs of single files in the layer. */
  files?: string[];
  /** What it holds, in a few words (the README's diagram shows it). */
  holds: string;
  /** The other layers it may import. */
  may: string[];
  /** The npm packages it may import (micromatch patterns on the package name). */
  packages: string[];
}
export declare const LAYERS: Layer[];
