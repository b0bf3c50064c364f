# gametools message catalogue: Turkish (tr), translated from en.ftl. Conventions: see the header of en.ftl.
#
# Translators' notes (tr):
# - Who: gametools translators (machine-assisted, review welcome).
# - Register: "sen", as Turkish gaming communities and Discord bots write; command descriptions are imperatives.
# - Plurals: a Turkish noun stays singular after a number (30 gün), so no selector is needed.
# - Placeholders never carry a case suffix (an apostrophe suffix would depend on the name's last vowel): the text
#   is built around them ("{ $store } mağazasında", "{ $language } olarak").
# - Terms: deal = fırsat, key reseller = key satıcısı, all-time low = tüm zamanların en düşüğü, watch = fiyat
#   alarmı, follow = takip (of deals posted in a chat), file job = iş, recipe = tarif, tool = araç, stage = aşama,
#   step = adım.
# - Words the parser reads stay English: reset, all, free, under, cut>=, low, official, since, save, region:,
#   currency:, ignore:, role:, the tool names and their parameters (width=200). Telegram only knows the English
#   command names, so texts that name a command (/convert @name, /tools, /price) keep them; only the Discord-only
#   texts (error-needs-*-discord, alert-footer, dc-*) use the Turkish option and command names.
# - web-hub-placeholder keeps its English search words: the tool search matches the tools' English names.
# - Unsure: the Discord command names (alarm-sil, takip-et, takipler, takibi-bırak; ı and ş kept, as Discord allows
#   them); "9.99" in cmd-watch-opt-price keeps the point because Discord's number option may not take "9,99".

## Language names, shown by /language and the web page's picker (each in its own language).

language-name = Türkçe
language-current = Dil: { $language }.
language-set = Dil { $language } olarak ayarlandı.
language-set-chat = Bu sohbetin dili artık { $language }.
language-reset = Dil seçimi kaldırıldı: yine uygulamanın dili kullanılıyor.
language-unknown = Burada "{ $wanted }" diye bir dil yok. Mevcut diller: { $available }.
language-admins-only = Grubun dilini yalnızca grup yöneticileri değiştirebilir.
language-available = Mevcut diller: { $list }. /language <kod> ile birini seç veya /language reset kullan.

## Commands: descriptions in the command menus (Telegram and Discord), the usage line /help shows, and the
## Discord names of commands and their options.

cmd-start = Botu başlat
cmd-start-usage = /start
cmd-help = Bu bot nasıl kullanılır
cmd-help-usage = /help
cmd-language = Botun hangi dilde yanıt vereceğini seç
cmd-language-usage = /language [dil kodu | reset]
cmd-language-name = dil
cmd-language-opt-code = Dil kodu, ör. de, pt-BR; uygulamanın diline dönmek için "reset"
cmd-language-opt-code-name = kod
cmd-price = Oyun fiyatları: en iyi resmi ve key satıcısı teklifi, tüm zamanların en düşüğü, fırsatlar, grafik
cmd-price-usage = /price <appid veya oyun adı> [bölge | regions]
cmd-price-name = fiyat
cmd-price-opt-game = Mağaza uygulama kimliği veya oyun adı
cmd-price-opt-game-name = oyun
cmd-price-opt-region = İki harfli ülke kodu, ör. tr, us, de
cmd-price-opt-region-name = bölge
cmd-price-opt-regions = Bu bölgelerdeki Steam fiyatlarını karşılaştır, ör. us,de,br (veya: regions)
cmd-price-opt-regions-name = bölgeler
cmd-history = Bir oyunun her türden en düşük fiyatıyla fiyat grafiği
cmd-history-usage = /history <appid veya oyun adı> [gün]
cmd-history-name = geçmiş
cmd-history-opt-game = Mağaza uygulama kimliği veya oyun adı
cmd-history-opt-game-name = oyun
cmd-history-opt-days = Geçmişin gün sayısı, 1 ile 3650 arası (varsayılan 365)
cmd-history-opt-days-name = gün
cmd-tools = Dosya araçlarına kategoriye veya arama sözcüklerine göre göz at
cmd-tools-usage = /tools [kategori veya sözcükler] [sayfa]
cmd-tools-name = araçlar
cmd-tools-opt-query = Bir kategori (image, pdf, audio, video, qr, url...) veya sözcükler
cmd-tools-opt-query-name = arama
cmd-tools-opt-page = Sayfa numarası
cmd-tools-opt-page-name = sayfa
cmd-convert = Ekli dosyada veya bir video bağlantısında bir dosya aracı çalıştır
cmd-convert-usage = /convert <araç> [parametre=değer ...] [video bağlantısı]
cmd-convert-name = dönüştür
cmd-convert-opt-tool = Araç adı (bkz. /tools), ör. image-grayscale veya @tarif
cmd-convert-opt-tool-name = araç
cmd-convert-opt-params = ad=değer biçiminde parametreler, ör. width=200 height=100
cmd-convert-opt-params-name = parametreler
cmd-convert-opt-url = Video bağlantısı veya web sayfası adresi, bağlantı araçları için
cmd-convert-opt-url-name = url
cmd-convert-opt-then = Sonraki adımlar: araç parametre=değer | araç ...
cmd-convert-opt-then-name = sonra
cmd-convert-opt-file = İşlenecek dosya (dosya araçları için)
cmd-convert-opt-file-name = dosya
cmd-convert-opt-file-more = Dosya { $number }; birden çok dosya alan araçlar (pdf-merge) veya her birini işlemek için
cmd-recipe = Bir araç zincirini tarif olarak kaydet, sonra /convert @ad ile çalıştır
cmd-recipe-usage = /recipe save <ad> <araç parametre=değer | araç ...>
cmd-recipe-name = tarif
cmd-recipe-opt-name = Tarif adı, /convert @ad ile çalıştırılır
cmd-recipe-opt-name-name = ad
cmd-recipe-opt-steps = Adımlar: araç parametre=değer | araç ...
cmd-recipe-opt-steps-name = adımlar
cmd-recipes = Kayıtlı tariflerini listele (birini /convert @ad ile çalıştır)
cmd-recipes-usage = /recipes
cmd-recipes-name = tarifler
cmd-jobs = Son dosya işlerin ve durumları
cmd-jobs-usage = /jobs
cmd-jobs-name = işler
cmd-cancel = İşlerinden birini iptal et
cmd-cancel-usage = /cancel <iş kimliği>
cmd-cancel-name = iptal
cmd-cancel-opt-job_id = Durum mesajında veya /jobs içinde gösterilen iş kimliği
cmd-cancel-opt-job_id-name = iş-kimliği
cmd-watch = Bir oyun belirli bir fiyata düşünce bana haber ver
cmd-watch-usage = /watch <appid veya oyun adı> <fiyat> [bölge]
cmd-watch-name = alarm
cmd-watch-opt-game = Mağaza uygulama kimliği veya oyun adı
cmd-watch-opt-game-name = oyun
cmd-watch-opt-price = Bölgenin para biriminde hedef fiyat, ör. 9.99
cmd-watch-opt-price-name = fiyat
cmd-watch-opt-region = İki harfli ülke kodu, ör. tr, us, de
cmd-watch-opt-region-name = bölge
cmd-watch-opt-rules = Şunlarda da haber ver: cut>=75, low, official, since (sözcükler, sırası önemsiz)
cmd-watch-opt-rules-name = kurallar
cmd-unwatch = Bir fiyat alarmını kaldır
cmd-unwatch-usage = /unwatch <alarm kimliği | appid | all>
cmd-unwatch-name = alarm-sil
cmd-unwatch-opt-which = /watches içindeki alarm kimliği, bir uygulama kimliği veya "all"
cmd-unwatch-opt-which-name = hangisi
cmd-watches = Fiyat alarmlarını listele
cmd-watches-usage = /watches
cmd-watches-name = alarmlar
cmd-deals = Güncel oyun fırsatları: ücretsiz, bir fiyatın altında veya büyük indirimli
cmd-deals-usage = /deals [free | under <fiyat> | cut>=<yüzde>] [mağaza] [sayfa]
cmd-deals-name = fırsatlar
cmd-deals-opt-filter = free, under 5, cut>=90, bir mağaza adı
cmd-deals-opt-filter-name = filtre
cmd-deals-opt-page = Sayfa numarası
cmd-deals-opt-page-name = sayfa
cmd-follow = Yeni oyun fırsatlarını bu sohbette paylaş: ücretsiz, bir fiyatın altında veya büyük indirimli
cmd-follow-usage = /follow <free | under <fiyat> | cut>=<yüzde>> [mağaza] [region:xx] [currency:XXX] [ignore:a,b] [role:@Rol]
cmd-follow-name = takip-et
cmd-follow-opt-filter = free, under 5, cut>=90, bir mağaza, region:tr, ignore:2game
cmd-follow-opt-filter-name = filtre
cmd-follow-opt-role = Her paylaşımda etiketlenecek bir rol (Discord)
cmd-follow-opt-role-name = rol
cmd-giveaways = Şu anda ücretsiz alıp saklayabileceğin oyunlar ve ganimetler, bitiş tarihleriyle
cmd-giveaways-usage = /giveaways [mağaza] [game | dlc | loot | beta] [games]
cmd-giveaways-name = ücretsiz
cmd-giveaways-opt-filter = Bir mağaza (epic, steam, gog…), bir tür (dlc, loot, beta) veya games
cmd-giveaways-opt-filter-name = filtre
cmd-following = Bu sohbetin takip ettiği fırsat filtrelerini listele
cmd-following-usage = /following
cmd-following-name = takipler
cmd-unfollow = Bu sohbetin takiplerinden biri için fırsat paylaşmayı durdur
cmd-unfollow-usage = /unfollow <kimlik | all>
cmd-unfollow-name = takibi-bırak
cmd-unfollow-opt-which = /following içindeki takip kimliği veya all
cmd-unfollow-opt-which-name = hangisi

## Help

help-title = Oyun fiyatları ve dosya araçları
help-private-note = Hataları ve kişisel listeleri yalnızca sen görürsün.

## Price card (/price), both bots. $price, $regular, $low are formatted amounts.

price-none = —
price-unknown = bilinmiyor
price-regular = Normal fiyat
price-best-official = En iyi resmi teklif
price-best-keyshop = En iyi key satıcısı
price-all-time-low = Tüm zamanların en düşüğü
price-active-deals = Güncel fırsatlar
price-critic-score = Eleştirmen puanı
price-score-value = { $score }/100
price-cut = −{ $percent }
price-at-store = { $store } mağazasında
price-best-deal-link = En iyi fırsat
price-keyshop-gap = GG.deals gerekiyor ama yanıt vermedi (bu sunucuda bir API anahtarı gerekiyor)
price-sources = Kaynaklar: { $sources }
price-sources-none = yok
price-fresh = güncellendi
price-stale = önbellekteki yanıt: fiyat kaynakları yanıt vermiyor
price-app = Uygulama { $appid }
price-history-field = Fiyat geçmişi
price-chart-description = Fiyat geçmişi grafiği
price-too-little-history = Grafik için henüz yeterli fiyat geçmişi yok: her sorguyla birikiyor.
price-choices-title = "{ $query }" ile eşleşen birkaç oyun var
price-choices-footer = Aşağıdan birini seç veya /price komutunu uygulama kimliğiyle kullan.
price-regions-title = { $title }: bölgelere göre Steam fiyatları, { $currency } cinsinden
price-regions-not-sold = satılmıyor
price-regions-cheapest = en ucuz
price-regions-rates = { $date } tarihli ECB referans kurlarıyla çevrildi.
price-regions-no-rates = Döviz kurları okunamadı: dönüştürme yapılmadı.
price-choice-line = { $title } (uygulama { $appid })
price-free = ÜCRETSİZ

## Price alerts (/watch). $price, $target, $low are formatted amounts, $cut and $wanted formatted percentages.

alert-title = Fiyat alarmı: { $game }
alert-changed = Fiyat değişti.
alert-footer = Alarm { $id } · /alarm-sil { $id } bu alarmları durdurur
alert-target-official = En iyi fiyat { $price } (resmi mağaza): hedef fiyatın olan { $target } veya altında.
alert-target-keyshop = En iyi fiyat { $price } (key satıcısı): hedef fiyatın olan { $target } veya altında.
alert-new-low = Tüm zamanların en düşük fiyatı yenilendi: { $low }.
alert-cut = Fiyat { $price } oldu: { $cut } indirim, istediğin en az { $wanted } oranını karşılıyor.
alert-cut-at = { $store } mağazasında fiyat { $price } oldu: { $cut } indirim, istediğin en az { $wanted } oranını karşılıyor.
alert-rule-low = Tüm zamanların en düşük fiyatı yenilendi: { $low }.
alert-rule-low-unknown = Tüm zamanların en düşük fiyatı yenilendi.
alert-rule-official-low = Resmi mağazalarda tüm zamanların en düşük fiyatı yenilendi: { $low }.
alert-rule-official-low-unknown = Resmi mağazalarda tüm zamanların en düşük fiyatı yenilendi.
alert-rule-since = Son normal fiyat zammından bu yana yeni en düşük fiyat: { $low }.
alert-rule-since-unknown = Son normal fiyat zammından bu yana yeni en düşük fiyat.

## Deal posts (/follow). $price, $regular are formatted amounts, $cut a formatted percentage, $date a formatted day.

deal-ended = Sona erdi:
deal-ended-word = sona erdi
deal-was = { $regular } fiyatından −{ $cut } indirimliydi
deal-until = Bitiş: { $date }
deal-get-it = { $shop } mağazasından al
deal-price = Fiyat
deal-regular = Normal fiyat
deal-cut = İndirim
deal-shop = Mağaza
deal-ends = Bitiş
deals-title = Fırsatlar: { $filter }
deals-page = sayfa { $page } / { $pages }
deals-none = Şu anda eşleşen bir şey yok.
unfollow-none = Burada böyle bir takip yok. /following hepsini listeler.
unfollow-stopped = { $count ->
        [one] Bu takip durduruldu:
       *[other] { $count } takip durduruldu:
    }
tg-following = Bu sohbette takip edilen: { $filter } (kimlik { $id }). Eşleşen yeni fırsatlar burada paylaşılır; /unfollow { $id } takibi durdurur.
tg-following-none = Bu sohbet hiçbir fırsatı takip etmiyor. /follow free (veya under 5, cut>=90) ile bir tane ekle.
tg-following-title = Bu sohbetin takip ettiği fırsatlar
tg-following-stop = Birini durdurmak için: /unfollow <kimlik>.
dc-following = Bu kanalda takip edilen: { $filter } (kimlik { $id }). Durdurmak için: { $stop }.
dc-following-none = Bu kanal hiçbir fırsatı takip etmiyor. /takip-et ile bir tane ekle.
dc-following-title = Bu kanalın takip ettiği fırsatlar
dc-follow-mentions = etiketlenen: { $role }

## Price watches (/watch, /watches, /unwatch). $target, $price are formatted amounts, $cut a percentage; $rules is a list of rule-* texts.

rule-cut = { $cut } veya üzeri indirim
rule-low = tüm zamanların yeni en düşük fiyatı
rule-since = son normal fiyat zammından bu yana yeni en düşük fiyat
rule-target = hedef fiyat
rule-official-only = { $rules } (yalnızca resmi mağazalar)
watches-title = Fiyat alarmların
dc-watch-app-id = uygulama kimliği { $appid }
dc-watch-choices = "{ $query }" ile eşleşen birkaç oyun var. /alarm komutunu oyun olarak uygulama kimliğini vererek yeniden çalıştır:
dc-watch-no-offer = şu anda bilinen bir teklif yok
dc-watch-now = şu anki en iyi fiyat { $price }
dc-watch-watching = Takipte: { $game }
dc-watch-updated = Alarm güncellendi: { $game }
dc-watch-a-change = fiyat değişikliği
dc-watch-rules-only = Şu durumlarda bu kanala haber vereceğim: { $rules } ({ $now }).
dc-watch-already-below = Fiyat zaten { $target } veya altında ({ $now }). Fiyat yükselip yeniden bu seviyeye indiğinde ya da şu durumlarda burada haber vereceğim: { $rules }.
dc-watch-target = En iyi fiyat { $target } veya altına indiğinde ({ $now }) ya da şu durumlarda bu kanala haber vereceğim: { $rules }.
dc-watch-footer = Alarm kimliği { $id } · /alarm-sil { $id } alarmı kaldırır
dc-unwatch-none = Eşleşen bir alarmın yok. /alarmlar hepsini listeler.
dc-unwatch-removed = Kaldırıldı: { $names }.
dc-watches-none = Hiçbir oyunu takip etmiyorsun. /alarm ile bir tane ekle.
dc-watches-no-offer = teklif yok
dc-watches-now = şimdi { $price }
tg-watch-now = şimdi { $price }
tg-watch-at-or-below = { $target } veya altı
tg-watch-where = uygulama { $appid }, { $region }
tg-watch-watching = { $game } takipte. Buraya şu durumda yazacağım: { $when }.
tg-watch-updated = { $game } alarmı güncellendi. Buraya şu durumda yazacağım: { $when }.
tg-watch-now-line = Şimdi: { $price }
tg-watch-id = alarm kimliği
tg-watch-already-below = Fiyat zaten hedefinde veya altında; sonraki alarm, fiyat yükselip yeniden düştüğünde gelir.
tg-watch-on = { $rules }
tg-watch-when-target-or-low = en iyi fiyat { $target } veya altına indiğinde ya da tüm zamanların yeni en düşük fiyatı çıktığında
tg-watch-when-target-or-rules = en iyi fiyat { $target } veya altına indiğinde ya da { $rules }
tg-watches-none = Hiç fiyat alarmın yok. /watch <appid veya oyun adı> <fiyat> ile bir tane ekle.
tg-watches-remove = Birini kaldırmak için: /unwatch <kimlik>.
tg-unwatch-none = Eşleşen fiyat alarmı yok. /watches alarmlarını listeler.
tg-unwatch-removed = { $count ->
        [one] Bu alarm kaldırıldı:
       *[other] { $count } alarm kaldırıldı:
    }

## Price history (/history)

history-title = { $game }: fiyat geçmişi
history-no-low = Henüz bilinen bir en düşük fiyat yok.
history-footer = Uygulama { $appid } · { $region } · son { $days } gün
history-all-time-low = Tüm zamanların en düşüğü
history-official-low = Resmi mağazalarda en düşük
history-keyshop-low = Key satıcılarında en düşük
history-steam-low = Steam'de en düşük
history-since-rise-low = Zamdan bu yana en düşük
history-rise-on = zam tarihi: { $date }

## File jobs: status messages while a job runs, and its end.

job-queued = Sırada bekliyor…
job-stage = Aşama: { $stage }
job-working = çalışıyor
job-done = Bitti: { $name } ({ $size })
job-failed = Başarısız: { $reason }
job-failed-step = adım { $step } / { $steps } ({ $tool }): { $reason }
job-cancelled = İptal edildi.
job-cancel-button = İptal
job-step-stage = adım { $step } / { $steps }: { $stage }
job-failed-notice = { $tool } başarısız oldu: { $reason }
job-did-not-finish = İş tamamlanmadı.
jobs-title = Son işlerin
job-status-queued = sırada
job-status-processing = işleniyor
job-status-completed = tamamlandı
job-status-failed = başarısız
job-status-cancelled = iptal edildi
job-cancelled-id = { $id } kimlikli iş iptal edildi.
job-deleted-id = { $id } kimlikli iş ve sonucu silindi.
dc-jobs-none = Hiç işin yok. /dönüştür ile bir tane başlat.
dc-jobs-footer = Birini iptal etmek için: /iptal <iş kimliği>.
tg-jobs-none = Yakın zamanda bir işin yok. Başlatmak için bir dosya gönder.
tg-jobs-processing = işleniyor: { $percent }
tg-jobs-done = bitti: { $name }
job-already-finished = Bu iş zaten bitti.
job-cancel-only = Bu işi yalnızca { $who } iptal edebilir.
job-cancel-only-starter = Bu işi yalnızca başlatan kişi iptal edebilir.
button-gone = Bu düğme artık kullanılmıyor.
job-download = İndirme
job-download-link = İndir
job-too-large-to-upload = Dosya buraya yüklemek için çok büyük ({ $limit } üzeri).
job-available-until = { $until } tarihine kadar kullanılabilir.

## Why a job failed (its user-facing message).

failure-invalid_link = Bu geçerli bir video bağlantısı değil. Videonun tam URL'sini yapıştır.
failure-disabled = Bu özellik şu anda bu sunucuda kapalı.
failure-too_large = Dosya bu araç için çok büyük.
failure-invalid_input = Dosya işlenemedi. Biçimi kontrol edip tekrar dene.
failure-timeout = Dosya işlenemedi. Biçimi kontrol edip tekrar dene.
failure-internal = Dosya işlenemedi. Biçimi kontrol edip tekrar dene.

## Refusals in chat (either bot).

error-apology = Üzgünüz, bu işlenirken bir şeyler ters gitti. Lütfen daha sonra tekrar dene.
error-needs-file = Bu araç bir dosyayla çalışır: dosyayı açıklamasında komutla gönder veya bir dosyaya komutla yanıt ver.
error-needs-file-discord = Bu araç bir dosyayla çalışır: dosyayı /dönüştür komutunun `dosya` seçeneğine ekle.
error-needs-url = Bu araç bir video bağlantısıyla çalışır: bağlantıyı araç adından sonra yaz.
error-needs-url-discord = Bu araç bir video bağlantısıyla çalışır: bağlantıyı dosya olmadan `url` seçeneğinde ver.
error-rate-limited = Şu anda çok fazla istek var. Bir dakika bekleyip tekrar dene.
error-rate-limited-retry = Şu anda çok fazla istek var. { $seconds } sn sonra tekrar dene.
error-upstream = Fiyat kaynakları şu anda yanıt vermiyor. Birkaç dakika sonra tekrar dene.
error-unavailable = Hizmet kısa bir süre için kullanılamıyor. Bir dakika sonra tekrar dene.
error-storage = Sunucuda şu anda dosyalar için yer kalmadı. Daha sonra tekrar dene veya artık ihtiyacın olmayan bitmiş işleri sil.
error-internal = Bizim tarafımızda bir şeyler ters gitti. Lütfen daha sonra tekrar dene.
error-unknown-command = Bu komut burada artık tanınmıyor. Komut listesi güncel olmayabilir.

## Telegram's own wording (its cards are text, not embeds). $value is already formatted.

tg-labelled = { $label }: { $value }
tg-price-best-official = En iyi resmi teklif
tg-price-best-keyshop = En iyi key satıcısı teklifi
price-on-date = { $date } tarihinde
price-no-score = yok
tg-price-stale = Fiyat kaynakları yanıt vermiyor; bu fiyatlar güncel olmayabilir.
tg-history-period = fiyat geçmişi, son { $days } gün
tg-choices = "{ $query }" ile eşleşen birkaç oyun var. Birini seç:
tg-job = iş
tg-job-failed = başarısız: { $reason }
tg-too-large = { $name } ({ $size }), Telegram'ın botlara izin verdiği yükleme sınırından (50 MB) büyük.
tg-download-until = { $until } tarihine kadar buradan indirebilirsin:
tg-alert-target-official = Şimdi { $price } (resmi mağaza): hedef fiyatın olan { $target } veya altında.
tg-alert-target-official-at = Şimdi { $store } mağazasında { $price } (resmi mağaza): hedef fiyatın olan { $target } veya altında.
tg-alert-target-keyshop = Şimdi { $price } (key satıcısı): hedef fiyatın olan { $target } veya altında.
tg-alert-target-keyshop-at = Şimdi { $store } mağazasında { $price } (key satıcısı): hedef fiyatın olan { $target } veya altında.
tg-alert-new-low-at = Tüm zamanların en düşük fiyatı yenilendi: { $store } mağazasında { $low }.
tg-alert-watch = Alarm
tg-alert-stop = Durdurmak için: /unwatch { $id }
tg-greeting = Selam! Oyun fiyatlarına bakıyor ve dosya araçları çalıştırıyorum.
tg-greeting-files = Bana bir dosya veya video bağlantısı gönder, sana uygun araçları önereyim.
tg-commands = Komutlar
tg-inline-best = En iyi fiyat { $price }
tg-inline-best-at = { $store } mağazasında en iyi fiyat { $price }
tg-inline-no-offer = Şu anda teklif yok
tg-inline-low = tüm zamanların en düşüğü { $low }
tg-inline-chart-link = Fiyat grafiği
tg-send-something = Bana bir dosya, video bağlantısı veya komut gönder. /help hepsini listeler.
tg-unknown-command = Bu komutu bilmiyorum. Neler yapabildiğimi /help gösterir.
tg-button-expired-file = Bu düğmenin süresi doldu. Dosyayı yeniden gönder.
tg-button-expired-watch = Bu düğmenin süresi doldu. /watch komutunu yeniden gönder.
tg-button-expired-tools = Bu listenin süresi doldu. /tools komutunu yeniden gönder.
tg-button-invalid = Bu düğme artık geçerli değil.
tg-starting = Başlatılıyor: { $tool }…
tg-tool-gone = Bu araç artık kullanılamıyor.
tg-cancel-not-yours = Bu senin işin değil.
tg-cancel-gone = Bu senin işin değil ya da artık yok.

## The web pages. Placeholders are plain text; the page escapes them.

web-language = Dil
web-language-apply = Uygula
web-skip = İçeriğe geç
web-nav-main = Ana gezinme
web-nav-tools = Araçlar
web-nav-jobs = İşlerim
web-nav-prices = Oyun fiyatları
web-nav-deals = Fırsatlar
web-nav-docs = API
web-footer-files = Dosyalar, işlerinin süresi dolana kadar saklanır, sonra silinir.
web-footer-docs = API belgeleri
web-hub-title = Dosya araçları
web-hub-lead = Görselleri, PDF'leri, sesleri ve videoları tarayıcında dönüştür, küçült ve düzenle, QR kod oluştur. Dosyaların oturumuna özel kalır ve iş süresi dolunca silinir.
web-hub-search = Araçlarda ara
web-hub-placeholder = ör. resize, pdf to png, qr
web-hub-search-button = Ara
web-hub-categories = Kategoriler
web-hub-count = { $total } araç.
web-hub-matching = "{ $query }" ile eşleşen araçlar: { $shown } / { $total }.
web-hub-no-match = Aramanla eşleşen araç yok. Daha az veya farklı sözcükler dene.
web-hub-badge-link = video bağlantısı
web-hub-badge-disabled = kapalı

## Tool categories (web page and chat lists).

category-image = Görseller
category-pdf = PDF belgeleri
category-audio = Ses
category-video = Video
category-video-thumbnail = Video küçük resimleri
category-qr = QR kodlar ve barkodlar
category-url = Video bağlantısından
category-document = Belgeler
category-ocr = Taramalardan metin (OCR)
category-web = Web sayfaları
category-data = Veri dosyaları
category-sticker = Çıkartmalar ve emojiler

## One-time upload links (issue 40): /upload, big files sent to a bot, and the page at /u/<token>.

cmd-upload = Büyük bir dosya yüklemek için tek kullanımlık bağlantı al
cmd-upload-usage = /upload [araç] [ad=değer ...]
cmd-upload-name = yukle
cmd-upload-opt-tool = Dosyaya uygulanacak araç (sayfası onunla açılır)
cmd-upload-opt-tool-name = araç
cmd-upload-opt-params = Parametreleri, örn. width=800 format=webp
cmd-upload-opt-params-name = parametreler
upload-link-offer = Dosyanı bu bağlantıdan yükle; ilerleme ve sonuç bu sohbete geri gelir.
upload-link-offer-tool = Dosyanı { $tool } için bu bağlantıdan yükle; ilerleme ve sonuç bu sohbete geri gelir.
upload-link-until = Bağlantı { $until } tarihine kadar bir kez çalışır.
upload-link-too-big = Bu dosya { $size }; bir bot Telegram'dan en fazla { $limit } indirebilir.
upload-page-title = Dosya yükle
upload-page-lead = İş senin için sohbetinde çalışır: ilerleme ve sonuç oraya geri gelir.
upload-page-lead-key = Dosya, ona bir araç uygulayacak olan ajanın için saklanır.
upload-page-until = Bu bağlantı { $until } tarihine kadar bir kez çalışır.
upload-page-pick = Dosyana uygulanacak aracı seç:
upload-page-sent = Alındı. İlerleme ve sonuç sohbetinde görünecek; bu sayfayı kapatabilirsin.
upload-page-sent-key = Alındı. Ajanın artık bu dosyaya bir araç uygulayabilir; bu sayfayı kapatabilirsin.
upload-page-invalid-title = Geçersiz bağlantı
upload-page-invalid = Bu yükleme bağlantısı geçersiz. Bottan /upload ile yenisini iste.
upload-page-used-title = Bağlantı zaten kullanıldı
upload-page-used = Bu yükleme bağlantısı zaten kullanıldı: her bağlantı bir kez çalışır. Bottan /upload ile yenisini iste.
upload-page-expired-title = Bağlantının süresi doldu
upload-page-expired = Bu yükleme bağlantısının süresi doldu. Bottan /upload ile yenisini iste.
upload-page-file = Dosyan
upload-fit-button = { $limit } sınırına sığdır
upload-fit-gone = Bu sonuç artık yok ya da senin değil; dosyayı yeniden gönder.
## Discord message commands and "Convert…" forms (issue 40).

dc-menu-convert = Dönüştür…
dc-menu-price = Fiyat bak
dc-menu-no-file = Bu mesajda dönüştürülecek dosya yok. Bir formda dosya yüklemek için aşağıdan bir dosya türü seç ya da /convert komutunu bir dosyayla kullan.
dc-menu-too-large = { $name }, burada bir dosyanın olabileceği en fazla boyut olan { $limit } MB'tan büyük.
dc-menu-no-tool = Bu dosya türünü ({ $type }) alan bir araç yok.
dc-menu-no-game = Bu mesajda Steam mağaza bağlantısı ya da uygulama kimliği yok.
dc-form-title = Dönüştür: { $kind }
dc-form-title-message = Mesajdaki dosyaları dönüştür
dc-form-files = Dosyalar
dc-form-files-hint = En fazla { $max } dosya.
dc-form-tool = Araç
dc-form-params = Seçenekler
dc-form-params-hint = ad=değer biçiminde, ör. width=200 height=100. Varsayılanlar için boş bırak.
dc-form-too-many = Bir form en fazla { $max } dosya alır; bunda { $count } var.
dc-form-gone = Bu formun süresi doldu. Mesajda Dönüştür… komutunu yeniden çalıştır.

## Telegram Mini App (issue 40).

tg-app-menu = Uygulamayı aç
tg-app-open = Uygulamayı aç
tg-app-price = Uygulamada grafik ve fırsatlar
web-telegram-note = Telegram ile giriş yapıldı: burada başlattıklarının sonuçları bot ile sohbetine de gelir.
## Stickers and emoji (/sticker and the "Make sticker/emoji" message menu).

cmd-sticker = Bir görselden, GIF'ten ya da kısa klipten çıkartma veya emoji yapar ve ekler
cmd-sticker-usage = /sticker [emoji] [ad]
cmd-sticker-name = cikartma
cmd-sticker-opt-emoji = Temsil ettiği emoji, örn. 😀
cmd-sticker-opt-emoji-name = emoji
cmd-sticker-opt-as = Discord: sunucu emojisi (varsayılan) ya da sunucu çıkartması
cmd-sticker-opt-as-name = olarak
cmd-sticker-opt-name = Discord: adı (harf, rakam, _)
cmd-sticker-opt-name-name = ad
cmd-sticker-opt-file = Görsel, GIF ya da kısa klip
menu-make-sticker = Çıkartma/emoji yap
sticker-set-title = @{ $bot } ile çıkartmalarım
sticker-set-created = Yeni çıkartma paketin oluşturuldu, bu çıkartma içinde: { $link }
sticker-set-added = Çıkartma paketine eklendi: { $link }
sticker-sets-full = Çıkartma paketlerin dolu, bu yüzden çıkartma dosya olarak geliyor.
sticker-set-bad-name = Telegram bu botla hesabın için hiçbir paket adına izin vermiyor, bu yüzden çıkartma dosya olarak geliyor.
sticker-trimmed = { $total } sn'nin ilk { $kept } sn'sine kısaltıldı: bir çıkartma en fazla { $kept } sn olabilir.
sticker-emoji-added = { $emoji } emojisi bu sunucuya :{ $name }: olarak eklendi.
sticker-guild-sticker-added = “{ $name }” çıkartması bu sunucuya eklendi.
sticker-not-permitted = Burada emoji ve çıkartma eklemek için hem senin hem de botun İfade Oluştur iznine sahip olması gerekir; bu yüzden kendin eklemen için dosya geliyor.
sticker-no-server = Emoji ve çıkartmalar yalnızca bir sunucuya eklenebilir, bu yüzden dosya geliyor.
sticker-slots-full = Bu sunucuda bunun için boş yer yok, bu yüzden dosya geliyor.
sticker-bot-forbidden = Discord reddetti: bot artık burada emoji ya da çıkartma ekleyemiyor, bu yüzden dosya geliyor.
sticker-no-image = Bu mesajda çıkartma ya da emoji yapılacak bir görsel yok.
sticker-set-rejected = Telegram onu bir çıkartma paketine eklemedi (önce botla özel bir sohbet açıp Başlat'a dokun), bu yüzden çıkartma dosya olarak geliyor.
sticker-discord-rejected = Discord bunu kabul etmedi, bu yüzden kendin eklemen için dosya geliyor.
## Giveaways in every language (issue 36): /giveaways, giveaway posts in both bots, and the giveaway Atom feed.

giveaway-kind-game = oyun
giveaway-kind-dlc = DLC
giveaway-kind-loot = oyun içi ganimet
giveaway-kind-beta = beta erişimi
giveaway-worth = değeri { $worth }
giveaway-ends = { $when } bitiyor
giveaway-every-store = tüm mağazalar
giveaway-games-only = yalnızca oyunlar
giveaways-title = Kalıcı olarak ücretsiz: { $filter }
giveaways-none = Şu anda açık bir çekiliş yok.
giveaway-free-at = { $store } mağazasında kalıcı olarak { $free }
giveaway-claim-at = { $store } mağazasında al
giveaway-over = Sona erdi: { $store } mağazasındaki bu dağıtım bitti.
giveaway-store = Mağaza
giveaway-status = Durum
giveaways-feed-title = Ücretsiz oyunlar: { $filter }
giveaway-feed-free = Ücretsiz: { $store } mağazasında { $title }
giveaway-feed-ended = Sona erdi: { $store } mağazasında { $title }
giveaway-feed-summary = { $title }, { $store } mağazasında kalıcı olarak ücretsiz.
giveaway-feed-summary-until = { $title }, { $date } tarihine kadar { $store } mağazasında kalıcı olarak ücretsiz.
giveaway-feed-summary-ended = Bu dağıtım sona erdi; { $title }, { $store } mağazasında kalıcı olarak ücretsizdi.
giveaway-ended = sona erdi
giveaway-ended-title = Sona erdi:

## Bot tool lists, recipes, autocomplete and buttons in every language (issue 36).

tools-takes = Alır: { $types }
tools-takes-link = Alır: bir video bağlantısı
tools-gives = Verir: { $output }
tools-parameters = Parametreler:
tools-param-default = varsayılan { $value }
tg-tools-use = Kullanım: { $command } açıklamasıyla bir dosya gönder
tg-tools-none = “{ $query }” ile eşleşen araç yok. /tools image, /tools pdf veya /tools qr dene.
tools-for = “{ $query }” için araçlar
tools-all = Tüm araçlar
tg-tools-page = sayfa { $page }/{ $pages }
tg-tools-footer = Ayrıntılar: /tools <ad> · Çalıştır: bir dosyayla /convert <ad>
button-previous = Önceki
button-next = Sonraki
dc-tools-works-on = Çalıştığı girdi
dc-tools-a-link = bir video bağlantısı
dc-tools-gives = Verir
dc-tools-values = değerler: { $range }
dc-tools-default = varsayılan: { $value }
dc-tools-none = "{ $query }" ile eşleşen araç yok. /tools image, /tools pdf veya başka kelimeler dene.
dc-tools-title = Dosya araçları
dc-tools-title-filter = Dosya araçları: { $query }
dc-tools-footer = Sayfa { $page }/{ $pages } · { $total } araç · /tools <slug> bir aracın seçeneklerini gösterir
recipe-saved = { $name } tarifi kaydedildi: { $steps }
tg-recipe-run = Bir dosyada /convert @{ $name } ile çalıştır
tg-recipes-none = Hiç tarifin yok. /recipe save <ad> <araç | araç …> ile bir tane kaydet.
recipes-title = Tariflerin
tg-recipes-run = Birini bir dosyada /convert @ad ile çalıştır.
dc-recipe-run = Bir dosyayla /convert tool:@{ $name } ile çalıştır.
dc-recipes-none = Hiç tarifin yok. /recipe ile bir tane kaydet.
dc-recipes-run = Birini /convert tool:@ad ile çalıştır.
dc-ac-recipe = @{ $name } — tarifin: { $steps }
dc-ac-category = Kategori: { $category } ({ $value })
dc-ac-all-watches = Tüm fiyat takiplerim
tg-album-file = Albümdeki { $count } dosyadan { $index }. dosya: { $reason }

## The API's error message in the caller's language (issue 36).

api-error-unknown_tool = Bilinmeyen araç: { $detail }
api-error-upload_required = Bu araç bir dosya gerektirir: { $detail }
api-error-url_required = Bu araç bir video bağlantısı gerektirir: { $detail }
api-error-invalid_url = Geçersiz bağlantı: { $detail }
api-error-invalid_callback_url = Geçersiz geri çağırma adresi: { $detail }
api-error-invalid_params = Geçersiz parametreler: { $detail }
api-error-invalid_pipeline = Bu adımlar art arda gelemez: { $detail }
api-error-too_many_steps = Çok fazla adım: { $detail }
api-error-too_many_files = Çok fazla dosya: { $detail }
api-error-missing_file = Bir dosya eksik: { $detail }
api-error-file_too_large = Dosya çok büyük: { $detail }
api-error-unsupported_type = Bu dosya türü desteklenmiyor: { $detail }
api-error-limit_reached = Bir sınıra ulaşıldı: { $detail }
api-error-rate_limited = Çok fazla istek: { $detail }
api-error-not_found = Bulunamadı.
api-error-missing_api_key = Bir API anahtarı gerekli: X-API-Key veya Authorization: Bearer olarak gönder.
api-error-invalid_api_key = API anahtarı geçersiz.
api-error-unauthorized = Oturum açılmadı: { $detail }
api-error-forbidden = Reddedildi: { $detail }
api-error-tool_disabled = Bu araç kapalı: { $detail }
api-error-invalid_appid = Geçersiz uygulama kimliği: { $detail }
api-error-invalid_request = Geçersiz istek: { $detail }
api-error-upstream_unavailable = Fiyat kaynakları şu anda yanıt vermiyor: { $detail }
api-error-service_unavailable = Hizmet kısa bir süre için kullanılamıyor. Birkaç saniye sonra yeniden dene.
api-error-insufficient_storage = Sunucuda şu anda dosyalar için yer az. Daha sonra yeniden dene ya da artık gerekmeyen bitmiş işleri sil.
api-error-internal = Bizim tarafımızda bir şeyler ters gitti. Lütfen yeniden dene.

## Web page bodies beyond the hub (issue 36): a tool's page, the job panel, "My jobs", a shared recipe's page.

web-tool-breadcrumb = Gezinti yolu
web-tool-disabled = Bu araç şu anda bu sunucuda kapalı. Daha sonra yeniden dene.
web-tool-noscript = Bu sayfa dosya yüklemek ve işi izlemek için JavaScript gerektirir. { $api } onsuz da çalışır.
web-tool-noscript-api = HTTP API
web-tool-video-link = Video bağlantısı
web-tool-your-file = Dosyan
web-tool-options = Seçenekler
web-tool-no-options = Bu aracın seçeneği yok.
web-tool-start = Başlat
web-tool-jobs-listed = İşlerin, süreleri dolana kadar { $jobs } altında listelenir.
web-tool-then = Sonra…
web-tool-then-label = Sonraki adım, yukarıdaki adımın çıktısı üzerinde
web-tool-then-add = Adım ekle
web-tool-missing = Böyle bir araç yok
web-tool-missing-text = “{ $slug }” adında bir araç yok.
web-tool-see-all = Tüm araçları gör
web-recipe-title = Tarif olarak kaydet
web-recipe-hint = Bu adımları ve seçeneklerini bir adla saklar, başka dosyalarda yeniden çalıştırmak için ({ $field } ile POST /api/pipelines).
web-recipe-name = Tarif adı
web-required = (zorunlu)
web-recipe-name-hint = En fazla 60 harf, rakam, boşluk, nokta, tire veya alt çizgi.
web-recipe-share = Paylaş: bağlantıya sahip herkes kendi dosyalarında çalıştırabilir
web-recipe-save = Tarifi kaydet
web-file-choose = Bir dosya seç
web-file-choose-many = Dosyaları seç
web-file-drop = ya da buraya bırak
web-file-drop-many = ya da buraya bırak
web-file-hint = Kabul edilenler: { $types }. En fazla { $size } MB.
web-url-label = Tek bir videonun bağlantısı
web-url-hint = Video sayfasının tam adresini yapıştır.
web-job-title = İşin
web-job-cancel = İşi iptal et
web-job-download = İndir
web-job-again = Başka birini işle
web-jobs-lead = Bu tarayıcıdan başlatılan işler. Sonuçlar iş sona erene kadar indirilebilir; sonra dosyalar silinir.
web-needs-js = Bu sayfa JavaScript gerektirir.
web-loading = Yükleniyor…
web-jobs-caption = İşlerin, en yenisi önce
web-jobs-tool = Araç
web-jobs-status = Durum
web-jobs-started = Başladı
web-jobs-expires = Sona eriyor
web-jobs-actions = İşlemler
web-recipe-page-title = Tarif: { $name }
web-recipe-page-steps = Her dosyada sırayla çalışan { $count } adım (birden çok dosya alan bir adım hepsini alır).
web-recipe-page-files = Dosyaların
web-recipe-page-use = Bu tarifi kullan
web-recipe-page-again = Yeniden kullan

## A Discord channel's own language (issue 36): /language with where: channel.

cmd-language-opt-where = "channel": bu kanalın dili, fırsat ve çekiliş gönderileri için (Kanalları Yönet)
cmd-language-opt-where-name = nerede
dc-language-channel-managers = Bu kanalın dilini yalnızca kanalı yönetebilen üyeler değiştirebilir.
dc-language-channel-set = Bu kanalın fırsat ve çekiliş gönderileri artık { $language } dilinde.
dc-language-channel-reset = Bu kanalın dil seçimi kaldırıldı: gönderiler yeniden her aboneliğin oluşturulduğu dili izliyor.
dc-language-channel-current = Bu kanalın gönderileri { $language } dilinde.
dc-language-channel-none = Bu kanalın kendi dili yok: gönderiler her aboneliğin oluşturulduğu dili, yoksa sunucunun dilini izler.

## The deals and price pages (issue 36).

web-region = Bölge
web-deals-title = Oyun fırsatları
web-deals-lead = Fırsat listelerinin gösterdiği ücretsiz oyunlar ve büyük indirimler, birkaç dakikada bir kontrol edilir. Bağlantılar kaynağın mağaza bağlantısından geçer.
web-deals-show = Göster
web-deals-every = Tüm fırsatlar
web-deals-free-only = Yalnızca ücretsiz oyunlar
web-deals-under = En fazla fiyat
web-deals-under-example = ör. 5
web-deals-cut = En az indirim (%)
web-deals-cut-example = ör. 90
web-deals-store-example = ör. steam
web-deals-submit = Fırsatları göster
web-deals-feed = { $feed } — yenilerinden haberdar olmak için bir akış okuyucusuna yapıştır.
web-deals-feed-link = Bu fırsatların Atom akışı
web-deals-page = Sayfa { $page } / { $pages }
web-prices-lead = Bir oyunun mağazalardaki en düşük fiyatları: resmi mağazalar, key satıcıları, tüm zamanların en düşüğü ve eleştirmen puanı.
web-prices-game = Steam uygulama kimliği veya oyun adı
web-prices-game-example = ör. 620 veya Portal 2
web-prices-game-hint = Bir sayı uygulama kimliği olarak aranır; kelimeler ada göre arar.
web-prices-submit = Ara
web-prices-which = Hangi oyun?
web-history-title = Fiyat geçmişi
web-history-period = Dönem
web-history-30 = 30 gün
web-history-365 = 1 yıl
web-history-all = Tümü
web-history-caption = Resmi mağazaların ve key satıcılarının en iyi fiyatları ile normal fiyat; nokta en düşük fiyatı gösterir.
web-history-not-enough = Grafik için henüz yeterli fiyat geçmişi yok.
web-history-lows = En düşükler
web-low-steam = Steam
web-low-since = Son zamdan beri

## Claim reminders (issue 41): "Remind me" and "Claimed" on giveaway posts and lists, the reminder, and /unclaimed.
cmd-unclaimed = Alındı olarak işaretlemediğin, hâlâ açık ücretsiz dağıtımlar
cmd-unclaimed-usage = /unclaimed
cmd-unclaimed-name = alinmayanlar
giveaway-remind-button = Hatırlat
giveaway-claimed-button = Aldım
giveaway-remind-set = Bitişinden { $lead } önce, { $date } tarihinde sana özel mesaj göndereceğim.
giveaway-remind-soon = { $lead } içinde bitiyor: hatırlatman birazdan geliyor.
giveaway-remind-no-end = Henüz bir bitiş tarihi bilinmiyor: belli olunca bitişinden { $lead } önce sana özel mesaj göndereceğim.
giveaway-remind-claimed = Bunu alındı olarak işaretledin, hatırlatılacak bir şey yok.
giveaway-remind-sent = Bu hatırlatmayı sana zaten gönderdim.
tg-remind-private-hint = Önce benimle özel bir sohbet başlat.
giveaway-claimed-set = Alındı olarak işaretlendi: bunun için hatırlatma yok ve /unclaimed artık göstermiyor.
giveaway-press-ended = Bu ücretsiz dağıtım sona erdi.
giveaway-press-unknown = Bu ücretsiz dağıtım artık listede değil.
giveaway-reminder = ⏰ Hatırlatma: { $title }, { $date } tarihine kadar { $store } üzerinde ücretsiz ve kalıcı olarak alınabilir ({ $left }).
unclaimed-title = Almadığın ücretsiz dağıtımlar
unclaimed-none = Alındı olarak işaretlemediğin açık bir dağıtım yok.
# Shared wishlist of a server channel or group (issue 41, 4b)
cmd-wishlist = Bu sunucunun veya grubun ortak istek listesi: oyun ekle, çıkar veya listele
cmd-wishlist-usage = /wishlist [add <uygulama kimliği veya başlık> | remove <oyun>]
cmd-wishlist-name = istek-listesi
cmd-wishlist-opt-action = add, remove veya list (varsayılan: list)
cmd-wishlist-opt-action-name = işlem
cmd-wishlist-opt-game = Mağaza uygulama kimliği veya oyun başlığı
cmd-wishlist-opt-game-name = oyun
wishlist-added = { $game } bu sohbetin istek listesine eklendi. İndirime girdiğinde veya yeni bir en düşük fiyata indiğinde etiketlenmek için “Bana haber ver”e bas.
wishlist-already = { $game } zaten bu sohbetin istek listesinde. Etiketlenmek için “Bana haber ver”e bas.
wishlist-removed = Bu sohbetin istek listesinden çıkarıldı: { $games }
wishlist-removed-none = Bu sohbetin istek listesinde “{ $which }” ile eşleşen bir şey yok.
wishlist-title = Bu sohbetin istek listesi:
wishlist-line = { $game } (uygulama { $appid }): { $members ->
        [one] { $members } üye bekliyor
       *[other] { $members } üye bekliyor
    }
wishlist-list-hint = 🔔 bir oyun indirime girdiğinde veya yeni en düşük fiyata indiğinde seni etiketler; 🔕 bunu durdurur.
wishlist-empty = Bu sohbetin istek listesi boş. Yöneticiler /wishlist add <oyun> ile oyun ekler.
wishlist-choices = “{ $query }” ile birden çok oyun eşleşiyor. Birini uygulama kimliğiyle ekle:
wishlist-admins-only = Sohbetin istek listesini yalnızca yöneticileri değiştirebilir.
wishlist-groups-only = Ortak istek listesi sunucular ve gruplar içindir. Kendi fiyat uyarıların için /watch kullan.
wishlist-full = Bu sohbetin istek listesinde zaten { $max } oyun var; önce birini çıkar.
wishlist-button-on = 🔔 Bana haber ver
wishlist-button-off = 🔕 Durdur
wishlist-pressed-on = { $game } indirime girdiğinde veya yeni en düşük fiyata indiğinde etiketleneceksin.
wishlist-pressed-off = Artık { $game } için etiketlenmeyeceksin.
wishlist-pressed-gone = Bu oyun artık sohbetin istek listesinde değil.
wishlist-members-full = Bu oyunu zaten { $max } üye bekliyor.
wishlist-alert-title = { $game } indirimde (istek listesi)
wishlist-alert-cut = { $cut } indirim: { $store } mağazasında { $price }
wishlist-alert-cut-nostore = { $cut } indirim: { $price }
wishlist-alert-low = Yeni en düşük fiyat: { $price }
## Tool forms (issue 36, tools' words; Araç formları): parameter labels and the hints under them, as in en.ftl.

tool-form-label-format = Çıktı biçimi
tool-form-label-bitrate = Bit hızı
tool-form-label-quality = Kalite
tool-form-label-width = Genişlik
tool-form-label-height = Yükseklik
tool-form-label-start = Başlangıç
tool-form-label-end = Bitiş
tool-form-label-x = Sol (x)
tool-form-label-y = Üst (y)
tool-form-label-crop_width = Kırpma genişliği
tool-form-label-crop_height = Kırpma yüksekliği
tool-form-label-degrees = Açı (derece)
tool-form-label-direction = Yön
tool-form-label-factor = Katsayı
tool-form-label-fps = Saniyedeki kare
tool-form-label-gain_db = Kazanç (dB)
tool-form-label-level = Düzey
tool-form-label-preset = Ön ayar
tool-form-label-pages = Sayfalar
tool-form-label-target_size = Hedef boyut
tool-form-label-text = Metin
tool-form-label-match = Eşleşme
tool-form-label-color = Renk
tool-form-label-opacity = Opaklık
tool-form-label-fields = Form alanları
tool-form-label-password = Parola
tool-form-label-owner_password = Sahip parolası
tool-form-label-offset = Kaydırma (saniye)
tool-form-label-lang = Diller
tool-form-hint-default = Varsayılan: { $value }
tool-form-hint-required = Zorunlu
tool-form-hint-optional = İsteğe bağlı
tool-form-hint-range = İzin verilen: { $min } ile { $max } arası
tool-form-hint-at-least = İzin verilen: en az { $min }
tool-form-hint-at-most = İzin verilen: en fazla { $max }
tool-form-hint-pair = { $first }. { $second }

## Telegram: the line above the tool buttons under a file or video link sent without a command (issue 36, tools' words).

tg-offer-none = Bu tür dosyayı alan bir araç yok.
tg-offer-none-type = Bu tür dosyayı alan bir araç yok ({ $type }).
tg-offer-no-video = Video araçları kullanılamıyor.
tg-offer-file = Bu bir { $type } dosyası. Bir araç seçin (varsayılan ayarlar) veya { $example } gibi bir açıklamayla gönderin:
tg-offer-file-unknown = Bu bir dosya. Bir araç seçin (varsayılan ayarlar) veya { $example } gibi bir açıklamayla gönderin:
tg-offer-video = Bu video için bir araç seçin:
## Discord forms in parts: a kind of file with more tools than a select lists (issue 40)
dc-form-pick-part = { $kind }: { $count } araç var, bir formun listeleyebileceğinden fazla. Aracınızın bulunduğu bölümü seçin:
dc-form-pick-part-message = Bu dosyalara { $count } araç uyuyor, bir formun listeleyebileceğinden fazla. Aracınızın bulunduğu bölümü seçin:

## A web capture that failed on its page, not a video link (issue 38)
failure-page_unavailable = Web sayfası yakalanamadı: adresine burada izin verilmiyor, adrese ulaşılamadı, adres bir hatayla yanıt verdi ya da sayfa zamanında yüklenmedi.
## Every language, the rest (issue 36): page scripts, chart axes, admin panel, deal feed and filters, e-mail to PDF.

js-no-details = Sunucu ayrıntı vermeden { $status } yanıtını verdi.
js-no-connection = Sunucuya ulaşılamadı. Bağlantınızı kontrol edip tekrar deneyin.
js-went-wrong = Bir şeyler ters gitti.
js-not-found = Bulunamadı (süresi dolmuş olabilir).
js-expired = süresi doldu
js-status-queued = Sırada bekliyor
js-status-processing = İşleniyor
js-status-completed = Bitti
js-status-failed = Başarısız
js-status-cancelled = İptal edildi
js-status-stage = { $status } ({ $stage })
js-upload-no-connection = Yükleme başarısız: sunucuya ulaşılamadı.
js-job-done = Bitti. Dosyanız hazır.
js-job-failed = İş başarısız oldu.
js-step-failed = { $step }. adım ({ $tool }) başarısız: { $message }
js-job-cancelled = İptal edildi.
js-job-unreadable = İş okunamadı.
js-job-cancelled-deleted = İptal edildi. Dosyalar silindi.
js-job-not-cancelled = İş iptal edilemedi.
js-result-name = sonuc
js-download-name = { $name } indir
js-output-info = { $name }, { $size }. Kullanılabilir: { $until }.
js-preview-of = { $name } önizlemesi
js-play = { $name } oynat
js-first-page-of = { $name } ilk sayfası
js-beginning-of = { $name } başlangıcı
js-loading = Yükleniyor…
js-preview-zip = Birkaç dosya içeren bir ZIP arşivi: açmak için indirin.
js-preview-none = Bu tür dosya için önizleme yok.
js-preview-first = … (ilk { $size } gösteriliyor)
js-preview-failed = Önizleme yüklenemedi.
js-jobs-unreadable = İşleriniz yüklenemedi.
js-jobs-none = Henüz işiniz yok. Başlatmak için bir araç seçin.
js-jobs-count = { $count ->
   *[other] { $count } iş.
}
js-jobs-count-running = { $count ->
    [one] { $count } iş, hâlâ sürüyor.
   *[other] { $count } iş, bazıları hâlâ sürüyor.
}
js-col-tool = Araç
js-col-status = Durum
js-col-started = Başladı
js-col-expires = Süre sonu
js-col-actions = İşlemler
js-download = İndir
js-cancel = İptal et
js-delete = Sil
js-job-cancel-label = { $when } tarihli { $title } işini iptal et
js-job-delete-label = { $when } tarihli { $title } işini sil
js-job-was-cancelled = { $title } işi iptal edildi.
js-job-was-deleted = { $title } işi silindi.
js-job-not-removed = İş kaldırılamadı.
js-prices-sources-down = Fiyat kaynakları şu anda yanıt vermiyor. Birkaç dakika sonra tekrar deneyin.
js-prices-rate-limited = Şu anda buradan çok fazla fiyat sorgusu yapıldı. Bir dakika sonra tekrar deneyin.
js-try-later = { $problem } Daha sonra tekrar deneyin.
js-prices-enter = Bir uygulama kimliği veya başlık girin.
js-prices-searching = “{ $title }” aranıyor…
js-prices-search-failed = Arama başarısız oldu.
js-prices-no-game = “{ $title }” için oyun bulunamadı.
js-prices-pick = { $count ->
    [one] { $count } oyun eşleşiyor; onu seçin.
   *[other] { $count } oyun eşleşiyor; birini seçin.
}
js-prices-looking-up = { $appid } uygulaması sorgulanıyor…
js-prices-unknown-app = Hiçbir mağaza { $appid } uygulama kimliğini tanımıyor.
js-prices-lookup-failed = Sorgu başarısız oldu.
js-prices-for = { $title } fiyatları.
js-prices-app = Uygulama { $appid }
js-prices-keyshop-via = GG.deals üzerinden bir anahtar satıcısı
js-prices-keyshop-gap = yanıt vermeyen GG.deals gerekiyor (bu sunucuda bir API anahtarı ister)
js-prices-card-meta = Uygulama { $appid } · { $region } · fiyatlar { $currency } cinsinden
js-prices-stale = Mağazalara ulaşılamadı; bu fiyatlar daha eski.
js-prices-regular = Normal fiyat
js-prices-best-official = En iyi resmî mağaza
js-prices-best-keyshop = En iyi anahtar satıcısı
js-prices-all-time-low = Tüm zamanların en düşüğü
js-prices-active-deals = Etkin fırsatlar
js-prices-critic-score = Eleştirmen puanı
js-prices-sources = Kaynaklar: { $sources } · güncellendi: { $updated }
js-prices-go-to-offer = En iyi teklife git
js-choose-files-first = Önce bir veya daha fazla dosya seçin.
js-choose-file-first = Önce bir dosya seçin.
js-uploading = Yükleniyor…
js-uploading-percent = Yükleniyor… %{ $percent }
js-sending = Gönderiliyor…
js-job-refused = Sunucu işi reddetti ({ $status }).
js-recipe-name-needed = Tarife bir ad verin.
js-recipe-not-saved = Tarif kaydedilemedi ({ $status }).
js-recipe-saved = { $count ->
   *[other] “{ $name }” kaydedildi ({ $count } adım).
}
js-recipe-share-link = Paylaşım bağlantısı:
js-steps-finding = Ardından gelebilecek araçlar aranıyor…
js-steps-none = Hiçbir araç ardından gelemez: hiçbiri son adımın ürettiğini almıyor ya da zincirde izin verilen kadar adım var.
js-steps-count = { $count ->
   *[other] { $count } araç sonucu alabilir.
}
js-steps-added = { $step }. adım eklendi: { $title }.
js-steps-removed = { $title } kaldırıldı.
js-steps-legend = { $step }. adım: { $title }
js-steps-remove-label = { $step }. adımı kaldır ({ $title })
js-steps-no-options = Bu aracın seçeneği yok.
js-steps-remove = Adımı kaldır
js-required = (zorunlu)
js-steps-refused = Adımlar reddedildi
js-first-step-options = 1. adım: { $title } seçenekleri
js-options = Seçenekler
js-choose-files = Dosya seçin
js-choose-file = Bir dosya seçin
js-drop-them = veya buraya bırakın
js-drop-it = veya buraya bırakın
js-too-many-files = Bir iş en fazla { $max } dosya alır; { $count } dosya seçtiniz.
js-file-too-large = Bu dosya { $size }; sınır { $limit }.
js-files-too-large = Bu dosyalar toplam { $size }; sınır { $limit }.
js-paste-video-first = Önce bir videonun bağlantısını yapıştırın.
js-paste-page-first = Önce bir web sayfasının adresini yapıştırın.
js-server-refused = Sunucu işi reddetti
js-refused-status = { $what } ({ $status }).
js-file-chosen = { $name } ({ $size })
js-files-chosen = { $count } dosya, toplam { $size }: { $names }
js-hub-matches = { $total } araçtan { $shown } tanesi “{ $query }” ile eşleşiyor.
js-hub-total = { $total } araç.
web-page-legend = Web sayfası
web-page-label = Sayfanın adresi
web-page-placeholder = https://example.com/makale
web-page-hint = Herkese açık bir web sayfasının tam adresini (http veya https) yapıştırın.

chart-aria = { $title } fiyat geçmişi
chart-line-official = Resmî mağazalar
chart-line-keyshop = Anahtar satıcıları
chart-line-regular = Normal fiyat
chart-not-enough = Henüz yeterli fiyat geçmişi yok: birkaç gün sonra tekrar bakın.
chart-today = Bugün: { $price } ({ $line })
chart-all-time-low = Tüm zamanların en düşüğü { $price }
chart-all-time-low-at = Tüm zamanların en düşüğü { $price } ({ $where })
chart-period-low = Dönemin en düşüğü { $price }
web-history-rate-limited = Şu anda buradan çok fazla fiyat sorgusu yapıldı; geçmiş bir dakika içinde yeniden görünecek.
web-history-sources-down = Fiyat kaynakları şu anda yanıt vermiyor, bu yüzden gösterilecek fiyat geçmişi yok. Birkaç dakika sonra tekrar deneyin.
web-history-failed = Fiyat geçmişi şu anda çizilemedi; daha sonra tekrar deneyin.

deal-filter-join = { $a }, { $b }
deal-filter-free = ücretsiz
deal-filter-under = { $price } altı
deal-filter-cut = en az %{ $cut } indirim
deal-filter-store = mağaza { $store }
deal-filter-region = bölge { $region }
deal-filter-currency = para birimi { $currency }
deal-filter-ignore = hariç: { $stores }
deal-filter-games-only = yalnızca oyunlar
follow-giveaways = ücretsiz oyunlar: { $filter }
deal-feed-title = Oyun fırsatları: { $filter }
deal-feed-free = ÜCRETSİZ
deal-feed-live = { $title }: { $price } (−%{ $cut }), { $shop }
deal-feed-ended = Bitti: { $title } ({ $shop } mağazasında { $price } idi)
deal-feed-summary = { $shop } mağazasında { $regular } yerine { $price } (−%{ $cut }).
deal-feed-summary-until = { $shop } mağazasında { $regular } yerine { $price } (−%{ $cut }). { $date } tarihine kadar.
deal-feed-summary-ended = Bu fırsat sona erdi; { $shop } mağazasında { $regular } yerine { $price } idi.

email-from = Kimden
email-to = Kime
email-cc = Bilgi
email-date = Tarih
email-subject = Konu
email-attachments = Ekler ({ $count })
email-unnamed = (adsız)

web-404-title = Sayfa bulunamadı
web-404-lead = Bu adreste hiçbir şey yok. Buradan şunları yapabilirsiniz:
web-404-tools = tüm araçları görmek
web-404-prices = bir oyunun fiyatına bakmak
web-404-docs = API belgelerini okumak

# Bundles and subscriptions on the price card, bundle follows, image cards (issue 41, parts 4 and 5)
price-bundles = Paketler
price-subscriptions = Aboneliklerde
price-bundle-ends = { $date } tarihinde bitiyor
price-subscription-leaves = { $date } tarihinde ayrılıyor
price-bundle-from = { $price } fiyatından başlayan
web-giveaways-title = Ücretsiz oyunlar
web-giveaways-lead = GamerPower, Epic ve IsThereAnyDeal'den, kalıcı olarak ücretsiz oyunlar, DLC'ler ve eşyalar, bitiş tarihleriyle.
web-giveaways-none = Bu filtreye uyan açık bir çekiliş yok.
# /fit: a file made again under a size (issue 39)
cmd-fit = Bir dosyayı bir boyuta sığdırır: discord, whatsapp, email… ya da bayt
cmd-fit-usage = /fit [discord|discord-nitro-basic|telegram-bot|whatsapp|email|bayt]
cmd-fit-name = sığdır
cmd-fit-opt-size = Hazır bir boyut (discord, whatsapp, email…) ya da bayt; varsayılan: bu sohbetin sınırı
cmd-fit-opt-size-name = boyut
cmd-fit-opt-file = Sığdırılacak görsel, video, ses ya da PDF

## admin panel (issue 36): the page's shell, its script's words (js-admin-*), and the job stages' words (stage-*).

admin-title = Yönetim
admin-off = Yönetim paneli bu sunucuda kapalı: açmak için { $variable } değişkenini ayarlayın.
admin-needs-js = Yönetim paneli JavaScript gerektirir.
admin-sign-in = Giriş yap
admin-token = Yönetici belirteci
admin-sign-out = Çıkış yap
admin-sections = Yönetim bölümleri
admin-queue = Kuyruk
admin-tools = Araçlar
admin-keys = API anahtarları
admin-webhooks = Webhook'lar
admin-price-cache = Fiyat önbelleği
admin-queue-caption = Son işler (dosya içerikleri olmadan)
admin-col-job = İş
admin-col-tool = Araç
admin-col-source = Kaynak
admin-col-status = Durum
admin-col-created = Oluşturulma
admin-col-actions = İşlemler
admin-col-category = Kategori
admin-col-uses = Kullanım
admin-col-starts = Başlatma
admin-col-errors = Hata
admin-col-last-days = Son günler
admin-col-on = Açık
admin-col-label = Etiket
admin-col-last-used = Son kullanım
admin-col-state = Durum
admin-col-key = Anahtar
admin-col-failures = Art arda hata
admin-col-event = Olay
admin-col-type = Tür
admin-col-attempts = Deneme
admin-col-last-answer = Son yanıt
admin-tools-lead = Bir aracı veya kategoriyi kapatmak yeni işleri hemen reddeder (403 tool_disabled); kuyruktaki işleri başarısız olur.
admin-categories = Kategoriler
admin-each-tool = Her araç
admin-tool-filter = Araçları süz
admin-tools-caption = Son { $days } gündeki kullanım sayıları, iş başlatmaları ve hatalar
admin-previous = Önceki
admin-next = Sonraki
admin-key-label = Yeni anahtar için etiket
admin-key-create = Anahtar oluştur
admin-key-copy-now = Bu anahtarı şimdi kopyalayın; bir daha gösterilmeyecek.
admin-key-secret = Webhook imza sırrı (teslimatlarının { $header } başlığını doğrular):
admin-webhooks-lead = Teslimatları art arda çok kez başarısız olan bir anahtar, burada sürdürülene kadar duraklatılır. Yeniden gönder, bir teslimatı aynı kimlikle tekrar gönderir.
admin-webhooks-state-caption = Anahtara göre webhook durumu
admin-deliveries-caption = Anahtara göre son teslimatlar (en yeni önce)
admin-cache-clear = Fiyat önbelleğini temizle
js-admin-sign-in-again = Lütfen yeniden giriş yapın.
js-admin-failed = { $what }: { $message }
js-admin-enter-token = Yönetici belirtecini girin.
js-admin-sign-in-failed = Giriş başarısız.
js-admin-signed-in = Giriş yapıldı.
js-admin-queue = Kuyruk
js-admin-tools = Araçlar
js-admin-keys = Anahtarlar
js-admin-webhooks = Webhook'lar
js-admin-price-cache = Fiyat önbelleği
js-admin-flag = Anahtar düğmesi
js-admin-cancel = İptal et
js-admin-delete = Sil
js-admin-cancel-job = { $job } işini iptal et ({ $tool })
js-admin-delete-job = { $job } işini sil ({ $tool })
js-admin-job-cancelled = { $job } işi iptal edildi.
js-admin-job-deleted = { $job } işi silindi.
js-admin-no-jobs = Henüz iş yok.
js-admin-stat-waiting = Bekleyen
js-admin-stat-running = Çalışan
js-admin-stat-completed = Tamamlanan
js-admin-stat-failed = Başarısız
js-admin-stat-cancelled = İptal edilen
js-admin-switched-on = { $name } açıldı.
js-admin-switched-off = { $name } kapatıldı.
js-admin-category = { $category } kategorisi
js-admin-starts-per-day = Günlük başlatma: { $values }
js-admin-page-range = { $first }–{ $last } / { $total }
js-admin-on = açık
js-admin-off = kapalı
js-admin-off-category = kapalı (kategori)
js-admin-no-tool-matches = “{ $filter }” ile eşleşen araç yok.
js-admin-no-tools = Araç yok.
js-admin-never = hiç
js-admin-active = etkin
js-admin-revoked-on = { $date } tarihinde iptal edildi
js-admin-revoke = İptal et
js-admin-revoke-key = { $label } anahtarını iptal et
js-admin-key-revoked = “{ $label }” anahtarı iptal edildi.
js-admin-no-keys = Henüz API anahtarı yok: yukarıdan bir tane oluşturun.
js-admin-key-needs-label = Anahtara bir etiket verin.
js-admin-create-key = Anahtar oluştur
js-admin-key-not-created = Anahtar oluşturulamadı.
js-admin-key-created = “{ $label }” anahtarı oluşturuldu.
js-admin-paused-since = { $date } tarihinden beri duraklatıldı
js-admin-delivering = teslim ediyor
js-admin-resume = Sürdür
js-admin-resume-key = { $key } teslimatlarını sürdür
js-admin-resumed = “{ $key }” teslimatları sürdürüldü.
js-admin-no-webhook-keys = Henüz hiçbir anahtar webhook göndermedi.
js-admin-delivery-pending = bekliyor
js-admin-delivery-delivered = teslim edildi
js-admin-delivery-gone = kaldırıldı (410)
js-admin-delivery-failed = başarısız
js-admin-replay = Yeniden gönder
js-admin-replay-delivery = { $id } teslimatını yeniden gönder
js-admin-replayed = { $id } teslimatı yeniden kuyruğa alındı.
js-admin-no-deliveries = Henüz teslimat yok.
js-admin-unavailable = kullanılamıyor
js-admin-unknown = bilinmiyor
js-admin-entries = Kayıtlar
js-admin-hits = İsabetler
js-admin-misses = Iskalar
js-admin-hit-rate = İsabet oranı
js-admin-clear-cache = Önbelleği temizle
js-admin-cache-cleared = Fiyat önbelleği temizlendi.
stage-queued = bekliyor
stage-reading = okunuyor
stage-probing = dosya inceleniyor
stage-preparing = hazırlanıyor
stage-fetching = indiriliyor
stage-decoding = çözülüyor
stage-encoding = kodlanıyor
stage-converting = dönüştürülüyor
stage-extracting = çıkarılıyor
stage-unpacking = açılıyor
stage-packing = paketleniyor
stage-zipping = ZIP oluşturuluyor
stage-resizing = yeniden boyutlandırılıyor
stage-cropping = kırpılıyor
stage-rotating = döndürülüyor
stage-reversing = tersine çevriliyor
stage-rendering = işleniyor
stage-drawing = çiziliyor
stage-laying-out = sayfa düzeni yapılıyor
stage-analysing = analiz ediliyor
stage-scanning = taranıyor
stage-recognizing = metin tanınıyor
stage-stamping = damgalanıyor
stage-remuxing = yeniden paketleniyor
stage-compressing = sıkıştırılıyor
stage-assembling = birleştiriliyor
stage-arranging = düzenleniyor
stage-numbering = numaralandırılıyor
stage-flattening = düzleştiriliyor
stage-filling = dolduruluyor
stage-signing = imzalanıyor
stage-encrypting = şifreleniyor
stage-decrypting = şifre çözülüyor
stage-redacting = karartılıyor
stage-repairing = onarılıyor
stage-removing = kaldırılıyor
stage-cleaning = temizleniyor
stage-checking = denetleniyor
stage-adding-subtitles = altyazı ekleniyor
stage-burning-in-subtitles = altyazı videoya gömülüyor
# The web tool page's "make it fit" preset buttons (issue 39)
web-size-presets = Şuna sığdır
web-size-preset = { $name } · { $size } MB
web-size-preset-discord = Discord
web-size-preset-discord-nitro-basic = Discord Nitro Basic
web-size-preset-telegram-bot = Telegram botu
web-size-preset-whatsapp = WhatsApp
web-size-preset-email = E-posta
## Bundle follows: /follow bundles posts each new bundle (issue 41, part 4)
follow-bundles = paketler: { $filter }
bundle-new = { $store } üzerinde yeni paket
bundle-from = başlangıç fiyatı { $price }
bundle-games = { $count } oyun
bundle-open = { $store } üzerinden al
## Archive files in pipelines (issue 39 item 5): the result's note on files left as they were, and the stage
## of sorting an archive's files for the next step (js-files-unchanged: the same note on the web page's job panel)
pipeline-files-unchanged = Arşivdeki dosyalardan sonraki adımın almadıkları ZIP içinde değiştirilmeden duruyor: { $count } / { $total }.
js-files-unchanged = Arşivdeki dosyalardan sonraki adımın almadıkları ZIP içinde değiştirilmeden duruyor: { $count } / { $total }.
stage-sorting-files = dosyalar ayrılıyor
# Görünür PDF imzaları (issue 39): sayfada çizilen kutunun satırları.
pdf-sign-signed-by = Dijital olarak imzalayan: { $name }
pdf-sign-date = Tarih: { $date }
pdf-sign-reason = Neden: { $reason }
# Telegram: a bare /fit offers the sizes as buttons (issue 39)
tg-fit-choose = Bu dosya nereye gidecek? Bir boyut seç, sığdırayım (ya da bayt sayısıyla /fit gönder).
tg-fit-this-chat = Bu sohbet
tg-fit-starting = Sığdırılıyor: { $size }
## Archive creation: the words for a tool that takes any file (issue 39, item 5)
web-file-hint-any = Her türden dosya. En fazla { $size } MB.
tools-any-file = her türden dosya

# Telegram: /fit on a file over the 20 MB a bot may fetch answers with an upload link that keeps the size (issue 39)
tg-fit-link = Oraya yüklediğin dosya { $size } boyutuna sığdırılır.
