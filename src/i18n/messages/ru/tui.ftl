# ru: сообщения терминального приложения (src/tui). Номера статей не переводятся.
# $side — "white" или "black": каждое сообщение выбирает своё слово и падеж.

## Стороны

tui-side = { $side ->
    [white] Белые
   *[black] Чёрные
}
tui-side-letter = { $side ->
    [white] Б
   *[black] Ч
}
tui-side-player = { $side ->
    [white] Белые
   *[black] Чёрные
} ({ $name })
tui-art = (ст. { $article })
tui-only = только: { $filter }

## Клавиши: строка клавиш и справка

tui-key-open = открыть
tui-key-jump-to-board = к доске
tui-key-needs-attention = внимание
tui-key-sort = порядок
tui-key-start-round = старт
tui-key-pause-resume-all = пауза всех
tui-key-previous-board = предыдущая доска
tui-key-close-round = закрыть тур (проверка)
tui-key-ledger = возможные требования
tui-key-ledger-up = прокрутить требования вверх
tui-key-ledger-down = прокрутить требования вниз
tui-key-previous-round = предыдущий тур
tui-key-next-round = следующий тур
tui-key-next-board = следующая доска
tui-key-page-up = страница вверх
tui-key-page-down = страница вниз
tui-key-first-board = первая доска
tui-key-last-board = последняя доска
tui-key-erase-a-digit = стереть цифру
tui-key-clear-jump-filter = сбросить переход / фильтр
tui-key-move = ход
tui-key-press-clock = часы
tui-key-claim = требов.
tui-key-offer = ничья
tui-key-pause-resume = пауза
tui-key-adjust = время
tui-key-illegal = невозм.
tui-key-penalty = наказ.
tui-key-result = итог
tui-key-hall = зал
tui-key-start-clock = пустить часы
tui-key-set-clocks = установить часы
tui-key-note = заметка
tui-key-import-ruling = файл решения (III.6.2)
tui-key-take-back-the-last-action = отменить последнее действие
tui-key-flip-board = перевернуть доску
tui-key-this-board-only-all = доска/все
tui-key-kind = вид
tui-key-open-board = открыть
tui-key-newer = новее
tui-key-older = старее
tui-key-incidents = журнал
tui-key-help = справка
tui-key-quit = выход
tui-key-quit-from-anywhere = выход (откуда угодно)
tui-key-close = закрыть
tui-key-yes-record-it = да, записать
tui-key-no = нет
tui-key-record = записать
tui-key-cancel = отмена
tui-key-erase = стереть
tui-key-type = ввод
tui-key-choose = выбрать
tui-key-previous = предыдущий
tui-key-next = следующий
tui-key-choose-by-number = выбор по номеру

tui-keyname-space = пробел
tui-keyname-enter = ввод
tui-keyname-esc = esc
tui-keyname-up = вверх
tui-keyname-down = вниз
tui-keyname-pgup = pgup
tui-keyname-pgdn = pgdn
tui-keyname-home = home
tui-keyname-end = end
tui-keyname-bksp = bksp
tui-keyname-tab = tab
tui-keyname-ctrl = ctrl-{ $key }
tui-keyname-any = а-я…
tui-keyname-any-ascii = a-z...

tui-help-title = Клавиши: { $context }
tui-context-everywhere = везде
tui-context-hall = зал
tui-context-board = доска
tui-context-incidents = журнал
tui-context-help = справка
tui-context-confirm = подтверждение
tui-context-typing = ввод текста
tui-context-choose = выбор

## Зал

tui-hall-boards = { $count ->
    [one] { $count } доска
    [few] { $count } доски
   *[other] { $count } досок
}
tui-hall-attention = { $count ->
    [one] { $count } требует внимания
   *[other] { $count } требуют внимания
}
tui-hall-sort = порядок: { $sort }
tui-hall-range = { $from }{ $dash }{ $to } из { $total }
tui-hall-jump = доска { $number }
tui-jump-no-board = В этом туре нет доски { $number }.
tui-hall-loading = { $count ->
    [one] ещё { $count } загружается…
    [few] ещё { $count } загружаются…
   *[other] ещё { $count } загружаются…
}
tui-hall-none-need-attention = Ни одна доска не требует внимания. (f — показать все)
tui-hall-empty = В этом турнире ещё нет досок. Добавьте их из командной строки, с этим файлом:
    {"  "}arbiter import pairings ТУР.trf    (или .pgn, .csv из программы жеребьёвки)
    {"  "}arbiter board add --white ИМЯ --black ИМЯ
    Зал покажет их, как только они будут добавлены.
tui-sort-board = по доскам
tui-sort-attention = сначала внимание
tui-sort-clock = меньше времени
tui-col-white = Белые
tui-col-black = Чёрные
tui-col-white-clock = Белые
tui-col-black-clock = Чёрные
tui-col-last-move = Последний ход
tui-col-last-move-short = Посл.
tui-col-status = Статус
tui-col-alerts = Сигналы
tui-period = П{ $period }

tui-status-ready = готов
tui-status-not-started = не начата
tui-status-running = идёт
tui-status-paused = пауза
tui-status-flag = ФЛАГ { $side }

tui-alert-draw = НИЧЬЯ: { $what } ({ $article })
tui-alert-win = { $result }: { $what } ({ $article })
tui-alert-flag = { $note } (ст. { $article })
tui-alert-play-on = идёт
tui-alert-flag-judging = флажок упал: идёт оценка (ст. 6.9)…
tui-alert-claim = требование { $side ->
    [white] белых
   *[black] чёрных
} ждёт решения
tui-alert-claim-short = ТРЕБ { $side }
tui-alert-default-time = Ст. 6.7.1: время опоздания истекло, партия не начата
tui-alert-default-time-short = 6.7.1
tui-alert-due = ждёт решения: { $what }
tui-alert-due-short = РЕШ
tui-alert-offer = (=) предложили { $side ->
    [white] белые
   *[black] чёрные
}
tui-alert-illegal = невозможные ходы Б { $white } Ч { $black }
tui-alert-illegal-short = нвз { $white }/{ $black }

tui-end-checkmate = мат
tui-end-stalemate = пат
tui-end-fivefold = пятикратное повторение позиции
tui-end-seventy-five-moves = правило 75 ходов
tui-end-dead-position = мёртвая позиция

## Доска

tui-board-none-open = Доска не открыта
tui-board-n = Доска { $number }
tui-board-move-period = ход { $move } П{ $period }
tui-board-moves = Ходы
tui-board-ledger = Возможные требования, повторения позиций (L: ходы)
tui-board-no-moves = ходов ещё нет
tui-board-incidents = Журнал
tui-board-no-incidents = нет

## Журнал

tui-incidents-title = Журнал
tui-incidents-newest-first = новые сверху
tui-incidents-all = все доски, все виды
tui-incidents-nothing = Ещё ничего не записано.
tui-filter-board = доска { $number }
tui-filter-attention = требуют внимания
tui-col-time = Время
tui-col-board = Дс
tui-col-kind = Вид
tui-col-by = Кто
tui-col-what = Что
tui-kind-claim = требов.
tui-kind-decision = решение
tui-kind-penalty = наказание
tui-kind-illegal = невозм.
tui-kind-offer = ничья?
tui-kind-result = результат
tui-kind-clock = часы
tui-kind-flag = флажок
tui-kind-note = заметка
tui-kind-takeback = отмена

## Строка состояния

tui-cancelled = Отменено: ничего не записано.
tui-recorded = Доска { $number }: записано — { $what }.
tui-did-move = ход { $san }{ $offer ->
    [yes] {" "}с предложением ничьей
   *[no] {""}
}
tui-did-clock = { $action ->
    [start] часы пущены
    [press] часы переключены
    [pause] часы остановлены
    [resume] часы пущены снова
    [adjust] время исправлено
   *[set] часы установлены
}
tui-did-offer = предложение ничьей
tui-did-agreed = ничья по соглашению
tui-did-declined = предложение отклонено
tui-did-claim = требование: часы остановлены до решения (ст. 9.5)
tui-did-claim-upheld = требование принято: ничья
tui-did-claim-rejected = требование отклонено: сопернику добавлено время
tui-did-illegal = невозможный ход
tui-did-penalty = наказание
tui-did-result = результат { $score }
tui-did-note = заметка
tui-did-import-ruling = решение назначенного арбитра
tui-did-takeback = отмена #{ $seq }
tui-did-guidelines-claim = требование: { $what }
tui-did-ruling = решение: { $ruling ->
    [upheld] принято
    [rejected] отклонено
   *[postponed] отложено
}{ $result ->
    [none] {""}
   *[other] , { $result }
}
tui-due-postponed = { $what } (отложено)
tui-last-action = #{ $seq } { $what } ({ $who }, { $time })
tui-last-action-with = { $action } и то, что записано вместе с ним (#{ $first }–{ $last })

## Тур

tui-hall-round-checks = !{ $count }
tui-help-round-checks = в заголовке: N пунктов проверки тура (S, C показывают их)
tui-round-start-checks = { $count ->
    [0] Проверка тура: перед началом проверять нечего.
   *[other] Проверка тура: перед началом проверить { $count }:
}
tui-round-close-title = Закрыть тур
tui-round-close = { $count ->
    [0] Проверка тура: ничего не осталось. Закрыть тур и показать следующий?
   *[other] Проверка тура: не закрыто { $count }. Всё равно закрыть тур и показать следующий?
}
tui-round-check-more = … и ещё { $count } (arbiter round)
tui-round-closed = { $count ->
    [0] Тур закрыт, ничего не осталось.
   *[other] Тур закрыт, не закрыто { $count } (список: arbiter round).
}
tui-round-all-started = Все часы тура уже пущены.
tui-round-title = Начать тур
tui-round-start = Пустить { $side ->
    [black] часы чёрных
    [mixed] часы стороны, которая ходит,
   *[white] часы белых
} на { $count ->
    [one] { $count } доске
   *[other] { $count } досках
} (ст. 6.5): { $boards }.
tui-round-first = Первая: доска { $number } { $players }.
tui-pause-none = Никакие часы не идут и не стоят на паузе.
tui-loading-wait = { $count ->
    [one] { $count } доска тура ещё читается: повторите чуть позже.
    [few] { $count } доски тура ещё читаются: повторите чуть позже.
   *[other] { $count } досок тура ещё читаются: повторите чуть позже.
}
tui-pause-all-title = Остановить все часы
tui-resume-all-title = Пустить все часы снова
tui-pause-all = Остановить часы на { $count ->
    [one] { $count } доске
   *[other] { $count } досках
} (ст. 6.11.1): { $boards }.
tui-resume-all = Снова пустить часы на { $count ->
    [one] { $count } доске
   *[other] { $count } досках
} (ст. 6.11.1): { $boards }.

## Отмена

tui-takeback-title = Отмена
tui-takeback = Доска { $number } ({ $players }): отменить последнее действие,
    { $what }?
    В журнале оно останется как отменённое.
tui-takeback-nothing = Доска { $number }: отменять нечего.

## Ходы

tui-move-title = Доска { $number }: ход { $side ->
    [white] белых
   *[black] чёрных
} { $label }
tui-move-prompt = Ход (Кр Ф Л С К):
tui-move-legal = возможен: { $label }{ $offer ->
    [yes] {" "}с предложением ничьей (=)
   *[no] {""}
}
tui-move-not-san = это не ход в алгебраической нотации: { $text }
tui-move-illegal = { $label }: невозможный ход для { $side ->
    [white] белых
   *[black] чёрных
} в этой позиции
tui-move-ambiguous = { $label }: неоднозначно, подходит больше одного хода { $side ->
    [white] белых
   *[black] чёрных
}

## Требования (ст. 9.2, 9.3, Руководство III)

tui-claim-choice-repetition = троекратное повторение позиции (ст. 9.2)
tui-claim-choice-fifty = правило 50 ходов (ст. 9.3)
tui-claim-choice-increment = добавка 5 с за ход обоим (Руководство III.4)
tui-claim-choice-cannot-win = соперник не может выиграть обычными средствами (III.5)
tui-claim-choice-no-effort = соперник не пытается выиграть обычными средствами (III.5)
tui-claim-title = Доска { $number }: требование { $side ->
    [white] белых
   *[black] чёрных
}
tui-claim-draw-title = Доска { $number }: требование ничьей { $side ->
    [white] белых
   *[black] чёрных
} (ст. 9.2, 9.3)
tui-claim-written-prompt = Записанный ход (пусто, если позиция на доске):
tui-claim-no-written = без записанного хода: требование по позиции на доске
tui-claim-written-illegal-hold = невозможный ({ $error }): требование неправильное; затем { $hold }
tui-claim-written-illegal-stuck = невозможный ({ $error }): требование неправильное; у фигуры нет возможного хода (ст. 4.5)
tui-claim-increment-confirm = { $side ->
    [white] Белые просят
   *[black] Чёрные просят
} добавку 5 с за ход обоим; это также предложение ничьей (III.4). Записать просьбу и остановить часы?
tui-claim-guidelines-confirm = Требование { $side ->
    [white] белых
   *[black] чёрных
}: { $what }. Записать требование и остановить часы?
tui-claim-guidelines-title = Руководство III
tui-claim-then = Затем: { $what }.
tui-claim-correct-title = Требование правильное
tui-claim-incorrect-title = Требование неправильное
tui-claim-uphold = Принять требование { $side ->
    [white] белых
   *[black] чёрных
} на доске { $number }: ничья, 1/2-1/2 (ст. 9.5.2)?
tui-claim-reject = Отклонить требование { $side ->
    [white] белых
   *[black] чёрных
} на доске { $number }: добавить { $time } на часы { $opponent ->
    [white] белых
   *[black] чёрных
} (ст. 9.5.3)?

## Решения (Руководство III.4, III.5, III.6)

tui-ruling-title = Доска { $number }: решение по требованию { $side ->
    [white] белых
   *[black] чёрных
}
tui-ruling-claim = Требование { $side ->
    [white] белых
   *[black] чёрных
}: { $what }{ $postponed ->
    [yes] {" "}— отложено
   *[no] {""}
}
tui-ruling-grant = согласиться: 5 с за ход обоим с этого момента, +2:00 { $opponent ->
    [white] белым
   *[black] чёрным
} (III.4)
tui-ruling-refuse = отказать в просьбе (III.4)
tui-ruling-referred-uphold = принять: ничья 1/2-1/2 (III.6.2)
tui-ruling-referred-reject = отклонить: { $opponent ->
    [white] белые выиграли
   *[black] чёрные выиграли
}, { $result } (III.6.2)
tui-ruling-postponed-agree = принять сейчас: ничья 1/2-1/2 (III.5)
tui-ruling-postponed-lost = отклонить: { $side ->
    [white] белые проиграли
   *[black] чёрные проиграли
} по времени, { $result } (III.5.2)
tui-ruling-postponed-continue = отклонить, игра продолжается (III.5.2)
tui-ruling-agree = принять: ничья 1/2-1/2 (III.5.1)
tui-ruling-postpone = отложить решение (III.5.2)
tui-ruling-postpone-time = отложить, +2:00 { $opponent ->
    [white] белым
   *[black] чёрным
} (III.5.2)
tui-ruling-reject = отклонить: +2:00 { $opponent ->
    [white] белым
   *[black] чёрным
} (III.5.3)
tui-ruling-record = Записать на доске { $number }: { $ruling }?
tui-ruling-confirm-title = Решение
tui-facts-material = Материал: белые { $white }, чёрные { $black }.
tui-facts-analysis = Анализ: { $analysis }.
tui-facts-time = полуходов к моменту требования: { $at }, после него: { $since }{ $clocks ->
    [yes] ; часы тогда: белые { $white }, чёрные { $black }
   *[no] {""}
}.
tui-facts-opponent = Соперник: { $what }.

## Часы (ст. 6.10.2)

tui-clock-adjust-whose = Доска { $number }: чьё время исправить?
tui-clock-adjust-title = Доска { $number }: время { $side ->
    [white] белых
   *[black] чёрных
}
tui-clock-adjust-prompt = Сколько (+м:сс или -секунды):
tui-clock-set-title = Доска { $number }: установить время обоим игрокам (ст. 6.10.2)
tui-clock-set-prompt = Белые Чёрные (ч:мм:сс ч:мм:сс):
tui-clock-set-example = напр. 1:25:00 1:20:30
tui-clock-set-reading = Белые { $white } Чёрные { $black }
tui-clock-set-two = введите оба времени: сначала белых, затем чёрных, напр. 1:25:00 1:20:30
tui-clock-amount-example = напр. +2:00, -30, +1:00
tui-clock-amount-add = добавить { $time }
tui-clock-amount-take = снять { $time }
tui-clock-not-amount = это не время: { $text } ({ $why })
tui-clock-below-zero = на часах { $side ->
    [white] белых
   *[black] чёрных
} { $shows }: если снять { $take }, станет меньше нуля
tui-clock-adjust-confirm-title = Исправить время
tui-clock-add-confirm = Добавить { $time } на часы { $side ->
    [white] белых
   *[black] чёрных
} ({ $name }) на доске { $number } (ст. 6.10.2)?
tui-clock-take-confirm = Снять { $time } с часов { $side ->
    [white] белых
   *[black] чёрных
} ({ $name }) на доске { $number } (ст. 6.10.2)?
tui-clock-set-confirm-title = Установить часы
tui-clock-set-confirm = Установить часы на доске { $number }: белые { $white }, чёрные { $black } (ст. 6.10.2)?

## Предложения ничьей (ст. 9.1.2)

tui-offer-who = Доска { $number }: кто предлагает ничью (ст. 9.1.2)?
tui-offer-by = { $side ->
    [white] Белые
   *[black] Чёрные
} ({ $name }) предлагают
tui-offer-by-consent = { $side ->
    [white] Белые
   *[black] Чёрные
} ({ $name }) предлагают с согласия арбитра (ст. 9.1.1)
tui-offer-title = Доска { $number }: предложение ничьей { $side ->
    [white] белых
   *[black] чёрных
}
tui-offer-accepts = { $side ->
    [white] Белые принимают
   *[black] Чёрные принимают
}: ничья (ст. 9.1.2)
tui-offer-declines = { $side ->
    [white] Белые отклоняют
   *[black] Чёрные отклоняют
}
tui-offer-agreed-title = Ничья по соглашению
tui-offer-agreed = Записать ничью по соглашению на доске { $number } ({ $players }): 1/2-1/2 (ст. 9.1.2)?

## Невозможные ходы (ст. 7.5)

tui-illegal-title = Доска { $number }: невозможный ход сделали (ст. 7.5)
tui-illegal-confirm-title = Невозможный ход
tui-illegal-which = Доска { $number }: { $count ->
    [1] первый
    [2] второй
    [3] третий
   *[other] ещё один
} невозможный ход { $side ->
    [white] белых
   *[black] чёрных
}.
tui-illegal-add = Добавить { $time } на часы { $opponent ->
    [white] белых
   *[black] чёрных
} (ст. 7.5.5)?
tui-illegal-finding = { $reason } (ст. { $article }).
tui-illegal-look = Посмотрите на позицию и запишите результат ({ $result }?) сами.
tui-illegal-record = Записать невозможный ход?
tui-illegal-record-result = Записать результат { $result }?

## Наказания (ст. 12.9)

tui-penalty-warning = предупреждение (12.9.1)
tui-penalty-opponent-time = добавить время сопернику (12.9.2)
tui-penalty-offender-time = снять время у нарушителя (12.9.3)
tui-penalty-opponent-points = очки соперника до максимума (12.9.4)
tui-penalty-offender-points = уменьшить очки нарушителя (12.9.5)
tui-penalty-game-lost = поражение в партии (12.9.6)
tui-penalty-fine = заранее объявленный штраф (12.9.7)
tui-penalty-exclusion = отстранение на один или несколько туров (12.9.8)
tui-penalty-expulsion = исключение из соревнования (12.9.9)
tui-penalty-for = Доска { $number }: наказание кому (ст. 12.9)
tui-penalty-for-side = Доска { $number }: наказание { $side ->
    [white] белым
   *[black] чёрным
} (ст. 12.9)
tui-penalty-time-title = Доска { $number }: { $penalty }
tui-penalty-time-prompt = Сколько (м:сс):
tui-penalty-why-title = Доска { $number }: { $penalty }, { $side ->
    [white] белым
   *[black] чёрным
} — за что?
tui-penalty-why-prompt = Причина:
tui-penalty-needs-time = наказанию временем нужно время больше 0
tui-penalty-needs-reason = у наказания должна быть причина (ст. 12.9)
tui-penalty-confirm-add = Наказание { $side ->
    [white] белым
   *[black] чёрным
} на доске { $number }: добавить { $time } на часы { $opponent ->
    [white] белых
   *[black] чёрных
} (ст. 12.9.2)?
tui-penalty-confirm-take = Наказание { $side ->
    [white] белым
   *[black] чёрным
} на доске { $number }: снять { $time } с часов { $side ->
    [white] белых
   *[black] чёрных
} (ст. 12.9.3)?
tui-penalty-confirm-lost = { $side ->
    [white] Белым
   *[black] Чёрным
} засчитать поражение на доске { $number }: { $result } (ст. 12.9.6)?
tui-penalty-confirm-warn = Предупредить { $side ->
    [white] белых
   *[black] чёрных
} ({ $name }) на доске { $number } (ст. 12.9.1)?
tui-penalty-confirm = Наказание { $side ->
    [white] белым
   *[black] чёрным
} ({ $name }) на доске { $number }: { $penalty }?
tui-penalty-confirm-title = Наказание
tui-penalty-reason = Причина: { $reason }

## Результаты

tui-result-title = Доска { $number }: результат
tui-result-confirm-title = Результат
tui-result-confirm = Записать результат доски { $number } ({ $players }): { $score }{ $why ->
    [none] {""}
   *[other] {" "}({ $why })
}?

## Заметки

tui-note-title = Доска { $number }: заметка
tui-note-prompt = Текст:
tui-ruling-file-title = Доска { $number }: решение назначенного арбитра (III.6.2)
tui-ruling-file-prompt = Файл решения:
tui-ruling-file-empty = введите путь к файлу решения (claims ruling export)
tui-ruling-other-board = решение относится к доске { $board }, а не к открытой доске { $open }
tui-note-empty = Пустая заметка ничего не записывает.

## Ошибки

tui-error-terminal = терминал: { $why }
tui-demo-error = демонстрация: { $why }
tui-demo-laws = нет редакции Правил { $year } года
tui-demo-no-board = партия демонстрации без тега Board
tui-demo-side = это не сторона: { $text }
tui-demo-step = неизвестный шаг { $step }

## Первый запуск (нет файла турнира)

tui-first-missing = нет файла турнира { $file }: создайте его командой `arbiter init --event НАЗВАНИЕ` или посмотрите приложение в работе: `arbiter demo`
tui-first-choose = Нет файла турнира { $file }.
    {"  "}c  создать здесь турнир
    {"  "}d  открыть демонстрационный турнир (demo.sqlite)
    {"  "}q  выход
    {"> "}
tui-ask-name = {"Ваше имя для записи (Enter: "}{ $account }{"): "}
tui-first-name = {"Название турнира: "}
tui-first-no-name = у турнира должно быть название; ничего не создано
tui-first-control = {"Контроль времени по умолчанию (Enter — 90m+30s; напр. 40/90m+30s:30m+30s, 15m+10s, fide-standard, rapid, none): "}
tui-first-bad-control = контроль времени "{ $control }": { $why }
tui-first-keep = { $warning }
    {"Оставить? (y/n) "}
tui-first-not-kept = не принято: укажите контроль снова, с единицами (напр. 15m+10s)
tui-first-no-answer = нет ответа: ничего не создано
tui-first-control-is = контроль времени: { $meaning }
tui-first-created = создан { $file }; добавьте доски командой `arbiter board add` или `arbiter import pairings`
tui-opening = открытие { $file }
tui-creating = создание { $file }
tui-alert-fed = трансл.
tui-alert-fed-ago = трансл. { $seconds } с назад
tui-alert-feed-disagrees = трансляция расходится с { $label }{ $recorded }: в ней { $label }{ $feed }
tui-alert-feed-disagrees-short = ТРАНСЛ≠
tui-alert-feed-result = трансляция предлагает { $result }
tui-alert-feed-result-short = ТР { $result }
tui-alert-feed-quiet = трансляция молчит { $minutes } мин
tui-alert-feed-quiet-short = ТИШИНА
tui-title-round = { $event } — тур { $round }
tui-press-no-move-title = Доска { $number }: переключить часы без хода?
tui-press-no-move-why = Переключение часов без хода является невозможным ходом (ст. { $article }); идут часы { $side ->
    [white] белых
   *[black] чёрных
}.
tui-press-no-move-illegal = невозможный ход { $side ->
    [white] белых
   *[black] чёрных
} ({ $name }): ст. 7.5.5
tui-press-no-move-anyway = всё равно переключить: ход сделан на доске и здесь не записывается
# Вариант, который журнал отклонит, показан серым (issue 20); $why — причина со статьёй.
tui-choice-unavailable = { $number } { $option } — недоступно: { $why }
tui-refuse-consent-option = { $rule } — вариант { $key } записывает это с согласия арбитра
# Другая сессия записала на открытой доске, пока был открыт диалог (issue 30, D2): диалог закрыт, ничего не записано.
tui-dialog-stale = Доска { $number } изменилась под диалогом: { $what }; последний ход { $last }. Ничего не записано: посмотрите на доску и откройте диалог снова.
tui-help-refused = { $label } (сейчас нельзя)
tui-help-refused-why = Сейчас нельзя: { $why }
tui-incident-with-time = { $awards } — { $text }
tui-alert-feed-contradicts = партия трансляции по тегам — эта доска, но { $white } – { $black }
tui-alert-feed-contradicts-short = ТР≠ПАРА
tui-alert-feed-illegal = ход трансляции { $label } там невозможен: исправьте электронную доску
tui-alert-feed-illegal-short = ТР НВЗ
tui-alert-feed-after-end = трансляция продолжает ходом { $label } после окончания партии (ст. { $article }): окончание в силе
tui-alert-feed-after-end-short = ТР>КОНЕЦ

# Листы контроля времени в приложении (issue 35; AM 2025, General Duties).
tui-key-sheets = листы; T3 в листе, T3? нет
tui-key-take-sheet = снять лист сейчас
tui-context-sheet = листы контроля времени
tui-sheet-title = Листы контроля времени
tui-sheet-none = В этом туре листов контроля времени ещё нет (n: снять лист сейчас).
tui-alert-sheet-short = T{ $n }
tui-alert-sheet-missing-short = T{ $n }?
tui-alert-sheet = лист получаса { $n } в { $at }: белые { $white }, чёрные { $black }, ходы { $moves }
tui-alert-sheet-missing = нет в листе получаса { $n } (T, n: снять лист сейчас)
tui-help-sheet = в листе контроля этого получаса; T3?: нет в нём

# A ruling file the app could not read (III.6).
tui-cannot-read-file = не удаётся прочитать { $file }
