# gametools message catalogue, the tools' words: Russian (ru), translated from en.tools.ftl. Conventions: see the
# headers of en.ftl and en.tools.ftl.
#
# Translators' notes (ru):
# - Who: gametools translators (machine-assisted, review welcome).
# - Register: "вы" as in ru.ftl; tool titles are short verb phrases or nouns ("Обрезать изображение").
# - Kept in English: format and codec names, the units parameters are given in (px, dB, kbit/s, LUFS, dpi; seconds
#   and kHz in running text are с and кГц), the values a parameter takes (keep, fit, a4, inside, cover…), and
#   parameter names quoted in descriptions (start, end, level, gain_db, fps, factor, width, preset, password).
# - Terms: frame (video) = кадр, bitrate = битрейт, loudness = громкость (LUFS), thumbnail = превью.

## image-convert-jpg

tool-image-convert-jpg-title = Конвертировать изображение в JPG
tool-image-convert-jpg-desc = Конвертирует изображение в JPEG с помощью mozjpeg, кладя прозрачность на белый фон.
tool-image-convert-jpg-param-quality = Качество 1-100, чем выше, тем лучше
tool-image-convert-jpg-param-target_size = Наибольший размер результата в байтах или пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-png

tool-image-convert-png-title = Конвертировать изображение в PNG
tool-image-convert-png-desc = Конвертирует изображение в PNG без потерь с выбранным уровнем сжатия zlib.
tool-image-convert-png-param-level = Уровень сжатия zlib 0-9

## image-convert-webp

tool-image-convert-webp-title = Конвертировать изображение в WebP
tool-image-convert-webp-desc = Конвертирует изображение в WebP с потерями или без, сохраняя кадры анимации.
tool-image-convert-webp-param-quality = Качество 1-100, чем выше, тем лучше
tool-image-convert-webp-param-preset = WebP lossy (с потерями) или lossless (без потерь)
tool-image-convert-webp-param-target_size = Наибольший размер результата в байтах или пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-avif

tool-image-convert-avif-title = Конвертировать изображение в AVIF
tool-image-convert-avif-desc = Конвертирует изображение в AVIF (AV1 в HEIF), обычно гораздо меньше JPEG при том же качестве.
tool-image-convert-avif-param-quality = Качество 1-100, чем выше, тем лучше
tool-image-convert-avif-param-target_size = Наибольший размер результата в байтах или пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-gif

tool-image-convert-gif-title = Конвертировать изображение в GIF
tool-image-convert-gif-desc = Конвертирует изображение в GIF на 256 цветов, сохраняя кадры анимированного WebP или GIF.

## image-convert-ico

tool-image-convert-ico-title = Конвертировать изображение в ICO
tool-image-convert-ico-desc = Создаёт квадратный значок Windows (.ico со встроенным PNG) выбранного размера, дополняя неквадратные изображения полями.
tool-image-convert-ico-param-width = Размер значка в пикселях (квадрат)

## image-convert-bmp

tool-image-convert-bmp-title = Конвертировать изображение в BMP
tool-image-convert-bmp-desc = Конвертирует изображение в несжатый Windows bitmap (24 бита, или 32 бита при прозрачности).

## svg-to-png

tool-svg-to-png-title = SVG в PNG
tool-svg-to-png-desc = Отрисовывает SVG-рисунок в PNG выбранной ширины, сохраняя прозрачность.
tool-svg-to-png-param-width = Ширина результата в пикселях
tool-svg-to-png-param-height = Высота результата в пикселях; без неё сохраняются пропорции, с ней изображение дополняется полями

## image-resize

tool-image-resize-title = Изменить размер изображения
tool-image-resize-desc = Меняет размер изображения до ширины (и необязательной высоты) с выбранным способом вписывания, сохраняя формат.
tool-image-resize-output = как у исходного файла
tool-image-resize-param-width = Нужная ширина в пикселях
tool-image-resize-param-height = Нужная высота в пикселях; без неё сохраняются пропорции
tool-image-resize-param-preset = Как изображение вписывается в рамку: inside, cover, contain, fill или outside

## image-crop

tool-image-crop-title = Обрезать изображение
tool-image-crop-desc = Вырезает прямоугольник, заданный левым верхним углом и размером в пикселях.
tool-image-crop-output = как у исходного файла
tool-image-crop-param-x = Левый край в пикселях от левой стороны
tool-image-crop-param-y = Верхний край в пикселях от верха
tool-image-crop-param-crop_width = Ширина прямоугольника в пикселях
tool-image-crop-param-crop_height = Высота прямоугольника в пикселях

## image-rotate

tool-image-rotate-title = Повернуть изображение
tool-image-rotate-desc = Поворачивает изображение по часовой стрелке; при непрямых углах углы заполняются прозрачностью (белым для JPEG).
tool-image-rotate-output = как у исходного файла
tool-image-rotate-param-degrees = Угол по часовой стрелке в градусах

## image-flip

tool-image-flip-title = Отразить изображение
tool-image-flip-desc = Отражает изображение слева направо, сверху вниз или в обе стороны.
tool-image-flip-output = как у исходного файла
tool-image-flip-param-direction = horizontal, vertical или both

## image-compress

tool-image-compress-title = Сжать изображение
tool-image-compress-desc = Уменьшает файл изображения кодированием с потерями (mozjpeg, PNG с палитрой, WebP или AVIF).
tool-image-compress-output = как у исходного файла
tool-image-compress-param-quality = Качество 1-100, чем ниже, тем меньше файлы
tool-image-compress-param-format = Формат результата: keep, jpg, webp, avif или png
tool-image-compress-param-target_size = Наибольший размер результата в байтах или пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-blur

tool-image-blur-title = Размыть изображение
tool-image-blur-desc = Применяет размытие по Гауссу выбранной силы (сигма).
tool-image-blur-output = как у исходного файла
tool-image-blur-param-level = Сигма Гаусса 0.3-100

## image-sharpen

tool-image-sharpen-title = Повысить резкость изображения
tool-image-sharpen-desc = Повышает резкость изображения нерезкой маской выбранного радиуса (сигма).
tool-image-sharpen-output = как у исходного файла
tool-image-sharpen-param-level = Сигма резкости 0.01-10

## image-grayscale

tool-image-grayscale-title = Изображение в оттенках серого
tool-image-grayscale-desc = Переводит изображение в оттенки серого.
tool-image-grayscale-output = как у исходного файла

## image-invert

tool-image-invert-title = Инвертировать цвета
tool-image-invert-desc = Инвертирует цвета изображения (негатив), оставляя прозрачность как была.
tool-image-invert-output = как у исходного файла

## image-brightness

tool-image-brightness-title = Настроить яркость
tool-image-brightness-desc = Умножает яркость изображения на коэффициент (меньше 1 — темнее, больше 1 — светлее).
tool-image-brightness-output = как у исходного файла
tool-image-brightness-param-factor = Множитель яркости 0-4

## image-saturation

tool-image-saturation-title = Настроить насыщенность
tool-image-saturation-desc = Умножает насыщенность цвета изображения на коэффициент (0 убирает весь цвет).
tool-image-saturation-output = как у исходного файла
tool-image-saturation-param-factor = Множитель насыщенности 0-4

## image-sepia

tool-image-sepia-title = Сепия
tool-image-sepia-desc = Придаёт изображению тёплый коричневый оттенок старой фотографии.
tool-image-sepia-output = как у исходного файла

## image-pixelate

tool-image-pixelate-title = Пикселизировать изображение
tool-image-pixelate-desc = Превращает изображение в крупные квадратные блоки выбранного размера.
tool-image-pixelate-output = как у исходного файла
tool-image-pixelate-param-level = Размер блока в пикселях 2-200

## image-round-corners

tool-image-round-corners-title = Скруглить углы
tool-image-round-corners-desc = Срезает углы изображения по радиусу, делая их прозрачными, в PNG или WebP.
tool-image-round-corners-param-level = Радиус углов в пикселях
tool-image-round-corners-param-format = Формат результата: png или webp

## image-add-border

tool-image-add-border-title = Добавить рамку
tool-image-add-border-desc = Добавляет белую, чёрную или прозрачную рамку одинаковой ширины со всех сторон.
tool-image-add-border-output = как у исходного файла
tool-image-add-border-param-level = Ширина рамки в пикселях
tool-image-add-border-param-preset = Цвет рамки

## image-trim

tool-image-trim-title = Обрезать поля изображения
tool-image-trim-desc = Убирает однородное поле, цвет которого в пределах порога совпадает с левым верхним пикселем.
tool-image-trim-output = как у исходного файла
tool-image-trim-param-level = Порог разницы цветов 0-255

## image-upscale

tool-image-upscale-title = Увеличить изображение
tool-image-upscale-desc = Увеличивает изображение в заданное число раз интерполяцией Ланцоша (классический ресемплинг, не ИИ).
tool-image-upscale-output = как у исходного файла
tool-image-upscale-param-factor = Коэффициент увеличения 1-4

## image-strip-metadata

tool-image-strip-metadata-title = Удалить метаданные изображения
tool-image-strip-metadata-desc = Удаляет данные EXIF (камера, GPS), XMP, IPTC и ICC, предварительно выпрямив изображение.
tool-image-strip-metadata-output = как у исходного файла

## image-metadata

tool-image-metadata-title = Сведения об изображении
tool-image-metadata-desc = Перечисляет формат, размер, цветовое пространство, ориентацию, кадры и статистику по каналам изображения в JSON.

## image-favicon-set

tool-image-favicon-set-title = Набор favicon
tool-image-favicon-set-desc = Создаёт PNG-значки favicon (от 16 до 512 px), значок Apple touch и многоразмерный favicon.ico, в ZIP.

## pdf-to-png

tool-pdf-to-png-title = PDF в PNG
tool-pdf-to-png-desc = Отрисовывает страницы PDF в изображения PNG (по одному на страницу, в ZIP).
tool-pdf-to-png-param-pages = Страницы для отрисовки, диапазоны с 1, например 1-3,5,9- (не больше 100 страниц)
tool-pdf-to-png-param-level = Разрешение в dpi (36–600)

## pdf-to-jpg

tool-pdf-to-jpg-title = PDF в JPG
tool-pdf-to-jpg-desc = Отрисовывает страницы PDF в изображения JPEG (по одному на страницу, в ZIP).
tool-pdf-to-jpg-param-pages = Страницы для отрисовки, диапазоны с 1, например 1-3,5,9- (не больше 100 страниц)
tool-pdf-to-jpg-param-level = Разрешение в dpi (36–600)
tool-pdf-to-jpg-param-quality = Качество JPEG (1–100)

## pdf-to-webp

tool-pdf-to-webp-title = PDF в WebP
tool-pdf-to-webp-desc = Отрисовывает страницы PDF в изображения WebP (по одному на страницу, в ZIP).
tool-pdf-to-webp-param-pages = Страницы для отрисовки, диапазоны с 1, например 1-3,5,9- (не больше 100 страниц)
tool-pdf-to-webp-param-level = Разрешение в dpi (36–600)
tool-pdf-to-webp-param-quality = Качество WebP (1–100)

## pdf-thumbnail

tool-pdf-thumbnail-title = Превью PDF
tool-pdf-thumbnail-desc = Небольшое изображение одной страницы PDF (по умолчанию первой).
tool-pdf-thumbnail-param-pages = Показываемая страница (один номер страницы)
tool-pdf-thumbnail-param-width = Ширина превью в px (32–2000)
tool-pdf-thumbnail-param-format = Формат изображения: png, jpg или webp

## pdf-to-text

tool-pdf-to-text-title = PDF в текст
tool-pdf-to-text-desc = Извлекает текст страниц PDF как простой текст UTF-8 (страницы разделены символом перевода страницы).
tool-pdf-to-text-param-pages = Страницы, диапазоны с 1, например 1-3,5,9-

## pdf-to-html

tool-pdf-to-html-title = PDF в HTML
tool-pdf-to-html-desc = Конвертирует страницы PDF в один самодостаточный HTML-файл с текстом, расположенным как на странице.
tool-pdf-to-html-param-pages = Страницы, диапазоны с 1, например 1-3,5,9-

## pdf-split-pages

tool-pdf-split-pages-title = Разделить PDF на страницы
tool-pdf-split-pages-desc = По одному PDF на страницу (все страницы или выбранные), в ZIP.
tool-pdf-split-pages-param-pages = Страницы, диапазоны с 1, например 1-3,5,9-

## pdf-extract-pages

tool-pdf-extract-pages-title = Извлечь страницы PDF
tool-pdf-extract-pages-desc = Новый PDF только с выбранными страницами, в порядке документа.
tool-pdf-extract-pages-param-pages = Страницы, которые оставить, например 1-3,5 (обязательно)

## pdf-remove-pages

tool-pdf-remove-pages-title = Удалить страницы PDF
tool-pdf-remove-pages-desc = PDF без выбранных страниц (должна остаться хотя бы одна страница).
tool-pdf-remove-pages-param-pages = Страницы для удаления, например 2,4-6 (обязательно)

## pdf-rotate

tool-pdf-rotate-title = Повернуть страницы PDF
tool-pdf-rotate-desc = Поворачивает страницы по часовой стрелке на 90, 180 или 270 градусов (-90 — против часовой), в добавление к их прежнему повороту.
tool-pdf-rotate-param-degrees = Поворот по часовой стрелке: 90, 180, 270 или -90
tool-pdf-rotate-param-pages = Страницы, диапазоны с 1, например 1-3,5,9-

## pdf-crop

tool-pdf-crop-title = Обрезать страницы PDF
tool-pdf-crop-desc = Задаёт видимую область страниц: x, y, ширину и высоту в пунктах от левого верхнего угла страницы, как она показана.
tool-pdf-crop-param-x = Левый край в пунктах от левой стороны страницы
tool-pdf-crop-param-y = Верхний край в пунктах от верха страницы
tool-pdf-crop-param-crop_width = Ширина в пунктах
tool-pdf-crop-param-crop_height = Высота в пунктах
tool-pdf-crop-param-pages = Страницы, диапазоны с 1, например 1-3,5,9-

## pdf-compress

tool-pdf-compress-title = Сжать PDF (без потерь)
tool-pdf-compress-desc = Переписывает PDF, объединяя дубликаты объектов и заново сжимая потоки, шрифты и изображения; видимо ничего не меняется. level 1–4 — насколько тщательно ищутся неиспользуемые и повторяющиеся объекты. С target_size изображения шаг за шагом уменьшаются и записываются как JPEG, пока файл не уложится в размер.
tool-pdf-compress-param-level = Уровень сборки мусора (1–4)

## pdf-rasterize-compress

tool-pdf-rasterize-compress-title = Сжать PDF (растеризовать)
tool-pdf-rasterize-compress-desc = Заменяет каждую страницу её JPEG-изображением: намного меньше для сканов, но текст больше нельзя выделить.
tool-pdf-rasterize-compress-param-level = Разрешение в dpi (50–300)
tool-pdf-rasterize-compress-param-quality = Качество JPEG (1–100)

## pdf-grayscale

tool-pdf-grayscale-title = PDF в оттенках серого
tool-pdf-grayscale-desc = Отрисовывает каждую страницу в оттенках серого (как изображения: текст больше нельзя выделить).
tool-pdf-grayscale-param-level = Разрешение в dpi (36–600)
tool-pdf-grayscale-param-quality = Качество JPEG (1–100)

## pdf-metadata

tool-pdf-metadata-title = Метаданные PDF
tool-pdf-metadata-desc = Название, автор, даты, программа-создатель, число и размеры страниц, шифрование, поля форм и аннотации в JSON. PDF, защищённый паролем, помечается как зашифрованный.

## pdf-strip-metadata

tool-pdf-strip-metadata-title = Удалить метаданные PDF
tool-pdf-strip-metadata-desc = Удаляет из PDF название, автора, даты, программу-создателя и метаданные XMP.

## pdf-repair

tool-pdf-repair-title = Восстановить PDF
tool-pdf-repair-desc = Перестраивает структуру повреждённого или обрезанного PDF и сохраняет чистую копию того, что удалось спасти.

## pdf-flatten

tool-pdf-flatten-title = Сгладить PDF
tool-pdf-flatten-desc = Впечатывает аннотации и заполненные поля форм в страницы, так что их больше нельзя редактировать.

## pdf-remove-annotations

tool-pdf-remove-annotations-title = Удалить аннотации PDF
tool-pdf-remove-annotations-desc = Удаляет комментарии, выделения, рисунки и другие аннотации с выбранных страниц; поля форм остаются.
tool-pdf-remove-annotations-param-pages = Страницы, диапазоны с 1, например 1-3,5,9-

## pdf-add-page-numbers

tool-pdf-add-page-numbers-title = Добавить номера страниц
tool-pdf-add-page-numbers-desc = Пишет номера на выбранных страницах, считая от `start`, прямо так, как показана каждая страница.
tool-pdf-add-page-numbers-param-direction = Где стоит номер: сверху или снизу, слева, по центру или справа
tool-pdf-add-page-numbers-param-level = Размер шрифта в пунктах (6–48)
tool-pdf-add-page-numbers-param-start = Номер первой нумеруемой страницы
tool-pdf-add-page-numbers-param-pages = Страницы, диапазоны с 1, например 1-3,5,9-

## pdf-n-up

tool-pdf-n-up-title = N-up (страниц на листе)
tool-pdf-n-up-desc = Размещает 2, 4, 6 или 9 страниц на каждом листе A4 или Letter, масштабируя их под размер.
tool-pdf-n-up-param-level = Страниц на листе: 2, 4, 6 или 9
tool-pdf-n-up-param-preset = Размер листа: a4 или letter

## pdf-page-size

tool-pdf-page-size-title = Изменить размер страниц PDF
tool-pdf-page-size-desc = Приводит каждую страницу к A3, A4, A5, Letter, Legal или Tabloid (сохраняя ориентацию), содержимое масштабируется и центрируется.
tool-pdf-page-size-param-preset = Бумага: a3, a4, a5, letter, legal или tabloid

## pdf-extract-images

tool-pdf-extract-images-title = Извлечь изображения из PDF
tool-pdf-extract-images-desc = Каждое отдельное изображение выбранных страниц в PNG в его собственном разрешении, в ZIP (не больше 500 изображений).
tool-pdf-extract-images-param-pages = Страницы, диапазоны с 1, например 1-3,5,9-

## pdf-remove-blank-pages

tool-pdf-remove-blank-pages-title = Удалить пустые страницы
tool-pdf-remove-blank-pages-desc = Убирает (почти) однородные страницы. level — наибольшее стандартное отклонение уровней серого страницы (0–64, при 36 dpi), которое ещё считается пустым: 0 убирает только совсем пустые страницы.
tool-pdf-remove-blank-pages-param-level = Порог пустой страницы (0–64)

## image-to-pdf

tool-image-to-pdf-title = Изображение в PDF
tool-image-to-pdf-desc = Помещает изображение (JPEG, PNG, WebP, GIF, TIFF, AVIF; каждый кадр многостраничного TIFF или анимированного GIF) на страницы PDF: fit = страница размером с изображение, a4/letter = по центру листа.
tool-image-to-pdf-param-preset = Размер страницы: fit, a4 или letter
tool-image-to-pdf-param-quality = Качество JPEG, если изображение приходится перекодировать

## txt-to-pdf

tool-txt-to-pdf-title = Текст в PDF
tool-txt-to-pdf-desc = Вёрстка простого текстового файла UTF-8 на страницах A4 или Letter.
tool-txt-to-pdf-param-preset = Бумага: a4 или letter

## html-to-pdf

tool-html-to-pdf-title = HTML в PDF
tool-html-to-pdf-desc = Отрисовывает статическую HTML-страницу (HTML и CSS; без скриптов, без изображений и стилей, загружаемых откуда-либо) в PDF.
tool-html-to-pdf-param-preset = Бумага: a4 или letter

## epub-to-pdf

tool-epub-to-pdf-title = EPUB в PDF
tool-epub-to-pdf-desc = Вёрстка электронной книги EPUB на страницах A4 или Letter (используются изображения и стили из книги).
tool-epub-to-pdf-param-preset = Бумага: a4 или letter

## audio-to-mp3

tool-audio-to-mp3-title = Аудио в MP3
tool-audio-to-mp3-desc = Конвертирует аудио (или звук видео) в MP3 с помощью LAME с постоянным битрейтом.
tool-audio-to-mp3-param-bitrate = Битрейт аудио в kbit/s (32–320; с target_size — наибольший используемый)

## audio-to-wav

tool-audio-to-wav-title = Аудио в WAV
tool-audio-to-wav-desc = Конвертирует аудио в несжатый PCM WAV: 16 бит, 24 бита или 8 бит без знака.
tool-audio-to-wav-param-preset = Формат сэмплов: s16, s24 или u8

## audio-to-ogg

tool-audio-to-ogg-title = Аудио в OGG Vorbis
tool-audio-to-ogg-desc = Конвертирует аудио в Ogg Vorbis; битрейт задаёт качество VBR (номинальное для стерео 44,1 кГц).
tool-audio-to-ogg-param-bitrate = Битрейт аудио в kbit/s (48–500; с target_size — наибольший используемый)

## audio-to-opus

tool-audio-to-opus-title = Аудио в Opus
tool-audio-to-opus-desc = Конвертирует аудио в Opus в файле Ogg (не больше 256 kbit/s на канал).
tool-audio-to-opus-param-bitrate = Битрейт аудио в kbit/s (6–510; с target_size — наибольший используемый)

## audio-to-flac

tool-audio-to-flac-title = Аудио в FLAC
tool-audio-to-flac-desc = Конвертирует аудио в FLAC без потерь; level — степень сжатия (0–12).
tool-audio-to-flac-param-level = Уровень сжатия FLAC (0–12)

## audio-to-m4a

tool-audio-to-m4a-title = Аудио в M4A (AAC)
tool-audio-to-m4a-desc = Конвертирует аудио в AAC в файле M4A.
tool-audio-to-m4a-param-bitrate = Битрейт аудио в kbit/s (32–320; с target_size — наибольший используемый)

## audio-to-aac

tool-audio-to-aac-title = Аудио в AAC
tool-audio-to-aac-desc = Конвертирует аудио в «сырой» поток AAC (ADTS).
tool-audio-to-aac-param-bitrate = Битрейт аудио в kbit/s (32–320; с target_size — наибольший используемый)

## audio-to-aiff

tool-audio-to-aiff-title = Аудио в AIFF
tool-audio-to-aiff-desc = Конвертирует аудио в 16-битный PCM AIFF.

## audio-to-wma

tool-audio-to-wma-title = Аудио в WMA
tool-audio-to-wma-desc = Конвертирует аудио в Windows Media Audio 2 (не больше стерео).
tool-audio-to-wma-param-bitrate = Битрейт аудио в kbit/s (32–192; с target_size — наибольший используемый)

## audio-to-alac

tool-audio-to-alac-title = Аудио в ALAC
tool-audio-to-alac-desc = Конвертирует аудио в Apple Lossless в файле M4A.

## audio-trim

tool-audio-trim-title = Обрезать аудио
tool-audio-trim-desc = Оставляет часть между start и end (секунды); перекодируется в формат исходного файла.
tool-audio-trim-output = как у исходного файла
tool-audio-trim-param-start = Начало оставляемой части, секунды
tool-audio-trim-param-end = Конец оставляемой части, секунды (после start)

## audio-volume

tool-audio-volume-title = Изменить громкость
tool-audio-volume-desc = Повышает или понижает громкость на gain_db децибел.
tool-audio-volume-output = как у исходного файла
tool-audio-volume-param-gain_db = Усиление в dB (от −30 до +30)

## audio-normalize

tool-audio-normalize-title = Нормализовать громкость
tool-audio-normalize-desc = Нормализация громкости EBU R128 до целевого уровня в LUFS (два прохода: замер, затем точное усиление, или loudnorm с замеренными значениями, если пик превысил бы −1,5 dBTP).
tool-audio-normalize-output = как у исходного файла
tool-audio-normalize-param-level = Целевая интегральная громкость, LUFS

## audio-speed

tool-audio-speed-title = Изменить скорость аудио
tool-audio-speed-desc = Воспроизводит быстрее или медленнее в factor раз, сохраняя высоту тона.
tool-audio-speed-output = как у исходного файла
tool-audio-speed-param-factor = Коэффициент скорости (0.5–4)

## audio-pitch

tool-audio-pitch-title = Изменить высоту тона
tool-audio-pitch-desc = Сдвигает высоту тона в factor раз (1.12 ≈ на два полутона выше), сохраняя темп.
tool-audio-pitch-output = как у исходного файла
tool-audio-pitch-param-factor = Коэффициент высоты тона (0.5–2)

## audio-reverse

tool-audio-reverse-title = Развернуть аудио
tool-audio-reverse-desc = Воспроизводит аудио задом наперёд (не больше 10 минут: весь клип держится в памяти).
tool-audio-reverse-output = как у исходного файла

## audio-fade

tool-audio-fade-title = Плавное появление / затухание
tool-audio-fade-desc = Плавное появление за первые start секунд и затухание за последние end секунд.
tool-audio-fade-output = как у исходного файла
tool-audio-fade-param-start = Длительность появления, секунды (0 = нет)
tool-audio-fade-param-end = Длительность затухания, секунды (0 = нет)

## audio-remove-silence

tool-audio-remove-silence-title = Удалить тишину
tool-audio-remove-silence-desc = Вырезает тишину в начале и каждую паузу длиннее полсекунды, которая остаётся ниже level dB.
tool-audio-remove-silence-output = как у исходного файла
tool-audio-remove-silence-param-level = Порог тишины, dB

## audio-noise-reduction

tool-audio-noise-reduction-title = Уменьшить шум
tool-audio-noise-reduction-desc = FFT-шумоподавитель, отслеживающий уровень шума; level — подавление шума в dB.
tool-audio-noise-reduction-output = как у исходного файла
tool-audio-noise-reduction-param-level = Подавление шума, dB (0.01–97)

## audio-bass-boost

tool-audio-bass-boost-title = Усиление басов
tool-audio-bass-boost-desc = Поднимает низкие частоты (полка около 100 Hz) на gain_db.
tool-audio-bass-boost-output = как у исходного файла
tool-audio-bass-boost-param-gain_db = Усиление басов, dB (0–20)

## audio-to-mono

tool-audio-to-mono-title = Конвертировать в моно
tool-audio-to-mono-desc = Сводит все каналы в один.
tool-audio-to-mono-output = как у исходного файла

## audio-waveform-image

tool-audio-waveform-image-title = Изображение волны
tool-audio-waveform-image-desc = Рисует форму волны всей дорожки в PNG с прозрачным фоном.
tool-audio-waveform-image-param-width = Ширина изображения, px (100–4000)
tool-audio-waveform-image-param-height = Высота изображения, px (50–2000)

## audio-spectrogram-image

tool-audio-spectrogram-image-title = Изображение спектрограммы
tool-audio-spectrogram-image-desc = Рисует спектрограмму всей дорожки (время по горизонтали, частота по вертикали) в PNG ровно такого размера.
tool-audio-spectrogram-image-param-width = Ширина изображения, px (100–4000)
tool-audio-spectrogram-image-param-height = Высота изображения, px (50–2000)

## audio-metadata

tool-audio-metadata-title = Метаданные аудио
tool-audio-metadata-desc = Формат, кодек, длительность, каналы, теги и сводка громкости (EBU R128 и уровень) в JSON.

## video-to-mp4

tool-video-to-mp4-title = Видео в MP4
tool-video-to-mp4-desc = Конвертирует видео в MP4 H.264/AAC (yuv420p, быстрый старт) для браузеров и телефонов.
tool-video-to-mp4-param-level = CRF x264: ниже = лучше и больше (0–51)
tool-video-to-mp4-param-preset = Пресет скорости x264
tool-video-to-mp4-param-bitrate = Битрейт аудио AAC, kbit/s
tool-video-to-mp4-param-target_size = Наибольший размер результата в байтах или пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-to-webm

tool-video-to-webm-title = Видео в WebM
tool-video-to-webm-desc = Конвертирует видео в WebM VP9/Opus в режиме постоянного качества.
tool-video-to-webm-param-level = CRF VP9: ниже = лучше и больше (0–63)
tool-video-to-webm-param-preset = realtime = быстро; good = медленнее, меньше

## video-to-mkv

tool-video-to-mkv-title = Видео в MKV
tool-video-to-mkv-desc = Помещает видео в Matroska: потоки копируются без изменений или перекодируются в H.264/AAC.
tool-video-to-mkv-param-preset = copy = переупаковать потоки без изменений, когда возможно; encode = H.264/AAC

## video-to-mov

tool-video-to-mov-title = Видео в MOV
tool-video-to-mov-desc = Помещает видео в QuickTime MOV: копируется, если кодеки подходят для MOV, иначе перекодируется в H.264/AAC.
tool-video-to-mov-param-preset = copy = переупаковать потоки без изменений, когда возможно; encode = H.264/AAC

## video-to-avi

tool-video-to-avi-title = Видео в AVI
tool-video-to-avi-desc = Конвертирует видео в MPEG-4 Part 2 (тег Xvid) со звуком MP3 в AVI.
tool-video-to-avi-param-level = Квантизатор MPEG-4: ниже = лучше (2–31)

## video-to-hevc

tool-video-to-hevc-title = Видео в HEVC (H.265)
tool-video-to-hevc-desc = Конвертирует видео в H.265 (hvc1) со звуком AAC в MP4: примерно вдвое меньше H.264 при том же качестве.
tool-video-to-hevc-param-level = CRF x265: ниже = лучше и больше (0–51)
tool-video-to-hevc-param-preset = Пресет скорости x265

## video-to-gif

tool-video-to-gif-title = Видео в GIF
tool-video-to-gif-desc = Превращает до 30 с видео в анимированный GIF с оптимизированной палитрой.
tool-video-to-gif-param-fps = Кадров в секунду (1–30)
tool-video-to-gif-param-width = Ширина, px (16–1280; никогда не увеличивается)
tool-video-to-gif-param-start = Начало клипа, секунды
tool-video-to-gif-param-end = Конец клипа, секунды (по умолчанию start + 10; не позже 30 с после start)

## video-to-animated-webp

tool-video-to-animated-webp-title = Видео в анимированный WebP
tool-video-to-animated-webp-desc = Превращает до 30 с видео в анимированный WebP (с потерями, зацикленный).
tool-video-to-animated-webp-param-fps = Кадров в секунду (1–30)
tool-video-to-animated-webp-param-width = Ширина, px (16–1280; никогда не увеличивается)
tool-video-to-animated-webp-param-start = Начало клипа, секунды
tool-video-to-animated-webp-param-end = Конец клипа, секунды (по умолчанию start + 10; не позже 30 с после start)
tool-video-to-animated-webp-param-quality = Качество WebP (1–100)

## video-extract-audio

tool-video-extract-audio-title = Извлечь аудио
tool-video-extract-audio-desc = Сохраняет звук видео как MP3, M4A, WAV, OGG, Opus или FLAC; копируется без перекодирования, если кодек уже такой.
tool-video-extract-audio-param-format = Формат аудио
tool-video-extract-audio-param-bitrate = Битрейт для форматов с потерями, kbit/s (не используется при копировании)

## video-mute

tool-video-mute-title = Убрать звук
tool-video-mute-desc = Удаляет звуковую дорожку; картинка копируется без изменений.
tool-video-mute-output = как у исходного файла

## video-trim

tool-video-trim-title = Обрезать видео
tool-video-trim-desc = Оставляет секунды start..end. fast = копирование потока, разрез по ключевому кадру перед start (может начаться чуть раньше); accurate = перекодирование, с точностью до кадра.
tool-video-trim-output = как у исходного файла
tool-video-trim-param-start = Начало оставляемой части, секунды
tool-video-trim-param-end = Конец оставляемой части, секунды (после start)
tool-video-trim-param-preset = fast = копирование потока по ключевым кадрам; accurate = перекодировать

## video-crop

tool-video-crop-title = Кадрировать видео
tool-video-crop-desc = Оставляет прямоугольник картинки (x, y, crop_width, crop_height в пикселях; размеры округляются до чётных).
tool-video-crop-param-x = Левый край оставляемой области, px
tool-video-crop-param-y = Верхний край оставляемой области, px
tool-video-crop-param-crop_width = Ширина оставляемой области, px (округляется вниз до чётной)
tool-video-crop-param-crop_height = Высота оставляемой области, px (округляется вниз до чётной)

## video-resize

tool-video-resize-title = Изменить размер видео
tool-video-resize-desc = Масштабирует до width пикселей; высота следует пропорциям, если не задана. Размеры округляются до чётных.
tool-video-resize-param-width = Ширина результата, px (16–3840)
tool-video-resize-param-height = Высота результата, px (не указывайте, чтобы сохранить пропорции)

## video-rotate

tool-video-rotate-title = Повернуть видео
tool-video-rotate-desc = Поворачивает картинку по часовой стрелке на 90, 180 или 270 градусов.
tool-video-rotate-param-degrees = Поворот по часовой стрелке: 90, 180 или 270

## video-flip

tool-video-flip-title = Отразить видео
tool-video-flip-desc = Отражает картинку по горизонтали, по вертикали или в обе стороны.
tool-video-flip-param-direction = Ось отражения

## video-speed

tool-video-speed-title = Изменить скорость видео
tool-video-speed-desc = Ускоряет или замедляет картинку и звук вместе (звук сохраняет высоту тона).
tool-video-speed-param-factor = Коэффициент скорости (0.25–4)

## video-reverse

tool-video-reverse-title = Развернуть видео
tool-video-reverse-desc = Воспроизводит клип задом наперёд вместе со звуком (не больше 60 с: каждый кадр держится в памяти).

## video-compress

tool-video-compress-title = Сжать видео
tool-video-compress-desc = Перекодирует в меньший MP4 H.264/AAC (128 kbit/s); можно ограничить ширину.
tool-video-compress-param-level = CRF x264: выше = меньше (18–40)
tool-video-compress-param-preset = Пресет скорости x264
tool-video-compress-param-width = Наибольшая ширина результата, px (0 = как есть)
tool-video-compress-param-target_size = Наибольший размер результата в байтах или пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-change-fps

tool-video-change-fps-title = Изменить частоту кадров
tool-video-change-fps-desc = Пересчитывает в fps кадров в секунду (кадры отбрасываются или повторяются; длительность не меняется).
tool-video-change-fps-param-fps = Кадров в секунду (1–60)

## video-loop

tool-video-loop-title = Зациклить видео
tool-video-loop-desc = Повторяет клип level раз в одном файле (потоки копируются; результат не длиннее 600 с).
tool-video-loop-output = как у исходного файла
tool-video-loop-param-level = Всего повторов (2–20)

## video-fade

tool-video-fade-title = Плавное появление / затухание видео
tool-video-fade-desc = Появление из чёрного за первые start секунд и уход в чёрный за последние end секунд; звука тоже.
tool-video-fade-param-start = Длительность появления, секунды (0 = нет)
tool-video-fade-param-end = Длительность затухания, секунды (0 = нет)

## video-grayscale

tool-video-grayscale-title = Чёрно-белое видео
tool-video-grayscale-desc = Убирает из картинки весь цвет.

## video-stabilize

tool-video-stabilize-title = Стабилизировать видео
tool-video-stabilize-desc = Сглаживает дрожание камеры в два прохода (vid.stab); level = кадров сглаживания. Не больше 5 минут.
tool-video-stabilize-param-level = Окно сглаживания, кадры (1–100)

## video-volume

tool-video-volume-title = Изменить громкость видео
tool-video-volume-desc = Повышает или понижает звук на gain_db децибел; картинка копируется без изменений.
tool-video-volume-output = как у исходного файла
tool-video-volume-param-gain_db = Усиление в dB (от −30 до +30)

## video-normalize-audio

tool-video-normalize-audio-title = Нормализовать громкость видео
tool-video-normalize-audio-desc = Нормализация громкости звука EBU R128 до level LUFS (два прохода, TP −1,5, LRA 11); картинка копируется.
tool-video-normalize-audio-output = как у исходного файла
tool-video-normalize-audio-param-level = Целевая интегральная громкость, LUFS

## video-metadata

tool-video-metadata-title = Метаданные видео
tool-video-metadata-desc = Контейнер, длительность, размер, частота кадров, поворот, кодеки, дорожки и теги в JSON.

## video-thumbnail-at-time

tool-video-thumbnail-at-time-title = Превью в момент времени
tool-video-thumbnail-at-time-desc = Сохраняет кадр на start секунде как JPG, PNG или WebP, при желании уменьшая до width.
tool-video-thumbnail-at-time-param-start = Время кадра, секунды
tool-video-thumbnail-at-time-param-width = Ширина результата, px (0 = как у видео; 16–3840)
tool-video-thumbnail-at-time-param-format = Формат изображения: jpg, png или webp
tool-video-thumbnail-at-time-param-quality = Качество JPG/WebP (1–100)

## video-thumbnail-auto

tool-video-thumbnail-auto-title = Автоматическое превью
tool-video-thumbnail-auto-desc = Выбирает самый характерный кадр (фильтр thumbnail в ffmpeg) из отрезка после начала.
tool-video-thumbnail-auto-param-width = Ширина результата, px (0 = как у видео; 16–3840)
tool-video-thumbnail-auto-param-format = Формат изображения: jpg, png или webp

## video-first-frame

tool-video-first-frame-title = Первый кадр
tool-video-first-frame-desc = Сохраняет первый кадр видео.
tool-video-first-frame-param-width = Ширина результата, px (0 = как у видео; 16–3840)
tool-video-first-frame-param-format = Формат изображения: jpg, png или webp

## video-last-frame

tool-video-last-frame-title = Последний кадр
tool-video-last-frame-desc = Сохраняет последний кадр видео (декодирует только последние секунды).
tool-video-last-frame-param-width = Ширина результата, px (0 = как у видео; 16–3840)
tool-video-last-frame-param-format = Формат изображения: jpg, png или webp

## video-contact-sheet

tool-video-contact-sheet-title = Контактный лист
tool-video-contact-sheet-desc = Сетка level × level кадров, равномерно взятых по всему видео, в одном JPEG.
tool-video-contact-sheet-param-level = Размер сетки N (N×N кадров, 2–8)
tool-video-contact-sheet-param-width = Ширина каждой ячейки, px (80–640)

## video-extract-frames

tool-video-extract-frames-title = Извлечь кадры
tool-video-extract-frames-desc = Сохраняет fps кадров в секунду между start и end как файлы JPG или PNG в одном ZIP (не больше 300).
tool-video-extract-frames-param-fps = Сохраняемых кадров в секунду (0.05–10)
tool-video-extract-frames-param-start = Начало окна, секунды
tool-video-extract-frames-param-end = Конец окна, секунды (по умолчанию: конец)
tool-video-extract-frames-param-format = Формат изображения: jpg или png

## video-scene-frames

tool-video-scene-frames-title = Кадры сцен
tool-video-scene-frames-desc = Сохраняет первый кадр и первый кадр каждой смены сцены (оценка выше level) как JPEG в одном ZIP (не больше 100).
tool-video-scene-frames-param-level = Порог смены сцены (0.1–0.9)

## video-poster-play-button

tool-video-poster-play-button-title = Постер с кнопкой воспроизведения
tool-video-poster-play-button-desc = Кадр на start секунде, уменьшенный до width, с нарисованной посередине кнопкой воспроизведения (JPEG).
tool-video-poster-play-button-param-start = Время кадра, секунды
tool-video-poster-play-button-param-width = Ширина постера, px (16–3840)

## qr-decode-image

tool-qr-decode-image-title = Прочитать QR-коды на изображении
tool-qr-decode-image-desc = Находит каждый QR-код (также Micro QR и rMQR) на фото или скриншоте и возвращает их текст в JSON.

## barcode-decode-image

tool-barcode-decode-image-title = Прочитать штрихкоды на изображении
tool-barcode-decode-image-desc = Находит штрихкоды всех распространённых типов (EAN/UPC, Code 128/39/93, ITF, Codabar, DataBar, QR, Data Matrix, PDF417, Aztec, MaxiCode) и возвращает их в JSON.

## qr-decode-pdf

tool-qr-decode-pdf-title = Прочитать QR-коды в PDF
tool-qr-decode-pdf-desc = Отрисовывает страницы PDF (первые 10, если страницы не указаны) и возвращает каждый найденный QR-код с его страницей в JSON.
tool-qr-decode-pdf-param-pages = Страницы для поиска, диапазоны с 1, например 1-3,5,9- (по умолчанию: первые 10)
tool-qr-decode-pdf-param-level = Разрешение отрисовки в dpi (72–400)

## qr-decode-video

tool-qr-decode-video-title = Прочитать QR-коды в видео
tool-qr-decode-video-desc = Берёт кадры видео (fps в секунду, в окне не длиннее 120 с) и перечисляет каждый отдельный QR-код с тем, когда он был виден впервые и в последний раз.
tool-qr-decode-video-param-fps = Кадров на секунду видео (0.2–10)
tool-qr-decode-video-param-start = Начало окна в секундах
tool-qr-decode-video-param-end = Конец окна в секундах (по умолчанию: start + 120 с или конец видео)

## qr-from-text-file

tool-qr-from-text-file-title = Текстовый файл в QR-код
tool-qr-from-text-file-desc = Кодирует содержимое текстового файла UTF-8 в один QR-код (до 2331 байта на уровне M).
tool-qr-from-text-file-output = image/png, image/svg+xml, image/jpeg или image/webp (по format)
tool-qr-from-text-file-param-format = Формат изображения результата
tool-qr-from-text-file-param-width = Ширина изображения в пикселях (символ, которому нужно больше, рисуется крупнее)
tool-qr-from-text-file-param-level = Уровень коррекции ошибок: L 7%, M 15%, Q 25%, H 30%

## qr-from-vcard

tool-qr-from-vcard-title = vCard в QR-код
tool-qr-from-vcard-desc = Превращает карточку контакта (.vcf) в QR-код, который телефоны предлагают сохранить как контакт.
tool-qr-from-vcard-output = image/png, image/svg+xml, image/jpeg или image/webp (по format)
tool-qr-from-vcard-param-format = Формат изображения результата
tool-qr-from-vcard-param-width = Ширина изображения в пикселях (символ, которому нужно больше, рисуется крупнее)
tool-qr-from-vcard-param-level = Уровень коррекции ошибок: L 7%, M 15%, Q 25%, H 30%

## qr-batch-from-lines

tool-qr-batch-from-lines-title = QR-коды из строк
tool-qr-batch-from-lines-desc = По QR-коду на каждую непустую строку текстового файла (не больше 100), в ZIP с изображениями.
tool-qr-batch-from-lines-param-format = Формат изображения результата
tool-qr-batch-from-lines-param-width = Ширина изображения в пикселях (символ, которому нужно больше, рисуется крупнее)
tool-qr-batch-from-lines-param-level = Уровень коррекции ошибок: L 7%, M 15%, Q 25%, H 30%

## barcode-from-text-file

tool-barcode-from-text-file-title = Текстовый файл в штрихкод
tool-barcode-from-text-file-desc = Кодирует текст файла как Code 128, Code 39, EAN-13, EAN-8, UPC-A, ITF, Data Matrix, PDF417 или Aztec, в SVG или PNG.
tool-barcode-from-text-file-output = image/svg+xml или image/png (по format)
tool-barcode-from-text-file-param-preset = Тип штрихкода
tool-barcode-from-text-file-param-format = Формат результата
tool-barcode-from-text-file-param-width = Ширина изображения в пикселях

## yt-thumbnail-default

tool-yt-thumbnail-default-title = Превью видео: по умолчанию
tool-yt-thumbnail-default-desc = Скачивает превью default.jpg видео (120×90).

## yt-thumbnail-medium

tool-yt-thumbnail-medium-title = Превью видео: среднее
tool-yt-thumbnail-medium-desc = Скачивает превью mqdefault.jpg видео (320×180).

## yt-thumbnail-high

tool-yt-thumbnail-high-title = Превью видео: высокое
tool-yt-thumbnail-high-desc = Скачивает превью hqdefault.jpg видео (480×360), 4:3 с чёрными полосами.

## yt-thumbnail-standard

tool-yt-thumbnail-standard-title = Превью видео: стандартное
tool-yt-thumbnail-standard-desc = Скачивает превью sddefault.jpg видео (640×480); оно есть не у каждого видео.

## yt-thumbnail-maxres

tool-yt-thumbnail-maxres-title = Превью видео: максимальное разрешение
tool-yt-thumbnail-maxres-desc = Скачивает превью maxresdefault.jpg видео (1280×720); оно есть не у каждого видео.

## yt-thumbnail-best

tool-yt-thumbnail-best-title = Лучшее превью видео
tool-yt-thumbnail-best-desc = Самое большое превью, которое действительно есть у видео (maxres, иначе standard, иначе high), в JPEG, PNG или WebP.
tool-yt-thumbnail-best-output = image/jpeg, image/png или image/webp (по format)
tool-yt-thumbnail-best-param-format = Формат результата

## yt-thumbnail-webp

tool-yt-thumbnail-webp-title = Превью видео в WebP
tool-yt-thumbnail-webp-desc = Скачивает WebP-версию превью того размера, что отдаёт видеохостинг (default, mq, hq, sd, maxres).
tool-yt-thumbnail-webp-param-preset = Размер превью: default, mq, hq, sd или maxres

## yt-thumbnail-resize

tool-yt-thumbnail-resize-title = Превью видео другого размера
tool-yt-thumbnail-resize-desc = Лучшее превью в заданном размере: cover заполняет кадр с обрезкой, contain вписывает с чёрными полосами. Ширина или высота 0 сохраняет пропорции.
tool-yt-thumbnail-resize-output = image/jpeg, image/png или image/webp (по format)
tool-yt-thumbnail-resize-param-width = Ширина в пикселях (0 = по высоте и пропорциям)
tool-yt-thumbnail-resize-param-height = Высота в пикселях (0 = по ширине и пропорциям)
tool-yt-thumbnail-resize-param-format = Формат результата
tool-yt-thumbnail-resize-param-quality = Качество JPEG/WebP
tool-yt-thumbnail-resize-param-preset = cover (обрезать до заполнения) или contain (с полосами)

## yt-thumbnail-crop-16x9

tool-yt-thumbnail-crop-16x9-title = Превью видео, обрезанное до 16:9
tool-yt-thumbnail-crop-16x9-desc = Берёт превью 4:3 high или standard и вырезает из него центральную картинку 16:9 без чёрных полос.
tool-yt-thumbnail-crop-16x9-param-preset = Исходное превью: hq (480×360) или sd (640×480)

## yt-qr-code

tool-yt-qr-code-title = QR-код для ссылки на видео
tool-yt-qr-code-desc = QR-код, открывающий видео (при желании с момента начала); создаётся локально, ни один запрос не покидает сервер.
tool-yt-qr-code-output = image/png, image/svg+xml, image/jpeg или image/webp (по format)
tool-yt-qr-code-param-format = Формат изображения результата
tool-yt-qr-code-param-width = Ширина изображения в пикселях (символ, которому нужно больше, рисуется крупнее)
tool-yt-qr-code-param-level = Уровень коррекции ошибок: L 7%, M 15%, Q 25%, H 30%
tool-yt-qr-code-param-start = Время начала в секундах (используются целые секунды)

## yt-oembed-metadata

tool-yt-oembed-metadata-title = Метаданные видео (oEmbed)
tool-yt-oembed-metadata-desc = Название, канал, превью и HTML плеера публичного видео из oEmbed-адреса видеохостинга, в JSON.

## yt-embed-code

tool-yt-embed-code-title = Код для встраивания видео
tool-yt-embed-code-desc = HTML-страница с готовым к копированию iframe в режиме повышенной конфиденциальности (начало и необязательный конец) и простыми ссылками для просмотра, короткой и для встраивания. Создаётся локально, ни один запрос не покидает сервер.
tool-yt-embed-code-param-start = Время начала в секундах
tool-yt-embed-code-param-end = Время конца в секундах (после start)
tool-yt-embed-code-param-width = Ширина плеера в пикселях
tool-yt-embed-code-param-height = Высота плеера в пикселях

## pdf-merge

tool-pdf-merge-title = Объединить PDF
tool-pdf-merge-desc = Соединяет несколько PDF в один: все страницы каждого файла в порядке отправки файлов.

## images-to-pdf

tool-images-to-pdf-title = Изображения в PDF
tool-images-to-pdf-desc = Помещает несколько изображений (JPEG, PNG, WebP, GIF, TIFF, AVIF) в один PDF, по странице на изображение в порядке отправки (первый кадр анимации): fit = страница размером с изображение, a4/letter = по центру листа.
tool-images-to-pdf-param-preset = Размер страницы: fit, a4 или letter
tool-images-to-pdf-param-quality = Качество JPEG, если изображение приходится перекодировать

## audio-concat

tool-audio-concat-title = Объединить аудио
tool-audio-concat-desc = Соединяет несколько аудиофайлов друг за другом в порядке отправки в один MP3 (44,1 кГц, стерео).
tool-audio-concat-param-bitrate = Битрейт MP3, kbit/s (32–320)

## video-concat

tool-video-concat-title = Объединить видео
tool-video-concat-desc = Соединяет несколько видео друг за другом в порядке отправки в один MP4 (H.264/AAC): каждое масштабируется и дополняется до размера кадра первого при одной частоте кадров; звук сохраняется, если он есть у всех видео.
tool-video-concat-param-fps = Частота кадров результата (1–60)

## video-add-audio

tool-video-add-audio-title = Добавить звуковую дорожку
tool-video-add-audio-desc = Кладёт звук второго файла (аудио или видео со звуком) под картинку первого в MP4; результат длится столько, сколько более короткий из двух.
tool-video-add-audio-param-bitrate = Битрейт AAC, kbit/s (32–320)

## word-to-pdf

tool-word-to-pdf-title = Word в PDF
tool-word-to-pdf-desc = Конвертирует текстовый документ Word, OpenDocument или RTF (docx, doc, odt, rtf) в PDF. Макросы никогда не запускаются; связанные файлы и изображения не загружаются.

## spreadsheet-to-pdf

tool-spreadsheet-to-pdf-title = Таблица в PDF
tool-spreadsheet-to-pdf-desc = Конвертирует таблицу (xlsx, xls, ods или текст CSV) в PDF: каждый лист на одной странице шириной в его занятые столбцы. Формулы сохраняют сохранённые результаты; макросы никогда не запускаются.

## presentation-to-pdf

tool-presentation-to-pdf-title = Презентация в PDF
tool-presentation-to-pdf-desc = Конвертирует презентацию (pptx, ppt, odp) в PDF, по странице на слайд. Макросы никогда не запускаются.

## docx-to-odt

tool-docx-to-odt-title = Word в ODT
tool-docx-to-odt-desc = Конвертирует документ Word (docx, doc, rtf) в текст OpenDocument (odt).

## odt-to-docx

tool-odt-to-docx-title = ODT в Word
tool-odt-to-docx-desc = Конвертирует документ OpenDocument Text (odt) или RTF в Word (docx).

## xlsx-to-ods

tool-xlsx-to-ods-title = Excel в ODS
tool-xlsx-to-ods-desc = Конвертирует книгу Excel (xlsx, xls) в таблицу OpenDocument (ods).

## ods-to-xlsx

tool-ods-to-xlsx-title = ODS в Excel
tool-ods-to-xlsx-desc = Конвертирует таблицу OpenDocument (ods) в книгу Excel (xlsx).

## xlsx-to-csv

tool-xlsx-to-csv-title = Excel в CSV
tool-xlsx-to-csv-desc = Записывает каждый лист книги Excel (xlsx) как файл CSV (UTF-8, через запятую), все в одном ZIP.

## ods-to-csv

tool-ods-to-csv-title = ODS в CSV
tool-ods-to-csv-desc = Записывает каждый лист таблицы OpenDocument или старого Excel (ods, xls) как файл CSV, все в одном ZIP.

## slides-to-png

tool-slides-to-png-title = Слайды в PNG
tool-slides-to-png-desc = Отрисовывает каждый слайд презентации (pptx, ppt, odp) в изображение PNG, все в одном ZIP.
tool-slides-to-png-param-level = Разрешение в dpi (36–300)

## docx-to-text

tool-docx-to-text-title = Word в текст
tool-docx-to-text-desc = Извлекает текст документа Word (docx) как простой текст UTF-8, по абзацу на строку.

## docx-to-html

tool-docx-to-html-title = Word в HTML
tool-docx-to-html-desc = Конвертирует документ Word (docx) в одну HTML-страницу: заголовки, списки, таблицы и изображения (встроенные).

## ocr-image

tool-ocr-image-title = Изображение в текст (OCR)
tool-ocr-image-desc = Читает текст на фото или скане. txt: простой текст; hocr: HTML с каждым словом и его рамкой; tsv: строка на слово с рамкой и уверенностью. Изображения, лежащие на боку или вверх ногами, поворачиваются автоматически.
tool-ocr-image-output = text/plain, text/html или text/tab-separated-values (по format)
tool-ocr-image-param-lang = Языки текста, коды tesseract через + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-image-param-format = txt (простой текст), hocr (HTML с рамками слов) или tsv (рамки слов)

## ocr-image-to-pdf

tool-ocr-image-to-pdf-title = Изображение в PDF с поиском (OCR)
tool-ocr-image-to-pdf-desc = Создаёт страницу PDF из изображения с распознанным текстом, невидимо наложенным поверх, чтобы текст можно было искать, выделять и копировать. JPEG встраивается байт в байт, остальные изображения — пиксель в пиксель.
tool-ocr-image-to-pdf-param-lang = Языки текста, коды tesseract через + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)

## ocr-pdf

tool-ocr-pdf-title = PDF с поиском (OCR)
tool-ocr-pdf-desc = Распознаёт сканированные страницы PDF и невидимо накладывает их текст поверх, чтобы его можно было искать, выделять и копировать; страницы выглядят в точности как раньше. Страницы, где текст уже есть, остаются как есть.
tool-ocr-pdf-param-lang = Языки текста, коды tesseract через + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-pdf-param-pages = Страницы для распознавания, диапазоны с 1, например 1-3,5,9- (не больше 50 страниц)

## ocr-pdf-to-text

tool-ocr-pdf-to-text-title = PDF в текст с OCR
tool-ocr-pdf-to-text-desc = Текст каждой страницы как простой текст UTF-8 (страницы разделены символом перевода страницы): страницы с текстовым слоем отдают свой, сканированные распознаются OCR.
tool-ocr-pdf-to-text-param-lang = Языки текста, коды tesseract через + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-pdf-to-text-param-pages = Страницы для распознавания, диапазоны с 1, например 1-3,5,9- (не больше 50 страниц)

## url-to-pdf

tool-url-to-pdf-title = Веб-страница в PDF
tool-url-to-pdf-desc = Печатает публичную веб-страницу в PDF так, как её показывает браузер, со скриптами. Страница, всё, что она загружает, и каждое перенаправление должны быть на публичном адресе; у снимка есть лимит времени, байтов и страниц.
tool-url-to-pdf-param-preset = Бумага: a4 или letter

## url-to-png

tool-url-to-png-title = Скриншот веб-страницы
tool-url-to-png-desc = PNG-скриншот публичной веб-страницы: вся страница или первый экран (preset), при ширине и высоте окна в CSS-пикселях и масштабе устройства (factor). Те же правила адресов и лимиты, что у «Веб-страница в PDF».
tool-url-to-png-param-preset = full: вся страница; viewport: только первый экран
tool-url-to-png-param-width = Ширина окна в CSS-пикселях
tool-url-to-png-param-height = Высота окна в CSS-пикселях
tool-url-to-png-param-factor = Масштаб устройства: пикселей изображения на CSS-пиксель

## html-to-pdf-browser

tool-html-to-pdf-browser-title = HTML в PDF (браузер)
tool-html-to-pdf-browser-desc = Печатает HTML-файл в PDF так, как его отрисовывает браузер, со скриптами, совсем без сети: каждое изображение, стиль, фрейм или запрос, которые страница просит откуда-либо, отклоняются (встроенные стили, скрипты и изображения data: работают).
tool-html-to-pdf-browser-param-preset = Бумага: a4 или letter

## markdown-to-html

tool-markdown-to-html-title = Markdown в HTML
tool-markdown-to-html-desc = Превращает файл Markdown в стиле GitHub (таблицы, списки задач, блоки кода) в одну HTML-страницу со своей таблицей стилей; блоки кода подсвечиваются. Ничего из того, на что ссылается текст, не загружается.

## markdown-to-pdf

tool-markdown-to-pdf-title = Markdown в PDF
tool-markdown-to-pdf-desc = Вёрстка файла Markdown в стиле GitHub на страницах A4 или Letter, с подсветкой кода, без браузера: никакие скрипты не запускаются, никакие изображения и стили не загружаются.
tool-markdown-to-pdf-param-preset = Бумага: a4 или letter

## mobi-to-pdf

tool-mobi-to-pdf-title = MOBI в PDF
tool-mobi-to-pdf-desc = Вёрстка электронной книги Kindle/Mobipocket (MOBI, без DRM) на страницах A4 или Letter.
tool-mobi-to-pdf-param-preset = Бумага: a4 или letter

## fb2-to-pdf

tool-fb2-to-pdf-title = FB2 в PDF
tool-fb2-to-pdf-desc = Вёрстка электронной книги FictionBook (FB2) на страницах A4 или Letter, с изображениями из книги.
tool-fb2-to-pdf-param-preset = Бумага: a4 или letter

## cbz-to-pdf

tool-cbz-to-pdf-title = Комикс (CBZ) в PDF
tool-cbz-to-pdf-desc = Помещает изображения архива комикса (CBZ: ZIP со страницами JPEG, PNG, GIF, WebP, BMP или TIFF) на страницы PDF, по одному на страницу, в порядке имён.

## pdf-to-cbz

tool-pdf-to-cbz-title = PDF в комикс (CBZ)
tool-pdf-to-cbz-desc = Отрисовывает страницы PDF в изображения JPEG в архиве комикса (CBZ), который открывают программы для чтения комиксов.
tool-pdf-to-cbz-param-pages = Страницы для отрисовки, диапазоны с 1, например 1-3,5,9- (не больше 100 страниц)
tool-pdf-to-cbz-param-level = Разрешение в dpi (36–600)
tool-pdf-to-cbz-param-quality = Качество JPEG (1–100)

## eml-to-pdf

tool-eml-to-pdf-title = Письмо в PDF
tool-eml-to-pdf-desc = Печатает письмо (.eml) в PDF: От, Кому, Копия, Дата и Тема, текст (HTML без загрузки чего-либо или простой текст) и вложения с именами и размерами.
tool-eml-to-pdf-param-preset = Бумага: a4 или letter

## data-to-json

tool-data-to-json-title = Данные в JSON
tool-data-to-json-desc = Конвертирует YAML, TOML, XML, CSV в JSON. CSV становится списком записей с ключами из строки заголовка; атрибуты XML становятся ключами, начинающимися с @_. Файлы до 5 MB, вложенность до 100 уровней; псевдонимы YAML до 100; сущности XML никогда не раскрываются.

## data-to-yaml

tool-data-to-yaml-title = Данные в YAML
tool-data-to-yaml-desc = Конвертирует JSON, TOML, XML, CSV в YAML. Ключи сохраняют порядок. Файлы до 5 MB, вложенность до 100 уровней; псевдонимы YAML до 100; сущности XML никогда не раскрываются.

## data-to-toml

tool-data-to-toml-title = Данные в TOML
tool-data-to-toml-desc = Конвертирует JSON, YAML, XML, CSV в TOML. Список на верхнем уровне записывается как таблицы [[item]]; в TOML нет null, поэтому данные с ним отклоняются. Файлы до 5 MB, вложенность до 100 уровней; псевдонимы YAML до 100; сущности XML никогда не раскрываются.

## data-to-xml

tool-data-to-xml-title = Данные в XML
tool-data-to-xml-desc = Конвертирует JSON, YAML, TOML, CSV в XML. Единственный ключ верхнего уровня становится корневым элементом, остальное оборачивается в <root>; ключи, начинающиеся с @_, становятся атрибутами. Файлы до 5 MB, вложенность до 100 уровней; псевдонимы YAML до 100; сущности XML никогда не раскрываются.

## data-to-csv

tool-data-to-csv-title = Данные в CSV
tool-data-to-csv-desc = Конвертирует JSON, YAML, TOML, XML в CSV. Принимает список записей (или объект с одним списком); столбцы — все встреченные ключи, вложенные значения записываются как JSON. Файлы до 5 MB, вложенность до 100 уровней; псевдонимы YAML до 100; сущности XML никогда не раскрываются.

## msg-to-pdf

tool-msg-to-pdf-title = Сообщение Outlook в PDF
tool-msg-to-pdf-desc = Печатает сообщение Outlook (.msg) в PDF: отправитель, получатели, дата и тема, текст (HTML без загрузки чего-либо или простой текст) и вложения с именами и размерами.
tool-msg-to-pdf-param-preset = Бумага: a4 или letter

## image-to-telegram-sticker

tool-image-to-telegram-sticker-title = Изображение в стикер Telegram
tool-image-to-telegram-sticker-desc = Статичный стикер Telegram: PNG или WebP, длинная сторона ровно 512 px, не больше 512 KB (у анимации берётся первый кадр).
tool-image-to-telegram-sticker-output = image/png или image/webp (по format)
tool-image-to-telegram-sticker-param-format = Формат результата: png или webp

## video-to-telegram-sticker

tool-video-to-telegram-sticker-title = Видео или GIF в видеостикер Telegram
tool-video-to-telegram-sticker-desc = Видеостикер Telegram: WebM VP9 без звука, длинная сторона ровно 512 px, не больше 3 с, 30 fps и 256 KB; более длинный клип обрезается до первых 3 с, и результат об этом сообщает.

## image-to-discord-emoji

tool-image-to-discord-emoji-title = Изображение в эмодзи Discord
tool-image-to-discord-emoji-desc = Эмодзи Discord 128×128 не больше 256 KiB на прозрачном квадрате; анимированные GIF и WebP остаются анимированными.
tool-image-to-discord-emoji-output = image/gif, image/webp или image/png (как у исходного файла)

## image-to-discord-sticker

tool-image-to-discord-sticker-title = Изображение в стикер Discord
tool-image-to-discord-sticker-desc = Стикер Discord 320×320 не больше 512 KiB на прозрачном квадрате: PNG или APNG из GIF (анимация сохраняется).
tool-image-to-discord-sticker-output = image/apng для GIF, иначе image/png

## pdf-watermark

tool-pdf-watermark-title = Водяной знак в PDF (текст)
tool-pdf-watermark-desc = Пишет текст на выбранных страницах — один раз посередине или плиткой по всей странице — под углом, заданным цветом и непрозрачностью. Текст рисуется стандартным шрифтом PDF: латинские буквы, цифры и обычные знаки.
tool-pdf-watermark-param-text = Слова для надписи (латинские буквы, цифры и обычные знаки)
tool-pdf-watermark-param-level = Размер шрифта в пунктах (6–200)
tool-pdf-watermark-param-color = Цвет в виде #rrggbb
tool-pdf-watermark-param-opacity = Непрозрачность от 0.05 (бледно) до 1 (сплошной)
tool-pdf-watermark-param-degrees = Угол текста в градусах, против часовой стрелки (от −90 до 90)
tool-pdf-watermark-param-direction = center: один раз посередине страницы; tile: по всей странице
tool-pdf-watermark-param-pages = Страницы, диапазоны с 1, например 1-3,5,9-

## pdf-redact

tool-pdf-redact-title = Зачернить текст в PDF
tool-pdf-redact-desc = Удаляет каждое вхождение текста (или регулярного выражения) с выбранных страниц: слова уходят из содержимого страницы, так что извлечение текста и поиск их больше не находят, а каждое место отмечает чёрный прямоугольник.
tool-pdf-redact-param-text = Текст (или шаблон) для удаления
tool-pdf-redact-param-match = ignore-case, exact (с учётом регистра) или regex (регулярное выражение, без учёта регистра)
tool-pdf-redact-param-pages = Страницы, диапазоны с 1, например 1-3,5,9-

## pdf-form-fields

tool-pdf-form-fields-title = Список полей формы PDF
tool-pdf-form-fields-desc = Перечисляет заполняемые поля формы PDF в JSON: имя, тип, текущее значение, варианты и страницу каждого.

## pdf-fill-form

tool-pdf-fill-form-title = Заполнить форму PDF
tool-pdf-fill-form-desc = Заполняет форму PDF из JSON (имя поля → текст, вариант или true/false для флажка); с preset=flatten значения впечатываются в страницы, и форму больше нельзя редактировать.
tool-pdf-fill-form-param-fields = Значения для заполнения: объект JSON имя поля → текст (вариант по его тексту) или true/false для флажка
tool-pdf-fill-form-param-preset = keep: форма остаётся заполняемой; flatten: значения становятся частью страницы

## pdf-protect

tool-pdf-protect-title = Защитить PDF паролем
tool-pdf-protect-desc = Шифрует PDF по AES-256: для открытия нужен `password`, а открытие разрешает то, что указано в `preset`: print (просмотр и печать, по умолчанию), view-only или all. `owner_password` также снимает эти ограничения; без него этого не может никто.
tool-pdf-protect-param-password = Пароль, открывающий PDF
tool-pdf-protect-param-owner_password = Пароль, который также снимает ограничения (по умолчанию: случайный, который никому не сообщается)
tool-pdf-protect-param-preset = Что разрешает открытие с `password`: print, view-only или all

## pdf-unlock

tool-pdf-unlock-title = Разблокировать PDF
tool-pdf-unlock-desc = Снимает пароль и ограничения с PDF по его паролю (открывающему или паролю владельца).
tool-pdf-unlock-param-password = Пароль PDF

## subtitle-to-srt

tool-subtitle-to-srt-title = Субтитры в SRT
tool-subtitle-to-srt-desc = Конвертирует субтитры SRT, WebVTT или ASS в SRT, сохраняя время и текст каждой реплики (стили ASS становятся простым текстом, где у формата их нет).

## subtitle-to-vtt

tool-subtitle-to-vtt-title = Субтитры в WebVTT
tool-subtitle-to-vtt-desc = Конвертирует субтитры SRT, WebVTT или ASS в VTT, сохраняя время и текст каждой реплики (стили ASS становятся простым текстом, где у формата их нет).

## subtitle-to-ass

tool-subtitle-to-ass-title = Субтитры в ASS
tool-subtitle-to-ass-desc = Конвертирует субтитры SRT, WebVTT или ASS в ASS, сохраняя время и текст каждой реплики (стили ASS становятся простым текстом, где у формата их нет).

## subtitle-shift

tool-subtitle-shift-title = Сдвинуть тайминг субтитров
tool-subtitle-shift-desc = Сдвигает каждую реплику позже (положительный offset) или раньше (отрицательный), в секундах; реплика, сдвинутая раньше начала, удаляется. Формат сохраняется.
tool-subtitle-shift-output = как у исходного файла
tool-subtitle-shift-param-offset = На сколько секунд сдвинуть каждую реплику, например 2.5 или -1.2

## video-extract-subtitles

tool-video-extract-subtitles-title = Извлечь субтитры
tool-video-extract-subtitles-desc = Сохраняет первую дорожку субтитров видео (MKV, MP4, WebM…) как SRT, WebVTT или ASS.
tool-video-extract-subtitles-output = application/x-subrip, text/vtt или text/x-ssa (по format)
tool-video-extract-subtitles-param-format = Формат субтитров: srt, vtt или ass

## ocr-image layout, cbr-to-pdf (merged with the documents leftovers)

tool-ocr-image-param-layout = block (один блок текста, читается поперёк страницы) или columns (найти колонки текста и прочитать их по очереди)
tool-cbr-to-pdf-title = Комикс (CBR) в PDF
tool-cbr-to-pdf-desc = Размещает изображения из RAR-архива комикса (CBR, RAR4 или RAR5, страницы JPEG, PNG, GIF, WebP или TIFF) на страницах PDF, по одному на страницу, в порядке имён.

## image watermark, video watermark, JPEG XL, HEIC bursts

tool-image-convert-jpg-output = image/jpeg или application/zip (images=all для HEIC)
tool-image-convert-jpg-param-images = Для HEIC с несколькими снимками (серийная съёмка): primary (по умолчанию) или all (все в ZIP)
tool-image-convert-png-output = image/png или application/zip (images=all для HEIC)
tool-image-convert-png-param-images = Для HEIC с несколькими снимками (серийная съёмка): primary (по умолчанию) или all (все в ZIP)
tool-image-watermark-title = Водяной знак на изображении
tool-image-watermark-desc = Накладывает на изображение текст (DejaVu sans, serif или mono, любого цвета и непрозрачности) или логотип, присланный вторым изображением: в угол, в центр или плиткой поверх всего изображения. В анимации знак ставится на каждый кадр.
tool-image-watermark-output = как у исходного файла
tool-image-watermark-param-text = Слова для знака (переносы строк допускаются); оставьте пустым, чтобы наложить второй файл — логотип
tool-image-watermark-param-font = Шрифт: sans, serif или mono (DejaVu)
tool-image-watermark-param-level = Высота текста или ширина логотипа в процентах от изображения (1–50)
tool-image-watermark-param-color = Цвет текста в виде #rrggbb
tool-image-watermark-param-opacity = Непрозрачность от 0.05 (бледно) до 1 (сплошной)
tool-image-watermark-param-direction = Где: угол, center или tile (повторяется по всему изображению)
tool-video-watermark-title = Водяной знак на видео
tool-video-watermark-desc = Накладывает текст (DejaVu sans, serif или mono, любого цвета и непрозрачности) или логотип, присланный вторым файлом (PNG, JPEG, WebP, GIF), на каждый кадр видео: в угол, в центр или плиткой поверх всего кадра. Звук сохраняется.
tool-video-watermark-output = как у исходного файла
tool-video-watermark-param-text = Слова для знака (переносы строк допускаются); оставьте пустым, чтобы наложить второй файл — логотип
tool-video-watermark-param-font = Шрифт: sans, serif или mono (DejaVu)
tool-video-watermark-param-level = Высота текста или ширина логотипа в процентах от кадра (1–50)
tool-video-watermark-param-color = Цвет текста в виде #rrggbb
tool-video-watermark-param-opacity = Непрозрачность от 0.05 (бледно) до 1 (сплошной)
tool-video-watermark-param-direction = Где: угол, center или tile (повторяется по всему кадру)
tool-image-convert-jxl-title = Конвертировать изображение в JPEG XL
tool-image-convert-jxl-desc = Конвертирует изображение в JPEG XL: с потерями при выбранном качестве или без потерь при качестве 100. От анимации остаётся первый кадр.
tool-image-convert-jxl-param-quality = Качество 1-100; 100 — без потерь
tool-image-convert-jxl-param-level = Усилие 1-9: чем выше, тем меньше файл и медленнее

## make it fit (GIF, audio, PDF), subtitles, archives, PDF/A, signing

tool-pdf-compress-param-target_size = Наибольший размер результата в байтах или пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-mp3-param-target_size = Наибольший размер результата в байтах или пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-ogg-param-target_size = Наибольший размер результата в байтах или пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-opus-param-target_size = Наибольший размер результата в байтах или пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-m4a-param-target_size = Наибольший размер результата в байтах или пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-aac-param-target_size = Наибольший размер результата в байтах или пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-wma-param-target_size = Наибольший размер результата в байтах или пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-video-to-gif-param-target_size = Наибольший размер результата в байтах или пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

tool-video-add-subtitles-title = Добавить субтитры
tool-video-add-subtitles-desc = Добавляет к видео файл субтитров (SRT, WebVTT или ASS, второй файл) как дорожку, которую зритель может включить, с указанием языка: MKV сохраняет формат субтитров, MP4 хранит mov_text. Картинка и звук копируются как есть.
tool-video-add-subtitles-output = video/x-matroska или video/mp4 (по format)
tool-video-add-subtitles-param-format = Контейнер: mkv или mp4
tool-video-add-subtitles-param-lang = Язык субтитров, ISO 639-2 (eng, deu, fra…; und: не указан)

tool-video-burn-subtitles-title = Вшить субтитры
tool-video-burn-subtitles-desc = Рисует файл субтитров (SRT, WebVTT или ASS, второй файл) прямо в картинке видео, чтобы их показывал любой плеер; стили и позиции ASS сохраняются (шрифты, встроенные в файл ASS, не используются). MP4 H.264/AAC.

tool-archive-to-zip-title = Распаковать архив
tool-archive-to-zip-desc = Распаковывает ZIP, 7z, RAR, tar, tar.gz, tar.xz или tar.zst (или один файл gzip, zstd или xz) и возвращает его файлы в ZIP с сохранением папок. Не более 1000 файлов и 256 МБ в распакованном виде; ссылки, зашифрованные элементы, пути, ведущие за пределы архива, и повторяющиеся имена отклоняются.

tool-archive-list-title = Содержимое архива
tool-archive-list-desc = Перечисляет файлы ZIP, 7z, RAR, tar, tar.gz, tar.xz или tar.zst в JSON (имя и размер в распакованном виде) с теми же ограничениями, что и archive-to-zip.

tool-pdf-to-pdfa-title = PDF в PDF/A-2b
tool-pdf-to-pdfa-desc = Заново записывает PDF как PDF/A-2b для архивного хранения: шрифты встроены, цвета с output intent, идентификация PDF/A в метаданных XMP. Страницы заново вёрстаются импортом PDF в LibreOffice, поэтому текст остаётся текстом, но интервалы могут сместиться. Не более 100 страниц.

tool-pdf-sign-title = Подписать PDF
tool-pdf-sign-desc = Подписывает PDF сертификатом и ключом из файла PKCS#12 (.p12 или .pfx, второй файл) с его `password`: подпись (adbe.pkcs7.detached) на весь файл, которую проверяют программы просмотра и валидаторы PDF. По умолчанию невидимая; preset=visible добавляет на одной странице рамку, где указано, кто подписал (имя из сертификата), когда и по какой причине (из text).
tool-pdf-sign-param-password = Пароль файла PKCS#12 (пусто, если пароля нет)

# Keep or strip metadata on the image tools (issue 39)
tool-image-convert-jpg-param-metadata = strip (по умолчанию) удаляет EXIF, XMP, IPTC и цветовой профиль; keep переносит их в результат
tool-image-convert-png-param-metadata = strip (по умолчанию) удаляет EXIF, XMP, IPTC и цветовой профиль; keep переносит их в результат
tool-image-convert-webp-param-metadata = strip (по умолчанию) удаляет EXIF, XMP, IPTC и цветовой профиль; keep переносит их в результат
tool-image-convert-avif-param-metadata = strip (по умолчанию) удаляет EXIF, XMP, IPTC и цветовой профиль; keep переносит их в результат
tool-image-resize-param-metadata = strip (по умолчанию) удаляет EXIF, XMP, IPTC и цветовой профиль; keep переносит их в результат
tool-image-compress-param-metadata = strip (по умолчанию) удаляет EXIF, XMP, IPTC и цветовой профиль; keep переносит их в результат

# Видимая подпись в pdf-sign (issue 39)
tool-pdf-sign-param-preset = invisible: подпись есть только в файле; visible: рамка на странице показывает, кто, когда и зачем подписал
tool-pdf-sign-param-pages = Страница для видимой подписи: номер страницы (1 — первая) или last
tool-pdf-sign-param-direction = Где разместить видимую подпись: bottom-right, bottom-left, top-right, top-left или center
tool-pdf-sign-param-text = Причина подписи: записывается в подпись и показывается в видимой рамке
# HEIC output (issue 39)
tool-image-convert-heic-title = Конвертировать изображение в HEIC
tool-image-convert-heic-desc = Конвертирует изображение в HEIC (HEVC в HEIF), формат фотографий с телефона. Прозрачность заменяется белым фоном; от анимации остаётся первый кадр.
tool-image-convert-heic-param-quality = Качество 1-100, чем выше, тем лучше
tool-image-convert-heic-param-target_size = Наибольший размер результата в байтах или пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
# Archive creation (issue 39, item 5)
tool-archive-create-zip-title = Создать ZIP
tool-archive-create-zip-desc = Упаковывает присланные файлы любого типа в один ZIP (сжатие deflate; уже сжатые файлы, например JPEG, MP4 или PDF, сохраняются как есть), каждый под именем, с которым он был прислан (без папок; повторяющееся имя получает номер " (2)"). Не более 1000 файлов и 256 МБ в сумме, чтобы archive-to-zip смог распаковать его обратно.
tool-archive-create-7z-title = Создать архив 7z
tool-archive-create-7z-desc = Упаковывает присланные файлы любого типа в один архив 7z (сжатие deflate; уже сжатые файлы сохраняются как есть), каждый под именем, с которым он был прислан (без папок; повторяющееся имя получает номер " (2)"). Не более 1000 файлов и 256 МБ в сумме, чтобы archive-to-zip смог распаковать его обратно.
tool-archive-create-targz-title = Создать tar.gz
tool-archive-create-targz-desc = Упаковывает присланные файлы любого типа в один tar.gz (tar, сжатый gzip), каждый под именем, с которым он был прислан (без папок; повторяющееся имя получает номер " (2)"). Не более 1000 файлов и 256 МБ в сумме, чтобы archive-to-zip смог распаковать его обратно.

## metadata=keep|strip on HEIC and JPEG XL output (issue 39)

tool-image-convert-jxl-param-metadata = strip (по умолчанию) удаляет EXIF, XMP, IPTC и цветовой профиль; keep переносит их в результат
tool-image-convert-heic-param-metadata = strip (по умолчанию) удаляет EXIF, XMP, IPTC и цветовой профиль; keep переносит их в результат
