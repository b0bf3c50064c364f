# gametools message catalogue, the tools' words: German (de), translated from en.tools.ftl. Conventions: see the
# headers of en.ftl and en.tools.ftl.
#
# Translators' notes (de):
# - Who: gametools translators (machine-assisted, review welcome).
# - Register: "du" as in de.ftl; tool titles are short imperatives or nouns as German apps write them ("Bild zuschneiden").
# - Kept in English: format and codec names, units, the values a parameter takes (keep, fit, a4, inside, cover…),
#   parameter names quoted in descriptions (start, end, level, gain_db, fps, factor, width, preset, password).
# - Unsure: "Lautheit" for loudness, "Quantisierer" for quantiser, "Symbologie" for barcode symbology.

## image-convert-jpg

tool-image-convert-jpg-title = Bild in JPG umwandeln
tool-image-convert-jpg-desc = Wandelt ein Bild mit mozjpeg in JPEG um; Transparenz wird auf Weiß gesetzt.
tool-image-convert-jpg-param-quality = Qualität 1-100, höher ist besser
tool-image-convert-jpg-param-target_size = Größtes Ergebnis in Bytes oder eine Vorgabe: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-png

tool-image-convert-png-title = Bild in PNG umwandeln
tool-image-convert-png-desc = Wandelt ein Bild in verlustfreies PNG mit der gewählten zlib-Kompressionsstufe um.
tool-image-convert-png-param-level = zlib-Kompressionsstufe 0-9

## image-convert-webp

tool-image-convert-webp-title = Bild in WebP umwandeln
tool-image-convert-webp-desc = Wandelt ein Bild in verlustbehaftetes oder verlustfreies WebP um und behält die Frames einer Animation.
tool-image-convert-webp-param-quality = Qualität 1-100, höher ist besser
tool-image-convert-webp-param-preset = lossy (verlustbehaftet) oder lossless (verlustfrei) WebP
tool-image-convert-webp-param-target_size = Größtes Ergebnis in Bytes oder eine Vorgabe: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-avif

tool-image-convert-avif-title = Bild in AVIF umwandeln
tool-image-convert-avif-desc = Wandelt ein Bild in AVIF (AV1 in HEIF) um, meist weit kleiner als JPEG bei gleicher Qualität.
tool-image-convert-avif-param-quality = Qualität 1-100, höher ist besser
tool-image-convert-avif-param-target_size = Größtes Ergebnis in Bytes oder eine Vorgabe: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-gif

tool-image-convert-gif-title = Bild in GIF umwandeln
tool-image-convert-gif-desc = Wandelt ein Bild in ein GIF mit 256 Farben um und behält die Frames eines animierten WebP oder GIF.

## image-convert-ico

tool-image-convert-ico-title = Bild in ICO umwandeln
tool-image-convert-ico-desc = Erstellt ein quadratisches Windows-Symbol (.ico mit eingebettetem PNG) in der gewählten Größe; nicht quadratische Bilder werden aufgefüllt.
tool-image-convert-ico-param-width = Symbolgröße in Pixeln (quadratisch)

## image-convert-bmp

tool-image-convert-bmp-title = Bild in BMP umwandeln
tool-image-convert-bmp-desc = Wandelt ein Bild in eine unkomprimierte Windows-Bitmap um (24 Bit, oder 32 Bit bei Transparenz).

## svg-to-png

tool-svg-to-png-title = SVG in PNG
tool-svg-to-png-desc = Rendert eine SVG-Zeichnung als PNG in der gewählten Breite, Transparenz bleibt erhalten.
tool-svg-to-png-param-width = Ausgabebreite in Pixeln
tool-svg-to-png-param-height = Ausgabehöhe in Pixeln; ohne Angabe bleibt das Seitenverhältnis, mit Angabe wird aufgefüllt

## image-resize

tool-image-resize-title = Bildgröße ändern
tool-image-resize-desc = Ändert die Größe eines Bildes auf eine Breite (und optional Höhe) mit der gewählten Einpassung; das Format bleibt.
tool-image-resize-output = wie die Eingabe
tool-image-resize-param-width = Zielbreite in Pixeln
tool-image-resize-param-height = Zielhöhe in Pixeln; ohne Angabe bleibt das Seitenverhältnis
tool-image-resize-param-preset = Wie das Bild in den Rahmen passt: inside, cover, contain, fill oder outside

## image-crop

tool-image-crop-title = Bild zuschneiden
tool-image-crop-desc = Schneidet ein Rechteck aus, gegeben durch seine linke obere Ecke und seine Größe in Pixeln.
tool-image-crop-output = wie die Eingabe
tool-image-crop-param-x = Linker Rand in Pixeln von links
tool-image-crop-param-y = Oberer Rand in Pixeln von oben
tool-image-crop-param-crop_width = Breite des Rechtecks in Pixeln
tool-image-crop-param-crop_height = Höhe des Rechtecks in Pixeln

## image-rotate

tool-image-rotate-title = Bild drehen
tool-image-rotate-desc = Dreht ein Bild im Uhrzeigersinn; bei anderen als rechten Winkeln werden die Ecken transparent gefüllt (weiß bei JPEG).
tool-image-rotate-output = wie die Eingabe
tool-image-rotate-param-degrees = Winkel im Uhrzeigersinn in Grad

## image-flip

tool-image-flip-title = Bild spiegeln
tool-image-flip-desc = Spiegelt ein Bild links-rechts, oben-unten oder beides.
tool-image-flip-output = wie die Eingabe
tool-image-flip-param-direction = horizontal, vertical oder both

## image-compress

tool-image-compress-title = Bild komprimieren
tool-image-compress-desc = Macht eine Bilddatei mit verlustbehafteter Kodierung kleiner (mozjpeg, Paletten-PNG, WebP oder AVIF).
tool-image-compress-output = wie die Eingabe
tool-image-compress-param-quality = Qualität 1-100, niedriger ergibt kleinere Dateien
tool-image-compress-param-format = Ausgabeformat: keep, jpg, webp, avif oder png
tool-image-compress-param-target_size = Größtes Ergebnis in Bytes oder eine Vorgabe: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-blur

tool-image-blur-title = Bild weichzeichnen
tool-image-blur-desc = Wendet einen Gaußschen Weichzeichner der gewählten Stärke (Sigma) an.
tool-image-blur-output = wie die Eingabe
tool-image-blur-param-level = Gauß-Sigma 0.3-100

## image-sharpen

tool-image-sharpen-title = Bild schärfen
tool-image-sharpen-desc = Schärft ein Bild mit einer Unscharfmaske des gewählten Radius (Sigma).
tool-image-sharpen-output = wie die Eingabe
tool-image-sharpen-param-level = Schärfe-Sigma 0.01-10

## image-grayscale

tool-image-grayscale-title = Bild in Graustufen
tool-image-grayscale-desc = Wandelt ein Bild in Grautöne um.
tool-image-grayscale-output = wie die Eingabe

## image-invert

tool-image-invert-title = Farben umkehren
tool-image-invert-desc = Kehrt die Farben eines Bildes um (ein Negativ); Transparenz bleibt, wie sie war.
tool-image-invert-output = wie die Eingabe

## image-brightness

tool-image-brightness-title = Helligkeit anpassen
tool-image-brightness-desc = Multipliziert die Helligkeit eines Bildes mit einem Faktor (unter 1 dunkler, über 1 heller).
tool-image-brightness-output = wie die Eingabe
tool-image-brightness-param-factor = Helligkeitsfaktor 0-4

## image-saturation

tool-image-saturation-title = Sättigung anpassen
tool-image-saturation-desc = Multipliziert die Farbsättigung eines Bildes mit einem Faktor (0 entfernt alle Farbe).
tool-image-saturation-output = wie die Eingabe
tool-image-saturation-param-factor = Sättigungsfaktor 0-4

## image-sepia

tool-image-sepia-title = Sepiaton
tool-image-sepia-desc = Gibt einem Bild den warmen Braunton eines alten Fotos.
tool-image-sepia-output = wie die Eingabe

## image-pixelate

tool-image-pixelate-title = Bild verpixeln
tool-image-pixelate-desc = Wandelt ein Bild in grobe quadratische Blöcke der gewählten Größe um.
tool-image-pixelate-output = wie die Eingabe
tool-image-pixelate-param-level = Blockgröße in Pixeln 2-200

## image-round-corners

tool-image-round-corners-title = Ecken abrunden
tool-image-round-corners-desc = Rundet die Ecken eines Bildes mit einem Radius ab und lässt sie transparent, als PNG oder WebP.
tool-image-round-corners-param-level = Eckenradius in Pixeln
tool-image-round-corners-param-format = Ausgabeformat: png oder webp

## image-add-border

tool-image-add-border-title = Rahmen hinzufügen
tool-image-add-border-desc = Fügt an jeder Seite einen gleich breiten weißen, schwarzen oder transparenten Rahmen hinzu.
tool-image-add-border-output = wie die Eingabe
tool-image-add-border-param-level = Rahmenbreite in Pixeln
tool-image-add-border-param-preset = Rahmenfarbe

## image-trim

tool-image-trim-title = Bildränder entfernen
tool-image-trim-desc = Entfernt einen einheitlichen Rand, dessen Farbe innerhalb eines Schwellenwerts dem Pixel oben links entspricht.
tool-image-trim-output = wie die Eingabe
tool-image-trim-param-level = Schwellenwert für den Farbunterschied 0-255

## image-upscale

tool-image-upscale-title = Bild vergrößern
tool-image-upscale-desc = Vergrößert ein Bild um einen Faktor mit Lanczos-Interpolation (klassisches Resampling, keine KI).
tool-image-upscale-output = wie die Eingabe
tool-image-upscale-param-factor = Skalierungsfaktor 1-4

## image-strip-metadata

tool-image-strip-metadata-title = Bildmetadaten entfernen
tool-image-strip-metadata-desc = Entfernt EXIF- (Kamera, GPS), XMP-, IPTC- und ICC-Daten und richtet das Bild vorher auf.
tool-image-strip-metadata-output = wie die Eingabe

## image-metadata

tool-image-metadata-title = Bildinformationen
tool-image-metadata-desc = Listet Format, Größe, Farbraum, Ausrichtung, Frames und Statistiken je Kanal eines Bildes als JSON auf.

## image-favicon-set

tool-image-favicon-set-title = Favicon-Set
tool-image-favicon-set-desc = Erstellt Favicon-PNGs (16 bis 512 px), ein Apple-Touch-Icon und eine favicon.ico mit mehreren Größen, gezippt.

## pdf-to-png

tool-pdf-to-png-title = PDF in PNG
tool-pdf-to-png-desc = Rendert PDF-Seiten als PNG-Bilder (eins pro Seite, in einer ZIP).
tool-pdf-to-png-param-pages = Zu rendernde Seiten, Bereiche ab 1 wie 1-3,5,9- (höchstens 100 Seiten)
tool-pdf-to-png-param-level = Auflösung in dpi (36–600)

## pdf-to-jpg

tool-pdf-to-jpg-title = PDF in JPG
tool-pdf-to-jpg-desc = Rendert PDF-Seiten als JPEG-Bilder (eins pro Seite, in einer ZIP).
tool-pdf-to-jpg-param-pages = Zu rendernde Seiten, Bereiche ab 1 wie 1-3,5,9- (höchstens 100 Seiten)
tool-pdf-to-jpg-param-level = Auflösung in dpi (36–600)
tool-pdf-to-jpg-param-quality = JPEG-Qualität (1–100)

## pdf-to-webp

tool-pdf-to-webp-title = PDF in WebP
tool-pdf-to-webp-desc = Rendert PDF-Seiten als WebP-Bilder (eins pro Seite, in einer ZIP).
tool-pdf-to-webp-param-pages = Zu rendernde Seiten, Bereiche ab 1 wie 1-3,5,9- (höchstens 100 Seiten)
tool-pdf-to-webp-param-level = Auflösung in dpi (36–600)
tool-pdf-to-webp-param-quality = WebP-Qualität (1–100)

## pdf-thumbnail

tool-pdf-thumbnail-title = PDF-Vorschaubild
tool-pdf-thumbnail-desc = Ein kleines Bild einer PDF-Seite (standardmäßig der ersten).
tool-pdf-thumbnail-param-pages = Die anzuzeigende Seite (eine Seitenzahl)
tool-pdf-thumbnail-param-width = Breite des Vorschaubilds in px (32–2000)
tool-pdf-thumbnail-param-format = Bildformat: png, jpg oder webp

## pdf-to-text

tool-pdf-to-text-title = PDF in Text
tool-pdf-to-text-desc = Extrahiert den Text von PDF-Seiten als UTF-8-Klartext (Seiten durch einen Seitenvorschub getrennt).
tool-pdf-to-text-param-pages = Seiten, Bereiche ab 1 wie 1-3,5,9-

## pdf-to-html

tool-pdf-to-html-title = PDF in HTML
tool-pdf-to-html-desc = Wandelt PDF-Seiten in eine eigenständige HTML-Datei um, mit dem Text so angeordnet wie auf der Seite.
tool-pdf-to-html-param-pages = Seiten, Bereiche ab 1 wie 1-3,5,9-

## pdf-split-pages

tool-pdf-split-pages-title = PDF in Seiten aufteilen
tool-pdf-split-pages-desc = Ein PDF pro Seite (alle Seiten oder die gewählten), als ZIP geliefert.
tool-pdf-split-pages-param-pages = Seiten, Bereiche ab 1 wie 1-3,5,9-

## pdf-extract-pages

tool-pdf-extract-pages-title = PDF-Seiten extrahieren
tool-pdf-extract-pages-desc = Ein neues PDF nur mit den gewählten Seiten, in Dokumentreihenfolge.
tool-pdf-extract-pages-param-pages = Zu behaltende Seiten, etwa 1-3,5 (Pflicht)

## pdf-remove-pages

tool-pdf-remove-pages-title = PDF-Seiten entfernen
tool-pdf-remove-pages-desc = Das PDF ohne die gewählten Seiten (mindestens eine Seite muss bleiben).
tool-pdf-remove-pages-param-pages = Zu entfernende Seiten, etwa 2,4-6 (Pflicht)

## pdf-rotate

tool-pdf-rotate-title = PDF-Seiten drehen
tool-pdf-rotate-desc = Dreht Seiten im Uhrzeigersinn um 90, 180 oder 270 Grad (-90 dreht gegen den Uhrzeigersinn), zusätzlich zu ihrer bisherigen Drehung.
tool-pdf-rotate-param-degrees = Drehung im Uhrzeigersinn: 90, 180, 270 oder -90
tool-pdf-rotate-param-pages = Seiten, Bereiche ab 1 wie 1-3,5,9-

## pdf-crop

tool-pdf-crop-title = PDF-Seiten zuschneiden
tool-pdf-crop-desc = Legt den sichtbaren Bereich der Seiten fest: x, y, Breite und Höhe in Punkten von der linken oberen Ecke der angezeigten Seite.
tool-pdf-crop-param-x = Linker Rand in Punkten vom linken Seitenrand
tool-pdf-crop-param-y = Oberer Rand in Punkten vom oberen Seitenrand
tool-pdf-crop-param-crop_width = Breite in Punkten
tool-pdf-crop-param-crop_height = Höhe in Punkten
tool-pdf-crop-param-pages = Seiten, Bereiche ab 1 wie 1-3,5,9-

## pdf-compress

tool-pdf-compress-title = PDF komprimieren (verlustfrei)
tool-pdf-compress-desc = Schreibt das PDF neu, mit zusammengeführten doppelten Objekten und neu komprimierten Streams, Schriften und Bildern; sichtbar ändert sich nichts. level 1–4 bestimmt, wie gründlich ungenutzte und doppelte Objekte gesucht werden. Mit target_size werden die Bilder Schritt für Schritt verkleinert und als JPEG geschrieben, bis die Datei passt.
tool-pdf-compress-param-level = Stufe der Speicherbereinigung (1–4)

## pdf-rasterize-compress

tool-pdf-rasterize-compress-title = PDF komprimieren (rastern)
tool-pdf-rasterize-compress-desc = Ersetzt jede Seite durch ein JPEG-Bild von ihr: viel kleiner bei Scans, aber der Text ist nicht mehr auswählbar.
tool-pdf-rasterize-compress-param-level = Auflösung in dpi (50–300)
tool-pdf-rasterize-compress-param-quality = JPEG-Qualität (1–100)

## pdf-grayscale

tool-pdf-grayscale-title = PDF in Graustufen
tool-pdf-grayscale-desc = Rendert jede Seite in Grautönen (als Bilder: der Text ist nicht mehr auswählbar).
tool-pdf-grayscale-param-level = Auflösung in dpi (36–600)
tool-pdf-grayscale-param-quality = JPEG-Qualität (1–100)

## pdf-metadata

tool-pdf-metadata-title = PDF-Metadaten
tool-pdf-metadata-desc = Titel, Autor, Datumsangaben, Producer, Seitenzahl und -größen, Verschlüsselung, Formularfelder und Anmerkungen als JSON. Ein passwortgeschütztes PDF wird als verschlüsselt gemeldet.

## pdf-strip-metadata

tool-pdf-strip-metadata-title = PDF-Metadaten entfernen
tool-pdf-strip-metadata-desc = Entfernt Titel, Autor, Datumsangaben, Producer und XMP-Metadaten aus dem PDF.

## pdf-repair

tool-pdf-repair-title = PDF reparieren
tool-pdf-repair-desc = Baut die Struktur eines beschädigten oder abgeschnittenen PDFs neu auf und speichert eine saubere Kopie dessen, was sich retten lässt.

## pdf-flatten

tool-pdf-flatten-title = PDF reduzieren
tool-pdf-flatten-desc = Brennt Anmerkungen und ausgefüllte Formularfelder in die Seiten ein, sodass sie nicht mehr bearbeitet werden können.

## pdf-remove-annotations

tool-pdf-remove-annotations-title = PDF-Anmerkungen entfernen
tool-pdf-remove-annotations-desc = Löscht Kommentare, Hervorhebungen, Zeichnungen und andere Anmerkungen von den gewählten Seiten; Formularfelder bleiben.
tool-pdf-remove-annotations-param-pages = Seiten, Bereiche ab 1 wie 1-3,5,9-

## pdf-add-page-numbers

tool-pdf-add-page-numbers-title = Seitenzahlen hinzufügen
tool-pdf-add-page-numbers-desc = Schreibt Seitenzahlen auf die gewählten Seiten, gezählt ab `start`, aufrecht so, wie jede Seite angezeigt wird.
tool-pdf-add-page-numbers-param-direction = Wohin die Zahl kommt: oben oder unten, links, mittig oder rechts
tool-pdf-add-page-numbers-param-level = Schriftgröße in Punkten (6–48)
tool-pdf-add-page-numbers-param-start = Zahl der ersten nummerierten Seite
tool-pdf-add-page-numbers-param-pages = Seiten, Bereiche ab 1 wie 1-3,5,9-

## pdf-n-up

tool-pdf-n-up-title = N-up (Seiten pro Blatt)
tool-pdf-n-up-desc = Setzt 2, 4, 6 oder 9 Seiten auf jedes A4- oder Letter-Blatt, passend skaliert.
tool-pdf-n-up-param-level = Seiten pro Blatt: 2, 4, 6 oder 9
tool-pdf-n-up-param-preset = Blattgröße: a4 oder letter

## pdf-page-size

tool-pdf-page-size-title = PDF-Seitengröße ändern
tool-pdf-page-size-desc = Bringt jede Seite auf A3, A4, A5, Letter, Legal oder Tabloid (Ausrichtung bleibt), der Inhalt wird passend skaliert und zentriert.
tool-pdf-page-size-param-preset = Papier: a3, a4, a5, letter, legal oder tabloid

## pdf-extract-images

tool-pdf-extract-images-title = Bilder aus PDF extrahieren
tool-pdf-extract-images-desc = Jedes eigene Bild der gewählten Seiten als PNG in seiner eigenen Auflösung, in einer ZIP (höchstens 500 Bilder).
tool-pdf-extract-images-param-pages = Seiten, Bereiche ab 1 wie 1-3,5,9-

## pdf-remove-blank-pages

tool-pdf-remove-blank-pages-title = Leere Seiten entfernen
tool-pdf-remove-blank-pages-desc = Entfernt Seiten, die (fast) einheitlich sind. level ist die größte Standardabweichung der Grauwerte einer Seite (0–64, bei 36 dpi), die noch als leer zählt: 0 entfernt nur völlig leere Seiten.
tool-pdf-remove-blank-pages-param-level = Schwellenwert für leere Seiten (0–64)

## image-to-pdf

tool-image-to-pdf-title = Bild in PDF
tool-image-to-pdf-desc = Setzt ein Bild (JPEG, PNG, WebP, GIF, TIFF, AVIF; jedes Frame eines mehrseitigen TIFF oder animierten GIF) auf PDF-Seiten: fit = Seite in Bildgröße, a4/letter = zentriert auf Papier.
tool-image-to-pdf-param-preset = Seitengröße: fit, a4 oder letter
tool-image-to-pdf-param-quality = JPEG-Qualität, wenn das Bild neu kodiert werden muss

## txt-to-pdf

tool-txt-to-pdf-title = Text in PDF
tool-txt-to-pdf-desc = Setzt eine UTF-8-Textdatei auf A4- oder Letter-Seiten.
tool-txt-to-pdf-param-preset = Papier: a4 oder letter

## html-to-pdf

tool-html-to-pdf-title = HTML in PDF
tool-html-to-pdf-desc = Rendert eine statische HTML-Seite (HTML und CSS; keine Skripte, keine von irgendwo geladenen Bilder oder Stile) als PDF.
tool-html-to-pdf-param-preset = Papier: a4 oder letter

## epub-to-pdf

tool-epub-to-pdf-title = EPUB in PDF
tool-epub-to-pdf-desc = Setzt ein EPUB-E-Book auf A4- oder Letter-Seiten (Bilder und Stile im Buch werden verwendet).
tool-epub-to-pdf-param-preset = Papier: a4 oder letter

## audio-to-mp3

tool-audio-to-mp3-title = Audio in MP3
tool-audio-to-mp3-desc = Wandelt Audio (oder den Ton eines Videos) mit LAME bei konstanter Bitrate in MP3 um.
tool-audio-to-mp3-param-bitrate = Audio-Bitrate in kbit/s (32–320; mit target_size die höchste verwendete)

## audio-to-wav

tool-audio-to-wav-title = Audio in WAV
tool-audio-to-wav-desc = Wandelt Audio in unkomprimiertes PCM-WAV um: 16 Bit, 24 Bit oder 8 Bit ohne Vorzeichen.
tool-audio-to-wav-param-preset = Sample-Format: s16, s24 oder u8

## audio-to-ogg

tool-audio-to-ogg-title = Audio in OGG Vorbis
tool-audio-to-ogg-desc = Wandelt Audio in Ogg Vorbis um; die Bitrate bestimmt die VBR-Qualität (nominal für Stereo 44,1 kHz).
tool-audio-to-ogg-param-bitrate = Audio-Bitrate in kbit/s (48–500; mit target_size die höchste verwendete)

## audio-to-opus

tool-audio-to-opus-title = Audio in Opus
tool-audio-to-opus-desc = Wandelt Audio in Opus in einer Ogg-Datei um (höchstens 256 kbit/s pro Kanal).
tool-audio-to-opus-param-bitrate = Audio-Bitrate in kbit/s (6–510; mit target_size die höchste verwendete)

## audio-to-flac

tool-audio-to-flac-title = Audio in FLAC
tool-audio-to-flac-desc = Wandelt Audio in verlustfreies FLAC um; level ist der Kompressionsaufwand (0–12).
tool-audio-to-flac-param-level = FLAC-Kompressionsstufe (0–12)

## audio-to-m4a

tool-audio-to-m4a-title = Audio in M4A (AAC)
tool-audio-to-m4a-desc = Wandelt Audio in AAC in einer M4A-Datei um.
tool-audio-to-m4a-param-bitrate = Audio-Bitrate in kbit/s (32–320; mit target_size die höchste verwendete)

## audio-to-aac

tool-audio-to-aac-title = Audio in AAC
tool-audio-to-aac-desc = Wandelt Audio in einen rohen AAC-Stream (ADTS) um.
tool-audio-to-aac-param-bitrate = Audio-Bitrate in kbit/s (32–320; mit target_size die höchste verwendete)

## audio-to-aiff

tool-audio-to-aiff-title = Audio in AIFF
tool-audio-to-aiff-desc = Wandelt Audio in 16-Bit-PCM-AIFF um.

## audio-to-wma

tool-audio-to-wma-title = Audio in WMA
tool-audio-to-wma-desc = Wandelt Audio in Windows Media Audio 2 um (höchstens Stereo).
tool-audio-to-wma-param-bitrate = Audio-Bitrate in kbit/s (32–192; mit target_size die höchste verwendete)

## audio-to-alac

tool-audio-to-alac-title = Audio in ALAC
tool-audio-to-alac-desc = Wandelt Audio in Apple Lossless in einer M4A-Datei um.

## audio-trim

tool-audio-trim-title = Audio kürzen
tool-audio-trim-desc = Behält den Teil zwischen start und end (Sekunden); neu kodiert im Format der Eingabe.
tool-audio-trim-output = wie die Eingabe
tool-audio-trim-param-start = Beginn des behaltenen Teils, Sekunden
tool-audio-trim-param-end = Ende des behaltenen Teils, Sekunden (nach start)

## audio-volume

tool-audio-volume-title = Lautstärke ändern
tool-audio-volume-desc = Erhöht oder senkt die Lautstärke um gain_db Dezibel.
tool-audio-volume-output = wie die Eingabe
tool-audio-volume-param-gain_db = Verstärkung in dB (−30 bis +30)

## audio-normalize

tool-audio-normalize-title = Lautheit normalisieren
tool-audio-normalize-desc = Lautheitsnormalisierung nach EBU R128 auf den Zielpegel in LUFS (zwei Durchgänge: messen, dann exakte Verstärkung, oder loudnorm mit den gemessenen Werten, wenn die Spitze −1,5 dBTP überschreiten würde).
tool-audio-normalize-output = wie die Eingabe
tool-audio-normalize-param-level = Integrierte Ziel-Lautheit, LUFS

## audio-speed

tool-audio-speed-title = Audiogeschwindigkeit ändern
tool-audio-speed-desc = Spielt um factor schneller oder langsamer ab, die Tonhöhe bleibt.
tool-audio-speed-output = wie die Eingabe
tool-audio-speed-param-factor = Geschwindigkeitsfaktor (0.5–4)

## audio-pitch

tool-audio-pitch-title = Tonhöhe ändern
tool-audio-pitch-desc = Verschiebt die Tonhöhe um factor (1.12 ≈ zwei Halbtöne höher), das Tempo bleibt.
tool-audio-pitch-output = wie die Eingabe
tool-audio-pitch-param-factor = Tonhöhenfaktor (0.5–2)

## audio-reverse

tool-audio-reverse-title = Audio umkehren
tool-audio-reverse-desc = Spielt das Audio rückwärts ab (höchstens 10 Minuten: der ganze Clip wird im Speicher gehalten).
tool-audio-reverse-output = wie die Eingabe

## audio-fade

tool-audio-fade-title = Ein-/Ausblenden
tool-audio-fade-desc = Blendet über die ersten start Sekunden ein und über die letzten end Sekunden aus.
tool-audio-fade-output = wie die Eingabe
tool-audio-fade-param-start = Einblenddauer, Sekunden (0 = keine)
tool-audio-fade-param-end = Ausblenddauer, Sekunden (0 = keine)

## audio-remove-silence

tool-audio-remove-silence-title = Stille entfernen
tool-audio-remove-silence-desc = Schneidet Stille am Anfang und jede Pause über einer halben Sekunde ab, die unter level dB bleibt.
tool-audio-remove-silence-output = wie die Eingabe
tool-audio-remove-silence-param-level = Schwellenwert für Stille, dB

## audio-noise-reduction

tool-audio-noise-reduction-title = Rauschen reduzieren
tool-audio-noise-reduction-desc = FFT-Entrauscher, der dem Grundrauschen folgt; level ist die Rauschminderung in dB.
tool-audio-noise-reduction-output = wie die Eingabe
tool-audio-noise-reduction-param-level = Rauschminderung, dB (0.01–97)

## audio-bass-boost

tool-audio-bass-boost-title = Bassverstärkung
tool-audio-bass-boost-desc = Hebt tiefe Frequenzen (Kuhschwanz um 100 Hz) um gain_db an.
tool-audio-bass-boost-output = wie die Eingabe
tool-audio-bass-boost-param-gain_db = Bassverstärkung, dB (0–20)

## audio-to-mono

tool-audio-to-mono-title = In Mono umwandeln
tool-audio-to-mono-desc = Mischt alle Kanäle zu einem zusammen.
tool-audio-to-mono-output = wie die Eingabe

## audio-waveform-image

tool-audio-waveform-image-title = Wellenform-Bild
tool-audio-waveform-image-desc = Zeichnet die Wellenform der ganzen Spur als PNG mit transparentem Hintergrund.
tool-audio-waveform-image-param-width = Bildbreite, px (100–4000)
tool-audio-waveform-image-param-height = Bildhöhe, px (50–2000)

## audio-spectrogram-image

tool-audio-spectrogram-image-title = Spektrogramm-Bild
tool-audio-spectrogram-image-desc = Zeichnet ein Spektrogramm der ganzen Spur (Zeit waagerecht, Frequenz senkrecht) als PNG genau dieser Größe.
tool-audio-spectrogram-image-param-width = Bildbreite, px (100–4000)
tool-audio-spectrogram-image-param-height = Bildhöhe, px (50–2000)

## audio-metadata

tool-audio-metadata-title = Audio-Metadaten
tool-audio-metadata-desc = Format, Codec, Dauer, Kanäle, Tags und eine Lautheitsübersicht (EBU R128 und Lautstärke) als JSON.

## video-to-mp4

tool-video-to-mp4-title = Video in MP4
tool-video-to-mp4-desc = Wandelt Video in H.264/AAC-MP4 um (yuv420p, Schnellstart) für Browser und Handys.
tool-video-to-mp4-param-level = x264-CRF: niedriger = besser und größer (0–51)
tool-video-to-mp4-param-preset = x264-Geschwindigkeitsvorgabe
tool-video-to-mp4-param-bitrate = AAC-Audio-Bitrate, kbit/s
tool-video-to-mp4-param-target_size = Größtes Ergebnis in Bytes oder eine Vorgabe: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-to-webm

tool-video-to-webm-title = Video in WebM
tool-video-to-webm-desc = Wandelt Video im Modus konstanter Qualität in VP9/Opus-WebM um.
tool-video-to-webm-param-level = VP9-CRF: niedriger = besser und größer (0–63)
tool-video-to-webm-param-preset = realtime = schnell; good = langsamer, kleiner

## video-to-mkv

tool-video-to-mkv-title = Video in MKV
tool-video-to-mkv-desc = Packt das Video in Matroska: Streams unverändert kopiert oder neu kodiert in H.264/AAC.
tool-video-to-mkv-param-preset = copy = Streams möglichst unverändert umpacken; encode = H.264/AAC

## video-to-mov

tool-video-to-mov-title = Video in MOV
tool-video-to-mov-desc = Packt das Video in QuickTime-MOV: kopiert, wenn seine Codecs in MOV passen, sonst neu kodiert in H.264/AAC.
tool-video-to-mov-param-preset = copy = Streams möglichst unverändert umpacken; encode = H.264/AAC

## video-to-avi

tool-video-to-avi-title = Video in AVI
tool-video-to-avi-desc = Wandelt Video in MPEG-4 Part 2 (Xvid-Tag) mit MP3-Ton in AVI um.
tool-video-to-avi-param-level = MPEG-4-Quantisierer: niedriger = besser (2–31)

## video-to-hevc

tool-video-to-hevc-title = Video in HEVC (H.265)
tool-video-to-hevc-desc = Wandelt Video in H.265 (hvc1) mit AAC-Ton in MP4 um: etwa halb so groß wie H.264 bei gleicher Qualität.
tool-video-to-hevc-param-level = x265-CRF: niedriger = besser und größer (0–51)
tool-video-to-hevc-param-preset = x265-Geschwindigkeitsvorgabe

## video-to-gif

tool-video-to-gif-title = Video in GIF
tool-video-to-gif-desc = Macht aus bis zu 30 s Video ein animiertes GIF mit optimierter Palette.
tool-video-to-gif-param-fps = Bilder pro Sekunde (1–30)
tool-video-to-gif-param-width = Breite, px (16–1280; nie vergrößert)
tool-video-to-gif-param-start = Beginn des Clips, Sekunden
tool-video-to-gif-param-end = Ende des Clips, Sekunden (Standard start + 10; höchstens 30 s nach start)

## video-to-animated-webp

tool-video-to-animated-webp-title = Video in animiertes WebP
tool-video-to-animated-webp-desc = Macht aus bis zu 30 s Video ein animiertes WebP (verlustbehaftet, in Schleife).
tool-video-to-animated-webp-param-fps = Bilder pro Sekunde (1–30)
tool-video-to-animated-webp-param-width = Breite, px (16–1280; nie vergrößert)
tool-video-to-animated-webp-param-start = Beginn des Clips, Sekunden
tool-video-to-animated-webp-param-end = Ende des Clips, Sekunden (Standard start + 10; höchstens 30 s nach start)
tool-video-to-animated-webp-param-quality = WebP-Qualität (1–100)

## video-extract-audio

tool-video-extract-audio-title = Audio extrahieren
tool-video-extract-audio-desc = Speichert den Ton eines Videos als MP3, M4A, WAV, OGG, Opus oder FLAC; ohne Neukodierung kopiert, wenn er diesen Codec schon hat.
tool-video-extract-audio-param-format = Audioformat
tool-video-extract-audio-param-bitrate = Bitrate für verlustbehaftete Formate, kbit/s (beim Kopieren unbenutzt)

## video-mute

tool-video-mute-title = Ton entfernen
tool-video-mute-desc = Entfernt die Tonspur; das Bild wird unverändert kopiert.
tool-video-mute-output = wie die Eingabe

## video-trim

tool-video-trim-title = Video kürzen
tool-video-trim-desc = Behält die Sekunden start..end. fast = Stream-Kopie, Schnitt am Keyframe vor start (kann etwas früher beginnen); accurate = neu kodiert, bildgenau.
tool-video-trim-output = wie die Eingabe
tool-video-trim-param-start = Beginn des behaltenen Teils, Sekunden
tool-video-trim-param-end = Ende des behaltenen Teils, Sekunden (nach start)
tool-video-trim-param-preset = fast = Stream-Kopie an Keyframes; accurate = neu kodieren

## video-crop

tool-video-crop-title = Video zuschneiden
tool-video-crop-desc = Behält ein Rechteck des Bildes (x, y, crop_width, crop_height in Pixeln; Größen auf gerade Zahlen gerundet).
tool-video-crop-param-x = Linker Rand des behaltenen Bereichs, px
tool-video-crop-param-y = Oberer Rand des behaltenen Bereichs, px
tool-video-crop-param-crop_width = Breite des behaltenen Bereichs, px (auf gerade abgerundet)
tool-video-crop-param-crop_height = Höhe des behaltenen Bereichs, px (auf gerade abgerundet)

## video-resize

tool-video-resize-title = Videogröße ändern
tool-video-resize-desc = Skaliert auf width Pixel; die Höhe folgt dem Seitenverhältnis, sofern nicht angegeben. Größen werden auf gerade Zahlen gerundet.
tool-video-resize-param-width = Ausgabebreite, px (16–3840)
tool-video-resize-param-height = Ausgabehöhe, px (weglassen, um das Seitenverhältnis zu behalten)

## video-rotate

tool-video-rotate-title = Video drehen
tool-video-rotate-desc = Dreht das Bild im Uhrzeigersinn um 90, 180 oder 270 Grad.
tool-video-rotate-param-degrees = Drehung im Uhrzeigersinn: 90, 180 oder 270

## video-flip

tool-video-flip-title = Video spiegeln
tool-video-flip-desc = Spiegelt das Bild horizontal, vertikal oder beides.
tool-video-flip-param-direction = Spiegelachse

## video-speed

tool-video-speed-title = Videogeschwindigkeit ändern
tool-video-speed-desc = Beschleunigt oder verlangsamt Bild und Ton gemeinsam (der Ton behält seine Tonhöhe).
tool-video-speed-param-factor = Geschwindigkeitsfaktor (0.25–4)

## video-reverse

tool-video-reverse-title = Video umkehren
tool-video-reverse-desc = Spielt den Clip rückwärts ab, samt Ton (höchstens 60 s: jedes Frame wird im Speicher gehalten).

## video-compress

tool-video-compress-title = Video komprimieren
tool-video-compress-desc = Kodiert neu in kleineres H.264/AAC-MP4 (128 kbit/s); optional mit begrenzter Breite.
tool-video-compress-param-level = x264-CRF: höher = kleiner (18–40)
tool-video-compress-param-preset = x264-Geschwindigkeitsvorgabe
tool-video-compress-param-width = Größte Ausgabebreite, px (0 = beibehalten)
tool-video-compress-param-target_size = Größtes Ergebnis in Bytes oder eine Vorgabe: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-change-fps

tool-video-change-fps-title = Bildrate ändern
tool-video-change-fps-desc = Tastet auf fps Bilder pro Sekunde um (Bilder werden verworfen oder wiederholt; die Länge bleibt).
tool-video-change-fps-param-fps = Bilder pro Sekunde (1–60)

## video-loop

tool-video-loop-title = Video in Schleife
tool-video-loop-desc = Wiederholt den Clip level-mal in einer Datei (Streams kopiert; Ergebnis höchstens 600 s).
tool-video-loop-output = wie die Eingabe
tool-video-loop-param-level = Wiedergaben insgesamt (2–20)

## video-fade

tool-video-fade-title = Video ein-/ausblenden
tool-video-fade-desc = Blendet über die ersten start Sekunden aus Schwarz ein und über die letzten end Sekunden zu Schwarz aus; den Ton ebenso.
tool-video-fade-param-start = Einblenddauer, Sekunden (0 = keine)
tool-video-fade-param-end = Ausblenddauer, Sekunden (0 = keine)

## video-grayscale

tool-video-grayscale-title = Schwarzweißvideo
tool-video-grayscale-desc = Entfernt alle Farbe aus dem Bild.

## video-stabilize

tool-video-stabilize-title = Video stabilisieren
tool-video-stabilize-desc = Glättet Kamerawackler in zwei Durchgängen (vid.stab); level = Frames der Glättung. Höchstens 5 Minuten.
tool-video-stabilize-param-level = Glättungsfenster, Frames (1–100)

## video-volume

tool-video-volume-title = Videolautstärke ändern
tool-video-volume-desc = Erhöht oder senkt den Ton um gain_db Dezibel; das Bild wird unverändert kopiert.
tool-video-volume-output = wie die Eingabe
tool-video-volume-param-gain_db = Verstärkung in dB (−30 bis +30)

## video-normalize-audio

tool-video-normalize-audio-title = Video-Lautheit normalisieren
tool-video-normalize-audio-desc = Lautheitsnormalisierung des Tons nach EBU R128 auf level LUFS (zwei Durchgänge, TP −1,5, LRA 11); Bild kopiert.
tool-video-normalize-audio-output = wie die Eingabe
tool-video-normalize-audio-param-level = Integrierte Ziel-Lautheit, LUFS

## video-metadata

tool-video-metadata-title = Video-Metadaten
tool-video-metadata-desc = Container, Dauer, Größe, Bildrate, Drehung, Codecs, Spuren und Tags als JSON.

## video-thumbnail-at-time

tool-video-thumbnail-at-time-title = Vorschaubild zu einem Zeitpunkt
tool-video-thumbnail-at-time-desc = Speichert das Frame bei start Sekunden als JPG, PNG oder WebP, optional auf width verkleinert.
tool-video-thumbnail-at-time-param-start = Zeitpunkt des Frames, Sekunden
tool-video-thumbnail-at-time-param-width = Ausgabebreite, px (0 = die des Videos; 16–3840)
tool-video-thumbnail-at-time-param-format = Bildformat: jpg, png oder webp
tool-video-thumbnail-at-time-param-quality = JPG/WebP-Qualität (1–100)

## video-thumbnail-auto

tool-video-thumbnail-auto-title = Automatisches Vorschaubild
tool-video-thumbnail-auto-desc = Wählt das repräsentativste Frame (ffmpeg-Filter thumbnail) aus einem Abschnitt nach dem Anfang.
tool-video-thumbnail-auto-param-width = Ausgabebreite, px (0 = die des Videos; 16–3840)
tool-video-thumbnail-auto-param-format = Bildformat: jpg, png oder webp

## video-first-frame

tool-video-first-frame-title = Erstes Frame
tool-video-first-frame-desc = Speichert das erste Frame des Videos.
tool-video-first-frame-param-width = Ausgabebreite, px (0 = die des Videos; 16–3840)
tool-video-first-frame-param-format = Bildformat: jpg, png oder webp

## video-last-frame

tool-video-last-frame-title = Letztes Frame
tool-video-last-frame-desc = Speichert das letzte Frame des Videos (dekodiert nur die letzten Sekunden).
tool-video-last-frame-param-width = Ausgabebreite, px (0 = die des Videos; 16–3840)
tool-video-last-frame-param-format = Bildformat: jpg, png oder webp

## video-contact-sheet

tool-video-contact-sheet-title = Kontaktabzug
tool-video-contact-sheet-desc = Ein Raster aus level × level Frames, gleichmäßig über das Video verteilt, als ein JPEG.
tool-video-contact-sheet-param-level = Rastergröße N (N×N Frames, 2–8)
tool-video-contact-sheet-param-width = Breite jeder Kachel, px (80–640)

## video-extract-frames

tool-video-extract-frames-title = Frames extrahieren
tool-video-extract-frames-desc = Speichert fps Frames pro Sekunde zwischen start und end als JPG- oder PNG-Dateien in einer ZIP (höchstens 300).
tool-video-extract-frames-param-fps = Zu speichernde Frames pro Sekunde (0.05–10)
tool-video-extract-frames-param-start = Beginn des Fensters, Sekunden
tool-video-extract-frames-param-end = Ende des Fensters, Sekunden (Standard: das Ende)
tool-video-extract-frames-param-format = Bildformat: jpg oder png

## video-scene-frames

tool-video-scene-frames-title = Szenen-Frames
tool-video-scene-frames-desc = Speichert das erste Frame und das erste Frame jedes Szenenwechsels (Wert über level) als JPEGs in einer ZIP (höchstens 100).
tool-video-scene-frames-param-level = Schwellenwert für Szenenwechsel (0.1–0.9)

## video-poster-play-button

tool-video-poster-play-button-title = Poster mit Play-Taste
tool-video-poster-play-button-desc = Das Frame bei start Sekunden, auf width verkleinert, mit einer Play-Taste in der Mitte (JPEG).
tool-video-poster-play-button-param-start = Zeitpunkt des Frames, Sekunden
tool-video-poster-play-button-param-width = Posterbreite, px (16–3840)

## qr-decode-image

tool-qr-decode-image-title = QR-Codes in einem Bild lesen
tool-qr-decode-image-desc = Findet jeden QR-Code (auch Micro QR und rMQR) in einem Foto oder Screenshot und gibt ihren Text als JSON zurück.

## barcode-decode-image

tool-barcode-decode-image-title = Barcodes in einem Bild lesen
tool-barcode-decode-image-desc = Findet Barcodes aller gängigen Symbologien (EAN/UPC, Code 128/39/93, ITF, Codabar, DataBar, QR, Data Matrix, PDF417, Aztec, MaxiCode) und gibt sie als JSON zurück.

## qr-decode-pdf

tool-qr-decode-pdf-title = QR-Codes in einem PDF lesen
tool-qr-decode-pdf-desc = Rendert PDF-Seiten (die ersten 10, sofern keine Seiten genannt sind) und gibt jeden gefundenen QR-Code mit seiner Seite als JSON zurück.
tool-qr-decode-pdf-param-pages = Zu durchsuchende Seiten, Bereiche ab 1 wie 1-3,5,9- (Standard: die ersten 10)
tool-qr-decode-pdf-param-level = Render-Auflösung in dpi (72–400)

## qr-decode-video

tool-qr-decode-video-title = QR-Codes in einem Video lesen
tool-qr-decode-video-desc = Tastet Video-Frames ab (fps pro Sekunde, in einem Fenster von höchstens 120 s) und listet jeden eigenen QR-Code mit dem Zeitpunkt, an dem er zuerst und zuletzt zu sehen war.
tool-qr-decode-video-param-fps = Abgetastete Frames pro Sekunde Video (0.2–10)
tool-qr-decode-video-param-start = Beginn des Fensters in Sekunden
tool-qr-decode-video-param-end = Ende des Fensters in Sekunden (Standard: start + 120 s oder das Ende des Videos)

## qr-from-text-file

tool-qr-from-text-file-title = Textdatei in QR-Code
tool-qr-from-text-file-desc = Kodiert den Inhalt einer UTF-8-Textdatei als einen QR-Code (bis zu 2331 Bytes bei Stufe M).
tool-qr-from-text-file-output = image/png, image/svg+xml, image/jpeg oder image/webp (nach format)
tool-qr-from-text-file-param-format = Ausgabe-Bildformat
tool-qr-from-text-file-param-width = Bildbreite in Pixeln (ein Symbol, das mehr braucht, wird größer gezeichnet)
tool-qr-from-text-file-param-level = Fehlerkorrekturstufe: L 7 %, M 15 %, Q 25 %, H 30 %

## qr-from-vcard

tool-qr-from-vcard-title = vCard in QR-Code
tool-qr-from-vcard-desc = Macht aus einer Kontaktkarte (.vcf) einen QR-Code, den Handys als Kontakt speichern wollen.
tool-qr-from-vcard-output = image/png, image/svg+xml, image/jpeg oder image/webp (nach format)
tool-qr-from-vcard-param-format = Ausgabe-Bildformat
tool-qr-from-vcard-param-width = Bildbreite in Pixeln (ein Symbol, das mehr braucht, wird größer gezeichnet)
tool-qr-from-vcard-param-level = Fehlerkorrekturstufe: L 7 %, M 15 %, Q 25 %, H 30 %

## qr-batch-from-lines

tool-qr-batch-from-lines-title = QR-Codes aus Zeilen
tool-qr-batch-from-lines-desc = Ein QR-Code pro nicht leerer Zeile einer Textdatei (höchstens 100), als ZIP mit Bildern geliefert.
tool-qr-batch-from-lines-param-format = Ausgabe-Bildformat
tool-qr-batch-from-lines-param-width = Bildbreite in Pixeln (ein Symbol, das mehr braucht, wird größer gezeichnet)
tool-qr-batch-from-lines-param-level = Fehlerkorrekturstufe: L 7 %, M 15 %, Q 25 %, H 30 %

## barcode-from-text-file

tool-barcode-from-text-file-title = Textdatei in Barcode
tool-barcode-from-text-file-desc = Kodiert den Text einer Datei als Code 128, Code 39, EAN-13, EAN-8, UPC-A, ITF, Data Matrix, PDF417 oder Aztec, als SVG oder PNG.
tool-barcode-from-text-file-output = image/svg+xml oder image/png (nach format)
tool-barcode-from-text-file-param-preset = Symbologie
tool-barcode-from-text-file-param-format = Ausgabeformat
tool-barcode-from-text-file-param-width = Bildbreite in Pixeln

## yt-thumbnail-default

tool-yt-thumbnail-default-title = Video-Vorschaubild: Standard
tool-yt-thumbnail-default-desc = Lädt das Vorschaubild default.jpg des Videos herunter (120×90).

## yt-thumbnail-medium

tool-yt-thumbnail-medium-title = Video-Vorschaubild: mittel
tool-yt-thumbnail-medium-desc = Lädt das Vorschaubild mqdefault.jpg des Videos herunter (320×180).

## yt-thumbnail-high

tool-yt-thumbnail-high-title = Video-Vorschaubild: hoch
tool-yt-thumbnail-high-desc = Lädt das Vorschaubild hqdefault.jpg des Videos herunter (480×360), 4:3 mit schwarzen Balken.

## yt-thumbnail-standard

tool-yt-thumbnail-standard-title = Video-Vorschaubild: Standardauflösung
tool-yt-thumbnail-standard-desc = Lädt das Vorschaubild sddefault.jpg des Videos herunter (640×480); nicht jedes Video hat eines.

## yt-thumbnail-maxres

tool-yt-thumbnail-maxres-title = Video-Vorschaubild: maximale Auflösung
tool-yt-thumbnail-maxres-desc = Lädt das Vorschaubild maxresdefault.jpg des Videos herunter (1280×720); nicht jedes Video hat eines.

## yt-thumbnail-best

tool-yt-thumbnail-best-title = Bestes Video-Vorschaubild
tool-yt-thumbnail-best-desc = Das größte Vorschaubild, das das Video wirklich hat (maxres, sonst standard, sonst high), als JPEG, PNG oder WebP.
tool-yt-thumbnail-best-output = image/jpeg, image/png oder image/webp (nach format)
tool-yt-thumbnail-best-param-format = Ausgabeformat

## yt-thumbnail-webp

tool-yt-thumbnail-webp-title = Video-Vorschaubild als WebP
tool-yt-thumbnail-webp-desc = Lädt die WebP-Fassung einer Vorschaubildgröße herunter, die der Videohoster anbietet (default, mq, hq, sd, maxres).
tool-yt-thumbnail-webp-param-preset = Vorschaubildgröße: default, mq, hq, sd oder maxres

## yt-thumbnail-resize

tool-yt-thumbnail-resize-title = Video-Vorschaubild in neuer Größe
tool-yt-thumbnail-resize-desc = Das beste Vorschaubild in einer gegebenen Größe: cover füllt den Rahmen und schneidet zu, contain passt es mit schwarzen Balken ein. Eine Breite oder Höhe von 0 behält das Seitenverhältnis.
tool-yt-thumbnail-resize-output = image/jpeg, image/png oder image/webp (nach format)
tool-yt-thumbnail-resize-param-width = Breite in Pixeln (0 = aus Höhe und Seitenverhältnis)
tool-yt-thumbnail-resize-param-height = Höhe in Pixeln (0 = aus Breite und Seitenverhältnis)
tool-yt-thumbnail-resize-param-format = Ausgabeformat
tool-yt-thumbnail-resize-param-quality = JPEG/WebP-Qualität
tool-yt-thumbnail-resize-param-preset = cover (zuschneiden und füllen) oder contain (mit Balken)

## yt-thumbnail-crop-16x9

tool-yt-thumbnail-crop-16x9-title = Video-Vorschaubild auf 16:9 zugeschnitten
tool-yt-thumbnail-crop-16x9-desc = Nimmt das 4:3-Vorschaubild high oder standard und schneidet sein mittleres 16:9-Bild aus, ohne die schwarzen Balken.
tool-yt-thumbnail-crop-16x9-param-preset = Quell-Vorschaubild: hq (480×360) oder sd (640×480)

## yt-qr-code

tool-yt-qr-code-title = QR-Code für einen Videolink
tool-yt-qr-code-desc = Ein QR-Code, der das Video öffnet (optional ab einem Startzeitpunkt); lokal erstellt, keine Anfrage verlässt den Server.
tool-yt-qr-code-output = image/png, image/svg+xml, image/jpeg oder image/webp (nach format)
tool-yt-qr-code-param-format = Ausgabe-Bildformat
tool-yt-qr-code-param-width = Bildbreite in Pixeln (ein Symbol, das mehr braucht, wird größer gezeichnet)
tool-yt-qr-code-param-level = Fehlerkorrekturstufe: L 7 %, M 15 %, Q 25 %, H 30 %
tool-yt-qr-code-param-start = Startzeit in Sekunden (ganze Sekunden werden verwendet)

## yt-oembed-metadata

tool-yt-oembed-metadata-title = Video-Metadaten (oEmbed)
tool-yt-oembed-metadata-desc = Titel, Kanal, Vorschaubild und Player-HTML eines öffentlichen Videos vom oEmbed-Endpunkt des Videohosters, als JSON.

## yt-embed-code

tool-yt-embed-code-title = Einbettungscode für ein Video
tool-yt-embed-code-desc = Eine HTML-Seite mit einem kopierfertigen iframe im erweiterten Datenschutzmodus (Start- und optionale Endzeit) und den einfachen Watch-, Kurz- und Embed-Links. Lokal erstellt, keine Anfrage verlässt den Server.
tool-yt-embed-code-param-start = Startzeit in Sekunden
tool-yt-embed-code-param-end = Endzeit in Sekunden (nach start)
tool-yt-embed-code-param-width = Player-Breite in Pixeln
tool-yt-embed-code-param-height = Player-Höhe in Pixeln

## pdf-merge

tool-pdf-merge-title = PDFs zusammenfügen
tool-pdf-merge-desc = Fügt mehrere PDFs zu einem zusammen: jede Seite jeder Datei, in der Reihenfolge, in der die Dateien gesendet wurden.

## images-to-pdf

tool-images-to-pdf-title = Bilder in PDF
tool-images-to-pdf-desc = Setzt mehrere Bilder (JPEG, PNG, WebP, GIF, TIFF, AVIF) in ein PDF, eine Seite pro Bild in der gesendeten Reihenfolge (das erste Frame einer Animation): fit = Seite in Bildgröße, a4/letter = zentriert auf Papier.
tool-images-to-pdf-param-preset = Seitengröße: fit, a4 oder letter
tool-images-to-pdf-param-quality = JPEG-Qualität, wenn ein Bild neu kodiert werden muss

## audio-concat

tool-audio-concat-title = Audio zusammenfügen
tool-audio-concat-desc = Fügt mehrere Audiodateien in der gesendeten Reihenfolge aneinander zu einer MP3 (44,1 kHz Stereo).
tool-audio-concat-param-bitrate = MP3-Bitrate, kbit/s (32–320)

## video-concat

tool-video-concat-title = Videos zusammenfügen
tool-video-concat-desc = Fügt mehrere Videos in der gesendeten Reihenfolge aneinander zu einer MP4 (H.264/AAC): jedes wird auf die Bildgröße des ersten skaliert und aufgefüllt, bei einer Bildrate; der Ton bleibt, wenn jedes Video Ton hat.
tool-video-concat-param-fps = Bildrate des Ergebnisses (1–60)

## video-add-audio

tool-video-add-audio-title = Tonspur hinzufügen
tool-video-add-audio-desc = Legt den Ton der zweiten Datei (eine Audiodatei oder ein Video mit Ton) unter das Bild der ersten, in einer MP4; das Ergebnis ist so lang wie die kürzere der beiden.
tool-video-add-audio-param-bitrate = AAC-Bitrate, kbit/s (32–320)

## word-to-pdf

tool-word-to-pdf-title = Word in PDF
tool-word-to-pdf-desc = Wandelt ein Word-, OpenDocument- oder RTF-Textdokument (docx, doc, odt, rtf) in PDF um. Makros laufen nie; verknüpfte Dateien und Bilder werden nicht geladen.

## spreadsheet-to-pdf

tool-spreadsheet-to-pdf-title = Tabelle in PDF
tool-spreadsheet-to-pdf-desc = Wandelt eine Tabelle (xlsx, xls, ods oder CSV-Text) in PDF um: jedes Blatt auf einer Seite, so breit wie seine benutzten Spalten. Formeln behalten ihre gespeicherten Ergebnisse; Makros laufen nie.

## presentation-to-pdf

tool-presentation-to-pdf-title = Präsentation in PDF
tool-presentation-to-pdf-desc = Wandelt eine Präsentation (pptx, ppt, odp) in PDF um, eine Seite pro Folie. Makros laufen nie.

## docx-to-odt

tool-docx-to-odt-title = Word in ODT
tool-docx-to-odt-desc = Wandelt ein Word-Dokument (docx, doc, rtf) in OpenDocument-Text (odt) um.

## odt-to-docx

tool-odt-to-docx-title = ODT in Word
tool-odt-to-docx-desc = Wandelt ein OpenDocument-Text- (odt) oder RTF-Dokument in Word (docx) um.

## xlsx-to-ods

tool-xlsx-to-ods-title = Excel in ODS
tool-xlsx-to-ods-desc = Wandelt eine Excel-Arbeitsmappe (xlsx, xls) in eine OpenDocument-Tabelle (ods) um.

## ods-to-xlsx

tool-ods-to-xlsx-title = ODS in Excel
tool-ods-to-xlsx-desc = Wandelt eine OpenDocument-Tabelle (ods) in eine Excel-Arbeitsmappe (xlsx) um.

## xlsx-to-csv

tool-xlsx-to-csv-title = Excel in CSV
tool-xlsx-to-csv-desc = Schreibt jedes Blatt einer Excel-Arbeitsmappe (xlsx) als CSV-Datei (UTF-8, kommagetrennt), alle in einer ZIP.

## ods-to-csv

tool-ods-to-csv-title = ODS in CSV
tool-ods-to-csv-desc = Schreibt jedes Blatt einer OpenDocument- oder alten Excel-Tabelle (ods, xls) als CSV-Datei, alle in einer ZIP.

## slides-to-png

tool-slides-to-png-title = Folien in PNG
tool-slides-to-png-desc = Rendert jede Folie einer Präsentation (pptx, ppt, odp) als PNG-Bild, alle in einer ZIP.
tool-slides-to-png-param-level = Auflösung in dpi (36–300)

## docx-to-text

tool-docx-to-text-title = Word in Text
tool-docx-to-text-desc = Extrahiert den Text eines Word-Dokuments (docx) als UTF-8-Klartext, ein Absatz pro Zeile.

## docx-to-html

tool-docx-to-html-title = Word in HTML
tool-docx-to-html-desc = Wandelt ein Word-Dokument (docx) in eine HTML-Seite um: Überschriften, Listen, Tabellen und Bilder (eingebettet).

## ocr-image

tool-ocr-image-title = Bild in Text (OCR)
tool-ocr-image-desc = Liest den Text in einem Foto oder Scan. txt: Klartext; hocr: HTML mit jedem Wort und seinem Rahmen; tsv: eine Zeile pro Wort mit Rahmen und Konfidenz. Seitlich und kopfstehende Bilder werden automatisch gedreht.
tool-ocr-image-output = text/plain, text/html oder text/tab-separated-values (nach format)
tool-ocr-image-param-lang = Sprachen des Textes, tesseract-Codes mit + verbunden (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-image-param-format = txt (Klartext), hocr (HTML mit Wortrahmen) oder tsv (Wortrahmen)

## ocr-image-to-pdf

tool-ocr-image-to-pdf-title = Bild in durchsuchbares PDF (OCR)
tool-ocr-image-to-pdf-desc = Erstellt eine PDF-Seite aus dem Bild, mit dem per OCR gelesenen Text unsichtbar darübergelegt, sodass er durchsucht, markiert und kopiert werden kann. Ein JPEG wird Byte für Byte eingebettet, andere Bilder Pixel für Pixel.
tool-ocr-image-to-pdf-param-lang = Sprachen des Textes, tesseract-Codes mit + verbunden (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)

## ocr-pdf

tool-ocr-pdf-title = Durchsuchbares PDF (OCR)
tool-ocr-pdf-desc = Liest die gescannten Seiten eines PDFs per OCR und legt ihren Text unsichtbar darüber, sodass er durchsucht, markiert und kopiert werden kann; die Seiten sehen genau aus wie vorher. Seiten, die schon Text haben, bleiben, wie sie sind.
tool-ocr-pdf-param-lang = Sprachen des Textes, tesseract-Codes mit + verbunden (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-pdf-param-pages = Zu lesende Seiten, Bereiche ab 1 wie 1-3,5,9- (höchstens 50 Seiten)

## ocr-pdf-to-text

tool-ocr-pdf-to-text-title = PDF in Text mit OCR
tool-ocr-pdf-to-text-desc = Der Text jeder Seite als UTF-8-Klartext (Seiten durch einen Seitenvorschub getrennt): Seiten mit Textebene liefern ihre, gescannte Seiten werden per OCR gelesen.
tool-ocr-pdf-to-text-param-lang = Sprachen des Textes, tesseract-Codes mit + verbunden (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-pdf-to-text-param-pages = Zu lesende Seiten, Bereiche ab 1 wie 1-3,5,9- (höchstens 50 Seiten)

## url-to-pdf

tool-url-to-pdf-title = Webseite in PDF
tool-url-to-pdf-desc = Druckt eine öffentliche Webseite als PDF, wie ein Browser sie zeigt, Skripte laufen. Die Seite, alles, was sie lädt, und jede Weiterleitung müssen auf einer öffentlichen Adresse liegen; eine Aufnahme hat ein Zeit-, Byte- und Seitenbudget.
tool-url-to-pdf-param-preset = Papier: a4 oder letter

## url-to-png

tool-url-to-png-title = Screenshot einer Webseite
tool-url-to-png-desc = Ein PNG-Screenshot einer öffentlichen Webseite: die ganze Seite oder der erste Bildschirm (preset), bei einer Fensterbreite und -höhe in CSS-Pixeln und einem Geräte-Skalierungsfaktor (factor). Es gelten dieselben Adressregeln und Budgets wie bei Webseite in PDF.
tool-url-to-png-param-preset = full: die ganze Seite; viewport: nur der erste Bildschirm
tool-url-to-png-param-width = Fensterbreite in CSS-Pixeln
tool-url-to-png-param-height = Fensterhöhe in CSS-Pixeln
tool-url-to-png-param-factor = Geräteskalierung: Bildpixel pro CSS-Pixel

## html-to-pdf-browser

tool-html-to-pdf-browser-title = HTML in PDF (Browser)
tool-html-to-pdf-browser-desc = Druckt eine HTML-Datei als PDF, wie ein Browser sie rendert, Skripte laufen, ganz ohne Netzwerk: jedes Bild, jeder Stil, Frame oder Abruf, den die Seite von irgendwo anfordert, wird abgelehnt (Inline-Stile, Skripte und data:-Bilder funktionieren).
tool-html-to-pdf-browser-param-preset = Papier: a4 oder letter

## markdown-to-html

tool-markdown-to-html-title = Markdown in HTML
tool-markdown-to-html-desc = Macht aus einer Markdown-Datei im GitHub-Stil (Tabellen, Aufgabenlisten, Codeblöcke) eine HTML-Seite mit Stylesheet; Codeblöcke werden hervorgehoben. Nichts, worauf der Text verlinkt, wird geladen.

## markdown-to-pdf

tool-markdown-to-pdf-title = Markdown in PDF
tool-markdown-to-pdf-desc = Setzt eine Markdown-Datei im GitHub-Stil auf A4- oder Letter-Seiten, Code hervorgehoben, ohne Browser: kein Skript läuft und kein Bild oder Stil wird von irgendwo geladen.
tool-markdown-to-pdf-param-preset = Papier: a4 oder letter

## mobi-to-pdf

tool-mobi-to-pdf-title = MOBI in PDF
tool-mobi-to-pdf-desc = Setzt ein Kindle/Mobipocket-E-Book (MOBI, ohne DRM) auf A4- oder Letter-Seiten.
tool-mobi-to-pdf-param-preset = Papier: a4 oder letter

## fb2-to-pdf

tool-fb2-to-pdf-title = FB2 in PDF
tool-fb2-to-pdf-desc = Setzt ein FictionBook-E-Book (FB2) auf A4- oder Letter-Seiten, mit den Bildern im Buch.
tool-fb2-to-pdf-param-preset = Papier: a4 oder letter

## cbz-to-pdf

tool-cbz-to-pdf-title = Comic (CBZ) in PDF
tool-cbz-to-pdf-desc = Setzt die Bilder eines Comic-Archivs (CBZ: eine ZIP mit JPEG-, PNG-, GIF-, WebP-, BMP- oder TIFF-Seiten) auf PDF-Seiten, eines pro Seite, nach Namen sortiert.

## pdf-to-cbz

tool-pdf-to-cbz-title = PDF in Comic (CBZ)
tool-pdf-to-cbz-desc = Rendert PDF-Seiten als JPEG-Bilder in ein Comic-Archiv (CBZ), das Comic-Reader öffnen.
tool-pdf-to-cbz-param-pages = Zu rendernde Seiten, Bereiche ab 1 wie 1-3,5,9- (höchstens 100 Seiten)
tool-pdf-to-cbz-param-level = Auflösung in dpi (36–600)
tool-pdf-to-cbz-param-quality = JPEG-Qualität (1–100)

## eml-to-pdf

tool-eml-to-pdf-title = E-Mail in PDF
tool-eml-to-pdf-desc = Druckt eine E-Mail (.eml) als PDF: Von, An, Cc, Datum und Betreff, den Inhalt (HTML, ohne etwas von irgendwo zu laden, oder Klartext) und die Anhänge mit Name und Größe.
tool-eml-to-pdf-param-preset = Papier: a4 oder letter

## data-to-json

tool-data-to-json-title = Daten in JSON
tool-data-to-json-desc = Wandelt YAML, TOML, XML, CSV in JSON um. Ein CSV wird zu einer Liste von Datensätzen mit den Schlüsseln der Kopfzeile; XML-Attribute werden zu Schlüsseln, die mit @_ beginnen. Dateien bis 5 MB, bis zu 100 Ebenen verschachtelt; YAML-Aliasse bis 100; XML-Entitäten werden nie aufgelöst.

## data-to-yaml

tool-data-to-yaml-title = Daten in YAML
tool-data-to-yaml-desc = Wandelt JSON, TOML, XML, CSV in YAML um. Schlüssel behalten ihre Reihenfolge. Dateien bis 5 MB, bis zu 100 Ebenen verschachtelt; YAML-Aliasse bis 100; XML-Entitäten werden nie aufgelöst.

## data-to-toml

tool-data-to-toml-title = Daten in TOML
tool-data-to-toml-desc = Wandelt JSON, YAML, XML, CSV in TOML um. Eine Liste auf oberster Ebene wird als [[item]]-Tabellen geschrieben; TOML kennt kein null, daher werden Daten mit null abgelehnt. Dateien bis 5 MB, bis zu 100 Ebenen verschachtelt; YAML-Aliasse bis 100; XML-Entitäten werden nie aufgelöst.

## data-to-xml

tool-data-to-xml-title = Daten in XML
tool-data-to-xml-desc = Wandelt JSON, YAML, TOML, CSV in XML um. Ein einzelner Schlüssel auf oberster Ebene ist das Wurzelelement, alles andere wird in <root> gehüllt; Schlüssel, die mit @_ beginnen, werden zu Attributen. Dateien bis 5 MB, bis zu 100 Ebenen verschachtelt; YAML-Aliasse bis 100; XML-Entitäten werden nie aufgelöst.

## data-to-csv

tool-data-to-csv-title = Daten in CSV
tool-data-to-csv-desc = Wandelt JSON, YAML, TOML, XML in CSV um. Nimmt eine Liste von Datensätzen (oder eine Map mit einer Liste); die Spalten sind alle vorkommenden Schlüssel, verschachtelte Werte werden als JSON geschrieben. Dateien bis 5 MB, bis zu 100 Ebenen verschachtelt; YAML-Aliasse bis 100; XML-Entitäten werden nie aufgelöst.

## msg-to-pdf

tool-msg-to-pdf-title = Outlook-Nachricht in PDF
tool-msg-to-pdf-desc = Druckt eine Outlook-Nachricht (.msg) als PDF: Absender, Empfänger, Datum und Betreff, den Inhalt (HTML, ohne etwas von irgendwo zu laden, oder Klartext) und die Anhänge mit Name und Größe.
tool-msg-to-pdf-param-preset = Papier: a4 oder letter

## image-to-telegram-sticker

tool-image-to-telegram-sticker-title = Bild in Telegram-Sticker
tool-image-to-telegram-sticker-desc = Ein statischer Telegram-Sticker: PNG oder WebP, die längere Seite genau 512 px, höchstens 512 KB (eine Animation liefert ihr erstes Frame).
tool-image-to-telegram-sticker-output = image/png oder image/webp (nach format)
tool-image-to-telegram-sticker-param-format = Ausgabeformat: png oder webp

## video-to-telegram-sticker

tool-video-to-telegram-sticker-title = Video oder GIF in Telegram-Videosticker
tool-video-to-telegram-sticker-desc = Ein Telegram-Videosticker: WebM VP9 ohne Ton, die längere Seite genau 512 px, höchstens 3 s, 30 fps und 256 KB; ein längerer Clip wird auf seine ersten 3 s gekürzt, und das Ergebnis sagt es.

## image-to-discord-emoji

tool-image-to-discord-emoji-title = Bild in Discord-Emoji
tool-image-to-discord-emoji-desc = Ein Discord-Emoji mit 128×128 und höchstens 256 KiB auf einem transparenten Quadrat; animierte GIF und WebP bleiben animiert.
tool-image-to-discord-emoji-output = image/gif, image/webp oder image/png (wie die Eingabe)

## image-to-discord-sticker

tool-image-to-discord-sticker-title = Bild in Discord-Sticker
tool-image-to-discord-sticker-desc = Ein Discord-Sticker mit 320×320 und höchstens 512 KiB auf einem transparenten Quadrat: PNG, oder APNG aus einem GIF (Animation bleibt).
tool-image-to-discord-sticker-output = image/apng bei einem GIF, sonst image/png

## pdf-watermark

tool-pdf-watermark-title = PDF mit Wasserzeichen (Text)
tool-pdf-watermark-desc = Schreibt einen Text über die gewählten Seiten, einmal in der Mitte oder gekachelt über die Seite, in einem Winkel, einer Farbe und einer Deckkraft. Der Text wird mit einer PDF-Standardschrift gezeichnet: lateinische Buchstaben, Ziffern und gängige Zeichen.
tool-pdf-watermark-param-text = Die zu schreibenden Worte (lateinische Buchstaben, Ziffern und gängige Zeichen)
tool-pdf-watermark-param-level = Schriftgröße in Punkten (6–200)
tool-pdf-watermark-param-color = Farbe als #rrggbb
tool-pdf-watermark-param-opacity = Deckkraft von 0.05 (schwach) bis 1 (voll)
tool-pdf-watermark-param-degrees = Winkel des Textes in Grad, gegen den Uhrzeigersinn (−90 bis 90)
tool-pdf-watermark-param-direction = center: einmal in der Seitenmitte; tile: über die ganze Seite
tool-pdf-watermark-param-pages = Seiten, Bereiche ab 1 wie 1-3,5,9-

## pdf-redact

tool-pdf-redact-title = PDF schwärzen
tool-pdf-redact-desc = Entfernt jedes Vorkommen eines Textes (oder regulären Ausdrucks) von den gewählten Seiten: die Wörter verlassen den Seiteninhalt, sodass Textextraktion und Suche sie nicht mehr finden, und ein schwarzer Kasten markiert jede Stelle.
tool-pdf-redact-param-text = Der zu entfernende Text (oder das Muster)
tool-pdf-redact-param-match = ignore-case, exact (gleiche Schreibung) oder regex (ein regulärer Ausdruck, ohne Groß-/Kleinschreibung)
tool-pdf-redact-param-pages = Seiten, Bereiche ab 1 wie 1-3,5,9-

## pdf-form-fields

tool-pdf-form-fields-title = PDF-Formularfelder auflisten
tool-pdf-form-fields-desc = Listet die ausfüllbaren Felder eines PDF-Formulars als JSON auf: Name, Typ, aktueller Wert, Auswahlmöglichkeiten und Seite jedes Felds.

## pdf-fill-form

tool-pdf-fill-form-title = PDF-Formular ausfüllen
tool-pdf-fill-form-desc = Füllt ein PDF-Formular aus JSON aus (Feldname → Text, eine Auswahl oder true/false für ein Kontrollkästchen); mit preset=flatten werden die Werte in die Seiten eingebrannt und das Formular kann nicht mehr bearbeitet werden.
tool-pdf-fill-form-param-fields = Die zu setzenden Werte: ein JSON-Objekt aus Feldname → Text (eine Auswahl über ihren Text) oder true/false für ein Kontrollkästchen
tool-pdf-fill-form-param-preset = keep: das Formular bleibt ausfüllbar; flatten: die Werte werden Teil der Seite

## pdf-protect

tool-pdf-protect-title = PDF mit Passwort schützen
tool-pdf-protect-desc = Verschlüsselt das PDF mit AES-256: `password` wird zum Öffnen gebraucht, und das Öffnen erlaubt, was `preset` sagt: print (ansehen und drucken, Standard), view-only oder all. `owner_password` hebt diese Grenzen zusätzlich auf; ohne es kann das niemand.
tool-pdf-protect-param-password = Das Passwort, das das PDF öffnet
tool-pdf-protect-param-owner_password = Das Passwort, das auch die Grenzen aufhebt (Standard: ein zufälliges, das niemandem gesagt wird)
tool-pdf-protect-param-preset = Was das Öffnen mit `password` erlaubt: print, view-only oder all

## pdf-unlock

tool-pdf-unlock-title = PDF entsperren
tool-pdf-unlock-desc = Entfernt Passwort und Grenzen aus einem PDF, wenn sein Passwort angegeben ist (das zum Öffnen oder das Besitzerpasswort).
tool-pdf-unlock-param-password = Das Passwort des PDFs

## subtitle-to-srt

tool-subtitle-to-srt-title = Untertitel in SRT
tool-subtitle-to-srt-desc = Wandelt SRT-, WebVTT- oder ASS-Untertitel in SRT um, mit Zeit und Text jedes Eintrags (ASS-Stile werden zu Klartext, wo das Ziel keine hat).

## subtitle-to-vtt

tool-subtitle-to-vtt-title = Untertitel in WebVTT
tool-subtitle-to-vtt-desc = Wandelt SRT-, WebVTT- oder ASS-Untertitel in VTT um, mit Zeit und Text jedes Eintrags (ASS-Stile werden zu Klartext, wo das Ziel keine hat).

## subtitle-to-ass

tool-subtitle-to-ass-title = Untertitel in ASS
tool-subtitle-to-ass-desc = Wandelt SRT-, WebVTT- oder ASS-Untertitel in ASS um, mit Zeit und Text jedes Eintrags (ASS-Stile werden zu Klartext, wo das Ziel keine hat).

## subtitle-shift

tool-subtitle-shift-title = Untertitel-Timing verschieben
tool-subtitle-shift-desc = Verschiebt jeden Eintrag später (positiver offset) oder früher (negativ), in Sekunden; ein Eintrag, der vor den Anfang rückt, entfällt. Das Format bleibt.
tool-subtitle-shift-output = wie die Eingabe
tool-subtitle-shift-param-offset = Sekunden, um die jeder Eintrag rückt, z. B. 2.5 oder -1.2

## video-extract-subtitles

tool-video-extract-subtitles-title = Untertitel extrahieren
tool-video-extract-subtitles-desc = Speichert die erste Untertitelspur eines Videos (MKV, MP4, WebM…) als SRT, WebVTT oder ASS.
tool-video-extract-subtitles-output = application/x-subrip, text/vtt oder text/x-ssa (nach format)
tool-video-extract-subtitles-param-format = Untertitelformat: srt, vtt oder ass

## ocr-image layout, cbr-to-pdf (merged with the documents leftovers)

tool-ocr-image-param-layout = block (ein Textblock, quer über die Seite gelesen) oder columns (Textspalten finden und nacheinander lesen)
tool-cbr-to-pdf-title = Comic (CBR) in PDF
tool-cbr-to-pdf-desc = Legt die Bilder eines RAR-Comicarchivs (CBR, RAR4 oder RAR5, mit JPEG-, PNG-, GIF-, WebP- oder TIFF-Seiten) auf PDF-Seiten, eines pro Seite, in Namensreihenfolge.

## image watermark, video watermark, JPEG XL, HEIC bursts

tool-image-convert-jpg-output = image/jpeg, oder application/zip (images=all bei einem HEIC)
tool-image-convert-jpg-param-images = Für ein HEIC mit mehreren Bildern (eine Serienaufnahme): primary (die Vorgabe) oder all (alle in einer ZIP)
tool-image-convert-png-output = image/png, oder application/zip (images=all bei einem HEIC)
tool-image-convert-png-param-images = Für ein HEIC mit mehreren Bildern (eine Serienaufnahme): primary (die Vorgabe) oder all (alle in einer ZIP)
tool-image-watermark-title = Bild mit Wasserzeichen versehen
tool-image-watermark-desc = Stempelt einen Text (DejaVu sans, serif oder mono, in beliebiger Farbe und Deckkraft) oder ein als zweites Bild gesendetes Logo auf ein Bild: in eine Ecke, in die Mitte oder gekachelt darüber. Animationen bekommen es auf jedes Frame.
tool-image-watermark-output = wie die Eingabe
tool-image-watermark-param-text = Die zu stempelnden Wörter (Zeilenumbrüche erlaubt); leer lassen, um die zweite Datei, ein Logo, zu stempeln
tool-image-watermark-param-font = Schriftart: sans, serif oder mono (DejaVu)
tool-image-watermark-param-level = Texthöhe bzw. Logobreite in Prozent des Bildes (1–50)
tool-image-watermark-param-color = Textfarbe als #rrggbb
tool-image-watermark-param-opacity = Deckkraft von 0.05 (blass) bis 1 (deckend)
tool-image-watermark-param-direction = Wohin: eine Ecke, center oder tile (über das Bild wiederholt)
tool-video-watermark-title = Video mit Wasserzeichen versehen
tool-video-watermark-desc = Stempelt einen Text (DejaVu sans, serif oder mono, in beliebiger Farbe und Deckkraft) oder ein als zweite Datei gesendetes Logo (PNG, JPEG, WebP, GIF) auf jedes Frame eines Videos: in eine Ecke, in die Mitte oder gekachelt darüber. Der Ton bleibt erhalten.
tool-video-watermark-output = wie die Eingabe
tool-video-watermark-param-text = Die zu stempelnden Wörter (Zeilenumbrüche erlaubt); leer lassen, um die zweite Datei, ein Logo, zu stempeln
tool-video-watermark-param-font = Schriftart: sans, serif oder mono (DejaVu)
tool-video-watermark-param-level = Texthöhe bzw. Logobreite in Prozent des Bildes (1–50)
tool-video-watermark-param-color = Textfarbe als #rrggbb
tool-video-watermark-param-opacity = Deckkraft von 0.05 (blass) bis 1 (deckend)
tool-video-watermark-param-direction = Wohin: eine Ecke, center oder tile (über das Bild wiederholt)
tool-image-convert-jxl-title = Bild in JPEG XL umwandeln
tool-image-convert-jxl-desc = Wandelt ein Bild in JPEG XL um: verlustbehaftet in der gewählten Qualität oder verlustfrei bei Qualität 100. Von Animationen bleibt das erste Frame.
tool-image-convert-jxl-param-quality = Qualität 1-100; 100 ist verlustfrei
tool-image-convert-jxl-param-level = Aufwand 1-9: höher ist kleiner und langsamer

## make it fit (GIF, audio, PDF), subtitles, archives, PDF/A, signing

tool-pdf-compress-param-target_size = Größtes Ergebnis in Bytes oder eine Vorgabe: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-mp3-param-target_size = Größtes Ergebnis in Bytes oder eine Vorgabe: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-ogg-param-target_size = Größtes Ergebnis in Bytes oder eine Vorgabe: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-opus-param-target_size = Größtes Ergebnis in Bytes oder eine Vorgabe: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-m4a-param-target_size = Größtes Ergebnis in Bytes oder eine Vorgabe: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-aac-param-target_size = Größtes Ergebnis in Bytes oder eine Vorgabe: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-wma-param-target_size = Größtes Ergebnis in Bytes oder eine Vorgabe: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-video-to-gif-param-target_size = Größtes Ergebnis in Bytes oder eine Vorgabe: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

tool-video-add-subtitles-title = Untertitel hinzufügen
tool-video-add-subtitles-desc = Fügt einem Video eine Untertiteldatei (SRT, WebVTT oder ASS, die zweite Datei) als zuschaltbare Spur mit ihrer Sprache hinzu: MKV behält das Untertitelformat, MP4 speichert mov_text. Bild und Ton werden unverändert kopiert.
tool-video-add-subtitles-output = video/x-matroska oder video/mp4 (nach format)
tool-video-add-subtitles-param-format = Container: mkv oder mp4
tool-video-add-subtitles-param-lang = Sprache der Untertitel, ISO 639-2 (eng, deu, fra…; und: nicht angegeben)

tool-video-burn-subtitles-title = Untertitel einbrennen
tool-video-burn-subtitles-desc = Zeichnet eine Untertiteldatei (SRT, WebVTT oder ASS, die zweite Datei) ins Bild eines Videos, sodass jeder Player sie zeigt; ASS-Stile und -Positionen bleiben erhalten (in der ASS-Datei eingebettete Schriften werden nicht verwendet). H.264/AAC-MP4.

tool-archive-to-zip-title = Archiv entpacken
tool-archive-to-zip-desc = Entpackt ein ZIP, 7z, RAR, tar, tar.gz, tar.xz oder tar.zst (oder eine einzelne gzip-, zstd- oder xz-Datei) und gibt die Dateien als ZIP zurück, samt Ordnern. Höchstens 1000 Dateien und 256 MB entpackt; Links, verschlüsselte Einträge, Pfade, die aus dem Archiv hinausführen, und doppelt vorkommende Namen werden abgelehnt.

tool-archive-list-title = Archivinhalt auflisten
tool-archive-list-desc = Listet die Dateien eines ZIP, 7z, RAR, tar, tar.gz, tar.xz oder tar.zst als JSON auf (Name und entpackte Größe), mit denselben Grenzen wie archive-to-zip.

tool-pdf-to-pdfa-title = PDF in PDF/A-2b
tool-pdf-to-pdfa-desc = Schreibt ein PDF zur Archivierung neu als PDF/A-2b: Schriften eingebettet, Farben mit einem Output Intent, die PDF/A-Kennung in den XMP-Metadaten. Die Seiten werden vom PDF-Import von LibreOffice neu gesetzt, Text bleibt also Text, Abstände können sich aber verschieben. Höchstens 100 Seiten.

tool-pdf-sign-title = PDF signieren
tool-pdf-sign-desc = Signiert ein PDF mit Zertifikat und Schlüssel einer PKCS#12-Datei (.p12 oder .pfx, die zweite Datei) und deren `password`: eine Signatur (adbe.pkcs7.detached) über die ganze Datei, die PDF-Reader und Validatoren prüfen. Standardmäßig unsichtbar; preset=visible fügt auf einer Seite einen Kasten hinzu, der zeigt, wer signiert hat (den Namen aus dem Zertifikat), wann, und den als text angegebenen Grund.
tool-pdf-sign-param-password = Das Passwort der PKCS#12-Datei (leer, wenn sie keins hat)

# Keep or strip metadata on the image tools (issue 39)
tool-image-convert-jpg-param-metadata = strip (die Vorgabe) entfernt EXIF, XMP, IPTC und das Farbprofil; keep übernimmt sie ins Ergebnis
tool-image-convert-png-param-metadata = strip (die Vorgabe) entfernt EXIF, XMP, IPTC und das Farbprofil; keep übernimmt sie ins Ergebnis
tool-image-convert-webp-param-metadata = strip (die Vorgabe) entfernt EXIF, XMP, IPTC und das Farbprofil; keep übernimmt sie ins Ergebnis
tool-image-convert-avif-param-metadata = strip (die Vorgabe) entfernt EXIF, XMP, IPTC und das Farbprofil; keep übernimmt sie ins Ergebnis
tool-image-resize-param-metadata = strip (die Vorgabe) entfernt EXIF, XMP, IPTC und das Farbprofil; keep übernimmt sie ins Ergebnis
tool-image-compress-param-metadata = strip (die Vorgabe) entfernt EXIF, XMP, IPTC und das Farbprofil; keep übernimmt sie ins Ergebnis

# Sichtbare Signatur für pdf-sign (Issue 39)
tool-pdf-sign-param-preset = invisible: die Signatur steckt nur in der Datei; visible: ein Kasten auf der Seite zeigt, wer wann und warum signiert hat
tool-pdf-sign-param-pages = Die Seite, auf die die sichtbare Signatur kommt: eine Seitenzahl (1 ist die erste) oder last
tool-pdf-sign-param-direction = Wohin die sichtbare Signatur kommt: bottom-right, bottom-left, top-right, top-left oder center
tool-pdf-sign-param-text = Der Grund der Signatur, in der Signatur gespeichert und im sichtbaren Kasten gezeigt
# HEIC output (issue 39)
tool-image-convert-heic-title = Bild in HEIC umwandeln
tool-image-convert-heic-desc = Wandelt ein Bild in HEIC (HEVC in HEIF) um, das Format von Handyfotos. Transparenz wird auf Weiß gelegt; von Animationen bleibt das erste Frame.
tool-image-convert-heic-param-quality = Qualität 1-100, höher ist besser
tool-image-convert-heic-param-target_size = Größtes Ergebnis in Bytes oder eine Vorgabe: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
# Archive creation (issue 39, item 5)
tool-archive-create-zip-title = ZIP erstellen
tool-archive-create-zip-desc = Packt die gesendeten Dateien beliebigen Typs in ein ZIP (mit Deflate komprimiert; bereits komprimierte Dateien wie JPEG, MP4 oder PDF unverändert gespeichert), jede unter dem Namen, mit dem sie gesendet wurde (Ordner entfallen, ein doppelter Name wird mit " (2)" nummeriert). Höchstens 1000 Dateien und zusammen 256 MB, damit archive-to-zip es wieder entpackt.
tool-archive-create-7z-title = 7z-Archiv erstellen
tool-archive-create-7z-desc = Packt die gesendeten Dateien beliebigen Typs in ein 7z-Archiv (mit Deflate komprimiert; bereits komprimierte Dateien unverändert gespeichert), jede unter dem Namen, mit dem sie gesendet wurde (Ordner entfallen, ein doppelter Name wird mit " (2)" nummeriert). Höchstens 1000 Dateien und zusammen 256 MB, damit archive-to-zip es wieder entpackt.
tool-archive-create-targz-title = tar.gz erstellen
tool-archive-create-targz-desc = Packt die gesendeten Dateien beliebigen Typs in ein tar.gz (ein mit gzip komprimiertes tar), jede unter dem Namen, mit dem sie gesendet wurde (Ordner entfallen, ein doppelter Name wird mit " (2)" nummeriert). Höchstens 1000 Dateien und zusammen 256 MB, damit archive-to-zip es wieder entpackt.

## metadata=keep|strip on HEIC and JPEG XL output (issue 39)

tool-image-convert-jxl-param-metadata = strip (die Vorgabe) entfernt EXIF, XMP, IPTC und das Farbprofil; keep übernimmt sie ins Ergebnis
tool-image-convert-heic-param-metadata = strip (die Vorgabe) entfernt EXIF, XMP, IPTC und das Farbprofil; keep übernimmt sie ins Ergebnis
