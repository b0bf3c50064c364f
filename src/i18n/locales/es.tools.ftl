# gametools message catalogue, the tools' words: Spanish (es), translated from en.tools.ftl. Conventions: see the
# headers of en.ftl and en.tools.ftl.
#
# Translators' notes (es):
# - Who: gametools translators (machine-assisted, review welcome).
# - Register: "tú" as in es.ftl; neutral Spanish for Spain and Latin America.
# - Kept in English: format and codec names, units, the values a parameter takes (keep, fit, a4, inside, cover…),
#   parameter names quoted in descriptions (start, end, level, gain_db, fps, factor, width, preset, password).
# - Unsure: "sonoridad" for loudness, "cuantizador" for quantiser, "simbología" for barcode symbology.

## image-convert-jpg

tool-image-convert-jpg-title = Convertir imagen a JPG
tool-image-convert-jpg-desc = Convierte una imagen a JPEG con mozjpeg; la transparencia queda sobre blanco.
tool-image-convert-jpg-param-quality = Calidad 1-100, más alta es mejor
tool-image-convert-jpg-param-target_size = Resultado máximo en bytes, o un preajuste: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-png

tool-image-convert-png-title = Convertir imagen a PNG
tool-image-convert-png-desc = Convierte una imagen a PNG sin pérdida con el nivel de compresión zlib elegido.
tool-image-convert-png-param-level = Nivel de compresión zlib 0-9

## image-convert-webp

tool-image-convert-webp-title = Convertir imagen a WebP
tool-image-convert-webp-desc = Convierte una imagen a WebP con o sin pérdida, conservando los fotogramas de una animación.
tool-image-convert-webp-param-quality = Calidad 1-100, más alta es mejor
tool-image-convert-webp-param-preset = WebP lossy (con pérdida) o lossless (sin pérdida)
tool-image-convert-webp-param-target_size = Resultado máximo en bytes, o un preajuste: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-avif

tool-image-convert-avif-title = Convertir imagen a AVIF
tool-image-convert-avif-desc = Convierte una imagen a AVIF (AV1 en HEIF), normalmente mucho más pequeño que JPEG con la misma calidad.
tool-image-convert-avif-param-quality = Calidad 1-100, más alta es mejor
tool-image-convert-avif-param-target_size = Resultado máximo en bytes, o un preajuste: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-gif

tool-image-convert-gif-title = Convertir imagen a GIF
tool-image-convert-gif-desc = Convierte una imagen a un GIF de 256 colores, conservando los fotogramas de un WebP o GIF animado.

## image-convert-ico

tool-image-convert-ico-title = Convertir imagen a ICO
tool-image-convert-ico-desc = Crea un icono cuadrado de Windows (.ico con un PNG incrustado) del tamaño elegido, rellenando las imágenes no cuadradas.
tool-image-convert-ico-param-width = Tamaño del icono en píxeles (cuadrado)

## image-convert-bmp

tool-image-convert-bmp-title = Convertir imagen a BMP
tool-image-convert-bmp-desc = Convierte una imagen a un mapa de bits de Windows sin comprimir (24 bits, o 32 bits si tiene transparencia).

## svg-to-png

tool-svg-to-png-title = SVG a PNG
tool-svg-to-png-desc = Representa un dibujo SVG como PNG del ancho elegido, conservando la transparencia.
tool-svg-to-png-param-width = Ancho de salida en píxeles
tool-svg-to-png-param-height = Alto de salida en píxeles; sin él se mantiene la proporción, con él se rellena para encajar

## image-resize

tool-image-resize-title = Cambiar tamaño de imagen
tool-image-resize-desc = Cambia el tamaño de una imagen a un ancho (y alto opcional) con el ajuste elegido, manteniendo su formato.
tool-image-resize-output = igual que la entrada
tool-image-resize-param-width = Ancho objetivo en píxeles
tool-image-resize-param-height = Alto objetivo en píxeles; sin él se mantiene la proporción
tool-image-resize-param-preset = Cómo encaja la imagen en el recuadro: inside, cover, contain, fill u outside

## image-crop

tool-image-crop-title = Recortar imagen
tool-image-crop-desc = Recorta un rectángulo dado por su esquina superior izquierda y su tamaño en píxeles.
tool-image-crop-output = igual que la entrada
tool-image-crop-param-x = Borde izquierdo en píxeles desde la izquierda
tool-image-crop-param-y = Borde superior en píxeles desde arriba
tool-image-crop-param-crop_width = Ancho del rectángulo en píxeles
tool-image-crop-param-crop_height = Alto del rectángulo en píxeles

## image-rotate

tool-image-rotate-title = Girar imagen
tool-image-rotate-desc = Gira una imagen en sentido horario; con ángulos no rectos, las esquinas se rellenan transparentes (blancas en JPEG).
tool-image-rotate-output = igual que la entrada
tool-image-rotate-param-degrees = Ángulo en sentido horario, en grados

## image-flip

tool-image-flip-title = Voltear imagen
tool-image-flip-desc = Refleja una imagen de izquierda a derecha, de arriba abajo o ambas.
tool-image-flip-output = igual que la entrada
tool-image-flip-param-direction = horizontal, vertical o both

## image-compress

tool-image-compress-title = Comprimir imagen
tool-image-compress-desc = Reduce el tamaño de un archivo de imagen con codificación con pérdida (mozjpeg, PNG con paleta, WebP o AVIF).
tool-image-compress-output = igual que la entrada
tool-image-compress-param-quality = Calidad 1-100, más baja da archivos más pequeños
tool-image-compress-param-format = Formato de salida: keep, jpg, webp, avif o png
tool-image-compress-param-target_size = Resultado máximo en bytes, o un preajuste: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-blur

tool-image-blur-title = Desenfocar imagen
tool-image-blur-desc = Aplica un desenfoque gaussiano de la intensidad elegida (sigma).
tool-image-blur-output = igual que la entrada
tool-image-blur-param-level = Sigma gaussiana 0.3-100

## image-sharpen

tool-image-sharpen-title = Enfocar imagen
tool-image-sharpen-desc = Enfoca una imagen con una máscara de enfoque del radio elegido (sigma).
tool-image-sharpen-output = igual que la entrada
tool-image-sharpen-param-level = Sigma de enfoque 0.01-10

## image-grayscale

tool-image-grayscale-title = Imagen en escala de grises
tool-image-grayscale-desc = Convierte una imagen en tonos de gris.
tool-image-grayscale-output = igual que la entrada

## image-invert

tool-image-invert-title = Invertir colores
tool-image-invert-desc = Invierte los colores de una imagen (un negativo), dejando la transparencia como estaba.
tool-image-invert-output = igual que la entrada

## image-brightness

tool-image-brightness-title = Ajustar brillo
tool-image-brightness-desc = Multiplica el brillo de una imagen por un factor (menos de 1 más oscura, más de 1 más clara).
tool-image-brightness-output = igual que la entrada
tool-image-brightness-param-factor = Multiplicador de brillo 0-4

## image-saturation

tool-image-saturation-title = Ajustar saturación
tool-image-saturation-desc = Multiplica la saturación del color de una imagen por un factor (0 quita todo el color).
tool-image-saturation-output = igual que la entrada
tool-image-saturation-param-factor = Multiplicador de saturación 0-4

## image-sepia

tool-image-sepia-title = Tono sepia
tool-image-sepia-desc = Da a una imagen el tinte marrón cálido de una foto antigua.
tool-image-sepia-output = igual que la entrada

## image-pixelate

tool-image-pixelate-title = Pixelar imagen
tool-image-pixelate-desc = Convierte una imagen en bloques cuadrados gruesos del tamaño elegido.
tool-image-pixelate-output = igual que la entrada
tool-image-pixelate-param-level = Tamaño del bloque en píxeles 2-200

## image-round-corners

tool-image-round-corners-title = Redondear esquinas
tool-image-round-corners-desc = Recorta las esquinas de una imagen con un radio, dejándolas transparentes, en PNG o WebP.
tool-image-round-corners-param-level = Radio de las esquinas en píxeles
tool-image-round-corners-param-format = Formato de salida: png o webp

## image-add-border

tool-image-add-border-title = Añadir borde
tool-image-add-border-desc = Añade un borde blanco, negro o transparente del mismo ancho en cada lado.
tool-image-add-border-output = igual que la entrada
tool-image-add-border-param-level = Ancho del borde en píxeles
tool-image-add-border-param-preset = Color del borde

## image-trim

tool-image-trim-title = Quitar bordes de la imagen
tool-image-trim-desc = Quita un borde uniforme cuyo color coincide con el píxel superior izquierdo dentro de un umbral.
tool-image-trim-output = igual que la entrada
tool-image-trim-param-level = Umbral de diferencia de color 0-255

## image-upscale

tool-image-upscale-title = Ampliar imagen
tool-image-upscale-desc = Amplía una imagen por un factor con interpolación Lanczos (remuestreo clásico, no IA).
tool-image-upscale-output = igual que la entrada
tool-image-upscale-param-factor = Factor de escala 1-4

## image-strip-metadata

tool-image-strip-metadata-title = Quitar metadatos de la imagen
tool-image-strip-metadata-desc = Quita los datos EXIF (cámara, GPS), XMP, IPTC e ICC, enderezando antes la imagen.
tool-image-strip-metadata-output = igual que la entrada

## image-metadata

tool-image-metadata-title = Información de la imagen
tool-image-metadata-desc = Lista el formato, tamaño, espacio de color, orientación, fotogramas y estadísticas por canal de una imagen en JSON.

## image-favicon-set

tool-image-favicon-set-title = Juego de favicons
tool-image-favicon-set-desc = Crea PNG de favicon (de 16 a 512 px), un icono Apple touch y un favicon.ico de varios tamaños, en un ZIP.

## pdf-to-png

tool-pdf-to-png-title = PDF a PNG
tool-pdf-to-png-desc = Representa páginas PDF como imágenes PNG (una por página, en un ZIP).
tool-pdf-to-png-param-pages = Páginas a representar, rangos desde 1 como 1-3,5,9- (100 páginas como máximo)
tool-pdf-to-png-param-level = Resolución en ppp (36–600)

## pdf-to-jpg

tool-pdf-to-jpg-title = PDF a JPG
tool-pdf-to-jpg-desc = Representa páginas PDF como imágenes JPEG (una por página, en un ZIP).
tool-pdf-to-jpg-param-pages = Páginas a representar, rangos desde 1 como 1-3,5,9- (100 páginas como máximo)
tool-pdf-to-jpg-param-level = Resolución en ppp (36–600)
tool-pdf-to-jpg-param-quality = Calidad JPEG (1–100)

## pdf-to-webp

tool-pdf-to-webp-title = PDF a WebP
tool-pdf-to-webp-desc = Representa páginas PDF como imágenes WebP (una por página, en un ZIP).
tool-pdf-to-webp-param-pages = Páginas a representar, rangos desde 1 como 1-3,5,9- (100 páginas como máximo)
tool-pdf-to-webp-param-level = Resolución en ppp (36–600)
tool-pdf-to-webp-param-quality = Calidad WebP (1–100)

## pdf-thumbnail

tool-pdf-thumbnail-title = Miniatura de PDF
tool-pdf-thumbnail-desc = Una imagen pequeña de una página del PDF (la primera por defecto).
tool-pdf-thumbnail-param-pages = La página que se muestra (un número de página)
tool-pdf-thumbnail-param-width = Ancho de la miniatura en px (32–2000)
tool-pdf-thumbnail-param-format = Formato de imagen: png, jpg o webp

## pdf-to-text

tool-pdf-to-text-title = PDF a texto
tool-pdf-to-text-desc = Extrae el texto de páginas PDF como texto plano UTF-8 (páginas separadas por un salto de página).
tool-pdf-to-text-param-pages = Páginas, rangos desde 1 como 1-3,5,9-

## pdf-to-html

tool-pdf-to-html-title = PDF a HTML
tool-pdf-to-html-desc = Convierte páginas PDF en un único archivo HTML autónomo con el texto dispuesto como en la página.
tool-pdf-to-html-param-pages = Páginas, rangos desde 1 como 1-3,5,9-

## pdf-split-pages

tool-pdf-split-pages-title = Dividir PDF en páginas
tool-pdf-split-pages-desc = Un PDF por página (todas las páginas o las elegidas), entregados en un ZIP.
tool-pdf-split-pages-param-pages = Páginas, rangos desde 1 como 1-3,5,9-

## pdf-extract-pages

tool-pdf-extract-pages-title = Extraer páginas de PDF
tool-pdf-extract-pages-desc = Un PDF nuevo solo con las páginas elegidas, en el orden del documento.
tool-pdf-extract-pages-param-pages = Páginas a conservar, como 1-3,5 (obligatorio)

## pdf-remove-pages

tool-pdf-remove-pages-title = Quitar páginas de PDF
tool-pdf-remove-pages-desc = El PDF sin las páginas elegidas (debe quedar al menos una página).
tool-pdf-remove-pages-param-pages = Páginas a quitar, como 2,4-6 (obligatorio)

## pdf-rotate

tool-pdf-rotate-title = Girar páginas de PDF
tool-pdf-rotate-desc = Gira páginas en sentido horario 90, 180 o 270 grados (-90 gira en sentido antihorario), sumado al giro que ya tuvieran.
tool-pdf-rotate-param-degrees = Giro en sentido horario: 90, 180, 270 o -90
tool-pdf-rotate-param-pages = Páginas, rangos desde 1 como 1-3,5,9-

## pdf-crop

tool-pdf-crop-title = Recortar páginas de PDF
tool-pdf-crop-desc = Fija el área visible de las páginas: x, y, ancho y alto en puntos desde la esquina superior izquierda de la página tal como se ve.
tool-pdf-crop-param-x = Borde izquierdo en puntos desde la izquierda de la página
tool-pdf-crop-param-y = Borde superior en puntos desde arriba de la página
tool-pdf-crop-param-crop_width = Ancho en puntos
tool-pdf-crop-param-crop_height = Alto en puntos
tool-pdf-crop-param-pages = Páginas, rangos desde 1 como 1-3,5,9-

## pdf-compress

tool-pdf-compress-title = Comprimir PDF (sin pérdida)
tool-pdf-compress-desc = Reescribe el PDF uniendo objetos duplicados y recomprimiendo flujos, fuentes e imágenes; nada visible cambia. level 1–4 indica con qué empeño se buscan objetos sin usar y duplicados. Con target_size, las imágenes se reducen y se guardan como JPEG, paso a paso, hasta que el archivo quepa.
tool-pdf-compress-param-level = Nivel de recolección de basura (1–4)

## pdf-rasterize-compress

tool-pdf-rasterize-compress-title = Comprimir PDF (rasterizar)
tool-pdf-rasterize-compress-desc = Sustituye cada página por una imagen JPEG de ella: mucho más pequeño para escaneos, pero el texto ya no se puede seleccionar.
tool-pdf-rasterize-compress-param-level = Resolución en ppp (50–300)
tool-pdf-rasterize-compress-param-quality = Calidad JPEG (1–100)

## pdf-grayscale

tool-pdf-grayscale-title = PDF en escala de grises
tool-pdf-grayscale-desc = Representa cada página en tonos de gris (como imágenes: el texto ya no se puede seleccionar).
tool-pdf-grayscale-param-level = Resolución en ppp (36–600)
tool-pdf-grayscale-param-quality = Calidad JPEG (1–100)

## pdf-metadata

tool-pdf-metadata-title = Metadatos de PDF
tool-pdf-metadata-desc = Título, autor, fechas, productor, número y tamaño de páginas, cifrado, campos de formulario y anotaciones, en JSON. Un PDF protegido con contraseña se indica como cifrado.

## pdf-strip-metadata

tool-pdf-strip-metadata-title = Quitar metadatos de PDF
tool-pdf-strip-metadata-desc = Quita el título, autor, fechas, productor y metadatos XMP del PDF.

## pdf-repair

tool-pdf-repair-title = Reparar PDF
tool-pdf-repair-desc = Reconstruye la estructura de un PDF dañado o truncado y guarda una copia limpia de lo que se pueda recuperar.

## pdf-flatten

tool-pdf-flatten-title = Aplanar PDF
tool-pdf-flatten-desc = Fija las anotaciones y los campos de formulario rellenados en las páginas, de modo que ya no se pueden editar.

## pdf-remove-annotations

tool-pdf-remove-annotations-title = Quitar anotaciones de PDF
tool-pdf-remove-annotations-desc = Borra comentarios, resaltados, dibujos y otras anotaciones de las páginas elegidas; los campos de formulario se quedan.
tool-pdf-remove-annotations-param-pages = Páginas, rangos desde 1 como 1-3,5,9-

## pdf-add-page-numbers

tool-pdf-add-page-numbers-title = Añadir números de página
tool-pdf-add-page-numbers-desc = Escribe números de página en las páginas elegidas, contando desde `start`, derechos tal como se ve cada página.
tool-pdf-add-page-numbers-param-direction = Dónde va el número: arriba o abajo, a la izquierda, al centro o a la derecha
tool-pdf-add-page-numbers-param-level = Tamaño de letra en puntos (6–48)
tool-pdf-add-page-numbers-param-start = Número de la primera página numerada
tool-pdf-add-page-numbers-param-pages = Páginas, rangos desde 1 como 1-3,5,9-

## pdf-n-up

tool-pdf-n-up-title = N-up (páginas por hoja)
tool-pdf-n-up-desc = Coloca 2, 4, 6 o 9 páginas en cada hoja A4 o Letter, escaladas para encajar.
tool-pdf-n-up-param-level = Páginas por hoja: 2, 4, 6 o 9
tool-pdf-n-up-param-preset = Tamaño de hoja: a4 o letter

## pdf-page-size

tool-pdf-page-size-title = Cambiar tamaño de página de PDF
tool-pdf-page-size-desc = Ajusta cada página a A3, A4, A5, Letter, Legal o Tabloid (manteniendo su orientación), con el contenido escalado y centrado.
tool-pdf-page-size-param-preset = Papel: a3, a4, a5, letter, legal o tabloid

## pdf-extract-images

tool-pdf-extract-images-title = Extraer imágenes de PDF
tool-pdf-extract-images-desc = Cada imagen distinta de las páginas elegidas como PNG a su propia resolución, en un ZIP (500 imágenes como máximo).
tool-pdf-extract-images-param-pages = Páginas, rangos desde 1 como 1-3,5,9-

## pdf-remove-blank-pages

tool-pdf-remove-blank-pages-title = Quitar páginas en blanco
tool-pdf-remove-blank-pages-desc = Elimina las páginas que son (casi) uniformes. level es la mayor desviación estándar de los niveles de gris de una página (0–64, a 36 ppp) que aún cuenta como en blanco: 0 quita solo páginas totalmente vacías.
tool-pdf-remove-blank-pages-param-level = Umbral de página en blanco (0–64)

## image-to-pdf

tool-image-to-pdf-title = Imagen a PDF
tool-image-to-pdf-desc = Coloca una imagen (JPEG, PNG, WebP, GIF, TIFF, AVIF; cada fotograma de un TIFF multipágina o GIF animado) en páginas PDF: fit = página del tamaño de la imagen, a4/letter = centrada en el papel.
tool-image-to-pdf-param-preset = Tamaño de página: fit, a4 o letter
tool-image-to-pdf-param-quality = Calidad JPEG cuando hay que recodificar la imagen

## txt-to-pdf

tool-txt-to-pdf-title = Texto a PDF
tool-txt-to-pdf-desc = Maqueta un archivo de texto plano UTF-8 en páginas A4 o Letter.
tool-txt-to-pdf-param-preset = Papel: a4 o letter

## html-to-pdf

tool-html-to-pdf-title = HTML a PDF
tool-html-to-pdf-desc = Representa una página HTML estática (HTML y CSS; sin scripts, sin imágenes ni estilos descargados de ningún sitio) como PDF.
tool-html-to-pdf-param-preset = Papel: a4 o letter

## epub-to-pdf

tool-epub-to-pdf-title = EPUB a PDF
tool-epub-to-pdf-desc = Maqueta un libro electrónico EPUB en páginas A4 o Letter (se usan las imágenes y estilos del libro).
tool-epub-to-pdf-param-preset = Papel: a4 o letter

## audio-to-mp3

tool-audio-to-mp3-title = Audio a MP3
tool-audio-to-mp3-desc = Convierte audio (o el sonido de un vídeo) a MP3 con LAME a tasa de bits constante.
tool-audio-to-mp3-param-bitrate = Tasa de bits de audio en kbit/s (32–320; con target_size, la máxima que se usa)

## audio-to-wav

tool-audio-to-wav-title = Audio a WAV
tool-audio-to-wav-desc = Convierte audio a WAV PCM sin comprimir: 16 bits, 24 bits u 8 bits sin signo.
tool-audio-to-wav-param-preset = Formato de muestra: s16, s24 o u8

## audio-to-ogg

tool-audio-to-ogg-title = Audio a OGG Vorbis
tool-audio-to-ogg-desc = Convierte audio a Ogg Vorbis; la tasa de bits fija la calidad VBR (nominal para estéreo a 44,1 kHz).
tool-audio-to-ogg-param-bitrate = Tasa de bits de audio en kbit/s (48–500; con target_size, la máxima que se usa)

## audio-to-opus

tool-audio-to-opus-title = Audio a Opus
tool-audio-to-opus-desc = Convierte audio a Opus en un archivo Ogg (256 kbit/s por canal como máximo).
tool-audio-to-opus-param-bitrate = Tasa de bits de audio en kbit/s (6–510; con target_size, la máxima que se usa)

## audio-to-flac

tool-audio-to-flac-title = Audio a FLAC
tool-audio-to-flac-desc = Convierte audio a FLAC sin pérdida; level es el esfuerzo de compresión (0–12).
tool-audio-to-flac-param-level = Nivel de compresión FLAC (0–12)

## audio-to-m4a

tool-audio-to-m4a-title = Audio a M4A (AAC)
tool-audio-to-m4a-desc = Convierte audio a AAC en un archivo M4A.
tool-audio-to-m4a-param-bitrate = Tasa de bits de audio en kbit/s (32–320; con target_size, la máxima que se usa)

## audio-to-aac

tool-audio-to-aac-title = Audio a AAC
tool-audio-to-aac-desc = Convierte audio a un flujo AAC en bruto (ADTS).
tool-audio-to-aac-param-bitrate = Tasa de bits de audio en kbit/s (32–320; con target_size, la máxima que se usa)

## audio-to-aiff

tool-audio-to-aiff-title = Audio a AIFF
tool-audio-to-aiff-desc = Convierte audio a AIFF PCM de 16 bits.

## audio-to-wma

tool-audio-to-wma-title = Audio a WMA
tool-audio-to-wma-desc = Convierte audio a Windows Media Audio 2 (estéreo como máximo).
tool-audio-to-wma-param-bitrate = Tasa de bits de audio en kbit/s (32–192; con target_size, la máxima que se usa)

## audio-to-alac

tool-audio-to-alac-title = Audio a ALAC
tool-audio-to-alac-desc = Convierte audio a Apple Lossless en un archivo M4A.

## audio-trim

tool-audio-trim-title = Recortar audio
tool-audio-trim-desc = Conserva la parte entre start y end (segundos); recodificada en el formato de entrada.
tool-audio-trim-output = igual que la entrada
tool-audio-trim-param-start = Inicio de la parte conservada, segundos
tool-audio-trim-param-end = Fin de la parte conservada, segundos (después de start)

## audio-volume

tool-audio-volume-title = Cambiar volumen
tool-audio-volume-desc = Sube o baja el volumen gain_db decibelios.
tool-audio-volume-output = igual que la entrada
tool-audio-volume-param-gain_db = Ganancia en dB (−30 a +30)

## audio-normalize

tool-audio-normalize-title = Normalizar sonoridad
tool-audio-normalize-desc = Normalización de sonoridad EBU R128 al nivel objetivo en LUFS (dos pasadas: medir y luego ganancia exacta, o loudnorm con los valores medidos cuando el pico pasaría de −1,5 dBTP).
tool-audio-normalize-output = igual que la entrada
tool-audio-normalize-param-level = Sonoridad integrada objetivo, LUFS

## audio-speed

tool-audio-speed-title = Cambiar velocidad del audio
tool-audio-speed-desc = Reproduce más rápido o más lento según factor, manteniendo el tono.
tool-audio-speed-output = igual que la entrada
tool-audio-speed-param-factor = Factor de velocidad (0.5–4)

## audio-pitch

tool-audio-pitch-title = Cambiar tono
tool-audio-pitch-desc = Desplaza el tono según factor (1.12 ≈ dos semitonos más alto) manteniendo el tempo.
tool-audio-pitch-output = igual que la entrada
tool-audio-pitch-param-factor = Factor de tono (0.5–2)

## audio-reverse

tool-audio-reverse-title = Invertir audio
tool-audio-reverse-desc = Reproduce el audio al revés (10 minutos como máximo: todo el clip se guarda en memoria).
tool-audio-reverse-output = igual que la entrada

## audio-fade

tool-audio-fade-title = Fundido de entrada / salida
tool-audio-fade-desc = Fundido de entrada durante los primeros start segundos y de salida durante los últimos end segundos.
tool-audio-fade-output = igual que la entrada
tool-audio-fade-param-start = Duración del fundido de entrada, segundos (0 = ninguno)
tool-audio-fade-param-end = Duración del fundido de salida, segundos (0 = ninguno)

## audio-remove-silence

tool-audio-remove-silence-title = Quitar silencios
tool-audio-remove-silence-desc = Corta el silencio inicial y cada pausa de más de medio segundo que se quede por debajo de level dB.
tool-audio-remove-silence-output = igual que la entrada
tool-audio-remove-silence-param-level = Umbral de silencio, dB

## audio-noise-reduction

tool-audio-noise-reduction-title = Reducir ruido
tool-audio-noise-reduction-desc = Reductor de ruido FFT que sigue el ruido de fondo; level es la reducción de ruido en dB.
tool-audio-noise-reduction-output = igual que la entrada
tool-audio-noise-reduction-param-level = Reducción de ruido, dB (0.01–97)

## audio-bass-boost

tool-audio-bass-boost-title = Refuerzo de graves
tool-audio-bass-boost-desc = Refuerza las frecuencias bajas (estantería en torno a 100 Hz) en gain_db.
tool-audio-bass-boost-output = igual que la entrada
tool-audio-bass-boost-param-gain_db = Ganancia de graves, dB (0–20)

## audio-to-mono

tool-audio-to-mono-title = Convertir a mono
tool-audio-to-mono-desc = Mezcla todos los canales en uno.
tool-audio-to-mono-output = igual que la entrada

## audio-waveform-image

tool-audio-waveform-image-title = Imagen de forma de onda
tool-audio-waveform-image-desc = Dibuja la forma de onda de toda la pista como PNG con fondo transparente.
tool-audio-waveform-image-param-width = Ancho de la imagen, px (100–4000)
tool-audio-waveform-image-param-height = Alto de la imagen, px (50–2000)

## audio-spectrogram-image

tool-audio-spectrogram-image-title = Imagen de espectrograma
tool-audio-spectrogram-image-desc = Dibuja un espectrograma de toda la pista (tiempo en horizontal, frecuencia en vertical) como PNG de ese tamaño exacto.
tool-audio-spectrogram-image-param-width = Ancho de la imagen, px (100–4000)
tool-audio-spectrogram-image-param-height = Alto de la imagen, px (50–2000)

## audio-metadata

tool-audio-metadata-title = Metadatos de audio
tool-audio-metadata-desc = Formato, códec, duración, canales, etiquetas y un resumen de sonoridad (EBU R128 y volumen) en JSON.

## video-to-mp4

tool-video-to-mp4-title = Vídeo a MP4
tool-video-to-mp4-desc = Convierte vídeo a MP4 H.264/AAC (yuv420p, inicio rápido) para navegadores y móviles.
tool-video-to-mp4-param-level = CRF de x264: más bajo = mejor y más grande (0–51)
tool-video-to-mp4-param-preset = Preajuste de velocidad de x264
tool-video-to-mp4-param-bitrate = Tasa de bits del audio AAC, kbit/s
tool-video-to-mp4-param-target_size = Resultado máximo en bytes, o un preajuste: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-to-webm

tool-video-to-webm-title = Vídeo a WebM
tool-video-to-webm-desc = Convierte vídeo a WebM VP9/Opus en modo de calidad constante.
tool-video-to-webm-param-level = CRF de VP9: más bajo = mejor y más grande (0–63)
tool-video-to-webm-param-preset = realtime = rápido; good = más lento, más pequeño

## video-to-mkv

tool-video-to-mkv-title = Vídeo a MKV
tool-video-to-mkv-desc = Pone el vídeo en Matroska: flujos copiados sin cambios o recodificados a H.264/AAC.
tool-video-to-mkv-param-preset = copy = remultiplexar los flujos sin cambios cuando se pueda; encode = H.264/AAC

## video-to-mov

tool-video-to-mov-title = Vídeo a MOV
tool-video-to-mov-desc = Pone el vídeo en QuickTime MOV: copiado si sus códecs caben en MOV, si no recodificado a H.264/AAC.
tool-video-to-mov-param-preset = copy = remultiplexar los flujos sin cambios cuando se pueda; encode = H.264/AAC

## video-to-avi

tool-video-to-avi-title = Vídeo a AVI
tool-video-to-avi-desc = Convierte vídeo a MPEG-4 Part 2 (etiqueta Xvid) con audio MP3 en AVI.
tool-video-to-avi-param-level = Cuantizador MPEG-4: más bajo = mejor (2–31)

## video-to-hevc

tool-video-to-hevc-title = Vídeo a HEVC (H.265)
tool-video-to-hevc-desc = Convierte vídeo a H.265 (hvc1) con audio AAC en MP4: más o menos la mitad del tamaño de H.264 con igual calidad.
tool-video-to-hevc-param-level = CRF de x265: más bajo = mejor y más grande (0–51)
tool-video-to-hevc-param-preset = Preajuste de velocidad de x265

## video-to-gif

tool-video-to-gif-title = Vídeo a GIF
tool-video-to-gif-desc = Convierte hasta 30 s de vídeo en un GIF animado con una paleta optimizada.
tool-video-to-gif-param-fps = Fotogramas por segundo (1–30)
tool-video-to-gif-param-width = Ancho, px (16–1280; nunca se amplía)
tool-video-to-gif-param-start = Inicio del clip, segundos
tool-video-to-gif-param-end = Fin del clip, segundos (por defecto start + 10; como máximo 30 s después de start)

## video-to-animated-webp

tool-video-to-animated-webp-title = Vídeo a WebP animado
tool-video-to-animated-webp-desc = Convierte hasta 30 s de vídeo en un WebP animado (con pérdida, en bucle).
tool-video-to-animated-webp-param-fps = Fotogramas por segundo (1–30)
tool-video-to-animated-webp-param-width = Ancho, px (16–1280; nunca se amplía)
tool-video-to-animated-webp-param-start = Inicio del clip, segundos
tool-video-to-animated-webp-param-end = Fin del clip, segundos (por defecto start + 10; como máximo 30 s después de start)
tool-video-to-animated-webp-param-quality = Calidad WebP (1–100)

## video-extract-audio

tool-video-extract-audio-title = Extraer audio
tool-video-extract-audio-desc = Guarda el sonido de un vídeo como MP3, M4A, WAV, OGG, Opus o FLAC; se copia sin recodificar si ya tiene ese códec.
tool-video-extract-audio-param-format = Formato de audio
tool-video-extract-audio-param-bitrate = Tasa de bits para formatos con pérdida, kbit/s (no se usa al copiar)

## video-mute

tool-video-mute-title = Quitar sonido
tool-video-mute-desc = Elimina la pista de audio; la imagen se copia sin cambios.
tool-video-mute-output = igual que la entrada

## video-trim

tool-video-trim-title = Recortar vídeo
tool-video-trim-desc = Conserva los segundos start..end. fast = copia del flujo, corte en el fotograma clave anterior a start (puede empezar un poco antes); accurate = recodificado, exacto al fotograma.
tool-video-trim-output = igual que la entrada
tool-video-trim-param-start = Inicio de la parte conservada, segundos
tool-video-trim-param-end = Fin de la parte conservada, segundos (después de start)
tool-video-trim-param-preset = fast = copia del flujo alineada a fotogramas clave; accurate = recodificar

## video-crop

tool-video-crop-title = Recortar encuadre del vídeo
tool-video-crop-desc = Conserva un rectángulo de la imagen (x, y, crop_width, crop_height en píxeles; tamaños redondeados a pares).
tool-video-crop-param-x = Borde izquierdo del área conservada, px
tool-video-crop-param-y = Borde superior del área conservada, px
tool-video-crop-param-crop_width = Ancho del área conservada, px (redondeado a par hacia abajo)
tool-video-crop-param-crop_height = Alto del área conservada, px (redondeado a par hacia abajo)

## video-resize

tool-video-resize-title = Cambiar tamaño de vídeo
tool-video-resize-desc = Escala a width píxeles; el alto sigue la proporción salvo que se indique. Los tamaños se redondean a pares.
tool-video-resize-param-width = Ancho de salida, px (16–3840)
tool-video-resize-param-height = Alto de salida, px (omítelo para mantener la proporción)

## video-rotate

tool-video-rotate-title = Girar vídeo
tool-video-rotate-desc = Gira la imagen en sentido horario 90, 180 o 270 grados.
tool-video-rotate-param-degrees = Giro en sentido horario: 90, 180 o 270

## video-flip

tool-video-flip-title = Voltear vídeo
tool-video-flip-desc = Refleja la imagen en horizontal, en vertical o en ambos.
tool-video-flip-param-direction = Eje de reflejo

## video-speed

tool-video-speed-title = Cambiar velocidad del vídeo
tool-video-speed-desc = Acelera o ralentiza imagen y sonido a la vez (el sonido mantiene su tono).
tool-video-speed-param-factor = Factor de velocidad (0.25–4)

## video-reverse

tool-video-reverse-title = Invertir vídeo
tool-video-reverse-desc = Reproduce el clip al revés, con sonido (60 s como máximo: cada fotograma se guarda en memoria).

## video-compress

tool-video-compress-title = Comprimir vídeo
tool-video-compress-desc = Recodifica a un MP4 H.264/AAC más pequeño (128 kbit/s); opcionalmente limita el ancho.
tool-video-compress-param-level = CRF de x264: más alto = más pequeño (18–40)
tool-video-compress-param-preset = Preajuste de velocidad de x264
tool-video-compress-param-width = Ancho máximo de salida, px (0 = mantener)
tool-video-compress-param-target_size = Resultado máximo en bytes, o un preajuste: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-change-fps

tool-video-change-fps-title = Cambiar fotogramas por segundo
tool-video-change-fps-desc = Remuestrea a fps fotogramas por segundo (se descartan o repiten fotogramas; la duración no cambia).
tool-video-change-fps-param-fps = Fotogramas por segundo (1–60)

## video-loop

tool-video-loop-title = Repetir vídeo en bucle
tool-video-loop-desc = Repite el clip level veces en un archivo (flujos copiados; resultado de 600 s como máximo).
tool-video-loop-output = igual que la entrada
tool-video-loop-param-level = Reproducciones en total (2–20)

## video-fade

tool-video-fade-title = Fundido de vídeo de entrada / salida
tool-video-fade-desc = Fundido desde negro durante los primeros start segundos y a negro durante los últimos end segundos; también el sonido.
tool-video-fade-param-start = Duración del fundido de entrada, segundos (0 = ninguno)
tool-video-fade-param-end = Duración del fundido de salida, segundos (0 = ninguno)

## video-grayscale

tool-video-grayscale-title = Vídeo en blanco y negro
tool-video-grayscale-desc = Quita todo el color de la imagen.

## video-stabilize

tool-video-stabilize-title = Estabilizar vídeo
tool-video-stabilize-desc = Suaviza el temblor de la cámara en dos pasadas (vid.stab); level = fotogramas de suavizado. 5 minutos como máximo.
tool-video-stabilize-param-level = Ventana de suavizado, fotogramas (1–100)

## video-volume

tool-video-volume-title = Cambiar volumen del vídeo
tool-video-volume-desc = Sube o baja el sonido gain_db decibelios; la imagen se copia sin cambios.
tool-video-volume-output = igual que la entrada
tool-video-volume-param-gain_db = Ganancia en dB (−30 a +30)

## video-normalize-audio

tool-video-normalize-audio-title = Normalizar sonoridad del vídeo
tool-video-normalize-audio-desc = Normalización de sonoridad EBU R128 del sonido a level LUFS (dos pasadas, TP −1,5, LRA 11); imagen copiada.
tool-video-normalize-audio-output = igual que la entrada
tool-video-normalize-audio-param-level = Sonoridad integrada objetivo, LUFS

## video-metadata

tool-video-metadata-title = Metadatos de vídeo
tool-video-metadata-desc = Contenedor, duración, tamaño, fotogramas por segundo, giro, códecs, pistas y etiquetas en JSON.

## video-thumbnail-at-time

tool-video-thumbnail-at-time-title = Miniatura en un instante
tool-video-thumbnail-at-time-desc = Guarda el fotograma en start segundos como JPG, PNG o WebP, opcionalmente redimensionado a width.
tool-video-thumbnail-at-time-param-start = Instante del fotograma, segundos
tool-video-thumbnail-at-time-param-width = Ancho de salida, px (0 = el del vídeo; 16–3840)
tool-video-thumbnail-at-time-param-format = Formato de imagen: jpg, png o webp
tool-video-thumbnail-at-time-param-quality = Calidad JPG/WebP (1–100)

## video-thumbnail-auto

tool-video-thumbnail-auto-title = Miniatura automática
tool-video-thumbnail-auto-desc = Elige el fotograma más representativo (filtro thumbnail de ffmpeg) de un tramo tras el comienzo.
tool-video-thumbnail-auto-param-width = Ancho de salida, px (0 = el del vídeo; 16–3840)
tool-video-thumbnail-auto-param-format = Formato de imagen: jpg, png o webp

## video-first-frame

tool-video-first-frame-title = Primer fotograma
tool-video-first-frame-desc = Guarda el primer fotograma del vídeo.
tool-video-first-frame-param-width = Ancho de salida, px (0 = el del vídeo; 16–3840)
tool-video-first-frame-param-format = Formato de imagen: jpg, png o webp

## video-last-frame

tool-video-last-frame-title = Último fotograma
tool-video-last-frame-desc = Guarda el último fotograma del vídeo (solo decodifica los últimos segundos).
tool-video-last-frame-param-width = Ancho de salida, px (0 = el del vídeo; 16–3840)
tool-video-last-frame-param-format = Formato de imagen: jpg, png o webp

## video-contact-sheet

tool-video-contact-sheet-title = Hoja de contactos
tool-video-contact-sheet-desc = Una cuadrícula de level × level fotogramas repartidos por igual a lo largo del vídeo, en un solo JPEG.
tool-video-contact-sheet-param-level = Tamaño de la cuadrícula N (N×N fotogramas, 2–8)
tool-video-contact-sheet-param-width = Ancho de cada celda, px (80–640)

## video-extract-frames

tool-video-extract-frames-title = Extraer fotogramas
tool-video-extract-frames-desc = Guarda fps fotogramas por segundo entre start y end como archivos JPG o PNG en un ZIP (300 como máximo).
tool-video-extract-frames-param-fps = Fotogramas por segundo a guardar (0.05–10)
tool-video-extract-frames-param-start = Inicio de la ventana, segundos
tool-video-extract-frames-param-end = Fin de la ventana, segundos (por defecto: el final)
tool-video-extract-frames-param-format = Formato de imagen: jpg o png

## video-scene-frames

tool-video-scene-frames-title = Fotogramas de escena
tool-video-scene-frames-desc = Guarda el primer fotograma y el primero de cada cambio de escena (puntuación por encima de level) como JPEG en un ZIP (100 como máximo).
tool-video-scene-frames-param-level = Umbral de cambio de escena (0.1–0.9)

## video-poster-play-button

tool-video-poster-play-button-title = Póster con botón de reproducción
tool-video-poster-play-button-desc = El fotograma en start segundos, redimensionado a width, con un botón de reproducción dibujado en el centro (JPEG).
tool-video-poster-play-button-param-start = Instante del fotograma, segundos
tool-video-poster-play-button-param-width = Ancho del póster, px (16–3840)

## qr-decode-image

tool-qr-decode-image-title = Leer códigos QR de una imagen
tool-qr-decode-image-desc = Encuentra cada código QR (también Micro QR y rMQR) en una foto o captura y devuelve su texto en JSON.

## barcode-decode-image

tool-barcode-decode-image-title = Leer códigos de barras de una imagen
tool-barcode-decode-image-desc = Encuentra códigos de barras de toda simbología común (EAN/UPC, Code 128/39/93, ITF, Codabar, DataBar, QR, Data Matrix, PDF417, Aztec, MaxiCode) y los devuelve en JSON.

## qr-decode-pdf

tool-qr-decode-pdf-title = Leer códigos QR de un PDF
tool-qr-decode-pdf-desc = Representa páginas PDF (las 10 primeras salvo que se indiquen páginas) y devuelve cada código QR encontrado, con su página, en JSON.
tool-qr-decode-pdf-param-pages = Páginas a buscar, rangos desde 1 como 1-3,5,9- (por defecto: las 10 primeras)
tool-qr-decode-pdf-param-level = Resolución de representación en ppp (72–400)

## qr-decode-video

tool-qr-decode-video-title = Leer códigos QR de un vídeo
tool-qr-decode-video-desc = Muestrea fotogramas del vídeo (fps por segundo, en una ventana de 120 s como máximo) y lista cada código QR distinto con cuándo se vio por primera y última vez.
tool-qr-decode-video-param-fps = Fotogramas muestreados por segundo de vídeo (0.2–10)
tool-qr-decode-video-param-start = Inicio de la ventana en segundos
tool-qr-decode-video-param-end = Fin de la ventana en segundos (por defecto: start + 120 s o el final del vídeo)

## qr-from-text-file

tool-qr-from-text-file-title = Archivo de texto a código QR
tool-qr-from-text-file-desc = Codifica el contenido de un archivo de texto UTF-8 como un código QR (hasta 2331 bytes con nivel M).
tool-qr-from-text-file-output = image/png, image/svg+xml, image/jpeg o image/webp (según format)
tool-qr-from-text-file-param-format = Formato de la imagen de salida
tool-qr-from-text-file-param-width = Ancho de la imagen en píxeles (un símbolo que necesite más se dibuja más grande)
tool-qr-from-text-file-param-level = Nivel de corrección de errores: L 7 %, M 15 %, Q 25 %, H 30 %

## qr-from-vcard

tool-qr-from-vcard-title = vCard a código QR
tool-qr-from-vcard-desc = Convierte una tarjeta de contacto (.vcf) en un código QR que los móviles ofrecen guardar como contacto.
tool-qr-from-vcard-output = image/png, image/svg+xml, image/jpeg o image/webp (según format)
tool-qr-from-vcard-param-format = Formato de la imagen de salida
tool-qr-from-vcard-param-width = Ancho de la imagen en píxeles (un símbolo que necesite más se dibuja más grande)
tool-qr-from-vcard-param-level = Nivel de corrección de errores: L 7 %, M 15 %, Q 25 %, H 30 %

## qr-batch-from-lines

tool-qr-batch-from-lines-title = Códigos QR a partir de líneas
tool-qr-batch-from-lines-desc = Un código QR por cada línea no vacía de un archivo de texto (100 como máximo), entregados en un ZIP de imágenes.
tool-qr-batch-from-lines-param-format = Formato de la imagen de salida
tool-qr-batch-from-lines-param-width = Ancho de la imagen en píxeles (un símbolo que necesite más se dibuja más grande)
tool-qr-batch-from-lines-param-level = Nivel de corrección de errores: L 7 %, M 15 %, Q 25 %, H 30 %

## barcode-from-text-file

tool-barcode-from-text-file-title = Archivo de texto a código de barras
tool-barcode-from-text-file-desc = Codifica el texto de un archivo como Code 128, Code 39, EAN-13, EAN-8, UPC-A, ITF, Data Matrix, PDF417 o Aztec, en SVG o PNG.
tool-barcode-from-text-file-output = image/svg+xml o image/png (según format)
tool-barcode-from-text-file-param-preset = Simbología
tool-barcode-from-text-file-param-format = Formato de salida
tool-barcode-from-text-file-param-width = Ancho de la imagen en píxeles

## yt-thumbnail-default

tool-yt-thumbnail-default-title = Miniatura del vídeo: por defecto
tool-yt-thumbnail-default-desc = Descarga la miniatura default.jpg del vídeo (120×90).

## yt-thumbnail-medium

tool-yt-thumbnail-medium-title = Miniatura del vídeo: media
tool-yt-thumbnail-medium-desc = Descarga la miniatura mqdefault.jpg del vídeo (320×180).

## yt-thumbnail-high

tool-yt-thumbnail-high-title = Miniatura del vídeo: alta
tool-yt-thumbnail-high-desc = Descarga la miniatura hqdefault.jpg del vídeo (480×360), 4:3 con franjas negras.

## yt-thumbnail-standard

tool-yt-thumbnail-standard-title = Miniatura del vídeo: estándar
tool-yt-thumbnail-standard-desc = Descarga la miniatura sddefault.jpg del vídeo (640×480); no todos los vídeos la tienen.

## yt-thumbnail-maxres

tool-yt-thumbnail-maxres-title = Miniatura del vídeo: resolución máxima
tool-yt-thumbnail-maxres-desc = Descarga la miniatura maxresdefault.jpg del vídeo (1280×720); no todos los vídeos la tienen.

## yt-thumbnail-best

tool-yt-thumbnail-best-title = Mejor miniatura del vídeo
tool-yt-thumbnail-best-desc = La miniatura más grande que el vídeo tiene de verdad (maxres, si no standard, si no high), en JPEG, PNG o WebP.
tool-yt-thumbnail-best-output = image/jpeg, image/png o image/webp (según format)
tool-yt-thumbnail-best-param-format = Formato de salida

## yt-thumbnail-webp

tool-yt-thumbnail-webp-title = Miniatura del vídeo en WebP
tool-yt-thumbnail-webp-desc = Descarga la versión WebP de un tamaño de miniatura que ofrece el sitio del vídeo (default, mq, hq, sd, maxres).
tool-yt-thumbnail-webp-param-preset = Tamaño de miniatura: default, mq, hq, sd o maxres

## yt-thumbnail-resize

tool-yt-thumbnail-resize-title = Miniatura del vídeo redimensionada
tool-yt-thumbnail-resize-desc = La mejor miniatura a un tamaño dado: cover llena el marco y recorta, contain encaja dentro con franjas negras. Un ancho o alto de 0 mantiene la proporción.
tool-yt-thumbnail-resize-output = image/jpeg, image/png o image/webp (según format)
tool-yt-thumbnail-resize-param-width = Ancho en píxeles (0 = según alto y proporción)
tool-yt-thumbnail-resize-param-height = Alto en píxeles (0 = según ancho y proporción)
tool-yt-thumbnail-resize-param-format = Formato de salida
tool-yt-thumbnail-resize-param-quality = Calidad JPEG/WebP
tool-yt-thumbnail-resize-param-preset = cover (recortar para llenar) o contain (con franjas)

## yt-thumbnail-crop-16x9

tool-yt-thumbnail-crop-16x9-title = Miniatura del vídeo recortada a 16:9
tool-yt-thumbnail-crop-16x9-desc = Toma la miniatura 4:3 high o standard y recorta su imagen central 16:9, quitando las franjas negras.
tool-yt-thumbnail-crop-16x9-param-preset = Miniatura de origen: hq (480×360) o sd (640×480)

## yt-qr-code

tool-yt-qr-code-title = Código QR para un enlace de vídeo
tool-yt-qr-code-desc = Un código QR que abre el vídeo (opcionalmente en un instante de inicio); hecho localmente, ninguna petición sale del servidor.
tool-yt-qr-code-output = image/png, image/svg+xml, image/jpeg o image/webp (según format)
tool-yt-qr-code-param-format = Formato de la imagen de salida
tool-yt-qr-code-param-width = Ancho de la imagen en píxeles (un símbolo que necesite más se dibuja más grande)
tool-yt-qr-code-param-level = Nivel de corrección de errores: L 7 %, M 15 %, Q 25 %, H 30 %
tool-yt-qr-code-param-start = Instante de inicio en segundos (se usan segundos enteros)

## yt-oembed-metadata

tool-yt-oembed-metadata-title = Metadatos del vídeo (oEmbed)
tool-yt-oembed-metadata-desc = Título, canal, miniatura y HTML del reproductor de un vídeo público, desde el punto oEmbed del sitio del vídeo, en JSON.

## yt-embed-code

tool-yt-embed-code-title = Código para insertar un vídeo
tool-yt-embed-code-desc = Una página HTML con un iframe de privacidad mejorada listo para copiar (inicio y fin opcional) y los enlaces simples de ver, cortos y de inserción. Hecho localmente, ninguna petición sale del servidor.
tool-yt-embed-code-param-start = Instante de inicio en segundos
tool-yt-embed-code-param-end = Instante de fin en segundos (después de start)
tool-yt-embed-code-param-width = Ancho del reproductor en píxeles
tool-yt-embed-code-param-height = Alto del reproductor en píxeles

## pdf-merge

tool-pdf-merge-title = Unir PDF
tool-pdf-merge-desc = Une varios PDF en uno: todas las páginas de cada archivo, en el orden en que se enviaron.

## images-to-pdf

tool-images-to-pdf-title = Imágenes a PDF
tool-images-to-pdf-desc = Pone varias imágenes (JPEG, PNG, WebP, GIF, TIFF, AVIF) en un PDF, una página por imagen en el orden de envío (el primer fotograma de una animación): fit = página del tamaño de la imagen, a4/letter = centrada en el papel.
tool-images-to-pdf-param-preset = Tamaño de página: fit, a4 o letter
tool-images-to-pdf-param-quality = Calidad JPEG cuando hay que recodificar una imagen

## audio-concat

tool-audio-concat-title = Unir audio
tool-audio-concat-desc = Une varios archivos de audio uno tras otro, en el orden de envío, en un MP3 (44,1 kHz estéreo).
tool-audio-concat-param-bitrate = Tasa de bits MP3, kbit/s (32–320)

## video-concat

tool-video-concat-title = Unir vídeos
tool-video-concat-desc = Une varios vídeos uno tras otro, en el orden de envío, en un MP4 (H.264/AAC): cada uno se escala y rellena al tamaño de imagen del primero a una misma frecuencia de fotogramas; el sonido se conserva si todos los vídeos tienen sonido.
tool-video-concat-param-fps = Fotogramas por segundo del resultado (1–60)

## video-add-audio

tool-video-add-audio-title = Añadir pista de sonido
tool-video-add-audio-desc = Pone el sonido del segundo archivo (un audio o un vídeo con sonido) bajo la imagen del primero, en un MP4; el resultado dura lo que el más corto de los dos.
tool-video-add-audio-param-bitrate = Tasa de bits AAC, kbit/s (32–320)

## word-to-pdf

tool-word-to-pdf-title = Word a PDF
tool-word-to-pdf-desc = Convierte un documento de texto Word, OpenDocument o RTF (docx, doc, odt, rtf) a PDF. Las macros nunca se ejecutan; los archivos e imágenes vinculados no se descargan.

## spreadsheet-to-pdf

tool-spreadsheet-to-pdf-title = Hoja de cálculo a PDF
tool-spreadsheet-to-pdf-desc = Convierte una hoja de cálculo (xlsx, xls, ods o texto CSV) a PDF: cada hoja en una página tan ancha como sus columnas usadas. Las fórmulas conservan sus resultados guardados; las macros nunca se ejecutan.

## presentation-to-pdf

tool-presentation-to-pdf-title = Presentación a PDF
tool-presentation-to-pdf-desc = Convierte una presentación (pptx, ppt, odp) a PDF, una página por diapositiva. Las macros nunca se ejecutan.

## docx-to-odt

tool-docx-to-odt-title = Word a ODT
tool-docx-to-odt-desc = Convierte un documento Word (docx, doc, rtf) a texto OpenDocument (odt).

## odt-to-docx

tool-odt-to-docx-title = ODT a Word
tool-odt-to-docx-desc = Convierte un documento de texto OpenDocument (odt) o RTF a Word (docx).

## xlsx-to-ods

tool-xlsx-to-ods-title = Excel a ODS
tool-xlsx-to-ods-desc = Convierte un libro de Excel (xlsx, xls) a una hoja de cálculo OpenDocument (ods).

## ods-to-xlsx

tool-ods-to-xlsx-title = ODS a Excel
tool-ods-to-xlsx-desc = Convierte una hoja de cálculo OpenDocument (ods) a un libro de Excel (xlsx).

## xlsx-to-csv

tool-xlsx-to-csv-title = Excel a CSV
tool-xlsx-to-csv-desc = Escribe cada hoja de un libro de Excel (xlsx) como archivo CSV (UTF-8, separado por comas), todos en un ZIP.

## ods-to-csv

tool-ods-to-csv-title = ODS a CSV
tool-ods-to-csv-desc = Escribe cada hoja de una hoja de cálculo OpenDocument o de Excel antiguo (ods, xls) como archivo CSV, todos en un ZIP.

## slides-to-png

tool-slides-to-png-title = Diapositivas a PNG
tool-slides-to-png-desc = Representa cada diapositiva de una presentación (pptx, ppt, odp) como imagen PNG, todas en un ZIP.
tool-slides-to-png-param-level = Resolución en ppp (36–300)

## docx-to-text

tool-docx-to-text-title = Word a texto
tool-docx-to-text-desc = Extrae el texto de un documento Word (docx) como texto plano UTF-8, un párrafo por línea.

## docx-to-html

tool-docx-to-html-title = Word a HTML
tool-docx-to-html-desc = Convierte un documento Word (docx) en una página HTML: títulos, listas, tablas e imágenes (incrustadas).

## ocr-image

tool-ocr-image-title = Imagen a texto (OCR)
tool-ocr-image-desc = Lee el texto de una foto o escaneo. txt: texto plano; hocr: HTML con cada palabra y su recuadro; tsv: una fila por palabra con su recuadro y confianza. Las imágenes de lado o al revés se giran solas.
tool-ocr-image-output = text/plain, text/html o text/tab-separated-values (según format)
tool-ocr-image-param-lang = Idiomas del texto, códigos de tesseract unidos con + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-image-param-format = txt (texto plano), hocr (HTML con recuadros de palabras) o tsv (recuadros de palabras)

## ocr-image-to-pdf

tool-ocr-image-to-pdf-title = Imagen a PDF con búsqueda (OCR)
tool-ocr-image-to-pdf-desc = Crea una página PDF con la imagen y su texto leído por OCR colocado encima de forma invisible, para poder buscar, seleccionar y copiar el texto. Un JPEG se incrusta byte a byte, las demás imágenes píxel a píxel.
tool-ocr-image-to-pdf-param-lang = Idiomas del texto, códigos de tesseract unidos con + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)

## ocr-pdf

tool-ocr-pdf-title = PDF con búsqueda (OCR)
tool-ocr-pdf-desc = Lee por OCR las páginas escaneadas de un PDF y coloca su texto encima de forma invisible, para poder buscarlo, seleccionarlo y copiarlo; las páginas se ven exactamente igual que antes. Las páginas que ya tienen texto se dejan como están.
tool-ocr-pdf-param-lang = Idiomas del texto, códigos de tesseract unidos con + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-pdf-param-pages = Páginas a leer, rangos desde 1 como 1-3,5,9- (50 páginas como máximo)

## ocr-pdf-to-text

tool-ocr-pdf-to-text-title = PDF a texto con OCR
tool-ocr-pdf-to-text-desc = El texto de cada página como texto plano UTF-8 (páginas separadas por un salto de página): las páginas con capa de texto dan la suya, las escaneadas se leen por OCR.
tool-ocr-pdf-to-text-param-lang = Idiomas del texto, códigos de tesseract unidos con + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-pdf-to-text-param-pages = Páginas a leer, rangos desde 1 como 1-3,5,9- (50 páginas como máximo)

## url-to-pdf

tool-url-to-pdf-title = Página web a PDF
tool-url-to-pdf-desc = Imprime una página web pública en PDF como la muestra un navegador, con scripts. La página, todo lo que carga y cada redirección deben estar en una dirección pública; una captura tiene un presupuesto de tiempo, bytes y páginas.
tool-url-to-pdf-param-preset = Papel: a4 o letter

## url-to-png

tool-url-to-png-title = Captura de pantalla de una página web
tool-url-to-png-desc = Una captura PNG de una página web pública: la página entera o la primera pantalla (preset), con un ancho y alto de ventana en píxeles CSS y una escala de dispositivo (factor). Las mismas reglas de direcciones y presupuestos que Página web a PDF.
tool-url-to-png-param-preset = full: la página entera; viewport: solo la primera pantalla
tool-url-to-png-param-width = Ancho de la ventana en píxeles CSS
tool-url-to-png-param-height = Alto de la ventana en píxeles CSS
tool-url-to-png-param-factor = Escala del dispositivo: píxeles de imagen por píxel CSS

## html-to-pdf-browser

tool-html-to-pdf-browser-title = HTML a PDF (navegador)
tool-html-to-pdf-browser-desc = Imprime un archivo HTML en PDF como lo representa un navegador, con scripts, sin ninguna red: se rechaza cada imagen, estilo, marco o petición que la página pida a cualquier sitio (los estilos, scripts e imágenes data: en línea funcionan).
tool-html-to-pdf-browser-param-preset = Papel: a4 o letter

## markdown-to-html

tool-markdown-to-html-title = Markdown a HTML
tool-markdown-to-html-desc = Convierte un archivo Markdown al estilo de GitHub (tablas, listas de tareas, bloques de código) en una página HTML con su hoja de estilo; los bloques de código se resaltan. No se descarga nada de lo que el texto enlaza.

## markdown-to-pdf

tool-markdown-to-pdf-title = Markdown a PDF
tool-markdown-to-pdf-desc = Maqueta un archivo Markdown al estilo de GitHub en páginas A4 o Letter, con el código resaltado, sin navegador: no se ejecuta ningún script ni se descarga ninguna imagen o estilo.
tool-markdown-to-pdf-param-preset = Papel: a4 o letter

## mobi-to-pdf

tool-mobi-to-pdf-title = MOBI a PDF
tool-mobi-to-pdf-desc = Maqueta un libro electrónico Kindle/Mobipocket (MOBI, sin DRM) en páginas A4 o Letter.
tool-mobi-to-pdf-param-preset = Papel: a4 o letter

## fb2-to-pdf

tool-fb2-to-pdf-title = FB2 a PDF
tool-fb2-to-pdf-desc = Maqueta un libro electrónico FictionBook (FB2) en páginas A4 o Letter, con las imágenes del libro.
tool-fb2-to-pdf-param-preset = Papel: a4 o letter

## cbz-to-pdf

tool-cbz-to-pdf-title = Cómic (CBZ) a PDF
tool-cbz-to-pdf-desc = Pone las imágenes de un archivo de cómic (CBZ: un ZIP de páginas JPEG, PNG, GIF, WebP, BMP o TIFF) en páginas PDF, una por página, por orden de nombre.

## pdf-to-cbz

tool-pdf-to-cbz-title = PDF a cómic (CBZ)
tool-pdf-to-cbz-desc = Representa páginas PDF como imágenes JPEG en un archivo de cómic (CBZ) que abren los lectores de cómics.
tool-pdf-to-cbz-param-pages = Páginas a representar, rangos desde 1 como 1-3,5,9- (100 páginas como máximo)
tool-pdf-to-cbz-param-level = Resolución en ppp (36–600)
tool-pdf-to-cbz-param-quality = Calidad JPEG (1–100)

## eml-to-pdf

tool-eml-to-pdf-title = Correo electrónico a PDF
tool-eml-to-pdf-desc = Imprime un mensaje de correo (.eml) en PDF: De, Para, Cc, Fecha y Asunto, el cuerpo (HTML sin descargar nada de ningún sitio, o texto plano) y los adjuntos por nombre y tamaño.
tool-eml-to-pdf-param-preset = Papel: a4 o letter

## data-to-json

tool-data-to-json-title = Datos a JSON
tool-data-to-json-desc = Convierte YAML, TOML, XML, CSV a JSON. Un CSV se convierte en una lista de registros con las claves de su fila de encabezado; los atributos XML se convierten en claves que empiezan por @_. Archivos de hasta 5 MB, anidados hasta 100 niveles; alias YAML hasta 100; las entidades XML nunca se expanden.

## data-to-yaml

tool-data-to-yaml-title = Datos a YAML
tool-data-to-yaml-desc = Convierte JSON, TOML, XML, CSV a YAML. Las claves mantienen su orden. Archivos de hasta 5 MB, anidados hasta 100 niveles; alias YAML hasta 100; las entidades XML nunca se expanden.

## data-to-toml

tool-data-to-toml-title = Datos a TOML
tool-data-to-toml-desc = Convierte JSON, YAML, XML, CSV a TOML. Una lista en el nivel superior se escribe como tablas [[item]]; TOML no tiene null, así que se rechazan los datos que lo contengan. Archivos de hasta 5 MB, anidados hasta 100 niveles; alias YAML hasta 100; las entidades XML nunca se expanden.

## data-to-xml

tool-data-to-xml-title = Datos a XML
tool-data-to-xml-desc = Convierte JSON, YAML, TOML, CSV a XML. Una sola clave en el nivel superior es el elemento raíz, lo demás se envuelve en <root>; las claves que empiezan por @_ se convierten en atributos. Archivos de hasta 5 MB, anidados hasta 100 niveles; alias YAML hasta 100; las entidades XML nunca se expanden.

## data-to-csv

tool-data-to-csv-title = Datos a CSV
tool-data-to-csv-desc = Convierte JSON, YAML, TOML, XML a CSV. Toma una lista de registros (o un mapa que contenga una lista); las columnas son todas las claves encontradas, los valores anidados se escriben como JSON. Archivos de hasta 5 MB, anidados hasta 100 niveles; alias YAML hasta 100; las entidades XML nunca se expanden.

## msg-to-pdf

tool-msg-to-pdf-title = Mensaje de Outlook a PDF
tool-msg-to-pdf-desc = Imprime un mensaje de Outlook (.msg) en PDF: remitente, destinatarios, fecha y asunto, el cuerpo (HTML sin descargar nada de ningún sitio, o texto plano) y los adjuntos por nombre y tamaño.
tool-msg-to-pdf-param-preset = Papel: a4 o letter

## image-to-telegram-sticker

tool-image-to-telegram-sticker-title = Imagen a sticker de Telegram
tool-image-to-telegram-sticker-desc = Un sticker estático de Telegram: PNG o WebP, el lado más largo de exactamente 512 px, 512 KB como máximo (una animación da su primer fotograma).
tool-image-to-telegram-sticker-output = image/png o image/webp (según format)
tool-image-to-telegram-sticker-param-format = Formato de salida: png o webp

## video-to-telegram-sticker

tool-video-to-telegram-sticker-title = Vídeo o GIF a sticker de vídeo de Telegram
tool-video-to-telegram-sticker-desc = Un sticker de vídeo de Telegram: WebM VP9 sin sonido, el lado más largo de exactamente 512 px, 3 s, 30 fps y 256 KB como máximo; un clip más largo se corta a sus primeros 3 s, y el resultado lo indica.

## image-to-discord-emoji

tool-image-to-discord-emoji-title = Imagen a emoji de Discord
tool-image-to-discord-emoji-desc = Un emoji de Discord de 128×128 y 256 KiB como máximo, sobre un cuadrado transparente; los GIF y WebP animados siguen animados.
tool-image-to-discord-emoji-output = image/gif, image/webp o image/png (según la entrada)

## image-to-discord-sticker

tool-image-to-discord-sticker-title = Imagen a sticker de Discord
tool-image-to-discord-sticker-desc = Un sticker de Discord de 320×320 y 512 KiB como máximo sobre un cuadrado transparente: PNG, o APNG a partir de un GIF (se conserva la animación).
tool-image-to-discord-sticker-output = image/apng para un GIF, si no image/png

## pdf-watermark

tool-pdf-watermark-title = Marca de agua en PDF (texto)
tool-pdf-watermark-desc = Escribe un texto sobre las páginas elegidas, una vez en el centro o en mosaico por la página, con un ángulo, un color y una opacidad. El texto se dibuja con una fuente PDF estándar: letras latinas, cifras y signos comunes.
tool-pdf-watermark-param-text = Las palabras a escribir (letras latinas, cifras y signos comunes)
tool-pdf-watermark-param-level = Tamaño de letra en puntos (6–200)
tool-pdf-watermark-param-color = Color como #rrggbb
tool-pdf-watermark-param-opacity = Opacidad de 0.05 (tenue) a 1 (sólida)
tool-pdf-watermark-param-degrees = Ángulo del texto en grados, en sentido antihorario (−90 a 90)
tool-pdf-watermark-param-direction = center: una vez en el centro de la página; tile: por toda la página
tool-pdf-watermark-param-pages = Páginas, rangos desde 1 como 1-3,5,9-

## pdf-redact

tool-pdf-redact-title = Censurar PDF
tool-pdf-redact-desc = Quita cada aparición de un texto (o una expresión regular) de las páginas elegidas: las palabras salen del contenido de la página, de modo que la extracción de texto y la búsqueda ya no las encuentran, y un recuadro negro marca cada lugar.
tool-pdf-redact-param-text = El texto (o patrón) a quitar
tool-pdf-redact-param-match = ignore-case, exact (mismas mayúsculas) o regex (una expresión regular, sin distinguir mayúsculas)
tool-pdf-redact-param-pages = Páginas, rangos desde 1 como 1-3,5,9-

## pdf-form-fields

tool-pdf-form-fields-title = Listar campos de formulario PDF
tool-pdf-form-fields-desc = Lista los campos rellenables de un formulario PDF en JSON: nombre, tipo, valor actual, opciones y página de cada uno.

## pdf-fill-form

tool-pdf-fill-form-title = Rellenar formulario PDF
tool-pdf-fill-form-desc = Rellena un formulario PDF a partir de JSON (nombre del campo → texto, una opción, o true/false para una casilla); con preset=flatten los valores se fijan en las páginas y el formulario ya no se puede editar.
tool-pdf-fill-form-param-fields = Los valores a poner: un objeto JSON de nombre del campo → texto (una opción por su texto) o true/false para una casilla
tool-pdf-fill-form-param-preset = keep: el formulario sigue rellenable; flatten: los valores pasan a formar parte de la página

## pdf-protect

tool-pdf-protect-title = Proteger PDF con contraseña
tool-pdf-protect-desc = Cifra el PDF con AES-256: hace falta `password` para abrirlo, y abrirlo permite lo que diga `preset`: print (ver e imprimir, por defecto), view-only o all. `owner_password` además levanta esos límites; sin ella nadie puede.
tool-pdf-protect-param-password = La contraseña que abre el PDF
tool-pdf-protect-param-owner_password = La contraseña que también levanta los límites (por defecto: una aleatoria que no se comunica a nadie)
tool-pdf-protect-param-preset = Lo que permite abrir con `password`: print, view-only o all

## pdf-unlock

tool-pdf-unlock-title = Desbloquear PDF
tool-pdf-unlock-desc = Quita la contraseña y los límites de un PDF, dada su contraseña (la que lo abre o la de propietario).
tool-pdf-unlock-param-password = La contraseña del PDF

## subtitle-to-srt

tool-subtitle-to-srt-title = Subtítulos a SRT
tool-subtitle-to-srt-desc = Convierte subtítulos SRT, WebVTT o ASS a SRT, conservando el tiempo y el texto de cada entrada (los estilos ASS pasan a texto plano donde el destino no los tiene).

## subtitle-to-vtt

tool-subtitle-to-vtt-title = Subtítulos a WebVTT
tool-subtitle-to-vtt-desc = Convierte subtítulos SRT, WebVTT o ASS a VTT, conservando el tiempo y el texto de cada entrada (los estilos ASS pasan a texto plano donde el destino no los tiene).

## subtitle-to-ass

tool-subtitle-to-ass-title = Subtítulos a ASS
tool-subtitle-to-ass-desc = Convierte subtítulos SRT, WebVTT o ASS a ASS, conservando el tiempo y el texto de cada entrada (los estilos ASS pasan a texto plano donde el destino no los tiene).

## subtitle-shift

tool-subtitle-shift-title = Desplazar tiempos de subtítulos
tool-subtitle-shift-desc = Mueve cada entrada más tarde (offset positivo) o antes (negativo), en segundos; una entrada movida antes del comienzo se descarta. Mantiene el formato.
tool-subtitle-shift-output = igual que la entrada
tool-subtitle-shift-param-offset = Segundos que se mueve cada entrada, p. ej. 2.5 o -1.2

## video-extract-subtitles

tool-video-extract-subtitles-title = Extraer subtítulos
tool-video-extract-subtitles-desc = Guarda la primera pista de subtítulos de un vídeo (MKV, MP4, WebM…) como SRT, WebVTT o ASS.
tool-video-extract-subtitles-output = application/x-subrip, text/vtt o text/x-ssa (según format)
tool-video-extract-subtitles-param-format = Formato de subtítulos: srt, vtt o ass

## ocr-image layout, cbr-to-pdf (merged with the documents leftovers)

tool-ocr-image-param-layout = block (un bloque de texto, leído a lo ancho de la página) o columns (busca las columnas de texto y las lee una tras otra)
tool-cbr-to-pdf-title = Cómic (CBR) a PDF
tool-cbr-to-pdf-desc = Coloca las imágenes de un cómic en archivo RAR (CBR, RAR4 o RAR5, con páginas JPEG, PNG, GIF, WebP o TIFF) en páginas PDF, una por página, por orden de nombre.

## image watermark, video watermark, JPEG XL, HEIC bursts

tool-image-convert-jpg-output = image/jpeg, o application/zip (images=all con un HEIC)
tool-image-convert-jpg-param-images = Para un HEIC con varias fotos (una ráfaga): primary (la predeterminada) o all (todas en un ZIP)
tool-image-convert-png-output = image/png, o application/zip (images=all con un HEIC)
tool-image-convert-png-param-images = Para un HEIC con varias fotos (una ráfaga): primary (la predeterminada) o all (todas en un ZIP)
tool-image-watermark-title = Marca de agua en imagen
tool-image-watermark-desc = Estampa un texto (DejaVu sans, serif o mono, con cualquier color y opacidad) o un logotipo enviado como segunda imagen sobre una imagen: en una esquina, en el centro o en mosaico sobre ella. En las animaciones aparece en cada fotograma.
tool-image-watermark-output = igual que la entrada
tool-image-watermark-param-text = Las palabras a estampar (se admiten saltos de línea); déjalo vacío para estampar el segundo archivo, un logotipo
tool-image-watermark-param-font = Tipo de letra: sans, serif o mono (DejaVu)
tool-image-watermark-param-level = Altura del texto, o ancho del logotipo, en porcentaje de la imagen (1–50)
tool-image-watermark-param-color = Color del texto como #rrggbb
tool-image-watermark-param-opacity = Opacidad de 0.05 (tenue) a 1 (sólida)
tool-image-watermark-param-direction = Dónde: una esquina, center o tile (repetido por toda la imagen)
tool-video-watermark-title = Marca de agua en vídeo
tool-video-watermark-desc = Estampa un texto (DejaVu sans, serif o mono, con cualquier color y opacidad) o un logotipo enviado como segundo archivo (PNG, JPEG, WebP, GIF) en cada fotograma de un vídeo: en una esquina, en el centro o en mosaico sobre él. Se conserva el sonido.
tool-video-watermark-output = igual que la entrada
tool-video-watermark-param-text = Las palabras a estampar (se admiten saltos de línea); déjalo vacío para estampar el segundo archivo, un logotipo
tool-video-watermark-param-font = Tipo de letra: sans, serif o mono (DejaVu)
tool-video-watermark-param-level = Altura del texto, o ancho del logotipo, en porcentaje de la imagen (1–50)
tool-video-watermark-param-color = Color del texto como #rrggbb
tool-video-watermark-param-opacity = Opacidad de 0.05 (tenue) a 1 (sólida)
tool-video-watermark-param-direction = Dónde: una esquina, center o tile (repetido por toda la imagen)
tool-image-convert-jxl-title = Convertir imagen a JPEG XL
tool-image-convert-jxl-desc = Convierte una imagen a JPEG XL: con pérdida a la calidad elegida, o sin pérdida con calidad 100. De las animaciones se conserva el primer fotograma.
tool-image-convert-jxl-param-quality = Calidad 1-100; 100 es sin pérdida
tool-image-convert-jxl-param-level = Esfuerzo 1-9: más alto es más pequeño y más lento

## make it fit (GIF, audio, PDF), subtitles, archives, PDF/A, signing

tool-pdf-compress-param-target_size = Resultado máximo en bytes, o un preajuste: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-mp3-param-target_size = Resultado máximo en bytes, o un preajuste: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-ogg-param-target_size = Resultado máximo en bytes, o un preajuste: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-opus-param-target_size = Resultado máximo en bytes, o un preajuste: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-m4a-param-target_size = Resultado máximo en bytes, o un preajuste: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-aac-param-target_size = Resultado máximo en bytes, o un preajuste: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-wma-param-target_size = Resultado máximo en bytes, o un preajuste: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-video-to-gif-param-target_size = Resultado máximo en bytes, o un preajuste: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

tool-video-add-subtitles-title = Añadir subtítulos
tool-video-add-subtitles-desc = Añade a un vídeo un archivo de subtítulos (SRT, WebVTT o ASS, el segundo archivo) como una pista que se puede activar, con su idioma: MKV conserva el formato de los subtítulos, MP4 guarda mov_text. La imagen y el sonido se copian tal cual.
tool-video-add-subtitles-output = video/x-matroska o video/mp4 (según format)
tool-video-add-subtitles-param-format = Contenedor: mkv o mp4
tool-video-add-subtitles-param-lang = Idioma de los subtítulos, ISO 639-2 (eng, deu, fra…; und: sin indicar)

tool-video-burn-subtitles-title = Incrustar subtítulos
tool-video-burn-subtitles-desc = Dibuja un archivo de subtítulos (SRT, WebVTT o ASS, el segundo archivo) en la imagen de un vídeo, para que cualquier reproductor los muestre; se conservan los estilos y posiciones ASS (no se usan las fuentes incrustadas en el archivo ASS). MP4 H.264/AAC.

tool-archive-to-zip-title = Descomprimir un archivo
tool-archive-to-zip-desc = Descomprime un ZIP, 7z, RAR, tar, tar.gz, tar.xz o tar.zst (o un único archivo gzip, zstd o xz) y devuelve sus archivos como ZIP, con las carpetas. Como máximo 1000 archivos y 256 MB descomprimidos; se rechazan enlaces, entradas cifradas, rutas que salen del archivo y nombres repetidos.

tool-archive-list-title = Listar un archivo comprimido
tool-archive-list-desc = Lista los archivos de un ZIP, 7z, RAR, tar, tar.gz, tar.xz o tar.zst en JSON (nombre y tamaño descomprimido), con los mismos límites que archive-to-zip.

tool-pdf-to-pdfa-title = PDF a PDF/A-2b
tool-pdf-to-pdfa-desc = Reescribe un PDF como PDF/A-2b para archivarlo: fuentes incrustadas, colores con una intención de salida (output intent) y la identificación PDF/A en sus metadatos XMP. Las páginas se vuelven a maquetar con la importación de PDF de LibreOffice, así que el texto sigue siendo texto, pero el espaciado puede variar. Como máximo 100 páginas.

tool-pdf-sign-title = Firmar PDF
tool-pdf-sign-desc = Firma un PDF con el certificado y la clave de un archivo PKCS#12 (.p12 o .pfx, el segundo archivo) y su `password`: una firma (adbe.pkcs7.detached) sobre todo el archivo, que comprueban los lectores y validadores de PDF. Invisible por defecto; preset=visible añade en una página un recuadro que indica quién firmó (el nombre del certificado), cuándo y el motivo indicado en text.
tool-pdf-sign-param-password = La contraseña del archivo PKCS#12 (vacía si no tiene)

# Keep or strip metadata on the image tools (issue 39)
tool-image-convert-jpg-param-metadata = strip (la predeterminada) quita EXIF, XMP, IPTC y el perfil de color; keep los conserva en el resultado
tool-image-convert-png-param-metadata = strip (la predeterminada) quita EXIF, XMP, IPTC y el perfil de color; keep los conserva en el resultado
tool-image-convert-webp-param-metadata = strip (la predeterminada) quita EXIF, XMP, IPTC y el perfil de color; keep los conserva en el resultado
tool-image-convert-avif-param-metadata = strip (la predeterminada) quita EXIF, XMP, IPTC y el perfil de color; keep los conserva en el resultado
tool-image-resize-param-metadata = strip (la predeterminada) quita EXIF, XMP, IPTC y el perfil de color; keep los conserva en el resultado
tool-image-compress-param-metadata = strip (la predeterminada) quita EXIF, XMP, IPTC y el perfil de color; keep los conserva en el resultado

# Firma visible en pdf-sign (issue 39)
tool-pdf-sign-param-preset = invisible: la firma solo está dentro del archivo; visible: un recuadro en la página muestra quién firmó, cuándo y por qué
tool-pdf-sign-param-pages = La página donde va la firma visible: un número de página (1 es la primera) o last
tool-pdf-sign-param-direction = Dónde va la firma visible: bottom-right, bottom-left, top-right, top-left o center
tool-pdf-sign-param-text = El motivo de la firma, guardado en la firma y mostrado en el recuadro visible
# HEIC output (issue 39)
tool-image-convert-heic-title = Convertir imagen a HEIC
tool-image-convert-heic-desc = Convierte una imagen a HEIC (HEVC en HEIF), el formato de las fotos del móvil. La transparencia se coloca sobre blanco; de las animaciones se conserva el primer fotograma.
tool-image-convert-heic-param-quality = Calidad 1-100, más alta es mejor
tool-image-convert-heic-param-target_size = Resultado máximo en bytes, o un preajuste: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
# Archive creation (issue 39, item 5)
tool-archive-create-zip-title = Crear un ZIP
tool-archive-create-zip-desc = Empaqueta los archivos enviados, de cualquier tipo, en un ZIP (comprimido con deflate; los archivos ya comprimidos, como JPEG, MP4 o PDF, se guardan tal cual), cada uno con el nombre con el que se envió (sin carpetas; un nombre repetido se numera con " (2)"). Como máximo 1000 archivos y 256 MB en total, para que archive-to-zip pueda desempaquetarlo de nuevo.
tool-archive-create-7z-title = Crear un archivo 7z
tool-archive-create-7z-desc = Empaqueta los archivos enviados, de cualquier tipo, en un archivo 7z (comprimido con deflate; los archivos ya comprimidos se guardan tal cual), cada uno con el nombre con el que se envió (sin carpetas; un nombre repetido se numera con " (2)"). Como máximo 1000 archivos y 256 MB en total, para que archive-to-zip pueda desempaquetarlo de nuevo.
tool-archive-create-targz-title = Crear un tar.gz
tool-archive-create-targz-desc = Empaqueta los archivos enviados, de cualquier tipo, en un tar.gz (un tar comprimido con gzip), cada uno con el nombre con el que se envió (sin carpetas; un nombre repetido se numera con " (2)"). Como máximo 1000 archivos y 256 MB en total, para que archive-to-zip pueda desempaquetarlo de nuevo.

## metadata=keep|strip on HEIC and JPEG XL output (issue 39)

tool-image-convert-jxl-param-metadata = strip (la predeterminada) quita EXIF, XMP, IPTC y el perfil de color; keep los conserva en el resultado
tool-image-convert-heic-param-metadata = strip (la predeterminada) quita EXIF, XMP, IPTC y el perfil de color; keep los conserva en el resultado
