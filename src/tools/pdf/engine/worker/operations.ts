/**
 * Every operation the worker runs, by name: the one list (the parent's types are read from it, so a new operation
 * is its function in an *-ops.ts file plus one line here). Modules load on first use: pdf-lib alone costs ~300 ms
 * of start-up, which a render or text job never needs.
 */
const render = () => import('./render-op.js');
const text = () => import('./text-ops.js');
const edit = () => import('./edit-ops.js');
const raster = () => import('./raster-ops.js');
const layout = () => import('./layout-ops.js');
const create = () => import('./create-ops.js');
const merge = () => import('./merge-ops.js');
const form = () => import('./form-ops.js');
const stamp = () => import('./stamp-ops.js');
const lock = () => import('./lock-ops.js');
const ocr = () => import('./ocr-ops.js');
const shrink = () => import('./shrink-ops.js');

export const LOADERS = {
  probe: () => render().then((m) => m.probeOp),
  render: () => render().then((m) => m.renderOp),
  text: () => text().then((m) => m.textOp),
  html: () => text().then((m) => m.htmlOp),
  metadata: () => text().then((m) => m.metadataOp),
  selectPages: () => edit().then((m) => m.selectPagesOp),
  split: () => edit().then((m) => m.splitOp),
  rotate: () => edit().then((m) => m.rotateOp),
  crop: () => edit().then((m) => m.cropOp),
  compress: () => edit().then((m) => m.compressOp),
  stripMetadata: () => edit().then((m) => m.stripMetadataOp),
  repair: () => edit().then((m) => m.repairOp),
  flatten: () => edit().then((m) => m.flattenOp),
  removeAnnotations: () => edit().then((m) => m.removeAnnotationsOp),
  rasterize: () => raster().then((m) => m.rasterizeOp),
  removeBlank: () => raster().then((m) => m.removeBlankOp),
  extractImages: () => raster().then((m) => m.extractImagesOp),
  pageNumbers: () => layout().then((m) => m.pageNumbersOp),
  nUp: () => layout().then((m) => m.nUpOp),
  pageSize: () => layout().then((m) => m.pageSizeOp),
  imagesToPdf: () => create().then((m) => m.imagesToPdfOp),
  reflowToPdf: () => create().then((m) => m.reflowToPdfOp),
  merge: () => merge().then((m) => m.mergeOp),
  formFields: () => form().then((m) => m.formFieldsOp),
  formFieldNames: () => form().then((m) => m.formFieldNamesOp),
  fillForm: () => form().then((m) => m.fillFormOp),
  redact: () => form().then((m) => m.redactOp),
  watermark: () => stamp().then((m) => m.watermarkOp),
  protect: () => lock().then((m) => m.protectOp),
  checkPassword: () => lock().then((m) => m.checkPasswordOp),
  unlock: () => lock().then((m) => m.unlockOp),
  ocrScan: () => ocr().then((m) => m.ocrScanOp),
  textLayer: () => ocr().then((m) => m.textLayerOp),
  shrinkImages: () => shrink().then((m) => m.shrinkImagesOp),
};

/** Each operation's function, as the parent process types its arguments and results (a type-only import there). */
export type OperationMap = { [K in keyof typeof LOADERS]: Awaited<ReturnType<(typeof LOADERS)[K]>> };
