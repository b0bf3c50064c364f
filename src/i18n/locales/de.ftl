# gametools message catalogue: German (de), translated from en.ftl. Conventions: see the header of en.ftl.
#
# Translators' notes (de):
# - Who: gametools translators (machine-assisted, review welcome).
# - Register: "du", as German gaming apps and Discord/Telegram bots usually write.
# - Terms: key reseller = Key-Reseller, all-time low = Allzeittief, watch = Preisalarm, follow = Abo (of deals in a
#   chat), file job = Auftrag, recipe = Rezept, tool = Tool, stage = Phase, step = Schritt.
# - Words the parser reads stay English: reset, all, free, under, cut>=, low, official, since, save, region:,
#   currency:, ignore:, role:, the tool names and their parameters (width=200). Telegram only knows the English
#   command names, so texts that name a command (/convert @name, /tools, /price) keep them; only the Discord-only
#   texts (error-needs-*-discord, alert-footer, dc-*) use the German option and command names.
# - web-hub-placeholder keeps its English search words: the tool search matches the tools' English names.
# - Unsure: the Discord command names (preisalarm, abonnieren, abos, abo-beenden, aufträge with an umlaut);
#   "9.99" in cmd-watch-opt-price keeps the point because Discord's number option may not take "9,99".

## Language names, shown by /language and the web page's picker (each in its own language).

language-name = Deutsch
language-current = Sprache: { $language }.
language-set = Sprache auf { $language } gestellt.
language-set-chat = Die Sprache dieses Chats ist jetzt { $language }.
language-reset = Sprachwahl entfernt: Es gilt wieder die Sprache deiner App.
language-unknown = Die Sprache „{ $wanted }“ gibt es hier nicht. Verfügbar: { $available }.
language-admins-only = Nur die Admins der Gruppe können die Sprache der Gruppe ändern.
language-available = Verfügbar: { $list }. Wähle eine mit /language <Code> oder /language reset.

## Commands: descriptions in the command menus (Telegram and Discord), the usage line /help shows, and the
## Discord names of commands and their options.

cmd-start = Bot starten
cmd-start-usage = /start
cmd-help = So benutzt du diesen Bot
cmd-help-usage = /help
cmd-language = Wähle die Sprache, in der der Bot antwortet
cmd-language-usage = /language [Sprachcode | reset]
cmd-language-name = sprache
cmd-language-opt-code = Sprachcode, z. B. de, pt-BR; „reset“, um wieder deiner App zu folgen
cmd-language-opt-code-name = code
cmd-price = Spielpreise: bestes offizielles und Key-Reseller-Angebot, Allzeittief, Deals, Preisverlauf
cmd-price-usage = /price <AppID oder Titel> [Region | regions]
cmd-price-name = preis
cmd-price-opt-game = App-ID im Store oder Titel des Spiels
cmd-price-opt-game-name = spiel
cmd-price-opt-region = Ländercode aus zwei Buchstaben, z. B. us, de, gb
cmd-price-opt-region-name = region
cmd-price-opt-regions = Steam-Preise in diesen Regionen vergleichen, z. B. us,de,br (oder: regions)
cmd-price-opt-regions-name = regionen
cmd-history = Preisverlauf eines Spiels mit jeder Art von Tiefstpreis
cmd-history-usage = /history <AppID oder Titel> [Tage]
cmd-history-name = verlauf
cmd-history-opt-game = App-ID im Store oder Titel des Spiels
cmd-history-opt-game-name = spiel
cmd-history-opt-days = Tage Verlauf, 1 bis 3650 (Standard: 365)
cmd-history-opt-days-name = tage
cmd-tools = Datei-Tools nach Kategorie oder Suchbegriffen durchstöbern
cmd-tools-usage = /tools [Kategorie oder Suchbegriffe] [Seite]
cmd-tools-name = tools
cmd-tools-opt-query = Eine Kategorie (image, pdf, audio, video, qr, url...) oder Suchbegriffe
cmd-tools-opt-query-name = suche
cmd-tools-opt-page = Seitennummer
cmd-tools-opt-page-name = seite
cmd-convert = Ein Datei-Tool auf die angehängte Datei oder einen Videolink anwenden
cmd-convert-usage = /convert <Tool> [param=wert ...] [Videolink]
cmd-convert-name = konvertieren
cmd-convert-opt-tool = Name des Tools (siehe /tools), z. B. image-grayscale, oder @Rezept
cmd-convert-opt-tool-name = tool
cmd-convert-opt-params = Parameter als name=wert, z. B. width=200 height=100
cmd-convert-opt-params-name = parameter
cmd-convert-opt-url = Videolink oder Adresse einer Webseite, für Link-Tools
cmd-convert-opt-url-name = url
cmd-convert-opt-then = Weitere Schritte: tool param=wert | tool ...
cmd-convert-opt-then-name = danach
cmd-convert-opt-file = Die Datei, die bearbeitet werden soll (für Datei-Tools)
cmd-convert-opt-file-name = datei
cmd-convert-opt-file-more = Datei { $number }, für Tools mit mehreren Dateien (pdf-merge) oder um jede zu bearbeiten
cmd-recipe = Eine Kette von Tools als Rezept speichern, später ausführen mit /convert @name
cmd-recipe-usage = /recipe save <Name> <tool param=wert | tool ...>
cmd-recipe-name = rezept
cmd-recipe-opt-name = Name des Rezepts, ausführen mit /convert @name
cmd-recipe-opt-name-name = name
cmd-recipe-opt-steps = Schritte: tool param=wert | tool ...
cmd-recipe-opt-steps-name = schritte
cmd-recipes = Deine gespeicherten Rezepte anzeigen (eins ausführen mit /convert @name)
cmd-recipes-usage = /recipes
cmd-recipes-name = rezepte
cmd-jobs = Deine letzten Datei-Aufträge und ihr Status
cmd-jobs-usage = /jobs
cmd-jobs-name = aufträge
cmd-cancel = Einen deiner Aufträge abbrechen
cmd-cancel-usage = /cancel <Auftrags-ID>
cmd-cancel-name = abbrechen
cmd-cancel-opt-job_id = Die Auftrags-ID aus der Statusnachricht oder aus /jobs
cmd-cancel-opt-job_id-name = auftrags-id
cmd-watch = Sag mir Bescheid, wenn ein Spiel auf meinen Wunschpreis fällt
cmd-watch-usage = /watch <AppID oder Titel> <Preis> [Region]
cmd-watch-name = preisalarm
cmd-watch-opt-game = App-ID im Store oder Titel des Spiels
cmd-watch-opt-game-name = spiel
cmd-watch-opt-price = Zielpreis in der Währung der Region, z. B. 9.99
cmd-watch-opt-price-name = preis
cmd-watch-opt-region = Ländercode aus zwei Buchstaben, z. B. us, de, gb
cmd-watch-opt-region-name = region
cmd-watch-opt-rules = Auch melden bei: cut>=75, low, official, since (Wörter, beliebige Reihenfolge)
cmd-watch-opt-rules-name = regeln
cmd-unwatch = Einen Preisalarm entfernen
cmd-unwatch-usage = /unwatch <Alarm-ID | AppID | all>
cmd-unwatch-name = alarm-löschen
cmd-unwatch-opt-which = Alarm-ID aus /watches, eine App-ID oder „all“
cmd-unwatch-opt-which-name = welcher
cmd-watches = Deine Preisalarme anzeigen
cmd-watches-usage = /watches
cmd-watches-name = preisalarme
cmd-deals = Aktuelle Spiele-Deals: gratis, unter einem Preis oder stark reduziert
cmd-deals-usage = /deals [free | under <Preis> | cut>=<Prozent>] [Store] [Seite]
cmd-deals-name = deals
cmd-deals-opt-filter = free, under 5, cut>=90, der Name eines Stores
cmd-deals-opt-filter-name = filter
cmd-deals-opt-page = Seitennummer
cmd-deals-opt-page-name = seite
cmd-follow = Neue Spiele-Deals in diesem Chat posten: gratis, unter einem Preis oder stark reduziert
cmd-follow-usage = /follow <free | under <Preis> | cut>=<Prozent>> [Store] [region:xx] [currency:XXX] [ignore:a,b] [role:@Rolle]
cmd-follow-name = abonnieren
cmd-follow-opt-filter = free, under 5, cut>=90, ein Store, region:de, ignore:2game
cmd-follow-opt-filter-name = filter
cmd-follow-opt-role = Eine Rolle, die in jedem Post erwähnt wird (Discord)
cmd-follow-opt-role-name = rolle
cmd-giveaways = Spiele und Loot, die du jetzt kostenlos behalten kannst, mit Enddatum
cmd-giveaways-usage = /giveaways [Store] [game | dlc | loot | beta] [games]
cmd-giveaways-name = gratis
cmd-giveaways-opt-filter = Ein Store (epic, steam, gog…), eine Art (dlc, loot, beta) oder games
cmd-giveaways-opt-filter-name = filter
cmd-following = Die Deal-Abos dieses Chats anzeigen
cmd-following-usage = /following
cmd-following-name = abos
cmd-unfollow = Für eines der Abos dieses Chats keine Deals mehr posten
cmd-unfollow-usage = /unfollow <ID | all>
cmd-unfollow-name = abo-beenden
cmd-unfollow-opt-which = Die Abo-ID aus /following oder all
cmd-unfollow-opt-which-name = welches

## Help

help-title = Spielpreise und Datei-Tools
help-private-note = Fehler und persönliche Listen siehst nur du.

## Price card (/price), both bots. $price, $regular, $low are formatted amounts.

price-none = —
price-unknown = unbekannt
price-regular = Normalpreis
price-best-official = Bestes offizielles Angebot
price-best-keyshop = Bester Key-Reseller
price-all-time-low = Allzeittief
price-active-deals = Aktive Deals
price-critic-score = Kritikerwertung
price-score-value = { $score }/100
price-cut = −{ $percent }
price-at-store = bei { $store }
price-best-deal-link = Bester Deal
price-keyshop-gap = braucht GG.deals, das nicht geantwortet hat (dafür braucht dieser Server einen API-Schlüssel)
price-sources = Quellen: { $sources }
price-sources-none = keine
price-fresh = aktualisiert
price-stale = Antwort aus dem Cache: Die Preisquellen antworten nicht
price-app = App { $appid }
price-history-field = Preisverlauf
price-chart-description = Diagramm des Preisverlaufs
price-too-little-history = Noch zu wenig Preisverlauf für ein Diagramm: Er wächst mit jeder Abfrage.
price-choices-title = Mehrere Spiele passen zu „{ $query }“
price-choices-footer = Wähle unten eins aus oder nutze /price mit der App-ID.
price-regions-title = { $title }: Steam-Preise nach Region, in { $currency }
price-regions-not-sold = nicht erhältlich
price-regions-cheapest = am günstigsten
price-regions-rates = Umgerechnet mit den EZB-Referenzkursen vom { $date }.
price-regions-no-rates = Die Wechselkurse konnten nicht gelesen werden: keine Umrechnung.
price-choice-line = { $title } (App { $appid })
price-free = GRATIS

## Price alerts (/watch). $price, $target, $low are formatted amounts, $cut and $wanted formatted percentages.

alert-title = Preisalarm: { $game }
alert-changed = Der Preis hat sich geändert.
alert-footer = Preisalarm { $id } · /alarm-löschen { $id } beendet diese Alarme
alert-target-official = Bester Preis { $price } (offizieller Store): dein Ziel von { $target } ist erreicht.
alert-target-keyshop = Bester Preis { $price } (Key-Reseller): dein Ziel von { $target } ist erreicht.
alert-new-low = Neues Allzeittief: { $low }.
alert-cut = Reduziert auf { $price }: { $cut } Rabatt, mindestens die gewünschten { $wanted }.
alert-cut-at = Reduziert auf { $price } bei { $store }: { $cut } Rabatt, mindestens die gewünschten { $wanted }.
alert-rule-low = Neues Allzeittief: { $low }.
alert-rule-low-unknown = Neues Allzeittief.
alert-rule-official-low = Neues Allzeittief in offiziellen Stores: { $low }.
alert-rule-official-low-unknown = Neues Allzeittief in offiziellen Stores.
alert-rule-since = Neuer Tiefstpreis seit der letzten Erhöhung des Normalpreises: { $low }.
alert-rule-since-unknown = Neuer Tiefstpreis seit der letzten Erhöhung des Normalpreises.

## Deal posts (/follow). $price, $regular are formatted amounts, $cut a formatted percentage, $date a formatted day.

deal-ended = Beendet:
deal-ended-word = beendet
deal-was = war −{ $cut }, regulär { $regular }
deal-until = Bis { $date }
deal-get-it = Hol es dir bei { $shop }
deal-price = Preis
deal-regular = Normalpreis
deal-cut = Rabatt
deal-shop = Shop
deal-ends = Endet
deals-title = Deals: { $filter }
deals-page = Seite { $page } von { $pages }
deals-none = Gerade passt nichts.
unfollow-none = Dieses Abo gibt es hier nicht. /following zeigt alle.
unfollow-stopped = { $count ->
        [one] Dieses Abo beendet:
       *[other] { $count } Abos beendet:
    }
tg-following = Abo für { $filter } in diesem Chat (ID { $id }). Neue passende Deals werden hier gepostet; /unfollow { $id } beendet es.
tg-following-none = Dieser Chat hat keine Deal-Abos. Füge eins hinzu mit /follow free (oder under 5, cut>=90).
tg-following-title = Deal-Abos dieses Chats
tg-following-stop = Eins beenden mit /unfollow <ID>.
dc-following = Abo für { $filter } in diesem Kanal (ID { $id }). { $stop } beendet es.
dc-following-none = Dieser Kanal hat keine Deal-Abos. Füge eins hinzu mit /abonnieren.
dc-following-title = Deal-Abos dieses Kanals
dc-follow-mentions = erwähnt { $role }

## Price watches (/watch, /watches, /unwatch). $target, $price are formatted amounts, $cut a percentage; $rules is a list of rule-* texts.

rule-cut = Rabatt ab { $cut }
rule-low = neues Allzeittief
rule-since = neuer Tiefstpreis seit der letzten Erhöhung des Normalpreises
rule-target = Zielpreis
rule-official-only = { $rules } (nur offizielle Stores)
watches-title = Deine Preisalarme
dc-watch-app-id = App-ID { $appid }
dc-watch-choices = Mehrere Spiele passen zu „{ $query }“. Starte /preisalarm noch mal mit der App-ID als Spiel:
dc-watch-no-offer = gerade ist kein Angebot bekannt
dc-watch-now = der beste Preis ist gerade { $price }
dc-watch-watching = Preisalarm aktiv: { $game }
dc-watch-updated = Preisalarm aktualisiert: { $game }
dc-watch-a-change = Preisänderung
dc-watch-rules-only = Du bekommst in diesem Kanal Bescheid bei: { $rules } ({ $now }).
dc-watch-already-below = Der Preis liegt schon bei oder unter { $target } ({ $now }). Du bekommst hier Bescheid, wenn er darüber steigt und wieder darauf fällt, oder bei: { $rules }.
dc-watch-target = Du bekommst in diesem Kanal Bescheid, wenn der beste Preis { $target } oder weniger erreicht ({ $now }), oder bei: { $rules }.
dc-watch-footer = Alarm-ID { $id } · /alarm-löschen { $id } entfernt ihn
dc-unwatch-none = Keiner deiner Preisalarme passt. /preisalarme zeigt sie.
dc-unwatch-removed = Entfernt: { $names }.
dc-watches-none = Du beobachtest keine Spiele. Füge eins hinzu mit /preisalarm.
dc-watches-no-offer = kein Angebot
dc-watches-now = jetzt { $price }
tg-watch-now = jetzt { $price }
tg-watch-at-or-below = bei oder unter { $target }
tg-watch-where = App { $appid }, { $region }
tg-watch-watching = Preisalarm für { $game }: Ich melde mich hier { $when }.
tg-watch-updated = Preisalarm für { $game } aktualisiert: Ich melde mich hier { $when }.
tg-watch-now-line = Jetzt: { $price }
tg-watch-id = Alarm-ID
tg-watch-already-below = Der Preis liegt schon bei oder unter deinem Ziel; der nächste Alarm kommt, wenn er darüber steigt und wieder fällt.
tg-watch-on = bei: { $rules }
tg-watch-when-target-or-low = sobald der beste Preis bei oder unter { $target } liegt oder ein neues Allzeittief erscheint
tg-watch-when-target-or-rules = sobald der beste Preis bei oder unter { $target } liegt, oder bei: { $rules }
tg-watches-none = Du hast keine Preisalarme. Füge einen hinzu mit /watch <AppID oder Titel> <Preis>.
tg-watches-remove = Einen entfernen mit /unwatch <ID>.
tg-unwatch-none = Kein passender Preisalarm. /watches zeigt deine.
tg-unwatch-removed = { $count ->
        [one] Diesen Alarm entfernt:
       *[other] { $count } Alarme entfernt:
    }

## Price history (/history)

history-title = { $game }: Preisverlauf
history-no-low = Noch kein Tiefstpreis bekannt.
history-footer = App { $appid } · { $region } · { $days ->
        [one] letzter Tag
       *[other] letzte { $days } Tage
    }
history-all-time-low = Allzeittief
history-official-low = Tiefstpreis offizieller Stores
history-keyshop-low = Tiefstpreis bei Key-Resellern
history-steam-low = Steam-Tiefstpreis
history-since-rise-low = Tiefstpreis seit der Preiserhöhung
history-rise-on = Erhöhung am { $date }

## File jobs: status messages while a job runs, and its end.

job-queued = Wartet in der Warteschlange…
job-stage = Phase: { $stage }
job-working = in Arbeit
job-done = Fertig: { $name } ({ $size })
job-failed = Fehlgeschlagen: { $reason }
job-failed-step = Schritt { $step } von { $steps } ({ $tool }): { $reason }
job-cancelled = Abgebrochen.
job-cancel-button = Abbrechen
job-step-stage = Schritt { $step } von { $steps }: { $stage }
job-failed-notice = { $tool } fehlgeschlagen: { $reason }
job-did-not-finish = Der Auftrag wurde nicht abgeschlossen.
jobs-title = Deine letzten Aufträge
job-status-queued = in der Warteschlange
job-status-processing = in Arbeit
job-status-completed = fertig
job-status-failed = fehlgeschlagen
job-status-cancelled = abgebrochen
job-cancelled-id = Auftrag { $id } abgebrochen.
job-deleted-id = Auftrag { $id } und sein Ergebnis gelöscht.
dc-jobs-none = Du hast keine Aufträge. Starte einen mit /konvertieren.
dc-jobs-footer = Einen abbrechen mit /abbrechen <Auftrags-ID>.
tg-jobs-none = Du hast keine aktuellen Aufträge. Schick eine Datei, um einen zu starten.
tg-jobs-processing = in Arbeit: { $percent }
tg-jobs-done = fertig: { $name }
job-already-finished = Dieser Auftrag ist schon beendet.
job-cancel-only = Nur { $who } kann diesen Auftrag abbrechen.
job-cancel-only-starter = Nur wer den Auftrag gestartet hat, kann ihn abbrechen.
button-gone = Dieser Button wird nicht mehr verwendet.
job-download = Download
job-download-link = Herunterladen
job-too-large-to-upload = Die Datei ist zu groß, um sie hier hochzuladen (über { $limit }).
job-available-until = verfügbar bis { $until }.

## Why a job failed (its user-facing message).

failure-invalid_link = Der Link ist kein gültiger Videolink. Füge die vollständige URL des Videos ein.
failure-disabled = Diese Funktion ist auf diesem Server gerade deaktiviert.
failure-too_large = Die Datei ist zu groß für dieses Tool.
failure-invalid_input = Die Datei konnte nicht verarbeitet werden. Prüfe das Format und versuche es noch mal.
failure-timeout = Die Datei konnte nicht verarbeitet werden. Prüfe das Format und versuche es noch mal.
failure-internal = Die Datei konnte nicht verarbeitet werden. Prüfe das Format und versuche es noch mal.

## Refusals in chat (either bot).

error-apology = Sorry, dabei ist etwas schiefgelaufen. Bitte versuche es später noch mal.
error-needs-file = Dieses Tool braucht eine Datei: Schick die Datei mit dem Befehl als Bildunterschrift oder antworte mit dem Befehl auf eine Datei.
error-needs-file-discord = Dieses Tool braucht eine Datei: Hänge sie in der Option `datei` von /konvertieren an.
error-needs-url = Dieses Tool braucht einen Videolink: Schreib den Link hinter den Namen des Tools.
error-needs-url-discord = Dieses Tool braucht einen Videolink: Gib ihn in der Option `url` an, ohne Datei.
error-rate-limited = Gerade zu viele Anfragen. Warte eine Minute und versuche es dann noch mal.
error-rate-limited-retry = Gerade zu viele Anfragen. Versuche es in { $seconds } s noch mal.
error-upstream = Die Preisquellen antworten gerade nicht. Versuche es in ein paar Minuten noch mal.
error-unavailable = Der Dienst ist kurz nicht erreichbar. Versuche es in einer Minute noch mal.
error-storage = Auf dem Server ist gerade kaum Platz für Dateien. Versuche es später noch mal oder lösche fertige Aufträge, die du nicht mehr brauchst.
error-internal = Bei uns ist etwas schiefgelaufen. Bitte versuche es später noch mal.
error-unknown-command = Diesen Befehl gibt es hier nicht mehr. Die Befehlsliste ist vielleicht veraltet.

## Telegram's own wording (its cards are text, not embeds). $value is already formatted.

tg-labelled = { $label }: { $value }
tg-price-best-official = Bestes offizielles Angebot
tg-price-best-keyshop = Bestes Key-Reseller-Angebot
price-on-date = am { $date }
price-no-score = keine
tg-price-stale = Die Preisquellen antworten nicht; diese Preise sind vielleicht veraltet.
tg-history-period = Preisverlauf, { $days ->
        [one] letzter Tag
       *[other] letzte { $days } Tage
    }
tg-choices = Mehrere Spiele passen zu „{ $query }“. Wähle eins:
tg-job = Auftrag
tg-job-failed = fehlgeschlagen: { $reason }
tg-too-large = { $name } ({ $size }) ist größer, als Telegram Bots hochladen lässt (50 MB).
tg-download-until = Hier herunterladen, bis { $until }:
tg-alert-target-official = Jetzt { $price } (offizieller Store): dein Ziel von { $target } ist erreicht.
tg-alert-target-official-at = Jetzt { $price } bei { $store } (offizieller Store): dein Ziel von { $target } ist erreicht.
tg-alert-target-keyshop = Jetzt { $price } (Key-Reseller): dein Ziel von { $target } ist erreicht.
tg-alert-target-keyshop-at = Jetzt { $price } bei { $store } (Key-Reseller): dein Ziel von { $target } ist erreicht.
tg-alert-new-low-at = Neues Allzeittief: { $low } bei { $store }.
tg-alert-watch = Preisalarm
tg-alert-stop = Beenden mit /unwatch { $id }.
tg-greeting = Hallo! Ich suche Spielpreise und bearbeite Dateien mit meinen Tools.
tg-greeting-files = Schick mir eine Datei oder einen Videolink, und ich zeige dir die passenden Tools.
tg-commands = Befehle
tg-inline-best = Bester Preis { $price }
tg-inline-best-at = Bester Preis { $price } bei { $store }
tg-inline-no-offer = Gerade kein Angebot
tg-inline-low = Allzeittief { $low }
tg-inline-chart-link = Preisdiagramm
tg-send-something = Schick mir eine Datei, einen Videolink oder einen Befehl. /help zeigt sie alle.
tg-unknown-command = Diesen Befehl kenne ich nicht. /help zeigt, was ich kann.
tg-button-expired-file = Dieser Button ist abgelaufen. Schick die Datei noch mal.
tg-button-expired-watch = Dieser Button ist abgelaufen. Schick /watch noch mal.
tg-button-expired-tools = Diese Liste ist abgelaufen. Schick /tools noch mal.
tg-button-invalid = Dieser Button ist nicht mehr gültig.
tg-starting = { $tool } startet…
tg-tool-gone = Dieses Tool gibt es nicht mehr.
tg-cancel-not-yours = Das ist nicht dein Auftrag.
tg-cancel-gone = Das ist nicht dein Auftrag, oder es gibt ihn nicht mehr.

## The web pages. Placeholders are plain text; the page escapes them.

web-language = Sprache
web-language-apply = Übernehmen
web-skip = Zum Inhalt springen
web-nav-main = Hauptmenü
web-nav-tools = Tools
web-nav-jobs = Meine Aufträge
web-nav-prices = Spielpreise
web-nav-deals = Deals
web-nav-docs = API
web-footer-files = Dateien bleiben gespeichert, bis ihr Auftrag abläuft, und werden dann gelöscht.
web-footer-docs = API-Dokumentation
web-hub-title = Datei-Tools
web-hub-lead = Bilder, PDFs, Audio und Video konvertieren, verkleinern und bearbeiten, QR-Codes erstellen – direkt im Browser. Deine Dateien bleiben privat in deiner Sitzung und werden gelöscht, wenn der Auftrag abläuft.
web-hub-search = Tools durchsuchen
web-hub-placeholder = z. B. resize, pdf to png, qr
web-hub-search-button = Suchen
web-hub-categories = Kategorien
web-hub-count = { $total ->
        [one] { $total } Tool.
       *[other] { $total } Tools.
    }
web-hub-matching = { $shown } von { $total } Tools passen zu „{ $query }“.
web-hub-no-match = Kein Tool passt zu deiner Suche. Versuch es mit weniger oder anderen Wörtern.
web-hub-badge-link = Videolink
web-hub-badge-disabled = deaktiviert

## Tool categories (web page and chat lists).

category-image = Bilder
category-pdf = PDF-Dokumente
category-audio = Audio
category-video = Video
category-video-thumbnail = Video-Vorschaubilder
category-qr = QR-Codes und Barcodes
category-url = Aus einem Videolink
category-document = Dokumente
category-ocr = Text aus Scans (OCR)
category-web = Webseiten
category-data = Datendateien
category-sticker = Sticker und Emojis

## One-time upload links (issue 40): /upload, big files sent to a bot, and the page at /u/<token>.

cmd-upload = Einen Einmal-Link zum Hochladen einer großen Datei holen
cmd-upload-usage = /upload [Werkzeug] [name=wert ...]
cmd-upload-name = hochladen
cmd-upload-opt-tool = Das Werkzeug für die Datei (seine Seite wird damit geöffnet)
cmd-upload-opt-tool-name = werkzeug
cmd-upload-opt-params = Seine Parameter, z. B. width=800 format=webp
cmd-upload-opt-params-name = parameter
upload-link-offer = Lade deine Datei über diesen Link hoch; Fortschritt und Ergebnis kommen in diesen Chat zurück.
upload-link-offer-tool = Lade deine Datei für { $tool } über diesen Link hoch; Fortschritt und Ergebnis kommen in diesen Chat zurück.
upload-link-until = Der Link funktioniert einmal, bis { $until }.
upload-link-too-big = Diese Datei ist { $size } groß; ein Bot darf von Telegram höchstens { $limit } abrufen.
upload-page-title = Datei hochladen
upload-page-lead = Der Auftrag läuft für dich in deinem Chat: Fortschritt und Ergebnis kommen dorthin zurück.
upload-page-lead-key = Die Datei wird für deinen Agenten aufbewahrt, der ein Werkzeug darauf anwendet.
upload-page-until = Dieser Link funktioniert einmal, bis { $until }.
upload-page-pick = Wähle das Werkzeug für deine Datei:
upload-page-sent = Angekommen. Fortschritt und Ergebnis erscheinen in deinem Chat; du kannst diese Seite schließen.
upload-page-sent-key = Angekommen. Dein Agent kann jetzt ein Werkzeug auf diese Datei anwenden; du kannst diese Seite schließen.
upload-page-invalid-title = Link ungültig
upload-page-invalid = Dieser Upload-Link ist ungültig. Hol dir mit /upload einen neuen vom Bot.
upload-page-used-title = Link schon benutzt
upload-page-used = Dieser Upload-Link wurde schon benutzt: Jeder Link funktioniert nur einmal. Hol dir mit /upload einen neuen vom Bot.
upload-page-expired-title = Link abgelaufen
upload-page-expired = Dieser Upload-Link ist abgelaufen. Hol dir mit /upload einen neuen vom Bot.
upload-page-file = Deine Datei
upload-fit-button = Auf { $limit } verkleinern
upload-fit-gone = Dieses Ergebnis ist weg oder nicht deins; schick die Datei noch einmal.
## Discord message commands and "Convert…" forms (issue 40).

dc-menu-convert = Umwandeln…
dc-menu-price = Preis prüfen
dc-menu-no-file = Diese Nachricht enthält keine Datei zum Umwandeln. Wähle unten eine Dateiart, um Dateien in einem Formular hochzuladen, oder nutze /convert mit einer Datei.
dc-menu-too-large = { $name } ist größer als { $limit } MB, das Höchstmaß für eine Datei hier.
dc-menu-no-tool = Kein Werkzeug nimmt diese Dateiart ({ $type }).
dc-menu-no-game = Diese Nachricht enthält keinen Steam-Shop-Link und keine App-ID.
dc-form-title = Umwandeln: { $kind }
dc-form-title-message = Dateien der Nachricht umwandeln
dc-form-files = Dateien
dc-form-files-hint = Bis zu { $max } Dateien.
dc-form-tool = Werkzeug
dc-form-params = Optionen
dc-form-params-hint = Als name=wert, z. B. width=200 height=100. Leer lassen für die Standardwerte.
dc-form-too-many = Ein Formular nimmt höchstens { $max } Dateien; dieses hat { $count }.
dc-form-gone = Dieses Formular ist abgelaufen. Wähle „Umwandeln…“ erneut an der Nachricht.

## Telegram Mini App (issue 40).

tg-app-menu = App öffnen
tg-app-open = App öffnen
tg-app-price = Verlauf und Angebote in der App
web-telegram-note = Über Telegram angemeldet: Ergebnisse von allem, was du hier startest, kommen auch in deinen Chat mit dem Bot.
## Stickers and emoji (/sticker and the "Make sticker/emoji" message menu).

cmd-sticker = Macht aus einem Bild, GIF oder kurzen Clip einen Sticker oder ein Emoji und fügt es hinzu
cmd-sticker-usage = /sticker [emoji] [name]
cmd-sticker-name = sticker
cmd-sticker-opt-emoji = Das Emoji, für das er steht, z. B. 😀
cmd-sticker-opt-emoji-name = emoji
cmd-sticker-opt-as = Discord: ein Server-Emoji (Standard) oder ein Server-Sticker
cmd-sticker-opt-as-name = als
cmd-sticker-opt-name = Discord: sein Name (Buchstaben, Ziffern, _)
cmd-sticker-opt-name-name = name
cmd-sticker-opt-file = Das Bild, GIF oder der kurze Clip
menu-make-sticker = Sticker/Emoji machen
sticker-set-title = Meine Sticker von @{ $bot }
sticker-set-created = Dein neues Sticker-Set ist angelegt, mit diesem Sticker darin: { $link }
sticker-set-added = Zu deinem Sticker-Set hinzugefügt: { $link }
sticker-sets-full = Deine Sticker-Sets sind voll, darum kommt der Sticker als Datei.
sticker-set-bad-name = Telegram erlaubt für dein Konto mit diesem Bot keinen Set-Namen, darum kommt der Sticker als Datei.
sticker-trimmed = Auf die ersten { $kept } s von { $total } s gekürzt: ein Sticker darf höchstens { $kept } s lang sein.
sticker-emoji-added = Emoji { $emoji } wurde diesem Server als :{ $name }: hinzugefügt.
sticker-guild-sticker-added = Sticker „{ $name }“ wurde diesem Server hinzugefügt.
sticker-not-permitted = Emojis und Sticker hinzuzufügen braucht hier die Berechtigung „Ausdrücke erstellen“ für dich und den Bot, darum kommt die Datei zum selbst Hinzufügen.
sticker-no-server = Emojis und Sticker lassen sich nur auf einem Server hinzufügen, darum kommt die Datei.
sticker-slots-full = Dieser Server hat keinen freien Platz mehr dafür, darum kommt die Datei.
sticker-bot-forbidden = Discord hat abgelehnt: der Bot darf hier keine Emojis oder Sticker mehr hinzufügen, darum kommt die Datei.
sticker-no-image = Diese Nachricht hat kein Bild, aus dem ein Sticker oder Emoji werden kann.
sticker-set-rejected = Telegram wollte ihn keinem Sticker-Set hinzufügen (öffne zuerst einen privaten Chat mit dem Bot und tippe auf Start), darum kommt der Sticker als Datei.
sticker-discord-rejected = Discord hat es nicht angenommen, darum kommt die Datei zum selbst Hinzufügen.
## Giveaways in every language (issue 36): /giveaways, giveaway posts in both bots, and the giveaway Atom feed.

giveaway-kind-game = Spiel
giveaway-kind-dlc = DLC
giveaway-kind-loot = In-Game-Beute
giveaway-kind-beta = Beta-Zugang
giveaway-worth = Wert { $worth }
giveaway-ends = endet { $when }
giveaway-every-store = alle Stores
giveaway-games-only = nur Spiele
giveaways-title = Gratis zum Behalten: { $filter }
giveaways-none = Gerade läuft keine Gratisaktion.
giveaway-free-at = { $free } zum Behalten bei { $store }
giveaway-claim-at = Bei { $store } holen
giveaway-over = Beendet: Diese Gratisaktion bei { $store } ist vorbei.
giveaway-store = Store
giveaway-status = Status
giveaways-feed-title = Gratisspiele: { $filter }
giveaway-feed-free = Gratis: { $title } bei { $store }
giveaway-feed-ended = Beendet: { $title } bei { $store }
giveaway-feed-summary = { $title } gibt es bei { $store } gratis zum Behalten.
giveaway-feed-summary-until = { $title } gibt es bei { $store } bis { $date } gratis zum Behalten.
giveaway-feed-summary-ended = Diese Gratisaktion ist beendet; { $title } gab es bei { $store } gratis zum Behalten.
giveaway-ended = beendet
giveaway-ended-title = Beendet:

## Bot tool lists, recipes, autocomplete and buttons in every language (issue 36).

tools-takes = Nimmt: { $types }
tools-takes-link = Nimmt: einen Videolink
tools-gives = Gibt: { $output }
tools-parameters = Parameter:
tools-param-default = Standard { $value }
tg-tools-use = So geht’s: Schick eine Datei mit der Bildunterschrift { $command }
tg-tools-none = Kein Tool passt zu „{ $query }“. Versuch /tools image, /tools pdf oder /tools qr.
tools-for = Tools für „{ $query }“
tools-all = Alle Tools
tg-tools-page = Seite { $page }/{ $pages }
tg-tools-footer = Details: /tools <Name> · Ausführen: /convert <Name> mit einer Datei
button-previous = Zurück
button-next = Weiter
dc-tools-works-on = Funktioniert mit
dc-tools-a-link = einem Videolink
dc-tools-gives = Gibt
dc-tools-values = Werte: { $range }
dc-tools-default = Standard: { $value }
dc-tools-none = Kein Tool passt zu „{ $query }“. Versuch /tools image, /tools pdf oder andere Wörter.
dc-tools-title = Datei-Tools
dc-tools-title-filter = Datei-Tools: { $query }
dc-tools-footer = Seite { $page }/{ $pages } · { $total ->
        [one] { $total } Tool
       *[other] { $total } Tools
    } · /tools <slug> zeigt die Optionen eines Tools
recipe-saved = Rezept { $name } gespeichert: { $steps }
tg-recipe-run = Führ es mit /convert @{ $name } auf einer Datei aus
tg-recipes-none = Du hast keine Rezepte. Speichere eins mit /recipe save <Name> <Tool | Tool …>.
recipes-title = Deine Rezepte
tg-recipes-run = Führ eins mit /convert @Name auf einer Datei aus.
dc-recipe-run = Führ es mit /convert tool:@{ $name } und einer Datei aus.
dc-recipes-none = Du hast keine Rezepte. Speichere eins mit /recipe.
dc-recipes-run = Führ eins mit /convert tool:@Name aus.
dc-ac-recipe = @{ $name } — dein Rezept: { $steps }
dc-ac-category = Kategorie: { $category } ({ $value })
dc-ac-all-watches = Alle meine Preisalarme
tg-album-file = Datei { $index } von { $count } im Album: { $reason }

## The API's error message in the caller's language (issue 36).

api-error-unknown_tool = Unbekanntes Tool: { $detail }
api-error-upload_required = Dieses Tool braucht eine Datei: { $detail }
api-error-url_required = Dieses Tool braucht einen Videolink: { $detail }
api-error-invalid_url = Ungültiger Link: { $detail }
api-error-invalid_callback_url = Ungültige Callback-URL: { $detail }
api-error-invalid_params = Ungültige Parameter: { $detail }
api-error-invalid_pipeline = Diese Schritte passen nicht aufeinander: { $detail }
api-error-too_many_steps = Zu viele Schritte: { $detail }
api-error-too_many_files = Zu viele Dateien: { $detail }
api-error-missing_file = Eine Datei fehlt: { $detail }
api-error-file_too_large = Die Datei ist zu groß: { $detail }
api-error-unsupported_type = Dieser Dateityp wird nicht unterstützt: { $detail }
api-error-limit_reached = Ein Limit ist erreicht: { $detail }
api-error-rate_limited = Zu viele Anfragen: { $detail }
api-error-not_found = Nicht gefunden.
api-error-missing_api_key = Ein API-Schlüssel ist nötig: Schick ihn als X-API-Key oder Authorization: Bearer.
api-error-invalid_api_key = Der API-Schlüssel ist ungültig.
api-error-unauthorized = Nicht angemeldet: { $detail }
api-error-forbidden = Abgelehnt: { $detail }
api-error-tool_disabled = Dieses Tool ist abgeschaltet: { $detail }
api-error-invalid_appid = Ungültige App-ID: { $detail }
api-error-invalid_request = Ungültige Anfrage: { $detail }
api-error-upstream_unavailable = Die Preisquellen antworten gerade nicht: { $detail }
api-error-service_unavailable = Der Dienst ist kurz nicht erreichbar. Versuch es in ein paar Sekunden noch einmal.
api-error-insufficient_storage = Auf dem Server ist gerade zu wenig Platz für Dateien. Versuch es später noch einmal oder lösche fertige Aufträge, die du nicht mehr brauchst.
api-error-internal = Bei uns ist etwas schiefgelaufen. Bitte versuch es noch einmal.

## Web page bodies beyond the hub (issue 36): a tool's page, the job panel, "My jobs", a shared recipe's page.

web-tool-breadcrumb = Brotkrümelnavigation
web-tool-disabled = Dieses Tool ist auf diesem Server gerade abgeschaltet. Versuch es später noch einmal.
web-tool-noscript = Diese Seite braucht JavaScript, um Dateien hochzuladen und dem Auftrag zu folgen. Die { $api } funktioniert auch ohne.
web-tool-noscript-api = HTTP-API
web-tool-video-link = Videolink
web-tool-your-file = Deine Datei
web-tool-options = Optionen
web-tool-no-options = Dieses Tool hat keine Optionen.
web-tool-start = Starten
web-tool-jobs-listed = Deine Aufträge stehen unter { $jobs }, bis sie ablaufen.
web-tool-then = Danach…
web-tool-then-label = Nächster Schritt, läuft auf dem Ergebnis des Schritts darüber
web-tool-then-add = Schritt hinzufügen
web-tool-missing = Dieses Tool gibt es nicht
web-tool-missing-text = Es gibt kein Tool namens „{ $slug }“.
web-tool-see-all = Alle Tools ansehen
web-recipe-title = Als Rezept speichern
web-recipe-hint = Speichert diese Schritte und ihre Optionen unter einem Namen, um sie auf andere Dateien anzuwenden (POST /api/pipelines mit { $field }).
web-recipe-name = Name des Rezepts
web-required = (Pflichtfeld)
web-recipe-name-hint = Bis zu 60 Buchstaben, Ziffern, Leerzeichen, Punkte, Binde- oder Unterstriche.
web-recipe-share = Teilen: Jeder mit dem Link kann es auf seine eigenen Dateien anwenden
web-recipe-save = Rezept speichern
web-file-choose = Datei auswählen
web-file-choose-many = Dateien auswählen
web-file-drop = oder hierher ziehen
web-file-drop-many = oder hierher ziehen
web-file-hint = Erlaubt: { $types }. Bis zu { $size } MB.
web-url-label = Link zu einem Video
web-url-hint = Füge die vollständige Adresse der Videoseite ein.
web-job-title = Dein Auftrag
web-job-cancel = Auftrag abbrechen
web-job-download = Herunterladen
web-job-again = Noch eine Datei
web-jobs-lead = Aufträge aus diesem Browser. Die Ergebnisse lassen sich herunterladen, bis der Auftrag abläuft; dann werden die Dateien gelöscht.
web-needs-js = Diese Seite braucht JavaScript.
web-loading = Wird geladen…
web-jobs-caption = Deine Aufträge, neueste zuerst
web-jobs-tool = Tool
web-jobs-status = Status
web-jobs-started = Gestartet
web-jobs-expires = Läuft ab
web-jobs-actions = Aktionen
web-recipe-page-title = Rezept: { $name }
web-recipe-page-steps = { $count ->
        [one] { $count } Schritt, der Reihe nach auf jede Datei angewandt (ein Schritt, der mehrere Dateien nimmt, nimmt alle).
       *[other] { $count } Schritte, der Reihe nach auf jede Datei angewandt (ein Schritt, der mehrere Dateien nimmt, nimmt alle).
    }
web-recipe-page-files = Deine Dateien
web-recipe-page-use = Dieses Rezept verwenden
web-recipe-page-again = Noch einmal verwenden

## A Discord channel's own language (issue 36): /language with where: channel.

cmd-language-opt-where = "channel": die Sprache dieses Kanals, für seine Deal- und Gratis-Posts (Kanäle verwalten)
cmd-language-opt-where-name = wo
dc-language-channel-managers = Nur Mitglieder, die diesen Kanal verwalten dürfen, können seine Sprache ändern.
dc-language-channel-set = Die Deal- und Gratis-Posts dieses Kanals sind jetzt auf { $language }.
dc-language-channel-reset = Die Sprachwahl dieses Kanals ist entfernt: Seine Posts folgen wieder der Sprache, in der jedes Abo angelegt wurde.
dc-language-channel-current = Die Posts dieses Kanals sind auf { $language }.
dc-language-channel-none = Dieser Kanal hat keine eigene Sprache: Seine Posts folgen der Sprache, in der jedes Abo angelegt wurde, sonst der des Servers.

## The deals and price pages (issue 36).

web-region = Region
web-deals-title = Spiele-Deals
web-deals-lead = Gratisspiele und große Rabatte, wie die Deal-Listen sie zeigen, alle paar Minuten geprüft. Links führen über den Store-Link der Quelle.
web-deals-show = Zeigen
web-deals-every = Alle Deals
web-deals-free-only = Nur Gratisspiele
web-deals-under = Preis höchstens
web-deals-under-example = z. B. 5
web-deals-cut = Rabatt mindestens (%)
web-deals-cut-example = z. B. 90
web-deals-store-example = z. B. steam
web-deals-submit = Deals zeigen
web-deals-feed = { $feed } — füg ihn in einen Feedreader ein, um von neuen zu erfahren.
web-deals-feed-link = Atom-Feed dieser Deals
web-deals-page = Seite { $page } von { $pages }
web-prices-lead = Die niedrigsten Preise eines Spiels in allen Stores: offizielle Shops, Key-Reseller, das Allzeittief und die Kritikerwertung.
web-prices-game = Steam-App-ID oder Spieltitel
web-prices-game-example = z. B. 620 oder Portal 2
web-prices-game-hint = Eine Zahl wird als App-ID gesucht, Wörter als Titel.
web-prices-submit = Nachschlagen
web-prices-which = Welches Spiel?
web-history-title = Preisverlauf
web-history-period = Zeitraum
web-history-30 = 30 Tage
web-history-365 = 1 Jahr
web-history-all = Alles
web-history-caption = Beste Preise offizieller Stores und Key-Reseller und der reguläre Preis; der Punkt markiert den niedrigsten Preis.
web-history-not-enough = Noch zu wenig Preisverlauf für ein Diagramm.
web-history-lows = Tiefstpreise
web-low-steam = Steam
web-low-since = Seit der letzten Preiserhöhung

## Claim reminders (issue 41): "Remind me" and "Claimed" on giveaway posts and lists, the reminder, and /unclaimed.
cmd-unclaimed = Offene Gratis-Aktionen, die du nicht als abgeholt markiert hast
cmd-unclaimed-usage = /unclaimed
cmd-unclaimed-name = nicht-abgeholt
giveaway-remind-button = Erinnern
giveaway-claimed-button = Abgeholt
giveaway-remind-set = Ich schreibe dir am { $date } eine private Nachricht, { $lead } vor dem Ende.
giveaway-remind-soon = Die Aktion endet in weniger als { $lead }: Deine Erinnerung kommt gleich.
giveaway-remind-no-end = Noch ist kein Enddatum bekannt: Sobald es eins gibt, schreibe ich dir { $lead } vor dem Ende eine private Nachricht.
giveaway-remind-claimed = Du hast diese Aktion als abgeholt markiert, es gibt also nichts zu erinnern.
giveaway-remind-sent = Diese Erinnerung habe ich dir schon geschickt.
tg-remind-private-hint = Starte vorher einen privaten Chat mit mir.
giveaway-claimed-set = Als abgeholt markiert: keine Erinnerung dafür, und /unclaimed lässt sie weg.
giveaway-press-ended = Diese Gratis-Aktion ist vorbei.
giveaway-press-unknown = Diese Gratis-Aktion wird nicht mehr geführt.
giveaway-reminder = ⏰ Erinnerung: { $title } gibt es bei { $store } noch bis { $date } gratis zum Behalten ({ $left }).
unclaimed-title = Gratis-Aktionen, die du noch nicht abgeholt hast
unclaimed-none = Nichts Offenes, das du nicht als abgeholt markiert hast.
# Shared wishlist of a server channel or group (issue 41, 4b)
cmd-wishlist = Gemeinsame Wunschliste dieses Servers oder dieser Gruppe: Spiele hinzufügen, entfernen, anzeigen
cmd-wishlist-usage = /wishlist [add <App-ID oder Titel> | remove <Spiel>]
cmd-wishlist-name = wunschliste
cmd-wishlist-opt-action = add, remove oder list (Standard: list)
cmd-wishlist-opt-action-name = aktion
cmd-wishlist-opt-game = Store-App-ID oder Spieltitel
cmd-wishlist-opt-game-name = spiel
wishlist-added = { $game } steht jetzt auf der Wunschliste dieses Chats. Tippe auf „Benachrichtigen“, um bei einer Preissenkung oder einem neuen Tiefstpreis erwähnt zu werden.
wishlist-already = { $game } steht schon auf der Wunschliste dieses Chats. Tippe auf „Benachrichtigen“, um dafür erwähnt zu werden.
wishlist-removed = Von der Wunschliste dieses Chats entfernt: { $games }
wishlist-removed-none = Nichts auf der Wunschliste dieses Chats passt zu „{ $which }“.
wishlist-title = Wunschliste dieses Chats:
wishlist-line = { $game } (App { $appid }): { $members ->
        [one] { $members } Mitglied wartet
       *[other] { $members } Mitglieder warten
    }
wishlist-list-hint = 🔔 erwähnt dich bei einer Preissenkung oder einem neuen Tiefstpreis; 🔕 beendet das.
wishlist-empty = Die Wunschliste dieses Chats ist leer. Admins fügen Spiele mit /wishlist add <Spiel> hinzu.
wishlist-choices = Mehrere Spiele passen zu „{ $query }“. Füge eines über seine App-ID hinzu:
wishlist-admins-only = Nur die Admins des Chats können seine Wunschliste ändern.
wishlist-groups-only = Die gemeinsame Wunschliste ist für Server und Gruppen. Für eigene Preisalarme nutze /watch.
wishlist-full = Die Wunschliste dieses Chats enthält schon { $max } Spiele; entferne zuerst eines.
wishlist-button-on = 🔔 Benachrichtigen
wishlist-button-off = 🔕 Stopp
wishlist-pressed-on = Du wirst erwähnt, wenn { $game } reduziert wird oder einen neuen Tiefstpreis erreicht.
wishlist-pressed-off = Du wirst für { $game } nicht mehr erwähnt.
wishlist-pressed-gone = Dieses Spiel steht nicht mehr auf der Wunschliste des Chats.
wishlist-members-full = Auf dieses Spiel warten schon { $max } Mitglieder.
wishlist-alert-title = { $game } ist im Angebot (Wunschliste)
wishlist-alert-cut = { $cut } Rabatt: { $price } bei { $store }
wishlist-alert-cut-nostore = { $cut } Rabatt: { $price }
wishlist-alert-low = Neuer Tiefstpreis: { $price }
## Tool forms (issue 36, tools' words; Werkzeugformulare): parameter labels and the hints under them, as in en.ftl.

tool-form-label-format = Ausgabeformat
tool-form-label-bitrate = Bitrate
tool-form-label-quality = Qualität
tool-form-label-width = Breite
tool-form-label-height = Höhe
tool-form-label-start = Start
tool-form-label-end = Ende
tool-form-label-x = Links (x)
tool-form-label-y = Oben (y)
tool-form-label-crop_width = Zuschnittbreite
tool-form-label-crop_height = Zuschnitthöhe
tool-form-label-degrees = Winkel (Grad)
tool-form-label-direction = Richtung
tool-form-label-factor = Faktor
tool-form-label-fps = Bilder pro Sekunde
tool-form-label-gain_db = Verstärkung (dB)
tool-form-label-level = Stufe
tool-form-label-preset = Vorgabe
tool-form-label-pages = Seiten
tool-form-label-target_size = Zielgröße
tool-form-label-text = Text
tool-form-label-match = Suche
tool-form-label-color = Farbe
tool-form-label-opacity = Deckkraft
tool-form-label-fields = Formularfelder
tool-form-label-password = Passwort
tool-form-label-owner_password = Besitzerpasswort
tool-form-label-offset = Versatz (Sekunden)
tool-form-label-lang = Sprachen
tool-form-hint-default = Standard: { $value }
tool-form-hint-required = Pflicht
tool-form-hint-optional = Optional
tool-form-hint-range = Erlaubt: { $min } bis { $max }
tool-form-hint-at-least = Erlaubt: mindestens { $min }
tool-form-hint-at-most = Erlaubt: höchstens { $max }
tool-form-hint-pair = { $first }. { $second }

## Telegram: the line above the tool buttons under a file or video link sent without a command (issue 36, tools' words).

tg-offer-none = Kein Tool nimmt diese Art von Datei.
tg-offer-none-type = Kein Tool nimmt diese Art von Datei ({ $type }).
tg-offer-no-video = Die Video-Tools sind nicht verfügbar.
tg-offer-file = Das ist { $type }. Wähle ein Tool (Standardeinstellungen) oder schick die Datei mit einer Bildunterschrift wie { $example }:
tg-offer-file-unknown = Das ist eine Datei. Wähle ein Tool (Standardeinstellungen) oder schick sie mit einer Bildunterschrift wie { $example }:
tg-offer-video = Wähle ein Tool für dieses Video:
## Discord forms in parts: a kind of file with more tools than a select lists (issue 40)
dc-form-pick-part = { $kind }: { $count } Werkzeuge, mehr als ein Formular auflisten kann. Wähle den Teil mit deinem Werkzeug:
dc-form-pick-part-message = Zu diesen Dateien passen { $count } Werkzeuge, mehr als ein Formular auflisten kann. Wähle den Teil mit deinem Werkzeug:

## A web capture that failed on its page, not a video link (issue 38)
failure-page_unavailable = Die Webseite konnte nicht aufgenommen werden: Ihre Adresse ist hier nicht erlaubt, war nicht erreichbar, antwortete mit einem Fehler oder lud nicht rechtzeitig.
## Every language, the rest (issue 36): page scripts, chart axes, admin panel, deal feed and filters, e-mail to PDF.

js-no-details = Der Server antwortete { $status } ohne Einzelheiten.
js-no-connection = Der Server ist nicht erreichbar. Prüf deine Verbindung und versuch es noch einmal.
js-went-wrong = Etwas ist schiefgegangen.
js-not-found = Nicht gefunden (vielleicht abgelaufen).
js-expired = abgelaufen
js-status-queued = Wartet in der Warteschlange
js-status-processing = Wird verarbeitet
js-status-completed = Fertig
js-status-failed = Fehlgeschlagen
js-status-cancelled = Abgebrochen
js-status-stage = { $status } ({ $stage })
js-upload-no-connection = Der Upload ist fehlgeschlagen: Der Server ist nicht erreichbar.
js-job-done = Fertig. Deine Datei ist bereit.
js-job-failed = Der Auftrag ist fehlgeschlagen.
js-step-failed = Schritt { $step } ({ $tool }) fehlgeschlagen: { $message }
js-job-cancelled = Abgebrochen.
js-job-unreadable = Der Auftrag konnte nicht gelesen werden.
js-job-cancelled-deleted = Abgebrochen. Die Dateien wurden gelöscht.
js-job-not-cancelled = Der Auftrag konnte nicht abgebrochen werden.
js-result-name = ergebnis
js-download-name = { $name } herunterladen
js-output-info = { $name }, { $size }. Verfügbar { $until }.
js-preview-of = Vorschau von { $name }
js-play = { $name } abspielen
js-first-page-of = Erste Seite von { $name }
js-beginning-of = Anfang von { $name }
js-loading = Wird geladen…
js-preview-zip = Ein ZIP-Archiv mit mehreren Dateien: Lade es herunter, um sie zu öffnen.
js-preview-none = Keine Vorschau für diese Art von Datei.
js-preview-first = … (die ersten { $size } gezeigt)
js-preview-failed = Die Vorschau konnte nicht geladen werden.
js-jobs-unreadable = Deine Aufträge konnten nicht geladen werden.
js-jobs-none = Du hast noch keine Aufträge. Wähle ein Tool, um einen zu starten.
js-jobs-count = { $count ->
    [one] { $count } Auftrag.
   *[other] { $count } Aufträge.
}
js-jobs-count-running = { $count ->
    [one] { $count } Auftrag, läuft noch.
   *[other] { $count } Aufträge, einige laufen noch.
}
js-col-tool = Tool
js-col-status = Status
js-col-started = Gestartet
js-col-expires = Läuft ab
js-col-actions = Aktionen
js-download = Herunterladen
js-cancel = Abbrechen
js-delete = Löschen
js-job-cancel-label = Auftrag { $title } vom { $when } abbrechen
js-job-delete-label = Auftrag { $title } vom { $when } löschen
js-job-was-cancelled = Auftrag { $title } abgebrochen.
js-job-was-deleted = Auftrag { $title } gelöscht.
js-job-not-removed = Der Auftrag konnte nicht entfernt werden.
js-prices-sources-down = Die Preisquellen antworten gerade nicht. Versuch es in ein paar Minuten noch einmal.
js-prices-rate-limited = Gerade zu viele Preisabfragen von hier. Versuch es in einer Minute noch einmal.
js-try-later = { $problem } Versuch es später noch einmal.
js-prices-enter = Gib eine App-ID oder einen Titel ein.
js-prices-searching = Suche nach „{ $title }“…
js-prices-search-failed = Die Suche ist fehlgeschlagen.
js-prices-no-game = Kein Spiel für „{ $title }“ gefunden.
js-prices-pick = { $count ->
    [one] { $count } Spiel passt; wähle es.
   *[other] { $count } Spiele passen; wähle eins.
}
js-prices-looking-up = App { $appid } wird nachgeschlagen…
js-prices-unknown-app = Kein Store kennt die App-ID { $appid }.
js-prices-lookup-failed = Die Abfrage ist fehlgeschlagen.
js-prices-for = Preise für { $title }.
js-prices-app = App { $appid }
js-prices-keyshop-via = ein Key-Reseller über GG.deals
js-prices-keyshop-gap = braucht GG.deals, das nicht antwortete (es braucht einen API-Schlüssel auf diesem Server)
js-prices-card-meta = App { $appid } · { $region } · Preise in { $currency }
js-prices-stale = Die Stores waren nicht erreichbar; diese Preise sind älter.
js-prices-regular = Regulärer Preis
js-prices-best-official = Bester offizieller Store
js-prices-best-keyshop = Bester Key-Reseller
js-prices-all-time-low = Allzeittief
js-prices-active-deals = Aktive Deals
js-prices-critic-score = Kritikerwertung
js-prices-sources = Quellen: { $sources } · aktualisiert { $updated }
js-prices-go-to-offer = Zum besten Angebot
js-choose-files-first = Wähle zuerst eine oder mehrere Dateien.
js-choose-file-first = Wähle zuerst eine Datei.
js-uploading = Wird hochgeladen…
js-uploading-percent = Wird hochgeladen… { $percent } %
js-sending = Wird gesendet…
js-job-refused = Der Server hat den Auftrag abgelehnt ({ $status }).
js-recipe-name-needed = Gib dem Rezept einen Namen.
js-recipe-not-saved = Das Rezept konnte nicht gespeichert werden ({ $status }).
js-recipe-saved = { $count ->
    [one] „{ $name }“ gespeichert ({ $count } Schritt).
   *[other] „{ $name }“ gespeichert ({ $count } Schritte).
}
js-recipe-share-link = Link zum Teilen:
js-steps-finding = Suche nach Tools, die folgen können…
js-steps-none = Kein Tool kann folgen: Keines nimmt, was der letzte Schritt erzeugt, oder die Pipeline hat schon so viele Schritte wie erlaubt.
js-steps-count = { $count ->
    [one] { $count } Tool kann das Ergebnis nehmen.
   *[other] { $count } Tools können das Ergebnis nehmen.
}
js-steps-added = Schritt { $step } hinzugefügt: { $title }.
js-steps-removed = { $title } entfernt.
js-steps-legend = Schritt { $step }: { $title }
js-steps-remove-label = Schritt { $step } ({ $title }) entfernen
js-steps-no-options = Dieses Tool hat keine Optionen.
js-steps-remove = Schritt entfernen
js-required = (Pflichtfeld)
js-steps-refused = Die Schritte wurden abgelehnt
js-first-step-options = Schritt 1: Optionen für { $title }
js-options = Optionen
js-choose-files = Dateien wählen
js-choose-file = Datei wählen
js-drop-them = oder hier ablegen
js-drop-it = oder hier ablegen
js-too-many-files = Ein Auftrag nimmt höchstens { $max } Dateien; du hast { $count } gewählt.
js-file-too-large = Diese Datei ist { $size } groß; die Grenze ist { $limit }.
js-files-too-large = Diese Dateien sind zusammen { $size } groß; die Grenze ist { $limit }.
js-paste-video-first = Füg zuerst den Link eines Videos ein.
js-paste-page-first = Füg zuerst die Adresse einer Webseite ein.
js-server-refused = Der Server hat den Auftrag abgelehnt
js-refused-status = { $what } ({ $status }).
js-file-chosen = { $name } ({ $size })
js-files-chosen = { $count } Dateien, zusammen { $size }: { $names }
js-hub-matches = { $shown } von { $total } Tools passen zu „{ $query }“.
js-hub-total = { $total } Tools.
web-page-legend = Webseite
web-page-label = Adresse der Seite
web-page-placeholder = https://example.com/artikel
web-page-hint = Füg die vollständige Adresse (http oder https) einer öffentlichen Webseite ein.

chart-aria = Preisverlauf von { $title }
chart-line-official = Offizielle Stores
chart-line-keyshop = Key-Reseller
chart-line-regular = Regulärer Preis
chart-not-enough = Noch zu wenig Preisverlauf: schau in ein paar Tagen wieder vorbei.
chart-today = Heute: { $price } ({ $line })
chart-all-time-low = Allzeittief { $price }
chart-all-time-low-at = Allzeittief { $price } ({ $where })
chart-period-low = Tiefstpreis im Zeitraum { $price }
web-history-rate-limited = Gerade zu viele Preisabfragen von hier; der Verlauf erscheint in einer Minute wieder.
web-history-sources-down = Die Preisquellen antworten gerade nicht, daher gibt es keinen Preisverlauf. Versuch es in ein paar Minuten noch einmal.
web-history-failed = Der Preisverlauf konnte gerade nicht gezeichnet werden; versuch es später noch einmal.

deal-filter-join = { $a }, { $b }
deal-filter-free = gratis
deal-filter-under = unter { $price }
deal-filter-cut = Rabatt ab { $cut } %
deal-filter-store = Store { $store }
deal-filter-region = Region { $region }
deal-filter-currency = Währung { $currency }
deal-filter-ignore = ohne { $stores }
deal-filter-games-only = nur Spiele
follow-giveaways = Gratisspiele: { $filter }
deal-feed-title = Spiele-Deals: { $filter }
deal-feed-free = GRATIS
deal-feed-live = { $title }: { $price } (−{ $cut } %) bei { $shop }
deal-feed-ended = Beendet: { $title } (war { $price } bei { $shop })
deal-feed-summary = { $price } statt { $regular } (−{ $cut } %) bei { $shop }.
deal-feed-summary-until = { $price } statt { $regular } (−{ $cut } %) bei { $shop }. Bis { $date }.
deal-feed-summary-ended = Dieser Deal ist vorbei; er kostete { $price } statt { $regular } bei { $shop }.

email-from = Von
email-to = An
email-cc = Cc
email-date = Datum
email-subject = Betreff
email-attachments = Anhänge ({ $count })
email-unnamed = (ohne Namen)

web-404-title = Seite nicht gefunden
web-404-lead = Unter dieser Adresse gibt es nichts. Von hier aus kannst du:
web-404-tools = alle Tools ansehen
web-404-prices = den Preis eines Spiels nachschlagen
web-404-docs = die API-Dokumentation lesen

# Bundles and subscriptions on the price card, bundle follows, image cards (issue 41, parts 4 and 5)
price-bundles = Bundles
price-subscriptions = In Abos
price-bundle-ends = endet am { $date }
price-subscription-leaves = verlässt das Abo am { $date }
price-bundle-from = ab { $price }
web-giveaways-title = Gratisspiele
web-giveaways-lead = Spiele, DLCs und Beute, die du gratis behalten darfst, von GamerPower, Epic und IsThereAnyDeal, mit ihrem Enddatum.
web-giveaways-none = Kein laufendes Gewinnspiel passt zu diesem Filter.
# /fit: a file made again under a size (issue 39)
cmd-fit = Macht eine Datei passend klein: discord, whatsapp, email… oder Bytes
cmd-fit-usage = /fit [discord|discord-nitro-basic|telegram-bot|whatsapp|email|Bytes]
cmd-fit-name = passend
cmd-fit-opt-size = Eine Vorgabe (discord, whatsapp, email…) oder Bytes; sonst das Limit dieses Chats
cmd-fit-opt-size-name = größe
cmd-fit-opt-file = Das Bild, Video, Audio oder PDF, das passen soll

## admin panel (issue 36): the page's shell, its script's words (js-admin-*), and the job stages' words (stage-*).

admin-title = Verwaltung
admin-off = Die Verwaltung ist auf diesem Server aus: setze { $variable }, um sie einzuschalten.
admin-needs-js = Die Verwaltung braucht JavaScript.
admin-sign-in = Anmelden
admin-token = Admin-Token
admin-sign-out = Abmelden
admin-sections = Bereiche der Verwaltung
admin-queue = Warteschlange
admin-tools = Tools
admin-keys = API-Schlüssel
admin-webhooks = Webhooks
admin-price-cache = Preis-Cache
admin-queue-caption = Letzte Aufträge (ohne Dateiinhalte)
admin-col-job = Auftrag
admin-col-tool = Tool
admin-col-source = Quelle
admin-col-status = Status
admin-col-created = Erstellt
admin-col-actions = Aktionen
admin-col-category = Kategorie
admin-col-uses = Nutzungen
admin-col-starts = Starts
admin-col-errors = Fehler
admin-col-last-days = Letzte Tage
admin-col-on = An
admin-col-label = Bezeichnung
admin-col-last-used = Zuletzt benutzt
admin-col-state = Zustand
admin-col-key = Schlüssel
admin-col-failures = Fehlschläge in Folge
admin-col-event = Ereignis
admin-col-type = Typ
admin-col-attempts = Versuche
admin-col-last-answer = Letzte Antwort
admin-tools-lead = Schaltest du ein Tool oder eine Kategorie aus, werden neue Aufträge sofort abgelehnt (403 tool_disabled); ihre wartenden Aufträge schlagen fehl.
admin-categories = Kategorien
admin-each-tool = Jedes Tool
admin-tool-filter = Tools filtern
admin-tools-caption = Nutzungen sowie Auftragsstarts und Fehler der letzten { $days } Tage
admin-previous = Zurück
admin-next = Weiter
admin-key-label = Bezeichnung für einen neuen Schlüssel
admin-key-create = Schlüssel erstellen
admin-key-copy-now = Kopiere diesen Schlüssel jetzt; er wird nicht noch einmal gezeigt.
admin-key-secret = Webhook-Signaturgeheimnis (prüft die { $header } seiner Zustellungen):
admin-webhooks-lead = Ein Schlüssel, dessen Zustellungen zu oft hintereinander fehlschlugen, ist pausiert, bis er hier fortgesetzt wird. „Erneut senden“ stellt eine Zustellung mit derselben ID noch einmal zu.
admin-webhooks-state-caption = Webhook-Zustand je Schlüssel
admin-deliveries-caption = Letzte Zustellungen je Schlüssel (neueste zuerst)
admin-cache-clear = Preis-Cache leeren
js-admin-sign-in-again = Bitte melde dich erneut an.
js-admin-failed = { $what }: { $message }
js-admin-enter-token = Gib das Admin-Token ein.
js-admin-sign-in-failed = Anmeldung fehlgeschlagen.
js-admin-signed-in = Angemeldet.
js-admin-queue = Warteschlange
js-admin-tools = Tools
js-admin-keys = Schlüssel
js-admin-webhooks = Webhooks
js-admin-price-cache = Preis-Cache
js-admin-flag = Schalter
js-admin-cancel = Abbrechen
js-admin-delete = Löschen
js-admin-cancel-job = Auftrag { $job } ({ $tool }) abbrechen
js-admin-delete-job = Auftrag { $job } ({ $tool }) löschen
js-admin-job-cancelled = Auftrag { $job } abgebrochen.
js-admin-job-deleted = Auftrag { $job } gelöscht.
js-admin-no-jobs = Noch keine Aufträge.
js-admin-stat-waiting = Wartend
js-admin-stat-running = Laufend
js-admin-stat-completed = Fertig
js-admin-stat-failed = Fehlgeschlagen
js-admin-stat-cancelled = Abgebrochen
js-admin-switched-on = { $name } eingeschaltet.
js-admin-switched-off = { $name } ausgeschaltet.
js-admin-category = Kategorie { $category }
js-admin-starts-per-day = Starts pro Tag: { $values }
js-admin-page-range = { $first }–{ $last } von { $total }
js-admin-on = an
js-admin-off = aus
js-admin-off-category = aus (Kategorie)
js-admin-no-tool-matches = Kein Tool passt zu „{ $filter }“.
js-admin-no-tools = Keine Tools.
js-admin-never = nie
js-admin-active = aktiv
js-admin-revoked-on = widerrufen am { $date }
js-admin-revoke = Widerrufen
js-admin-revoke-key = Schlüssel { $label } widerrufen
js-admin-key-revoked = Schlüssel „{ $label }“ widerrufen.
js-admin-no-keys = Noch keine API-Schlüssel: erstelle oben einen.
js-admin-key-needs-label = Gib dem Schlüssel eine Bezeichnung.
js-admin-create-key = Schlüssel erstellen
js-admin-key-not-created = Der Schlüssel konnte nicht erstellt werden.
js-admin-key-created = Schlüssel „{ $label }“ erstellt.
js-admin-paused-since = pausiert seit { $date }
js-admin-delivering = stellt zu
js-admin-resume = Fortsetzen
js-admin-resume-key = Zustellungen von { $key } fortsetzen
js-admin-resumed = Zustellungen von „{ $key }“ fortgesetzt.
js-admin-no-webhook-keys = Noch kein Schlüssel hat einen Webhook gesendet.
js-admin-delivery-pending = ausstehend
js-admin-delivery-delivered = zugestellt
js-admin-delivery-gone = entfernt (410)
js-admin-delivery-failed = fehlgeschlagen
js-admin-replay = Erneut senden
js-admin-replay-delivery = Zustellung { $id } erneut senden
js-admin-replayed = Zustellung { $id } erneut eingereiht.
js-admin-no-deliveries = Noch keine Zustellungen.
js-admin-unavailable = nicht verfügbar
js-admin-unknown = unbekannt
js-admin-entries = Einträge
js-admin-hits = Treffer
js-admin-misses = Fehlgriffe
js-admin-hit-rate = Trefferquote
js-admin-clear-cache = Cache leeren
js-admin-cache-cleared = Preis-Cache geleert.
stage-queued = wartet
stage-reading = lesen
stage-probing = untersuchen
stage-preparing = vorbereiten
stage-fetching = abrufen
stage-decoding = dekodieren
stage-encoding = kodieren
stage-converting = umwandeln
stage-extracting = extrahieren
stage-unpacking = entpacken
stage-packing = packen
stage-zipping = zippen
stage-resizing = Größe ändern
stage-cropping = zuschneiden
stage-rotating = drehen
stage-reversing = umkehren
stage-rendering = rendern
stage-drawing = zeichnen
stage-laying-out = Layout setzen
stage-analysing = analysieren
stage-scanning = scannen
stage-recognizing = Text erkennen
stage-stamping = stempeln
stage-remuxing = neu muxen
stage-compressing = komprimieren
stage-assembling = zusammensetzen
stage-arranging = anordnen
stage-numbering = nummerieren
stage-flattening = reduzieren
stage-filling = ausfüllen
stage-signing = signieren
stage-encrypting = verschlüsseln
stage-decrypting = entschlüsseln
stage-redacting = schwärzen
stage-repairing = reparieren
stage-removing = entfernen
stage-cleaning = bereinigen
stage-checking = prüfen
stage-adding-subtitles = Untertitel hinzufügen
stage-burning-in-subtitles = Untertitel einbrennen
# The web tool page's "make it fit" preset buttons (issue 39)
web-size-presets = Passend für
web-size-preset = { $name } · { $size } MB
web-size-preset-discord = Discord
web-size-preset-discord-nitro-basic = Discord Nitro Basic
web-size-preset-telegram-bot = Telegram-Bot
web-size-preset-whatsapp = WhatsApp
web-size-preset-email = E-Mail
## Bundle follows: /follow bundles posts each new bundle (issue 41, part 4)
follow-bundles = Bundles: { $filter }
bundle-new = Neues Bundle bei { $store }
bundle-from = ab { $price }
bundle-games = { $count ->
        [one] { $count } Spiel
       *[other] { $count } Spiele
    }
bundle-open = Bei { $store } holen
## Archive files in pipelines (issue 39 item 5): the result's note on files left as they were, and the stage
## of sorting an archive's files for the next step (js-files-unchanged: the same note on the web page's job panel)
pipeline-files-unchanged = Dateien aus dem Archiv, die der nächste Schritt nicht annimmt, liegen unverändert im ZIP: { $count } von { $total }.
js-files-unchanged = Dateien aus dem Archiv, die der nächste Schritt nicht annimmt, liegen unverändert im ZIP: { $count } von { $total }.
stage-sorting-files = Dateien sortieren
# Sichtbare PDF-Signaturen (Issue 39): die Zeilen des Kastens auf der Seite.
pdf-sign-signed-by = Digital signiert von { $name }
pdf-sign-date = Datum: { $date }
pdf-sign-reason = Grund: { $reason }
# Telegram: a bare /fit offers the sizes as buttons (issue 39)
tg-fit-choose = Wohin soll die Datei? Wähl eine Größe, und ich mache sie passend (oder schick /fit mit einer Zahl von Bytes).
tg-fit-this-chat = Dieser Chat
tg-fit-starting = Wird passend gemacht: { $size }
## Archive creation: the words for a tool that takes any file (issue 39, item 5)
web-file-hint-any = Jede Art von Datei. Bis zu { $size } MB.
tools-any-file = jede Art von Datei

# Telegram: /fit on a file over the 20 MB a bot may fetch answers with an upload link that keeps the size (issue 39)
tg-fit-link = Was du dort hochlädst, wird passend gemacht für { $size }.
