/**
 * Every operation the worker runs, by name. Modules load on first use: pdf-lib alone costs ~300 ms of
 * start-up, which a render or text job never needs.
 */
import type * as Create from './create-ops.js';
import type * as Edit from './edit-ops.js';
import type * as Layout from './layout-ops.js';
import type * as Raster from './raster-ops.js';
import type * as Render from './render-op.js';
import type * as Text from './text-ops.js';

export interface OperationMap {
  probe: typeof Render.probeOp;
  render: typeof Render.renderOp;
  text: typeof Text.textOp;
  html: typeof Text.htmlOp;
  metadata: typeof Text.metadataOp;
  selectPages: typeof Edit.selectPagesOp;
  split: typeof Edit.splitOp;
  rotate: typeof Edit.rotateOp;
  crop: typeof Edit.cropOp;
  compress: typeof Edit.compressOp;
  stripMetadata: typeof Edit.stripMetadataOp;
  repair: typeof Edit.repairOp;
  flatten: typeof Edit.flattenOp;
  removeAnnotations: typeof Edit.removeAnnotationsOp;
  rasterize: typeof Raster.rasterizeOp;
  removeBlank: typeof Raster.removeBlankOp;
  extractImages: typeof Raster.extractImagesOp;
  pageNumbers: typeof Layout.pageNumbersOp;
  nUp: typeof Layout.nUpOp;
  pageSize: typeof Layout.pageSizeOp;
  imagesToPdf: typeof Create.imagesToPdfOp;
  reflowToPdf: typeof Create.reflowToPdfOp;
}

const render = () => import('./render-op.js');
const text = () => import('./text-ops.js');
const edit = () => import('./edit-ops.js');
const raster = () => import('./raster-ops.js');
const layout = () => import('./layout-ops.js');
const create = () => import('./create-ops.js');

export const LOADERS: { [K in keyof OperationMap]: () => Promise<OperationMap[K]> } = {
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
};
