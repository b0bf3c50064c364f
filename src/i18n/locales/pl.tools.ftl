# gametools message catalogue, the tools' words: Polish (pl), translated from en.tools.ftl. Conventions: see the
# headers of en.ftl and en.tools.ftl.
#
# Translators' notes (pl):
# - Who: gametools translators (machine-assisted, review welcome).
# - Register: as in pl.ftl; tool titles are imperatives, as Polish apps label actions ("Przytnij obraz").
# - Kept in English: format and codec names, the units parameters are given in (px, dB, kbit/s, LUFS, dpi), the
#   values a parameter takes (keep, fit, a4, inside, cover…), and parameter names quoted in descriptions (start,
#   end, level, gain_db, fps, factor, width, preset, password).
# - Terms: frame (video) = klatka, bitrate = bitrate, loudness = głośność (LUFS), thumbnail = miniatura.

## image-convert-jpg

tool-image-convert-jpg-title = Konwertuj obraz do JPG
tool-image-convert-jpg-desc = Konwertuje obraz do JPEG za pomocą mozjpeg, kładąc przezroczystość na białym tle.
tool-image-convert-jpg-param-quality = Jakość 1-100, wyższa jest lepsza
tool-image-convert-jpg-param-target_size = Największy wynik w bajtach lub preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-png

tool-image-convert-png-title = Konwertuj obraz do PNG
tool-image-convert-png-desc = Konwertuje obraz do bezstratnego PNG z wybranym poziomem kompresji zlib.
tool-image-convert-png-param-level = Poziom kompresji zlib 0-9

## image-convert-webp

tool-image-convert-webp-title = Konwertuj obraz do WebP
tool-image-convert-webp-desc = Konwertuje obraz do stratnego lub bezstratnego WebP, zachowując klatki animacji.
tool-image-convert-webp-param-quality = Jakość 1-100, wyższa jest lepsza
tool-image-convert-webp-param-preset = WebP lossy (stratny) lub lossless (bezstratny)
tool-image-convert-webp-param-target_size = Największy wynik w bajtach lub preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-avif

tool-image-convert-avif-title = Konwertuj obraz do AVIF
tool-image-convert-avif-desc = Konwertuje obraz do AVIF (AV1 w HEIF), zwykle znacznie mniejszego niż JPEG przy tej samej jakości.
tool-image-convert-avif-param-quality = Jakość 1-100, wyższa jest lepsza
tool-image-convert-avif-param-target_size = Największy wynik w bajtach lub preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-gif

tool-image-convert-gif-title = Konwertuj obraz do GIF
tool-image-convert-gif-desc = Konwertuje obraz do GIF-a z 256 kolorami, zachowując klatki animowanego WebP lub GIF-a.

## image-convert-ico

tool-image-convert-ico-title = Konwertuj obraz do ICO
tool-image-convert-ico-desc = Tworzy kwadratową ikonę Windows (.ico z osadzonym PNG) w wybranym rozmiarze, dopełniając niekwadratowe obrazy.
tool-image-convert-ico-param-width = Rozmiar ikony w pikselach (kwadrat)

## image-convert-bmp

tool-image-convert-bmp-title = Konwertuj obraz do BMP
tool-image-convert-bmp-desc = Konwertuje obraz do nieskompresowanej bitmapy Windows (24-bitowej lub 32-bitowej, gdy ma przezroczystość).

## svg-to-png

tool-svg-to-png-title = SVG do PNG
tool-svg-to-png-desc = Renderuje rysunek SVG do PNG o wybranej szerokości, zachowując przezroczystość.
tool-svg-to-png-param-width = Szerokość wyniku w pikselach
tool-svg-to-png-param-height = Wysokość wyniku w pikselach; pominięta zachowuje proporcje, podana dopełnia obraz, by pasował

## image-resize

tool-image-resize-title = Zmień rozmiar obrazu
tool-image-resize-desc = Zmienia rozmiar obrazu do szerokości (i opcjonalnej wysokości) z wybranym dopasowaniem, zachowując format.
tool-image-resize-output = jak wejście
tool-image-resize-param-width = Docelowa szerokość w pikselach
tool-image-resize-param-height = Docelowa wysokość w pikselach; pominięta zachowuje proporcje
tool-image-resize-param-preset = Jak obraz mieści się w ramce: inside, cover, contain, fill lub outside

## image-crop

tool-image-crop-title = Przytnij obraz
tool-image-crop-desc = Wycina prostokąt określony lewym górnym rogiem i rozmiarem w pikselach.
tool-image-crop-output = jak wejście
tool-image-crop-param-x = Lewa krawędź w pikselach od lewej
tool-image-crop-param-y = Górna krawędź w pikselach od góry
tool-image-crop-param-crop_width = Szerokość prostokąta w pikselach
tool-image-crop-param-crop_height = Wysokość prostokąta w pikselach

## image-rotate

tool-image-rotate-title = Obróć obraz
tool-image-rotate-desc = Obraca obraz zgodnie z ruchem wskazówek zegara; przy kątach innych niż proste rogi wypełnia przezroczystość (biel dla JPEG).
tool-image-rotate-output = jak wejście
tool-image-rotate-param-degrees = Kąt zgodnie z ruchem wskazówek zegara w stopniach

## image-flip

tool-image-flip-title = Odbij obraz
tool-image-flip-desc = Odbija obraz w poziomie, w pionie lub w obu kierunkach.
tool-image-flip-output = jak wejście
tool-image-flip-param-direction = horizontal, vertical lub both

## image-compress

tool-image-compress-title = Skompresuj obraz
tool-image-compress-desc = Zmniejsza plik obrazu kodowaniem stratnym (mozjpeg, PNG z paletą, WebP lub AVIF).
tool-image-compress-output = jak wejście
tool-image-compress-param-quality = Jakość 1-100, niższa daje mniejsze pliki
tool-image-compress-param-format = Format wyniku: keep, jpg, webp, avif lub png
tool-image-compress-param-target_size = Największy wynik w bajtach lub preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-blur

tool-image-blur-title = Rozmyj obraz
tool-image-blur-desc = Stosuje rozmycie Gaussa o wybranej sile (sigma).
tool-image-blur-output = jak wejście
tool-image-blur-param-level = Sigma Gaussa 0.3-100

## image-sharpen

tool-image-sharpen-title = Wyostrz obraz
tool-image-sharpen-desc = Wyostrza obraz maską wyostrzającą o wybranym promieniu (sigma).
tool-image-sharpen-output = jak wejście
tool-image-sharpen-param-level = Sigma wyostrzania 0.01-10

## image-grayscale

tool-image-grayscale-title = Obraz w skali szarości
tool-image-grayscale-desc = Zamienia obraz na odcienie szarości.
tool-image-grayscale-output = jak wejście

## image-invert

tool-image-invert-title = Odwróć kolory
tool-image-invert-desc = Odwraca kolory obrazu (negatyw), zostawiając przezroczystość bez zmian.
tool-image-invert-output = jak wejście

## image-brightness

tool-image-brightness-title = Dostosuj jasność
tool-image-brightness-desc = Mnoży jasność obrazu przez współczynnik (poniżej 1 ciemniej, powyżej 1 jaśniej).
tool-image-brightness-output = jak wejście
tool-image-brightness-param-factor = Mnożnik jasności 0-4

## image-saturation

tool-image-saturation-title = Dostosuj nasycenie
tool-image-saturation-desc = Mnoży nasycenie kolorów obrazu przez współczynnik (0 usuwa cały kolor).
tool-image-saturation-output = jak wejście
tool-image-saturation-param-factor = Mnożnik nasycenia 0-4

## image-sepia

tool-image-sepia-title = Sepia
tool-image-sepia-desc = Nadaje obrazowi ciepły brązowy odcień starej fotografii.
tool-image-sepia-output = jak wejście

## image-pixelate

tool-image-pixelate-title = Pikselizuj obraz
tool-image-pixelate-desc = Zamienia obraz w grube kwadratowe bloki wybranego rozmiaru.
tool-image-pixelate-output = jak wejście
tool-image-pixelate-param-level = Rozmiar bloku w pikselach 2-200

## image-round-corners

tool-image-round-corners-title = Zaokrąglij rogi
tool-image-round-corners-desc = Ścina rogi obrazu po promieniu, zostawiając je przezroczyste, jako PNG lub WebP.
tool-image-round-corners-param-level = Promień rogów w pikselach
tool-image-round-corners-param-format = Format wyniku: png lub webp

## image-add-border

tool-image-add-border-title = Dodaj ramkę
tool-image-add-border-desc = Dodaje białą, czarną lub przezroczystą ramkę tej samej szerokości z każdej strony.
tool-image-add-border-output = jak wejście
tool-image-add-border-param-level = Szerokość ramki w pikselach
tool-image-add-border-param-preset = Kolor ramki

## image-trim

tool-image-trim-title = Przytnij marginesy obrazu
tool-image-trim-desc = Usuwa jednolity margines, którego kolor w granicach progu odpowiada lewemu górnemu pikselowi.
tool-image-trim-output = jak wejście
tool-image-trim-param-level = Próg różnicy kolorów 0-255

## image-upscale

tool-image-upscale-title = Powiększ obraz
tool-image-upscale-desc = Powiększa obraz o współczynnik interpolacją Lanczosa (klasyczne przepróbkowanie, nie AI).
tool-image-upscale-output = jak wejście
tool-image-upscale-param-factor = Współczynnik skali 1-4

## image-strip-metadata

tool-image-strip-metadata-title = Usuń metadane obrazu
tool-image-strip-metadata-desc = Usuwa dane EXIF (aparat, GPS), XMP, IPTC i ICC, najpierw prostując obraz.
tool-image-strip-metadata-output = jak wejście

## image-metadata

tool-image-metadata-title = Informacje o obrazie
tool-image-metadata-desc = Wypisuje format, rozmiar, przestrzeń barw, orientację, klatki i statystyki kanałów obrazu jako JSON.

## image-favicon-set

tool-image-favicon-set-title = Zestaw favicon
tool-image-favicon-set-desc = Tworzy pliki PNG favicon (od 16 do 512 px), ikonę Apple touch i wielorozmiarowy favicon.ico, w ZIP.

## pdf-to-png

tool-pdf-to-png-title = PDF do PNG
tool-pdf-to-png-desc = Renderuje strony PDF do obrazów PNG (jeden na stronę, w ZIP).
tool-pdf-to-png-param-pages = Strony do renderowania, zakresy od 1, np. 1-3,5,9- (najwyżej 100 stron)
tool-pdf-to-png-param-level = Rozdzielczość w dpi (36–600)

## pdf-to-jpg

tool-pdf-to-jpg-title = PDF do JPG
tool-pdf-to-jpg-desc = Renderuje strony PDF do obrazów JPEG (jeden na stronę, w ZIP).
tool-pdf-to-jpg-param-pages = Strony do renderowania, zakresy od 1, np. 1-3,5,9- (najwyżej 100 stron)
tool-pdf-to-jpg-param-level = Rozdzielczość w dpi (36–600)
tool-pdf-to-jpg-param-quality = Jakość JPEG (1–100)

## pdf-to-webp

tool-pdf-to-webp-title = PDF do WebP
tool-pdf-to-webp-desc = Renderuje strony PDF do obrazów WebP (jeden na stronę, w ZIP).
tool-pdf-to-webp-param-pages = Strony do renderowania, zakresy od 1, np. 1-3,5,9- (najwyżej 100 stron)
tool-pdf-to-webp-param-level = Rozdzielczość w dpi (36–600)
tool-pdf-to-webp-param-quality = Jakość WebP (1–100)

## pdf-thumbnail

tool-pdf-thumbnail-title = Miniatura PDF
tool-pdf-thumbnail-desc = Mały obraz jednej strony PDF (domyślnie pierwszej).
tool-pdf-thumbnail-param-pages = Strona do pokazania (jeden numer strony)
tool-pdf-thumbnail-param-width = Szerokość miniatury w px (32–2000)
tool-pdf-thumbnail-param-format = Format obrazu: png, jpg lub webp

## pdf-to-text

tool-pdf-to-text-title = PDF do tekstu
tool-pdf-to-text-desc = Wyodrębnia tekst stron PDF jako zwykły tekst UTF-8 (strony rozdzielone znakiem nowej strony).
tool-pdf-to-text-param-pages = Strony, zakresy od 1, np. 1-3,5,9-

## pdf-to-html

tool-pdf-to-html-title = PDF do HTML
tool-pdf-to-html-desc = Konwertuje strony PDF do jednego samodzielnego pliku HTML z tekstem ułożonym jak na stronie.
tool-pdf-to-html-param-pages = Strony, zakresy od 1, np. 1-3,5,9-

## pdf-split-pages

tool-pdf-split-pages-title = Podziel PDF na strony
tool-pdf-split-pages-desc = Jeden PDF na stronę (wszystkie strony lub wybrane), dostarczone w ZIP.
tool-pdf-split-pages-param-pages = Strony, zakresy od 1, np. 1-3,5,9-

## pdf-extract-pages

tool-pdf-extract-pages-title = Wyodrębnij strony PDF
tool-pdf-extract-pages-desc = Nowy PDF tylko z wybranymi stronami, w kolejności dokumentu.
tool-pdf-extract-pages-param-pages = Strony do zachowania, np. 1-3,5 (wymagane)

## pdf-remove-pages

tool-pdf-remove-pages-title = Usuń strony PDF
tool-pdf-remove-pages-desc = PDF bez wybranych stron (musi zostać co najmniej jedna strona).
tool-pdf-remove-pages-param-pages = Strony do usunięcia, np. 2,4-6 (wymagane)

## pdf-rotate

tool-pdf-rotate-title = Obróć strony PDF
tool-pdf-rotate-desc = Obraca strony zgodnie z ruchem wskazówek zegara o 90, 180 lub 270 stopni (-90 obraca przeciwnie), dodając do ich dotychczasowego obrotu.
tool-pdf-rotate-param-degrees = Obrót zgodnie z ruchem wskazówek zegara: 90, 180, 270 lub -90
tool-pdf-rotate-param-pages = Strony, zakresy od 1, np. 1-3,5,9-

## pdf-crop

tool-pdf-crop-title = Przytnij strony PDF
tool-pdf-crop-desc = Ustawia widoczny obszar stron: x, y, szerokość i wysokość w punktach od lewego górnego rogu strony, jak jest wyświetlana.
tool-pdf-crop-param-x = Lewa krawędź w punktach od lewej strony kartki
tool-pdf-crop-param-y = Górna krawędź w punktach od góry kartki
tool-pdf-crop-param-crop_width = Szerokość w punktach
tool-pdf-crop-param-crop_height = Wysokość w punktach
tool-pdf-crop-param-pages = Strony, zakresy od 1, np. 1-3,5,9-

## pdf-compress

tool-pdf-compress-title = Skompresuj PDF (bezstratnie)
tool-pdf-compress-desc = Przepisuje PDF, łącząc zduplikowane obiekty i ponownie kompresując strumienie, czcionki i obrazy; nic widocznego się nie zmienia. level 1–4 określa, jak dokładnie szukane są nieużywane i zduplikowane obiekty. Z target_size obrazy są krok po kroku zmniejszane i zapisywane jako JPEG, aż plik się zmieści.
tool-pdf-compress-param-level = Poziom odśmiecania (1–4)

## pdf-rasterize-compress

tool-pdf-rasterize-compress-title = Skompresuj PDF (rasteryzacja)
tool-pdf-rasterize-compress-desc = Zastępuje każdą stronę jej obrazem JPEG: dużo mniejsze dla skanów, ale tekstu nie da się już zaznaczyć.
tool-pdf-rasterize-compress-param-level = Rozdzielczość w dpi (50–300)
tool-pdf-rasterize-compress-param-quality = Jakość JPEG (1–100)

## pdf-grayscale

tool-pdf-grayscale-title = PDF w skali szarości
tool-pdf-grayscale-desc = Renderuje każdą stronę w odcieniach szarości (jako obrazy: tekstu nie da się już zaznaczyć).
tool-pdf-grayscale-param-level = Rozdzielczość w dpi (36–600)
tool-pdf-grayscale-param-quality = Jakość JPEG (1–100)

## pdf-metadata

tool-pdf-metadata-title = Metadane PDF
tool-pdf-metadata-desc = Tytuł, autor, daty, producent, liczba i rozmiary stron, szyfrowanie, pola formularzy i adnotacje jako JSON. PDF chroniony hasłem jest zgłaszany jako zaszyfrowany.

## pdf-strip-metadata

tool-pdf-strip-metadata-title = Usuń metadane PDF
tool-pdf-strip-metadata-desc = Usuwa z PDF tytuł, autora, daty, producenta i metadane XMP.

## pdf-repair

tool-pdf-repair-title = Napraw PDF
tool-pdf-repair-desc = Odbudowuje strukturę uszkodzonego lub uciętego PDF i zapisuje czystą kopię tego, co da się odzyskać.

## pdf-flatten

tool-pdf-flatten-title = Spłaszcz PDF
tool-pdf-flatten-desc = Wtapia adnotacje i wypełnione pola formularzy w strony, tak że nie da się ich już edytować.

## pdf-remove-annotations

tool-pdf-remove-annotations-title = Usuń adnotacje PDF
tool-pdf-remove-annotations-desc = Usuwa komentarze, wyróżnienia, rysunki i inne adnotacje z wybranych stron; pola formularzy zostają.
tool-pdf-remove-annotations-param-pages = Strony, zakresy od 1, np. 1-3,5,9-

## pdf-add-page-numbers

tool-pdf-add-page-numbers-title = Dodaj numery stron
tool-pdf-add-page-numbers-desc = Pisze numery stron na wybranych stronach, licząc od `start`, prosto tak, jak wyświetlana jest każda strona.
tool-pdf-add-page-numbers-param-direction = Gdzie trafia numer: na górze lub na dole, z lewej, na środku lub z prawej
tool-pdf-add-page-numbers-param-level = Rozmiar czcionki w punktach (6–48)
tool-pdf-add-page-numbers-param-start = Numer pierwszej numerowanej strony
tool-pdf-add-page-numbers-param-pages = Strony, zakresy od 1, np. 1-3,5,9-

## pdf-n-up

tool-pdf-n-up-title = N-up (stron na arkusz)
tool-pdf-n-up-desc = Umieszcza 2, 4, 6 lub 9 stron na każdym arkuszu A4 lub Letter, skalując je, by się zmieściły.
tool-pdf-n-up-param-level = Stron na arkusz: 2, 4, 6 lub 9
tool-pdf-n-up-param-preset = Rozmiar arkusza: a4 lub letter

## pdf-page-size

tool-pdf-page-size-title = Zmień rozmiar stron PDF
tool-pdf-page-size-desc = Zmienia rozmiar każdej strony na A3, A4, A5, Letter, Legal lub Tabloid (zachowując orientację), treść jest skalowana i wyśrodkowana.
tool-pdf-page-size-param-preset = Papier: a3, a4, a5, letter, legal lub tabloid

## pdf-extract-images

tool-pdf-extract-images-title = Wyodrębnij obrazy z PDF
tool-pdf-extract-images-desc = Każdy odrębny obraz z wybranych stron jako PNG w jego własnej rozdzielczości, w ZIP (najwyżej 500 obrazów).
tool-pdf-extract-images-param-pages = Strony, zakresy od 1, np. 1-3,5,9-

## pdf-remove-blank-pages

tool-pdf-remove-blank-pages-title = Usuń puste strony
tool-pdf-remove-blank-pages-desc = Usuwa strony (prawie) jednolite. level to największe odchylenie standardowe poziomów szarości strony (0–64, przy 36 dpi), które wciąż liczy się jako puste: 0 usuwa tylko całkowicie puste strony.
tool-pdf-remove-blank-pages-param-level = Próg pustej strony (0–64)

## image-to-pdf

tool-image-to-pdf-title = Obraz do PDF
tool-image-to-pdf-desc = Umieszcza obraz (JPEG, PNG, WebP, GIF, TIFF, AVIF; każdą klatkę wielostronicowego TIFF lub animowanego GIF-a) na stronach PDF: fit = strona w rozmiarze obrazu, a4/letter = wyśrodkowany na papierze.
tool-image-to-pdf-param-preset = Rozmiar strony: fit, a4 lub letter
tool-image-to-pdf-param-quality = Jakość JPEG, gdy obraz trzeba przekodować

## txt-to-pdf

tool-txt-to-pdf-title = Tekst do PDF
tool-txt-to-pdf-desc = Składa zwykły plik tekstowy UTF-8 na stronach A4 lub Letter.
tool-txt-to-pdf-param-preset = Papier: a4 lub letter

## html-to-pdf

tool-html-to-pdf-title = HTML do PDF
tool-html-to-pdf-desc = Renderuje statyczną stronę HTML (HTML i CSS; bez skryptów, bez obrazów i stylów pobieranych skądkolwiek) do PDF.
tool-html-to-pdf-param-preset = Papier: a4 lub letter

## epub-to-pdf

tool-epub-to-pdf-title = EPUB do PDF
tool-epub-to-pdf-desc = Składa e-book EPUB na stronach A4 lub Letter (używane są obrazy i style z książki).
tool-epub-to-pdf-param-preset = Papier: a4 lub letter

## audio-to-mp3

tool-audio-to-mp3-title = Audio do MP3
tool-audio-to-mp3-desc = Konwertuje audio (lub dźwięk wideo) do MP3 za pomocą LAME ze stałym bitrate.
tool-audio-to-mp3-param-bitrate = Bitrate audio w kbit/s (32–320; z target_size – najwyższy używany)

## audio-to-wav

tool-audio-to-wav-title = Audio do WAV
tool-audio-to-wav-desc = Konwertuje audio do nieskompresowanego PCM WAV: 16-bitowego, 24-bitowego lub 8-bitowego bez znaku.
tool-audio-to-wav-param-preset = Format próbek: s16, s24 lub u8

## audio-to-ogg

tool-audio-to-ogg-title = Audio do OGG Vorbis
tool-audio-to-ogg-desc = Konwertuje audio do Ogg Vorbis; bitrate ustala jakość VBR (nominalną dla stereo 44,1 kHz).
tool-audio-to-ogg-param-bitrate = Bitrate audio w kbit/s (48–500; z target_size – najwyższy używany)

## audio-to-opus

tool-audio-to-opus-title = Audio do Opus
tool-audio-to-opus-desc = Konwertuje audio do Opus w pliku Ogg (najwyżej 256 kbit/s na kanał).
tool-audio-to-opus-param-bitrate = Bitrate audio w kbit/s (6–510; z target_size – najwyższy używany)

## audio-to-flac

tool-audio-to-flac-title = Audio do FLAC
tool-audio-to-flac-desc = Konwertuje audio do bezstratnego FLAC; level to wysiłek kompresji (0–12).
tool-audio-to-flac-param-level = Poziom kompresji FLAC (0–12)

## audio-to-m4a

tool-audio-to-m4a-title = Audio do M4A (AAC)
tool-audio-to-m4a-desc = Konwertuje audio do AAC w pliku M4A.
tool-audio-to-m4a-param-bitrate = Bitrate audio w kbit/s (32–320; z target_size – najwyższy używany)

## audio-to-aac

tool-audio-to-aac-title = Audio do AAC
tool-audio-to-aac-desc = Konwertuje audio do surowego strumienia AAC (ADTS).
tool-audio-to-aac-param-bitrate = Bitrate audio w kbit/s (32–320; z target_size – najwyższy używany)

## audio-to-aiff

tool-audio-to-aiff-title = Audio do AIFF
tool-audio-to-aiff-desc = Konwertuje audio do 16-bitowego PCM AIFF.

## audio-to-wma

tool-audio-to-wma-title = Audio do WMA
tool-audio-to-wma-desc = Konwertuje audio do Windows Media Audio 2 (najwyżej stereo).
tool-audio-to-wma-param-bitrate = Bitrate audio w kbit/s (32–192; z target_size – najwyższy używany)

## audio-to-alac

tool-audio-to-alac-title = Audio do ALAC
tool-audio-to-alac-desc = Konwertuje audio do Apple Lossless w pliku M4A.

## audio-trim

tool-audio-trim-title = Przytnij audio
tool-audio-trim-desc = Zachowuje część między start a end (sekundy); przekodowaną w formacie wejścia.
tool-audio-trim-output = jak wejście
tool-audio-trim-param-start = Początek zachowanej części, sekundy
tool-audio-trim-param-end = Koniec zachowanej części, sekundy (po start)

## audio-volume

tool-audio-volume-title = Zmień głośność
tool-audio-volume-desc = Podnosi lub obniża głośność o gain_db decybeli.
tool-audio-volume-output = jak wejście
tool-audio-volume-param-gain_db = Wzmocnienie w dB (−30 do +30)

## audio-normalize

tool-audio-normalize-title = Normalizuj głośność
tool-audio-normalize-desc = Normalizacja głośności EBU R128 do docelowego poziomu w LUFS (dwa przebiegi: pomiar, potem dokładne wzmocnienie, albo loudnorm ze zmierzonymi wartościami, gdy szczyt przekroczyłby −1,5 dBTP).
tool-audio-normalize-output = jak wejście
tool-audio-normalize-param-level = Docelowa głośność zintegrowana, LUFS

## audio-speed

tool-audio-speed-title = Zmień tempo audio
tool-audio-speed-desc = Odtwarza szybciej lub wolniej o factor, zachowując wysokość dźwięku.
tool-audio-speed-output = jak wejście
tool-audio-speed-param-factor = Współczynnik prędkości (0.5–4)

## audio-pitch

tool-audio-pitch-title = Zmień wysokość dźwięku
tool-audio-pitch-desc = Przesuwa wysokość dźwięku o factor (1.12 ≈ dwa półtony wyżej), zachowując tempo.
tool-audio-pitch-output = jak wejście
tool-audio-pitch-param-factor = Współczynnik wysokości (0.5–2)

## audio-reverse

tool-audio-reverse-title = Odwróć audio
tool-audio-reverse-desc = Odtwarza audio od tyłu (najwyżej 10 minut: cały klip jest trzymany w pamięci).
tool-audio-reverse-output = jak wejście

## audio-fade

tool-audio-fade-title = Wyciszanie / zgłaśnianie
tool-audio-fade-desc = Zgłaśnia przez pierwsze start sekund i wycisza przez ostatnie end sekund.
tool-audio-fade-output = jak wejście
tool-audio-fade-param-start = Długość zgłośnienia, sekundy (0 = brak)
tool-audio-fade-param-end = Długość wyciszenia, sekundy (0 = brak)

## audio-remove-silence

tool-audio-remove-silence-title = Usuń ciszę
tool-audio-remove-silence-desc = Wycina ciszę na początku i każdą przerwę dłuższą niż pół sekundy, która pozostaje poniżej level dB.
tool-audio-remove-silence-output = jak wejście
tool-audio-remove-silence-param-level = Próg ciszy, dB

## audio-noise-reduction

tool-audio-noise-reduction-title = Zredukuj szum
tool-audio-noise-reduction-desc = Odszumiacz FFT śledzący poziom szumu tła; level to redukcja szumu w dB.
tool-audio-noise-reduction-output = jak wejście
tool-audio-noise-reduction-param-level = Redukcja szumu, dB (0.01–97)

## audio-bass-boost

tool-audio-bass-boost-title = Wzmocnienie basów
tool-audio-bass-boost-desc = Podbija niskie częstotliwości (półka około 100 Hz) o gain_db.
tool-audio-bass-boost-output = jak wejście
tool-audio-bass-boost-param-gain_db = Wzmocnienie basów, dB (0–20)

## audio-to-mono

tool-audio-to-mono-title = Konwertuj do mono
tool-audio-to-mono-desc = Miksuje wszystkie kanały w jeden.
tool-audio-to-mono-output = jak wejście

## audio-waveform-image

tool-audio-waveform-image-title = Obraz przebiegu fali
tool-audio-waveform-image-desc = Rysuje przebieg fali całej ścieżki jako PNG z przezroczystym tłem.
tool-audio-waveform-image-param-width = Szerokość obrazu, px (100–4000)
tool-audio-waveform-image-param-height = Wysokość obrazu, px (50–2000)

## audio-spectrogram-image

tool-audio-spectrogram-image-title = Obraz spektrogramu
tool-audio-spectrogram-image-desc = Rysuje spektrogram całej ścieżki (czas w poziomie, częstotliwość w pionie) jako PNG dokładnie tego rozmiaru.
tool-audio-spectrogram-image-param-width = Szerokość obrazu, px (100–4000)
tool-audio-spectrogram-image-param-height = Wysokość obrazu, px (50–2000)

## audio-metadata

tool-audio-metadata-title = Metadane audio
tool-audio-metadata-desc = Format, kodek, czas trwania, kanały, tagi i podsumowanie głośności (EBU R128 i poziom) jako JSON.

## video-to-mp4

tool-video-to-mp4-title = Wideo do MP4
tool-video-to-mp4-desc = Konwertuje wideo do MP4 H.264/AAC (yuv420p, szybki start) dla przeglądarek i telefonów.
tool-video-to-mp4-param-level = CRF x264: niższy = lepiej i większy plik (0–51)
tool-video-to-mp4-param-preset = Preset prędkości x264
tool-video-to-mp4-param-bitrate = Bitrate audio AAC, kbit/s
tool-video-to-mp4-param-target_size = Największy wynik w bajtach lub preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-to-webm

tool-video-to-webm-title = Wideo do WebM
tool-video-to-webm-desc = Konwertuje wideo do WebM VP9/Opus w trybie stałej jakości.
tool-video-to-webm-param-level = CRF VP9: niższy = lepiej i większy plik (0–63)
tool-video-to-webm-param-preset = realtime = szybko; good = wolniej, mniejszy plik

## video-to-mkv

tool-video-to-mkv-title = Wideo do MKV
tool-video-to-mkv-desc = Umieszcza wideo w Matroska: strumienie skopiowane bez zmian lub przekodowane do H.264/AAC.
tool-video-to-mkv-param-preset = copy = przepakuj strumienie bez zmian, gdy się da; encode = H.264/AAC

## video-to-mov

tool-video-to-mov-title = Wideo do MOV
tool-video-to-mov-desc = Umieszcza wideo w QuickTime MOV: kopiowane, gdy kodeki pasują do MOV, w przeciwnym razie przekodowane do H.264/AAC.
tool-video-to-mov-param-preset = copy = przepakuj strumienie bez zmian, gdy się da; encode = H.264/AAC

## video-to-avi

tool-video-to-avi-title = Wideo do AVI
tool-video-to-avi-desc = Konwertuje wideo do MPEG-4 Part 2 (tag Xvid) z dźwiękiem MP3 w AVI.
tool-video-to-avi-param-level = Kwantyzator MPEG-4: niższy = lepiej (2–31)

## video-to-hevc

tool-video-to-hevc-title = Wideo do HEVC (H.265)
tool-video-to-hevc-desc = Konwertuje wideo do H.265 (hvc1) z dźwiękiem AAC w MP4: mniej więcej o połowę mniejsze niż H.264 przy tej samej jakości.
tool-video-to-hevc-param-level = CRF x265: niższy = lepiej i większy plik (0–51)
tool-video-to-hevc-param-preset = Preset prędkości x265

## video-to-gif

tool-video-to-gif-title = Wideo do GIF
tool-video-to-gif-desc = Zamienia do 30 s wideo w animowany GIF ze zoptymalizowaną paletą.
tool-video-to-gif-param-fps = Klatki na sekundę (1–30)
tool-video-to-gif-param-width = Szerokość, px (16–1280; nigdy nie powiększane)
tool-video-to-gif-param-start = Początek klipu, sekundy
tool-video-to-gif-param-end = Koniec klipu, sekundy (domyślnie start + 10; najwyżej 30 s po start)

## video-to-animated-webp

tool-video-to-animated-webp-title = Wideo do animowanego WebP
tool-video-to-animated-webp-desc = Zamienia do 30 s wideo w animowany WebP (stratny, zapętlony).
tool-video-to-animated-webp-param-fps = Klatki na sekundę (1–30)
tool-video-to-animated-webp-param-width = Szerokość, px (16–1280; nigdy nie powiększane)
tool-video-to-animated-webp-param-start = Początek klipu, sekundy
tool-video-to-animated-webp-param-end = Koniec klipu, sekundy (domyślnie start + 10; najwyżej 30 s po start)
tool-video-to-animated-webp-param-quality = Jakość WebP (1–100)

## video-extract-audio

tool-video-extract-audio-title = Wyodrębnij audio
tool-video-extract-audio-desc = Zapisuje dźwięk wideo jako MP3, M4A, WAV, OGG, Opus lub FLAC; kopiowany bez przekodowania, gdy ma już ten kodek.
tool-video-extract-audio-param-format = Format audio
tool-video-extract-audio-param-bitrate = Bitrate dla formatów stratnych, kbit/s (nieużywany przy kopiowaniu)

## video-mute

tool-video-mute-title = Usuń dźwięk
tool-video-mute-desc = Usuwa ścieżkę dźwiękową; obraz jest kopiowany bez zmian.
tool-video-mute-output = jak wejście

## video-trim

tool-video-trim-title = Przytnij wideo
tool-video-trim-desc = Zachowuje sekundy start..end. fast = kopia strumienia, cięcie na klatce kluczowej przed start (może zacząć się trochę wcześniej); accurate = przekodowanie, co do klatki.
tool-video-trim-output = jak wejście
tool-video-trim-param-start = Początek zachowanej części, sekundy
tool-video-trim-param-end = Koniec zachowanej części, sekundy (po start)
tool-video-trim-param-preset = fast = kopia strumienia wyrównana do klatek kluczowych; accurate = przekoduj

## video-crop

tool-video-crop-title = Kadruj wideo
tool-video-crop-desc = Zachowuje prostokąt obrazu (x, y, crop_width, crop_height w pikselach; rozmiary zaokrąglone do parzystych).
tool-video-crop-param-x = Lewa krawędź zachowanego obszaru, px
tool-video-crop-param-y = Górna krawędź zachowanego obszaru, px
tool-video-crop-param-crop_width = Szerokość zachowanego obszaru, px (zaokrąglona w dół do parzystej)
tool-video-crop-param-crop_height = Wysokość zachowanego obszaru, px (zaokrąglona w dół do parzystej)

## video-resize

tool-video-resize-title = Zmień rozmiar wideo
tool-video-resize-desc = Skaluje do width pikseli; wysokość wynika z proporcji, chyba że ją podano. Rozmiary są zaokrąglane do parzystych.
tool-video-resize-param-width = Szerokość wyniku, px (16–3840)
tool-video-resize-param-height = Wysokość wyniku, px (pomiń, by zachować proporcje)

## video-rotate

tool-video-rotate-title = Obróć wideo
tool-video-rotate-desc = Obraca obraz zgodnie z ruchem wskazówek zegara o 90, 180 lub 270 stopni.
tool-video-rotate-param-degrees = Obrót zgodnie z ruchem wskazówek zegara: 90, 180 lub 270

## video-flip

tool-video-flip-title = Odbij wideo
tool-video-flip-desc = Odbija obraz w poziomie, w pionie lub w obu kierunkach.
tool-video-flip-param-direction = Oś odbicia

## video-speed

tool-video-speed-title = Zmień tempo wideo
tool-video-speed-desc = Przyspiesza lub zwalnia obraz i dźwięk razem (dźwięk zachowuje wysokość).
tool-video-speed-param-factor = Współczynnik prędkości (0.25–4)

## video-reverse

tool-video-reverse-title = Odwróć wideo
tool-video-reverse-desc = Odtwarza klip od tyłu, razem z dźwiękiem (najwyżej 60 s: każda klatka jest trzymana w pamięci).

## video-compress

tool-video-compress-title = Skompresuj wideo
tool-video-compress-desc = Przekodowuje do mniejszego MP4 H.264/AAC (128 kbit/s); opcjonalnie ogranicza szerokość.
tool-video-compress-param-level = CRF x264: wyższy = mniejszy plik (18–40)
tool-video-compress-param-preset = Preset prędkości x264
tool-video-compress-param-width = Największa szerokość wyniku, px (0 = bez zmian)
tool-video-compress-param-target_size = Największy wynik w bajtach lub preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-change-fps

tool-video-change-fps-title = Zmień liczbę klatek na sekundę
tool-video-change-fps-desc = Przepróbkowuje do fps klatek na sekundę (klatki są odrzucane lub powtarzane; długość bez zmian).
tool-video-change-fps-param-fps = Klatki na sekundę (1–60)

## video-loop

tool-video-loop-title = Zapętl wideo
tool-video-loop-desc = Powtarza klip level razy w jednym pliku (strumienie kopiowane; wynik najwyżej 600 s).
tool-video-loop-output = jak wejście
tool-video-loop-param-level = Łączna liczba odtworzeń (2–20)

## video-fade

tool-video-fade-title = Wyciemnianie / rozjaśnianie wideo
tool-video-fade-desc = Rozjaśnia z czerni przez pierwsze start sekund i ściemnia do czerni przez ostatnie end sekund; dźwięk również.
tool-video-fade-param-start = Długość zgłośnienia, sekundy (0 = brak)
tool-video-fade-param-end = Długość wyciszenia, sekundy (0 = brak)

## video-grayscale

tool-video-grayscale-title = Wideo czarno-białe
tool-video-grayscale-desc = Usuwa cały kolor z obrazu.

## video-stabilize

tool-video-stabilize-title = Stabilizuj wideo
tool-video-stabilize-desc = Wygładza drgania kamery w dwóch przebiegach (vid.stab); level = klatki wygładzania. Najwyżej 5 minut.
tool-video-stabilize-param-level = Okno wygładzania, klatki (1–100)

## video-volume

tool-video-volume-title = Zmień głośność wideo
tool-video-volume-desc = Podnosi lub obniża dźwięk o gain_db decybeli; obraz jest kopiowany bez zmian.
tool-video-volume-output = jak wejście
tool-video-volume-param-gain_db = Wzmocnienie w dB (−30 do +30)

## video-normalize-audio

tool-video-normalize-audio-title = Normalizuj głośność wideo
tool-video-normalize-audio-desc = Normalizacja głośności dźwięku EBU R128 do level LUFS (dwa przebiegi, TP −1,5, LRA 11); obraz skopiowany.
tool-video-normalize-audio-output = jak wejście
tool-video-normalize-audio-param-level = Docelowa głośność zintegrowana, LUFS

## video-metadata

tool-video-metadata-title = Metadane wideo
tool-video-metadata-desc = Kontener, czas trwania, rozmiar, liczba klatek na sekundę, obrót, kodeki, ścieżki i tagi jako JSON.

## video-thumbnail-at-time

tool-video-thumbnail-at-time-title = Miniatura w danym momencie
tool-video-thumbnail-at-time-desc = Zapisuje klatkę z sekundy start jako JPG, PNG lub WebP, opcjonalnie zmniejszoną do width.
tool-video-thumbnail-at-time-param-start = Moment klatki, sekundy
tool-video-thumbnail-at-time-param-width = Szerokość wyniku, px (0 = jak wideo; 16–3840)
tool-video-thumbnail-at-time-param-format = Format obrazu: jpg, png lub webp
tool-video-thumbnail-at-time-param-quality = Jakość JPG/WebP (1–100)

## video-thumbnail-auto

tool-video-thumbnail-auto-title = Automatyczna miniatura
tool-video-thumbnail-auto-desc = Wybiera najbardziej reprezentatywną klatkę (filtr thumbnail w ffmpeg) z odcinka po początku.
tool-video-thumbnail-auto-param-width = Szerokość wyniku, px (0 = jak wideo; 16–3840)
tool-video-thumbnail-auto-param-format = Format obrazu: jpg, png lub webp

## video-first-frame

tool-video-first-frame-title = Pierwsza klatka
tool-video-first-frame-desc = Zapisuje pierwszą klatkę wideo.
tool-video-first-frame-param-width = Szerokość wyniku, px (0 = jak wideo; 16–3840)
tool-video-first-frame-param-format = Format obrazu: jpg, png lub webp

## video-last-frame

tool-video-last-frame-title = Ostatnia klatka
tool-video-last-frame-desc = Zapisuje ostatnią klatkę wideo (dekoduje tylko ostatnie sekundy).
tool-video-last-frame-param-width = Szerokość wyniku, px (0 = jak wideo; 16–3840)
tool-video-last-frame-param-format = Format obrazu: jpg, png lub webp

## video-contact-sheet

tool-video-contact-sheet-title = Arkusz stykowy
tool-video-contact-sheet-desc = Siatka level × level klatek rozłożonych równo w całym wideo, jako jeden JPEG.
tool-video-contact-sheet-param-level = Rozmiar siatki N (N×N klatek, 2–8)
tool-video-contact-sheet-param-width = Szerokość każdego kafelka, px (80–640)

## video-extract-frames

tool-video-extract-frames-title = Wyodrębnij klatki
tool-video-extract-frames-desc = Zapisuje fps klatek na sekundę między start a end jako pliki JPG lub PNG w jednym ZIP (najwyżej 300).
tool-video-extract-frames-param-fps = Klatki na sekundę do zapisania (0.05–10)
tool-video-extract-frames-param-start = Początek okna, sekundy
tool-video-extract-frames-param-end = Koniec okna, sekundy (domyślnie: koniec)
tool-video-extract-frames-param-format = Format obrazu: jpg lub png

## video-scene-frames

tool-video-scene-frames-title = Klatki scen
tool-video-scene-frames-desc = Zapisuje pierwszą klatkę i pierwszą klatkę każdej zmiany sceny (wynik powyżej level) jako JPEG w jednym ZIP (najwyżej 100).
tool-video-scene-frames-param-level = Próg zmiany sceny (0.1–0.9)

## video-poster-play-button

tool-video-poster-play-button-title = Plakat z przyciskiem odtwarzania
tool-video-poster-play-button-desc = Klatka z sekundy start, zmniejszona do width, z przyciskiem odtwarzania narysowanym pośrodku (JPEG).
tool-video-poster-play-button-param-start = Moment klatki, sekundy
tool-video-poster-play-button-param-width = Szerokość plakatu, px (16–3840)

## qr-decode-image

tool-qr-decode-image-title = Odczytaj kody QR z obrazu
tool-qr-decode-image-desc = Znajduje każdy kod QR (także Micro QR i rMQR) na zdjęciu lub zrzucie ekranu i zwraca ich tekst jako JSON.

## barcode-decode-image

tool-barcode-decode-image-title = Odczytaj kody kreskowe z obrazu
tool-barcode-decode-image-desc = Znajduje kody kreskowe wszystkich popularnych symbologii (EAN/UPC, Code 128/39/93, ITF, Codabar, DataBar, QR, Data Matrix, PDF417, Aztec, MaxiCode) i zwraca je jako JSON.

## qr-decode-pdf

tool-qr-decode-pdf-title = Odczytaj kody QR z PDF
tool-qr-decode-pdf-desc = Renderuje strony PDF (pierwsze 10, chyba że podano strony) i zwraca każdy znaleziony kod QR wraz ze stroną jako JSON.
tool-qr-decode-pdf-param-pages = Strony do przeszukania, zakresy od 1, np. 1-3,5,9- (domyślnie: pierwsze 10)
tool-qr-decode-pdf-param-level = Rozdzielczość renderowania w dpi (72–400)

## qr-decode-video

tool-qr-decode-video-title = Odczytaj kody QR z wideo
tool-qr-decode-video-desc = Próbkuje klatki wideo (fps na sekundę, w oknie najwyżej 120 s) i wypisuje każdy odrębny kod QR z momentem, w którym był widoczny po raz pierwszy i ostatni.
tool-qr-decode-video-param-fps = Próbkowane klatki na sekundę wideo (0.2–10)
tool-qr-decode-video-param-start = Początek okna w sekundach
tool-qr-decode-video-param-end = Koniec okna w sekundach (domyślnie: start + 120 s lub koniec wideo)

## qr-from-text-file

tool-qr-from-text-file-title = Plik tekstowy do kodu QR
tool-qr-from-text-file-desc = Koduje zawartość pliku tekstowego UTF-8 jako jeden kod QR (do 2331 bajtów na poziomie M).
tool-qr-from-text-file-output = image/png, image/svg+xml, image/jpeg lub image/webp (według format)
tool-qr-from-text-file-param-format = Format obrazu wyniku
tool-qr-from-text-file-param-width = Szerokość obrazu w pikselach (symbol, który potrzebuje więcej, rysowany jest większy)
tool-qr-from-text-file-param-level = Poziom korekcji błędów: L 7%, M 15%, Q 25%, H 30%

## qr-from-vcard

tool-qr-from-vcard-title = vCard do kodu QR
tool-qr-from-vcard-desc = Zamienia wizytówkę (.vcf) w kod QR, który telefony proponują zapisać jako kontakt.
tool-qr-from-vcard-output = image/png, image/svg+xml, image/jpeg lub image/webp (według format)
tool-qr-from-vcard-param-format = Format obrazu wyniku
tool-qr-from-vcard-param-width = Szerokość obrazu w pikselach (symbol, który potrzebuje więcej, rysowany jest większy)
tool-qr-from-vcard-param-level = Poziom korekcji błędów: L 7%, M 15%, Q 25%, H 30%

## qr-batch-from-lines

tool-qr-batch-from-lines-title = Kody QR z wierszy
tool-qr-batch-from-lines-desc = Jeden kod QR na każdy niepusty wiersz pliku tekstowego (najwyżej 100), dostarczone jako ZIP z obrazami.
tool-qr-batch-from-lines-param-format = Format obrazu wyniku
tool-qr-batch-from-lines-param-width = Szerokość obrazu w pikselach (symbol, który potrzebuje więcej, rysowany jest większy)
tool-qr-batch-from-lines-param-level = Poziom korekcji błędów: L 7%, M 15%, Q 25%, H 30%

## barcode-from-text-file

tool-barcode-from-text-file-title = Plik tekstowy do kodu kreskowego
tool-barcode-from-text-file-desc = Koduje tekst pliku jako Code 128, Code 39, EAN-13, EAN-8, UPC-A, ITF, Data Matrix, PDF417 lub Aztec, w SVG lub PNG.
tool-barcode-from-text-file-output = image/svg+xml lub image/png (według format)
tool-barcode-from-text-file-param-preset = Symbologia
tool-barcode-from-text-file-param-format = Format wyniku
tool-barcode-from-text-file-param-width = Szerokość obrazu w pikselach

## yt-thumbnail-default

tool-yt-thumbnail-default-title = Miniatura wideo: domyślna
tool-yt-thumbnail-default-desc = Pobiera miniaturę default.jpg wideo (120×90).

## yt-thumbnail-medium

tool-yt-thumbnail-medium-title = Miniatura wideo: średnia
tool-yt-thumbnail-medium-desc = Pobiera miniaturę mqdefault.jpg wideo (320×180).

## yt-thumbnail-high

tool-yt-thumbnail-high-title = Miniatura wideo: wysoka
tool-yt-thumbnail-high-desc = Pobiera miniaturę hqdefault.jpg wideo (480×360), 4:3 z czarnymi pasami.

## yt-thumbnail-standard

tool-yt-thumbnail-standard-title = Miniatura wideo: standardowa
tool-yt-thumbnail-standard-desc = Pobiera miniaturę sddefault.jpg wideo (640×480); nie każde wideo ją ma.

## yt-thumbnail-maxres

tool-yt-thumbnail-maxres-title = Miniatura wideo: maksymalna rozdzielczość
tool-yt-thumbnail-maxres-desc = Pobiera miniaturę maxresdefault.jpg wideo (1280×720); nie każde wideo ją ma.

## yt-thumbnail-best

tool-yt-thumbnail-best-title = Najlepsza miniatura wideo
tool-yt-thumbnail-best-desc = Największa miniatura, jaką wideo naprawdę ma (maxres, inaczej standard, inaczej high), jako JPEG, PNG lub WebP.
tool-yt-thumbnail-best-output = image/jpeg, image/png lub image/webp (według format)
tool-yt-thumbnail-best-param-format = Format wyniku

## yt-thumbnail-webp

tool-yt-thumbnail-webp-title = Miniatura wideo jako WebP
tool-yt-thumbnail-webp-desc = Pobiera wersję WebP miniatury w rozmiarze, który udostępnia serwis wideo (default, mq, hq, sd, maxres).
tool-yt-thumbnail-webp-param-preset = Rozmiar miniatury: default, mq, hq, sd lub maxres

## yt-thumbnail-resize

tool-yt-thumbnail-resize-title = Miniatura wideo w innym rozmiarze
tool-yt-thumbnail-resize-desc = Najlepsza miniatura w podanym rozmiarze: cover wypełnia ramkę i przycina, contain mieści się w środku z czarnymi pasami. Szerokość lub wysokość 0 zachowuje proporcje.
tool-yt-thumbnail-resize-output = image/jpeg, image/png lub image/webp (według format)
tool-yt-thumbnail-resize-param-width = Szerokość w pikselach (0 = z wysokości i proporcji)
tool-yt-thumbnail-resize-param-height = Wysokość w pikselach (0 = z szerokości i proporcji)
tool-yt-thumbnail-resize-param-format = Format wyniku
tool-yt-thumbnail-resize-param-quality = Jakość JPEG/WebP
tool-yt-thumbnail-resize-param-preset = cover (przytnij, by wypełnić) lub contain (z pasami)

## yt-thumbnail-crop-16x9

tool-yt-thumbnail-crop-16x9-title = Miniatura wideo przycięta do 16:9
tool-yt-thumbnail-crop-16x9-desc = Bierze miniaturę 4:3 high lub standard i wycina jej środkowy obraz 16:9, bez czarnych pasów.
tool-yt-thumbnail-crop-16x9-param-preset = Miniatura źródłowa: hq (480×360) lub sd (640×480)

## yt-qr-code

tool-yt-qr-code-title = Kod QR do linku do wideo
tool-yt-qr-code-desc = Kod QR, który otwiera wideo (opcjonalnie od momentu startu); tworzony lokalnie, żadne żądanie nie opuszcza serwera.
tool-yt-qr-code-output = image/png, image/svg+xml, image/jpeg lub image/webp (według format)
tool-yt-qr-code-param-format = Format obrazu wyniku
tool-yt-qr-code-param-width = Szerokość obrazu w pikselach (symbol, który potrzebuje więcej, rysowany jest większy)
tool-yt-qr-code-param-level = Poziom korekcji błędów: L 7%, M 15%, Q 25%, H 30%
tool-yt-qr-code-param-start = Moment startu w sekundach (używane są pełne sekundy)

## yt-oembed-metadata

tool-yt-oembed-metadata-title = Metadane wideo (oEmbed)
tool-yt-oembed-metadata-desc = Tytuł, kanał, miniatura i HTML odtwarzacza publicznego wideo, z punktu oEmbed serwisu wideo, jako JSON.

## yt-embed-code

tool-yt-embed-code-title = Kod do osadzenia wideo
tool-yt-embed-code-desc = Strona HTML z gotowym do skopiowania iframe w trybie zwiększonej prywatności (start i opcjonalny koniec) oraz zwykłymi linkami do oglądania, krótkimi i do osadzenia. Tworzona lokalnie, żadne żądanie nie opuszcza serwera.
tool-yt-embed-code-param-start = Moment startu w sekundach
tool-yt-embed-code-param-end = Moment końca w sekundach (po start)
tool-yt-embed-code-param-width = Szerokość odtwarzacza w pikselach
tool-yt-embed-code-param-height = Wysokość odtwarzacza w pikselach

## pdf-merge

tool-pdf-merge-title = Scal PDF-y
tool-pdf-merge-desc = Łączy kilka PDF-ów w jeden: wszystkie strony każdego pliku, w kolejności wysłania plików.

## images-to-pdf

tool-images-to-pdf-title = Obrazy do PDF
tool-images-to-pdf-desc = Umieszcza kilka obrazów (JPEG, PNG, WebP, GIF, TIFF, AVIF) w jednym PDF, jedna strona na obraz w kolejności wysłania (pierwsza klatka animacji): fit = strona w rozmiarze obrazu, a4/letter = wyśrodkowany na papierze.
tool-images-to-pdf-param-preset = Rozmiar strony: fit, a4 lub letter
tool-images-to-pdf-param-quality = Jakość JPEG, gdy obraz trzeba przekodować

## audio-concat

tool-audio-concat-title = Połącz audio
tool-audio-concat-desc = Łączy kilka plików audio jeden za drugim, w kolejności wysłania, w jeden MP3 (44,1 kHz stereo).
tool-audio-concat-param-bitrate = Bitrate MP3, kbit/s (32–320)

## video-concat

tool-video-concat-title = Połącz wideo
tool-video-concat-desc = Łączy kilka filmów jeden za drugim, w kolejności wysłania, w jeden MP4 (H.264/AAC): każdy jest skalowany i dopełniany do rozmiaru klatki pierwszego przy jednej liczbie klatek na sekundę; dźwięk zostaje, gdy każdy film ma dźwięk.
tool-video-concat-param-fps = Liczba klatek na sekundę wyniku (1–60)

## video-add-audio

tool-video-add-audio-title = Dodaj ścieżkę dźwiękową
tool-video-add-audio-desc = Podkłada dźwięk drugiego pliku (audio lub wideo z dźwiękiem) pod obraz pierwszego, w MP4; wynik trwa tyle, co krótszy z nich.
tool-video-add-audio-param-bitrate = Bitrate AAC, kbit/s (32–320)

## word-to-pdf

tool-word-to-pdf-title = Word do PDF
tool-word-to-pdf-desc = Konwertuje dokument tekstowy Word, OpenDocument lub RTF (docx, doc, odt, rtf) do PDF. Makra nigdy się nie uruchamiają; połączone pliki i obrazy nie są pobierane.

## spreadsheet-to-pdf

tool-spreadsheet-to-pdf-title = Arkusz kalkulacyjny do PDF
tool-spreadsheet-to-pdf-desc = Konwertuje arkusz kalkulacyjny (xlsx, xls, ods lub tekst CSV) do PDF: każdy arkusz na jednej stronie tak szerokiej jak jego używane kolumny. Formuły zachowują zapisane wyniki; makra nigdy się nie uruchamiają.

## presentation-to-pdf

tool-presentation-to-pdf-title = Prezentacja do PDF
tool-presentation-to-pdf-desc = Konwertuje prezentację (pptx, ppt, odp) do PDF, jedna strona na slajd. Makra nigdy się nie uruchamiają.

## docx-to-odt

tool-docx-to-odt-title = Word do ODT
tool-docx-to-odt-desc = Konwertuje dokument Word (docx, doc, rtf) do tekstu OpenDocument (odt).

## odt-to-docx

tool-odt-to-docx-title = ODT do Word
tool-odt-to-docx-desc = Konwertuje dokument tekstowy OpenDocument (odt) lub RTF do Word (docx).

## xlsx-to-ods

tool-xlsx-to-ods-title = Excel do ODS
tool-xlsx-to-ods-desc = Konwertuje skoroszyt Excel (xlsx, xls) do arkusza OpenDocument (ods).

## ods-to-xlsx

tool-ods-to-xlsx-title = ODS do Excel
tool-ods-to-xlsx-desc = Konwertuje arkusz OpenDocument (ods) do skoroszytu Excel (xlsx).

## xlsx-to-csv

tool-xlsx-to-csv-title = Excel do CSV
tool-xlsx-to-csv-desc = Zapisuje każdy arkusz skoroszytu Excel (xlsx) jako plik CSV (UTF-8, rozdzielany przecinkami), wszystkie w jednym ZIP.

## ods-to-csv

tool-ods-to-csv-title = ODS do CSV
tool-ods-to-csv-desc = Zapisuje każdy arkusz arkusza OpenDocument lub starego Excela (ods, xls) jako plik CSV, wszystkie w jednym ZIP.

## slides-to-png

tool-slides-to-png-title = Slajdy do PNG
tool-slides-to-png-desc = Renderuje każdy slajd prezentacji (pptx, ppt, odp) do obrazu PNG, wszystkie w jednym ZIP.
tool-slides-to-png-param-level = Rozdzielczość w dpi (36–300)

## docx-to-text

tool-docx-to-text-title = Word do tekstu
tool-docx-to-text-desc = Wyodrębnia tekst dokumentu Word (docx) jako zwykły tekst UTF-8, jeden akapit na wiersz.

## docx-to-html

tool-docx-to-html-title = Word do HTML
tool-docx-to-html-desc = Konwertuje dokument Word (docx) do jednej strony HTML: nagłówki, listy, tabele i obrazy (osadzone).

## ocr-image

tool-ocr-image-title = Obraz do tekstu (OCR)
tool-ocr-image-desc = Odczytuje tekst ze zdjęcia lub skanu. txt: zwykły tekst; hocr: HTML z każdym słowem i jego ramką; tsv: jeden wiersz na słowo z ramką i pewnością. Obrazy obrócone na bok lub do góry nogami są obracane automatycznie.
tool-ocr-image-output = text/plain, text/html lub text/tab-separated-values (według format)
tool-ocr-image-param-lang = Języki tekstu, kody tesseract połączone + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-image-param-format = txt (zwykły tekst), hocr (HTML z ramkami słów) lub tsv (ramki słów)

## ocr-image-to-pdf

tool-ocr-image-to-pdf-title = Obraz do przeszukiwalnego PDF (OCR)
tool-ocr-image-to-pdf-desc = Tworzy stronę PDF z obrazu z tekstem odczytanym przez OCR ułożonym niewidocznie na wierzchu, by można go było wyszukiwać, zaznaczać i kopiować. JPEG jest osadzany bajt w bajt, inne obrazy piksel w piksel.
tool-ocr-image-to-pdf-param-lang = Języki tekstu, kody tesseract połączone + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)

## ocr-pdf

tool-ocr-pdf-title = Przeszukiwalny PDF (OCR)
tool-ocr-pdf-desc = Odczytuje przez OCR zeskanowane strony PDF i kładzie ich tekst niewidocznie na wierzchu, by można go było wyszukiwać, zaznaczać i kopiować; strony wyglądają dokładnie jak wcześniej. Strony, które już mają tekst, zostają bez zmian.
tool-ocr-pdf-param-lang = Języki tekstu, kody tesseract połączone + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-pdf-param-pages = Strony do odczytania, zakresy od 1, np. 1-3,5,9- (najwyżej 50 stron)

## ocr-pdf-to-text

tool-ocr-pdf-to-text-title = PDF do tekstu z OCR
tool-ocr-pdf-to-text-desc = Tekst każdej strony jako zwykły tekst UTF-8 (strony rozdzielone znakiem nowej strony): strony z warstwą tekstu dają swoją, zeskanowane są odczytywane przez OCR.
tool-ocr-pdf-to-text-param-lang = Języki tekstu, kody tesseract połączone + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-pdf-to-text-param-pages = Strony do odczytania, zakresy od 1, np. 1-3,5,9- (najwyżej 50 stron)

## url-to-pdf

tool-url-to-pdf-title = Strona internetowa do PDF
tool-url-to-pdf-desc = Drukuje publiczną stronę internetową do PDF tak, jak pokazuje ją przeglądarka, ze skryptami. Strona, wszystko, co wczytuje, i każde przekierowanie muszą być pod publicznym adresem; zrzut ma limit czasu, bajtów i stron.
tool-url-to-pdf-param-preset = Papier: a4 lub letter

## url-to-png

tool-url-to-png-title = Zrzut ekranu strony internetowej
tool-url-to-png-desc = Zrzut PNG publicznej strony internetowej: cała strona lub pierwszy ekran (preset), przy szerokości i wysokości okna w pikselach CSS i skali urządzenia (factor). Te same zasady adresów i limity co Strona internetowa do PDF.
tool-url-to-png-param-preset = full: cała strona; viewport: tylko pierwszy ekran
tool-url-to-png-param-width = Szerokość okna w pikselach CSS
tool-url-to-png-param-height = Wysokość okna w pikselach CSS
tool-url-to-png-param-factor = Skala urządzenia: pikseli obrazu na piksel CSS

## html-to-pdf-browser

tool-html-to-pdf-browser-title = HTML do PDF (przeglądarka)
tool-html-to-pdf-browser-desc = Drukuje plik HTML do PDF tak, jak renderuje go przeglądarka, ze skryptami, zupełnie bez sieci: każdy obraz, styl, ramka lub żądanie, o które strona prosi skądkolwiek, jest odrzucane (działają style i skrypty w treści oraz obrazy data:).
tool-html-to-pdf-browser-param-preset = Papier: a4 lub letter

## markdown-to-html

tool-markdown-to-html-title = Markdown do HTML
tool-markdown-to-html-desc = Zamienia plik Markdown w stylu GitHub (tabele, listy zadań, bloki kodu) w jedną stronę HTML z arkuszem stylów; bloki kodu są podświetlane. Nic, do czego tekst linkuje, nie jest pobierane.

## markdown-to-pdf

tool-markdown-to-pdf-title = Markdown do PDF
tool-markdown-to-pdf-desc = Składa plik Markdown w stylu GitHub na stronach A4 lub Letter, z podświetlonym kodem, bez przeglądarki: żaden skrypt się nie uruchamia i żaden obraz ani styl nie jest pobierany.
tool-markdown-to-pdf-param-preset = Papier: a4 lub letter

## mobi-to-pdf

tool-mobi-to-pdf-title = MOBI do PDF
tool-mobi-to-pdf-desc = Składa e-book Kindle/Mobipocket (MOBI, bez DRM) na stronach A4 lub Letter.
tool-mobi-to-pdf-param-preset = Papier: a4 lub letter

## fb2-to-pdf

tool-fb2-to-pdf-title = FB2 do PDF
tool-fb2-to-pdf-desc = Składa e-book FictionBook (FB2) na stronach A4 lub Letter, z obrazami z książki.
tool-fb2-to-pdf-param-preset = Papier: a4 lub letter

## cbz-to-pdf

tool-cbz-to-pdf-title = Komiks (CBZ) do PDF
tool-cbz-to-pdf-desc = Umieszcza obrazy archiwum komiksu (CBZ: ZIP ze stronami JPEG, PNG, GIF, WebP, BMP lub TIFF) na stronach PDF, po jednym na stronę, w kolejności nazw.

## pdf-to-cbz

tool-pdf-to-cbz-title = PDF do komiksu (CBZ)
tool-pdf-to-cbz-desc = Renderuje strony PDF do obrazów JPEG w archiwum komiksu (CBZ), które otwierają czytniki komiksów.
tool-pdf-to-cbz-param-pages = Strony do renderowania, zakresy od 1, np. 1-3,5,9- (najwyżej 100 stron)
tool-pdf-to-cbz-param-level = Rozdzielczość w dpi (36–600)
tool-pdf-to-cbz-param-quality = Jakość JPEG (1–100)

## eml-to-pdf

tool-eml-to-pdf-title = E-mail do PDF
tool-eml-to-pdf-desc = Drukuje wiadomość e-mail (.eml) do PDF: Od, Do, DW, Data i Temat, treść (HTML bez pobierania czegokolwiek skądkolwiek lub zwykły tekst) oraz załączniki z nazwą i rozmiarem.
tool-eml-to-pdf-param-preset = Papier: a4 lub letter

## data-to-json

tool-data-to-json-title = Dane do JSON
tool-data-to-json-desc = Konwertuje YAML, TOML, XML, CSV do JSON. CSV staje się listą rekordów z kluczami z wiersza nagłówka; atrybuty XML stają się kluczami zaczynającymi się od @_. Pliki do 5 MB, zagnieżdżenie do 100 poziomów; aliasy YAML do 100; encje XML nigdy nie są rozwijane.

## data-to-yaml

tool-data-to-yaml-title = Dane do YAML
tool-data-to-yaml-desc = Konwertuje JSON, TOML, XML, CSV do YAML. Klucze zachowują kolejność. Pliki do 5 MB, zagnieżdżenie do 100 poziomów; aliasy YAML do 100; encje XML nigdy nie są rozwijane.

## data-to-toml

tool-data-to-toml-title = Dane do TOML
tool-data-to-toml-desc = Konwertuje JSON, YAML, XML, CSV do TOML. Lista na najwyższym poziomie jest zapisywana jako tabele [[item]]; TOML nie ma null, więc dane, które go zawierają, są odrzucane. Pliki do 5 MB, zagnieżdżenie do 100 poziomów; aliasy YAML do 100; encje XML nigdy nie są rozwijane.

## data-to-xml

tool-data-to-xml-title = Dane do XML
tool-data-to-xml-desc = Konwertuje JSON, YAML, TOML, CSV do XML. Jedyny klucz na najwyższym poziomie jest elementem głównym, wszystko inne trafia do <root>; klucze zaczynające się od @_ stają się atrybutami. Pliki do 5 MB, zagnieżdżenie do 100 poziomów; aliasy YAML do 100; encje XML nigdy nie są rozwijane.

## data-to-csv

tool-data-to-csv-title = Dane do CSV
tool-data-to-csv-desc = Konwertuje JSON, YAML, TOML, XML do CSV. Przyjmuje listę rekordów (lub mapę z jedną listą); kolumny to wszystkie napotkane klucze, zagnieżdżone wartości są zapisywane jako JSON. Pliki do 5 MB, zagnieżdżenie do 100 poziomów; aliasy YAML do 100; encje XML nigdy nie są rozwijane.

## msg-to-pdf

tool-msg-to-pdf-title = Wiadomość Outlook do PDF
tool-msg-to-pdf-desc = Drukuje wiadomość Outlook (.msg) do PDF: nadawca, odbiorcy, data i temat, treść (HTML bez pobierania czegokolwiek skądkolwiek lub zwykły tekst) oraz załączniki z nazwą i rozmiarem.
tool-msg-to-pdf-param-preset = Papier: a4 lub letter

## image-to-telegram-sticker

tool-image-to-telegram-sticker-title = Obraz do naklejki Telegram
tool-image-to-telegram-sticker-desc = Statyczna naklejka Telegram: PNG lub WebP, dłuższy bok dokładnie 512 px, najwyżej 512 KB (z animacji brana jest pierwsza klatka).
tool-image-to-telegram-sticker-output = image/png lub image/webp (według format)
tool-image-to-telegram-sticker-param-format = Format wyniku: png lub webp

## video-to-telegram-sticker

tool-video-to-telegram-sticker-title = Wideo lub GIF do naklejki wideo Telegram
tool-video-to-telegram-sticker-desc = Naklejka wideo Telegram: WebM VP9 bez dźwięku, dłuższy bok dokładnie 512 px, najwyżej 3 s, 30 fps i 256 KB; dłuższy klip jest przycinany do pierwszych 3 s, a wynik o tym mówi.

## image-to-discord-emoji

tool-image-to-discord-emoji-title = Obraz do emoji Discord
tool-image-to-discord-emoji-desc = Emoji Discord 128×128 o rozmiarze najwyżej 256 KiB, na przezroczystym kwadracie; animowane GIF i WebP pozostają animowane.
tool-image-to-discord-emoji-output = image/gif, image/webp lub image/png (jak wejście)

## image-to-discord-sticker

tool-image-to-discord-sticker-title = Obraz do naklejki Discord
tool-image-to-discord-sticker-desc = Naklejka Discord 320×320 o rozmiarze najwyżej 512 KiB na przezroczystym kwadracie: PNG lub APNG z GIF-a (animacja zachowana).
tool-image-to-discord-sticker-output = image/apng dla GIF-a, w przeciwnym razie image/png

## pdf-watermark

tool-pdf-watermark-title = Znak wodny PDF (tekst)
tool-pdf-watermark-desc = Pisze tekst na wybranych stronach, raz pośrodku lub kafelkami na całej stronie, pod kątem, w kolorze i z kryciem. Tekst jest rysowany standardową czcionką PDF: litery łacińskie, cyfry i zwykłe znaki.
tool-pdf-watermark-param-text = Słowa do napisania (litery łacińskie, cyfry i zwykłe znaki)
tool-pdf-watermark-param-level = Rozmiar czcionki w punktach (6–200)
tool-pdf-watermark-param-color = Kolor jako #rrggbb
tool-pdf-watermark-param-opacity = Krycie od 0.05 (słabe) do 1 (pełne)
tool-pdf-watermark-param-degrees = Kąt tekstu w stopniach, przeciwnie do ruchu wskazówek zegara (−90 do 90)
tool-pdf-watermark-param-direction = center: raz pośrodku strony; tile: na całej stronie
tool-pdf-watermark-param-pages = Strony, zakresy od 1, np. 1-3,5,9-

## pdf-redact

tool-pdf-redact-title = Zaczernij PDF
tool-pdf-redact-desc = Usuwa każde wystąpienie tekstu (lub wyrażenia regularnego) z wybranych stron: słowa znikają z treści strony, więc wyodrębnianie tekstu i wyszukiwanie już ich nie znajdują, a czarne pole oznacza każde miejsce.
tool-pdf-redact-param-text = Tekst (lub wzorzec) do usunięcia
tool-pdf-redact-param-match = ignore-case, exact (ta sama wielkość liter) lub regex (wyrażenie regularne, bez rozróżniania wielkości liter)
tool-pdf-redact-param-pages = Strony, zakresy od 1, np. 1-3,5,9-

## pdf-form-fields

tool-pdf-form-fields-title = Wypisz pola formularza PDF
tool-pdf-form-fields-desc = Wypisuje wypełnialne pola formularza PDF jako JSON: nazwę, typ, bieżącą wartość, opcje i stronę każdego.

## pdf-fill-form

tool-pdf-fill-form-title = Wypełnij formularz PDF
tool-pdf-fill-form-desc = Wypełnia formularz PDF z JSON (nazwa pola → tekst, opcja lub true/false dla pola wyboru); z preset=flatten wartości są wtapiane w strony, a formularza nie da się już edytować.
tool-pdf-fill-form-param-fields = Wartości do ustawienia: obiekt JSON nazwa pola → tekst (opcja przez jej tekst) lub true/false dla pola wyboru
tool-pdf-fill-form-param-preset = keep: formularz pozostaje wypełnialny; flatten: wartości stają się częścią strony

## pdf-protect

tool-pdf-protect-title = Zabezpiecz PDF hasłem
tool-pdf-protect-desc = Szyfruje PDF za pomocą AES-256: `password` jest potrzebne do otwarcia, a otwarcie pozwala na to, co mówi `preset`: print (podgląd i druk, domyślnie), view-only lub all. `owner_password` dodatkowo znosi te ograniczenia; bez niego nikt nie może.
tool-pdf-protect-param-password = Hasło, które otwiera PDF
tool-pdf-protect-param-owner_password = Hasło, które też znosi ograniczenia (domyślnie: losowe, którego nikt nie poznaje)
tool-pdf-protect-param-preset = Na co pozwala otwarcie z `password`: print, view-only lub all

## pdf-unlock

tool-pdf-unlock-title = Odblokuj PDF
tool-pdf-unlock-desc = Usuwa hasło i ograniczenia z PDF, gdy podano jego hasło (to, które go otwiera, lub hasło właściciela).
tool-pdf-unlock-param-password = Hasło PDF

## subtitle-to-srt

tool-subtitle-to-srt-title = Napisy do SRT
tool-subtitle-to-srt-desc = Konwertuje napisy SRT, WebVTT lub ASS do SRT, zachowując czas i tekst każdej kwestii (style ASS stają się zwykłym tekstem, gdzie format docelowy ich nie ma).

## subtitle-to-vtt

tool-subtitle-to-vtt-title = Napisy do WebVTT
tool-subtitle-to-vtt-desc = Konwertuje napisy SRT, WebVTT lub ASS do VTT, zachowując czas i tekst każdej kwestii (style ASS stają się zwykłym tekstem, gdzie format docelowy ich nie ma).

## subtitle-to-ass

tool-subtitle-to-ass-title = Napisy do ASS
tool-subtitle-to-ass-desc = Konwertuje napisy SRT, WebVTT lub ASS do ASS, zachowując czas i tekst każdej kwestii (style ASS stają się zwykłym tekstem, gdzie format docelowy ich nie ma).

## subtitle-shift

tool-subtitle-shift-title = Przesuń czas napisów
tool-subtitle-shift-desc = Przesuwa każdą kwestię później (dodatni offset) lub wcześniej (ujemny), w sekundach; kwestia przesunięta przed początek jest usuwana. Zachowuje format.
tool-subtitle-shift-output = jak wejście
tool-subtitle-shift-param-offset = O ile sekund przesunąć każdą kwestię, np. 2.5 lub -1.2

## video-extract-subtitles

tool-video-extract-subtitles-title = Wyodrębnij napisy
tool-video-extract-subtitles-desc = Zapisuje pierwszą ścieżkę napisów wideo (MKV, MP4, WebM…) jako SRT, WebVTT lub ASS.
tool-video-extract-subtitles-output = application/x-subrip, text/vtt lub text/x-ssa (według format)
tool-video-extract-subtitles-param-format = Format napisów: srt, vtt lub ass

## ocr-image layout, cbr-to-pdf (merged with the documents leftovers)

tool-ocr-image-param-layout = block (jeden blok tekstu czytany w poprzek strony) lub columns (znajduje kolumny tekstu i czyta je po kolei)
tool-cbr-to-pdf-title = Komiks (CBR) do PDF
tool-cbr-to-pdf-desc = Umieszcza obrazy z archiwum komiksu RAR (CBR, RAR4 lub RAR5, strony JPEG, PNG, GIF, WebP lub TIFF) na stronach PDF, po jednym na stronę, w kolejności nazw.

## image watermark, video watermark, JPEG XL, HEIC bursts

tool-image-convert-jpg-output = image/jpeg lub application/zip (images=all przy HEIC)
tool-image-convert-jpg-param-images = Dla HEIC z kilkoma zdjęciami (seria): primary (domyślnie) lub all (wszystkie w ZIP)
tool-image-convert-png-output = image/png lub application/zip (images=all przy HEIC)
tool-image-convert-png-param-images = Dla HEIC z kilkoma zdjęciami (seria): primary (domyślnie) lub all (wszystkie w ZIP)
tool-image-watermark-title = Znak wodny na obrazie
tool-image-watermark-desc = Nanosi na obraz tekst (DejaVu sans, serif lub mono, w dowolnym kolorze i z dowolnym kryciem) albo logo wysłane jako drugi obraz: w rogu, pośrodku lub kafelkami na całości. W animacjach trafia na każdą klatkę.
tool-image-watermark-output = jak wejście
tool-image-watermark-param-text = Słowa do naniesienia (łamanie wierszy dozwolone); zostaw puste, aby nanieść drugi plik, logo
tool-image-watermark-param-font = Krój pisma: sans, serif lub mono (DejaVu)
tool-image-watermark-param-level = Wysokość tekstu lub szerokość logo w procentach obrazu (1–50)
tool-image-watermark-param-color = Kolor tekstu jako #rrggbb
tool-image-watermark-param-opacity = Krycie od 0.05 (słabe) do 1 (pełne)
tool-image-watermark-param-direction = Gdzie: róg, center lub tile (powtarzany na całym obrazie)
tool-video-watermark-title = Znak wodny na wideo
tool-video-watermark-desc = Nanosi tekst (DejaVu sans, serif lub mono, w dowolnym kolorze i z dowolnym kryciem) albo logo wysłane jako drugi plik (PNG, JPEG, WebP, GIF) na każdą klatkę wideo: w rogu, pośrodku lub kafelkami na całości. Dźwięk zostaje zachowany.
tool-video-watermark-output = jak wejście
tool-video-watermark-param-text = Słowa do naniesienia (łamanie wierszy dozwolone); zostaw puste, aby nanieść drugi plik, logo
tool-video-watermark-param-font = Krój pisma: sans, serif lub mono (DejaVu)
tool-video-watermark-param-level = Wysokość tekstu lub szerokość logo w procentach obrazu (1–50)
tool-video-watermark-param-color = Kolor tekstu jako #rrggbb
tool-video-watermark-param-opacity = Krycie od 0.05 (słabe) do 1 (pełne)
tool-video-watermark-param-direction = Gdzie: róg, center lub tile (powtarzany na całym obrazie)
tool-image-convert-jxl-title = Konwertuj obraz do JPEG XL
tool-image-convert-jxl-desc = Konwertuje obraz do JPEG XL: stratnie z wybraną jakością lub bezstratnie przy jakości 100. Z animacji zostaje pierwsza klatka.
tool-image-convert-jxl-param-quality = Jakość 1-100; 100 oznacza bezstratnie
tool-image-convert-jxl-param-level = Wysiłek 1-9: wyższy daje mniejszy plik, ale wolniej

## make it fit (GIF, audio, PDF), subtitles, archives, PDF/A, signing

tool-pdf-compress-param-target_size = Największy wynik w bajtach lub preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-mp3-param-target_size = Największy wynik w bajtach lub preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-ogg-param-target_size = Największy wynik w bajtach lub preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-opus-param-target_size = Największy wynik w bajtach lub preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-m4a-param-target_size = Największy wynik w bajtach lub preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-aac-param-target_size = Największy wynik w bajtach lub preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-wma-param-target_size = Największy wynik w bajtach lub preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-video-to-gif-param-target_size = Największy wynik w bajtach lub preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

tool-video-add-subtitles-title = Dodaj napisy
tool-video-add-subtitles-desc = Dodaje do wideo plik napisów (SRT, WebVTT lub ASS, drugi plik) jako ścieżkę, którą widz może włączyć, wraz z jej językiem: MKV zachowuje format napisów, MP4 zapisuje mov_text. Obraz i dźwięk są kopiowane bez zmian.
tool-video-add-subtitles-output = video/x-matroska lub video/mp4 (według format)
tool-video-add-subtitles-param-format = Kontener: mkv lub mp4
tool-video-add-subtitles-param-lang = Język napisów, ISO 639-2 (eng, deu, fra…; und: nie podano)

tool-video-burn-subtitles-title = Wypal napisy
tool-video-burn-subtitles-desc = Wrysowuje plik napisów (SRT, WebVTT lub ASS, drugi plik) w obraz wideo, tak że pokaże je każdy odtwarzacz; style i pozycje ASS zostają zachowane (czcionki osadzone w pliku ASS nie są używane). MP4 H.264/AAC.

tool-archive-to-zip-title = Rozpakuj archiwum
tool-archive-to-zip-desc = Rozpakowuje ZIP, 7z, RAR, tar, tar.gz, tar.xz lub tar.zst (albo pojedynczy plik gzip, zstd lub xz) i zwraca jego pliki jako ZIP, z zachowaniem folderów. Najwyżej 1000 plików i 256 MB po rozpakowaniu; linki, zaszyfrowane elementy, ścieżki wychodzące poza archiwum i powtórzone nazwy są odrzucane.

tool-archive-list-title = Wylistuj archiwum
tool-archive-list-desc = Wypisuje pliki z ZIP, 7z, RAR, tar, tar.gz, tar.xz lub tar.zst jako JSON (nazwa i rozmiar po rozpakowaniu), z tymi samymi limitami co archive-to-zip.

tool-pdf-to-pdfa-title = PDF do PDF/A-2b
tool-pdf-to-pdfa-desc = Zapisuje PDF na nowo jako PDF/A-2b do archiwizacji: osadzone czcionki, kolory z output intent, identyfikacja PDF/A w metadanych XMP. Strony są ponownie składane przez import PDF w LibreOffice, więc tekst pozostaje tekstem, ale odstępy mogą się przesunąć. Najwyżej 100 stron.

tool-pdf-sign-title = Podpisz PDF
tool-pdf-sign-desc = Podpisuje PDF certyfikatem i kluczem z pliku PKCS#12 (.p12 lub .pfx, drugi plik) z użyciem jego `password`: podpis (adbe.pkcs7.detached) obejmujący cały plik, który sprawdzają czytniki i walidatory PDF. Domyślnie niewidoczny; preset=visible dodaje na jednej stronie ramkę pokazującą, kto podpisał (nazwę z certyfikatu), kiedy, oraz powód podany w text.
tool-pdf-sign-param-password = Hasło pliku PKCS#12 (puste, jeśli go nie ma)

# Keep or strip metadata on the image tools (issue 39)
tool-image-convert-jpg-param-metadata = strip (domyślnie) usuwa EXIF, XMP, IPTC i profil kolorów; keep przenosi je do wyniku
tool-image-convert-png-param-metadata = strip (domyślnie) usuwa EXIF, XMP, IPTC i profil kolorów; keep przenosi je do wyniku
tool-image-convert-webp-param-metadata = strip (domyślnie) usuwa EXIF, XMP, IPTC i profil kolorów; keep przenosi je do wyniku
tool-image-convert-avif-param-metadata = strip (domyślnie) usuwa EXIF, XMP, IPTC i profil kolorów; keep przenosi je do wyniku
tool-image-resize-param-metadata = strip (domyślnie) usuwa EXIF, XMP, IPTC i profil kolorów; keep przenosi je do wyniku
tool-image-compress-param-metadata = strip (domyślnie) usuwa EXIF, XMP, IPTC i profil kolorów; keep przenosi je do wyniku

# Widoczny podpis w pdf-sign (issue 39)
tool-pdf-sign-param-preset = invisible: podpis jest tylko w pliku; visible: ramka na stronie pokazuje, kto, kiedy i dlaczego podpisał
tool-pdf-sign-param-pages = Strona, na której znajdzie się widoczny podpis: numer strony (1 to pierwsza) lub last
tool-pdf-sign-param-direction = Gdzie umieścić widoczny podpis: bottom-right, bottom-left, top-right, top-left lub center
tool-pdf-sign-param-text = Powód podpisu, zapisany w podpisie i pokazany w widocznej ramce
# HEIC output (issue 39)
tool-image-convert-heic-title = Konwertuj obraz do HEIC
tool-image-convert-heic-desc = Konwertuje obraz do HEIC (HEVC w HEIF), formatu zdjęć z telefonu. Przezroczystość trafia na białe tło; z animacji zostaje pierwsza klatka.
tool-image-convert-heic-param-quality = Jakość 1-100, wyższa jest lepsza
tool-image-convert-heic-param-target_size = Największy wynik w bajtach lub preset: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
# Archive creation (issue 39, item 5)
tool-archive-create-zip-title = Utwórz ZIP
tool-archive-create-zip-desc = Pakuje wysłane pliki dowolnego typu w jeden ZIP (kompresja deflate; pliki już skompresowane, takie jak JPEG, MP4 czy PDF, zapisane bez zmian), każdy pod nazwą, z jaką został wysłany (bez folderów; powtórzona nazwa dostaje numer " (2)"). Najwyżej 1000 plików i łącznie 256 MB, aby archive-to-zip mógł je z powrotem rozpakować.
tool-archive-create-7z-title = Utwórz archiwum 7z
tool-archive-create-7z-desc = Pakuje wysłane pliki dowolnego typu w jedno archiwum 7z (kompresja deflate; pliki już skompresowane zapisane bez zmian), każdy pod nazwą, z jaką został wysłany (bez folderów; powtórzona nazwa dostaje numer " (2)"). Najwyżej 1000 plików i łącznie 256 MB, aby archive-to-zip mógł je z powrotem rozpakować.
tool-archive-create-targz-title = Utwórz tar.gz
tool-archive-create-targz-desc = Pakuje wysłane pliki dowolnego typu w jeden tar.gz (tar skompresowany gzipem), każdy pod nazwą, z jaką został wysłany (bez folderów; powtórzona nazwa dostaje numer " (2)"). Najwyżej 1000 plików i łącznie 256 MB, aby archive-to-zip mógł je z powrotem rozpakować.

## metadata=keep|strip on HEIC and JPEG XL output (issue 39)

tool-image-convert-jxl-param-metadata = strip (domyślnie) usuwa EXIF, XMP, IPTC i profil kolorów; keep przenosi je do wyniku
tool-image-convert-heic-param-metadata = strip (domyślnie) usuwa EXIF, XMP, IPTC i profil kolorów; keep przenosi je do wyniku
