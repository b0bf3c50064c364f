# gametools message catalogue: Spanish (es), translated from en.ftl. Conventions: see the header of en.ftl.
#
# Translators' notes (es):
# - Who: gametools translators (machine-assisted, review welcome).
# - Register: "tú", neutral Spanish meant for Spain and Latin America alike (archivo, enlace; no vosotros).
# - Terms: deal = oferta, key reseller = revendedor de claves, all-time low = mínimo histórico, watch = alerta
#   (de precio), follow = suscripción (to deals in a chat), file job = tarea, recipe = receta, tool = herramienta,
#   stage = fase, step = paso.
# - Words the parser reads stay English: reset, all, free, under, cut>=, low, official, since, save, region:,
#   currency:, ignore:, role:, the tool names and their parameters (width=200). Telegram only knows the English
#   command names, so texts that name a command (/convert @name, /tools, /price) keep them; only the Discord-only
#   texts (error-needs-*-discord, alert-footer, dc-*) use the Spanish option and command names.
# - web-hub-placeholder keeps its English search words: the tool search matches the tools' English names.
# - Unsure: the Discord command names (alerta, quitar-alerta, suscribir, suscripciones, desuscribir); "9.99" in
#   cmd-watch-opt-price keeps the point because Discord's number option may not take "9,99".

## Language names, shown by /language and the web page's picker (each in its own language).

language-name = Español
language-current = Idioma: { $language }.
language-set = Idioma cambiado a { $language }.
language-set-chat = El idioma de este chat ahora es { $language }.
language-reset = Elección de idioma eliminada: se vuelve a usar el idioma de tu app.
language-unknown = Aquí no hay ningún idioma «{ $wanted }». Disponibles: { $available }.
language-admins-only = Solo los administradores del grupo pueden cambiar el idioma del grupo.
language-available = Disponibles: { $list }. Elige uno con /language <código> o /language reset.

## Commands: descriptions in the command menus (Telegram and Discord), the usage line /help shows, and the
## Discord names of commands and their options.

cmd-start = Iniciar el bot
cmd-start-usage = /start
cmd-help = Cómo usar este bot
cmd-help-usage = /help
cmd-language = Elige el idioma en el que responde el bot
cmd-language-usage = /language [código de idioma | reset]
cmd-language-name = idioma
cmd-language-opt-code = Código de idioma, p. ej. de, pt-BR; «reset» para seguir a tu app
cmd-language-opt-code-name = código
cmd-price = Precios de juegos: mejor oferta oficial y de revendedor, mínimo histórico, ofertas, gráfico
cmd-price-usage = /price <appid o título> [región | regions]
cmd-price-name = precio
cmd-price-opt-game = ID de app de la tienda o título del juego
cmd-price-opt-game-name = juego
cmd-price-opt-region = Código de país de dos letras, p. ej. us, es, mx
cmd-price-opt-region-name = región
cmd-price-opt-regions = Compara precios de Steam en estas regiones, p. ej. us,de,br (o: regions)
cmd-price-opt-regions-name = regiones
cmd-history = Gráfico de precios de un juego con todos los tipos de mínimo
cmd-history-usage = /history <appid o título> [días]
cmd-history-name = historial
cmd-history-opt-game = ID de app de la tienda o título del juego
cmd-history-opt-game-name = juego
cmd-history-opt-days = Días de historial, de 1 a 3650 (365 por defecto)
cmd-history-opt-days-name = días
cmd-tools = Explora las herramientas de archivos por categoría o por palabras
cmd-tools-usage = /tools [categoría o palabras] [página]
cmd-tools-name = herramientas
cmd-tools-opt-query = Una categoría (image, pdf, audio, video, qr, url...) o palabras
cmd-tools-opt-query-name = búsqueda
cmd-tools-opt-page = Número de página
cmd-tools-opt-page-name = página
cmd-convert = Usa una herramienta con el archivo adjunto o con un enlace de vídeo
cmd-convert-usage = /convert <herramienta> [param=valor ...] [enlace de vídeo]
cmd-convert-name = convertir
cmd-convert-opt-tool = Nombre de la herramienta (ver /tools), p. ej. image-grayscale, o @receta
cmd-convert-opt-tool-name = herramienta
cmd-convert-opt-params = Parámetros como nombre=valor, p. ej. width=200 height=100
cmd-convert-opt-params-name = parámetros
cmd-convert-opt-url = Enlace de vídeo o dirección de una página web, para herramientas de enlace
cmd-convert-opt-url-name = url
cmd-convert-opt-then = Más pasos: herramienta param=valor | herramienta ...
cmd-convert-opt-then-name = después
cmd-convert-opt-file = El archivo que quieres procesar (para herramientas de archivos)
cmd-convert-opt-file-name = archivo
cmd-convert-opt-file-more = Archivo { $number }, para herramientas de varios archivos (pdf-merge) o para procesar cada uno
cmd-recipe = Guarda una cadena de herramientas como receta y úsala luego con /convert @nombre
cmd-recipe-usage = /recipe save <nombre> <herramienta param=valor | herramienta ...>
cmd-recipe-name = receta
cmd-recipe-opt-name = Nombre de la receta, se usa con /convert @nombre
cmd-recipe-opt-name-name = nombre
cmd-recipe-opt-steps = Pasos: herramienta param=valor | herramienta ...
cmd-recipe-opt-steps-name = pasos
cmd-recipes = Lista tus recetas guardadas (usa una con /convert @nombre)
cmd-recipes-usage = /recipes
cmd-recipes-name = recetas
cmd-jobs = Tus tareas de archivos recientes y su estado
cmd-jobs-usage = /jobs
cmd-jobs-name = tareas
cmd-cancel = Cancela una de tus tareas
cmd-cancel-usage = /cancel <id de tarea>
cmd-cancel-name = cancelar
cmd-cancel-opt-job_id = El id de tarea que aparece en el mensaje de estado o en /jobs
cmd-cancel-opt-job_id-name = id_tarea
cmd-watch = Avísame cuando un juego baje al precio que quiero
cmd-watch-usage = /watch <appid o título> <precio> [región]
cmd-watch-name = alerta
cmd-watch-opt-game = ID de app de la tienda o título del juego
cmd-watch-opt-game-name = juego
cmd-watch-opt-price = Precio objetivo en la moneda de la región, p. ej. 9.99
cmd-watch-opt-price-name = precio
cmd-watch-opt-region = Código de país de dos letras, p. ej. us, es, mx
cmd-watch-opt-region-name = región
cmd-watch-opt-rules = Avisar también con: cut>=75, low, official, since (palabras, en cualquier orden)
cmd-watch-opt-rules-name = reglas
cmd-unwatch = Elimina una alerta de precio
cmd-unwatch-usage = /unwatch <id de alerta | appid | all>
cmd-unwatch-name = quitar-alerta
cmd-unwatch-opt-which = Id de alerta de /watches, un ID de app o «all»
cmd-unwatch-opt-which-name = cuál
cmd-watches = Lista tus alertas de precio
cmd-watches-usage = /watches
cmd-watches-name = alertas
cmd-deals = Ofertas de juegos actuales: gratis, por debajo de un precio o con gran descuento
cmd-deals-usage = /deals [free | under <precio> | cut>=<porcentaje>] [tienda] [página]
cmd-deals-name = ofertas
cmd-deals-opt-filter = free, under 5, cut>=90, el nombre de una tienda
cmd-deals-opt-filter-name = filtro
cmd-deals-opt-page = Número de página
cmd-deals-opt-page-name = página
cmd-follow = Publica nuevas ofertas en este chat: gratis, por debajo de un precio o con gran descuento
cmd-follow-usage = /follow <free | under <precio> | cut>=<porcentaje>> [tienda] [region:xx] [currency:XXX] [ignore:a,b] [role:@Rol]
cmd-follow-name = suscribir
cmd-follow-opt-filter = free, under 5, cut>=90, una tienda, region:es, ignore:2game
cmd-follow-opt-filter-name = filtro
cmd-follow-opt-role = Un rol que se menciona en cada publicación (Discord)
cmd-follow-opt-role-name = rol
cmd-giveaways = Juegos y botín gratis para quedártelos, disponibles ahora, con su fecha de fin
cmd-giveaways-usage = /giveaways [tienda] [game | dlc | loot | beta] [games]
cmd-giveaways-name = gratis
cmd-giveaways-opt-filter = Una tienda (epic, steam, gog…), un tipo (dlc, loot, beta) o games
cmd-giveaways-opt-filter-name = filtro
cmd-following = Lista los filtros de ofertas a los que está suscrito este chat
cmd-following-usage = /following
cmd-following-name = suscripciones
cmd-unfollow = Deja de publicar ofertas de una de las suscripciones de este chat
cmd-unfollow-usage = /unfollow <id | all>
cmd-unfollow-name = desuscribir
cmd-unfollow-opt-which = El id de suscripción de /following, o all
cmd-unfollow-opt-which-name = cuál

## Help

help-title = Precios de juegos y herramientas de archivos
help-private-note = Los errores y las listas personales solo los ves tú.

## Price card (/price), both bots. $price, $regular, $low are formatted amounts.

price-none = —
price-unknown = desconocido
price-regular = Precio normal
price-best-official = Mejor oferta oficial
price-best-keyshop = Mejor revendedor de claves
price-all-time-low = Mínimo histórico
price-active-deals = Ofertas activas
price-critic-score = Nota de la crítica
price-score-value = { $score }/100
price-cut = −{ $percent }
price-at-store = en { $store }
price-best-deal-link = Mejor oferta
price-keyshop-gap = necesita GG.deals, que no respondió (requiere una clave de API en este servidor)
price-sources = Fuentes: { $sources }
price-sources-none = ninguna
price-fresh = actualizado
price-stale = respuesta en caché: las fuentes de precios no responden
price-app = App { $appid }
price-history-field = Historial de precios
price-chart-description = Gráfico del historial de precios
price-too-little-history = Todavía no hay suficiente historial de precios para un gráfico: se construye con cada consulta.
price-choices-title = Varios juegos coinciden con «{ $query }»
price-choices-footer = Elige uno abajo o usa /price con el ID de la app.
price-regions-title = { $title }: precios de Steam por región, en { $currency }
price-regions-not-sold = no disponible
price-regions-cheapest = el más barato
price-regions-rates = Convertido con los tipos de referencia del BCE del { $date }.
price-regions-no-rates = No se pudieron leer los tipos de cambio: sin conversión.
price-choice-line = { $title } (app { $appid })
price-free = GRATIS

## Price alerts (/watch). $price, $target, $low are formatted amounts, $cut and $wanted formatted percentages.

alert-title = Alerta de precio: { $game }
alert-changed = El precio cambió.
alert-footer = Alerta { $id } · /quitar-alerta { $id } detiene estas alertas
alert-target-official = Mejor precio { $price } (tienda oficial): igual o por debajo de tu objetivo de { $target }.
alert-target-keyshop = Mejor precio { $price } (revendedor de claves): igual o por debajo de tu objetivo de { $target }.
alert-new-low = Nuevo mínimo histórico: { $low }.
alert-cut = Rebajado a { $price }: { $cut } de descuento, al menos el { $wanted } que pediste.
alert-cut-at = Rebajado a { $price } en { $store }: { $cut } de descuento, al menos el { $wanted } que pediste.
alert-rule-low = Nuevo mínimo histórico: { $low }.
alert-rule-low-unknown = Nuevo mínimo histórico.
alert-rule-official-low = Nuevo mínimo histórico en tiendas oficiales: { $low }.
alert-rule-official-low-unknown = Nuevo mínimo histórico en tiendas oficiales.
alert-rule-since = Nuevo mínimo desde la última subida del precio normal: { $low }.
alert-rule-since-unknown = Nuevo mínimo desde la última subida del precio normal.

## Deal posts (/follow). $price, $regular are formatted amounts, $cut a formatted percentage, $date a formatted day.

deal-ended = Terminada:
deal-ended-word = terminada
deal-was = tenía −{ $cut } sobre { $regular }
deal-until = Hasta el { $date }
deal-get-it = Consíguelo en { $shop }
deal-price = Precio
deal-regular = Precio normal
deal-cut = Descuento
deal-shop = Tienda
deal-ends = Termina
deals-title = Ofertas: { $filter }
deals-page = página { $page } de { $pages }
deals-none = Ahora mismo no hay nada que coincida.
unfollow-none = Aquí no hay ninguna suscripción así. /following las muestra.
unfollow-stopped = { $count ->
        [one] Suscripción detenida:
       *[other] { $count } suscripciones detenidas:
    }
tg-following = Suscrito a { $filter } en este chat (id { $id }). Las nuevas ofertas que coincidan se publicarán aquí; /unfollow { $id } la detiene.
tg-following-none = Este chat no sigue ninguna oferta. Añade una con /follow free (o under 5, cut>=90).
tg-following-title = Ofertas que sigue este chat
tg-following-stop = Detén una con /unfollow <id>.
dc-following = Suscrito a { $filter } en este canal (id { $id }). { $stop } la detiene.
dc-following-none = Este canal no sigue ninguna oferta. Añade una con /suscribir.
dc-following-title = Ofertas que sigue este canal
dc-follow-mentions = menciona a { $role }

## Price watches (/watch, /watches, /unwatch). $target, $price are formatted amounts, $cut a percentage; $rules is a list of rule-* texts.

rule-cut = un descuento de { $cut } o más
rule-low = un nuevo mínimo histórico
rule-since = un nuevo mínimo desde la última subida del precio normal
rule-target = el objetivo
rule-official-only = { $rules } (solo tiendas oficiales)
watches-title = Tus alertas de precio
dc-watch-app-id = ID de app { $appid }
dc-watch-choices = Varios juegos coinciden con «{ $query }». Vuelve a usar /alerta con el ID de la app como juego:
dc-watch-no-offer = no se conoce ninguna oferta actual
dc-watch-now = el mejor precio ahora es { $price }
dc-watch-watching = Vigilando: { $game }
dc-watch-updated = Alerta actualizada: { $game }
dc-watch-a-change = un cambio de precio
dc-watch-rules-only = Te avisaré en este canal cuando haya { $rules } ({ $now }).
dc-watch-already-below = El precio ya está en { $target } o por debajo ({ $now }). Te avisaré aquí cuando suba y vuelva a bajar a ese precio, o cuando haya { $rules }.
dc-watch-target = Te avisaré en este canal cuando el mejor precio llegue a { $target } o menos ({ $now }), o cuando haya { $rules }.
dc-watch-footer = Id de alerta { $id } · /quitar-alerta { $id } la elimina
dc-unwatch-none = Ninguna de tus alertas coincide. /alertas las muestra.
dc-unwatch-removed = Eliminado: { $names }.
dc-watches-none = No vigilas ningún juego. Añade uno con /alerta.
dc-watches-no-offer = sin ofertas
dc-watches-now = ahora { $price }
tg-watch-now = ahora { $price }
tg-watch-at-or-below = a { $target } o menos
tg-watch-where = app { $appid }, { $region }
tg-watch-watching = Vigilando { $game }: publicaré aquí { $when }.
tg-watch-updated = Alerta de { $game } actualizada: publicaré aquí { $when }.
tg-watch-now-line = Ahora: { $price }
tg-watch-id = id de alerta
tg-watch-already-below = El precio ya está en tu objetivo o por debajo; la próxima alerta llegará cuando suba y vuelva a bajar.
tg-watch-on = cuando haya { $rules }
tg-watch-when-target-or-low = cuando el mejor precio esté en { $target } o menos, o cuando aparezca un nuevo mínimo histórico
tg-watch-when-target-or-rules = cuando el mejor precio esté en { $target } o menos, o cuando haya { $rules }
tg-watches-none = No tienes alertas de precio. Añade una con /watch <appid o título> <precio>.
tg-watches-remove = Elimina una con /unwatch <id>.
tg-unwatch-none = Ninguna alerta de precio coincide. /watches muestra las tuyas.
tg-unwatch-removed = { $count ->
        [one] Alerta eliminada:
       *[other] { $count } alertas eliminadas:
    }

## Price history (/history)

history-title = { $game }: historial de precios
history-no-low = Todavía no se conoce ningún mínimo.
history-footer = App { $appid } · { $region } · { $days ->
        [one] último día
       *[other] últimos { $days } días
    }
history-all-time-low = Mínimo histórico
history-official-low = Mínimo en tiendas oficiales
history-keyshop-low = Mínimo en revendedores de claves
history-steam-low = Mínimo en Steam
history-since-rise-low = Mínimo desde la subida de precio
history-rise-on = subida el { $date }

## File jobs: status messages while a job runs, and its end.

job-queued = Esperando en la cola…
job-stage = Fase: { $stage }
job-working = en proceso
job-done = Listo: { $name } ({ $size })
job-failed = Error: { $reason }
job-failed-step = paso { $step } de { $steps } ({ $tool }): { $reason }
job-cancelled = Cancelado.
job-cancel-button = Cancelar
job-step-stage = paso { $step } de { $steps }: { $stage }
job-failed-notice = { $tool } falló: { $reason }
job-did-not-finish = La tarea no terminó.
jobs-title = Tus tareas recientes
job-status-queued = en cola
job-status-processing = en proceso
job-status-completed = completada
job-status-failed = fallida
job-status-cancelled = cancelada
job-cancelled-id = Tarea { $id } cancelada.
job-deleted-id = Tarea { $id } y su resultado borrados.
dc-jobs-none = No tienes tareas. Inicia una con /convertir.
dc-jobs-footer = Cancela una con /cancelar <id de tarea>.
tg-jobs-none = No tienes tareas recientes. Envía un archivo para iniciar una.
tg-jobs-processing = en proceso: { $percent }
tg-jobs-done = lista: { $name }
job-already-finished = Esta tarea ya terminó.
job-cancel-only = Solo { $who } puede cancelar esta tarea.
job-cancel-only-starter = Solo quien inició esta tarea puede cancelarla.
button-gone = Este botón ya no se usa.
job-download = Descarga
job-download-link = Descárgalo
job-too-large-to-upload = El archivo es demasiado grande para subirlo aquí (más de { $limit }).
job-available-until = disponible hasta el { $until }.

## Why a job failed (its user-facing message).

failure-invalid_link = El enlace no es un enlace de vídeo válido. Pega la URL completa del vídeo.
failure-disabled = Esta función está desactivada ahora mismo en este servidor.
failure-too_large = El archivo es demasiado grande para esta herramienta.
failure-invalid_input = No se pudo procesar el archivo. Revisa el formato y vuelve a intentarlo.
failure-timeout = No se pudo procesar el archivo. Revisa el formato y vuelve a intentarlo.
failure-internal = No se pudo procesar el archivo. Revisa el formato y vuelve a intentarlo.

## Refusals in chat (either bot).

error-apology = Lo sentimos, algo salió mal al procesar eso. Vuelve a intentarlo más tarde.
error-needs-file = Esta herramienta trabaja con un archivo: envía el archivo con el comando como pie de foto, o responde a un archivo con el comando.
error-needs-file-discord = Esta herramienta trabaja con un archivo: adjúntalo en la opción `archivo` de /convertir.
error-needs-url = Esta herramienta trabaja con un enlace de vídeo: pon el enlace después del nombre de la herramienta.
error-needs-url-discord = Esta herramienta trabaja con un enlace de vídeo: indícalo en la opción `url`, sin archivo.
error-rate-limited = Demasiadas solicitudes ahora mismo. Espera un minuto y vuelve a intentarlo.
error-rate-limited-retry = Demasiadas solicitudes ahora mismo. Vuelve a intentarlo en { $seconds } s.
error-upstream = Las fuentes de precios no responden ahora mismo. Vuelve a intentarlo en unos minutos.
error-unavailable = El servicio no está disponible por un momento. Vuelve a intentarlo en un minuto.
error-storage = El servidor se está quedando sin espacio para archivos. Vuelve a intentarlo más tarde o borra las tareas terminadas que ya no necesites.
error-internal = Algo salió mal por nuestra parte. Vuelve a intentarlo más tarde.
error-unknown-command = Este comando ya no se reconoce aquí. Puede que la lista de comandos esté desactualizada.

## Telegram's own wording (its cards are text, not embeds). $value is already formatted.

tg-labelled = { $label }: { $value }
tg-price-best-official = Mejor oferta oficial
tg-price-best-keyshop = Mejor oferta de revendedor
price-on-date = el { $date }
price-no-score = sin nota
tg-price-stale = Las fuentes de precios no responden; estos precios pueden estar desactualizados.
tg-history-period = historial de precios, { $days ->
        [one] último día
       *[other] últimos { $days } días
    }
tg-choices = Varios juegos coinciden con «{ $query }». Elige uno:
tg-job = tarea
tg-job-failed = falló: { $reason }
tg-too-large = { $name } ({ $size }) supera lo que Telegram deja subir a los bots (50 MB).
tg-download-until = Descárgalo aquí hasta el { $until }:
tg-alert-target-official = Ahora { $price } (tienda oficial): igual o por debajo de tu objetivo de { $target }.
tg-alert-target-official-at = Ahora { $price } en { $store } (tienda oficial): igual o por debajo de tu objetivo de { $target }.
tg-alert-target-keyshop = Ahora { $price } (revendedor de claves): igual o por debajo de tu objetivo de { $target }.
tg-alert-target-keyshop-at = Ahora { $price } en { $store } (revendedor de claves): igual o por debajo de tu objetivo de { $target }.
tg-alert-new-low-at = Nuevo mínimo histórico: { $low } en { $store }.
tg-alert-watch = Alerta
tg-alert-stop = Usa /unwatch { $id } para detenerla.
tg-greeting = ¡Hola! Busco precios de juegos y uso herramientas con tus archivos.
tg-greeting-files = Envíame un archivo o un enlace de vídeo y te propongo las herramientas que sirven.
tg-commands = Comandos
tg-inline-best = Mejor precio { $price }
tg-inline-best-at = Mejor precio { $price } en { $store }
tg-inline-no-offer = Sin ofertas ahora
tg-inline-low = mínimo histórico { $low }
tg-inline-chart-link = Gráfico de precios
tg-send-something = Envíame un archivo, un enlace de vídeo o un comando. /help los muestra.
tg-unknown-command = No conozco ese comando. /help muestra lo que puedo hacer.
tg-button-expired-file = Este botón caducó. Envía el archivo de nuevo.
tg-button-expired-watch = Este botón caducó. Envía /watch de nuevo.
tg-button-expired-tools = Esta lista caducó. Envía /tools de nuevo.
tg-button-invalid = Este botón ya no es válido.
tg-starting = Iniciando { $tool }…
tg-tool-gone = Esta herramienta ya no está disponible.
tg-cancel-not-yours = Esta tarea no es tuya.
tg-cancel-gone = Esta tarea no es tuya o ya no existe.

## The web pages. Placeholders are plain text; the page escapes them.

web-language = Idioma
web-language-apply = Aplicar
web-skip = Saltar al contenido
web-nav-main = Navegación principal
web-nav-tools = Herramientas
web-nav-jobs = Mis tareas
web-nav-prices = Precios de juegos
web-nav-deals = Ofertas
web-nav-docs = API
web-footer-files = Los archivos se guardan hasta que caduca su tarea y luego se borran.
web-footer-docs = Documentación de la API
web-hub-title = Herramientas de archivos
web-hub-lead = Convierte, comprime y edita imágenes, PDF, audio y vídeo, y crea códigos QR en tu navegador. Tus archivos son privados para tu sesión y se borran cuando caduca la tarea.
web-hub-search = Buscar herramientas
web-hub-placeholder = p. ej. resize, pdf to png, qr
web-hub-search-button = Buscar
web-hub-categories = Categorías
web-hub-count = { $total ->
        [one] { $total } herramienta.
       *[other] { $total } herramientas.
    }
web-hub-matching = { $shown } de { $total } herramientas coinciden con «{ $query }».
web-hub-no-match = Ninguna herramienta coincide con tu búsqueda. Prueba con menos palabras o con otras.
web-hub-badge-link = enlace de vídeo
web-hub-badge-disabled = desactivada

## Tool categories (web page and chat lists).

category-image = Imágenes
category-pdf = Documentos PDF
category-audio = Audio
category-video = Vídeo
category-video-thumbnail = Miniaturas de vídeo
category-qr = Códigos QR y de barras
category-url = Desde un enlace de vídeo
category-document = Documentos
category-ocr = Texto de escaneos (OCR)
category-web = Páginas web
category-data = Archivos de datos
category-sticker = Stickers y emojis

## One-time upload links (issue 40): /upload, big files sent to a bot, and the page at /u/<token>.

cmd-upload = Obtén un enlace de un solo uso para subir un archivo grande
cmd-upload-usage = /upload [herramienta] [nombre=valor ...]
cmd-upload-name = subir
cmd-upload-opt-tool = La herramienta que se aplicará al archivo (su página se abre con ella)
cmd-upload-opt-tool-name = herramienta
cmd-upload-opt-params = Sus parámetros, p. ej. width=800 format=webp
cmd-upload-opt-params-name = parámetros
upload-link-offer = Sube tu archivo con este enlace; el progreso y el resultado vuelven a este chat.
upload-link-offer-tool = Sube tu archivo para { $tool } con este enlace; el progreso y el resultado vuelven a este chat.
upload-link-until = El enlace funciona una vez, hasta { $until }.
upload-link-too-big = Este archivo ocupa { $size }; un bot puede descargar como máximo { $limit } de Telegram.
upload-page-title = Subir un archivo
upload-page-lead = La tarea se hace para ti en tu chat: el progreso y el resultado vuelven allí.
upload-page-lead-key = El archivo se guarda para tu agente, que le aplica una herramienta.
upload-page-until = Este enlace funciona una vez, hasta { $until }.
upload-page-pick = Elige la herramienta para tu archivo:
upload-page-sent = Recibido. El progreso y el resultado aparecerán en tu chat; puedes cerrar esta página.
upload-page-sent-key = Recibido. Tu agente ya puede aplicar una herramienta a este archivo; puedes cerrar esta página.
upload-page-invalid-title = Enlace no válido
upload-page-invalid = Este enlace de subida no es válido. Pide otro al bot con /upload.
upload-page-used-title = Enlace ya usado
upload-page-used = Este enlace de subida ya se usó: cada enlace funciona una sola vez. Pide otro al bot con /upload.
upload-page-expired-title = Enlace caducado
upload-page-expired = Este enlace de subida ha caducado. Pide otro al bot con /upload.
upload-page-file = Tu archivo
upload-fit-button = Ajustar a { $limit }
upload-fit-gone = Ese resultado ya no existe o no es tuyo; envía el archivo de nuevo.
## Discord message commands and "Convert…" forms (issue 40).

dc-menu-convert = Convertir…
dc-menu-price = Consultar precio
dc-menu-no-file = Este mensaje no tiene ningún archivo que convertir. Elige abajo un tipo de archivo para subir archivos en un formulario, o usa /convert con un archivo.
dc-menu-too-large = { $name } supera los { $limit } MB, el máximo que puede tener un archivo aquí.
dc-menu-no-tool = Ninguna herramienta acepta este tipo de archivo ({ $type }).
dc-menu-no-game = Este mensaje no tiene ningún enlace de la tienda de Steam ni id de app.
dc-form-title = Convertir: { $kind }
dc-form-title-message = Convertir los archivos del mensaje
dc-form-files = Archivos
dc-form-files-hint = Hasta { $max } archivos.
dc-form-tool = Herramienta
dc-form-params = Opciones
dc-form-params-hint = Como nombre=valor, p. ej. width=200 height=100. Déjalo vacío para los valores por defecto.
dc-form-too-many = Un formulario admite como máximo { $max } archivos; este tiene { $count }.
dc-form-gone = Este formulario ha caducado. Vuelve a usar Convertir… en el mensaje.

## Telegram Mini App (issue 40).

tg-app-menu = Abrir la app
tg-app-open = Abrir la app
tg-app-price = Gráfico y ofertas en la app
web-telegram-note = Has entrado a través de Telegram: los resultados de lo que inicies aquí también llegan a tu chat con el bot.
## Stickers and emoji (/sticker and the "Make sticker/emoji" message menu).

cmd-sticker = Crea un sticker o emoji a partir de una imagen, GIF o clip corto y lo añade
cmd-sticker-usage = /sticker [emoji] [nombre]
cmd-sticker-name = sticker
cmd-sticker-opt-emoji = El emoji que representa, p. ej. 😀
cmd-sticker-opt-emoji-name = emoji
cmd-sticker-opt-as = Discord: un emoji del servidor (por defecto) o un sticker del servidor
cmd-sticker-opt-as-name = como
cmd-sticker-opt-name = Discord: su nombre (letras, cifras, _)
cmd-sticker-opt-name-name = nombre
cmd-sticker-opt-file = La imagen, el GIF o el clip corto
menu-make-sticker = Crear sticker/emoji
sticker-set-title = Mis stickers de @{ $bot }
sticker-set-created = Tu nuevo paquete de stickers está creado, con este sticker dentro: { $link }
sticker-set-added = Añadido a tu paquete de stickers: { $link }
sticker-sets-full = Tus paquetes de stickers están llenos, así que aquí tienes el sticker como archivo.
sticker-set-bad-name = Telegram no permite ningún nombre de paquete para tu cuenta con este bot, así que aquí tienes el sticker como archivo.
sticker-trimmed = Recortado a los primeros { $kept } s de { $total } s: un sticker dura como máximo { $kept } s.
sticker-emoji-added = Emoji { $emoji } añadido a este servidor como :{ $name }:.
sticker-guild-sticker-added = Sticker «{ $name }» añadido a este servidor.
sticker-not-permitted = Añadir emojis y stickers aquí requiere el permiso Crear expresiones tanto para ti como para el bot, así que aquí tienes el archivo para añadirlo tú.
sticker-no-server = Los emojis y stickers solo se pueden añadir en un servidor, así que aquí tienes el archivo.
sticker-slots-full = Este servidor no tiene hueco libre para ello, así que aquí tienes el archivo.
sticker-bot-forbidden = Discord lo rechazó: el bot ya no puede añadir emojis ni stickers aquí, así que aquí tienes el archivo.
sticker-no-image = Ese mensaje no tiene ninguna imagen para hacer un sticker o emoji.
sticker-set-rejected = Telegram no quiso añadirlo a un paquete de stickers (abre antes un chat privado con el bot y pulsa Iniciar), así que aquí tienes el sticker como archivo.
sticker-discord-rejected = Discord no lo aceptó, así que aquí tienes el archivo para añadirlo tú.
## Giveaways in every language (issue 36): /giveaways, giveaway posts in both bots, and the giveaway Atom feed.

giveaway-kind-game = juego
giveaway-kind-dlc = DLC
giveaway-kind-loot = botín del juego
giveaway-kind-beta = acceso a la beta
giveaway-worth = vale { $worth }
giveaway-ends = termina { $when }
giveaway-every-store = todas las tiendas
giveaway-games-only = solo juegos
giveaways-title = Gratis para siempre: { $filter }
giveaways-none = Ahora mismo no hay ningún regalo abierto.
giveaway-free-at = { $free } para quedártelo en { $store }
giveaway-claim-at = Consíguelo en { $store }
giveaway-over = Terminado: este regalo de { $store } ya acabó.
giveaway-store = Tienda
giveaway-status = Estado
giveaways-feed-title = Juegos gratis: { $filter }
giveaway-feed-free = Gratis: { $title } en { $store }
giveaway-feed-ended = Terminado: { $title } en { $store }
giveaway-feed-summary = { $title } es gratis para siempre en { $store }.
giveaway-feed-summary-until = { $title } es gratis para siempre en { $store } hasta el { $date }.
giveaway-feed-summary-ended = Este regalo terminó; { $title } fue gratis para siempre en { $store }.
giveaway-ended = terminado
giveaway-ended-title = Terminado:

## Bot tool lists, recipes, autocomplete and buttons in every language (issue 36).

tools-takes = Acepta: { $types }
tools-takes-link = Acepta: un enlace de vídeo
tools-gives = Devuelve: { $output }
tools-parameters = Parámetros:
tools-param-default = por defecto { $value }
tg-tools-use = Uso: envía un archivo con el pie de foto { $command }
tg-tools-none = Ninguna herramienta coincide con «{ $query }». Prueba /tools image, /tools pdf o /tools qr.
tools-for = Herramientas para «{ $query }»
tools-all = Todas las herramientas
tg-tools-page = página { $page }/{ $pages }
tg-tools-footer = Detalles: /tools <nombre> · Ejecutar: /convert <nombre> con un archivo
button-previous = Anterior
button-next = Siguiente
dc-tools-works-on = Funciona con
dc-tools-a-link = un enlace de vídeo
dc-tools-gives = Devuelve
dc-tools-values = valores: { $range }
dc-tools-default = por defecto: { $value }
dc-tools-none = Ninguna herramienta coincide con «{ $query }». Prueba /tools image, /tools pdf u otras palabras.
dc-tools-title = Herramientas de archivos
dc-tools-title-filter = Herramientas de archivos: { $query }
dc-tools-footer = Página { $page }/{ $pages } · { $total ->
        [one] { $total } herramienta
       *[other] { $total } herramientas
    } · /tools <slug> muestra las opciones de una herramienta
recipe-saved = Receta { $name } guardada: { $steps }
tg-recipe-run = Ejecútala en un archivo con /convert @{ $name }
tg-recipes-none = No tienes recetas. Guarda una con /recipe save <nombre> <herramienta | herramienta …>.
recipes-title = Tus recetas
tg-recipes-run = Ejecuta una en un archivo con /convert @nombre.
dc-recipe-run = Ejecútala con /convert tool:@{ $name } y un archivo.
dc-recipes-none = No tienes recetas. Guarda una con /recipe.
dc-recipes-run = Ejecuta una con /convert tool:@nombre.
dc-ac-recipe = @{ $name } — tu receta: { $steps }
dc-ac-category = Categoría: { $category } ({ $value })
dc-ac-all-watches = Todas mis alertas
tg-album-file = Archivo { $index } de { $count } del álbum: { $reason }

## The API's error message in the caller's language (issue 36).

api-error-unknown_tool = Herramienta desconocida: { $detail }
api-error-upload_required = Esta herramienta necesita un archivo: { $detail }
api-error-url_required = Esta herramienta necesita un enlace de vídeo: { $detail }
api-error-invalid_url = Enlace no válido: { $detail }
api-error-invalid_callback_url = URL de retorno no válida: { $detail }
api-error-invalid_params = Parámetros no válidos: { $detail }
api-error-invalid_pipeline = Estos pasos no pueden ir uno tras otro: { $detail }
api-error-too_many_steps = Demasiados pasos: { $detail }
api-error-too_many_files = Demasiados archivos: { $detail }
api-error-missing_file = Falta un archivo: { $detail }
api-error-file_too_large = El archivo es demasiado grande: { $detail }
api-error-unsupported_type = Este tipo de archivo no es compatible: { $detail }
api-error-limit_reached = Se alcanzó un límite: { $detail }
api-error-rate_limited = Demasiadas solicitudes: { $detail }
api-error-not_found = No encontrado.
api-error-missing_api_key = Se necesita una clave de API: envíala como X-API-Key o Authorization: Bearer.
api-error-invalid_api_key = La clave de API no es válida.
api-error-unauthorized = No has iniciado sesión: { $detail }
api-error-forbidden = Rechazado: { $detail }
api-error-tool_disabled = Esta herramienta está desactivada: { $detail }
api-error-invalid_appid = ID de aplicación no válido: { $detail }
api-error-invalid_request = Solicitud no válida: { $detail }
api-error-upstream_unavailable = Las fuentes de precios no responden ahora mismo: { $detail }
api-error-service_unavailable = El servicio no está disponible por un momento. Inténtalo de nuevo en unos segundos.
api-error-insufficient_storage = Ahora mismo el servidor tiene poco espacio para archivos. Inténtalo más tarde o borra trabajos terminados que ya no necesites.
api-error-internal = Algo salió mal por nuestra parte. Inténtalo de nuevo.

## Web page bodies beyond the hub (issue 36): a tool's page, the job panel, "My jobs", a shared recipe's page.

web-tool-breadcrumb = Ruta de navegación
web-tool-disabled = Esta herramienta está desactivada en este servidor ahora mismo. Inténtalo más tarde.
web-tool-noscript = Esta página necesita JavaScript para subir archivos y seguir el trabajo. La { $api } funciona sin él.
web-tool-noscript-api = API HTTP
web-tool-video-link = Enlace de vídeo
web-tool-your-file = Tu archivo
web-tool-options = Opciones
web-tool-no-options = Esta herramienta no tiene opciones.
web-tool-start = Empezar
web-tool-jobs-listed = Tus trabajos aparecen en { $jobs } hasta que caducan.
web-tool-then = Luego…
web-tool-then-label = Siguiente paso, sobre lo que produce el paso anterior
web-tool-then-add = Añadir paso
web-tool-missing = No existe esa herramienta
web-tool-missing-text = No hay ninguna herramienta llamada «{ $slug }».
web-tool-see-all = Ver todas las herramientas
web-recipe-title = Guardar como receta
web-recipe-hint = Guarda estos pasos y sus opciones con un nombre, para usarlos en otros archivos (POST /api/pipelines con { $field }).
web-recipe-name = Nombre de la receta
web-required = (obligatorio)
web-recipe-name-hint = Hasta 60 letras, dígitos, espacios, puntos, guiones o guiones bajos.
web-recipe-share = Compartir: cualquiera con el enlace puede usarla con sus propios archivos
web-recipe-save = Guardar receta
web-file-choose = Elige un archivo
web-file-choose-many = Elige archivos
web-file-drop = o suéltalo aquí
web-file-drop-many = o suéltalos aquí
web-file-hint = Se aceptan: { $types }. Hasta { $size } MB.
web-url-label = Enlace a un vídeo
web-url-hint = Pega la dirección completa de la página del vídeo.
web-job-title = Tu trabajo
web-job-cancel = Cancelar trabajo
web-job-download = Descargar
web-job-again = Procesar otro
web-jobs-lead = Trabajos iniciados desde este navegador. Los resultados se pueden descargar hasta que el trabajo caduca; después se borran los archivos.
web-needs-js = Esta página necesita JavaScript.
web-loading = Cargando…
web-jobs-caption = Tus trabajos, los más recientes primero
web-jobs-tool = Herramienta
web-jobs-status = Estado
web-jobs-started = Iniciado
web-jobs-expires = Caduca
web-jobs-actions = Acciones
web-recipe-page-title = Receta: { $name }
web-recipe-page-steps = { $count ->
        [one] { $count } paso, en orden sobre cada archivo (un paso que acepta varios archivos los recibe todos).
       *[other] { $count } pasos, en orden sobre cada archivo (un paso que acepta varios archivos los recibe todos).
    }
web-recipe-page-files = Tus archivos
web-recipe-page-use = Usar esta receta
web-recipe-page-again = Usarla otra vez

## A Discord channel's own language (issue 36): /language with where: channel.

cmd-language-opt-where = "channel": el idioma de este canal, para sus ofertas y regalos (Gestionar canales)
cmd-language-opt-where-name = donde
dc-language-channel-managers = Solo los miembros que pueden gestionar este canal pueden cambiar su idioma.
dc-language-channel-set = Las ofertas y regalos de este canal ahora se publican en { $language }.
dc-language-channel-reset = Se quitó el idioma de este canal: sus publicaciones vuelven a seguir el idioma en que se creó cada suscripción.
dc-language-channel-current = Las publicaciones de este canal están en { $language }.
dc-language-channel-none = Este canal no tiene idioma propio: sus publicaciones siguen el idioma en que se creó cada suscripción, si no el del servidor.

## The deals and price pages (issue 36).

web-region = Región
web-deals-title = Ofertas de juegos
web-deals-lead = Juegos gratis y grandes descuentos tal como los muestran las listas de ofertas, revisados cada pocos minutos. Los enlaces pasan por el enlace de tienda de la fuente.
web-deals-show = Mostrar
web-deals-every = Todas las ofertas
web-deals-free-only = Solo juegos gratis
web-deals-under = Precio máximo
web-deals-under-example = p. ej. 5
web-deals-cut = Descuento mínimo (%)
web-deals-cut-example = p. ej. 90
web-deals-store-example = p. ej. steam
web-deals-submit = Mostrar ofertas
web-deals-feed = { $feed }: pégalo en un lector de feeds para enterarte de las nuevas.
web-deals-feed-link = Feed Atom de estas ofertas
web-deals-page = Página { $page } de { $pages }
web-prices-lead = Los precios más bajos de un juego en todas las tiendas: tiendas oficiales, revendedores de claves, el mínimo histórico y la nota de la crítica.
web-prices-game = ID de app de Steam o título del juego
web-prices-game-example = p. ej. 620 o Portal 2
web-prices-game-hint = Un número se busca como ID de app; las palabras buscan por título.
web-prices-submit = Buscar
web-prices-which = ¿Qué juego?
web-history-title = Historial de precios
web-history-period = Periodo
web-history-30 = 30 días
web-history-365 = 1 año
web-history-all = Todo
web-history-caption = Mejores precios de tiendas oficiales y revendedores de claves, y el precio normal; el punto marca el precio más bajo.
web-history-not-enough = Aún no hay historial suficiente para un gráfico.
web-history-lows = Mínimos
web-low-steam = Steam
web-low-since = Desde la última subida de precio

## Claim reminders (issue 41): "Remind me" and "Claimed" on giveaway posts and lists, the reminder, and /unclaimed.
cmd-unclaimed = Regalos abiertos que no has marcado como reclamados
cmd-unclaimed-usage = /unclaimed
cmd-unclaimed-name = sin-reclamar
giveaway-remind-button = Recuérdamelo
giveaway-claimed-button = Reclamado
giveaway-remind-set = Te enviaré un mensaje privado el { $date }, { $lead } antes de que termine.
giveaway-remind-soon = Termina en menos de { $lead }: tu recordatorio llega en un momento.
giveaway-remind-no-end = Aún no se conoce la fecha de fin: cuando la haya, te enviaré un mensaje privado { $lead } antes de que termine.
giveaway-remind-claimed = Marcaste este como reclamado, así que no hay nada que recordarte.
giveaway-remind-sent = Ya te envié este recordatorio.
tg-remind-private-hint = Antes abre un chat privado conmigo.
giveaway-claimed-set = Marcado como reclamado: sin recordatorio para este, y /unclaimed ya no lo muestra.
giveaway-press-ended = Este regalo ya terminó.
giveaway-press-unknown = Este regalo ya no aparece en la lista.
giveaway-reminder = ⏰ Recordatorio: { $title } es gratis para siempre en { $store } hasta el { $date } ({ $left }).
unclaimed-title = Regalos que no has reclamado
unclaimed-none = No queda nada abierto sin marcar como reclamado.
# Shared wishlist of a server channel or group (issue 41, 4b)
cmd-wishlist = Lista de deseos compartida de este servidor o grupo: añade, quita o muestra juegos
cmd-wishlist-usage = /wishlist [add <id de app o título> | remove <juego>]
cmd-wishlist-name = lista-deseos
cmd-wishlist-opt-action = add, remove o list (por defecto: list)
cmd-wishlist-opt-action-name = acción
cmd-wishlist-opt-game = Id de app de la tienda o título del juego
cmd-wishlist-opt-game-name = juego
wishlist-added = { $game } está ahora en la lista de deseos de este chat. Pulsa «Avisarme» para que te mencionen cuando tenga un descuento o un nuevo mínimo.
wishlist-already = { $game } ya está en la lista de deseos de este chat. Pulsa «Avisarme» para que te mencionen.
wishlist-removed = Quitado de la lista de deseos de este chat: { $games }
wishlist-removed-none = Nada en la lista de deseos de este chat coincide con «{ $which }».
wishlist-title = Lista de deseos de este chat:
wishlist-line = { $game } (app { $appid }): { $members ->
        [one] { $members } miembro espera
       *[other] { $members } miembros esperan
    }
wishlist-list-hint = 🔔 te menciona cuando un juego tiene un descuento o un nuevo mínimo; 🔕 lo detiene.
wishlist-empty = La lista de deseos de este chat está vacía. Los administradores añaden juegos con /wishlist add <juego>.
wishlist-choices = Varios juegos coinciden con «{ $query }». Añade uno por su id de app:
wishlist-admins-only = Solo los administradores del chat pueden cambiar su lista de deseos.
wishlist-groups-only = La lista de deseos compartida es para servidores y grupos. Para tus propias alertas de precio usa /watch.
wishlist-full = La lista de deseos de este chat ya tiene { $max } juegos; quita uno primero.
wishlist-button-on = 🔔 Avisarme
wishlist-button-off = 🔕 Parar
wishlist-pressed-on = Te mencionaremos cuando { $game } tenga un descuento o un nuevo mínimo.
wishlist-pressed-off = Ya no te mencionaremos por { $game }.
wishlist-pressed-gone = Este juego ya no está en la lista de deseos del chat.
wishlist-members-full = Ya esperan este juego { $max } miembros.
wishlist-alert-title = { $game } está de oferta (lista de deseos)
wishlist-alert-cut = { $cut } de descuento: { $price } en { $store }
wishlist-alert-cut-nostore = { $cut } de descuento: { $price }
wishlist-alert-low = Nuevo precio mínimo: { $price }
## Tool forms (issue 36, tools' words; Formularios de herramientas): parameter labels and the hints under them, as in en.ftl.

tool-form-label-format = Formato de salida
tool-form-label-bitrate = Tasa de bits
tool-form-label-quality = Calidad
tool-form-label-width = Ancho
tool-form-label-height = Alto
tool-form-label-start = Inicio
tool-form-label-end = Fin
tool-form-label-x = Izquierda (x)
tool-form-label-y = Arriba (y)
tool-form-label-crop_width = Ancho del recorte
tool-form-label-crop_height = Alto del recorte
tool-form-label-degrees = Ángulo (grados)
tool-form-label-direction = Dirección
tool-form-label-factor = Factor
tool-form-label-fps = Fotogramas por segundo
tool-form-label-gain_db = Ganancia (dB)
tool-form-label-level = Nivel
tool-form-label-preset = Preajuste
tool-form-label-pages = Páginas
tool-form-label-target_size = Tamaño objetivo
tool-form-label-text = Texto
tool-form-label-match = Coincidencia
tool-form-label-color = Color
tool-form-label-opacity = Opacidad
tool-form-label-fields = Campos del formulario
tool-form-label-password = Contraseña
tool-form-label-owner_password = Contraseña de propietario
tool-form-label-offset = Desplazamiento (segundos)
tool-form-label-lang = Idiomas
tool-form-hint-default = Por defecto: { $value }
tool-form-hint-required = Obligatorio
tool-form-hint-optional = Opcional
tool-form-hint-range = Permitido: de { $min } a { $max }
tool-form-hint-at-least = Permitido: al menos { $min }
tool-form-hint-at-most = Permitido: como máximo { $max }
tool-form-hint-pair = { $first }. { $second }

## Telegram: the line above the tool buttons under a file or video link sent without a command (issue 36, tools' words).

tg-offer-none = Ninguna herramienta acepta este tipo de archivo.
tg-offer-none-type = Ninguna herramienta acepta este tipo de archivo ({ $type }).
tg-offer-no-video = Las herramientas de vídeo no están disponibles.
tg-offer-file = Esto es { $type }. Elige una herramienta (ajustes por defecto) o envíalo con un pie como { $example }:
tg-offer-file-unknown = Esto es un archivo. Elige una herramienta (ajustes por defecto) o envíalo con un pie como { $example }:
tg-offer-video = Elige una herramienta para este vídeo:
## Discord forms in parts: a kind of file with more tools than a select lists (issue 40)
dc-form-pick-part = { $kind }: { $count } herramientas, más de las que caben en un formulario. Elige la parte con tu herramienta:
dc-form-pick-part-message = Estos archivos admiten { $count } herramientas, más de las que caben en un formulario. Elige la parte con tu herramienta:

## A web capture that failed on its page, not a video link (issue 38)
failure-page_unavailable = No se pudo capturar la página web: su dirección no está permitida aquí, no se pudo alcanzar, respondió con un error o no cargó a tiempo.
## Every language, the rest (issue 36): page scripts, chart axes, admin panel, deal feed and filters, e-mail to PDF.

js-no-details = El servidor respondió { $status } sin detalles.
js-no-connection = No se pudo conectar con el servidor. Revisa tu conexión y vuelve a intentarlo.
js-went-wrong = Algo salió mal.
js-not-found = No encontrado (puede que haya caducado).
js-expired = caducado
js-status-queued = Esperando en la cola
js-status-processing = Procesando
js-status-completed = Hecho
js-status-failed = Falló
js-status-cancelled = Cancelado
js-status-stage = { $status } ({ $stage })
js-upload-no-connection = La subida falló: no se pudo conectar con el servidor.
js-job-done = Hecho. Tu archivo está listo.
js-job-failed = El trabajo falló.
js-step-failed = El paso { $step } ({ $tool }) falló: { $message }
js-job-cancelled = Cancelado.
js-job-unreadable = No se pudo leer el trabajo.
js-job-cancelled-deleted = Cancelado. Los archivos se eliminaron.
js-job-not-cancelled = No se pudo cancelar el trabajo.
js-result-name = resultado
js-download-name = Descargar { $name }
js-output-info = { $name }, { $size }. Disponible { $until }.
js-preview-of = Vista previa de { $name }
js-play = Reproducir { $name }
js-first-page-of = Primera página de { $name }
js-beginning-of = Comienzo de { $name }
js-loading = Cargando…
js-preview-zip = Un archivo ZIP con varios archivos: descárgalo para abrirlos.
js-preview-none = No hay vista previa para este tipo de archivo.
js-preview-first = … (se muestran los primeros { $size })
js-preview-failed = No se pudo cargar la vista previa.
js-jobs-unreadable = No se pudieron cargar tus trabajos.
js-jobs-none = Aún no tienes trabajos. Elige una herramienta para empezar uno.
js-jobs-count = { $count ->
    [one] { $count } trabajo.
   *[other] { $count } trabajos.
}
js-jobs-count-running = { $count ->
    [one] { $count } trabajo, aún en curso.
   *[other] { $count } trabajos, algunos aún en curso.
}
js-col-tool = Herramienta
js-col-status = Estado
js-col-started = Iniciado
js-col-expires = Caduca
js-col-actions = Acciones
js-download = Descargar
js-cancel = Cancelar
js-delete = Eliminar
js-job-cancel-label = Cancelar el trabajo { $title } del { $when }
js-job-delete-label = Eliminar el trabajo { $title } del { $when }
js-job-was-cancelled = Trabajo { $title } cancelado.
js-job-was-deleted = Trabajo { $title } eliminado.
js-job-not-removed = No se pudo quitar el trabajo.
js-prices-sources-down = Las fuentes de precios no responden ahora mismo. Inténtalo de nuevo en unos minutos.
js-prices-rate-limited = Demasiadas consultas de precios desde aquí ahora mismo. Inténtalo de nuevo en un minuto.
js-try-later = { $problem } Inténtalo de nuevo más tarde.
js-prices-enter = Escribe un id de app o un título.
js-prices-searching = Buscando «{ $title }»…
js-prices-search-failed = La búsqueda falló.
js-prices-no-game = No se encontró ningún juego para «{ $title }».
js-prices-pick = { $count ->
    [one] { $count } juego coincide; elígelo.
   *[other] { $count } juegos coinciden; elige uno.
}
js-prices-looking-up = Consultando la app { $appid }…
js-prices-unknown-app = Ninguna tienda conoce el id de app { $appid }.
js-prices-lookup-failed = La consulta falló.
js-prices-for = Precios de { $title }.
js-prices-app = App { $appid }
js-prices-keyshop-via = un revendedor de claves vía GG.deals
js-prices-keyshop-gap = necesita GG.deals, que no respondió (requiere una clave de API en este servidor)
js-prices-card-meta = App { $appid } · { $region } · precios en { $currency }
js-prices-stale = No se pudo contactar con las tiendas; estos precios son anteriores.
js-prices-regular = Precio habitual
js-prices-best-official = Mejor tienda oficial
js-prices-best-keyshop = Mejor revendedor de claves
js-prices-all-time-low = Mínimo histórico
js-prices-active-deals = Ofertas activas
js-prices-critic-score = Nota de la crítica
js-prices-sources = Fuentes: { $sources } · actualizado { $updated }
js-prices-go-to-offer = Ir a la mejor oferta
js-choose-files-first = Primero elige uno o más archivos.
js-choose-file-first = Primero elige un archivo.
js-uploading = Subiendo…
js-uploading-percent = Subiendo… { $percent } %
js-sending = Enviando…
js-job-refused = El servidor rechazó el trabajo ({ $status }).
js-recipe-name-needed = Ponle un nombre a la receta.
js-recipe-not-saved = No se pudo guardar la receta ({ $status }).
js-recipe-saved = { $count ->
    [one] Guardada «{ $name }» ({ $count } paso).
   *[other] Guardada «{ $name }» ({ $count } pasos).
}
js-recipe-share-link = Enlace para compartir:
js-steps-finding = Buscando las herramientas que pueden seguir…
js-steps-none = Ninguna herramienta puede seguir: ninguna acepta lo que produce el último paso, o la cadena ya tiene todos los pasos permitidos.
js-steps-count = { $count ->
    [one] { $count } herramienta puede tomar el resultado.
   *[other] { $count } herramientas pueden tomar el resultado.
}
js-steps-added = Paso { $step } añadido: { $title }.
js-steps-removed = { $title } quitado.
js-steps-legend = Paso { $step }: { $title }
js-steps-remove-label = Quitar el paso { $step } ({ $title })
js-steps-no-options = Esta herramienta no tiene opciones.
js-steps-remove = Quitar paso
js-required = (obligatorio)
js-steps-refused = Los pasos fueron rechazados
js-first-step-options = Paso 1: opciones de { $title }
js-options = Opciones
js-choose-files = Elegir archivos
js-choose-file = Elegir un archivo
js-drop-them = o suéltalos aquí
js-drop-it = o suéltalo aquí
js-too-many-files = Un trabajo acepta como máximo { $max } archivos; elegiste { $count }.
js-file-too-large = Este archivo ocupa { $size }; el límite es { $limit }.
js-files-too-large = Estos archivos ocupan { $size } en total; el límite es { $limit }.
js-paste-video-first = Primero pega el enlace de un vídeo.
js-paste-page-first = Primero pega la dirección de una página web.
js-server-refused = El servidor rechazó el trabajo
js-refused-status = { $what } ({ $status }).
js-file-chosen = { $name } ({ $size })
js-files-chosen = { $count } archivos, { $size } en total: { $names }
js-hub-matches = { $shown } de { $total } herramientas coinciden con «{ $query }».
js-hub-total = { $total } herramientas.
web-page-legend = Página web
web-page-label = Dirección de la página
web-page-placeholder = https://example.com/articulo
web-page-hint = Pega la dirección completa (http o https) de una página web pública.

chart-aria = Historial de precios de { $title }
chart-line-official = Tiendas oficiales
chart-line-keyshop = Revendedores de claves
chart-line-regular = Precio habitual
chart-not-enough = Aún no hay suficiente historial de precios: vuelve dentro de unos días.
chart-today = Hoy: { $price } ({ $line })
chart-all-time-low = Mínimo histórico { $price }
chart-all-time-low-at = Mínimo histórico { $price } ({ $where })
chart-period-low = Mínimo del periodo { $price }
web-history-rate-limited = Demasiadas consultas de precios desde aquí ahora mismo; el historial volverá a verse en un minuto.
web-history-sources-down = Las fuentes de precios no responden ahora mismo, así que no hay historial que mostrar. Inténtalo de nuevo en unos minutos.
web-history-failed = No se pudo dibujar el historial de precios ahora mismo; inténtalo de nuevo más tarde.

deal-filter-join = { $a }, { $b }
deal-filter-free = gratis
deal-filter-under = menos de { $price }
deal-filter-cut = descuento desde { $cut } %
deal-filter-store = tienda { $store }
deal-filter-region = región { $region }
deal-filter-currency = moneda { $currency }
deal-filter-ignore = sin { $stores }
deal-filter-games-only = solo juegos
follow-giveaways = juegos gratis: { $filter }
deal-feed-title = Ofertas de juegos: { $filter }
deal-feed-free = GRATIS
deal-feed-live = { $title }: { $price } (−{ $cut } %) en { $shop }
deal-feed-ended = Terminada: { $title } (costaba { $price } en { $shop })
deal-feed-summary = { $price } en lugar de { $regular } (−{ $cut } %) en { $shop }.
deal-feed-summary-until = { $price } en lugar de { $regular } (−{ $cut } %) en { $shop }. Hasta el { $date }.
deal-feed-summary-ended = Esta oferta terminó; costaba { $price } en lugar de { $regular } en { $shop }.

email-from = De
email-to = Para
email-cc = CC
email-date = Fecha
email-subject = Asunto
email-attachments = Adjuntos ({ $count })
email-unnamed = (sin nombre)

web-404-title = Página no encontrada
web-404-lead = No hay nada en esta dirección. Desde aquí puedes:
web-404-tools = ver todas las herramientas
web-404-prices = consultar el precio de un juego
web-404-docs = leer la documentación de la API

# Bundles and subscriptions on the price card, bundle follows, image cards (issue 41, parts 4 and 5)
price-bundles = Paquetes
price-subscriptions = En suscripciones
price-bundle-ends = termina el { $date }
price-subscription-leaves = sale el { $date }
price-bundle-from = desde { $price }
web-giveaways-title = Juegos gratis
web-giveaways-lead = Juegos, DLC y botín gratis para siempre, de GamerPower, Epic e IsThereAnyDeal, con su fecha de fin.
web-giveaways-none = Ningún regalo abierto coincide con este filtro.
# /fit: a file made again under a size (issue 39)
cmd-fit = Ajusta un archivo a un tamaño: discord, whatsapp, email… o bytes
cmd-fit-usage = /fit [discord|discord-nitro-basic|telegram-bot|whatsapp|email|bytes]
cmd-fit-name = ajustar
cmd-fit-opt-size = Un preajuste (discord, whatsapp, email…) o bytes; por defecto, el límite de este chat
cmd-fit-opt-size-name = tamaño
cmd-fit-opt-file = La imagen, el vídeo, el audio o el PDF que debe caber

## admin panel (issue 36): the page's shell, its script's words (js-admin-*), and the job stages' words (stage-*).

admin-title = Administración
admin-off = El panel de administración está desactivado en este servidor: define { $variable } para activarlo.
admin-needs-js = El panel de administración necesita JavaScript.
admin-sign-in = Iniciar sesión
admin-token = Token de administración
admin-sign-out = Cerrar sesión
admin-sections = Secciones de administración
admin-queue = Cola
admin-tools = Herramientas
admin-keys = Claves de API
admin-webhooks = Webhooks
admin-price-cache = Caché de precios
admin-queue-caption = Trabajos recientes (sin el contenido de los archivos)
admin-col-job = Trabajo
admin-col-tool = Herramienta
admin-col-source = Origen
admin-col-status = Estado
admin-col-created = Creado
admin-col-actions = Acciones
admin-col-category = Categoría
admin-col-uses = Usos
admin-col-starts = Inicios
admin-col-errors = Errores
admin-col-last-days = Últimos días
admin-col-on = Activa
admin-col-label = Etiqueta
admin-col-last-used = Último uso
admin-col-state = Situación
admin-col-key = Clave
admin-col-failures = Fallos seguidos
admin-col-event = Evento
admin-col-type = Tipo
admin-col-attempts = Intentos
admin-col-last-answer = Última respuesta
admin-tools-lead = Al desactivar una herramienta o una categoría, los trabajos nuevos se rechazan al instante (403 tool_disabled); sus trabajos en cola fallan.
admin-categories = Categorías
admin-each-tool = Cada herramienta
admin-tool-filter = Filtrar herramientas
admin-tools-caption = Usos, e inicios y errores de trabajos en los últimos { $days } días
admin-previous = Anterior
admin-next = Siguiente
admin-key-label = Etiqueta para una clave nueva
admin-key-create = Crear clave
admin-key-copy-now = Copia esta clave ahora; no se volverá a mostrar.
admin-key-secret = Secreto de firma de webhooks (verifica la { $header } de sus entregas):
admin-webhooks-lead = Una clave cuyas entregas fallaron demasiadas veces seguidas queda en pausa hasta que se reanude aquí. Reenviar envía de nuevo una entrega con el mismo id.
admin-webhooks-state-caption = Estado de los webhooks por clave
admin-deliveries-caption = Últimas entregas por clave (las más recientes primero)
admin-cache-clear = Vaciar la caché de precios
js-admin-sign-in-again = Vuelve a iniciar sesión.
js-admin-failed = { $what }: { $message }
js-admin-enter-token = Introduce el token de administración.
js-admin-sign-in-failed = No se pudo iniciar sesión.
js-admin-signed-in = Sesión iniciada.
js-admin-queue = Cola
js-admin-tools = Herramientas
js-admin-keys = Claves
js-admin-webhooks = Webhooks
js-admin-price-cache = Caché de precios
js-admin-flag = Interruptor
js-admin-cancel = Cancelar
js-admin-delete = Eliminar
js-admin-cancel-job = Cancelar el trabajo { $job } ({ $tool })
js-admin-delete-job = Eliminar el trabajo { $job } ({ $tool })
js-admin-job-cancelled = Trabajo { $job } cancelado.
js-admin-job-deleted = Trabajo { $job } eliminado.
js-admin-no-jobs = Todavía no hay trabajos.
js-admin-stat-waiting = En espera
js-admin-stat-running = En curso
js-admin-stat-completed = Completados
js-admin-stat-failed = Fallidos
js-admin-stat-cancelled = Cancelados
js-admin-switched-on = { $name }: activado.
js-admin-switched-off = { $name }: desactivado.
js-admin-category = Categoría { $category }
js-admin-starts-per-day = Inicios por día: { $values }
js-admin-page-range = { $first }–{ $last } de { $total }
js-admin-on = activa
js-admin-off = desactivada
js-admin-off-category = desactivada (categoría)
js-admin-no-tool-matches = Ninguna herramienta coincide con «{ $filter }».
js-admin-no-tools = No hay herramientas.
js-admin-never = nunca
js-admin-active = activa
js-admin-revoked-on = revocada el { $date }
js-admin-revoke = Revocar
js-admin-revoke-key = Revocar la clave { $label }
js-admin-key-revoked = Clave «{ $label }» revocada.
js-admin-no-keys = Todavía no hay claves de API: crea una arriba.
js-admin-key-needs-label = Ponle una etiqueta a la clave.
js-admin-create-key = Crear clave
js-admin-key-not-created = No se pudo crear la clave.
js-admin-key-created = Clave «{ $label }» creada.
js-admin-paused-since = en pausa desde { $date }
js-admin-delivering = entregando
js-admin-resume = Reanudar
js-admin-resume-key = Reanudar las entregas de { $key }
js-admin-resumed = Entregas de «{ $key }» reanudadas.
js-admin-no-webhook-keys = Ninguna clave ha enviado todavía un webhook.
js-admin-delivery-pending = pendiente
js-admin-delivery-delivered = entregada
js-admin-delivery-gone = retirada (410)
js-admin-delivery-failed = fallida
js-admin-replay = Reenviar
js-admin-replay-delivery = Reenviar la entrega { $id }
js-admin-replayed = Entrega { $id } puesta de nuevo en cola.
js-admin-no-deliveries = Todavía no hay entregas.
js-admin-unavailable = no disponible
js-admin-unknown = desconocido
js-admin-entries = Entradas
js-admin-hits = Aciertos
js-admin-misses = Fallos
js-admin-hit-rate = Tasa de aciertos
js-admin-clear-cache = Vaciar la caché
js-admin-cache-cleared = Caché de precios vaciada.
stage-queued = en espera
stage-reading = leyendo
stage-probing = analizando el archivo
stage-preparing = preparando
stage-fetching = descargando
stage-decoding = decodificando
stage-encoding = codificando
stage-converting = convirtiendo
stage-extracting = extrayendo
stage-unpacking = desempaquetando
stage-packing = empaquetando
stage-zipping = comprimiendo en ZIP
stage-resizing = redimensionando
stage-cropping = recortando
stage-rotating = girando
stage-reversing = invirtiendo
stage-rendering = renderizando
stage-drawing = dibujando
stage-laying-out = maquetando
stage-analysing = analizando
stage-scanning = escaneando
stage-recognizing = reconociendo el texto
stage-stamping = estampando
stage-remuxing = remultiplexando
stage-compressing = comprimiendo
stage-assembling = ensamblando
stage-arranging = ordenando
stage-numbering = numerando
stage-flattening = aplanando
stage-filling = rellenando
stage-signing = firmando
stage-encrypting = cifrando
stage-decrypting = descifrando
stage-redacting = censurando
stage-repairing = reparando
stage-removing = eliminando
stage-cleaning = limpiando
stage-checking = comprobando
stage-adding-subtitles = añadiendo subtítulos
stage-burning-in-subtitles = incrustando subtítulos
# The web tool page's "make it fit" preset buttons (issue 39)
web-size-presets = Ajustar para
web-size-preset = { $name } · { $size } MB
web-size-preset-discord = Discord
web-size-preset-discord-nitro-basic = Discord Nitro Basic
web-size-preset-telegram-bot = Bot de Telegram
web-size-preset-whatsapp = WhatsApp
web-size-preset-email = Correo
## Bundle follows: /follow bundles posts each new bundle (issue 41, part 4)
follow-bundles = paquetes: { $filter }
bundle-new = Nuevo paquete en { $store }
bundle-from = desde { $price }
bundle-games = { $count ->
        [one] { $count } juego
       *[other] { $count } juegos
    }
bundle-open = Consíguelo en { $store }
## Archive files in pipelines (issue 39 item 5): the result's note on files left as they were, and the stage
## of sorting an archive's files for the next step (js-files-unchanged: the same note on the web page's job panel)
pipeline-files-unchanged = Los archivos del comprimido que el siguiente paso no admite van sin cambios en el ZIP: { $count } de { $total }.
js-files-unchanged = Los archivos del comprimido que el siguiente paso no admite van sin cambios en el ZIP: { $count } de { $total }.
stage-sorting-files = clasificando archivos
# Firmas PDF visibles (issue 39): las líneas del recuadro dibujado en la página.
pdf-sign-signed-by = Firmado digitalmente por { $name }
pdf-sign-date = Fecha: { $date }
pdf-sign-reason = Motivo: { $reason }
# Telegram: a bare /fit offers the sizes as buttons (issue 39)
tg-fit-choose = ¿Adónde va este archivo? Elige un tamaño y lo ajusto (o envía /fit con un número de bytes).
tg-fit-this-chat = Este chat
tg-fit-starting = Ajustando: { $size }
## Archive creation: the words for a tool that takes any file (issue 39, item 5)
web-file-hint-any = Cualquier tipo de archivo. Hasta { $size } MB.
tools-any-file = cualquier tipo de archivo

# Telegram: /fit on a file over the 20 MB a bot may fetch answers with an upload link that keeps the size (issue 39)
tg-fit-link = Lo que subas ahí se ajusta a { $size }.
