/** Paper sizes in points (portrait). Shared by the service (parameter enums) and the worker. */
export const PAPER_SIZES = {
  a3: [841.89, 1190.55],
  a4: [595.28, 841.89],
  a5: [419.53, 595.28],
  letter: [612, 792],
  legal: [612, 1008],
  tabloid: [792, 1224],
} as const satisfies Record<string, readonly [number, number]>;
export type Paper = keyof typeof PAPER_SIZES;
