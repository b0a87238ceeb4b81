# ru: report messages.
report-title = { $event } — отчёт главного арбитра
report-title-round = { $event } — тур { $round }: отчёт главного арбитра
report-chief = Главный арбитр: { $name }
report-generated = Составлен: { $at }
report-none = Инцидентов не зарегистрировано.
report-col-time = Время
report-col-round = Тур
report-col-board = Доска
report-col-players = Игроки
report-col-move = Ход
report-col-clocks = Часы после (Б / Ч)
report-col-category = Категория
report-col-article = Статья
report-col-decision = Решение
report-col-penalty = Наказание
report-col-arbiter = Арбитр
report-before-move-1 = до 1-го хода
report-article = ст. { $article }
report-totals = Итоги по категориям
report-incidents = Инциденты
report-all = Всего
report-category = { $category ->
    [claim] Требование
    [illegal_move] Невозможный ход
    [clock_correction] Исправление часов
    [flag] Падение флажка
    [penalty] Наказание
    [decision] Решение
    [feed] Трансляция
   *[note] Заметка
}
pgn-note = Арбитр ({ $category }): { $what }
pgn-note-article = Арбитр ({ $category }, ст. { $article }): { $what }
pgn-note-time = { $note }. Время: { $awards }.{ $clocks }
pgn-note-clocks = { " " }Часы теперь: белые { $white }, чёрные { $black }.
pgn-why = { $reason }.
pgn-why-article = { $reason } (ст. { $article }).
pgn-forfeit = Партия не игралась: неявка, { $score } (ст. 6.7).
pgn-unplayed = Каждый сделал меньше одного хода: засчитано { $score }, в рейтинг не идёт.
pgn-other-score = Результат { $score } (ст. 10.2, 12.9).
pgn-armageddon = Армагеддон: ничья засчитывается как победа чёрных ({ $score }).
pgn-void-moves = { $count ->
    [one] { $count } полуход, сделанный после этого, не считается.
    [few] { $count } полухода, сделанных после этого, не считаются.
   *[other] { $count } полуходов, сделанных после этого, не считаются.
}
pgn-result-replaced = Записанный результат { $score } заменён.
pgn-written-move-played = Арбитр (ст. 9.5.3): сделан ход, записанный при неправильном требовании
report-arbiters = { $count ->
    [1] Действовавший арбитр
   *[other] Действовавшие арбитры
}: { $names }

# Проверка тура и журнал возможных требований в отчёте (issue 35).
report-checklist-title = Проверка тура { $round } ({ $state })
report-col-checklist = проверка
report-col-check = что проверить
report-checklist-start = начало
report-checklist-close = закрытие
report-checklist-none = Проверять нечего.
report-ledger-title = Возможные требования и повторения позиций (AM 2025 p.32: воспроизвести требование при обоих игроках)
report-col-ledger = требование, которое было бы верным, или повторённая позиция
report-ledger-none = Ни одно требование по 9.2 или 9.3 не было бы верным, и ни одна позиция не повторялась.
