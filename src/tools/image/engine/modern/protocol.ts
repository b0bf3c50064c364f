/** What the parent asks a decoder process for (engine/modern/decode.ts → child.ts), over IPC as JSON. */
export interface DecodeRequest {
  kind: DecoderKind;
  /** The uploaded file. */
  input: string;
  /** Where the decoded TIFF goes; with `all`, image i of a HEIF goes to `<output>-<i>.tiff` instead. */
  output: string;
  /** The pixel cap, checked against each image's declared size before it is decoded. */
  maxPixels: number;
  /** Every top-level image of a HEIF (a burst, a Live Photo's stills) rather than its primary one. */
  all: boolean;
  /** Read the declared size only; nothing is decoded or written. */
  probe: boolean;
}

export type DecoderKind = 'heif' | 'jxl' | 'raw';

/** Straight RGBA pixels in a file (`input`) encoded as JPEG XL into `output`; quality 100 is lossless. */
export interface JxlEncodeRequest {
  kind: 'encode-jxl';
  input: string;
  output: string;
  width: number;
  height: number;
  quality: number;
  effort: number;
}

export type ChildRequest = DecodeRequest | JxlEncodeRequest;

export interface DecodedImage {
  path: string;
  width: number;
  height: number;
}

export type DecodeReply =
  | { ok: true; images: DecodedImage[] }
  | { ok: false; reason: 'too_large' | 'invalid_input'; message: string };

/** A refusal the child reports as such (the parent maps it to a ToolError of that kind). */
export class DecodeRefusal extends Error {
  constructor(
    readonly reason: 'too_large' | 'invalid_input',
    message: string,
  ) {
    super(message);
  }
}

export function checkPixels(width: number, height: number, maxPixels: number): void {
  if (!Number.isInteger(width) || !Number.isInteger(height) || width < 1 || height < 1) {
    throw new DecodeRefusal('invalid_input', 'image has no dimensions');
  }
  if (width * height > maxPixels) {
    throw new DecodeRefusal('too_large', `input image ${width}x${height} exceeds the pixel limit of ${maxPixels}`);
  }
}
