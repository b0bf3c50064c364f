# gametools message catalogue, the tools' words: Turkish (tr), translated from en.tools.ftl. Conventions: see the
# headers of en.ftl and en.tools.ftl.
#
# Translators' notes (tr):
# - Who: gametools translators (machine-assisted, review welcome).
# - Register: as in tr.ftl; tool titles are imperatives ("Görseli kırp") or "X'den Y'ye" for conversions.
# - Kept in English: format and codec names, the units parameters are given in (px, dB, kbit/s, LUFS, dpi), the
#   values a parameter takes (keep, fit, a4, inside, cover…), and parameter names quoted in descriptions (start,
#   end, level, gain_db, fps, factor, width, preset, password). Suffixes after a format name take an apostrophe
#   (PDF'e, PNG'ye), as Turkish writes them after abbreviations.
# - Terms: frame (video) = kare, bitrate = bit hızı, loudness = ses yüksekliği (LUFS), thumbnail = küçük resim.

## image-convert-jpg

tool-image-convert-jpg-title = Görseli JPG'ye dönüştür
tool-image-convert-jpg-desc = Bir görseli mozjpeg ile JPEG'e dönüştürür; saydamlığı beyaz zemine yerleştirir.
tool-image-convert-jpg-param-quality = Kalite 1-100, yüksek olan daha iyi
tool-image-convert-jpg-param-target_size = Bayt cinsinden en büyük sonuç veya bir ön ayar: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-png

tool-image-convert-png-title = Görseli PNG'ye dönüştür
tool-image-convert-png-desc = Bir görseli seçilen zlib sıkıştırma düzeyinde kayıpsız PNG'ye dönüştürür.
tool-image-convert-png-param-level = zlib sıkıştırma düzeyi 0-9

## image-convert-webp

tool-image-convert-webp-title = Görseli WebP'ye dönüştür
tool-image-convert-webp-desc = Bir görseli kayıplı veya kayıpsız WebP'ye dönüştürür, animasyonun karelerini korur.
tool-image-convert-webp-param-quality = Kalite 1-100, yüksek olan daha iyi
tool-image-convert-webp-param-preset = lossy (kayıplı) veya lossless (kayıpsız) WebP
tool-image-convert-webp-param-target_size = Bayt cinsinden en büyük sonuç veya bir ön ayar: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-avif

tool-image-convert-avif-title = Görseli AVIF'e dönüştür
tool-image-convert-avif-desc = Bir görseli AVIF'e (HEIF içinde AV1) dönüştürür; aynı kalitede genellikle JPEG'den çok daha küçüktür.
tool-image-convert-avif-param-quality = Kalite 1-100, yüksek olan daha iyi
tool-image-convert-avif-param-target_size = Bayt cinsinden en büyük sonuç veya bir ön ayar: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-convert-gif

tool-image-convert-gif-title = Görseli GIF'e dönüştür
tool-image-convert-gif-desc = Bir görseli 256 renkli GIF'e dönüştürür, animasyonlu WebP veya GIF'in karelerini korur.

## image-convert-ico

tool-image-convert-ico-title = Görseli ICO'ya dönüştür
tool-image-convert-ico-desc = Seçilen boyutta kare bir Windows simgesi (gömülü PNG içeren .ico) yapar, kare olmayan görselleri doldurur.
tool-image-convert-ico-param-width = Piksel cinsinden simge boyutu (kare)

## image-convert-bmp

tool-image-convert-bmp-title = Görseli BMP'ye dönüştür
tool-image-convert-bmp-desc = Bir görseli sıkıştırılmamış Windows bitmap'ine dönüştürür (24 bit veya saydamlık varsa 32 bit).

## svg-to-png

tool-svg-to-png-title = SVG'den PNG'ye
tool-svg-to-png-desc = Bir SVG çizimini seçilen genişlikte PNG olarak işler, saydamlığı korur.
tool-svg-to-png-param-width = Piksel cinsinden çıktı genişliği
tool-svg-to-png-param-height = Piksel cinsinden çıktı yüksekliği; verilmezse en-boy oranı korunur, verilirse sığdırmak için doldurulur

## image-resize

tool-image-resize-title = Görseli yeniden boyutlandır
tool-image-resize-desc = Bir görseli seçilen sığdırma biçimiyle bir genişliğe (ve isteğe bağlı yüksekliğe) boyutlandırır, biçimini korur.
tool-image-resize-output = girdiyle aynı
tool-image-resize-param-width = Piksel cinsinden hedef genişlik
tool-image-resize-param-height = Piksel cinsinden hedef yükseklik; verilmezse en-boy oranı korunur
tool-image-resize-param-preset = Görselin kutuya nasıl sığacağı: inside, cover, contain, fill veya outside

## image-crop

tool-image-crop-title = Görseli kırp
tool-image-crop-desc = Sol üst köşesi ve piksel cinsinden boyutuyla verilen bir dikdörtgeni keser.
tool-image-crop-output = girdiyle aynı
tool-image-crop-param-x = Soldan piksel cinsinden sol kenar
tool-image-crop-param-y = Üstten piksel cinsinden üst kenar
tool-image-crop-param-crop_width = Piksel cinsinden dikdörtgen genişliği
tool-image-crop-param-crop_height = Piksel cinsinden dikdörtgen yüksekliği

## image-rotate

tool-image-rotate-title = Görseli döndür
tool-image-rotate-desc = Bir görseli saat yönünde döndürür; dik açılar dışında köşeler saydam doldurulur (JPEG'de beyaz).
tool-image-rotate-output = girdiyle aynı
tool-image-rotate-param-degrees = Derece cinsinden saat yönünde açı

## image-flip

tool-image-flip-title = Görseli çevir
tool-image-flip-desc = Bir görseli soldan sağa, yukarıdan aşağıya veya her ikisine göre aynalar.
tool-image-flip-output = girdiyle aynı
tool-image-flip-param-direction = horizontal, vertical veya both

## image-compress

tool-image-compress-title = Görseli sıkıştır
tool-image-compress-desc = Bir görsel dosyasını kayıplı kodlamayla küçültür (mozjpeg, paletli PNG, WebP veya AVIF).
tool-image-compress-output = girdiyle aynı
tool-image-compress-param-quality = Kalite 1-100, düşük olan daha küçük dosya verir
tool-image-compress-param-format = Çıktı biçimi: keep, jpg, webp, avif veya png
tool-image-compress-param-target_size = Bayt cinsinden en büyük sonuç veya bir ön ayar: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## image-blur

tool-image-blur-title = Görseli bulanıklaştır
tool-image-blur-desc = Seçilen güçte (sigma) Gauss bulanıklığı uygular.
tool-image-blur-output = girdiyle aynı
tool-image-blur-param-level = Gauss sigma 0.3-100

## image-sharpen

tool-image-sharpen-title = Görseli keskinleştir
tool-image-sharpen-desc = Bir görseli seçilen yarıçapta (sigma) keskinlik maskesiyle keskinleştirir.
tool-image-sharpen-output = girdiyle aynı
tool-image-sharpen-param-level = Keskinleştirme sigma 0.01-10

## image-grayscale

tool-image-grayscale-title = Gri tonlamalı görsel
tool-image-grayscale-desc = Bir görseli gri tonlarına çevirir.
tool-image-grayscale-output = girdiyle aynı

## image-invert

tool-image-invert-title = Renkleri ters çevir
tool-image-invert-desc = Bir görselin renklerini ters çevirir (negatif), saydamlığı olduğu gibi bırakır.
tool-image-invert-output = girdiyle aynı

## image-brightness

tool-image-brightness-title = Parlaklığı ayarla
tool-image-brightness-desc = Bir görselin parlaklığını bir katsayıyla çarpar (1'in altı daha koyu, üstü daha açık).
tool-image-brightness-output = girdiyle aynı
tool-image-brightness-param-factor = Parlaklık çarpanı 0-4

## image-saturation

tool-image-saturation-title = Doygunluğu ayarla
tool-image-saturation-desc = Bir görselin renk doygunluğunu bir katsayıyla çarpar (0 tüm rengi kaldırır).
tool-image-saturation-output = girdiyle aynı
tool-image-saturation-param-factor = Doygunluk çarpanı 0-4

## image-sepia

tool-image-sepia-title = Sepya tonu
tool-image-sepia-desc = Bir görsele eski bir fotoğrafın sıcak kahverengi tonunu verir.
tool-image-sepia-output = girdiyle aynı

## image-pixelate

tool-image-pixelate-title = Görseli pikselleştir
tool-image-pixelate-desc = Bir görseli seçilen boyutta iri kare bloklara çevirir.
tool-image-pixelate-output = girdiyle aynı
tool-image-pixelate-param-level = Piksel cinsinden blok boyutu 2-200

## image-round-corners

tool-image-round-corners-title = Köşeleri yuvarla
tool-image-round-corners-desc = Bir görselin köşelerini bir yarıçapla keser ve saydam bırakır, PNG veya WebP olarak.
tool-image-round-corners-param-level = Piksel cinsinden köşe yarıçapı
tool-image-round-corners-param-format = Çıktı biçimi: png veya webp

## image-add-border

tool-image-add-border-title = Kenarlık ekle
tool-image-add-border-desc = Her kenara aynı genişlikte beyaz, siyah veya saydam bir kenarlık ekler.
tool-image-add-border-output = girdiyle aynı
tool-image-add-border-param-level = Piksel cinsinden kenarlık genişliği
tool-image-add-border-param-preset = Kenarlık rengi

## image-trim

tool-image-trim-title = Görsel kenarlarını kırp
tool-image-trim-desc = Rengi bir eşik içinde sol üst piksele uyan tek düze kenarı kaldırır.
tool-image-trim-output = girdiyle aynı
tool-image-trim-param-level = Renk farkı eşiği 0-255

## image-upscale

tool-image-upscale-title = Görseli büyüt
tool-image-upscale-desc = Bir görseli Lanczos enterpolasyonuyla bir katsayı kadar büyütür (klasik yeniden örnekleme, yapay zekâ değil).
tool-image-upscale-output = girdiyle aynı
tool-image-upscale-param-factor = Ölçek katsayısı 1-4

## image-strip-metadata

tool-image-strip-metadata-title = Görsel meta verilerini kaldır
tool-image-strip-metadata-desc = EXIF (kamera, GPS), XMP, IPTC ve ICC verilerini kaldırır, önce görseli düzeltir.
tool-image-strip-metadata-output = girdiyle aynı

## image-metadata

tool-image-metadata-title = Görsel bilgileri
tool-image-metadata-desc = Bir görselin biçimini, boyutunu, renk uzayını, yönünü, karelerini ve kanal başına istatistiklerini JSON olarak listeler.

## image-favicon-set

tool-image-favicon-set-title = Favicon seti
tool-image-favicon-set-desc = Favicon PNG'leri (16 ile 512 px arası), bir Apple touch simgesi ve çok boyutlu bir favicon.ico yapar, ZIP içinde.

## pdf-to-png

tool-pdf-to-png-title = PDF'den PNG'ye
tool-pdf-to-png-desc = PDF sayfalarını PNG görsellerine işler (sayfa başına bir tane, ZIP içinde).
tool-pdf-to-png-param-pages = İşlenecek sayfalar, 1'den başlayan aralıklar, örn. 1-3,5,9- (en fazla 100 sayfa)
tool-pdf-to-png-param-level = dpi cinsinden çözünürlük (36–600)

## pdf-to-jpg

tool-pdf-to-jpg-title = PDF'den JPG'ye
tool-pdf-to-jpg-desc = PDF sayfalarını JPEG görsellerine işler (sayfa başına bir tane, ZIP içinde).
tool-pdf-to-jpg-param-pages = İşlenecek sayfalar, 1'den başlayan aralıklar, örn. 1-3,5,9- (en fazla 100 sayfa)
tool-pdf-to-jpg-param-level = dpi cinsinden çözünürlük (36–600)
tool-pdf-to-jpg-param-quality = JPEG kalitesi (1–100)

## pdf-to-webp

tool-pdf-to-webp-title = PDF'den WebP'ye
tool-pdf-to-webp-desc = PDF sayfalarını WebP görsellerine işler (sayfa başına bir tane, ZIP içinde).
tool-pdf-to-webp-param-pages = İşlenecek sayfalar, 1'den başlayan aralıklar, örn. 1-3,5,9- (en fazla 100 sayfa)
tool-pdf-to-webp-param-level = dpi cinsinden çözünürlük (36–600)
tool-pdf-to-webp-param-quality = WebP kalitesi (1–100)

## pdf-thumbnail

tool-pdf-thumbnail-title = PDF küçük resmi
tool-pdf-thumbnail-desc = Bir PDF sayfasının küçük bir görseli (varsayılan olarak ilk sayfa).
tool-pdf-thumbnail-param-pages = Gösterilecek sayfa (tek bir sayfa numarası)
tool-pdf-thumbnail-param-width = px cinsinden küçük resim genişliği (32–2000)
tool-pdf-thumbnail-param-format = Görsel biçimi: png, jpg veya webp

## pdf-to-text

tool-pdf-to-text-title = PDF'den metne
tool-pdf-to-text-desc = PDF sayfalarının metnini UTF-8 düz metin olarak çıkarır (sayfalar sayfa sonu karakteriyle ayrılır).
tool-pdf-to-text-param-pages = Sayfalar, 1'den başlayan aralıklar, örn. 1-3,5,9-

## pdf-to-html

tool-pdf-to-html-title = PDF'den HTML'ye
tool-pdf-to-html-desc = PDF sayfalarını, metni sayfadaki gibi yerleşmiş tek ve bağımsız bir HTML dosyasına dönüştürür.
tool-pdf-to-html-param-pages = Sayfalar, 1'den başlayan aralıklar, örn. 1-3,5,9-

## pdf-split-pages

tool-pdf-split-pages-title = PDF'i sayfalara böl
tool-pdf-split-pages-desc = Sayfa başına bir PDF (tüm sayfalar veya seçilenler), ZIP olarak teslim edilir.
tool-pdf-split-pages-param-pages = Sayfalar, 1'den başlayan aralıklar, örn. 1-3,5,9-

## pdf-extract-pages

tool-pdf-extract-pages-title = PDF sayfalarını çıkar
tool-pdf-extract-pages-desc = Yalnızca seçilen sayfaları belge sırasıyla içeren yeni bir PDF.
tool-pdf-extract-pages-param-pages = Tutulacak sayfalar, örn. 1-3,5 (zorunlu)

## pdf-remove-pages

tool-pdf-remove-pages-title = PDF sayfalarını kaldır
tool-pdf-remove-pages-desc = Seçilen sayfalar olmadan PDF (en az bir sayfa kalmalı).
tool-pdf-remove-pages-param-pages = Kaldırılacak sayfalar, örn. 2,4-6 (zorunlu)

## pdf-rotate

tool-pdf-rotate-title = PDF sayfalarını döndür
tool-pdf-rotate-desc = Sayfaları saat yönünde 90, 180 veya 270 derece döndürür (-90 saat yönünün tersine döndürür), mevcut döndürmelerine eklenir.
tool-pdf-rotate-param-degrees = Saat yönünde döndürme: 90, 180, 270 veya -90
tool-pdf-rotate-param-pages = Sayfalar, 1'den başlayan aralıklar, örn. 1-3,5,9-

## pdf-crop

tool-pdf-crop-title = PDF sayfalarını kırp
tool-pdf-crop-desc = Sayfaların görünür alanını ayarlar: gösterildiği hâliyle sayfanın sol üst köşesinden nokta cinsinden x, y, genişlik ve yükseklik.
tool-pdf-crop-param-x = Sayfanın solundan nokta cinsinden sol kenar
tool-pdf-crop-param-y = Sayfanın üstünden nokta cinsinden üst kenar
tool-pdf-crop-param-crop_width = Nokta cinsinden genişlik
tool-pdf-crop-param-crop_height = Nokta cinsinden yükseklik
tool-pdf-crop-param-pages = Sayfalar, 1'den başlayan aralıklar, örn. 1-3,5,9-

## pdf-compress

tool-pdf-compress-title = PDF'i sıkıştır (kayıpsız)
tool-pdf-compress-desc = PDF'i yinelenen nesneleri birleştirip akışları, yazı tiplerini ve görselleri yeniden sıkıştırarak yeniden yazar; görünen hiçbir şey değişmez. level 1–4, kullanılmayan ve yinelenen nesnelerin ne kadar titizlikle aranacağını belirler. target_size ile görseller, dosya sığana kadar adım adım küçültülür ve JPEG olarak yazılır.
tool-pdf-compress-param-level = Çöp toplama düzeyi (1–4)

## pdf-rasterize-compress

tool-pdf-rasterize-compress-title = PDF'i sıkıştır (rasterleştir)
tool-pdf-rasterize-compress-desc = Her sayfayı kendi JPEG görseliyle değiştirir: taramalar için çok daha küçük, ama metin artık seçilemez.
tool-pdf-rasterize-compress-param-level = dpi cinsinden çözünürlük (50–300)
tool-pdf-rasterize-compress-param-quality = JPEG kalitesi (1–100)

## pdf-grayscale

tool-pdf-grayscale-title = Gri tonlamalı PDF
tool-pdf-grayscale-desc = Her sayfayı gri tonlarında işler (görsel olarak: metin artık seçilemez).
tool-pdf-grayscale-param-level = dpi cinsinden çözünürlük (36–600)
tool-pdf-grayscale-param-quality = JPEG kalitesi (1–100)

## pdf-metadata

tool-pdf-metadata-title = PDF meta verileri
tool-pdf-metadata-desc = Başlık, yazar, tarihler, üretici, sayfa sayısı ve boyutları, şifreleme, form alanları ve notlar, JSON olarak. Parola korumalı bir PDF şifreli olarak bildirilir.

## pdf-strip-metadata

tool-pdf-strip-metadata-title = PDF meta verilerini kaldır
tool-pdf-strip-metadata-desc = PDF'ten başlığı, yazarı, tarihleri, üreticiyi ve XMP meta verilerini kaldırır.

## pdf-repair

tool-pdf-repair-title = PDF'i onar
tool-pdf-repair-desc = Hasarlı veya kesik bir PDF'in yapısını yeniden kurar ve kurtarılabileni temiz bir kopya olarak kaydeder.

## pdf-flatten

tool-pdf-flatten-title = PDF'i düzleştir
tool-pdf-flatten-desc = Notları ve doldurulmuş form alanlarını sayfalara işler; artık düzenlenemezler.

## pdf-remove-annotations

tool-pdf-remove-annotations-title = PDF notlarını kaldır
tool-pdf-remove-annotations-desc = Seçilen sayfalardan yorumları, vurguları, çizimleri ve diğer notları siler; form alanları kalır.
tool-pdf-remove-annotations-param-pages = Sayfalar, 1'den başlayan aralıklar, örn. 1-3,5,9-

## pdf-add-page-numbers

tool-pdf-add-page-numbers-title = Sayfa numarası ekle
tool-pdf-add-page-numbers-desc = Seçilen sayfalara, `start` değerinden saymaya başlayarak, her sayfa gösterildiği gibi dik duran sayfa numaraları yazar.
tool-pdf-add-page-numbers-param-direction = Numaranın yeri: üstte veya altta, solda, ortada veya sağda
tool-pdf-add-page-numbers-param-level = Nokta cinsinden yazı boyutu (6–48)
tool-pdf-add-page-numbers-param-start = İlk numaralı sayfanın numarası
tool-pdf-add-page-numbers-param-pages = Sayfalar, 1'den başlayan aralıklar, örn. 1-3,5,9-

## pdf-n-up

tool-pdf-n-up-title = N-up (yaprak başına sayfa)
tool-pdf-n-up-desc = Her A4 veya Letter yaprağına 2, 4, 6 veya 9 sayfa yerleştirir, sığacak şekilde ölçekler.
tool-pdf-n-up-param-level = Yaprak başına sayfa: 2, 4, 6 veya 9
tool-pdf-n-up-param-preset = Yaprak boyutu: a4 veya letter

## pdf-page-size

tool-pdf-page-size-title = PDF sayfa boyutunu değiştir
tool-pdf-page-size-desc = Her sayfayı A3, A4, A5, Letter, Legal veya Tabloid boyutuna getirir (yönü korunur), içerik sığacak şekilde ölçeklenir ve ortalanır.
tool-pdf-page-size-param-preset = Kâğıt: a3, a4, a5, letter, legal veya tabloid

## pdf-extract-images

tool-pdf-extract-images-title = PDF'ten görselleri çıkar
tool-pdf-extract-images-desc = Seçilen sayfalardaki her ayrı görsel, kendi çözünürlüğünde PNG olarak, ZIP içinde (en fazla 500 görsel).
tool-pdf-extract-images-param-pages = Sayfalar, 1'den başlayan aralıklar, örn. 1-3,5,9-

## pdf-remove-blank-pages

tool-pdf-remove-blank-pages-title = Boş sayfaları kaldır
tool-pdf-remove-blank-pages-desc = (Neredeyse) tek düze sayfaları atar. level, bir sayfanın gri düzeylerinin hâlâ boş sayılan en büyük standart sapmasıdır (0–64, 36 dpi'da): 0 yalnızca tamamen boş sayfaları kaldırır.
tool-pdf-remove-blank-pages-param-level = Boş sayfa eşiği (0–64)

## image-to-pdf

tool-image-to-pdf-title = Görselden PDF'e
tool-image-to-pdf-desc = Bir görseli (JPEG, PNG, WebP, GIF, TIFF, AVIF; çok sayfalı bir TIFF'in veya animasyonlu GIF'in her karesi) PDF sayfalarına yerleştirir: fit = görselin kendi boyutunda sayfa, a4/letter = kâğıda ortalanmış.
tool-image-to-pdf-param-preset = Sayfa boyutu: fit, a4 veya letter
tool-image-to-pdf-param-quality = Görselin yeniden kodlanması gerektiğinde JPEG kalitesi

## txt-to-pdf

tool-txt-to-pdf-title = Metinden PDF'e
tool-txt-to-pdf-desc = UTF-8 düz metin dosyasını A4 veya Letter sayfalara dizer.
tool-txt-to-pdf-param-preset = Kâğıt: a4 veya letter

## html-to-pdf

tool-html-to-pdf-title = HTML'den PDF'e
tool-html-to-pdf-desc = Statik bir HTML sayfasını (HTML ve CSS; betik yok, hiçbir yerden görsel veya stil çekilmez) PDF olarak işler.
tool-html-to-pdf-param-preset = Kâğıt: a4 veya letter

## epub-to-pdf

tool-epub-to-pdf-title = EPUB'dan PDF'e
tool-epub-to-pdf-desc = Bir EPUB e-kitabını A4 veya Letter sayfalara dizer (kitabın içindeki resimler ve stiller kullanılır).
tool-epub-to-pdf-param-preset = Kâğıt: a4 veya letter

## audio-to-mp3

tool-audio-to-mp3-title = Sesi MP3'e
tool-audio-to-mp3-desc = Sesi (veya bir videonun sesini) LAME ile sabit bit hızında MP3'e dönüştürür.
tool-audio-to-mp3-param-bitrate = kbit/s cinsinden ses bit hızı (32–320; target_size ile kullanılacak en yüksek değer)

## audio-to-wav

tool-audio-to-wav-title = Sesi WAV'a
tool-audio-to-wav-desc = Sesi sıkıştırılmamış PCM WAV'a dönüştürür: 16 bit, 24 bit veya 8 bit işaretsiz.
tool-audio-to-wav-param-preset = Örnek biçimi: s16, s24 veya u8

## audio-to-ogg

tool-audio-to-ogg-title = Sesi OGG Vorbis'e
tool-audio-to-ogg-desc = Sesi Ogg Vorbis'e dönüştürür; bit hızı VBR kalitesini belirler (stereo 44,1 kHz için nominal).
tool-audio-to-ogg-param-bitrate = kbit/s cinsinden ses bit hızı (48–500; target_size ile kullanılacak en yüksek değer)

## audio-to-opus

tool-audio-to-opus-title = Sesi Opus'a
tool-audio-to-opus-desc = Sesi bir Ogg dosyasında Opus'a dönüştürür (kanal başına en fazla 256 kbit/s).
tool-audio-to-opus-param-bitrate = kbit/s cinsinden ses bit hızı (6–510; target_size ile kullanılacak en yüksek değer)

## audio-to-flac

tool-audio-to-flac-title = Sesi FLAC'a
tool-audio-to-flac-desc = Sesi kayıpsız FLAC'a dönüştürür; level sıkıştırma çabasıdır (0–12).
tool-audio-to-flac-param-level = FLAC sıkıştırma düzeyi (0–12)

## audio-to-m4a

tool-audio-to-m4a-title = Sesi M4A'ya (AAC)
tool-audio-to-m4a-desc = Sesi bir M4A dosyasında AAC'ye dönüştürür.
tool-audio-to-m4a-param-bitrate = kbit/s cinsinden ses bit hızı (32–320; target_size ile kullanılacak en yüksek değer)

## audio-to-aac

tool-audio-to-aac-title = Sesi AAC'ye
tool-audio-to-aac-desc = Sesi ham bir AAC (ADTS) akışına dönüştürür.
tool-audio-to-aac-param-bitrate = kbit/s cinsinden ses bit hızı (32–320; target_size ile kullanılacak en yüksek değer)

## audio-to-aiff

tool-audio-to-aiff-title = Sesi AIFF'e
tool-audio-to-aiff-desc = Sesi 16 bit PCM AIFF'e dönüştürür.

## audio-to-wma

tool-audio-to-wma-title = Sesi WMA'ya
tool-audio-to-wma-desc = Sesi Windows Media Audio 2'ye dönüştürür (en fazla stereo).
tool-audio-to-wma-param-bitrate = kbit/s cinsinden ses bit hızı (32–192; target_size ile kullanılacak en yüksek değer)

## audio-to-alac

tool-audio-to-alac-title = Sesi ALAC'a
tool-audio-to-alac-desc = Sesi bir M4A dosyasında Apple Lossless'a dönüştürür.

## audio-trim

tool-audio-trim-title = Sesi kırp
tool-audio-trim-desc = start ile end (saniye) arasındaki kısmı tutar; girdinin biçiminde yeniden kodlanır.
tool-audio-trim-output = girdiyle aynı
tool-audio-trim-param-start = Tutulan kısmın başlangıcı, saniye
tool-audio-trim-param-end = Tutulan kısmın sonu, saniye (start'tan sonra)

## audio-volume

tool-audio-volume-title = Ses düzeyini değiştir
tool-audio-volume-desc = Ses düzeyini gain_db desibel artırır veya azaltır.
tool-audio-volume-output = girdiyle aynı
tool-audio-volume-param-gain_db = dB cinsinden kazanç (−30 ile +30 arası)

## audio-normalize

tool-audio-normalize-title = Ses yüksekliğini normalleştir
tool-audio-normalize-desc = LUFS cinsinden hedef düzeye EBU R128 ses yüksekliği normalleştirmesi (iki geçiş: ölçüm, sonra tam kazanç; tepe −1,5 dBTP'yi aşacaksa ölçülen değerlerle loudnorm).
tool-audio-normalize-output = girdiyle aynı
tool-audio-normalize-param-level = Hedef bütünleşik ses yüksekliği, LUFS

## audio-speed

tool-audio-speed-title = Ses hızını değiştir
tool-audio-speed-desc = Perdeyi koruyarak factor kadar daha hızlı veya yavaş çalar.
tool-audio-speed-output = girdiyle aynı
tool-audio-speed-param-factor = Hız katsayısı (0.5–4)

## audio-pitch

tool-audio-pitch-title = Perdeyi değiştir
tool-audio-pitch-desc = Tempoyu koruyarak perdeyi factor kadar kaydırır (1.12 ≈ iki yarım ses yukarı).
tool-audio-pitch-output = girdiyle aynı
tool-audio-pitch-param-factor = Perde katsayısı (0.5–2)

## audio-reverse

tool-audio-reverse-title = Sesi tersine çevir
tool-audio-reverse-desc = Sesi geriye doğru çalar (en fazla 10 dakika: tüm klip bellekte tutulur).
tool-audio-reverse-output = girdiyle aynı

## audio-fade

tool-audio-fade-title = Sesi aç / kapat (fade)
tool-audio-fade-desc = İlk start saniye boyunca sesi açar, son end saniye boyunca kapatır.
tool-audio-fade-output = girdiyle aynı
tool-audio-fade-param-start = Açılma süresi, saniye (0 = yok)
tool-audio-fade-param-end = Kapanma süresi, saniye (0 = yok)

## audio-remove-silence

tool-audio-remove-silence-title = Sessizliği kaldır
tool-audio-remove-silence-desc = Baştaki sessizliği ve level dB altında kalan yarım saniyeden uzun her duraklamayı keser.
tool-audio-remove-silence-output = girdiyle aynı
tool-audio-remove-silence-param-level = Sessizlik eşiği, dB

## audio-noise-reduction

tool-audio-noise-reduction-title = Gürültüyü azalt
tool-audio-noise-reduction-desc = Gürültü tabanını izleyen FFT gürültü gidericisi; level dB cinsinden gürültü azaltmadır.
tool-audio-noise-reduction-output = girdiyle aynı
tool-audio-noise-reduction-param-level = Gürültü azaltma, dB (0.01–97)

## audio-bass-boost

tool-audio-bass-boost-title = Bas güçlendirme
tool-audio-bass-boost-desc = Alçak frekansları (100 Hz civarında raf) gain_db kadar yükseltir.
tool-audio-bass-boost-output = girdiyle aynı
tool-audio-bass-boost-param-gain_db = Bas kazancı, dB (0–20)

## audio-to-mono

tool-audio-to-mono-title = Mono'ya dönüştür
tool-audio-to-mono-desc = Tüm kanalları tek kanala karıştırır.
tool-audio-to-mono-output = girdiyle aynı

## audio-waveform-image

tool-audio-waveform-image-title = Dalga biçimi görseli
tool-audio-waveform-image-desc = Tüm parçanın dalga biçimini saydam arka planlı bir PNG olarak çizer.
tool-audio-waveform-image-param-width = Görsel genişliği, px (100–4000)
tool-audio-waveform-image-param-height = Görsel yüksekliği, px (50–2000)

## audio-spectrogram-image

tool-audio-spectrogram-image-title = Spektrogram görseli
tool-audio-spectrogram-image-desc = Tüm parçanın spektrogramını (zaman yatay, frekans dikey) tam o boyutta bir PNG olarak çizer.
tool-audio-spectrogram-image-param-width = Görsel genişliği, px (100–4000)
tool-audio-spectrogram-image-param-height = Görsel yüksekliği, px (50–2000)

## audio-metadata

tool-audio-metadata-title = Ses meta verileri
tool-audio-metadata-desc = Biçim, codec, süre, kanallar, etiketler ve bir ses yüksekliği özeti (EBU R128 ve düzey), JSON olarak.

## video-to-mp4

tool-video-to-mp4-title = Videoyu MP4'e
tool-video-to-mp4-desc = Videoyu tarayıcılar ve telefonlar için H.264/AAC MP4'e dönüştürür (yuv420p, hızlı başlatma).
tool-video-to-mp4-param-level = x264 CRF: düşük = daha iyi ve daha büyük (0–51)
tool-video-to-mp4-param-preset = x264 hız ön ayarı
tool-video-to-mp4-param-bitrate = AAC ses bit hızı, kbit/s
tool-video-to-mp4-param-target_size = Bayt cinsinden en büyük sonuç veya bir ön ayar: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-to-webm

tool-video-to-webm-title = Videoyu WebM'e
tool-video-to-webm-desc = Videoyu sabit kalite modunda VP9/Opus WebM'e dönüştürür.
tool-video-to-webm-param-level = VP9 CRF: düşük = daha iyi ve daha büyük (0–63)
tool-video-to-webm-param-preset = realtime = hızlı; good = daha yavaş, daha küçük

## video-to-mkv

tool-video-to-mkv-title = Videoyu MKV'ye
tool-video-to-mkv-desc = Videoyu Matroska'ya koyar: akışlar değiştirilmeden kopyalanır veya H.264/AAC'ye yeniden kodlanır.
tool-video-to-mkv-param-preset = copy = mümkünse akışları değiştirmeden yeniden paketle; encode = H.264/AAC

## video-to-mov

tool-video-to-mov-title = Videoyu MOV'a
tool-video-to-mov-desc = Videoyu QuickTime MOV'a koyar: codec'leri MOV'a uyuyorsa kopyalanır, yoksa H.264/AAC'ye yeniden kodlanır.
tool-video-to-mov-param-preset = copy = mümkünse akışları değiştirmeden yeniden paketle; encode = H.264/AAC

## video-to-avi

tool-video-to-avi-title = Videoyu AVI'ye
tool-video-to-avi-desc = Videoyu AVI içinde MP3 sesli MPEG-4 Part 2'ye (Xvid etiketi) dönüştürür.
tool-video-to-avi-param-level = MPEG-4 niceleyici: düşük = daha iyi (2–31)

## video-to-hevc

tool-video-to-hevc-title = Videoyu HEVC'ye (H.265)
tool-video-to-hevc-desc = Videoyu MP4 içinde AAC sesli H.265'e (hvc1) dönüştürür: aynı kalitede H.264'ün yaklaşık yarısı boyutunda.
tool-video-to-hevc-param-level = x265 CRF: düşük = daha iyi ve daha büyük (0–51)
tool-video-to-hevc-param-preset = x265 hız ön ayarı

## video-to-gif

tool-video-to-gif-title = Videoyu GIF'e
tool-video-to-gif-desc = 30 saniyeye kadar videoyu iyileştirilmiş paletli animasyonlu bir GIF'e çevirir.
tool-video-to-gif-param-fps = Saniyedeki kare sayısı (1–30)
tool-video-to-gif-param-width = Genişlik, px (16–1280; asla büyütülmez)
tool-video-to-gif-param-start = Klibin başlangıcı, saniye
tool-video-to-gif-param-end = Klibin sonu, saniye (varsayılan start + 10; start'tan en fazla 30 sn sonra)

## video-to-animated-webp

tool-video-to-animated-webp-title = Videoyu animasyonlu WebP'ye
tool-video-to-animated-webp-desc = 30 saniyeye kadar videoyu animasyonlu bir WebP'ye (kayıplı, döngülü) çevirir.
tool-video-to-animated-webp-param-fps = Saniyedeki kare sayısı (1–30)
tool-video-to-animated-webp-param-width = Genişlik, px (16–1280; asla büyütülmez)
tool-video-to-animated-webp-param-start = Klibin başlangıcı, saniye
tool-video-to-animated-webp-param-end = Klibin sonu, saniye (varsayılan start + 10; start'tan en fazla 30 sn sonra)
tool-video-to-animated-webp-param-quality = WebP kalitesi (1–100)

## video-extract-audio

tool-video-extract-audio-title = Sesi çıkar
tool-video-extract-audio-desc = Bir videonun sesini MP3, M4A, WAV, OGG, Opus veya FLAC olarak kaydeder; zaten o codec'teyse yeniden kodlamadan kopyalanır.
tool-video-extract-audio-param-format = Ses biçimi
tool-video-extract-audio-param-bitrate = Kayıplı biçimler için bit hızı, kbit/s (kopyalamada kullanılmaz)

## video-mute

tool-video-mute-title = Sesi kaldır
tool-video-mute-desc = Ses parçasını atar; görüntü değiştirilmeden kopyalanır.
tool-video-mute-output = girdiyle aynı

## video-trim

tool-video-trim-title = Videoyu kırp
tool-video-trim-desc = start..end saniyelerini tutar. fast = akış kopyası, start'tan önceki ana karede kesilir (biraz erken başlayabilir); accurate = yeniden kodlanır, kare hassasiyetinde.
tool-video-trim-output = girdiyle aynı
tool-video-trim-param-start = Tutulan kısmın başlangıcı, saniye
tool-video-trim-param-end = Tutulan kısmın sonu, saniye (start'tan sonra)
tool-video-trim-param-preset = fast = ana karelere hizalı akış kopyası; accurate = yeniden kodla

## video-crop

tool-video-crop-title = Video görüntüsünü kırp
tool-video-crop-desc = Görüntünün bir dikdörtgenini tutar (piksel cinsinden x, y, crop_width, crop_height; boyutlar çift sayıya yuvarlanır).
tool-video-crop-param-x = Tutulan alanın sol kenarı, px
tool-video-crop-param-y = Tutulan alanın üst kenarı, px
tool-video-crop-param-crop_width = Tutulan alanın genişliği, px (aşağı doğru çifte yuvarlanır)
tool-video-crop-param-crop_height = Tutulan alanın yüksekliği, px (aşağı doğru çifte yuvarlanır)

## video-resize

tool-video-resize-title = Videoyu yeniden boyutlandır
tool-video-resize-desc = width piksele ölçekler; yükseklik verilmezse en-boy oranını izler. Boyutlar çift sayıya yuvarlanır.
tool-video-resize-param-width = Çıktı genişliği, px (16–3840)
tool-video-resize-param-height = Çıktı yüksekliği, px (en-boy oranını korumak için boş bırakın)

## video-rotate

tool-video-rotate-title = Videoyu döndür
tool-video-rotate-desc = Görüntüyü saat yönünde 90, 180 veya 270 derece döndürür.
tool-video-rotate-param-degrees = Saat yönünde döndürme: 90, 180 veya 270

## video-flip

tool-video-flip-title = Videoyu çevir
tool-video-flip-desc = Görüntüyü yatay, dikey veya her ikisine göre aynalar.
tool-video-flip-param-direction = Aynalama ekseni

## video-speed

tool-video-speed-title = Video hızını değiştir
tool-video-speed-desc = Görüntüyü ve sesi birlikte hızlandırır veya yavaşlatır (ses perdesini korur).
tool-video-speed-param-factor = Hız katsayısı (0.25–4)

## video-reverse

tool-video-reverse-title = Videoyu tersine çevir
tool-video-reverse-desc = Klibi sesiyle birlikte geriye doğru oynatır (en fazla 60 sn: her kare bellekte tutulur).

## video-compress

tool-video-compress-title = Videoyu sıkıştır
tool-video-compress-desc = Daha küçük bir H.264/AAC (128 kbit/s) MP4'e yeniden kodlar; isteğe bağlı olarak genişliği sınırlar.
tool-video-compress-param-level = x264 CRF: yüksek = daha küçük (18–40)
tool-video-compress-param-preset = x264 hız ön ayarı
tool-video-compress-param-width = En büyük çıktı genişliği, px (0 = koru)
tool-video-compress-param-target_size = Bayt cinsinden en büyük sonuç veya bir ön ayar: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

## video-change-fps

tool-video-change-fps-title = Kare hızını değiştir
tool-video-change-fps-desc = Saniyede fps kareye yeniden örnekler (kareler atılır veya tekrarlanır; süre değişmez).
tool-video-change-fps-param-fps = Saniyedeki kare sayısı (1–60)

## video-loop

tool-video-loop-title = Videoyu döngüye al
tool-video-loop-desc = Klibi tek dosyada level kez tekrarlar (akışlar kopyalanır; sonuç en fazla 600 sn).
tool-video-loop-output = girdiyle aynı
tool-video-loop-param-level = Toplam oynatma (2–20)

## video-fade

tool-video-fade-title = Videoyu karartarak aç / kapat
tool-video-fade-desc = İlk start saniye boyunca siyahtan açılır, son end saniye boyunca siyaha kararır; ses de.
tool-video-fade-param-start = Açılma süresi, saniye (0 = yok)
tool-video-fade-param-end = Kapanma süresi, saniye (0 = yok)

## video-grayscale

tool-video-grayscale-title = Siyah beyaz video
tool-video-grayscale-desc = Görüntüdeki tüm rengi kaldırır.

## video-stabilize

tool-video-stabilize-title = Videoyu sabitle
tool-video-stabilize-desc = Kamera titremesini iki geçişte yumuşatır (vid.stab); level = yumuşatma kare sayısı. En fazla 5 dakika.
tool-video-stabilize-param-level = Yumuşatma penceresi, kare (1–100)

## video-volume

tool-video-volume-title = Video ses düzeyini değiştir
tool-video-volume-desc = Sesi gain_db desibel artırır veya azaltır; görüntü değiştirilmeden kopyalanır.
tool-video-volume-output = girdiyle aynı
tool-video-volume-param-gain_db = dB cinsinden kazanç (−30 ile +30 arası)

## video-normalize-audio

tool-video-normalize-audio-title = Video ses yüksekliğini normalleştir
tool-video-normalize-audio-desc = Sesin level LUFS'a EBU R128 ses yüksekliği normalleştirmesi (iki geçiş, TP −1,5, LRA 11); görüntü kopyalanır.
tool-video-normalize-audio-output = girdiyle aynı
tool-video-normalize-audio-param-level = Hedef bütünleşik ses yüksekliği, LUFS

## video-metadata

tool-video-metadata-title = Video meta verileri
tool-video-metadata-desc = Kapsayıcı, süre, boyut, kare hızı, döndürme, codec'ler, parçalar ve etiketler, JSON olarak.

## video-thumbnail-at-time

tool-video-thumbnail-at-time-title = Belirli anda küçük resim
tool-video-thumbnail-at-time-desc = start saniyesindeki kareyi JPG, PNG veya WebP olarak kaydeder, isteğe bağlı olarak width'e küçültür.
tool-video-thumbnail-at-time-param-start = Karenin zamanı, saniye
tool-video-thumbnail-at-time-param-width = Çıktı genişliği, px (0 = videonun kendi genişliği; 16–3840)
tool-video-thumbnail-at-time-param-format = Görsel biçimi: jpg, png veya webp
tool-video-thumbnail-at-time-param-quality = JPG/WebP kalitesi (1–100)

## video-thumbnail-auto

tool-video-thumbnail-auto-title = Otomatik küçük resim
tool-video-thumbnail-auto-desc = Açılıştan sonraki bir bölümden en temsili kareyi seçer (ffmpeg thumbnail filtresi).
tool-video-thumbnail-auto-param-width = Çıktı genişliği, px (0 = videonun kendi genişliği; 16–3840)
tool-video-thumbnail-auto-param-format = Görsel biçimi: jpg, png veya webp

## video-first-frame

tool-video-first-frame-title = İlk kare
tool-video-first-frame-desc = Videonun ilk karesini kaydeder.
tool-video-first-frame-param-width = Çıktı genişliği, px (0 = videonun kendi genişliği; 16–3840)
tool-video-first-frame-param-format = Görsel biçimi: jpg, png veya webp

## video-last-frame

tool-video-last-frame-title = Son kare
tool-video-last-frame-desc = Videonun son karesini kaydeder (yalnızca son saniyeleri çözer).
tool-video-last-frame-param-width = Çıktı genişliği, px (0 = videonun kendi genişliği; 16–3840)
tool-video-last-frame-param-format = Görsel biçimi: jpg, png veya webp

## video-contact-sheet

tool-video-contact-sheet-title = Temas baskısı
tool-video-contact-sheet-desc = Videoya eşit yayılmış level × level karelik bir ızgara, tek bir JPEG olarak.
tool-video-contact-sheet-param-level = Izgara boyutu N (N×N kare, 2–8)
tool-video-contact-sheet-param-width = Her döşemenin genişliği, px (80–640)

## video-extract-frames

tool-video-extract-frames-title = Kareleri çıkar
tool-video-extract-frames-desc = start ile end arasında saniyede fps kareyi JPG veya PNG dosyaları olarak tek bir ZIP'e kaydeder (en fazla 300).
tool-video-extract-frames-param-fps = Kaydedilecek saniyedeki kare sayısı (0.05–10)
tool-video-extract-frames-param-start = Pencerenin başlangıcı, saniye
tool-video-extract-frames-param-end = Pencerenin sonu, saniye (varsayılan: son)
tool-video-extract-frames-param-format = Görsel biçimi: jpg veya png

## video-scene-frames

tool-video-scene-frames-title = Sahne kareleri
tool-video-scene-frames-desc = İlk kareyi ve her sahne değişiminin (level üstü puan) ilk karesini JPEG olarak tek bir ZIP'e kaydeder (en fazla 100).
tool-video-scene-frames-param-level = Sahne değişimi eşiği (0.1–0.9)

## video-poster-play-button

tool-video-poster-play-button-title = Oynat düğmeli afiş
tool-video-poster-play-button-desc = start saniyesindeki kare, width'e küçültülmüş, ortasına oynat düğmesi çizilmiş (JPEG).
tool-video-poster-play-button-param-start = Karenin zamanı, saniye
tool-video-poster-play-button-param-width = Afiş genişliği, px (16–3840)

## qr-decode-image

tool-qr-decode-image-title = Görseldeki QR kodlarını oku
tool-qr-decode-image-desc = Bir fotoğraf veya ekran görüntüsündeki her QR kodunu (Micro QR ve rMQR dahil) bulur ve metinlerini JSON olarak döndürür.

## barcode-decode-image

tool-barcode-decode-image-title = Görseldeki barkodları oku
tool-barcode-decode-image-desc = Tüm yaygın simgelemlerde barkodları bulur (EAN/UPC, Code 128/39/93, ITF, Codabar, DataBar, QR, Data Matrix, PDF417, Aztec, MaxiCode) ve JSON olarak döndürür.

## qr-decode-pdf

tool-qr-decode-pdf-title = PDF'teki QR kodlarını oku
tool-qr-decode-pdf-desc = PDF sayfalarını işler (sayfa belirtilmezse ilk 10) ve bulunan her QR kodunu sayfasıyla birlikte JSON olarak döndürür.
tool-qr-decode-pdf-param-pages = Aranacak sayfalar, 1'den başlayan aralıklar, örn. 1-3,5,9- (varsayılan: ilk 10)
tool-qr-decode-pdf-param-level = dpi cinsinden işleme çözünürlüğü (72–400)

## qr-decode-video

tool-qr-decode-video-title = Videodaki QR kodlarını oku
tool-qr-decode-video-desc = Video karelerinden örnek alır (en fazla 120 sn'lik bir pencerede saniyede fps) ve her ayrı QR kodunu ilk ve son görüldüğü anla listeler.
tool-qr-decode-video-param-fps = Videonun saniyesi başına örneklenen kare (0.2–10)
tool-qr-decode-video-param-start = Saniye cinsinden pencere başlangıcı
tool-qr-decode-video-param-end = Saniye cinsinden pencere sonu (varsayılan: start + 120 sn veya videonun sonu)

## qr-from-text-file

tool-qr-from-text-file-title = Metin dosyasından QR koda
tool-qr-from-text-file-desc = Bir UTF-8 metin dosyasının içeriğini tek bir QR kod olarak kodlar (M düzeyinde 2331 bayta kadar).
tool-qr-from-text-file-output = image/png, image/svg+xml, image/jpeg veya image/webp (format'a göre)
tool-qr-from-text-file-param-format = Çıktı görsel biçimi
tool-qr-from-text-file-param-width = Piksel cinsinden görsel genişliği (daha fazlasına ihtiyaç duyan simge daha büyük çizilir)
tool-qr-from-text-file-param-level = Hata düzeltme düzeyi: L %7, M %15, Q %25, H %30

## qr-from-vcard

tool-qr-from-vcard-title = vCard'dan QR koda
tool-qr-from-vcard-desc = Bir kişi kartını (.vcf) telefonların kişi olarak kaydetmeyi önerdiği bir QR koda çevirir.
tool-qr-from-vcard-output = image/png, image/svg+xml, image/jpeg veya image/webp (format'a göre)
tool-qr-from-vcard-param-format = Çıktı görsel biçimi
tool-qr-from-vcard-param-width = Piksel cinsinden görsel genişliği (daha fazlasına ihtiyaç duyan simge daha büyük çizilir)
tool-qr-from-vcard-param-level = Hata düzeltme düzeyi: L %7, M %15, Q %25, H %30

## qr-batch-from-lines

tool-qr-batch-from-lines-title = Satırlardan QR kodlar
tool-qr-batch-from-lines-desc = Bir metin dosyasının boş olmayan her satırı için bir QR kod (en fazla 100), görsellerden oluşan bir ZIP olarak.
tool-qr-batch-from-lines-param-format = Çıktı görsel biçimi
tool-qr-batch-from-lines-param-width = Piksel cinsinden görsel genişliği (daha fazlasına ihtiyaç duyan simge daha büyük çizilir)
tool-qr-batch-from-lines-param-level = Hata düzeltme düzeyi: L %7, M %15, Q %25, H %30

## barcode-from-text-file

tool-barcode-from-text-file-title = Metin dosyasından barkoda
tool-barcode-from-text-file-desc = Bir dosyanın metnini Code 128, Code 39, EAN-13, EAN-8, UPC-A, ITF, Data Matrix, PDF417 veya Aztec olarak, SVG veya PNG biçiminde kodlar.
tool-barcode-from-text-file-output = image/svg+xml veya image/png (format'a göre)
tool-barcode-from-text-file-param-preset = Simgeleme
tool-barcode-from-text-file-param-format = Çıktı biçimi
tool-barcode-from-text-file-param-width = Piksel cinsinden görsel genişliği

## yt-thumbnail-default

tool-yt-thumbnail-default-title = Video küçük resmi: varsayılan
tool-yt-thumbnail-default-desc = Videonun default.jpg küçük resmini indirir (120×90).

## yt-thumbnail-medium

tool-yt-thumbnail-medium-title = Video küçük resmi: orta
tool-yt-thumbnail-medium-desc = Videonun mqdefault.jpg küçük resmini indirir (320×180).

## yt-thumbnail-high

tool-yt-thumbnail-high-title = Video küçük resmi: yüksek
tool-yt-thumbnail-high-desc = Videonun hqdefault.jpg küçük resmini indirir (480×360), siyah bantlı 4:3.

## yt-thumbnail-standard

tool-yt-thumbnail-standard-title = Video küçük resmi: standart
tool-yt-thumbnail-standard-desc = Videonun sddefault.jpg küçük resmini indirir (640×480); her videoda yoktur.

## yt-thumbnail-maxres

tool-yt-thumbnail-maxres-title = Video küçük resmi: en yüksek çözünürlük
tool-yt-thumbnail-maxres-desc = Videonun maxresdefault.jpg küçük resmini indirir (1280×720); her videoda yoktur.

## yt-thumbnail-best

tool-yt-thumbnail-best-title = En iyi video küçük resmi
tool-yt-thumbnail-best-desc = Videonun gerçekten sahip olduğu en büyük küçük resim (maxres, yoksa standard, yoksa high), JPEG, PNG veya WebP olarak.
tool-yt-thumbnail-best-output = image/jpeg, image/png veya image/webp (format'a göre)
tool-yt-thumbnail-best-param-format = Çıktı biçimi

## yt-thumbnail-webp

tool-yt-thumbnail-webp-title = WebP olarak video küçük resmi
tool-yt-thumbnail-webp-desc = Video sitesinin sunduğu bir küçük resim boyutunun WebP sürümünü indirir (default, mq, hq, sd, maxres).
tool-yt-thumbnail-webp-param-preset = Küçük resim boyutu: default, mq, hq, sd veya maxres

## yt-thumbnail-resize

tool-yt-thumbnail-resize-title = Yeniden boyutlandırılmış video küçük resmi
tool-yt-thumbnail-resize-desc = Verilen boyutta en iyi küçük resim: cover çerçeveyi doldurup kırpar, contain siyah bantlarla içine sığdırır. 0 genişlik veya yükseklik en-boy oranını korur.
tool-yt-thumbnail-resize-output = image/jpeg, image/png veya image/webp (format'a göre)
tool-yt-thumbnail-resize-param-width = Piksel cinsinden genişlik (0 = yükseklik ve orandan)
tool-yt-thumbnail-resize-param-height = Piksel cinsinden yükseklik (0 = genişlik ve orandan)
tool-yt-thumbnail-resize-param-format = Çıktı biçimi
tool-yt-thumbnail-resize-param-quality = JPEG/WebP kalitesi
tool-yt-thumbnail-resize-param-preset = cover (doldurmak için kırp) veya contain (bantlı)

## yt-thumbnail-crop-16x9

tool-yt-thumbnail-crop-16x9-title = 16:9'a kırpılmış video küçük resmi
tool-yt-thumbnail-crop-16x9-desc = 4:3 high veya standard küçük resmi alır ve siyah bantları atarak ortadaki 16:9 görüntüyü keser.
tool-yt-thumbnail-crop-16x9-param-preset = Kaynak küçük resim: hq (480×360) veya sd (640×480)

## yt-qr-code

tool-yt-qr-code-title = Video bağlantısı için QR kod
tool-yt-qr-code-desc = Videoyu açan bir QR kod (isteğe bağlı olarak bir başlangıç anında); yerel olarak yapılır, sunucudan hiçbir istek çıkmaz.
tool-yt-qr-code-output = image/png, image/svg+xml, image/jpeg veya image/webp (format'a göre)
tool-yt-qr-code-param-format = Çıktı görsel biçimi
tool-yt-qr-code-param-width = Piksel cinsinden görsel genişliği (daha fazlasına ihtiyaç duyan simge daha büyük çizilir)
tool-yt-qr-code-param-level = Hata düzeltme düzeyi: L %7, M %15, Q %25, H %30
tool-yt-qr-code-param-start = Saniye cinsinden başlangıç anı (tam saniyeler kullanılır)

## yt-oembed-metadata

tool-yt-oembed-metadata-title = Video meta verileri (oEmbed)
tool-yt-oembed-metadata-desc = Herkese açık bir videonun başlığı, kanalı, küçük resmi ve oynatıcı HTML'i, video sitesinin oEmbed uç noktasından, JSON olarak.

## yt-embed-code

tool-yt-embed-code-title = Video için yerleştirme kodu
tool-yt-embed-code-desc = Kopyalamaya hazır, gelişmiş gizlilikli bir iframe (başlangıç ve isteğe bağlı bitiş) ile düz izleme, kısa ve yerleştirme bağlantılarını içeren bir HTML sayfası. Yerel olarak yapılır, sunucudan hiçbir istek çıkmaz.
tool-yt-embed-code-param-start = Saniye cinsinden başlangıç anı
tool-yt-embed-code-param-end = Saniye cinsinden bitiş anı (start'tan sonra)
tool-yt-embed-code-param-width = Piksel cinsinden oynatıcı genişliği
tool-yt-embed-code-param-height = Piksel cinsinden oynatıcı yüksekliği

## pdf-merge

tool-pdf-merge-title = PDF'leri birleştir
tool-pdf-merge-desc = Birkaç PDF'i bire birleştirir: her dosyanın tüm sayfaları, dosyaların gönderildiği sırayla.

## images-to-pdf

tool-images-to-pdf-title = Görsellerden PDF'e
tool-images-to-pdf-desc = Birkaç görseli (JPEG, PNG, WebP, GIF, TIFF, AVIF) tek bir PDF'e koyar, gönderim sırasıyla görsel başına bir sayfa (animasyonun ilk karesi): fit = görselin kendi boyutunda sayfa, a4/letter = kâğıda ortalanmış.
tool-images-to-pdf-param-preset = Sayfa boyutu: fit, a4 veya letter
tool-images-to-pdf-param-quality = Bir görselin yeniden kodlanması gerektiğinde JPEG kalitesi

## audio-concat

tool-audio-concat-title = Sesleri birleştir
tool-audio-concat-desc = Birkaç ses dosyasını gönderim sırasıyla uç uca tek bir MP3'te birleştirir (44,1 kHz stereo).
tool-audio-concat-param-bitrate = MP3 bit hızı, kbit/s (32–320)

## video-concat

tool-video-concat-title = Videoları birleştir
tool-video-concat-desc = Birkaç videoyu gönderim sırasıyla uç uca tek bir MP4'te (H.264/AAC) birleştirir: her biri ilkinin kare boyutuna tek bir kare hızında ölçeklenip doldurulur; her videonun sesi varsa ses korunur.
tool-video-concat-param-fps = Sonucun kare hızı (1–60)

## video-add-audio

tool-video-add-audio-title = Ses parçası ekle
tool-video-add-audio-desc = İkinci dosyanın sesini (bir ses dosyası veya sesli bir video) birincinin görüntüsünün altına bir MP4 içinde koyar; sonuç ikisinden kısa olanı kadar sürer.
tool-video-add-audio-param-bitrate = AAC bit hızı, kbit/s (32–320)

## word-to-pdf

tool-word-to-pdf-title = Word'den PDF'e
tool-word-to-pdf-desc = Bir Word, OpenDocument veya RTF metin belgesini (docx, doc, odt, rtf) PDF'e dönüştürür. Makrolar asla çalışmaz; bağlı dosyalar ve resimler çekilmez.

## spreadsheet-to-pdf

tool-spreadsheet-to-pdf-title = Elektronik tablodan PDF'e
tool-spreadsheet-to-pdf-desc = Bir elektronik tabloyu (xlsx, xls, ods veya CSV metni) PDF'e dönüştürür: her sayfa, kullanılan sütunları kadar geniş tek bir sayfada. Formüller kayıtlı sonuçlarını korur; makrolar asla çalışmaz.

## presentation-to-pdf

tool-presentation-to-pdf-title = Sunudan PDF'e
tool-presentation-to-pdf-desc = Bir sunuyu (pptx, ppt, odp) slayt başına bir sayfa olarak PDF'e dönüştürür. Makrolar asla çalışmaz.

## docx-to-odt

tool-docx-to-odt-title = Word'den ODT'ye
tool-docx-to-odt-desc = Bir Word belgesini (docx, doc, rtf) OpenDocument Metnine (odt) dönüştürür.

## odt-to-docx

tool-odt-to-docx-title = ODT'den Word'e
tool-odt-to-docx-desc = Bir OpenDocument Metni (odt) veya RTF belgesini Word'e (docx) dönüştürür.

## xlsx-to-ods

tool-xlsx-to-ods-title = Excel'den ODS'ye
tool-xlsx-to-ods-desc = Bir Excel çalışma kitabını (xlsx, xls) OpenDocument Elektronik Tablosuna (ods) dönüştürür.

## ods-to-xlsx

tool-ods-to-xlsx-title = ODS'den Excel'e
tool-ods-to-xlsx-desc = Bir OpenDocument Elektronik Tablosunu (ods) Excel çalışma kitabına (xlsx) dönüştürür.

## xlsx-to-csv

tool-xlsx-to-csv-title = Excel'den CSV'ye
tool-xlsx-to-csv-desc = Bir Excel çalışma kitabının (xlsx) her sayfasını CSV dosyası olarak (UTF-8, virgülle ayrılmış), hepsi tek ZIP içinde yazar.

## ods-to-csv

tool-ods-to-csv-title = ODS'den CSV'ye
tool-ods-to-csv-desc = Bir OpenDocument veya eski Excel tablosunun (ods, xls) her sayfasını CSV dosyası olarak, hepsi tek ZIP içinde yazar.

## slides-to-png

tool-slides-to-png-title = Slaytlardan PNG'ye
tool-slides-to-png-desc = Bir sununun (pptx, ppt, odp) her slaytını PNG görseli olarak, hepsi tek ZIP içinde işler.
tool-slides-to-png-param-level = dpi cinsinden çözünürlük (36–300)

## docx-to-text

tool-docx-to-text-title = Word'den metne
tool-docx-to-text-desc = Bir Word belgesinin (docx) metnini satır başına bir paragraf olmak üzere UTF-8 düz metin olarak çıkarır.

## docx-to-html

tool-docx-to-html-title = Word'den HTML'ye
tool-docx-to-html-desc = Bir Word belgesini (docx) tek bir HTML sayfasına dönüştürür: başlıklar, listeler, tablolar ve resimler (gömülü).

## ocr-image

tool-ocr-image-title = Görselden metne (OCR)
tool-ocr-image-desc = Bir fotoğraf veya taramadaki metni okur. txt: düz metin; hocr: her kelimeyi ve kutusunu içeren HTML; tsv: kelime başına kutusu ve güven değeriyle bir satır. Yan veya ters duran görseller otomatik çevrilir.
tool-ocr-image-output = text/plain, text/html veya text/tab-separated-values (format'a göre)
tool-ocr-image-param-lang = Metnin dilleri, + ile birleştirilmiş tesseract kodları (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-image-param-format = txt (düz metin), hocr (kelime kutulu HTML) veya tsv (kelime kutuları)

## ocr-image-to-pdf

tool-ocr-image-to-pdf-title = Görselden aranabilir PDF'e (OCR)
tool-ocr-image-to-pdf-desc = Görselden, OCR ile okunan metni görünmez biçimde üstüne yerleştirilmiş bir PDF sayfası yapar; metin aranabilir, seçilebilir ve kopyalanabilir. JPEG bayt bayt, diğer görseller piksel piksel gömülür.
tool-ocr-image-to-pdf-param-lang = Metnin dilleri, + ile birleştirilmiş tesseract kodları (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)

## ocr-pdf

tool-ocr-pdf-title = Aranabilir PDF (OCR)
tool-ocr-pdf-desc = Bir PDF'in taranmış sayfalarını OCR ile okur ve metinlerini görünmez biçimde üstlerine yerleştirir; metin aranabilir, seçilebilir ve kopyalanabilir, sayfalar tam olarak önceki gibi görünür. Zaten metni olan sayfalar olduğu gibi bırakılır.
tool-ocr-pdf-param-lang = Metnin dilleri, + ile birleştirilmiş tesseract kodları (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-pdf-param-pages = Okunacak sayfalar, 1'den başlayan aralıklar, örn. 1-3,5,9- (en fazla 50 sayfa)

## ocr-pdf-to-text

tool-ocr-pdf-to-text-title = OCR ile PDF'den metne
tool-ocr-pdf-to-text-desc = Her sayfanın metni UTF-8 düz metin olarak (sayfalar sayfa sonu karakteriyle ayrılır): metin katmanı olan sayfalar kendi metnini verir, taranmış sayfalar OCR ile okunur.
tool-ocr-pdf-to-text-param-lang = Metnin dilleri, + ile birleştirilmiş tesseract kodları (eng, deu, fra, spa, por, rus, ukr, pol, tur, chi_sim, …)
tool-ocr-pdf-to-text-param-pages = Okunacak sayfalar, 1'den başlayan aralıklar, örn. 1-3,5,9- (en fazla 50 sayfa)

## url-to-pdf

tool-url-to-pdf-title = Web sayfasından PDF'e
tool-url-to-pdf-desc = Herkese açık bir web sayfasını bir tarayıcının gösterdiği gibi, betikler çalışarak PDF'e yazdırır. Sayfa, yüklediği her şey ve her yönlendirme herkese açık bir adreste olmalıdır; bir yakalamanın süre, bayt ve sayfa bütçesi vardır.
tool-url-to-pdf-param-preset = Kâğıt: a4 veya letter

## url-to-png

tool-url-to-png-title = Web sayfası ekran görüntüsü
tool-url-to-png-desc = Herkese açık bir web sayfasının PNG ekran görüntüsü: tüm sayfa veya ilk ekran (preset), CSS pikseli cinsinden bir pencere genişliği ve yüksekliği ile bir cihaz ölçeğinde (factor). Web sayfasından PDF'e ile aynı adres kuralları ve bütçeler.
tool-url-to-png-param-preset = full: tüm sayfa; viewport: yalnızca ilk ekran
tool-url-to-png-param-width = CSS pikseli cinsinden pencere genişliği
tool-url-to-png-param-height = CSS pikseli cinsinden pencere yüksekliği
tool-url-to-png-param-factor = Cihaz ölçeği: CSS pikseli başına görsel pikseli

## html-to-pdf-browser

tool-html-to-pdf-browser-title = HTML'den PDF'e (tarayıcı)
tool-html-to-pdf-browser-desc = Bir HTML dosyasını bir tarayıcının işlediği gibi, betikler çalışarak, hiç ağ olmadan PDF'e yazdırır: sayfanın herhangi bir yerden istediği her görsel, stil, çerçeve veya istek reddedilir (satır içi stiller, betikler ve data: görselleri çalışır).
tool-html-to-pdf-browser-param-preset = Kâğıt: a4 veya letter

## markdown-to-html

tool-markdown-to-html-title = Markdown'dan HTML'ye
tool-markdown-to-html-desc = GitHub tarzı bir Markdown dosyasını (tablolar, görev listeleri, kod blokları) stil sayfasıyla tek bir HTML sayfasına çevirir; kod blokları vurgulanır. Metnin bağlantı verdiği hiçbir şey çekilmez.

## markdown-to-pdf

tool-markdown-to-pdf-title = Markdown'dan PDF'e
tool-markdown-to-pdf-desc = GitHub tarzı bir Markdown dosyasını, kodu vurgulanmış hâlde, tarayıcı olmadan A4 veya Letter sayfalara dizer: hiçbir betik çalışmaz ve hiçbir yerden görsel veya stil çekilmez.
tool-markdown-to-pdf-param-preset = Kâğıt: a4 veya letter

## mobi-to-pdf

tool-mobi-to-pdf-title = MOBI'den PDF'e
tool-mobi-to-pdf-desc = Bir Kindle/Mobipocket e-kitabını (MOBI, DRM'siz) A4 veya Letter sayfalara dizer.
tool-mobi-to-pdf-param-preset = Kâğıt: a4 veya letter

## fb2-to-pdf

tool-fb2-to-pdf-title = FB2'den PDF'e
tool-fb2-to-pdf-desc = Bir FictionBook (FB2) e-kitabını kitabın içindeki resimlerle A4 veya Letter sayfalara dizer.
tool-fb2-to-pdf-param-preset = Kâğıt: a4 veya letter

## cbz-to-pdf

tool-cbz-to-pdf-title = Çizgi romandan (CBZ) PDF'e
tool-cbz-to-pdf-desc = Bir çizgi roman arşivinin (CBZ: JPEG, PNG, GIF, WebP, BMP veya TIFF sayfalardan oluşan bir ZIP) resimlerini ad sırasıyla, sayfa başına bir tane PDF sayfalarına koyar.

## pdf-to-cbz

tool-pdf-to-cbz-title = PDF'ten çizgi romana (CBZ)
tool-pdf-to-cbz-desc = PDF sayfalarını, çizgi roman okuyucularının açtığı bir çizgi roman arşivinde (CBZ) JPEG resimlere işler.
tool-pdf-to-cbz-param-pages = İşlenecek sayfalar, 1'den başlayan aralıklar, örn. 1-3,5,9- (en fazla 100 sayfa)
tool-pdf-to-cbz-param-level = dpi cinsinden çözünürlük (36–600)
tool-pdf-to-cbz-param-quality = JPEG kalitesi (1–100)

## eml-to-pdf

tool-eml-to-pdf-title = E-postadan PDF'e
tool-eml-to-pdf-desc = Bir e-posta iletisini (.eml) PDF'e yazdırır: Kimden, Kime, Bilgi, Tarih ve Konu, gövde (hiçbir yerden bir şey çekilmeyen HTML veya düz metin) ve ekler ad ve boyutlarıyla.
tool-eml-to-pdf-param-preset = Kâğıt: a4 veya letter

## data-to-json

tool-data-to-json-title = Veriden JSON'a
tool-data-to-json-desc = YAML, TOML, XML, CSV'yi JSON'a dönüştürür. Bir CSV, başlık satırının anahtarlarıyla bir kayıt listesine dönüşür; XML öznitelikleri @_ ile başlayan anahtarlar olur. 5 MB'a kadar dosyalar, 100 düzeye kadar iç içe; YAML takma adları 100'e kadar; XML varlıkları asla genişletilmez.

## data-to-yaml

tool-data-to-yaml-title = Veriden YAML'a
tool-data-to-yaml-desc = JSON, TOML, XML, CSV'yi YAML'a dönüştürür. Anahtarlar sıralarını korur. 5 MB'a kadar dosyalar, 100 düzeye kadar iç içe; YAML takma adları 100'e kadar; XML varlıkları asla genişletilmez.

## data-to-toml

tool-data-to-toml-title = Veriden TOML'a
tool-data-to-toml-desc = JSON, YAML, XML, CSV'yi TOML'a dönüştürür. En üstteki bir liste [[item]] tabloları olarak yazılır; TOML'da null yoktur, bu yüzden null içeren veriler reddedilir. 5 MB'a kadar dosyalar, 100 düzeye kadar iç içe; YAML takma adları 100'e kadar; XML varlıkları asla genişletilmez.

## data-to-xml

tool-data-to-xml-title = Veriden XML'e
tool-data-to-xml-desc = JSON, YAML, TOML, CSV'yi XML'e dönüştürür. En üstteki tek anahtar kök öğe olur, aksi hâlde her şey <root> içine sarılır; @_ ile başlayan anahtarlar öznitelik olur. 5 MB'a kadar dosyalar, 100 düzeye kadar iç içe; YAML takma adları 100'e kadar; XML varlıkları asla genişletilmez.

## data-to-csv

tool-data-to-csv-title = Veriden CSV'ye
tool-data-to-csv-desc = JSON, YAML, TOML, XML'i CSV'ye dönüştürür. Bir kayıt listesi (veya tek liste içeren bir eşlem) alır; sütunlar karşılaşılan tüm anahtarlardır, iç içe değerler JSON olarak yazılır. 5 MB'a kadar dosyalar, 100 düzeye kadar iç içe; YAML takma adları 100'e kadar; XML varlıkları asla genişletilmez.

## msg-to-pdf

tool-msg-to-pdf-title = Outlook iletisinden PDF'e
tool-msg-to-pdf-desc = Bir Outlook iletisini (.msg) PDF'e yazdırır: gönderen, alıcılar, tarih ve konu, gövde (hiçbir yerden bir şey çekilmeyen HTML veya düz metin) ve ekler ad ve boyutlarıyla.
tool-msg-to-pdf-param-preset = Kâğıt: a4 veya letter

## image-to-telegram-sticker

tool-image-to-telegram-sticker-title = Görselden Telegram çıkartmasına
tool-image-to-telegram-sticker-desc = Statik bir Telegram çıkartması: PNG veya WebP, uzun kenar tam 512 px, en fazla 512 KB (bir animasyon ilk karesini verir).
tool-image-to-telegram-sticker-output = image/png veya image/webp (format'a göre)
tool-image-to-telegram-sticker-param-format = Çıktı biçimi: png veya webp

## video-to-telegram-sticker

tool-video-to-telegram-sticker-title = Video veya GIF'ten Telegram video çıkartmasına
tool-video-to-telegram-sticker-desc = Bir Telegram video çıkartması: sessiz WebM VP9, uzun kenar tam 512 px, en fazla 3 sn, 30 fps ve 256 KB; daha uzun bir klip ilk 3 saniyesine kesilir ve sonuç bunu söyler.

## image-to-discord-emoji

tool-image-to-discord-emoji-title = Görselden Discord emojisine
tool-image-to-discord-emoji-desc = Saydam bir kare üzerinde en fazla 256 KiB'lık 128×128 bir Discord emojisi; animasyonlu GIF ve WebP animasyonlu kalır.
tool-image-to-discord-emoji-output = image/gif, image/webp veya image/png (girdiye göre)

## image-to-discord-sticker

tool-image-to-discord-sticker-title = Görselden Discord çıkartmasına
tool-image-to-discord-sticker-desc = Saydam bir kare üzerinde en fazla 512 KiB'lık 320×320 bir Discord çıkartması: PNG veya bir GIF'ten APNG (animasyon korunur).
tool-image-to-discord-sticker-output = GIF için image/apng, aksi hâlde image/png

## pdf-watermark

tool-pdf-watermark-title = PDF'e filigran (metin)
tool-pdf-watermark-desc = Seçilen sayfalara bir metni, ortada bir kez veya sayfa boyunca döşenmiş olarak, bir açıda, bir renkte ve bir opaklıkta yazar. Metin standart bir PDF yazı tipiyle çizilir: Latin harfleri, rakamlar ve yaygın işaretler.
tool-pdf-watermark-param-text = Yazılacak sözcükler (Latin harfleri, rakamlar ve yaygın işaretler)
tool-pdf-watermark-param-level = Nokta cinsinden yazı boyutu (6–200)
tool-pdf-watermark-param-color = #rrggbb biçiminde renk
tool-pdf-watermark-param-opacity = 0.05 (soluk) ile 1 (tam) arasında opaklık
tool-pdf-watermark-param-degrees = Derece cinsinden metin açısı, saat yönünün tersine (−90 ile 90 arası)
tool-pdf-watermark-param-direction = center: sayfanın ortasında bir kez; tile: tüm sayfa boyunca
tool-pdf-watermark-param-pages = Sayfalar, 1'den başlayan aralıklar, örn. 1-3,5,9-

## pdf-redact

tool-pdf-redact-title = PDF'i karart
tool-pdf-redact-desc = Bir metnin (veya düzenli ifadenin) her geçtiği yeri seçilen sayfalardan kaldırır: sözcükler sayfa içeriğinden çıkar, böylece metin çıkarma ve arama onları artık bulamaz, ve her yeri siyah bir kutu işaretler.
tool-pdf-redact-param-text = Kaldırılacak metin (veya desen)
tool-pdf-redact-param-match = ignore-case, exact (aynı büyük/küçük harf) veya regex (düzenli ifade, büyük/küçük harf yok sayılır)
tool-pdf-redact-param-pages = Sayfalar, 1'den başlayan aralıklar, örn. 1-3,5,9-

## pdf-form-fields

tool-pdf-form-fields-title = PDF form alanlarını listele
tool-pdf-form-fields-desc = Bir PDF formunun doldurulabilir alanlarını JSON olarak listeler: her birinin adı, türü, geçerli değeri, seçenekleri ve sayfası.

## pdf-fill-form

tool-pdf-fill-form-title = PDF formunu doldur
tool-pdf-fill-form-desc = Bir PDF formunu JSON'dan doldurur (alan adı → metin, bir seçenek veya onay kutusu için true/false); preset=flatten ile değerler sayfalara işlenir ve form artık düzenlenemez.
tool-pdf-fill-form-param-fields = Ayarlanacak değerler: alan adı → metin (metniyle bir seçenek) veya onay kutusu için true/false içeren bir JSON nesnesi
tool-pdf-fill-form-param-preset = keep: form doldurulabilir kalır; flatten: değerler sayfanın parçası olur

## pdf-protect

tool-pdf-protect-title = PDF'i parolayla koru
tool-pdf-protect-desc = PDF'i AES-256 ile şifreler: açmak için `password` gerekir ve açmak `preset` neye izin veriyorsa onu sağlar: print (görüntüleme ve yazdırma, varsayılan), view-only veya all. `owner_password` bu sınırları da kaldırır; o olmadan kimse kaldıramaz.
tool-pdf-protect-param-password = PDF'i açan parola
tool-pdf-protect-param-owner_password = Sınırları da kaldıran parola (varsayılan: kimseye söylenmeyen rastgele bir parola)
tool-pdf-protect-param-preset = `password` ile açmanın izin verdiği: print, view-only veya all

## pdf-unlock

tool-pdf-unlock-title = PDF kilidini aç
tool-pdf-unlock-desc = Parolası verildiğinde (açan parola veya sahip parolası) bir PDF'ten parolayı ve sınırları kaldırır.
tool-pdf-unlock-param-password = PDF'in parolası

## subtitle-to-srt

tool-subtitle-to-srt-title = Altyazıdan SRT'ye
tool-subtitle-to-srt-desc = SRT, WebVTT veya ASS altyazıları SRT'ye dönüştürür, her girdinin zamanını ve metnini korur (hedefte olmayan ASS stilleri düz metne dönüşür).

## subtitle-to-vtt

tool-subtitle-to-vtt-title = Altyazıdan WebVTT'ye
tool-subtitle-to-vtt-desc = SRT, WebVTT veya ASS altyazıları VTT'ye dönüştürür, her girdinin zamanını ve metnini korur (hedefte olmayan ASS stilleri düz metne dönüşür).

## subtitle-to-ass

tool-subtitle-to-ass-title = Altyazıdan ASS'ye
tool-subtitle-to-ass-desc = SRT, WebVTT veya ASS altyazıları ASS'ye dönüştürür, her girdinin zamanını ve metnini korur (hedefte olmayan ASS stilleri düz metne dönüşür).

## subtitle-shift

tool-subtitle-shift-title = Altyazı zamanlamasını kaydır
tool-subtitle-shift-desc = Her girdiyi saniye cinsinden daha geç (pozitif offset) veya daha erken (negatif) taşır; başlangıçtan önceye taşınan girdi atılır. Biçimi korur.
tool-subtitle-shift-output = girdiyle aynı
tool-subtitle-shift-param-offset = Her girdinin taşınacağı saniye, örn. 2.5 veya -1.2

## video-extract-subtitles

tool-video-extract-subtitles-title = Altyazıları çıkar
tool-video-extract-subtitles-desc = Bir videonun (MKV, MP4, WebM…) ilk altyazı parçasını SRT, WebVTT veya ASS olarak kaydeder.
tool-video-extract-subtitles-output = application/x-subrip, text/vtt veya text/x-ssa (format'a göre)
tool-video-extract-subtitles-param-format = Altyazı biçimi: srt, vtt veya ass

## ocr-image layout, cbr-to-pdf (merged with the documents leftovers)

tool-ocr-image-param-layout = block (tek metin bloğu, sayfa boyunca okunur) veya columns (metin sütunlarını bulur ve sırayla okur)
tool-cbr-to-pdf-title = Çizgi roman (CBR) → PDF
tool-cbr-to-pdf-desc = Bir RAR çizgi roman arşivinin (CBR, RAR4 veya RAR5; JPEG, PNG, GIF, WebP ya da TIFF sayfalar) resimlerini ad sırasıyla her sayfaya bir tane olacak şekilde PDF sayfalarına yerleştirir.

## image watermark, video watermark, JPEG XL, HEIC bursts

tool-image-convert-jpg-output = image/jpeg veya application/zip (HEIC'te images=all ile)
tool-image-convert-jpg-param-images = Birden çok fotoğraf içeren bir HEIC için (seri çekim): primary (varsayılan) veya all (hepsi bir ZIP içinde)
tool-image-convert-png-output = image/png veya application/zip (HEIC'te images=all ile)
tool-image-convert-png-param-images = Birden çok fotoğraf içeren bir HEIC için (seri çekim): primary (varsayılan) veya all (hepsi bir ZIP içinde)
tool-image-watermark-title = Görsele filigran ekle
tool-image-watermark-desc = Bir görselin üzerine bir metin (DejaVu sans, serif veya mono, her renk ve opaklıkta) ya da ikinci bir görsel olarak gönderilen bir logo basar: bir köşeye, ortaya veya üzerine döşenmiş olarak. Animasyonlarda her kareye basılır.
tool-image-watermark-output = girdiyle aynı
tool-image-watermark-param-text = Basılacak sözcükler (satır sonlarına izin verilir); ikinci dosyayı, bir logoyu basmak için boş bırakın
tool-image-watermark-param-font = Yazı tipi: sans, serif veya mono (DejaVu)
tool-image-watermark-param-level = Görselin yüzdesi olarak metin yüksekliği veya logo genişliği (1–50)
tool-image-watermark-param-color = #rrggbb biçiminde metin rengi
tool-image-watermark-param-opacity = 0.05 (soluk) ile 1 (tam) arasında opaklık
tool-image-watermark-param-direction = Nereye: bir köşe, center veya tile (görsel boyunca tekrarlanır)
tool-video-watermark-title = Videoya filigran ekle
tool-video-watermark-desc = Bir videonun her karesine bir metin (DejaVu sans, serif veya mono, her renk ve opaklıkta) ya da ikinci bir dosya olarak gönderilen bir logo (PNG, JPEG, WebP, GIF) basar: bir köşeye, ortaya veya üzerine döşenmiş olarak. Ses korunur.
tool-video-watermark-output = girdiyle aynı
tool-video-watermark-param-text = Basılacak sözcükler (satır sonlarına izin verilir); ikinci dosyayı, bir logoyu basmak için boş bırakın
tool-video-watermark-param-font = Yazı tipi: sans, serif veya mono (DejaVu)
tool-video-watermark-param-level = Görüntünün yüzdesi olarak metin yüksekliği veya logo genişliği (1–50)
tool-video-watermark-param-color = #rrggbb biçiminde metin rengi
tool-video-watermark-param-opacity = 0.05 (soluk) ile 1 (tam) arasında opaklık
tool-video-watermark-param-direction = Nereye: bir köşe, center veya tile (görüntü boyunca tekrarlanır)
tool-image-convert-jxl-title = Görseli JPEG XL'e dönüştür
tool-image-convert-jxl-desc = Bir görseli JPEG XL'e dönüştürür: seçilen kalitede kayıplı veya kalite 100'de kayıpsız. Animasyonların yalnızca ilk karesi kalır.
tool-image-convert-jxl-param-quality = Kalite 1-100; 100 kayıpsızdır
tool-image-convert-jxl-param-level = Çaba 1-9: yüksek olan daha küçük ve daha yavaştır

## make it fit (GIF, audio, PDF), subtitles, archives, PDF/A, signing

tool-pdf-compress-param-target_size = Bayt cinsinden en büyük sonuç veya bir ön ayar: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-mp3-param-target_size = Bayt cinsinden en büyük sonuç veya bir ön ayar: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-ogg-param-target_size = Bayt cinsinden en büyük sonuç veya bir ön ayar: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-opus-param-target_size = Bayt cinsinden en büyük sonuç veya bir ön ayar: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-m4a-param-target_size = Bayt cinsinden en büyük sonuç veya bir ön ayar: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-aac-param-target_size = Bayt cinsinden en büyük sonuç veya bir ön ayar: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-audio-to-wma-param-target_size = Bayt cinsinden en büyük sonuç veya bir ön ayar: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
tool-video-to-gif-param-target_size = Bayt cinsinden en büyük sonuç veya bir ön ayar: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)

tool-video-add-subtitles-title = Altyazı ekle
tool-video-add-subtitles-desc = Bir videoya bir altyazı dosyasını (SRT, WebVTT veya ASS, ikinci dosya) izleyicinin açabileceği bir parça olarak, diliyle birlikte ekler: MKV altyazı biçimini korur, MP4 mov_text olarak saklar. Görüntü ve ses olduğu gibi kopyalanır.
tool-video-add-subtitles-output = video/x-matroska veya video/mp4 (format'a göre)
tool-video-add-subtitles-param-format = Kapsayıcı: mkv veya mp4
tool-video-add-subtitles-param-lang = Altyazı dili, ISO 639-2 (eng, deu, fra…; und: belirtilmemiş)

tool-video-burn-subtitles-title = Altyazıyı görüntüye göm
tool-video-burn-subtitles-desc = Bir altyazı dosyasını (SRT, WebVTT veya ASS, ikinci dosya) videonun görüntüsüne çizer, böylece her oynatıcı gösterir; ASS stilleri ve konumları korunur (ASS dosyasına gömülü yazı tipleri kullanılmaz). H.264/AAC MP4.

tool-archive-to-zip-title = Arşivi aç
tool-archive-to-zip-desc = Bir ZIP, 7z, RAR, tar, tar.gz, tar.xz veya tar.zst arşivini (ya da tek bir gzip, zstd veya xz dosyasını) açar ve dosyalarını klasörleriyle birlikte bir ZIP olarak geri verir. En fazla 1000 dosya ve açılmış hâlde 256 MB; bağlantılar, şifreli öğeler, arşivin dışına çıkan yollar ve iki kez geçen adlar reddedilir.

tool-archive-list-title = Arşivi listele
tool-archive-list-desc = Bir ZIP, 7z, RAR, tar, tar.gz, tar.xz veya tar.zst arşivindeki dosyaları JSON olarak listeler (ad ve açılmış boyut); sınırlar archive-to-zip ile aynıdır.

tool-pdf-to-pdfa-title = PDF'den PDF/A-2b'ye
tool-pdf-to-pdfa-desc = Bir PDF'i arşivleme için PDF/A-2b olarak yeniden yazar: yazı tipleri gömülü, renkler bir output intent ile, PDF/A kimliği XMP meta verilerinde. Sayfalar LibreOffice'in PDF içe aktarımıyla yeniden dizilir; metin metin olarak kalır ama aralıklar kayabilir. En fazla 100 sayfa.

tool-pdf-sign-title = PDF'i imzala
tool-pdf-sign-desc = Bir PDF'i bir PKCS#12 dosyasının (.p12 veya .pfx, ikinci dosya) sertifikası ve anahtarıyla, `password` kullanarak imzalar: tüm dosyayı kapsayan, PDF okuyucuların ve doğrulayıcıların denetlediği bir imza (adbe.pkcs7.detached). Varsayılan olarak görünmezdir; preset=visible bir sayfaya kimin (sertifikadaki ad), ne zaman ve text ile verilen hangi nedenle imzaladığını gösteren bir kutu ekler.
tool-pdf-sign-param-password = PKCS#12 dosyasının parolası (parolası yoksa boş)

# Keep or strip metadata on the image tools (issue 39)
tool-image-convert-jpg-param-metadata = strip (varsayılan) EXIF, XMP, IPTC ve renk profilini kaldırır; keep bunları sonuca taşır
tool-image-convert-png-param-metadata = strip (varsayılan) EXIF, XMP, IPTC ve renk profilini kaldırır; keep bunları sonuca taşır
tool-image-convert-webp-param-metadata = strip (varsayılan) EXIF, XMP, IPTC ve renk profilini kaldırır; keep bunları sonuca taşır
tool-image-convert-avif-param-metadata = strip (varsayılan) EXIF, XMP, IPTC ve renk profilini kaldırır; keep bunları sonuca taşır
tool-image-resize-param-metadata = strip (varsayılan) EXIF, XMP, IPTC ve renk profilini kaldırır; keep bunları sonuca taşır
tool-image-compress-param-metadata = strip (varsayılan) EXIF, XMP, IPTC ve renk profilini kaldırır; keep bunları sonuca taşır

# pdf-sign için görünür imza (issue 39)
tool-pdf-sign-param-preset = invisible: imza yalnızca dosyanın içindedir; visible: sayfadaki bir kutu kimin, ne zaman ve neden imzaladığını gösterir
tool-pdf-sign-param-pages = Görünür imzanın konacağı sayfa: bir sayfa numarası (1 ilk sayfadır) ya da last
tool-pdf-sign-param-direction = Görünür imzanın yeri: bottom-right, bottom-left, top-right, top-left veya center
tool-pdf-sign-param-text = İmzalama nedeni; imzaya kaydedilir ve görünür kutuda gösterilir
# HEIC output (issue 39)
tool-image-convert-heic-title = Görseli HEIC'e dönüştür
tool-image-convert-heic-desc = Bir görseli HEIC'e (HEIF içinde HEVC), telefon fotoğraflarının biçimine dönüştürür. Saydamlık beyaz zemine yerleştirilir; animasyonların yalnızca ilk karesi kalır.
tool-image-convert-heic-param-quality = Kalite 1-100, yüksek olan daha iyi
tool-image-convert-heic-param-target_size = Bayt cinsinden en büyük sonuç veya bir ön ayar: discord (10485760), discord-nitro-basic (52428800), telegram-bot (50000000), whatsapp (16000000), email (25000000)
# Archive creation (issue 39, item 5)
tool-archive-create-zip-title = ZIP oluştur
tool-archive-create-zip-desc = Gönderilen her türden dosyayı tek bir ZIP içine (deflate ile sıkıştırılır; JPEG, MP4 veya PDF gibi zaten sıkıştırılmış dosyalar olduğu gibi saklanır) paketler; her dosya gönderildiği adla yer alır (klasörler atılır, iki kez verilen bir ad " (2)" ile numaralanır). En fazla 1000 dosya ve toplam 256 MB, böylece archive-to-zip onu yeniden açabilir.
tool-archive-create-7z-title = 7z arşivi oluştur
tool-archive-create-7z-desc = Gönderilen her türden dosyayı tek bir 7z arşivi içine (deflate ile sıkıştırılır; zaten sıkıştırılmış dosyalar olduğu gibi saklanır) paketler; her dosya gönderildiği adla yer alır (klasörler atılır, iki kez verilen bir ad " (2)" ile numaralanır). En fazla 1000 dosya ve toplam 256 MB, böylece archive-to-zip onu yeniden açabilir.
tool-archive-create-targz-title = tar.gz oluştur
tool-archive-create-targz-desc = Gönderilen her türden dosyayı tek bir tar.gz içine (gzip ile sıkıştırılmış bir tar) paketler; her dosya gönderildiği adla yer alır (klasörler atılır, iki kez verilen bir ad " (2)" ile numaralanır). En fazla 1000 dosya ve toplam 256 MB, böylece archive-to-zip onu yeniden açabilir.

## metadata=keep|strip on HEIC and JPEG XL output (issue 39)

tool-image-convert-jxl-param-metadata = strip (varsayılan) EXIF, XMP, IPTC ve renk profilini kaldırır; keep bunları sonuca taşır
tool-image-convert-heic-param-metadata = strip (varsayılan) EXIF, XMP, IPTC ve renk profilini kaldırır; keep bunları sonuca taşır
