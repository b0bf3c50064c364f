# gametools message catalogue, the tools' words: Simplified Chinese (zh-CN), translated from en.tools.ftl.
# Conventions: see the headers of en.ftl and en.tools.ftl.
#
# Translators' notes (zh-CN):
# - Who: gametools translators (machine-assisted, review welcome).
# - Style: concise verb-object titles ("裁剪图片", "PDF 转 PNG"); full-width punctuation in sentences, a space
#   between Chinese and Latin words or numbers, as zh-CN.ftl does.
# - Kept in English: format and codec names, the units parameters are given in (px, dB, kbit/s, LUFS, dpi), the
#   values a parameter takes (keep, fit, a4, inside, cover…), and parameter names quoted in descriptions (start,
#   end, level, gain_db, fps, factor, width, preset, password).
# - Terms: frame (video) = 帧, bitrate = 码率, loudness = 响度, thumbnail = 缩略图, sticker = 贴纸.

## image-convert-jpg

tool-image-convert-jpg-title = 图片转 JPG
tool-image-convert-jpg-desc = 用 mozjpeg 将图片转换为 JPEG，透明部分铺在白底上。
tool-image-convert-jpg-param-quality = 质量 1-100，越高越好
tool-image-convert-jpg-param-target_size = 结果的最大字节数，或一个预设：discord (10485760)、discord-nitro-basic (52428800)、telegram-bot (50000000)、whatsapp (16000000)、email (25000000)

## image-convert-png

tool-image-convert-png-title = 图片转 PNG
tool-image-convert-png-desc = 以所选 zlib 压缩级别将图片转换为无损 PNG。
tool-image-convert-png-param-level = zlib 压缩级别 0-9

## image-convert-webp

tool-image-convert-webp-title = 图片转 WebP
tool-image-convert-webp-desc = 将图片转换为有损或无损 WebP，保留动画的各帧。
tool-image-convert-webp-param-quality = 质量 1-100，越高越好
tool-image-convert-webp-param-preset = lossy（有损）或 lossless（无损）WebP
tool-image-convert-webp-param-target_size = 结果的最大字节数，或一个预设：discord (10485760)、discord-nitro-basic (52428800)、telegram-bot (50000000)、whatsapp (16000000)、email (25000000)

## image-convert-avif

tool-image-convert-avif-title = 图片转 AVIF
tool-image-convert-avif-desc = 将图片转换为 AVIF（HEIF 中的 AV1），同等质量下通常比 JPEG 小得多。
tool-image-convert-avif-param-quality = 质量 1-100，越高越好
tool-image-convert-avif-param-target_size = 结果的最大字节数，或一个预设：discord (10485760)、discord-nitro-basic (52428800)、telegram-bot (50000000)、whatsapp (16000000)、email (25000000)

## image-convert-gif

tool-image-convert-gif-title = 图片转 GIF
tool-image-convert-gif-desc = 将图片转换为 256 色 GIF，保留动态 WebP 或 GIF 的各帧。

## image-convert-ico

tool-image-convert-ico-title = 图片转 ICO
tool-image-convert-ico-desc = 生成所选尺寸的正方形 Windows 图标（内嵌 PNG 的 .ico），非正方形图片会补边。
tool-image-convert-ico-param-width = 图标尺寸（像素，正方形）

## image-convert-bmp

tool-image-convert-bmp-title = 图片转 BMP
tool-image-convert-bmp-desc = 将图片转换为未压缩的 Windows 位图（24 位；有透明时为 32 位）。

## svg-to-png

tool-svg-to-png-title = SVG 转 PNG
tool-svg-to-png-desc = 将 SVG 绘图渲染为所选宽度的 PNG，保留透明。
tool-svg-to-png-param-width = 输出宽度（像素）
tool-svg-to-png-param-height = 输出高度（像素）；不填则保持宽高比，填写则补边以适配

## image-resize

tool-image-resize-title = 调整图片大小
tool-image-resize-desc = 按所选适配方式将图片调整到指定宽度（高度可选），保持原格式。
tool-image-resize-output = 与输入相同
tool-image-resize-param-width = 目标宽度（像素）
tool-image-resize-param-height = 目标高度（像素）；不填则保持宽高比
tool-image-resize-param-preset = 图片如何放进框内：inside、cover、contain、fill 或 outside

## image-crop

tool-image-crop-title = 裁剪图片
tool-image-crop-desc = 按左上角位置和像素尺寸裁出一个矩形。
tool-image-crop-output = 与输入相同
tool-image-crop-param-x = 左边缘距左侧的像素数
tool-image-crop-param-y = 上边缘距顶部的像素数
tool-image-crop-param-crop_width = 矩形宽度（像素）
tool-image-crop-param-crop_height = 矩形高度（像素）

## image-rotate

tool-image-rotate-title = 旋转图片
tool-image-rotate-desc = 顺时针旋转图片；非直角时角落以透明填充（JPEG 为白色）。
tool-image-rotate-output = 与输入相同
tool-image-rotate-param-degrees = 顺时针角度（度）

## image-flip

tool-image-flip-title = 翻转图片
tool-image-flip-desc = 将图片左右、上下或双向镜像。
tool-image-flip-output = 与输入相同
tool-image-flip-param-direction = horizontal、vertical 或 both

## image-compress

tool-image-compress-title = 压缩图片
tool-image-compress-desc = 用有损编码（mozjpeg、调色板 PNG、WebP 或 AVIF）减小图片文件。
tool-image-compress-output = 与输入相同
tool-image-compress-param-quality = 质量 1-100，越低文件越小
tool-image-compress-param-format = 输出格式：keep、jpg、webp、avif 或 png
tool-image-compress-param-target_size = 结果的最大字节数，或一个预设：discord (10485760)、discord-nitro-basic (52428800)、telegram-bot (50000000)、whatsapp (16000000)、email (25000000)

## image-blur

tool-image-blur-title = 模糊图片
tool-image-blur-desc = 应用所选强度（sigma）的高斯模糊。
tool-image-blur-output = 与输入相同
tool-image-blur-param-level = 高斯 sigma 0.3-100

## image-sharpen

tool-image-sharpen-title = 锐化图片
tool-image-sharpen-desc = 用所选半径（sigma）的 USM 锐化图片。
tool-image-sharpen-output = 与输入相同
tool-image-sharpen-param-level = 锐化 sigma 0.01-10

## image-grayscale

tool-image-grayscale-title = 图片转灰度
tool-image-grayscale-desc = 将图片转为灰阶。
tool-image-grayscale-output = 与输入相同

## image-invert

tool-image-invert-title = 反转颜色
tool-image-invert-desc = 反转图片颜色（负片），透明保持不变。
tool-image-invert-output = 与输入相同

## image-brightness

tool-image-brightness-title = 调整亮度
tool-image-brightness-desc = 将图片亮度乘以一个系数（小于 1 变暗，大于 1 变亮）。
tool-image-brightness-output = 与输入相同
tool-image-brightness-param-factor = 亮度倍数 0-4

## image-saturation

tool-image-saturation-title = 调整饱和度
tool-image-saturation-desc = 将图片颜色饱和度乘以一个系数（0 去掉全部颜色）。
tool-image-saturation-output = 与输入相同
tool-image-saturation-param-factor = 饱和度倍数 0-4

## image-sepia

tool-image-sepia-title = 复古棕褐色
tool-image-sepia-desc = 给图片加上老照片般温暖的棕色调。
tool-image-sepia-output = 与输入相同

## image-pixelate

tool-image-pixelate-title = 像素化图片
tool-image-pixelate-desc = 将图片变成所选大小的粗方块。
tool-image-pixelate-output = 与输入相同
tool-image-pixelate-param-level = 方块大小（像素）2-200

## image-round-corners

tool-image-round-corners-title = 圆角
tool-image-round-corners-desc = 按半径裁掉图片四角并留为透明，输出 PNG 或 WebP。
tool-image-round-corners-param-level = 圆角半径（像素）
tool-image-round-corners-param-format = 输出格式：png 或 webp

## image-add-border

tool-image-add-border-title = 添加边框
tool-image-add-border-desc = 在四边添加等宽的白色、黑色或透明边框。
tool-image-add-border-output = 与输入相同
tool-image-add-border-param-level = 边框宽度（像素）
tool-image-add-border-param-preset = 边框颜色

## image-trim

tool-image-trim-title = 去除图片边缘
tool-image-trim-desc = 去除颜色在阈值内与左上角像素一致的纯色边缘。
tool-image-trim-output = 与输入相同
tool-image-trim-param-level = 颜色差阈值 0-255

## image-upscale

tool-image-upscale-title = 放大图片
tool-image-upscale-desc = 用 Lanczos 插值按倍数放大图片（经典重采样，非 AI）。
tool-image-upscale-output = 与输入相同
tool-image-upscale-param-factor = 缩放倍数 1-4

## image-strip-metadata

tool-image-strip-metadata-title = 删除图片元数据
tool-image-strip-metadata-desc = 先把图片转正，再删除 EXIF（相机、GPS）、XMP、IPTC 和 ICC 数据。
tool-image-strip-metadata-output = 与输入相同

## image-metadata

tool-image-metadata-title = 图片信息
tool-image-metadata-desc = 以 JSON 列出图片的格式、尺寸、色彩空间、方向、帧以及各通道统计。

## image-favicon-set

tool-image-favicon-set-title = 网站图标套装
tool-image-favicon-set-desc = 生成 favicon PNG（16 到 512 px）、Apple touch 图标和多尺寸 favicon.ico，打包为 ZIP。

## pdf-to-png

tool-pdf-to-png-title = PDF 转 PNG
tool-pdf-to-png-desc = 将 PDF 页面渲染为 PNG 图片（每页一张，打包为 ZIP）。
tool-pdf-to-png-param-pages = 要渲染的页面，从 1 开始的范围，如 1-3,5,9-（最多 100 页）
tool-pdf-to-png-param-level = 分辨率 dpi（36–600）

## pdf-to-jpg

tool-pdf-to-jpg-title = PDF 转 JPG
tool-pdf-to-jpg-desc = 将 PDF 页面渲染为 JPEG 图片（每页一张，打包为 ZIP）。
tool-pdf-to-jpg-param-pages = 要渲染的页面，从 1 开始的范围，如 1-3,5,9-（最多 100 页）
tool-pdf-to-jpg-param-level = 分辨率 dpi（36–600）
tool-pdf-to-jpg-param-quality = JPEG 质量（1–100）

## pdf-to-webp

tool-pdf-to-webp-title = PDF 转 WebP
tool-pdf-to-webp-desc = 将 PDF 页面渲染为 WebP 图片（每页一张，打包为 ZIP）。
tool-pdf-to-webp-param-pages = 要渲染的页面，从 1 开始的范围，如 1-3,5,9-（最多 100 页）
tool-pdf-to-webp-param-level = 分辨率 dpi（36–600）
tool-pdf-to-webp-param-quality = WebP 质量（1–100）

## pdf-thumbnail

tool-pdf-thumbnail-title = PDF 缩略图
tool-pdf-thumbnail-desc = PDF 某一页的小图（默认第一页）。
tool-pdf-thumbnail-param-pages = 要显示的页面（一个页码）
tool-pdf-thumbnail-param-width = 缩略图宽度 px（32–2000）
tool-pdf-thumbnail-param-format = 图片格式：png、jpg 或 webp

## pdf-to-text

tool-pdf-to-text-title = PDF 转文本
tool-pdf-to-text-desc = 将 PDF 页面的文字提取为 UTF-8 纯文本（页面之间以换页符分隔）。
tool-pdf-to-text-param-pages = 页面，从 1 开始的范围，如 1-3,5,9-

## pdf-to-html

tool-pdf-to-html-title = PDF 转 HTML
tool-pdf-to-html-desc = 将 PDF 页面转换为一个独立的 HTML 文件，文字按页面原样排布。
tool-pdf-to-html-param-pages = 页面，从 1 开始的范围，如 1-3,5,9-

## pdf-split-pages

tool-pdf-split-pages-title = 拆分 PDF 为单页
tool-pdf-split-pages-desc = 每页一个 PDF（全部页面或所选页面），打包为 ZIP。
tool-pdf-split-pages-param-pages = 页面，从 1 开始的范围，如 1-3,5,9-

## pdf-extract-pages

tool-pdf-extract-pages-title = 提取 PDF 页面
tool-pdf-extract-pages-desc = 只含所选页面的新 PDF，按文档顺序排列。
tool-pdf-extract-pages-param-pages = 要保留的页面，如 1-3,5（必填）

## pdf-remove-pages

tool-pdf-remove-pages-title = 删除 PDF 页面
tool-pdf-remove-pages-desc = 去掉所选页面后的 PDF（至少要保留一页）。
tool-pdf-remove-pages-param-pages = 要删除的页面，如 2,4-6（必填）

## pdf-rotate

tool-pdf-rotate-title = 旋转 PDF 页面
tool-pdf-rotate-desc = 将页面顺时针旋转 90、180 或 270 度（-90 为逆时针），叠加在原有旋转之上。
tool-pdf-rotate-param-degrees = 顺时针旋转：90、180、270 或 -90
tool-pdf-rotate-param-pages = 页面，从 1 开始的范围，如 1-3,5,9-

## pdf-crop

tool-pdf-crop-title = 裁剪 PDF 页面
tool-pdf-crop-desc = 设置页面的可见区域：以显示时页面左上角为原点，以点为单位的 x、y、宽和高。
tool-pdf-crop-param-x = 距页面左侧的左边缘（点）
tool-pdf-crop-param-y = 距页面顶部的上边缘（点）
tool-pdf-crop-param-crop_width = 宽度（点）
tool-pdf-crop-param-crop_height = 高度（点）
tool-pdf-crop-param-pages = 页面，从 1 开始的范围，如 1-3,5,9-

## pdf-compress

tool-pdf-compress-title = 压缩 PDF（无损）
tool-pdf-compress-desc = 重写 PDF，合并重复对象并重新压缩流、字体和图片；外观不变。level 1–4 表示查找未使用和重复对象的力度。设置 target_size 时，会逐步缩小图片并以 JPEG 写入，直到文件符合大小。
tool-pdf-compress-param-level = 垃圾回收级别（1–4）

## pdf-rasterize-compress

tool-pdf-rasterize-compress-title = 压缩 PDF（栅格化）
tool-pdf-rasterize-compress-desc = 把每一页换成该页的 JPEG 图片：扫描件会小很多，但文字不再可选。
tool-pdf-rasterize-compress-param-level = 分辨率 dpi（50–300）
tool-pdf-rasterize-compress-param-quality = JPEG 质量（1–100）

## pdf-grayscale

tool-pdf-grayscale-title = PDF 转灰度
tool-pdf-grayscale-desc = 以灰阶渲染每一页（作为图片：文字不再可选）。
tool-pdf-grayscale-param-level = 分辨率 dpi（36–600）
tool-pdf-grayscale-param-quality = JPEG 质量（1–100）

## pdf-metadata

tool-pdf-metadata-title = PDF 元数据
tool-pdf-metadata-desc = 以 JSON 给出标题、作者、日期、生成程序、页数与页面尺寸、加密、表单字段和批注。受密码保护的 PDF 会报告为已加密。

## pdf-strip-metadata

tool-pdf-strip-metadata-title = 删除 PDF 元数据
tool-pdf-strip-metadata-desc = 从 PDF 中删除标题、作者、日期、生成程序和 XMP 元数据。

## pdf-repair

tool-pdf-repair-title = 修复 PDF
tool-pdf-repair-desc = 重建损坏或被截断的 PDF 的结构，并保存能恢复部分的干净副本。

## pdf-flatten

tool-pdf-flatten-title = 扁平化 PDF
tool-pdf-flatten-desc = 将批注和已填写的表单字段烧录进页面，之后无法再编辑。

## pdf-remove-annotations

tool-pdf-remove-annotations-title = 删除 PDF 批注
tool-pdf-remove-annotations-desc = 删除所选页面上的评论、高亮、绘图和其他批注；表单字段保留。
tool-pdf-remove-annotations-param-pages = 页面，从 1 开始的范围，如 1-3,5,9-

## pdf-add-page-numbers

tool-pdf-add-page-numbers-title = 添加页码
tool-pdf-add-page-numbers-desc = 在所选页面上写页码，从 `start` 开始计数，按每页显示的方向正立书写。
tool-pdf-add-page-numbers-param-direction = 页码位置：顶部或底部，靠左、居中或靠右
tool-pdf-add-page-numbers-param-level = 字号（点，6–48）
tool-pdf-add-page-numbers-param-start = 第一个编号页面的页码
tool-pdf-add-page-numbers-param-pages = 页面，从 1 开始的范围，如 1-3,5,9-

## pdf-n-up

tool-pdf-n-up-title = N 合 1（每张纸的页数）
tool-pdf-n-up-desc = 在每张 A4 或 Letter 纸上放 2、4、6 或 9 页，并缩放以适配。
tool-pdf-n-up-param-level = 每张纸的页数：2、4、6 或 9
tool-pdf-n-up-param-preset = 纸张尺寸：a4 或 letter

## pdf-page-size

tool-pdf-page-size-title = 更改 PDF 页面尺寸
tool-pdf-page-size-desc = 将每页调整为 A3、A4、A5、Letter、Legal 或 Tabloid（保持方向），内容缩放并居中。
tool-pdf-page-size-param-preset = 纸张：a3、a4、a5、letter、legal 或 tabloid

## pdf-extract-images

tool-pdf-extract-images-title = 从 PDF 提取图片
tool-pdf-extract-images-desc = 所选页面上每张不同的图片，以其原始分辨率保存为 PNG，打包为 ZIP（最多 500 张）。
tool-pdf-extract-images-param-pages = 页面，从 1 开始的范围，如 1-3,5,9-

## pdf-remove-blank-pages

tool-pdf-remove-blank-pages-title = 删除空白页
tool-pdf-remove-blank-pages-desc = 删除（几乎）均匀的页面。level 是页面灰度标准差的最大值（0–64，按 36 dpi），低于它的页面视为空白：0 只删除完全空白的页面。
tool-pdf-remove-blank-pages-param-level = 空白页阈值（0–64）

## image-to-pdf

tool-image-to-pdf-title = 图片转 PDF
tool-image-to-pdf-desc = 将图片（JPEG、PNG、WebP、GIF、TIFF、AVIF；多页 TIFF 或动态 GIF 的每一帧）放到 PDF 页面上：fit = 页面与图片同尺寸，a4/letter = 居中放在纸上。
tool-image-to-pdf-param-preset = 页面尺寸：fit、a4 或 letter
tool-image-to-pdf-param-quality = 图片需要重新编码时的 JPEG 质量

## txt-to-pdf

tool-txt-to-pdf-title = 文本转 PDF
tool-txt-to-pdf-desc = 将 UTF-8 纯文本文件排版到 A4 或 Letter 页面上。
tool-txt-to-pdf-param-preset = 纸张：a4 或 letter

## html-to-pdf

tool-html-to-pdf-title = HTML 转 PDF
tool-html-to-pdf-desc = 将静态 HTML 页面（HTML 和 CSS；不运行脚本，不从任何地方获取图片或样式）渲染为 PDF。
tool-html-to-pdf-param-preset = 纸张：a4 或 letter

## epub-to-pdf

tool-epub-to-pdf-title = EPUB 转 PDF
tool-epub-to-pdf-desc = 将 EPUB 电子书排版到 A4 或 Letter 页面上（使用书内的图片和样式）。
tool-epub-to-pdf-param-preset = 纸张：a4 或 letter

## audio-to-mp3

tool-audio-to-mp3-title = 音频转 MP3
tool-audio-to-mp3-desc = 用 LAME 以恒定码率将音频（或视频的声音）转换为 MP3。
tool-audio-to-mp3-param-bitrate = 音频码率 kbit/s（32–320；设置 target_size 时为最高使用码率）

## audio-to-wav

tool-audio-to-wav-title = 音频转 WAV
tool-audio-to-wav-desc = 将音频转换为未压缩的 PCM WAV：16 位、24 位或 8 位无符号。
tool-audio-to-wav-param-preset = 采样格式：s16、s24 或 u8

## audio-to-ogg

tool-audio-to-ogg-title = 音频转 OGG Vorbis
tool-audio-to-ogg-desc = 将音频转换为 Ogg Vorbis；码率决定 VBR 质量（以 44.1 kHz 立体声为标称）。
tool-audio-to-ogg-param-bitrate = 音频码率 kbit/s（48–500；设置 target_size 时为最高使用码率）

## audio-to-opus

tool-audio-to-opus-title = 音频转 Opus
tool-audio-to-opus-desc = 将音频转换为 Ogg 文件中的 Opus（每声道最多 256 kbit/s）。
tool-audio-to-opus-param-bitrate = 音频码率 kbit/s（6–510；设置 target_size 时为最高使用码率）

## audio-to-flac

tool-audio-to-flac-title = 音频转 FLAC
tool-audio-to-flac-desc = 将音频转换为无损 FLAC；level 是压缩力度（0–12）。
tool-audio-to-flac-param-level = FLAC 压缩级别（0–12）

## audio-to-m4a

tool-audio-to-m4a-title = 音频转 M4A（AAC）
tool-audio-to-m4a-desc = 将音频转换为 M4A 文件中的 AAC。
tool-audio-to-m4a-param-bitrate = 音频码率 kbit/s（32–320；设置 target_size 时为最高使用码率）

## audio-to-aac

tool-audio-to-aac-title = 音频转 AAC
tool-audio-to-aac-desc = 将音频转换为原始 AAC（ADTS）流。
tool-audio-to-aac-param-bitrate = 音频码率 kbit/s（32–320；设置 target_size 时为最高使用码率）

## audio-to-aiff

tool-audio-to-aiff-title = 音频转 AIFF
tool-audio-to-aiff-desc = 将音频转换为 16 位 PCM AIFF。

## audio-to-wma

tool-audio-to-wma-title = 音频转 WMA
tool-audio-to-wma-desc = 将音频转换为 Windows Media Audio 2（最多立体声）。
tool-audio-to-wma-param-bitrate = 音频码率 kbit/s（32–192；设置 target_size 时为最高使用码率）

## audio-to-alac

tool-audio-to-alac-title = 音频转 ALAC
tool-audio-to-alac-desc = 将音频转换为 M4A 文件中的 Apple Lossless。

## audio-trim

tool-audio-trim-title = 剪切音频
tool-audio-trim-desc = 保留 start 到 end（秒）之间的部分；以输入的格式重新编码。
tool-audio-trim-output = 与输入相同
tool-audio-trim-param-start = 保留部分的开始，秒
tool-audio-trim-param-end = 保留部分的结束，秒（晚于 start）

## audio-volume

tool-audio-volume-title = 调整音量
tool-audio-volume-desc = 将音量提高或降低 gain_db 分贝。
tool-audio-volume-output = 与输入相同
tool-audio-volume-param-gain_db = 增益 dB（−30 到 +30）

## audio-normalize

tool-audio-normalize-title = 响度标准化
tool-audio-normalize-desc = 按 EBU R128 将响度标准化到以 LUFS 计的目标值（两遍：先测量，再精确增益；若峰值会超过 −1.5 dBTP，则用测得的值运行 loudnorm）。
tool-audio-normalize-output = 与输入相同
tool-audio-normalize-param-level = 目标综合响度，LUFS

## audio-speed

tool-audio-speed-title = 调整音频速度
tool-audio-speed-desc = 按 factor 加快或放慢播放，保持音高。
tool-audio-speed-output = 与输入相同
tool-audio-speed-param-factor = 速度倍数（0.5–4）

## audio-pitch

tool-audio-pitch-title = 调整音高
tool-audio-pitch-desc = 按 factor 移动音高（1.12 ≈ 升高两个半音），保持节奏。
tool-audio-pitch-output = 与输入相同
tool-audio-pitch-param-factor = 音高倍数（0.5–2）

## audio-reverse

tool-audio-reverse-title = 倒放音频
tool-audio-reverse-desc = 倒着播放音频（最长 10 分钟：整个片段都保存在内存中）。
tool-audio-reverse-output = 与输入相同

## audio-fade

tool-audio-fade-title = 淡入 / 淡出
tool-audio-fade-desc = 在开头 start 秒淡入，在最后 end 秒淡出。
tool-audio-fade-output = 与输入相同
tool-audio-fade-param-start = 淡入时长，秒（0 = 无）
tool-audio-fade-param-end = 淡出时长，秒（0 = 无）

## audio-remove-silence

tool-audio-remove-silence-title = 去除静音
tool-audio-remove-silence-desc = 剪掉开头的静音，以及每段低于 level dB、超过半秒的停顿。
tool-audio-remove-silence-output = 与输入相同
tool-audio-remove-silence-param-level = 静音阈值，dB

## audio-noise-reduction

tool-audio-noise-reduction-title = 降噪
tool-audio-noise-reduction-desc = 跟踪底噪的 FFT 降噪器；level 是降噪量（dB）。
tool-audio-noise-reduction-output = 与输入相同
tool-audio-noise-reduction-param-level = 降噪量，dB（0.01–97）

## audio-bass-boost

tool-audio-bass-boost-title = 低音增强
tool-audio-bass-boost-desc = 将低频（约 100 Hz 搁架）提升 gain_db。
tool-audio-bass-boost-output = 与输入相同
tool-audio-bass-boost-param-gain_db = 低音增益，dB（0–20）

## audio-to-mono

tool-audio-to-mono-title = 转为单声道
tool-audio-to-mono-desc = 将所有声道混为一个。
tool-audio-to-mono-output = 与输入相同

## audio-waveform-image

tool-audio-waveform-image-title = 波形图
tool-audio-waveform-image-desc = 将整条音轨的波形绘制为透明背景的 PNG。
tool-audio-waveform-image-param-width = 图片宽度，px（100–4000）
tool-audio-waveform-image-param-height = 图片高度，px（50–2000）

## audio-spectrogram-image

tool-audio-spectrogram-image-title = 频谱图
tool-audio-spectrogram-image-desc = 将整条音轨的频谱图（横轴时间，纵轴频率）绘制为恰好该尺寸的 PNG。
tool-audio-spectrogram-image-param-width = 图片宽度，px（100–4000）
tool-audio-spectrogram-image-param-height = 图片高度，px（50–2000）

## audio-metadata

tool-audio-metadata-title = 音频元数据
tool-audio-metadata-desc = 以 JSON 给出格式、编解码器、时长、声道、标签以及响度摘要（EBU R128 和音量）。

## video-to-mp4

tool-video-to-mp4-title = 视频转 MP4
tool-video-to-mp4-desc = 将视频转换为适合浏览器和手机的 H.264/AAC MP4（yuv420p，快速启动）。
tool-video-to-mp4-param-level = x264 CRF：越低画质越好、文件越大（0–51）
tool-video-to-mp4-param-preset = x264 速度预设
tool-video-to-mp4-param-bitrate = AAC 音频码率，kbit/s
tool-video-to-mp4-param-target_size = 结果的最大字节数，或一个预设：discord (10485760)、discord-nitro-basic (52428800)、telegram-bot (50000000)、whatsapp (16000000)、email (25000000)

## video-to-webm

tool-video-to-webm-title = 视频转 WebM
tool-video-to-webm-desc = 以恒定质量模式将视频转换为 VP9/Opus WebM。
tool-video-to-webm-param-level = VP9 CRF：越低画质越好、文件越大（0–63）
tool-video-to-webm-param-preset = realtime = 快；good = 较慢、较小

## video-to-mkv

tool-video-to-mkv-title = 视频转 MKV
tool-video-to-mkv-desc = 将视频装入 Matroska：流原样复制，或重新编码为 H.264/AAC。
tool-video-to-mkv-param-preset = copy = 尽可能原样重新封装流；encode = H.264/AAC

## video-to-mov

tool-video-to-mov-title = 视频转 MOV
tool-video-to-mov-desc = 将视频装入 QuickTime MOV：编解码器适合 MOV 时直接复制，否则重新编码为 H.264/AAC。
tool-video-to-mov-param-preset = copy = 尽可能原样重新封装流；encode = H.264/AAC

## video-to-avi

tool-video-to-avi-title = 视频转 AVI
tool-video-to-avi-desc = 将视频转换为 AVI 中带 MP3 音频的 MPEG-4 Part 2（Xvid 标记）。
tool-video-to-avi-param-level = MPEG-4 量化值：越低越好（2–31）

## video-to-hevc

tool-video-to-hevc-title = 视频转 HEVC（H.265）
tool-video-to-hevc-desc = 将视频转换为 MP4 中带 AAC 音频的 H.265（hvc1）：同等画质下约为 H.264 的一半大小。
tool-video-to-hevc-param-level = x265 CRF：越低画质越好、文件越大（0–51）
tool-video-to-hevc-param-preset = x265 速度预设

## video-to-gif

tool-video-to-gif-title = 视频转 GIF
tool-video-to-gif-desc = 将最多 30 秒的视频做成使用优化调色板的动态 GIF。
tool-video-to-gif-param-fps = 每秒帧数（1–30）
tool-video-to-gif-param-width = 宽度，px（16–1280；从不放大）
tool-video-to-gif-param-start = 片段开始，秒
tool-video-to-gif-param-end = 片段结束，秒（默认 start + 10；最多在 start 后 30 秒）

## video-to-animated-webp

tool-video-to-animated-webp-title = 视频转动态 WebP
tool-video-to-animated-webp-desc = 将最多 30 秒的视频做成动态 WebP（有损，循环播放）。
tool-video-to-animated-webp-param-fps = 每秒帧数（1–30）
tool-video-to-animated-webp-param-width = 宽度，px（16–1280；从不放大）
tool-video-to-animated-webp-param-start = 片段开始，秒
tool-video-to-animated-webp-param-end = 片段结束，秒（默认 start + 10；最多在 start 后 30 秒）
tool-video-to-animated-webp-param-quality = WebP 质量（1–100）

## video-extract-audio

tool-video-extract-audio-title = 提取音频
tool-video-extract-audio-desc = 将视频的声音保存为 MP3、M4A、WAV、OGG、Opus 或 FLAC；已是该编解码器时直接复制，不重新编码。
tool-video-extract-audio-param-format = 音频格式
tool-video-extract-audio-param-bitrate = 有损格式的码率，kbit/s（复制时不使用）

## video-mute

tool-video-mute-title = 去除声音
tool-video-mute-desc = 去掉音轨；画面原样复制。
tool-video-mute-output = 与输入相同

## video-trim

tool-video-trim-title = 剪切视频
tool-video-trim-desc = 保留 start..end 秒。fast = 流复制，在 start 之前的关键帧处切开（可能稍早开始）；accurate = 重新编码，精确到帧。
tool-video-trim-output = 与输入相同
tool-video-trim-param-start = 保留部分的开始，秒
tool-video-trim-param-end = 保留部分的结束，秒（晚于 start）
tool-video-trim-param-preset = fast = 按关键帧对齐的流复制；accurate = 重新编码

## video-crop

tool-video-crop-title = 裁剪视频画面
tool-video-crop-desc = 保留画面中的一个矩形（x、y、crop_width、crop_height，单位像素；尺寸取偶数）。
tool-video-crop-param-x = 保留区域的左边缘，px
tool-video-crop-param-y = 保留区域的上边缘，px
tool-video-crop-param-crop_width = 保留区域的宽度，px（向下取偶数）
tool-video-crop-param-crop_height = 保留区域的高度，px（向下取偶数）

## video-resize

tool-video-resize-title = 调整视频大小
tool-video-resize-desc = 缩放到 width 像素；未给出高度时按宽高比计算。尺寸取偶数。
tool-video-resize-param-width = 输出宽度，px（16–3840）
tool-video-resize-param-height = 输出高度，px（留空以保持宽高比）

## video-rotate

tool-video-rotate-title = 旋转视频
tool-video-rotate-desc = 将画面顺时针旋转 90、180 或 270 度。
tool-video-rotate-param-degrees = 顺时针旋转：90、180 或 270

## video-flip

tool-video-flip-title = 翻转视频
tool-video-flip-desc = 将画面水平、垂直或双向镜像。
tool-video-flip-param-direction = 镜像轴

## video-speed

tool-video-speed-title = 调整视频速度
tool-video-speed-desc = 同时加快或放慢画面和声音（声音保持音高）。
tool-video-speed-param-factor = 速度倍数（0.25–4）

## video-reverse

tool-video-reverse-title = 倒放视频
tool-video-reverse-desc = 连同声音倒着播放片段（最长 60 秒：每一帧都保存在内存中）。

## video-compress

tool-video-compress-title = 压缩视频
tool-video-compress-desc = 重新编码为更小的 H.264/AAC（128 kbit/s）MP4；可选限制宽度。
tool-video-compress-param-level = x264 CRF：越高文件越小（18–40）
tool-video-compress-param-preset = x264 速度预设
tool-video-compress-param-width = 最大输出宽度，px（0 = 保持）
tool-video-compress-param-target_size = 结果的最大字节数，或一个预设：discord (10485760)、discord-nitro-basic (52428800)、telegram-bot (50000000)、whatsapp (16000000)、email (25000000)

## video-change-fps

tool-video-change-fps-title = 更改帧率
tool-video-change-fps-desc = 重采样为每秒 fps 帧（丢弃或重复帧；时长不变）。
tool-video-change-fps-param-fps = 每秒帧数（1–60）

## video-loop

tool-video-loop-title = 循环视频
tool-video-loop-desc = 在一个文件中把片段重复 level 次（流复制；结果最长 600 秒）。
tool-video-loop-output = 与输入相同
tool-video-loop-param-level = 总播放次数（2–20）

## video-fade

tool-video-fade-title = 视频淡入 / 淡出
tool-video-fade-desc = 在开头 start 秒从黑场淡入，在最后 end 秒淡出到黑场；声音也一样。
tool-video-fade-param-start = 淡入时长，秒（0 = 无）
tool-video-fade-param-end = 淡出时长，秒（0 = 无）

## video-grayscale

tool-video-grayscale-title = 黑白视频
tool-video-grayscale-desc = 去掉画面中的所有颜色。

## video-stabilize

tool-video-stabilize-title = 视频防抖
tool-video-stabilize-desc = 分两遍平滑相机抖动（vid.stab）；level = 平滑帧数。最长 5 分钟。
tool-video-stabilize-param-level = 平滑窗口，帧（1–100）

## video-volume

tool-video-volume-title = 调整视频音量
tool-video-volume-desc = 将声音提高或降低 gain_db 分贝；画面原样复制。
tool-video-volume-output = 与输入相同
tool-video-volume-param-gain_db = 增益 dB（−30 到 +30）

## video-normalize-audio

tool-video-normalize-audio-title = 视频响度标准化
tool-video-normalize-audio-desc = 按 EBU R128 将声音响度标准化到 level LUFS（两遍，TP −1.5，LRA 11）；画面复制。
tool-video-normalize-audio-output = 与输入相同
tool-video-normalize-audio-param-level = 目标综合响度，LUFS

## video-metadata

tool-video-metadata-title = 视频元数据
tool-video-metadata-desc = 以 JSON 给出容器、时长、大小、帧率、旋转、编解码器、轨道和标签。

## video-thumbnail-at-time

tool-video-thumbnail-at-time-title = 指定时间的缩略图
tool-video-thumbnail-at-time-desc = 将第 start 秒的帧保存为 JPG、PNG 或 WebP，可选缩小到 width。
tool-video-thumbnail-at-time-param-start = 帧的时间，秒
tool-video-thumbnail-at-time-param-width = 输出宽度，px（0 = 视频原宽；16–3840）
tool-video-thumbnail-at-time-param-format = 图片格式：jpg、png 或 webp
tool-video-thumbnail-at-time-param-quality = JPG/WebP 质量（1–100）

## video-thumbnail-auto

tool-video-thumbnail-auto-title = 自动缩略图
tool-video-thumbnail-auto-desc = 从片头之后的一段中挑出最有代表性的帧（ffmpeg thumbnail 滤镜）。
tool-video-thumbnail-auto-param-width = 输出宽度，px（0 = 视频原宽；16–3840）
tool-video-thumbnail-auto-param-format = 图片格式：jpg、png 或 webp

## video-first-frame

tool-video-first-frame-title = 第一帧
tool-video-first-frame-desc = 保存视频的第一帧。
tool-video-first-frame-param-width = 输出宽度，px（0 = 视频原宽；16–3840）
tool-video-first-frame-param-format = 图片格式：jpg、png 或 webp

## video-last-frame

tool-video-last-frame-title = 最后一帧
tool-video-last-frame-desc = 保存视频的最后一帧（只解码最后几秒）。
tool-video-last-frame-param-width = 输出宽度，px（0 = 视频原宽；16–3840）
tool-video-last-frame-param-format = 图片格式：jpg、png 或 webp

## video-contact-sheet

tool-video-contact-sheet-title = 联系表
tool-video-contact-sheet-desc = 在整个视频中均匀取出的 level × level 帧网格，合成一张 JPEG。
tool-video-contact-sheet-param-level = 网格大小 N（N×N 帧，2–8）
tool-video-contact-sheet-param-width = 每格宽度，px（80–640）

## video-extract-frames

tool-video-extract-frames-title = 提取帧
tool-video-extract-frames-desc = 在 start 与 end 之间每秒保存 fps 帧，作为 JPG 或 PNG 文件打包进一个 ZIP（最多 300 张）。
tool-video-extract-frames-param-fps = 每秒保存的帧数（0.05–10）
tool-video-extract-frames-param-start = 窗口开始，秒
tool-video-extract-frames-param-end = 窗口结束，秒（默认：结尾）
tool-video-extract-frames-param-format = 图片格式：jpg 或 png

## video-scene-frames

tool-video-scene-frames-title = 场景帧
tool-video-scene-frames-desc = 将第一帧和每次场景切换（得分高于 level）的第一帧保存为 JPEG，打包进一个 ZIP（最多 100 张）。
tool-video-scene-frames-param-level = 场景切换阈值（0.1–0.9）

## video-poster-play-button

tool-video-poster-play-button-title = 带播放按钮的封面
tool-video-poster-play-button-desc = 第 start 秒的帧，缩小到 width，中间画上播放按钮（JPEG）。
tool-video-poster-play-button-param-start = 帧的时间，秒
tool-video-poster-play-button-param-width = 封面宽度，px（16–3840）

## qr-decode-image

tool-qr-decode-image-title = 识别图片中的二维码
tool-qr-decode-image-desc = 找出照片或截图中的每个二维码（包括 Micro QR 和 rMQR），以 JSON 返回其文本。

## barcode-decode-image

tool-barcode-decode-image-title = 识别图片中的条形码
tool-barcode-decode-image-desc = 找出各种常见码制的条形码（EAN/UPC、Code 128/39/93、ITF、Codabar、DataBar、QR、Data Matrix、PDF417、Aztec、MaxiCode），以 JSON 返回。

## qr-decode-pdf

tool-qr-decode-pdf-title = 识别 PDF 中的二维码
tool-qr-decode-pdf-desc = 渲染 PDF 页面（未指定页面时为前 10 页），以 JSON 返回找到的每个二维码及其所在页。
tool-qr-decode-pdf-param-pages = 要搜索的页面，从 1 开始的范围，如 1-3,5,9-（默认：前 10 页）
tool-qr-decode-pdf-param-level = 渲染分辨率 dpi（72–400）

## qr-decode-video

tool-qr-decode-video-title = 识别视频中的二维码
tool-qr-decode-video-desc = 对视频帧采样（每秒 fps 帧，窗口最长 120 秒），列出每个不同的二维码及其首次和最后出现的时间。
tool-qr-decode-video-param-fps = 每秒视频采样的帧数（0.2–10）
tool-qr-decode-video-param-start = 窗口开始（秒）
tool-qr-decode-video-param-end = 窗口结束（秒，默认：start + 120 秒或视频结尾）

## qr-from-text-file

tool-qr-from-text-file-title = 文本文件转二维码
tool-qr-from-text-file-desc = 将 UTF-8 文本文件的内容编码为一个二维码（M 级最多 2331 字节）。
tool-qr-from-text-file-output = image/png、image/svg+xml、image/jpeg 或 image/webp（取决于 format）
tool-qr-from-text-file-param-format = 输出图片格式
tool-qr-from-text-file-param-width = 图片宽度（像素，需要更大的码会画得更大）
tool-qr-from-text-file-param-level = 纠错级别：L 7%、M 15%、Q 25%、H 30%

## qr-from-vcard

tool-qr-from-vcard-title = vCard 转二维码
tool-qr-from-vcard-desc = 将联系人名片（.vcf）转为手机会提示保存为联系人的二维码。
tool-qr-from-vcard-output = image/png、image/svg+xml、image/jpeg 或 image/webp（取决于 format）
tool-qr-from-vcard-param-format = 输出图片格式
tool-qr-from-vcard-param-width = 图片宽度（像素，需要更大的码会画得更大）
tool-qr-from-vcard-param-level = 纠错级别：L 7%、M 15%、Q 25%、H 30%

## qr-batch-from-lines

tool-qr-batch-from-lines-title = 按行生成二维码
tool-qr-batch-from-lines-desc = 文本文件中每个非空行生成一个二维码（最多 100 个），打包为图片 ZIP。
tool-qr-batch-from-lines-param-format = 输出图片格式
tool-qr-batch-from-lines-param-width = 图片宽度（像素，需要更大的码会画得更大）
tool-qr-batch-from-lines-param-level = 纠错级别：L 7%、M 15%、Q 25%、H 30%

## barcode-from-text-file

tool-barcode-from-text-file-title = 文本文件转条形码
tool-barcode-from-text-file-desc = 将文件的文本编码为 Code 128、Code 39、EAN-13、EAN-8、UPC-A、ITF、Data Matrix、PDF417 或 Aztec，输出 SVG 或 PNG。
tool-barcode-from-text-file-output = image/svg+xml 或 image/png（取决于 format）
tool-barcode-from-text-file-param-preset = 码制
tool-barcode-from-text-file-param-format = 输出格式
tool-barcode-from-text-file-param-width = 图片宽度（像素）

## yt-thumbnail-default

tool-yt-thumbnail-default-title = 视频缩略图：默认
tool-yt-thumbnail-default-desc = 下载视频的 default.jpg 缩略图（120×90）。

## yt-thumbnail-medium

tool-yt-thumbnail-medium-title = 视频缩略图：中
tool-yt-thumbnail-medium-desc = 下载视频的 mqdefault.jpg 缩略图（320×180）。

## yt-thumbnail-high

tool-yt-thumbnail-high-title = 视频缩略图：高
tool-yt-thumbnail-high-desc = 下载视频的 hqdefault.jpg 缩略图（480×360），4:3 带黑边。

## yt-thumbnail-standard

tool-yt-thumbnail-standard-title = 视频缩略图：标准
tool-yt-thumbnail-standard-desc = 下载视频的 sddefault.jpg 缩略图（640×480）；并非每个视频都有。

## yt-thumbnail-maxres

tool-yt-thumbnail-maxres-title = 视频缩略图：最高分辨率
tool-yt-thumbnail-maxres-desc = 下载视频的 maxresdefault.jpg 缩略图（1280×720）；并非每个视频都有。

## yt-thumbnail-best

tool-yt-thumbnail-best-title = 最佳视频缩略图
tool-yt-thumbnail-best-desc = 视频实际拥有的最大缩略图（maxres，否则 standard，否则 high），输出 JPEG、PNG 或 WebP。
tool-yt-thumbnail-best-output = image/jpeg、image/png 或 image/webp（取决于 format）
tool-yt-thumbnail-best-param-format = 输出格式

## yt-thumbnail-webp

tool-yt-thumbnail-webp-title = WebP 格式的视频缩略图
tool-yt-thumbnail-webp-desc = 下载视频网站提供的某一缩略图尺寸的 WebP 版本（default、mq、hq、sd、maxres）。
tool-yt-thumbnail-webp-param-preset = 缩略图尺寸：default、mq、hq、sd 或 maxres

## yt-thumbnail-resize

tool-yt-thumbnail-resize-title = 调整大小的视频缩略图
tool-yt-thumbnail-resize-desc = 将最佳缩略图调整到给定尺寸：cover 填满画框并裁剪，contain 带黑边完整放入。宽或高为 0 时保持宽高比。
tool-yt-thumbnail-resize-output = image/jpeg、image/png 或 image/webp（取决于 format）
tool-yt-thumbnail-resize-param-width = 宽度（像素，0 = 按高度和宽高比）
tool-yt-thumbnail-resize-param-height = 高度（像素，0 = 按宽度和宽高比）
tool-yt-thumbnail-resize-param-format = 输出格式
tool-yt-thumbnail-resize-param-quality = JPEG/WebP 质量
tool-yt-thumbnail-resize-param-preset = cover（裁剪填满）或 contain（加黑边）

## yt-thumbnail-crop-16x9

tool-yt-thumbnail-crop-16x9-title = 裁成 16:9 的视频缩略图
tool-yt-thumbnail-crop-16x9-desc = 取 4:3 的 high 或 standard 缩略图，裁出中间的 16:9 画面，去掉黑边。
tool-yt-thumbnail-crop-16x9-param-preset = 来源缩略图：hq（480×360）或 sd（640×480）

## yt-qr-code

tool-yt-qr-code-title = 视频链接二维码
tool-yt-qr-code-desc = 打开视频的二维码（可选从某个时间开始）；在本地生成，不会有请求离开服务器。
tool-yt-qr-code-output = image/png、image/svg+xml、image/jpeg 或 image/webp（取决于 format）
tool-yt-qr-code-param-format = 输出图片格式
tool-yt-qr-code-param-width = 图片宽度（像素，需要更大的码会画得更大）
tool-yt-qr-code-param-level = 纠错级别：L 7%、M 15%、Q 25%、H 30%
tool-yt-qr-code-param-start = 开始时间（秒，取整秒）

## yt-oembed-metadata

tool-yt-oembed-metadata-title = 视频元数据（oEmbed）
tool-yt-oembed-metadata-desc = 从视频网站的 oEmbed 接口获取公开视频的标题、频道、缩略图和播放器 HTML，以 JSON 返回。

## yt-embed-code

tool-yt-embed-code-title = 视频嵌入代码
tool-yt-embed-code-desc = 一个 HTML 页面，含可直接复制的隐私增强型 iframe（开始和可选的结束时间），以及普通观看、短链接和嵌入链接。在本地生成，不会有请求离开服务器。
tool-yt-embed-code-param-start = 开始时间（秒）
tool-yt-embed-code-param-end = 结束时间（秒，晚于 start）
tool-yt-embed-code-param-width = 播放器宽度（像素）
tool-yt-embed-code-param-height = 播放器高度（像素）

## pdf-merge

tool-pdf-merge-title = 合并 PDF
tool-pdf-merge-desc = 将多个 PDF 合并为一个：按文件发送顺序包含每个文件的所有页面。

## images-to-pdf

tool-images-to-pdf-title = 多张图片转 PDF
tool-images-to-pdf-desc = 将多张图片（JPEG、PNG、WebP、GIF、TIFF、AVIF）放入一个 PDF，按发送顺序每张一页（动画取第一帧）：fit = 页面与图片同尺寸，a4/letter = 居中放在纸上。
tool-images-to-pdf-param-preset = 页面尺寸：fit、a4 或 letter
tool-images-to-pdf-param-quality = 图片需要重新编码时的 JPEG 质量

## audio-concat

tool-audio-concat-title = 拼接音频
tool-audio-concat-desc = 按发送顺序将多个音频文件首尾相接，合成一个 MP3（44.1 kHz 立体声）。
tool-audio-concat-param-bitrate = MP3 码率，kbit/s（32–320）

## video-concat

tool-video-concat-title = 拼接视频
tool-video-concat-desc = 按发送顺序将多个视频首尾相接，合成一个 MP4（H.264/AAC）：每个视频都缩放并补边到第一个视频的画面尺寸，统一帧率；所有视频都有声音时保留声音。
tool-video-concat-param-fps = 结果的帧率（1–60）

## video-add-audio

tool-video-add-audio-title = 添加音轨
tool-video-add-audio-desc = 将第二个文件（音频，或有声音的视频）的声音放到第一个文件的画面下，输出 MP4；结果与两者中较短的一个等长。
tool-video-add-audio-param-bitrate = AAC 码率，kbit/s（32–320）

## word-to-pdf

tool-word-to-pdf-title = Word 转 PDF
tool-word-to-pdf-desc = 将 Word、OpenDocument 或 RTF 文本文档（docx、doc、odt、rtf）转换为 PDF。宏从不运行；不获取链接的文件和图片。

## spreadsheet-to-pdf

tool-spreadsheet-to-pdf-title = 电子表格转 PDF
tool-spreadsheet-to-pdf-desc = 将电子表格（xlsx、xls、ods 或 CSV 文本）转换为 PDF：每个工作表一页，页宽与已用列相同。公式保留已保存的结果；宏从不运行。

## presentation-to-pdf

tool-presentation-to-pdf-title = 演示文稿转 PDF
tool-presentation-to-pdf-desc = 将演示文稿（pptx、ppt、odp）转换为 PDF，每张幻灯片一页。宏从不运行。

## docx-to-odt

tool-docx-to-odt-title = Word 转 ODT
tool-docx-to-odt-desc = 将 Word 文档（docx、doc、rtf）转换为 OpenDocument 文本（odt）。

## odt-to-docx

tool-odt-to-docx-title = ODT 转 Word
tool-odt-to-docx-desc = 将 OpenDocument 文本（odt）或 RTF 文档转换为 Word（docx）。

## xlsx-to-ods

tool-xlsx-to-ods-title = Excel 转 ODS
tool-xlsx-to-ods-desc = 将 Excel 工作簿（xlsx、xls）转换为 OpenDocument 电子表格（ods）。

## ods-to-xlsx

tool-ods-to-xlsx-title = ODS 转 Excel
tool-ods-to-xlsx-desc = 将 OpenDocument 电子表格（ods）转换为 Excel 工作簿（xlsx）。

## xlsx-to-csv

tool-xlsx-to-csv-title = Excel 转 CSV
tool-xlsx-to-csv-desc = 将 Excel 工作簿（xlsx）的每个工作表写成 CSV 文件（UTF-8，逗号分隔），全部放进一个 ZIP。

## ods-to-csv

tool-ods-to-csv-title = ODS 转 CSV
tool-ods-to-csv-desc = 将 OpenDocument 或旧版 Excel 电子表格（ods、xls）的每个工作表写成 CSV 文件，全部放进一个 ZIP。

## slides-to-png

tool-slides-to-png-title = 幻灯片转 PNG
tool-slides-to-png-desc = 将演示文稿（pptx、ppt、odp）的每张幻灯片渲染为 PNG 图片，全部放进一个 ZIP。
tool-slides-to-png-param-level = 分辨率 dpi（36–300）

## docx-to-text

tool-docx-to-text-title = Word 转文本
tool-docx-to-text-desc = 将 Word 文档（docx）的文字提取为 UTF-8 纯文本，每段一行。

## docx-to-html

tool-docx-to-html-title = Word 转 HTML
tool-docx-to-html-desc = 将 Word 文档（docx）转换为一个 HTML 页面：标题、列表、表格和图片（内嵌）。

## ocr-image

tool-ocr-image-title = 图片转文字（OCR）
tool-ocr-image-desc = 读取照片或扫描件中的文字。txt：纯文本；hocr：含每个词及其边框的 HTML；tsv：每词一行，含边框和置信度。侧放或倒置的图片会自动转正。
tool-ocr-image-output = text/plain、text/html 或 text/tab-separated-values（取决于 format）
tool-ocr-image-param-lang = 文字的语言，用 + 连接的 tesseract 代码（eng、deu、fra、spa、por、rus、ukr、pol、tur、chi_sim 等）
tool-ocr-image-param-format = txt（纯文本）、hocr（含词框的 HTML）或 tsv（词框）

## ocr-image-to-pdf

tool-ocr-image-to-pdf-title = 图片转可搜索 PDF（OCR）
tool-ocr-image-to-pdf-desc = 用图片生成一页 PDF，并将 OCR 识别出的文字以不可见方式覆盖其上，使文字可搜索、选择和复制。JPEG 逐字节嵌入，其他图片逐像素嵌入。
tool-ocr-image-to-pdf-param-lang = 文字的语言，用 + 连接的 tesseract 代码（eng、deu、fra、spa、por、rus、ukr、pol、tur、chi_sim 等）

## ocr-pdf

tool-ocr-pdf-title = 可搜索 PDF（OCR）
tool-ocr-pdf-desc = 用 OCR 识别 PDF 中的扫描页，并将其文字以不可见方式覆盖其上，使其可搜索、选择和复制；页面外观与之前完全相同。已有文字的页面保持不变。
tool-ocr-pdf-param-lang = 文字的语言，用 + 连接的 tesseract 代码（eng、deu、fra、spa、por、rus、ukr、pol、tur、chi_sim 等）
tool-ocr-pdf-param-pages = 要识别的页面，从 1 开始的范围，如 1-3,5,9-（最多 50 页）

## ocr-pdf-to-text

tool-ocr-pdf-to-text-title = PDF 转文本（含 OCR）
tool-ocr-pdf-to-text-desc = 每页的文字，作为 UTF-8 纯文本（页面之间以换页符分隔）：有文字层的页面直接提供其文字，扫描页用 OCR 识别。
tool-ocr-pdf-to-text-param-lang = 文字的语言，用 + 连接的 tesseract 代码（eng、deu、fra、spa、por、rus、ukr、pol、tur、chi_sim 等）
tool-ocr-pdf-to-text-param-pages = 要识别的页面，从 1 开始的范围，如 1-3,5,9-（最多 50 页）

## url-to-pdf

tool-url-to-pdf-title = 网页转 PDF
tool-url-to-pdf-desc = 像浏览器显示的那样把公开网页打印为 PDF，会运行脚本。该页面、它加载的所有内容和每次重定向都必须位于公网地址；每次截取都有时间、字节和页数限额。
tool-url-to-pdf-param-preset = 纸张：a4 或 letter

## url-to-png

tool-url-to-png-title = 网页截图
tool-url-to-png-desc = 公开网页的 PNG 截图：整页或首屏（preset），窗口宽高以 CSS 像素计，并有设备缩放（factor）。地址规则和限额与“网页转 PDF”相同。
tool-url-to-png-param-preset = full：整页；viewport：仅首屏
tool-url-to-png-param-width = 窗口宽度（CSS 像素）
tool-url-to-png-param-height = 窗口高度（CSS 像素）
tool-url-to-png-param-factor = 设备缩放：每个 CSS 像素对应的图片像素

## html-to-pdf-browser

tool-html-to-pdf-browser-title = HTML 转 PDF（浏览器）
tool-html-to-pdf-browser-desc = 像浏览器渲染的那样把 HTML 文件打印为 PDF，会运行脚本，但完全不联网：页面向任何地方请求的图片、样式、框架或 fetch 都会被拒绝（内联样式、脚本和 data: 图片可用）。
tool-html-to-pdf-browser-param-preset = 纸张：a4 或 letter

## markdown-to-html

tool-markdown-to-html-title = Markdown 转 HTML
tool-markdown-to-html-desc = 将 GitHub 风格的 Markdown 文件（表格、任务列表、代码块）转成一个带样式表的 HTML 页面；代码块会高亮。不会获取文本链接到的任何内容。

## markdown-to-pdf

tool-markdown-to-pdf-title = Markdown 转 PDF
tool-markdown-to-pdf-desc = 不用浏览器，将 GitHub 风格的 Markdown 文件排版到 A4 或 Letter 页面上，代码高亮：不运行脚本，也不从任何地方获取图片或样式。
tool-markdown-to-pdf-param-preset = 纸张：a4 或 letter

## mobi-to-pdf

tool-mobi-to-pdf-title = MOBI 转 PDF
tool-mobi-to-pdf-desc = 将 Kindle/Mobipocket 电子书（MOBI，无 DRM）排版到 A4 或 Letter 页面上。
tool-mobi-to-pdf-param-preset = 纸张：a4 或 letter

## fb2-to-pdf

tool-fb2-to-pdf-title = FB2 转 PDF
tool-fb2-to-pdf-desc = 将 FictionBook（FB2）电子书排版到 A4 或 Letter 页面上，包含书中的图片。
tool-fb2-to-pdf-param-preset = 纸张：a4 或 letter

## cbz-to-pdf

tool-cbz-to-pdf-title = 漫画（CBZ）转 PDF
tool-cbz-to-pdf-desc = 将漫画归档（CBZ：由 JPEG、PNG、GIF、WebP、BMP 或 TIFF 页面组成的 ZIP）中的图片按文件名顺序放到 PDF 页面上，每页一张。

## pdf-to-cbz

tool-pdf-to-cbz-title = PDF 转漫画（CBZ）
tool-pdf-to-cbz-desc = 将 PDF 页面渲染为 JPEG 图片，放进漫画阅读器能打开的漫画归档（CBZ）。
tool-pdf-to-cbz-param-pages = 要渲染的页面，从 1 开始的范围，如 1-3,5,9-（最多 100 页）
tool-pdf-to-cbz-param-level = 分辨率 dpi（36–600）
tool-pdf-to-cbz-param-quality = JPEG 质量（1–100）

## eml-to-pdf

tool-eml-to-pdf-title = 电子邮件转 PDF
tool-eml-to-pdf-desc = 将电子邮件（.eml）打印为 PDF：发件人、收件人、抄送、日期和主题，正文（不从任何地方获取内容的 HTML 或纯文本），以及附件的名称和大小。
tool-eml-to-pdf-param-preset = 纸张：a4 或 letter

## data-to-json

tool-data-to-json-title = 数据转 JSON
tool-data-to-json-desc = 将 YAML、TOML、XML、CSV 转换为 JSON。CSV 变为以表头行作键的记录列表；XML 属性变为以 @_ 开头的键。文件最大 5 MB，嵌套最多 100 层；YAML 别名最多 100 个；XML 实体从不展开。

## data-to-yaml

tool-data-to-yaml-title = 数据转 YAML
tool-data-to-yaml-desc = 将 JSON、TOML、XML、CSV 转换为 YAML。键保持原有顺序。文件最大 5 MB，嵌套最多 100 层；YAML 别名最多 100 个；XML 实体从不展开。

## data-to-toml

tool-data-to-toml-title = 数据转 TOML
tool-data-to-toml-desc = 将 JSON、YAML、XML、CSV 转换为 TOML。顶层列表写成 [[item]] 表；TOML 没有 null，含 null 的数据会被拒绝。文件最大 5 MB，嵌套最多 100 层；YAML 别名最多 100 个；XML 实体从不展开。

## data-to-xml

tool-data-to-xml-title = 数据转 XML
tool-data-to-xml-desc = 将 JSON、YAML、TOML、CSV 转换为 XML。顶层只有一个键时它是根元素，否则全部包在 <root> 中；以 @_ 开头的键变为属性。文件最大 5 MB，嵌套最多 100 层；YAML 别名最多 100 个；XML 实体从不展开。

## data-to-csv

tool-data-to-csv-title = 数据转 CSV
tool-data-to-csv-desc = 将 JSON、YAML、TOML、XML 转换为 CSV。接受记录列表（或包含一个列表的映射）；列是出现过的所有键，嵌套值写成 JSON。文件最大 5 MB，嵌套最多 100 层；YAML 别名最多 100 个；XML 实体从不展开。

## msg-to-pdf

tool-msg-to-pdf-title = Outlook 邮件转 PDF
tool-msg-to-pdf-desc = 将 Outlook 邮件（.msg）打印为 PDF：发件人、收件人、日期和主题，正文（不从任何地方获取内容的 HTML 或纯文本），以及附件的名称和大小。
tool-msg-to-pdf-param-preset = 纸张：a4 或 letter

## image-to-telegram-sticker

tool-image-to-telegram-sticker-title = 图片转 Telegram 贴纸
tool-image-to-telegram-sticker-desc = 静态 Telegram 贴纸：PNG 或 WebP，长边正好 512 px，最大 512 KB（动画取第一帧）。
tool-image-to-telegram-sticker-output = image/png 或 image/webp（取决于 format）
tool-image-to-telegram-sticker-param-format = 输出格式：png 或 webp

## video-to-telegram-sticker

tool-video-to-telegram-sticker-title = 视频或 GIF 转 Telegram 视频贴纸
tool-video-to-telegram-sticker-desc = Telegram 视频贴纸：无声 WebM VP9，长边正好 512 px，最长 3 秒、30 fps、最大 256 KB；更长的片段会截取前 3 秒，并在结果中说明。

## image-to-discord-emoji

tool-image-to-discord-emoji-title = 图片转 Discord 表情
tool-image-to-discord-emoji-desc = 128×128、最大 256 KiB 的 Discord 表情，置于透明正方形上；动态 GIF 和 WebP 保持动态。
tool-image-to-discord-emoji-output = image/gif、image/webp 或 image/png（与输入相同）

## image-to-discord-sticker

tool-image-to-discord-sticker-title = 图片转 Discord 贴纸
tool-image-to-discord-sticker-desc = 320×320、最大 512 KiB 的 Discord 贴纸，置于透明正方形上：PNG，或由 GIF 生成的 APNG（保留动画）。
tool-image-to-discord-sticker-output = GIF 输出 image/apng，其他输出 image/png

## pdf-watermark

tool-pdf-watermark-title = PDF 文字水印
tool-pdf-watermark-desc = 在所选页面上写一段文字，可在中央写一次或平铺整页，可设角度、颜色和不透明度。文字使用 PDF 标准字体绘制：仅限拉丁字母、数字和常用符号。
tool-pdf-watermark-param-text = 要写的文字（拉丁字母、数字和常用符号）
tool-pdf-watermark-param-level = 字号（点，6–200）
tool-pdf-watermark-param-color = 颜色，格式为 #rrggbb
tool-pdf-watermark-param-opacity = 不透明度，从 0.05（淡）到 1（实）
tool-pdf-watermark-param-degrees = 文字角度（度，逆时针，−90 到 90）
tool-pdf-watermark-param-direction = center：页面中央写一次；tile：铺满整页
tool-pdf-watermark-param-pages = 页面，从 1 开始的范围，如 1-3,5,9-

## pdf-redact

tool-pdf-redact-title = 涂黑 PDF 内容
tool-pdf-redact-desc = 从所选页面删除某段文字（或正则表达式）的每一次出现：这些词从页面内容中移除，文字提取和搜索都找不到它们，每处以黑框标出。
tool-pdf-redact-param-text = 要删除的文字（或模式）
tool-pdf-redact-param-match = ignore-case、exact（区分大小写）或 regex（正则表达式，不区分大小写）
tool-pdf-redact-param-pages = 页面，从 1 开始的范围，如 1-3,5,9-

## pdf-form-fields

tool-pdf-form-fields-title = 列出 PDF 表单字段
tool-pdf-form-fields-desc = 以 JSON 列出 PDF 表单的可填写字段：每个字段的名称、类型、当前值、选项和所在页。

## pdf-fill-form

tool-pdf-fill-form-title = 填写 PDF 表单
tool-pdf-fill-form-desc = 用 JSON 填写 PDF 表单（字段名 → 文本、某个选项，或复选框的 true/false）；使用 preset=flatten 时，值会烧录进页面，表单无法再编辑。
tool-pdf-fill-form-param-fields = 要设置的值：字段名 → 文本（选项以其文本表示）或复选框 true/false 的 JSON 对象
tool-pdf-fill-form-param-preset = keep：表单仍可填写；flatten：值成为页面的一部分

## pdf-protect

tool-pdf-protect-title = 为 PDF 设置密码
tool-pdf-protect-desc = 用 AES-256 加密 PDF：打开需要 `password`，打开后允许的操作由 `preset` 决定：print（查看和打印，默认）、view-only 或 all。`owner_password` 还能解除这些限制；没有它，谁也无法解除。
tool-pdf-protect-param-password = 打开 PDF 的密码
tool-pdf-protect-param-owner_password = 同时能解除限制的密码（默认：不告诉任何人的随机密码）
tool-pdf-protect-param-preset = 用 `password` 打开后允许的操作：print、view-only 或 all

## pdf-unlock

tool-pdf-unlock-title = 解锁 PDF
tool-pdf-unlock-desc = 提供密码（打开密码或所有者密码）后，移除 PDF 的密码和限制。
tool-pdf-unlock-param-password = PDF 的密码

## subtitle-to-srt

tool-subtitle-to-srt-title = 字幕转 SRT
tool-subtitle-to-srt-desc = 将 SRT、WebVTT 或 ASS 字幕转换为 SRT，保留每条字幕的时间和文字（目标格式没有的 ASS 样式会变为纯文本）。

## subtitle-to-vtt

tool-subtitle-to-vtt-title = 字幕转 WebVTT
tool-subtitle-to-vtt-desc = 将 SRT、WebVTT 或 ASS 字幕转换为 VTT，保留每条字幕的时间和文字（目标格式没有的 ASS 样式会变为纯文本）。

## subtitle-to-ass

tool-subtitle-to-ass-title = 字幕转 ASS
tool-subtitle-to-ass-desc = 将 SRT、WebVTT 或 ASS 字幕转换为 ASS，保留每条字幕的时间和文字（目标格式没有的 ASS 样式会变为纯文本）。

## subtitle-shift

tool-subtitle-shift-title = 平移字幕时间
tool-subtitle-shift-desc = 将每条字幕以秒为单位推后（正 offset）或提前（负值）；移到开头之前的字幕会被删除。保持原格式。
tool-subtitle-shift-output = 与输入相同
tool-subtitle-shift-param-offset = 每条字幕移动的秒数，如 2.5 或 -1.2

## video-extract-subtitles

tool-video-extract-subtitles-title = 提取字幕
tool-video-extract-subtitles-desc = 将视频（MKV、MP4、WebM 等）的第一条字幕轨保存为 SRT、WebVTT 或 ASS。
tool-video-extract-subtitles-output = application/x-subrip、text/vtt 或 text/x-ssa（取决于 format）
tool-video-extract-subtitles-param-format = 字幕格式：srt、vtt 或 ass

## ocr-image layout, cbr-to-pdf (merged with the documents leftovers)

tool-ocr-image-param-layout = block（整块文本，横跨页面逐行读取）或 columns（找出文本栏并逐栏读取）
tool-cbr-to-pdf-title = 漫画（CBR）转 PDF
tool-cbr-to-pdf-desc = 将 RAR 漫画压缩包（CBR，RAR4 或 RAR5，页面为 JPEG、PNG、GIF、WebP 或 TIFF）中的图片按文件名顺序放到 PDF 页面上，每页一张。

## image watermark, video watermark, JPEG XL, HEIC bursts

tool-image-convert-jpg-output = image/jpeg，或 application/zip（HEIC 且 images=all 时）
tool-image-convert-jpg-param-images = 用于含多张照片的 HEIC（连拍）：primary（默认），或 all（全部打包为 ZIP）
tool-image-convert-png-output = image/png，或 application/zip（HEIC 且 images=all 时）
tool-image-convert-png-param-images = 用于含多张照片的 HEIC（连拍）：primary（默认），或 all（全部打包为 ZIP）
tool-image-watermark-title = 图片加水印
tool-image-watermark-desc = 在图片上盖印一段文字（DejaVu sans、serif 或 mono，任意颜色和不透明度），或作为第二张图片发送的徽标：放在一角、正中，或平铺满图。动画的每一帧都会加上。
tool-image-watermark-output = 与输入相同
tool-image-watermark-param-text = 要盖印的文字（可换行）；留空则盖印第二个文件，即徽标
tool-image-watermark-param-font = 字体：sans、serif 或 mono（DejaVu）
tool-image-watermark-param-level = 文字高度或徽标宽度，占图片的百分比（1–50）
tool-image-watermark-param-color = 文字颜色，格式为 #rrggbb
tool-image-watermark-param-opacity = 不透明度，从 0.05（淡）到 1（实）
tool-image-watermark-param-direction = 位置：某一角、center 或 tile（在图片上重复平铺）
tool-video-watermark-title = 视频加水印
tool-video-watermark-desc = 在视频的每一帧上盖印一段文字（DejaVu sans、serif 或 mono，任意颜色和不透明度），或作为第二个文件发送的徽标（PNG、JPEG、WebP、GIF）：放在一角、正中，或平铺满画面。保留声音。
tool-video-watermark-output = 与输入相同
tool-video-watermark-param-text = 要盖印的文字（可换行）；留空则盖印第二个文件，即徽标
tool-video-watermark-param-font = 字体：sans、serif 或 mono（DejaVu）
tool-video-watermark-param-level = 文字高度或徽标宽度，占画面的百分比（1–50）
tool-video-watermark-param-color = 文字颜色，格式为 #rrggbb
tool-video-watermark-param-opacity = 不透明度，从 0.05（淡）到 1（实）
tool-video-watermark-param-direction = 位置：某一角、center 或 tile（在画面上重复平铺）
tool-image-convert-jxl-title = 图片转 JPEG XL
tool-image-convert-jxl-desc = 将图片转换为 JPEG XL：按所选质量有损压缩，质量为 100 时无损。动画只保留第一帧。
tool-image-convert-jxl-param-quality = 质量 1-100；100 为无损
tool-image-convert-jxl-param-level = 压缩力度 1-9：越高文件越小、速度越慢

## make it fit (GIF, audio, PDF), subtitles, archives, PDF/A, signing

tool-pdf-compress-param-target_size = 结果的最大字节数，或一个预设：discord (10485760)、discord-nitro-basic (52428800)、telegram-bot (50000000)、whatsapp (16000000)、email (25000000)
tool-audio-to-mp3-param-target_size = 结果的最大字节数，或一个预设：discord (10485760)、discord-nitro-basic (52428800)、telegram-bot (50000000)、whatsapp (16000000)、email (25000000)
tool-audio-to-ogg-param-target_size = 结果的最大字节数，或一个预设：discord (10485760)、discord-nitro-basic (52428800)、telegram-bot (50000000)、whatsapp (16000000)、email (25000000)
tool-audio-to-opus-param-target_size = 结果的最大字节数，或一个预设：discord (10485760)、discord-nitro-basic (52428800)、telegram-bot (50000000)、whatsapp (16000000)、email (25000000)
tool-audio-to-m4a-param-target_size = 结果的最大字节数，或一个预设：discord (10485760)、discord-nitro-basic (52428800)、telegram-bot (50000000)、whatsapp (16000000)、email (25000000)
tool-audio-to-aac-param-target_size = 结果的最大字节数，或一个预设：discord (10485760)、discord-nitro-basic (52428800)、telegram-bot (50000000)、whatsapp (16000000)、email (25000000)
tool-audio-to-wma-param-target_size = 结果的最大字节数，或一个预设：discord (10485760)、discord-nitro-basic (52428800)、telegram-bot (50000000)、whatsapp (16000000)、email (25000000)
tool-video-to-gif-param-target_size = 结果的最大字节数，或一个预设：discord (10485760)、discord-nitro-basic (52428800)、telegram-bot (50000000)、whatsapp (16000000)、email (25000000)

tool-video-add-subtitles-title = 添加字幕
tool-video-add-subtitles-desc = 将字幕文件（SRT、WebVTT 或 ASS，即第二个文件）作为观众可开启的字幕轨加入视频，并标明语言：MKV 保留字幕格式，MP4 存为 mov_text。画面和声音原样复制。
tool-video-add-subtitles-output = video/x-matroska 或 video/mp4（取决于 format）
tool-video-add-subtitles-param-format = 容器：mkv 或 mp4
tool-video-add-subtitles-param-lang = 字幕语言，ISO 639-2（eng、deu、fra…；und：未指定）

tool-video-burn-subtitles-title = 烧录字幕
tool-video-burn-subtitles-desc = 将字幕文件（SRT、WebVTT 或 ASS，即第二个文件）绘制到视频画面中，任何播放器都会显示；保留 ASS 样式和位置（不使用 ASS 文件中嵌入的字体）。输出 H.264/AAC MP4。

tool-archive-to-zip-title = 解压归档
tool-archive-to-zip-desc = 解压 ZIP、7z、RAR、tar、tar.gz、tar.xz 或 tar.zst（或单个 gzip、zstd 或 xz 压缩文件），并以 ZIP 返回其中的文件，保留文件夹结构。解压后最多 1000 个文件、256 MB；链接、加密条目、指向归档之外的路径以及重复的文件名会被拒绝。

tool-archive-list-title = 列出归档内容
tool-archive-list-desc = 以 JSON 列出 ZIP、7z、RAR、tar、tar.gz、tar.xz 或 tar.zst 中的文件（名称和解压后大小），限制与 archive-to-zip 相同。

tool-pdf-to-pdfa-title = PDF 转 PDF/A-2b
tool-pdf-to-pdfa-desc = 将 PDF 重写为用于归档的 PDF/A-2b：嵌入字体，颜色带有输出意图（output intent），XMP 元数据中写入 PDF/A 标识。页面由 LibreOffice 的 PDF 导入重新排版，因此文字仍是文字，但间距可能有变化。最多 100 页。

tool-pdf-sign-title = 签署 PDF
tool-pdf-sign-desc = 使用 PKCS#12 文件（.p12 或 .pfx，即第二个文件）中的证书和私钥及其 `password` 签署 PDF：对整个文件添加签名（adbe.pkcs7.detached），PDF 阅读器和验证工具会对其进行校验。默认不可见；preset=visible 会在某一页上添加一个方框，显示签名者（证书中的名称）、签名时间以及 text 中给出的原因。
tool-pdf-sign-param-password = PKCS#12 文件的密码（没有则留空）

# Keep or strip metadata on the image tools (issue 39)
tool-image-convert-jpg-param-metadata = strip（默认）移除 EXIF、XMP、IPTC 和色彩配置文件；keep 将它们保留到结果中
tool-image-convert-png-param-metadata = strip（默认）移除 EXIF、XMP、IPTC 和色彩配置文件；keep 将它们保留到结果中
tool-image-convert-webp-param-metadata = strip（默认）移除 EXIF、XMP、IPTC 和色彩配置文件；keep 将它们保留到结果中
tool-image-convert-avif-param-metadata = strip（默认）移除 EXIF、XMP、IPTC 和色彩配置文件；keep 将它们保留到结果中
tool-image-resize-param-metadata = strip（默认）移除 EXIF、XMP、IPTC 和色彩配置文件；keep 将它们保留到结果中
tool-image-compress-param-metadata = strip（默认）移除 EXIF、XMP、IPTC 和色彩配置文件；keep 将它们保留到结果中

# pdf-sign 的可见签名（issue 39）
tool-pdf-sign-param-preset = invisible：签名只存在于文件中；visible：页面上的方框显示签名者、时间和原因
tool-pdf-sign-param-pages = 可见签名所在的页面：页码（1 为第一页）或 last
tool-pdf-sign-param-direction = 可见签名的位置：bottom-right、bottom-left、top-right、top-left 或 center
tool-pdf-sign-param-text = 签名原因：写入签名并显示在可见方框中
# HEIC output (issue 39)
tool-image-convert-heic-title = 图片转 HEIC
tool-image-convert-heic-desc = 将图片转换为 HEIC（HEIF 中的 HEVC），即手机照片的格式。透明部分置于白色背景上；动画只保留第一帧。
tool-image-convert-heic-param-quality = 质量 1-100，越高越好
tool-image-convert-heic-param-target_size = 结果的最大字节数，或一个预设：discord (10485760)、discord-nitro-basic (52428800)、telegram-bot (50000000)、whatsapp (16000000)、email (25000000)
# Archive creation (issue 39, item 5)
tool-archive-create-zip-title = 创建 ZIP
tool-archive-create-zip-desc = 将发送的任意类型文件打包成一个 ZIP（deflate 压缩；JPEG、MP4、PDF 等已压缩的文件按原样存储），每个文件使用其发送时的名称（去掉文件夹；重复的名称编号为 " (2)"）。最多 1000 个文件，合计 256 MB，以便 archive-to-zip 能再次解包。
tool-archive-create-7z-title = 创建 7z 压缩包
tool-archive-create-7z-desc = 将发送的任意类型文件打包成一个 7z 压缩包（deflate 压缩；已压缩的文件按原样存储），每个文件使用其发送时的名称（去掉文件夹；重复的名称编号为 " (2)"）。最多 1000 个文件，合计 256 MB，以便 archive-to-zip 能再次解包。
tool-archive-create-targz-title = 创建 tar.gz
tool-archive-create-targz-desc = 将发送的任意类型文件打包成一个 tar.gz（用 gzip 压缩的 tar），每个文件使用其发送时的名称（去掉文件夹；重复的名称编号为 " (2)"）。最多 1000 个文件，合计 256 MB，以便 archive-to-zip 能再次解包。

## metadata=keep|strip on HEIC and JPEG XL output (issue 39)

tool-image-convert-jxl-param-metadata = strip（默认）移除 EXIF、XMP、IPTC 和色彩配置文件；keep 将它们保留到结果中
tool-image-convert-heic-param-metadata = strip（默认）移除 EXIF、XMP、IPTC 和色彩配置文件；keep 将它们保留到结果中
