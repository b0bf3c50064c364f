### Test-only pseudo locale ar-XB (right to left). Made from en.ftl by
### npx tsx test/i18n/write-pseudo.ts; never edit by hand.
### Translators' notes: generated, no translator.


## Language names, shown by /language and the web page's picker (each in its own language).

language-name = Éñglísh
language-current = Láñgúágé: { $language }.
language-set = Láñgúágé sét tó { $language }.
language-set-chat = Thís çhát's láñgúágé ís ñów { $language }.
language-reset = Láñgúágé çhóíçé rémóvéd: ýóúr ápp's láñgúágé ís úséd ágáíñ.
language-unknown = Théré ís ñó láñgúágé "{ $wanted }" héré. Áváíláblé: { $available }.
language-admins-only = Óñlý thé gróúp's ádmíñístrátórs çáñ çháñgé thé gróúp's láñgúágé.
language-available = Áváíláblé: { $list }. Çhóósé óñé wíth /láñgúágé <çódé>, ór /láñgúágé rését.

## Commands: descriptions in the command menus (Telegram and Discord), the usage line /help shows, and the
## Discord names of commands and their options.

cmd-start = Stárt thé bót
cmd-start-usage = /stárt
cmd-help = Hów tó úsé thís bót
cmd-help-usage = /hélp
cmd-language = Çhóósé thé láñgúágé thé bót áñswérs íñ
cmd-language-usage = /láñgúágé [láñgúágé çódé | rését]
cmd-language-name = language
cmd-language-opt-code = Láñgúágé çódé, é.g. dé, pt-BR; "rését" tó fóllów ýóúr ápp
cmd-language-opt-code-name = code
cmd-price = Gámé príçés: bést óffíçíál áñd kéý-réséllér óffér, áll-tímé lów, déáls, príçé çhárt
cmd-price-usage = /príçé <áppíd ór títlé> [régíóñ | régíóñs]
cmd-price-name = price
cmd-price-opt-game = Stóré ápp íd ór gámé títlé
cmd-price-opt-game-name = game
cmd-price-opt-region = Twó-léttér çóúñtrý çódé, é.g. ús, dé, gb
cmd-price-opt-region-name = region
cmd-price-opt-regions = Çómpáré Stéám príçés íñ thésé régíóñs, é.g. ús,dé,br (ór: régíóñs)
cmd-price-opt-regions-name = regions
cmd-history = Príçé çhárt óf á gámé wíth évérý kíñd óf lów
cmd-history-usage = /hístórý <áppíd ór títlé> [dáýs]
cmd-history-name = history
cmd-history-opt-game = Stóré ápp íd ór gámé títlé
cmd-history-opt-game-name = game
cmd-history-opt-days = Dáýs óf hístórý, 1 tó 3650 (365 bý défáúlt)
cmd-history-opt-days-name = days
cmd-tools = Brówsé thé fílé tóóls bý çátégórý ór séárçh wórds
cmd-tools-usage = /tóóls [çátégórý ór wórds] [págé]
cmd-tools-name = tools
cmd-tools-opt-query = Á çátégórý (ímágé, pdf, áúdíó, vídéó, qr, úrl...) ór wórds
cmd-tools-opt-query-name = query
cmd-tools-opt-page = Págé ñúmbér
cmd-tools-opt-page-name = page
cmd-convert = Rúñ á fílé tóól óñ thé áttáçhéd fílé ór á vídéó líñk
cmd-convert-usage = /çóñvért <tóól> [párám=válúé ...] [vídéó líñk]
cmd-convert-name = convert
cmd-convert-opt-tool = Tóól ñámé (séé /tóóls), é.g. ímágé-gráýsçálé, ór @réçípé
cmd-convert-opt-tool-name = tool
cmd-convert-opt-params = Párámétérs ás ñámé=válúé, é.g. wídth=200 héíght=100
cmd-convert-opt-params-name = params
cmd-convert-opt-url = Vídéó líñk ór wéb págé áddréss, fór líñk tóóls
cmd-convert-opt-url-name = url
cmd-convert-opt-then = Móré stéps: tóól párám=válúé | tóól ...
cmd-convert-opt-then-name = then
cmd-convert-opt-file = Thé fílé tó wórk óñ (fór fílé tóóls)
cmd-convert-opt-file-name = file
cmd-convert-opt-file-more = Fílé { $number }, fór tóóls thát táké sévérál (pdf-mérgé) ór tó rúñ óñ éáçh
cmd-recipe = Sávé á çháíñ óf tóóls ás á réçípé, rúñ látér wíth /çóñvért @ñámé
cmd-recipe-usage = /réçípé sávé <ñámé> <tóól párám=válúé | tóól ...>
cmd-recipe-name = recipe
cmd-recipe-opt-name = Recipe name, run with /convert @name
cmd-recipe-opt-name-name = name
cmd-recipe-opt-steps = Stéps: tóól párám=válúé | tóól ...
cmd-recipe-opt-steps-name = steps
cmd-recipes = Líst ýóúr sávéd réçípés (rúñ óñé wíth /çóñvért @ñámé)
cmd-recipes-usage = /réçípés
cmd-recipes-name = recipes
cmd-jobs = Yóúr réçéñt fílé jóbs áñd théír státús
cmd-jobs-usage = /jóbs
cmd-jobs-name = jobs
cmd-cancel = Çáñçél óñé óf ýóúr jóbs
cmd-cancel-usage = /çáñçél <jób íd>
cmd-cancel-name = cancel
cmd-cancel-opt-job_id = Thé jób íd shówñ íñ thé státús mésságé ór /jóbs
cmd-cancel-opt-job_id-name = job_id
cmd-watch = Álért mé whéñ á gámé dróps tó á príçé
cmd-watch-usage = /wátçh <áppíd ór títlé> <príçé> [régíóñ]
cmd-watch-name = watch
cmd-watch-opt-game = Stóré ápp íd ór gámé títlé
cmd-watch-opt-game-name = game
cmd-watch-opt-price = Tárgét príçé íñ thé régíóñ çúrréñçý, é.g. 9.99
cmd-watch-opt-price-name = price
cmd-watch-opt-region = Twó-léttér çóúñtrý çódé, é.g. ús, dé, gb
cmd-watch-opt-region-name = region
cmd-watch-opt-rules = Álsó álért óñ: çút>=75, lów, óffíçíál, síñçé (wórds, áñý órdér)
cmd-watch-opt-rules-name = rules
cmd-unwatch = Rémóvé á príçé álért
cmd-unwatch-usage = /úñwátçh <wátçh íd | áppíd | áll>
cmd-unwatch-name = unwatch
cmd-unwatch-opt-which = Wátçh íd fróm /wátçhés, áñ ápp íd, ór "áll"
cmd-unwatch-opt-which-name = which
cmd-watches = Líst ýóúr príçé álérts
cmd-watches-usage = /wátçhés
cmd-watches-name = watches
cmd-deals = Çúrréñt gámé déáls: fréé, úñdér á príçé, ór á bíg çút
cmd-deals-usage = /déáls [fréé | úñdér <príçé> | çút>=<pérçéñt>] [stóré] [págé]
cmd-deals-name = deals
cmd-deals-opt-filter = fréé, úñdér 5, çút>=90, á stóré ñámé
cmd-deals-opt-filter-name = filter
cmd-deals-opt-page = Págé ñúmbér
cmd-deals-opt-page-name = page
cmd-follow = Póst ñéw gámé déáls íñ thís çhát: fréé, úñdér á príçé, ór á bíg çút
cmd-follow-usage = /fóllów <fréé | úñdér <príçé> | çút>=<pérçéñt>> [stóré] [régíóñ:xx] [çúrréñçý:XXX] [ígñóré:á,b] [rólé:@Rólé]
cmd-follow-name = follow
cmd-follow-opt-filter = fréé, úñdér 5, çút>=90, á stóré, régíóñ:dé, ígñóré:2gámé
cmd-follow-opt-filter-name = filter
cmd-follow-opt-role = Á rólé tó méñtíóñ íñ éáçh póst (Dísçórd)
cmd-follow-opt-role-name = role
cmd-giveaways = Fréé-tó-kéép gámés áñd lóót ópéñ ñów, wíth théír éñd dátés
cmd-giveaways-usage = /gívéáwáýs [stóré] [gámé | dlç | lóót | bétá] [gámés]
cmd-giveaways-name = giveaways
cmd-giveaways-opt-filter = Á stóré (épíç, stéám, góg…), á kíñd (dlç, lóót, bétá), ór gámés
cmd-giveaways-opt-filter-name = filter
cmd-following = Líst thé déál fíltérs thís çhát fóllóws
cmd-following-usage = /fóllówíñg
cmd-following-name = following
cmd-unfollow = Stóp póstíñg déáls fór óñé óf thís çhát’s fóllóws
cmd-unfollow-usage = /úñfóllów <íd | áll>
cmd-unfollow-name = unfollow
cmd-unfollow-opt-which = Thé fóllów íd fróm /fóllówíñg, ór áll
cmd-unfollow-opt-which-name = which

## Help

help-title = Gámé príçés áñd fílé tóóls
help-private-note = Érrórs áñd pérsóñál lísts áré óñlý shówñ tó ýóú.

## Price card (/price), both bots. $price, $regular, $low are formatted amounts.

price-none = —
price-unknown = úñkñówñ
price-regular = Régúlár príçé
price-best-official = Bést óffíçíál
price-best-keyshop = Bést kéý réséllér
price-all-time-low = Áll-tímé lów
price-active-deals = Áçtívé déáls
price-critic-score = Çrítíç sçóré
price-score-value = { $score }/100
price-cut = −{ $percent }
price-at-store = át { $store }
price-best-deal-link = Bést déál
price-keyshop-gap = ñééds GG.déáls, whíçh díd ñót áñswér (ít ñééds áñ ÁPÍ kéý óñ thís sérvér)
price-sources = Sóúrçés: { $sources }
price-sources-none = ñóñé
price-fresh = úpdátéd
price-stale = çáçhéd áñswér: thé príçé sóúrçés áré ñót áñswéríñg
price-app = Ápp { $appid }
price-history-field = Príçé hístórý
price-chart-description = Príçé hístórý çhárt
price-too-little-history = Ñót éñóúgh príçé hístórý ýét fór á çhárt: ít búílds wíth évérý lóókúp.
price-choices-title = Sévérál gámés mátçh "{ $query }"
price-choices-footer = Píçk óñé bélów, ór úsé /príçé wíth thé ápp íd.
price-regions-title = { $title }: Stéám príçés bý régíóñ, íñ { $currency }
price-regions-not-sold = ñót sóld
price-regions-cheapest = çhéápést
price-regions-rates = Çóñvértéd wíth thé ÉÇB référéñçé rátés óf { $date }.
price-regions-no-rates = Thé éxçháñgé rátés çóúld ñót bé réád: ñó çóñvérsíóñs.
price-choice-line = { $title } (ápp { $appid })
price-free = FRÉÉ

## Price alerts (/watch). $price, $target, $low are formatted amounts, $cut and $wanted formatted percentages.

alert-title = Príçé álért: { $game }
alert-changed = Thé príçé çháñgéd.
alert-footer = Wátçh { $id } · /úñwátçh { $id } stóps thésé álérts
alert-target-official = Bést príçé { $price } (óffíçíál stóré) ís át ór bélów ýóúr tárgét { $target }.
alert-target-keyshop = Bést príçé { $price } (kéý réséllér) ís át ór bélów ýóúr tárgét { $target }.
alert-new-low = Ñéw áll-tímé lów: { $low }.
alert-cut = Çút tó { $price }: { $cut } óff, át léást thé { $wanted } ýóú áskéd fór.
alert-cut-at = Çút tó { $price } át { $store }: { $cut } óff, át léást thé { $wanted } ýóú áskéd fór.
alert-rule-low = Ñéw áll-tímé lów: { $low }.
alert-rule-low-unknown = Ñéw áll-tímé lów.
alert-rule-official-low = Ñéw óffíçíál-stóré áll-tímé lów: { $low }.
alert-rule-official-low-unknown = Ñéw óffíçíál-stóré áll-tímé lów.
alert-rule-since = Ñéw lów síñçé thé lást régúlár-príçé rísé: { $low }.
alert-rule-since-unknown = Ñéw lów síñçé thé lást régúlár-príçé rísé.

## Deal posts (/follow). $price, $regular are formatted amounts, $cut a formatted percentage, $date a formatted day.

deal-ended = Éñdéd:
deal-ended-word = éñdéd
deal-was = wás −{ $cut } óff { $regular }
deal-until = Úñtíl { $date }
deal-get-it = Gét ít át { $shop }
deal-price = Príçé
deal-regular = Régúlár
deal-cut = Çút
deal-shop = Shóp
deal-ends = Éñds
deals-title = Déáls: { $filter }
deals-page = págé { $page } óf { $pages }
deals-none = Ñóthíñg mátçhés ríght ñów.
unfollow-none = Ñó súçh fóllów héré. /fóllówíñg lísts thém.
unfollow-stopped =
    { $count ->
        [one] Stóppéd thís fóllów:
       *[other] Stóppéd { $count } fóllóws:
    }
tg-following = Fóllówíñg { $filter } héré (íd { $id }). Ñéw mátçhíñg déáls áré póstéd íñ thís çhát; /úñfóllów { $id } stóps ít.
tg-following-none = Thís çhát fóllóws ñó déáls. Ádd óñé wíth /fóllów fréé (ór úñdér 5, çút>=90).
tg-following-title = Déáls thís çhát fóllóws
tg-following-stop = Stóp óñé wíth /úñfóllów <íd>.
dc-following = Fóllówíñg { $filter } íñ thís çháññél (íd { $id }). { $stop } stóps ít.
dc-following-none = Thís çháññél fóllóws ñó déáls. Ádd óñé wíth /fóllów.
dc-following-title = Déáls thís çháññél fóllóws
dc-follow-mentions = méñtíóñs { $role }

## Price watches (/watch, /watches, /unwatch). $target, $price are formatted amounts, $cut a percentage; $rules is a list of rule-* texts.

rule-cut = á çút óf { $cut } ór móré
rule-low = á ñéw áll-tímé lów
rule-since = á ñéw lów síñçé thé lást régúlár-príçé rísé
rule-target = thé tárgét
rule-official-only = { $rules } (óffíçíál stórés óñlý)
watches-title = Yóúr príçé álérts
dc-watch-app-id = ápp íd { $appid }
dc-watch-choices = Sévérál gámés mátçh "{ $query }". Rúñ /wátçh ágáíñ wíth thé ápp íd ás thé gámé:
dc-watch-no-offer = ñó çúrréñt óffér ís kñówñ
dc-watch-now = thé bést príçé ñów ís { $price }
dc-watch-watching = Wátçhíñg: { $game }
dc-watch-updated = Wátçh úpdátéd: { $game }
dc-watch-a-change = á çháñgé
dc-watch-rules-only = Yóú wíll bé tóld íñ thís çháññél óñ { $rules } ({ $now }).
dc-watch-already-below = Thé príçé ís álréádý át ór bélów { $target } ({ $now }). Yóú wíll bé tóld héré whéñ ít rísés ábóvé áñd dróps báçk tó ít, ór óñ { $rules }.
dc-watch-target = Yóú wíll bé tóld íñ thís çháññél whéñ thé bést príçé réáçhés { $target } ór bélów ({ $now }), ór óñ { $rules }.
dc-watch-footer = Wátçh íd { $id } · /úñwátçh { $id } rémóvés ít
dc-unwatch-none = Ñó wátçh óf ýóúrs mátçhéd. /wátçhés lísts thém.
dc-unwatch-removed = Rémóvéd: { $names }.
dc-watches-none = Yóú wátçh ñó gámés. Ádd óñé wíth /wátçh.
dc-watches-no-offer = ñó óffér
dc-watches-now = ñów { $price }
tg-watch-now = ñów { $price }
tg-watch-at-or-below = át ór bélów { $target }
tg-watch-where = ápp { $appid }, { $region }
tg-watch-watching = Wátçhíñg { $game }: Í wíll póst héré { $when }.
tg-watch-updated = Úpdátéd thé wátçh óñ { $game }: Í wíll póst héré { $when }.
tg-watch-now-line = Ñów: { $price }
tg-watch-id = wátçh íd
tg-watch-already-below = Thé príçé ís álréádý át ór bélów ýóúr tárgét; thé ñéxt álért çómés áftér ít rísés ábóvé áñd dróps ágáíñ.
tg-watch-on = óñ { $rules }
tg-watch-when-target-or-low = whéñ thé bést príçé ís át ór bélów { $target }, ór whéñ á ñéw áll-tímé lów áppéárs
tg-watch-when-target-or-rules = whéñ thé bést príçé ís át ór bélów { $target }, ór óñ { $rules }
tg-watches-none = Yóú hávé ñó príçé álérts. Ádd óñé wíth /wátçh <áppíd ór títlé> <príçé>.
tg-watches-remove = Rémóvé óñé wíth /úñwátçh <íd>.
tg-unwatch-none = Ñó mátçhíñg príçé álért. /wátçhés lísts ýóúrs.
tg-unwatch-removed =
    { $count ->
        [one] Rémóvéd thís álért:
       *[other] Rémóvéd { $count } álérts:
    }

## Price history (/history)

history-title = { $game }: príçé hístórý
history-no-low = Ñó lów ís kñówñ ýét.
history-footer =
    Ápp { $appid } · { $region } · lást { $days ->
        [one] { $days } dáý
       *[other] { $days } dáýs
    }
history-all-time-low = Áll-tímé lów
history-official-low = Óffíçíál stórés lów
history-keyshop-low = Kéý réséllérs lów
history-steam-low = Stéám lów
history-since-rise-low = Lów síñçé thé príçé rísé
history-rise-on = rísé óñ { $date }

## File jobs: status messages while a job runs, and its end.

job-queued = Wáítíñg íñ thé qúéúé…
job-stage = Stágé: { $stage }
job-working = wórkíñg
job-done = Dóñé: { $name } ({ $size })
job-failed = Fáíléd: { $reason }
job-failed-step = stép { $step } óf { $steps } ({ $tool }): { $reason }
job-cancelled = Çáñçélléd.
job-cancel-button = Çáñçél
job-step-stage = stép { $step } óf { $steps }: { $stage }
job-failed-notice = { $tool } fáíléd: { $reason }
job-did-not-finish = Thé jób díd ñót fíñísh.
jobs-title = Yóúr réçéñt jóbs
job-status-queued = qúéúéd
job-status-processing = próçéssíñg
job-status-completed = çómplétéd
job-status-failed = fáíléd
job-status-cancelled = çáñçélléd
job-cancelled-id = Jób { $id } çáñçélléd.
job-deleted-id = Jób { $id } áñd íts résúlt délétéd.
dc-jobs-none = Yóú hávé ñó jóbs. Stárt óñé wíth /çóñvért.
dc-jobs-footer = Çáñçél óñé wíth /çáñçél <jób íd>.
tg-jobs-none = Yóú hávé ñó réçéñt jóbs. Séñd á fílé tó stárt óñé.
tg-jobs-processing = próçéssíñg { $percent }
tg-jobs-done = dóñé: { $name }
job-already-finished = Thís jób hás álréádý fíñíshéd.
job-cancel-only = Óñlý { $who } çáñ çáñçél thís jób.
job-cancel-only-starter = Óñlý thé pérsóñ whó stártéd ít çáñ çáñçél thís jób.
button-gone = Thís búttóñ ís ñó lóñgér íñ úsé.
job-download = Dówñlóád
job-download-link = Dówñlóád ít
job-too-large-to-upload = Thé fílé ís tóó lárgé tó úplóád héré (óvér { $limit }).
job-available-until = áváíláblé úñtíl { $until }.

## Why a job failed (its user-facing message).

failure-invalid_link = Thé líñk ís ñót á válíd vídéó líñk. Pásté thé fúll ÚRL óf thé vídéó.
failure-disabled = Thís çápábílítý ís çúrréñtlý dísábléd óñ thís sérvér.
failure-too_large = Thé fílé ís tóó lárgé fór thís tóól.
failure-invalid_input = Thé fílé çóúld ñót bé próçésséd. Çhéçk thé fórmát áñd rétrý.
failure-timeout = Thé fílé çóúld ñót bé próçésséd. Çhéçk thé fórmát áñd rétrý.
failure-internal = Thé fílé çóúld ñót bé próçésséd. Çhéçk thé fórmát áñd rétrý.

## Refusals in chat (either bot).

error-apology = Sórrý, sóméthíñg wéñt wróñg whílé háñdlíñg thát. Pléásé trý ágáíñ látér.
error-needs-file = Thís tóól wórks óñ á fílé: séñd thé fílé wíth thé çómmáñd ás íts çáptíóñ, ór réplý tó á fílé wíth thé çómmáñd.
error-needs-file-discord = Thís tóól wórks óñ á fílé: áttáçh ít íñ thé `fílé` óptíóñ óf /çóñvért.
error-needs-url = Thís tóól wórks óñ á vídéó líñk: pút thé líñk áftér thé tóól ñámé.
error-needs-url-discord = Thís tóól wórks óñ á vídéó líñk: gívé ít íñ thé `úrl` óptíóñ, wíthóút á fílé.
error-rate-limited = Tóó máñý réqúésts ríght ñów. Wáít á míñúté áñd trý ágáíñ.
error-rate-limited-retry = Tóó máñý réqúésts ríght ñów. Trý ágáíñ íñ { $seconds } s.
error-upstream = Thé príçé sóúrçés áré ñót áñswéríñg ríght ñów. Trý ágáíñ íñ á féw míñútés.
error-unavailable = Thé sérvíçé ís bríéflý úñáváíláblé. Trý ágáíñ íñ á míñúté.
error-storage = Thé sérvér ís shórt óf róóm fór fílés ríght ñów. Trý ágáíñ látér, ór délété fíñíshéd jóbs ýóú ñó lóñgér ñééd.
error-internal = Sóméthíñg wéñt wróñg óñ óúr sídé. Pléásé trý ágáíñ látér.
error-unknown-command = Thís çómmáñd ís ñót kñówñ héré áñý móré. Thé çómmáñd líst máý bé óút óf dáté.

## Telegram's own wording (its cards are text, not embeds). $value is already formatted.

tg-labelled = { $label }: { $value }
tg-price-best-official = Bést óffíçíál óffér
tg-price-best-keyshop = Bést kéý-réséllér óffér
price-on-date = óñ { $date }
price-no-score = ñóñé
tg-price-stale = Thé príçé sóúrçés áré ñót áñswéríñg; thésé príçés máý bé óút óf dáté.
tg-history-period =
    príçé hístórý, lást { $days ->
        [one] { $days } dáý
       *[other] { $days } dáýs
    }
tg-choices = Sévérál gámés mátçh “{ $query }”. Píçk óñé:
tg-job = jób
tg-job-failed = fáíléd: { $reason }
tg-too-large = { $name } ({ $size }) ís lárgér tháñ Télégrám léts bóts úplóád (50 MB).
tg-download-until = Dówñlóád ít héré úñtíl { $until }:
tg-alert-target-official = Ñów { $price } (óffíçíál stóré): át ór bélów ýóúr tárgét óf { $target }.
tg-alert-target-official-at = Ñów { $price } át { $store } (óffíçíál stóré): át ór bélów ýóúr tárgét óf { $target }.
tg-alert-target-keyshop = Ñów { $price } (kéý réséllér): át ór bélów ýóúr tárgét óf { $target }.
tg-alert-target-keyshop-at = Ñów { $price } át { $store } (kéý réséllér): át ór bélów ýóúr tárgét óf { $target }.
tg-alert-new-low-at = Ñéw áll-tímé lów: { $low } át { $store }.
tg-alert-watch = Wátçh
tg-alert-stop = /úñwátçh { $id } tó stóp.
tg-greeting = Hélló! Í lóók úp gámé príçés áñd rúñ fílé tóóls.
tg-greeting-files = Séñd mé á fílé ór á vídéó líñk áñd Í óffér thé tóóls fór ít.
tg-commands = Çómmáñds
tg-inline-best = Bést { $price }
tg-inline-best-at = Bést { $price } át { $store }
tg-inline-no-offer = Ñó çúrréñt óffér
tg-inline-low = áll-tímé lów { $low }
tg-inline-chart-link = Príçé çhárt
tg-send-something = Séñd mé á fílé, á vídéó líñk, ór á çómmáñd. /hélp lísts thém.
tg-unknown-command = Í dó ñót kñów thát çómmáñd. /hélp lísts whát Í çáñ dó.
tg-button-expired-file = Thís búttóñ hás éxpíréd. Séñd thé fílé ágáíñ.
tg-button-expired-watch = Thís búttóñ hás éxpíréd. Séñd /wátçh ágáíñ.
tg-button-expired-tools = Thís líst hás éxpíréd. Séñd /tóóls ágáíñ.
tg-button-invalid = Thís búttóñ ís ñó lóñgér válíd.
tg-starting = Stártíñg { $tool }…
tg-tool-gone = Thís tóól ís ñó lóñgér áváíláblé.
tg-cancel-not-yours = Thís ís ñót ýóúr jób.
tg-cancel-gone = Thís ís ñót ýóúr jób, ór ít ñó lóñgér éxísts.

## The web pages. Placeholders are plain text; the page escapes them.

web-language = Láñgúágé
web-language-apply = Ápplý
web-skip = Skíp tó çóñtéñt
web-nav-main = Máíñ
web-nav-tools = Tóóls
web-nav-jobs = Mý jóbs
web-nav-prices = Gámé príçés
web-nav-deals = Déáls
web-nav-docs = ÁPÍ
web-footer-files = Fílés áré képt úñtíl théír jób éxpírés, théñ délétéd.
web-footer-docs = ÁPÍ dóçúméñtátíóñ
web-hub-title = Fílé tóóls
web-hub-lead = Çóñvért, shríñk áñd édít ímágés, PDFs, áúdíó áñd vídéó, máké QR çódés, íñ ýóúr brówsér. Fílés stáý príváté tó ýóúr séssíóñ áñd áré délétéd whéñ thé jób éxpírés.
web-hub-search = Séárçh tóóls
web-hub-placeholder = é.g. résízé, pdf tó pñg, qr
web-hub-search-button = Séárçh
web-hub-categories = Çátégóríés
web-hub-count =
    { $total ->
        [one] { $total } tóól.
       *[other] { $total } tóóls.
    }
web-hub-matching = { $shown } óf { $total } tóóls mátçh “{ $query }”.
web-hub-no-match = Ñó tóól mátçhés ýóúr séárçh. Trý féwér ór óthér wórds.
web-hub-badge-link = vídéó líñk
web-hub-badge-disabled = dísábléd

## Tool categories (web page and chat lists).

category-image = Ímágés
category-pdf = PDF dóçúméñts
category-audio = Áúdíó
category-video = Vídéó
category-video-thumbnail = Vídéó thúmbñáíls
category-qr = QR çódés áñd bárçódés
category-url = Fróm á vídéó líñk
category-document = Dóçúméñts
category-ocr = Téxt fróm sçáñs (ÓÇR)
category-web = Wéb págés
category-data = Dátá fílés
category-sticker = Stíçkérs áñd émójí

## One-time upload links (issue 40): /upload, big files sent to a bot, and the page at /u/<token>.

cmd-upload = Gét á óñé-tímé líñk tó úplóád á bíg fílé
cmd-upload-usage = /úplóád [tóól] [ñámé=válúé ...]
cmd-upload-name = upload
cmd-upload-opt-tool = Thé tóól tó rúñ óñ thé fílé (íts págé ís ópéñéd wíth ít)
cmd-upload-opt-tool-name = tool
cmd-upload-opt-params = Íts párámétérs, é.g. wídth=800 fórmát=wébp
cmd-upload-opt-params-name = params
upload-link-offer = Úplóád ýóúr fílé thróúgh thís líñk; íts prógréss áñd résúlt çómé báçk íñtó thís çhát.
upload-link-offer-tool = Úplóád ýóúr fílé fór { $tool } thróúgh thís líñk; íts prógréss áñd résúlt çómé báçk íñtó thís çhát.
upload-link-until = Thé líñk wórks óñçé, úñtíl { $until }.
upload-link-too-big = Thís fílé ís { $size }; á bót máý fétçh át móst { $limit } fróm Télégrám.
upload-page-title = Úplóád á fílé
upload-page-lead = Thé jób rúñs fór ýóú íñ ýóúr çhát: íts prógréss áñd résúlt çómé báçk théré.
upload-page-lead-key = Thé fílé ís képt fór ýóúr ágéñt, whíçh rúñs á tóól óñ ít.
upload-page-until = Thís líñk wórks óñçé, úñtíl { $until }.
upload-page-pick = Çhóósé thé tóól tó rúñ óñ ýóúr fílé:
upload-page-sent = Réçéívéd. Prógréss áñd thé résúlt wíll áppéár íñ ýóúr çhát; ýóú çáñ çlósé thís págé.
upload-page-sent-key = Réçéívéd. Yóúr ágéñt çáñ ñów rúñ á tóól óñ thís fílé; ýóú çáñ çlósé thís págé.
upload-page-invalid-title = Líñk ñót válíd
upload-page-invalid = Thís úplóád líñk ís ñót válíd. Ásk thé bót fór á ñéw óñé wíth /úplóád.
upload-page-used-title = Líñk álréádý úséd
upload-page-used = Thís úplóád líñk wás úséd álréádý: éáçh líñk wórks óñçé. Ásk thé bót fór á ñéw óñé wíth /úplóád.
upload-page-expired-title = Líñk éxpíréd
upload-page-expired = Thís úplóád líñk hás éxpíréd. Ásk thé bót fór á ñéw óñé wíth /úplóád.
upload-page-file = Yóúr fílé
upload-fit-button = Máké ít fít { $limit }
upload-fit-gone = Thát résúlt ís góñé ór ñót ýóúrs; séñd thé fílé ágáíñ.

## Discord message commands and "Convert…" forms (issue 40).

dc-menu-convert = Çóñvért…
dc-menu-price = Príçé çhéçk
dc-menu-no-file = Thís mésságé hás ñó fílé tó çóñvért. Píçk á kíñd óf fílé bélów tó úplóád fílés íñ á fórm, ór úsé /çóñvért wíth á fílé.
dc-menu-too-large = { $name } ís lárgér tháñ { $limit } MB, thé móst á fílé máý hávé héré.
dc-menu-no-tool = Ñó tóól tákés thís kíñd óf fílé ({ $type }).
dc-menu-no-game = Thís mésságé hás ñó Stéám stóré líñk ór ápp íd.
dc-form-title = Çóñvért: { $kind }
dc-form-title-message = Çóñvért thé mésságé's fílés
dc-form-files = Fílés
dc-form-files-hint = Úp tó { $max } fílés.
dc-form-tool = Tóól
dc-form-params = Óptíóñs
dc-form-params-hint = Ás ñámé=válúé, é.g. wídth=200 héíght=100. Léávé émptý fór thé défáúlts.
dc-form-too-many = Á fórm tákés át móst { $max } fílés; thís óñé hás { $count }.
dc-form-gone = Thís fórm hás éxpíréd. Rúñ Çóñvért… óñ thé mésságé ágáíñ.

## Telegram Mini App (issue 40).

tg-app-menu = Ópéñ thé ápp
tg-app-open = Ópéñ thé ápp
tg-app-price = Çhárt áñd déáls íñ thé ápp
web-telegram-note = Sígñéd íñ thróúgh Télégrám: résúlts óf whát ýóú stárt héré álsó çómé tó ýóúr çhát wíth thé bót.

## Stickers and emoji (/sticker and the "Make sticker/emoji" message menu).

cmd-sticker = Máké á stíçkér ór émójí fróm áñ ímágé, GÍF ór shórt çlíp áñd ádd ít
cmd-sticker-usage = /stíçkér [émójí] [ñámé]
cmd-sticker-name = sticker
cmd-sticker-opt-emoji = Thé émójí ít stáñds fór, é.g. 😀
cmd-sticker-opt-emoji-name = emoji
cmd-sticker-opt-as = Dísçórd: á sérvér émójí (défáúlt) ór á sérvér stíçkér
cmd-sticker-opt-as-name = as
cmd-sticker-opt-name = Discord: its name (letters, digits, _)
cmd-sticker-opt-name-name = name
cmd-sticker-opt-file = Thé ímágé, GÍF ór shórt çlíp
menu-make-sticker = Máké stíçkér/émójí
sticker-set-title = Mý stíçkérs bý @{ $bot }
sticker-set-created = Yóúr ñéw stíçkér sét ís mádé, wíth thís stíçkér íñ ít: { $link }
sticker-set-added = Áddéd tó ýóúr stíçkér sét: { $link }
sticker-sets-full = Yóúr stíçkér séts áré fúll, só héré ís thé stíçkér ás á fílé.
sticker-set-bad-name = Telegram allows no sticker set name for your account with this bot, so here is the sticker as a file.
sticker-trimmed = Çút tó thé fírst { $kept } s óf { $total } s: á stíçkér máý bé át móst { $kept } s lóñg.
sticker-emoji-added = Émójí { $emoji } áddéd tó thís sérvér ás :{ $name }:.
sticker-guild-sticker-added = Stíçkér “{ $name }” áddéd tó thís sérvér.
sticker-not-permitted = Áddíñg émójí áñd stíçkérs héré ñééds thé Çréáté Éxpréssíóñs pérmíssíóñ fór bóth ýóú áñd thé bót, só héré ís thé fílé tó ádd ýóúrsélf.
sticker-no-server = Émójí áñd stíçkérs çáñ óñlý bé áddéd íñ á sérvér, só héré ís thé fílé.
sticker-slots-full = Thís sérvér hás ñó fréé slót fór ít, só héré ís thé fílé.
sticker-bot-forbidden = Dísçórd réfúséd: thé bót máý ñó lóñgér ádd émójí ór stíçkérs héré, só héré ís thé fílé.
sticker-no-image = Thát mésságé hás ñó ímágé tó máké á stíçkér ór émójí fróm.
sticker-set-rejected = Télégrám wóúld ñót ádd ít tó á stíçkér sét (ópéñ á príváté çhát wíth thé bót áñd préss Stárt fírst), só héré ís thé stíçkér ás á fílé.
sticker-discord-rejected = Dísçórd wóúld ñót táké ít, só héré ís thé fílé tó ádd ýóúrsélf.

## Giveaways in every language (issue 36): /giveaways, giveaway posts in both bots, and the giveaway Atom feed.
## $worth is a formatted amount; $when a formatted time from now ("in 2 days"); $date a formatted day and time;
## $filter the filter (a store, "games only", kinds); $free is the word price-free, shown in bold.

giveaway-kind-game = gámé
giveaway-kind-dlc = DLÇ
giveaway-kind-loot = íñ-gámé lóót
giveaway-kind-beta = bétá áççéss
giveaway-worth = wórth { $worth }
giveaway-ends = éñds { $when }
giveaway-every-store = évérý stóré
giveaway-games-only = gámés óñlý
giveaways-title = Fréé tó kéép: { $filter }
giveaways-none = Ñó gívéáwáý ís ópéñ ríght ñów.
giveaway-free-at = { $free } tó kéép át { $store }
giveaway-claim-at = Çláím ít át { $store }
giveaway-over = Éñdéd: thís gívéáwáý át { $store } ís óvér.
giveaway-store = Stóré
giveaway-status = Státús
giveaways-feed-title = Fréé gámés: { $filter }
giveaway-feed-free = Fréé: { $title } át { $store }
giveaway-feed-ended = Éñdéd: { $title } át { $store }
giveaway-feed-summary = { $title } ís fréé tó kéép át { $store }.
giveaway-feed-summary-until = { $title } ís fréé tó kéép át { $store } úñtíl { $date }.
giveaway-feed-summary-ended = Thís gívéáwáý éñdéd; { $title } wás fréé tó kéép át { $store }.
giveaway-ended = éñdéd
giveaway-ended-title = Éñdéd:

## Bot tool lists, recipes, autocomplete and buttons in every language (issue 36). $types, $output, $value, $range
## come from the tool (file types, a default value, a range) and stay as they are; $query is what the user typed;
## $command a command to copy (shown as code); $name a recipe's name, $steps its tools (shown as code);
## $category a translated category-* title. Keep "/tools", "/convert", "/recipe", "tool:" and "@" as they are.

tools-takes = Tákés: { $types }
tools-takes-link = Tákés: á vídéó líñk
tools-gives = Gívés: { $output }
tools-parameters = Párámétérs:
tools-param-default = défáúlt { $value }
tg-tools-use = Úsé: séñd á fílé wíth thé çáptíóñ { $command }
tg-tools-none = Ñó tóól mátçhés “{ $query }”. Trý /tóóls ímágé, /tóóls pdf ór /tóóls qr.
tools-for = Tóóls fór “{ $query }”
tools-all = Áll tóóls
tg-tools-page = págé { $page }/{ $pages }
tg-tools-footer = Détáíls: /tóóls <ñámé> · Rúñ: /çóñvért <ñámé> wíth á fílé
button-previous = Prévíóús
button-next = Ñéxt
dc-tools-works-on = Wórks óñ
dc-tools-a-link = á vídéó líñk
dc-tools-gives = Gívés
dc-tools-values = válúés: { $range }
dc-tools-default = défáúlt: { $value }
dc-tools-none = Ñó tóól mátçhés "{ $query }". Trý /tóóls ímágé, /tóóls pdf, ór óthér wórds.
dc-tools-title = Fílé tóóls
dc-tools-title-filter = Fílé tóóls: { $query }
dc-tools-footer =
    Págé { $page }/{ $pages } · { $total ->
        [one] { $total } tóól
       *[other] { $total } tóóls
    } · /tóóls <slúg> shóws óñé tóól's óptíóñs
recipe-saved = Sávéd réçípé { $name }: { $steps }
tg-recipe-run = Rúñ ít óñ á fílé wíth /çóñvért @{ $name }
tg-recipes-none = Yóú hávé ñó réçípés. Sávé óñé wíth /réçípé sávé <ñámé> <tóól | tóól …>.
recipes-title = Yóúr réçípés
tg-recipes-run = Rúñ óñé óñ á fílé wíth /çóñvért @ñámé.
dc-recipe-run = Rúñ ít wíth /çóñvért tóól:@{ $name } áñd á fílé.
dc-recipes-none = Yóú hávé ñó réçípés. Sávé óñé wíth /réçípé.
dc-recipes-run = Rúñ óñé wíth /çóñvért tóól:@ñámé.
dc-ac-recipe = @{ $name } — ýóúr réçípé: { $steps }
dc-ac-category = Çátégórý: { $category } ({ $value })
dc-ac-all-watches = Áll mý wátçhés
tg-album-file = Fílé { $index } óf { $count } íñ thé álbúm: { $reason }

## The API's error message in the caller's language (issue 36): sent only when a request asks for a language with
## Accept-Language; the error code never changes. $detail is the service's English message with the specifics (a
## field, a limit, a tool's name): keep it as it is.

api-error-unknown_tool = Úñkñówñ tóól: { $detail }
api-error-upload_required = Thís tóól ñééds á fílé: { $detail }
api-error-url_required = Thís tóól ñééds á vídéó líñk: { $detail }
api-error-invalid_url = Íñválíd líñk: { $detail }
api-error-invalid_callback_url = Íñválíd çállbáçk ÚRL: { $detail }
api-error-invalid_params = Íñválíd párámétérs: { $detail }
api-error-invalid_pipeline = Thésé stéps çáññót fóllów óñé áñóthér: { $detail }
api-error-too_many_steps = Tóó máñý stéps: { $detail }
api-error-too_many_files = Tóó máñý fílés: { $detail }
api-error-missing_file = Á fílé ís míssíñg: { $detail }
api-error-file_too_large = Thé fílé ís tóó lárgé: { $detail }
api-error-unsupported_type = Thís fílé týpé ís ñót súppórtéd: { $detail }
api-error-limit_reached = Á límít ís réáçhéd: { $detail }
api-error-rate_limited = Tóó máñý réqúésts: { $detail }
api-error-not_found = Ñót fóúñd.
api-error-missing_api_key = Áñ ÁPÍ kéý ís réqúíréd: séñd ít ás X-ÁPÍ-Kéý ór Áúthórízátíóñ: Béárér.
api-error-invalid_api_key = Thé ÁPÍ kéý ís ñót válíd.
api-error-unauthorized = Ñót sígñéd íñ: { $detail }
api-error-forbidden = Réfúséd: { $detail }
api-error-tool_disabled = Thís tóól ís túrñéd óff: { $detail }
api-error-invalid_appid = Íñválíd ápp íd: { $detail }
api-error-invalid_request = Íñválíd réqúést: { $detail }
api-error-upstream_unavailable = Thé príçé sóúrçés áré ñót áñswéríñg ríght ñów: { $detail }
api-error-service_unavailable = Thé sérvíçé ís bríéflý úñáváíláblé. Trý ágáíñ íñ á féw séçóñds.
api-error-insufficient_storage = Thé sérvér ís shórt óf róóm fór fílés ríght ñów. Trý ágáíñ látér, ór délété fíñíshéd jóbs ýóú ñó lóñgér ñééd.
api-error-internal = Sóméthíñg wéñt wróñg óñ óúr sídé. Pléásé trý ágáíñ.

## Web page bodies beyond the hub (issue 36): a tool's page, the job panel, "My jobs", a shared recipe's page.
## $api, $jobs and $field become a link or code the page adds; $types are file types, $size a number of MB.

web-tool-breadcrumb = Bréádçrúmb
web-tool-disabled = Thís tóól ís dísábléd óñ thís sérvér ríght ñów. Trý ágáíñ látér.
web-tool-noscript = Thís págé ñééds JáváSçrípt tó úplóád fílés áñd fóllów thé jób. Thé { $api } wórks wíthóút ít.
web-tool-noscript-api = HTTP ÁPÍ
web-tool-video-link = Vídéó líñk
web-tool-your-file = Yóúr fílé
web-tool-options = Óptíóñs
web-tool-no-options = Thís tóól hás ñó óptíóñs.
web-tool-start = Stárt
web-tool-jobs-listed = Yóúr jóbs áré lístéd úñdér { $jobs } úñtíl théý éxpíré.
web-tool-then = Théñ…
web-tool-then-label = Ñéxt stép, rúñ óñ whát thé stép ábóvé mákés
web-tool-then-add = Ádd stép
web-tool-missing = Ñó súçh tóól
web-tool-missing-text = Théré ís ñó tóól çálléd “{ $slug }”.
web-tool-see-all = Séé áll tóóls
web-recipe-title = Sávé ás réçípé
web-recipe-hint = Kééps thésé stéps áñd théír óptíóñs úñdér á ñámé, tó rúñ ágáíñ óñ óthér fílés (PÓST /ápí/pípélíñés wíth { $field }).
web-recipe-name = Recipe name
web-required = (réqúíréd)
web-recipe-name-hint = Úp tó 60 léttérs, dígíts, spáçés, dóts, dáshés ór úñdérsçórés.
web-recipe-share = Sháré: áñýóñé wíth thé líñk çáñ rúñ ít óñ théír ówñ fílés
web-recipe-save = Sávé réçípé
web-file-choose = Çhóósé á fílé
web-file-choose-many = Çhóósé fílés
web-file-drop = ór dróp ít héré
web-file-drop-many = ór dróp thém héré
web-file-hint = Áççéptéd: { $types }. Úp tó { $size } MB.
web-url-label = Líñk tó óñé vídéó
web-url-hint = Pásté thé fúll áddréss óf thé vídéó págé.
web-job-title = Yóúr jób
web-job-cancel = Çáñçél jób
web-job-download = Dówñlóád
web-job-again = Próçéss áñóthér
web-jobs-lead = Jóbs stártéd fróm thís brówsér. Résúlts çáñ bé dówñlóádéd úñtíl thé jób éxpírés; théñ thé fílés áré délétéd.
web-needs-js = Thís págé ñééds JáváSçrípt.
web-loading = Lóádíñg…
web-jobs-caption = Yóúr jóbs, ñéwést fírst
web-jobs-tool = Tóól
web-jobs-status = Státús
web-jobs-started = Stártéd
web-jobs-expires = Éxpírés
web-jobs-actions = Áçtíóñs
web-recipe-page-title = Réçípé: { $name }
web-recipe-page-steps =
    { $count ->
        [one] { $count } stép, rúñ íñ órdér óñ éáçh fílé (á stép thát tákés máñý fílés tákés thém áll).
       *[other] { $count } stéps, rúñ íñ órdér óñ éáçh fílé (á stép thát tákés máñý fílés tákés thém áll).
    }
web-recipe-page-files = Yóúr fílés
web-recipe-page-use = Úsé thís réçípé
web-recipe-page-again = Úsé ít ágáíñ

## A Discord channel's own language (issue 36): /language with where: channel. Keep the word "channel" in the
## option's description as it is (it is what the user types).

cmd-language-opt-where = "çháññél": thís çháññél's láñgúágé, fór íts déál áñd gívéáwáý pósts (Máñágé Çháññéls)
cmd-language-opt-where-name = where
dc-language-channel-managers = Óñlý mémbérs whó çáñ máñágé thís çháññél çáñ çháñgé íts láñgúágé.
dc-language-channel-set = Thís çháññél's déál áñd gívéáwáý pósts áré ñów íñ { $language }.
dc-language-channel-reset = Thís çháññél's láñgúágé çhóíçé ís rémóvéd: íts pósts fóllów thé láñgúágé éáçh fóllów wás mádé íñ ágáíñ.
dc-language-channel-current = Thís çháññél's pósts áré íñ { $language }.
dc-language-channel-none = Thís çháññél hás ñó láñgúágé óf íts ówñ: íts pósts fóllów thé láñgúágé éáçh fóllów wás mádé íñ, élsé thé sérvér's.

## The deals and price pages (issue 36). $feed becomes the feed's link; $page, $pages are numbers.

web-region = Régíóñ
web-deals-title = Gámé déáls
web-deals-lead = Fréé gámés áñd bíg çúts ás thé déál lísts shów thém, çhéçkéd évérý féw míñútés. Líñks gó thróúgh thé sóúrçé’s stóré líñk.
web-deals-show = Shów
web-deals-every = Évérý déál
web-deals-free-only = Fréé gámés óñlý
web-deals-under = Príçé át móst
web-deals-under-example = é.g. 5
web-deals-cut = Çút át léást (%)
web-deals-cut-example = é.g. 90
web-deals-store-example = é.g. stéám
web-deals-submit = Shów déáls
web-deals-feed = { $feed } — pásté ít íñtó á fééd réádér tó bé tóld óf ñéw óñés.
web-deals-feed-link = Átóm fééd óf thésé déáls
web-deals-page = Págé { $page } óf { $pages }
web-prices-lead = Thé lówést príçés óf á gámé áçróss stórés: óffíçíál shóps, kéý réséllérs, thé áll-tímé lów áñd thé çrítíç sçóré.
web-prices-game = Stéám ápp íd ór gámé títlé
web-prices-game-example = é.g. 620 ór Pórtál 2
web-prices-game-hint = Á ñúmbér ís lóókéd úp ás áñ ápp íd; wórds séárçh bý títlé.
web-prices-submit = Lóók úp
web-prices-which = Whíçh gámé?
web-history-title = Príçé hístórý
web-history-period = Péríód
web-history-30 = 30 dáýs
web-history-365 = 1 ýéár
web-history-all = Áll
web-history-caption = Bést óffíçíál-stóré áñd kéý-réséllér príçés áñd thé régúlár príçé; thé dót márks thé lówést príçé.
web-history-not-enough = Ñót éñóúgh príçé hístórý ýét fór á çhárt.
web-history-lows = Lóws
web-low-steam = Stéám
web-low-since = Síñçé thé lást príçé íñçréásé

## Claim reminders (issue 41): "Remind me" and "Claimed" on giveaway posts and lists, the reminder, and /unclaimed.

cmd-unclaimed = Ópéñ gívéáwáýs ýóú hávé ñót márkéd ás çláíméd
cmd-unclaimed-usage = /úñçláíméd
cmd-unclaimed-name = unclaimed
giveaway-remind-button = Rémíñd mé
giveaway-claimed-button = Çláíméd
giveaway-remind-set = Í'll séñd ýóú á príváté mésságé óñ { $date }, { $lead } béfóré ít éñds.
giveaway-remind-soon = Ít éñds íñ léss tháñ { $lead }: ýóúr rémíñdér çómés íñ á móméñt.
giveaway-remind-no-end = Ñó éñd dáté ís kñówñ ýét: Í'll séñd ýóú á príváté mésságé { $lead } béfóré ít éñds, óñçé óñé ís.
giveaway-remind-claimed = Yóú márkéd thís óñé ás çláíméd, só théré ís ñóthíñg tó rémíñd ýóú óf.
giveaway-remind-sent = Í álréádý séñt ýóú thís rémíñdér.
tg-remind-private-hint = Stárt á príváté çhát wíth mé fírst.
giveaway-claimed-set = Márkéd ás çláíméd: ñó rémíñdér fór thís óñé, áñd /úñçláíméd léávés ít óút.
giveaway-press-ended = Thís gívéáwáý hás éñdéd.
giveaway-press-unknown = Thís gívéáwáý ís ñó lóñgér lístéd.
giveaway-reminder = ⏰ Rémíñdér: { $title } ís fréé tó kéép át { $store } úñtíl { $date } ({ $left }).
unclaimed-title = Gívéáwáýs ýóú hávé ñót çláíméd
unclaimed-none = Ñóthíñg ópéñ thát ýóú hávé ñót márkéd ás çláíméd.
# Shared wishlist of a server channel or group (issue 41, 4b)
cmd-wishlist = Thís sérvér’s ór gróúp’s sháréd wíshlíst: ádd, rémóvé ór líst gámés
cmd-wishlist-usage = /wíshlíst [ádd <áppíd ór títlé> | rémóvé <gámé>]
cmd-wishlist-name = wishlist
cmd-wishlist-opt-action = ádd, rémóvé ór líst (défáúlt: líst)
cmd-wishlist-opt-action-name = action
cmd-wishlist-opt-game = Stóré ápp íd ór gámé títlé
cmd-wishlist-opt-game-name = game
wishlist-added = Áddéd { $game } tó thís çhát’s wíshlíst. Préss “Ñótífý mé” tó bé píñgéd whéñ ít géts á çút ór á ñéw lów.
wishlist-already = { $game } ís álréádý óñ thís çhát’s wíshlíst. Préss “Ñótífý mé” tó bé píñgéd fór ít.
wishlist-removed = Rémóvéd fróm thís çhát’s wíshlíst: { $games }
wishlist-removed-none = Ñóthíñg óñ thís çhát’s wíshlíst mátçhés “{ $which }”.
wishlist-title = Thís çhát’s wíshlíst:
wishlist-line =
    { $game } (ápp { $appid }): { $members ->
        [one] { $members } mémbér wáíts
       *[other] { $members } mémbérs wáít
    }
wishlist-list-hint = 🔔 píñgs ýóú whéñ á gámé géts á çút ór á ñéw lów; 🔕 stóps ít.
wishlist-empty = Thís çhát’s wíshlíst ís émptý. Ádmíñístrátórs ádd gámés wíth /wíshlíst ádd <gámé>.
wishlist-choices = Sévérál gámés mátçh “{ $query }”. Ádd óñé bý íts ápp íd:
wishlist-admins-only = Óñlý thé çhát’s ádmíñístrátórs çáñ çháñgé íts wíshlíst.
wishlist-groups-only = Thé sháréd wíshlíst ís fór sérvérs áñd gróúps. Fór ýóúr ówñ príçé álérts úsé /wátçh.
wishlist-full = Thís çhát’s wíshlíst álréádý hólds { $max } gámés; rémóvé óñé fírst.
wishlist-button-on = 🔔 Ñótífý mé
wishlist-button-off = 🔕 Stóp
wishlist-pressed-on = Yóú wíll bé píñgéd whéñ { $game } géts á çút ór á ñéw lów.
wishlist-pressed-off = Yóú wíll ñó lóñgér bé píñgéd fór { $game }.
wishlist-pressed-gone = Thís gámé ís ñó lóñgér óñ thé çhát’s wíshlíst.
wishlist-members-full = { $max } mémbérs álréádý wáít fór thís gámé.
wishlist-alert-title = { $game } ís óñ sálé (wíshlíst)
wishlist-alert-cut = { $cut } óff: { $price } át { $store }
wishlist-alert-cut-nostore = { $cut } óff: { $price }
wishlist-alert-low = Ñéw lówést príçé: { $price }

## Tool forms (issue 36, tools' words): the label of each tool parameter on the web tool page and its "then…"
## steps (the same word in every tool; the per-tool descriptions are in en.tools.ftl), and the hint under it.
## Values ($value, $min, $max) are shown as typed, with a dot for decimals.

tool-form-label-format = Óútpút fórmát
tool-form-label-bitrate = Bítráté
tool-form-label-quality = Qúálítý
tool-form-label-width = Wídth
tool-form-label-height = Héíght
tool-form-label-start = Stárt
tool-form-label-end = Éñd
tool-form-label-x = Léft (x)
tool-form-label-y = Tóp (ý)
tool-form-label-crop_width = Çróp wídth
tool-form-label-crop_height = Çróp héíght
tool-form-label-degrees = Áñglé (dégréés)
tool-form-label-direction = Díréçtíóñ
tool-form-label-factor = Fáçtór
tool-form-label-fps = Frámés pér séçóñd
tool-form-label-gain_db = Gáíñ (dB)
tool-form-label-level = Lévél
tool-form-label-preset = Prését
tool-form-label-pages = Págés
tool-form-label-target_size = Tárgét sízé
tool-form-label-text = Téxt
tool-form-label-match = Mátçh
tool-form-label-color = Çólóúr
tool-form-label-opacity = Ópáçítý
tool-form-label-fields = Fórm fíélds
tool-form-label-password = Pásswórd
tool-form-label-owner_password = Ówñér pásswórd
tool-form-label-offset = Óffsét (séçóñds)
tool-form-label-lang = Láñgúágés
tool-form-hint-default = Défáúlt: { $value }
tool-form-hint-required = Réqúíréd
tool-form-hint-optional = Óptíóñál
tool-form-hint-range = Állówéd: { $min } tó { $max }
tool-form-hint-at-least = Állówéd: át léást { $min }
tool-form-hint-at-most = Állówéd: át móst { $max }
tool-form-hint-pair = { $first }. { $second }

## Telegram: the line above the tool buttons under a file or video link sent without a command (issue 36, tools' words).

tg-offer-none = Ñó tóól tákés thís kíñd óf fílé.
tg-offer-none-type = Ñó tóól tákés thís kíñd óf fílé ({ $type }).
tg-offer-no-video = Thé vídéó tóóls áré ñót áváíláblé.
tg-offer-file = Thís ís { $type }. Píçk á tóól (défáúlt séttíñgs), ór séñd ít wíth á çáptíóñ líké { $example }:
tg-offer-file-unknown = Thís ís á fílé. Píçk á tóól (défáúlt séttíñgs), ór séñd ít wíth á çáptíóñ líké { $example }:
tg-offer-video = Píçk á tóól fór thís vídéó:

## Discord forms in parts: a kind of file with more tools than a select lists (issue 40)

dc-form-pick-part = { $kind } hás { $count } tóóls, móré tháñ óñé fórm çáñ líst. Píçk thé párt wíth ýóúr tóól:
dc-form-pick-part-message = Thésé fílés fít { $count } tóóls, móré tháñ óñé fórm çáñ líst. Píçk thé párt wíth ýóúr tóól:

## A web capture that failed on its page, not a video link (issue 38)

failure-page_unavailable = Thé wéb págé çóúld ñót bé çáptúréd: íts áddréss ís ñót állówéd héré, çóúld ñót bé réáçhéd, áñswéréd wíth áñ érrór, ór díd ñót lóád íñ tímé.

## Every language, the rest (issue 36): page scripts, chart axes, admin panel, deal feed and filters, e-mail to PDF.

# The web pages' scripts (public/js): every message they show starts with js- (the page carries these to its script).
js-no-details = Thé sérvér áñswéréd { $status } wíthóút détáíls.
js-no-connection = Thé sérvér çóúld ñót bé réáçhéd. Çhéçk ýóúr çóññéçtíóñ áñd trý ágáíñ.
js-went-wrong = Sóméthíñg wéñt wróñg.
js-not-found = Ñót fóúñd (ít máý hávé éxpíréd).
js-expired = éxpíréd
js-status-queued = Wáítíñg íñ thé qúéúé
js-status-processing = Próçéssíñg
js-status-completed = Dóñé
js-status-failed = Fáíléd
js-status-cancelled = Çáñçélléd
js-status-stage = { $status } ({ $stage })
js-upload-no-connection = Thé úplóád fáíléd: thé sérvér çóúld ñót bé réáçhéd.
js-job-done = Dóñé. Yóúr fílé ís réádý.
js-job-failed = Thé jób fáíléd.
js-step-failed = Stép { $step } ({ $tool }) fáíléd: { $message }
js-job-cancelled = Çáñçélléd.
js-job-unreadable = Thé jób çóúld ñót bé réád.
js-job-cancelled-deleted = Çáñçélléd. Thé fílés wéré délétéd.
js-job-not-cancelled = Thé jób çóúld ñót bé çáñçélléd.
js-result-name = result
js-download-name = Download { $name }
js-output-info = { $name }, { $size }. Áváíláblé { $until }.
js-preview-of = Prévíéw óf { $name }
js-play = Pláý { $name }
js-first-page-of = Fírst págé óf { $name }
js-beginning-of = Bégíññíñg óf { $name }
js-loading = Lóádíñg…
js-preview-zip = Á ZÍP árçhívé wíth sévérál fílés: dówñlóád ít tó ópéñ thém.
js-preview-none = Ñó prévíéw fór thís kíñd óf fílé.
js-preview-first = … (fírst { $size } shówñ)
js-preview-failed = Thé prévíéw çóúld ñót bé lóádéd.
js-jobs-unreadable = Yóúr jóbs çóúld ñót bé lóádéd.
js-jobs-none = Yóú hávé ñó jóbs ýét. Píçk á tóól tó stárt óñé.
js-jobs-count =
    { $count ->
        [one] { $count } jób.
       *[other] { $count } jóbs.
    }
js-jobs-count-running =
    { $count ->
        [one] { $count } jób, stíll rúññíñg.
       *[other] { $count } jóbs, sómé stíll rúññíñg.
    }
js-col-tool = Tóól
js-col-status = Státús
js-col-started = Stártéd
js-col-expires = Éxpírés
js-col-actions = Áçtíóñs
js-download = Dówñlóád
js-cancel = Çáñçél
js-delete = Délété
js-job-cancel-label = Çáñçél { $title } jób fróm { $when }
js-job-delete-label = Délété { $title } jób fróm { $when }
js-job-was-cancelled = { $title } jób çáñçélléd.
js-job-was-deleted = { $title } jób délétéd.
js-job-not-removed = Thé jób çóúld ñót bé rémóvéd.
js-prices-sources-down = Thé príçé sóúrçés áré ñót áñswéríñg júst ñów. Pléásé trý ágáíñ íñ á féw míñútés.
js-prices-rate-limited = Tóó máñý príçé lóókúps fróm héré júst ñów. Pléásé trý ágáíñ íñ á míñúté.
js-try-later = { $problem } Pléásé trý ágáíñ látér.
js-prices-enter = Éñtér áñ ápp íd ór á títlé.
js-prices-searching = Séárçhíñg fór “{ $title }”…
js-prices-search-failed = Thé séárçh fáíléd.
js-prices-no-game = Ñó gámé fóúñd fór “{ $title }”.
js-prices-pick =
    { $count ->
        [one] { $count } gámé mátçhés; píçk ít.
       *[other] { $count } gámés mátçh; píçk óñé.
    }
js-prices-looking-up = Lóókíñg úp ápp { $appid }…
js-prices-unknown-app = Ñó stóré kñóws thé ápp íd { $appid }.
js-prices-lookup-failed = Thé lóókúp fáíléd.
js-prices-for = Príçés fór { $title }.
js-prices-app = Ápp { $appid }
js-prices-keyshop-via = á kéý réséllér víá GG.déáls
js-prices-keyshop-gap = ñééds GG.déáls, whíçh díd ñót áñswér (ít ñééds áñ ÁPÍ kéý óñ thís sérvér)
js-prices-card-meta = Ápp { $appid } · { $region } · príçés íñ { $currency }
js-prices-stale = Thé stórés çóúld ñót bé réáçhéd; thésé príçés áré óldér.
js-prices-regular = Régúlár príçé
js-prices-best-official = Bést óffíçíál stóré
js-prices-best-keyshop = Bést kéý réséllér
js-prices-all-time-low = Áll-tímé lów
js-prices-active-deals = Áçtívé déáls
js-prices-critic-score = Çrítíç sçóré
js-prices-sources = Sóúrçés: { $sources } · úpdátéd { $updated }
js-prices-go-to-offer = Gó tó thé bést óffér
js-choose-files-first = Çhóósé óñé ór móré fílés fírst.
js-choose-file-first = Çhóósé á fílé fírst.
js-uploading = Úplóádíñg…
js-uploading-percent = Úplóádíñg… { $percent } %
js-sending = Séñdíñg…
js-job-refused = Thé sérvér réfúséd thé jób ({ $status }).
js-recipe-name-needed = Gívé thé réçípé á ñámé.
js-recipe-not-saved = Thé réçípé çóúld ñót bé sávéd ({ $status }).
js-recipe-saved =
    { $count ->
        [one] Sávéd “{ $name }” ({ $count } stép).
       *[other] Sávéd “{ $name }” ({ $count } stéps).
    }
js-recipe-share-link = Sháré líñk:
js-steps-finding = Fíñdíñg thé tóóls thát çáñ fóllów…
js-steps-none = Ñó tóól çáñ fóllów: ñóñé tákés whát thé lást stép mákés, ór thé pípélíñé hás ás máñý stéps ás ít máý.
js-steps-count =
    { $count ->
        [one] { $count } tóól çáñ táké thé résúlt.
       *[other] { $count } tóóls çáñ táké thé résúlt.
    }
js-steps-added = Áddéd stép { $step }: { $title }.
js-steps-removed = Rémóvéd { $title }.
js-steps-legend = Stép { $step }: { $title }
js-steps-remove-label = Rémóvé stép { $step } ({ $title })
js-steps-no-options = Thís tóól hás ñó óptíóñs.
js-steps-remove = Rémóvé stép
js-required = (réqúíréd)
js-steps-refused = Thé stéps wéré réfúséd
js-first-step-options = Stép 1: { $title } óptíóñs
js-options = Óptíóñs
js-choose-files = Çhóósé fílés
js-choose-file = Çhóósé á fílé
js-drop-them = ór dróp thém héré
js-drop-it = ór dróp ít héré
js-too-many-files = Á jób tákés át móst { $max } fílés; ýóú çhósé { $count }.
js-file-too-large = Thís fílé ís { $size }; thé límít ís { $limit }.
js-files-too-large = Thésé fílés áré { $size } tógéthér; thé límít ís { $limit }.
js-paste-video-first = Pásté thé líñk óf á vídéó fírst.
js-paste-page-first = Pásté thé áddréss óf á wéb págé fírst.
js-server-refused = Thé sérvér réfúséd thé jób
js-refused-status = { $what } ({ $status }).
js-file-chosen = { $name } ({ $size })
js-files-chosen = { $count } fílés, { $size } íñ áll: { $names }
js-hub-matches = { $shown } óf { $total } tóóls mátçh “{ $query }”.
js-hub-total = { $total } tóóls.
# A web-capture tool's address field (its page: print to PDF, screenshot, read as Markdown).
web-page-legend = Wéb págé
web-page-label = Áddréss óf thé págé
web-page-placeholder = https://éxámplé.çóm/ártíçlé
web-page-hint = Pásté thé fúll áddréss (http ór https) óf á públíç wéb págé.
# The price chart (web page and the PNG the bots attach): legend, labels, and the history section's notices.
chart-aria = Príçé hístórý óf { $title }
chart-line-official = Óffíçíál stórés
chart-line-keyshop = Kéý réséllérs
chart-line-regular = Régúlár príçé
chart-not-enough = Ñót éñóúgh príçé hístórý ýét: çhéçk báçk íñ á féw dáýs.
chart-today = Tódáý: { $price } ({ $line })
chart-all-time-low = Áll-tímé lów { $price }
chart-all-time-low-at = Áll-tímé lów { $price } ({ $where })
chart-period-low = Lówést íñ péríód { $price }
web-history-rate-limited = Tóó máñý príçé lóókúps fróm héré júst ñów; thé hístórý wíll shów ágáíñ íñ á míñúté.
web-history-sources-down = Thé príçé sóúrçés áré ñót áñswéríñg júst ñów, só théré ís ñó príçé hístórý tó shów. Pléásé trý ágáíñ íñ á féw míñútés.
web-history-failed = Thé príçé hístórý çóúld ñót bé dráwñ júst ñów; pléásé trý ágáíñ látér.
# A deal filter and a follow as a reader sees them (English reads as the filter is typed), and the deal feed.
deal-filter-join = { $a } { $b }
deal-filter-free = fréé
deal-filter-under = úñdér { $price }
deal-filter-cut = çút>={ $cut }
deal-filter-store = stóré:{ $store }
deal-filter-region = régíóñ:{ $region }
deal-filter-currency = çúrréñçý:{ $currency }
deal-filter-ignore = ígñóré:{ $stores }
deal-filter-games-only = gámés-óñlý
follow-giveaways = gívéáwáýs: { $filter }
deal-feed-title = Gámé déáls: { $filter }
deal-feed-free = FRÉÉ
deal-feed-live = { $title }: { $price } (−{ $cut }%) át { $shop }
deal-feed-ended = Éñdéd: { $title } (wás { $price } át { $shop })
deal-feed-summary = { $price } íñstéád óf { $regular } (−{ $cut }%) át { $shop }.
deal-feed-summary-until = { $price } íñstéád óf { $regular } (−{ $cut }%) át { $shop }. Úñtíl { $date }.
deal-feed-summary-ended = Thís déál éñdéd; ít wás { $price } íñstéád óf { $regular } át { $shop }.
# The e-mail to PDF tools' page: the header fields' names and the attachment list, in the language of whoever started the job.
email-from = Fróm
email-to = Tó
email-cc = Çç
email-date = Dáté
email-subject = Súbjéçt
email-attachments = Áttáçhméñts ({ $count })
email-unnamed = (úññáméd)
# The page for an address nothing answers.
web-404-title = Págé ñót fóúñd
web-404-lead = Ñóthíñg lívés át thís áddréss. Fróm héré ýóú çáñ:
web-404-tools = séé áll tóóls
web-404-prices = lóók úp á gámé's príçé
web-404-docs = réád thé ÁPÍ dóçúméñtátíóñ
# Bundles and subscriptions on the price card, bundle follows, image cards (issue 41, parts 4 and 5)
price-bundles = Búñdlés
price-subscriptions = Íñ súbsçríptíóñs
price-bundle-ends = éñds { $date }
price-subscription-leaves = léávés { $date }
price-bundle-from = fróm { $price }
web-giveaways-title = Fréé gámés
web-giveaways-lead = Gámés, DLÇ áñd lóót thát áré fréé tó kéép, fróm GámérPówér, Épíç áñd ÍsThéréÁñýDéál, wíth théír éñd dátés.
web-giveaways-none = Ñó ópéñ gívéáwáý mátçhés thís fíltér.
# /fit: a file made again under a size (issue 39)
cmd-fit = Máké á fílé fít á sízé: dísçórd, whátsápp, émáíl… ór býtés
cmd-fit-usage = /fít [dísçórd|dísçórd-ñítró-básíç|télégrám-bót|whátsápp|émáíl|býtés]
cmd-fit-name = fit
cmd-fit-opt-size = Á prését (dísçórd, whátsápp, émáíl…) ór býtés; défáúlt: thís çhát’s límít
cmd-fit-opt-size-name = size
cmd-fit-opt-file = Thé ímágé, vídéó, áúdíó ór PDF tó máké fít

## admin panel (issue 36): the page's shell, its script's words (js-admin-*), and the job stages' words (stage-*),
## which the web job panel and both bots show for the stage a tool names in English.

admin-title = Ádmíñ
admin-off = Thé ádmíñ páñél ís óff óñ thís sérvér: sét { $variable } tó túrñ ít óñ.
admin-needs-js = Thé ádmíñ páñél ñééds JáváSçrípt.
admin-sign-in = Sígñ íñ
admin-token = Ádmíñ tókéñ
admin-sign-out = Sígñ óút
admin-sections = Ádmíñ séçtíóñs
admin-queue = Qúéúé
admin-tools = Tóóls
admin-keys = ÁPÍ kéýs
admin-webhooks = Wébhóóks
admin-price-cache = Príçé çáçhé
admin-queue-caption = Réçéñt jóbs (ñó fílé çóñtéñts)
admin-col-job = Jób
admin-col-tool = Tóól
admin-col-source = Sóúrçé
admin-col-status = Státús
admin-col-created = Çréátéd
admin-col-actions = Áçtíóñs
admin-col-category = Çátégórý
admin-col-uses = Úsés
admin-col-starts = Stárts
admin-col-errors = Érrórs
admin-col-last-days = Lást dáýs
admin-col-on = Óñ
admin-col-label = Lábél
admin-col-last-used = Lást úséd
admin-col-state = Státé
admin-col-key = Kéý
admin-col-failures = Fáílúrés íñ á rów
admin-col-event = Évéñt
admin-col-type = Týpé
admin-col-attempts = Áttémpts
admin-col-last-answer = Lást áñswér
admin-tools-lead = Swítçhíñg á tóól ór á çátégórý óff réfúsés ñéw jóbs át óñçé (403 tóól_dísábléd); íts qúéúéd jóbs fáíl.
admin-categories = Çátégóríés
admin-each-tool = Éáçh tóól
admin-tool-filter = Fíltér tóóls
admin-tools-caption = Úsé çóúñts, áñd jób stárts áñd érrórs óvér thé lást { $days } dáýs
admin-previous = Prévíóús
admin-next = Ñéxt
admin-key-label = Lábél fór á ñéw kéý
admin-key-create = Çréáté kéý
admin-key-copy-now = Çópý thís kéý ñów; ít ís ñót shówñ ágáíñ.
admin-key-secret = Wébhóók sígñíñg séçrét (vérífíés thé { $header } óf íts délívéríés):
admin-webhooks-lead = Á kéý whósé délívéríés fáíléd tóó óftéñ íñ á rów ís páúséd úñtíl résúméd héré. Répláý séñds á délívérý ágáíñ wíth thé sámé íd.
admin-webhooks-state-caption = Wébhóók státé pér kéý
admin-deliveries-caption = Lást délívéríés pér kéý (ñéwést fírst)
admin-cache-clear = Çléár thé príçé çáçhé
js-admin-sign-in-again = Pléásé sígñ íñ ágáíñ.
js-admin-failed = { $what }: { $message }
js-admin-enter-token = Éñtér thé ádmíñ tókéñ.
js-admin-sign-in-failed = Sígñ-íñ fáíléd.
js-admin-signed-in = Sígñéd íñ.
js-admin-queue = Qúéúé
js-admin-tools = Tóóls
js-admin-keys = Kéýs
js-admin-webhooks = Wébhóóks
js-admin-price-cache = Príçé çáçhé
js-admin-flag = Swítçh
js-admin-cancel = Çáñçél
js-admin-delete = Délété
js-admin-cancel-job = Çáñçél jób { $job } ({ $tool })
js-admin-delete-job = Délété jób { $job } ({ $tool })
js-admin-job-cancelled = Jób { $job } çáñçélléd.
js-admin-job-deleted = Jób { $job } délétéd.
js-admin-no-jobs = Ñó jóbs ýét.
js-admin-stat-waiting = Wáítíñg
js-admin-stat-running = Rúññíñg
js-admin-stat-completed = Çómplétéd
js-admin-stat-failed = Fáíléd
js-admin-stat-cancelled = Çáñçélléd
js-admin-switched-on = { $name } swítçhéd óñ.
js-admin-switched-off = { $name } swítçhéd óff.
js-admin-category = Çátégórý { $category }
js-admin-starts-per-day = Stárts pér dáý: { $values }
js-admin-page-range = { $first }–{ $last } óf { $total }
js-admin-on = óñ
js-admin-off = óff
js-admin-off-category = óff (çátégórý)
js-admin-no-tool-matches = Ñó tóól mátçhés “{ $filter }”.
js-admin-no-tools = Ñó tóóls.
js-admin-never = ñévér
js-admin-active = áçtívé
js-admin-revoked-on = révókéd { $date }
js-admin-revoke = Révóké
js-admin-revoke-key = Révóké kéý { $label }
js-admin-key-revoked = Kéý “{ $label }” révókéd.
js-admin-no-keys = Ñó ÁPÍ kéýs ýét: çréáté óñé ábóvé.
js-admin-key-needs-label = Gívé thé kéý á lábél.
js-admin-create-key = Çréáté kéý
js-admin-key-not-created = Thé kéý çóúld ñót bé çréátéd.
js-admin-key-created = Kéý “{ $label }” çréátéd.
js-admin-paused-since = páúséd síñçé { $date }
js-admin-delivering = délívéríñg
js-admin-resume = Résúmé
js-admin-resume-key = Résúmé thé délívéríés óf { $key }
js-admin-resumed = Délívéríés óf “{ $key }” résúméd.
js-admin-no-webhook-keys = Ñó kéý hás séñt á wébhóók ýét.
js-admin-delivery-pending = péñdíñg
js-admin-delivery-delivered = délívéréd
js-admin-delivery-gone = góñé (410)
js-admin-delivery-failed = fáíléd
js-admin-replay = Répláý
js-admin-replay-delivery = Répláý délívérý { $id }
js-admin-replayed = Délívérý { $id } qúéúéd ágáíñ.
js-admin-no-deliveries = Ñó délívéríés ýét.
js-admin-unavailable = úñáváíláblé
js-admin-unknown = úñkñówñ
js-admin-entries = Éñtríés
js-admin-hits = Híts
js-admin-misses = Míssés
js-admin-hit-rate = Hít ráté
js-admin-clear-cache = Çléár çáçhé
js-admin-cache-cleared = Príçé çáçhé çléáréd.
stage-queued = wáítíñg
stage-reading = réádíñg
stage-probing = próbíñg
stage-preparing = prépáríñg
stage-fetching = fétçhíñg
stage-decoding = déçódíñg
stage-encoding = éñçódíñg
stage-converting = çóñvértíñg
stage-extracting = éxtráçtíñg
stage-unpacking = úñpáçkíñg
stage-packing = páçkíñg
stage-zipping = zíppíñg
stage-resizing = résízíñg
stage-cropping = çróppíñg
stage-rotating = rótátíñg
stage-reversing = révérsíñg
stage-rendering = réñdéríñg
stage-drawing = dráwíñg
stage-laying-out = láýíñg óút
stage-analysing = áñálýsíñg
stage-scanning = sçáññíñg
stage-recognizing = réçógñízíñg téxt
stage-stamping = stámpíñg
stage-remuxing = rémúxíñg
stage-compressing = çómpréssíñg
stage-assembling = ássémblíñg
stage-arranging = árráñgíñg
stage-numbering = ñúmbéríñg
stage-flattening = fláttéñíñg
stage-filling = fíllíñg
stage-signing = sígñíñg
stage-encrypting = éñçrýptíñg
stage-decrypting = déçrýptíñg
stage-redacting = rédáçtíñg
stage-repairing = répáíríñg
stage-removing = rémóvíñg
stage-cleaning = çléáñíñg
stage-checking = çhéçkíñg
stage-adding-subtitles = áddíñg súbtítlés
stage-burning-in-subtitles = búrñíñg íñ súbtítlés
# The web tool page's "make it fit" preset buttons (issue 39)
web-size-presets = Fít fór
web-size-preset = { $name } · { $size } MB
web-size-preset-discord = Dísçórd
web-size-preset-discord-nitro-basic = Dísçórd Ñítró Básíç
web-size-preset-telegram-bot = Télégrám bót
web-size-preset-whatsapp = WhátsÁpp
web-size-preset-email = É-máíl

## Bundle follows: /follow bundles posts each new bundle (issue 41, part 4)

follow-bundles = búñdlés: { $filter }
bundle-new = Ñéw búñdlé át { $store }
bundle-from = fróm { $price }
bundle-games =
    { $count ->
        [one] { $count } gámé
       *[other] { $count } gámés
    }
bundle-open = Gét ít át { $store }

## Archive files in pipelines (issue 39 item 5): the result's note on files left as they were, and the stage
## of sorting an archive's files for the next step (js-files-unchanged: the same note on the web page's job panel)

pipeline-files-unchanged = Fílés fróm thé árçhívé thát thé ñéxt stép dóés ñót táké áré íñ thé ZÍP úñçháñgéd: { $count } óf { $total }.
js-files-unchanged = Fílés fróm thé árçhívé thát thé ñéxt stép dóés ñót táké áré íñ thé ZÍP úñçháñgéd: { $count } óf { $total }.
stage-sorting-files = sórtíñg fílés
# Visible PDF signatures (issue 39, pdf-sign preset=visible): the lines of the box drawn on the page. $name is the certificate's name, $date the signing time already written for your locale, $reason the signer's own words.
pdf-sign-signed-by = Dígítállý sígñéd bý { $name }
pdf-sign-date = Dáté: { $date }
pdf-sign-reason = Réásóñ: { $reason }
# Telegram: a bare /fit offers the sizes as buttons (issue 39)
tg-fit-choose = Whéré ís thís fílé góíñg? Píçk á sízé áñd Í máké ít fít (ór séñd /fít wíth á ñúmbér óf býtés).
tg-fit-this-chat = Thís çhát
tg-fit-starting = Mákíñg ít fít: { $size }

## Archive creation: the words for a tool that takes any file (issue 39, item 5)

web-file-hint-any = Áñý kíñd óf fílé. Úp tó { $size } MB.
tools-any-file = áñý kíñd óf fílé
# Telegram: /fit on a file over the 20 MB a bot may fetch answers with an upload link that keeps the size (issue 39)
tg-fit-link = Whát ýóú úplóád théré ís mádé tó fít { $size }.
