# Лист контроля часов (issue 35; Руководство арбитра 2025, общие обязанности).
sheet-slot-half-hour = полчаса { $n }
sheet-slot-on-demand = по запросу
event-sheet = лист контроля часов ({ $slot }): белые { $white }, чёрные { $black }, ходы { $moves }
refuse-sheet-taken = лист контроля часов за полчаса { $n } уже снят
refuse-sheet-not-running = часы доски не идут: в листе контроля часов для неё нет строки
sheet-col-sheet = лист
sheet-col-board = доска
sheet-col-white = белые
sheet-col-black = чёрные
sheet-col-white-clock = часы белых
sheet-col-black-clock = часы чёрных
sheet-col-moves = ходы
sheet-col-at = снят в
sheet-col-by = кем
sheet-title = Листы контроля часов, тур { $round } (РА 2025, общие обязанности: проверять часы каждые тридцать минут)
sheet-none = В туре { $round } листов контроля часов ещё нет.
sheet-taken = лист контроля часов тура { $round } ({ $slot }) снят в { $at }: { $count ->
    [one] { $count } доска в игре
    [few] { $count } доски в игре
   *[other] { $count } досок в игре
}
sheet-nothing = ни на одной доске тура { $round } часы не идут: лист не снят
sheet-app-taken = лист контроля часов тура { $round }, полчаса { $n }, снят (досок: { $count })
report-sheet-title = Листы контроля часов (РА 2025, общие обязанности)
report-reminders-title = Напоминания на { $at }
report-sheet-none = Листы контроля часов не снимались.
report-col-reminder = напоминание
report-reminders-none = Напоминаний нет: все партии окончены или ничего не ожидается.
report-switches-title = Включение и отключение напоминаний (кто, когда)
report-col-switched-at = когда
report-col-switch = изменение
report-switches-none = Напоминания не включались и не отключались (все включены, если не изменены до начала этого журнала: см. `arbiter reminders`).
