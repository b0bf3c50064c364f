# gametools message catalogue: Ukrainian (uk), translated from en.ftl. Conventions: see the header of en.ftl.
#
# Translators' notes (uk):
# - Who: gametools translators (machine-assisted, review welcome).
# - Register: "ви" (lower case), as Ukrainian apps and bots address their users; command descriptions are
#   infinitives.
# - Plurals: CLDR one, few, many, other (other is for fractions: 1,5 дня).
#   unfollow-stopped keys its singular on the exact number [1], as CLDR one also holds 21, 31…; the other
#   form puts the count after a colon, so it needs no few/many.
# - Terms: deal = знижка, key reseller = магазин ключів, all-time low = історичний мінімум, watch = відстеження
#   ціни, follow = підписка (on deals posted in a chat), file job = завдання, recipe = рецепт, tool = інструмент,
#   stage = етап, step = крок; app id = AppID, as Ukrainian Steam users say.
# - Words the parser reads stay English: reset, all, free, under, cut>=, low, official, since, save, region:,
#   currency:, ignore:, role:, the tool names and their parameters (width=200). Telegram only knows the English
#   command names, so texts that name a command (/convert @name, /tools, /price) keep them; only the Discord-only
#   texts (error-needs-*-discord, alert-footer, dc-*) use the Ukrainian option and command names.
# - web-hub-placeholder keeps its English search words: the tool search matches the tools' English names.
# - Unsure: the Discord command names in Cyrillic (відстежувати, не-відстежувати, підписатися, підписки,
#   відписатися); "9.99" in cmd-watch-opt-price keeps the point because Discord's number option may not take "9,99".

## Language names, shown by /language and the web page's picker (each in its own language).

language-name = Українська
language-current = Мова: { $language }.
language-set = Вибрано мову: { $language }.
language-set-chat = Мова цього чату тепер { $language }.
language-reset = Вибір мови скасовано: знову використовується мова вашого застосунку.
language-unknown = Мови «{ $wanted }» тут немає. Доступні: { $available }.
language-admins-only = Змінювати мову групи можуть лише її адміністратори.
language-available = Доступні: { $list }. Виберіть мову командою /language <код> або /language reset.

## Commands: descriptions in the command menus (Telegram and Discord), the usage line /help shows, and the
## Discord names of commands and their options.

cmd-start = Запустити бота
cmd-start-usage = /start
cmd-help = Як користуватися ботом
cmd-help-usage = /help
cmd-language = Вибрати мову, якою відповідає бот
cmd-language-usage = /language [код мови | reset]
cmd-language-name = мова
cmd-language-opt-code = Код мови, наприклад de, pt-BR; «reset» — як у вашому застосунку
cmd-language-opt-code-name = код
cmd-price = Ціни на ігри: найкраща офіційна ціна і ціна ключа, історичний мінімум, знижки, графік
cmd-price-usage = /price <AppID або назва> [регіон | regions]
cmd-price-name = ціна
cmd-price-opt-game = AppID у магазині або назва гри
cmd-price-opt-game-name = гра
cmd-price-opt-region = Дволітерний код країни, наприклад ua, us, de
cmd-price-opt-region-name = регіон
cmd-price-opt-regions = Порівняти ціни Steam у цих регіонах, наприклад us,de,br (або: regions)
cmd-price-opt-regions-name = регіони
cmd-history = Графік цін на гру з усіма видами мінімумів
cmd-history-usage = /history <AppID або назва> [дні]
cmd-history-name = історія
cmd-history-opt-game = AppID у магазині або назва гри
cmd-history-opt-game-name = гра
cmd-history-opt-days = Днів історії, від 1 до 3650 (типово 365)
cmd-history-opt-days-name = дні
cmd-tools = Переглянути інструменти для файлів за категоріями або словами
cmd-tools-usage = /tools [категорія або слова] [сторінка]
cmd-tools-name = інструменти
cmd-tools-opt-query = Категорія (image, pdf, audio, video, qr, url...) або слова для пошуку
cmd-tools-opt-query-name = запит
cmd-tools-opt-page = Номер сторінки
cmd-tools-opt-page-name = сторінка
cmd-convert = Застосувати інструмент до прикріпленого файлу або посилання на відео
cmd-convert-usage = /convert <інструмент> [параметр=значення ...] [посилання на відео]
cmd-convert-name = конвертувати
cmd-convert-opt-tool = Назва інструмента (див. /tools), наприклад image-grayscale, або @рецепт
cmd-convert-opt-tool-name = інструмент
cmd-convert-opt-params = Параметри у вигляді назва=значення, наприклад width=200 height=100
cmd-convert-opt-params-name = параметри
cmd-convert-opt-url = Посилання на відео або адреса вебсторінки, для інструментів посилань
cmd-convert-opt-url-name = посилання
cmd-convert-opt-then = Наступні кроки: інструмент параметр=значення | інструмент ...
cmd-convert-opt-then-name = далі
cmd-convert-opt-file = Файл для обробки (для файлових інструментів)
cmd-convert-opt-file-name = файл
cmd-convert-opt-file-more = Файл { $number }, для інструментів із кількома файлами (pdf-merge) або обробки кожного
cmd-recipe = Зберегти ланцюжок інструментів як рецепт і запускати потім через /convert @назва
cmd-recipe-usage = /recipe save <назва> <інструмент параметр=значення | інструмент ...>
cmd-recipe-name = рецепт
cmd-recipe-opt-name = Назва рецепта, запуск через /convert @назва
cmd-recipe-opt-name-name = назва
cmd-recipe-opt-steps = Кроки: інструмент параметр=значення | інструмент ...
cmd-recipe-opt-steps-name = кроки
cmd-recipes = Список збережених рецептів (запуск через /convert @назва)
cmd-recipes-usage = /recipes
cmd-recipes-name = рецепти
cmd-jobs = Ваші останні завдання з файлами та їхній статус
cmd-jobs-usage = /jobs
cmd-jobs-name = завдання
cmd-cancel = Скасувати одне з ваших завдань
cmd-cancel-usage = /cancel <id завдання>
cmd-cancel-name = скасувати
cmd-cancel-opt-job_id = Id завдання з повідомлення про статус або з /jobs
cmd-cancel-opt-job_id-name = id_завдання
cmd-watch = Повідомити, коли гра подешевшає до потрібної ціни
cmd-watch-usage = /watch <AppID або назва> <ціна> [регіон]
cmd-watch-name = відстежувати
cmd-watch-opt-game = AppID у магазині або назва гри
cmd-watch-opt-game-name = гра
cmd-watch-opt-price = Цільова ціна у валюті регіону, наприклад 9.99
cmd-watch-opt-price-name = ціна
cmd-watch-opt-region = Дволітерний код країни, наприклад ua, us, de
cmd-watch-opt-region-name = регіон
cmd-watch-opt-rules = Також повідомляти при: cut>=75, low, official, since (слова, у будь-якому порядку)
cmd-watch-opt-rules-name = правила
cmd-unwatch = Видалити відстеження ціни
cmd-unwatch-usage = /unwatch <id відстеження | AppID | all>
cmd-unwatch-name = не-відстежувати
cmd-unwatch-opt-which = Id відстеження з /watches, AppID або «all»
cmd-unwatch-opt-which-name = яке
cmd-watches = Список ваших відстежень цін
cmd-watches-usage = /watches
cmd-watches-name = відстеження
cmd-deals = Поточні знижки на ігри: безкоштовно, дешевше за ціну або з великою знижкою
cmd-deals-usage = /deals [free | under <ціна> | cut>=<відсоток>] [магазин] [сторінка]
cmd-deals-name = знижки
cmd-deals-opt-filter = free, under 5, cut>=90, назва магазину
cmd-deals-opt-filter-name = фільтр
cmd-deals-opt-page = Номер сторінки
cmd-deals-opt-page-name = сторінка
cmd-follow = Публікувати нові знижки в цьому чаті: безкоштовно, дешевше за ціну або з великою знижкою
cmd-follow-usage = /follow <free | under <ціна> | cut>=<відсоток>> [магазин] [region:xx] [currency:XXX] [ignore:a,b] [role:@Роль]
cmd-follow-name = підписатися
cmd-follow-opt-filter = free, under 5, cut>=90, магазин, region:ua, ignore:2game
cmd-follow-opt-filter-name = фільтр
cmd-follow-opt-role = Роль, яку згадувати в кожному дописі (Discord)
cmd-follow-opt-role-name = роль
cmd-giveaways = Безкоштовні ігри та предмети, які можна забрати назавжди, з датою завершення
cmd-giveaways-usage = /giveaways [магазин] [game | dlc | loot | beta] [games]
cmd-giveaways-name = роздачі
cmd-giveaways-opt-filter = Магазин (epic, steam, gog…), тип (dlc, loot, beta) або games
cmd-giveaways-opt-filter-name = фільтр
cmd-following = Список фільтрів знижок, на які підписаний цей чат
cmd-following-usage = /following
cmd-following-name = підписки
cmd-unfollow = Припинити публікувати знижки за однією з підписок цього чату
cmd-unfollow-usage = /unfollow <id | all>
cmd-unfollow-name = відписатися
cmd-unfollow-opt-which = Id підписки з /following або all
cmd-unfollow-opt-which-name = яку

## Help

help-title = Ціни на ігри та інструменти для файлів
help-private-note = Помилки й особисті списки бачите лише ви.

## Price card (/price), both bots. $price, $regular, $low are formatted amounts.

price-none = —
price-unknown = невідомо
price-regular = Звичайна ціна
price-best-official = Найкраща офіційна ціна
price-best-keyshop = Найкраща ціна ключа
price-all-time-low = Історичний мінімум
price-active-deals = Поточні знижки
price-critic-score = Оцінка критиків
price-score-value = { $score }/100
price-cut = −{ $percent }
price-at-store = у { $store }
price-best-deal-link = Найкраща пропозиція
price-keyshop-gap = потрібен GG.deals, але він не відповів (для нього на цьому сервері потрібен API-ключ)
price-sources = Джерела: { $sources }
price-sources-none = немає
price-fresh = оновлено
price-stale = відповідь із кешу: джерела цін не відповідають
price-app = AppID { $appid }
price-history-field = Історія цін
price-chart-description = Графік історії цін
price-too-little-history = Для графіка поки замало історії цін: вона поповнюється з кожним запитом.
price-choices-title = Під «{ $query }» підходить кілька ігор
price-choices-footer = Виберіть одну нижче або скористайтеся /price з AppID.
price-regions-title = { $title }: ціни Steam за регіонами, у { $currency }
price-regions-not-sold = не продається
price-regions-cheapest = найдешевше
price-regions-rates = Перераховано за довідковими курсами ЄЦБ на { $date }.
price-regions-no-rates = Не вдалося отримати курси валют: без перерахунку.
price-choice-line = { $title } (AppID { $appid })
price-free = БЕЗКОШТОВНО

## Price alerts (/watch). $price, $target, $low are formatted amounts, $cut and $wanted formatted percentages.

alert-title = Сповіщення про ціну: { $game }
alert-changed = Ціна змінилася.
alert-footer = Відстеження { $id } · /не-відстежувати { $id } вимкне ці сповіщення
alert-target-official = Найкраща ціна { $price } (офіційний магазин) — не вище вашої цільової ціни { $target }.
alert-target-keyshop = Найкраща ціна { $price } (магазин ключів) — не вище вашої цільової ціни { $target }.
alert-new-low = Новий історичний мінімум: { $low }.
alert-cut = Ціну знижено до { $price }: знижка { $cut }, не менше за задані { $wanted }.
alert-cut-at = Ціну знижено до { $price } у { $store }: знижка { $cut }, не менше за задані { $wanted }.
alert-rule-low = Новий історичний мінімум: { $low }.
alert-rule-low-unknown = Новий історичний мінімум.
alert-rule-official-low = Новий історичний мінімум в офіційних магазинах: { $low }.
alert-rule-official-low-unknown = Новий історичний мінімум в офіційних магазинах.
alert-rule-since = Новий мінімум після останнього підвищення звичайної ціни: { $low }.
alert-rule-since-unknown = Новий мінімум після останнього підвищення звичайної ціни.

## Deal posts (/follow). $price, $regular are formatted amounts, $cut a formatted percentage, $date a formatted day.

deal-ended = Завершилася:
deal-ended-word = завершилася
deal-was = була знижка −{ $cut } від { $regular }
deal-until = До { $date }
deal-get-it = Перейти до { $shop }
deal-price = Ціна
deal-regular = Звичайна ціна
deal-cut = Знижка
deal-shop = Магазин
deal-ends = Закінчується
deals-title = Знижки: { $filter }
deals-page = сторінка { $page } з { $pages }
deals-none = Зараз нічого не підходить.
unfollow-none = Такої підписки тут немає. Список — у /following.
unfollow-stopped = { $count ->
        [1] Підписку скасовано:
       *[other] Скасовано підписок: { $count }
    }
tg-following = Підписка на { $filter } у цьому чаті (id { $id }). Нові відповідні знижки публікуватимуться тут; /unfollow { $id } скасує її.
tg-following-none = Цей чат ні на що не підписаний. Додайте підписку: /follow free (або under 5, cut>=90).
tg-following-title = Підписки цього чату на знижки
tg-following-stop = Скасувати підписку: /unfollow <id>.
dc-following = Підписка на { $filter } у цьому каналі (id { $id }). Скасувати: { $stop }.
dc-following-none = Цей канал ні на що не підписаний. Додайте підписку командою /підписатися.
dc-following-title = Підписки цього каналу на знижки
dc-follow-mentions = згадує { $role }

## Price watches (/watch, /watches, /unwatch). $target, $price are formatted amounts, $cut a percentage; $rules is a list of rule-* texts.

rule-cut = знижка від { $cut }
rule-low = новий історичний мінімум
rule-since = новий мінімум після останнього підвищення звичайної ціни
rule-target = цільова ціна
rule-official-only = { $rules } (лише офіційні магазини)
watches-title = Ваші відстеження цін
dc-watch-app-id = AppID { $appid }
dc-watch-choices = Під «{ $query }» підходить кілька ігор. Запустіть /відстежувати ще раз, указавши AppID як гру:
dc-watch-no-offer = поточних пропозицій немає
dc-watch-now = зараз найкраща ціна { $price }
dc-watch-watching = Відстежується: { $game }
dc-watch-updated = Відстеження оновлено: { $game }
dc-watch-a-change = зміна ціни
dc-watch-rules-only = Повідомлю в цьому каналі, коли буде: { $rules } ({ $now }).
dc-watch-already-below = Ціна вже не вища за { $target } ({ $now }). Повідомлю тут, коли вона підніметься й знову опуститься до цього рівня або коли буде: { $rules }.
dc-watch-target = Повідомлю в цьому каналі, коли найкраща ціна опуститься до { $target } або нижче ({ $now }) або коли буде: { $rules }.
dc-watch-footer = Id відстеження { $id } · /не-відстежувати { $id } видалить його
dc-unwatch-none = Жодне ваше відстеження не підійшло. Список — у /відстеження.
dc-unwatch-removed = Видалено: { $names }.
dc-watches-none = Ви не відстежуєте жодної гри. Додайте гру командою /відстежувати.
dc-watches-no-offer = немає пропозицій
dc-watches-now = зараз { $price }
tg-watch-now = зараз { $price }
tg-watch-at-or-below = не вище { $target }
tg-watch-where = AppID { $appid }, { $region }
tg-watch-watching = Відстежую { $game }: напишу тут, { $when }.
tg-watch-updated = Відстеження { $game } оновлено: напишу тут, { $when }.
tg-watch-now-line = Зараз: { $price }
tg-watch-id = id відстеження
tg-watch-already-below = Ціна вже не вища за вашу цільову; наступне сповіщення прийде, коли вона підніметься й знову опуститься.
tg-watch-on = коли буде: { $rules }
tg-watch-when-target-or-low = коли найкраща ціна буде не вище { $target } або з’явиться новий історичний мінімум
tg-watch-when-target-or-rules = коли найкраща ціна буде не вище { $target } або коли буде: { $rules }
tg-watches-none = У вас немає відстежень цін. Додайте: /watch <AppID або назва> <ціна>.
tg-watches-remove = Видалити: /unwatch <id>.
tg-unwatch-none = Відповідних відстежень немає. Ваші — у /watches.
tg-unwatch-removed = { $count ->
        [1] Відстеження видалено:
       *[other] Видалено відстежень: { $count }
    }

## Price history (/history)

history-title = { $game }: історія цін
history-no-low = Мінімум поки невідомий.
history-footer = AppID { $appid } · { $region } · за { $days ->
        [one] { $days } день
        [few] { $days } дні
        [many] { $days } днів
       *[other] { $days } дня
    }
history-all-time-low = Історичний мінімум
history-official-low = Мінімум в офіційних магазинах
history-keyshop-low = Мінімум у магазинах ключів
history-steam-low = Мінімум у Steam
history-since-rise-low = Мінімум після подорожчання
history-rise-on = подорожчання { $date }

## File jobs: status messages while a job runs, and its end.

job-queued = Очікування в черзі…
job-stage = Етап: { $stage }
job-working = виконується
job-done = Готово: { $name } ({ $size })
job-failed = Помилка: { $reason }
job-failed-step = крок { $step } з { $steps } ({ $tool }): { $reason }
job-cancelled = Скасовано.
job-cancel-button = Скасувати
job-step-stage = крок { $step } з { $steps }: { $stage }
job-failed-notice = { $tool }: помилка — { $reason }
job-did-not-finish = Завдання не завершилося.
jobs-title = Ваші останні завдання
job-status-queued = у черзі
job-status-processing = виконується
job-status-completed = завершено
job-status-failed = помилка
job-status-cancelled = скасовано
job-cancelled-id = Завдання { $id } скасовано.
job-deleted-id = Завдання { $id } і його результат видалено.
dc-jobs-none = У вас немає завдань. Запустіть завдання командою /конвертувати.
dc-jobs-footer = Скасувати завдання: /скасувати <id завдання>.
tg-jobs-none = У вас немає нещодавніх завдань. Надішліть файл, щоб запустити завдання.
tg-jobs-processing = виконується: { $percent }
tg-jobs-done = готово: { $name }
job-already-finished = Це завдання вже завершено.
job-cancel-only = Скасувати це завдання може лише { $who }.
job-cancel-only-starter = Скасувати це завдання може лише той, хто його запустив.
button-gone = Ця кнопка більше не використовується.
job-download = Завантаження
job-download-link = Завантажити
job-too-large-to-upload = Файл завеликий, щоб вивантажити його сюди (понад { $limit }).
job-available-until = доступно до { $until }.

## Why a job failed (its user-facing message).

failure-invalid_link = Це не посилання на відео. Вставте повну URL-адресу відео.
failure-disabled = Ця функція зараз вимкнена на цьому сервері.
failure-too_large = Файл завеликий для цього інструмента.
failure-invalid_input = Не вдалося обробити файл. Перевірте формат і спробуйте ще раз.
failure-timeout = Не вдалося обробити файл. Перевірте формат і спробуйте ще раз.
failure-internal = Не вдалося обробити файл. Перевірте формат і спробуйте ще раз.

## Refusals in chat (either bot).

error-apology = Вибачте, щось пішло не так. Спробуйте пізніше.
error-needs-file = Цей інструмент працює з файлом: надішліть файл із командою в підписі або дайте відповідь командою на повідомлення з файлом.
error-needs-file-discord = Цей інструмент працює з файлом: прикріпіть його в параметрі `файл` команди /конвертувати.
error-needs-url = Цей інструмент працює з посиланням на відео: вкажіть посилання після назви інструмента.
error-needs-url-discord = Цей інструмент працює з посиланням на відео: вкажіть його в параметрі `посилання`, без файлу.
error-rate-limited = Забагато запитів. Зачекайте хвилину і спробуйте ще раз.
error-rate-limited-retry = Забагато запитів. Спробуйте ще раз за { $seconds } с.
error-upstream = Джерела цін зараз не відповідають. Спробуйте за кілька хвилин.
error-unavailable = Сервіс ненадовго недоступний. Спробуйте за хвилину.
error-storage = На сервері зараз бракує місця для файлів. Спробуйте пізніше або видаліть завершені завдання, які вам більше не потрібні.
error-internal = У нас щось пішло не так. Спробуйте пізніше.
error-unknown-command = Ця команда тут більше не підтримується. Можливо, список команд застарів.

## Telegram's own wording (its cards are text, not embeds). $value is already formatted.

tg-labelled = { $label }: { $value }
tg-price-best-official = Найкраща офіційна ціна
tg-price-best-keyshop = Найкраща ціна ключа
price-on-date = ({ $date })
price-no-score = немає
tg-price-stale = Джерела цін не відповідають; ціни можуть бути застарілими.
tg-history-period = історія цін за { $days ->
        [one] { $days } день
        [few] { $days } дні
        [many] { $days } днів
       *[other] { $days } дня
    }
tg-choices = Під «{ $query }» підходить кілька ігор. Виберіть:
tg-job = завдання
tg-job-failed = не виконано: { $reason }
tg-too-large = { $name } ({ $size }) перевищує ліміт Telegram на вивантаження файлів ботами (50 МБ).
tg-download-until = Завантажити можна тут до { $until }:
tg-alert-target-official = Зараз { $price } (офіційний магазин): не вище вашої цільової ціни { $target }.
tg-alert-target-official-at = Зараз { $price } у { $store } (офіційний магазин): не вище вашої цільової ціни { $target }.
tg-alert-target-keyshop = Зараз { $price } (магазин ключів): не вище вашої цільової ціни { $target }.
tg-alert-target-keyshop-at = Зараз { $price } у { $store } (магазин ключів): не вище вашої цільової ціни { $target }.
tg-alert-new-low-at = Новий історичний мінімум: { $low } у { $store }.
tg-alert-watch = Відстеження
tg-alert-stop = Вимкнути: /unwatch { $id }.
tg-greeting = Привіт! Я шукаю ціни на ігри та обробляю файли.
tg-greeting-files = Надішліть мені файл або посилання на відео, і я запропоную відповідні інструменти.
tg-commands = Команди
tg-inline-best = Найкраща ціна { $price }
tg-inline-best-at = Найкраща ціна { $price } у { $store }
tg-inline-no-offer = Зараз немає пропозицій
tg-inline-low = історичний мінімум { $low }
tg-inline-chart-link = Графік цін
tg-send-something = Надішліть мені файл, посилання на відео або команду. Список команд — у /help.
tg-unknown-command = Я не знаю такої команди. Що я вмію, дивіться в /help.
tg-button-expired-file = Термін дії кнопки минув. Надішліть файл ще раз.
tg-button-expired-watch = Термін дії кнопки минув. Надішліть /watch ще раз.
tg-button-expired-tools = Термін дії списку минув. Надішліть /tools ще раз.
tg-button-invalid = Ця кнопка більше не дійсна.
tg-starting = Запускаю { $tool }…
tg-tool-gone = Цей інструмент більше недоступний.
tg-cancel-not-yours = Це не ваше завдання.
tg-cancel-gone = Це не ваше завдання, або його більше немає.

## The web pages. Placeholders are plain text; the page escapes them.

web-language = Мова
web-language-apply = Застосувати
web-skip = Перейти до вмісту
web-nav-main = Основна навігація
web-nav-tools = Інструменти
web-nav-jobs = Мої завдання
web-nav-prices = Ціни на ігри
web-nav-deals = Знижки
web-nav-docs = API
web-footer-files = Файли зберігаються, доки не мине строк завдання, а потім видаляються.
web-footer-docs = Документація API
web-hub-title = Інструменти для файлів
web-hub-lead = Конвертуйте, стискайте й редагуйте зображення, PDF, аудіо та відео, створюйте QR-коди просто в браузері. Файли доступні лише у вашому сеансі й видаляються, коли минає строк завдання.
web-hub-search = Пошук інструментів
web-hub-placeholder = наприклад resize, pdf to png, qr
web-hub-search-button = Шукати
web-hub-categories = Категорії
web-hub-count = { $total ->
        [one] { $total } інструмент.
        [few] { $total } інструменти.
        [many] { $total } інструментів.
       *[other] { $total } інструмента.
    }
web-hub-matching = За запитом «{ $query }» знайдено: { $shown } з { $total }.
web-hub-no-match = За вашим запитом інструментів не знайдено. Спробуйте менше слів або інші слова.
web-hub-badge-link = посилання на відео
web-hub-badge-disabled = вимкнено

## Tool categories (web page and chat lists).

category-image = Зображення
category-pdf = PDF-документи
category-audio = Аудіо
category-video = Відео
category-video-thumbnail = Мініатюри відео
category-qr = QR-коди та штрихкоди
category-url = За посиланням на відео
category-document = Документи
category-ocr = Текст зі сканів (OCR)
category-web = Вебсторінки
category-data = Файли даних
category-sticker = Стікери та емодзі

## One-time upload links (issue 40): /upload, big files sent to a bot, and the page at /u/<token>.

cmd-upload = Отримати одноразове посилання для завантаження великого файлу
cmd-upload-usage = /upload [інструмент] [назва=значення ...]
cmd-upload-name = завантажити
cmd-upload-opt-tool = Інструмент для файлу (його сторінка відкриється з ним)
cmd-upload-opt-tool-name = інструмент
cmd-upload-opt-params = Його параметри, наприклад width=800 format=webp
cmd-upload-opt-params-name = параметри
upload-link-offer = Завантажте файл за цим посиланням; перебіг роботи й результат прийдуть у цей чат.
upload-link-offer-tool = Завантажте файл для «{ $tool }» за цим посиланням; перебіг роботи й результат прийдуть у цей чат.
upload-link-until = Посилання працює один раз, до { $until }.
upload-link-too-big = Цей файл має { $size }; бот може завантажити з Telegram не більше { $limit }.
upload-page-title = Завантаження файлу
upload-page-lead = Завдання виконується для вас у вашому чаті: перебіг роботи й результат прийдуть туди.
upload-page-lead-key = Файл зберігається для вашого агента, який застосує до нього інструмент.
upload-page-until = Це посилання працює один раз, до { $until }.
upload-page-pick = Виберіть інструмент для файлу:
upload-page-sent = Отримано. Перебіг роботи й результат з’являться у вашому чаті; цю сторінку можна закрити.
upload-page-sent-key = Отримано. Тепер ваш агент може застосувати до файлу інструмент; цю сторінку можна закрити.
upload-page-invalid-title = Посилання недійсне
upload-page-invalid = Це посилання для завантаження недійсне. Попросіть у бота нове командою /upload.
upload-page-used-title = Посилання вже використане
upload-page-used = Це посилання для завантаження вже використане: кожне посилання працює один раз. Попросіть у бота нове командою /upload.
upload-page-expired-title = Термін посилання минув
upload-page-expired = Термін цього посилання для завантаження минув. Попросіть у бота нове командою /upload.
upload-page-file = Ваш файл
upload-fit-button = Стиснути до { $limit }
upload-fit-gone = Цього результату вже немає або він не ваш; надішліть файл ще раз.
## Discord message commands and "Convert…" forms (issue 40).

dc-menu-convert = Конвертувати…
dc-menu-price = Дізнатися ціну
dc-menu-no-file = У цьому повідомленні немає файлу для конвертації. Виберіть нижче тип файлу, щоб завантажити файли через форму, або скористайтеся /convert із файлом.
dc-menu-too-large = { $name } більший за { $limit } МБ — це межа для файлу тут.
dc-menu-no-tool = Жоден інструмент не приймає файли цього типу ({ $type }).
dc-menu-no-game = У цьому повідомленні немає посилання на крамницю Steam чи id застосунку.
dc-form-title = Конвертувати: { $kind }
dc-form-title-message = Конвертувати файли повідомлення
dc-form-files = Файли
dc-form-files-hint = До { $max } файлів.
dc-form-tool = Інструмент
dc-form-params = Параметри
dc-form-params-hint = У вигляді назва=значення, напр. width=200 height=100. Залиште порожнім для типових значень.
dc-form-too-many = Форма приймає щонайбільше { $max } файлів; у цій { $count }.
dc-form-gone = Термін дії форми минув. Знову виберіть «Конвертувати…» у повідомлення.

## Telegram Mini App (issue 40).

tg-app-menu = Відкрити застосунок
tg-app-open = Відкрити застосунок
tg-app-price = Графік і знижки в застосунку
web-telegram-note = Вхід через Telegram: результати всього, що ви запускаєте тут, також надійдуть у ваш чат із ботом.
## Stickers and emoji (/sticker and the "Make sticker/emoji" message menu).

cmd-sticker = Робить стікер або емодзі з картинки, GIF чи короткого ролика й додає його
cmd-sticker-usage = /sticker [емодзі] [назва]
cmd-sticker-name = стікер
cmd-sticker-opt-emoji = Емодзі, якому він відповідає, напр. 😀
cmd-sticker-opt-emoji-name = емодзі
cmd-sticker-opt-as = Discord: емодзі сервера (типово) або стікер сервера
cmd-sticker-opt-as-name = як
cmd-sticker-opt-name = Discord: його назва (літери, цифри, _)
cmd-sticker-opt-name-name = назва
cmd-sticker-opt-file = Картинка, GIF або короткий ролик
menu-make-sticker = Зробити стікер/емодзі
sticker-set-title = Мої стікери від @{ $bot }
sticker-set-created = Ваш новий набір стікерів створено, і цей стікер уже в ньому: { $link }
sticker-set-added = Додано до вашого набору стікерів: { $link }
sticker-sets-full = Ваші набори стікерів заповнені, тож ось стікер файлом.
sticker-set-bad-name = Telegram не дозволяє жодної назви набору для вашого облікового запису з цим ботом, тож ось стікер файлом.
sticker-trimmed = Обрізано до перших { $kept } с із { $total } с: стікер може тривати не більше { $kept } с.
sticker-emoji-added = Емодзі { $emoji } додано на цей сервер як :{ $name }:.
sticker-guild-sticker-added = Стікер «{ $name }» додано на цей сервер.
sticker-not-permitted = Щоб додавати тут емодзі й стікери, дозвіл «Створювати вирази» потрібен і вам, і боту, тож ось файл, щоб додати його самостійно.
sticker-no-server = Емодзі й стікери можна додати лише на сервері, тож ось файл.
sticker-slots-full = На цьому сервері немає вільного місця для цього, тож ось файл.
sticker-bot-forbidden = Discord відмовив: боту більше не можна додавати тут емодзі чи стікери, тож ось файл.
sticker-no-image = У цьому повідомленні немає картинки, з якої можна зробити стікер чи емодзі.
sticker-set-rejected = Telegram не додав його до набору стікерів (спершу відкрийте особистий чат із ботом і натисніть «Почати»), тож ось стікер файлом.
sticker-discord-rejected = Discord не прийняв його, тож ось файл, щоб додати його самостійно.
## Giveaways in every language (issue 36): /giveaways, giveaway posts in both bots, and the giveaway Atom feed.

giveaway-kind-game = гра
giveaway-kind-dlc = DLC
giveaway-kind-loot = ігрові предмети
giveaway-kind-beta = доступ до бети
giveaway-worth = вартість { $worth }
giveaway-ends = закінчиться { $when }
giveaway-every-store = усі магазини
giveaway-games-only = лише ігри
giveaways-title = Безкоштовно назавжди: { $filter }
giveaways-none = Зараз немає відкритих роздач.
giveaway-free-at = { $free } назавжди в { $store }
giveaway-claim-at = Забрати в { $store }
giveaway-over = Завершилася: ця роздача в { $store } закінчилася.
giveaway-store = Магазин
giveaway-status = Стан
giveaways-feed-title = Безкоштовні ігри: { $filter }
giveaway-feed-free = Безкоштовно: { $title } у { $store }
giveaway-feed-ended = Завершилася: { $title } у { $store }
giveaway-feed-summary = { $title } можна забрати назавжди безкоштовно в { $store }.
giveaway-feed-summary-until = { $title } можна забрати назавжди безкоштовно в { $store } до { $date }.
giveaway-feed-summary-ended = Ця роздача завершилася; { $title } роздавали безкоштовно в { $store }.
giveaway-ended = завершилася
giveaway-ended-title = Завершилася:

## Bot tool lists, recipes, autocomplete and buttons in every language (issue 36).

tools-takes = Приймає: { $types }
tools-takes-link = Приймає: посилання на відео
tools-gives = Видає: { $output }
tools-parameters = Параметри:
tools-param-default = за замовчуванням { $value }
tg-tools-use = Як користуватися: надішліть файл із підписом { $command }
tg-tools-none = Жоден інструмент не підходить під «{ $query }». Спробуйте /tools image, /tools pdf або /tools qr.
tools-for = Інструменти для «{ $query }»
tools-all = Усі інструменти
tg-tools-page = сторінка { $page }/{ $pages }
tg-tools-footer = Докладніше: /tools <назва> · Запуск: /convert <назва> з файлом
button-previous = Назад
button-next = Далі
dc-tools-works-on = Працює з
dc-tools-a-link = посиланням на відео
dc-tools-gives = Видає
dc-tools-values = значення: { $range }
dc-tools-default = за замовчуванням: { $value }
dc-tools-none = Жоден інструмент не підходить під «{ $query }». Спробуйте /tools image, /tools pdf або інші слова.
dc-tools-title = Інструменти для файлів
dc-tools-title-filter = Інструменти для файлів: { $query }
dc-tools-footer = Сторінка { $page }/{ $pages } · { $total ->
        [one] { $total } інструмент
        [few] { $total } інструменти
       *[other] { $total } інструментів
    } · /tools <slug> показує параметри інструмента
recipe-saved = Рецепт { $name } збережено: { $steps }
tg-recipe-run = Запустіть його на файлі командою /convert @{ $name }
tg-recipes-none = У вас немає рецептів. Збережіть рецепт командою /recipe save <назва> <інструмент | інструмент …>.
recipes-title = Ваші рецепти
tg-recipes-run = Запустіть рецепт на файлі командою /convert @назва.
dc-recipe-run = Запустіть його командою /convert tool:@{ $name } з файлом.
dc-recipes-none = У вас немає рецептів. Збережіть рецепт командою /recipe.
dc-recipes-run = Запустіть рецепт командою /convert tool:@назва.
dc-ac-recipe = @{ $name } — ваш рецепт: { $steps }
dc-ac-category = Категорія: { $category } ({ $value })
dc-ac-all-watches = Усі мої відстеження
tg-album-file = Файл { $index } з { $count } в альбомі: { $reason }

## The API's error message in the caller's language (issue 36).

api-error-unknown_tool = Невідомий інструмент: { $detail }
api-error-upload_required = Цьому інструменту потрібен файл: { $detail }
api-error-url_required = Цьому інструменту потрібне посилання на відео: { $detail }
api-error-invalid_url = Неприпустиме посилання: { $detail }
api-error-invalid_callback_url = Неприпустима адреса зворотного виклику: { $detail }
api-error-invalid_params = Неприпустимі параметри: { $detail }
api-error-invalid_pipeline = Ці кроки не можуть іти один за одним: { $detail }
api-error-too_many_steps = Забагато кроків: { $detail }
api-error-too_many_files = Забагато файлів: { $detail }
api-error-missing_file = Бракує файлу: { $detail }
api-error-file_too_large = Файл завеликий: { $detail }
api-error-unsupported_type = Цей тип файлу не підтримується: { $detail }
api-error-limit_reached = Досягнуто ліміту: { $detail }
api-error-rate_limited = Забагато запитів: { $detail }
api-error-not_found = Не знайдено.
api-error-missing_api_key = Потрібен ключ API: передайте його як X-API-Key або Authorization: Bearer.
api-error-invalid_api_key = Ключ API недійсний.
api-error-unauthorized = Вхід не виконано: { $detail }
api-error-forbidden = Відмовлено: { $detail }
api-error-tool_disabled = Цей інструмент вимкнено: { $detail }
api-error-invalid_appid = Неприпустимий ID застосунку: { $detail }
api-error-invalid_request = Неприпустимий запит: { $detail }
api-error-upstream_unavailable = Джерела цін зараз не відповідають: { $detail }
api-error-service_unavailable = Сервіс ненадовго недоступний. Спробуйте ще раз за кілька секунд.
api-error-insufficient_storage = На сервері зараз замало місця для файлів. Спробуйте пізніше або видаліть завершені завдання, які вам більше не потрібні.
api-error-internal = Щось пішло не так на нашому боці. Спробуйте ще раз.

## Web page bodies beyond the hub (issue 36): a tool's page, the job panel, "My jobs", a shared recipe's page.

web-tool-breadcrumb = Навігаційний ланцюжок
web-tool-disabled = Цей інструмент зараз вимкнено на сервері. Спробуйте пізніше.
web-tool-noscript = Цій сторінці потрібен JavaScript, щоб завантажувати файли й стежити за завданням. { $api } працює і без нього.
web-tool-noscript-api = HTTP API
web-tool-video-link = Посилання на відео
web-tool-your-file = Ваш файл
web-tool-options = Параметри
web-tool-no-options = Цей інструмент не має параметрів.
web-tool-start = Запустити
web-tool-jobs-listed = Ваші завдання видно в розділі { $jobs }, доки вони не спливуть.
web-tool-then = Потім…
web-tool-then-label = Наступний крок, над результатом кроку вище
web-tool-then-add = Додати крок
web-tool-missing = Такого інструмента немає
web-tool-missing-text = Немає інструмента з назвою «{ $slug }».
web-tool-see-all = Усі інструменти
web-recipe-title = Зберегти як рецепт
web-recipe-hint = Зберігає ці кроки та їхні параметри під назвою, щоб запускати їх на інших файлах (POST /api/pipelines з { $field }).
web-recipe-name = Назва рецепта
web-required = (обов’язково)
web-recipe-name-hint = До 60 літер, цифр, пробілів, крапок, дефісів або підкреслень.
web-recipe-share = Поділитися: будь-хто з посиланням може запускати його на своїх файлах
web-recipe-save = Зберегти рецепт
web-file-choose = Виберіть файл
web-file-choose-many = Виберіть файли
web-file-drop = або перетягніть його сюди
web-file-drop-many = або перетягніть їх сюди
web-file-hint = Приймаються: { $types }. До { $size } МБ.
web-url-label = Посилання на одне відео
web-url-hint = Вставте повну адресу сторінки відео.
web-job-title = Ваше завдання
web-job-cancel = Скасувати завдання
web-job-download = Завантажити
web-job-again = Обробити ще
web-jobs-lead = Завдання, запущені в цьому браузері. Результати можна завантажити, доки завдання не спливе; потім файли видаляються.
web-needs-js = Цій сторінці потрібен JavaScript.
web-loading = Завантаження…
web-jobs-caption = Ваші завдання, спочатку нові
web-jobs-tool = Інструмент
web-jobs-status = Стан
web-jobs-started = Запущено
web-jobs-expires = Спливає
web-jobs-actions = Дії
web-recipe-page-title = Рецепт: { $name }
web-recipe-page-steps = { $count ->
        [one] { $count } крок, по черзі для кожного файлу (крок, що приймає кілька файлів, отримує їх усі).
        [few] { $count } кроки, по черзі для кожного файлу (крок, що приймає кілька файлів, отримує їх усі).
       *[other] { $count } кроків, по черзі для кожного файлу (крок, що приймає кілька файлів, отримує їх усі).
    }
web-recipe-page-files = Ваші файли
web-recipe-page-use = Використати рецепт
web-recipe-page-again = Використати ще раз

## A Discord channel's own language (issue 36): /language with where: channel.

cmd-language-opt-where = "channel": мова цього каналу для знижок і роздач (Керувати каналами)
cmd-language-opt-where-name = де
dc-language-channel-managers = Мову каналу можуть змінювати лише учасники, які можуть керувати цим каналом.
dc-language-channel-set = Знижки й роздачі в цьому каналі тепер публікуються мовою: { $language }.
dc-language-channel-reset = Вибір мови каналу знято: публікації знову йдуть мовою, якою створено кожну підписку.
dc-language-channel-current = Публікації цього каналу йдуть мовою: { $language }.
dc-language-channel-none = Цей канал не має власної мови: публікації йдуть мовою, якою створено кожну підписку, інакше мовою сервера.

## The deals and price pages (issue 36).

web-region = Регіон
web-deals-title = Знижки на ігри
web-deals-lead = Безкоштовні ігри й великі знижки, як їх показують списки знижок, перевіряються кожні кілька хвилин. Посилання ведуть через посилання магазину з джерела.
web-deals-show = Показати
web-deals-every = Усі знижки
web-deals-free-only = Лише безкоштовні ігри
web-deals-under = Ціна не вище
web-deals-under-example = напр. 5
web-deals-cut = Знижка не менше (%)
web-deals-cut-example = напр. 90
web-deals-store-example = напр. steam
web-deals-submit = Показати знижки
web-deals-feed = { $feed } — додайте його в читач стрічок, щоб дізнаватися про нові.
web-deals-feed-link = Atom-стрічка цих знижок
web-deals-page = Сторінка { $page } з { $pages }
web-prices-lead = Найнижчі ціни на гру в усіх магазинах: офіційні магазини, магазини ключів, історичний мінімум і оцінка критиків.
web-prices-game = ID застосунку Steam або назва гри
web-prices-game-example = напр. 620 або Portal 2
web-prices-game-hint = Число шукається як ID застосунку; слова — за назвою.
web-prices-submit = Знайти
web-prices-which = Яка гра?
web-history-title = Історія цін
web-history-period = Період
web-history-30 = 30 днів
web-history-365 = 1 рік
web-history-all = Усе
web-history-caption = Найкращі ціни офіційних магазинів і магазинів ключів та звичайна ціна; крапка позначає найнижчу ціну.
web-history-not-enough = Поки замало історії цін для графіка.
web-history-lows = Мінімуми
web-low-steam = Steam
web-low-since = Від останнього підвищення ціни

## Claim reminders (issue 41): "Remind me" and "Claimed" on giveaway posts and lists, the reminder, and /unclaimed.
cmd-unclaimed = Чинні роздачі, які ви не позначили як отримані
cmd-unclaimed-usage = /unclaimed
cmd-unclaimed-name = не-отримано
giveaway-remind-button = Нагадати
giveaway-claimed-button = Отримано
giveaway-remind-set = Я напишу вам в особисті повідомлення { $date }, за { $lead } до завершення.
giveaway-remind-soon = Роздача завершиться менш ніж за { $lead }: нагадування прийде за хвилину.
giveaway-remind-no-end = Дата завершення поки невідома: щойно вона з’явиться, я напишу вам в особисті повідомлення за { $lead } до завершення.
giveaway-remind-claimed = Ви позначили цю роздачу як отриману, тож нагадувати нема про що.
giveaway-remind-sent = Це нагадування я вже надіслав.
tg-remind-private-hint = Спершу почніть зі мною особистий чат.
giveaway-claimed-set = Позначено як отримане: нагадування не буде, і /unclaimed її більше не покаже.
giveaway-press-ended = Ця роздача завершилася.
giveaway-press-unknown = Цієї роздачі вже немає в списку.
giveaway-reminder = ⏰ Нагадування: { $title } можна безкоштовно забрати назавжди в { $store } до { $date } ({ $left }).
unclaimed-title = Роздачі, які ви не забрали
unclaimed-none = Відкритих роздач, не позначених як отримані, немає.
# Shared wishlist of a server channel or group (issue 41, 4b)
cmd-wishlist = Спільний список бажаного цього сервера чи групи: додати, прибрати або показати ігри
cmd-wishlist-usage = /wishlist [add <id застосунку або назва> | remove <гра>]
cmd-wishlist-name = список-бажаного
cmd-wishlist-opt-action = add, remove або list (типово: list)
cmd-wishlist-opt-action-name = дія
cmd-wishlist-opt-game = Id застосунку в магазині або назва гри
cmd-wishlist-opt-game-name = гра
wishlist-added = { $game } додано до списку бажаного цього чату. Натисніть «Сповіщати», щоб вас згадали, коли буде знижка або новий мінімум ціни.
wishlist-already = { $game } уже є в списку бажаного цього чату. Натисніть «Сповіщати», щоб вас згадували.
wishlist-removed = Прибрано зі списку бажаного цього чату: { $games }
wishlist-removed-none = У списку бажаного цього чату немає нічого схожого на «{ $which }».
wishlist-title = Список бажаного цього чату:
wishlist-line = { $game } (застосунок { $appid }): { $members ->
        [one] чекає { $members } учасник
        [few] чекають { $members } учасники
        [many] чекають { $members } учасників
       *[other] чекають { $members } учасника
    }
wishlist-list-hint = 🔔 згадує вас, коли на гру знижка або новий мінімум ціни; 🔕 вимикає це.
wishlist-empty = Список бажаного цього чату порожній. Адміністратори додають ігри командою /wishlist add <гра>.
wishlist-choices = Під «{ $query }» підходить кілька ігор. Додайте одну за id застосунку:
wishlist-admins-only = Змінювати список бажаного чату можуть лише його адміністратори.
wishlist-groups-only = Спільний список бажаного — для серверів і груп. Для власних сповіщень про ціни використовуйте /watch.
wishlist-full = У списку бажаного цього чату вже { $max } ігор; спершу приберіть одну.
wishlist-button-on = 🔔 Сповіщати
wishlist-button-off = 🔕 Стоп
wishlist-pressed-on = Вас згадають, коли на { $game } буде знижка або новий мінімум ціни.
wishlist-pressed-off = Вас більше не згадуватимуть через { $game }.
wishlist-pressed-gone = Цієї гри вже немає в списку бажаного чату.
wishlist-members-full = На цю гру вже чекають { $max } учасників.
wishlist-alert-title = { $game } зі знижкою (список бажаного)
wishlist-alert-cut = Знижка { $cut }: { $price } у { $store }
wishlist-alert-cut-nostore = Знижка { $cut }: { $price }
wishlist-alert-low = Нова мінімальна ціна: { $price }
## Tool forms (issue 36, tools' words; Форми інструментів): parameter labels and the hints under them, as in en.ftl.

tool-form-label-format = Формат результату
tool-form-label-bitrate = Бітрейт
tool-form-label-quality = Якість
tool-form-label-width = Ширина
tool-form-label-height = Висота
tool-form-label-start = Початок
tool-form-label-end = Кінець
tool-form-label-x = Зліва (x)
tool-form-label-y = Згори (y)
tool-form-label-crop_width = Ширина обрізання
tool-form-label-crop_height = Висота обрізання
tool-form-label-degrees = Кут (градуси)
tool-form-label-direction = Напрямок
tool-form-label-factor = Коефіцієнт
tool-form-label-fps = Кадрів на секунду
tool-form-label-gain_db = Підсилення (dB)
tool-form-label-level = Рівень
tool-form-label-preset = Пресет
tool-form-label-pages = Сторінки
tool-form-label-target_size = Цільовий розмір
tool-form-label-text = Текст
tool-form-label-match = Збіг
tool-form-label-color = Колір
tool-form-label-opacity = Непрозорість
tool-form-label-fields = Поля форми
tool-form-label-password = Пароль
tool-form-label-owner_password = Пароль власника
tool-form-label-offset = Зсув (секунди)
tool-form-label-lang = Мови
tool-form-hint-default = Типово: { $value }
tool-form-hint-required = Обов'язково
tool-form-hint-optional = Необов'язково
tool-form-hint-range = Допустимо: від { $min } до { $max }
tool-form-hint-at-least = Допустимо: не менше { $min }
tool-form-hint-at-most = Допустимо: не більше { $max }
tool-form-hint-pair = { $first }. { $second }

## Telegram: the line above the tool buttons under a file or video link sent without a command (issue 36, tools' words).

tg-offer-none = Жоден інструмент не приймає такий файл.
tg-offer-none-type = Жоден інструмент не приймає такий файл ({ $type }).
tg-offer-no-video = Інструменти для відео недоступні.
tg-offer-file = Це { $type }. Виберіть інструмент (типові налаштування) або надішліть файл із підписом, наприклад { $example }:
tg-offer-file-unknown = Це файл. Виберіть інструмент (типові налаштування) або надішліть його з підписом, наприклад { $example }:
tg-offer-video = Виберіть інструмент для цього відео:
## Discord forms in parts: a kind of file with more tools than a select lists (issue 40)
dc-form-pick-part = { $kind } — інструментів: { $count }, більше, ніж вміщує одна форма. Виберіть частину з потрібним інструментом:
dc-form-pick-part-message = Для цих файлів підходить більше інструментів ({ $count }), ніж вміщує одна форма. Виберіть частину з потрібним інструментом:

## A web capture that failed on its page, not a video link (issue 38)
failure-page_unavailable = Не вдалося зняти вебсторінку: її адреса тут заборонена, недоступна, відповіла помилкою або сторінка не завантажилася вчасно.
## Every language, the rest (issue 36): page scripts, chart axes, admin panel, deal feed and filters, e-mail to PDF.

js-no-details = Сервер відповів { $status } без подробиць.
js-no-connection = Не вдалося зв’язатися із сервером. Перевірте з’єднання і спробуйте ще раз.
js-went-wrong = Щось пішло не так.
js-not-found = Не знайдено (можливо, термін минув).
js-expired = минув
js-status-queued = Чекає в черзі
js-status-processing = Обробляється
js-status-completed = Готово
js-status-failed = Помилка
js-status-cancelled = Скасовано
js-status-stage = { $status } ({ $stage })
js-upload-no-connection = Завантаження не вдалося: сервер недоступний.
js-job-done = Готово. Ваш файл чекає.
js-job-failed = Завдання не виконано.
js-step-failed = Крок { $step } ({ $tool }) не виконано: { $message }
js-job-cancelled = Скасовано.
js-job-unreadable = Не вдалося прочитати завдання.
js-job-cancelled-deleted = Скасовано. Файли видалено.
js-job-not-cancelled = Не вдалося скасувати завдання.
js-result-name = результат
js-download-name = Завантажити { $name }
js-output-info = { $name }, { $size }. Доступний { $until }.
js-preview-of = Попередній перегляд: { $name }
js-play = Відтворити { $name }
js-first-page-of = Перша сторінка: { $name }
js-beginning-of = Початок файлу { $name }
js-loading = Завантаження…
js-preview-zip = ZIP-архів із кількома файлами: завантажте його, щоб відкрити їх.
js-preview-none = Для файлів такого типу попереднього перегляду немає.
js-preview-first = … (показано перші { $size })
js-preview-failed = Не вдалося завантажити попередній перегляд.
js-jobs-unreadable = Не вдалося завантажити ваші завдання.
js-jobs-none = У вас поки немає завдань. Виберіть інструмент, щоб почати.
js-jobs-count = { $count ->
    [one] { $count } завдання.
    [few] { $count } завдання.
    [many] { $count } завдань.
   *[other] { $count } завдання.
}
js-jobs-count-running = { $count ->
    [one] { $count } завдання, ще виконується.
    [few] { $count } завдання, деякі ще виконуються.
    [many] { $count } завдань, деякі ще виконуються.
   *[other] { $count } завдання, деякі ще виконуються.
}
js-col-tool = Інструмент
js-col-status = Стан
js-col-started = Почато
js-col-expires = Спливає
js-col-actions = Дії
js-download = Завантажити
js-cancel = Скасувати
js-delete = Видалити
js-job-cancel-label = Скасувати завдання { $title } від { $when }
js-job-delete-label = Видалити завдання { $title } від { $when }
js-job-was-cancelled = Завдання { $title } скасовано.
js-job-was-deleted = Завдання { $title } видалено.
js-job-not-removed = Не вдалося прибрати завдання.
js-prices-sources-down = Джерела цін зараз не відповідають. Спробуйте за кілька хвилин.
js-prices-rate-limited = Забагато запитів цін звідси. Спробуйте за хвилину.
js-try-later = { $problem } Спробуйте пізніше.
js-prices-enter = Введіть id застосунку або назву.
js-prices-searching = Пошук «{ $title }»…
js-prices-search-failed = Пошук не вдався.
js-prices-no-game = Гру «{ $title }» не знайдено.
js-prices-pick = { $count ->
    [one] Підходить { $count } гра; виберіть її.
    [few] Підходять { $count } гри; виберіть одну.
    [many] Підходить { $count } ігор; виберіть одну.
   *[other] Підходить { $count } гри; виберіть одну.
}
js-prices-looking-up = Шукаємо застосунок { $appid }…
js-prices-unknown-app = Жоден магазин не знає id застосунку { $appid }.
js-prices-lookup-failed = Запит не вдався.
js-prices-for = Ціни: { $title }.
js-prices-app = Застосунок { $appid }
js-prices-keyshop-via = магазин ключів через GG.deals
js-prices-keyshop-gap = потрібен GG.deals, який не відповів (йому потрібен API-ключ на цьому сервері)
js-prices-card-meta = Застосунок { $appid } · { $region } · ціни в { $currency }
js-prices-stale = Магазини недоступні; ці ціни застарілі.
js-prices-regular = Звичайна ціна
js-prices-best-official = Найкращий офіційний магазин
js-prices-best-keyshop = Найкращий магазин ключів
js-prices-all-time-low = Історичний мінімум
js-prices-active-deals = Активні знижки
js-prices-critic-score = Оцінка критиків
js-prices-sources = Джерела: { $sources } · оновлено { $updated }
js-prices-go-to-offer = До найкращої пропозиції
js-choose-files-first = Спершу виберіть один або кілька файлів.
js-choose-file-first = Спершу виберіть файл.
js-uploading = Завантаження…
js-uploading-percent = Завантаження… { $percent }%
js-sending = Надсилання…
js-job-refused = Сервер відхилив завдання ({ $status }).
js-recipe-name-needed = Дайте рецепту назву.
js-recipe-not-saved = Не вдалося зберегти рецепт ({ $status }).
js-recipe-saved = { $count ->
    [one] Збережено «{ $name }» ({ $count } крок).
    [few] Збережено «{ $name }» ({ $count } кроки).
    [many] Збережено «{ $name }» ({ $count } кроків).
   *[other] Збережено «{ $name }» ({ $count } кроку).
}
js-recipe-share-link = Посилання, щоб поділитися:
js-steps-finding = Шукаємо інструменти, що можуть іти далі…
js-steps-none = Жоден інструмент не може йти далі: жоден не приймає результат останнього кроку, або в ланцюжку вже максимум кроків.
js-steps-count = { $count ->
    [one] { $count } інструмент може прийняти результат.
    [few] { $count } інструменти можуть прийняти результат.
    [many] { $count } інструментів можуть прийняти результат.
   *[other] { $count } інструмента можуть прийняти результат.
}
js-steps-added = Додано крок { $step }: { $title }.
js-steps-removed = Прибрано: { $title }.
js-steps-legend = Крок { $step }: { $title }
js-steps-remove-label = Прибрати крок { $step } ({ $title })
js-steps-no-options = У цього інструмента немає налаштувань.
js-steps-remove = Прибрати крок
js-required = (обов’язково)
js-steps-refused = Кроки відхилено
js-first-step-options = Крок 1: налаштування { $title }
js-options = Налаштування
js-choose-files = Вибрати файли
js-choose-file = Вибрати файл
js-drop-them = або перетягніть їх сюди
js-drop-it = або перетягніть його сюди
js-too-many-files = Завдання приймає не більше { $max } файлів; ви вибрали { $count }.
js-file-too-large = Розмір файлу { $size }; межа — { $limit }.
js-files-too-large = Разом файли займають { $size }; межа — { $limit }.
js-paste-video-first = Спершу вставте посилання на відео.
js-paste-page-first = Спершу вставте адресу вебсторінки.
js-server-refused = Сервер відхилив завдання
js-refused-status = { $what } ({ $status }).
js-file-chosen = { $name } ({ $size })
js-files-chosen = Файлів: { $count }, разом { $size }: { $names }
js-hub-matches = «{ $query }»: підходить { $shown } із { $total } інструментів.
js-hub-total = Інструментів: { $total }.
web-page-legend = Вебсторінка
web-page-label = Адреса сторінки
web-page-placeholder = https://example.com/article
web-page-hint = Вставте повну адресу (http або https) загальнодоступної вебсторінки.

chart-aria = Історія цін: { $title }
chart-line-official = Офіційні магазини
chart-line-keyshop = Магазини ключів
chart-line-regular = Звичайна ціна
chart-not-enough = Історії цін поки замало: завітайте за кілька днів.
chart-today = Сьогодні: { $price } ({ $line })
chart-all-time-low = Історичний мінімум { $price }
chart-all-time-low-at = Історичний мінімум { $price } ({ $where })
chart-period-low = Мінімум за період { $price }
web-history-rate-limited = Забагато запитів цін звідси; історія знову з’явиться за хвилину.
web-history-sources-down = Джерела цін зараз не відповідають, тож історії цін немає. Спробуйте за кілька хвилин.
web-history-failed = Не вдалося побудувати історію цін; спробуйте пізніше.

deal-filter-join = { $a }, { $b }
deal-filter-free = безкоштовно
deal-filter-under = дешевше { $price }
deal-filter-cut = знижка від { $cut }%
deal-filter-store = магазин { $store }
deal-filter-region = регіон { $region }
deal-filter-currency = валюта { $currency }
deal-filter-ignore = крім { $stores }
deal-filter-games-only = лише ігри
follow-giveaways = роздачі: { $filter }
deal-feed-title = Знижки на ігри: { $filter }
deal-feed-free = БЕЗКОШТОВНО
deal-feed-live = { $title }: { $price } (−{ $cut }%) у { $shop }
deal-feed-ended = Завершено: { $title } (було { $price } у { $shop })
deal-feed-summary = { $price } замість { $regular } (−{ $cut }%) у { $shop }.
deal-feed-summary-until = { $price } замість { $regular } (−{ $cut }%) у { $shop }. До { $date }.
deal-feed-summary-ended = Ця знижка закінчилася; було { $price } замість { $regular } у { $shop }.

email-from = Від
email-to = Кому
email-cc = Копія
email-date = Дата
email-subject = Тема
email-attachments = Вкладення ({ $count })
email-unnamed = (без назви)

web-404-title = Сторінку не знайдено
web-404-lead = За цією адресою нічого немає. Звідси можна:
web-404-tools = переглянути всі інструменти
web-404-prices = дізнатися ціну гри
web-404-docs = прочитати документацію API

# Bundles and subscriptions on the price card, bundle follows, image cards (issue 41, parts 4 and 5)
price-bundles = Набори
price-subscriptions = У підписках
price-bundle-ends = до { $date }
price-subscription-leaves = зникає { $date }
price-bundle-from = від { $price }
web-giveaways-title = Безкоштовні ігри
web-giveaways-lead = Ігри, DLC і предмети, які можна забрати назавжди, з GamerPower, Epic та IsThereAnyDeal, з датою завершення.
web-giveaways-none = Немає відкритих роздач за цим фільтром.
# /fit: a file made again under a size (issue 39)
cmd-fit = Стискає файл до розміру: discord, whatsapp, email… або байти
cmd-fit-usage = /fit [discord|discord-nitro-basic|telegram-bot|whatsapp|email|байти]
cmd-fit-name = стиснути
cmd-fit-opt-size = Готовий розмір (discord, whatsapp, email…) або байти; типово ліміт цього чату
cmd-fit-opt-size-name = розмір
cmd-fit-opt-file = Зображення, відео, аудіо чи PDF, які треба стиснути

## admin panel (issue 36): the page's shell, its script's words (js-admin-*), and the job stages' words (stage-*).

admin-title = Адміністрування
admin-off = Панель адміністратора на цьому сервері вимкнена: задайте { $variable }, щоб увімкнути її.
admin-needs-js = Панелі адміністратора потрібен JavaScript.
admin-sign-in = Увійти
admin-token = Токен адміністратора
admin-sign-out = Вийти
admin-sections = Розділи адміністрування
admin-queue = Черга
admin-tools = Інструменти
admin-keys = Ключі API
admin-webhooks = Вебхуки
admin-price-cache = Кеш цін
admin-queue-caption = Останні завдання (без вмісту файлів)
admin-col-job = Завдання
admin-col-tool = Інструмент
admin-col-source = Джерело
admin-col-status = Статус
admin-col-created = Створено
admin-col-actions = Дії
admin-col-category = Категорія
admin-col-uses = Використання
admin-col-starts = Запуски
admin-col-errors = Помилки
admin-col-last-days = Останні дні
admin-col-on = Увімк.
admin-col-label = Мітка
admin-col-last-used = Останнє використання
admin-col-state = Стан
admin-col-key = Ключ
admin-col-failures = Збоїв поспіль
admin-col-event = Подія
admin-col-type = Тип
admin-col-attempts = Спроби
admin-col-last-answer = Остання відповідь
admin-tools-lead = Вимкнення інструмента чи категорії одразу відхиляє нові завдання (403 tool_disabled); його завдання в черзі завершуються помилкою.
admin-categories = Категорії
admin-each-tool = Кожен інструмент
admin-tool-filter = Фільтр інструментів
admin-tools-caption = Використання, а також запуски й помилки завдань за останні дні (днів: { $days })
admin-previous = Назад
admin-next = Далі
admin-key-label = Мітка нового ключа
admin-key-create = Створити ключ
admin-key-copy-now = Скопіюйте цей ключ зараз: більше його не буде показано.
admin-key-secret = Секрет підпису вебхуків (перевіряє { $header } його доставок):
admin-webhooks-lead = Ключ, доставки якого надто часто поспіль завершувалися збоєм, призупинено, доки його не відновлять тут. «Повторити» надсилає доставку ще раз із тим самим id.
admin-webhooks-state-caption = Стан вебхуків за ключами
admin-deliveries-caption = Останні доставки за ключами (спершу нові)
admin-cache-clear = Очистити кеш цін
js-admin-sign-in-again = Увійдіть ще раз.
js-admin-failed = { $what }: { $message }
js-admin-enter-token = Введіть токен адміністратора.
js-admin-sign-in-failed = Не вдалося увійти.
js-admin-signed-in = Вхід виконано.
js-admin-queue = Черга
js-admin-tools = Інструменти
js-admin-keys = Ключі
js-admin-webhooks = Вебхуки
js-admin-price-cache = Кеш цін
js-admin-flag = Перемикач
js-admin-cancel = Скасувати
js-admin-delete = Видалити
js-admin-cancel-job = Скасувати завдання { $job } ({ $tool })
js-admin-delete-job = Видалити завдання { $job } ({ $tool })
js-admin-job-cancelled = Завдання { $job } скасовано.
js-admin-job-deleted = Завдання { $job } видалено.
js-admin-no-jobs = Завдань поки немає.
js-admin-stat-waiting = В очікуванні
js-admin-stat-running = Виконуються
js-admin-stat-completed = Завершені
js-admin-stat-failed = З помилкою
js-admin-stat-cancelled = Скасовані
js-admin-switched-on = { $name }: увімкнено.
js-admin-switched-off = { $name }: вимкнено.
js-admin-category = Категорія { $category }
js-admin-starts-per-day = Запусків на день: { $values }
js-admin-page-range = { $first }–{ $last } з { $total }
js-admin-on = увімк.
js-admin-off = вимк.
js-admin-off-category = вимк. (категорія)
js-admin-no-tool-matches = Жоден інструмент не відповідає «{ $filter }».
js-admin-no-tools = Інструментів немає.
js-admin-never = ніколи
js-admin-active = активний
js-admin-revoked-on = відкликано { $date }
js-admin-revoke = Відкликати
js-admin-revoke-key = Відкликати ключ { $label }
js-admin-key-revoked = Ключ «{ $label }» відкликано.
js-admin-no-keys = Ключів API поки немає: створіть ключ вище.
js-admin-key-needs-label = Дайте ключу мітку.
js-admin-create-key = Створити ключ
js-admin-key-not-created = Не вдалося створити ключ.
js-admin-key-created = Ключ «{ $label }» створено.
js-admin-paused-since = призупинено з { $date }
js-admin-delivering = доставляє
js-admin-resume = Відновити
js-admin-resume-key = Відновити доставки ключа { $key }
js-admin-resumed = Доставки ключа «{ $key }» відновлено.
js-admin-no-webhook-keys = Жоден ключ ще не надсилав вебхук.
js-admin-delivery-pending = очікує
js-admin-delivery-delivered = доставлено
js-admin-delivery-gone = видалено (410)
js-admin-delivery-failed = збій
js-admin-replay = Повторити
js-admin-replay-delivery = Повторити доставку { $id }
js-admin-replayed = Доставку { $id } знову поставлено в чергу.
js-admin-no-deliveries = Доставок поки немає.
js-admin-unavailable = недоступний
js-admin-unknown = невідомо
js-admin-entries = Записи
js-admin-hits = Влучання
js-admin-misses = Промахи
js-admin-hit-rate = Частка влучань
js-admin-clear-cache = Очистити кеш
js-admin-cache-cleared = Кеш цін очищено.
stage-queued = очікування
stage-reading = читання
stage-probing = перевірка файлу
stage-preparing = підготовка
stage-fetching = завантаження
stage-decoding = декодування
stage-encoding = кодування
stage-converting = перетворення
stage-extracting = видобування
stage-unpacking = розпакування
stage-packing = пакування
stage-zipping = створення ZIP
stage-resizing = зміна розміру
stage-cropping = обрізання
stage-rotating = поворот
stage-reversing = розворот
stage-rendering = відтворення
stage-drawing = малювання
stage-laying-out = верстка
stage-analysing = аналіз
stage-scanning = сканування
stage-recognizing = розпізнавання тексту
stage-stamping = нанесення штампа
stage-remuxing = перемультиплексування
stage-compressing = стиснення
stage-assembling = збирання
stage-arranging = упорядкування
stage-numbering = нумерація
stage-flattening = зведення
stage-filling = заповнення
stage-signing = підписання
stage-encrypting = шифрування
stage-decrypting = розшифрування
stage-redacting = зафарбовування
stage-repairing = відновлення
stage-removing = видалення
stage-cleaning = очищення
stage-checking = перевірка
stage-adding-subtitles = додавання субтитрів
stage-burning-in-subtitles = вшивання субтитрів
# The web tool page's "make it fit" preset buttons (issue 39)
web-size-presets = Вмістити для
web-size-preset = { $name } · { $size } МБ
web-size-preset-discord = Discord
web-size-preset-discord-nitro-basic = Discord Nitro Basic
web-size-preset-telegram-bot = Бот Telegram
web-size-preset-whatsapp = WhatsApp
web-size-preset-email = Ел. пошта
## Bundle follows: /follow bundles posts each new bundle (issue 41, part 4)
follow-bundles = набори: { $filter }
bundle-new = Новий набір у { $store }
bundle-from = від { $price }
bundle-games = { $count ->
        [one] { $count } гра
        [few] { $count } гри
        [many] { $count } ігор
       *[other] { $count } гри
    }
bundle-open = Відкрити в { $store }
## Archive files in pipelines (issue 39 item 5): the result's note on files left as they were, and the stage
## of sorting an archive's files for the next step (js-files-unchanged: the same note on the web page's job panel)
pipeline-files-unchanged = Файли з архіву, яких наступний крок не приймає, лежать у ZIP без змін: { $count } з { $total }.
js-files-unchanged = Файли з архіву, яких наступний крок не приймає, лежать у ZIP без змін: { $count } з { $total }.
stage-sorting-files = сортування файлів
# Видимі підписи PDF (issue 39): рядки рамки на сторінці.
pdf-sign-signed-by = Документ підписано цифровим підписом: { $name }
pdf-sign-date = Дата: { $date }
pdf-sign-reason = Причина: { $reason }
# Telegram: a bare /fit offers the sizes as buttons (issue 39)
tg-fit-choose = Куди піде цей файл? Виберіть розмір, і я його зменшу (або надішліть /fit із числом байтів).
tg-fit-this-chat = Цей чат
tg-fit-starting = Зменшую: { $size }
## Archive creation: the words for a tool that takes any file (issue 39, item 5)
web-file-hint-any = Файл будь-якого типу. До { $size } МБ.
tools-any-file = файл будь-якого типу

# Telegram: /fit on a file over the 20 MB a bot may fetch answers with an upload link that keeps the size (issue 39)
tg-fit-link = Те, що ви туди завантажите, буде зменшено до { $size }.
