# gametools message catalogue: Russian (ru), translated from en.ftl. Conventions: see the header of en.ftl.
#
# Translators' notes (ru):
# - Who: gametools translators (machine-assisted, review welcome).
# - Register: "вы" (lower case), as Russian apps and bots address their users; command descriptions are infinitives.
# - Plurals: CLDR one, few, many, other (other is for fractions: 1,5 дня).
#   unfollow-stopped keys its singular on the exact number [1], as CLDR one also holds 21, 31…; the other
#   form puts the count after a colon, so it needs no few/many.
# - Terms: deal = скидка, key reseller = магазин ключей, all-time low = исторический минимум, watch = отслеживание
#   цены, follow = подписка (on deals posted in a chat), file job = задача, recipe = рецепт, tool = инструмент,
#   stage = этап, step = шаг; app id = AppID, as Russian Steam users say.
# - Words the parser reads stay English: reset, all, free, under, cut>=, low, official, since, save, region:,
#   currency:, ignore:, role:, the tool names and their parameters (width=200). Telegram only knows the English
#   command names, so texts that name a command (/convert @name, /tools, /price) keep them; only the Discord-only
#   texts (error-needs-*-discord, alert-footer, dc-*) use the Russian option and command names.
# - web-hub-placeholder keeps its English search words: the tool search matches the tools' English names.
# - Unsure: the Discord command names in Cyrillic (отслеживать, не-отслеживать, подписаться, подписки, отписаться);
#   "9.99" in cmd-watch-opt-price keeps the point because Discord's number option may not take "9,99".

## Language names, shown by /language and the web page's picker (each in its own language).

language-name = Русский
language-current = Язык: { $language }.
language-set = Выбран язык: { $language }.
language-set-chat = Язык этого чата теперь { $language }.
language-reset = Выбор языка сброшен: снова используется язык вашего приложения.
language-unknown = Языка «{ $wanted }» здесь нет. Доступны: { $available }.
language-admins-only = Менять язык группы могут только её администраторы.
language-available = Доступны: { $list }. Выберите язык командой /language <код> или /language reset.

## Commands: descriptions in the command menus (Telegram and Discord), the usage line /help shows, and the
## Discord names of commands and their options.

cmd-start = Запустить бота
cmd-start-usage = /start
cmd-help = Как пользоваться ботом
cmd-help-usage = /help
cmd-language = Выбрать язык, на котором отвечает бот
cmd-language-usage = /language [код языка | reset]
cmd-language-name = язык
cmd-language-opt-code = Код языка, например de, pt-BR; «reset» — как в вашем приложении
cmd-language-opt-code-name = код
cmd-price = Цены на игры: лучшая официальная цена и цена ключа, исторический минимум, скидки, график
cmd-price-usage = /price <AppID или название> [регион | regions]
cmd-price-name = цена
cmd-price-opt-game = AppID в магазине или название игры
cmd-price-opt-game-name = игра
cmd-price-opt-region = Двухбуквенный код страны, например us, de, kz
cmd-price-opt-region-name = регион
cmd-price-opt-regions = Сравнить цены Steam в этих регионах, например us,de,br (или: regions)
cmd-price-opt-regions-name = регионы
cmd-history = График цен на игру со всеми видами минимумов
cmd-history-usage = /history <AppID или название> [дни]
cmd-history-name = история
cmd-history-opt-game = AppID в магазине или название игры
cmd-history-opt-game-name = игра
cmd-history-opt-days = Дней истории, от 1 до 3650 (по умолчанию 365)
cmd-history-opt-days-name = дни
cmd-tools = Просмотреть инструменты для файлов по категориям или словам
cmd-tools-usage = /tools [категория или слова] [страница]
cmd-tools-name = инструменты
cmd-tools-opt-query = Категория (image, pdf, audio, video, qr, url...) или слова для поиска
cmd-tools-opt-query-name = запрос
cmd-tools-opt-page = Номер страницы
cmd-tools-opt-page-name = страница
cmd-convert = Применить инструмент к прикреплённому файлу или ссылке на видео
cmd-convert-usage = /convert <инструмент> [параметр=значение ...] [ссылка на видео]
cmd-convert-name = конвертировать
cmd-convert-opt-tool = Название инструмента (см. /tools), например image-grayscale, или @рецепт
cmd-convert-opt-tool-name = инструмент
cmd-convert-opt-params = Параметры в виде имя=значение, например width=200 height=100
cmd-convert-opt-params-name = параметры
cmd-convert-opt-url = Ссылка на видео или адрес веб-страницы, для инструментов ссылок
cmd-convert-opt-url-name = ссылка
cmd-convert-opt-then = Следующие шаги: инструмент параметр=значение | инструмент ...
cmd-convert-opt-then-name = затем
cmd-convert-opt-file = Файл для обработки (для файловых инструментов)
cmd-convert-opt-file-name = файл
cmd-convert-opt-file-more = Файл { $number }, для инструментов с несколькими файлами (pdf-merge) или обработки каждого
cmd-recipe = Сохранить цепочку инструментов как рецепт и запускать потом через /convert @имя
cmd-recipe-usage = /recipe save <имя> <инструмент параметр=значение | инструмент ...>
cmd-recipe-name = рецепт
cmd-recipe-opt-name = Имя рецепта, запуск через /convert @имя
cmd-recipe-opt-name-name = имя
cmd-recipe-opt-steps = Шаги: инструмент параметр=значение | инструмент ...
cmd-recipe-opt-steps-name = шаги
cmd-recipes = Список сохранённых рецептов (запуск через /convert @имя)
cmd-recipes-usage = /recipes
cmd-recipes-name = рецепты
cmd-jobs = Ваши последние задачи с файлами и их статус
cmd-jobs-usage = /jobs
cmd-jobs-name = задачи
cmd-cancel = Отменить одну из ваших задач
cmd-cancel-usage = /cancel <id задачи>
cmd-cancel-name = отмена
cmd-cancel-opt-job_id = Id задачи из сообщения о статусе или из /jobs
cmd-cancel-opt-job_id-name = id_задачи
cmd-watch = Сообщить, когда игра подешевеет до нужной цены
cmd-watch-usage = /watch <AppID или название> <цена> [регион]
cmd-watch-name = отслеживать
cmd-watch-opt-game = AppID в магазине или название игры
cmd-watch-opt-game-name = игра
cmd-watch-opt-price = Целевая цена в валюте региона, например 9.99
cmd-watch-opt-price-name = цена
cmd-watch-opt-region = Двухбуквенный код страны, например us, de, kz
cmd-watch-opt-region-name = регион
cmd-watch-opt-rules = Также сообщать при: cut>=75, low, official, since (слова, в любом порядке)
cmd-watch-opt-rules-name = правила
cmd-unwatch = Удалить отслеживание цены
cmd-unwatch-usage = /unwatch <id отслеживания | AppID | all>
cmd-unwatch-name = не-отслеживать
cmd-unwatch-opt-which = Id отслеживания из /watches, AppID или «all»
cmd-unwatch-opt-which-name = какое
cmd-watches = Список ваших отслеживаний цен
cmd-watches-usage = /watches
cmd-watches-name = отслеживания
cmd-deals = Текущие скидки на игры: бесплатно, дешевле заданной цены или с большой скидкой
cmd-deals-usage = /deals [free | under <цена> | cut>=<процент>] [магазин] [страница]
cmd-deals-name = скидки
cmd-deals-opt-filter = free, under 5, cut>=90, название магазина
cmd-deals-opt-filter-name = фильтр
cmd-deals-opt-page = Номер страницы
cmd-deals-opt-page-name = страница
cmd-follow = Публиковать новые скидки в этом чате: бесплатно, дешевле заданной цены или с большой скидкой
cmd-follow-usage = /follow <free | under <цена> | cut>=<процент>> [магазин] [region:xx] [currency:XXX] [ignore:a,b] [role:@Роль]
cmd-follow-name = подписаться
cmd-follow-opt-filter = free, under 5, cut>=90, магазин, region:de, ignore:2game
cmd-follow-opt-filter-name = фильтр
cmd-follow-opt-role = Роль, которую упоминать в каждом посте (Discord)
cmd-follow-opt-role-name = роль
cmd-giveaways = Бесплатные игры и предметы, которые можно забрать навсегда, с датой окончания
cmd-giveaways-usage = /giveaways [магазин] [game | dlc | loot | beta] [games]
cmd-giveaways-name = раздачи
cmd-giveaways-opt-filter = Магазин (epic, steam, gog…), тип (dlc, loot, beta) или games
cmd-giveaways-opt-filter-name = фильтр
cmd-following = Список фильтров скидок, на которые подписан этот чат
cmd-following-usage = /following
cmd-following-name = подписки
cmd-unfollow = Перестать публиковать скидки по одной из подписок этого чата
cmd-unfollow-usage = /unfollow <id | all>
cmd-unfollow-name = отписаться
cmd-unfollow-opt-which = Id подписки из /following или all
cmd-unfollow-opt-which-name = какую

## Help

help-title = Цены на игры и инструменты для файлов
help-private-note = Ошибки и личные списки видны только вам.

## Price card (/price), both bots. $price, $regular, $low are formatted amounts.

price-none = —
price-unknown = неизвестно
price-regular = Обычная цена
price-best-official = Лучшая официальная цена
price-best-keyshop = Лучшая цена ключа
price-all-time-low = Исторический минимум
price-active-deals = Текущие скидки
price-critic-score = Оценка критиков
price-score-value = { $score }/100
price-cut = −{ $percent }
price-at-store = в { $store }
price-best-deal-link = Лучшее предложение
price-keyshop-gap = нужен GG.deals, но он не ответил (для него на этом сервере нужен API-ключ)
price-sources = Источники: { $sources }
price-sources-none = нет
price-fresh = обновлено
price-stale = ответ из кэша: источники цен не отвечают
price-app = AppID { $appid }
price-history-field = История цен
price-chart-description = График истории цен
price-too-little-history = Для графика пока мало истории цен: она пополняется с каждым запросом.
price-choices-title = Под «{ $query }» подходит несколько игр
price-choices-footer = Выберите одну ниже или используйте /price с AppID.
price-regions-title = { $title }: цены Steam по регионам, в { $currency }
price-regions-not-sold = не продаётся
price-regions-cheapest = дешевле всего
price-regions-rates = Пересчитано по справочным курсам ЕЦБ на { $date }.
price-regions-no-rates = Не удалось получить курсы валют: без пересчёта.
price-choice-line = { $title } (AppID { $appid })
price-free = БЕСПЛАТНО

## Price alerts (/watch). $price, $target, $low are formatted amounts, $cut and $wanted formatted percentages.

alert-title = Уведомление о цене: { $game }
alert-changed = Цена изменилась.
alert-footer = Отслеживание { $id } · /не-отслеживать { $id } отключит эти уведомления
alert-target-official = Лучшая цена { $price } (официальный магазин) — не выше вашей целевой цены { $target }.
alert-target-keyshop = Лучшая цена { $price } (магазин ключей) — не выше вашей целевой цены { $target }.
alert-new-low = Новый исторический минимум: { $low }.
alert-cut = Цена снижена до { $price }: скидка { $cut }, не меньше заданных { $wanted }.
alert-cut-at = Цена снижена до { $price } в { $store }: скидка { $cut }, не меньше заданных { $wanted }.
alert-rule-low = Новый исторический минимум: { $low }.
alert-rule-low-unknown = Новый исторический минимум.
alert-rule-official-low = Новый исторический минимум в официальных магазинах: { $low }.
alert-rule-official-low-unknown = Новый исторический минимум в официальных магазинах.
alert-rule-since = Новый минимум после последнего повышения обычной цены: { $low }.
alert-rule-since-unknown = Новый минимум после последнего повышения обычной цены.

## Deal posts (/follow). $price, $regular are formatted amounts, $cut a formatted percentage, $date a formatted day.

deal-ended = Завершилась:
deal-ended-word = завершилась
deal-was = была скидка −{ $cut } от { $regular }
deal-until = До { $date }
deal-get-it = Перейти в { $shop }
deal-price = Цена
deal-regular = Обычная цена
deal-cut = Скидка
deal-shop = Магазин
deal-ends = Заканчивается
deals-title = Скидки: { $filter }
deals-page = страница { $page } из { $pages }
deals-none = Сейчас ничего не подходит.
unfollow-none = Такой подписки здесь нет. Список — в /following.
unfollow-stopped = { $count ->
        [1] Подписка отменена:
       *[other] Отменено подписок: { $count }
    }
tg-following = Подписка на { $filter } в этом чате (id { $id }). Новые подходящие скидки будут публиковаться здесь; /unfollow { $id } отменит её.
tg-following-none = Этот чат ни на что не подписан. Добавьте подписку: /follow free (или under 5, cut>=90).
tg-following-title = Подписки этого чата на скидки
tg-following-stop = Отменить подписку: /unfollow <id>.
dc-following = Подписка на { $filter } в этом канале (id { $id }). Отменить: { $stop }.
dc-following-none = Этот канал ни на что не подписан. Добавьте подписку командой /подписаться.
dc-following-title = Подписки этого канала на скидки
dc-follow-mentions = упоминает { $role }

## Price watches (/watch, /watches, /unwatch). $target, $price are formatted amounts, $cut a percentage; $rules is a list of rule-* texts.

rule-cut = скидка от { $cut }
rule-low = новый исторический минимум
rule-since = новый минимум после последнего повышения обычной цены
rule-target = целевая цена
rule-official-only = { $rules } (только официальные магазины)
watches-title = Ваши отслеживания цен
dc-watch-app-id = AppID { $appid }
dc-watch-choices = Под «{ $query }» подходит несколько игр. Запустите /отслеживать ещё раз, указав AppID как игру:
dc-watch-no-offer = текущих предложений нет
dc-watch-now = сейчас лучшая цена { $price }
dc-watch-watching = Отслеживается: { $game }
dc-watch-updated = Отслеживание обновлено: { $game }
dc-watch-a-change = изменение цены
dc-watch-rules-only = Сообщу в этом канале, когда будет: { $rules } ({ $now }).
dc-watch-already-below = Цена уже не выше { $target } ({ $now }). Сообщу здесь, когда она поднимется и снова опустится до этого уровня или когда будет: { $rules }.
dc-watch-target = Сообщу в этом канале, когда лучшая цена опустится до { $target } или ниже ({ $now }) или когда будет: { $rules }.
dc-watch-footer = Id отслеживания { $id } · /не-отслеживать { $id } удалит его
dc-unwatch-none = Ни одно ваше отслеживание не подошло. Список — в /отслеживания.
dc-unwatch-removed = Удалено: { $names }.
dc-watches-none = Вы не отслеживаете ни одной игры. Добавьте игру командой /отслеживать.
dc-watches-no-offer = нет предложений
dc-watches-now = сейчас { $price }
tg-watch-now = сейчас { $price }
tg-watch-at-or-below = не выше { $target }
tg-watch-where = AppID { $appid }, { $region }
tg-watch-watching = Отслеживаю { $game }: напишу здесь, { $when }.
tg-watch-updated = Отслеживание { $game } обновлено: напишу здесь, { $when }.
tg-watch-now-line = Сейчас: { $price }
tg-watch-id = id отслеживания
tg-watch-already-below = Цена уже не выше вашей целевой; следующее уведомление придёт, когда она поднимется и снова опустится.
tg-watch-on = когда будет: { $rules }
tg-watch-when-target-or-low = когда лучшая цена будет не выше { $target } или появится новый исторический минимум
tg-watch-when-target-or-rules = когда лучшая цена будет не выше { $target } или когда будет: { $rules }
tg-watches-none = У вас нет отслеживаний цен. Добавьте: /watch <AppID или название> <цена>.
tg-watches-remove = Удалить: /unwatch <id>.
tg-unwatch-none = Подходящих отслеживаний нет. Ваши — в /watches.
tg-unwatch-removed = { $count ->
        [1] Отслеживание удалено:
       *[other] Удалено отслеживаний: { $count }
    }

## Price history (/history)

history-title = { $game }: история цен
history-no-low = Минимум пока неизвестен.
history-footer = AppID { $appid } · { $region } · за { $days ->
        [one] { $days } день
        [few] { $days } дня
        [many] { $days } дней
       *[other] { $days } дня
    }
history-all-time-low = Исторический минимум
history-official-low = Минимум в официальных магазинах
history-keyshop-low = Минимум в магазинах ключей
history-steam-low = Минимум в Steam
history-since-rise-low = Минимум после подорожания
history-rise-on = подорожание { $date }

## File jobs: status messages while a job runs, and its end.

job-queued = Ожидание в очереди…
job-stage = Этап: { $stage }
job-working = в работе
job-done = Готово: { $name } ({ $size })
job-failed = Ошибка: { $reason }
job-failed-step = шаг { $step } из { $steps } ({ $tool }): { $reason }
job-cancelled = Отменено.
job-cancel-button = Отменить
job-step-stage = шаг { $step } из { $steps }: { $stage }
job-failed-notice = { $tool }: ошибка — { $reason }
job-did-not-finish = Задача не завершилась.
jobs-title = Ваши последние задачи
job-status-queued = в очереди
job-status-processing = выполняется
job-status-completed = завершена
job-status-failed = ошибка
job-status-cancelled = отменена
job-cancelled-id = Задача { $id } отменена.
job-deleted-id = Задача { $id } и её результат удалены.
dc-jobs-none = У вас нет задач. Запустите задачу командой /конвертировать.
dc-jobs-footer = Отменить задачу: /отмена <id задачи>.
tg-jobs-none = У вас нет недавних задач. Отправьте файл, чтобы запустить задачу.
tg-jobs-processing = выполняется: { $percent }
tg-jobs-done = готово: { $name }
job-already-finished = Эта задача уже завершена.
job-cancel-only = Отменить эту задачу может только { $who }.
job-cancel-only-starter = Отменить эту задачу может только тот, кто её запустил.
button-gone = Эта кнопка больше не используется.
job-download = Скачать
job-download-link = Скачать файл
job-too-large-to-upload = Файл слишком большой, чтобы загрузить его сюда (больше { $limit }).
job-available-until = доступно до { $until }.

## Why a job failed (its user-facing message).

failure-invalid_link = Это не ссылка на видео. Вставьте полный URL видео.
failure-disabled = Эта функция сейчас отключена на этом сервере.
failure-too_large = Файл слишком большой для этого инструмента.
failure-invalid_input = Не удалось обработать файл. Проверьте формат и попробуйте снова.
failure-timeout = Не удалось обработать файл. Проверьте формат и попробуйте снова.
failure-internal = Не удалось обработать файл. Проверьте формат и попробуйте снова.

## Refusals in chat (either bot).

error-apology = Извините, что-то пошло не так. Попробуйте позже.
error-needs-file = Этот инструмент работает с файлом: отправьте файл с командой в подписи или ответьте командой на сообщение с файлом.
error-needs-file-discord = Этот инструмент работает с файлом: прикрепите его в параметре `файл` команды /конвертировать.
error-needs-url = Этот инструмент работает со ссылкой на видео: укажите ссылку после названия инструмента.
error-needs-url-discord = Этот инструмент работает со ссылкой на видео: укажите её в параметре `ссылка`, без файла.
error-rate-limited = Слишком много запросов. Подождите минуту и попробуйте снова.
error-rate-limited-retry = Слишком много запросов. Попробуйте снова через { $seconds } с.
error-upstream = Источники цен сейчас не отвечают. Попробуйте через несколько минут.
error-unavailable = Сервис ненадолго недоступен. Попробуйте через минуту.
error-storage = На сервере сейчас не хватает места для файлов. Попробуйте позже или удалите завершённые задачи, которые вам больше не нужны.
error-internal = У нас что-то пошло не так. Попробуйте позже.
error-unknown-command = Эта команда здесь больше не поддерживается. Возможно, список команд устарел.

## Telegram's own wording (its cards are text, not embeds). $value is already formatted.

tg-labelled = { $label }: { $value }
tg-price-best-official = Лучшая официальная цена
tg-price-best-keyshop = Лучшая цена ключа
price-on-date = ({ $date })
price-no-score = нет
tg-price-stale = Источники цен не отвечают; цены могут быть устаревшими.
tg-history-period = история цен за { $days ->
        [one] { $days } день
        [few] { $days } дня
        [many] { $days } дней
       *[other] { $days } дня
    }
tg-choices = Под «{ $query }» подходит несколько игр. Выберите:
tg-job = задача
tg-job-failed = не выполнена: { $reason }
tg-too-large = { $name } ({ $size }) превышает лимит Telegram на загрузку файлов ботами (50 МБ).
tg-download-until = Скачать можно здесь до { $until }:
tg-alert-target-official = Сейчас { $price } (официальный магазин): не выше вашей целевой цены { $target }.
tg-alert-target-official-at = Сейчас { $price } в { $store } (официальный магазин): не выше вашей целевой цены { $target }.
tg-alert-target-keyshop = Сейчас { $price } (магазин ключей): не выше вашей целевой цены { $target }.
tg-alert-target-keyshop-at = Сейчас { $price } в { $store } (магазин ключей): не выше вашей целевой цены { $target }.
tg-alert-new-low-at = Новый исторический минимум: { $low } в { $store }.
tg-alert-watch = Отслеживание
tg-alert-stop = Отключить: /unwatch { $id }.
tg-greeting = Привет! Я ищу цены на игры и обрабатываю файлы.
tg-greeting-files = Отправьте мне файл или ссылку на видео, и я предложу подходящие инструменты.
tg-commands = Команды
tg-inline-best = Лучшая цена { $price }
tg-inline-best-at = Лучшая цена { $price } в { $store }
tg-inline-no-offer = Сейчас нет предложений
tg-inline-low = исторический минимум { $low }
tg-inline-chart-link = График цен
tg-send-something = Отправьте мне файл, ссылку на видео или команду. Список команд — в /help.
tg-unknown-command = Я не знаю такой команды. Что я умею, смотрите в /help.
tg-button-expired-file = Срок действия кнопки истёк. Отправьте файл ещё раз.
tg-button-expired-watch = Срок действия кнопки истёк. Отправьте /watch ещё раз.
tg-button-expired-tools = Срок действия списка истёк. Отправьте /tools ещё раз.
tg-button-invalid = Эта кнопка больше не действует.
tg-starting = Запускаю { $tool }…
tg-tool-gone = Этот инструмент больше недоступен.
tg-cancel-not-yours = Это не ваша задача.
tg-cancel-gone = Это не ваша задача, или её больше нет.

## The web pages. Placeholders are plain text; the page escapes them.

web-language = Язык
web-language-apply = Применить
web-skip = Перейти к содержимому
web-nav-main = Основная навигация
web-nav-tools = Инструменты
web-nav-jobs = Мои задачи
web-nav-prices = Цены на игры
web-nav-deals = Скидки
web-nav-docs = API
web-footer-files = Файлы хранятся, пока не истечёт срок задачи, затем удаляются.
web-footer-docs = Документация API
web-hub-title = Инструменты для файлов
web-hub-lead = Конвертируйте, сжимайте и редактируйте изображения, PDF, аудио и видео, создавайте QR-коды прямо в браузере. Файлы доступны только в вашем сеансе и удаляются, когда истекает срок задачи.
web-hub-search = Поиск инструментов
web-hub-placeholder = например resize, pdf to png, qr
web-hub-search-button = Найти
web-hub-categories = Категории
web-hub-count = { $total ->
        [one] { $total } инструмент.
        [few] { $total } инструмента.
        [many] { $total } инструментов.
       *[other] { $total } инструмента.
    }
web-hub-matching = По запросу «{ $query }» найдено: { $shown } из { $total }.
web-hub-no-match = По вашему запросу инструментов не найдено. Попробуйте меньше слов или другие слова.
web-hub-badge-link = ссылка на видео
web-hub-badge-disabled = отключён

## Tool categories (web page and chat lists).

category-image = Изображения
category-pdf = PDF-документы
category-audio = Аудио
category-video = Видео
category-video-thumbnail = Превью видео
category-qr = QR-коды и штрихкоды
category-url = По ссылке на видео
category-document = Документы
category-ocr = Текст со сканов (OCR)
category-web = Веб-страницы
category-data = Файлы данных
category-sticker = Стикеры и эмодзи

## One-time upload links (issue 40): /upload, big files sent to a bot, and the page at /u/<token>.

cmd-upload = Получить одноразовую ссылку для загрузки большого файла
cmd-upload-usage = /upload [инструмент] [имя=значение ...]
cmd-upload-name = загрузить
cmd-upload-opt-tool = Инструмент для файла (его страница откроется с ним)
cmd-upload-opt-tool-name = инструмент
cmd-upload-opt-params = Его параметры, например width=800 format=webp
cmd-upload-opt-params-name = параметры
upload-link-offer = Загрузите файл по этой ссылке; ход работы и результат придут в этот чат.
upload-link-offer-tool = Загрузите файл для «{ $tool }» по этой ссылке; ход работы и результат придут в этот чат.
upload-link-until = Ссылка работает один раз, до { $until }.
upload-link-too-big = Этот файл весит { $size }; бот может скачать из Telegram не больше { $limit }.
upload-page-title = Загрузка файла
upload-page-lead = Задача выполняется для вас в вашем чате: ход работы и результат придут туда.
upload-page-lead-key = Файл сохраняется для вашего агента, который применит к нему инструмент.
upload-page-until = Эта ссылка работает один раз, до { $until }.
upload-page-pick = Выберите инструмент для файла:
upload-page-sent = Получено. Ход работы и результат появятся в вашем чате; эту страницу можно закрыть.
upload-page-sent-key = Получено. Теперь ваш агент может применить к файлу инструмент; эту страницу можно закрыть.
upload-page-invalid-title = Ссылка недействительна
upload-page-invalid = Эта ссылка для загрузки недействительна. Попросите у бота новую командой /upload.
upload-page-used-title = Ссылка уже использована
upload-page-used = Эта ссылка для загрузки уже использована: каждая ссылка работает один раз. Попросите у бота новую командой /upload.
upload-page-expired-title = Срок ссылки истёк
upload-page-expired = Срок этой ссылки для загрузки истёк. Попросите у бота новую командой /upload.
upload-page-file = Ваш файл
upload-fit-button = Ужать до { $limit }
upload-fit-gone = Этого результата больше нет или он не ваш; отправьте файл ещё раз.
## Discord message commands and "Convert…" forms (issue 40).

dc-menu-convert = Конвертировать…
dc-menu-price = Узнать цену
dc-menu-no-file = В этом сообщении нет файла для конвертации. Выберите ниже тип файла, чтобы загрузить файлы через форму, или используйте /convert с файлом.
dc-menu-too-large = { $name } больше { $limit } МБ — это предел для файла здесь.
dc-menu-no-tool = Ни один инструмент не принимает файлы этого типа ({ $type }).
dc-menu-no-game = В этом сообщении нет ссылки на магазин Steam или id приложения.
dc-form-title = Конвертировать: { $kind }
dc-form-title-message = Конвертировать файлы сообщения
dc-form-files = Файлы
dc-form-files-hint = До { $max } файлов.
dc-form-tool = Инструмент
dc-form-params = Параметры
dc-form-params-hint = В виде имя=значение, например width=200 height=100. Оставьте пустым для значений по умолчанию.
dc-form-too-many = Форма принимает не больше { $max } файлов; в этой { $count }.
dc-form-gone = Срок действия формы истёк. Снова выберите «Конвертировать…» у сообщения.

## Telegram Mini App (issue 40).

tg-app-menu = Открыть приложение
tg-app-open = Открыть приложение
tg-app-price = График и скидки в приложении
web-telegram-note = Вход через Telegram: результаты всего, что вы запускаете здесь, также придут в ваш чат с ботом.
## Stickers and emoji (/sticker and the "Make sticker/emoji" message menu).

cmd-sticker = Делает стикер или эмодзи из картинки, GIF или короткого ролика и добавляет его
cmd-sticker-usage = /sticker [эмодзи] [имя]
cmd-sticker-name = стикер
cmd-sticker-opt-emoji = Эмодзи, которому он соответствует, напр. 😀
cmd-sticker-opt-emoji-name = эмодзи
cmd-sticker-opt-as = Discord: эмодзи сервера (по умолчанию) или стикер сервера
cmd-sticker-opt-as-name = как
cmd-sticker-opt-name = Discord: его имя (буквы, цифры, _)
cmd-sticker-opt-name-name = имя
cmd-sticker-opt-file = Картинка, GIF или короткий ролик
menu-make-sticker = Сделать стикер/эмодзи
sticker-set-title = Мои стикеры от @{ $bot }
sticker-set-created = Ваш новый набор стикеров создан, и этот стикер уже в нём: { $link }
sticker-set-added = Добавлено в ваш набор стикеров: { $link }
sticker-sets-full = Ваши наборы стикеров заполнены, поэтому вот стикер файлом.
sticker-set-bad-name = Telegram не допускает имени набора для вашего аккаунта с этим ботом, поэтому вот стикер файлом.
sticker-trimmed = Обрезано до первых { $kept } с из { $total } с: стикер может длиться не больше { $kept } с.
sticker-emoji-added = Эмодзи { $emoji } добавлен на этот сервер как :{ $name }:.
sticker-guild-sticker-added = Стикер «{ $name }» добавлен на этот сервер.
sticker-not-permitted = Чтобы добавлять здесь эмодзи и стикеры, право «Создавать выражения» нужно и вам, и боту, поэтому вот файл, чтобы добавить его самим.
sticker-no-server = Эмодзи и стикеры можно добавить только на сервере, поэтому вот файл.
sticker-slots-full = На этом сервере нет свободного места для этого, поэтому вот файл.
sticker-bot-forbidden = Discord отказал: боту больше нельзя добавлять здесь эмодзи и стикеры, поэтому вот файл.
sticker-no-image = В этом сообщении нет картинки, из которой можно сделать стикер или эмодзи.
sticker-set-rejected = Telegram не стал добавлять его в набор стикеров (сначала откройте личный чат с ботом и нажмите «Запустить»), поэтому вот стикер файлом.
sticker-discord-rejected = Discord не принял его, поэтому вот файл, чтобы добавить его самим.
## Giveaways in every language (issue 36): /giveaways, giveaway posts in both bots, and the giveaway Atom feed.

giveaway-kind-game = игра
giveaway-kind-dlc = DLC
giveaway-kind-loot = внутриигровые предметы
giveaway-kind-beta = доступ к бете
giveaway-worth = стоимость { $worth }
giveaway-ends = закончится { $when }
giveaway-every-store = все магазины
giveaway-games-only = только игры
giveaways-title = Бесплатно навсегда: { $filter }
giveaways-none = Сейчас нет открытых раздач.
giveaway-free-at = { $free } навсегда в { $store }
giveaway-claim-at = Забрать в { $store }
giveaway-over = Завершилась: эта раздача в { $store } окончена.
giveaway-store = Магазин
giveaway-status = Статус
giveaways-feed-title = Бесплатные игры: { $filter }
giveaway-feed-free = Бесплатно: { $title } в { $store }
giveaway-feed-ended = Завершилась: { $title } в { $store }
giveaway-feed-summary = { $title } можно забрать навсегда бесплатно в { $store }.
giveaway-feed-summary-until = { $title } можно забрать навсегда бесплатно в { $store } до { $date }.
giveaway-feed-summary-ended = Эта раздача завершилась; { $title } раздавали бесплатно в { $store }.
giveaway-ended = завершилась
giveaway-ended-title = Завершилась:

## Bot tool lists, recipes, autocomplete and buttons in every language (issue 36).

tools-takes = Принимает: { $types }
tools-takes-link = Принимает: ссылку на видео
tools-gives = Выдаёт: { $output }
tools-parameters = Параметры:
tools-param-default = по умолчанию { $value }
tg-tools-use = Как использовать: отправьте файл с подписью { $command }
tg-tools-none = Ни один инструмент не подходит под «{ $query }». Попробуйте /tools image, /tools pdf или /tools qr.
tools-for = Инструменты для «{ $query }»
tools-all = Все инструменты
tg-tools-page = страница { $page }/{ $pages }
tg-tools-footer = Подробнее: /tools <имя> · Запуск: /convert <имя> с файлом
button-previous = Назад
button-next = Далее
dc-tools-works-on = Работает с
dc-tools-a-link = ссылкой на видео
dc-tools-gives = Выдаёт
dc-tools-values = значения: { $range }
dc-tools-default = по умолчанию: { $value }
dc-tools-none = Ни один инструмент не подходит под «{ $query }». Попробуйте /tools image, /tools pdf или другие слова.
dc-tools-title = Инструменты для файлов
dc-tools-title-filter = Инструменты для файлов: { $query }
dc-tools-footer = Страница { $page }/{ $pages } · { $total ->
        [one] { $total } инструмент
        [few] { $total } инструмента
       *[other] { $total } инструментов
    } · /tools <slug> показывает параметры инструмента
recipe-saved = Рецепт { $name } сохранён: { $steps }
tg-recipe-run = Запустите его на файле командой /convert @{ $name }
tg-recipes-none = У вас нет рецептов. Сохраните рецепт командой /recipe save <имя> <инструмент | инструмент …>.
recipes-title = Ваши рецепты
tg-recipes-run = Запустите рецепт на файле командой /convert @имя.
dc-recipe-run = Запустите его командой /convert tool:@{ $name } с файлом.
dc-recipes-none = У вас нет рецептов. Сохраните рецепт командой /recipe.
dc-recipes-run = Запустите рецепт командой /convert tool:@имя.
dc-ac-recipe = @{ $name } — ваш рецепт: { $steps }
dc-ac-category = Категория: { $category } ({ $value })
dc-ac-all-watches = Все мои отслеживания
tg-album-file = Файл { $index } из { $count } в альбоме: { $reason }

## The API's error message in the caller's language (issue 36).

api-error-unknown_tool = Неизвестный инструмент: { $detail }
api-error-upload_required = Этому инструменту нужен файл: { $detail }
api-error-url_required = Этому инструменту нужна ссылка на видео: { $detail }
api-error-invalid_url = Недопустимая ссылка: { $detail }
api-error-invalid_callback_url = Недопустимый адрес обратного вызова: { $detail }
api-error-invalid_params = Недопустимые параметры: { $detail }
api-error-invalid_pipeline = Эти шаги не могут идти друг за другом: { $detail }
api-error-too_many_steps = Слишком много шагов: { $detail }
api-error-too_many_files = Слишком много файлов: { $detail }
api-error-missing_file = Не хватает файла: { $detail }
api-error-file_too_large = Файл слишком большой: { $detail }
api-error-unsupported_type = Этот тип файла не поддерживается: { $detail }
api-error-limit_reached = Достигнут лимит: { $detail }
api-error-rate_limited = Слишком много запросов: { $detail }
api-error-not_found = Не найдено.
api-error-missing_api_key = Нужен ключ API: передайте его как X-API-Key или Authorization: Bearer.
api-error-invalid_api_key = Ключ API недействителен.
api-error-unauthorized = Вход не выполнен: { $detail }
api-error-forbidden = Отказано: { $detail }
api-error-tool_disabled = Этот инструмент отключён: { $detail }
api-error-invalid_appid = Недопустимый ID приложения: { $detail }
api-error-invalid_request = Недопустимый запрос: { $detail }
api-error-upstream_unavailable = Источники цен сейчас не отвечают: { $detail }
api-error-service_unavailable = Сервис ненадолго недоступен. Повторите через несколько секунд.
api-error-insufficient_storage = На сервере сейчас мало места для файлов. Повторите позже или удалите завершённые задания, которые вам больше не нужны.
api-error-internal = Что-то пошло не так на нашей стороне. Повторите попытку.

## Web page bodies beyond the hub (issue 36): a tool's page, the job panel, "My jobs", a shared recipe's page.

web-tool-breadcrumb = Навигационная цепочка
web-tool-disabled = Этот инструмент сейчас отключён на сервере. Повторите позже.
web-tool-noscript = Этой странице нужен JavaScript, чтобы загружать файлы и следить за заданием. { $api } работает и без него.
web-tool-noscript-api = HTTP API
web-tool-video-link = Ссылка на видео
web-tool-your-file = Ваш файл
web-tool-options = Параметры
web-tool-no-options = У этого инструмента нет параметров.
web-tool-start = Запустить
web-tool-jobs-listed = Ваши задания видны в разделе { $jobs }, пока не истекут.
web-tool-then = Затем…
web-tool-then-label = Следующий шаг, над результатом шага выше
web-tool-then-add = Добавить шаг
web-tool-missing = Такого инструмента нет
web-tool-missing-text = Нет инструмента с именем «{ $slug }».
web-tool-see-all = Все инструменты
web-recipe-title = Сохранить как рецепт
web-recipe-hint = Сохраняет эти шаги и их параметры под именем, чтобы запускать их на других файлах (POST /api/pipelines с { $field }).
web-recipe-name = Имя рецепта
web-required = (обязательно)
web-recipe-name-hint = До 60 букв, цифр, пробелов, точек, дефисов или подчёркиваний.
web-recipe-share = Поделиться: любой, у кого есть ссылка, может запускать его на своих файлах
web-recipe-save = Сохранить рецепт
web-file-choose = Выберите файл
web-file-choose-many = Выберите файлы
web-file-drop = или перетащите его сюда
web-file-drop-many = или перетащите их сюда
web-file-hint = Принимаются: { $types }. До { $size } МБ.
web-url-label = Ссылка на одно видео
web-url-hint = Вставьте полный адрес страницы видео.
web-job-title = Ваше задание
web-job-cancel = Отменить задание
web-job-download = Скачать
web-job-again = Обработать ещё
web-jobs-lead = Задания, запущенные в этом браузере. Результаты можно скачать, пока задание не истечёт; затем файлы удаляются.
web-needs-js = Этой странице нужен JavaScript.
web-loading = Загрузка…
web-jobs-caption = Ваши задания, сначала новые
web-jobs-tool = Инструмент
web-jobs-status = Статус
web-jobs-started = Запущено
web-jobs-expires = Истекает
web-jobs-actions = Действия
web-recipe-page-title = Рецепт: { $name }
web-recipe-page-steps = { $count ->
        [one] { $count } шаг, по порядку для каждого файла (шаг, который принимает несколько файлов, получает их все).
        [few] { $count } шага, по порядку для каждого файла (шаг, который принимает несколько файлов, получает их все).
       *[other] { $count } шагов, по порядку для каждого файла (шаг, который принимает несколько файлов, получает их все).
    }
web-recipe-page-files = Ваши файлы
web-recipe-page-use = Использовать рецепт
web-recipe-page-again = Использовать ещё раз

## A Discord channel's own language (issue 36): /language with where: channel.

cmd-language-opt-where = "channel": язык этого канала для скидок и раздач (Управлять каналами)
cmd-language-opt-where-name = где
dc-language-channel-managers = Язык канала могут менять только участники, которые могут управлять этим каналом.
dc-language-channel-set = Скидки и раздачи в этом канале теперь публикуются на языке: { $language }.
dc-language-channel-reset = Выбор языка канала снят: публикации снова идут на языке, на котором создана каждая подписка.
dc-language-channel-current = Публикации этого канала идут на языке: { $language }.
dc-language-channel-none = У этого канала нет своего языка: публикации идут на языке, на котором создана каждая подписка, иначе на языке сервера.

## The deals and price pages (issue 36).

web-region = Регион
web-deals-title = Скидки на игры
web-deals-lead = Бесплатные игры и большие скидки, как их показывают списки скидок, проверяются каждые несколько минут. Ссылки ведут через ссылку магазина из источника.
web-deals-show = Показать
web-deals-every = Все скидки
web-deals-free-only = Только бесплатные игры
web-deals-under = Цена не выше
web-deals-under-example = напр. 5
web-deals-cut = Скидка не меньше (%)
web-deals-cut-example = напр. 90
web-deals-store-example = напр. steam
web-deals-submit = Показать скидки
web-deals-feed = { $feed } — добавьте его в RSS-читалку, чтобы узнавать о новых.
web-deals-feed-link = Atom-лента этих скидок
web-deals-page = Страница { $page } из { $pages }
web-prices-lead = Самые низкие цены на игру во всех магазинах: официальные магазины, магазины ключей, исторический минимум и оценка критиков.
web-prices-game = ID приложения Steam или название игры
web-prices-game-example = напр. 620 или Portal 2
web-prices-game-hint = Число ищется как ID приложения; слова — по названию.
web-prices-submit = Найти
web-prices-which = Какая игра?
web-history-title = История цен
web-history-period = Период
web-history-30 = 30 дней
web-history-365 = 1 год
web-history-all = Всё
web-history-caption = Лучшие цены официальных магазинов и магазинов ключей и обычная цена; точка отмечает самую низкую цену.
web-history-not-enough = Пока мало истории цен для графика.
web-history-lows = Минимумы
web-low-steam = Steam
web-low-since = С последнего повышения цены

## Claim reminders (issue 41): "Remind me" and "Claimed" on giveaway posts and lists, the reminder, and /unclaimed.
cmd-unclaimed = Идущие раздачи, которые вы не отметили как полученные
cmd-unclaimed-usage = /unclaimed
cmd-unclaimed-name = не-получено
giveaway-remind-button = Напомнить
giveaway-claimed-button = Получено
giveaway-remind-set = Я напишу вам в личные сообщения { $date }, за { $lead } до окончания.
giveaway-remind-soon = Раздача закончится меньше чем через { $lead }: напоминание придёт через минуту.
giveaway-remind-no-end = Дата окончания пока неизвестна: когда она появится, я напишу вам в личные сообщения за { $lead } до окончания.
giveaway-remind-claimed = Вы отметили эту раздачу как полученную, напоминать не о чем.
giveaway-remind-sent = Это напоминание я уже прислал.
tg-remind-private-hint = Сначала начните со мной личный чат.
giveaway-claimed-set = Отмечено как полученное: напоминания не будет, и /unclaimed её больше не покажет.
giveaway-press-ended = Эта раздача закончилась.
giveaway-press-unknown = Этой раздачи больше нет в списке.
giveaway-reminder = ⏰ Напоминание: { $title } можно бесплатно забрать навсегда в { $store } до { $date } ({ $left }).
unclaimed-title = Раздачи, которые вы не забрали
unclaimed-none = Открытых раздач, не отмеченных как полученные, нет.
# Shared wishlist of a server channel or group (issue 41, 4b)
cmd-wishlist = Общий список желаемого этого сервера или группы: добавить, убрать или показать игры
cmd-wishlist-usage = /wishlist [add <id приложения или название> | remove <игра>]
cmd-wishlist-name = список-желаемого
cmd-wishlist-opt-action = add, remove или list (по умолчанию: list)
cmd-wishlist-opt-action-name = действие
cmd-wishlist-opt-game = Id приложения в магазине или название игры
cmd-wishlist-opt-game-name = игра
wishlist-added = { $game } добавлена в список желаемого этого чата. Нажмите «Уведомлять», чтобы вас упомянули при скидке или новом минимуме цены.
wishlist-already = { $game } уже в списке желаемого этого чата. Нажмите «Уведомлять», чтобы вас упоминали.
wishlist-removed = Убрано из списка желаемого этого чата: { $games }
wishlist-removed-none = В списке желаемого этого чата нет ничего похожего на «{ $which }».
wishlist-title = Список желаемого этого чата:
wishlist-line = { $game } (приложение { $appid }): { $members ->
        [one] ждёт { $members } участник
        [few] ждут { $members } участника
        [many] ждут { $members } участников
       *[other] ждут { $members } участника
    }
wishlist-list-hint = 🔔 упоминает вас при скидке или новом минимуме цены; 🔕 отключает это.
wishlist-empty = Список желаемого этого чата пуст. Администраторы добавляют игры командой /wishlist add <игра>.
wishlist-choices = Под «{ $query }» подходит несколько игр. Добавьте одну по id приложения:
wishlist-admins-only = Менять список желаемого чата могут только его администраторы.
wishlist-groups-only = Общий список желаемого — для серверов и групп. Для личных уведомлений о ценах используйте /watch.
wishlist-full = В списке желаемого этого чата уже { $max } игр; сначала уберите одну.
wishlist-button-on = 🔔 Уведомлять
wishlist-button-off = 🔕 Стоп
wishlist-pressed-on = Вас упомянут, когда на { $game } будет скидка или новый минимум цены.
wishlist-pressed-off = Вас больше не будут упоминать из-за { $game }.
wishlist-pressed-gone = Этой игры больше нет в списке желаемого чата.
wishlist-members-full = Эту игру уже ждут { $max } участников.
wishlist-alert-title = { $game } со скидкой (список желаемого)
wishlist-alert-cut = Скидка { $cut }: { $price } в { $store }
wishlist-alert-cut-nostore = Скидка { $cut }: { $price }
wishlist-alert-low = Новая минимальная цена: { $price }
## Tool forms (issue 36, tools' words; Формы инструментов): parameter labels and the hints under them, as in en.ftl.

tool-form-label-format = Формат результата
tool-form-label-bitrate = Битрейт
tool-form-label-quality = Качество
tool-form-label-width = Ширина
tool-form-label-height = Высота
tool-form-label-start = Начало
tool-form-label-end = Конец
tool-form-label-x = Слева (x)
tool-form-label-y = Сверху (y)
tool-form-label-crop_width = Ширина обрезки
tool-form-label-crop_height = Высота обрезки
tool-form-label-degrees = Угол (градусы)
tool-form-label-direction = Направление
tool-form-label-factor = Коэффициент
tool-form-label-fps = Кадров в секунду
tool-form-label-gain_db = Усиление (dB)
tool-form-label-level = Уровень
tool-form-label-preset = Пресет
tool-form-label-pages = Страницы
tool-form-label-target_size = Целевой размер
tool-form-label-text = Текст
tool-form-label-match = Совпадение
tool-form-label-color = Цвет
tool-form-label-opacity = Непрозрачность
tool-form-label-fields = Поля формы
tool-form-label-password = Пароль
tool-form-label-owner_password = Пароль владельца
tool-form-label-offset = Сдвиг (секунды)
tool-form-label-lang = Языки
tool-form-hint-default = По умолчанию: { $value }
tool-form-hint-required = Обязательно
tool-form-hint-optional = Необязательно
tool-form-hint-range = Допустимо: от { $min } до { $max }
tool-form-hint-at-least = Допустимо: не меньше { $min }
tool-form-hint-at-most = Допустимо: не больше { $max }
tool-form-hint-pair = { $first }. { $second }

## Telegram: the line above the tool buttons under a file or video link sent without a command (issue 36, tools' words).

tg-offer-none = Ни один инструмент не принимает такой файл.
tg-offer-none-type = Ни один инструмент не принимает такой файл ({ $type }).
tg-offer-no-video = Инструменты для видео недоступны.
tg-offer-file = Это { $type }. Выберите инструмент (настройки по умолчанию) или отправьте файл с подписью, например { $example }:
tg-offer-file-unknown = Это файл. Выберите инструмент (настройки по умолчанию) или отправьте его с подписью, например { $example }:
tg-offer-video = Выберите инструмент для этого видео:
## Discord forms in parts: a kind of file with more tools than a select lists (issue 40)
dc-form-pick-part = { $kind } — инструментов: { $count }, больше, чем помещается в одну форму. Выберите часть с нужным инструментом:
dc-form-pick-part-message = Для этих файлов подходит больше инструментов ({ $count }), чем помещается в одну форму. Выберите часть с нужным инструментом:

## A web capture that failed on its page, not a video link (issue 38)
failure-page_unavailable = Не удалось снять веб-страницу: её адрес здесь запрещён, недоступен, ответил ошибкой или страница не загрузилась вовремя.
## Every language, the rest (issue 36): page scripts, chart axes, admin panel, deal feed and filters, e-mail to PDF.

js-no-details = Сервер ответил { $status } без подробностей.
js-no-connection = Не удалось связаться с сервером. Проверьте подключение и попробуйте снова.
js-went-wrong = Что-то пошло не так.
js-not-found = Не найдено (возможно, срок истёк).
js-expired = истёк
js-status-queued = Ждёт в очереди
js-status-processing = Обрабатывается
js-status-completed = Готово
js-status-failed = Ошибка
js-status-cancelled = Отменено
js-status-stage = { $status } ({ $stage })
js-upload-no-connection = Загрузка не удалась: сервер недоступен.
js-job-done = Готово. Ваш файл ждёт.
js-job-failed = Задание не выполнено.
js-step-failed = Шаг { $step } ({ $tool }) не выполнен: { $message }
js-job-cancelled = Отменено.
js-job-unreadable = Не удалось прочитать задание.
js-job-cancelled-deleted = Отменено. Файлы удалены.
js-job-not-cancelled = Не удалось отменить задание.
js-result-name = результат
js-download-name = Скачать { $name }
js-output-info = { $name }, { $size }. Доступен { $until }.
js-preview-of = Предпросмотр: { $name }
js-play = Воспроизвести { $name }
js-first-page-of = Первая страница: { $name }
js-beginning-of = Начало файла { $name }
js-loading = Загрузка…
js-preview-zip = ZIP-архив с несколькими файлами: скачайте его, чтобы открыть их.
js-preview-none = Для файлов такого типа предпросмотра нет.
js-preview-first = … (показаны первые { $size })
js-preview-failed = Не удалось загрузить предпросмотр.
js-jobs-unreadable = Не удалось загрузить ваши задания.
js-jobs-none = У вас пока нет заданий. Выберите инструмент, чтобы начать.
js-jobs-count = { $count ->
    [one] { $count } задание.
    [few] { $count } задания.
    [many] { $count } заданий.
   *[other] { $count } задания.
}
js-jobs-count-running = { $count ->
    [one] { $count } задание, ещё выполняется.
    [few] { $count } задания, некоторые ещё выполняются.
    [many] { $count } заданий, некоторые ещё выполняются.
   *[other] { $count } задания, некоторые ещё выполняются.
}
js-col-tool = Инструмент
js-col-status = Состояние
js-col-started = Начато
js-col-expires = Истекает
js-col-actions = Действия
js-download = Скачать
js-cancel = Отменить
js-delete = Удалить
js-job-cancel-label = Отменить задание { $title } от { $when }
js-job-delete-label = Удалить задание { $title } от { $when }
js-job-was-cancelled = Задание { $title } отменено.
js-job-was-deleted = Задание { $title } удалено.
js-job-not-removed = Не удалось убрать задание.
js-prices-sources-down = Источники цен сейчас не отвечают. Попробуйте через несколько минут.
js-prices-rate-limited = Слишком много запросов цен отсюда. Попробуйте через минуту.
js-try-later = { $problem } Попробуйте позже.
js-prices-enter = Введите id приложения или название.
js-prices-searching = Поиск «{ $title }»…
js-prices-search-failed = Поиск не удался.
js-prices-no-game = Игра «{ $title }» не найдена.
js-prices-pick = { $count ->
    [one] Подходит { $count } игра; выберите её.
    [few] Подходят { $count } игры; выберите одну.
    [many] Подходит { $count } игр; выберите одну.
   *[other] Подходит { $count } игры; выберите одну.
}
js-prices-looking-up = Ищем приложение { $appid }…
js-prices-unknown-app = Ни один магазин не знает id приложения { $appid }.
js-prices-lookup-failed = Запрос не удался.
js-prices-for = Цены: { $title }.
js-prices-app = Приложение { $appid }
js-prices-keyshop-via = магазин ключей через GG.deals
js-prices-keyshop-gap = нужен GG.deals, который не ответил (ему нужен API-ключ на этом сервере)
js-prices-card-meta = Приложение { $appid } · { $region } · цены в { $currency }
js-prices-stale = Магазины недоступны; эти цены устарели.
js-prices-regular = Обычная цена
js-prices-best-official = Лучший официальный магазин
js-prices-best-keyshop = Лучший магазин ключей
js-prices-all-time-low = Исторический минимум
js-prices-active-deals = Активные скидки
js-prices-critic-score = Оценка критиков
js-prices-sources = Источники: { $sources } · обновлено { $updated }
js-prices-go-to-offer = К лучшему предложению
js-choose-files-first = Сначала выберите один или несколько файлов.
js-choose-file-first = Сначала выберите файл.
js-uploading = Загрузка…
js-uploading-percent = Загрузка… { $percent } %
js-sending = Отправка…
js-job-refused = Сервер отклонил задание ({ $status }).
js-recipe-name-needed = Дайте рецепту название.
js-recipe-not-saved = Не удалось сохранить рецепт ({ $status }).
js-recipe-saved = { $count ->
    [one] Сохранён «{ $name }» ({ $count } шаг).
    [few] Сохранён «{ $name }» ({ $count } шага).
    [many] Сохранён «{ $name }» ({ $count } шагов).
   *[other] Сохранён «{ $name }» ({ $count } шага).
}
js-recipe-share-link = Ссылка, чтобы поделиться:
js-steps-finding = Ищем инструменты, которые могут идти следующими…
js-steps-none = Ни один инструмент не может идти следующим: ни один не принимает результат последнего шага, или в цепочке уже максимум шагов.
js-steps-count = { $count ->
    [one] { $count } инструмент может принять результат.
    [few] { $count } инструмента могут принять результат.
    [many] { $count } инструментов могут принять результат.
   *[other] { $count } инструмента могут принять результат.
}
js-steps-added = Добавлен шаг { $step }: { $title }.
js-steps-removed = Убрано: { $title }.
js-steps-legend = Шаг { $step }: { $title }
js-steps-remove-label = Убрать шаг { $step } ({ $title })
js-steps-no-options = У этого инструмента нет настроек.
js-steps-remove = Убрать шаг
js-required = (обязательно)
js-steps-refused = Шаги отклонены
js-first-step-options = Шаг 1: настройки { $title }
js-options = Настройки
js-choose-files = Выбрать файлы
js-choose-file = Выбрать файл
js-drop-them = или перетащите их сюда
js-drop-it = или перетащите его сюда
js-too-many-files = Задание принимает не больше { $max } файлов; вы выбрали { $count }.
js-file-too-large = Размер файла { $size }; предел — { $limit }.
js-files-too-large = Вместе файлы занимают { $size }; предел — { $limit }.
js-paste-video-first = Сначала вставьте ссылку на видео.
js-paste-page-first = Сначала вставьте адрес веб-страницы.
js-server-refused = Сервер отклонил задание
js-refused-status = { $what } ({ $status }).
js-file-chosen = { $name } ({ $size })
js-files-chosen = Файлов: { $count }, всего { $size }: { $names }
js-hub-matches = «{ $query }»: подходит { $shown } из { $total } инструментов.
js-hub-total = Инструментов: { $total }.
web-page-legend = Веб-страница
web-page-label = Адрес страницы
web-page-placeholder = https://example.com/article
web-page-hint = Вставьте полный адрес (http или https) общедоступной веб-страницы.

chart-aria = История цен: { $title }
chart-line-official = Официальные магазины
chart-line-keyshop = Магазины ключей
chart-line-regular = Обычная цена
chart-not-enough = Истории цен пока мало: загляните через несколько дней.
chart-today = Сегодня: { $price } ({ $line })
chart-all-time-low = Исторический минимум { $price }
chart-all-time-low-at = Исторический минимум { $price } ({ $where })
chart-period-low = Минимум за период { $price }
web-history-rate-limited = Слишком много запросов цен отсюда; история снова появится через минуту.
web-history-sources-down = Источники цен сейчас не отвечают, поэтому истории цен нет. Попробуйте через несколько минут.
web-history-failed = Не удалось построить историю цен; попробуйте позже.

deal-filter-join = { $a }, { $b }
deal-filter-free = бесплатно
deal-filter-under = дешевле { $price }
deal-filter-cut = скидка от { $cut } %
deal-filter-store = магазин { $store }
deal-filter-region = регион { $region }
deal-filter-currency = валюта { $currency }
deal-filter-ignore = кроме { $stores }
deal-filter-games-only = только игры
follow-giveaways = раздачи: { $filter }
deal-feed-title = Скидки на игры: { $filter }
deal-feed-free = БЕСПЛАТНО
deal-feed-live = { $title }: { $price } (−{ $cut } %) в { $shop }
deal-feed-ended = Завершена: { $title } (было { $price } в { $shop })
deal-feed-summary = { $price } вместо { $regular } (−{ $cut } %) в { $shop }.
deal-feed-summary-until = { $price } вместо { $regular } (−{ $cut } %) в { $shop }. До { $date }.
deal-feed-summary-ended = Эта скидка закончилась; было { $price } вместо { $regular } в { $shop }.

email-from = От
email-to = Кому
email-cc = Копия
email-date = Дата
email-subject = Тема
email-attachments = Вложения ({ $count })
email-unnamed = (без имени)

web-404-title = Страница не найдена
web-404-lead = По этому адресу ничего нет. Отсюда можно:
web-404-tools = посмотреть все инструменты
web-404-prices = узнать цену игры
web-404-docs = прочитать документацию API

# Bundles and subscriptions on the price card, bundle follows, image cards (issue 41, parts 4 and 5)
price-bundles = Наборы
price-subscriptions = В подписках
price-bundle-ends = до { $date }
price-subscription-leaves = уходит { $date }
price-bundle-from = от { $price }
web-giveaways-title = Бесплатные игры
web-giveaways-lead = Игры, DLC и предметы, которые можно забрать навсегда, из GamerPower, Epic и IsThereAnyDeal, с датой окончания.
web-giveaways-none = Нет открытых раздач по этому фильтру.
# /fit: a file made again under a size (issue 39)
cmd-fit = Ужимает файл до размера: discord, whatsapp, email… или байты
cmd-fit-usage = /fit [discord|discord-nitro-basic|telegram-bot|whatsapp|email|байты]
cmd-fit-name = ужать
cmd-fit-opt-size = Готовый размер (discord, whatsapp, email…) или байты; по умолчанию лимит этого чата
cmd-fit-opt-size-name = размер
cmd-fit-opt-file = Картинка, видео, аудио или PDF, которые нужно ужать

## admin panel (issue 36): the page's shell, its script's words (js-admin-*), and the job stages' words (stage-*).

admin-title = Администрирование
admin-off = Панель администратора на этом сервере выключена: задайте { $variable }, чтобы включить её.
admin-needs-js = Панели администратора нужен JavaScript.
admin-sign-in = Войти
admin-token = Токен администратора
admin-sign-out = Выйти
admin-sections = Разделы администрирования
admin-queue = Очередь
admin-tools = Инструменты
admin-keys = Ключи API
admin-webhooks = Вебхуки
admin-price-cache = Кэш цен
admin-queue-caption = Последние задачи (без содержимого файлов)
admin-col-job = Задача
admin-col-tool = Инструмент
admin-col-source = Источник
admin-col-status = Статус
admin-col-created = Создана
admin-col-actions = Действия
admin-col-category = Категория
admin-col-uses = Использования
admin-col-starts = Запуски
admin-col-errors = Ошибки
admin-col-last-days = Последние дни
admin-col-on = Вкл.
admin-col-label = Метка
admin-col-last-used = Последнее использование
admin-col-state = Состояние
admin-col-key = Ключ
admin-col-failures = Сбоев подряд
admin-col-event = Событие
admin-col-type = Тип
admin-col-attempts = Попытки
admin-col-last-answer = Последний ответ
admin-tools-lead = Выключение инструмента или категории сразу отклоняет новые задачи (403 tool_disabled); его задачи в очереди завершаются ошибкой.
admin-categories = Категории
admin-each-tool = Каждый инструмент
admin-tool-filter = Фильтр инструментов
admin-tools-caption = Использования, а также запуски и ошибки задач за последние дни (дней: { $days })
admin-previous = Назад
admin-next = Вперёд
admin-key-label = Метка нового ключа
admin-key-create = Создать ключ
admin-key-copy-now = Скопируйте этот ключ сейчас: больше он показан не будет.
admin-key-secret = Секрет подписи вебхуков (проверяет { $header } его доставок):
admin-webhooks-lead = Ключ, доставки которого слишком часто подряд заканчивались сбоем, приостановлен, пока его не возобновят здесь. «Повторить» отправляет доставку ещё раз с тем же id.
admin-webhooks-state-caption = Состояние вебхуков по ключам
admin-deliveries-caption = Последние доставки по ключам (сначала новые)
admin-cache-clear = Очистить кэш цен
js-admin-sign-in-again = Войдите ещё раз.
js-admin-failed = { $what }: { $message }
js-admin-enter-token = Введите токен администратора.
js-admin-sign-in-failed = Не удалось войти.
js-admin-signed-in = Вход выполнен.
js-admin-queue = Очередь
js-admin-tools = Инструменты
js-admin-keys = Ключи
js-admin-webhooks = Вебхуки
js-admin-price-cache = Кэш цен
js-admin-flag = Переключатель
js-admin-cancel = Отменить
js-admin-delete = Удалить
js-admin-cancel-job = Отменить задачу { $job } ({ $tool })
js-admin-delete-job = Удалить задачу { $job } ({ $tool })
js-admin-job-cancelled = Задача { $job } отменена.
js-admin-job-deleted = Задача { $job } удалена.
js-admin-no-jobs = Задач пока нет.
js-admin-stat-waiting = В ожидании
js-admin-stat-running = Выполняются
js-admin-stat-completed = Завершены
js-admin-stat-failed = С ошибкой
js-admin-stat-cancelled = Отменены
js-admin-switched-on = { $name }: включено.
js-admin-switched-off = { $name }: выключено.
js-admin-category = Категория { $category }
js-admin-starts-per-day = Запусков в день: { $values }
js-admin-page-range = { $first }–{ $last } из { $total }
js-admin-on = вкл.
js-admin-off = выкл.
js-admin-off-category = выкл. (категория)
js-admin-no-tool-matches = Ни один инструмент не подходит под «{ $filter }».
js-admin-no-tools = Инструментов нет.
js-admin-never = никогда
js-admin-active = активен
js-admin-revoked-on = отозван { $date }
js-admin-revoke = Отозвать
js-admin-revoke-key = Отозвать ключ { $label }
js-admin-key-revoked = Ключ «{ $label }» отозван.
js-admin-no-keys = Ключей API пока нет: создайте ключ выше.
js-admin-key-needs-label = Дайте ключу метку.
js-admin-create-key = Создать ключ
js-admin-key-not-created = Не удалось создать ключ.
js-admin-key-created = Ключ «{ $label }» создан.
js-admin-paused-since = приостановлен с { $date }
js-admin-delivering = доставляет
js-admin-resume = Возобновить
js-admin-resume-key = Возобновить доставки ключа { $key }
js-admin-resumed = Доставки ключа «{ $key }» возобновлены.
js-admin-no-webhook-keys = Ни один ключ ещё не отправлял вебхук.
js-admin-delivery-pending = ожидает
js-admin-delivery-delivered = доставлено
js-admin-delivery-gone = удалено (410)
js-admin-delivery-failed = сбой
js-admin-replay = Повторить
js-admin-replay-delivery = Повторить доставку { $id }
js-admin-replayed = Доставка { $id } снова в очереди.
js-admin-no-deliveries = Доставок пока нет.
js-admin-unavailable = недоступен
js-admin-unknown = неизвестно
js-admin-entries = Записи
js-admin-hits = Попадания
js-admin-misses = Промахи
js-admin-hit-rate = Доля попаданий
js-admin-clear-cache = Очистить кэш
js-admin-cache-cleared = Кэш цен очищен.
stage-queued = ожидание
stage-reading = чтение
stage-probing = проверка файла
stage-preparing = подготовка
stage-fetching = загрузка
stage-decoding = декодирование
stage-encoding = кодирование
stage-converting = преобразование
stage-extracting = извлечение
stage-unpacking = распаковка
stage-packing = упаковка
stage-zipping = создание ZIP
stage-resizing = изменение размера
stage-cropping = обрезка
stage-rotating = поворот
stage-reversing = разворот
stage-rendering = отрисовка
stage-drawing = рисование
stage-laying-out = вёрстка
stage-analysing = анализ
stage-scanning = сканирование
stage-recognizing = распознавание текста
stage-stamping = нанесение штампа
stage-remuxing = перемультиплексирование
stage-compressing = сжатие
stage-assembling = сборка
stage-arranging = упорядочивание
stage-numbering = нумерация
stage-flattening = сведение
stage-filling = заполнение
stage-signing = подписание
stage-encrypting = шифрование
stage-decrypting = расшифровка
stage-redacting = закрашивание
stage-repairing = восстановление
stage-removing = удаление
stage-cleaning = очистка
stage-checking = проверка
stage-adding-subtitles = добавление субтитров
stage-burning-in-subtitles = вшивание субтитров
# The web tool page's "make it fit" preset buttons (issue 39)
web-size-presets = Уместить для
web-size-preset = { $name } · { $size } МБ
web-size-preset-discord = Discord
web-size-preset-discord-nitro-basic = Discord Nitro Basic
web-size-preset-telegram-bot = Бот Telegram
web-size-preset-whatsapp = WhatsApp
web-size-preset-email = Эл. почта
## Bundle follows: /follow bundles posts each new bundle (issue 41, part 4)
follow-bundles = наборы: { $filter }
bundle-new = Новый набор в { $store }
bundle-from = от { $price }
bundle-games = { $count ->
        [one] { $count } игра
        [few] { $count } игры
        [many] { $count } игр
       *[other] { $count } игры
    }
bundle-open = Открыть в { $store }
## Archive files in pipelines (issue 39 item 5): the result's note on files left as they were, and the stage
## of sorting an archive's files for the next step (js-files-unchanged: the same note on the web page's job panel)
pipeline-files-unchanged = Файлы из архива, которые следующий шаг не принимает, лежат в ZIP без изменений: { $count } из { $total }.
js-files-unchanged = Файлы из архива, которые следующий шаг не принимает, лежат в ZIP без изменений: { $count } из { $total }.
stage-sorting-files = сортировка файлов
# Видимые подписи PDF (issue 39): строки рамки на странице.
pdf-sign-signed-by = Документ подписан цифровой подписью: { $name }
pdf-sign-date = Дата: { $date }
pdf-sign-reason = Причина: { $reason }
# Telegram: a bare /fit offers the sizes as buttons (issue 39)
tg-fit-choose = Куда отправится этот файл? Выберите размер, и я его уменьшу (или отправьте /fit с числом байтов).
tg-fit-this-chat = Этот чат
tg-fit-starting = Уменьшаю: { $size }
## Archive creation: the words for a tool that takes any file (issue 39, item 5)
web-file-hint-any = Файл любого типа. До { $size } МБ.
tools-any-file = файл любого типа

# Telegram: /fit on a file over the 20 MB a bot may fetch answers with an upload link that keeps the size (issue 39)
tg-fit-link = То, что вы туда загрузите, будет уменьшено до { $size }.
