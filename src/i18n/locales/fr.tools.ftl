# gametools message catalogue, the tools' words: French (fr), translated from en.tools.ftl. Conventions: see the
# headers of en.ftl and en.tools.ftl.
#
# Translators' notes (fr):
# - Who: gametools translators (machine-assisted, review welcome).
# - Register: "vous" as in fr.ftl; tool titles are infinitives ("Recadrer l'image").
# - Kept in English: format and codec names, units, the values a parameter takes (keep, fit, a4, inside, cover…),
#   parameter names quoted in descriptions (start, end, level, gain_db, fps, factor, width, preset, password).
# - Typography: a plain space before ":" and "%" (no narrow no-break space), as chat clients show it reliably.
# - Unsure: "sonie" for loudness, "quantificateur" for quantiser, "symbologie" for barcode symbology.

## image-convert-jpg

tool-image-convert-jpg-title = Convertir une image en JPG
tool-image-convert-jpg-desc = Convertit une image en JPEG avec mozjpeg ; la transparence est posée sur du blanc.
tool-image-convert-jpg-param-quality = Qualité 1-100, plus haut est meilleur
tool-image-convert-jpg-param-target_size = Résultat maximal en octets, ou un préréglage : discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-png

tool-image-convert-png-title = Convertir une image en PNG
tool-image-convert-png-desc = Convertit une image en PNG sans perte au niveau de compression zlib choisi.
tool-image-convert-png-param-level = Niveau de compression zlib 0-9

## image-convert-webp

tool-image-convert-webp-title = Convertir une image en WebP
tool-image-convert-webp-desc = Convertit une image en WebP avec ou sans perte, en gardant les images d'une animation.
tool-image-convert-webp-param-quality = Qualité 1-100, plus haut est meilleur
tool-image-convert-webp-param-preset = WebP lossy (avec perte) ou lossless (sans perte)
tool-image-convert-webp-param-target_size = Résultat maximal en octets, ou un préréglage : discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-avif

tool-image-convert-avif-title = Convertir une image en AVIF
tool-image-convert-avif-desc = Convertit une image en AVIF (AV1 dans HEIF), en général bien plus léger que JPEG à qualité égale.
tool-image-convert-avif-param-quality = Qualité 1-100, plus haut est meilleur
tool-image-convert-avif-param-target_size = Résultat maximal en octets, ou un préréglage : discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-gif

tool-image-convert-gif-title = Convertir une image en GIF
tool-image-convert-gif-desc = Convertit une image en GIF de 256 couleurs, en gardant les images d'un WebP ou GIF animé.

## image-convert-ico

tool-image-convert-ico-title = Convertir une image en ICO
tool-image-convert-ico-desc = Crée une icône Windows carrée (.ico avec un PNG intégré) de la taille choisie, en complétant les images non carrées.
tool-image-convert-ico-param-width = Taille de l'icône en pixels (carrée)

## image-convert-bmp

tool-image-convert-bmp-title = Convertir une image en BMP
tool-image-convert-bmp-desc = Convertit une image en bitmap Windows non compressé (24 bits, ou 32 bits si elle a de la transparence).

## svg-to-png

tool-svg-to-png-title = SVG en PNG
tool-svg-to-png-desc = Rend un dessin SVG en PNG de la largeur choisie, en gardant la transparence.
tool-svg-to-png-param-width = Largeur de sortie en pixels
tool-svg-to-png-param-height = Hauteur de sortie en pixels ; absente, le rapport d'aspect est gardé, donnée, l'image est complétée pour tenir

## image-resize

tool-image-resize-title = Redimensionner l'image
tool-image-resize-desc = Redimensionne une image à une largeur (et une hauteur facultative) selon l'ajustement choisi, en gardant son format.
tool-image-resize-output = comme l'entrée
tool-image-resize-param-width = Largeur cible en pixels
tool-image-resize-param-height = Hauteur cible en pixels ; absente, le rapport d'aspect est gardé
tool-image-resize-param-preset = Comment l'image tient dans le cadre : inside, cover, contain, fill ou outside

## image-crop

tool-image-crop-title = Recadrer l'image
tool-image-crop-desc = Découpe un rectangle donné par son coin supérieur gauche et sa taille en pixels.
tool-image-crop-output = comme l'entrée
tool-image-crop-param-x = Bord gauche en pixels depuis la gauche
tool-image-crop-param-y = Bord supérieur en pixels depuis le haut
tool-image-crop-param-crop_width = Largeur du rectangle en pixels
tool-image-crop-param-crop_height = Hauteur du rectangle en pixels

## image-rotate

tool-image-rotate-title = Faire pivoter l'image
tool-image-rotate-desc = Fait pivoter une image dans le sens horaire ; hors angles droits, les coins sont remplis de transparence (de blanc pour JPEG).
tool-image-rotate-output = comme l'entrée
tool-image-rotate-param-degrees = Angle horaire en degrés

## image-flip

tool-image-flip-title = Retourner l'image
tool-image-flip-desc = Retourne une image de gauche à droite, de haut en bas ou les deux.
tool-image-flip-output = comme l'entrée
tool-image-flip-param-direction = horizontal, vertical ou both

## image-compress

tool-image-compress-title = Compresser l'image
tool-image-compress-desc = Réduit un fichier image par un encodage avec perte (mozjpeg, PNG à palette, WebP ou AVIF).
tool-image-compress-output = comme l'entrée
tool-image-compress-param-quality = Qualité 1-100, plus bas donne des fichiers plus petits
tool-image-compress-param-format = Format de sortie : keep, jpg, webp, avif ou png
tool-image-compress-param-target_size = Résultat maximal en octets, ou un préréglage : discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-blur

tool-image-blur-title = Flouter l'image
tool-image-blur-desc = Applique un flou gaussien de l'intensité choisie (sigma).
tool-image-blur-output = comme l'entrée
tool-image-blur-param-level = Sigma gaussien 0.3-100

## image-sharpen

tool-image-sharpen-title = Rendre l'image plus nette
tool-image-sharpen-desc = Accentue une image avec un masque flou de rayon choisi (sigma).
tool-image-sharpen-output = comme l'entrée
tool-image-sharpen-param-level = Sigma de netteté 0.01-10

## image-grayscale

tool-image-grayscale-title = Image en niveaux de gris
tool-image-grayscale-desc = Transforme une image en nuances de gris.
tool-image-grayscale-output = comme l'entrée

## image-invert

tool-image-invert-title = Inverser les couleurs
tool-image-invert-desc = Inverse les couleurs d'une image (un négatif), en laissant la transparence telle quelle.
tool-image-invert-output = comme l'entrée

## image-brightness

tool-image-brightness-title = Régler la luminosité
tool-image-brightness-desc = Multiplie la luminosité d'une image par un facteur (sous 1 plus sombre, au-dessus de 1 plus clair).
tool-image-brightness-output = comme l'entrée
tool-image-brightness-param-factor = Multiplicateur de luminosité 0-4

## image-saturation

tool-image-saturation-title = Régler la saturation
tool-image-saturation-desc = Multiplie la saturation des couleurs d'une image par un facteur (0 enlève toute couleur).
tool-image-saturation-output = comme l'entrée
tool-image-saturation-param-factor = Multiplicateur de saturation 0-4

## image-sepia

tool-image-sepia-title = Ton sépia
tool-image-sepia-desc = Donne à une image la teinte brune et chaude d'une vieille photo.
tool-image-sepia-output = comme l'entrée

## image-pixelate

tool-image-pixelate-title = Pixeliser l'image
tool-image-pixelate-desc = Transforme une image en gros blocs carrés de la taille choisie.
tool-image-pixelate-output = comme l'entrée
tool-image-pixelate-param-level = Taille des blocs en pixels 2-200

## image-round-corners

tool-image-round-corners-title = Arrondir les coins
tool-image-round-corners-desc = Arrondit les coins d'une image selon un rayon et les laisse transparents, en PNG ou WebP.
tool-image-round-corners-param-level = Rayon des coins en pixels
tool-image-round-corners-param-format = Format de sortie : png ou webp

## image-add-border

tool-image-add-border-title = Ajouter une bordure
tool-image-add-border-desc = Ajoute une bordure blanche, noire ou transparente de même largeur sur chaque côté.
tool-image-add-border-output = comme l'entrée
tool-image-add-border-param-level = Largeur de la bordure en pixels
tool-image-add-border-param-preset = Couleur de la bordure

## image-trim

tool-image-trim-title = Rogner les bords de l'image
tool-image-trim-desc = Retire un bord uniforme dont la couleur correspond au pixel en haut à gauche, à un seuil près.
tool-image-trim-output = comme l'entrée
tool-image-trim-param-level = Seuil de différence de couleur 0-255

## image-upscale

tool-image-upscale-title = Agrandir l'image
tool-image-upscale-desc = Agrandit une image d'un facteur par interpolation de Lanczos (rééchantillonnage classique, pas d'IA).
tool-image-upscale-output = comme l'entrée
tool-image-upscale-param-factor = Facteur d'agrandissement 1-4

## image-strip-metadata

tool-image-strip-metadata-title = Supprimer les métadonnées de l'image
tool-image-strip-metadata-desc = Supprime les données EXIF (appareil, GPS), XMP, IPTC et ICC, après avoir redressé l'image.
tool-image-strip-metadata-output = comme l'entrée

## image-metadata

tool-image-metadata-title = Informations sur l'image
tool-image-metadata-desc = Liste le format, la taille, l'espace colorimétrique, l'orientation, les images et les statistiques par canal d'une image, en JSON.

## image-favicon-set

tool-image-favicon-set-title = Jeu de favicons
tool-image-favicon-set-desc = Crée des PNG de favicon (16 à 512 px), une icône Apple touch et un favicon.ico multi-tailles, zippés.

## pdf-to-png

tool-pdf-to-png-title = PDF en PNG
tool-pdf-to-png-desc = Rend les pages d'un PDF en images PNG (une par page, dans un ZIP).
tool-pdf-to-png-param-pages = Pages à rendre, plages à partir de 1 comme 1-3,5,9- (100 pages au plus)
tool-pdf-to-png-param-level = Résolution en dpi (36–600)

## pdf-to-jpg

tool-pdf-to-jpg-title = PDF en JPG
tool-pdf-to-jpg-desc = Rend les pages d'un PDF en images JPEG (une par page, dans un ZIP).
tool-pdf-to-jpg-param-pages = Pages à rendre, plages à partir de 1 comme 1-3,5,9- (100 pages au plus)
tool-pdf-to-jpg-param-level = Résolution en dpi (36–600)
tool-pdf-to-jpg-param-quality = Qualité JPEG (1–100)

## pdf-to-webp

tool-pdf-to-webp-title = PDF en WebP
tool-pdf-to-webp-desc = Rend les pages d'un PDF en images WebP (une par page, dans un ZIP).
tool-pdf-to-webp-param-pages = Pages à rendre, plages à partir de 1 comme 1-3,5,9- (100 pages au plus)
tool-pdf-to-webp-param-level = Résolution en dpi (36–600)
tool-pdf-to-webp-param-quality = Qualité WebP (1–100)

## pdf-thumbnail

tool-pdf-thumbnail-title = Miniature de PDF
tool-pdf-thumbnail-desc = Une petite image d'une page du PDF (la première par défaut).
tool-pdf-thumbnail-param-pages = La page à montrer (un numéro de page)
tool-pdf-thumbnail-param-width = Largeur de la miniature en px (32–2000)
tool-pdf-thumbnail-param-format = Format d'image : png, jpg ou webp

## pdf-to-text

tool-pdf-to-text-title = PDF en texte
tool-pdf-to-text-desc = Extrait le texte des pages d'un PDF en texte brut UTF-8 (pages séparées par un saut de page).
tool-pdf-to-text-param-pages = Pages, plages à partir de 1 comme 1-3,5,9-

## pdf-to-html

tool-pdf-to-html-title = PDF en HTML
tool-pdf-to-html-desc = Convertit les pages d'un PDF en un seul fichier HTML autonome, le texte disposé comme sur la page.
tool-pdf-to-html-param-pages = Pages, plages à partir de 1 comme 1-3,5,9-

## pdf-split-pages

tool-pdf-split-pages-title = Diviser un PDF en pages
tool-pdf-split-pages-desc = Un PDF par page (toutes les pages ou celles choisies), livrés dans un ZIP.
tool-pdf-split-pages-param-pages = Pages, plages à partir de 1 comme 1-3,5,9-

## pdf-extract-pages

tool-pdf-extract-pages-title = Extraire des pages d'un PDF
tool-pdf-extract-pages-desc = Un nouveau PDF avec seulement les pages choisies, dans l'ordre du document.
tool-pdf-extract-pages-param-pages = Pages à garder, par exemple 1-3,5 (obligatoire)

## pdf-remove-pages

tool-pdf-remove-pages-title = Supprimer des pages d'un PDF
tool-pdf-remove-pages-desc = Le PDF sans les pages choisies (au moins une page doit rester).
tool-pdf-remove-pages-param-pages = Pages à supprimer, par exemple 2,4-6 (obligatoire)

## pdf-rotate

tool-pdf-rotate-title = Faire pivoter des pages PDF
tool-pdf-rotate-desc = Fait pivoter les pages dans le sens horaire de 90, 180 ou 270 degrés (-90 tourne dans le sens antihoraire), en plus de leur rotation actuelle.
tool-pdf-rotate-param-degrees = Rotation horaire : 90, 180, 270 ou -90
tool-pdf-rotate-param-pages = Pages, plages à partir de 1 comme 1-3,5,9-

## pdf-crop

tool-pdf-crop-title = Recadrer des pages PDF
tool-pdf-crop-desc = Fixe la zone visible des pages : x, y, largeur et hauteur en points depuis le coin supérieur gauche de la page affichée.
tool-pdf-crop-param-x = Bord gauche en points depuis la gauche de la page
tool-pdf-crop-param-y = Bord supérieur en points depuis le haut de la page
tool-pdf-crop-param-crop_width = Largeur en points
tool-pdf-crop-param-crop_height = Hauteur en points
tool-pdf-crop-param-pages = Pages, plages à partir de 1 comme 1-3,5,9-

## pdf-compress

tool-pdf-compress-title = Compresser un PDF (sans perte)
tool-pdf-compress-desc = Réécrit le PDF en fusionnant les objets en double et en recompressant flux, polices et images ; rien de visible ne change. level 1–4 indique avec quelle ténacité les objets inutilisés et en double sont traqués. Avec target_size, les images sont réduites et enregistrées en JPEG, étape par étape, jusqu'à ce que le fichier tienne.
tool-pdf-compress-param-level = Niveau de nettoyage (1–4)

## pdf-rasterize-compress

tool-pdf-rasterize-compress-title = Compresser un PDF (rastériser)
tool-pdf-rasterize-compress-desc = Remplace chaque page par une image JPEG d'elle-même : bien plus léger pour les scans, mais le texte n'est plus sélectionnable.
tool-pdf-rasterize-compress-param-level = Résolution en dpi (50–300)
tool-pdf-rasterize-compress-param-quality = Qualité JPEG (1–100)

## pdf-grayscale

tool-pdf-grayscale-title = PDF en niveaux de gris
tool-pdf-grayscale-desc = Rend chaque page en nuances de gris (sous forme d'images : le texte n'est plus sélectionnable).
tool-pdf-grayscale-param-level = Résolution en dpi (36–600)
tool-pdf-grayscale-param-quality = Qualité JPEG (1–100)

## pdf-metadata

tool-pdf-metadata-title = Métadonnées PDF
tool-pdf-metadata-desc = Titre, auteur, dates, producteur, nombre et tailles des pages, chiffrement, champs de formulaire et annotations, en JSON. Un PDF protégé par mot de passe est signalé comme chiffré.

## pdf-strip-metadata

tool-pdf-strip-metadata-title = Supprimer les métadonnées PDF
tool-pdf-strip-metadata-desc = Supprime du PDF le titre, l'auteur, les dates, le producteur et les métadonnées XMP.

## pdf-repair

tool-pdf-repair-title = Réparer un PDF
tool-pdf-repair-desc = Reconstruit la structure d'un PDF endommagé ou tronqué et enregistre une copie propre de ce qui peut être récupéré.

## pdf-flatten

tool-pdf-flatten-title = Aplatir un PDF
tool-pdf-flatten-desc = Incruste les annotations et les champs de formulaire remplis dans les pages, qui ne peuvent plus être modifiés.

## pdf-remove-annotations

tool-pdf-remove-annotations-title = Supprimer les annotations PDF
tool-pdf-remove-annotations-desc = Efface commentaires, surlignages, dessins et autres annotations des pages choisies ; les champs de formulaire restent.
tool-pdf-remove-annotations-param-pages = Pages, plages à partir de 1 comme 1-3,5,9-

## pdf-add-page-numbers

tool-pdf-add-page-numbers-title = Ajouter des numéros de page
tool-pdf-add-page-numbers-desc = Écrit les numéros de page sur les pages choisies, en comptant à partir de `start`, à l'endroit tel que chaque page s'affiche.
tool-pdf-add-page-numbers-param-direction = Où va le numéro : en haut ou en bas, à gauche, au centre ou à droite
tool-pdf-add-page-numbers-param-level = Taille de police en points (6–48)
tool-pdf-add-page-numbers-param-start = Numéro de la première page numérotée
tool-pdf-add-page-numbers-param-pages = Pages, plages à partir de 1 comme 1-3,5,9-

## pdf-n-up

tool-pdf-n-up-title = N-up (pages par feuille)
tool-pdf-n-up-desc = Place 2, 4, 6 ou 9 pages sur chaque feuille A4 ou Letter, mises à l'échelle pour tenir.
tool-pdf-n-up-param-level = Pages par feuille : 2, 4, 6 ou 9
tool-pdf-n-up-param-preset = Taille de feuille : a4 ou letter

## pdf-page-size

tool-pdf-page-size-title = Changer le format des pages PDF
tool-pdf-page-size-desc = Met chaque page au format A3, A4, A5, Letter, Legal ou Tabloid (orientation gardée), le contenu mis à l'échelle et centré.
tool-pdf-page-size-param-preset = Papier : a3, a4, a5, letter, legal ou tabloid

## pdf-extract-images

tool-pdf-extract-images-title = Extraire les images d'un PDF
tool-pdf-extract-images-desc = Chaque image distincte des pages choisies en PNG à sa propre résolution, dans un ZIP (500 images au plus).
tool-pdf-extract-images-param-pages = Pages, plages à partir de 1 comme 1-3,5,9-

## pdf-remove-blank-pages

tool-pdf-remove-blank-pages-title = Supprimer les pages blanches
tool-pdf-remove-blank-pages-desc = Retire les pages (presque) uniformes. level est le plus grand écart type des niveaux de gris d'une page (0–64, à 36 dpi) qui compte encore comme blanc : 0 ne retire que les pages parfaitement vides.
tool-pdf-remove-blank-pages-param-level = Seuil de page blanche (0–64)

## image-to-pdf

tool-image-to-pdf-title = Image en PDF
tool-image-to-pdf-desc = Place une image (JPEG, PNG, WebP, GIF, TIFF, AVIF ; chaque image d'un TIFF multipage ou d'un GIF animé) sur des pages PDF : fit = page à la taille de l'image, a4/letter = centrée sur le papier.
tool-image-to-pdf-param-preset = Format de page : fit, a4 ou letter
tool-image-to-pdf-param-quality = Qualité JPEG quand l'image doit être réencodée

## txt-to-pdf

tool-txt-to-pdf-title = Texte en PDF
tool-txt-to-pdf-desc = Met en page un fichier texte brut UTF-8 sur des pages A4 ou Letter.
tool-txt-to-pdf-param-preset = Papier : a4 ou letter

## html-to-pdf

tool-html-to-pdf-title = HTML en PDF
tool-html-to-pdf-desc = Rend une page HTML statique (HTML et CSS ; pas de scripts, aucune image ni feuille de style chargée d'où que ce soit) en PDF.
tool-html-to-pdf-param-preset = Papier : a4 ou letter

## epub-to-pdf

tool-epub-to-pdf-title = EPUB en PDF
tool-epub-to-pdf-desc = Met en page un livre numérique EPUB sur des pages A4 ou Letter (les images et styles du livre sont utilisés).
tool-epub-to-pdf-param-preset = Papier : a4 ou letter

## audio-to-mp3

tool-audio-to-mp3-title = Audio en MP3
tool-audio-to-mp3-desc = Convertit l'audio (ou le son d'une vidéo) en MP3 avec LAME à débit constant.
tool-audio-to-mp3-param-bitrate = Débit audio en kbit/s (32–320 ; avec target_size, le plus élevé utilisé)

## audio-to-wav

tool-audio-to-wav-title = Audio en WAV
tool-audio-to-wav-desc = Convertit l'audio en WAV PCM non compressé : 16 bits, 24 bits ou 8 bits non signé.
tool-audio-to-wav-param-preset = Format d'échantillon : s16, s24 ou u8

## audio-to-ogg

tool-audio-to-ogg-title = Audio en OGG Vorbis
tool-audio-to-ogg-desc = Convertit l'audio en Ogg Vorbis ; le débit fixe la qualité VBR (nominale pour de la stéréo à 44,1 kHz).
tool-audio-to-ogg-param-bitrate = Débit audio en kbit/s (48–500 ; avec target_size, le plus élevé utilisé)

## audio-to-opus

tool-audio-to-opus-title = Audio en Opus
tool-audio-to-opus-desc = Convertit l'audio en Opus dans un fichier Ogg (256 kbit/s par canal au plus).
tool-audio-to-opus-param-bitrate = Débit audio en kbit/s (6–510 ; avec target_size, le plus élevé utilisé)

## audio-to-flac

tool-audio-to-flac-title = Audio en FLAC
tool-audio-to-flac-desc = Convertit l'audio en FLAC sans perte ; level est l'effort de compression (0–12).
tool-audio-to-flac-param-level = Niveau de compression FLAC (0–12)

## audio-to-m4a

tool-audio-to-m4a-title = Audio en M4A (AAC)
tool-audio-to-m4a-desc = Convertit l'audio en AAC dans un fichier M4A.
tool-audio-to-m4a-param-bitrate = Débit audio en kbit/s (32–320 ; avec target_size, le plus élevé utilisé)

## audio-to-aac

tool-audio-to-aac-title = Audio en AAC
tool-audio-to-aac-desc = Convertit l'audio en flux AAC brut (ADTS).
tool-audio-to-aac-param-bitrate = Débit audio en kbit/s (32–320 ; avec target_size, le plus élevé utilisé)

## audio-to-aiff

tool-audio-to-aiff-title = Audio en AIFF
tool-audio-to-aiff-desc = Convertit l'audio en AIFF PCM 16 bits.

## audio-to-wma

tool-audio-to-wma-title = Audio en WMA
tool-audio-to-wma-desc = Convertit l'audio en Windows Media Audio 2 (stéréo au plus).
tool-audio-to-wma-param-bitrate = Débit audio en kbit/s (32–192 ; avec target_size, le plus élevé utilisé)

## audio-to-alac

tool-audio-to-alac-title = Audio en ALAC
tool-audio-to-alac-desc = Convertit l'audio en Apple Lossless dans un fichier M4A.

## audio-trim

tool-audio-trim-title = Couper l'audio
tool-audio-trim-desc = Garde la partie entre start et end (secondes) ; réencodée dans le format d'entrée.
tool-audio-trim-output = comme l'entrée
tool-audio-trim-param-start = Début de la partie gardée, secondes
tool-audio-trim-param-end = Fin de la partie gardée, secondes (après start)

## audio-volume

tool-audio-volume-title = Changer le volume
tool-audio-volume-desc = Monte ou baisse le volume de gain_db décibels.
tool-audio-volume-output = comme l'entrée
tool-audio-volume-param-gain_db = Gain en dB (−30 à +30)

## audio-normalize

tool-audio-normalize-title = Normaliser la sonie
tool-audio-normalize-desc = Normalisation de sonie EBU R128 au niveau cible en LUFS (deux passes : mesure, puis gain exact, ou loudnorm avec les valeurs mesurées si la crête dépasserait −1,5 dBTP).
tool-audio-normalize-output = comme l'entrée
tool-audio-normalize-param-level = Sonie intégrée cible, LUFS

## audio-speed

tool-audio-speed-title = Changer la vitesse de l'audio
tool-audio-speed-desc = Joue plus vite ou plus lentement selon factor, en gardant la hauteur.
tool-audio-speed-output = comme l'entrée
tool-audio-speed-param-factor = Facteur de vitesse (0.5–4)

## audio-pitch

tool-audio-pitch-title = Changer la hauteur
tool-audio-pitch-desc = Décale la hauteur selon factor (1.12 ≈ deux demi-tons plus haut) en gardant le tempo.
tool-audio-pitch-output = comme l'entrée
tool-audio-pitch-param-factor = Facteur de hauteur (0.5–2)

## audio-reverse

tool-audio-reverse-title = Inverser l'audio
tool-audio-reverse-desc = Joue l'audio à l'envers (10 minutes au plus : tout le clip est gardé en mémoire).
tool-audio-reverse-output = comme l'entrée

## audio-fade

tool-audio-fade-title = Fondu d'entrée / de sortie
tool-audio-fade-desc = Fondu d'entrée sur les start premières secondes et de sortie sur les end dernières secondes.
tool-audio-fade-output = comme l'entrée
tool-audio-fade-param-start = Durée du fondu d'entrée, secondes (0 = aucun)
tool-audio-fade-param-end = Durée du fondu de sortie, secondes (0 = aucun)

## audio-remove-silence

tool-audio-remove-silence-title = Supprimer les silences
tool-audio-remove-silence-desc = Coupe le silence du début et chaque pause de plus d'une demi-seconde qui reste sous level dB.
tool-audio-remove-silence-output = comme l'entrée
tool-audio-remove-silence-param-level = Seuil de silence, dB

## audio-noise-reduction

tool-audio-noise-reduction-title = Réduire le bruit
tool-audio-noise-reduction-desc = Débruiteur FFT qui suit le bruit de fond ; level est la réduction de bruit en dB.
tool-audio-noise-reduction-output = comme l'entrée
tool-audio-noise-reduction-param-level = Réduction de bruit, dB (0.01–97)

## audio-bass-boost

tool-audio-bass-boost-title = Renforcer les basses
tool-audio-bass-boost-desc = Renforce les basses fréquences (plateau autour de 100 Hz) de gain_db.
tool-audio-bass-boost-output = comme l'entrée
tool-audio-bass-boost-param-gain_db = Gain des basses, dB (0–20)

## audio-to-mono

tool-audio-to-mono-title = Convertir en mono
tool-audio-to-mono-desc = Mixe tous les canaux en un seul.
tool-audio-to-mono-output = comme l'entrée

## audio-waveform-image

tool-audio-waveform-image-title = Image de la forme d'onde
tool-audio-waveform-image-desc = Dessine la forme d'onde de toute la piste en PNG sur fond transparent.
tool-audio-waveform-image-param-width = Largeur de l'image, px (100–4000)
tool-audio-waveform-image-param-height = Hauteur de l'image, px (50–2000)

## audio-spectrogram-image

tool-audio-spectrogram-image-title = Image du spectrogramme
tool-audio-spectrogram-image-desc = Dessine un spectrogramme de toute la piste (temps en largeur, fréquence en hauteur) en PNG de cette taille exacte.
tool-audio-spectrogram-image-param-width = Largeur de l'image, px (100–4000)
tool-audio-spectrogram-image-param-height = Hauteur de l'image, px (50–2000)

## audio-metadata

tool-audio-metadata-title = Métadonnées audio
tool-audio-metadata-desc = Format, codec, durée, canaux, tags et un résumé de sonie (EBU R128 et volume), en JSON.

## video-to-mp4

tool-video-to-mp4-title = Vidéo en MP4
tool-video-to-mp4-desc = Convertit une vidéo en MP4 H.264/AAC (yuv420p, démarrage rapide) pour navigateurs et téléphones.
tool-video-to-mp4-param-level = CRF x264 : plus bas = meilleur et plus lourd (0–51)
tool-video-to-mp4-param-preset = Préréglage de vitesse x264
tool-video-to-mp4-param-bitrate = Débit audio AAC, kbit/s
tool-video-to-mp4-param-target_size = Résultat maximal en octets, ou un préréglage : discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-to-webm

tool-video-to-webm-title = Vidéo en WebM
tool-video-to-webm-desc = Convertit une vidéo en WebM VP9/Opus en mode qualité constante.
tool-video-to-webm-param-level = CRF VP9 : plus bas = meilleur et plus lourd (0–63)
tool-video-to-webm-param-preset = realtime = rapide ; good = plus lent, plus léger

## video-to-mkv

tool-video-to-mkv-title = Vidéo en MKV
tool-video-to-mkv-desc = Met la vidéo en Matroska : flux copiés tels quels, ou réencodés en H.264/AAC.
tool-video-to-mkv-param-preset = copy = remultiplexer les flux tels quels si possible ; encode = H.264/AAC

## video-to-mov

tool-video-to-mov-title = Vidéo en MOV
tool-video-to-mov-desc = Met la vidéo en QuickTime MOV : copiée si ses codecs vont dans MOV, sinon réencodée en H.264/AAC.
tool-video-to-mov-param-preset = copy = remultiplexer les flux tels quels si possible ; encode = H.264/AAC

## video-to-avi

tool-video-to-avi-title = Vidéo en AVI
tool-video-to-avi-desc = Convertit une vidéo en MPEG-4 Part 2 (tag Xvid) avec son MP3 dans un AVI.
tool-video-to-avi-param-level = Quantificateur MPEG-4 : plus bas = meilleur (2–31)

## video-to-hevc

tool-video-to-hevc-title = Vidéo en HEVC (H.265)
tool-video-to-hevc-desc = Convertit une vidéo en H.265 (hvc1) avec son AAC dans un MP4 : environ moitié moins lourd que H.264 à qualité égale.
tool-video-to-hevc-param-level = CRF x265 : plus bas = meilleur et plus lourd (0–51)
tool-video-to-hevc-param-preset = Préréglage de vitesse x265

## video-to-gif

tool-video-to-gif-title = Vidéo en GIF
tool-video-to-gif-desc = Transforme jusqu'à 30 s de vidéo en GIF animé avec une palette optimisée.
tool-video-to-gif-param-fps = Images par seconde (1–30)
tool-video-to-gif-param-width = Largeur, px (16–1280 ; jamais agrandie)
tool-video-to-gif-param-start = Début de l'extrait, secondes
tool-video-to-gif-param-end = Fin de l'extrait, secondes (par défaut start + 10 ; au plus 30 s après start)

## video-to-animated-webp

tool-video-to-animated-webp-title = Vidéo en WebP animé
tool-video-to-animated-webp-desc = Transforme jusqu'à 30 s de vidéo en WebP animé (avec perte, en boucle).
tool-video-to-animated-webp-param-fps = Images par seconde (1–30)
tool-video-to-animated-webp-param-width = Largeur, px (16–1280 ; jamais agrandie)
tool-video-to-animated-webp-param-start = Début de l'extrait, secondes
tool-video-to-animated-webp-param-end = Fin de l'extrait, secondes (par défaut start + 10 ; au plus 30 s après start)
tool-video-to-animated-webp-param-quality = Qualité WebP (1–100)

## video-extract-audio

tool-video-extract-audio-title = Extraire l'audio
tool-video-extract-audio-desc = Enregistre le son d'une vidéo en MP3, M4A, WAV, OGG, Opus ou FLAC ; copié sans réencodage s'il a déjà ce codec.
tool-video-extract-audio-param-format = Format audio
tool-video-extract-audio-param-bitrate = Débit pour les formats avec perte, kbit/s (inutilisé en cas de copie)

## video-mute

tool-video-mute-title = Supprimer le son
tool-video-mute-desc = Retire la piste audio ; l'image est copiée telle quelle.
tool-video-mute-output = comme l'entrée

## video-trim

tool-video-trim-title = Couper la vidéo
tool-video-trim-desc = Garde les secondes start..end. fast = copie du flux, coupe à l'image clé avant start (peut commencer un peu tôt) ; accurate = réencodé, à l'image près.
tool-video-trim-output = comme l'entrée
tool-video-trim-param-start = Début de la partie gardée, secondes
tool-video-trim-param-end = Fin de la partie gardée, secondes (après start)
tool-video-trim-param-preset = fast = copie du flux alignée sur les images clés ; accurate = réencoder

## video-crop

tool-video-crop-title = Recadrer la vidéo
tool-video-crop-desc = Garde un rectangle de l'image (x, y, crop_width, crop_height en pixels ; tailles arrondies au pair).
tool-video-crop-param-x = Bord gauche de la zone gardée, px
tool-video-crop-param-y = Bord supérieur de la zone gardée, px
tool-video-crop-param-crop_width = Largeur de la zone gardée, px (arrondie au pair inférieur)
tool-video-crop-param-crop_height = Hauteur de la zone gardée, px (arrondie au pair inférieur)

## video-resize

tool-video-resize-title = Redimensionner la vidéo
tool-video-resize-desc = Met à l'échelle à width pixels ; la hauteur suit le rapport d'aspect sauf si elle est donnée. Les tailles sont arrondies au pair.
tool-video-resize-param-width = Largeur de sortie, px (16–3840)
tool-video-resize-param-height = Hauteur de sortie, px (omettre pour garder le rapport d'aspect)

## video-rotate

tool-video-rotate-title = Faire pivoter la vidéo
tool-video-rotate-desc = Fait pivoter l'image dans le sens horaire de 90, 180 ou 270 degrés.
tool-video-rotate-param-degrees = Rotation horaire : 90, 180 ou 270

## video-flip

tool-video-flip-title = Retourner la vidéo
tool-video-flip-desc = Retourne l'image horizontalement, verticalement ou les deux.
tool-video-flip-param-direction = Axe du miroir

## video-speed

tool-video-speed-title = Changer la vitesse de la vidéo
tool-video-speed-desc = Accélère ou ralentit l'image et le son ensemble (le son garde sa hauteur).
tool-video-speed-param-factor = Facteur de vitesse (0.25–4)

## video-reverse

tool-video-reverse-title = Inverser la vidéo
tool-video-reverse-desc = Joue l'extrait à l'envers, son compris (60 s au plus : chaque image est gardée en mémoire).

## video-compress

tool-video-compress-title = Compresser la vidéo
tool-video-compress-desc = Réencode en un MP4 H.264/AAC plus léger (128 kbit/s) ; peut limiter la largeur.
tool-video-compress-param-level = CRF x264 : plus haut = plus léger (18–40)
tool-video-compress-param-preset = Préréglage de vitesse x264
tool-video-compress-param-width = Largeur de sortie maximale, px (0 = garder)
tool-video-compress-param-target_size = Résultat maximal en octets, ou un préréglage : discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-change-fps

tool-video-change-fps-title = Changer la fréquence d'images
tool-video-change-fps-desc = Rééchantillonne à fps images par seconde (images supprimées ou répétées ; durée inchangée).
tool-video-change-fps-param-fps = Images par seconde (1–60)

## video-loop

tool-video-loop-title = Vidéo en boucle
tool-video-loop-desc = Répète l'extrait level fois dans un fichier (flux copiés ; résultat de 600 s au plus).
tool-video-loop-output = comme l'entrée
tool-video-loop-param-level = Lectures au total (2–20)

## video-fade

tool-video-fade-title = Fondu vidéo d'entrée / de sortie
tool-video-fade-desc = Fondu depuis le noir sur les start premières secondes et vers le noir sur les end dernières secondes ; le son aussi.
tool-video-fade-param-start = Durée du fondu d'entrée, secondes (0 = aucun)
tool-video-fade-param-end = Durée du fondu de sortie, secondes (0 = aucun)

## video-grayscale

tool-video-grayscale-title = Vidéo en noir et blanc
tool-video-grayscale-desc = Retire toute couleur de l'image.

## video-stabilize

tool-video-stabilize-title = Stabiliser la vidéo
tool-video-stabilize-desc = Lisse les tremblements de la caméra en deux passes (vid.stab) ; level = images de lissage. 5 minutes au plus.
tool-video-stabilize-param-level = Fenêtre de lissage, images (1–100)

## video-volume

tool-video-volume-title = Changer le volume de la vidéo
tool-video-volume-desc = Monte ou baisse le son de gain_db décibels ; l'image est copiée telle quelle.
tool-video-volume-output = comme l'entrée
tool-video-volume-param-gain_db = Gain en dB (−30 à +30)

## video-normalize-audio

tool-video-normalize-audio-title = Normaliser la sonie de la vidéo
tool-video-normalize-audio-desc = Normalisation de sonie EBU R128 du son à level LUFS (deux passes, TP −1,5, LRA 11) ; image copiée.
tool-video-normalize-audio-output = comme l'entrée
tool-video-normalize-audio-param-level = Sonie intégrée cible, LUFS

## video-metadata

tool-video-metadata-title = Métadonnées vidéo
tool-video-metadata-desc = Conteneur, durée, taille, fréquence d'images, rotation, codecs, pistes et tags, en JSON.

## video-thumbnail-at-time

tool-video-thumbnail-at-time-title = Miniature à un instant
tool-video-thumbnail-at-time-desc = Enregistre l'image à start secondes en JPG, PNG ou WebP, éventuellement réduite à width.
tool-video-thumbnail-at-time-param-start = Instant de l'image, secondes
tool-video-thumbnail-at-time-param-width = Largeur de sortie, px (0 = celle de la vidéo ; 16–3840)
tool-video-thumbnail-at-time-param-format = Format d'image : jpg, png ou webp
tool-video-thumbnail-at-time-param-quality = Qualité JPG/WebP (1–100)

## video-thumbnail-auto

tool-video-thumbnail-auto-title = Miniature automatique
tool-video-thumbnail-auto-desc = Choisit l'image la plus représentative (filtre thumbnail de ffmpeg) dans un passage après le début.
tool-video-thumbnail-auto-param-width = Largeur de sortie, px (0 = celle de la vidéo ; 16–3840)
tool-video-thumbnail-auto-param-format = Format d'image : jpg, png ou webp

## video-first-frame

tool-video-first-frame-title = Première image
tool-video-first-frame-desc = Enregistre la première image de la vidéo.
tool-video-first-frame-param-width = Largeur de sortie, px (0 = celle de la vidéo ; 16–3840)
tool-video-first-frame-param-format = Format d'image : jpg, png ou webp

## video-last-frame

tool-video-last-frame-title = Dernière image
tool-video-last-frame-desc = Enregistre la dernière image de la vidéo (ne décode que les dernières secondes).
tool-video-last-frame-param-width = Largeur de sortie, px (0 = celle de la vidéo ; 16–3840)
tool-video-last-frame-param-format = Format d'image : jpg, png ou webp

## video-contact-sheet

tool-video-contact-sheet-title = Planche contact
tool-video-contact-sheet-desc = Une grille de level × level images réparties régulièrement sur la vidéo, en un seul JPEG.
tool-video-contact-sheet-param-level = Taille de la grille N (N×N images, 2–8)
tool-video-contact-sheet-param-width = Largeur de chaque vignette, px (80–640)

## video-extract-frames

tool-video-extract-frames-title = Extraire des images
tool-video-extract-frames-desc = Enregistre fps images par seconde entre start et end en fichiers JPG ou PNG dans un ZIP (300 au plus).
tool-video-extract-frames-param-fps = Images par seconde à enregistrer (0.05–10)
tool-video-extract-frames-param-start = Début de la fenêtre, secondes
tool-video-extract-frames-param-end = Fin de la fenêtre, secondes (par défaut : la fin)
tool-video-extract-frames-param-format = Format d'image : jpg ou png

## video-scene-frames

tool-video-scene-frames-title = Images de scènes
tool-video-scene-frames-desc = Enregistre la première image et la première image de chaque changement de scène (score au-dessus de level) en JPEG dans un ZIP (100 au plus).
tool-video-scene-frames-param-level = Seuil de changement de scène (0.1–0.9)

## video-poster-play-button

tool-video-poster-play-button-title = Affiche avec bouton lecture
tool-video-poster-play-button-desc = L'image à start secondes, réduite à width, avec un bouton lecture dessiné au milieu (JPEG).
tool-video-poster-play-button-param-start = Instant de l'image, secondes
tool-video-poster-play-button-param-width = Largeur de l'affiche, px (16–3840)

## qr-decode-image

tool-qr-decode-image-title = Lire les QR codes d'une image
tool-qr-decode-image-desc = Trouve chaque QR code (aussi Micro QR et rMQR) dans une photo ou une capture d'écran et renvoie leur texte en JSON.

## barcode-decode-image

tool-barcode-decode-image-title = Lire les codes-barres d'une image
tool-barcode-decode-image-desc = Trouve les codes-barres de toutes les symbologies courantes (EAN/UPC, Code 128/39/93, ITF, Codabar, DataBar, QR, Data Matrix, PDF417, Aztec, MaxiCode) et les renvoie en JSON.

## qr-decode-pdf

tool-qr-decode-pdf-title = Lire les QR codes d'un PDF
tool-qr-decode-pdf-desc = Rend les pages du PDF (les 10 premières si aucune page n'est indiquée) et renvoie chaque QR code trouvé, avec sa page, en JSON.
tool-qr-decode-pdf-param-pages = Pages à parcourir, plages à partir de 1 comme 1-3,5,9- (par défaut : les 10 premières)
tool-qr-decode-pdf-param-level = Résolution de rendu en dpi (72–400)

## qr-decode-video

tool-qr-decode-video-title = Lire les QR codes d'une vidéo
tool-qr-decode-video-desc = Échantillonne les images de la vidéo (fps par seconde, dans une fenêtre de 120 s au plus) et liste chaque QR code distinct avec le moment où il a été vu la première et la dernière fois.
tool-qr-decode-video-param-fps = Images échantillonnées par seconde de vidéo (0.2–10)
tool-qr-decode-video-param-start = Début de la fenêtre en secondes
tool-qr-decode-video-param-end = Fin de la fenêtre en secondes (par défaut : start + 120 s ou la fin de la vidéo)

## qr-from-text-file

tool-qr-from-text-file-title = Fichier texte en QR code
tool-qr-from-text-file-desc = Encode le contenu d'un fichier texte UTF-8 en un QR code (jusqu'à 2331 octets au niveau M).
tool-qr-from-text-file-output = image/png, image/svg+xml, image/jpeg ou image/webp (selon format)
tool-qr-from-text-file-param-format = Format de l'image de sortie
tool-qr-from-text-file-param-width = Largeur de l'image en pixels (un symbole qui en demande plus est dessiné plus grand)
tool-qr-from-text-file-param-level = Niveau de correction d'erreurs : L 7 %, M 15 %, Q 25 %, H 30 %

## qr-from-vcard

tool-qr-from-vcard-title = vCard en QR code
tool-qr-from-vcard-desc = Transforme une fiche contact (.vcf) en QR code que les téléphones proposent d'enregistrer comme contact.
tool-qr-from-vcard-output = image/png, image/svg+xml, image/jpeg ou image/webp (selon format)
tool-qr-from-vcard-param-format = Format de l'image de sortie
tool-qr-from-vcard-param-width = Largeur de l'image en pixels (un symbole qui en demande plus est dessiné plus grand)
tool-qr-from-vcard-param-level = Niveau de correction d'erreurs : L 7 %, M 15 %, Q 25 %, H 30 %

## qr-batch-from-lines

tool-qr-batch-from-lines-title = QR codes à partir de lignes
tool-qr-batch-from-lines-desc = Un QR code par ligne non vide d'un fichier texte (100 au plus), livrés dans un ZIP d'images.
tool-qr-batch-from-lines-param-format = Format de l'image de sortie
tool-qr-batch-from-lines-param-width = Largeur de l'image en pixels (un symbole qui en demande plus est dessiné plus grand)
tool-qr-batch-from-lines-param-level = Niveau de correction d'erreurs : L 7 %, M 15 %, Q 25 %, H 30 %

## barcode-from-text-file

tool-barcode-from-text-file-title = Fichier texte en code-barres
tool-barcode-from-text-file-desc = Encode le texte d'un fichier en Code 128, Code 39, EAN-13, EAN-8, UPC-A, ITF, Data Matrix, PDF417 ou Aztec, en SVG ou PNG.
tool-barcode-from-text-file-output = image/svg+xml ou image/png (selon format)
tool-barcode-from-text-file-param-preset = Symbologie
tool-barcode-from-text-file-param-format = Format de sortie
tool-barcode-from-text-file-param-width = Largeur de l'image en pixels

## yt-thumbnail-default

tool-yt-thumbnail-default-title = Miniature de vidéo : par défaut
tool-yt-thumbnail-default-desc = Télécharge la miniature default.jpg de la vidéo (120×90).

## yt-thumbnail-medium

tool-yt-thumbnail-medium-title = Miniature de vidéo : moyenne
tool-yt-thumbnail-medium-desc = Télécharge la miniature mqdefault.jpg de la vidéo (320×180).

## yt-thumbnail-high

tool-yt-thumbnail-high-title = Miniature de vidéo : haute
tool-yt-thumbnail-high-desc = Télécharge la miniature hqdefault.jpg de la vidéo (480×360), en 4:3 avec bandes noires.

## yt-thumbnail-standard

tool-yt-thumbnail-standard-title = Miniature de vidéo : standard
tool-yt-thumbnail-standard-desc = Télécharge la miniature sddefault.jpg de la vidéo (640×480) ; toutes les vidéos n'en ont pas.

## yt-thumbnail-maxres

tool-yt-thumbnail-maxres-title = Miniature de vidéo : résolution maximale
tool-yt-thumbnail-maxres-desc = Télécharge la miniature maxresdefault.jpg de la vidéo (1280×720) ; toutes les vidéos n'en ont pas.

## yt-thumbnail-best

tool-yt-thumbnail-best-title = Meilleure miniature de vidéo
tool-yt-thumbnail-best-desc = La plus grande miniature que la vidéo a réellement (maxres, sinon standard, sinon high), en JPEG, PNG ou WebP.
tool-yt-thumbnail-best-output = image/jpeg, image/png ou image/webp (selon format)
tool-yt-thumbnail-best-param-format = Format de sortie

## yt-thumbnail-webp

tool-yt-thumbnail-webp-title = Miniature de vidéo en WebP
tool-yt-thumbnail-webp-desc = Télécharge la version WebP d'une taille de miniature que sert l'hébergeur vidéo (default, mq, hq, sd, maxres).
tool-yt-thumbnail-webp-param-preset = Taille de la miniature : default, mq, hq, sd ou maxres

## yt-thumbnail-resize

tool-yt-thumbnail-resize-title = Miniature de vidéo redimensionnée
tool-yt-thumbnail-resize-desc = La meilleure miniature à une taille donnée : cover remplit le cadre et recadre, contain tient dedans avec des bandes noires. Une largeur ou hauteur de 0 garde le rapport d'aspect.
tool-yt-thumbnail-resize-output = image/jpeg, image/png ou image/webp (selon format)
tool-yt-thumbnail-resize-param-width = Largeur en pixels (0 = d'après la hauteur et le rapport)
tool-yt-thumbnail-resize-param-height = Hauteur en pixels (0 = d'après la largeur et le rapport)
tool-yt-thumbnail-resize-param-format = Format de sortie
tool-yt-thumbnail-resize-param-quality = Qualité JPEG/WebP
tool-yt-thumbnail-resize-param-preset = cover (recadrer pour remplir) ou contain (bandes noires)

## yt-thumbnail-crop-16x9

tool-yt-thumbnail-crop-16x9-title = Miniature de vidéo recadrée en 16:9
tool-yt-thumbnail-crop-16x9-desc = Prend la miniature 4:3 high ou standard et en découpe l'image centrale 16:9, sans les bandes noires.
tool-yt-thumbnail-crop-16x9-param-preset = Miniature source : hq (480×360) ou sd (640×480)

## yt-qr-code

tool-yt-qr-code-title = QR code pour un lien vidéo
tool-yt-qr-code-desc = Un QR code qui ouvre la vidéo (éventuellement à un instant de départ) ; fait sur place, aucune requête ne quitte le serveur.
tool-yt-qr-code-output = image/png, image/svg+xml, image/jpeg ou image/webp (selon format)
tool-yt-qr-code-param-format = Format de l'image de sortie
tool-yt-qr-code-param-width = Largeur de l'image en pixels (un symbole qui en demande plus est dessiné plus grand)
tool-yt-qr-code-param-level = Niveau de correction d'erreurs : L 7 %, M 15 %, Q 25 %, H 30 %
tool-yt-qr-code-param-start = Instant de départ en secondes (secondes entières)

## yt-oembed-metadata

tool-yt-oembed-metadata-title = Métadonnées de vidéo (oEmbed)
tool-yt-oembed-metadata-desc = Titre, chaîne, miniature et HTML du lecteur d'une vidéo publique, depuis le point d'accès oEmbed de l'hébergeur, en JSON.

## yt-embed-code

tool-yt-embed-code-title = Code d'intégration d'une vidéo
tool-yt-embed-code-desc = Une page HTML avec un iframe en mode confidentialité renforcée prêt à copier (début et fin facultative) et les liens simples de visionnage, courts et d'intégration. Fait sur place, aucune requête ne quitte le serveur.
tool-yt-embed-code-param-start = Instant de départ en secondes
tool-yt-embed-code-param-end = Instant de fin en secondes (après start)
tool-yt-embed-code-param-width = Largeur du lecteur en pixels
tool-yt-embed-code-param-height = Hauteur du lecteur en pixels

## pdf-merge

tool-pdf-merge-title = Fusionner des PDF
tool-pdf-merge-desc = Réunit plusieurs PDF en un seul : toutes les pages de chaque fichier, dans l'ordre d'envoi des fichiers.

## images-to-pdf

tool-images-to-pdf-title = Images en PDF
tool-images-to-pdf-desc = Met plusieurs images (JPEG, PNG, WebP, GIF, TIFF, AVIF) dans un seul PDF, une page par image dans l'ordre d'envoi (la première image d'une animation) : fit = page à la taille de l'image, a4/letter = centrée sur le papier.
tool-images-to-pdf-param-preset = Format de page : fit, a4 ou letter
tool-images-to-pdf-param-quality = Qualité JPEG quand une image doit être réencodée

## audio-concat

tool-audio-concat-title = Assembler des audios
tool-audio-concat-desc = Enchaîne plusieurs fichiers audio bout à bout, dans l'ordre d'envoi, en un seul MP3 (44,1 kHz stéréo).
tool-audio-concat-param-bitrate = Débit MP3, kbit/s (32–320)

## video-concat

tool-video-concat-title = Assembler des vidéos
tool-video-concat-desc = Enchaîne plusieurs vidéos bout à bout, dans l'ordre d'envoi, en un seul MP4 (H.264/AAC) : chacune est mise à l'échelle et complétée à la taille d'image de la première, à une même fréquence d'images ; le son est gardé si toutes les vidéos en ont.
tool-video-concat-param-fps = Fréquence d'images du résultat (1–60)

## video-add-audio

tool-video-add-audio-title = Ajouter une piste son
tool-video-add-audio-desc = Place le son du second fichier (un audio, ou une vidéo avec son) sous l'image du premier, dans un MP4 ; le résultat dure autant que le plus court des deux.
tool-video-add-audio-param-bitrate = Débit AAC, kbit/s (32–320)

## word-to-pdf

tool-word-to-pdf-title = Word en PDF
tool-word-to-pdf-desc = Convertit un document texte Word, OpenDocument ou RTF (docx, doc, odt, rtf) en PDF. Les macros ne s'exécutent jamais ; les fichiers et images liés ne sont pas chargés.

## spreadsheet-to-pdf

tool-spreadsheet-to-pdf-title = Tableur en PDF
tool-spreadsheet-to-pdf-desc = Convertit un classeur (xlsx, xls, ods ou texte CSV) en PDF : chaque feuille sur une page aussi large que ses colonnes utilisées. Les formules gardent leurs résultats enregistrés ; les macros ne s'exécutent jamais.

## presentation-to-pdf

tool-presentation-to-pdf-title = Présentation en PDF
tool-presentation-to-pdf-desc = Convertit une présentation (pptx, ppt, odp) en PDF, une page par diapositive. Les macros ne s'exécutent jamais.

## docx-to-odt

tool-docx-to-odt-title = Word en ODT
tool-docx-to-odt-desc = Convertit un document Word (docx, doc, rtf) en texte OpenDocument (odt).

## odt-to-docx

tool-odt-to-docx-title = ODT en Word
tool-odt-to-docx-desc = Convertit un document texte OpenDocument (odt) ou RTF en Word (docx).

## xlsx-to-ods

tool-xlsx-to-ods-title = Excel en ODS
tool-xlsx-to-ods-desc = Convertit un classeur Excel (xlsx, xls) en classeur OpenDocument (ods).

## ods-to-xlsx

tool-ods-to-xlsx-title = ODS en Excel
tool-ods-to-xlsx-desc = Convertit un classeur OpenDocument (ods) en classeur Excel (xlsx).

## xlsx-to-csv

tool-xlsx-to-csv-title = Excel en CSV
tool-xlsx-to-csv-desc = Écrit chaque feuille d'un classeur Excel (xlsx) en fichier CSV (UTF-8, séparé par des virgules), le tout dans un ZIP.

## ods-to-csv

tool-ods-to-csv-title = ODS en CSV
tool-ods-to-csv-desc = Écrit chaque feuille d'un classeur OpenDocument ou d'un ancien Excel (ods, xls) en fichier CSV, le tout dans un ZIP.

## slides-to-png

tool-slides-to-png-title = Diapositives en PNG
tool-slides-to-png-desc = Rend chaque diapositive d'une présentation (pptx, ppt, odp) en image PNG, le tout dans un ZIP.
tool-slides-to-png-param-level = Résolution en dpi (36–300)

## docx-to-text

tool-docx-to-text-title = Word en texte
tool-docx-to-text-desc = Extrait le texte d'un document Word (docx) en texte brut UTF-8, un paragraphe par ligne.

## docx-to-html

tool-docx-to-html-title = Word en HTML
tool-docx-to-html-desc = Convertit un document Word (docx) en une page HTML : titres, listes, tableaux et images (intégrées).

## ocr-image

tool-ocr-image-title = Image en texte (OCR)
tool-ocr-image-desc = Lit le texte d'une photo ou d'un scan. txt : texte brut ; hocr : HTML avec chaque mot et son cadre ; tsv : une ligne par mot avec son cadre et sa confiance. Les images couchées ou à l'envers sont redressées automatiquement.
tool-ocr-image-output = text/plain, text/html ou text/tab-separated-values (selon format)
tool-ocr-image-param-lang = Langues du texte, codes tesseract joints par + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-image-param-format = txt (texte brut), hocr (HTML avec cadres des mots) ou tsv (cadres des mots)

## ocr-image-to-pdf

tool-ocr-image-to-pdf-title = Image en PDF interrogeable (OCR)
tool-ocr-image-to-pdf-desc = Crée une page PDF de l'image avec son texte lu par OCR posé invisiblement dessus, pour pouvoir le rechercher, le sélectionner et le copier. Un JPEG est intégré octet pour octet, les autres images pixel pour pixel.
tool-ocr-image-to-pdf-param-lang = Langues du texte, codes tesseract joints par + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)

## ocr-pdf

tool-ocr-pdf-title = PDF interrogeable (OCR)
tool-ocr-pdf-desc = Lit par OCR les pages scannées d'un PDF et pose leur texte invisiblement dessus, pour pouvoir le rechercher, le sélectionner et le copier ; les pages restent exactement identiques. Les pages qui ont déjà du texte sont laissées telles quelles.
tool-ocr-pdf-param-lang = Langues du texte, codes tesseract joints par + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-pdf-param-pages = Pages à lire, plages à partir de 1 comme 1-3,5,9- (50 pages au plus)

## ocr-pdf-to-text

tool-ocr-pdf-to-text-title = PDF en texte avec OCR
tool-ocr-pdf-to-text-desc = Le texte de chaque page en texte brut UTF-8 (pages séparées par un saut de page) : les pages avec une couche texte donnent la leur, les pages scannées sont lues par OCR.
tool-ocr-pdf-to-text-param-lang = Langues du texte, codes tesseract joints par + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-pdf-to-text-param-pages = Pages à lire, plages à partir de 1 comme 1-3,5,9- (50 pages au plus)

## url-to-pdf

tool-url-to-pdf-title = Page web en PDF
tool-url-to-pdf-desc = Imprime une page web publique en PDF comme un navigateur l'affiche, scripts exécutés. La page, tout ce qu'elle charge et chaque redirection doivent être à une adresse publique ; une capture a un budget de temps, d'octets et de pages.
tool-url-to-pdf-param-preset = Papier : a4 ou letter

## url-to-png

tool-url-to-png-title = Capture d'écran d'une page web
tool-url-to-png-desc = Une capture PNG d'une page web publique : la page entière ou le premier écran (preset), à une largeur et une hauteur de fenêtre en pixels CSS et une échelle d'appareil (factor). Mêmes règles d'adresse et mêmes budgets que Page web en PDF.
tool-url-to-png-param-preset = full : toute la page ; viewport : le premier écran seulement
tool-url-to-png-param-width = Largeur de la fenêtre en pixels CSS
tool-url-to-png-param-height = Hauteur de la fenêtre en pixels CSS
tool-url-to-png-param-factor = Échelle de l'appareil : pixels d'image par pixel CSS

## html-to-pdf-browser

tool-html-to-pdf-browser-title = HTML en PDF (navigateur)
tool-html-to-pdf-browser-desc = Imprime un fichier HTML en PDF comme un navigateur le rend, scripts exécutés, sans aucun réseau : chaque image, style, cadre ou requête que la page demande où que ce soit est refusé (les styles, scripts et images data: en ligne fonctionnent).
tool-html-to-pdf-browser-param-preset = Papier : a4 ou letter

## markdown-to-html

tool-markdown-to-html-title = Markdown en HTML
tool-markdown-to-html-desc = Transforme un fichier Markdown façon GitHub (tableaux, listes de tâches, blocs de code) en une page HTML avec sa feuille de style ; les blocs de code sont colorés. Rien de ce que le texte lie n'est chargé.

## markdown-to-pdf

tool-markdown-to-pdf-title = Markdown en PDF
tool-markdown-to-pdf-desc = Met en page un fichier Markdown façon GitHub sur des pages A4 ou Letter, code coloré, sans navigateur : aucun script ne s'exécute et aucune image ni aucun style n'est chargé.
tool-markdown-to-pdf-param-preset = Papier : a4 ou letter

## mobi-to-pdf

tool-mobi-to-pdf-title = MOBI en PDF
tool-mobi-to-pdf-desc = Met en page un livre numérique Kindle/Mobipocket (MOBI, sans DRM) sur des pages A4 ou Letter.
tool-mobi-to-pdf-param-preset = Papier : a4 ou letter

## fb2-to-pdf

tool-fb2-to-pdf-title = FB2 en PDF
tool-fb2-to-pdf-desc = Met en page un livre numérique FictionBook (FB2) sur des pages A4 ou Letter, avec les images du livre.
tool-fb2-to-pdf-param-preset = Papier : a4 ou letter

## cbz-to-pdf

tool-cbz-to-pdf-title = BD (CBZ) en PDF
tool-cbz-to-pdf-desc = Place les images d'une archive de BD (CBZ : un ZIP de pages JPEG, PNG, GIF, WebP, BMP ou TIFF) sur des pages PDF, une par page, dans l'ordre des noms.

## pdf-to-cbz

tool-pdf-to-cbz-title = PDF en BD (CBZ)
tool-pdf-to-cbz-desc = Rend les pages d'un PDF en images JPEG dans une archive de BD (CBZ) que les liseuses de BD ouvrent.
tool-pdf-to-cbz-param-pages = Pages à rendre, plages à partir de 1 comme 1-3,5,9- (100 pages au plus)
tool-pdf-to-cbz-param-level = Résolution en dpi (36–600)
tool-pdf-to-cbz-param-quality = Qualité JPEG (1–100)

## eml-to-pdf

tool-eml-to-pdf-title = E-mail en PDF
tool-eml-to-pdf-desc = Imprime un e-mail (.eml) en PDF : De, À, Cc, Date et Objet, le corps (HTML sans rien charger de nulle part, ou texte brut) et les pièces jointes par nom et taille.
tool-eml-to-pdf-param-preset = Papier : a4 ou letter

## data-to-json

tool-data-to-json-title = Données en JSON
tool-data-to-json-desc = Convertit YAML, TOML, XML, CSV en JSON. Un CSV devient une liste d'enregistrements indexés par sa ligne d'en-tête ; les attributs XML deviennent des clés commençant par @_. Fichiers jusqu'à 5 MB, imbriqués jusqu'à 100 niveaux ; alias YAML jusqu'à 100 ; les entités XML ne sont jamais développées.

## data-to-yaml

tool-data-to-yaml-title = Données en YAML
tool-data-to-yaml-desc = Convertit JSON, TOML, XML, CSV en YAML. Les clés gardent leur ordre. Fichiers jusqu'à 5 MB, imbriqués jusqu'à 100 niveaux ; alias YAML jusqu'à 100 ; les entités XML ne sont jamais développées.

## data-to-toml

tool-data-to-toml-title = Données en TOML
tool-data-to-toml-desc = Convertit JSON, YAML, XML, CSV en TOML. Une liste au niveau supérieur est écrite en tables [[item]] ; TOML n'a pas de null, donc des données qui en contiennent sont refusées. Fichiers jusqu'à 5 MB, imbriqués jusqu'à 100 niveaux ; alias YAML jusqu'à 100 ; les entités XML ne sont jamais développées.

## data-to-xml

tool-data-to-xml-title = Données en XML
tool-data-to-xml-desc = Convertit JSON, YAML, TOML, CSV en XML. Une seule clé au niveau supérieur est l'élément racine, sinon tout est enveloppé dans <root> ; les clés commençant par @_ deviennent des attributs. Fichiers jusqu'à 5 MB, imbriqués jusqu'à 100 niveaux ; alias YAML jusqu'à 100 ; les entités XML ne sont jamais développées.

## data-to-csv

tool-data-to-csv-title = Données en CSV
tool-data-to-csv-desc = Convertit JSON, YAML, TOML, XML en CSV. Prend une liste d'enregistrements (ou un objet contenant une liste) ; les colonnes sont toutes les clés rencontrées, les valeurs imbriquées sont écrites en JSON. Fichiers jusqu'à 5 MB, imbriqués jusqu'à 100 niveaux ; alias YAML jusqu'à 100 ; les entités XML ne sont jamais développées.

## msg-to-pdf

tool-msg-to-pdf-title = Message Outlook en PDF
tool-msg-to-pdf-desc = Imprime un message Outlook (.msg) en PDF : expéditeur, destinataires, date et objet, le corps (HTML sans rien charger de nulle part, ou texte brut) et les pièces jointes par nom et taille.
tool-msg-to-pdf-param-preset = Papier : a4 ou letter

## image-to-telegram-sticker

tool-image-to-telegram-sticker-title = Image en sticker Telegram
tool-image-to-telegram-sticker-desc = Un sticker Telegram statique : PNG ou WebP, le plus grand côté à exactement 512 px, 512 KB au plus (une animation donne sa première image).
tool-image-to-telegram-sticker-output = image/png ou image/webp (selon format)
tool-image-to-telegram-sticker-param-format = Format de sortie : png ou webp

## video-to-telegram-sticker

tool-video-to-telegram-sticker-title = Vidéo ou GIF en sticker vidéo Telegram
tool-video-to-telegram-sticker-desc = Un sticker vidéo Telegram : WebM VP9 sans son, le plus grand côté à exactement 512 px, 3 s, 30 fps et 256 KB au plus ; un extrait plus long est coupé à ses 3 premières secondes, et le résultat le signale.

## image-to-discord-emoji

tool-image-to-discord-emoji-title = Image en emoji Discord
tool-image-to-discord-emoji-desc = Un emoji Discord de 128×128 et 256 KiB au plus, sur un carré transparent ; les GIF et WebP animés restent animés.
tool-image-to-discord-emoji-output = image/gif, image/webp ou image/png (comme l'entrée)

## image-to-discord-sticker

tool-image-to-discord-sticker-title = Image en sticker Discord
tool-image-to-discord-sticker-desc = Un sticker Discord de 320×320 et 512 KiB au plus sur un carré transparent : PNG, ou APNG à partir d'un GIF (animation gardée).
tool-image-to-discord-sticker-output = image/apng pour un GIF, sinon image/png

## pdf-watermark

tool-pdf-watermark-title = Filigrane PDF (texte)
tool-pdf-watermark-desc = Écrit un texte sur les pages choisies, une fois au milieu ou en mosaïque sur la page, selon un angle, une couleur et une opacité. Le texte est tracé avec une police PDF standard : lettres latines, chiffres et signes courants.
tool-pdf-watermark-param-text = Les mots à écrire (lettres latines, chiffres et signes courants)
tool-pdf-watermark-param-level = Taille de police en points (6–200)
tool-pdf-watermark-param-color = Couleur au format #rrggbb
tool-pdf-watermark-param-opacity = Opacité de 0.05 (pâle) à 1 (plein)
tool-pdf-watermark-param-degrees = Angle du texte en degrés, sens antihoraire (−90 à 90)
tool-pdf-watermark-param-direction = center : une fois au milieu de la page ; tile : sur toute la page
tool-pdf-watermark-param-pages = Pages, plages à partir de 1 comme 1-3,5,9-

## pdf-redact

tool-pdf-redact-title = Caviarder un PDF
tool-pdf-redact-desc = Retire chaque occurrence d'un texte (ou d'une expression régulière) des pages choisies : les mots quittent le contenu de la page, l'extraction de texte et la recherche ne les trouvent plus, et un cadre noir marque chaque endroit.
tool-pdf-redact-param-text = Le texte (ou motif) à retirer
tool-pdf-redact-param-match = ignore-case, exact (même casse) ou regex (une expression régulière, casse ignorée)
tool-pdf-redact-param-pages = Pages, plages à partir de 1 comme 1-3,5,9-

## pdf-form-fields

tool-pdf-form-fields-title = Lister les champs d'un formulaire PDF
tool-pdf-form-fields-desc = Liste les champs remplissables d'un formulaire PDF en JSON : nom, type, valeur actuelle, choix et page de chacun.

## pdf-fill-form

tool-pdf-fill-form-title = Remplir un formulaire PDF
tool-pdf-fill-form-desc = Remplit un formulaire PDF à partir de JSON (nom du champ → texte, un choix, ou true/false pour une case à cocher) ; avec preset=flatten les valeurs sont incrustées dans les pages et le formulaire ne peut plus être modifié.
tool-pdf-fill-form-param-fields = Les valeurs à mettre : un objet JSON nom du champ → texte (un choix par son texte) ou true/false pour une case à cocher
tool-pdf-fill-form-param-preset = keep : le formulaire reste remplissable ; flatten : les valeurs font partie de la page

## pdf-protect

tool-pdf-protect-title = Protéger un PDF par mot de passe
tool-pdf-protect-desc = Chiffre le PDF en AES-256 : `password` est nécessaire pour l'ouvrir, et l'ouvrir permet ce que dit `preset` : print (voir et imprimer, par défaut), view-only ou all. `owner_password` lève aussi ces limites ; sans lui personne ne le peut.
tool-pdf-protect-param-password = Le mot de passe qui ouvre le PDF
tool-pdf-protect-param-owner_password = Le mot de passe qui lève aussi les limites (par défaut : un mot de passe aléatoire communiqué à personne)
tool-pdf-protect-param-preset = Ce que permet l'ouverture avec `password` : print, view-only ou all

## pdf-unlock

tool-pdf-unlock-title = Déverrouiller un PDF
tool-pdf-unlock-desc = Retire le mot de passe et les limites d'un PDF, à partir de son mot de passe (celui qui l'ouvre ou celui du propriétaire).
tool-pdf-unlock-param-password = Le mot de passe du PDF

## subtitle-to-srt

tool-subtitle-to-srt-title = Sous-titres en SRT
tool-subtitle-to-srt-desc = Convertit des sous-titres SRT, WebVTT ou ASS en SRT, en gardant le temps et le texte de chaque réplique (les styles ASS deviennent du texte brut quand la cible n'en a pas).

## subtitle-to-vtt

tool-subtitle-to-vtt-title = Sous-titres en WebVTT
tool-subtitle-to-vtt-desc = Convertit des sous-titres SRT, WebVTT ou ASS en VTT, en gardant le temps et le texte de chaque réplique (les styles ASS deviennent du texte brut quand la cible n'en a pas).

## subtitle-to-ass

tool-subtitle-to-ass-title = Sous-titres en ASS
tool-subtitle-to-ass-desc = Convertit des sous-titres SRT, WebVTT ou ASS en ASS, en gardant le temps et le texte de chaque réplique (les styles ASS deviennent du texte brut quand la cible n'en a pas).

## subtitle-shift

tool-subtitle-shift-title = Décaler les sous-titres
tool-subtitle-shift-desc = Déplace chaque réplique plus tard (offset positif) ou plus tôt (négatif), en secondes ; une réplique déplacée avant le début est supprimée. Garde le format.
tool-subtitle-shift-output = comme l'entrée
tool-subtitle-shift-param-offset = Secondes de décalage de chaque réplique, par ex. 2.5 ou -1.2

## video-extract-subtitles

tool-video-extract-subtitles-title = Extraire les sous-titres
tool-video-extract-subtitles-desc = Enregistre la première piste de sous-titres d'une vidéo (MKV, MP4, WebM…) en SRT, WebVTT ou ASS.
tool-video-extract-subtitles-output = application/x-subrip, text/vtt ou text/x-ssa (selon format)
tool-video-extract-subtitles-param-format = Format des sous-titres : srt, vtt ou ass

## ocr-image layout, cbr-to-pdf (merged with the documents leftovers)

tool-ocr-image-param-layout = block (un seul bloc de texte, lu sur toute la largeur) ou columns (repère les colonnes de texte et les lit l’une après l’autre)
tool-cbr-to-pdf-title = Bande dessinée (CBR) en PDF
tool-cbr-to-pdf-desc = Place les images d’une archive de bande dessinée RAR (CBR, RAR4 ou RAR5, pages JPEG, PNG, GIF, WebP ou TIFF) sur des pages PDF, une par page, dans l’ordre des noms.

## image watermark, video watermark, JPEG XL, HEIC bursts

tool-image-convert-jpg-output = image/jpeg, ou application/zip (images=all sur un HEIC)
tool-image-convert-jpg-param-images = Pour un HEIC contenant plusieurs photos (une rafale) : primary (par défaut) ou all (toutes dans un ZIP)
tool-image-convert-png-output = image/png, ou application/zip (images=all sur un HEIC)
tool-image-convert-png-param-images = Pour un HEIC contenant plusieurs photos (une rafale) : primary (par défaut) ou all (toutes dans un ZIP)
tool-image-watermark-title = Filigrane sur une image
tool-image-watermark-desc = Appose un texte (DejaVu sans, serif ou mono, de toute couleur et opacité) ou un logo envoyé comme seconde image sur une image : dans un coin, au milieu ou en mosaïque par-dessus. Les animations le reçoivent sur chaque image.
tool-image-watermark-output = comme l'entrée
tool-image-watermark-param-text = Les mots à apposer (retours à la ligne permis) ; laisser vide pour apposer le second fichier, un logo
tool-image-watermark-param-font = Police : sans, serif ou mono (DejaVu)
tool-image-watermark-param-level = Hauteur du texte, ou largeur du logo, en pourcentage de l'image (1–50)
tool-image-watermark-param-color = Couleur du texte au format #rrggbb
tool-image-watermark-param-opacity = Opacité de 0.05 (pâle) à 1 (plein)
tool-image-watermark-param-direction = Où : un coin, center ou tile (répété sur toute l'image)
tool-video-watermark-title = Filigrane sur une vidéo
tool-video-watermark-desc = Appose un texte (DejaVu sans, serif ou mono, de toute couleur et opacité) ou un logo envoyé comme second fichier (PNG, JPEG, WebP, GIF) sur chaque image d'une vidéo : dans un coin, au milieu ou en mosaïque par-dessus. Le son est conservé.
tool-video-watermark-output = comme l'entrée
tool-video-watermark-param-text = Les mots à apposer (retours à la ligne permis) ; laisser vide pour apposer le second fichier, un logo
tool-video-watermark-param-font = Police : sans, serif ou mono (DejaVu)
tool-video-watermark-param-level = Hauteur du texte, ou largeur du logo, en pourcentage de l'image (1–50)
tool-video-watermark-param-color = Couleur du texte au format #rrggbb
tool-video-watermark-param-opacity = Opacité de 0.05 (pâle) à 1 (plein)
tool-video-watermark-param-direction = Où : un coin, center ou tile (répété sur toute l'image)
tool-image-convert-jxl-title = Convertir une image en JPEG XL
tool-image-convert-jxl-desc = Convertit une image en JPEG XL : avec perte à la qualité choisie, ou sans perte à la qualité 100. Des animations, seule la première image est gardée.
tool-image-convert-jxl-param-quality = Qualité 1-100 ; 100 est sans perte
tool-image-convert-jxl-param-level = Effort 1-9 : plus haut donne plus petit et plus lent

## make it fit (GIF, audio, PDF), subtitles, archives, PDF/A, signing

tool-pdf-compress-param-target_size = Résultat maximal en octets, ou un préréglage : discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-mp3-param-target_size = Résultat maximal en octets, ou un préréglage : discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-ogg-param-target_size = Résultat maximal en octets, ou un préréglage : discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-opus-param-target_size = Résultat maximal en octets, ou un préréglage : discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-m4a-param-target_size = Résultat maximal en octets, ou un préréglage : discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-aac-param-target_size = Résultat maximal en octets, ou un préréglage : discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-wma-param-target_size = Résultat maximal en octets, ou un préréglage : discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-video-to-gif-param-target_size = Résultat maximal en octets, ou un préréglage : discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

tool-video-add-subtitles-title = Ajouter des sous-titres
tool-video-add-subtitles-desc = Ajoute à une vidéo un fichier de sous-titres (SRT, WebVTT ou ASS, le second fichier) comme piste activable, avec sa langue : MKV garde le format des sous-titres, MP4 enregistre du mov_text. L'image et le son sont copiés tels quels.
tool-video-add-subtitles-output = video/x-matroska ou video/mp4 (selon format)
tool-video-add-subtitles-param-format = Conteneur : mkv ou mp4
tool-video-add-subtitles-param-lang = Langue des sous-titres, ISO 639-2 (eng, deu, fra… ; und : non précisée)

tool-video-burn-subtitles-title = Incruster des sous-titres
tool-video-burn-subtitles-desc = Dessine un fichier de sous-titres (SRT, WebVTT ou ASS, le second fichier) dans l'image d'une vidéo, pour que tout lecteur les affiche ; les styles et positions ASS sont conservés (les polices intégrées au fichier ASS ne sont pas utilisées). MP4 H.264/AAC.

tool-archive-to-zip-title = Décompresser une archive
tool-archive-to-zip-desc = Décompresse un ZIP, 7z, RAR, tar, tar.gz, tar.xz ou tar.zst (ou un seul fichier gzip, zstd ou xz) et rend ses fichiers dans un ZIP, dossiers conservés. Au plus 1000 fichiers et 256 Mo décompressés ; les liens, les entrées chiffrées, les chemins qui sortent de l'archive et les noms en double sont refusés.

tool-archive-list-title = Lister le contenu d'une archive
tool-archive-list-desc = Liste les fichiers d'un ZIP, 7z, RAR, tar, tar.gz, tar.xz ou tar.zst en JSON (nom et taille décompressée), dans les mêmes limites que archive-to-zip.

tool-pdf-to-pdfa-title = PDF en PDF/A-2b
tool-pdf-to-pdfa-desc = Réécrit un PDF en PDF/A-2b pour l'archivage : polices intégrées, couleurs avec un profil de sortie (output intent), identification PDF/A dans ses métadonnées XMP. Les pages sont remises en page par l'import PDF de LibreOffice : le texte reste du texte, mais les espacements peuvent bouger. Au plus 100 pages.

tool-pdf-sign-title = Signer un PDF
tool-pdf-sign-desc = Signe un PDF avec le certificat et la clé d'un fichier PKCS#12 (.p12 ou .pfx, le second fichier) et son `password` : une signature (adbe.pkcs7.detached) portant sur tout le fichier, que vérifient les lecteurs et validateurs PDF. Invisible par défaut ; preset=visible ajoute sur une page un cadre indiquant qui a signé (le nom du certificat), quand, et le motif donné dans text.
tool-pdf-sign-param-password = Le mot de passe du fichier PKCS#12 (vide s'il n'en a pas)

# Keep or strip metadata on the image tools (issue 39)
tool-image-convert-jpg-param-metadata = strip (par défaut) retire EXIF, XMP, IPTC et le profil de couleur ; keep les conserve dans le résultat
tool-image-convert-png-param-metadata = strip (par défaut) retire EXIF, XMP, IPTC et le profil de couleur ; keep les conserve dans le résultat
tool-image-convert-webp-param-metadata = strip (par défaut) retire EXIF, XMP, IPTC et le profil de couleur ; keep les conserve dans le résultat
tool-image-convert-avif-param-metadata = strip (par défaut) retire EXIF, XMP, IPTC et le profil de couleur ; keep les conserve dans le résultat
tool-image-resize-param-metadata = strip (par défaut) retire EXIF, XMP, IPTC et le profil de couleur ; keep les conserve dans le résultat
tool-image-compress-param-metadata = strip (par défaut) retire EXIF, XMP, IPTC et le profil de couleur ; keep les conserve dans le résultat

# Signature visible de pdf-sign (issue 39)
tool-pdf-sign-param-preset = invisible : la signature est seulement dans le fichier ; visible : un cadre sur la page montre qui a signé, quand et pourquoi
tool-pdf-sign-param-pages = La page où va la signature visible : un numéro de page (1 est la première) ou last
tool-pdf-sign-param-direction = Où va la signature visible : bottom-right, bottom-left, top-right, top-left ou center
tool-pdf-sign-param-text = Le motif de la signature, enregistré dans la signature et affiché dans le cadre visible
# HEIC output (issue 39)
tool-image-convert-heic-title = Convertir une image en HEIC
tool-image-convert-heic-desc = Convertit une image en HEIC (HEVC dans HEIF), le format des photos de téléphone. La transparence est posée sur du blanc ; des animations, seule la première image est gardée.
tool-image-convert-heic-param-quality = Qualité 1-100, plus haut est meilleur
tool-image-convert-heic-param-target_size = Résultat maximal en octets, ou un préréglage : discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
# Archive creation (issue 39, item 5)
tool-archive-create-zip-title = Créer un ZIP
tool-archive-create-zip-desc = Regroupe les fichiers envoyés, de tout type, dans un ZIP (compressé en deflate ; les fichiers déjà compressés, comme JPEG, MP4 ou PDF, stockés tels quels), chacun sous le nom avec lequel il a été envoyé (sans dossiers ; un nom donné deux fois est numéroté " (2)"). Au plus 1000 fichiers et 256 Mo au total, pour qu’archive-to-zip puisse le décompresser à nouveau.
tool-archive-create-7z-title = Créer une archive 7z
tool-archive-create-7z-desc = Regroupe les fichiers envoyés, de tout type, dans une archive 7z (compressée en deflate ; les fichiers déjà compressés stockés tels quels), chacun sous le nom avec lequel il a été envoyé (sans dossiers ; un nom donné deux fois est numéroté " (2)"). Au plus 1000 fichiers et 256 Mo au total, pour qu’archive-to-zip puisse le décompresser à nouveau.
tool-archive-create-targz-title = Créer un tar.gz
tool-archive-create-targz-desc = Regroupe les fichiers envoyés, de tout type, dans un tar.gz (un tar compressé avec gzip), chacun sous le nom avec lequel il a été envoyé (sans dossiers ; un nom donné deux fois est numéroté " (2)"). Au plus 1000 fichiers et 256 Mo au total, pour qu’archive-to-zip puisse le décompresser à nouveau.

## metadata=keep|strip on HEIC and JPEG XL output (issue 39)

tool-image-convert-jxl-param-metadata = strip (par défaut) retire EXIF, XMP, IPTC et le profil de couleur ; keep les conserve dans le résultat
tool-image-convert-heic-param-metadata = strip (par défaut) retire EXIF, XMP, IPTC et le profil de couleur ; keep les conserve dans le résultat
