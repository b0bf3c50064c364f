# gametools message catalogue: Polish (pl), translated from en.ftl. Conventions: see the header of en.ftl.
#
# Translators' notes (pl):
# - Who: gametools translators (machine-assisted, review welcome).
# - Register: informal "ty", as Discord's Polish client and gaming bots write; command descriptions are
#   infinitives or imperatives, as Polish menus usually are.
# - Plurals: CLDR one, few, many, other (other is for fractions: 1,5 dnia).
# - Terms: deal = promocja, key reseller = sklep z kluczami, all-time low = najniższa cena w historii, watch = alert
#   cenowy, follow = subskrypcja (of deals posted in a chat), file job = zadanie, recipe = przepis,
#   tool = narzędzie, stage = etap, step = krok.
# - Words the parser reads stay English: reset, all, free, under, cut>=, low, official, since, save, region:,
#   currency:, ignore:, role:, the tool names and their parameters (width=200). Telegram only knows the English
#   command names, so texts that name a command (/convert @name, /tools, /price) keep them; only the Discord-only
#   texts (error-needs-*-discord, alert-footer, dc-*) use the Polish option and command names.
# - web-hub-placeholder keeps its English search words: the tool search matches the tools' English names.
# - Unsure: the Discord command names (alert, usuń-alert, alerty, subskrybuj, subskrypcje, anuluj-subskrypcję);
#   "9.99" in cmd-watch-opt-price keeps the point because Discord's number option may not take "9,99".

## Language names, shown by /language and the web page's picker (each in its own language).

language-name = Polski
language-current = Język: { $language }.
language-set = Ustawiono język: { $language }.
language-set-chat = Język tego czatu to teraz { $language }.
language-reset = Usunięto wybór języka: znów używany jest język twojej aplikacji.
language-unknown = Nie ma tu języka „{ $wanted }”. Dostępne: { $available }.
language-admins-only = Tylko administratorzy grupy mogą zmienić język grupy.
language-available = Dostępne: { $list }. Wybierz język przez /language <kod> albo /language reset.

## Commands: descriptions in the command menus (Telegram and Discord), the usage line /help shows, and the
## Discord names of commands and their options.

cmd-start = Uruchom bota
cmd-start-usage = /start
cmd-help = Jak korzystać z tego bota
cmd-help-usage = /help
cmd-language = Wybierz język, w którym odpowiada bot
cmd-language-usage = /language [kod języka | reset]
cmd-language-name = język
cmd-language-opt-code = Kod języka, np. de, pt-BR; „reset”, aby wrócić do języka aplikacji
cmd-language-opt-code-name = kod
cmd-price = Ceny gier: najlepsza oferta oficjalna i ze sklepu z kluczami, najniższa cena, promocje, wykres
cmd-price-usage = /price <appid lub tytuł> [region | regions]
cmd-price-name = cena
cmd-price-opt-game = ID aplikacji w sklepie lub tytuł gry
cmd-price-opt-game-name = gra
cmd-price-opt-region = Dwuliterowy kod kraju, np. pl, us, de
cmd-price-opt-region-name = region
cmd-price-opt-regions = Porównaj ceny na Steamie w tych regionach, np. us,de,br (lub: regions)
cmd-price-opt-regions-name = regiony
cmd-history = Wykres cen gry ze wszystkimi rodzajami najniższych cen
cmd-history-usage = /history <appid lub tytuł> [dni]
cmd-history-name = historia
cmd-history-opt-game = ID aplikacji w sklepie lub tytuł gry
cmd-history-opt-game-name = gra
cmd-history-opt-days = Dni historii, od 1 do 3650 (domyślnie 365)
cmd-history-opt-days-name = dni
cmd-tools = Przeglądaj narzędzia do plików według kategorii lub słów
cmd-tools-usage = /tools [kategoria lub słowa] [strona]
cmd-tools-name = narzędzia
cmd-tools-opt-query = Kategoria (image, pdf, audio, video, qr, url...) lub słowa
cmd-tools-opt-query-name = zapytanie
cmd-tools-opt-page = Numer strony
cmd-tools-opt-page-name = strona
cmd-convert = Użyj narzędzia na załączonym pliku lub linku do wideo
cmd-convert-usage = /convert <narzędzie> [parametr=wartość ...] [link do wideo]
cmd-convert-name = konwertuj
cmd-convert-opt-tool = Nazwa narzędzia (zobacz /tools), np. image-grayscale, lub @przepis
cmd-convert-opt-tool-name = narzędzie
cmd-convert-opt-params = Parametry w formie nazwa=wartość, np. width=200 height=100
cmd-convert-opt-params-name = parametry
cmd-convert-opt-url = Link do wideo lub adres strony internetowej, dla narzędzi linków
cmd-convert-opt-url-name = url
cmd-convert-opt-then = Kolejne kroki: narzędzie parametr=wartość | narzędzie ...
cmd-convert-opt-then-name = potem
cmd-convert-opt-file = Plik do przetworzenia (dla narzędzi plikowych)
cmd-convert-opt-file-name = plik
cmd-convert-opt-file-more = Plik { $number }, dla narzędzi na kilku plikach (pdf-merge) lub by przetworzyć każdy
cmd-recipe = Zapisz łańcuch narzędzi jako przepis i uruchamiaj go później przez /convert @nazwa
cmd-recipe-usage = /recipe save <nazwa> <narzędzie parametr=wartość | narzędzie ...>
cmd-recipe-name = przepis
cmd-recipe-opt-name = Nazwa przepisu, uruchamiana przez /convert @nazwa
cmd-recipe-opt-name-name = nazwa
cmd-recipe-opt-steps = Kroki: narzędzie parametr=wartość | narzędzie ...
cmd-recipe-opt-steps-name = kroki
cmd-recipes = Lista zapisanych przepisów (uruchom jeden przez /convert @nazwa)
cmd-recipes-usage = /recipes
cmd-recipes-name = przepisy
cmd-jobs = Twoje ostatnie zadania na plikach i ich stan
cmd-jobs-usage = /jobs
cmd-jobs-name = zadania
cmd-cancel = Anuluj jedno ze swoich zadań
cmd-cancel-usage = /cancel <id zadania>
cmd-cancel-name = anuluj
cmd-cancel-opt-job_id = Id zadania z wiadomości o stanie lub z /jobs
cmd-cancel-opt-job_id-name = id_zadania
cmd-watch = Powiadom mnie, gdy gra stanieje do podanej ceny
cmd-watch-usage = /watch <appid lub tytuł> <cena> [region]
cmd-watch-name = alert
cmd-watch-opt-game = ID aplikacji w sklepie lub tytuł gry
cmd-watch-opt-game-name = gra
cmd-watch-opt-price = Docelowa cena w walucie regionu, np. 9.99
cmd-watch-opt-price-name = cena
cmd-watch-opt-region = Dwuliterowy kod kraju, np. pl, us, de
cmd-watch-opt-region-name = region
cmd-watch-opt-rules = Powiadamiaj też przy: cut>=75, low, official, since (słowa, dowolna kolejność)
cmd-watch-opt-rules-name = reguły
cmd-unwatch = Usuń alert cenowy
cmd-unwatch-usage = /unwatch <id alertu | appid | all>
cmd-unwatch-name = usuń-alert
cmd-unwatch-opt-which = Id alertu z /watches, ID aplikacji lub „all”
cmd-unwatch-opt-which-name = który
cmd-watches = Lista twoich alertów cenowych
cmd-watches-usage = /watches
cmd-watches-name = alerty
cmd-deals = Aktualne promocje na gry: za darmo, poniżej ceny lub z dużą zniżką
cmd-deals-usage = /deals [free | under <cena> | cut>=<procent>] [sklep] [strona]
cmd-deals-name = promocje
cmd-deals-opt-filter = free, under 5, cut>=90, nazwa sklepu
cmd-deals-opt-filter-name = filtr
cmd-deals-opt-page = Numer strony
cmd-deals-opt-page-name = strona
cmd-follow = Publikuj nowe promocje na gry w tym czacie: za darmo, poniżej ceny lub z dużą zniżką
cmd-follow-usage = /follow <free | under <cena> | cut>=<procent>> [sklep] [region:xx] [currency:XXX] [ignore:a,b] [role:@Rola]
cmd-follow-name = subskrybuj
cmd-follow-opt-filter = free, under 5, cut>=90, sklep, region:pl, ignore:2game
cmd-follow-opt-filter-name = filtr
cmd-follow-opt-role = Rola oznaczana w każdym poście (Discord)
cmd-follow-opt-role-name = rola
cmd-giveaways = Gry i przedmioty do zatrzymania za darmo, dostępne teraz, z datą końca
cmd-giveaways-usage = /giveaways [sklep] [game | dlc | loot | beta] [games]
cmd-giveaways-name = darmowe
cmd-giveaways-opt-filter = Sklep (epic, steam, gog…), rodzaj (dlc, loot, beta) lub games
cmd-giveaways-opt-filter-name = filtr
cmd-following = Lista filtrów promocji subskrybowanych przez ten czat
cmd-following-usage = /following
cmd-following-name = subskrypcje
cmd-unfollow = Przestań publikować promocje z jednej z subskrypcji tego czatu
cmd-unfollow-usage = /unfollow <id | all>
cmd-unfollow-name = anuluj-subskrypcję
cmd-unfollow-opt-which = Id subskrypcji z /following lub all
cmd-unfollow-opt-which-name = która

## Help

help-title = Ceny gier i narzędzia do plików
help-private-note = Błędy i osobiste listy widzisz tylko ty.

## Price card (/price), both bots. $price, $regular, $low are formatted amounts.

price-none = —
price-unknown = brak danych
price-regular = Cena regularna
price-best-official = Najlepsza oferta oficjalna
price-best-keyshop = Najlepszy sklep z kluczami
price-all-time-low = Najniższa cena w historii
price-active-deals = Aktywne promocje
price-critic-score = Ocena krytyków
price-score-value = { $score }/100
price-cut = −{ $percent }
price-at-store = w { $store }
price-best-deal-link = Najlepsza oferta
price-keyshop-gap = wymaga GG.deals, który nie odpowiedział (potrzebny jest klucz API na tym serwerze)
price-sources = Źródła: { $sources }
price-sources-none = brak
price-fresh = zaktualizowano
price-stale = odpowiedź z pamięci podręcznej: źródła cen nie odpowiadają
price-app = Aplikacja { $appid }
price-history-field = Historia cen
price-chart-description = Wykres historii cen
price-too-little-history = Za mało historii cen na wykres: buduje się przy każdym wyszukiwaniu.
price-choices-title = Do „{ $query }” pasuje kilka gier
price-choices-footer = Wybierz jedną poniżej albo użyj /price z ID aplikacji.
price-regions-title = { $title }: ceny na Steamie według regionów, w { $currency }
price-regions-not-sold = niedostępna
price-regions-cheapest = najtaniej
price-regions-rates = Przeliczono według kursów referencyjnych EBC z { $date }.
price-regions-no-rates = Nie udało się odczytać kursów walut: bez przeliczenia.
price-choice-line = { $title } (aplikacja { $appid })
price-free = ZA DARMO

## Price alerts (/watch). $price, $target, $low are formatted amounts, $cut and $wanted formatted percentages.

alert-title = Alert cenowy: { $game }
alert-changed = Cena się zmieniła.
alert-footer = Alert { $id } · /usuń-alert { $id } wyłącza te powiadomienia
alert-target-official = Najlepsza cena { $price } (sklep oficjalny): twoja cena docelowa { $target } osiągnięta.
alert-target-keyshop = Najlepsza cena { $price } (sklep z kluczami): twoja cena docelowa { $target } osiągnięta.
alert-new-low = Nowa najniższa cena w historii: { $low }.
alert-cut = Obniżka do { $price }: { $cut } taniej, co najmniej wymagane { $wanted }.
alert-cut-at = Obniżka do { $price } w { $store }: { $cut } taniej, co najmniej wymagane { $wanted }.
alert-rule-low = Nowa najniższa cena w historii: { $low }.
alert-rule-low-unknown = Nowa najniższa cena w historii.
alert-rule-official-low = Nowa najniższa cena w historii w sklepach oficjalnych: { $low }.
alert-rule-official-low-unknown = Nowa najniższa cena w historii w sklepach oficjalnych.
alert-rule-since = Nowa najniższa cena od ostatniej podwyżki ceny regularnej: { $low }.
alert-rule-since-unknown = Nowa najniższa cena od ostatniej podwyżki ceny regularnej.

## Deal posts (/follow). $price, $regular are formatted amounts, $cut a formatted percentage, $date a formatted day.

deal-ended = Zakończona:
deal-ended-word = zakończona
deal-was = było −{ $cut } od { $regular }
deal-until = Do { $date }
deal-get-it = Zgarnij w { $shop }
deal-price = Cena
deal-regular = Cena regularna
deal-cut = Zniżka
deal-shop = Sklep
deal-ends = Koniec
deals-title = Promocje: { $filter }
deals-page = strona { $page } z { $pages }
deals-none = Teraz nic nie pasuje.
unfollow-none = Nie ma tu takiej subskrypcji. /following pokazuje listę.
unfollow-stopped = { $count ->
        [one] Zatrzymano tę subskrypcję:
       *[other] Zatrzymane subskrypcje: { $count }
    }
tg-following = Subskrypcja filtra { $filter } w tym czacie (id { $id }). Nowe pasujące promocje będą publikowane tutaj; /unfollow { $id } ją zatrzymuje.
tg-following-none = Ten czat nie subskrybuje żadnych promocji. Dodaj subskrypcję przez /follow free (albo under 5, cut>=90).
tg-following-title = Promocje subskrybowane przez ten czat
tg-following-stop = Zatrzymaj jedną przez /unfollow <id>.
dc-following = Subskrypcja filtra { $filter } na tym kanale (id { $id }). { $stop } ją zatrzymuje.
dc-following-none = Ten kanał nie subskrybuje żadnych promocji. Dodaj subskrypcję przez /subskrybuj.
dc-following-title = Promocje subskrybowane przez ten kanał
dc-follow-mentions = oznacza { $role }

## Price watches (/watch, /watches, /unwatch). $target, $price are formatted amounts, $cut a percentage; $rules is a list of rule-* texts.

rule-cut = zniżka co najmniej { $cut }
rule-low = nowa najniższa cena w historii
rule-since = nowa najniższa cena od ostatniej podwyżki ceny regularnej
rule-target = cena docelowa
rule-official-only = { $rules } (tylko sklepy oficjalne)
watches-title = Twoje alerty cenowe
dc-watch-app-id = ID aplikacji { $appid }
dc-watch-choices = Do „{ $query }” pasuje kilka gier. Użyj /alert ponownie, podając ID aplikacji jako grę:
dc-watch-no-offer = brak znanych ofert
dc-watch-now = najlepsza cena to teraz { $price }
dc-watch-watching = Obserwowane: { $game }
dc-watch-updated = Zaktualizowano alert: { $game }
dc-watch-a-change = zmiana ceny
dc-watch-rules-only = Powiadomię cię na tym kanale, gdy pojawi się { $rules } ({ $now }).
dc-watch-already-below = Cena już wynosi { $target } lub mniej ({ $now }). Powiadomię cię tutaj, gdy wzrośnie i znów spadnie do tego poziomu albo gdy pojawi się { $rules }.
dc-watch-target = Powiadomię cię na tym kanale, gdy najlepsza cena spadnie do { $target } lub niżej ({ $now }) albo gdy pojawi się { $rules }.
dc-watch-footer = Id alertu { $id } · /usuń-alert { $id } go usuwa
dc-unwatch-none = Żaden twój alert nie pasuje. /alerty pokazuje listę.
dc-unwatch-removed = Usunięto: { $names }.
dc-watches-none = Nie obserwujesz żadnych gier. Dodaj grę przez /alert.
dc-watches-no-offer = brak oferty
dc-watches-now = teraz { $price }
tg-watch-now = teraz { $price }
tg-watch-at-or-below = { $target } lub mniej
tg-watch-where = aplikacja { $appid }, { $region }
tg-watch-watching = Obserwuję { $game }: napiszę tutaj, { $when }.
tg-watch-updated = Zaktualizowano alert dla { $game }: napiszę tutaj, { $when }.
tg-watch-now-line = Teraz: { $price }
tg-watch-id = id alertu
tg-watch-already-below = Cena już osiągnęła twoją cenę docelową; następny alert przyjdzie, gdy wzrośnie i znów spadnie.
tg-watch-on = gdy pojawi się { $rules }
tg-watch-when-target-or-low = gdy najlepsza cena wyniesie { $target } lub mniej albo pojawi się nowa najniższa cena w historii
tg-watch-when-target-or-rules = gdy najlepsza cena wyniesie { $target } lub mniej albo gdy pojawi się { $rules }
tg-watches-none = Nie masz alertów cenowych. Dodaj alert przez /watch <appid lub tytuł> <cena>.
tg-watches-remove = Usuń alert przez /unwatch <id>.
tg-unwatch-none = Brak pasującego alertu cenowego. /watches pokazuje twoje.
tg-unwatch-removed = { $count ->
        [one] Usunięto ten alert:
       *[other] Usunięte alerty: { $count }
    }

## Price history (/history)

history-title = { $game }: historia cen
history-no-low = Najniższa cena nie jest jeszcze znana.
history-footer = Aplikacja { $appid } · { $region } · { $days ->
        [one] ostatni dzień
        [few] ostatnie { $days } dni
        [many] ostatnie { $days } dni
       *[other] ostatnie { $days } dnia
    }
history-all-time-low = Najniższa cena w historii
history-official-low = Najniższa w sklepach oficjalnych
history-keyshop-low = Najniższa w sklepach z kluczami
history-steam-low = Najniższa na Steam
history-since-rise-low = Najniższa od podwyżki
history-rise-on = podwyżka { $date }

## File jobs: status messages while a job runs, and its end.

job-queued = Czeka w kolejce…
job-stage = Etap: { $stage }
job-working = w toku
job-done = Gotowe: { $name } ({ $size })
job-failed = Niepowodzenie: { $reason }
job-failed-step = krok { $step } z { $steps } ({ $tool }): { $reason }
job-cancelled = Anulowano.
job-cancel-button = Anuluj
job-step-stage = krok { $step } z { $steps }: { $stage }
job-failed-notice = { $tool } – niepowodzenie: { $reason }
job-did-not-finish = Zadanie nie zostało ukończone.
jobs-title = Twoje ostatnie zadania
job-status-queued = w kolejce
job-status-processing = w toku
job-status-completed = ukończone
job-status-failed = nieudane
job-status-cancelled = anulowane
job-cancelled-id = Anulowano zadanie { $id }.
job-deleted-id = Usunięto zadanie { $id } i jego wynik.
dc-jobs-none = Nie masz żadnych zadań. Uruchom jedno przez /konwertuj.
dc-jobs-footer = Anuluj zadanie przez /anuluj <id zadania>.
tg-jobs-none = Nie masz ostatnich zadań. Wyślij plik, aby uruchomić zadanie.
tg-jobs-processing = w toku: { $percent }
tg-jobs-done = gotowe: { $name }
job-already-finished = To zadanie już się zakończyło.
job-cancel-only = Tylko { $who } może anulować to zadanie.
job-cancel-only-starter = Tylko osoba, która uruchomiła to zadanie, może je anulować.
button-gone = Ten przycisk nie jest już używany.
job-download = Pobieranie
job-download-link = Pobierz
job-too-large-to-upload = Plik jest za duży, by go tu przesłać (ponad { $limit }).
job-available-until = dostępny do { $until }.

## Why a job failed (its user-facing message).

failure-invalid_link = To nie jest prawidłowy link do wideo. Wklej pełny adres URL filmu.
failure-disabled = Ta funkcja jest obecnie wyłączona na tym serwerze.
failure-too_large = Plik jest za duży dla tego narzędzia.
failure-invalid_input = Nie udało się przetworzyć pliku. Sprawdź format i spróbuj ponownie.
failure-timeout = Nie udało się przetworzyć pliku. Sprawdź format i spróbuj ponownie.
failure-internal = Nie udało się przetworzyć pliku. Sprawdź format i spróbuj ponownie.

## Refusals in chat (either bot).

error-apology = Przepraszamy, coś poszło nie tak. Spróbuj ponownie później.
error-needs-file = To narzędzie działa na pliku: wyślij plik z poleceniem w podpisie albo odpowiedz poleceniem na wiadomość z plikiem.
error-needs-file-discord = To narzędzie działa na pliku: załącz go w opcji `plik` polecenia /konwertuj.
error-needs-url = To narzędzie działa na linku do wideo: wpisz link po nazwie narzędzia.
error-needs-url-discord = To narzędzie działa na linku do wideo: podaj go w opcji `url`, bez pliku.
error-rate-limited = Za dużo zapytań. Poczekaj minutę i spróbuj ponownie.
error-rate-limited-retry = Za dużo zapytań. Spróbuj ponownie za { $seconds } s.
error-upstream = Źródła cen teraz nie odpowiadają. Spróbuj ponownie za kilka minut.
error-unavailable = Usługa jest chwilowo niedostępna. Spróbuj ponownie za minutę.
error-storage = Na serwerze brakuje teraz miejsca na pliki. Spróbuj później albo usuń ukończone zadania, których już nie potrzebujesz.
error-internal = Coś poszło nie tak po naszej stronie. Spróbuj ponownie później.
error-unknown-command = To polecenie nie jest tu już znane. Lista poleceń może być nieaktualna.

## Telegram's own wording (its cards are text, not embeds). $value is already formatted.

tg-labelled = { $label }: { $value }
tg-price-best-official = Najlepsza oferta oficjalna
tg-price-best-keyshop = Najlepsza oferta sklepu z kluczami
price-on-date = dnia { $date }
price-no-score = brak
tg-price-stale = Źródła cen nie odpowiadają; te ceny mogą być nieaktualne.
tg-history-period = historia cen, { $days ->
        [one] ostatni dzień
        [few] ostatnie { $days } dni
        [many] ostatnie { $days } dni
       *[other] ostatnie { $days } dnia
    }
tg-choices = Do „{ $query }” pasuje kilka gier. Wybierz jedną:
tg-job = zadanie
tg-job-failed = nie powiodło się: { $reason }
tg-too-large = { $name } ({ $size }) przekracza limit przesyłania plików przez boty w Telegramie (50 MB).
tg-download-until = Pobierz tutaj do { $until }:
tg-alert-target-official = Teraz { $price } (sklep oficjalny): twoja cena docelowa { $target } osiągnięta.
tg-alert-target-official-at = Teraz { $price } w { $store } (sklep oficjalny): twoja cena docelowa { $target } osiągnięta.
tg-alert-target-keyshop = Teraz { $price } (sklep z kluczami): twoja cena docelowa { $target } osiągnięta.
tg-alert-target-keyshop-at = Teraz { $price } w { $store } (sklep z kluczami): twoja cena docelowa { $target } osiągnięta.
tg-alert-new-low-at = Nowa najniższa cena w historii: { $low } w { $store }.
tg-alert-watch = Alert
tg-alert-stop = Wyłącz: /unwatch { $id }.
tg-greeting = Cześć! Sprawdzam ceny gier i przetwarzam pliki.
tg-greeting-files = Wyślij mi plik lub link do wideo, a zaproponuję pasujące narzędzia.
tg-commands = Polecenia
tg-inline-best = Najlepsza cena { $price }
tg-inline-best-at = Najlepsza cena { $price } w { $store }
tg-inline-no-offer = Brak aktualnych ofert
tg-inline-low = najniższa w historii { $low }
tg-inline-chart-link = Wykres cen
tg-send-something = Wyślij mi plik, link do wideo albo polecenie. /help wyświetla listę.
tg-unknown-command = Nie znam tego polecenia. /help pokazuje, co potrafię.
tg-button-expired-file = Ten przycisk wygasł. Wyślij plik jeszcze raz.
tg-button-expired-watch = Ten przycisk wygasł. Wyślij /watch jeszcze raz.
tg-button-expired-tools = Ta lista wygasła. Wyślij /tools jeszcze raz.
tg-button-invalid = Ten przycisk nie jest już ważny.
tg-starting = Uruchamiam { $tool }…
tg-tool-gone = To narzędzie nie jest już dostępne.
tg-cancel-not-yours = To nie twoje zadanie.
tg-cancel-gone = To nie twoje zadanie albo już nie istnieje.

## The web pages. Placeholders are plain text; the page escapes them.

web-language = Język
web-language-apply = Zastosuj
web-skip = Przejdź do treści
web-nav-main = Nawigacja główna
web-nav-tools = Narzędzia
web-nav-jobs = Moje zadania
web-nav-prices = Ceny gier
web-nav-deals = Promocje
web-nav-docs = API
web-footer-files = Pliki są przechowywane do wygaśnięcia zadania, a potem usuwane.
web-footer-docs = Dokumentacja API
web-hub-title = Narzędzia do plików
web-hub-lead = Konwertuj, zmniejszaj i edytuj obrazy, PDF-y, audio i wideo oraz twórz kody QR w przeglądarce. Pliki są prywatne w twojej sesji i znikają, gdy zadanie wygaśnie.
web-hub-search = Szukaj narzędzi
web-hub-placeholder = np. resize, pdf to png, qr
web-hub-search-button = Szukaj
web-hub-categories = Kategorie
web-hub-count = { $total ->
        [one] { $total } narzędzie.
        [few] { $total } narzędzia.
        [many] { $total } narzędzi.
       *[other] { $total } narzędzia.
    }
web-hub-matching = Wyniki dla „{ $query }”: { $shown } z { $total }.
web-hub-no-match = Żadne narzędzie nie pasuje do wyszukiwania. Spróbuj mniej słów lub innych.
web-hub-badge-link = link do wideo
web-hub-badge-disabled = wyłączone

## Tool categories (web page and chat lists).

category-image = Obrazy
category-pdf = Dokumenty PDF
category-audio = Audio
category-video = Wideo
category-video-thumbnail = Miniatury wideo
category-qr = Kody QR i kody kreskowe
category-url = Z linku do wideo
category-document = Dokumenty
category-ocr = Tekst ze skanów (OCR)
category-web = Strony internetowe
category-data = Pliki danych
category-sticker = Naklejki i emoji

## One-time upload links (issue 40): /upload, big files sent to a bot, and the page at /u/<token>.

cmd-upload = Odbierz jednorazowy link do wysłania dużego pliku
cmd-upload-usage = /upload [narzędzie] [nazwa=wartość ...]
cmd-upload-name = wyslij
cmd-upload-opt-tool = Narzędzie do użycia na pliku (jego strona otworzy się z nim)
cmd-upload-opt-tool-name = narzedzie
cmd-upload-opt-params = Jego parametry, np. width=800 format=webp
cmd-upload-opt-params-name = parametry
upload-link-offer = Wyślij plik przez ten link; postęp i wynik wrócą do tego czatu.
upload-link-offer-tool = Wyślij plik dla { $tool } przez ten link; postęp i wynik wrócą do tego czatu.
upload-link-until = Link działa raz, do { $until }.
upload-link-too-big = Ten plik ma { $size }; bot może pobrać z Telegrama najwyżej { $limit }.
upload-page-title = Wyślij plik
upload-page-lead = Zadanie wykona się dla ciebie w twoim czacie: postęp i wynik wrócą tam.
upload-page-lead-key = Plik zostanie zachowany dla twojego agenta, który użyje na nim narzędzia.
upload-page-until = Ten link działa raz, do { $until }.
upload-page-pick = Wybierz narzędzie dla swojego pliku:
upload-page-sent = Odebrano. Postęp i wynik pojawią się w twoim czacie; możesz zamknąć tę stronę.
upload-page-sent-key = Odebrano. Twój agent może teraz użyć narzędzia na tym pliku; możesz zamknąć tę stronę.
upload-page-invalid-title = Nieprawidłowy link
upload-page-invalid = Ten link do wysyłania jest nieprawidłowy. Poproś bota o nowy komendą /upload.
upload-page-used-title = Link już użyty
upload-page-used = Ten link do wysyłania został już użyty: każdy link działa tylko raz. Poproś bota o nowy komendą /upload.
upload-page-expired-title = Link wygasł
upload-page-expired = Ten link do wysyłania wygasł. Poproś bota o nowy komendą /upload.
upload-page-file = Twój plik
upload-fit-button = Zmieść w { $limit }
upload-fit-gone = Tego wyniku już nie ma albo nie jest twój; wyślij plik jeszcze raz.
## Discord message commands and "Convert…" forms (issue 40).

dc-menu-convert = Konwertuj…
dc-menu-price = Sprawdź cenę
dc-menu-no-file = Ta wiadomość nie zawiera pliku do konwersji. Wybierz poniżej rodzaj pliku, aby przesłać pliki w formularzu, albo użyj /convert z plikiem.
dc-menu-too-large = { $name } jest większy niż { $limit } MB, a tyle może mieć tu najwyżej plik.
dc-menu-no-tool = Żadne narzędzie nie przyjmuje tego rodzaju pliku ({ $type }).
dc-menu-no-game = Ta wiadomość nie zawiera linku do sklepu Steam ani identyfikatora aplikacji.
dc-form-title = Konwertuj: { $kind }
dc-form-title-message = Konwertuj pliki z wiadomości
dc-form-files = Pliki
dc-form-files-hint = Do { $max } plików.
dc-form-tool = Narzędzie
dc-form-params = Opcje
dc-form-params-hint = Jako nazwa=wartość, np. width=200 height=100. Zostaw puste, aby użyć domyślnych.
dc-form-too-many = Formularz przyjmuje najwyżej { $max } plików; ten ma { $count }.
dc-form-gone = Ten formularz wygasł. Użyj ponownie Konwertuj… na wiadomości.

## Telegram Mini App (issue 40).

tg-app-menu = Otwórz aplikację
tg-app-open = Otwórz aplikację
tg-app-price = Wykres i promocje w aplikacji
web-telegram-note = Zalogowano przez Telegram: wyniki tego, co tu uruchomisz, trafią też do Twojego czatu z botem.
## Stickers and emoji (/sticker and the "Make sticker/emoji" message menu).

cmd-sticker = Tworzy naklejkę lub emoji z obrazu, GIF-a lub krótkiego klipu i ją dodaje
cmd-sticker-usage = /sticker [emoji] [nazwa]
cmd-sticker-name = naklejka
cmd-sticker-opt-emoji = Emoji, które oznacza, np. 😀
cmd-sticker-opt-emoji-name = emoji
cmd-sticker-opt-as = Discord: emoji serwera (domyślnie) lub naklejka serwera
cmd-sticker-opt-as-name = jako
cmd-sticker-opt-name = Discord: nazwa (litery, cyfry, _)
cmd-sticker-opt-name-name = nazwa
cmd-sticker-opt-file = Obraz, GIF lub krótki klip
menu-make-sticker = Zrób naklejkę/emoji
sticker-set-title = Moje naklejki od @{ $bot }
sticker-set-created = Twój nowy zestaw naklejek jest gotowy, z tą naklejką w środku: { $link }
sticker-set-added = Dodano do twojego zestawu naklejek: { $link }
sticker-sets-full = Twoje zestawy naklejek są pełne, więc naklejka przychodzi jako plik.
sticker-set-bad-name = Telegram nie pozwala na żadną nazwę zestawu dla twojego konta z tym botem, więc naklejka przychodzi jako plik.
sticker-trimmed = Przycięto do pierwszych { $kept } s z { $total } s: naklejka może trwać najwyżej { $kept } s.
sticker-emoji-added = Emoji { $emoji } dodano do tego serwera jako :{ $name }:.
sticker-guild-sticker-added = Naklejkę „{ $name }” dodano do tego serwera.
sticker-not-permitted = Dodawanie emoji i naklejek wymaga tu uprawnienia Tworzenie wyrażeń dla ciebie i dla bota, więc oto plik do samodzielnego dodania.
sticker-no-server = Emoji i naklejki można dodać tylko na serwerze, więc oto plik.
sticker-slots-full = Ten serwer nie ma na to wolnego miejsca, więc oto plik.
sticker-bot-forbidden = Discord odmówił: bot nie może już dodawać tu emoji ani naklejek, więc oto plik.
sticker-no-image = Ta wiadomość nie ma obrazu, z którego można zrobić naklejkę lub emoji.
sticker-set-rejected = Telegram nie chciał dodać jej do zestawu naklejek (najpierw otwórz prywatny czat z botem i naciśnij Start), więc naklejka przychodzi jako plik.
sticker-discord-rejected = Discord tego nie przyjął, więc oto plik do samodzielnego dodania.
## Giveaways in every language (issue 36): /giveaways, giveaway posts in both bots, and the giveaway Atom feed.

giveaway-kind-game = gra
giveaway-kind-dlc = DLC
giveaway-kind-loot = przedmioty w grze
giveaway-kind-beta = dostęp do bety
giveaway-worth = wartość { $worth }
giveaway-ends = kończy się { $when }
giveaway-every-store = wszystkie sklepy
giveaway-games-only = tylko gry
giveaways-title = Za darmo na zawsze: { $filter }
giveaways-none = Teraz nie trwa żadne rozdawanie.
giveaway-free-at = { $free } na zawsze w { $store }
giveaway-claim-at = Odbierz w { $store }
giveaway-over = Zakończone: to rozdawanie w { $store } już się skończyło.
giveaway-store = Sklep
giveaway-status = Stan
giveaways-feed-title = Darmowe gry: { $filter }
giveaway-feed-free = Za darmo: { $title } w { $store }
giveaway-feed-ended = Zakończone: { $title } w { $store }
giveaway-feed-summary = { $title } jest za darmo na zawsze w { $store }.
giveaway-feed-summary-until = { $title } jest za darmo na zawsze w { $store } do { $date }.
giveaway-feed-summary-ended = To rozdawanie się zakończyło; { $title } można było odebrać za darmo w { $store }.
giveaway-ended = zakończone
giveaway-ended-title = Zakończone:

## Bot tool lists, recipes, autocomplete and buttons in every language (issue 36).

tools-takes = Przyjmuje: { $types }
tools-takes-link = Przyjmuje: link do wideo
tools-gives = Zwraca: { $output }
tools-parameters = Parametry:
tools-param-default = domyślnie { $value }
tg-tools-use = Użycie: wyślij plik z podpisem { $command }
tg-tools-none = Żadne narzędzie nie pasuje do „{ $query }”. Spróbuj /tools image, /tools pdf albo /tools qr.
tools-for = Narzędzia dla „{ $query }”
tools-all = Wszystkie narzędzia
tg-tools-page = strona { $page }/{ $pages }
tg-tools-footer = Szczegóły: /tools <nazwa> · Uruchom: /convert <nazwa> z plikiem
button-previous = Wstecz
button-next = Dalej
dc-tools-works-on = Działa na
dc-tools-a-link = link do wideo
dc-tools-gives = Zwraca
dc-tools-values = wartości: { $range }
dc-tools-default = domyślnie: { $value }
dc-tools-none = Żadne narzędzie nie pasuje do „{ $query }”. Spróbuj /tools image, /tools pdf albo innych słów.
dc-tools-title = Narzędzia do plików
dc-tools-title-filter = Narzędzia do plików: { $query }
dc-tools-footer = Strona { $page }/{ $pages } · { $total ->
        [one] { $total } narzędzie
        [few] { $total } narzędzia
       *[other] { $total } narzędzi
    } · /tools <slug> pokazuje opcje jednego narzędzia
recipe-saved = Zapisano przepis { $name }: { $steps }
tg-recipe-run = Uruchom go na pliku przez /convert @{ $name }
tg-recipes-none = Nie masz przepisów. Zapisz jeden przez /recipe save <nazwa> <narzędzie | narzędzie …>.
recipes-title = Twoje przepisy
tg-recipes-run = Uruchom jeden na pliku przez /convert @nazwa.
dc-recipe-run = Uruchom go przez /convert tool:@{ $name } z plikiem.
dc-recipes-none = Nie masz przepisów. Zapisz jeden przez /recipe.
dc-recipes-run = Uruchom jeden przez /convert tool:@nazwa.
dc-ac-recipe = @{ $name } — twój przepis: { $steps }
dc-ac-category = Kategoria: { $category } ({ $value })
dc-ac-all-watches = Wszystkie moje alerty
tg-album-file = Plik { $index } z { $count } w albumie: { $reason }

## The API's error message in the caller's language (issue 36).

api-error-unknown_tool = Nieznane narzędzie: { $detail }
api-error-upload_required = To narzędzie potrzebuje pliku: { $detail }
api-error-url_required = To narzędzie potrzebuje linku do wideo: { $detail }
api-error-invalid_url = Nieprawidłowy link: { $detail }
api-error-invalid_callback_url = Nieprawidłowy adres zwrotny: { $detail }
api-error-invalid_params = Nieprawidłowe parametry: { $detail }
api-error-invalid_pipeline = Te kroki nie mogą następować po sobie: { $detail }
api-error-too_many_steps = Za dużo kroków: { $detail }
api-error-too_many_files = Za dużo plików: { $detail }
api-error-missing_file = Brakuje pliku: { $detail }
api-error-file_too_large = Plik jest za duży: { $detail }
api-error-unsupported_type = Ten typ pliku nie jest obsługiwany: { $detail }
api-error-limit_reached = Osiągnięto limit: { $detail }
api-error-rate_limited = Za dużo żądań: { $detail }
api-error-not_found = Nie znaleziono.
api-error-missing_api_key = Potrzebny jest klucz API: wyślij go jako X-API-Key albo Authorization: Bearer.
api-error-invalid_api_key = Klucz API jest nieprawidłowy.
api-error-unauthorized = Nie zalogowano: { $detail }
api-error-forbidden = Odmowa: { $detail }
api-error-tool_disabled = To narzędzie jest wyłączone: { $detail }
api-error-invalid_appid = Nieprawidłowy identyfikator aplikacji: { $detail }
api-error-invalid_request = Nieprawidłowe żądanie: { $detail }
api-error-upstream_unavailable = Źródła cen teraz nie odpowiadają: { $detail }
api-error-service_unavailable = Usługa jest chwilowo niedostępna. Spróbuj ponownie za kilka sekund.
api-error-insufficient_storage = Na serwerze brakuje teraz miejsca na pliki. Spróbuj później albo usuń zakończone zadania, których już nie potrzebujesz.
api-error-internal = Coś poszło nie tak po naszej stronie. Spróbuj ponownie.

## Web page bodies beyond the hub (issue 36): a tool's page, the job panel, "My jobs", a shared recipe's page.

web-tool-breadcrumb = Ścieżka nawigacji
web-tool-disabled = To narzędzie jest teraz wyłączone na tym serwerze. Spróbuj później.
web-tool-noscript = Ta strona potrzebuje JavaScriptu, aby wysyłać pliki i śledzić zadanie. { $api } działa bez niego.
web-tool-noscript-api = API HTTP
web-tool-video-link = Link do wideo
web-tool-your-file = Twój plik
web-tool-options = Opcje
web-tool-no-options = To narzędzie nie ma opcji.
web-tool-start = Start
web-tool-jobs-listed = Twoje zadania są w { $jobs }, dopóki nie wygasną.
web-tool-then = Potem…
web-tool-then-label = Następny krok, na wyniku kroku powyżej
web-tool-then-add = Dodaj krok
web-tool-missing = Nie ma takiego narzędzia
web-tool-missing-text = Nie ma narzędzia o nazwie „{ $slug }”.
web-tool-see-all = Zobacz wszystkie narzędzia
web-recipe-title = Zapisz jako przepis
web-recipe-hint = Zachowuje te kroki i ich opcje pod nazwą, by uruchamiać je na innych plikach (POST /api/pipelines z { $field }).
web-recipe-name = Nazwa przepisu
web-required = (wymagane)
web-recipe-name-hint = Do 60 liter, cyfr, spacji, kropek, myślników lub podkreśleń.
web-recipe-share = Udostępnij: każdy z linkiem może uruchomić go na własnych plikach
web-recipe-save = Zapisz przepis
web-file-choose = Wybierz plik
web-file-choose-many = Wybierz pliki
web-file-drop = lub upuść go tutaj
web-file-drop-many = lub upuść je tutaj
web-file-hint = Akceptowane: { $types }. Do { $size } MB.
web-url-label = Link do jednego wideo
web-url-hint = Wklej pełny adres strony z wideo.
web-job-title = Twoje zadanie
web-job-cancel = Anuluj zadanie
web-job-download = Pobierz
web-job-again = Przetwórz kolejny
web-jobs-lead = Zadania uruchomione z tej przeglądarki. Wyniki można pobrać, dopóki zadanie nie wygaśnie; potem pliki są usuwane.
web-needs-js = Ta strona potrzebuje JavaScriptu.
web-loading = Wczytywanie…
web-jobs-caption = Twoje zadania, od najnowszych
web-jobs-tool = Narzędzie
web-jobs-status = Stan
web-jobs-started = Rozpoczęte
web-jobs-expires = Wygasa
web-jobs-actions = Działania
web-recipe-page-title = Przepis: { $name }
web-recipe-page-steps = { $count ->
        [one] { $count } krok, po kolei na każdym pliku (krok, który przyjmuje wiele plików, dostaje je wszystkie).
        [few] { $count } kroki, po kolei na każdym pliku (krok, który przyjmuje wiele plików, dostaje je wszystkie).
       *[other] { $count } kroków, po kolei na każdym pliku (krok, który przyjmuje wiele plików, dostaje je wszystkie).
    }
web-recipe-page-files = Twoje pliki
web-recipe-page-use = Użyj tego przepisu
web-recipe-page-again = Użyj ponownie

## A Discord channel's own language (issue 36): /language with where: channel.

cmd-language-opt-where = "channel": język tego kanału, dla jego promocji i rozdawań (Zarządzanie kanałami)
cmd-language-opt-where-name = gdzie
dc-language-channel-managers = Tylko członkowie, którzy mogą zarządzać tym kanałem, mogą zmienić jego język.
dc-language-channel-set = Promocje i rozdawania na tym kanale są teraz po { $language }.
dc-language-channel-reset = Usunięto wybór języka tego kanału: jego posty znów są w języku, w którym utworzono każdą subskrypcję.
dc-language-channel-current = Posty tego kanału są w języku: { $language }.
dc-language-channel-none = Ten kanał nie ma własnego języka: jego posty są w języku, w którym utworzono każdą subskrypcję, a w razie braku w języku serwera.

## The deals and price pages (issue 36).

web-region = Region
web-deals-title = Promocje na gry
web-deals-lead = Darmowe gry i duże obniżki tak, jak pokazują je listy promocji, sprawdzane co kilka minut. Linki prowadzą przez link sklepu ze źródła.
web-deals-show = Pokaż
web-deals-every = Wszystkie promocje
web-deals-free-only = Tylko darmowe gry
web-deals-under = Cena najwyżej
web-deals-under-example = np. 5
web-deals-cut = Obniżka co najmniej (%)
web-deals-cut-example = np. 90
web-deals-store-example = np. steam
web-deals-submit = Pokaż promocje
web-deals-feed = { $feed } — wklej go do czytnika kanałów, by dowiadywać się o nowych.
web-deals-feed-link = Kanał Atom tych promocji
web-deals-page = Strona { $page } z { $pages }
web-prices-lead = Najniższe ceny gry we wszystkich sklepach: oficjalne sklepy, sklepy z kluczami, najniższa cena w historii i ocena krytyków.
web-prices-game = ID aplikacji Steam lub tytuł gry
web-prices-game-example = np. 620 albo Portal 2
web-prices-game-hint = Liczba jest szukana jako ID aplikacji; słowa szukają po tytule.
web-prices-submit = Sprawdź
web-prices-which = Która gra?
web-history-title = Historia cen
web-history-period = Okres
web-history-30 = 30 dni
web-history-365 = 1 rok
web-history-all = Wszystko
web-history-caption = Najlepsze ceny oficjalnych sklepów i sklepów z kluczami oraz cena regularna; kropka oznacza najniższą cenę.
web-history-not-enough = Za mało historii cen na wykres.
web-history-lows = Najniższe ceny
web-low-steam = Steam
web-low-since = Od ostatniej podwyżki

## Claim reminders (issue 41): "Remind me" and "Claimed" on giveaway posts and lists, the reminder, and /unclaimed.
cmd-unclaimed = Trwające rozdawnictwa, których nie oznaczono jako odebrane
cmd-unclaimed-usage = /unclaimed
cmd-unclaimed-name = nieodebrane
giveaway-remind-button = Przypomnij mi
giveaway-claimed-button = Odebrane
giveaway-remind-set = Wyślę ci prywatną wiadomość { $date }, { $lead } przed końcem.
giveaway-remind-soon = Kończy się za mniej niż { $lead }: przypomnienie przyjdzie za chwilę.
giveaway-remind-no-end = Data końca nie jest jeszcze znana: gdy się pojawi, wyślę ci prywatną wiadomość { $lead } przed końcem.
giveaway-remind-claimed = Oznaczono to jako odebrane, więc nie ma o czym przypominać.
giveaway-remind-sent = To przypomnienie już ci wysłałem.
tg-remind-private-hint = Najpierw rozpocznij ze mną prywatny czat.
giveaway-claimed-set = Oznaczono jako odebrane: bez przypomnienia, a /unclaimed już tego nie pokaże.
giveaway-press-ended = To rozdawnictwo się skończyło.
giveaway-press-unknown = Tego rozdawnictwa nie ma już na liście.
giveaway-reminder = ⏰ Przypomnienie: { $title } można odebrać za darmo na zawsze w { $store } do { $date } ({ $left }).
unclaimed-title = Rozdawnictwa, których nie odebrano
unclaimed-none = Nie ma nic otwartego, czego nie oznaczono jako odebrane.
# Shared wishlist of a server channel or group (issue 41, 4b)
cmd-wishlist = Wspólna lista życzeń tego serwera lub grupy: dodawaj, usuwaj i wyświetlaj gry
cmd-wishlist-usage = /wishlist [add <id aplikacji lub tytuł> | remove <gra>]
cmd-wishlist-name = lista-życzeń
cmd-wishlist-opt-action = add, remove lub list (domyślnie: list)
cmd-wishlist-opt-action-name = akcja
cmd-wishlist-opt-game = Id aplikacji w sklepie lub tytuł gry
cmd-wishlist-opt-game-name = gra
wishlist-added = Dodano { $game } do listy życzeń tego czatu. Naciśnij „Powiadom mnie”, aby dostać wzmiankę przy obniżce lub nowym najniższym poziomie ceny.
wishlist-already = { $game } jest już na liście życzeń tego czatu. Naciśnij „Powiadom mnie”, aby dostać wzmiankę.
wishlist-removed = Usunięto z listy życzeń tego czatu: { $games }
wishlist-removed-none = Nic na liście życzeń tego czatu nie pasuje do „{ $which }”.
wishlist-title = Lista życzeń tego czatu:
wishlist-line = { $game } (aplikacja { $appid }): { $members ->
        [one] czeka { $members } osoba
        [few] czekają { $members } osoby
        [many] czeka { $members } osób
       *[other] czeka { $members } osoby
    }
wishlist-list-hint = 🔔 oznacza cię przy obniżce lub nowym najniższym poziomie ceny; 🔕 to wyłącza.
wishlist-empty = Lista życzeń tego czatu jest pusta. Administratorzy dodają gry przez /wishlist add <gra>.
wishlist-choices = Do „{ $query }” pasuje kilka gier. Dodaj jedną po jej id aplikacji:
wishlist-admins-only = Tylko administratorzy czatu mogą zmieniać jego listę życzeń.
wishlist-groups-only = Wspólna lista życzeń jest dla serwerów i grup. Do własnych alertów cenowych użyj /watch.
wishlist-full = Lista życzeń tego czatu ma już { $max } gier; najpierw usuń jedną.
wishlist-button-on = 🔔 Powiadom mnie
wishlist-button-off = 🔕 Stop
wishlist-pressed-on = Dostaniesz wzmiankę, gdy { $game } będzie w promocji lub osiągnie nowy najniższy poziom ceny.
wishlist-pressed-off = Nie dostaniesz już wzmianek o { $game }.
wishlist-pressed-gone = Tej gry nie ma już na liście życzeń czatu.
wishlist-members-full = Na tę grę czeka już { $max } członków.
wishlist-alert-title = { $game } jest w promocji (lista życzeń)
wishlist-alert-cut = { $cut } taniej: { $price } w { $store }
wishlist-alert-cut-nostore = { $cut } taniej: { $price }
wishlist-alert-low = Nowa najniższa cena: { $price }
## Tool forms (issue 36, tools' words; Formularze narzędzi): parameter labels and the hints under them, as in en.ftl.

tool-form-label-format = Format wyniku
tool-form-label-bitrate = Bitrate
tool-form-label-quality = Jakość
tool-form-label-width = Szerokość
tool-form-label-height = Wysokość
tool-form-label-start = Początek
tool-form-label-end = Koniec
tool-form-label-x = Od lewej (x)
tool-form-label-y = Od góry (y)
tool-form-label-crop_width = Szerokość wycinka
tool-form-label-crop_height = Wysokość wycinka
tool-form-label-degrees = Kąt (stopnie)
tool-form-label-direction = Kierunek
tool-form-label-factor = Współczynnik
tool-form-label-fps = Klatki na sekundę
tool-form-label-gain_db = Wzmocnienie (dB)
tool-form-label-level = Poziom
tool-form-label-preset = Preset
tool-form-label-pages = Strony
tool-form-label-target_size = Rozmiar docelowy
tool-form-label-text = Tekst
tool-form-label-match = Dopasowanie
tool-form-label-color = Kolor
tool-form-label-opacity = Krycie
tool-form-label-fields = Pola formularza
tool-form-label-password = Hasło
tool-form-label-owner_password = Hasło właściciela
tool-form-label-offset = Przesunięcie (sekundy)
tool-form-label-lang = Języki
tool-form-hint-default = Domyślnie: { $value }
tool-form-hint-required = Wymagane
tool-form-hint-optional = Opcjonalne
tool-form-hint-range = Dozwolone: od { $min } do { $max }
tool-form-hint-at-least = Dozwolone: co najmniej { $min }
tool-form-hint-at-most = Dozwolone: najwyżej { $max }
tool-form-hint-pair = { $first }. { $second }

## Telegram: the line above the tool buttons under a file or video link sent without a command (issue 36, tools' words).

tg-offer-none = Żadne narzędzie nie przyjmuje tego rodzaju pliku.
tg-offer-none-type = Żadne narzędzie nie przyjmuje tego rodzaju pliku ({ $type }).
tg-offer-no-video = Narzędzia wideo są niedostępne.
tg-offer-file = To jest { $type }. Wybierz narzędzie (ustawienia domyślne) albo wyślij plik z podpisem, np. { $example }:
tg-offer-file-unknown = To jest plik. Wybierz narzędzie (ustawienia domyślne) albo wyślij go z podpisem, np. { $example }:
tg-offer-video = Wybierz narzędzie dla tego wideo:
## Discord forms in parts: a kind of file with more tools than a select lists (issue 40)
dc-form-pick-part = { $kind } – liczba narzędzi: { $count }, więcej, niż mieści jeden formularz. Wybierz część ze swoim narzędziem:
dc-form-pick-part-message = Do tych plików pasuje więcej narzędzi ({ $count }), niż mieści jeden formularz. Wybierz część ze swoim narzędziem:

## A web capture that failed on its page, not a video link (issue 38)
failure-page_unavailable = Nie udało się przechwycić strony: jej adres jest tu niedozwolony, jest nieosiągalny, odpowiedział błędem albo strona nie wczytała się na czas.
## Every language, the rest (issue 36): page scripts, chart axes, admin panel, deal feed and filters, e-mail to PDF.

js-no-details = Serwer odpowiedział { $status } bez szczegółów.
js-no-connection = Nie można połączyć się z serwerem. Sprawdź połączenie i spróbuj ponownie.
js-went-wrong = Coś poszło nie tak.
js-not-found = Nie znaleziono (mogło wygasnąć).
js-expired = wygasło
js-status-queued = Czeka w kolejce
js-status-processing = Przetwarzanie
js-status-completed = Gotowe
js-status-failed = Niepowodzenie
js-status-cancelled = Anulowano
js-status-stage = { $status } ({ $stage })
js-upload-no-connection = Wysyłanie nie powiodło się: nie można połączyć się z serwerem.
js-job-done = Gotowe. Twój plik czeka.
js-job-failed = Zadanie nie powiodło się.
js-step-failed = Krok { $step } ({ $tool }) nie powiódł się: { $message }
js-job-cancelled = Anulowano.
js-job-unreadable = Nie udało się odczytać zadania.
js-job-cancelled-deleted = Anulowano. Pliki zostały usunięte.
js-job-not-cancelled = Nie udało się anulować zadania.
js-result-name = wynik
js-download-name = Pobierz { $name }
js-output-info = { $name }, { $size }. Dostępny { $until }.
js-preview-of = Podgląd { $name }
js-play = Odtwórz { $name }
js-first-page-of = Pierwsza strona { $name }
js-beginning-of = Początek { $name }
js-loading = Wczytywanie…
js-preview-zip = Archiwum ZIP z kilkoma plikami: pobierz je, aby je otworzyć.
js-preview-none = Brak podglądu dla tego rodzaju pliku.
js-preview-first = … (pokazano pierwsze { $size })
js-preview-failed = Nie udało się wczytać podglądu.
js-jobs-unreadable = Nie udało się wczytać twoich zadań.
js-jobs-none = Nie masz jeszcze zadań. Wybierz narzędzie, aby je rozpocząć.
js-jobs-count = { $count ->
    [one] { $count } zadanie.
    [few] { $count } zadania.
    [many] { $count } zadań.
   *[other] { $count } zadania.
}
js-jobs-count-running = { $count ->
    [one] { $count } zadanie, jeszcze trwa.
    [few] { $count } zadania, niektóre jeszcze trwają.
    [many] { $count } zadań, niektóre jeszcze trwają.
   *[other] { $count } zadania, niektóre jeszcze trwają.
}
js-col-tool = Narzędzie
js-col-status = Stan
js-col-started = Rozpoczęto
js-col-expires = Wygasa
js-col-actions = Działania
js-download = Pobierz
js-cancel = Anuluj
js-delete = Usuń
js-job-cancel-label = Anuluj zadanie { $title } z { $when }
js-job-delete-label = Usuń zadanie { $title } z { $when }
js-job-was-cancelled = Zadanie { $title } anulowane.
js-job-was-deleted = Zadanie { $title } usunięte.
js-job-not-removed = Nie udało się usunąć zadania.
js-prices-sources-down = Źródła cen teraz nie odpowiadają. Spróbuj ponownie za kilka minut.
js-prices-rate-limited = Zbyt wiele zapytań o ceny z tego miejsca. Spróbuj ponownie za minutę.
js-try-later = { $problem } Spróbuj ponownie później.
js-prices-enter = Wpisz id aplikacji albo tytuł.
js-prices-searching = Szukanie „{ $title }”…
js-prices-search-failed = Wyszukiwanie nie powiodło się.
js-prices-no-game = Nie znaleziono gry dla „{ $title }”.
js-prices-pick = { $count ->
    [one] Pasuje { $count } gra; wybierz ją.
    [few] Pasują { $count } gry; wybierz jedną.
    [many] Pasuje { $count } gier; wybierz jedną.
   *[other] Pasuje { $count } gry; wybierz jedną.
}
js-prices-looking-up = Sprawdzanie aplikacji { $appid }…
js-prices-unknown-app = Żaden sklep nie zna id aplikacji { $appid }.
js-prices-lookup-failed = Sprawdzanie nie powiodło się.
js-prices-for = Ceny: { $title }.
js-prices-app = Aplikacja { $appid }
js-prices-keyshop-via = sklep z kluczami przez GG.deals
js-prices-keyshop-gap = wymaga GG.deals, który nie odpowiedział (potrzebuje klucza API na tym serwerze)
js-prices-card-meta = Aplikacja { $appid } · { $region } · ceny w { $currency }
js-prices-stale = Nie udało się połączyć ze sklepami; te ceny są starsze.
js-prices-regular = Cena regularna
js-prices-best-official = Najlepszy oficjalny sklep
js-prices-best-keyshop = Najlepszy sklep z kluczami
js-prices-all-time-low = Najniższa cena w historii
js-prices-active-deals = Aktywne promocje
js-prices-critic-score = Ocena krytyków
js-prices-sources = Źródła: { $sources } · zaktualizowano { $updated }
js-prices-go-to-offer = Przejdź do najlepszej oferty
js-choose-files-first = Najpierw wybierz jeden lub więcej plików.
js-choose-file-first = Najpierw wybierz plik.
js-uploading = Wysyłanie…
js-uploading-percent = Wysyłanie… { $percent }%
js-sending = Wysyłanie…
js-job-refused = Serwer odrzucił zadanie ({ $status }).
js-recipe-name-needed = Nadaj przepisowi nazwę.
js-recipe-not-saved = Nie udało się zapisać przepisu ({ $status }).
js-recipe-saved = { $count ->
    [one] Zapisano „{ $name }” ({ $count } krok).
    [few] Zapisano „{ $name }” ({ $count } kroki).
    [many] Zapisano „{ $name }” ({ $count } kroków).
   *[other] Zapisano „{ $name }” ({ $count } kroku).
}
js-recipe-share-link = Link do udostępnienia:
js-steps-finding = Szukanie narzędzi, które mogą być następne…
js-steps-none = Żadne narzędzie nie może być następne: żadne nie przyjmuje tego, co daje ostatni krok, albo ciąg ma już tyle kroków, ile wolno.
js-steps-count = { $count ->
    [one] { $count } narzędzie może przyjąć wynik.
    [few] { $count } narzędzia mogą przyjąć wynik.
    [many] { $count } narzędzi może przyjąć wynik.
   *[other] { $count } narzędzia może przyjąć wynik.
}
js-steps-added = Dodano krok { $step }: { $title }.
js-steps-removed = Usunięto { $title }.
js-steps-legend = Krok { $step }: { $title }
js-steps-remove-label = Usuń krok { $step } ({ $title })
js-steps-no-options = To narzędzie nie ma opcji.
js-steps-remove = Usuń krok
js-required = (wymagane)
js-steps-refused = Kroki zostały odrzucone
js-first-step-options = Krok 1: opcje { $title }
js-options = Opcje
js-choose-files = Wybierz pliki
js-choose-file = Wybierz plik
js-drop-them = albo upuść je tutaj
js-drop-it = albo upuść go tutaj
js-too-many-files = Zadanie przyjmuje najwyżej { $max } plików; wybrano { $count }.
js-file-too-large = Ten plik ma { $size }; limit to { $limit }.
js-files-too-large = Te pliki mają razem { $size }; limit to { $limit }.
js-paste-video-first = Najpierw wklej link do filmu.
js-paste-page-first = Najpierw wklej adres strony internetowej.
js-server-refused = Serwer odrzucił zadanie
js-refused-status = { $what } ({ $status }).
js-file-chosen = { $name } ({ $size })
js-files-chosen = Pliki: { $count }, razem { $size }: { $names }
js-hub-matches = Pasujące do „{ $query }”: { $shown } z { $total } narzędzi.
js-hub-total = Narzędzia: { $total }.
web-page-legend = Strona internetowa
web-page-label = Adres strony
web-page-placeholder = https://example.com/artykul
web-page-hint = Wklej pełny adres (http lub https) publicznej strony internetowej.

chart-aria = Historia cen: { $title }
chart-line-official = Oficjalne sklepy
chart-line-keyshop = Sklepy z kluczami
chart-line-regular = Cena regularna
chart-not-enough = Za mało historii cen: zajrzyj za kilka dni.
chart-today = Dziś: { $price } ({ $line })
chart-all-time-low = Najniższa cena w historii { $price }
chart-all-time-low-at = Najniższa cena w historii { $price } ({ $where })
chart-period-low = Najniższa w okresie { $price }
web-history-rate-limited = Zbyt wiele zapytań o ceny z tego miejsca; historia pojawi się znowu za minutę.
web-history-sources-down = Źródła cen teraz nie odpowiadają, więc nie ma historii do pokazania. Spróbuj ponownie za kilka minut.
web-history-failed = Nie udało się teraz narysować historii cen; spróbuj ponownie później.

deal-filter-join = { $a }, { $b }
deal-filter-free = za darmo
deal-filter-under = poniżej { $price }
deal-filter-cut = rabat od { $cut }%
deal-filter-store = sklep { $store }
deal-filter-region = region { $region }
deal-filter-currency = waluta { $currency }
deal-filter-ignore = bez { $stores }
deal-filter-games-only = tylko gry
follow-giveaways = darmowe gry: { $filter }
deal-feed-title = Promocje na gry: { $filter }
deal-feed-free = ZA DARMO
deal-feed-live = { $title }: { $price } (−{ $cut }%) w { $shop }
deal-feed-ended = Zakończona: { $title } (było { $price } w { $shop })
deal-feed-summary = { $price } zamiast { $regular } (−{ $cut }%) w { $shop }.
deal-feed-summary-until = { $price } zamiast { $regular } (−{ $cut }%) w { $shop }. Do { $date }.
deal-feed-summary-ended = Ta promocja się zakończyła; było { $price } zamiast { $regular } w { $shop }.

email-from = Od
email-to = Do
email-cc = DW
email-date = Data
email-subject = Temat
email-attachments = Załączniki ({ $count })
email-unnamed = (bez nazwy)

web-404-title = Nie znaleziono strony
web-404-lead = Pod tym adresem nic nie ma. Stąd możesz:
web-404-tools = zobaczyć wszystkie narzędzia
web-404-prices = sprawdzić cenę gry
web-404-docs = przeczytać dokumentację API

# Bundles and subscriptions on the price card, bundle follows, image cards (issue 41, parts 4 and 5)
price-bundles = Pakiety
price-subscriptions = W abonamentach
price-bundle-ends = kończy się { $date }
price-subscription-leaves = znika { $date }
price-bundle-from = od { $price }
web-giveaways-title = Darmowe gry
web-giveaways-lead = Gry, DLC i łupy do zatrzymania za darmo, z GamerPower, Epic i IsThereAnyDeal, z datą końca.
web-giveaways-none = Żadne trwające rozdanie nie pasuje do tego filtra.
# /fit: a file made again under a size (issue 39)
cmd-fit = Dopasowuje plik do rozmiaru: discord, whatsapp, email… lub bajty
cmd-fit-usage = /fit [discord|discord-nitro-basic|telegram-bot|whatsapp|email|bajty]
cmd-fit-name = dopasuj
cmd-fit-opt-size = Gotowy rozmiar (discord, whatsapp, email…) lub bajty; domyślnie limit tego czatu
cmd-fit-opt-size-name = rozmiar
cmd-fit-opt-file = Obraz, wideo, dźwięk lub PDF do dopasowania

## admin panel (issue 36): the page's shell, its script's words (js-admin-*), and the job stages' words (stage-*).

admin-title = Administracja
admin-off = Panel administracyjny jest wyłączony na tym serwerze: ustaw { $variable }, aby go włączyć.
admin-needs-js = Panel administracyjny wymaga JavaScriptu.
admin-sign-in = Zaloguj się
admin-token = Token administratora
admin-sign-out = Wyloguj się
admin-sections = Sekcje administracji
admin-queue = Kolejka
admin-tools = Narzędzia
admin-keys = Klucze API
admin-webhooks = Webhooki
admin-price-cache = Pamięć podręczna cen
admin-queue-caption = Ostatnie zadania (bez zawartości plików)
admin-col-job = Zadanie
admin-col-tool = Narzędzie
admin-col-source = Źródło
admin-col-status = Status
admin-col-created = Utworzono
admin-col-actions = Działania
admin-col-category = Kategoria
admin-col-uses = Użycia
admin-col-starts = Uruchomienia
admin-col-errors = Błędy
admin-col-last-days = Ostatnie dni
admin-col-on = Wł.
admin-col-label = Etykieta
admin-col-last-used = Ostatnio użyty
admin-col-state = Stan
admin-col-key = Klucz
admin-col-failures = Błędy z rzędu
admin-col-event = Zdarzenie
admin-col-type = Typ
admin-col-attempts = Próby
admin-col-last-answer = Ostatnia odpowiedź
admin-tools-lead = Wyłączenie narzędzia lub kategorii od razu odrzuca nowe zadania (403 tool_disabled); jego zadania w kolejce kończą się błędem.
admin-categories = Kategorie
admin-each-tool = Każde narzędzie
admin-tool-filter = Filtruj narzędzia
admin-tools-caption = Użycia oraz uruchomienia i błędy zadań w ostatnich dniach (dni: { $days })
admin-previous = Poprzednia
admin-next = Następna
admin-key-label = Etykieta nowego klucza
admin-key-create = Utwórz klucz
admin-key-copy-now = Skopiuj ten klucz teraz; nie zostanie pokazany ponownie.
admin-key-secret = Sekret podpisu webhooków (weryfikuje { $header } jego dostaw):
admin-webhooks-lead = Klucz, którego dostawy zbyt wiele razy z rzędu się nie powiodły, jest wstrzymany, dopóki nie zostanie tu wznowiony. „Wyślij ponownie” wysyła dostawę jeszcze raz z tym samym id.
admin-webhooks-state-caption = Stan webhooków według klucza
admin-deliveries-caption = Ostatnie dostawy według klucza (najnowsze najpierw)
admin-cache-clear = Wyczyść pamięć podręczną cen
js-admin-sign-in-again = Zaloguj się ponownie.
js-admin-failed = { $what }: { $message }
js-admin-enter-token = Wpisz token administratora.
js-admin-sign-in-failed = Logowanie nie powiodło się.
js-admin-signed-in = Zalogowano.
js-admin-queue = Kolejka
js-admin-tools = Narzędzia
js-admin-keys = Klucze
js-admin-webhooks = Webhooki
js-admin-price-cache = Pamięć podręczna cen
js-admin-flag = Przełącznik
js-admin-cancel = Anuluj
js-admin-delete = Usuń
js-admin-cancel-job = Anuluj zadanie { $job } ({ $tool })
js-admin-delete-job = Usuń zadanie { $job } ({ $tool })
js-admin-job-cancelled = Zadanie { $job } anulowane.
js-admin-job-deleted = Zadanie { $job } usunięte.
js-admin-no-jobs = Nie ma jeszcze zadań.
js-admin-stat-waiting = Oczekujące
js-admin-stat-running = W toku
js-admin-stat-completed = Ukończone
js-admin-stat-failed = Nieudane
js-admin-stat-cancelled = Anulowane
js-admin-switched-on = { $name }: włączono.
js-admin-switched-off = { $name }: wyłączono.
js-admin-category = Kategoria { $category }
js-admin-starts-per-day = Uruchomienia dziennie: { $values }
js-admin-page-range = { $first }–{ $last } z { $total }
js-admin-on = wł.
js-admin-off = wył.
js-admin-off-category = wył. (kategoria)
js-admin-no-tool-matches = Żadne narzędzie nie pasuje do „{ $filter }”.
js-admin-no-tools = Brak narzędzi.
js-admin-never = nigdy
js-admin-active = aktywny
js-admin-revoked-on = unieważniony { $date }
js-admin-revoke = Unieważnij
js-admin-revoke-key = Unieważnij klucz { $label }
js-admin-key-revoked = Klucz „{ $label }” unieważniony.
js-admin-no-keys = Nie ma jeszcze kluczy API: utwórz jeden powyżej.
js-admin-key-needs-label = Nadaj kluczowi etykietę.
js-admin-create-key = Utwórz klucz
js-admin-key-not-created = Nie udało się utworzyć klucza.
js-admin-key-created = Klucz „{ $label }” utworzony.
js-admin-paused-since = wstrzymany od { $date }
js-admin-delivering = dostarcza
js-admin-resume = Wznów
js-admin-resume-key = Wznów dostawy klucza { $key }
js-admin-resumed = Dostawy klucza „{ $key }” wznowione.
js-admin-no-webhook-keys = Żaden klucz nie wysłał jeszcze webhooka.
js-admin-delivery-pending = oczekuje
js-admin-delivery-delivered = dostarczono
js-admin-delivery-gone = usunięty (410)
js-admin-delivery-failed = niepowodzenie
js-admin-replay = Wyślij ponownie
js-admin-replay-delivery = Wyślij ponownie dostawę { $id }
js-admin-replayed = Dostawa { $id } ponownie w kolejce.
js-admin-no-deliveries = Nie ma jeszcze dostaw.
js-admin-unavailable = niedostępna
js-admin-unknown = nieznana
js-admin-entries = Wpisy
js-admin-hits = Trafienia
js-admin-misses = Chybienia
js-admin-hit-rate = Współczynnik trafień
js-admin-clear-cache = Wyczyść pamięć
js-admin-cache-cleared = Pamięć podręczna cen wyczyszczona.
stage-queued = oczekiwanie
stage-reading = odczyt
stage-probing = badanie pliku
stage-preparing = przygotowanie
stage-fetching = pobieranie
stage-decoding = dekodowanie
stage-encoding = kodowanie
stage-converting = konwersja
stage-extracting = wyodrębnianie
stage-unpacking = rozpakowywanie
stage-packing = pakowanie
stage-zipping = tworzenie ZIP
stage-resizing = zmiana rozmiaru
stage-cropping = kadrowanie
stage-rotating = obracanie
stage-reversing = odwracanie
stage-rendering = renderowanie
stage-drawing = rysowanie
stage-laying-out = składanie układu
stage-analysing = analiza
stage-scanning = skanowanie
stage-recognizing = rozpoznawanie tekstu
stage-stamping = stemplowanie
stage-remuxing = remultipleksowanie
stage-compressing = kompresja
stage-assembling = składanie
stage-arranging = porządkowanie
stage-numbering = numerowanie
stage-flattening = spłaszczanie
stage-filling = wypełnianie
stage-signing = podpisywanie
stage-encrypting = szyfrowanie
stage-decrypting = odszyfrowywanie
stage-redacting = zaczernianie
stage-repairing = naprawa
stage-removing = usuwanie
stage-cleaning = czyszczenie
stage-checking = sprawdzanie
stage-adding-subtitles = dodawanie napisów
stage-burning-in-subtitles = wypalanie napisów
# The web tool page's "make it fit" preset buttons (issue 39)
web-size-presets = Dopasuj do
web-size-preset = { $name } · { $size } MB
web-size-preset-discord = Discord
web-size-preset-discord-nitro-basic = Discord Nitro Basic
web-size-preset-telegram-bot = Bot Telegrama
web-size-preset-whatsapp = WhatsApp
web-size-preset-email = E-mail
## Bundle follows: /follow bundles posts each new bundle (issue 41, part 4)
follow-bundles = pakiety: { $filter }
bundle-new = Nowy pakiet w { $store }
bundle-from = od { $price }
bundle-games = { $count ->
        [one] { $count } gra
        [few] { $count } gry
        [many] { $count } gier
       *[other] { $count } gry
    }
bundle-open = Kup w { $store }
## Archive files in pipelines (issue 39 item 5): the result's note on files left as they were, and the stage
## of sorting an archive's files for the next step (js-files-unchanged: the same note on the web page's job panel)
pipeline-files-unchanged = Pliki z archiwum, których następny krok nie przyjmuje, są w ZIP-ie bez zmian: { $count } z { $total }.
js-files-unchanged = Pliki z archiwum, których następny krok nie przyjmuje, są w ZIP-ie bez zmian: { $count } z { $total }.
stage-sorting-files = sortowanie plików
# Widoczne podpisy PDF (issue 39): wiersze ramki rysowanej na stronie.
pdf-sign-signed-by = Podpisano cyfrowo przez: { $name }
pdf-sign-date = Data: { $date }
pdf-sign-reason = Powód: { $reason }
# Telegram: a bare /fit offers the sizes as buttons (issue 39)
tg-fit-choose = Dokąd idzie ten plik? Wybierz rozmiar, a go dopasuję (albo wyślij /fit z liczbą bajtów).
tg-fit-this-chat = Ten czat
tg-fit-starting = Dopasowuję: { $size }
## Archive creation: the words for a tool that takes any file (issue 39, item 5)
web-file-hint-any = Dowolny rodzaj pliku. Do { $size } MB.
tools-any-file = dowolny rodzaj pliku

# Telegram: /fit on a file over the 20 MB a bot may fetch answers with an upload link that keeps the size (issue 39)
tg-fit-link = To, co tam wyślesz, zostanie dopasowane do { $size }.
