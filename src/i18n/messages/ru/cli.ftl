# ru: cli messages.
cli-cannot-read = { $file }: не удаётся прочитать
cli-no-games = { $file }: в файле нет партий
cli-game-out-of-range = { $file }: партии { $game } нет: в файле { $count } { $count ->
    [one] партия
    [few] партии
   *[other] партий
}
cli-file-game = { $file }: партия { $game }
# События, история и состояние доски. $by, $side: white | black.
claim-kind-repetition = троекратное повторение позиции (ст. 9.2)
claim-kind-fifty = правило 50 ходов (ст. 9.3)
claim-kind-cannot-win = соперник не может выиграть обычными средствами (III.5)
claim-kind-no-effort = соперник не прилагает усилий выиграть обычными средствами (III.5)
claim-kind-cannot-win-referred = соперник не может выиграть обычными средствами (III.6.1.1)
claim-kind-no-effort-referred = соперник не прилагает усилий выиграть обычными средствами (III.6.1.2)
claim-kind-extra-increment = дополнительные 5 с на ход (III.4)
referral-cannot-win = III.6.1.1: соперник не может выиграть обычными средствами
referral-no-effort = III.6.1.2: соперник не прилагает усилий выиграть обычными средствами
event-verification = { $by ->
    [white] белые
   *[black] чёрные
} { $agree ->
    [yes] согласились с требованием
   *[no] оспорили требование
} #{ $seq }
event-move = сделан ход { $san }
event-offer-answered = { $by ->
    [white] белые
   *[black] чёрные
} { $accepted ->
    [yes] приняли
   *[no] отклонили
} предложение ничьей
event-decision = по требованию { $by ->
    [white] белых
   *[black] чёрных
} принято решение ({ $ruling ->
    [upheld] удовлетворено
    [rejected] отклонено
   *[postponed] отложено
})
event-decision-at = по требованию #{ $seq } принято решение ({ $ruling ->
    [upheld] удовлетворено
    [rejected] отклонено
   *[postponed] отложено
})
event-decision-result = {" "}— результат { $result }
event-illegal = { $by ->
    [white] белые
   *[black] чёрные
} сделали невозможный ход
event-takeback = событие #{ $seq } отменено
unit-minutes = { $n } мин
unit-seconds = { $n } с
penalty-warning = предупреждение { $side ->
    [white] белым
   *[black] чёрным
}
award = { $amount } (ст. { $article })
award-per-move = +{ $time } за ход { $side ->
    [white] белым
   *[black] чёрным
}
penalty-time-to = +{ $time } { $side ->
    [white] белым
   *[black] чёрным
}
penalty-time-from = −{ $time } у { $side ->
    [white] белых
   *[black] чёрных
}
penalty-other = { $side ->
    [white] белые
   *[black] чёрные
}: { $note }
history-clock-adjust = часы { $side ->
    [white] белых
   *[black] чёрных
} изменены на { $seconds } с
history-clock-set = часы установлены на { $white } – { $black }
history-clock-increment = с этого момента обоим дополнительно { $seconds } с на ход
history-flag = у { $side ->
    [white] белых
   *[black] чёрных
} упал флажок
history-clock = { $action ->
    [pause] часы остановлены
    [resume] часы пущены снова
    [start] часы пущены
   *[press] часы переключены
}
draw-rule-consent = Ничья по соглашению только с согласия арбитра (ст. 9.1.1)
draw-rule-from-move = Без согласия арбитра ничья по соглашению не ранее { $move }-го хода (ст. 9.1.1)
draw-rule-consent-short = ничья с согласия (9.1.1)
draw-rule-from-move-short = ничья с { $move }-го хода (9.1.1)
round-warn-no-player = доска { $board }: нет игрока { $side ->
    [white] белыми
   *[black] чёрными
}
round-warn-no-control = доска { $board }: нет контроля времени (ст. 6.1)
round-warn-unconfirmed = доска { $board }: игрока { $side ->
    [white] белыми
   *[black] чёрными
} нет в списке участников (пара не подтверждена)
round-warn-no-result = доска { $board }: ещё нет результата
round-warn-pending = доска { $board }: претензия #{ $seq } ждёт решения арбитра
round-warn-referred = доска { $board }: претензия #{ $seq } передана главному арбитру (III.6), решения нет
round-warn-flag = доска { $board }: упал флаг { $side ->
    [white] белых
   *[black] чёрных
}, не рассмотрено (ст. 6.9)
round-start-checked = тур { $round }: { $count ->
    [0] перед началом проверять нечего
    [one] перед началом проверить: { $count }
    [few] перед началом проверить: { $count }
   *[other] перед началом проверить: { $count }
}
round-close-checked = тур { $round }: { $count ->
    [0] можно закрывать, ничего не осталось
   *[other] перед закрытием не решено: { $count }
}
rounds-warnings = проверить: { $count }
history-offer = { $by ->
    [white] белые
   *[black] чёрные
} предложили ничью (=)
history-offer-consent = { $by ->
    [white] белые
   *[black] чёрные
} предложили ничью (=) с согласия арбитра (ст. 9.1.1)
history-claim = { $by ->
    [white] белые
   *[black] чёрные
} потребовали: { $claim }{ $referred ->
    [yes] {" "}в отсутствие арбитра: передано назначенному арбитру
   *[no] {""}
}
history-ruling = требование { $by ->
    [white] белых
   *[black] чёрных
} #{ $seq } { $ruling ->
    [upheld] удовлетворено
    [rejected] отклонено
   *[postponed] отложено
}
history-penalty = наказание { $side ->
    [white] белым
   *[black] чёрным
} ({ $penalty }): { $reason }
history-illegal-irregularities = {" "}({ $kinds }{ $count ->
    [one] {""}
   *[other] : один невозможный ход, Руководство арбитра, с. 28
})
irregularity-not-legal = ход, невозможный в позиции (7.5.1)
irregularity-promotion = пешка не заменена при превращении (7.5.2)
irregularity-no-move = часы переключены без хода (7.5.3)
irregularity-two-hands = ход двумя руками (7.5.4)
history-illegal = невозможный ход { $by ->
    [white] белых
   *[black] чёрных
} (№ { $count })
history-result = результат { $result }: { $reason }
history-result-under-kind = { $result }: { $reason }
history-note = заметка: { $text }
history-repaired = пара изменена до начала партии файлом { $file }: была { $was }, теперь { $now }
history-takeback = исправление: #{ $seq } отменено ({ $what })
status-over-article = { $score } ({ $reason }, ст. { $article })
status-over = { $score } ({ $reason })
status-referred = требование { $by ->
    [white] белых
   *[black] чёрных
} передано назначенному арбитру (III.6.2): результат ожидается
status-offer = { $by ->
    [white] белые
   *[black] чёрные
} предложили ничью
status-claim = { $by ->
    [white] белые
   *[black] чёрные
} требуют: { $claim }
status-playing = партия продолжается
history-claim-written = {" "}с записанным ходом { $written }
history-claim-valid = { $valid ->
    [yes] ; движок правил: правильное
   *[no] ; движок правил: неправильное
}
cli-recorded = доска { $board } #{ $seq }, записал { $who }: { $what }
cli-move-ended = доска { $board }: партия окончена этим ходом: { $status }
cli-recorded-unconfirmed = доска { $board }: записано как #{ $seq }, но подтверждение не удалось вывести ({ $error }): не повторяйте, или повторите с --expect-seq { $expect } (будет отклонено, если #{ $seq } уже есть)
cli-clock-running = {" "}({ $side ->
    [white] идут часы белых
   *[black] идут часы чёрных
})
cli-board-row = { $number }  { $white } – { $black }  полуходов: { $plies }{ $clocks }  { $status }
cli-show-head = доска { $board }: { $white } – { $black } (последнее #{ $last }) { $status }
cli-problem = проблема: { $problem }
cli-log-origin = {" "}с { $origin }
cli-log-line = доска { $board } #{ $seq }  { $who }{ $origin }: { $what }
cli-log-rule-change = турнир  { $who }{ $origin }: { $what }
cli-report-format = неизвестный формат отчёта '{ $format }' (md или html)

# Отказы выполнить команду (ничего не записывается). $by, $to_move: white | black.
refuse-referred-ended = партия закончилась требованием { $by ->
    [white] белых
   *[black] чёрных
} #{ $seq } (III.6): результат устанавливает решение назначенного арбитра
refuse-game-over = партия окончена: { $status } — сначала отмените результат
refuse-illegal = { $error } (позиция { $fen })
refuse-no-control = у этой доски нет контроля времени (задайте его с --control)
refuse-offer-too-early = ничью нельзя предложить, пока оба игрока не сделали по ходу (ст. 5.2.3)
refuse-offer-pending = { $by ->
    [white] у белых
   *[black] у чёрных
} уже есть непринятое предложение ничьей (#{ $seq })
refuse-offer-consent-rule = в этом турнире для предложения ничьей нужно согласие арбитра (ст. 9.1.1)
refuse-offer-consent = { refuse-offer-consent-rule }; повторите с --consent
refuse-offer-before-move-rule = в этом турнире нельзя предлагать ничью до { $move }-го хода (ст. 9.1.1); { $by ->
    [white] белые сделали
   *[black] чёрные сделали
} { $made }
refuse-offer-before-move = { refuse-offer-before-move-rule } — повторите с --consent
refuse-no-offer = непринятого предложения ничьей нет
refuse-touched = { $by ->
    [white] белые коснулись
   *[black] чёрные коснулись
} фигуры с намерением сделать ход и на этом ходу потеряли право требовать ничью (ст. 9.4)
refuse-claim-not-on-move = по ст. 9.2/9.3 может требовать только игрок, чья очередь хода ({ $to_move ->
    [white] белые
   *[black] чёрные
})
refuse-claim-write-move = позиция на доске не ничейная, но ход { $side ->
    [white] белых
   *[black] чёрных
} может к ней привести: требование о позиции после хода требует записать этот ход на бланке (ст. 9.2.1, 9.3.1). Это не неправильное требование и не наказывается: попросите игрока записать ход и потребовать снова (--move SAN; Руководство арбитра 2025, с. 32)
refuse-not-a-claim = #{ $seq } — не требование на этой доске
refuse-no-claim-waiting = нет требования, ожидающего решения
refuse-claim-decided = по требованию #{ $seq } решение уже принято
refuse-penalty-reason = для наказания нужна причина
refuse-penalty-time = наказание временем должно быть положительным, а не { $ms } мс
refuse-result-recorded = результат { $score } уже записан (#{ $seq }) — сначала отмените его
refuse-laws-ended = партия окончена по Правилам: { $score } ({ $reason }, ст. { $article }) — { $result } не может его заменить
refuse-result-referred = требование { $by ->
    [white] белых
   *[black] чёрных
} #{ $seq } передано назначенному арбитру: результат придёт с его решением (III.6.2)
refuse-result-postponed = решение по требованию III.5 { $by ->
    [white] белых
   *[black] чёрных
} #{ $seq } отложено: сначала примите решение — удовлетворить (ничья) или отклонить с результатом (III.5.2)
refuse-result-reason = для результата нужна причина (--reason)
refuse-empty-note = пустая заметка
refuse-nothing-to-take-back = отменять нечего
refuse-no-event = события #{ $seq } нет (последнее — #{ $last })
refuse-taken-back = #{ $seq } уже отменено
refuse-not-last-move = #{ $seq } — не последний ход; сначала отмените последующие ходы
refuse-claim-decided-take-back = по требованию #{ $seq } уже принято решение (#{ $decision }); сначала отмените решение
cli-claims-none = нет требований, ожидающих решения
cli-claims-row = доска { $board } #{ $seq }: { $white } ({ $white_material }) – { $black } ({ $black_material }): { $by ->
    [white] белые требуют
   *[black] чёрные требуют
}: { $grounds } — { $status ->
    [referred] передано (III.6)
    [postponed] отложено (III.5.2)
   *[waiting] ожидает решения (III.5)
}
cli-claims-position = позиция: { $fen }
cli-claims-clocks = часы в момент требования: белые { $white } – чёрные { $black }
cli-claims-scoresheet = бланк: полуходов на момент требования — { $plies }, после — { $since }
cli-claims-analysis = анализ: { $analysis }
cli-claims-agreed = согласен
cli-claims-disputed = не согласен
cli-claims-disputed-because = не согласен: { $comment }
cli-claims-opponent = соперник: { $verification }
cli-created = создан { $file }: { $event } (Правила { $laws }{ $control ->
    [none] {""}
   *[other] , контроль { $control }
}{ $guidelines ->
    [yes] , объявлено применение Руководства III
   *[no] {""}
})
cli-time-control = контроль времени: { $meaning }
cli-board-added = доска { $board }: { $white } – { $black }{ $control ->
    [none] {""}
   *[other] {" "}({ $control }: { $meaning })
}
cli-board-number-zero = номера досок начинаются с 1
cli-backed-up = резервная копия { $file } сохранена в { $out }
cli-warning = предупреждение: { $warning }
cli-stdout-error = не удаётся записать в стандартный вывод: { $error }

# Режим игрока (Руководство III.6). Ответы (c, v, s, q, w, b, 1–3, a, d, y) — клавиши, одинаковые
# во всех языках.
player-board = Доска { $board }: { $white } – { $black }
player-no-moves = ходов не записано
player-moves = записано { $count } { $count ->
    [one] ход
    [few] хода
   *[other] ходов
}, последний { $last }
player-clocks = часы: белые { $white } – чёрные { $black }
player-to-move = { $side ->
    [white] очередь хода за белыми
   *[black] очередь хода за чёрными
}
player-game-over = партия окончена: { $status }
player-not-verified = соперник ещё не проверил
player-opponent-agreed = соперник согласен
player-opponent-disputed = соперник оспорил: { $comment }
player-referred = { $by ->
    [white] белые потребовали
   *[black] чёрные потребовали
} ничью ({ $grounds }), требование #{ $seq }: передано назначенному арбитру; { $verification }
player-menu-c = c  потребовать ничью: соперник не может выиграть / не прилагает усилий выиграть (III.6)
player-menu-v = v  проверить требование соперника
player-menu-s = s  показать доску
player-menu-q = q  выйти
player-only-these = { $answer }: здесь только c, v, s или q (этот сеанс работает только с доской { $board })
player-refused = отказано: { $error }
player-ask-side = Вы играете белыми (w) или чёрными (b)?{" "}
player-no-answer = нет ответа
player-answer-side = { $answer }: ответьте w или b
player-answer-ground = { $answer }: ответьте 1, 2 или 3
player-answer-agree = { $answer }: ответьте a или d
player-ask-ground = Основание: 1 = соперник не может выиграть обычными средствами (III.6.1.1), 2 = не прилагает усилий выиграть обычными средствами (III.6.1.2), 3 = оба:{" "}
player-ask-fen = Окончательная позиция, как вы её записали (FEN; Enter = позиция на доске: { $fen }):{" "}
player-ask-scoresheet = Ваш бланк, ходы с начала партии в SAN (Enter = ходы, записанные здесь):{" "}
player-ask-clocks = Показания обоих часов сейчас, БЕЛЫЕ ЧЁРНЫЕ (например 1:45 4:10; Enter = часы этой доски):{" "}
player-ask-confirm = Записать требование? Партия заканчивается; назначенный арбитр решит позже (y/n):{" "}
player-nothing-recorded = ничего не записано
player-no-claim = на доске { $board } нет требования для проверки
player-final-position = окончательная позиция: { $fen }
player-scoresheet = бланк: { $moves }
player-ask-agree = Вы согласны (a) с позицией и бланком или оспариваете их (d)?{" "}
player-ask-comment = Комментарий (Enter — без комментария):{" "}
player-board-needs-round = режиму игрока нужен тур: --board R.{ $number } (тур R, доска { $number }), например --board 1.{ $number } — одно { $number } последовало бы за текущим туром к другой партии

# Отказы по просьбам и требованиям по Руководству III (III.2, III.4, III.5, III.6).
refuse-iii52-limit = III.5.2 позволяет добавить сопернику не более 2 минут, а не { $seconds } с
refuse-iii6-result = отклонённому требованию по III.6 нужен результат, который устанавливает назначенный арбитр (III.6.2), например --result { $result }
refuse-own-claim = требование заявили { $side ->
    [white] белые
   *[black] чёрные
}; проверяет его соперник (III.6.1)
refuse-verified-already = { $side ->
    [white] белые
   *[black] чёрные
} уже проверили требование (№ { $seq })
refuse-iii-not-on-move = просить может только игрок, чья очередь хода ({ $side ->
    [white] белые
   *[black] чёрные
}) (III.4, III.5, III.6)
refuse-iii-not-announced = для этого турнира Руководство III не было объявлено (III.2.1)
refuse-iii-blitz = Руководство III не применяется к блицу (III.2.2)
refuse-iii-not-last-period = { $side ->
    [white] белые
   *[black] чёрные
} на { $move }-м ходу, в периоде { $period } из { $periods } контроля { $control }: процедуры ускоренного завершения касаются только последнего периода, в котором должны быть сделаны все оставшиеся ходы ({ $article })
refuse-iii-flag-fallen = у { $side ->
    [white] белых
   *[black] чёрных
} упал флажок: просить слишком поздно (III.4, III.5, III.6)
refuse-iii-time-left = у { $side ->
    [white] белых
   *[black] чёрных
} осталось { $left }, это не меньше двух минут (III.4, III.5)
refuse-held-piece = { $hold } — требование № { $seq } было неверным, а его записанный ход невозможен, поэтому ход должен быть сделан этой фигурой{ $pieces ->
    [one] {""}
   *[other] {" "}(любой из них)
}, а не { $move }
refuse-no-extra-increment = просьбы о дополнительном добавлении времени (III.4) нет в Правилах { $year } года: она впервые появилась в 2014 году (Приложение G.4); игрок, у которого осталось меньше двух минут, может потребовать ничью по ст. 10.2
refuse-scoresheet-start = бланк записи должен начинаться с { $count } ходов, записанных на этой доске
refuse-scoresheet-move = бланк записи, ход { $label }: { $error }
refuse-final-position = окончательная позиция: { $error }
refuse-final-position-differs = записанная окончательная позиция ({ $written }) не совпадает с той, к которой приводит бланк записи ({ $sheet })

# rules dead (ст. 5.2.2).
dead-no-input = rules dead: укажите FEN или --batch ФАЙЛ
dead-bad-colour = rules dead: --colour должен быть white или black, а не { $colour }
dead-verdict = мёртвая позиция (ст. 5.2.2): { $answer ->
    [yes] да
    [no] нет
   *[other] не определено
}
dead-can-mate = { $side ->
    [white] Белые
   *[black] Чёрные
} могут поставить мат: { $answer ->
    [yes] да
    [no] нет
   *[other] не определено
}

# Флаг и его значение, как они набраны (флаги остаются английскими, как у clap).
cli-flag-value = { $flag } { $value }
# arbiter rules clock: ошибки сценария и показания часов.
cli-clock-expected-line = { $text }: ожидалось СЕКУНДЫ ДЕЙСТВИЕ [АРГУМЕНТЫ]
cli-clock-time = время { $time }
cli-clock-negative = время { $time }: число секунд от начала не может быть отрицательным
cli-clock-no-args = { $action }: аргументы не принимаются, получено { $got }
cli-clock-add-amount = add: величина { $amount }
cli-clock-add-usage = add: ожидалось `add white|black СЕКУНДЫ`
cli-clock-set-usage = set: ожидалось `set СЕКУНДЫ_БЕЛЫХ СЕКУНДЫ_ЧЁРНЫХ [ХОДЫ_БЕЛЫХ ХОДЫ_ЧЁРНЫХ]`
cli-clock-set-moves = set: { $text } — не число ходов
cli-clock-set-side = set: { $side ->
    [white] белые
   *[black] чёрные
} { $time }
cli-clock-increment = добавление { $amount }
cli-clock-increment-usage = increment: ожидалось `increment СЕКУНДЫ`
cli-clock-flag-usage = flag: ожидалось `flag white|black`
cli-clock-unknown-action = неизвестное действие { $action } (start, press, pause, resume, add, set, increment, flag, show)
cli-clock-not-side = { $text } — не сторона (white или black)
cli-clock-flag-at = , флажок упал на { $at } с
cli-clock-flag-unknown = , флажок упал (момент неизвестен)
cli-clock-side = { $side ->
    [white] белые
   *[black] чёрные
} { $time } ({ $moves ->
    [one] { $moves } ход
    [few] { $moves } хода
   *[other] { $moves } ходов
}, период { $period }{ $flag })
cli-clock-frozen = остановлены
cli-clock-paused = на паузе
cli-calc-running = { $side ->
    [white] идут часы белых
   *[black] идут часы чёрных
}
cli-clock-not-started = не запущены
cli-clock-line = на { $at } с: { $white } | { $black } | { $state }
cli-clock-first-flag = {" "}| первым упал флажок: { $side ->
    [white] белых
    [black] чёрных
   *[other] неизвестно чей
} ({ $last ->
    [yes] в последнем периоде
   *[no] не в последнем периоде
})
cli-flag-error = { $flag }: { $error }
cli-bad-edition = { $text }: допустимо 2023, 2018, 2014 или 2009
cli-bad-side = { $text }: white (белые) или black (чёрные)
cli-illegal-finding = Ст. { $article }: { $reason } → запишите: arbiter result { $board } { $result } --reason "{ $reason }"
cli-penalty-needs-seconds = для { $what } нужно указать СЕКУНДЫ
cli-clock-bad-action = clock: { $text } — не start, press, pause, resume, add СТОРОНА СЕКУНДЫ, set БЕЛЫЕ ЧЁРНЫЕ, flag СТОРОНА и не increment СЕКУНДЫ
# arbiter import / export.
cli-cannot-read-file = не удаётся прочитать { $file }
cli-cannot-write-file = не удаётся записать { $file }
cli-pairings-summary = { $file }: досок: { $boards }, свободных от игры: { $byes }{ $event }
cli-pairings-bye = { $round }.bye { $player } ({ $kind })
cli-no-moves = ходов нет
cli-no-move = хода нет
cli-move-at-line = { $san } (строка { $line })
cli-game-dry-run = { $file }: полуходов: { $plies }, все допустимы; последний { $last }; время на часах у { $clocks }; результат { $result }
cli-laws-end-it = партия окончена по Правилам: { $reason } (ст. { $article })
cli-import-conflicts = конфликтов: { $conflicts }; ничего не импортировано (было бы создано досок: { $created }, уже есть: { $unchanged })
cli-import-summary = создано досок: { $created }, уже есть: { $unchanged }, конфликтов: { $conflicts }
cli-import-bye = свободен от игры: { $player } (тур { $round })
cli-import-differs = доска { $board }: на доске { $label } ({ $have }), а в { $file } — { $theirs }; ничего не импортировано
cli-game-result = { $file }: результат партии: { $error }
cli-imported-from = импортировано из { $file }
cli-game-imported = доска { $board }: импортировано ходов: { $added }, уже было: { $have }
cli-nothing-to-export = нет досок для экспорта{ $selection }
cli-trf-needs-round = для --trf нужен --round R (столбец этого тура)
cli-no-player-named = { $file }: нет игрока с именем '{ $who }' (доска { $board })
cli-selection-round-board = {" "}(тур { $round }, доска { $board })
cli-selection-round = {" "}(тур { $round })
cli-selection-board = {" "}(доска { $board })
# Переданные требования (III.6), падение флажка (ст. 6.9).
cli-clock-two-times = --clock принимает два времени: БЕЛЫЕ ЧЁРНЫЕ
cli-no-referred-claims = переданных требований нет
cli-no-referred-claims-on = переданных требований на доске { $board } нет
cli-wrote = записано: { $file }
cli-claim-file-at = { $file }: партия { $game }: { $what }
cli-claim-no-tag = нет тега { $tag }: это не переданное требование
cli-claim-bad-grounds = { $tag } { $value }: ни III.6.1.1, ни III.6.1.2
cli-claim-tag-error = { $tag } { $value }
cli-claim-clock-numbers = { $tag } { $value }: нужны два числа
cli-claim-clock-range = { $tag } { $value }: нужны два времени в мс, каждое от 0 до { $max } (1000 часов)
cli-claim-bad-verification = { $tag } { $value }: допустимо agreed (согласен) или disputed (оспорено)
cli-claim-origin = требование импортировано из { $file } (турнир { $event }, доска { $board }, заявлено { $at }, заявил { $by })
cli-claim-refused = { $file }: требование { $claim }: { $reason }
cli-claim-imported = доска { $board }: { $white } – { $black }: требование { $by ->
    [white] белых
   *[black] чёрных
} ({ $grounds }) импортировано и ждёт решения
cli-flag-game-over = доска { $board }: партия окончена: { $status }
cli-flag-none = доска { $board }: на часах этой доски флажок не падал (запишите падение: `arbiter clock { $board } flag СТОРОНА`)
cli-flag-finding = доска { $board }: { $reason } (ст. { $article }){ $result }
cli-flag-nothing = записывать нечего: партия продолжается
cli-import-conflict = конфликт: { $conflict }
# Комментарии PGN к предложению ничьей (ст. 9.1.2).
cli-pgn-offer-before-moving = (=) { $by ->
    [white] белые предлагают
   *[black] чёрные предлагают
} ничью до своего хода (ст. 9.1.2.2)
cli-pgn-offer = (=) { $by ->
    [white] белые предлагают
   *[black] чёрные предлагают
} ничью
cli-not-exported = доска { $board }: не экспортирована — { $error }
result-why-resigned = { $side ->
    [white] белые сдались
   *[black] чёрные сдались
}
result-why-agreed = ничья по соглашению
result-why-agreed-consent = ничья по соглашению с согласия арбитра (ст. 9.1.1)
result-why-both-lose = поражение обоим
result-why-forfeit = { $absent ->
    [white] белые не явились: неявка
    [black] чёрные не явились: неявка
   *[none] никто не явился: двойная неявка
}
result-why-set-by-arbiter = установлен арбитром
result-why-declared-lost = партия признана проигранной (наказание)
penalty-measure = { $measure ->
    [opponent_points] очки соперника увеличены до максимума
    [offender_points] очки нарушителя уменьшены
    [game_lost] партия признана проигранной
    [fine] заранее объявленный штраф
    [exclusion] отстранение на один или несколько туров
   *[expulsion] исключение из соревнования
}

# The words `arbiter result --reason` reads as a resignation or a draw by agreement (lower case,
# separated by commas; the words of every language are read whatever the language shown).
cli-reason-resigned = сдался, сдалась, сдача
cli-reason-agreed = соглашение, по соглашению, ничья по соглашению
cli-trf-total-unknown = число туров турнира неизвестно, поэтому в файле нет записи XXR: программе жеребьёвки она нужна для жеребьёвки следующего тура (создайте турнир с `init --rounds N` или импортируйте TRF программы жеребьёвки, в котором она есть)
cli-board-chess960 = шахматы Фишера (Chess960, Руководство II), начальная позиция { $number }: { $fen }
cli-chess960-number = --chess960: номер начальной позиции от 0 до { $max }
cli-chess960-number-and-fen = --chess960 N и --fen оба задают начальную позицию: укажите одно
cli-chess960-needs-start = --chess960 требует начальную позицию: номер (0–959) или --fen
cli-import-other-start = { $file } начинается не там, где доска { $board }: партия файла — { $theirs } со своей FEN, доска — { $ours } со своей начальной позиции

# The words clap puts before a command line it cannot read (the rest of its message is clap's).
cli-clap-error = ошибка:
cli-clap-tip = подсказка:
cli-clap-usage = Использование:
# Решение назначенного арбитра возвращается в файл турнира, где заявлено требование (III.6.2, issue 33).
# $ruling: upheld | rejected; $fact: by | grounds | fen | clock | scoresheet | verification.
cli-ruling-not-imported = на доске { $board } нет требования, импортированного с ключом решения: экспортируйте требование заново из файла его турнира (`arbiter claims export`) и импортируйте его сюда
cli-ruling-not-decided = доска { $board }: по требованию ещё нет решения (`arbiter claims rule { $board } draw|reject --reason …`)
cli-ruling-refused = { $file }: { $why }; ничего не записано
cli-ruling-malformed = это не файл решения arbiter ({ $error })
cli-ruling-other-event = решение относится к турниру "{ $theirs }", а этот файл — турнир "{ $ours }"
cli-ruling-no-key = печать решения нельзя проверить без ключа турнира этого файла ({ $why })
cli-ruling-changed = файл изменён после подписи или подписан для другого файла турнира (его печать не совпадает)
cli-ruling-no-claim = в этом файле нет требования № { $seq }, переданного назначенному арбитру, на доске { $board }
cli-ruling-other-claim = решение не относится к требованию № { $seq } доски { $board } в том виде, в каком его записал этот файл (требование изменилось после экспорта: экспортируйте его заново)
cli-ruling-facts-differ = назначенный арбитр решал по { $fact ->
    [by] другому заявителю
    [grounds] другим основаниям
    [fen] другой итоговой позиции
    [clock] другим показаниям часов
    [verification] другой проверке
   *[scoresheet] другому бланку записи
}, чем в требовании этого файла (файл требования изменён в пути)
cli-ruling-decided = по требованию № { $seq } доски { $board } уже есть решение (№ { $decision })
cli-ruling-already = доска { $board }: это решение уже записано (№ { $seq }); ничего не изменено
cli-ruling-recorded = доска { $board }: записано решение назначенного арбитра: требование { $ruling ->
    [upheld] удовлетворено
   *[rejected] отклонено
}, результат { $result } (решил { $by })
history-ruling-imported = решение назначенного арбитра { $by } ({ $at }; турнир "{ $event }", доска { $board }), из { $file }
# Заявленные в требовании III.6 факты рядом с данными файла турнира (issue 33, пункт 4). $side: white | black.
history-declared-move = на { $move }-м ходу (ход { $side ->
    [white] белых
   *[black] чёрных
})
history-declared-differs = заявлено { $clocks } { $at }; в файле турнира { $file_clocks } { $file_at }: расходятся
history-declared-same = заявлено { $clocks } { $at }, как и в файле турнира
