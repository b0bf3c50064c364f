# gametools message catalogue, the tools' words: Ukrainian (uk), translated from en.tools.ftl. Conventions: see the
# headers of en.ftl and en.tools.ftl.
#
# Translators' notes (uk):
# - Who: gametools translators (machine-assisted, review welcome).
# - Register: "ви" as in uk.ftl; tool titles are short verb phrases or nouns ("Обрізати зображення").
# - Kept in English: format and codec names, the units parameters are given in (px, dB, kbit/s, LUFS, dpi; seconds
#   and kHz in running text are с and кГц), the values a parameter takes (keep, fit, a4, inside, cover…), and
#   parameter names quoted in descriptions (start, end, level, gain_db, fps, factor, width, preset, password).
# - Terms: frame (video) = кадр, bitrate = бітрейт, loudness = гучність (LUFS), thumbnail = прев'ю.

## image-convert-jpg

tool-image-convert-jpg-title = Конвертувати зображення в JPG
tool-image-convert-jpg-desc = Конвертує зображення в JPEG за допомогою mozjpeg, кладучи прозорість на білий фон.
tool-image-convert-jpg-param-quality = Якість 1-100, що вища, то краще
tool-image-convert-jpg-param-target_size = Найбільший розмір результату в байтах або пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-png

tool-image-convert-png-title = Конвертувати зображення в PNG
tool-image-convert-png-desc = Конвертує зображення в PNG без втрат із вибраним рівнем стиснення zlib.
tool-image-convert-png-param-level = Рівень стиснення zlib 0-9

## image-convert-webp

tool-image-convert-webp-title = Конвертувати зображення в WebP
tool-image-convert-webp-desc = Конвертує зображення у WebP із втратами або без, зберігаючи кадри анімації.
tool-image-convert-webp-param-quality = Якість 1-100, що вища, то краще
tool-image-convert-webp-param-preset = WebP lossy (із втратами) або lossless (без втрат)
tool-image-convert-webp-param-target_size = Найбільший розмір результату в байтах або пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-avif

tool-image-convert-avif-title = Конвертувати зображення в AVIF
tool-image-convert-avif-desc = Конвертує зображення в AVIF (AV1 у HEIF), зазвичай набагато менший за JPEG за тієї самої якості.
tool-image-convert-avif-param-quality = Якість 1-100, що вища, то краще
tool-image-convert-avif-param-target_size = Найбільший розмір результату в байтах або пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-gif

tool-image-convert-gif-title = Конвертувати зображення в GIF
tool-image-convert-gif-desc = Конвертує зображення в GIF на 256 кольорів, зберігаючи кадри анімованого WebP або GIF.

## image-convert-ico

tool-image-convert-ico-title = Конвертувати зображення в ICO
tool-image-convert-ico-desc = Створює квадратну піктограму Windows (.ico із вбудованим PNG) вибраного розміру, доповнюючи неквадратні зображення полями.
tool-image-convert-ico-param-width = Розмір піктограми в пікселях (квадрат)

## image-convert-bmp

tool-image-convert-bmp-title = Конвертувати зображення в BMP
tool-image-convert-bmp-desc = Конвертує зображення в нестиснений Windows bitmap (24 біти, або 32 біти, якщо є прозорість).

## svg-to-png

tool-svg-to-png-title = SVG у PNG
tool-svg-to-png-desc = Відмальовує SVG-малюнок у PNG вибраної ширини, зберігаючи прозорість.
tool-svg-to-png-param-width = Ширина результату в пікселях
tool-svg-to-png-param-height = Висота результату в пікселях; без неї зберігаються пропорції, з нею зображення доповнюється полями

## image-resize

tool-image-resize-title = Змінити розмір зображення
tool-image-resize-desc = Змінює розмір зображення до ширини (і необов'язкової висоти) з вибраним способом вписування, зберігаючи формат.
tool-image-resize-output = як у вхідного файлу
tool-image-resize-param-width = Потрібна ширина в пікселях
tool-image-resize-param-height = Потрібна висота в пікселях; без неї зберігаються пропорції
tool-image-resize-param-preset = Як зображення вписується в рамку: inside, cover, contain, fill або outside

## image-crop

tool-image-crop-title = Обрізати зображення
tool-image-crop-desc = Вирізає прямокутник, заданий лівим верхнім кутом і розміром у пікселях.
tool-image-crop-output = як у вхідного файлу
tool-image-crop-param-x = Лівий край у пікселях від лівого боку
tool-image-crop-param-y = Верхній край у пікселях від верху
tool-image-crop-param-crop_width = Ширина прямокутника в пікселях
tool-image-crop-param-crop_height = Висота прямокутника в пікселях

## image-rotate

tool-image-rotate-title = Повернути зображення
tool-image-rotate-desc = Повертає зображення за годинниковою стрілкою; за непрямих кутів кути заповнюються прозорістю (білим для JPEG).
tool-image-rotate-output = як у вхідного файлу
tool-image-rotate-param-degrees = Кут за годинниковою стрілкою в градусах

## image-flip

tool-image-flip-title = Віддзеркалити зображення
tool-image-flip-desc = Віддзеркалює зображення зліва направо, згори донизу або в обидва боки.
tool-image-flip-output = як у вхідного файлу
tool-image-flip-param-direction = horizontal, vertical або both

## image-compress

tool-image-compress-title = Стиснути зображення
tool-image-compress-desc = Зменшує файл зображення кодуванням із втратами (mozjpeg, PNG з палітрою, WebP або AVIF).
tool-image-compress-output = як у вхідного файлу
tool-image-compress-param-quality = Якість 1-100, що нижча, то менші файли
tool-image-compress-param-format = Формат результату: keep, jpg, webp, avif або png
tool-image-compress-param-target_size = Найбільший розмір результату в байтах або пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-blur

tool-image-blur-title = Розмити зображення
tool-image-blur-desc = Застосовує розмиття за Гаусом вибраної сили (сигма).
tool-image-blur-output = як у вхідного файлу
tool-image-blur-param-level = Сигма Гауса 0.3-100

## image-sharpen

tool-image-sharpen-title = Підвищити різкість зображення
tool-image-sharpen-desc = Підвищує різкість зображення нерізкою маскою вибраного радіуса (сигма).
tool-image-sharpen-output = як у вхідного файлу
tool-image-sharpen-param-level = Сигма різкості 0.01-10

## image-grayscale

tool-image-grayscale-title = Зображення у відтінках сірого
tool-image-grayscale-desc = Переводить зображення у відтінки сірого.
tool-image-grayscale-output = як у вхідного файлу

## image-invert

tool-image-invert-title = Інвертувати кольори
tool-image-invert-desc = Інвертує кольори зображення (негатив), залишаючи прозорість як була.
tool-image-invert-output = як у вхідного файлу

## image-brightness

tool-image-brightness-title = Налаштувати яскравість
tool-image-brightness-desc = Множить яскравість зображення на коефіцієнт (менше 1 — темніше, більше 1 — світліше).
tool-image-brightness-output = як у вхідного файлу
tool-image-brightness-param-factor = Множник яскравості 0-4

## image-saturation

tool-image-saturation-title = Налаштувати насиченість
tool-image-saturation-desc = Множить насиченість кольору зображення на коефіцієнт (0 прибирає весь колір).
tool-image-saturation-output = як у вхідного файлу
tool-image-saturation-param-factor = Множник насиченості 0-4

## image-sepia

tool-image-sepia-title = Сепія
tool-image-sepia-desc = Надає зображенню теплого коричневого відтінку старої фотографії.
tool-image-sepia-output = як у вхідного файлу

## image-pixelate

tool-image-pixelate-title = Пікселізувати зображення
tool-image-pixelate-desc = Перетворює зображення на великі квадратні блоки вибраного розміру.
tool-image-pixelate-output = як у вхідного файлу
tool-image-pixelate-param-level = Розмір блоку в пікселях 2-200

## image-round-corners

tool-image-round-corners-title = Заокруглити кути
tool-image-round-corners-desc = Зрізає кути зображення за радіусом, роблячи їх прозорими, у PNG або WebP.
tool-image-round-corners-param-level = Радіус кутів у пікселях
tool-image-round-corners-param-format = Формат результату: png або webp

## image-add-border

tool-image-add-border-title = Додати рамку
tool-image-add-border-desc = Додає білу, чорну або прозору рамку однакової ширини з усіх боків.
tool-image-add-border-output = як у вхідного файлу
tool-image-add-border-param-level = Ширина рамки в пікселях
tool-image-add-border-param-preset = Колір рамки

## image-trim

tool-image-trim-title = Обрізати поля зображення
tool-image-trim-desc = Прибирає однорідне поле, колір якого в межах порогу збігається з лівим верхнім пікселем.
tool-image-trim-output = як у вхідного файлу
tool-image-trim-param-level = Поріг різниці кольорів 0-255

## image-upscale

tool-image-upscale-title = Збільшити зображення
tool-image-upscale-desc = Збільшує зображення в задану кількість разів інтерполяцією Ланцоша (класичне передискретизування, не ШІ).
tool-image-upscale-output = як у вхідного файлу
tool-image-upscale-param-factor = Коефіцієнт збільшення 1-4

## image-strip-metadata

tool-image-strip-metadata-title = Видалити метадані зображення
tool-image-strip-metadata-desc = Видаляє дані EXIF (камера, GPS), XMP, IPTC та ICC, спершу вирівнявши зображення.
tool-image-strip-metadata-output = як у вхідного файлу

## image-metadata

tool-image-metadata-title = Відомості про зображення
tool-image-metadata-desc = Перелічує формат, розмір, колірний простір, орієнтацію, кадри та статистику за каналами зображення в JSON.

## image-favicon-set

tool-image-favicon-set-title = Набір favicon
tool-image-favicon-set-desc = Створює PNG-значки favicon (від 16 до 512 px), значок Apple touch і багаторозмірний favicon.ico, у ZIP.

## pdf-to-png

tool-pdf-to-png-title = PDF у PNG
tool-pdf-to-png-desc = Відмальовує сторінки PDF у зображення PNG (по одному на сторінку, у ZIP).
tool-pdf-to-png-param-pages = Сторінки для відмальовування, діапазони з 1, наприклад 1-3,5,9- (не більше 100 сторінок)
tool-pdf-to-png-param-level = Роздільність у dpi (36–600)

## pdf-to-jpg

tool-pdf-to-jpg-title = PDF у JPG
tool-pdf-to-jpg-desc = Відмальовує сторінки PDF у зображення JPEG (по одному на сторінку, у ZIP).
tool-pdf-to-jpg-param-pages = Сторінки для відмальовування, діапазони з 1, наприклад 1-3,5,9- (не більше 100 сторінок)
tool-pdf-to-jpg-param-level = Роздільність у dpi (36–600)
tool-pdf-to-jpg-param-quality = Якість JPEG (1–100)

## pdf-to-webp

tool-pdf-to-webp-title = PDF у WebP
tool-pdf-to-webp-desc = Відмальовує сторінки PDF у зображення WebP (по одному на сторінку, у ZIP).
tool-pdf-to-webp-param-pages = Сторінки для відмальовування, діапазони з 1, наприклад 1-3,5,9- (не більше 100 сторінок)
tool-pdf-to-webp-param-level = Роздільність у dpi (36–600)
tool-pdf-to-webp-param-quality = Якість WebP (1–100)

## pdf-thumbnail

tool-pdf-thumbnail-title = Прев'ю PDF
tool-pdf-thumbnail-desc = Невелике зображення однієї сторінки PDF (типово першої).
tool-pdf-thumbnail-param-pages = Сторінка для показу (один номер сторінки)
tool-pdf-thumbnail-param-width = Ширина прев'ю в px (32–2000)
tool-pdf-thumbnail-param-format = Формат зображення: png, jpg або webp

## pdf-to-text

tool-pdf-to-text-title = PDF у текст
tool-pdf-to-text-desc = Видобуває текст сторінок PDF як простий текст UTF-8 (сторінки розділені символом розриву сторінки).
tool-pdf-to-text-param-pages = Сторінки, діапазони з 1, наприклад 1-3,5,9-

## pdf-to-html

tool-pdf-to-html-title = PDF у HTML
tool-pdf-to-html-desc = Конвертує сторінки PDF в один самодостатній HTML-файл із текстом, розташованим як на сторінці.
tool-pdf-to-html-param-pages = Сторінки, діапазони з 1, наприклад 1-3,5,9-

## pdf-split-pages

tool-pdf-split-pages-title = Розділити PDF на сторінки
tool-pdf-split-pages-desc = По одному PDF на сторінку (усі сторінки або вибрані), у ZIP.
tool-pdf-split-pages-param-pages = Сторінки, діапазони з 1, наприклад 1-3,5,9-

## pdf-extract-pages

tool-pdf-extract-pages-title = Видобути сторінки PDF
tool-pdf-extract-pages-desc = Новий PDF лише з вибраними сторінками, у порядку документа.
tool-pdf-extract-pages-param-pages = Сторінки, які залишити, наприклад 1-3,5 (обов'язково)

## pdf-remove-pages

tool-pdf-remove-pages-title = Видалити сторінки PDF
tool-pdf-remove-pages-desc = PDF без вибраних сторінок (має залишитися хоча б одна сторінка).
tool-pdf-remove-pages-param-pages = Сторінки для видалення, наприклад 2,4-6 (обов'язково)

## pdf-rotate

tool-pdf-rotate-title = Повернути сторінки PDF
tool-pdf-rotate-desc = Повертає сторінки за годинниковою стрілкою на 90, 180 або 270 градусів (-90 — проти годинникової), на додачу до їхнього попереднього повороту.
tool-pdf-rotate-param-degrees = Поворот за годинниковою стрілкою: 90, 180, 270 або -90
tool-pdf-rotate-param-pages = Сторінки, діапазони з 1, наприклад 1-3,5,9-

## pdf-crop

tool-pdf-crop-title = Обрізати сторінки PDF
tool-pdf-crop-desc = Задає видиму область сторінок: x, y, ширину й висоту в пунктах від лівого верхнього кута сторінки, як її показано.
tool-pdf-crop-param-x = Лівий край у пунктах від лівого боку сторінки
tool-pdf-crop-param-y = Верхній край у пунктах від верху сторінки
tool-pdf-crop-param-crop_width = Ширина в пунктах
tool-pdf-crop-param-crop_height = Висота в пунктах
tool-pdf-crop-param-pages = Сторінки, діапазони з 1, наприклад 1-3,5,9-

## pdf-compress

tool-pdf-compress-title = Стиснути PDF (без втрат)
tool-pdf-compress-desc = Переписує PDF, об'єднуючи дублікати об'єктів і наново стискаючи потоки, шрифти та зображення; видимо нічого не змінюється. level 1–4 — наскільки ретельно шукаються невикористані й повторювані об'єкти. З target_size зображення крок за кроком зменшуються й записуються як JPEG, доки файл не вміститься в розмір.
tool-pdf-compress-param-level = Рівень збирання сміття (1–4)

## pdf-rasterize-compress

tool-pdf-rasterize-compress-title = Стиснути PDF (растеризувати)
tool-pdf-rasterize-compress-desc = Замінює кожну сторінку її JPEG-зображенням: набагато менше для сканів, але текст більше не можна виділити.
tool-pdf-rasterize-compress-param-level = Роздільність у dpi (50–300)
tool-pdf-rasterize-compress-param-quality = Якість JPEG (1–100)

## pdf-grayscale

tool-pdf-grayscale-title = PDF у відтінках сірого
tool-pdf-grayscale-desc = Відмальовує кожну сторінку у відтінках сірого (як зображення: текст більше не можна виділити).
tool-pdf-grayscale-param-level = Роздільність у dpi (36–600)
tool-pdf-grayscale-param-quality = Якість JPEG (1–100)

## pdf-metadata

tool-pdf-metadata-title = Метадані PDF
tool-pdf-metadata-desc = Назва, автор, дати, програма-створювач, кількість і розміри сторінок, шифрування, поля форм і анотації в JSON. PDF, захищений паролем, позначається як зашифрований.

## pdf-strip-metadata

tool-pdf-strip-metadata-title = Видалити метадані PDF
tool-pdf-strip-metadata-desc = Видаляє з PDF назву, автора, дати, програму-створювач і метадані XMP.

## pdf-repair

tool-pdf-repair-title = Відновити PDF
tool-pdf-repair-desc = Перебудовує структуру пошкодженого або обрізаного PDF і зберігає чисту копію того, що вдалося врятувати.

## pdf-flatten

tool-pdf-flatten-title = Зробити PDF пласким
tool-pdf-flatten-desc = Вдруковує анотації та заповнені поля форм у сторінки, тож їх більше не можна редагувати.

## pdf-remove-annotations

tool-pdf-remove-annotations-title = Видалити анотації PDF
tool-pdf-remove-annotations-desc = Видаляє коментарі, виділення, малюнки та інші анотації з вибраних сторінок; поля форм залишаються.
tool-pdf-remove-annotations-param-pages = Сторінки, діапазони з 1, наприклад 1-3,5,9-

## pdf-add-page-numbers

tool-pdf-add-page-numbers-title = Додати номери сторінок
tool-pdf-add-page-numbers-desc = Пише номери на вибраних сторінках, рахуючи від `start`, прямо так, як показано кожну сторінку.
tool-pdf-add-page-numbers-param-direction = Де стоїть номер: згори чи знизу, ліворуч, по центру чи праворуч
tool-pdf-add-page-numbers-param-level = Розмір шрифту в пунктах (6–48)
tool-pdf-add-page-numbers-param-start = Номер першої нумерованої сторінки
tool-pdf-add-page-numbers-param-pages = Сторінки, діапазони з 1, наприклад 1-3,5,9-

## pdf-n-up

tool-pdf-n-up-title = N-up (сторінок на аркуші)
tool-pdf-n-up-desc = Розміщує 2, 4, 6 або 9 сторінок на кожному аркуші A4 або Letter, масштабуючи їх під розмір.
tool-pdf-n-up-param-level = Сторінок на аркуші: 2, 4, 6 або 9
tool-pdf-n-up-param-preset = Розмір аркуша: a4 або letter

## pdf-page-size

tool-pdf-page-size-title = Змінити розмір сторінок PDF
tool-pdf-page-size-desc = Зводить кожну сторінку до A3, A4, A5, Letter, Legal або Tabloid (зберігаючи орієнтацію), вміст масштабується й центрується.
tool-pdf-page-size-param-preset = Папір: a3, a4, a5, letter, legal або tabloid

## pdf-extract-images

tool-pdf-extract-images-title = Видобути зображення з PDF
tool-pdf-extract-images-desc = Кожне окреме зображення вибраних сторінок у PNG у його власній роздільності, у ZIP (не більше 500 зображень).
tool-pdf-extract-images-param-pages = Сторінки, діапазони з 1, наприклад 1-3,5,9-

## pdf-remove-blank-pages

tool-pdf-remove-blank-pages-title = Видалити порожні сторінки
tool-pdf-remove-blank-pages-desc = Прибирає (майже) однорідні сторінки. level — найбільше стандартне відхилення рівнів сірого сторінки (0–64, за 36 dpi), що ще вважається порожнім: 0 прибирає лише зовсім порожні сторінки.
tool-pdf-remove-blank-pages-param-level = Поріг порожньої сторінки (0–64)

## image-to-pdf

tool-image-to-pdf-title = Зображення в PDF
tool-image-to-pdf-desc = Розміщує зображення (JPEG, PNG, WebP, GIF, TIFF, AVIF; кожен кадр багатосторінкового TIFF або анімованого GIF) на сторінках PDF: fit = сторінка розміром із зображення, a4/letter = по центру аркуша.
tool-image-to-pdf-param-preset = Розмір сторінки: fit, a4 або letter
tool-image-to-pdf-param-quality = Якість JPEG, якщо зображення доводиться перекодувати

## txt-to-pdf

tool-txt-to-pdf-title = Текст у PDF
tool-txt-to-pdf-desc = Верстає простий текстовий файл UTF-8 на сторінках A4 або Letter.
tool-txt-to-pdf-param-preset = Папір: a4 або letter

## html-to-pdf

tool-html-to-pdf-title = HTML у PDF
tool-html-to-pdf-desc = Відмальовує статичну HTML-сторінку (HTML і CSS; без скриптів, без зображень і стилів, завантажених будь-звідки) у PDF.
tool-html-to-pdf-param-preset = Папір: a4 або letter

## epub-to-pdf

tool-epub-to-pdf-title = EPUB у PDF
tool-epub-to-pdf-desc = Верстає електронну книжку EPUB на сторінках A4 або Letter (використовуються зображення й стилі з книжки).
tool-epub-to-pdf-param-preset = Папір: a4 або letter

## audio-to-mp3

tool-audio-to-mp3-title = Аудіо в MP3
tool-audio-to-mp3-desc = Конвертує аудіо (або звук відео) в MP3 за допомогою LAME зі сталим бітрейтом.
tool-audio-to-mp3-param-bitrate = Бітрейт аудіо в kbit/s (32–320; з target_size — найбільший використовуваний)

## audio-to-wav

tool-audio-to-wav-title = Аудіо у WAV
tool-audio-to-wav-desc = Конвертує аудіо в нестиснений PCM WAV: 16 біт, 24 біти або 8 біт без знака.
tool-audio-to-wav-param-preset = Формат семплів: s16, s24 або u8

## audio-to-ogg

tool-audio-to-ogg-title = Аудіо в OGG Vorbis
tool-audio-to-ogg-desc = Конвертує аудіо в Ogg Vorbis; бітрейт задає якість VBR (номінальну для стерео 44,1 кГц).
tool-audio-to-ogg-param-bitrate = Бітрейт аудіо в kbit/s (48–500; з target_size — найбільший використовуваний)

## audio-to-opus

tool-audio-to-opus-title = Аудіо в Opus
tool-audio-to-opus-desc = Конвертує аудіо в Opus у файлі Ogg (не більше 256 kbit/s на канал).
tool-audio-to-opus-param-bitrate = Бітрейт аудіо в kbit/s (6–510; з target_size — найбільший використовуваний)

## audio-to-flac

tool-audio-to-flac-title = Аудіо у FLAC
tool-audio-to-flac-desc = Конвертує аудіо у FLAC без втрат; level — ступінь стиснення (0–12).
tool-audio-to-flac-param-level = Рівень стиснення FLAC (0–12)

## audio-to-m4a

tool-audio-to-m4a-title = Аудіо в M4A (AAC)
tool-audio-to-m4a-desc = Конвертує аудіо в AAC у файлі M4A.
tool-audio-to-m4a-param-bitrate = Бітрейт аудіо в kbit/s (32–320; з target_size — найбільший використовуваний)

## audio-to-aac

tool-audio-to-aac-title = Аудіо в AAC
tool-audio-to-aac-desc = Конвертує аудіо в «сирий» потік AAC (ADTS).
tool-audio-to-aac-param-bitrate = Бітрейт аудіо в kbit/s (32–320; з target_size — найбільший використовуваний)

## audio-to-aiff

tool-audio-to-aiff-title = Аудіо в AIFF
tool-audio-to-aiff-desc = Конвертує аудіо в 16-бітний PCM AIFF.

## audio-to-wma

tool-audio-to-wma-title = Аудіо у WMA
tool-audio-to-wma-desc = Конвертує аудіо у Windows Media Audio 2 (не більше стерео).
tool-audio-to-wma-param-bitrate = Бітрейт аудіо в kbit/s (32–192; з target_size — найбільший використовуваний)

## audio-to-alac

tool-audio-to-alac-title = Аудіо в ALAC
tool-audio-to-alac-desc = Конвертує аудіо в Apple Lossless у файлі M4A.

## audio-trim

tool-audio-trim-title = Обрізати аудіо
tool-audio-trim-desc = Залишає частину між start і end (секунди); перекодовується у формат вхідного файлу.
tool-audio-trim-output = як у вхідного файлу
tool-audio-trim-param-start = Початок частини, що залишається, секунди
tool-audio-trim-param-end = Кінець частини, що залишається, секунди (після start)

## audio-volume

tool-audio-volume-title = Змінити гучність
tool-audio-volume-desc = Підвищує або знижує гучність на gain_db децибел.
tool-audio-volume-output = як у вхідного файлу
tool-audio-volume-param-gain_db = Підсилення в dB (від −30 до +30)

## audio-normalize

tool-audio-normalize-title = Нормалізувати гучність
tool-audio-normalize-desc = Нормалізація гучності EBU R128 до цільового рівня в LUFS (два проходи: вимірювання, потім точне підсилення, або loudnorm із виміряними значеннями, якщо пік перевищив би −1,5 dBTP).
tool-audio-normalize-output = як у вхідного файлу
tool-audio-normalize-param-level = Цільова інтегральна гучність, LUFS

## audio-speed

tool-audio-speed-title = Змінити швидкість аудіо
tool-audio-speed-desc = Відтворює швидше або повільніше у factor разів, зберігаючи висоту тону.
tool-audio-speed-output = як у вхідного файлу
tool-audio-speed-param-factor = Коефіцієнт швидкості (0.5–4)

## audio-pitch

tool-audio-pitch-title = Змінити висоту тону
tool-audio-pitch-desc = Зсуває висоту тону у factor разів (1.12 ≈ на два півтони вище), зберігаючи темп.
tool-audio-pitch-output = як у вхідного файлу
tool-audio-pitch-param-factor = Коефіцієнт висоти тону (0.5–2)

## audio-reverse

tool-audio-reverse-title = Розвернути аудіо
tool-audio-reverse-desc = Відтворює аудіо задом наперед (не більше 10 хвилин: увесь кліп тримається в пам'яті).
tool-audio-reverse-output = як у вхідного файлу

## audio-fade

tool-audio-fade-title = Поява / згасання
tool-audio-fade-desc = Плавна поява за перші start секунд і згасання за останні end секунд.
tool-audio-fade-output = як у вхідного файлу
tool-audio-fade-param-start = Тривалість появи, секунди (0 = немає)
tool-audio-fade-param-end = Тривалість згасання, секунди (0 = немає)

## audio-remove-silence

tool-audio-remove-silence-title = Видалити тишу
tool-audio-remove-silence-desc = Вирізає тишу на початку й кожну паузу, довшу за пів секунди, що залишається нижче level dB.
tool-audio-remove-silence-output = як у вхідного файлу
tool-audio-remove-silence-param-level = Поріг тиші, dB

## audio-noise-reduction

tool-audio-noise-reduction-title = Зменшити шум
tool-audio-noise-reduction-desc = FFT-шумоподавлювач, що відстежує рівень шуму; level — придушення шуму в dB.
tool-audio-noise-reduction-output = як у вхідного файлу
tool-audio-noise-reduction-param-level = Придушення шуму, dB (0.01–97)

## audio-bass-boost

tool-audio-bass-boost-title = Підсилення басів
tool-audio-bass-boost-desc = Піднімає низькі частоти (полиця близько 100 Hz) на gain_db.
tool-audio-bass-boost-output = як у вхідного файлу
tool-audio-bass-boost-param-gain_db = Підсилення басів, dB (0–20)

## audio-to-mono

tool-audio-to-mono-title = Конвертувати в моно
tool-audio-to-mono-desc = Зводить усі канали в один.
tool-audio-to-mono-output = як у вхідного файлу

## audio-waveform-image

tool-audio-waveform-image-title = Зображення хвилі
tool-audio-waveform-image-desc = Малює форму хвилі всієї доріжки в PNG із прозорим тлом.
tool-audio-waveform-image-param-width = Ширина зображення, px (100–4000)
tool-audio-waveform-image-param-height = Висота зображення, px (50–2000)

## audio-spectrogram-image

tool-audio-spectrogram-image-title = Зображення спектрограми
tool-audio-spectrogram-image-desc = Малює спектрограму всієї доріжки (час по горизонталі, частота по вертикалі) у PNG саме такого розміру.
tool-audio-spectrogram-image-param-width = Ширина зображення, px (100–4000)
tool-audio-spectrogram-image-param-height = Висота зображення, px (50–2000)

## audio-metadata

tool-audio-metadata-title = Метадані аудіо
tool-audio-metadata-desc = Формат, кодек, тривалість, канали, теги та зведення гучності (EBU R128 і рівень) у JSON.

## video-to-mp4

tool-video-to-mp4-title = Відео в MP4
tool-video-to-mp4-desc = Конвертує відео в MP4 H.264/AAC (yuv420p, швидкий старт) для браузерів і телефонів.
tool-video-to-mp4-param-level = CRF x264: нижче = краще й більше (0–51)
tool-video-to-mp4-param-preset = Пресет швидкості x264
tool-video-to-mp4-param-bitrate = Бітрейт аудіо AAC, kbit/s
tool-video-to-mp4-param-target_size = Найбільший розмір результату в байтах або пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-to-webm

tool-video-to-webm-title = Відео у WebM
tool-video-to-webm-desc = Конвертує відео у WebM VP9/Opus у режимі сталої якості.
tool-video-to-webm-param-level = CRF VP9: нижче = краще й більше (0–63)
tool-video-to-webm-param-preset = realtime = швидко; good = повільніше, менше

## video-to-mkv

tool-video-to-mkv-title = Відео в MKV
tool-video-to-mkv-desc = Поміщає відео в Matroska: потоки копіюються без змін або перекодовуються в H.264/AAC.
tool-video-to-mkv-param-preset = copy = перепакувати потоки без змін, коли можливо; encode = H.264/AAC

## video-to-mov

tool-video-to-mov-title = Відео в MOV
tool-video-to-mov-desc = Поміщає відео в QuickTime MOV: копіюється, якщо кодеки підходять для MOV, інакше перекодовується в H.264/AAC.
tool-video-to-mov-param-preset = copy = перепакувати потоки без змін, коли можливо; encode = H.264/AAC

## video-to-avi

tool-video-to-avi-title = Відео в AVI
tool-video-to-avi-desc = Конвертує відео в MPEG-4 Part 2 (тег Xvid) зі звуком MP3 в AVI.
tool-video-to-avi-param-level = Квантизатор MPEG-4: нижче = краще (2–31)

## video-to-hevc

tool-video-to-hevc-title = Відео в HEVC (H.265)
tool-video-to-hevc-desc = Конвертує відео в H.265 (hvc1) зі звуком AAC в MP4: приблизно вдвічі менше за H.264 за тієї самої якості.
tool-video-to-hevc-param-level = CRF x265: нижче = краще й більше (0–51)
tool-video-to-hevc-param-preset = Пресет швидкості x265

## video-to-gif

tool-video-to-gif-title = Відео в GIF
tool-video-to-gif-desc = Перетворює до 30 с відео на анімований GIF з оптимізованою палітрою.
tool-video-to-gif-param-fps = Кадрів на секунду (1–30)
tool-video-to-gif-param-width = Ширина, px (16–1280; ніколи не збільшується)
tool-video-to-gif-param-start = Початок кліпу, секунди
tool-video-to-gif-param-end = Кінець кліпу, секунди (типово start + 10; не пізніше 30 с після start)

## video-to-animated-webp

tool-video-to-animated-webp-title = Відео в анімований WebP
tool-video-to-animated-webp-desc = Перетворює до 30 с відео на анімований WebP (із втратами, зациклений).
tool-video-to-animated-webp-param-fps = Кадрів на секунду (1–30)
tool-video-to-animated-webp-param-width = Ширина, px (16–1280; ніколи не збільшується)
tool-video-to-animated-webp-param-start = Початок кліпу, секунди
tool-video-to-animated-webp-param-end = Кінець кліпу, секунди (типово start + 10; не пізніше 30 с після start)
tool-video-to-animated-webp-param-quality = Якість WebP (1–100)

## video-extract-audio

tool-video-extract-audio-title = Видобути аудіо
tool-video-extract-audio-desc = Зберігає звук відео як MP3, M4A, WAV, OGG, Opus або FLAC; копіюється без перекодування, якщо кодек уже такий.
tool-video-extract-audio-param-format = Формат аудіо
tool-video-extract-audio-param-bitrate = Бітрейт для форматів із втратами, kbit/s (не використовується під час копіювання)

## video-mute

tool-video-mute-title = Прибрати звук
tool-video-mute-desc = Видаляє звукову доріжку; картинка копіюється без змін.
tool-video-mute-output = як у вхідного файлу

## video-trim

tool-video-trim-title = Обрізати відео
tool-video-trim-desc = Залишає секунди start..end. fast = копіювання потоку, розріз за ключовим кадром перед start (може початися трохи раніше); accurate = перекодування, з точністю до кадру.
tool-video-trim-output = як у вхідного файлу
tool-video-trim-param-start = Початок частини, що залишається, секунди
tool-video-trim-param-end = Кінець частини, що залишається, секунди (після start)
tool-video-trim-param-preset = fast = копіювання потоку за ключовими кадрами; accurate = перекодувати

## video-crop

tool-video-crop-title = Кадрувати відео
tool-video-crop-desc = Залишає прямокутник картинки (x, y, crop_width, crop_height у пікселях; розміри округлюються до парних).
tool-video-crop-param-x = Лівий край області, що залишається, px
tool-video-crop-param-y = Верхній край області, що залишається, px
tool-video-crop-param-crop_width = Ширина області, що залишається, px (округлюється вниз до парної)
tool-video-crop-param-crop_height = Висота області, що залишається, px (округлюється вниз до парної)

## video-resize

tool-video-resize-title = Змінити розмір відео
tool-video-resize-desc = Масштабує до width пікселів; висота йде за пропорціями, якщо не задана. Розміри округлюються до парних.
tool-video-resize-param-width = Ширина результату, px (16–3840)
tool-video-resize-param-height = Висота результату, px (не вказуйте, щоб зберегти пропорції)

## video-rotate

tool-video-rotate-title = Повернути відео
tool-video-rotate-desc = Повертає картинку за годинниковою стрілкою на 90, 180 або 270 градусів.
tool-video-rotate-param-degrees = Поворот за годинниковою стрілкою: 90, 180 або 270

## video-flip

tool-video-flip-title = Віддзеркалити відео
tool-video-flip-desc = Віддзеркалює картинку горизонтально, вертикально або в обидва боки.
tool-video-flip-param-direction = Вісь віддзеркалення

## video-speed

tool-video-speed-title = Змінити швидкість відео
tool-video-speed-desc = Прискорює або сповільнює картинку й звук разом (звук зберігає висоту тону).
tool-video-speed-param-factor = Коефіцієнт швидкості (0.25–4)

## video-reverse

tool-video-reverse-title = Розвернути відео
tool-video-reverse-desc = Відтворює кліп задом наперед разом зі звуком (не більше 60 с: кожен кадр тримається в пам'яті).

## video-compress

tool-video-compress-title = Стиснути відео
tool-video-compress-desc = Перекодовує в менший MP4 H.264/AAC (128 kbit/s); можна обмежити ширину.
tool-video-compress-param-level = CRF x264: вище = менше (18–40)
tool-video-compress-param-preset = Пресет швидкості x264
tool-video-compress-param-width = Найбільша ширина результату, px (0 = як є)
tool-video-compress-param-target_size = Найбільший розмір результату в байтах або пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-change-fps

tool-video-change-fps-title = Змінити частоту кадрів
tool-video-change-fps-desc = Перераховує у fps кадрів на секунду (кадри відкидаються або повторюються; тривалість не змінюється).
tool-video-change-fps-param-fps = Кадрів на секунду (1–60)

## video-loop

tool-video-loop-title = Зациклити відео
tool-video-loop-desc = Повторює кліп level разів в одному файлі (потоки копіюються; результат не довший за 600 с).
tool-video-loop-output = як у вхідного файлу
tool-video-loop-param-level = Усього повторів (2–20)

## video-fade

tool-video-fade-title = Поява / згасання відео
tool-video-fade-desc = Поява з чорного за перші start секунд і перехід у чорне за останні end секунд; звуку теж.
tool-video-fade-param-start = Тривалість появи, секунди (0 = немає)
tool-video-fade-param-end = Тривалість згасання, секунди (0 = немає)

## video-grayscale

tool-video-grayscale-title = Чорно-біле відео
tool-video-grayscale-desc = Прибирає з картинки весь колір.

## video-stabilize

tool-video-stabilize-title = Стабілізувати відео
tool-video-stabilize-desc = Згладжує тремтіння камери за два проходи (vid.stab); level = кадрів згладжування. Не більше 5 хвилин.
tool-video-stabilize-param-level = Вікно згладжування, кадри (1–100)

## video-volume

tool-video-volume-title = Змінити гучність відео
tool-video-volume-desc = Підвищує або знижує звук на gain_db децибел; картинка копіюється без змін.
tool-video-volume-output = як у вхідного файлу
tool-video-volume-param-gain_db = Підсилення в dB (від −30 до +30)

## video-normalize-audio

tool-video-normalize-audio-title = Нормалізувати гучність відео
tool-video-normalize-audio-desc = Нормалізація гучності звуку EBU R128 до level LUFS (два проходи, TP −1,5, LRA 11); картинка копіюється.
tool-video-normalize-audio-output = як у вхідного файлу
tool-video-normalize-audio-param-level = Цільова інтегральна гучність, LUFS

## video-metadata

tool-video-metadata-title = Метадані відео
tool-video-metadata-desc = Контейнер, тривалість, розмір, частота кадрів, поворот, кодеки, доріжки й теги в JSON.

## video-thumbnail-at-time

tool-video-thumbnail-at-time-title = Прев'ю в момент часу
tool-video-thumbnail-at-time-desc = Зберігає кадр на start секунді як JPG, PNG або WebP, за бажання зменшуючи до width.
tool-video-thumbnail-at-time-param-start = Час кадру, секунди
tool-video-thumbnail-at-time-param-width = Ширина результату, px (0 = як у відео; 16–3840)
tool-video-thumbnail-at-time-param-format = Формат зображення: jpg, png або webp
tool-video-thumbnail-at-time-param-quality = Якість JPG/WebP (1–100)

## video-thumbnail-auto

tool-video-thumbnail-auto-title = Автоматичне прев'ю
tool-video-thumbnail-auto-desc = Вибирає найхарактерніший кадр (фільтр thumbnail у ffmpeg) з відрізка після початку.
tool-video-thumbnail-auto-param-width = Ширина результату, px (0 = як у відео; 16–3840)
tool-video-thumbnail-auto-param-format = Формат зображення: jpg, png або webp

## video-first-frame

tool-video-first-frame-title = Перший кадр
tool-video-first-frame-desc = Зберігає перший кадр відео.
tool-video-first-frame-param-width = Ширина результату, px (0 = як у відео; 16–3840)
tool-video-first-frame-param-format = Формат зображення: jpg, png або webp

## video-last-frame

tool-video-last-frame-title = Останній кадр
tool-video-last-frame-desc = Зберігає останній кадр відео (декодує лише останні секунди).
tool-video-last-frame-param-width = Ширина результату, px (0 = як у відео; 16–3840)
tool-video-last-frame-param-format = Формат зображення: jpg, png або webp

## video-contact-sheet

tool-video-contact-sheet-title = Контактний аркуш
tool-video-contact-sheet-desc = Сітка level × level кадрів, рівномірно взятих по всьому відео, в одному JPEG.
tool-video-contact-sheet-param-level = Розмір сітки N (N×N кадрів, 2–8)
tool-video-contact-sheet-param-width = Ширина кожної клітинки, px (80–640)

## video-extract-frames

tool-video-extract-frames-title = Видобути кадри
tool-video-extract-frames-desc = Зберігає fps кадрів на секунду між start і end як файли JPG або PNG в одному ZIP (не більше 300).
tool-video-extract-frames-param-fps = Кадрів на секунду для збереження (0.05–10)
tool-video-extract-frames-param-start = Початок вікна, секунди
tool-video-extract-frames-param-end = Кінець вікна, секунди (типово: кінець)
tool-video-extract-frames-param-format = Формат зображення: jpg або png

## video-scene-frames

tool-video-scene-frames-title = Кадри сцен
tool-video-scene-frames-desc = Зберігає перший кадр і перший кадр кожної зміни сцени (оцінка вища за level) як JPEG в одному ZIP (не більше 100).
tool-video-scene-frames-param-level = Поріг зміни сцени (0.1–0.9)

## video-poster-play-button

tool-video-poster-play-button-title = Постер із кнопкою відтворення
tool-video-poster-play-button-desc = Кадр на start секунді, зменшений до width, з намальованою посередині кнопкою відтворення (JPEG).
tool-video-poster-play-button-param-start = Час кадру, секунди
tool-video-poster-play-button-param-width = Ширина постера, px (16–3840)

## qr-decode-image

tool-qr-decode-image-title = Прочитати QR-коди на зображенні
tool-qr-decode-image-desc = Знаходить кожен QR-код (також Micro QR і rMQR) на фото чи скриншоті й повертає їхній текст у JSON.

## barcode-decode-image

tool-barcode-decode-image-title = Прочитати штрихкоди на зображенні
tool-barcode-decode-image-desc = Знаходить штрихкоди всіх поширених типів (EAN/UPC, Code 128/39/93, ITF, Codabar, DataBar, QR, Data Matrix, PDF417, Aztec, MaxiCode) і повертає їх у JSON.

## qr-decode-pdf

tool-qr-decode-pdf-title = Прочитати QR-коди в PDF
tool-qr-decode-pdf-desc = Відмальовує сторінки PDF (перші 10, якщо сторінки не вказано) і повертає кожен знайдений QR-код з його сторінкою в JSON.
tool-qr-decode-pdf-param-pages = Сторінки для пошуку, діапазони з 1, наприклад 1-3,5,9- (типово: перші 10)
tool-qr-decode-pdf-param-level = Роздільність відмальовування в dpi (72–400)

## qr-decode-video

tool-qr-decode-video-title = Прочитати QR-коди у відео
tool-qr-decode-video-desc = Бере кадри відео (fps на секунду, у вікні не довшому за 120 с) і перелічує кожен окремий QR-код із тим, коли його було видно вперше й востаннє.
tool-qr-decode-video-param-fps = Кадрів на секунду відео (0.2–10)
tool-qr-decode-video-param-start = Початок вікна в секундах
tool-qr-decode-video-param-end = Кінець вікна в секундах (типово: start + 120 с або кінець відео)

## qr-from-text-file

tool-qr-from-text-file-title = Текстовий файл у QR-код
tool-qr-from-text-file-desc = Кодує вміст текстового файлу UTF-8 в один QR-код (до 2331 байта на рівні M).
tool-qr-from-text-file-output = image/png, image/svg+xml, image/jpeg або image/webp (за format)
tool-qr-from-text-file-param-format = Формат зображення результату
tool-qr-from-text-file-param-width = Ширина зображення в пікселях (символ, якому потрібно більше, малюється більшим)
tool-qr-from-text-file-param-level = Рівень корекції помилок: L 7%, M 15%, Q 25%, H 30%

## qr-from-vcard

tool-qr-from-vcard-title = vCard у QR-код
tool-qr-from-vcard-desc = Перетворює картку контакту (.vcf) на QR-код, який телефони пропонують зберегти як контакт.
tool-qr-from-vcard-output = image/png, image/svg+xml, image/jpeg або image/webp (за format)
tool-qr-from-vcard-param-format = Формат зображення результату
tool-qr-from-vcard-param-width = Ширина зображення в пікселях (символ, якому потрібно більше, малюється більшим)
tool-qr-from-vcard-param-level = Рівень корекції помилок: L 7%, M 15%, Q 25%, H 30%

## qr-batch-from-lines

tool-qr-batch-from-lines-title = QR-коди з рядків
tool-qr-batch-from-lines-desc = По QR-коду на кожен непорожній рядок текстового файлу (не більше 100), у ZIP із зображеннями.
tool-qr-batch-from-lines-param-format = Формат зображення результату
tool-qr-batch-from-lines-param-width = Ширина зображення в пікселях (символ, якому потрібно більше, малюється більшим)
tool-qr-batch-from-lines-param-level = Рівень корекції помилок: L 7%, M 15%, Q 25%, H 30%

## barcode-from-text-file

tool-barcode-from-text-file-title = Текстовий файл у штрихкод
tool-barcode-from-text-file-desc = Кодує текст файлу як Code 128, Code 39, EAN-13, EAN-8, UPC-A, ITF, Data Matrix, PDF417 або Aztec, у SVG або PNG.
tool-barcode-from-text-file-output = image/svg+xml або image/png (за format)
tool-barcode-from-text-file-param-preset = Тип штрихкоду
tool-barcode-from-text-file-param-format = Формат результату
tool-barcode-from-text-file-param-width = Ширина зображення в пікселях

## yt-thumbnail-default

tool-yt-thumbnail-default-title = Прев'ю відео: типове
tool-yt-thumbnail-default-desc = Завантажує прев'ю default.jpg відео (120×90).

## yt-thumbnail-medium

tool-yt-thumbnail-medium-title = Прев'ю відео: середнє
tool-yt-thumbnail-medium-desc = Завантажує прев'ю mqdefault.jpg відео (320×180).

## yt-thumbnail-high

tool-yt-thumbnail-high-title = Прев'ю відео: високе
tool-yt-thumbnail-high-desc = Завантажує прев'ю hqdefault.jpg відео (480×360), 4:3 з чорними смугами.

## yt-thumbnail-standard

tool-yt-thumbnail-standard-title = Прев'ю відео: стандартне
tool-yt-thumbnail-standard-desc = Завантажує прев'ю sddefault.jpg відео (640×480); воно є не в кожного відео.

## yt-thumbnail-maxres

tool-yt-thumbnail-maxres-title = Прев'ю відео: максимальна роздільність
tool-yt-thumbnail-maxres-desc = Завантажує прев'ю maxresdefault.jpg відео (1280×720); воно є не в кожного відео.

## yt-thumbnail-best

tool-yt-thumbnail-best-title = Найкраще прев'ю відео
tool-yt-thumbnail-best-desc = Найбільше прев'ю, яке справді є у відео (maxres, інакше standard, інакше high), у JPEG, PNG або WebP.
tool-yt-thumbnail-best-output = image/jpeg, image/png або image/webp (за format)
tool-yt-thumbnail-best-param-format = Формат результату

## yt-thumbnail-webp

tool-yt-thumbnail-webp-title = Прев'ю відео у WebP
tool-yt-thumbnail-webp-desc = Завантажує WebP-версію прев'ю того розміру, що віддає відеохостинг (default, mq, hq, sd, maxres).
tool-yt-thumbnail-webp-param-preset = Розмір прев'ю: default, mq, hq, sd або maxres

## yt-thumbnail-resize

tool-yt-thumbnail-resize-title = Прев'ю відео іншого розміру
tool-yt-thumbnail-resize-desc = Найкраще прев'ю в заданому розмірі: cover заповнює кадр з обрізанням, contain вписує з чорними смугами. Ширина або висота 0 зберігає пропорції.
tool-yt-thumbnail-resize-output = image/jpeg, image/png або image/webp (за format)
tool-yt-thumbnail-resize-param-width = Ширина в пікселях (0 = за висотою й пропорціями)
tool-yt-thumbnail-resize-param-height = Висота в пікселях (0 = за шириною й пропорціями)
tool-yt-thumbnail-resize-param-format = Формат результату
tool-yt-thumbnail-resize-param-quality = Якість JPEG/WebP
tool-yt-thumbnail-resize-param-preset = cover (обрізати до заповнення) або contain (зі смугами)

## yt-thumbnail-crop-16x9

tool-yt-thumbnail-crop-16x9-title = Прев'ю відео, обрізане до 16:9
tool-yt-thumbnail-crop-16x9-desc = Бере прев'ю 4:3 high або standard і вирізає з нього центральну картинку 16:9 без чорних смуг.
tool-yt-thumbnail-crop-16x9-param-preset = Вихідне прев'ю: hq (480×360) або sd (640×480)

## yt-qr-code

tool-yt-qr-code-title = QR-код для посилання на відео
tool-yt-qr-code-desc = QR-код, що відкриває відео (за бажання з моменту початку); створюється локально, жоден запит не залишає сервер.
tool-yt-qr-code-output = image/png, image/svg+xml, image/jpeg або image/webp (за format)
tool-yt-qr-code-param-format = Формат зображення результату
tool-yt-qr-code-param-width = Ширина зображення в пікселях (символ, якому потрібно більше, малюється більшим)
tool-yt-qr-code-param-level = Рівень корекції помилок: L 7%, M 15%, Q 25%, H 30%
tool-yt-qr-code-param-start = Час початку в секундах (використовуються цілі секунди)

## yt-oembed-metadata

tool-yt-oembed-metadata-title = Метадані відео (oEmbed)
tool-yt-oembed-metadata-desc = Назва, канал, прев'ю та HTML плеєра публічного відео з oEmbed-адреси відеохостингу, у JSON.

## yt-embed-code

tool-yt-embed-code-title = Код для вбудовування відео
tool-yt-embed-code-desc = HTML-сторінка з готовим до копіювання iframe у режимі посиленої приватності (початок і необов'язковий кінець) і простими посиланнями для перегляду, короткими та для вбудовування. Створюється локально, жоден запит не залишає сервер.
tool-yt-embed-code-param-start = Час початку в секундах
tool-yt-embed-code-param-end = Час кінця в секундах (після start)
tool-yt-embed-code-param-width = Ширина плеєра в пікселях
tool-yt-embed-code-param-height = Висота плеєра в пікселях

## pdf-merge

tool-pdf-merge-title = Об'єднати PDF
tool-pdf-merge-desc = Поєднує кілька PDF в один: усі сторінки кожного файлу в порядку надсилання файлів.

## images-to-pdf

tool-images-to-pdf-title = Зображення в PDF
tool-images-to-pdf-desc = Поміщає кілька зображень (JPEG, PNG, WebP, GIF, TIFF, AVIF) в один PDF, по сторінці на зображення в порядку надсилання (перший кадр анімації): fit = сторінка розміром із зображення, a4/letter = по центру аркуша.
tool-images-to-pdf-param-preset = Розмір сторінки: fit, a4 або letter
tool-images-to-pdf-param-quality = Якість JPEG, якщо зображення доводиться перекодувати

## audio-concat

tool-audio-concat-title = Об'єднати аудіо
tool-audio-concat-desc = Поєднує кілька аудіофайлів один за одним у порядку надсилання в один MP3 (44,1 кГц, стерео).
tool-audio-concat-param-bitrate = Бітрейт MP3, kbit/s (32–320)

## video-concat

tool-video-concat-title = Об'єднати відео
tool-video-concat-desc = Поєднує кілька відео одне за одним у порядку надсилання в один MP4 (H.264/AAC): кожне масштабується й доповнюється до розміру кадру першого за однієї частоти кадрів; звук зберігається, якщо він є в усіх відео.
tool-video-concat-param-fps = Частота кадрів результату (1–60)

## video-add-audio

tool-video-add-audio-title = Додати звукову доріжку
tool-video-add-audio-desc = Кладе звук другого файлу (аудіо або відео зі звуком) під картинку першого в MP4; результат триває стільки, скільки коротший із двох.
tool-video-add-audio-param-bitrate = Бітрейт AAC, kbit/s (32–320)

## word-to-pdf

tool-word-to-pdf-title = Word у PDF
tool-word-to-pdf-desc = Конвертує текстовий документ Word, OpenDocument або RTF (docx, doc, odt, rtf) у PDF. Макроси ніколи не запускаються; пов'язані файли й зображення не завантажуються.

## spreadsheet-to-pdf

tool-spreadsheet-to-pdf-title = Таблиця в PDF
tool-spreadsheet-to-pdf-desc = Конвертує таблицю (xlsx, xls, ods або текст CSV) у PDF: кожен аркуш на одній сторінці завширшки з його зайняті стовпці. Формули зберігають збережені результати; макроси ніколи не запускаються.

## presentation-to-pdf

tool-presentation-to-pdf-title = Презентація в PDF
tool-presentation-to-pdf-desc = Конвертує презентацію (pptx, ppt, odp) у PDF, по сторінці на слайд. Макроси ніколи не запускаються.

## docx-to-odt

tool-docx-to-odt-title = Word в ODT
tool-docx-to-odt-desc = Конвертує документ Word (docx, doc, rtf) у текст OpenDocument (odt).

## odt-to-docx

tool-odt-to-docx-title = ODT у Word
tool-odt-to-docx-desc = Конвертує документ OpenDocument Text (odt) або RTF у Word (docx).

## xlsx-to-ods

tool-xlsx-to-ods-title = Excel в ODS
tool-xlsx-to-ods-desc = Конвертує книгу Excel (xlsx, xls) у таблицю OpenDocument (ods).

## ods-to-xlsx

tool-ods-to-xlsx-title = ODS в Excel
tool-ods-to-xlsx-desc = Конвертує таблицю OpenDocument (ods) у книгу Excel (xlsx).

## xlsx-to-csv

tool-xlsx-to-csv-title = Excel у CSV
tool-xlsx-to-csv-desc = Записує кожен аркуш книги Excel (xlsx) як файл CSV (UTF-8, через кому), усі в одному ZIP.

## ods-to-csv

tool-ods-to-csv-title = ODS у CSV
tool-ods-to-csv-desc = Записує кожен аркуш таблиці OpenDocument або старого Excel (ods, xls) як файл CSV, усі в одному ZIP.

## slides-to-png

tool-slides-to-png-title = Слайди в PNG
tool-slides-to-png-desc = Відмальовує кожен слайд презентації (pptx, ppt, odp) у зображення PNG, усі в одному ZIP.
tool-slides-to-png-param-level = Роздільність у dpi (36–300)

## docx-to-text

tool-docx-to-text-title = Word у текст
tool-docx-to-text-desc = Видобуває текст документа Word (docx) як простий текст UTF-8, по абзацу на рядок.

## docx-to-html

tool-docx-to-html-title = Word в HTML
tool-docx-to-html-desc = Конвертує документ Word (docx) в одну HTML-сторінку: заголовки, списки, таблиці й зображення (вбудовані).

## ocr-image

tool-ocr-image-title = Зображення в текст (OCR)
tool-ocr-image-desc = Читає текст на фото чи скані. txt: простий текст; hocr: HTML з кожним словом і його рамкою; tsv: рядок на слово з рамкою та впевненістю. Зображення, що лежать на боці чи догори дриґом, повертаються автоматично.
tool-ocr-image-output = text/plain, text/html або text/tab-separated-values (за format)
tool-ocr-image-param-lang = Мови тексту, коди tesseract через + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-image-param-format = txt (простий текст), hocr (HTML з рамками слів) або tsv (рамки слів)

## ocr-image-to-pdf

tool-ocr-image-to-pdf-title = Зображення в PDF із пошуком (OCR)
tool-ocr-image-to-pdf-desc = Створює сторінку PDF із зображення з розпізнаним текстом, невидимо накладеним згори, щоб текст можна було шукати, виділяти й копіювати. JPEG вбудовується байт у байт, інші зображення — піксель у піксель.
tool-ocr-image-to-pdf-param-lang = Мови тексту, коди tesseract через + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)

## ocr-pdf

tool-ocr-pdf-title = PDF із пошуком (OCR)
tool-ocr-pdf-desc = Розпізнає скановані сторінки PDF і невидимо накладає їхній текст згори, щоб його можна було шукати, виділяти й копіювати; сторінки виглядають точнісінько як раніше. Сторінки, де текст уже є, залишаються як є.
tool-ocr-pdf-param-lang = Мови тексту, коди tesseract через + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-pdf-param-pages = Сторінки для розпізнавання, діапазони з 1, наприклад 1-3,5,9- (не більше 50 сторінок)

## ocr-pdf-to-text

tool-ocr-pdf-to-text-title = PDF у текст з OCR
tool-ocr-pdf-to-text-desc = Текст кожної сторінки як простий текст UTF-8 (сторінки розділені символом розриву сторінки): сторінки з текстовим шаром віддають свій, скановані розпізнаються OCR.
tool-ocr-pdf-to-text-param-lang = Мови тексту, коди tesseract через + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-pdf-to-text-param-pages = Сторінки для розпізнавання, діапазони з 1, наприклад 1-3,5,9- (не більше 50 сторінок)

## url-to-pdf

tool-url-to-pdf-title = Вебсторінка в PDF
tool-url-to-pdf-desc = Друкує публічну вебсторінку в PDF так, як її показує браузер, зі скриптами. Сторінка, усе, що вона завантажує, і кожне перенаправлення мають бути на публічній адресі; у знімка є ліміт часу, байтів і сторінок.
tool-url-to-pdf-param-preset = Папір: a4 або letter

## url-to-png

tool-url-to-png-title = Скриншот вебсторінки
tool-url-to-png-desc = PNG-скриншот публічної вебсторінки: уся сторінка або перший екран (preset), за ширини й висоти вікна в CSS-пікселях і масштабу пристрою (factor). Ті самі правила адрес і ліміти, що й у «Вебсторінка в PDF».
tool-url-to-png-param-preset = full: уся сторінка; viewport: лише перший екран
tool-url-to-png-param-width = Ширина вікна в CSS-пікселях
tool-url-to-png-param-height = Висота вікна в CSS-пікселях
tool-url-to-png-param-factor = Масштаб пристрою: пікселів зображення на CSS-піксель

## html-to-pdf-browser

tool-html-to-pdf-browser-title = HTML у PDF (браузер)
tool-html-to-pdf-browser-desc = Друкує HTML-файл у PDF так, як його відмальовує браузер, зі скриптами, зовсім без мережі: кожне зображення, стиль, фрейм або запит, які сторінка просить будь-звідки, відхиляються (вбудовані стилі, скрипти й зображення data: працюють).
tool-html-to-pdf-browser-param-preset = Папір: a4 або letter

## markdown-to-html

tool-markdown-to-html-title = Markdown в HTML
tool-markdown-to-html-desc = Перетворює файл Markdown у стилі GitHub (таблиці, списки завдань, блоки коду) на одну HTML-сторінку з власною таблицею стилів; блоки коду підсвічуються. Нічого з того, на що посилається текст, не завантажується.

## markdown-to-pdf

tool-markdown-to-pdf-title = Markdown у PDF
tool-markdown-to-pdf-desc = Верстає файл Markdown у стилі GitHub на сторінках A4 або Letter, з підсвічуванням коду, без браузера: жоден скрипт не запускається, жодне зображення чи стиль не завантажуються.
tool-markdown-to-pdf-param-preset = Папір: a4 або letter

## mobi-to-pdf

tool-mobi-to-pdf-title = MOBI у PDF
tool-mobi-to-pdf-desc = Верстає електронну книжку Kindle/Mobipocket (MOBI, без DRM) на сторінках A4 або Letter.
tool-mobi-to-pdf-param-preset = Папір: a4 або letter

## fb2-to-pdf

tool-fb2-to-pdf-title = FB2 у PDF
tool-fb2-to-pdf-desc = Верстає електронну книжку FictionBook (FB2) на сторінках A4 або Letter, із зображеннями з книжки.
tool-fb2-to-pdf-param-preset = Папір: a4 або letter

## cbz-to-pdf

tool-cbz-to-pdf-title = Комікс (CBZ) у PDF
tool-cbz-to-pdf-desc = Поміщає зображення архіву коміксу (CBZ: ZIP зі сторінками JPEG, PNG, GIF, WebP, BMP або TIFF) на сторінки PDF, по одному на сторінку, у порядку імен.

## pdf-to-cbz

tool-pdf-to-cbz-title = PDF у комікс (CBZ)
tool-pdf-to-cbz-desc = Відмальовує сторінки PDF у зображення JPEG в архіві коміксу (CBZ), який відкривають програми для читання коміксів.
tool-pdf-to-cbz-param-pages = Сторінки для відмальовування, діапазони з 1, наприклад 1-3,5,9- (не більше 100 сторінок)
tool-pdf-to-cbz-param-level = Роздільність у dpi (36–600)
tool-pdf-to-cbz-param-quality = Якість JPEG (1–100)

## eml-to-pdf

tool-eml-to-pdf-title = Лист у PDF
tool-eml-to-pdf-desc = Друкує лист (.eml) у PDF: Від, Кому, Копія, Дата й Тема, текст (HTML без завантаження будь-чого або простий текст) і вкладення з іменами та розмірами.
tool-eml-to-pdf-param-preset = Папір: a4 або letter

## data-to-json

tool-data-to-json-title = Дані в JSON
tool-data-to-json-desc = Конвертує YAML, TOML, XML, CSV у JSON. CSV стає списком записів із ключами з рядка заголовка; атрибути XML стають ключами, що починаються з @_. Файли до 5 MB, вкладеність до 100 рівнів; псевдоніми YAML до 100; сутності XML ніколи не розгортаються.

## data-to-yaml

tool-data-to-yaml-title = Дані в YAML
tool-data-to-yaml-desc = Конвертує JSON, TOML, XML, CSV у YAML. Ключі зберігають порядок. Файли до 5 MB, вкладеність до 100 рівнів; псевдоніми YAML до 100; сутності XML ніколи не розгортаються.

## data-to-toml

tool-data-to-toml-title = Дані в TOML
tool-data-to-toml-desc = Конвертує JSON, YAML, XML, CSV у TOML. Список на верхньому рівні записується як таблиці [[item]]; у TOML немає null, тому дані з ним відхиляються. Файли до 5 MB, вкладеність до 100 рівнів; псевдоніми YAML до 100; сутності XML ніколи не розгортаються.

## data-to-xml

tool-data-to-xml-title = Дані в XML
tool-data-to-xml-desc = Конвертує JSON, YAML, TOML, CSV у XML. Єдиний ключ верхнього рівня стає кореневим елементом, решта загортається в <root>; ключі, що починаються з @_, стають атрибутами. Файли до 5 MB, вкладеність до 100 рівнів; псевдоніми YAML до 100; сутності XML ніколи не розгортаються.

## data-to-csv

tool-data-to-csv-title = Дані в CSV
tool-data-to-csv-desc = Конвертує JSON, YAML, TOML, XML у CSV. Приймає список записів (або об'єкт з одним списком); стовпці — усі знайдені ключі, вкладені значення записуються як JSON. Файли до 5 MB, вкладеність до 100 рівнів; псевдоніми YAML до 100; сутності XML ніколи не розгортаються.

## msg-to-pdf

tool-msg-to-pdf-title = Повідомлення Outlook у PDF
tool-msg-to-pdf-desc = Друкує повідомлення Outlook (.msg) у PDF: відправник, одержувачі, дата й тема, текст (HTML без завантаження будь-чого або простий текст) і вкладення з іменами та розмірами.
tool-msg-to-pdf-param-preset = Папір: a4 або letter

## image-to-telegram-sticker

tool-image-to-telegram-sticker-title = Зображення в стікер Telegram
tool-image-to-telegram-sticker-desc = Статичний стікер Telegram: PNG або WebP, довша сторона рівно 512 px, не більше 512 KB (з анімації береться перший кадр).
tool-image-to-telegram-sticker-output = image/png або image/webp (за format)
tool-image-to-telegram-sticker-param-format = Формат результату: png або webp

## video-to-telegram-sticker

tool-video-to-telegram-sticker-title = Відео або GIF у відеостікер Telegram
tool-video-to-telegram-sticker-desc = Відеостікер Telegram: WebM VP9 без звуку, довша сторона рівно 512 px, не більше 3 с, 30 fps і 256 KB; довший кліп обрізається до перших 3 с, і результат про це повідомляє.

## image-to-discord-emoji

tool-image-to-discord-emoji-title = Зображення в емодзі Discord
tool-image-to-discord-emoji-desc = Емодзі Discord 128×128 не більше 256 KiB на прозорому квадраті; анімовані GIF і WebP залишаються анімованими.
tool-image-to-discord-emoji-output = image/gif, image/webp або image/png (як у вхідного файлу)

## image-to-discord-sticker

tool-image-to-discord-sticker-title = Зображення в стікер Discord
tool-image-to-discord-sticker-desc = Стікер Discord 320×320 не більше 512 KiB на прозорому квадраті: PNG або APNG із GIF (анімація зберігається).
tool-image-to-discord-sticker-output = image/apng для GIF, інакше image/png

## pdf-watermark

tool-pdf-watermark-title = Водяний знак у PDF (текст)
tool-pdf-watermark-desc = Пише текст на вибраних сторінках — один раз посередині або плиткою по всій сторінці — під кутом, заданим кольором і непрозорістю. Текст малюється стандартним шрифтом PDF: латинські літери, цифри й звичайні знаки.
tool-pdf-watermark-param-text = Слова для напису (латинські літери, цифри й звичайні знаки)
tool-pdf-watermark-param-level = Розмір шрифту в пунктах (6–200)
tool-pdf-watermark-param-color = Колір у вигляді #rrggbb
tool-pdf-watermark-param-opacity = Непрозорість від 0.05 (блідо) до 1 (суцільно)
tool-pdf-watermark-param-degrees = Кут тексту в градусах, проти годинникової стрілки (від −90 до 90)
tool-pdf-watermark-param-direction = center: один раз посередині сторінки; tile: по всій сторінці
tool-pdf-watermark-param-pages = Сторінки, діапазони з 1, наприклад 1-3,5,9-

## pdf-redact

tool-pdf-redact-title = Зачорнити текст у PDF
tool-pdf-redact-desc = Видаляє кожне входження тексту (або регулярного виразу) з вибраних сторінок: слова зникають із вмісту сторінки, тож видобування тексту й пошук їх більше не знаходять, а кожне місце позначає чорний прямокутник.
tool-pdf-redact-param-text = Текст (або шаблон) для видалення
tool-pdf-redact-param-match = ignore-case, exact (з урахуванням регістру) або regex (регулярний вираз, без урахування регістру)
tool-pdf-redact-param-pages = Сторінки, діапазони з 1, наприклад 1-3,5,9-

## pdf-form-fields

tool-pdf-form-fields-title = Список полів форми PDF
tool-pdf-form-fields-desc = Перелічує поля форми PDF, які можна заповнити, у JSON: ім'я, тип, поточне значення, варіанти й сторінку кожного.

## pdf-fill-form

tool-pdf-fill-form-title = Заповнити форму PDF
tool-pdf-fill-form-desc = Заповнює форму PDF із JSON (ім'я поля → текст, варіант або true/false для прапорця); з preset=flatten значення вдруковуються в сторінки, і форму більше не можна редагувати.
tool-pdf-fill-form-param-fields = Значення для заповнення: об'єкт JSON ім'я поля → текст (варіант за його текстом) або true/false для прапорця
tool-pdf-fill-form-param-preset = keep: форма залишається придатною до заповнення; flatten: значення стають частиною сторінки

## pdf-protect

tool-pdf-protect-title = Захистити PDF паролем
tool-pdf-protect-desc = Шифрує PDF за AES-256: для відкриття потрібен `password`, а відкриття дозволяє те, що вказано в `preset`: print (перегляд і друк, типово), view-only або all. `owner_password` також знімає ці обмеження; без нього цього не може ніхто.
tool-pdf-protect-param-password = Пароль, що відкриває PDF
tool-pdf-protect-param-owner_password = Пароль, що також знімає обмеження (типово: випадковий, який нікому не повідомляється)
tool-pdf-protect-param-preset = Що дозволяє відкриття з `password`: print, view-only або all

## pdf-unlock

tool-pdf-unlock-title = Розблокувати PDF
tool-pdf-unlock-desc = Знімає пароль і обмеження з PDF за його паролем (тим, що відкриває, або паролем власника).
tool-pdf-unlock-param-password = Пароль PDF

## subtitle-to-srt

tool-subtitle-to-srt-title = Субтитри в SRT
tool-subtitle-to-srt-desc = Конвертує субтитри SRT, WebVTT або ASS у SRT, зберігаючи час і текст кожної репліки (стилі ASS стають простим текстом, де формат їх не має).

## subtitle-to-vtt

tool-subtitle-to-vtt-title = Субтитри у WebVTT
tool-subtitle-to-vtt-desc = Конвертує субтитри SRT, WebVTT або ASS у VTT, зберігаючи час і текст кожної репліки (стилі ASS стають простим текстом, де формат їх не має).

## subtitle-to-ass

tool-subtitle-to-ass-title = Субтитри в ASS
tool-subtitle-to-ass-desc = Конвертує субтитри SRT, WebVTT або ASS в ASS, зберігаючи час і текст кожної репліки (стилі ASS стають простим текстом, де формат їх не має).

## subtitle-shift

tool-subtitle-shift-title = Зсунути таймінг субтитрів
tool-subtitle-shift-desc = Зсуває кожну репліку пізніше (додатний offset) або раніше (від'ємний), у секундах; репліка, зсунута раніше за початок, видаляється. Формат зберігається.
tool-subtitle-shift-output = як у вхідного файлу
tool-subtitle-shift-param-offset = На скільки секунд зсунути кожну репліку, наприклад 2.5 або -1.2

## video-extract-subtitles

tool-video-extract-subtitles-title = Видобути субтитри
tool-video-extract-subtitles-desc = Зберігає першу доріжку субтитрів відео (MKV, MP4, WebM…) як SRT, WebVTT або ASS.
tool-video-extract-subtitles-output = application/x-subrip, text/vtt або text/x-ssa (за format)
tool-video-extract-subtitles-param-format = Формат субтитрів: srt, vtt або ass

## ocr-image layout, cbr-to-pdf (merged with the documents leftovers)

tool-ocr-image-param-layout = block (один блок тексту, читається впоперек сторінки) або columns (знайти колонки тексту й прочитати їх по черзі)
tool-cbr-to-pdf-title = Комікс (CBR) у PDF
tool-cbr-to-pdf-desc = Розміщує зображення з RAR-архіву коміксу (CBR, RAR4 або RAR5, сторінки JPEG, PNG, GIF, WebP чи TIFF) на сторінках PDF, по одному на сторінку, в порядку назв.

## image watermark, video watermark, JPEG XL, HEIC bursts

tool-image-convert-jpg-output = image/jpeg або application/zip (images=all для HEIC)
tool-image-convert-jpg-param-images = Для HEIC із кількома знімками (серійна зйомка): primary (типово) або all (усі в ZIP)
tool-image-convert-png-output = image/png або application/zip (images=all для HEIC)
tool-image-convert-png-param-images = Для HEIC із кількома знімками (серійна зйомка): primary (типово) або all (усі в ZIP)
tool-image-watermark-title = Водяний знак на зображенні
tool-image-watermark-desc = Накладає на зображення текст (DejaVu sans, serif або mono, будь-якого кольору й непрозорості) або логотип, надісланий другим зображенням: у кут, у центр або плиткою поверх усього зображення. В анімації знак ставиться на кожен кадр.
tool-image-watermark-output = як у вхідного файлу
tool-image-watermark-param-text = Слова для знака (перенесення рядків дозволені); залиште порожнім, щоб накласти другий файл — логотип
tool-image-watermark-param-font = Шрифт: sans, serif або mono (DejaVu)
tool-image-watermark-param-level = Висота тексту або ширина логотипа у відсотках від зображення (1–50)
tool-image-watermark-param-color = Колір тексту у вигляді #rrggbb
tool-image-watermark-param-opacity = Непрозорість від 0.05 (блідо) до 1 (суцільно)
tool-image-watermark-param-direction = Де: кут, center або tile (повторюється по всьому зображенню)
tool-video-watermark-title = Водяний знак на відео
tool-video-watermark-desc = Накладає текст (DejaVu sans, serif або mono, будь-якого кольору й непрозорості) або логотип, надісланий другим файлом (PNG, JPEG, WebP, GIF), на кожен кадр відео: у кут, у центр або плиткою поверх усього кадру. Звук зберігається.
tool-video-watermark-output = як у вхідного файлу
tool-video-watermark-param-text = Слова для знака (перенесення рядків дозволені); залиште порожнім, щоб накласти другий файл — логотип
tool-video-watermark-param-font = Шрифт: sans, serif або mono (DejaVu)
tool-video-watermark-param-level = Висота тексту або ширина логотипа у відсотках від кадру (1–50)
tool-video-watermark-param-color = Колір тексту у вигляді #rrggbb
tool-video-watermark-param-opacity = Непрозорість від 0.05 (блідо) до 1 (суцільно)
tool-video-watermark-param-direction = Де: кут, center або tile (повторюється по всьому кадру)
tool-image-convert-jxl-title = Конвертувати зображення в JPEG XL
tool-image-convert-jxl-desc = Конвертує зображення в JPEG XL: із втратами за вибраної якості або без втрат за якості 100. З анімації залишається перший кадр.
tool-image-convert-jxl-param-quality = Якість 1-100; 100 — без втрат
tool-image-convert-jxl-param-level = Зусилля 1-9: що вище, то менший файл і повільніше

## make it fit (GIF, audio, PDF), subtitles, archives, PDF/A, signing

tool-pdf-compress-param-target_size = Найбільший розмір результату в байтах або пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-mp3-param-target_size = Найбільший розмір результату в байтах або пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-ogg-param-target_size = Найбільший розмір результату в байтах або пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-opus-param-target_size = Найбільший розмір результату в байтах або пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-m4a-param-target_size = Найбільший розмір результату в байтах або пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-aac-param-target_size = Найбільший розмір результату в байтах або пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-wma-param-target_size = Найбільший розмір результату в байтах або пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-video-to-gif-param-target_size = Найбільший розмір результату в байтах або пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

tool-video-add-subtitles-title = Додати субтитри
tool-video-add-subtitles-desc = Додає до відео файл субтитрів (SRT, WebVTT або ASS, другий файл) як доріжку, яку глядач може ввімкнути, із зазначенням мови: MKV зберігає формат субтитрів, MP4 зберігає mov_text. Картинка й звук копіюються як є.
tool-video-add-subtitles-output = video/x-matroska або video/mp4 (за format)
tool-video-add-subtitles-param-format = Контейнер: mkv або mp4
tool-video-add-subtitles-param-lang = Мова субтитрів, ISO 639-2 (eng, deu, fra…; und: не вказано)

tool-video-burn-subtitles-title = Вшити субтитри
tool-video-burn-subtitles-desc = Малює файл субтитрів (SRT, WebVTT або ASS, другий файл) просто в картинці відео, щоб їх показував будь-який плеєр; стилі й позиції ASS зберігаються (шрифти, вбудовані у файл ASS, не використовуються). MP4 H.264/AAC.

tool-archive-to-zip-title = Розпакувати архів
tool-archive-to-zip-desc = Розпаковує ZIP, 7z, RAR, tar, tar.gz, tar.xz або tar.zst (або один файл gzip, zstd чи xz) і повертає його файли в ZIP зі збереженням тек. Не більше 1000 файлів і 256 МБ у розпакованому вигляді; посилання, зашифровані елементи, шляхи, що ведуть за межі архіву, і повторювані імена відхиляються.

tool-archive-list-title = Вміст архіву
tool-archive-list-desc = Перелічує файли ZIP, 7z, RAR, tar, tar.gz, tar.xz або tar.zst у JSON (ім'я та розмір у розпакованому вигляді) з тими самими обмеженнями, що й archive-to-zip.

tool-pdf-to-pdfa-title = PDF у PDF/A-2b
tool-pdf-to-pdfa-desc = Наново записує PDF як PDF/A-2b для архівного зберігання: шрифти вбудовані, кольори з output intent, ідентифікація PDF/A в метаданих XMP. Сторінки наново верстаються імпортом PDF у LibreOffice, тож текст лишається текстом, але інтервали можуть зміститися. Не більше 100 сторінок.

tool-pdf-sign-title = Підписати PDF
tool-pdf-sign-desc = Підписує PDF сертифікатом і ключем із файлу PKCS#12 (.p12 або .pfx, другий файл) з його `password`: підпис (adbe.pkcs7.detached) на весь файл, який перевіряють програми перегляду та валідатори PDF. Типово невидимий; preset=visible додає на одній сторінці рамку, де видно, хто підписав (ім'я із сертифіката), коли і з якої причини (з text).
tool-pdf-sign-param-password = Пароль файлу PKCS#12 (порожньо, якщо пароля немає)

# Keep or strip metadata on the image tools (issue 39)
tool-image-convert-jpg-param-metadata = strip (типово) вилучає EXIF, XMP, IPTC і колірний профіль; keep переносить їх у результат
tool-image-convert-png-param-metadata = strip (типово) вилучає EXIF, XMP, IPTC і колірний профіль; keep переносить їх у результат
tool-image-convert-webp-param-metadata = strip (типово) вилучає EXIF, XMP, IPTC і колірний профіль; keep переносить їх у результат
tool-image-convert-avif-param-metadata = strip (типово) вилучає EXIF, XMP, IPTC і колірний профіль; keep переносить їх у результат
tool-image-resize-param-metadata = strip (типово) вилучає EXIF, XMP, IPTC і колірний профіль; keep переносить їх у результат
tool-image-compress-param-metadata = strip (типово) вилучає EXIF, XMP, IPTC і колірний профіль; keep переносить їх у результат

# Видимий підпис у pdf-sign (issue 39)
tool-pdf-sign-param-preset = invisible: підпис є лише у файлі; visible: рамка на сторінці показує, хто, коли і навіщо підписав
tool-pdf-sign-param-pages = Сторінка для видимого підпису: номер сторінки (1 — перша) або last
tool-pdf-sign-param-direction = Де розмістити видимий підпис: bottom-right, bottom-left, top-right, top-left або center
tool-pdf-sign-param-text = Причина підпису: записується в підпис і показується у видимій рамці
# HEIC output (issue 39)
tool-image-convert-heic-title = Конвертувати зображення в HEIC
tool-image-convert-heic-desc = Конвертує зображення в HEIC (HEVC у HEIF), формат фотографій із телефона. Прозорість замінюється білим тлом; з анімації залишається перший кадр.
tool-image-convert-heic-param-quality = Якість 1-100, що вища, то краще
tool-image-convert-heic-param-target_size = Найбільший розмір результату в байтах або пресет: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
# Archive creation (issue 39, item 5)
tool-archive-create-zip-title = Створити ZIP
tool-archive-create-zip-desc = Пакує надіслані файли будь-якого типу в один ZIP (стиснення deflate; уже стиснені файли, як-от JPEG, MP4 чи PDF, зберігаються як є), кожен під назвою, з якою його надіслали (без тек; повторювана назва отримує номер " (2)"). Не більше 1000 файлів і 256 МБ разом, щоб archive-to-zip зміг розпакувати його знову.
tool-archive-create-7z-title = Створити архів 7z
tool-archive-create-7z-desc = Пакує надіслані файли будь-якого типу в один архів 7z (стиснення deflate; уже стиснені файли зберігаються як є), кожен під назвою, з якою його надіслали (без тек; повторювана назва отримує номер " (2)"). Не більше 1000 файлів і 256 МБ разом, щоб archive-to-zip зміг розпакувати його знову.
tool-archive-create-targz-title = Створити tar.gz
tool-archive-create-targz-desc = Пакує надіслані файли будь-якого типу в один tar.gz (tar, стиснений gzip), кожен під назвою, з якою його надіслали (без тек; повторювана назва отримує номер " (2)"). Не більше 1000 файлів і 256 МБ разом, щоб archive-to-zip зміг розпакувати його знову.

## metadata=keep|strip on HEIC and JPEG XL output (issue 39)

tool-image-convert-jxl-param-metadata = strip (типово) вилучає EXIF, XMP, IPTC і колірний профіль; keep переносить їх у результат
tool-image-convert-heic-param-metadata = strip (типово) вилучає EXIF, XMP, IPTC і колірний профіль; keep переносить їх у результат
