# gametools message catalogue: Simplified Chinese (zh-CN), translated from en.ftl. Conventions: see the header of
# en.ftl.
#
# Translators' notes (zh-CN):
# - Who: gametools translators (machine-assisted, review welcome).
# - Register: "你", as Chinese gaming communities and bots write; full-width punctuation (：，（）“”), with a space
#   between Chinese text and a placeholder, a number or a Latin word, as Chinese apps usually lay them out.
# - Plurals: Chinese has only the CLDR category other, so no selector is needed.
# - Terms: deal = 优惠, key reseller = Key 商店 (third-party key shops), all-time low = 史低 (the players' short
#   for 历史最低价), watch = 降价提醒, follow = 订阅 (deals posted in a chat), file job = 任务, recipe = 预设 (a saved
#   chain of tools), tool = 工具, stage = 阶段, step = 步骤; Discord's "role" is 身份组 in its Chinese client.
# - Words the parser reads stay English: reset, all, free, under, cut>=, low, official, since, save, region:,
#   currency:, ignore:, role:, the tool names and their parameters (width=200). Telegram only knows the English
#   command names, so texts that name a command (/convert @name, /tools, /price) keep them; only the Discord-only
#   texts (error-needs-*-discord, alert-footer, dc-*) use the Chinese option and command names.
# - web-hub-placeholder keeps its English search words: the tool search matches the tools' English names.
# - Unsure: Chinese Discord command names (Discord accepts them, but some users may prefer typing English);
#   "预设" for recipe; "9.99" in cmd-watch-opt-price keeps the point as Discord's number option expects.

## Language names, shown by /language and the web page's picker (each in its own language).

language-name = 简体中文
language-current = 语言：{ $language }。
language-set = 语言已设为 { $language }。
language-set-chat = 此聊天的语言现为 { $language }。
language-reset = 已清除语言选择：重新使用你的应用语言。
language-unknown = 这里没有“{ $wanted }”语言。可用语言：{ $available }。
language-admins-only = 只有群组管理员可以更改群组的语言。
language-available = 可用语言：{ $list }。用 /language <代码> 选择，或用 /language reset 恢复。

## Commands: descriptions in the command menus (Telegram and Discord), the usage line /help shows, and the
## Discord names of commands and their options.

cmd-start = 启动机器人
cmd-start-usage = /start
cmd-help = 如何使用这个机器人
cmd-help-usage = /help
cmd-language = 选择机器人回复使用的语言
cmd-language-usage = /language [语言代码 | reset]
cmd-language-name = 语言
cmd-language-opt-code = 语言代码，例如 de、pt-BR；填 “reset” 则跟随你的应用语言
cmd-language-opt-code-name = 代码
cmd-price = 游戏价格：官方与 Key 商店最低报价、史低、优惠、价格走势图
cmd-price-usage = /price <appid 或游戏名> [地区 | regions]
cmd-price-name = 价格
cmd-price-opt-game = 商店应用 ID 或游戏名
cmd-price-opt-game-name = 游戏
cmd-price-opt-region = 两个字母的国家代码，例如 cn、us、hk
cmd-price-opt-region-name = 地区
cmd-price-opt-regions = 比较这些地区的 Steam 价格，例如 us,de,br（或：regions）
cmd-price-opt-regions-name = 多地区
cmd-history = 游戏价格走势图，包含各类最低价
cmd-history-usage = /history <appid 或游戏名> [天数]
cmd-history-name = 价格历史
cmd-history-opt-game = 商店应用 ID 或游戏名
cmd-history-opt-game-name = 游戏
cmd-history-opt-days = 历史天数，1 到 3650（默认 365）
cmd-history-opt-days-name = 天数
cmd-tools = 按分类或关键词浏览文件工具
cmd-tools-usage = /tools [分类或关键词] [页码]
cmd-tools-name = 工具
cmd-tools-opt-query = 分类（image、pdf、audio、video、qr、url...）或关键词
cmd-tools-opt-query-name = 搜索
cmd-tools-opt-page = 要显示的页码
cmd-tools-opt-page-name = 页码
cmd-convert = 对附件或视频链接运行文件工具
cmd-convert-usage = /convert <工具> [参数=值 ...] [视频链接]
cmd-convert-name = 转换
cmd-convert-opt-tool = 工具名（见 /tools），例如 image-grayscale，或 @预设名
cmd-convert-opt-tool-name = 工具
cmd-convert-opt-params = 参数，格式为 名称=值，例如 width=200 height=100
cmd-convert-opt-params-name = 参数
cmd-convert-opt-url = 视频链接或网页地址，用于链接类工具
cmd-convert-opt-url-name = 链接
cmd-convert-opt-then = 更多步骤：工具 参数=值 | 工具 ...
cmd-convert-opt-then-name = 后续步骤
cmd-convert-opt-file = 要处理的文件（用于文件类工具）
cmd-convert-opt-file-name = 文件
cmd-convert-opt-file-more = 文件 { $number }，用于需要多个文件的工具（pdf-merge）或逐个处理
cmd-recipe = 把一串工具保存为预设，之后用 /convert @名称 运行
cmd-recipe-usage = /recipe save <名称> <工具 参数=值 | 工具 ...>
cmd-recipe-name = 预设
cmd-recipe-opt-name = 预设名称，用 /convert @名称 运行
cmd-recipe-opt-name-name = 名称
cmd-recipe-opt-steps = 步骤：工具 参数=值 | 工具 ...
cmd-recipe-opt-steps-name = 步骤
cmd-recipes = 列出你保存的预设（用 /convert @名称 运行）
cmd-recipes-usage = /recipes
cmd-recipes-name = 预设列表
cmd-jobs = 你最近的文件任务及其状态
cmd-jobs-usage = /jobs
cmd-jobs-name = 任务
cmd-cancel = 取消你的一个任务
cmd-cancel-usage = /cancel <任务 ID>
cmd-cancel-name = 取消
cmd-cancel-opt-job_id = 状态消息或 /jobs 中显示的任务 ID
cmd-cancel-opt-job_id-name = 任务id
cmd-watch = 游戏降到指定价格时提醒我
cmd-watch-usage = /watch <appid 或游戏名> <价格> [地区]
cmd-watch-name = 降价提醒
cmd-watch-opt-game = 商店应用 ID 或游戏名
cmd-watch-opt-game-name = 游戏
cmd-watch-opt-price = 目标价格，以该地区货币计，例如 9.99
cmd-watch-opt-price-name = 价格
cmd-watch-opt-region = 两个字母的国家代码，例如 cn、us、hk
cmd-watch-opt-region-name = 地区
cmd-watch-opt-rules = 以下情况也提醒：cut>=75、low、official、since（关键词，顺序不限）
cmd-watch-opt-rules-name = 规则
cmd-unwatch = 删除一个降价提醒
cmd-unwatch-usage = /unwatch <提醒 ID | appid | all>
cmd-unwatch-name = 删除提醒
cmd-unwatch-opt-which = /watches 中的提醒 ID、应用 ID 或 “all”
cmd-unwatch-opt-which-name = 哪个
cmd-watches = 列出你的降价提醒
cmd-watches-usage = /watches
cmd-watches-name = 提醒列表
cmd-deals = 当前游戏优惠：免费、低于某价格或大幅折扣
cmd-deals-usage = /deals [free | under <价格> | cut>=<百分比>] [商店] [页码]
cmd-deals-name = 优惠
cmd-deals-opt-filter = free、under 5、cut>=90、商店名
cmd-deals-opt-filter-name = 筛选
cmd-deals-opt-page = 要显示的页码
cmd-deals-opt-page-name = 页码
cmd-follow = 在此聊天推送新的游戏优惠：免费、低于某价格或大幅折扣
cmd-follow-usage = /follow <free | under <价格> | cut>=<百分比>> [商店] [region:xx] [currency:XXX] [ignore:a,b] [role:@身份组]
cmd-follow-name = 订阅优惠
cmd-follow-opt-filter = free、under 5、cut>=90、商店、region:cn、ignore:2game
cmd-follow-opt-filter-name = 筛选
cmd-follow-opt-role = 每条推送要提及的身份组（Discord）
cmd-follow-opt-role-name = 身份组
cmd-giveaways = 当前可免费领取并永久保留的游戏和物品，附截止日期
cmd-giveaways-usage = /giveaways [商店] [game | dlc | loot | beta] [games]
cmd-giveaways-name = 免费领取
cmd-giveaways-opt-filter = 商店（epic、steam、gog…）、类型（dlc、loot、beta）或 games
cmd-giveaways-opt-filter-name = 筛选
cmd-following = 列出此聊天订阅的优惠筛选条件
cmd-following-usage = /following
cmd-following-name = 订阅列表
cmd-unfollow = 停止推送此聊天某个订阅的优惠
cmd-unfollow-usage = /unfollow <ID | all>
cmd-unfollow-name = 取消订阅
cmd-unfollow-opt-which = /following 中的订阅 ID，或 all
cmd-unfollow-opt-which-name = 哪个

## Help

help-title = 游戏价格与文件工具
help-private-note = 错误信息和个人列表只有你能看到。

## Price card (/price), both bots. $price, $regular, $low are formatted amounts.

price-none = —
price-unknown = 未知
price-regular = 原价
price-best-official = 官方最低
price-best-keyshop = Key 商店最低
price-all-time-low = 史低
price-active-deals = 当前优惠
price-critic-score = 媒体评分
price-score-value = { $score }/100
price-cut = −{ $percent }
price-at-store = 来自 { $store }
price-best-deal-link = 最佳优惠
price-keyshop-gap = 需要 GG.deals，但它没有响应（此服务器需要配置它的 API 密钥）
price-sources = 数据来源：{ $sources }
price-sources-none = 无
price-fresh = 已更新
price-stale = 缓存结果：价格来源暂无响应
price-app = App { $appid }
price-history-field = 价格历史
price-chart-description = 价格历史走势图
price-too-little-history = 价格历史还不够生成走势图：每次查询都会积累数据。
price-choices-title = 有多个游戏匹配“{ $query }”
price-choices-footer = 请在下方选择一个，或用 /price 加应用 ID 查询。
price-regions-title = { $title }：各地区 Steam 价格，以 { $currency } 计
price-regions-not-sold = 未发售
price-regions-cheapest = 最便宜
price-regions-rates = 按欧洲央行 { $date } 的参考汇率换算。
price-regions-no-rates = 无法读取汇率：未换算。
price-choice-line = { $title }（App { $appid }）
price-free = 免费

## Price alerts (/watch). $price, $target, $low are formatted amounts, $cut and $wanted formatted percentages.

alert-title = 价格提醒：{ $game }
alert-changed = 价格有变动。
alert-footer = 提醒 { $id } · 使用 /删除提醒 { $id } 停止这些提醒
alert-target-official = 最低价 { $price }（官方商店）已达到或低于你的目标价 { $target }。
alert-target-keyshop = 最低价 { $price }（Key 商店）已达到或低于你的目标价 { $target }。
alert-new-low = 新史低：{ $low }。
alert-cut = 降至 { $price }：降幅 { $cut }，不低于你设定的 { $wanted }。
alert-cut-at = 在 { $store } 降至 { $price }：降幅 { $cut }，不低于你设定的 { $wanted }。
alert-rule-low = 新史低：{ $low }。
alert-rule-low-unknown = 新史低。
alert-rule-official-low = 官方商店新史低：{ $low }。
alert-rule-official-low-unknown = 官方商店新史低。
alert-rule-since = 自上次原价上涨以来的新低：{ $low }。
alert-rule-since-unknown = 自上次原价上涨以来的新低。

## Deal posts (/follow). $price, $regular are formatted amounts, $cut a formatted percentage, $date a formatted day.

deal-ended = 已结束：
deal-ended-word = 已结束
deal-was = 原价 { $regular }，曾降 { $cut }
deal-until = 截止 { $date }
deal-get-it = 前往 { $shop } 领取
deal-price = 价格
deal-regular = 原价
deal-cut = 降幅
deal-shop = 商店
deal-ends = 结束于
deals-title = 优惠：{ $filter }
deals-page = 第 { $page }/{ $pages } 页
deals-none = 目前没有符合条件的优惠。
unfollow-none = 这里没有这个订阅。/following 会列出所有订阅。
unfollow-stopped = 已停止 { $count } 个订阅：
tg-following = 此聊天已订阅 { $filter }（ID { $id }）。符合条件的新优惠会推送到这里；发送 /unfollow { $id } 可停止。
tg-following-none = 此聊天没有订阅任何优惠。用 /follow free（或 under 5、cut>=90）添加一个。
tg-following-title = 此聊天订阅的优惠
tg-following-stop = 用 /unfollow <ID> 停止某个订阅。
dc-following = 此频道已订阅 { $filter }（ID { $id }）。使用 { $stop } 停止。
dc-following-none = 此频道没有订阅任何优惠。用 /订阅优惠 添加一个。
dc-following-title = 此频道订阅的优惠
dc-follow-mentions = 提及 { $role }

## Price watches (/watch, /watches, /unwatch). $target, $price are formatted amounts, $cut a percentage; $rules is a list of rule-* texts.

rule-cut = 降幅达到 { $cut } 或以上
rule-low = 出现新史低
rule-since = 出现自上次原价上涨以来的新低
rule-target = 达到目标价
rule-official-only = { $rules }（仅限官方商店）
watches-title = 你的降价提醒
dc-watch-app-id = 应用 ID { $appid }
dc-watch-choices = 有多个游戏匹配“{ $query }”。请再次使用 /降价提醒，并以应用 ID 作为游戏：
dc-watch-no-offer = 暂无已知报价
dc-watch-now = 当前最低价为 { $price }
dc-watch-watching = 正在关注：{ $game }
dc-watch-updated = 提醒已更新：{ $game }
dc-watch-a-change = 价格变动
dc-watch-rules-only = 出现以下情况时，我会在此频道通知你：{ $rules }（{ $now }）。
dc-watch-already-below = 价格已达到或低于 { $target }（{ $now }）。价格回升后再次降到该价位时，或出现以下情况时，我会在这里通知你：{ $rules }。
dc-watch-target = 当最低价达到 { $target } 或更低时（{ $now }），或出现以下情况时，我会在此频道通知你：{ $rules }。
dc-watch-footer = 提醒 ID { $id } · 使用 /删除提醒 { $id } 删除
dc-unwatch-none = 没有匹配的提醒。/提醒列表 会列出你的提醒。
dc-unwatch-removed = 已删除：{ $names }。
dc-watches-none = 你还没有关注任何游戏。用 /降价提醒 添加一个。
dc-watches-no-offer = 暂无报价
dc-watches-now = 现价 { $price }
tg-watch-now = 现价 { $price }
tg-watch-at-or-below = 不高于 { $target }
tg-watch-where = App { $appid }，{ $region }
tg-watch-watching = 正在关注 { $game }：{ $when }，我会在这里发消息。
tg-watch-updated = 已更新 { $game } 的提醒：{ $when }，我会在这里发消息。
tg-watch-now-line = 现价：{ $price }
tg-watch-id = 提醒 ID
tg-watch-already-below = 价格已达到或低于你的目标价；价格回升后再次下降时才会发送下一条提醒。
tg-watch-on = 当{ $rules }时
tg-watch-when-target-or-low = 当最低价不高于 { $target } 或出现新史低时
tg-watch-when-target-or-rules = 当最低价不高于 { $target } 或{ $rules }时
tg-watches-none = 你还没有降价提醒。用 /watch <appid 或游戏名> <价格> 添加一个。
tg-watches-remove = 用 /unwatch <ID> 删除提醒。
tg-unwatch-none = 没有匹配的降价提醒。/watches 会列出你的提醒。
tg-unwatch-removed = 已删除 { $count } 个提醒：

## Price history (/history)

history-title = { $game }：价格历史
history-no-low = 暂无已知的最低价。
history-footer = App { $appid } · { $region } · 最近 { $days } 天
history-all-time-low = 史低
history-official-low = 官方商店最低价
history-keyshop-low = Key 商店最低价
history-steam-low = Steam 最低价
history-since-rise-low = 涨价后最低价
history-rise-on = { $date } 涨价

## File jobs: status messages while a job runs, and its end.

job-queued = 排队等待中…
job-stage = 阶段：{ $stage }
job-working = 处理中
job-done = 完成：{ $name }（{ $size }）
job-failed = 失败：{ $reason }
job-failed-step = 第 { $step }/{ $steps } 步（{ $tool }）：{ $reason }
job-cancelled = 已取消。
job-cancel-button = 取消
job-step-stage = 第 { $step }/{ $steps } 步：{ $stage }
job-failed-notice = { $tool } 失败：{ $reason }
job-did-not-finish = 任务未完成。
jobs-title = 你最近的任务
job-status-queued = 排队中
job-status-processing = 处理中
job-status-completed = 已完成
job-status-failed = 失败
job-status-cancelled = 已取消
job-cancelled-id = 任务 { $id } 已取消。
job-deleted-id = 任务 { $id } 及其结果已删除。
dc-jobs-none = 你还没有任务。用 /转换 开始一个。
dc-jobs-footer = 用 /取消 <任务 ID> 取消任务。
tg-jobs-none = 你最近没有任务。发送一个文件即可开始。
tg-jobs-processing = 处理中 { $percent }
tg-jobs-done = 已完成：{ $name }
job-already-finished = 此任务已结束。
job-cancel-only = 只有 { $who } 可以取消此任务。
job-cancel-only-starter = 只有发起此任务的人可以取消它。
button-gone = 此按钮已不再使用。
job-download = 下载
job-download-link = 点此下载
job-too-large-to-upload = 文件太大，无法在此上传（超过 { $limit }）。
job-available-until = 有效期至 { $until }。

## Why a job failed (its user-facing message).

failure-invalid_link = 这不是有效的视频链接。请粘贴视频的完整网址。
failure-disabled = 此功能目前在本服务器上已停用。
failure-too_large = 文件太大，此工具无法处理。
failure-invalid_input = 无法处理该文件。请检查格式后重试。
failure-timeout = 无法处理该文件。请检查格式后重试。
failure-internal = 无法处理该文件。请检查格式后重试。

## Refusals in chat (either bot).

error-apology = 抱歉，处理时出了点问题。请稍后再试。
error-needs-file = 此工具需要文件：发送文件并把命令写在说明里，或用命令回复一个文件。
error-needs-file-discord = 此工具需要文件：请在 /转换 的 `文件` 选项中附上文件。
error-needs-url = 此工具需要视频链接：请把链接放在工具名后面。
error-needs-url-discord = 此工具需要视频链接：请在 `链接` 选项中填写，不要附文件。
error-rate-limited = 当前请求过多。请等一分钟再试。
error-rate-limited-retry = 当前请求过多。请在 { $seconds } 秒后重试。
error-upstream = 价格来源暂时没有响应。请过几分钟再试。
error-unavailable = 服务暂时不可用。请一分钟后再试。
error-storage = 服务器当前的文件存储空间不足。请稍后再试，或删除不再需要的已完成任务。
error-internal = 我们这边出了点问题。请稍后再试。
error-unknown-command = 这里已不再支持此命令。命令列表可能已过期。

## Telegram's own wording (its cards are text, not embeds). $value is already formatted.

tg-labelled = { $label }：{ $value }
tg-price-best-official = 官方最低报价
tg-price-best-keyshop = Key 商店最低报价
price-on-date = （{ $date }）
price-no-score = 暂无
tg-price-stale = 价格来源暂无响应，以下价格可能已过时。
tg-history-period = 价格历史，最近 { $days } 天
tg-choices = 有多个游戏匹配“{ $query }”，请选择：
tg-job = 任务
tg-job-failed = 失败：{ $reason }
tg-too-large = { $name }（{ $size }）超过了 Telegram 允许机器人上传的大小（50 MB）。
tg-download-until = 在 { $until } 前可从这里下载：
tg-alert-target-official = 现价 { $price }（官方商店）：已达到或低于你的目标价 { $target }。
tg-alert-target-official-at = 现价 { $price }，来自 { $store }（官方商店）：已达到或低于你的目标价 { $target }。
tg-alert-target-keyshop = 现价 { $price }（Key 商店）：已达到或低于你的目标价 { $target }。
tg-alert-target-keyshop-at = 现价 { $price }，来自 { $store }（Key 商店）：已达到或低于你的目标价 { $target }。
tg-alert-new-low-at = 新史低：{ $low }，来自 { $store }。
tg-alert-watch = 提醒
tg-alert-stop = 发送 /unwatch { $id } 停止提醒。
tg-greeting = 你好！我可以查询游戏价格，也能处理文件。
tg-greeting-files = 发给我一个文件或视频链接，我会列出可用的工具。
tg-commands = 命令
tg-inline-best = 最低 { $price }
tg-inline-best-at = 最低 { $price }（{ $store }）
tg-inline-no-offer = 暂无报价
tg-inline-low = 史低 { $low }
tg-inline-chart-link = 价格走势图
tg-send-something = 发给我一个文件、视频链接或命令。/help 会列出所有命令。
tg-unknown-command = 我不认识这个命令。发送 /help 查看我能做什么。
tg-button-expired-file = 此按钮已过期。请重新发送文件。
tg-button-expired-watch = 此按钮已过期。请重新发送 /watch。
tg-button-expired-tools = 此列表已过期。请重新发送 /tools。
tg-button-invalid = 此按钮已失效。
tg-starting = 正在启动 { $tool }…
tg-tool-gone = 此工具已不可用。
tg-cancel-not-yours = 这不是你的任务。
tg-cancel-gone = 这不是你的任务，或任务已不存在。

## The web pages. Placeholders are plain text; the page escapes them.

web-language = 语言
web-language-apply = 应用
web-skip = 跳到正文
web-nav-main = 主导航
web-nav-tools = 工具
web-nav-jobs = 我的任务
web-nav-prices = 游戏价格
web-nav-deals = 优惠
web-nav-docs = API
web-footer-files = 文件会保留到任务过期，之后即被删除。
web-footer-docs = API 文档
web-hub-title = 文件工具
web-hub-lead = 在浏览器中转换、压缩和编辑图片、PDF、音频和视频，生成二维码。文件仅在你的会话中可见，任务过期后即被删除。
web-hub-search = 搜索工具
web-hub-placeholder = 例如 resize、pdf to png、qr
web-hub-search-button = 搜索
web-hub-categories = 分类
web-hub-count = 共 { $total } 个工具。
web-hub-matching = { $total } 个工具中有 { $shown } 个匹配“{ $query }”。
web-hub-no-match = 没有匹配的工具。试试减少关键词或换个说法。
web-hub-badge-link = 视频链接
web-hub-badge-disabled = 已停用

## Tool categories (web page and chat lists).

category-image = 图片
category-pdf = PDF 文档
category-audio = 音频
category-video = 视频
category-video-thumbnail = 视频缩略图
category-qr = 二维码和条形码
category-url = 来自视频链接
category-document = 文档
category-ocr = 扫描件文字识别 (OCR)
category-web = 网页
category-data = 数据文件
category-sticker = 贴纸和表情

## One-time upload links (issue 40): /upload, big files sent to a bot, and the page at /u/<token>.

cmd-upload = 获取一次性链接来上传大文件
cmd-upload-usage = /upload [工具] [名称=值 ...]
cmd-upload-name = 上传
cmd-upload-opt-tool = 要对文件使用的工具（页面会预选它）
cmd-upload-opt-tool-name = 工具
cmd-upload-opt-params = 工具参数，例如 width=800 format=webp
cmd-upload-opt-params-name = 参数
upload-link-offer = 通过此链接上传文件；进度和结果会回到本聊天。
upload-link-offer-tool = 通过此链接上传文件以使用 { $tool }；进度和结果会回到本聊天。
upload-link-until = 链接仅可使用一次，有效期至 { $until }。
upload-link-too-big = 此文件大小为 { $size }；机器人最多只能从 Telegram 下载 { $limit }。
upload-page-title = 上传文件
upload-page-lead = 任务会在你的聊天中为你运行：进度和结果会回到那里。
upload-page-lead-key = 文件会为你的智能体保留，由它对文件使用工具。
upload-page-until = 此链接仅可使用一次，有效期至 { $until }。
upload-page-pick = 选择要对文件使用的工具：
upload-page-sent = 已收到。进度和结果将显示在你的聊天中；你可以关闭此页面。
upload-page-sent-key = 已收到。你的智能体现在可以对此文件使用工具；你可以关闭此页面。
upload-page-invalid-title = 链接无效
upload-page-invalid = 此上传链接无效。请用 /upload 向机器人索取新链接。
upload-page-used-title = 链接已被使用
upload-page-used = 此上传链接已被使用：每个链接只能使用一次。请用 /upload 向机器人索取新链接。
upload-page-expired-title = 链接已过期
upload-page-expired = 此上传链接已过期。请用 /upload 向机器人索取新链接。
upload-page-file = 你的文件
upload-fit-button = 压缩到 { $limit } 以内
upload-fit-gone = 该结果已不存在或不属于你；请重新发送文件。
## Discord message commands and "Convert…" forms (issue 40).

dc-menu-convert = 转换…
dc-menu-price = 查价格
dc-menu-no-file = 这条消息里没有可转换的文件。在下方选择一种文件类型，通过表单上传文件，或者带上文件使用 /convert。
dc-menu-too-large = { $name } 超过了 { $limit } MB，这是此处单个文件的上限。
dc-menu-no-tool = 没有工具接受这种文件类型（{ $type }）。
dc-menu-no-game = 这条消息里没有 Steam 商店链接或应用 ID。
dc-form-title = 转换：{ $kind }
dc-form-title-message = 转换消息中的文件
dc-form-files = 文件
dc-form-files-hint = 最多 { $max } 个文件。
dc-form-tool = 工具
dc-form-params = 选项
dc-form-params-hint = 写成 名称=值，例如 width=200 height=100。留空则使用默认值。
dc-form-too-many = 一个表单最多接受 { $max } 个文件；这个表单有 { $count } 个。
dc-form-gone = 此表单已过期。请在消息上重新使用“转换…”。

## Telegram Mini App (issue 40).

tg-app-menu = 打开应用
tg-app-open = 打开应用
tg-app-price = 在应用中查看走势图和优惠
web-telegram-note = 已通过 Telegram 登录：你在这里发起的任务，结果也会发送到你与机器人的聊天中。
## Stickers and emoji (/sticker and the "Make sticker/emoji" message menu).

cmd-sticker = 把图片、GIF 或短视频做成贴纸或表情并添加
cmd-sticker-usage = /sticker [表情符号] [名称]
cmd-sticker-name = 贴纸
cmd-sticker-opt-emoji = 它代表的表情符号，例如 😀
cmd-sticker-opt-emoji-name = 表情符号
cmd-sticker-opt-as = Discord：服务器表情（默认）或服务器贴纸
cmd-sticker-opt-as-name = 类型
cmd-sticker-opt-name = Discord：名称（字母、数字、_）
cmd-sticker-opt-name-name = 名称
cmd-sticker-opt-file = 图片、GIF 或短视频
menu-make-sticker = 制作贴纸/表情
sticker-set-title = @{ $bot } 制作的我的贴纸
sticker-set-created = 你的新贴纸包已创建，这张贴纸已在其中：{ $link }
sticker-set-added = 已添加到你的贴纸包：{ $link }
sticker-sets-full = 你的贴纸包已满，所以以文件形式发送这张贴纸。
sticker-set-bad-name = Telegram 不允许你的账号在此机器人下使用任何贴纸包名称，所以以文件形式发送这张贴纸。
sticker-trimmed = 已截取 { $total } 秒中的前 { $kept } 秒：贴纸最长 { $kept } 秒。
sticker-emoji-added = 表情 { $emoji } 已作为 :{ $name }: 添加到此服务器。
sticker-guild-sticker-added = 贴纸“{ $name }”已添加到此服务器。
sticker-not-permitted = 在这里添加表情和贴纸需要你和机器人都拥有“创建表达”权限，所以发送文件供你自行添加。
sticker-no-server = 表情和贴纸只能添加到服务器中，所以发送文件。
sticker-slots-full = 此服务器已没有空位，所以发送文件。
sticker-bot-forbidden = Discord 拒绝了：机器人已不能在这里添加表情或贴纸，所以发送文件。
sticker-no-image = 这条消息里没有可以做成贴纸或表情的图片。
sticker-set-rejected = Telegram 未将它加入贴纸包（请先与机器人私聊并点击“开始”），所以以文件形式发送这张贴纸。
sticker-discord-rejected = Discord 没有接受它，所以发送文件供你自行添加。
## Giveaways in every language (issue 36): /giveaways, giveaway posts in both bots, and the giveaway Atom feed.

giveaway-kind-game = 游戏
giveaway-kind-dlc = DLC
giveaway-kind-loot = 游戏内物品
giveaway-kind-beta = 测试资格
giveaway-worth = 价值 { $worth }
giveaway-ends = { $when }结束
giveaway-every-store = 所有商店
giveaway-games-only = 仅游戏
giveaways-title = 免费领取永久保留：{ $filter }
giveaways-none = 目前没有进行中的免费领取。
giveaway-free-at = 在 { $store } { $free }领取，永久保留
giveaway-claim-at = 前往 { $store } 领取
giveaway-over = 已结束：{ $store } 的这次免费领取已经结束。
giveaway-store = 商店
giveaway-status = 状态
giveaways-feed-title = 免费游戏：{ $filter }
giveaway-feed-free = 免费：{ $store } 的 { $title }
giveaway-feed-ended = 已结束：{ $store } 的 { $title }
giveaway-feed-summary = { $title } 可在 { $store } 免费领取并永久保留。
giveaway-feed-summary-until = { $title } 可在 { $store } 免费领取并永久保留，截止 { $date }。
giveaway-feed-summary-ended = 这次免费领取已结束；{ $title } 曾在 { $store } 免费领取。
giveaway-ended = 已结束
giveaway-ended-title = 已结束：

## Bot tool lists, recipes, autocomplete and buttons in every language (issue 36).

tools-takes = 接受：{ $types }
tools-takes-link = 接受：视频链接
tools-gives = 输出：{ $output }
tools-parameters = 参数：
tools-param-default = 默认 { $value }
tg-tools-use = 用法：发送文件并附上说明文字 { $command }
tg-tools-none = 没有与“{ $query }”匹配的工具。试试 /tools image、/tools pdf 或 /tools qr。
tools-for = “{ $query }”的工具
tools-all = 全部工具
tg-tools-page = 第 { $page }/{ $pages } 页
tg-tools-footer = 详情：/tools <名称> · 运行：带文件发送 /convert <名称>
button-previous = 上一页
button-next = 下一页
dc-tools-works-on = 适用于
dc-tools-a-link = 视频链接
dc-tools-gives = 输出
dc-tools-values = 取值：{ $range }
dc-tools-default = 默认：{ $value }
dc-tools-none = 没有与“{ $query }”匹配的工具。试试 /tools image、/tools pdf 或换个说法。
dc-tools-title = 文件工具
dc-tools-title-filter = 文件工具：{ $query }
dc-tools-footer = 第 { $page }/{ $pages } 页 · { $total } 个工具 · /tools <slug> 显示某个工具的选项
recipe-saved = 已保存配方 { $name }：{ $steps }
tg-recipe-run = 用 /convert @{ $name } 在文件上运行它
tg-recipes-none = 你还没有配方。用 /recipe save <名称> <工具 | 工具 …> 保存一个。
recipes-title = 你的配方
tg-recipes-run = 用 /convert @名称 在文件上运行一个配方。
dc-recipe-run = 用 /convert tool:@{ $name } 并附上文件来运行它。
dc-recipes-none = 你还没有配方。用 /recipe 保存一个。
dc-recipes-run = 用 /convert tool:@名称 运行一个配方。
dc-ac-recipe = @{ $name } — 你的配方：{ $steps }
dc-ac-category = 分类：{ $category }（{ $value }）
dc-ac-all-watches = 我的全部价格提醒
tg-album-file = 相册中第 { $index } 个文件（共 { $count } 个）：{ $reason }

## The API's error message in the caller's language (issue 36).

api-error-unknown_tool = 未知工具：{ $detail }
api-error-upload_required = 此工具需要文件：{ $detail }
api-error-url_required = 此工具需要视频链接：{ $detail }
api-error-invalid_url = 链接无效：{ $detail }
api-error-invalid_callback_url = 回调地址无效：{ $detail }
api-error-invalid_params = 参数无效：{ $detail }
api-error-invalid_pipeline = 这些步骤不能前后衔接：{ $detail }
api-error-too_many_steps = 步骤过多：{ $detail }
api-error-too_many_files = 文件过多：{ $detail }
api-error-missing_file = 缺少文件：{ $detail }
api-error-file_too_large = 文件过大：{ $detail }
api-error-unsupported_type = 不支持此文件类型：{ $detail }
api-error-limit_reached = 已达到上限：{ $detail }
api-error-rate_limited = 请求过多：{ $detail }
api-error-not_found = 未找到。
api-error-missing_api_key = 需要 API 密钥：请通过 X-API-Key 或 Authorization: Bearer 发送。
api-error-invalid_api_key = API 密钥无效。
api-error-unauthorized = 未登录：{ $detail }
api-error-forbidden = 已拒绝：{ $detail }
api-error-tool_disabled = 此工具已关闭：{ $detail }
api-error-invalid_appid = 应用 ID 无效：{ $detail }
api-error-invalid_request = 请求无效：{ $detail }
api-error-upstream_unavailable = 价格来源暂时没有响应：{ $detail }
api-error-service_unavailable = 服务暂时不可用。请几秒后重试。
api-error-insufficient_storage = 服务器暂时没有足够的文件空间。请稍后重试，或删除不再需要的已完成任务。
api-error-internal = 我们这边出了点问题。请重试。

## Web page bodies beyond the hub (issue 36): a tool's page, the job panel, "My jobs", a shared recipe's page.

web-tool-breadcrumb = 导航路径
web-tool-disabled = 此工具目前在本服务器上已关闭。请稍后重试。
web-tool-noscript = 此页面需要 JavaScript 才能上传文件并跟踪任务。{ $api } 无需 JavaScript 也能使用。
web-tool-noscript-api = HTTP API
web-tool-video-link = 视频链接
web-tool-your-file = 你的文件
web-tool-options = 选项
web-tool-no-options = 此工具没有选项。
web-tool-start = 开始
web-tool-jobs-listed = 你的任务在过期前都列在 { $jobs } 中。
web-tool-then = 然后…
web-tool-then-label = 下一步，处理上一步的结果
web-tool-then-add = 添加步骤
web-tool-missing = 没有这个工具
web-tool-missing-text = 没有名为“{ $slug }”的工具。
web-tool-see-all = 查看全部工具
web-recipe-title = 保存为配方
web-recipe-hint = 用一个名称保存这些步骤及其选项，以便在其他文件上再次运行（POST /api/pipelines 并带上 { $field }）。
web-recipe-name = 配方名称
web-required = （必填）
web-recipe-name-hint = 最多 60 个字母、数字、空格、点、连字符或下划线。
web-recipe-share = 分享：任何有链接的人都能在自己的文件上运行它
web-recipe-save = 保存配方
web-file-choose = 选择文件
web-file-choose-many = 选择多个文件
web-file-drop = 或拖放到这里
web-file-drop-many = 或拖放到这里
web-file-hint = 支持：{ $types }。最大 { $size } MB。
web-url-label = 一个视频的链接
web-url-hint = 粘贴视频页面的完整地址。
web-job-title = 你的任务
web-job-cancel = 取消任务
web-job-download = 下载
web-job-again = 再处理一个
web-jobs-lead = 从此浏览器启动的任务。任务过期前可以下载结果；之后文件会被删除。
web-needs-js = 此页面需要 JavaScript。
web-loading = 加载中…
web-jobs-caption = 你的任务，最新的在前
web-jobs-tool = 工具
web-jobs-status = 状态
web-jobs-started = 开始于
web-jobs-expires = 过期于
web-jobs-actions = 操作
web-recipe-page-title = 配方：{ $name }
web-recipe-page-steps = 共 { $count } 个步骤，依次处理每个文件（接受多个文件的步骤会一次拿到全部文件）。
web-recipe-page-files = 你的文件
web-recipe-page-use = 使用此配方
web-recipe-page-again = 再次使用

## A Discord channel's own language (issue 36): /language with where: channel.

cmd-language-opt-where = "channel"：本频道的语言，用于优惠和免费领取推送（需要管理频道权限）
cmd-language-opt-where-name = where
dc-language-channel-managers = 只有能管理此频道的成员才能更改它的语言。
dc-language-channel-set = 此频道的优惠和免费领取推送现在使用{ $language }。
dc-language-channel-reset = 已移除此频道的语言设置：推送重新使用各订阅创建时的语言。
dc-language-channel-current = 此频道的推送使用{ $language }。
dc-language-channel-none = 此频道没有自己的语言：推送使用各订阅创建时的语言，否则使用服务器的语言。

## The deals and price pages (issue 36).

web-region = 地区
web-deals-title = 游戏优惠
web-deals-lead = 优惠列表上的免费游戏和大幅折扣，每隔几分钟检查一次。链接经由来源的商店链接跳转。
web-deals-show = 显示
web-deals-every = 全部优惠
web-deals-free-only = 仅免费游戏
web-deals-under = 最高价格
web-deals-under-example = 例如 5
web-deals-cut = 最低折扣（%）
web-deals-cut-example = 例如 90
web-deals-store-example = 例如 steam
web-deals-submit = 显示优惠
web-deals-feed = { $feed }：粘贴到订阅阅读器中，即可获知新的优惠。
web-deals-feed-link = 这些优惠的 Atom 订阅源
web-deals-page = 第 { $page } 页，共 { $pages } 页
web-prices-lead = 一款游戏在各商店的最低价：官方商店、Key 商店、史低和媒体评分。
web-prices-game = Steam 应用 ID 或游戏名称
web-prices-game-example = 例如 620 或 Portal 2
web-prices-game-hint = 数字按应用 ID 查询；文字按名称搜索。
web-prices-submit = 查询
web-prices-which = 哪款游戏？
web-history-title = 价格历史
web-history-period = 时间段
web-history-30 = 30 天
web-history-365 = 1 年
web-history-all = 全部
web-history-caption = 官方商店和 Key 商店的最佳价格以及原价；圆点标出最低价。
web-history-not-enough = 价格历史还不够，无法绘制图表。
web-history-lows = 最低价
web-low-steam = Steam
web-low-since = 自上次涨价以来

## Claim reminders (issue 41): "Remind me" and "Claimed" on giveaway posts and lists, the reminder, and /unclaimed.
cmd-unclaimed = 尚未标记为已领取的进行中免费领取活动
cmd-unclaimed-usage = /unclaimed
cmd-unclaimed-name = 未领取
giveaway-remind-button = 提醒我
giveaway-claimed-button = 已领取
giveaway-remind-set = 我会在 { $date }（结束前 { $lead }）给你发私信。
giveaway-remind-soon = 距离结束不到 { $lead }：提醒马上就到。
giveaway-remind-no-end = 目前还不知道结束时间：一旦公布，我会在结束前 { $lead } 给你发私信。
giveaway-remind-claimed = 你已将此项标记为已领取，无需提醒。
giveaway-remind-sent = 这条提醒我已经发给你了。
tg-remind-private-hint = 请先和我开始私聊。
giveaway-claimed-set = 已标记为已领取：此项不再提醒，/unclaimed 也不再列出。
giveaway-press-ended = 此免费领取活动已结束。
giveaway-press-unknown = 此免费领取活动已不在列表中。
giveaway-reminder = ⏰ 提醒：{ $title } 在 { $store } 免费领取永久保留，截止 { $date }（{ $left }）。
unclaimed-title = 你尚未领取的免费活动
unclaimed-none = 没有你尚未标记为已领取的进行中活动。
# Shared wishlist of a server channel or group (issue 41, 4b)
cmd-wishlist = 本服务器或群组的共享愿望单：添加、移除或列出游戏
cmd-wishlist-usage = /wishlist [add <应用 ID 或标题> | remove <游戏>]
cmd-wishlist-name = 愿望单
cmd-wishlist-opt-action = add、remove 或 list（默认：list）
cmd-wishlist-opt-action-name = 操作
cmd-wishlist-opt-game = 商店应用 ID 或游戏标题
cmd-wishlist-opt-game-name = 游戏
wishlist-added = 已将 { $game } 加入本聊天的愿望单。点击“通知我”，它打折或创新低时会提及你。
wishlist-already = { $game } 已在本聊天的愿望单中。点击“通知我”即可在有变化时被提及。
wishlist-removed = 已从本聊天的愿望单移除：{ $games }
wishlist-removed-none = 本聊天的愿望单中没有与“{ $which }”匹配的游戏。
wishlist-title = 本聊天的愿望单：
wishlist-line = { $game }（应用 { $appid }）：{ $members } 位成员在等待
wishlist-list-hint = 🔔 在游戏打折或创新低时提及你；🔕 取消提醒。
wishlist-empty = 本聊天的愿望单是空的。管理员可用 /wishlist add <游戏> 添加游戏。
wishlist-choices = 有多个游戏与“{ $query }”匹配。请用应用 ID 添加其中一个：
wishlist-admins-only = 只有聊天的管理员才能修改愿望单。
wishlist-groups-only = 共享愿望单适用于服务器和群组。个人价格提醒请使用 /watch。
wishlist-full = 本聊天的愿望单已有 { $max } 款游戏；请先移除一款。
wishlist-button-on = 🔔 通知我
wishlist-button-off = 🔕 停止
wishlist-pressed-on = { $game } 打折或创新低时会提及你。
wishlist-pressed-off = 之后不会再因 { $game } 提及你。
wishlist-pressed-gone = 这款游戏已不在本聊天的愿望单中。
wishlist-members-full = 已有 { $max } 位成员在等待这款游戏。
wishlist-alert-title = { $game } 正在促销（愿望单）
wishlist-alert-cut = 降价 { $cut }：{ $store } 售 { $price }
wishlist-alert-cut-nostore = 降价 { $cut }：{ $price }
wishlist-alert-low = 新史低价：{ $price }
## Tool forms (issue 36, tools' words; 工具表单): parameter labels and the hints under them, as in en.ftl.

tool-form-label-format = 输出格式
tool-form-label-bitrate = 码率
tool-form-label-quality = 质量
tool-form-label-width = 宽度
tool-form-label-height = 高度
tool-form-label-start = 开始
tool-form-label-end = 结束
tool-form-label-x = 左 (x)
tool-form-label-y = 上 (y)
tool-form-label-crop_width = 裁剪宽度
tool-form-label-crop_height = 裁剪高度
tool-form-label-degrees = 角度（度）
tool-form-label-direction = 方向
tool-form-label-factor = 倍数
tool-form-label-fps = 每秒帧数
tool-form-label-gain_db = 增益 (dB)
tool-form-label-level = 级别
tool-form-label-preset = 预设
tool-form-label-pages = 页面
tool-form-label-target_size = 目标大小
tool-form-label-text = 文字
tool-form-label-match = 匹配方式
tool-form-label-color = 颜色
tool-form-label-opacity = 不透明度
tool-form-label-fields = 表单字段
tool-form-label-password = 密码
tool-form-label-owner_password = 所有者密码
tool-form-label-offset = 偏移（秒）
tool-form-label-lang = 语言
tool-form-hint-default = 默认：{ $value }
tool-form-hint-required = 必填
tool-form-hint-optional = 可选
tool-form-hint-range = 允许：{ $min } 到 { $max }
tool-form-hint-at-least = 允许：至少 { $min }
tool-form-hint-at-most = 允许：最多 { $max }
tool-form-hint-pair = { $first }。{ $second }

## Telegram: the line above the tool buttons under a file or video link sent without a command (issue 36, tools' words).

tg-offer-none = 没有工具能处理这类文件。
tg-offer-none-type = 没有工具能处理这类文件（{ $type }）。
tg-offer-no-video = 视频工具不可用。
tg-offer-file = 这是 { $type }。请选择一个工具（默认设置），或附上类似 { $example } 的说明文字重新发送：
tg-offer-file-unknown = 这是一个文件。请选择一个工具（默认设置），或附上类似 { $example } 的说明文字重新发送：
tg-offer-video = 为这个视频选择一个工具：
## Discord forms in parts: a kind of file with more tools than a select lists (issue 40)
dc-form-pick-part = { $kind }共有 { $count } 个工具，超出一个表单能列出的数量。请选择包含所需工具的部分：
dc-form-pick-part-message = 这些文件适用 { $count } 个工具，超出一个表单能列出的数量。请选择包含所需工具的部分：

## A web capture that failed on its page, not a video link (issue 38)
failure-page_unavailable = 无法截取该网页：其地址在此不被允许、无法访问、返回了错误，或未能按时加载。
## Every language, the rest (issue 36): page scripts, chart axes, admin panel, deal feed and filters, e-mail to PDF.

js-no-details = 服务器返回了 { $status }，没有详细信息。
js-no-connection = 无法连接服务器。请检查网络连接后重试。
js-went-wrong = 出了点问题。
js-not-found = 未找到（可能已过期）。
js-expired = 已过期
js-status-queued = 排队等待中
js-status-processing = 处理中
js-status-completed = 完成
js-status-failed = 失败
js-status-cancelled = 已取消
js-status-stage = { $status }（{ $stage }）
js-upload-no-connection = 上传失败：无法连接服务器。
js-job-done = 完成。你的文件已就绪。
js-job-failed = 任务失败。
js-step-failed = 第 { $step } 步（{ $tool }）失败：{ $message }
js-job-cancelled = 已取消。
js-job-unreadable = 无法读取该任务。
js-job-cancelled-deleted = 已取消。文件已删除。
js-job-not-cancelled = 无法取消该任务。
js-result-name = 结果
js-download-name = 下载 { $name }
js-output-info = { $name }，{ $size }。{ $until }前可用。
js-preview-of = { $name } 的预览
js-play = 播放 { $name }
js-first-page-of = { $name } 的第一页
js-beginning-of = { $name } 的开头
js-loading = 加载中…
js-preview-zip = 包含多个文件的 ZIP 压缩包：下载后即可打开。
js-preview-none = 此类文件没有预览。
js-preview-first = …（仅显示前 { $size }）
js-preview-failed = 无法加载预览。
js-jobs-unreadable = 无法加载你的任务。
js-jobs-none = 你还没有任务。选择一个工具开始吧。
js-jobs-count = { $count ->
   *[other] { $count } 个任务。
}
js-jobs-count-running = { $count ->
   *[other] { $count } 个任务，部分仍在运行。
}
js-col-tool = 工具
js-col-status = 状态
js-col-started = 开始于
js-col-expires = 过期
js-col-actions = 操作
js-download = 下载
js-cancel = 取消
js-delete = 删除
js-job-cancel-label = 取消 { $when } 的 { $title } 任务
js-job-delete-label = 删除 { $when } 的 { $title } 任务
js-job-was-cancelled = { $title } 任务已取消。
js-job-was-deleted = { $title } 任务已删除。
js-job-not-removed = 无法移除该任务。
js-prices-sources-down = 价格来源暂时没有响应。请几分钟后再试。
js-prices-rate-limited = 此处的价格查询过多。请一分钟后再试。
js-try-later = { $problem } 请稍后再试。
js-prices-enter = 请输入应用 ID 或标题。
js-prices-searching = 正在搜索“{ $title }”…
js-prices-search-failed = 搜索失败。
js-prices-no-game = 没有找到“{ $title }”对应的游戏。
js-prices-pick = { $count ->
   *[other] 有 { $count } 个游戏匹配；请选择一个。
}
js-prices-looking-up = 正在查询应用 { $appid }…
js-prices-unknown-app = 没有商店认识应用 ID { $appid }。
js-prices-lookup-failed = 查询失败。
js-prices-for = { $title } 的价格。
js-prices-app = 应用 { $appid }
js-prices-keyshop-via = 经 GG.deals 的 Key 转售商
js-prices-keyshop-gap = 需要 GG.deals，但它没有响应（需要在本服务器上配置 API 密钥）
js-prices-card-meta = 应用 { $appid } · { $region } · 价格单位 { $currency }
js-prices-stale = 无法连接商店；这些价格较旧。
js-prices-regular = 原价
js-prices-best-official = 最佳官方商店
js-prices-best-keyshop = 最佳 Key 转售商
js-prices-all-time-low = 史低
js-prices-active-deals = 进行中的优惠
js-prices-critic-score = 媒体评分
js-prices-sources = 来源：{ $sources } · 更新于 { $updated }
js-prices-go-to-offer = 前往最佳优惠
js-choose-files-first = 请先选择一个或多个文件。
js-choose-file-first = 请先选择一个文件。
js-uploading = 上传中…
js-uploading-percent = 上传中… { $percent }%
js-sending = 发送中…
js-job-refused = 服务器拒绝了该任务（{ $status }）。
js-recipe-name-needed = 请给配方起个名字。
js-recipe-not-saved = 无法保存配方（{ $status }）。
js-recipe-saved = { $count ->
   *[other] 已保存“{ $name }”（{ $count } 步）。
}
js-recipe-share-link = 分享链接：
js-steps-finding = 正在查找可以接续的工具…
js-steps-none = 没有工具可以接续：没有工具接受上一步的输出，或流水线的步骤已达上限。
js-steps-count = { $count ->
   *[other] 有 { $count } 个工具可以接收结果。
}
js-steps-added = 已添加第 { $step } 步：{ $title }。
js-steps-removed = 已移除 { $title }。
js-steps-legend = 第 { $step } 步：{ $title }
js-steps-remove-label = 移除第 { $step } 步（{ $title }）
js-steps-no-options = 此工具没有选项。
js-steps-remove = 移除此步
js-required = （必填）
js-steps-refused = 步骤被拒绝
js-first-step-options = 第 1 步：{ $title } 选项
js-options = 选项
js-choose-files = 选择文件
js-choose-file = 选择一个文件
js-drop-them = 或拖放到这里
js-drop-it = 或拖放到这里
js-too-many-files = 一个任务最多接受 { $max } 个文件；你选择了 { $count } 个。
js-file-too-large = 此文件大小为 { $size }；上限为 { $limit }。
js-files-too-large = 这些文件共 { $size }；上限为 { $limit }。
js-paste-video-first = 请先粘贴视频链接。
js-paste-page-first = 请先粘贴网页地址。
js-server-refused = 服务器拒绝了该任务
js-refused-status = { $what }（{ $status }）。
js-file-chosen = { $name }（{ $size }）
js-files-chosen = { $count } 个文件，共 { $size }：{ $names }
js-hub-matches = { $total } 个工具中有 { $shown } 个匹配“{ $query }”。
js-hub-total = 共 { $total } 个工具。
web-page-legend = 网页
web-page-label = 网页地址
web-page-placeholder = https://example.com/article
web-page-hint = 粘贴公开网页的完整地址（http 或 https）。

chart-aria = { $title } 的价格历史
chart-line-official = 官方商店
chart-line-keyshop = Key 转售商
chart-line-regular = 原价
chart-not-enough = 价格历史还不够：过几天再来看看。
chart-today = 今天：{ $price }（{ $line }）
chart-all-time-low = 史低 { $price }
chart-all-time-low-at = 史低 { $price }（{ $where }）
chart-period-low = 期间最低 { $price }
web-history-rate-limited = 此处的价格查询过多；价格历史将在一分钟后重新显示。
web-history-sources-down = 价格来源暂时没有响应，因此没有可显示的价格历史。请几分钟后再试。
web-history-failed = 暂时无法绘制价格历史；请稍后再试。

deal-filter-join = { $a }，{ $b }
deal-filter-free = 免费
deal-filter-under = 低于 { $price }
deal-filter-cut = 折扣至少 { $cut }%
deal-filter-store = 商店 { $store }
deal-filter-region = 地区 { $region }
deal-filter-currency = 货币 { $currency }
deal-filter-ignore = 排除 { $stores }
deal-filter-games-only = 仅游戏
follow-giveaways = 免费领取：{ $filter }
deal-feed-title = 游戏优惠：{ $filter }
deal-feed-free = 免费
deal-feed-live = { $title }：{ $price }（−{ $cut }%），{ $shop }
deal-feed-ended = 已结束：{ $title }（曾在 { $shop } 售 { $price }）
deal-feed-summary = { $shop } 售 { $price }，原价 { $regular }（−{ $cut }%）。
deal-feed-summary-until = { $shop } 售 { $price }，原价 { $regular }（−{ $cut }%）。截至 { $date }。
deal-feed-summary-ended = 此优惠已结束；曾在 { $shop } 售 { $price }，原价 { $regular }。

email-from = 发件人
email-to = 收件人
email-cc = 抄送
email-date = 日期
email-subject = 主题
email-attachments = 附件（{ $count }）
email-unnamed = （未命名）

web-404-title = 找不到页面
web-404-lead = 这个地址什么都没有。你可以：
web-404-tools = 查看所有工具
web-404-prices = 查询游戏价格
web-404-docs = 阅读 API 文档

# Bundles and subscriptions on the price card, bundle follows, image cards (issue 41, parts 4 and 5)
price-bundles = 捆绑包
price-subscriptions = 已加入订阅
price-bundle-ends = { $date } 结束
price-subscription-leaves = { $date } 移出
price-bundle-from = { $price } 起
web-giveaways-title = 免费游戏
web-giveaways-lead = 来自 GamerPower、Epic 和 IsThereAnyDeal 的可永久保留的免费游戏、DLC 和道具，附结束日期。
web-giveaways-none = 没有符合此筛选条件的进行中赠送。
# /fit: a file made again under a size (issue 39)
cmd-fit = 把文件压到指定大小：discord、whatsapp、email… 或字节数
cmd-fit-usage = /fit [discord|discord-nitro-basic|telegram-bot|whatsapp|email|字节数]
cmd-fit-name = 压缩到
cmd-fit-opt-size = 预设（discord、whatsapp、email…）或字节数；默认为此聊天的上限
cmd-fit-opt-size-name = 大小
cmd-fit-opt-file = 要压缩的图片、视频、音频或 PDF

## admin panel (issue 36): the page's shell, its script's words (js-admin-*), and the job stages' words (stage-*).

admin-title = 管理
admin-off = 此服务器未开启管理面板：设置 { $variable } 即可开启。
admin-needs-js = 管理面板需要 JavaScript。
admin-sign-in = 登录
admin-token = 管理令牌
admin-sign-out = 退出登录
admin-sections = 管理分区
admin-queue = 队列
admin-tools = 工具
admin-keys = API 密钥
admin-webhooks = Webhook
admin-price-cache = 价格缓存
admin-queue-caption = 最近的任务（不含文件内容）
admin-col-job = 任务
admin-col-tool = 工具
admin-col-source = 来源
admin-col-status = 状态
admin-col-created = 创建时间
admin-col-actions = 操作
admin-col-category = 类别
admin-col-uses = 使用次数
admin-col-starts = 启动次数
admin-col-errors = 错误
admin-col-last-days = 最近几天
admin-col-on = 开启
admin-col-label = 标签
admin-col-last-used = 上次使用
admin-col-state = 状态
admin-col-key = 密钥
admin-col-failures = 连续失败次数
admin-col-event = 事件
admin-col-type = 类型
admin-col-attempts = 尝试次数
admin-col-last-answer = 最后响应
admin-tools-lead = 关闭某个工具或类别会立即拒绝新任务（403 tool_disabled）；其排队中的任务将失败。
admin-categories = 类别
admin-each-tool = 各个工具
admin-tool-filter = 筛选工具
admin-tools-caption = 最近 { $days } 天的使用次数、任务启动次数和错误
admin-previous = 上一页
admin-next = 下一页
admin-key-label = 新密钥的标签
admin-key-create = 创建密钥
admin-key-copy-now = 请立即复制此密钥；它不会再次显示。
admin-key-secret = Webhook 签名密钥（用于验证其投递的 { $header }）：
admin-webhooks-lead = 投递连续失败次数过多的密钥会被暂停，直到在此处恢复。重发会以相同的 id 再次发送一次投递。
admin-webhooks-state-caption = 各密钥的 Webhook 状态
admin-deliveries-caption = 各密钥最近的投递（最新的在前）
admin-cache-clear = 清空价格缓存
js-admin-sign-in-again = 请重新登录。
js-admin-failed = { $what }：{ $message }
js-admin-enter-token = 请输入管理令牌。
js-admin-sign-in-failed = 登录失败。
js-admin-signed-in = 已登录。
js-admin-queue = 队列
js-admin-tools = 工具
js-admin-keys = 密钥
js-admin-webhooks = Webhook
js-admin-price-cache = 价格缓存
js-admin-flag = 开关
js-admin-cancel = 取消
js-admin-delete = 删除
js-admin-cancel-job = 取消任务 { $job }（{ $tool }）
js-admin-delete-job = 删除任务 { $job }（{ $tool }）
js-admin-job-cancelled = 任务 { $job } 已取消。
js-admin-job-deleted = 任务 { $job } 已删除。
js-admin-no-jobs = 暂无任务。
js-admin-stat-waiting = 等待中
js-admin-stat-running = 运行中
js-admin-stat-completed = 已完成
js-admin-stat-failed = 失败
js-admin-stat-cancelled = 已取消
js-admin-switched-on = { $name } 已开启。
js-admin-switched-off = { $name } 已关闭。
js-admin-category = 类别 { $category }
js-admin-starts-per-day = 每日启动次数：{ $values }
js-admin-page-range = 第 { $first }–{ $last } 个，共 { $total } 个
js-admin-on = 开
js-admin-off = 关
js-admin-off-category = 关（类别）
js-admin-no-tool-matches = 没有与“{ $filter }”匹配的工具。
js-admin-no-tools = 没有工具。
js-admin-never = 从未
js-admin-active = 有效
js-admin-revoked-on = 已于 { $date } 吊销
js-admin-revoke = 吊销
js-admin-revoke-key = 吊销密钥 { $label }
js-admin-key-revoked = 密钥“{ $label }”已吊销。
js-admin-no-keys = 暂无 API 密钥：请在上方创建一个。
js-admin-key-needs-label = 请为密钥填写标签。
js-admin-create-key = 创建密钥
js-admin-key-not-created = 无法创建密钥。
js-admin-key-created = 密钥“{ $label }”已创建。
js-admin-paused-since = 自 { $date } 起暂停
js-admin-delivering = 投递中
js-admin-resume = 恢复
js-admin-resume-key = 恢复 { $key } 的投递
js-admin-resumed = “{ $key }”的投递已恢复。
js-admin-no-webhook-keys = 尚无密钥发送过 Webhook。
js-admin-delivery-pending = 待投递
js-admin-delivery-delivered = 已投递
js-admin-delivery-gone = 已失效（410）
js-admin-delivery-failed = 失败
js-admin-replay = 重发
js-admin-replay-delivery = 重发投递 { $id }
js-admin-replayed = 投递 { $id } 已重新排队。
js-admin-no-deliveries = 暂无投递。
js-admin-unavailable = 不可用
js-admin-unknown = 未知
js-admin-entries = 条目
js-admin-hits = 命中
js-admin-misses = 未命中
js-admin-hit-rate = 命中率
js-admin-clear-cache = 清空缓存
js-admin-cache-cleared = 价格缓存已清空。
stage-queued = 等待中
stage-reading = 读取中
stage-probing = 检测文件中
stage-preparing = 准备中
stage-fetching = 获取中
stage-decoding = 解码中
stage-encoding = 编码中
stage-converting = 转换中
stage-extracting = 提取中
stage-unpacking = 解包中
stage-packing = 打包中
stage-zipping = 压缩为 ZIP 中
stage-resizing = 调整尺寸中
stage-cropping = 裁剪中
stage-rotating = 旋转中
stage-reversing = 倒放中
stage-rendering = 渲染中
stage-drawing = 绘制中
stage-laying-out = 排版中
stage-analysing = 分析中
stage-scanning = 扫描中
stage-recognizing = 识别文字中
stage-stamping = 加盖印记中
stage-remuxing = 重新封装中
stage-compressing = 压缩中
stage-assembling = 组装中
stage-arranging = 排列中
stage-numbering = 编号中
stage-flattening = 扁平化中
stage-filling = 填写中
stage-signing = 签名中
stage-encrypting = 加密中
stage-decrypting = 解密中
stage-redacting = 涂黑中
stage-repairing = 修复中
stage-removing = 移除中
stage-cleaning = 清理中
stage-checking = 检查中
stage-adding-subtitles = 添加字幕中
stage-burning-in-subtitles = 烧录字幕中
# The web tool page's "make it fit" preset buttons (issue 39)
web-size-presets = 适配
web-size-preset = { $name } · { $size } MB
web-size-preset-discord = Discord
web-size-preset-discord-nitro-basic = Discord Nitro 基础版
web-size-preset-telegram-bot = Telegram 机器人
web-size-preset-whatsapp = WhatsApp
web-size-preset-email = 电子邮件
## Bundle follows: /follow bundles posts each new bundle (issue 41, part 4)
follow-bundles = 捆绑包：{ $filter }
bundle-new = { $store } 上架新捆绑包
bundle-from = { $price } 起
bundle-games = { $count } 款游戏
bundle-open = 前往 { $store } 获取
## Archive files in pipelines (issue 39 item 5): the result's note on files left as they were, and the stage
## of sorting an archive's files for the next step (js-files-unchanged: the same note on the web page's job panel)
pipeline-files-unchanged = 压缩包中下一步不接受的文件已原样放入 ZIP：{ $count } / { $total } 个。
js-files-unchanged = 压缩包中下一步不接受的文件已原样放入 ZIP：{ $count } / { $total } 个。
stage-sorting-files = 分拣文件中
# 可见的 PDF 签名（issue 39）：页面上签名框的各行。项目自带的 DejaVu 字体没有中文字形，因此签名框会改用英文行；这些译文仍保留供日后使用。
pdf-sign-signed-by = 数字签名者：{ $name }
pdf-sign-date = 日期：{ $date }
pdf-sign-reason = 原因：{ $reason }
# Telegram: a bare /fit offers the sizes as buttons (issue 39)
tg-fit-choose = 这个文件要发到哪里？选一个大小，我来把它压到合适的大小（或发送 /fit 加字节数）。
tg-fit-this-chat = 此聊天
tg-fit-starting = 正在压缩到：{ $size }
## Archive creation: the words for a tool that takes any file (issue 39, item 5)
web-file-hint-any = 任意类型的文件。最大 { $size } MB。
tools-any-file = 任意类型的文件

# Telegram: /fit on a file over the 20 MB a bot may fetch answers with an upload link that keeps the size (issue 39)
tg-fit-link = 你在那里上传的文件会被压缩到 { $size }。
