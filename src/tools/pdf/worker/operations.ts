import { imagesToPdfOp, reflowToPdfOp } from './create-ops.js';
import {
  compressOp,
  cropOp,
  flattenOp,
  removeAnnotationsOp,
  repairOp,
  rotateOp,
  selectPagesOp,
  splitOp,
  stripMetadataOp,
} from './edit-ops.js';
import { nUpOp, pageNumbersOp, pageSizeOp } from './layout-ops.js';
import { extractImagesOp, rasterizeOp, removeBlankOp } from './raster-ops.js';
import { probeOp, renderOp } from './render-op.js';
import { htmlOp, metadataOp, textOp } from './text-ops.js';

/** Every operation the worker runs, by name; runner.ts types the calls through OperationMap. */
export const OPERATIONS = {
  probe: probeOp,
  render: renderOp,
  text: textOp,
  html: htmlOp,
  metadata: metadataOp,
  selectPages: selectPagesOp,
  split: splitOp,
  rotate: rotateOp,
  crop: cropOp,
  compress: compressOp,
  stripMetadata: stripMetadataOp,
  repair: repairOp,
  flatten: flattenOp,
  removeAnnotations: removeAnnotationsOp,
  rasterize: rasterizeOp,
  removeBlank: removeBlankOp,
  extractImages: extractImagesOp,
  pageNumbers: pageNumbersOp,
  nUp: nUpOp,
  pageSize: pageSizeOp,
  imagesToPdf: imagesToPdfOp,
  reflowToPdf: reflowToPdfOp,
};

export type OperationMap = typeof OPERATIONS;
