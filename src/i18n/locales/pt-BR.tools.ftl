# gametools message catalogue, the tools' words: Brazilian Portuguese (pt-BR), translated from en.tools.ftl.
# Conventions: see the headers of en.ftl and en.tools.ftl.
#
# Translators' notes (pt-BR):
# - Who: gametools translators (machine-assisted, review welcome).
# - Register: "você" as in pt-BR.ftl; tool titles are infinitives ("Recortar imagem").
# - Kept in English: format and codec names, units, the values a parameter takes (keep, fit, a4, inside, cover…),
#   parameter names quoted in descriptions (start, end, level, gain_db, fps, factor, width, preset, password).
# - Unsure: "loudness" is kept in English (as Brazilian audio tools say it); "quantizador" for quantiser.

## image-convert-jpg

tool-image-convert-jpg-title = Converter imagem para JPG
tool-image-convert-jpg-desc = Converte uma imagem para JPEG com mozjpeg, colocando qualquer transparência sobre branco.
tool-image-convert-jpg-param-quality = Qualidade 1-100, maior é melhor
tool-image-convert-jpg-param-target_size = Maior resultado em bytes, ou uma predefinição: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-png

tool-image-convert-png-title = Converter imagem para PNG
tool-image-convert-png-desc = Converte uma imagem para PNG sem perdas no nível de compressão zlib escolhido.
tool-image-convert-png-param-level = Nível de compressão zlib 0-9

## image-convert-webp

tool-image-convert-webp-title = Converter imagem para WebP
tool-image-convert-webp-desc = Converte uma imagem para WebP com ou sem perdas, mantendo os quadros de uma animação.
tool-image-convert-webp-param-quality = Qualidade 1-100, maior é melhor
tool-image-convert-webp-param-preset = WebP lossy (com perdas) ou lossless (sem perdas)
tool-image-convert-webp-param-target_size = Maior resultado em bytes, ou uma predefinição: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-avif

tool-image-convert-avif-title = Converter imagem para AVIF
tool-image-convert-avif-desc = Converte uma imagem para AVIF (AV1 em HEIF), geralmente bem menor que JPEG com a mesma qualidade.
tool-image-convert-avif-param-quality = Qualidade 1-100, maior é melhor
tool-image-convert-avif-param-target_size = Maior resultado em bytes, ou uma predefinição: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-gif

tool-image-convert-gif-title = Converter imagem para GIF
tool-image-convert-gif-desc = Converte uma imagem para um GIF de 256 cores, mantendo os quadros de um WebP ou GIF animado.

## image-convert-ico

tool-image-convert-ico-title = Converter imagem para ICO
tool-image-convert-ico-desc = Cria um ícone quadrado do Windows (.ico com um PNG embutido) no tamanho escolhido, preenchendo imagens não quadradas.
tool-image-convert-ico-param-width = Tamanho do ícone em pixels (quadrado)

## image-convert-bmp

tool-image-convert-bmp-title = Converter imagem para BMP
tool-image-convert-bmp-desc = Converte uma imagem para um bitmap do Windows sem compressão (24 bits, ou 32 bits quando tem transparência).

## svg-to-png

tool-svg-to-png-title = SVG para PNG
tool-svg-to-png-desc = Renderiza um desenho SVG como PNG na largura escolhida, mantendo a transparência.
tool-svg-to-png-param-width = Largura de saída em pixels
tool-svg-to-png-param-height = Altura de saída em pixels; sem ela mantém a proporção, com ela preenche para caber

## image-resize

tool-image-resize-title = Redimensionar imagem
tool-image-resize-desc = Redimensiona uma imagem para uma largura (e altura opcional) usando o encaixe escolhido, mantendo o formato.
tool-image-resize-output = igual à entrada
tool-image-resize-param-width = Largura desejada em pixels
tool-image-resize-param-height = Altura desejada em pixels; sem ela mantém a proporção
tool-image-resize-param-preset = Como a imagem cabe na caixa: inside, cover, contain, fill ou outside

## image-crop

tool-image-crop-title = Recortar imagem
tool-image-crop-desc = Recorta um retângulo dado pelo canto superior esquerdo e pelo tamanho em pixels.
tool-image-crop-output = igual à entrada
tool-image-crop-param-x = Borda esquerda em pixels a partir da esquerda
tool-image-crop-param-y = Borda superior em pixels a partir do topo
tool-image-crop-param-crop_width = Largura do retângulo em pixels
tool-image-crop-param-crop_height = Altura do retângulo em pixels

## image-rotate

tool-image-rotate-title = Girar imagem
tool-image-rotate-desc = Gira uma imagem no sentido horário; fora dos ângulos retos, os cantos ficam transparentes (brancos no JPEG).
tool-image-rotate-output = igual à entrada
tool-image-rotate-param-degrees = Ângulo no sentido horário, em graus

## image-flip

tool-image-flip-title = Espelhar imagem
tool-image-flip-desc = Espelha uma imagem da esquerda para a direita, de cima para baixo ou ambos.
tool-image-flip-output = igual à entrada
tool-image-flip-param-direction = horizontal, vertical ou both

## image-compress

tool-image-compress-title = Comprimir imagem
tool-image-compress-desc = Deixa um arquivo de imagem menor com codificação com perdas (mozjpeg, PNG com paleta, WebP ou AVIF).
tool-image-compress-output = igual à entrada
tool-image-compress-param-quality = Qualidade 1-100, menor gera arquivos menores
tool-image-compress-param-format = Formato de saída: keep, jpg, webp, avif ou png
tool-image-compress-param-target_size = Maior resultado em bytes, ou uma predefinição: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-blur

tool-image-blur-title = Desfocar imagem
tool-image-blur-desc = Aplica um desfoque gaussiano da intensidade escolhida (sigma).
tool-image-blur-output = igual à entrada
tool-image-blur-param-level = Sigma gaussiano 0.3-100

## image-sharpen

tool-image-sharpen-title = Aumentar nitidez da imagem
tool-image-sharpen-desc = Aumenta a nitidez de uma imagem com uma máscara de nitidez do raio escolhido (sigma).
tool-image-sharpen-output = igual à entrada
tool-image-sharpen-param-level = Sigma de nitidez 0.01-10

## image-grayscale

tool-image-grayscale-title = Imagem em tons de cinza
tool-image-grayscale-desc = Transforma uma imagem em tons de cinza.
tool-image-grayscale-output = igual à entrada

## image-invert

tool-image-invert-title = Inverter cores
tool-image-invert-desc = Inverte as cores de uma imagem (um negativo), deixando a transparência como estava.
tool-image-invert-output = igual à entrada

## image-brightness

tool-image-brightness-title = Ajustar brilho
tool-image-brightness-desc = Multiplica o brilho de uma imagem por um fator (abaixo de 1 mais escura, acima de 1 mais clara).
tool-image-brightness-output = igual à entrada
tool-image-brightness-param-factor = Multiplicador de brilho 0-4

## image-saturation

tool-image-saturation-title = Ajustar saturação
tool-image-saturation-desc = Multiplica a saturação de cor de uma imagem por um fator (0 remove toda a cor).
tool-image-saturation-output = igual à entrada
tool-image-saturation-param-factor = Multiplicador de saturação 0-4

## image-sepia

tool-image-sepia-title = Tom sépia
tool-image-sepia-desc = Dá a uma imagem o tom marrom quente de uma foto antiga.
tool-image-sepia-output = igual à entrada

## image-pixelate

tool-image-pixelate-title = Pixelizar imagem
tool-image-pixelate-desc = Transforma uma imagem em blocos quadrados grossos do tamanho escolhido.
tool-image-pixelate-output = igual à entrada
tool-image-pixelate-param-level = Tamanho do bloco em pixels 2-200

## image-round-corners

tool-image-round-corners-title = Arredondar cantos
tool-image-round-corners-desc = Corta os cantos de uma imagem em um raio, deixando-os transparentes, em PNG ou WebP.
tool-image-round-corners-param-level = Raio dos cantos em pixels
tool-image-round-corners-param-format = Formato de saída: png ou webp

## image-add-border

tool-image-add-border-title = Adicionar borda
tool-image-add-border-desc = Adiciona uma borda branca, preta ou transparente da mesma largura em todos os lados.
tool-image-add-border-output = igual à entrada
tool-image-add-border-param-level = Largura da borda em pixels
tool-image-add-border-param-preset = Cor da borda

## image-trim

tool-image-trim-title = Aparar bordas da imagem
tool-image-trim-desc = Remove uma borda uniforme cuja cor corresponde ao pixel superior esquerdo dentro de um limite.
tool-image-trim-output = igual à entrada
tool-image-trim-param-level = Limite de diferença de cor 0-255

## image-upscale

tool-image-upscale-title = Ampliar imagem
tool-image-upscale-desc = Amplia uma imagem por um fator com interpolação Lanczos (reamostragem clássica, não IA).
tool-image-upscale-output = igual à entrada
tool-image-upscale-param-factor = Fator de escala 1-4

## image-strip-metadata

tool-image-strip-metadata-title = Remover metadados da imagem
tool-image-strip-metadata-desc = Remove dados EXIF (câmera, GPS), XMP, IPTC e ICC, endireitando a imagem antes.
tool-image-strip-metadata-output = igual à entrada

## image-metadata

tool-image-metadata-title = Informações da imagem
tool-image-metadata-desc = Lista formato, tamanho, espaço de cor, orientação, quadros e estatísticas por canal de uma imagem em JSON.

## image-favicon-set

tool-image-favicon-set-title = Conjunto de favicons
tool-image-favicon-set-desc = Cria PNGs de favicon (16 a 512 px), um ícone Apple touch e um favicon.ico com vários tamanhos, zipados.

## pdf-to-png

tool-pdf-to-png-title = PDF para PNG
tool-pdf-to-png-desc = Renderiza páginas de PDF como imagens PNG (uma por página, em um ZIP).
tool-pdf-to-png-param-pages = Páginas a renderizar, intervalos a partir de 1 como 1-3,5,9- (no máximo 100 páginas)
tool-pdf-to-png-param-level = Resolução em dpi (36–600)

## pdf-to-jpg

tool-pdf-to-jpg-title = PDF para JPG
tool-pdf-to-jpg-desc = Renderiza páginas de PDF como imagens JPEG (uma por página, em um ZIP).
tool-pdf-to-jpg-param-pages = Páginas a renderizar, intervalos a partir de 1 como 1-3,5,9- (no máximo 100 páginas)
tool-pdf-to-jpg-param-level = Resolução em dpi (36–600)
tool-pdf-to-jpg-param-quality = Qualidade JPEG (1–100)

## pdf-to-webp

tool-pdf-to-webp-title = PDF para WebP
tool-pdf-to-webp-desc = Renderiza páginas de PDF como imagens WebP (uma por página, em um ZIP).
tool-pdf-to-webp-param-pages = Páginas a renderizar, intervalos a partir de 1 como 1-3,5,9- (no máximo 100 páginas)
tool-pdf-to-webp-param-level = Resolução em dpi (36–600)
tool-pdf-to-webp-param-quality = Qualidade WebP (1–100)

## pdf-thumbnail

tool-pdf-thumbnail-title = Miniatura de PDF
tool-pdf-thumbnail-desc = Uma imagem pequena de uma página do PDF (a primeira por padrão).
tool-pdf-thumbnail-param-pages = A página a mostrar (um número de página)
tool-pdf-thumbnail-param-width = Largura da miniatura em px (32–2000)
tool-pdf-thumbnail-param-format = Formato de imagem: png, jpg ou webp

## pdf-to-text

tool-pdf-to-text-title = PDF para texto
tool-pdf-to-text-desc = Extrai o texto das páginas de PDF como texto simples UTF-8 (páginas separadas por quebra de página).
tool-pdf-to-text-param-pages = Páginas, intervalos a partir de 1 como 1-3,5,9-

## pdf-to-html

tool-pdf-to-html-title = PDF para HTML
tool-pdf-to-html-desc = Converte páginas de PDF em um único arquivo HTML independente, com o texto disposto como na página.
tool-pdf-to-html-param-pages = Páginas, intervalos a partir de 1 como 1-3,5,9-

## pdf-split-pages

tool-pdf-split-pages-title = Dividir PDF em páginas
tool-pdf-split-pages-desc = Um PDF por página (todas as páginas ou as escolhidas), entregues em um ZIP.
tool-pdf-split-pages-param-pages = Páginas, intervalos a partir de 1 como 1-3,5,9-

## pdf-extract-pages

tool-pdf-extract-pages-title = Extrair páginas do PDF
tool-pdf-extract-pages-desc = Um novo PDF só com as páginas escolhidas, na ordem do documento.
tool-pdf-extract-pages-param-pages = Páginas a manter, como 1-3,5 (obrigatório)

## pdf-remove-pages

tool-pdf-remove-pages-title = Remover páginas do PDF
tool-pdf-remove-pages-desc = O PDF sem as páginas escolhidas (pelo menos uma página deve ficar).
tool-pdf-remove-pages-param-pages = Páginas a remover, como 2,4-6 (obrigatório)

## pdf-rotate

tool-pdf-rotate-title = Girar páginas do PDF
tool-pdf-rotate-desc = Gira páginas no sentido horário em 90, 180 ou 270 graus (-90 gira no sentido anti-horário), somado à rotação que já tinham.
tool-pdf-rotate-param-degrees = Rotação no sentido horário: 90, 180, 270 ou -90
tool-pdf-rotate-param-pages = Páginas, intervalos a partir de 1 como 1-3,5,9-

## pdf-crop

tool-pdf-crop-title = Recortar páginas do PDF
tool-pdf-crop-desc = Define a área visível das páginas: x, y, largura e altura em pontos a partir do canto superior esquerdo da página como exibida.
tool-pdf-crop-param-x = Borda esquerda em pontos a partir da esquerda da página
tool-pdf-crop-param-y = Borda superior em pontos a partir do topo da página
tool-pdf-crop-param-crop_width = Largura em pontos
tool-pdf-crop-param-crop_height = Altura em pontos
tool-pdf-crop-param-pages = Páginas, intervalos a partir de 1 como 1-3,5,9-

## pdf-compress

tool-pdf-compress-title = Comprimir PDF (sem perdas)
tool-pdf-compress-desc = Reescreve o PDF juntando objetos duplicados e recomprimindo fluxos, fontes e imagens; nada visível muda. level 1–4 define o empenho na busca de objetos não usados e duplicados. Com target_size, as imagens são reduzidas e gravadas como JPEG, passo a passo, até o arquivo caber.
tool-pdf-compress-param-level = Nível de coleta de lixo (1–4)

## pdf-rasterize-compress

tool-pdf-rasterize-compress-title = Comprimir PDF (rasterizar)
tool-pdf-rasterize-compress-desc = Substitui cada página por uma imagem JPEG dela: bem menor para digitalizações, mas o texto deixa de ser selecionável.
tool-pdf-rasterize-compress-param-level = Resolução em dpi (50–300)
tool-pdf-rasterize-compress-param-quality = Qualidade JPEG (1–100)

## pdf-grayscale

tool-pdf-grayscale-title = PDF em tons de cinza
tool-pdf-grayscale-desc = Renderiza cada página em tons de cinza (como imagens: o texto deixa de ser selecionável).
tool-pdf-grayscale-param-level = Resolução em dpi (36–600)
tool-pdf-grayscale-param-quality = Qualidade JPEG (1–100)

## pdf-metadata

tool-pdf-metadata-title = Metadados do PDF
tool-pdf-metadata-desc = Título, autor, datas, produtor, número e tamanhos de páginas, criptografia, campos de formulário e anotações, em JSON. Um PDF protegido por senha é informado como criptografado.

## pdf-strip-metadata

tool-pdf-strip-metadata-title = Remover metadados do PDF
tool-pdf-strip-metadata-desc = Remove do PDF o título, autor, datas, produtor e metadados XMP.

## pdf-repair

tool-pdf-repair-title = Reparar PDF
tool-pdf-repair-desc = Reconstrói a estrutura de um PDF danificado ou truncado e salva uma cópia limpa do que puder ser recuperado.

## pdf-flatten

tool-pdf-flatten-title = Achatar PDF
tool-pdf-flatten-desc = Grava anotações e campos de formulário preenchidos nas páginas, de modo que não possam mais ser editados.

## pdf-remove-annotations

tool-pdf-remove-annotations-title = Remover anotações do PDF
tool-pdf-remove-annotations-desc = Apaga comentários, destaques, desenhos e outras anotações das páginas escolhidas; os campos de formulário ficam.
tool-pdf-remove-annotations-param-pages = Páginas, intervalos a partir de 1 como 1-3,5,9-

## pdf-add-page-numbers

tool-pdf-add-page-numbers-title = Adicionar números de página
tool-pdf-add-page-numbers-desc = Escreve números de página nas páginas escolhidas, contando a partir de `start`, em pé como cada página é exibida.
tool-pdf-add-page-numbers-param-direction = Onde fica o número: em cima ou embaixo, à esquerda, no centro ou à direita
tool-pdf-add-page-numbers-param-level = Tamanho da fonte em pontos (6–48)
tool-pdf-add-page-numbers-param-start = Número da primeira página numerada
tool-pdf-add-page-numbers-param-pages = Páginas, intervalos a partir de 1 como 1-3,5,9-

## pdf-n-up

tool-pdf-n-up-title = N-up (páginas por folha)
tool-pdf-n-up-desc = Coloca 2, 4, 6 ou 9 páginas em cada folha A4 ou Letter, em escala para caber.
tool-pdf-n-up-param-level = Páginas por folha: 2, 4, 6 ou 9
tool-pdf-n-up-param-preset = Tamanho da folha: a4 ou letter

## pdf-page-size

tool-pdf-page-size-title = Alterar tamanho da página do PDF
tool-pdf-page-size-desc = Redimensiona cada página para A3, A4, A5, Letter, Legal ou Tabloid (mantendo a orientação), com o conteúdo em escala e centralizado.
tool-pdf-page-size-param-preset = Papel: a3, a4, a5, letter, legal ou tabloid

## pdf-extract-images

tool-pdf-extract-images-title = Extrair imagens do PDF
tool-pdf-extract-images-desc = Cada imagem distinta das páginas escolhidas como PNG na própria resolução, em um ZIP (no máximo 500 imagens).
tool-pdf-extract-images-param-pages = Páginas, intervalos a partir de 1 como 1-3,5,9-

## pdf-remove-blank-pages

tool-pdf-remove-blank-pages-title = Remover páginas em branco
tool-pdf-remove-blank-pages-desc = Descarta páginas (quase) uniformes. level é o maior desvio padrão dos níveis de cinza de uma página (0–64, a 36 dpi) que ainda conta como em branco: 0 remove só páginas totalmente vazias.
tool-pdf-remove-blank-pages-param-level = Limite de página em branco (0–64)

## image-to-pdf

tool-image-to-pdf-title = Imagem para PDF
tool-image-to-pdf-desc = Coloca uma imagem (JPEG, PNG, WebP, GIF, TIFF, AVIF; cada quadro de um TIFF de várias páginas ou GIF animado) em páginas de PDF: fit = página do tamanho da imagem, a4/letter = centralizada no papel.
tool-image-to-pdf-param-preset = Tamanho da página: fit, a4 ou letter
tool-image-to-pdf-param-quality = Qualidade JPEG quando a imagem precisa ser recodificada

## txt-to-pdf

tool-txt-to-pdf-title = Texto para PDF
tool-txt-to-pdf-desc = Diagrama um arquivo de texto simples UTF-8 em páginas A4 ou Letter.
tool-txt-to-pdf-param-preset = Papel: a4 ou letter

## html-to-pdf

tool-html-to-pdf-title = HTML para PDF
tool-html-to-pdf-desc = Renderiza uma página HTML estática (HTML e CSS; sem scripts, sem imagens ou estilos buscados de lugar nenhum) em PDF.
tool-html-to-pdf-param-preset = Papel: a4 ou letter

## epub-to-pdf

tool-epub-to-pdf-title = EPUB para PDF
tool-epub-to-pdf-desc = Diagrama um e-book EPUB em páginas A4 ou Letter (as imagens e estilos do livro são usados).
tool-epub-to-pdf-param-preset = Papel: a4 ou letter

## audio-to-mp3

tool-audio-to-mp3-title = Áudio para MP3
tool-audio-to-mp3-desc = Converte áudio (ou o som de um vídeo) para MP3 com LAME em taxa de bits constante.
tool-audio-to-mp3-param-bitrate = Taxa de bits do áudio em kbit/s (32–320; com target_size, a máxima usada)

## audio-to-wav

tool-audio-to-wav-title = Áudio para WAV
tool-audio-to-wav-desc = Converte áudio para WAV PCM sem compressão: 16 bits, 24 bits ou 8 bits sem sinal.
tool-audio-to-wav-param-preset = Formato de amostra: s16, s24 ou u8

## audio-to-ogg

tool-audio-to-ogg-title = Áudio para OGG Vorbis
tool-audio-to-ogg-desc = Converte áudio para Ogg Vorbis; a taxa de bits define a qualidade VBR (nominal para estéreo 44,1 kHz).
tool-audio-to-ogg-param-bitrate = Taxa de bits do áudio em kbit/s (48–500; com target_size, a máxima usada)

## audio-to-opus

tool-audio-to-opus-title = Áudio para Opus
tool-audio-to-opus-desc = Converte áudio para Opus em um arquivo Ogg (no máximo 256 kbit/s por canal).
tool-audio-to-opus-param-bitrate = Taxa de bits do áudio em kbit/s (6–510; com target_size, a máxima usada)

## audio-to-flac

tool-audio-to-flac-title = Áudio para FLAC
tool-audio-to-flac-desc = Converte áudio para FLAC sem perdas; level é o esforço de compressão (0–12).
tool-audio-to-flac-param-level = Nível de compressão FLAC (0–12)

## audio-to-m4a

tool-audio-to-m4a-title = Áudio para M4A (AAC)
tool-audio-to-m4a-desc = Converte áudio para AAC em um arquivo M4A.
tool-audio-to-m4a-param-bitrate = Taxa de bits do áudio em kbit/s (32–320; com target_size, a máxima usada)

## audio-to-aac

tool-audio-to-aac-title = Áudio para AAC
tool-audio-to-aac-desc = Converte áudio para um fluxo AAC bruto (ADTS).
tool-audio-to-aac-param-bitrate = Taxa de bits do áudio em kbit/s (32–320; com target_size, a máxima usada)

## audio-to-aiff

tool-audio-to-aiff-title = Áudio para AIFF
tool-audio-to-aiff-desc = Converte áudio para AIFF PCM de 16 bits.

## audio-to-wma

tool-audio-to-wma-title = Áudio para WMA
tool-audio-to-wma-desc = Converte áudio para Windows Media Audio 2 (no máximo estéreo).
tool-audio-to-wma-param-bitrate = Taxa de bits do áudio em kbit/s (32–192; com target_size, a máxima usada)

## audio-to-alac

tool-audio-to-alac-title = Áudio para ALAC
tool-audio-to-alac-desc = Converte áudio para Apple Lossless em um arquivo M4A.

## audio-trim

tool-audio-trim-title = Cortar áudio
tool-audio-trim-desc = Mantém a parte entre start e end (segundos); recodificada no formato de entrada.
tool-audio-trim-output = igual à entrada
tool-audio-trim-param-start = Início da parte mantida, segundos
tool-audio-trim-param-end = Fim da parte mantida, segundos (depois de start)

## audio-volume

tool-audio-volume-title = Alterar volume
tool-audio-volume-desc = Aumenta ou diminui o volume em gain_db decibéis.
tool-audio-volume-output = igual à entrada
tool-audio-volume-param-gain_db = Ganho em dB (−30 a +30)

## audio-normalize

tool-audio-normalize-title = Normalizar loudness
tool-audio-normalize-desc = Normalização de loudness EBU R128 para o nível desejado em LUFS (duas passagens: medir e depois ganho exato, ou loudnorm com os valores medidos quando o pico passaria de −1,5 dBTP).
tool-audio-normalize-output = igual à entrada
tool-audio-normalize-param-level = Loudness integrado desejado, LUFS

## audio-speed

tool-audio-speed-title = Alterar velocidade do áudio
tool-audio-speed-desc = Toca mais rápido ou mais devagar por factor, mantendo o tom.
tool-audio-speed-output = igual à entrada
tool-audio-speed-param-factor = Fator de velocidade (0.5–4)

## audio-pitch

tool-audio-pitch-title = Alterar tom
tool-audio-pitch-desc = Desloca o tom por factor (1.12 ≈ dois semitons acima) mantendo o andamento.
tool-audio-pitch-output = igual à entrada
tool-audio-pitch-param-factor = Fator de tom (0.5–2)

## audio-reverse

tool-audio-reverse-title = Inverter áudio
tool-audio-reverse-desc = Toca o áudio de trás para frente (no máximo 10 minutos: o clipe inteiro fica na memória).
tool-audio-reverse-output = igual à entrada

## audio-fade

tool-audio-fade-title = Fade in / out
tool-audio-fade-desc = Fade in nos primeiros start segundos e fade out nos últimos end segundos.
tool-audio-fade-output = igual à entrada
tool-audio-fade-param-start = Duração do fade in, segundos (0 = nenhum)
tool-audio-fade-param-end = Duração do fade out, segundos (0 = nenhum)

## audio-remove-silence

tool-audio-remove-silence-title = Remover silêncio
tool-audio-remove-silence-desc = Corta o silêncio inicial e toda pausa de mais de meio segundo que fique abaixo de level dB.
tool-audio-remove-silence-output = igual à entrada
tool-audio-remove-silence-param-level = Limite de silêncio, dB

## audio-noise-reduction

tool-audio-noise-reduction-title = Reduzir ruído
tool-audio-noise-reduction-desc = Redutor de ruído FFT que acompanha o ruído de fundo; level é a redução de ruído em dB.
tool-audio-noise-reduction-output = igual à entrada
tool-audio-noise-reduction-param-level = Redução de ruído, dB (0.01–97)

## audio-bass-boost

tool-audio-bass-boost-title = Reforço de graves
tool-audio-bass-boost-desc = Reforça as frequências baixas (shelf em torno de 100 Hz) em gain_db.
tool-audio-bass-boost-output = igual à entrada
tool-audio-bass-boost-param-gain_db = Ganho de graves, dB (0–20)

## audio-to-mono

tool-audio-to-mono-title = Converter para mono
tool-audio-to-mono-desc = Mistura todos os canais em um só.
tool-audio-to-mono-output = igual à entrada

## audio-waveform-image

tool-audio-waveform-image-title = Imagem da forma de onda
tool-audio-waveform-image-desc = Desenha a forma de onda da faixa inteira como PNG com fundo transparente.
tool-audio-waveform-image-param-width = Largura da imagem, px (100–4000)
tool-audio-waveform-image-param-height = Altura da imagem, px (50–2000)

## audio-spectrogram-image

tool-audio-spectrogram-image-title = Imagem do espectrograma
tool-audio-spectrogram-image-desc = Desenha um espectrograma da faixa inteira (tempo na horizontal, frequência na vertical) como PNG exatamente desse tamanho.
tool-audio-spectrogram-image-param-width = Largura da imagem, px (100–4000)
tool-audio-spectrogram-image-param-height = Altura da imagem, px (50–2000)

## audio-metadata

tool-audio-metadata-title = Metadados do áudio
tool-audio-metadata-desc = Formato, codec, duração, canais, tags e um resumo de loudness (EBU R128 e volume) em JSON.

## video-to-mp4

tool-video-to-mp4-title = Vídeo para MP4
tool-video-to-mp4-desc = Converte vídeo para MP4 H.264/AAC (yuv420p, início rápido) para navegadores e celulares.
tool-video-to-mp4-param-level = CRF do x264: menor = melhor e maior (0–51)
tool-video-to-mp4-param-preset = Predefinição de velocidade do x264
tool-video-to-mp4-param-bitrate = Taxa de bits do áudio AAC, kbit/s
tool-video-to-mp4-param-target_size = Maior resultado em bytes, ou uma predefinição: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-to-webm

tool-video-to-webm-title = Vídeo para WebM
tool-video-to-webm-desc = Converte vídeo para WebM VP9/Opus no modo de qualidade constante.
tool-video-to-webm-param-level = CRF do VP9: menor = melhor e maior (0–63)
tool-video-to-webm-param-preset = realtime = rápido; good = mais lento, menor

## video-to-mkv

tool-video-to-mkv-title = Vídeo para MKV
tool-video-to-mkv-desc = Coloca o vídeo em Matroska: fluxos copiados sem mudança, ou recodificados para H.264/AAC.
tool-video-to-mkv-param-preset = copy = remuxar os fluxos sem mudança quando possível; encode = H.264/AAC

## video-to-mov

tool-video-to-mov-title = Vídeo para MOV
tool-video-to-mov-desc = Coloca o vídeo em QuickTime MOV: copiado quando os codecs cabem no MOV, senão recodificado para H.264/AAC.
tool-video-to-mov-param-preset = copy = remuxar os fluxos sem mudança quando possível; encode = H.264/AAC

## video-to-avi

tool-video-to-avi-title = Vídeo para AVI
tool-video-to-avi-desc = Converte vídeo para MPEG-4 Part 2 (tag Xvid) com áudio MP3 em AVI.
tool-video-to-avi-param-level = Quantizador MPEG-4: menor = melhor (2–31)

## video-to-hevc

tool-video-to-hevc-title = Vídeo para HEVC (H.265)
tool-video-to-hevc-desc = Converte vídeo para H.265 (hvc1) com áudio AAC em MP4: cerca de metade do tamanho do H.264 com a mesma qualidade.
tool-video-to-hevc-param-level = CRF do x265: menor = melhor e maior (0–51)
tool-video-to-hevc-param-preset = Predefinição de velocidade do x265

## video-to-gif

tool-video-to-gif-title = Vídeo para GIF
tool-video-to-gif-desc = Transforma até 30 s de vídeo em um GIF animado com paleta otimizada.
tool-video-to-gif-param-fps = Quadros por segundo (1–30)
tool-video-to-gif-param-width = Largura, px (16–1280; nunca ampliado)
tool-video-to-gif-param-start = Início do clipe, segundos
tool-video-to-gif-param-end = Fim do clipe, segundos (padrão start + 10; no máximo 30 s depois de start)

## video-to-animated-webp

tool-video-to-animated-webp-title = Vídeo para WebP animado
tool-video-to-animated-webp-desc = Transforma até 30 s de vídeo em um WebP animado (com perdas, em loop).
tool-video-to-animated-webp-param-fps = Quadros por segundo (1–30)
tool-video-to-animated-webp-param-width = Largura, px (16–1280; nunca ampliado)
tool-video-to-animated-webp-param-start = Início do clipe, segundos
tool-video-to-animated-webp-param-end = Fim do clipe, segundos (padrão start + 10; no máximo 30 s depois de start)
tool-video-to-animated-webp-param-quality = Qualidade WebP (1–100)

## video-extract-audio

tool-video-extract-audio-title = Extrair áudio
tool-video-extract-audio-desc = Salva o som de um vídeo como MP3, M4A, WAV, OGG, Opus ou FLAC; copiado sem recodificar quando já tem esse codec.
tool-video-extract-audio-param-format = Formato de áudio
tool-video-extract-audio-param-bitrate = Taxa de bits para formatos com perdas, kbit/s (não usada na cópia)

## video-mute

tool-video-mute-title = Remover som
tool-video-mute-desc = Descarta a faixa de áudio; a imagem é copiada sem mudança.
tool-video-mute-output = igual à entrada

## video-trim

tool-video-trim-title = Cortar vídeo
tool-video-trim-desc = Mantém os segundos start..end. fast = cópia do fluxo, corte no quadro-chave antes de start (pode começar um pouco antes); accurate = recodificado, exato no quadro.
tool-video-trim-output = igual à entrada
tool-video-trim-param-start = Início da parte mantida, segundos
tool-video-trim-param-end = Fim da parte mantida, segundos (depois de start)
tool-video-trim-param-preset = fast = cópia do fluxo alinhada a quadros-chave; accurate = recodificar

## video-crop

tool-video-crop-title = Recortar vídeo
tool-video-crop-desc = Mantém um retângulo da imagem (x, y, crop_width, crop_height em pixels; tamanhos arredondados para par).
tool-video-crop-param-x = Borda esquerda da área mantida, px
tool-video-crop-param-y = Borda superior da área mantida, px
tool-video-crop-param-crop_width = Largura da área mantida, px (arredondada para baixo, par)
tool-video-crop-param-crop_height = Altura da área mantida, px (arredondada para baixo, par)

## video-resize

tool-video-resize-title = Redimensionar vídeo
tool-video-resize-desc = Escala para width pixels; a altura segue a proporção, a menos que seja dada. Os tamanhos são arredondados para par.
tool-video-resize-param-width = Largura de saída, px (16–3840)
tool-video-resize-param-height = Altura de saída, px (omita para manter a proporção)

## video-rotate

tool-video-rotate-title = Girar vídeo
tool-video-rotate-desc = Gira a imagem no sentido horário em 90, 180 ou 270 graus.
tool-video-rotate-param-degrees = Rotação no sentido horário: 90, 180 ou 270

## video-flip

tool-video-flip-title = Espelhar vídeo
tool-video-flip-desc = Espelha a imagem na horizontal, na vertical ou ambos.
tool-video-flip-param-direction = Eixo do espelhamento

## video-speed

tool-video-speed-title = Alterar velocidade do vídeo
tool-video-speed-desc = Acelera ou desacelera imagem e som juntos (o som mantém o tom).
tool-video-speed-param-factor = Fator de velocidade (0.25–4)

## video-reverse

tool-video-reverse-title = Inverter vídeo
tool-video-reverse-desc = Toca o clipe de trás para frente, com som (no máximo 60 s: cada quadro fica na memória).

## video-compress

tool-video-compress-title = Comprimir vídeo
tool-video-compress-desc = Recodifica para um MP4 H.264/AAC menor (128 kbit/s); opcionalmente limita a largura.
tool-video-compress-param-level = CRF do x264: maior = menor (18–40)
tool-video-compress-param-preset = Predefinição de velocidade do x264
tool-video-compress-param-width = Maior largura de saída, px (0 = manter)
tool-video-compress-param-target_size = Maior resultado em bytes, ou uma predefinição: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-change-fps

tool-video-change-fps-title = Alterar taxa de quadros
tool-video-change-fps-desc = Reamostra para fps quadros por segundo (quadros descartados ou repetidos; duração inalterada).
tool-video-change-fps-param-fps = Quadros por segundo (1–60)

## video-loop

tool-video-loop-title = Repetir vídeo em loop
tool-video-loop-desc = Repete o clipe level vezes em um arquivo (fluxos copiados; resultado de no máximo 600 s).
tool-video-loop-output = igual à entrada
tool-video-loop-param-level = Total de reproduções (2–20)

## video-fade

tool-video-fade-title = Fade in / out do vídeo
tool-video-fade-desc = Fade a partir do preto nos primeiros start segundos e para o preto nos últimos end segundos; o som também.
tool-video-fade-param-start = Duração do fade in, segundos (0 = nenhum)
tool-video-fade-param-end = Duração do fade out, segundos (0 = nenhum)

## video-grayscale

tool-video-grayscale-title = Vídeo em preto e branco
tool-video-grayscale-desc = Remove toda a cor da imagem.

## video-stabilize

tool-video-stabilize-title = Estabilizar vídeo
tool-video-stabilize-desc = Suaviza a tremedeira da câmera em duas passagens (vid.stab); level = quadros de suavização. No máximo 5 minutos.
tool-video-stabilize-param-level = Janela de suavização, quadros (1–100)

## video-volume

tool-video-volume-title = Alterar volume do vídeo
tool-video-volume-desc = Aumenta ou diminui o som em gain_db decibéis; a imagem é copiada sem mudança.
tool-video-volume-output = igual à entrada
tool-video-volume-param-gain_db = Ganho em dB (−30 a +30)

## video-normalize-audio

tool-video-normalize-audio-title = Normalizar loudness do vídeo
tool-video-normalize-audio-desc = Normalização de loudness EBU R128 do som para level LUFS (duas passagens, TP −1,5, LRA 11); imagem copiada.
tool-video-normalize-audio-output = igual à entrada
tool-video-normalize-audio-param-level = Loudness integrado desejado, LUFS

## video-metadata

tool-video-metadata-title = Metadados do vídeo
tool-video-metadata-desc = Contêiner, duração, tamanho, taxa de quadros, rotação, codecs, faixas e tags em JSON.

## video-thumbnail-at-time

tool-video-thumbnail-at-time-title = Miniatura em um momento
tool-video-thumbnail-at-time-desc = Salva o quadro em start segundos como JPG, PNG ou WebP, opcionalmente redimensionado para width.
tool-video-thumbnail-at-time-param-start = Momento do quadro, segundos
tool-video-thumbnail-at-time-param-width = Largura de saída, px (0 = a do vídeo; 16–3840)
tool-video-thumbnail-at-time-param-format = Formato de imagem: jpg, png ou webp
tool-video-thumbnail-at-time-param-quality = Qualidade JPG/WebP (1–100)

## video-thumbnail-auto

tool-video-thumbnail-auto-title = Miniatura automática
tool-video-thumbnail-auto-desc = Escolhe o quadro mais representativo (filtro thumbnail do ffmpeg) de um trecho depois da abertura.
tool-video-thumbnail-auto-param-width = Largura de saída, px (0 = a do vídeo; 16–3840)
tool-video-thumbnail-auto-param-format = Formato de imagem: jpg, png ou webp

## video-first-frame

tool-video-first-frame-title = Primeiro quadro
tool-video-first-frame-desc = Salva o primeiro quadro do vídeo.
tool-video-first-frame-param-width = Largura de saída, px (0 = a do vídeo; 16–3840)
tool-video-first-frame-param-format = Formato de imagem: jpg, png ou webp

## video-last-frame

tool-video-last-frame-title = Último quadro
tool-video-last-frame-desc = Salva o último quadro do vídeo (decodifica só os segundos finais).
tool-video-last-frame-param-width = Largura de saída, px (0 = a do vídeo; 16–3840)
tool-video-last-frame-param-format = Formato de imagem: jpg, png ou webp

## video-contact-sheet

tool-video-contact-sheet-title = Folha de contatos
tool-video-contact-sheet-desc = Uma grade de level × level quadros distribuídos igualmente pelo vídeo, em um único JPEG.
tool-video-contact-sheet-param-level = Tamanho da grade N (N×N quadros, 2–8)
tool-video-contact-sheet-param-width = Largura de cada bloco, px (80–640)

## video-extract-frames

tool-video-extract-frames-title = Extrair quadros
tool-video-extract-frames-desc = Salva fps quadros por segundo entre start e end como arquivos JPG ou PNG em um ZIP (no máximo 300).
tool-video-extract-frames-param-fps = Quadros por segundo a salvar (0.05–10)
tool-video-extract-frames-param-start = Início da janela, segundos
tool-video-extract-frames-param-end = Fim da janela, segundos (padrão: o final)
tool-video-extract-frames-param-format = Formato de imagem: jpg ou png

## video-scene-frames

tool-video-scene-frames-title = Quadros de cena
tool-video-scene-frames-desc = Salva o primeiro quadro e o primeiro quadro de cada mudança de cena (pontuação acima de level) como JPEGs em um ZIP (no máximo 100).
tool-video-scene-frames-param-level = Limite de mudança de cena (0.1–0.9)

## video-poster-play-button

tool-video-poster-play-button-title = Pôster com botão de play
tool-video-poster-play-button-desc = O quadro em start segundos, redimensionado para width, com um botão de play desenhado no meio (JPEG).
tool-video-poster-play-button-param-start = Momento do quadro, segundos
tool-video-poster-play-button-param-width = Largura do pôster, px (16–3840)

## qr-decode-image

tool-qr-decode-image-title = Ler códigos QR em uma imagem
tool-qr-decode-image-desc = Encontra todo código QR (também Micro QR e rMQR) em uma foto ou captura de tela e devolve o texto deles em JSON.

## barcode-decode-image

tool-barcode-decode-image-title = Ler códigos de barras em uma imagem
tool-barcode-decode-image-desc = Encontra códigos de barras de toda simbologia comum (EAN/UPC, Code 128/39/93, ITF, Codabar, DataBar, QR, Data Matrix, PDF417, Aztec, MaxiCode) e os devolve em JSON.

## qr-decode-pdf

tool-qr-decode-pdf-title = Ler códigos QR em um PDF
tool-qr-decode-pdf-desc = Renderiza páginas do PDF (as 10 primeiras, a menos que páginas sejam indicadas) e devolve todo código QR encontrado, com a página, em JSON.
tool-qr-decode-pdf-param-pages = Páginas a procurar, intervalos a partir de 1 como 1-3,5,9- (padrão: as 10 primeiras)
tool-qr-decode-pdf-param-level = Resolução de renderização em dpi (72–400)

## qr-decode-video

tool-qr-decode-video-title = Ler códigos QR em um vídeo
tool-qr-decode-video-desc = Amostra quadros do vídeo (fps por segundo, em uma janela de no máximo 120 s) e lista cada código QR distinto com quando foi visto pela primeira e pela última vez.
tool-qr-decode-video-param-fps = Quadros amostrados por segundo de vídeo (0.2–10)
tool-qr-decode-video-param-start = Início da janela em segundos
tool-qr-decode-video-param-end = Fim da janela em segundos (padrão: start + 120 s ou o fim do vídeo)

## qr-from-text-file

tool-qr-from-text-file-title = Arquivo de texto para código QR
tool-qr-from-text-file-desc = Codifica o conteúdo de um arquivo de texto UTF-8 como um código QR (até 2331 bytes no nível M).
tool-qr-from-text-file-output = image/png, image/svg+xml, image/jpeg ou image/webp (conforme format)
tool-qr-from-text-file-param-format = Formato da imagem de saída
tool-qr-from-text-file-param-width = Largura da imagem em pixels (um símbolo que precise de mais é desenhado maior)
tool-qr-from-text-file-param-level = Nível de correção de erros: L 7%, M 15%, Q 25%, H 30%

## qr-from-vcard

tool-qr-from-vcard-title = vCard para código QR
tool-qr-from-vcard-desc = Transforma um cartão de contato (.vcf) em um código QR que os celulares oferecem salvar como contato.
tool-qr-from-vcard-output = image/png, image/svg+xml, image/jpeg ou image/webp (conforme format)
tool-qr-from-vcard-param-format = Formato da imagem de saída
tool-qr-from-vcard-param-width = Largura da imagem em pixels (um símbolo que precise de mais é desenhado maior)
tool-qr-from-vcard-param-level = Nível de correção de erros: L 7%, M 15%, Q 25%, H 30%

## qr-batch-from-lines

tool-qr-batch-from-lines-title = Códigos QR a partir de linhas
tool-qr-batch-from-lines-desc = Um código QR por linha não vazia de um arquivo de texto (no máximo 100), entregues em um ZIP de imagens.
tool-qr-batch-from-lines-param-format = Formato da imagem de saída
tool-qr-batch-from-lines-param-width = Largura da imagem em pixels (um símbolo que precise de mais é desenhado maior)
tool-qr-batch-from-lines-param-level = Nível de correção de erros: L 7%, M 15%, Q 25%, H 30%

## barcode-from-text-file

tool-barcode-from-text-file-title = Arquivo de texto para código de barras
tool-barcode-from-text-file-desc = Codifica o texto de um arquivo como Code 128, Code 39, EAN-13, EAN-8, UPC-A, ITF, Data Matrix, PDF417 ou Aztec, em SVG ou PNG.
tool-barcode-from-text-file-output = image/svg+xml ou image/png (conforme format)
tool-barcode-from-text-file-param-preset = Simbologia
tool-barcode-from-text-file-param-format = Formato de saída
tool-barcode-from-text-file-param-width = Largura da imagem em pixels

## yt-thumbnail-default

tool-yt-thumbnail-default-title = Miniatura do vídeo: padrão
tool-yt-thumbnail-default-desc = Baixa a miniatura default.jpg do vídeo (120×90).

## yt-thumbnail-medium

tool-yt-thumbnail-medium-title = Miniatura do vídeo: média
tool-yt-thumbnail-medium-desc = Baixa a miniatura mqdefault.jpg do vídeo (320×180).

## yt-thumbnail-high

tool-yt-thumbnail-high-title = Miniatura do vídeo: alta
tool-yt-thumbnail-high-desc = Baixa a miniatura hqdefault.jpg do vídeo (480×360), 4:3 com faixas pretas.

## yt-thumbnail-standard

tool-yt-thumbnail-standard-title = Miniatura do vídeo: standard
tool-yt-thumbnail-standard-desc = Baixa a miniatura sddefault.jpg do vídeo (640×480); nem todo vídeo tem uma.

## yt-thumbnail-maxres

tool-yt-thumbnail-maxres-title = Miniatura do vídeo: resolução máxima
tool-yt-thumbnail-maxres-desc = Baixa a miniatura maxresdefault.jpg do vídeo (1280×720); nem todo vídeo tem uma.

## yt-thumbnail-best

tool-yt-thumbnail-best-title = Melhor miniatura do vídeo
tool-yt-thumbnail-best-desc = A maior miniatura que o vídeo realmente tem (maxres, senão standard, senão high), em JPEG, PNG ou WebP.
tool-yt-thumbnail-best-output = image/jpeg, image/png ou image/webp (conforme format)
tool-yt-thumbnail-best-param-format = Formato de saída

## yt-thumbnail-webp

tool-yt-thumbnail-webp-title = Miniatura do vídeo em WebP
tool-yt-thumbnail-webp-desc = Baixa a versão WebP de um tamanho de miniatura que o site do vídeo oferece (default, mq, hq, sd, maxres).
tool-yt-thumbnail-webp-param-preset = Tamanho da miniatura: default, mq, hq, sd ou maxres

## yt-thumbnail-resize

tool-yt-thumbnail-resize-title = Miniatura do vídeo redimensionada
tool-yt-thumbnail-resize-desc = A melhor miniatura em um tamanho dado: cover preenche o quadro e recorta, contain cabe dentro com faixas pretas. Largura ou altura 0 mantém a proporção.
tool-yt-thumbnail-resize-output = image/jpeg, image/png ou image/webp (conforme format)
tool-yt-thumbnail-resize-param-width = Largura em pixels (0 = pela altura e proporção)
tool-yt-thumbnail-resize-param-height = Altura em pixels (0 = pela largura e proporção)
tool-yt-thumbnail-resize-param-format = Formato de saída
tool-yt-thumbnail-resize-param-quality = Qualidade JPEG/WebP
tool-yt-thumbnail-resize-param-preset = cover (recortar para preencher) ou contain (com faixas)

## yt-thumbnail-crop-16x9

tool-yt-thumbnail-crop-16x9-title = Miniatura do vídeo recortada em 16:9
tool-yt-thumbnail-crop-16x9-desc = Pega a miniatura 4:3 high ou standard e recorta a imagem central 16:9, sem as faixas pretas.
tool-yt-thumbnail-crop-16x9-param-preset = Miniatura de origem: hq (480×360) ou sd (640×480)

## yt-qr-code

tool-yt-qr-code-title = Código QR para um link de vídeo
tool-yt-qr-code-desc = Um código QR que abre o vídeo (opcionalmente em um momento inicial); feito localmente, nenhuma requisição sai do servidor.
tool-yt-qr-code-output = image/png, image/svg+xml, image/jpeg ou image/webp (conforme format)
tool-yt-qr-code-param-format = Formato da imagem de saída
tool-yt-qr-code-param-width = Largura da imagem em pixels (um símbolo que precise de mais é desenhado maior)
tool-yt-qr-code-param-level = Nível de correção de erros: L 7%, M 15%, Q 25%, H 30%
tool-yt-qr-code-param-start = Momento inicial em segundos (usam-se segundos inteiros)

## yt-oembed-metadata

tool-yt-oembed-metadata-title = Metadados do vídeo (oEmbed)
tool-yt-oembed-metadata-desc = Título, canal, miniatura e HTML do player de um vídeo público, do endpoint oEmbed do site do vídeo, em JSON.

## yt-embed-code

tool-yt-embed-code-title = Código de incorporação de um vídeo
tool-yt-embed-code-desc = Uma página HTML com um iframe de privacidade aprimorada pronto para copiar (início e fim opcional) e os links simples de assistir, curto e de incorporação. Feito localmente, nenhuma requisição sai do servidor.
tool-yt-embed-code-param-start = Momento inicial em segundos
tool-yt-embed-code-param-end = Momento final em segundos (depois de start)
tool-yt-embed-code-param-width = Largura do player em pixels
tool-yt-embed-code-param-height = Altura do player em pixels

## pdf-merge

tool-pdf-merge-title = Juntar PDFs
tool-pdf-merge-desc = Junta vários PDFs em um: todas as páginas de cada arquivo, na ordem em que os arquivos foram enviados.

## images-to-pdf

tool-images-to-pdf-title = Imagens para PDF
tool-images-to-pdf-desc = Coloca várias imagens (JPEG, PNG, WebP, GIF, TIFF, AVIF) em um PDF, uma página por imagem na ordem de envio (o primeiro quadro de uma animação): fit = página do tamanho da imagem, a4/letter = centralizada no papel.
tool-images-to-pdf-param-preset = Tamanho da página: fit, a4 ou letter
tool-images-to-pdf-param-quality = Qualidade JPEG quando uma imagem precisa ser recodificada

## audio-concat

tool-audio-concat-title = Juntar áudios
tool-audio-concat-desc = Junta vários arquivos de áudio em sequência, na ordem de envio, em um MP3 (44,1 kHz estéreo).
tool-audio-concat-param-bitrate = Taxa de bits do MP3, kbit/s (32–320)

## video-concat

tool-video-concat-title = Juntar vídeos
tool-video-concat-desc = Junta vários vídeos em sequência, na ordem de envio, em um MP4 (H.264/AAC): cada um é escalado e preenchido para o tamanho de quadro do primeiro, numa mesma taxa de quadros; o som é mantido quando todos os vídeos têm som.
tool-video-concat-param-fps = Taxa de quadros do resultado (1–60)

## video-add-audio

tool-video-add-audio-title = Adicionar trilha sonora
tool-video-add-audio-desc = Coloca o som do segundo arquivo (um áudio, ou um vídeo com som) sob a imagem do primeiro, em um MP4; o resultado dura o mesmo que o mais curto dos dois.
tool-video-add-audio-param-bitrate = Taxa de bits AAC, kbit/s (32–320)

## word-to-pdf

tool-word-to-pdf-title = Word para PDF
tool-word-to-pdf-desc = Converte um documento de texto Word, OpenDocument ou RTF (docx, doc, odt, rtf) para PDF. Macros nunca rodam; arquivos e imagens vinculados não são buscados.

## spreadsheet-to-pdf

tool-spreadsheet-to-pdf-title = Planilha para PDF
tool-spreadsheet-to-pdf-desc = Converte uma planilha (xlsx, xls, ods ou texto CSV) para PDF: cada aba em uma página tão larga quanto suas colunas usadas. Fórmulas mantêm os resultados salvos; macros nunca rodam.

## presentation-to-pdf

tool-presentation-to-pdf-title = Apresentação para PDF
tool-presentation-to-pdf-desc = Converte uma apresentação (pptx, ppt, odp) para PDF, uma página por slide. Macros nunca rodam.

## docx-to-odt

tool-docx-to-odt-title = Word para ODT
tool-docx-to-odt-desc = Converte um documento Word (docx, doc, rtf) para Texto OpenDocument (odt).

## odt-to-docx

tool-odt-to-docx-title = ODT para Word
tool-odt-to-docx-desc = Converte um documento Texto OpenDocument (odt) ou RTF para Word (docx).

## xlsx-to-ods

tool-xlsx-to-ods-title = Excel para ODS
tool-xlsx-to-ods-desc = Converte uma pasta de trabalho do Excel (xlsx, xls) para uma Planilha OpenDocument (ods).

## ods-to-xlsx

tool-ods-to-xlsx-title = ODS para Excel
tool-ods-to-xlsx-desc = Converte uma Planilha OpenDocument (ods) para uma pasta de trabalho do Excel (xlsx).

## xlsx-to-csv

tool-xlsx-to-csv-title = Excel para CSV
tool-xlsx-to-csv-desc = Grava cada aba de uma pasta de trabalho do Excel (xlsx) como arquivo CSV (UTF-8, separado por vírgulas), todos em um ZIP.

## ods-to-csv

tool-ods-to-csv-title = ODS para CSV
tool-ods-to-csv-desc = Grava cada aba de uma planilha OpenDocument ou Excel antigo (ods, xls) como arquivo CSV, todos em um ZIP.

## slides-to-png

tool-slides-to-png-title = Slides para PNG
tool-slides-to-png-desc = Renderiza cada slide de uma apresentação (pptx, ppt, odp) como imagem PNG, todos em um ZIP.
tool-slides-to-png-param-level = Resolução em dpi (36–300)

## docx-to-text

tool-docx-to-text-title = Word para texto
tool-docx-to-text-desc = Extrai o texto de um documento Word (docx) como texto simples UTF-8, um parágrafo por linha.

## docx-to-html

tool-docx-to-html-title = Word para HTML
tool-docx-to-html-desc = Converte um documento Word (docx) em uma página HTML: títulos, listas, tabelas e imagens (embutidas).

## ocr-image

tool-ocr-image-title = Imagem para texto (OCR)
tool-ocr-image-desc = Lê o texto de uma foto ou digitalização. txt: texto simples; hocr: HTML com cada palavra e sua caixa; tsv: uma linha por palavra com sua caixa e confiança. Imagens de lado ou de cabeça para baixo são giradas automaticamente.
tool-ocr-image-output = text/plain, text/html ou text/tab-separated-values (conforme format)
tool-ocr-image-param-lang = Idiomas do texto, códigos do tesseract unidos com + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-image-param-format = txt (texto simples), hocr (HTML com caixas de palavras) ou tsv (caixas de palavras)

## ocr-image-to-pdf

tool-ocr-image-to-pdf-title = Imagem para PDF pesquisável (OCR)
tool-ocr-image-to-pdf-desc = Cria uma página de PDF da imagem com o texto lido por OCR colocado por cima, invisível, para que possa ser pesquisado, selecionado e copiado. Um JPEG é embutido byte a byte, outras imagens pixel a pixel.
tool-ocr-image-to-pdf-param-lang = Idiomas do texto, códigos do tesseract unidos com + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)

## ocr-pdf

tool-ocr-pdf-title = PDF pesquisável (OCR)
tool-ocr-pdf-desc = Lê por OCR as páginas digitalizadas de um PDF e coloca o texto por cima, invisível, para que possa ser pesquisado, selecionado e copiado; as páginas ficam exatamente como antes. Páginas que já têm texto ficam como estão.
tool-ocr-pdf-param-lang = Idiomas do texto, códigos do tesseract unidos com + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-pdf-param-pages = Páginas a ler, intervalos a partir de 1 como 1-3,5,9- (no máximo 50 páginas)

## ocr-pdf-to-text

tool-ocr-pdf-to-text-title = PDF para texto com OCR
tool-ocr-pdf-to-text-desc = O texto de cada página como texto simples UTF-8 (páginas separadas por quebra de página): páginas com camada de texto dão a sua, páginas digitalizadas são lidas por OCR.
tool-ocr-pdf-to-text-param-lang = Idiomas do texto, códigos do tesseract unidos com + (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-pdf-to-text-param-pages = Páginas a ler, intervalos a partir de 1 como 1-3,5,9- (no máximo 50 páginas)

## url-to-pdf

tool-url-to-pdf-title = Página web para PDF
tool-url-to-pdf-desc = Imprime uma página web pública em PDF como um navegador a mostra, com scripts rodando. A página, tudo o que ela carrega e cada redirecionamento precisam estar em um endereço público; uma captura tem um limite de tempo, bytes e páginas.
tool-url-to-pdf-param-preset = Papel: a4 ou letter

## url-to-png

tool-url-to-png-title = Captura de tela de página web
tool-url-to-png-desc = Uma captura PNG de uma página web pública: a página inteira ou a primeira tela (preset), com largura e altura de janela em pixels CSS e uma escala de dispositivo (factor). As mesmas regras de endereço e limites de Página web para PDF.
tool-url-to-png-param-preset = full: a página inteira; viewport: só a primeira tela
tool-url-to-png-param-width = Largura da janela em pixels CSS
tool-url-to-png-param-height = Altura da janela em pixels CSS
tool-url-to-png-param-factor = Escala do dispositivo: pixels de imagem por pixel CSS

## html-to-pdf-browser

tool-html-to-pdf-browser-title = HTML para PDF (navegador)
tool-html-to-pdf-browser-desc = Imprime um arquivo HTML em PDF como um navegador o renderiza, com scripts rodando, sem rede nenhuma: toda imagem, estilo, frame ou requisição que a página pedir de qualquer lugar é recusada (estilos, scripts e imagens data: embutidos funcionam).
tool-html-to-pdf-browser-param-preset = Papel: a4 ou letter

## markdown-to-html

tool-markdown-to-html-title = Markdown para HTML
tool-markdown-to-html-desc = Transforma um arquivo Markdown no estilo GitHub (tabelas, listas de tarefas, blocos de código) em uma página HTML com sua folha de estilo; blocos de código são destacados. Nada a que o texto aponta é buscado.

## markdown-to-pdf

tool-markdown-to-pdf-title = Markdown para PDF
tool-markdown-to-pdf-desc = Diagrama um arquivo Markdown no estilo GitHub em páginas A4 ou Letter, com código destacado, sem navegador: nenhum script roda e nenhuma imagem ou estilo é buscado.
tool-markdown-to-pdf-param-preset = Papel: a4 ou letter

## mobi-to-pdf

tool-mobi-to-pdf-title = MOBI para PDF
tool-mobi-to-pdf-desc = Diagrama um e-book Kindle/Mobipocket (MOBI, sem DRM) em páginas A4 ou Letter.
tool-mobi-to-pdf-param-preset = Papel: a4 ou letter

## fb2-to-pdf

tool-fb2-to-pdf-title = FB2 para PDF
tool-fb2-to-pdf-desc = Diagrama um e-book FictionBook (FB2) em páginas A4 ou Letter, com as imagens do livro.
tool-fb2-to-pdf-param-preset = Papel: a4 ou letter

## cbz-to-pdf

tool-cbz-to-pdf-title = Quadrinhos (CBZ) para PDF
tool-cbz-to-pdf-desc = Coloca as imagens de um arquivo de quadrinhos (CBZ: um ZIP de páginas JPEG, PNG, GIF, WebP, BMP ou TIFF) em páginas de PDF, uma por página, em ordem de nome.

## pdf-to-cbz

tool-pdf-to-cbz-title = PDF para quadrinhos (CBZ)
tool-pdf-to-cbz-desc = Renderiza páginas de PDF como imagens JPEG em um arquivo de quadrinhos (CBZ) que leitores de quadrinhos abrem.
tool-pdf-to-cbz-param-pages = Páginas a renderizar, intervalos a partir de 1 como 1-3,5,9- (no máximo 100 páginas)
tool-pdf-to-cbz-param-level = Resolução em dpi (36–600)
tool-pdf-to-cbz-param-quality = Qualidade JPEG (1–100)

## eml-to-pdf

tool-eml-to-pdf-title = E-mail para PDF
tool-eml-to-pdf-desc = Imprime uma mensagem de e-mail (.eml) em PDF: De, Para, Cc, Data e Assunto, o corpo (HTML sem buscar nada de lugar nenhum, ou texto simples) e os anexos por nome e tamanho.
tool-eml-to-pdf-param-preset = Papel: a4 ou letter

## data-to-json

tool-data-to-json-title = Dados para JSON
tool-data-to-json-desc = Converte YAML, TOML, XML, CSV para JSON. Um CSV vira uma lista de registros com as chaves da linha de cabeçalho; atributos XML viram chaves que começam com @_. Arquivos de até 5 MB, aninhados em até 100 níveis; aliases YAML até 100; entidades XML nunca são expandidas.

## data-to-yaml

tool-data-to-yaml-title = Dados para YAML
tool-data-to-yaml-desc = Converte JSON, TOML, XML, CSV para YAML. As chaves mantêm a ordem. Arquivos de até 5 MB, aninhados em até 100 níveis; aliases YAML até 100; entidades XML nunca são expandidas.

## data-to-toml

tool-data-to-toml-title = Dados para TOML
tool-data-to-toml-desc = Converte JSON, YAML, XML, CSV para TOML. Uma lista no nível superior é escrita como tabelas [[item]]; TOML não tem null, então dados que o contenham são recusados. Arquivos de até 5 MB, aninhados em até 100 níveis; aliases YAML até 100; entidades XML nunca são expandidas.

## data-to-xml

tool-data-to-xml-title = Dados para XML
tool-data-to-xml-desc = Converte JSON, YAML, TOML, CSV para XML. Uma única chave no nível superior é o elemento raiz, o resto é envolvido em <root>; chaves que começam com @_ viram atributos. Arquivos de até 5 MB, aninhados em até 100 níveis; aliases YAML até 100; entidades XML nunca são expandidas.

## data-to-csv

tool-data-to-csv-title = Dados para CSV
tool-data-to-csv-desc = Converte JSON, YAML, TOML, XML para CSV. Recebe uma lista de registros (ou um mapa com uma lista); as colunas são todas as chaves encontradas, valores aninhados são escritos como JSON. Arquivos de até 5 MB, aninhados em até 100 níveis; aliases YAML até 100; entidades XML nunca são expandidas.

## msg-to-pdf

tool-msg-to-pdf-title = Mensagem do Outlook para PDF
tool-msg-to-pdf-desc = Imprime uma mensagem do Outlook (.msg) em PDF: remetente, destinatários, data e assunto, o corpo (HTML sem buscar nada de lugar nenhum, ou texto simples) e os anexos por nome e tamanho.
tool-msg-to-pdf-param-preset = Papel: a4 ou letter

## image-to-telegram-sticker

tool-image-to-telegram-sticker-title = Imagem para figurinha do Telegram
tool-image-to-telegram-sticker-desc = Uma figurinha estática do Telegram: PNG ou WebP, o lado maior com exatamente 512 px, no máximo 512 KB (uma animação dá o primeiro quadro).
tool-image-to-telegram-sticker-output = image/png ou image/webp (conforme format)
tool-image-to-telegram-sticker-param-format = Formato de saída: png ou webp

## video-to-telegram-sticker

tool-video-to-telegram-sticker-title = Vídeo ou GIF para figurinha de vídeo do Telegram
tool-video-to-telegram-sticker-desc = Uma figurinha de vídeo do Telegram: WebM VP9 sem som, o lado maior com exatamente 512 px, no máximo 3 s, 30 fps e 256 KB; um clipe mais longo é cortado nos primeiros 3 s, e o resultado avisa.

## image-to-discord-emoji

tool-image-to-discord-emoji-title = Imagem para emoji do Discord
tool-image-to-discord-emoji-desc = Um emoji do Discord de 128×128 e no máximo 256 KiB, sobre um quadrado transparente; GIF e WebP animados continuam animados.
tool-image-to-discord-emoji-output = image/gif, image/webp ou image/png (conforme a entrada)

## image-to-discord-sticker

tool-image-to-discord-sticker-title = Imagem para figurinha do Discord
tool-image-to-discord-sticker-desc = Uma figurinha do Discord de 320×320 e no máximo 512 KiB sobre um quadrado transparente: PNG, ou APNG a partir de um GIF (animação mantida).
tool-image-to-discord-sticker-output = image/apng para um GIF, senão image/png

## pdf-watermark

tool-pdf-watermark-title = Marca d'água em PDF (texto)
tool-pdf-watermark-desc = Escreve um texto nas páginas escolhidas, uma vez no meio ou em mosaico pela página, com um ângulo, uma cor e uma opacidade. O texto é desenhado com uma fonte padrão de PDF: letras latinas, dígitos e sinais comuns.
tool-pdf-watermark-param-text = As palavras a escrever (letras latinas, dígitos e sinais comuns)
tool-pdf-watermark-param-level = Tamanho da fonte em pontos (6–200)
tool-pdf-watermark-param-color = Cor como #rrggbb
tool-pdf-watermark-param-opacity = Opacidade de 0.05 (fraca) a 1 (sólida)
tool-pdf-watermark-param-degrees = Ângulo do texto em graus, no sentido anti-horário (−90 a 90)
tool-pdf-watermark-param-direction = center: uma vez no meio da página; tile: pela página inteira
tool-pdf-watermark-param-pages = Páginas, intervalos a partir de 1 como 1-3,5,9-

## pdf-redact

tool-pdf-redact-title = Tarjar PDF
tool-pdf-redact-desc = Remove todas as ocorrências de um texto (ou expressão regular) das páginas escolhidas: as palavras saem do conteúdo da página, então a extração de texto e a busca não as encontram mais, e uma tarja preta marca cada lugar.
tool-pdf-redact-param-text = O texto (ou padrão) a remover
tool-pdf-redact-param-match = ignore-case, exact (mesmas maiúsculas) ou regex (uma expressão regular, sem diferenciar maiúsculas)
tool-pdf-redact-param-pages = Páginas, intervalos a partir de 1 como 1-3,5,9-

## pdf-form-fields

tool-pdf-form-fields-title = Listar campos de formulário do PDF
tool-pdf-form-fields-desc = Lista os campos preenchíveis de um formulário PDF em JSON: nome, tipo, valor atual, opções e página de cada um.

## pdf-fill-form

tool-pdf-fill-form-title = Preencher formulário PDF
tool-pdf-fill-form-desc = Preenche um formulário PDF a partir de JSON (nome do campo → texto, uma opção, ou true/false para uma caixa de seleção); com preset=flatten os valores são gravados nas páginas e o formulário não pode mais ser editado.
tool-pdf-fill-form-param-fields = Os valores a definir: um objeto JSON de nome do campo → texto (uma opção pelo texto) ou true/false para uma caixa de seleção
tool-pdf-fill-form-param-preset = keep: o formulário continua preenchível; flatten: os valores passam a fazer parte da página

## pdf-protect

tool-pdf-protect-title = Proteger PDF com senha
tool-pdf-protect-desc = Criptografa o PDF com AES-256: `password` é necessária para abri-lo, e abri-lo permite o que `preset` diz: print (ver e imprimir, o padrão), view-only ou all. `owner_password` também remove esses limites; sem ela ninguém pode.
tool-pdf-protect-param-password = A senha que abre o PDF
tool-pdf-protect-param-owner_password = A senha que também remove os limites (padrão: uma aleatória que ninguém fica sabendo)
tool-pdf-protect-param-preset = O que abrir com `password` permite: print, view-only ou all

## pdf-unlock

tool-pdf-unlock-title = Desbloquear PDF
tool-pdf-unlock-desc = Remove a senha e os limites de um PDF, dada a senha dele (a que o abre ou a senha do proprietário).
tool-pdf-unlock-param-password = A senha do PDF

## subtitle-to-srt

tool-subtitle-to-srt-title = Legendas para SRT
tool-subtitle-to-srt-desc = Converte legendas SRT, WebVTT ou ASS para SRT, mantendo o tempo e o texto de cada fala (estilos ASS viram texto simples onde o destino não os tem).

## subtitle-to-vtt

tool-subtitle-to-vtt-title = Legendas para WebVTT
tool-subtitle-to-vtt-desc = Converte legendas SRT, WebVTT ou ASS para VTT, mantendo o tempo e o texto de cada fala (estilos ASS viram texto simples onde o destino não os tem).

## subtitle-to-ass

tool-subtitle-to-ass-title = Legendas para ASS
tool-subtitle-to-ass-desc = Converte legendas SRT, WebVTT ou ASS para ASS, mantendo o tempo e o texto de cada fala (estilos ASS viram texto simples onde o destino não os tem).

## subtitle-shift

tool-subtitle-shift-title = Deslocar tempo das legendas
tool-subtitle-shift-desc = Move cada fala para depois (offset positivo) ou antes (negativo), em segundos; uma fala movida para antes do início é descartada. Mantém o formato.
tool-subtitle-shift-output = igual à entrada
tool-subtitle-shift-param-offset = Segundos para mover cada fala, ex. 2.5 ou -1.2

## video-extract-subtitles

tool-video-extract-subtitles-title = Extrair legendas
tool-video-extract-subtitles-desc = Salva a primeira faixa de legendas de um vídeo (MKV, MP4, WebM…) como SRT, WebVTT ou ASS.
tool-video-extract-subtitles-output = application/x-subrip, text/vtt ou text/x-ssa (conforme format)
tool-video-extract-subtitles-param-format = Formato da legenda: srt, vtt ou ass

## ocr-image layout, cbr-to-pdf (merged with the documents leftovers)

tool-ocr-image-param-layout = block (um bloco de texto, lido de lado a lado da página) ou columns (encontra as colunas de texto e lê uma de cada vez)
tool-cbr-to-pdf-title = Quadrinho (CBR) para PDF
tool-cbr-to-pdf-desc = Coloca as imagens de um arquivo de quadrinhos RAR (CBR, RAR4 ou RAR5, com páginas JPEG, PNG, GIF, WebP ou TIFF) em páginas PDF, uma por página, em ordem de nome.

## image watermark, video watermark, JPEG XL, HEIC bursts

tool-image-convert-jpg-output = image/jpeg, ou application/zip (images=all em um HEIC)
tool-image-convert-jpg-param-images = Para um HEIC com várias fotos (uma sequência): primary (o padrão) ou all (todas em um ZIP)
tool-image-convert-png-output = image/png, ou application/zip (images=all em um HEIC)
tool-image-convert-png-param-images = Para um HEIC com várias fotos (uma sequência): primary (o padrão) ou all (todas em um ZIP)
tool-image-watermark-title = Marca d'água em imagem
tool-image-watermark-desc = Carimba um texto (DejaVu sans, serif ou mono, em qualquer cor e opacidade) ou um logotipo enviado como segunda imagem sobre uma imagem: em um canto, no meio ou em mosaico sobre ela. Animações recebem a marca em cada quadro.
tool-image-watermark-output = igual à entrada
tool-image-watermark-param-text = As palavras a carimbar (quebras de linha permitidas); deixe vazio para carimbar o segundo arquivo, um logotipo
tool-image-watermark-param-font = Fonte: sans, serif ou mono (DejaVu)
tool-image-watermark-param-level = Altura do texto, ou largura do logotipo, em porcentagem da imagem (1–50)
tool-image-watermark-param-color = Cor do texto como #rrggbb
tool-image-watermark-param-opacity = Opacidade de 0.05 (fraca) a 1 (sólida)
tool-image-watermark-param-direction = Onde: um canto, center ou tile (repetido sobre a imagem)
tool-video-watermark-title = Marca d'água em vídeo
tool-video-watermark-desc = Carimba um texto (DejaVu sans, serif ou mono, em qualquer cor e opacidade) ou um logotipo enviado como segundo arquivo (PNG, JPEG, WebP, GIF) em cada quadro de um vídeo: em um canto, no meio ou em mosaico sobre ele. O som é mantido.
tool-video-watermark-output = igual à entrada
tool-video-watermark-param-text = As palavras a carimbar (quebras de linha permitidas); deixe vazio para carimbar o segundo arquivo, um logotipo
tool-video-watermark-param-font = Fonte: sans, serif ou mono (DejaVu)
tool-video-watermark-param-level = Altura do texto, ou largura do logotipo, em porcentagem da imagem (1–50)
tool-video-watermark-param-color = Cor do texto como #rrggbb
tool-video-watermark-param-opacity = Opacidade de 0.05 (fraca) a 1 (sólida)
tool-video-watermark-param-direction = Onde: um canto, center ou tile (repetido sobre a imagem)
tool-image-convert-jxl-title = Converter imagem para JPEG XL
tool-image-convert-jxl-desc = Converte uma imagem para JPEG XL: com perdas na qualidade escolhida, ou sem perdas na qualidade 100. Das animações fica o primeiro quadro.
tool-image-convert-jxl-param-quality = Qualidade 1-100; 100 é sem perdas
tool-image-convert-jxl-param-level = Esforço 1-9: maior é menor e mais lento

## make it fit (GIF, audio, PDF), subtitles, archives, PDF/A, signing

tool-pdf-compress-param-target_size = Maior resultado em bytes, ou uma predefinição: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-mp3-param-target_size = Maior resultado em bytes, ou uma predefinição: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-ogg-param-target_size = Maior resultado em bytes, ou uma predefinição: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-opus-param-target_size = Maior resultado em bytes, ou uma predefinição: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-m4a-param-target_size = Maior resultado em bytes, ou uma predefinição: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-aac-param-target_size = Maior resultado em bytes, ou uma predefinição: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-wma-param-target_size = Maior resultado em bytes, ou uma predefinição: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-video-to-gif-param-target_size = Maior resultado em bytes, ou uma predefinição: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

tool-video-add-subtitles-title = Adicionar legendas
tool-video-add-subtitles-desc = Adiciona a um vídeo um arquivo de legendas (SRT, WebVTT ou ASS, o segundo arquivo) como uma faixa que o espectador pode ativar, com seu idioma: MKV mantém o formato da legenda, MP4 grava mov_text. Imagem e som são copiados como estão.
tool-video-add-subtitles-output = video/x-matroska ou video/mp4 (conforme format)
tool-video-add-subtitles-param-format = Contêiner: mkv ou mp4
tool-video-add-subtitles-param-lang = Idioma das legendas, ISO 639-2 (eng, deu, fra…; und: não informado)

tool-video-burn-subtitles-title = Embutir legendas
tool-video-burn-subtitles-desc = Desenha um arquivo de legendas (SRT, WebVTT ou ASS, o segundo arquivo) na imagem de um vídeo, para que qualquer player as mostre; estilos e posições ASS são mantidos (fontes embutidas no arquivo ASS não são usadas). MP4 H.264/AAC.

tool-archive-to-zip-title = Descompactar um arquivo
tool-archive-to-zip-desc = Descompacta um ZIP, 7z, RAR, tar, tar.gz, tar.xz ou tar.zst (ou um único arquivo gzip, zstd ou xz) e devolve seus arquivos em um ZIP, mantendo as pastas. No máximo 1000 arquivos e 256 MB descompactados; links, entradas criptografadas, caminhos que saem do arquivo e nomes repetidos são recusados.

tool-archive-list-title = Listar um arquivo compactado
tool-archive-list-desc = Lista os arquivos de um ZIP, 7z, RAR, tar, tar.gz, tar.xz ou tar.zst em JSON (nome e tamanho descompactado), com os mesmos limites de archive-to-zip.

tool-pdf-to-pdfa-title = PDF para PDF/A-2b
tool-pdf-to-pdfa-desc = Regrava um PDF como PDF/A-2b para arquivamento: fontes embutidas, cores com um output intent, a identificação PDF/A nos metadados XMP. As páginas são diagramadas de novo pela importação de PDF do LibreOffice, então o texto continua sendo texto, mas o espaçamento pode mudar. No máximo 100 páginas.

tool-pdf-sign-title = Assinar PDF
tool-pdf-sign-desc = Assina um PDF com o certificado e a chave de um arquivo PKCS#12 (.p12 ou .pfx, o segundo arquivo) e sua `password`: uma assinatura (adbe.pkcs7.detached) sobre o arquivo inteiro, verificada por leitores e validadores de PDF. Invisível por padrão; preset=visible acrescenta em uma página um quadro que mostra quem assinou (o nome do certificado), quando e o motivo informado em text.
tool-pdf-sign-param-password = A senha do arquivo PKCS#12 (vazia se não tiver)

# Keep or strip metadata on the image tools (issue 39)
tool-image-convert-jpg-param-metadata = strip (o padrão) remove EXIF, XMP, IPTC e o perfil de cor; keep os mantém no resultado
tool-image-convert-png-param-metadata = strip (o padrão) remove EXIF, XMP, IPTC e o perfil de cor; keep os mantém no resultado
tool-image-convert-webp-param-metadata = strip (o padrão) remove EXIF, XMP, IPTC e o perfil de cor; keep os mantém no resultado
tool-image-convert-avif-param-metadata = strip (o padrão) remove EXIF, XMP, IPTC e o perfil de cor; keep os mantém no resultado
tool-image-resize-param-metadata = strip (o padrão) remove EXIF, XMP, IPTC e o perfil de cor; keep os mantém no resultado
tool-image-compress-param-metadata = strip (o padrão) remove EXIF, XMP, IPTC e o perfil de cor; keep os mantém no resultado

# Assinatura visível no pdf-sign (issue 39)
tool-pdf-sign-param-preset = invisible: a assinatura fica só no arquivo; visible: um quadro na página mostra quem assinou, quando e por quê
tool-pdf-sign-param-pages = A página em que vai a assinatura visível: um número de página (1 é a primeira) ou last
tool-pdf-sign-param-direction = Onde vai a assinatura visível: bottom-right, bottom-left, top-right, top-left ou center
tool-pdf-sign-param-text = O motivo da assinatura, gravado na assinatura e mostrado no quadro visível
# HEIC output (issue 39)
tool-image-convert-heic-title = Converter imagem para HEIC
tool-image-convert-heic-desc = Converte uma imagem para HEIC (HEVC em HEIF), o formato das fotos de celular. A transparência é colocada sobre branco; das animações fica o primeiro quadro.
tool-image-convert-heic-param-quality = Qualidade 1-100, maior é melhor
tool-image-convert-heic-param-target_size = Maior resultado em bytes, ou uma predefinição: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
# Archive creation (issue 39, item 5)
tool-archive-create-zip-title = Criar um ZIP
tool-archive-create-zip-desc = Empacota os arquivos enviados, de qualquer tipo, em um ZIP (comprimido com deflate; arquivos já comprimidos, como JPEG, MP4 ou PDF, guardados como estão), cada um com o nome com que foi enviado (sem pastas; um nome repetido recebe o número " (2)"). No máximo 1000 arquivos e 256 MB no total, para que o archive-to-zip possa descompactá-lo de novo.
tool-archive-create-7z-title = Criar um arquivo 7z
tool-archive-create-7z-desc = Empacota os arquivos enviados, de qualquer tipo, em um arquivo 7z (comprimido com deflate; arquivos já comprimidos guardados como estão), cada um com o nome com que foi enviado (sem pastas; um nome repetido recebe o número " (2)"). No máximo 1000 arquivos e 256 MB no total, para que o archive-to-zip possa descompactá-lo de novo.
tool-archive-create-targz-title = Criar um tar.gz
tool-archive-create-targz-desc = Empacota os arquivos enviados, de qualquer tipo, em um tar.gz (um tar comprimido com gzip), cada um com o nome com que foi enviado (sem pastas; um nome repetido recebe o número " (2)"). No máximo 1000 arquivos e 256 MB no total, para que o archive-to-zip possa descompactá-lo de novo.

## metadata=keep|strip on HEIC and JPEG XL output (issue 39)

tool-image-convert-jxl-param-metadata = strip (o padrão) remove EXIF, XMP, IPTC e o perfil de cor; keep os mantém no resultado
tool-image-convert-heic-param-metadata = strip (o padrão) remove EXIF, XMP, IPTC e o perfil de cor; keep os mantém no resultado
