/** Environment variables owned by this part; merged into the one config schema in src/config.ts. */
export const envShape = {};
