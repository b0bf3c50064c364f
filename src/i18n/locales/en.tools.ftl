# gametools message catalogue, the tools' words: English, made from the tool definitions by
# npx tsx scripts/i18n/tool-keys.ts (edit the definition, then run it; never edit this file by hand).
#
# Keys: tool-<slug>-title (the tool's name in lists and buttons), tool-<slug>-desc (one sentence under it),
# tool-<slug>-output (what it gives, only when told in words: "same as input"; MIME types stay as they are) and
# tool-<slug>-param-<parameter> (what a parameter does, shown beside the form field or the chat's /tools help).
# The slug and the parameter names are what users type (/convert pdf-merge pages=1-3): they are never translated.
#
# Conventions for translators: as in en.ftl. Besides, keep format names (PNG, WebP, MP3, PDF/A), units (px, dB,
# kbit/s, %), value words the parameter takes (all, auto, left, png) and examples (1-3,5,9-; #ff8800) as they are.
# In an output, keep the MIME types; "(format)" means "as the format parameter says".
#
# Translators' notes (en): the source text.

## image-convert-jpg

tool-image-convert-jpg-title = Convert image to JPG
tool-image-convert-jpg-desc = Converts an image to JPEG with mozjpeg, placing any transparency on white.
tool-image-convert-jpg-output = image/jpeg, or application/zip (images=all on a HEIC)
tool-image-convert-jpg-param-quality = Quality 1-100, higher is better
tool-image-convert-jpg-param-target_size = Largest result in bytes, or a preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-image-convert-jpg-param-images = For a HEIC holding several pictures (a burst): primary (the default), or all of them in a ZIP
tool-image-convert-jpg-param-metadata = strip (the default) removes EXIF, XMP, IPTC and the colour profile; keep carries them into the result

## image-convert-png

tool-image-convert-png-title = Convert image to PNG
tool-image-convert-png-desc = Converts an image to lossless PNG at the chosen zlib compression level.
tool-image-convert-png-output = image/png, or application/zip (images=all on a HEIC)
tool-image-convert-png-param-level = zlib compression level 0-9
tool-image-convert-png-param-images = For a HEIC holding several pictures (a burst): primary (the default), or all of them in a ZIP
tool-image-convert-png-param-metadata = strip (the default) removes EXIF, XMP, IPTC and the colour profile; keep carries them into the result

## image-convert-webp

tool-image-convert-webp-title = Convert image to WebP
tool-image-convert-webp-desc = Converts an image to lossy or lossless WebP, keeping the frames of an animation.
tool-image-convert-webp-param-quality = Quality 1-100, higher is better
tool-image-convert-webp-param-preset = lossy or lossless WebP
tool-image-convert-webp-param-target_size = Largest result in bytes, or a preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-image-convert-webp-param-metadata = strip (the default) removes EXIF, XMP, IPTC and the colour profile; keep carries them into the result

## image-convert-avif

tool-image-convert-avif-title = Convert image to AVIF
tool-image-convert-avif-desc = Converts an image to AVIF (AV1 in HEIF), usually far smaller than JPEG at the same quality.
tool-image-convert-avif-param-quality = Quality 1-100, higher is better
tool-image-convert-avif-param-target_size = Largest result in bytes, or a preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-image-convert-avif-param-metadata = strip (the default) removes EXIF, XMP, IPTC and the colour profile; keep carries them into the result

## image-convert-gif

tool-image-convert-gif-title = Convert image to GIF
tool-image-convert-gif-desc = Converts an image to a 256-colour GIF, keeping the frames of an animated WebP or GIF.

## image-convert-ico

tool-image-convert-ico-title = Convert image to ICO
tool-image-convert-ico-desc = Makes a square Windows icon (.ico with an embedded PNG) of the chosen size, padding non-square images.
tool-image-convert-ico-param-width = Icon size in pixels (square)

## image-convert-bmp

tool-image-convert-bmp-title = Convert image to BMP
tool-image-convert-bmp-desc = Converts an image to an uncompressed Windows bitmap (24-bit, or 32-bit when it has transparency).

## svg-to-png

tool-svg-to-png-title = SVG to PNG
tool-svg-to-png-desc = Renders an SVG drawing to a PNG of the chosen width, keeping transparency.
tool-svg-to-png-param-width = Output width in pixels
tool-svg-to-png-param-height = Output height in pixels; omitted keeps the aspect ratio, given pads to fit

## image-resize

tool-image-resize-title = Resize image
tool-image-resize-desc = Resizes an image to a width (and optional height) using the chosen fit, keeping its format.
tool-image-resize-output = same as input
tool-image-resize-param-width = Target width in pixels
tool-image-resize-param-height = Target height in pixels; omitted keeps the aspect ratio
tool-image-resize-param-preset = How the image fits the box: inside, cover, contain, fill or outside
tool-image-resize-param-metadata = strip (the default) removes EXIF, XMP, IPTC and the colour profile; keep carries them into the result

## image-crop

tool-image-crop-title = Crop image
tool-image-crop-desc = Cuts out a rectangle given by its top-left corner and size in pixels.
tool-image-crop-output = same as input
tool-image-crop-param-x = Left edge in pixels from the left
tool-image-crop-param-y = Top edge in pixels from the top
tool-image-crop-param-crop_width = Width of the rectangle in pixels
tool-image-crop-param-crop_height = Height of the rectangle in pixels

## image-rotate

tool-image-rotate-title = Rotate image
tool-image-rotate-desc = Rotates an image clockwise; other than right angles, the corners are filled transparent (white for JPEG).
tool-image-rotate-output = same as input
tool-image-rotate-param-degrees = Clockwise angle in degrees

## image-flip

tool-image-flip-title = Flip image
tool-image-flip-desc = Mirrors an image left-right, top-bottom or both.
tool-image-flip-output = same as input
tool-image-flip-param-direction = horizontal, vertical or both

## image-compress

tool-image-compress-title = Compress image
tool-image-compress-desc = Makes an image file smaller with lossy encoding (mozjpeg, palette PNG, WebP or AVIF).
tool-image-compress-output = same as input
tool-image-compress-param-quality = Quality 1-100, lower gives smaller files
tool-image-compress-param-format = Output format: keep, jpg, webp, avif or png
tool-image-compress-param-target_size = Largest result in bytes, or a preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-image-compress-param-metadata = strip (the default) removes EXIF, XMP, IPTC and the colour profile; keep carries them into the result

## image-blur

tool-image-blur-title = Blur image
tool-image-blur-desc = Applies a Gaussian blur of the chosen strength (sigma).
tool-image-blur-output = same as input
tool-image-blur-param-level = Gaussian sigma 0.3-100

## image-sharpen

tool-image-sharpen-title = Sharpen image
tool-image-sharpen-desc = Sharpens an image with an unsharp mask of the chosen radius (sigma).
tool-image-sharpen-output = same as input
tool-image-sharpen-param-level = Sharpening sigma 0.01-10

## image-grayscale

tool-image-grayscale-title = Grayscale image
tool-image-grayscale-desc = Turns an image into shades of grey.
tool-image-grayscale-output = same as input

## image-invert

tool-image-invert-title = Invert colours
tool-image-invert-desc = Inverts the colours of an image (a negative), leaving transparency as it was.
tool-image-invert-output = same as input

## image-brightness

tool-image-brightness-title = Adjust brightness
tool-image-brightness-desc = Multiplies the brightness of an image by a factor (below 1 darker, above 1 lighter).
tool-image-brightness-output = same as input
tool-image-brightness-param-factor = Brightness multiplier 0-4

## image-saturation

tool-image-saturation-title = Adjust saturation
tool-image-saturation-desc = Multiplies the colour saturation of an image by a factor (0 removes all colour).
tool-image-saturation-output = same as input
tool-image-saturation-param-factor = Saturation multiplier 0-4

## image-sepia

tool-image-sepia-title = Sepia tone
tool-image-sepia-desc = Gives an image the warm brown tint of an old photograph.
tool-image-sepia-output = same as input

## image-pixelate

tool-image-pixelate-title = Pixelate image
tool-image-pixelate-desc = Turns an image into coarse square blocks of the chosen size.
tool-image-pixelate-output = same as input
tool-image-pixelate-param-level = Block size in pixels 2-200

## image-round-corners

tool-image-round-corners-title = Round corners
tool-image-round-corners-desc = Cuts the corners of an image to a radius, leaving them transparent, as PNG or WebP.
tool-image-round-corners-param-level = Corner radius in pixels
tool-image-round-corners-param-format = Output format: png or webp

## image-add-border

tool-image-add-border-title = Add border
tool-image-add-border-desc = Adds a white, black or transparent border of the same width on every side.
tool-image-add-border-output = same as input
tool-image-add-border-param-level = Border width in pixels
tool-image-add-border-param-preset = Border colour

## image-trim

tool-image-trim-title = Trim image borders
tool-image-trim-desc = Removes a uniform border whose colour matches the top-left pixel within a threshold.
tool-image-trim-output = same as input
tool-image-trim-param-level = Colour difference threshold 0-255

## image-upscale

tool-image-upscale-title = Upscale image
tool-image-upscale-desc = Enlarges an image by a factor with Lanczos interpolation (classic resampling, not AI).
tool-image-upscale-output = same as input
tool-image-upscale-param-factor = Scale factor 1-4

## image-strip-metadata

tool-image-strip-metadata-title = Remove image metadata
tool-image-strip-metadata-desc = Removes EXIF (camera, GPS), XMP, IPTC and ICC data, turning the image upright first.
tool-image-strip-metadata-output = same as input

## image-metadata

tool-image-metadata-title = Image information
tool-image-metadata-desc = Lists an image's format, size, colour space, orientation, frames and per-channel statistics as JSON.

## image-favicon-set

tool-image-favicon-set-title = Favicon set
tool-image-favicon-set-desc = Makes favicon PNGs (16 to 512 px), an Apple touch icon and a multi-size favicon.ico, zipped.

## pdf-to-png

tool-pdf-to-png-title = PDF to PNG
tool-pdf-to-png-desc = Renders PDF pages to PNG images (one per page, in a ZIP).
tool-pdf-to-png-param-pages = Pages to render, 1-based ranges such as 1-3,5,9- (at most 100 pages)
tool-pdf-to-png-param-level = Resolution in dpi (36–600)

## pdf-to-jpg

tool-pdf-to-jpg-title = PDF to JPG
tool-pdf-to-jpg-desc = Renders PDF pages to JPEG images (one per page, in a ZIP).
tool-pdf-to-jpg-param-pages = Pages to render, 1-based ranges such as 1-3,5,9- (at most 100 pages)
tool-pdf-to-jpg-param-level = Resolution in dpi (36–600)
tool-pdf-to-jpg-param-quality = JPEG quality (1–100)

## pdf-to-webp

tool-pdf-to-webp-title = PDF to WebP
tool-pdf-to-webp-desc = Renders PDF pages to WebP images (one per page, in a ZIP).
tool-pdf-to-webp-param-pages = Pages to render, 1-based ranges such as 1-3,5,9- (at most 100 pages)
tool-pdf-to-webp-param-level = Resolution in dpi (36–600)
tool-pdf-to-webp-param-quality = WebP quality (1–100)

## pdf-thumbnail

tool-pdf-thumbnail-title = PDF thumbnail
tool-pdf-thumbnail-desc = A small image of one PDF page (the first by default).
tool-pdf-thumbnail-param-pages = The page to show (one page number)
tool-pdf-thumbnail-param-width = Thumbnail width in px (32–2000)
tool-pdf-thumbnail-param-format = Image format: png, jpg or webp

## pdf-to-text

tool-pdf-to-text-title = PDF to text
tool-pdf-to-text-desc = Extracts the text of PDF pages as UTF-8 plain text (pages separated by a form feed).
tool-pdf-to-text-param-pages = Pages, 1-based ranges such as 1-3,5,9-

## pdf-to-html

tool-pdf-to-html-title = PDF to HTML
tool-pdf-to-html-desc = Converts PDF pages to one self-contained HTML file with the text laid out as on the page.
tool-pdf-to-html-param-pages = Pages, 1-based ranges such as 1-3,5,9-

## pdf-split-pages

tool-pdf-split-pages-title = Split PDF into pages
tool-pdf-split-pages-desc = One PDF per page (all pages, or the ones chosen), delivered as a ZIP.
tool-pdf-split-pages-param-pages = Pages, 1-based ranges such as 1-3,5,9-

## pdf-extract-pages

tool-pdf-extract-pages-title = Extract PDF pages
tool-pdf-extract-pages-desc = A new PDF with only the chosen pages, in document order.
tool-pdf-extract-pages-param-pages = Pages to keep, such as 1-3,5 (required)

## pdf-remove-pages

tool-pdf-remove-pages-title = Remove PDF pages
tool-pdf-remove-pages-desc = The PDF without the chosen pages (at least one page must remain).
tool-pdf-remove-pages-param-pages = Pages to remove, such as 2,4-6 (required)

## pdf-rotate

tool-pdf-rotate-title = Rotate PDF pages
tool-pdf-rotate-desc = Turns pages clockwise by 90, 180 or 270 degrees (-90 turns anticlockwise), added to any rotation they had.
tool-pdf-rotate-param-degrees = Clockwise rotation: 90, 180, 270 or -90
tool-pdf-rotate-param-pages = Pages, 1-based ranges such as 1-3,5,9-

## pdf-crop

tool-pdf-crop-title = Crop PDF pages
tool-pdf-crop-desc = Sets the visible area of pages: x, y, width and height in points from the top-left corner of the page as shown.
tool-pdf-crop-param-x = Left edge in points from the left of the page
tool-pdf-crop-param-y = Top edge in points from the top of the page
tool-pdf-crop-param-crop_width = Width in points
tool-pdf-crop-param-crop_height = Height in points
tool-pdf-crop-param-pages = Pages, 1-based ranges such as 1-3,5,9-

## pdf-compress

tool-pdf-compress-title = Compress PDF (lossless)
tool-pdf-compress-desc = Rewrites the PDF with duplicate objects merged and streams, fonts and images recompressed; nothing visible changes. level 1–4 is how hard unused and duplicate objects are hunted. With target_size, images are made smaller and written as JPEG, step by step, until the file fits.
tool-pdf-compress-param-level = Garbage collection level (1–4)
tool-pdf-compress-param-target_size = Largest result in bytes, or a preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## pdf-rasterize-compress

tool-pdf-rasterize-compress-title = Compress PDF (rasterise)
tool-pdf-rasterize-compress-desc = Replaces each page by a JPEG image of it: much smaller for scans, but text is no longer selectable.
tool-pdf-rasterize-compress-param-level = Resolution in dpi (50–300)
tool-pdf-rasterize-compress-param-quality = JPEG quality (1–100)

## pdf-grayscale

tool-pdf-grayscale-title = Greyscale PDF
tool-pdf-grayscale-desc = Renders every page in shades of grey (as images: text is no longer selectable).
tool-pdf-grayscale-param-level = Resolution in dpi (36–600)
tool-pdf-grayscale-param-quality = JPEG quality (1–100)

## pdf-metadata

tool-pdf-metadata-title = PDF metadata
tool-pdf-metadata-desc = Title, author, dates, producer, page count and sizes, encryption, form fields and annotations, as JSON. A password-protected PDF is reported as encrypted.

## pdf-strip-metadata

tool-pdf-strip-metadata-title = Remove PDF metadata
tool-pdf-strip-metadata-desc = Removes the title, author, dates, producer and XMP metadata from the PDF.

## pdf-repair

tool-pdf-repair-title = Repair PDF
tool-pdf-repair-desc = Rebuilds a damaged or truncated PDF’s structure and saves a clean copy of what can be recovered.

## pdf-flatten

tool-pdf-flatten-title = Flatten PDF
tool-pdf-flatten-desc = Burns annotations and filled form fields into the pages, so they can no longer be edited.

## pdf-remove-annotations

tool-pdf-remove-annotations-title = Remove PDF annotations
tool-pdf-remove-annotations-desc = Deletes comments, highlights, drawings and other annotations from the chosen pages; form fields stay.
tool-pdf-remove-annotations-param-pages = Pages, 1-based ranges such as 1-3,5,9-

## pdf-add-page-numbers

tool-pdf-add-page-numbers-title = Add page numbers
tool-pdf-add-page-numbers-desc = Writes page numbers on the chosen pages, counting from `start`, upright as each page is shown.
tool-pdf-add-page-numbers-param-direction = Where the number goes: top or bottom, left, center or right
tool-pdf-add-page-numbers-param-level = Font size in points (6–48)
tool-pdf-add-page-numbers-param-start = Number of the first numbered page
tool-pdf-add-page-numbers-param-pages = Pages, 1-based ranges such as 1-3,5,9-

## pdf-n-up

tool-pdf-n-up-title = N-up (pages per sheet)
tool-pdf-n-up-desc = Places 2, 4, 6 or 9 pages on each A4 or Letter sheet, scaled to fit.
tool-pdf-n-up-param-level = Pages per sheet: 2, 4, 6 or 9
tool-pdf-n-up-param-preset = Sheet size: a4 or letter

## pdf-page-size

tool-pdf-page-size-title = Change PDF page size
tool-pdf-page-size-desc = Resizes every page to A3, A4, A5, Letter, Legal or Tabloid (keeping its orientation), content scaled to fit and centred.
tool-pdf-page-size-param-preset = Paper: a3, a4, a5, letter, legal or tabloid

## pdf-extract-images

tool-pdf-extract-images-title = Extract images from PDF
tool-pdf-extract-images-desc = Every distinct image on the chosen pages as a PNG at its own resolution, in a ZIP (at most 500 images).
tool-pdf-extract-images-param-pages = Pages, 1-based ranges such as 1-3,5,9-

## pdf-remove-blank-pages

tool-pdf-remove-blank-pages-title = Remove blank pages
tool-pdf-remove-blank-pages-desc = Drops pages that are (nearly) uniform. level is the largest standard deviation of a page’s grey levels (0–64, at 36 dpi) that still counts as blank: 0 removes only perfectly empty pages.
tool-pdf-remove-blank-pages-param-level = Blankness threshold (0–64)

## image-to-pdf

tool-image-to-pdf-title = Image to PDF
tool-image-to-pdf-desc = Puts an image (JPEG, PNG, WebP, GIF, TIFF, AVIF; every frame of a multi-page TIFF or animated GIF) on PDF pages: fit = page of the image’s own size, a4/letter = centred on paper.
tool-image-to-pdf-param-preset = Page size: fit, a4 or letter
tool-image-to-pdf-param-quality = JPEG quality when the image has to be re-encoded

## txt-to-pdf

tool-txt-to-pdf-title = Text to PDF
tool-txt-to-pdf-desc = Lays a UTF-8 plain-text file out on A4 or Letter pages.
tool-txt-to-pdf-param-preset = Paper: a4 or letter

## html-to-pdf

tool-html-to-pdf-title = HTML to PDF
tool-html-to-pdf-desc = Renders a static HTML page (HTML and CSS; no scripts, no images or styles fetched from anywhere) to PDF.
tool-html-to-pdf-param-preset = Paper: a4 or letter

## epub-to-pdf

tool-epub-to-pdf-title = EPUB to PDF
tool-epub-to-pdf-desc = Lays an EPUB e-book out on A4 or Letter pages (pictures and styles inside the book are used).
tool-epub-to-pdf-param-preset = Paper: a4 or letter

## audio-to-mp3

tool-audio-to-mp3-title = Audio to MP3
tool-audio-to-mp3-desc = Convert audio (or the sound of a video) to MP3 with LAME at a constant bitrate.
tool-audio-to-mp3-param-bitrate = Audio bitrate in kbit/s (32–320; with target_size, the most used)
tool-audio-to-mp3-param-target_size = Largest result in bytes, or a preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## audio-to-wav

tool-audio-to-wav-title = Audio to WAV
tool-audio-to-wav-desc = Convert audio to uncompressed PCM WAV: 16-bit, 24-bit or 8-bit unsigned.
tool-audio-to-wav-param-preset = Sample format: s16, s24 or u8

## audio-to-ogg

tool-audio-to-ogg-title = Audio to OGG Vorbis
tool-audio-to-ogg-desc = Convert audio to Ogg Vorbis; the bitrate sets the VBR quality (nominal for stereo 44.1 kHz).
tool-audio-to-ogg-param-bitrate = Audio bitrate in kbit/s (48–500; with target_size, the most used)
tool-audio-to-ogg-param-target_size = Largest result in bytes, or a preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## audio-to-opus

tool-audio-to-opus-title = Audio to Opus
tool-audio-to-opus-desc = Convert audio to Opus in an Ogg file (at most 256 kbit/s per channel).
tool-audio-to-opus-param-bitrate = Audio bitrate in kbit/s (6–510; with target_size, the most used)
tool-audio-to-opus-param-target_size = Largest result in bytes, or a preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## audio-to-flac

tool-audio-to-flac-title = Audio to FLAC
tool-audio-to-flac-desc = Convert audio to lossless FLAC; level is the compression effort (0–12).
tool-audio-to-flac-param-level = FLAC compression level (0–12)

## audio-to-m4a

tool-audio-to-m4a-title = Audio to M4A (AAC)
tool-audio-to-m4a-desc = Convert audio to AAC in an M4A file.
tool-audio-to-m4a-param-bitrate = Audio bitrate in kbit/s (32–320; with target_size, the most used)
tool-audio-to-m4a-param-target_size = Largest result in bytes, or a preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## audio-to-aac

tool-audio-to-aac-title = Audio to AAC
tool-audio-to-aac-desc = Convert audio to a raw AAC (ADTS) stream.
tool-audio-to-aac-param-bitrate = Audio bitrate in kbit/s (32–320; with target_size, the most used)
tool-audio-to-aac-param-target_size = Largest result in bytes, or a preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## audio-to-aiff

tool-audio-to-aiff-title = Audio to AIFF
tool-audio-to-aiff-desc = Convert audio to 16-bit PCM AIFF.

## audio-to-wma

tool-audio-to-wma-title = Audio to WMA
tool-audio-to-wma-desc = Convert audio to Windows Media Audio 2 (stereo at most).
tool-audio-to-wma-param-bitrate = Audio bitrate in kbit/s (32–192; with target_size, the most used)
tool-audio-to-wma-param-target_size = Largest result in bytes, or a preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## audio-to-alac

tool-audio-to-alac-title = Audio to ALAC
tool-audio-to-alac-desc = Convert audio to Apple Lossless in an M4A file.

## audio-trim

tool-audio-trim-title = Trim audio
tool-audio-trim-desc = Keep the part between start and end (seconds); re-encoded in the input's format.
tool-audio-trim-output = same as input
tool-audio-trim-param-start = Start of the kept part, seconds
tool-audio-trim-param-end = End of the kept part, seconds (after start)

## audio-volume

tool-audio-volume-title = Change volume
tool-audio-volume-desc = Raise or lower the volume by gain_db decibels.
tool-audio-volume-output = same as input
tool-audio-volume-param-gain_db = Gain in dB (−30 to +30)

## audio-normalize

tool-audio-normalize-title = Normalize loudness
tool-audio-normalize-desc = EBU R128 loudness normalisation to the target level in LUFS (two passes: measure, then exact gain, or loudnorm with the measured values when the peak would pass −1.5 dBTP).
tool-audio-normalize-output = same as input
tool-audio-normalize-param-level = Target integrated loudness, LUFS

## audio-speed

tool-audio-speed-title = Change audio speed
tool-audio-speed-desc = Play faster or slower by factor, keeping the pitch.
tool-audio-speed-output = same as input
tool-audio-speed-param-factor = Speed factor (0.5–4)

## audio-pitch

tool-audio-pitch-title = Change pitch
tool-audio-pitch-desc = Shift the pitch by factor (1.12 ≈ two semitones up) while keeping the tempo.
tool-audio-pitch-output = same as input
tool-audio-pitch-param-factor = Pitch factor (0.5–2)

## audio-reverse

tool-audio-reverse-title = Reverse audio
tool-audio-reverse-desc = Play the audio backwards (at most 10 minutes: the whole clip is held in memory).
tool-audio-reverse-output = same as input

## audio-fade

tool-audio-fade-title = Fade in / out
tool-audio-fade-desc = Fade in over the first start seconds and out over the last end seconds.
tool-audio-fade-output = same as input
tool-audio-fade-param-start = Fade-in length, seconds (0 = none)
tool-audio-fade-param-end = Fade-out length, seconds (0 = none)

## audio-remove-silence

tool-audio-remove-silence-title = Remove silence
tool-audio-remove-silence-desc = Cut leading silence and every pause longer than half a second that stays below level dB.
tool-audio-remove-silence-output = same as input
tool-audio-remove-silence-param-level = Silence threshold, dB

## audio-noise-reduction

tool-audio-noise-reduction-title = Reduce noise
tool-audio-noise-reduction-desc = FFT denoiser that tracks the noise floor; level is the noise reduction in dB.
tool-audio-noise-reduction-output = same as input
tool-audio-noise-reduction-param-level = Noise reduction, dB (0.01–97)

## audio-bass-boost

tool-audio-bass-boost-title = Bass boost
tool-audio-bass-boost-desc = Boost low frequencies (shelf around 100 Hz) by gain_db.
tool-audio-bass-boost-output = same as input
tool-audio-bass-boost-param-gain_db = Bass gain, dB (0–20)

## audio-to-mono

tool-audio-to-mono-title = Convert to mono
tool-audio-to-mono-desc = Mix all channels down to one.
tool-audio-to-mono-output = same as input

## audio-waveform-image

tool-audio-waveform-image-title = Waveform image
tool-audio-waveform-image-desc = Draw the waveform of the whole track as a PNG with a transparent background.
tool-audio-waveform-image-param-width = Image width, px (100–4000)
tool-audio-waveform-image-param-height = Image height, px (50–2000)

## audio-spectrogram-image

tool-audio-spectrogram-image-title = Spectrogram image
tool-audio-spectrogram-image-desc = Draw a spectrogram of the whole track (time across, frequency up) as a PNG of exactly that size.
tool-audio-spectrogram-image-param-width = Image width, px (100–4000)
tool-audio-spectrogram-image-param-height = Image height, px (50–2000)

## audio-metadata

tool-audio-metadata-title = Audio metadata
tool-audio-metadata-desc = Format, codec, duration, channels, tags, and a loudness summary (EBU R128 and volume) as JSON.

## video-to-mp4

tool-video-to-mp4-title = Video to MP4
tool-video-to-mp4-desc = Convert video to H.264/AAC MP4 (yuv420p, fast start) for browsers and phones.
tool-video-to-mp4-param-level = x264 CRF: lower = better and larger (0–51)
tool-video-to-mp4-param-preset = x264 speed preset
tool-video-to-mp4-param-bitrate = AAC audio bitrate, kbit/s
tool-video-to-mp4-param-target_size = Largest result in bytes, or a preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-to-webm

tool-video-to-webm-title = Video to WebM
tool-video-to-webm-desc = Convert video to VP9/Opus WebM in constant-quality mode.
tool-video-to-webm-param-level = VP9 CRF: lower = better and larger (0–63)
tool-video-to-webm-param-preset = realtime = fast; good = slower, smaller

## video-to-mkv

tool-video-to-mkv-title = Video to MKV
tool-video-to-mkv-desc = Put the video into Matroska: streams copied unchanged, or re-encoded to H.264/AAC.
tool-video-to-mkv-param-preset = copy = remux the streams unchanged when possible; encode = H.264/AAC

## video-to-mov

tool-video-to-mov-title = Video to MOV
tool-video-to-mov-desc = Put the video into QuickTime MOV: copied when its codecs fit MOV, else re-encoded to H.264/AAC.
tool-video-to-mov-param-preset = copy = remux the streams unchanged when possible; encode = H.264/AAC

## video-to-avi

tool-video-to-avi-title = Video to AVI
tool-video-to-avi-desc = Convert video to MPEG-4 Part 2 (Xvid tag) with MP3 audio in AVI.
tool-video-to-avi-param-level = MPEG-4 quantiser: lower = better (2–31)

## video-to-hevc

tool-video-to-hevc-title = Video to HEVC (H.265)
tool-video-to-hevc-desc = Convert video to H.265 (hvc1) with AAC audio in MP4: about half the size of H.264 at equal quality.
tool-video-to-hevc-param-level = x265 CRF: lower = better and larger (0–51)
tool-video-to-hevc-param-preset = x265 speed preset

## video-to-gif

tool-video-to-gif-title = Video to GIF
tool-video-to-gif-desc = Turn up to 30 s of video into an animated GIF with an optimised palette.
tool-video-to-gif-param-fps = Frames per second (1–30)
tool-video-to-gif-param-width = Width, px (16–1280; never upscaled)
tool-video-to-gif-param-start = Start of the clip, seconds
tool-video-to-gif-param-end = End of the clip, seconds (default start + 10; at most 30 s after start)
tool-video-to-gif-param-target_size = Largest result in bytes, or a preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-to-animated-webp

tool-video-to-animated-webp-title = Video to animated WebP
tool-video-to-animated-webp-desc = Turn up to 30 s of video into an animated WebP (lossy, looping).
tool-video-to-animated-webp-param-fps = Frames per second (1–30)
tool-video-to-animated-webp-param-width = Width, px (16–1280; never upscaled)
tool-video-to-animated-webp-param-start = Start of the clip, seconds
tool-video-to-animated-webp-param-end = End of the clip, seconds (default start + 10; at most 30 s after start)
tool-video-to-animated-webp-param-quality = WebP quality (1–100)

## video-extract-audio

tool-video-extract-audio-title = Extract audio
tool-video-extract-audio-desc = Save the sound of a video as MP3, M4A, WAV, OGG, Opus or FLAC; copied without re-encoding when it already has that codec.
tool-video-extract-audio-param-format = Audio format
tool-video-extract-audio-param-bitrate = Bitrate for lossy formats, kbit/s (unused when copied)

## video-mute

tool-video-mute-title = Remove sound
tool-video-mute-desc = Drop the audio track; the picture is copied unchanged.
tool-video-mute-output = same as input

## video-trim

tool-video-trim-title = Trim video
tool-video-trim-desc = Keep start..end seconds. fast = stream copy, cut at the keyframe before start (may begin a little early); accurate = re-encoded, frame-exact.
tool-video-trim-output = same as input
tool-video-trim-param-start = Start of the kept part, seconds
tool-video-trim-param-end = End of the kept part, seconds (after start)
tool-video-trim-param-preset = fast = keyframe-aligned stream copy; accurate = re-encode

## video-crop

tool-video-crop-title = Crop video
tool-video-crop-desc = Keep a rectangle of the picture (x, y, crop_width, crop_height in pixels; sizes rounded to even).
tool-video-crop-param-x = Left edge of the kept area, px
tool-video-crop-param-y = Top edge of the kept area, px
tool-video-crop-param-crop_width = Width of the kept area, px (rounded down to even)
tool-video-crop-param-crop_height = Height of the kept area, px (rounded down to even)

## video-resize

tool-video-resize-title = Resize video
tool-video-resize-desc = Scale to width pixels; height follows the aspect ratio unless given. Sizes are rounded to even.
tool-video-resize-param-width = Output width, px (16–3840)
tool-video-resize-param-height = Output height, px (omit to keep the aspect ratio)

## video-rotate

tool-video-rotate-title = Rotate video
tool-video-rotate-desc = Rotate the picture clockwise by 90, 180 or 270 degrees.
tool-video-rotate-param-degrees = Clockwise rotation: 90, 180 or 270

## video-flip

tool-video-flip-title = Flip video
tool-video-flip-desc = Mirror the picture horizontally, vertically or both.
tool-video-flip-param-direction = Mirror axis

## video-speed

tool-video-speed-title = Change video speed
tool-video-speed-desc = Speed up or slow down picture and sound together (sound keeps its pitch).
tool-video-speed-param-factor = Speed factor (0.25–4)

## video-reverse

tool-video-reverse-title = Reverse video
tool-video-reverse-desc = Play the clip backwards, sound included (at most 60 s: every frame is held in memory).

## video-compress

tool-video-compress-title = Compress video
tool-video-compress-desc = Re-encode to smaller H.264/AAC (128 kbit/s) MP4; optionally cap the width.
tool-video-compress-param-level = x264 CRF: higher = smaller (18–40)
tool-video-compress-param-preset = x264 speed preset
tool-video-compress-param-width = Largest output width, px (0 = keep)
tool-video-compress-param-target_size = Largest result in bytes, or a preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-change-fps

tool-video-change-fps-title = Change frame rate
tool-video-change-fps-desc = Resample to fps frames per second (frames are dropped or repeated; length unchanged).
tool-video-change-fps-param-fps = Frames per second (1–60)

## video-loop

tool-video-loop-title = Loop video
tool-video-loop-desc = Repeat the clip level times in one file (streams copied; result at most 600 s).
tool-video-loop-output = same as input
tool-video-loop-param-level = Total plays (2–20)

## video-fade

tool-video-fade-title = Fade video in / out
tool-video-fade-desc = Fade from black over the first start seconds and to black over the last end seconds; sound too.
tool-video-fade-param-start = Fade-in length, seconds (0 = none)
tool-video-fade-param-end = Fade-out length, seconds (0 = none)

## video-grayscale

tool-video-grayscale-title = Black and white video
tool-video-grayscale-desc = Remove all colour from the picture.

## video-stabilize

tool-video-stabilize-title = Stabilize video
tool-video-stabilize-desc = Smooth camera shake in two passes (vid.stab); level = frames of smoothing. At most 5 minutes.
tool-video-stabilize-param-level = Smoothing window, frames (1–100)

## video-volume

tool-video-volume-title = Change video volume
tool-video-volume-desc = Raise or lower the sound by gain_db decibels; the picture is copied unchanged.
tool-video-volume-output = same as input
tool-video-volume-param-gain_db = Gain in dB (−30 to +30)

## video-normalize-audio

tool-video-normalize-audio-title = Normalize video loudness
tool-video-normalize-audio-desc = EBU R128 loudness normalisation of the sound to level LUFS (two passes, TP −1.5, LRA 11); picture copied.
tool-video-normalize-audio-output = same as input
tool-video-normalize-audio-param-level = Target integrated loudness, LUFS

## video-metadata

tool-video-metadata-title = Video metadata
tool-video-metadata-desc = Container, duration, size, frame rate, rotation, codecs, tracks and tags as JSON.

## video-thumbnail-at-time

tool-video-thumbnail-at-time-title = Thumbnail at a time
tool-video-thumbnail-at-time-desc = Save the frame at start seconds as JPG, PNG or WebP, optionally resized to width.
tool-video-thumbnail-at-time-param-start = Time of the frame, seconds
tool-video-thumbnail-at-time-param-width = Output width, px (0 = the video's own; 16–3840)
tool-video-thumbnail-at-time-param-format = Image format: jpg, png or webp
tool-video-thumbnail-at-time-param-quality = JPG/WebP quality (1–100)

## video-thumbnail-auto

tool-video-thumbnail-auto-title = Automatic thumbnail
tool-video-thumbnail-auto-desc = Pick the most representative frame (ffmpeg thumbnail filter) from a stretch after the opening.
tool-video-thumbnail-auto-param-width = Output width, px (0 = the video's own; 16–3840)
tool-video-thumbnail-auto-param-format = Image format: jpg, png or webp

## video-first-frame

tool-video-first-frame-title = First frame
tool-video-first-frame-desc = Save the first frame of the video.
tool-video-first-frame-param-width = Output width, px (0 = the video's own; 16–3840)
tool-video-first-frame-param-format = Image format: jpg, png or webp

## video-last-frame

tool-video-last-frame-title = Last frame
tool-video-last-frame-desc = Save the last frame of the video (decodes only the final seconds).
tool-video-last-frame-param-width = Output width, px (0 = the video's own; 16–3840)
tool-video-last-frame-param-format = Image format: jpg, png or webp

## video-contact-sheet

tool-video-contact-sheet-title = Contact sheet
tool-video-contact-sheet-desc = A level × level grid of frames spread evenly over the video, as one JPEG.
tool-video-contact-sheet-param-level = Grid size N (N×N frames, 2–8)
tool-video-contact-sheet-param-width = Width of each tile, px (80–640)

## video-extract-frames

tool-video-extract-frames-title = Extract frames
tool-video-extract-frames-desc = Save fps frames per second between start and end as JPG or PNG files in one ZIP (at most 300).
tool-video-extract-frames-param-fps = Frames per second to save (0.05–10)
tool-video-extract-frames-param-start = Start of the window, seconds
tool-video-extract-frames-param-end = End of the window, seconds (default: the end)
tool-video-extract-frames-param-format = Image format: jpg or png

## video-scene-frames

tool-video-scene-frames-title = Scene frames
tool-video-scene-frames-desc = Save the first frame and the first frame of every scene change (score above level) as JPEGs in one ZIP (at most 100).
tool-video-scene-frames-param-level = Scene-change threshold (0.1–0.9)

## video-poster-play-button

tool-video-poster-play-button-title = Poster with play button
tool-video-poster-play-button-desc = The frame at start seconds, resized to width, with a play button drawn in the middle (JPEG).
tool-video-poster-play-button-param-start = Time of the frame, seconds
tool-video-poster-play-button-param-width = Poster width, px (16–3840)

## qr-decode-image

tool-qr-decode-image-title = Read QR codes in an image
tool-qr-decode-image-desc = Finds every QR code (also Micro QR and rMQR) in a photo or screenshot and returns their text as JSON.

## barcode-decode-image

tool-barcode-decode-image-title = Read barcodes in an image
tool-barcode-decode-image-desc = Finds barcodes of every common symbology (EAN/UPC, Code 128/39/93, ITF, Codabar, DataBar, QR, Data Matrix, PDF417, Aztec, MaxiCode) and returns them as JSON.

## qr-decode-pdf

tool-qr-decode-pdf-title = Read QR codes in a PDF
tool-qr-decode-pdf-desc = Renders PDF pages (the first 10 unless pages are named) and returns every QR code found, with its page, as JSON.
tool-qr-decode-pdf-param-pages = Pages to search, 1-based ranges such as 1-3,5,9- (default: the first 10)
tool-qr-decode-pdf-param-level = Rendering resolution in dpi (72–400)

## qr-decode-video

tool-qr-decode-video-title = Read QR codes in a video
tool-qr-decode-video-desc = Samples video frames (fps per second, within a window of at most 120 s) and lists each distinct QR code with when it was first and last seen.
tool-qr-decode-video-param-fps = Frames sampled per second of video (0.2–10)
tool-qr-decode-video-param-start = Window start in seconds
tool-qr-decode-video-param-end = Window end in seconds (default: start + 120 s or the end of the video)

## qr-from-text-file

tool-qr-from-text-file-title = Text file to QR code
tool-qr-from-text-file-desc = Encodes the content of a UTF-8 text file as one QR code (up to 2331 bytes at level M).
tool-qr-from-text-file-output = image/png, image/svg+xml, image/jpeg or image/webp (format)
tool-qr-from-text-file-param-format = Output image format
tool-qr-from-text-file-param-width = Image width in pixels (a symbol that needs more is drawn larger)
tool-qr-from-text-file-param-level = Error-correction level: L 7%, M 15%, Q 25%, H 30%

## qr-from-vcard

tool-qr-from-vcard-title = vCard to QR code
tool-qr-from-vcard-desc = Turns a contact card (.vcf) into a QR code that phones offer to save as a contact.
tool-qr-from-vcard-output = image/png, image/svg+xml, image/jpeg or image/webp (format)
tool-qr-from-vcard-param-format = Output image format
tool-qr-from-vcard-param-width = Image width in pixels (a symbol that needs more is drawn larger)
tool-qr-from-vcard-param-level = Error-correction level: L 7%, M 15%, Q 25%, H 30%

## qr-batch-from-lines

tool-qr-batch-from-lines-title = QR codes from lines
tool-qr-batch-from-lines-desc = One QR code per non-empty line of a text file (at most 100), delivered as a ZIP of images.
tool-qr-batch-from-lines-param-format = Output image format
tool-qr-batch-from-lines-param-width = Image width in pixels (a symbol that needs more is drawn larger)
tool-qr-batch-from-lines-param-level = Error-correction level: L 7%, M 15%, Q 25%, H 30%

## barcode-from-text-file

tool-barcode-from-text-file-title = Text file to barcode
tool-barcode-from-text-file-desc = Encodes the text of a file as Code 128, Code 39, EAN-13, EAN-8, UPC-A, ITF, Data Matrix, PDF417 or Aztec, as SVG or PNG.
tool-barcode-from-text-file-output = image/svg+xml or image/png (format)
tool-barcode-from-text-file-param-preset = Symbology
tool-barcode-from-text-file-param-format = Output format
tool-barcode-from-text-file-param-width = Image width in pixels

## yt-thumbnail-default

tool-yt-thumbnail-default-title = Video thumbnail: default
tool-yt-thumbnail-default-desc = Downloads the video's default.jpg thumbnail (120×90).

## yt-thumbnail-medium

tool-yt-thumbnail-medium-title = Video thumbnail: medium
tool-yt-thumbnail-medium-desc = Downloads the video's mqdefault.jpg thumbnail (320×180).

## yt-thumbnail-high

tool-yt-thumbnail-high-title = Video thumbnail: high
tool-yt-thumbnail-high-desc = Downloads the video's hqdefault.jpg thumbnail (480×360), 4:3 with black bars.

## yt-thumbnail-standard

tool-yt-thumbnail-standard-title = Video thumbnail: standard
tool-yt-thumbnail-standard-desc = Downloads the video's sddefault.jpg thumbnail (640×480); not every video has one.

## yt-thumbnail-maxres

tool-yt-thumbnail-maxres-title = Video thumbnail: maximum resolution
tool-yt-thumbnail-maxres-desc = Downloads the video's maxresdefault.jpg thumbnail (1280×720); not every video has one.

## yt-thumbnail-best

tool-yt-thumbnail-best-title = Best video thumbnail
tool-yt-thumbnail-best-desc = The largest thumbnail the video really has (maxres, else standard, else high), as JPEG, PNG or WebP.
tool-yt-thumbnail-best-output = image/jpeg, image/png or image/webp (format)
tool-yt-thumbnail-best-param-format = Output format

## yt-thumbnail-webp

tool-yt-thumbnail-webp-title = Video thumbnail as WebP
tool-yt-thumbnail-webp-desc = Downloads the WebP version of a thumbnail size the video host serves (default, mq, hq, sd, maxres).
tool-yt-thumbnail-webp-param-preset = Thumbnail size: default, mq, hq, sd or maxres

## yt-thumbnail-resize

tool-yt-thumbnail-resize-title = Resized video thumbnail
tool-yt-thumbnail-resize-desc = The best thumbnail resized to a given size: cover fills the frame and crops, contain fits inside with black bars. A width or height of 0 keeps the aspect ratio.
tool-yt-thumbnail-resize-output = image/jpeg, image/png or image/webp (format)
tool-yt-thumbnail-resize-param-width = Width in pixels (0 = from height and aspect)
tool-yt-thumbnail-resize-param-height = Height in pixels (0 = from width and aspect)
tool-yt-thumbnail-resize-param-format = Output format
tool-yt-thumbnail-resize-param-quality = JPEG/WebP quality
tool-yt-thumbnail-resize-param-preset = cover (crop to fill) or contain (letterbox)

## yt-thumbnail-crop-16x9

tool-yt-thumbnail-crop-16x9-title = Video thumbnail cropped to 16:9
tool-yt-thumbnail-crop-16x9-desc = Takes the 4:3 high or standard thumbnail and cuts out its centre 16:9 picture, dropping the black bars.
tool-yt-thumbnail-crop-16x9-param-preset = Source thumbnail: hq (480×360) or sd (640×480)

## yt-qr-code

tool-yt-qr-code-title = QR code for a video link
tool-yt-qr-code-desc = A QR code that opens the video (optionally at a start time); made locally, no request leaves the server.
tool-yt-qr-code-output = image/png, image/svg+xml, image/jpeg or image/webp (format)
tool-yt-qr-code-param-format = Output image format
tool-yt-qr-code-param-width = Image width in pixels (a symbol that needs more is drawn larger)
tool-yt-qr-code-param-level = Error-correction level: L 7%, M 15%, Q 25%, H 30%
tool-yt-qr-code-param-start = Start time in seconds (whole seconds are used)

## yt-oembed-metadata

tool-yt-oembed-metadata-title = Video metadata (oEmbed)
tool-yt-oembed-metadata-desc = Title, channel, thumbnail and player HTML of a public video, from the video host's oEmbed endpoint, as JSON.

## yt-embed-code

tool-yt-embed-code-title = Embed code for a video
tool-yt-embed-code-desc = An HTML page with a copy-ready privacy-enhanced iframe (start and optional end time) and the plain watch, short and embed links. Made locally, no request leaves the server.
tool-yt-embed-code-param-start = Start time in seconds
tool-yt-embed-code-param-end = End time in seconds (after start)
tool-yt-embed-code-param-width = Player width in pixels
tool-yt-embed-code-param-height = Player height in pixels

## pdf-merge

tool-pdf-merge-title = Merge PDFs
tool-pdf-merge-desc = Joins several PDFs into one: every page of each file, in the order the files were sent.

## images-to-pdf

tool-images-to-pdf-title = Images to PDF
tool-images-to-pdf-desc = Puts several images (JPEG, PNG, WebP, GIF, TIFF, AVIF) into one PDF, one page per image in the order sent (the first frame of an animation): fit = page of the image’s own size, a4/letter = centred on paper.
tool-images-to-pdf-param-preset = Page size: fit, a4 or letter
tool-images-to-pdf-param-quality = JPEG quality when an image has to be re-encoded

## audio-concat

tool-audio-concat-title = Join audio
tool-audio-concat-desc = Joins several audio files end to end, in the order sent, into one MP3 (44.1 kHz stereo).
tool-audio-concat-param-bitrate = MP3 bitrate, kbit/s (32–320)

## video-concat

tool-video-concat-title = Join videos
tool-video-concat-desc = Joins several videos end to end, in the order sent, into one MP4 (H.264/AAC): each is scaled and padded to the first one’s frame size at one frame rate; the sound is kept when every video has sound.
tool-video-concat-param-fps = Frame rate of the result (1–60)

## video-add-audio

tool-video-add-audio-title = Add a sound track
tool-video-add-audio-desc = Puts the sound of the second file (an audio file, or a video with sound) under the picture of the first, in an MP4; the result is as long as the shorter of the two.
tool-video-add-audio-param-bitrate = AAC bitrate, kbit/s (32–320)

## word-to-pdf

tool-word-to-pdf-title = Word to PDF
tool-word-to-pdf-desc = Converts a Word, OpenDocument or RTF text document (docx, doc, odt, rtf) to PDF. Macros never run; linked files and pictures are not fetched.

## spreadsheet-to-pdf

tool-spreadsheet-to-pdf-title = Spreadsheet to PDF
tool-spreadsheet-to-pdf-desc = Converts a spreadsheet (xlsx, xls, ods, or CSV text) to PDF: every sheet, each on one page as wide as its used columns. Formulas keep their saved results; macros never run.

## presentation-to-pdf

tool-presentation-to-pdf-title = Presentation to PDF
tool-presentation-to-pdf-desc = Converts a presentation (pptx, ppt, odp) to PDF, one page per slide. Macros never run.

## docx-to-odt

tool-docx-to-odt-title = Word to ODT
tool-docx-to-odt-desc = Converts a Word document (docx, doc, rtf) to OpenDocument Text (odt).

## odt-to-docx

tool-odt-to-docx-title = ODT to Word
tool-odt-to-docx-desc = Converts an OpenDocument Text (odt) or RTF document to Word (docx).

## xlsx-to-ods

tool-xlsx-to-ods-title = Excel to ODS
tool-xlsx-to-ods-desc = Converts an Excel workbook (xlsx, xls) to an OpenDocument Spreadsheet (ods).

## ods-to-xlsx

tool-ods-to-xlsx-title = ODS to Excel
tool-ods-to-xlsx-desc = Converts an OpenDocument Spreadsheet (ods) to an Excel workbook (xlsx).

## xlsx-to-csv

tool-xlsx-to-csv-title = Excel to CSV
tool-xlsx-to-csv-desc = Writes every sheet of an Excel workbook (xlsx) as a CSV file (UTF-8, comma separated), all in one ZIP.

## ods-to-csv

tool-ods-to-csv-title = ODS to CSV
tool-ods-to-csv-desc = Writes every sheet of an OpenDocument or old Excel spreadsheet (ods, xls) as a CSV file, all in one ZIP.

## slides-to-png

tool-slides-to-png-title = Slides to PNG
tool-slides-to-png-desc = Renders every slide of a presentation (pptx, ppt, odp) to a PNG image, all in one ZIP.
tool-slides-to-png-param-level = Resolution in dpi (36–300)

## docx-to-text

tool-docx-to-text-title = Word to text
tool-docx-to-text-desc = Extracts the text of a Word document (docx) as UTF-8 plain text, one paragraph per line.

## docx-to-html

tool-docx-to-html-title = Word to HTML
tool-docx-to-html-desc = Converts a Word document (docx) to one HTML page: headings, lists, tables and pictures (inline).

## ocr-image

tool-ocr-image-title = Image to text (OCR)
tool-ocr-image-desc = Reads the text in a photo or scan. txt: plain text; hocr: HTML with every word and its box; tsv: one row per word with its box and confidence. Sideways and upside-down images are turned automatically.
tool-ocr-image-output = text/plain, text/html or text/tab-separated-values (format)
tool-ocr-image-param-lang = Languages of the text, tesseract codes joined with + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-image-param-format = txt (plain text), hocr (HTML with word boxes) or tsv (word boxes)
tool-ocr-image-param-layout = block (one block of text, read across the page) or columns (find the text columns and read each in turn)

## ocr-image-to-pdf

tool-ocr-image-to-pdf-title = Image to searchable PDF (OCR)
tool-ocr-image-to-pdf-desc = Makes a PDF page of the image with its text read by OCR laid invisibly over it, so the text can be searched, selected and copied. A JPEG is embedded byte for byte, other images pixel for pixel.
tool-ocr-image-to-pdf-param-lang = Languages of the text, tesseract codes joined with + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)

## ocr-pdf

tool-ocr-pdf-title = Searchable PDF (OCR)
tool-ocr-pdf-desc = Reads the scanned pages of a PDF by OCR and lays their text invisibly over them, so it can be searched, selected and copied; the pages look exactly as before. Pages that already have text are left as they are.
tool-ocr-pdf-param-lang = Languages of the text, tesseract codes joined with + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-pdf-param-pages = Pages to read, 1-based ranges such as 1-3,5,9- (at most 50 pages)

## ocr-pdf-to-text

tool-ocr-pdf-to-text-title = PDF to text with OCR
tool-ocr-pdf-to-text-desc = The text of every page as UTF-8 plain text (pages separated by a form feed): pages with a text layer give theirs, scanned pages are read by OCR.
tool-ocr-pdf-to-text-param-lang = Languages of the text, tesseract codes joined with + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-pdf-to-text-param-pages = Pages to read, 1-based ranges such as 1-3,5,9- (at most 50 pages)

## url-to-pdf

tool-url-to-pdf-title = Web page to PDF
tool-url-to-pdf-desc = Prints a public web page to PDF as a browser shows it, scripts run. The page, everything it loads and every redirect must be on a public address; a capture has a time, byte and page budget.
tool-url-to-pdf-param-preset = Paper: a4 or letter

## url-to-png

tool-url-to-png-title = Web page screenshot
tool-url-to-png-desc = A PNG screenshot of a public web page: the whole page or the first screen (preset), at a window width and height in CSS pixels and a device scale (factor). The same address rules and budgets as Web page to PDF.
tool-url-to-png-param-preset = full: the whole page; viewport: the first screen only
tool-url-to-png-param-width = Window width in CSS pixels
tool-url-to-png-param-height = Window height in CSS pixels
tool-url-to-png-param-factor = Device scale: image pixels per CSS pixel

## html-to-pdf-browser

tool-html-to-pdf-browser-title = HTML to PDF (browser)
tool-html-to-pdf-browser-desc = Prints an HTML file to PDF as a browser renders it, scripts run, with no network at all: every image, style, frame or fetch the page asks for from anywhere is refused (inline styles, scripts and data: images work).
tool-html-to-pdf-browser-param-preset = Paper: a4 or letter

## markdown-to-html

tool-markdown-to-html-title = Markdown to HTML
tool-markdown-to-html-desc = Turns a GitHub-flavoured Markdown file (tables, task lists, fenced code) into one HTML page with its stylesheet; code blocks are highlighted. Nothing the text links to is fetched.

## markdown-to-pdf

tool-markdown-to-pdf-title = Markdown to PDF
tool-markdown-to-pdf-desc = Lays a GitHub-flavoured Markdown file out on A4 or Letter pages, code highlighted, without a browser: no script runs and no image or style is fetched from anywhere.
tool-markdown-to-pdf-param-preset = Paper: a4 or letter

## mobi-to-pdf

tool-mobi-to-pdf-title = MOBI to PDF
tool-mobi-to-pdf-desc = Lays a Kindle/Mobipocket e-book (MOBI, without DRM) out on A4 or Letter pages.
tool-mobi-to-pdf-param-preset = Paper: a4 or letter

## fb2-to-pdf

tool-fb2-to-pdf-title = FB2 to PDF
tool-fb2-to-pdf-desc = Lays a FictionBook (FB2) e-book out on A4 or Letter pages, with the pictures inside the book.
tool-fb2-to-pdf-param-preset = Paper: a4 or letter

## cbz-to-pdf

tool-cbz-to-pdf-title = Comic (CBZ) to PDF
tool-cbz-to-pdf-desc = Puts the pictures of a comic book archive (CBZ: a ZIP of JPEG, PNG, GIF, WebP, BMP or TIFF pages) on PDF pages, one page each, in name order.

## pdf-to-cbz

tool-pdf-to-cbz-title = PDF to comic (CBZ)
tool-pdf-to-cbz-desc = Renders PDF pages to JPEG pictures in a comic book archive (CBZ) that comic readers open.
tool-pdf-to-cbz-param-pages = Pages to render, 1-based ranges such as 1-3,5,9- (at most 100 pages)
tool-pdf-to-cbz-param-level = Resolution in dpi (36–600)
tool-pdf-to-cbz-param-quality = JPEG quality (1–100)

## eml-to-pdf

tool-eml-to-pdf-title = E-mail to PDF
tool-eml-to-pdf-desc = Prints an e-mail message (.eml) to PDF: From, To, Cc, Date and Subject, the body (HTML with nothing fetched from anywhere, or plain text) and the attachments by name and size.
tool-eml-to-pdf-param-preset = Paper: a4 or letter

## data-to-json

tool-data-to-json-title = Data to JSON
tool-data-to-json-desc = Converts YAML, TOML, XML, CSV to JSON. A CSV becomes a list of records keyed by its header row; XML attributes become keys starting with @_. Files up to 5 MB, nested up to 100 levels; YAML aliases up to 100; XML entities are never expanded.

## data-to-yaml

tool-data-to-yaml-title = Data to YAML
tool-data-to-yaml-desc = Converts JSON, TOML, XML, CSV to YAML. Keys keep their order. Files up to 5 MB, nested up to 100 levels; YAML aliases up to 100; XML entities are never expanded.

## data-to-toml

tool-data-to-toml-title = Data to TOML
tool-data-to-toml-desc = Converts JSON, YAML, XML, CSV to TOML. A list at the top is written as [[item]] tables; TOML has no null, so data holding one is refused. Files up to 5 MB, nested up to 100 levels; YAML aliases up to 100; XML entities are never expanded.

## data-to-xml

tool-data-to-xml-title = Data to XML
tool-data-to-xml-desc = Converts JSON, YAML, TOML, CSV to XML. One key at the top is the root element, anything else is wrapped in <root>; keys starting with @_ become attributes. Files up to 5 MB, nested up to 100 levels; YAML aliases up to 100; XML entities are never expanded.

## data-to-csv

tool-data-to-csv-title = Data to CSV
tool-data-to-csv-desc = Converts JSON, YAML, TOML, XML to CSV. Takes a list of records (or a map holding one list); the columns are every key met, nested values are written as JSON. Files up to 5 MB, nested up to 100 levels; YAML aliases up to 100; XML entities are never expanded.

## msg-to-pdf

tool-msg-to-pdf-title = Outlook message to PDF
tool-msg-to-pdf-desc = Prints an Outlook message (.msg) to PDF: sender, recipients, date and subject, the body (HTML with nothing fetched from anywhere, or plain text) and the attachments by name and size.
tool-msg-to-pdf-param-preset = Paper: a4 or letter

## image-to-telegram-sticker

tool-image-to-telegram-sticker-title = Image to Telegram sticker
tool-image-to-telegram-sticker-desc = A static Telegram sticker: PNG or WebP, the longer side exactly 512 px, at most 512 KB (an animation gives its first frame).
tool-image-to-telegram-sticker-output = image/png or image/webp (format)
tool-image-to-telegram-sticker-param-format = Output format: png or webp

## video-to-telegram-sticker

tool-video-to-telegram-sticker-title = Video or GIF to Telegram video sticker
tool-video-to-telegram-sticker-desc = A Telegram video sticker: WebM VP9 without sound, the longer side exactly 512 px, at most 3 s, 30 fps and 256 KB; a longer clip is cut to its first 3 s, and the result says so.

## image-to-discord-emoji

tool-image-to-discord-emoji-title = Image to Discord emoji
tool-image-to-discord-emoji-desc = A 128×128 Discord emoji of at most 256 KiB, on a transparent square; animated GIF and WebP stay animated.
tool-image-to-discord-emoji-output = image/gif, image/webp or image/png (as input)

## image-to-discord-sticker

tool-image-to-discord-sticker-title = Image to Discord sticker
tool-image-to-discord-sticker-desc = A 320×320 Discord sticker of at most 512 KiB on a transparent square: PNG, or APNG from a GIF (animation kept).
tool-image-to-discord-sticker-output = image/apng for a GIF, else image/png

## pdf-watermark

tool-pdf-watermark-title = Watermark PDF (text)
tool-pdf-watermark-desc = Writes a text across the chosen pages, once in the middle or tiled over the page, at an angle, in a colour and an opacity. The text is drawn with a standard PDF font: Latin letters, digits and common signs.
tool-pdf-watermark-param-text = The words to write (Latin letters, digits and common signs)
tool-pdf-watermark-param-level = Font size in points (6–200)
tool-pdf-watermark-param-color = Colour as #rrggbb
tool-pdf-watermark-param-opacity = Opacity from 0.05 (faint) to 1 (solid)
tool-pdf-watermark-param-degrees = Angle of the text in degrees, counter-clockwise (−90 to 90)
tool-pdf-watermark-param-direction = center: once in the middle of the page; tile: over the whole page
tool-pdf-watermark-param-pages = Pages, 1-based ranges such as 1-3,5,9-

## pdf-redact

tool-pdf-redact-title = Redact PDF
tool-pdf-redact-desc = Removes every occurrence of a text (or a regular expression) from the chosen pages: the words leave the page content, so text extraction and search no longer find them, and a black box marks each place.
tool-pdf-redact-param-text = The text (or pattern) to remove
tool-pdf-redact-param-match = ignore-case, exact (same case) or regex (a regular expression, case ignored)
tool-pdf-redact-param-pages = Pages, 1-based ranges such as 1-3,5,9-

## pdf-form-fields

tool-pdf-form-fields-title = List PDF form fields
tool-pdf-form-fields-desc = Lists the fillable fields of a PDF form as JSON: name, type, current value, choices and page of each.

## pdf-fill-form

tool-pdf-fill-form-title = Fill PDF form
tool-pdf-fill-form-desc = Fills a PDF form from JSON (field name → text, a choice, or true/false for a checkbox); with preset=flatten the values are baked into the pages and the form can no longer be edited.
tool-pdf-fill-form-param-fields = The values to set: a JSON object of field name → text (a choice by its text) or true/false for a checkbox
tool-pdf-fill-form-param-preset = keep: the form stays fillable; flatten: the values become part of the page

## pdf-protect

tool-pdf-protect-title = Protect PDF with a password
tool-pdf-protect-desc = Encrypts the PDF with AES-256: `password` is needed to open it, and opening it allows what `preset` says: print (view and print, the default), view-only, or all. `owner_password` also lifts those limits; without it nobody can.
tool-pdf-protect-param-password = The password that opens the PDF
tool-pdf-protect-param-owner_password = The password that also lifts the limits (default: a random one nobody is told)
tool-pdf-protect-param-preset = What opening with `password` allows: print, view-only or all

## pdf-unlock

tool-pdf-unlock-title = Unlock PDF
tool-pdf-unlock-desc = Removes the password and the limits from a PDF, given its password (the one that opens it, or the owner password).
tool-pdf-unlock-param-password = The PDF’s password

## subtitle-to-srt

tool-subtitle-to-srt-title = Subtitles to SRT
tool-subtitle-to-srt-desc = Converts SRT, WebVTT or ASS subtitles to SRT, keeping every cue's time and text (ASS styles become plain text where the target has none).

## subtitle-to-vtt

tool-subtitle-to-vtt-title = Subtitles to WebVTT
tool-subtitle-to-vtt-desc = Converts SRT, WebVTT or ASS subtitles to VTT, keeping every cue's time and text (ASS styles become plain text where the target has none).

## subtitle-to-ass

tool-subtitle-to-ass-title = Subtitles to ASS
tool-subtitle-to-ass-desc = Converts SRT, WebVTT or ASS subtitles to ASS, keeping every cue's time and text (ASS styles become plain text where the target has none).

## subtitle-shift

tool-subtitle-shift-title = Shift subtitle timing
tool-subtitle-shift-desc = Moves every cue later (a positive offset) or earlier (negative), in seconds; a cue moved before the start is dropped. Keeps the format.
tool-subtitle-shift-output = same as input
tool-subtitle-shift-param-offset = Seconds to move every cue, e.g. 2.5 or -1.2

## video-extract-subtitles

tool-video-extract-subtitles-title = Extract subtitles
tool-video-extract-subtitles-desc = Saves the first subtitle track of a video (MKV, MP4, WebM…) as SRT, WebVTT or ASS.
tool-video-extract-subtitles-output = application/x-subrip, text/vtt or text/x-ssa (format)
tool-video-extract-subtitles-param-format = Subtitle format: srt, vtt or ass

## video-add-subtitles

tool-video-add-subtitles-title = Add subtitles
tool-video-add-subtitles-desc = Adds a subtitle file (SRT, WebVTT or ASS, the second file) to a video as a track viewers can switch on, with its language: MKV keeps the subtitle format, MP4 stores mov_text. Picture and sound are copied as they are.
tool-video-add-subtitles-output = video/x-matroska or video/mp4 (format)
tool-video-add-subtitles-param-format = Container: mkv or mp4
tool-video-add-subtitles-param-lang = Language of the subtitles, ISO 639-2 (eng, deu, fra…; und: not given)

## video-burn-subtitles

tool-video-burn-subtitles-title = Burn in subtitles
tool-video-burn-subtitles-desc = Draws a subtitle file (SRT, WebVTT or ASS, the second file) into the picture of a video, so every player shows it; ASS styles and positions are kept (fonts embedded in the ASS file are not used). H.264/AAC MP4.

## archive-to-zip

tool-archive-to-zip-title = Unpack an archive
tool-archive-to-zip-desc = Unpacks a ZIP, 7z, RAR, tar, tar.gz, tar.xz or tar.zst (or one gzipped, zstd or xz file) and hands back its files as a ZIP, folders kept. At most 1000 files and 256 MB unpacked; links, encrypted members, paths that leave the archive and names given twice are refused.

## archive-list

tool-archive-list-title = List an archive
tool-archive-list-desc = Lists the files of a ZIP, 7z, RAR, tar, tar.gz, tar.xz or tar.zst as JSON (name and unpacked size), held to the same limits as archive-to-zip.

## pdf-to-pdfa

tool-pdf-to-pdfa-title = PDF to PDF/A-2b
tool-pdf-to-pdfa-desc = Writes a PDF again as PDF/A-2b for archiving: fonts embedded, colours with an output intent, the PDF/A identification in its XMP metadata. Pages are laid out again by LibreOffice's PDF import, so text stays text but spacing may shift. At most 100 pages.

## pdf-sign

tool-pdf-sign-title = Sign PDF
tool-pdf-sign-desc = Signs a PDF with the certificate and key of a PKCS#12 file (.p12 or .pfx, the second file) and its `password`: a signature (adbe.pkcs7.detached) over the whole file, which PDF readers and validators check. Invisible by default; preset=visible adds a box on one page saying who signed (the certificate’s name), when, and the reason given as text.
tool-pdf-sign-param-password = The PKCS#12 file’s password (empty if it has none)
tool-pdf-sign-param-preset = invisible: the signature is in the file only; visible: a box on the page shows who signed, when and why
tool-pdf-sign-param-pages = The page the visible signature goes on: a page number (1 is the first) or last
tool-pdf-sign-param-direction = Where the visible signature goes: bottom-right, bottom-left, top-right, top-left or center
tool-pdf-sign-param-text = The reason for signing, recorded in the signature and shown in the visible box

## cbr-to-pdf

tool-cbr-to-pdf-title = Comic (CBR) to PDF
tool-cbr-to-pdf-desc = Puts the pictures of a RAR comic book archive (CBR, RAR4 or RAR5, of JPEG, PNG, GIF, WebP or TIFF pages) on PDF pages, one page each, in name order.

## archive-create-zip

tool-archive-create-zip-title = Create a ZIP
tool-archive-create-zip-desc = Packs the files sent, of any type, into one ZIP (deflated; files compressed already, such as JPEG, MP4 or PDF, stored as they are), each under the name it was sent with (folders left out, a name given twice numbered " (2)"). At most 1000 files and 256 MB together, so archive-to-zip unpacks it again.

## archive-create-7z

tool-archive-create-7z-title = Create a 7z archive
tool-archive-create-7z-desc = Packs the files sent, of any type, into one 7z archive (deflated; files compressed already stored as they are), each under the name it was sent with (folders left out, a name given twice numbered " (2)"). At most 1000 files and 256 MB together, so archive-to-zip unpacks it again.

## archive-create-targz

tool-archive-create-targz-title = Create a tar.gz
tool-archive-create-targz-desc = Packs the files sent, of any type, into one tar.gz (a tar compressed with gzip), each under the name it was sent with (folders left out, a name given twice numbered " (2)"). At most 1000 files and 256 MB together, so archive-to-zip unpacks it again.

## image-watermark

tool-image-watermark-title = Watermark image
tool-image-watermark-desc = Stamps a text (DejaVu sans, serif or mono, any colour and opacity) or a logo sent as a second image on a picture: in a corner, in the middle, or tiled over it. Animations get it on every frame.
tool-image-watermark-output = same as input
tool-image-watermark-param-text = The words to stamp (line breaks allowed); leave empty to stamp the second file, a logo
tool-image-watermark-param-font = Typeface: sans, serif or mono (DejaVu)
tool-image-watermark-param-level = Text height, or logo width, in percent of the picture (1–50)
tool-image-watermark-param-color = Text colour as #rrggbb
tool-image-watermark-param-opacity = Opacity from 0.05 (faint) to 1 (solid)
tool-image-watermark-param-direction = Where: a corner, center, or tile (repeated over the picture)

## video-watermark

tool-video-watermark-title = Watermark video
tool-video-watermark-desc = Stamps a text (DejaVu sans, serif or mono, any colour and opacity) or a logo sent as a second file (PNG, JPEG, WebP, GIF) on every frame of a video: in a corner, in the middle, or tiled over it. The sound is kept.
tool-video-watermark-output = same as input
tool-video-watermark-param-text = The words to stamp (line breaks allowed); leave empty to stamp the second file, a logo
tool-video-watermark-param-font = Typeface: sans, serif or mono (DejaVu)
tool-video-watermark-param-level = Text height, or logo width, in percent of the picture (1–50)
tool-video-watermark-param-color = Text colour as #rrggbb
tool-video-watermark-param-opacity = Opacity from 0.05 (faint) to 1 (solid)
tool-video-watermark-param-direction = Where: a corner, center, or tile (repeated over the picture)

## image-convert-jxl

tool-image-convert-jxl-title = Convert image to JPEG XL
tool-image-convert-jxl-desc = Converts an image to JPEG XL: lossy at the chosen quality, or lossless at quality 100. Animations keep their first frame.
tool-image-convert-jxl-param-quality = Quality 1-100; 100 is lossless
tool-image-convert-jxl-param-level = Effort 1-9: higher is smaller and slower
tool-image-convert-jxl-param-metadata = strip (the default) removes EXIF, XMP, IPTC and the colour profile; keep carries them into the result

## image-convert-heic

tool-image-convert-heic-title = Convert image to HEIC
tool-image-convert-heic-desc = Converts an image to HEIC (HEVC in HEIF), the format of phone photos. Transparency is placed on white; animations keep their first frame.
tool-image-convert-heic-param-quality = Quality 1-100, higher is better
tool-image-convert-heic-param-target_size = Largest result in bytes, or a preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-image-convert-heic-param-metadata = strip (the default) removes EXIF, XMP, IPTC and the colour profile; keep carries them into the result
